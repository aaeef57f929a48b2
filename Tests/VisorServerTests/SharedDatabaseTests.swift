import Foundation
import Testing
import VisorCore
import VisorFeatures
import VisorStore

/// Two Visor instances on one PostgreSQL database answer as one service: what one writes (users,
/// tokens, sessions, chats) the other sees, and a token revoked on one fails on the other at once.
/// The database is VISOR_TEST_POSTGRES_URL, or a throw-away cluster this process starts
/// (scripts/lib/postgres.sh); each test gets its own schema.
@Suite struct SharedDatabaseTests {
  static func freshDatabase() async throws -> PostgresLocation {
    let url = try await SharedPostgres.url()
    let schema = "s_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    let admin = try PostgresConnection(parameters: ["dbname": url])
    defer { admin.close() }
    try admin.execute("CREATE SCHEMA \(schema)")  // hex digits only: made here
    return try PostgresLocation(
      url: url + (url.contains("?") ? "&" : "?") + "options=-c%20search_path%3D\(schema)")
  }

  @Test func tokensSessionsAndChatsAreSharedAndARevocationCountsEverywhereAtOnce() async throws {
    let database = try await Self.freshDatabase()
    let a = try await TestApp(transport: .inProcess) { $0.database = database }
    let b = try await TestApp(transport: .inProcess) { $0.database = database }
    do {

      let (ada, secret) = try await a.user("ada")
      #expect(try await b.request("GET", "/api/v1/me", token: secret).status == 200)
      #expect(try await a.request("GET", "/api/v1/me", token: secret).status == 200)

      let (session, _) = try await b.app.accounts.createSession(userID: ada.id)
      #expect(try await a.app.accounts.session(secret: session)?.0.id == ada.id)

      let chat = Chat(userID: ada.id, title: "Shared", model: "m")
      try await a.app.store.createChat(chat)
      #expect(try await b.app.store.chat(id: chat.id, userID: ada.id)?.title == "Shared")

      // Warm b, then revoke on a: b refuses the very next request (nothing cached on PostgreSQL).
      #expect(try await b.request("GET", "/api/v1/me", token: secret).status == 200)
      let token = try #require(try await a.app.accounts.tokens(userID: ada.id).first)
      #expect(try await a.app.accounts.revokeToken(id: token.id, userID: ada.id))
      #expect(try await b.request("GET", "/api/v1/me", token: secret).status == 401)
      #expect(try await a.request("GET", "/api/v1/me", token: secret).status == 401)
    } catch {
      await a.stop()
      await b.stop()
      throw error
    }
    await a.stop()
    await b.stop()
  }
}

extension SharedDatabaseTests {
  /// PostgreSQL stops while Visor serves: requests get a JSON 503 naming the database (fast, with
  /// Retry-After), then succeed again once it is back, without restarting Visor.
  @Test func aStoppedDatabaseAnswers503NamingItThenRecovers() async throws {
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "visor-pg-down-\(UUID().uuidString)"
    ).path
    let url = try SharedPostgres.script(["start", directory, "--watch", String(getpid())])
    defer { _ = try? SharedPostgres.script(["remove", directory]) }
    let database = try PostgresLocation(url: url)
    let app = try await TestApp(transport: .inProcess) { $0.database = database }
    do {
      let (_, secret) = try await app.user("ada")
      #expect(try await app.request("GET", "/api/v1/me", token: secret).status == 200)
      try SharedPostgres.script(["stop", directory])
      let started = ContinuousClock.now
      let down = try await app.request("GET", "/api/v1/me", token: secret)
      #expect(ContinuousClock.now - started < .seconds(8))
      #expect(down.status == 503)
      #expect(down.header("Retry-After") != nil)
      let body = String(decoding: down.body, as: UTF8.self)
      #expect(body.contains("database_unavailable"))
      #expect(body.contains(database.displayName))
      try SharedPostgres.script(["start", directory])
      let back = try await app.request("GET", "/api/v1/me", token: secret)
      #expect(back.status == 200, "\(String(decoding: back.body, as: UTF8.self))")
    } catch {
      await app.stop()
      throw error
    }
    await app.stop()
  }
}

/// The test cluster for this module (the store tests have their own copy of the same few lines).
enum SharedPostgres {
  private static let shared = Shared()
  private actor Shared {
    var url: Result<String, Error>?
    func get() -> Result<String, Error> {
      if let url { return url }
      let result = Result { try SharedPostgres.start() }
      url = result
      return result
    }
  }

  static func url() async throws -> String { try await shared.get().get() }

  private static func start() throws -> String {
    if let given = ProcessInfo.processInfo.environment["VISOR_TEST_POSTGRES_URL"], !given.isEmpty {
      return given
    }
    let directory = FileManager.default.temporaryDirectory.appending(path: "visor-pg-\(UUID().uuidString)")
      .path
    return try script(["start", directory, "--watch", String(getpid())])
  }

  /// Runs scripts/lib/postgres.sh (posix_spawn, output in files) and returns its last line.
  @discardableResult
  static func script(_ arguments: [String]) throws -> String {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let base = FileManager.default.temporaryDirectory.appending(path: "visor-pg-run-\(UUID().uuidString)")
      .path
    let command =
      [
        "/bin/bash", "-c", "bash \"$0\" \"$@\" >'\(base).out' 2>'\(base).err' </dev/null",
        repository.appending(path: "scripts/lib/postgres.sh").path,
      ] + arguments
    var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/bash", nil, nil, &argv, environ) == 0 else {
      throw VisorError(.internalError, "could not run scripts/lib/postgres.sh")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let out = (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? ""
    guard status == 0 else {
      let err = (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? ""
      throw VisorError(.internalError, "scripts/lib/postgres.sh \(arguments[0]) failed: \(err)")
    }
    return out.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
  }
}
