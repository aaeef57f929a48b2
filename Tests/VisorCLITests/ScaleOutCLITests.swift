import Foundation
import Testing
import VisorCore
import VisorTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `--database` / `--blobs` (and VISOR_DATABASE / VISOR_BLOBS) on the store commands, against a
/// throw-away PostgreSQL cluster (scripts/lib/postgres.sh) and moto's S3 server with signature
/// checking (scripts/lib/s3-test-server.py), and the refusals at start.
@Suite(.serialized) struct ScaleOutCLITests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  struct Services: Sendable {
    var database: String
    var endpoint: String
    var accessKeyID: String
    var secretAccessKey: String
    var blobs: String { "s3://visor-cli?endpoint=\(endpoint)&path-style=true" }
    var environment: [String: String] {
      ["AWS_ACCESS_KEY_ID": accessKeyID, "AWS_SECRET_ACCESS_KEY": secretAccessKey, "AWS_REGION": "us-east-1"]
    }
  }

  /// One cluster and one moto server for the suite, stopped when the test process exits.
  static let services: Result<Services, Error> = Result {
    let pid = String(getpid())
    let pgDir = CLI.tempDir() + "-pg"
    // scripts/test.sh's cluster when it runs us (usernames here are unique), else our own.
    let given = ProcessInfo.processInfo.environment["VISOR_TEST_POSTGRES_URL"].flatMap {
      $0.isEmpty ? nil : $0
    }
    let database =
      try given
      ?? CLI.runTool([
        "/bin/bash", repository.appending(path: "scripts/lib/postgres.sh").path, "start", pgDir, "--watch",
        pid,
      ])
    let base = CLI.tempDir() + "-s3"
    let environment = ProcessInfo.processInfo.environment
    let cache = environment["VISOR_CACHE_DIR"] ?? ((environment["HOME"] ?? "/root") + "/.cache/visor")
    let venv = cache + "/test-venv/bin/python"
    let python = FileManager.default.isExecutableFile(atPath: venv) ? venv : "python3"
    _ = try CLI.runTool([
      "/bin/bash", "-c",
      "\"$0\" \"$1\" --watch \"$2\" --bucket visor-cli >'\(base).out' 2>'\(base).err' </dev/null & echo $! >'\(base).pid'",
      python, repository.appending(path: "scripts/lib/s3-test-server.py").path, pid,
    ])
    let moto = BackgroundChild(pidFile: base + ".pid")
    // Up to 30 s, but not a moment longer once it has died.
    for _ in 0..<300 {
      if let text = try? String(contentsOfFile: base + ".out", encoding: .utf8),
        let line = text.split(whereSeparator: \.isNewline).first(where: { $0.hasPrefix("{") }),
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
      {
        return Services(
          database: database, endpoint: object["endpoint"]!, accessKeyID: object["accessKeyID"]!,
          secretAccessKey: object["secretAccessKey"]!)
      }
      if moto.hasExited { break }
      usleep(100_000)
    }
    throw CLIToolError(
      message:
        "moto's S3 server did not start: \((try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? "")"
    )
  }

  @Test func storeCommandsActOnTheSharedDatabaseAndBucketFromAnyDataFolder() throws {
    let services = try Self.services.get()
    let first = CLI.tempDir()
    let add = try CLI.run(
      [
        "users", "add", "ada-\(UUID().uuidString.prefix(8).lowercased())", "--admin", "--password-stdin",
        "--json",
        "--data-dir", first, "--database", services.database, "--blobs", services.blobs,
      ],
      stdin: "correct horse battery\n", environment: services.environment)
    #expect(add.status == 0, "\(add.stderr)")
    let name = try #require(
      (try JSONSerialization.jsonObject(with: Data(add.stdout.utf8)) as? [String: Any])?["username"]
        as? String)
    // Another data folder, the database and bucket from the environment: the same users.
    var environment = services.environment
    environment["VISOR_DATABASE"] = services.database
    environment["VISOR_BLOBS"] = services.blobs
    let list = try CLI.run(["users", "list", "--data-dir", CLI.tempDir()], environment: environment)
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout.contains(name))
    #expect(
      !FileManager.default.fileExists(atPath: first + "/visor.sqlite3"), "no SQLite file beside PostgreSQL")
  }

  @Test func aPasswordInTheDatabaseURLIsRefused() throws {
    let result = try CLI.run([
      "users", "list", "--data-dir", CLI.tempDir(), "--database", "postgres://visor:hunter2@127.0.0.1/visor",
    ])
    #expect(result.status == 1)
    #expect(result.stderr.contains("PGPASSWORD"))
    #expect(!result.stderr.contains("hunter2"))
    let dir = CLI.tempDir()
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try Data(#"{"database": "postgres://visor:hunter2@db/visor"}"#.utf8).write(
      to: URL(fileURLWithPath: dir + "/config.json"))
    let file = try CLI.run(["users", "list", "--data-dir", dir])
    #expect(file.status == 1)
    #expect(file.stderr.contains("must not contain a password"))
    #expect(!file.stderr.contains("hunter2"))
  }

  @Test(arguments: ["mysql://db/visor", "postgres://visor@[::1/visor", "postgres://db/visor?colour=red"])
  func aDatabaseURLThatDoesNotParseIsRefused(_ url: String) throws {
    let result = try CLI.run(["users", "list", "--data-dir", CLI.tempDir(), "--database", url])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("postgres://USER@HOST:PORT/DATABASE")
        || result.stderr.contains("postgres://visor@"))
  }

  @Test func anUnreachableDatabaseStopsTheCommandWithin10Seconds() throws {
    let started = Date()
    let result = try CLI.run([
      "users", "list", "--data-dir", CLI.tempDir(), "--database", "postgres://visor@127.0.0.1:9/visor",
    ])
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(result.status == 1)
    // The operator reads which database and what to check in the log line on stderr; the error's own
    // sentence is the one clients get (issue 23 item 8).
    let stderr = result.stderr.replacingOccurrences(of: "\\/", with: "/")
    #expect(stderr.contains("visor@127.0.0.1:9/visor"), "\(stderr)")
    #expect(stderr.contains("check that it is running"), "\(stderr)")
    #expect(stderr.contains("The database is unavailable; try again in a minute."), "\(stderr)")
  }

  @Test func blobsNeedCredentialsAndTheRightSecret() throws {
    let services = try Self.services.get()
    let missing = try CLI.run(
      ["users", "list", "--data-dir", CLI.tempDir(), "--blobs", services.blobs],
      environment: ["AWS_ACCESS_KEY_ID": "", "AWS_SECRET_ACCESS_KEY": ""])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY"))
    var wrong = services.environment
    wrong["AWS_SECRET_ACCESS_KEY"] = "not-the-secret"
    let denied = try CLI.run(
      ["users", "list", "--data-dir", CLI.tempDir(), "--blobs", services.blobs], environment: wrong)
    #expect(denied.status == 1)
    #expect(denied.stderr.contains("refused Visor's credentials"))
    let noBucket = try CLI.run(
      [
        "users", "list", "--data-dir", CLI.tempDir(), "--blobs",
        "s3://absent-bucket?endpoint=\(services.endpoint)&path-style=true",
      ],
      environment: services.environment)
    #expect(noBucket.status == 1)
    #expect(noBucket.stderr.contains("absent-bucket"))
  }

  /// Two `visor serve` processes with their own data folders on one database and bucket: a token
  /// works on both, and revoked through one it fails on the other at once.
  @Test func twoServersBehaveAsOne() async throws {
    let services = try Self.services.get()
    var environment = services.environment
    environment["VISOR_DATABASE"] = services.database
    environment["VISOR_BLOBS"] = services.blobs
    let name = "srv-\(UUID().uuidString.prefix(8).lowercased())"
    let added = try CLI.run(
      ["users", "add", name, "--json", "--data-dir", CLI.tempDir()], environment: environment)
    try #require(added.status == 0, "\(added.stderr)")
    let token = try #require(
      (try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any])?["token"] as? String
    )
    let one = try Self.serve(environment: environment)
    defer { one.stop() }
    let two = try Self.serve(environment: environment)
    defer { two.stop() }

    for port in [one.port, two.port] {
      #expect(try await Self.get(port, "/api/v1/me", token: token).0 == 200)
    }
    let (status, body) = try await Self.get(one.port, "/api/v1/tokens", token: token)
    #expect(status == 200)
    let tokens = try JSONSerialization.jsonObject(with: body) as? [String: Any]
    let id = try #require(((tokens?["items"] as? [[String: Any]])?.first)?["id"] as? String)
    #expect(try await Self.get(one.port, "/api/v1/tokens/\(id)", token: token, method: "DELETE").0 == 204)
    #expect(try await Self.get(two.port, "/api/v1/me", token: token).0 == 401)
  }

  struct Serving {
    let process: ChildProcess
    let port: Int
    func stop() { CLI.stop(process) }
  }

  static func serve(environment: [String: String]) throws -> Serving {
    let process = ChildProcess()
    process.executableURL = CLI.binary
    process.arguments = [
      "serve", "--port", "0", "--data-dir", CLI.tempDir(), "--log-level", "warning", "--warm", "",
    ]
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let (port, text) = AudioPluginCLITests.Server.readPort(out)
    guard let port else {
      CLI.stop(process, signal: SIGKILL)
      throw CLIToolError(message: "visor serve did not start on PostgreSQL + S3: \(text)")
    }
    return Serving(process: process, port: port)
  }

  static func get(_ port: Int, _ path: String, token: String, method: String = "GET") async throws -> (
    Int, Data
  ) {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
    request.httpMethod = method
    request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    let (data, response) = try await URLSession.shared.data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
  }
}

struct CLIToolError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

extension CLI {
  /// Runs a helper (not visor) to completion with its output in files; returns the last line of stdout.
  static func runTool(_ command: [String]) throws -> String {
    let base = tempDir()
    let process = ChildProcess()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    _ = FileManager.default.createFile(atPath: base + ".out", contents: nil)
    _ = FileManager.default.createFile(atPath: base + ".err", contents: nil)
    process.standardOutput = FileHandle(forWritingAtPath: base + ".out")
    process.standardError = FileHandle(forWritingAtPath: base + ".err")
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let out = (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? ""
    guard process.terminationStatus == 0 else {
      throw CLIToolError(
        message:
          "\(command.joined(separator: " ")) failed: \((try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? "")"
      )
    }
    return out.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
  }
}
