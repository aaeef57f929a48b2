import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Tag {
  /// Tests that drive a real server over loopback sockets; scripts/test.sh runs them serially.
  @Tag static var live: Self
}

extension Trait where Self == Tag.List {
  /// `@Test(.live)`: the test's apps listen on 127.0.0.1 and are driven over real sockets
  /// (``TestApp/Transport/live``), and scripts/test.sh runs the test serially with the other socket
  /// suites (docs/decisions/006-serial-test-run.md). Without it a test runs in-process, in parallel.
  static var live: Self { .tags(.live) }
}

/// A Visor with a temporary data folder, driven over HTTP: in-process through the composition root's
/// request chain by default, or over a real loopback socket in a test marked `@Test(.live)`.
///
/// ```swift
/// @Test func meNeedsAToken() async throws {  // in-process
///   try await withApp { t in #expect(try await t.request("GET", "/api/v1/me").status == 401) }
/// }
/// @Test(.live) func aClientThatHangsUp() async throws {  // real socket: t.app.port, t.base
///   try await withApp { t in … }
/// }
/// ```
final class TestApp: @unchecked Sendable {
  /// How requests reach the app.
  enum Transport: Sendable {
    /// Through `VisorApplication.respond(to:)`: the server's middleware, router with per-route auth
    /// and error formatters, without a socket (hummingbird's `.router` test mode). The request is the
    /// one URLSession would send, the response what the socket layer would deliver (see
    /// InProcessTransport.swift); nothing listens, so `app.port` is 0.
    case inProcess
    /// A real server on 127.0.0.1 driven with URLSession: for what only the socket layer does
    /// (disconnects, framing, the gate's limits, headers it adds) and the end-to-end smoke set.
    case live

    /// `.live` inside a test marked `@Test(.live)`, else `.inProcess`.
    static var current: Transport { Test.current?.tags.contains(.live) == true ? .live : .inProcess }
  }

  let app: VisorApplication
  let transport: Transport
  let directory: URL
  let logs = LogCapture()
  /// The server's URL when live; in-process a host that resolves nowhere, so a socket client fails.
  let base: URL

  init(transport: Transport = .current, configure: (inout VisorConfiguration) -> Void = { _ in }) async throws
  {
    self.transport = transport
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-test-\(UUID().uuidString)")
    var configuration = VisorConfiguration()
    configuration.port = 0
    configuration.dataDirectory = directory
    configuration.passwordStrength = .minimal
    configuration.localWorkers = false
    // Search by meaning only where a test turns it on (MeaningSearchTests): it loads a model.
    configuration.meaningSearch = false
    configuration.logLevel = .debug
    let web = directory.appendingPathComponent("web")
    try FileManager.default.createDirectory(at: web, withIntermediateDirectories: true)
    try Data("<!doctype html><title>Visor</title>".utf8).write(to: web.appendingPathComponent("index.html"))
    try Data("export const x = 1;".utf8).write(to: web.appendingPathComponent("app.js"))
    configuration.webDirectory = web
    configure(&configuration)
    app = try await buildApplication(
      configuration: configuration, logger: Logger(label: "test", minimumLevel: .debug, sink: logs.sink))
    switch transport {
    case .live:
      if ProcessInfo.processInfo.environment["VISOR_TEST_PHASE"] == "parallel" {
        Issue.record(
          """
          A live app started in scripts/test.sh's parallel phase: mark the test @Test(.live) (or its suite \
          @Suite(.live)) so the script finds it and runs it serially with the other socket tests.
          """)
      }
      try app.start()
      base = URL(string: "http://127.0.0.1:\(app.port)")!
    case .inProcess:
      app.features.warmModels()  // what start() does besides listening (and scheduling maintenance)
      base = URL(string: "http://in-process.invalid")!
    }
  }

  func stop() async {
    await app.shutdown()
    try? FileManager.default.removeItem(at: directory)
  }

