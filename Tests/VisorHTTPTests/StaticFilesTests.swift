import Foundation
import Testing
import VisorCore

@testable import VisorHTTP

@Suite struct StaticFilesTests {
  /// A temp dir with `web/` (the root) and a secret file beside it.
  static func makeSite() throws -> (root: URL, base: URL) {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("visor-static-\(UUID().uuidString)")
    let root = base.appendingPathComponent("web")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("js"), withIntermediateDirectories: true)
    try Data("<!doctype html><title>Visor</title>".utf8).write(to: root.appendingPathComponent("index.html"))
    try Data("export const a = 1;".utf8).write(to: root.appendingPathComponent("js/app.mjs"))
    try Data("body{}".utf8).write(to: root.appendingPathComponent("style.css"))
    try Data("{}".utf8).write(to: root.appendingPathComponent("manifest.webmanifest"))
    try Data("SECRET".utf8).write(to: base.appendingPathComponent("secret.txt"))
    try Data("HIDDEN".utf8).write(to: root.appendingPathComponent(".env"))
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("escape.txt"), withDestinationURL: base.appendingPathComponent("secret.txt"))
    return (root, base)
  }

  func withSite(_ body: (Int) async throws -> Void) async throws {
    let (root, base) = try StaticFilesTests.makeSite()
    defer { try? FileManager.default.removeItem(at: base) }
    let router = Router()
    router.get("/api/hello") { _ in try .json(["ok": true]) }
    router.fallback(StaticFiles(root: root).respond)
    try await withServer(handler: router.handle) { server in try await body(server.port) }
  }

  @Test func rootServesIndexWithTypeETagAndNoCache() async throws {
    try await withSite { port in
      let response = try await blocking { try RawClient.request(port: port, "GET", "/") }
      #expect(response.status == 200)
      #expect(response.text.contains("<title>Visor</title>"))
      #expect(response.header("Content-Type") == "text/html; charset=utf-8")
      #expect(response.header("Cache-Control") == "no-cache")
      let etag = try #require(response.header("ETag"))
      #expect(etag.hasPrefix("\"") && !etag.hasPrefix("W/"))
      let again = try await blocking { try RawClient.request(port: port, "GET", "/", headers: ["If-None-Match": etag]) }
      #expect(again.status == 304)
      #expect(again.body.isEmpty)
    }
  }

  @Test(arguments: [
    ("/js/app.mjs", "text/javascript; charset=utf-8"), ("/style.css", "text/css; charset=utf-8"),
    ("/manifest.webmanifest", "application/manifest+json"),
  ])
  func contentTypesFollowTheExtension(path: String, type: String) async throws {
    try await withSite { port in
      let response = try await blocking { try RawClient.request(port: port, "GET", path) }
      #expect(response.status == 200)
      #expect(response.header("Content-Type") == type)
    }
  }

  @Test(arguments: [
    "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc/passwd", "/%2E%2E/secret.txt",
    "/../secret.txt", "/js/..%2f..%2fsecret.txt", "/index.html%00.png", "/..%5csecret.txt", "/escape.txt", "/.env",
    "/%2e%2e%2fsecret.txt", "/%zz",
  ])
  func traversalAttemptsAre404(path: String) async throws {
    try await withSite { port in
      let response = try await blocking { try RawClient.request(port: port, "GET", path) }
      #expect(response.status == 404)
      #expect(response.errorCode == "not_found")
      #expect(!response.text.contains("SECRET"))
      #expect(!response.text.contains("root:"))
      #expect(!response.text.contains("HIDDEN"))
    }
  }

  @Test func routesStillWinOverTheFallback() async throws {
    try await withSite { port in
      let response = try await blocking { try RawClient.request(port: port, "GET", "/api/hello") }
      #expect(response.text == #"{"ok":true}"#)
    }
  }
}
