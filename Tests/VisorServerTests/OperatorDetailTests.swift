import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorStore
import VisorTestSupport

@testable import VisorServer

/// Issue 23 item 8: what only an operator can fix stays with the operator. An outage of the photo
/// store or the database is one sentence for API users — which host, port, user, bucket and the
/// library's own words go to the log — and the web app is served with a Content-Security-Policy.
@Suite struct OperatorDetailTests {
  @Test func aPhotoStoreThatRefusesIsOneSentenceForClientsAndTheDetailsAreLogged() async throws {
    let refusing = try RefusingPort()
    defer { refusing.close() }
    let port = refusing.port
    let storeLogs = LogCapture()
    let location = S3Location(
      bucket: "operator-photos", endpoint: URL(string: "http://127.0.0.1:\(port)")!, pathStyle: true)
    try await withApp(configure: { c in
      c.blobStoreWrapper = { _ in
        // The bucket went away after start-up: built unchecked, one try per request.
        try! S3BlobStore(
          location: location,
          credentials: S3Credentials(accessKeyID: "AKIDOPERATOR", secretAccessKey: "s3cr3t-key"),
          checkBucket: false, attempts: 1, logger: Logger(label: "s3", sink: storeLogs.sink))
      }
    }) { t in
      let (ada, token) = try await t.user("ada")
      let analysis = Analysis(
        userID: ada.id, prompt: "p", transcript: nil, message: "m", model: "local/scene",
        imageKey: "images/ab/photo.jpg", timings: Timings())
      try await t.app.store.saveAnalysis(analysis)
      let reply = try await t.request(
        "GET", "/api/v1/analyses/\(analysis.id.uuidString.lowercased())/image", token: token)
      #expect(reply.status == 503, "\(reply.text)")
      #expect(reply.errorCode == "blob_store_unavailable")
      #expect(reply.errorMessage == "The photo store is unavailable; try again in a minute.", "\(reply.text)")
      for detail in ["127.0.0.1", String(port), "operator-photos", "AKIDOPERATOR", "refused", "onnect"] {
        #expect(!reply.text.contains(detail), "\(detail) reached the client: \(reply.text)")
      }
      let logged = storeLogs.all.joined(separator: "\n")
      #expect(logged.contains("operator-photos") && logged.contains("127.0.0.1:\(port)"), "\(logged)")
    }
  }

  /// A photo store that froze (accepts, never answers) held photo requests for minutes (60 s × 4
  /// attempts) while `/readyz` said 200. Now an attempt that moves no byte for 4 s is abandoned,
  /// retries stop after 8 s, and `/readyz` reports the photo store.
  @Test func aFrozenPhotoStoreFailsWithinSecondsAndReadinessSaysSo() async throws {
    let frozen = try SilentPort()
    defer { frozen.close() }
    let location = S3Location(
      bucket: "frozen-photos", endpoint: URL(string: "http://127.0.0.1:\(frozen.port)")!, pathStyle: true)
    try await withApp(configure: { c in
      c.blobStoreWrapper = { _ in
        try! S3BlobStore(
          location: location, credentials: S3Credentials(accessKeyID: "AKIDFROZEN", secretAccessKey: "k"),
          checkBucket: false)
      }
    }) { t in
      let (ada, token) = try await t.user("ada")
      let analysis = Analysis(
        userID: ada.id, prompt: "p", transcript: nil, message: "m", model: "local/scene",
        imageKey: "images/ab/photo.jpg", timings: Timings())
      try await t.app.store.saveAnalysis(analysis)
      let started = ContinuousClock.now
      let reply = try await t.request(
        "GET", "/api/v1/analyses/\(analysis.id.uuidString.lowercased())/image", token: token)
      let took = ContinuousClock.now - started
      #expect(reply.status == 503 && reply.errorCode == "blob_store_unavailable", "\(reply.text)")
      #expect(took < .seconds(20), "a frozen photo store held the request for \(took)")
      let ready = try await t.request("GET", "/readyz")
      #expect(ready.status == 503, "\(ready.text)")
      let readiness = try ready.decode(ReadinessResponse.self)
      #expect(readiness.components.contains { $0.name == "photos" && $0.state == "failed" })
      #expect(readiness.components.contains { $0.name == "store" && $0.state == "ok" })
    }
  }

  @Test func aDatabaseAtARefusingPortIsOneSentenceAndTheDetailsAreLogged() async throws {
    let refusing = try RefusingPort()
    defer { refusing.close() }
    let port = refusing.port
    let logs = LogCapture()
    var configuration = VisorConfiguration()
    configuration.port = 0
    configuration.localWorkers = false
    configuration.dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-operator-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: configuration.dataDirectory) }
    configuration.database = try PostgresLocation(
      url: "postgres://visor_operator@127.0.0.1:\(port)/photos", password: "pg-operator-secret")
    let error = await #expect(throws: VisorError.self) {
      _ = try await buildApplication(
        configuration: configuration, logger: Logger(label: "test", sink: logs.sink))
    }
    #expect(error?.code == .databaseUnavailable)
    #expect(error?.message == "The database is unavailable; try again in a minute.")
    for detail in ["visor_operator", "127.0.0.1", String(port), "photos", "pg-operator-secret", "onnect"] {
      #expect(error?.message.contains(detail) == false, "\(detail) in \(error?.message ?? "")")
    }
    let logged = logs.all.joined(separator: "\n").replacingOccurrences(of: "\\/", with: "/")
    #expect(logged.contains("visor_operator@127.0.0.1:\(port)/photos"), "\(logged)")
    #expect(!logged.contains("pg-operator-secret"), "the password is not logged")
  }

  @Test func theWebAppIsServedWithAContentSecurityPolicy() async throws {
    try await withApp { t in
      for path in ["/", "/app.js", "/index.html"] {
        let reply = try await t.request("GET", path)
        #expect(reply.status == 200, "\(path)")
        let policy = try #require(reply.header("Content-Security-Policy"), "\(path) has no CSP")
        let directives = Dictionary(
          policy.split(separator: ";").map { part -> (String, String) in
            let words = part.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
            return (String(words[0]), words.count > 1 ? String(words[1]) : "")
          }, uniquingKeysWith: { first, _ in first })
        // Only the app's own scripts run: no inline script, no eval, nothing from elsewhere.
        #expect(directives["script-src"] == "'self'", "\(policy)")
        #expect(directives["object-src"] == "'none'" && directives["base-uri"] == "'none'", "\(policy)")
        #expect(directives["frame-ancestors"] == "'none'", "\(policy)")
        // What the app does need: blob: photos and audio, a data: silent clip, its own WebSockets.
        #expect(directives["img-src"]?.contains("blob:") == true, "\(policy)")
        #expect(directives["media-src"]?.contains("data:") == true, "\(policy)")
        let host = t.base.port.map { "\(t.base.host ?? ""):\($0)" } ?? t.base.host ?? ""
        #expect(directives["connect-src"] == "'self' ws://\(host) wss://\(host)", "\(policy)")
      }
      // A hostile Host header is not repeated into the policy.
      let policy = WebAppSecurity.contentSecurityPolicy(host: "evil; script-src *")
      #expect(policy.contains("connect-src 'self';") && !policy.contains("evil"), "\(policy)")
      // The API's own answers are JSON and need none.
      #expect(try await t.request("GET", "/healthz").header("Content-Security-Policy") == nil)
    }
  }
}