  /// Creates a user with a password and returns it with a fresh API token.
  func user(_ name: String, admin: Bool = false, password: String = "correct horse") async throws -> (
    User, String
  ) {
    let user = try await app.accounts.createUser(username: name, password: password, isAdmin: admin)
    let (_, secret) = try await app.accounts.createToken(userID: user.id, name: "test")
    return (user, secret)
  }

  struct Reply {
    var status: Int
    var headers: [String: String]
    var body: Data
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body) as? [String: Any]) ?? [:] }
    var errorCode: String? { (json["error"] as? [String: Any])?["code"] as? String }
    var errorMessage: String? { (json["error"] as? [String: Any])?["message"] as? String }
    var text: String { String(decoding: body, as: UTF8.self) }
    func header(_ name: String) -> String? {
      headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .custom { d in
        let s = try d.singleValueContainer().decode(String.self)
        if let date = try? Date(s, strategy: .iso8601) { return date }
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        guard let date = f.date(from: s) else {
          throw DecodingError.dataCorrupted(.init(codingPath: d.codingPath, debugDescription: s))
        }
        return date
      }
      return try decoder.decode(type, from: body)
    }
  }

  /// Sends one request; `via` picks another transport than the app's (a live app answers in-process
  /// too). `timeout` is how long the client waits without hearing anything: by default URLSession's
  /// 60 s over a socket, and 300 s in-process, where the app shares two cores with the whole parallel
  /// phase (a local model's worker start took 32 s there; the tests' own time limits still apply).
  func request(
    _ method: String, _ path: String, token: String? = nil, json: Any? = nil, body: Data? = nil,
    contentType: String? = nil, headers: [String: String] = [:], timeout: TimeInterval? = nil,
    via transport: Transport? = nil
  ) async throws -> Reply {
    let timeout = timeout ?? ((transport ?? self.transport) == .live ? 60 : 300)
    var request = URLRequest(url: URL(string: path, relativeTo: base)!, timeoutInterval: timeout)
    request.httpMethod = method
    request.httpShouldHandleCookies = false
    if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
    if let json {
      request.httpBody = try JSONSerialization.data(withJSONObject: json)
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    if let body { request.httpBody = body }
    if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
    for (k, v) in headers { request.setValue(v, forHTTPHeaderField: k) }
    return try await send(request, via: transport)
  }

  /// Sends `request` over this app's transport, or over `transport` (`.live` needs a live app).
  func send(_ request: URLRequest, via transport: Transport? = nil) async throws -> Reply {
    switch transport ?? self.transport {
    case .inProcess:
      return try await InProcessTransport.send(request, to: app)
    case .live:
      let (data, response) = try await Self.session.data(for: request)
      let http = response as! HTTPURLResponse
      var out: [String: String] = [:]
      for (k, v) in http.allHeaderFields { out["\(k)"] = "\(v)" }
      return Reply(status: http.statusCode, headers: out, body: data)
    }
  }

  /// A session that neither stores nor sends cookies on its own (tests set them explicitly).
  static let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    return URLSession(configuration: configuration)
  }()

  static func multipart(_ fields: [(name: String, filename: String?, type: String?, data: Data)]) -> (
    Data, String
  ) {
    let boundary = "test-\(UUID().uuidString)"
    var body = Data()
    for f in fields {
      body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(f.name)\"".utf8)
      if let filename = f.filename { body += Data("; filename=\"\(filename)\"".utf8) }
      body += Data("\r\n".utf8)
      if let type = f.type { body += Data("Content-Type: \(type)\r\n".utf8) }
      body += Data("\r\n".utf8) + f.data + Data("\r\n".utf8)
    }
    body += Data("--\(boundary)--\r\n".utf8)
    return (body, "multipart/form-data; boundary=\(boundary)")
  }
}

/// Runs `body` against a fresh app and always stops it: in-process, or live in a `@Test(.live)` test.
func withApp(
  _ transport: TestApp.Transport = .current, configure: (inout VisorConfiguration) -> Void = { _ in },
  _ body: (TestApp) async throws -> Void
) async throws {
  let app = try await TestApp(transport: transport, configure: configure)
  do {
    try await body(app)
  } catch {
    await app.stop()
    throw error
  }
  await app.stop()
}
