import Foundation
import Testing
import VisorCore
import VisorHTTP

/// The access log line is built by hand (decision 009); it must stay the line `Logger` writes.
@Suite struct AccessLogTests {
  /// `"time":"…"` blanked: the two lines may be a second apart.
  static func untimed(_ line: String) -> String {
    line.replacing(#/"time":"[^"]*"/#, with: #""time":"-""#)
  }

  @Test(arguments: ["/api/v1/me", "/a\"b\\c\u{1}\u{8}\u{c}\n\r\t/é/\u{7f}", "/q"])
  func accessLineIsTheLineLoggerWrites(path: String) async throws {
    let capture = LogCapture()
    let logger = Logger(
      label: "visor", metadata: ["component": "http", "level": "shadowed"], sink: capture.sink)
    let router = Router()
    router.fallback { _ in HTTPResponse(status: 200, body: .data(Data("abc".utf8))) }
    router.get("/q") { _ in .noContent() }
    let request = HTTPRequest(
      method: .get, path: path == "/q" ? "/q?b=1&a=2" : path, requestID: "req-1")
    _ = await HTTPServer.respond(
      to: request, handler: router.handle, middleware: [RequestLogMiddleware(logger: logger)])
    let line = try #require(capture.all.first)
    let fields = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
    var expected = fields
    expected["time"] = nil
    expected["level"] = nil
    expected["label"] = nil
    expected["message"] = nil
    expected["component"] = nil
    // What Logger itself writes for the same fields.
    let reference = LogCapture()
    Logger(label: "visor", metadata: ["component": "http", "level": "shadowed"], sink: reference.sink)
      .info("request", expected)
    #expect(Self.untimed(line) == Self.untimed(try #require(reference.all.first)))
    #expect(fields["path"] == path.split(separator: "?").first.map(String.init))
    #expect(fields["requestId"] == "req-1")
    #expect(fields["level"] == "info")
    if path == "/q" {
      #expect(fields["queryKeys"] == "a,b")
      #expect(fields["route"] == "/q")
      #expect(fields["bytes"] == "0")
    } else {
      #expect(fields["bytes"] == "3")
    }
    #expect(fields["ms"]?.wholeMatch(of: #/[0-9]+\.[0-9]/#) != nil)
  }

  @Test func nothingIsLoggedBelowTheLevel() async throws {
    let capture = LogCapture()
    let logger = Logger(label: "visor", minimumLevel: .warning, sink: capture.sink)
    let router = Router()
    router.get("/x") { _ in .noContent() }
    _ = await HTTPServer.respond(
      to: HTTPRequest(method: .get, path: "/x"), handler: router.handle,
      middleware: [RequestLogMiddleware(logger: logger)])
    #expect(capture.all.isEmpty)
  }
}
