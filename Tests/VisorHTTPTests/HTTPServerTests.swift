import Foundation
import Testing
import VisorCore
import VisorHTTP

#if canImport(Glibc)
  import Glibc
#endif

struct Echo: Codable, Equatable {
  var name: String
  var count: Int
}

/// A router with the routes most server tests use.
func testRouter() -> Router {
  let router = Router()
  router.get("/hello") { _ in try .json(["message": "hi"]) }
  router.post("/echo") { request in
    let echo = try request.decodeJSON(Echo.self, allowedFields: ["name", "count"])
    return try .json(echo)
  }
  router.post("/size") { request in try .json(["bytes": request.body.count]) }
  router.get("/cars/{id}") { request in try .json(["id": request.parameters["id"] ?? ""]) }
  router.delete("/cars/{id}") { _ in .noContent() }
  router.get("/slow") { _ in
    try await Task.sleep(for: .milliseconds(300))
    return try .json(["done": true])
  }
  router.get("/boom") { _ in
    struct Secretless: Error {}
    throw Secretless()
  }
  router.get("/query") { request in try .json(request.query) }
  return router
}

@Suite struct HTTPServerTests {
  @Test func keepAliveServesTwoRequestsOnOneSocket() async throws {
    try await withServer(handler: testRouter().handle) { server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        let first = try client.readResponse()
        try client.send("GET /cars/abc HTTP/1.1\r\nHost: x\r\n\r\n")
        let second = try client.readResponse()
        #expect(first.status == 200)
        #expect(first.text == #"{"message":"hi"}"#)
        #expect(first.header("Connection")?.lowercased() != "close")
        #expect(second.status == 200)
        #expect(second.text == #"{"id":"abc"}"#)
      }
    }
  }

  @Test func everyResponseCarriesARequestID() async throws {
    try await withServer(handler: testRouter().handle) { server in
      let port = server.port
      try await blocking {
        let echoed = try RawClient.request(port: port, "GET", "/hello", headers: ["X-Request-Id": "abc-123"])
        #expect(echoed.header("X-Request-Id") == "abc-123")
        let insane = try RawClient.request(
          port: port, "GET", "/nope", headers: ["X-Request-Id": String(repeating: "x", count: 65)])
        let generated = try #require(insane.header("X-Request-Id"))
        #expect(generated.count == 36)
        #expect(generated == generated.lowercased())
      }
    }
  }

  @Test func unknownRouteIsJSON404() async throws {
    try await withServer(handler: testRouter().handle) { server in
      let port = server.port
      let response = try await blocking { try RawClient.request(port: port, "GET", "/does/not/exist") }
      #expect(response.status == 404)
      #expect(response.header("Content-Type") == "application/json")
      #expect(response.errorCode == "not_found")
      #expect(response.header("X-Request-Id") != nil)
    }
  }

  @Test func wrongMethodIs405WithAllow() async throws {
    try await withServer(handler: testRouter().handle) { server in
      let port = server.port
      let response = try await blocking { try RawClient.request(port: port, "PUT", "/cars/1") }
      #expect(response.status == 405)
      #expect(response.errorCode == "method_not_allowed")
      #expect(response.header("Allow") == "DELETE, GET, HEAD")
    }
  }

  @Test func headIsServedByGetRoutesWithLengthButNoBody() async throws {
    try await withServer(handler: testRouter().handle) { server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        try client.send("HEAD /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        let head = try client.readResponse(method: "HEAD")
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == "16")
        // No stray body bytes: the next response on the same connection parses cleanly.
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        let next = try client.readResponse()
        #expect(next.text == #"{"message":"hi"}"#)
      }
    }
  }

  @Test func handlerCrashBecomes500WithRequestIDInMessageAndLog() async throws {
    let capture = LogCapture()
    let logger = Logger(label: "test", sink: capture.sink)
    try await withServer(logger: logger, handler: testRouter().handle) { server in
      let port = server.port
      let response = try await blocking {
        try RawClient.request(port: port, "GET", "/boom", headers: ["X-Request-Id": "req-500"])
      }
      #expect(response.status == 500)
      #expect(response.errorCode == "internal_error")
      #expect(response.errorMessage?.contains("req-500") == true)
      #expect(capture.all.contains { $0.contains("req-500") && $0.contains("\"level\":\"error\"") })
    }
  }

  @Test func queryParametersAreDecodedLastWins() async throws {
    try await withServer(handler: testRouter().handle) { server in
      let port = server.port
      let response = try await blocking {
        try RawClient.request(port: port, "GET", "/query?q=red%20car&q=blue+car&limit=5&empty")
      }
      #expect(response.json?["q"] as? String == "blue car")
      #expect(response.json?["limit"] as? String == "5")
      #expect(response.json?["empty"] as? String == "")
    }
  }

  @Test func contentLengthOverLimitIsRejectedWithJSON413BeforeTheBody() async throws {
    try await withServer(configure: { $0.maxBodyBytes = 1024 }, handler: testRouter().handle) { server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        // Announce 10 MB but send nothing: the answer must come without reading the body.
        try client.send(
          "POST /size HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: 10485760\r\n\r\n"
        )
        let response = try client.readResponse(timeout: 3)
        #expect(response.status == 413)
        #expect(response.errorCode == "body_too_large")
      }
    }
  }

  @Test func expectContinueOverLimitGets413InsteadOf100() async throws {
    try await withServer(configure: { $0.maxBodyBytes = 1024 }, handler: testRouter().handle) { server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        try client.send(
          "POST /size HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\nExpect: 100-continue\r\n\r\n")
        let (status, _) = try client.readHead(timeout: 3, skipInterim: false)
        #expect(status == 413)
      }
    }
  }

  @Test func chunkedBodyOverLimitIsJSON413() async throws {
    try await withServer(configure: { $0.maxBodyBytes = 1024 }, handler: testRouter().handle) { server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        try client.send("POST /size HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
        let chunk = String(repeating: "a", count: 800)
        for _ in 0..<3 { try? client.send("320\r\n\(chunk)\r\n") }
        try? client.send("0\r\n\r\n")
        let response = try client.readResponse(timeout: 3)
        #expect(response.status == 413)
        #expect(response.errorCode == "body_too_large")
      }
    }
  }

  @Test func endlessChunkedUploadHearsItsJSON413WhileStillSending() async throws {
    try await withServer(configure: { $0.maxBodyBytes = 256 * 1024 }, handler: testRouter().handle) {
      server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        try client.send("POST /size HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
        let chunk = "10000\r\n" + String(repeating: "a", count: 65536) + "\r\n"
        var sent = 0
        var answered = false
        // A client that would never stop: it must be told mid-upload, not after its last chunk.
        while sent < 64 * 1024 * 1024 {
          var descriptor = pollfd(fd: client.fd, events: Int16(POLLIN), revents: 0)
          if poll(&descriptor, 1, 5) > 0 {
            answered = true
            break
          }
          do { try client.send(chunk) } catch { break }
          sent += 65536
        }
        #expect(answered, "no answer after \(sent) bytes")
        let response = try client.readResponse(timeout: 3)
        #expect(response.status == 413)
        #expect(response.errorCode == "body_too_large")
        #expect(response.header("Connection")?.lowercased() == "close")
        #expect(response.header("X-Request-Id") != nil)
      }
      // The server is unharmed.
      let health = try await blocking { try RawClient.request(port: port, "GET", "/hello") }
      #expect(health.status == 200)
    }
  }

  @Test func chunkedBodyUnderLimitIsReceived() async throws {
    try await withServer(handler: testRouter().handle) { server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        try client.send("POST /size HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
        try client.send("5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.json?["bytes"] as? Int == 11)
      }
    }
  }

  @Test func expectContinueGetsInterimResponseThenFinalAnswer() async throws {
    try await withServer(handler: testRouter().handle) { server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        let body = String(repeating: "z", count: 100_000)
        try client.send(
          "POST /size HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\nExpect: 100-continue\r\n\r\n"
        )
        let (interim, _) = try client.readHead(timeout: 3, skipInterim: false)
        #expect(interim == 100)
        try client.send(body)
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.json?["bytes"] as? Int == 100_000)
      }
    }
  }

  @Test func oversizedHeadersAreJSON431() async throws {
    try await withServer(handler: testRouter().handle) { server in
      let port = server.port
      let response = try await blocking {
        try RawClient.request(
          port: port, "GET", "/hello", headers: ["X-Big": String(repeating: "b", count: 20_000)])
      }
      #expect(response.status == 431)
      #expect(response.header("Content-Type") == "application/json")
      #expect(response.errorCode == "headers_too_large")
    }
  }

  /// Headers far over the limit are answered with Visor's JSON 431 as soon as the limit is passed,
  /// never an HTML page or a reset, however much more the client sends.
  @Test(arguments: [60_000, 200_000])
  func hugeHeadersStillGetJSON431(size: Int) async throws {
    try await withServer(handler: testRouter().handle) { server in
      let port = server.port
      let response = try await blocking {
        try RawClient.request(
          port: port, "GET", "/hello", headers: ["X-Big": String(repeating: "b", count: size)])
      }
      #expect(response.status == 431)
      #expect(response.header("Content-Type") == "application/json")
      #expect(response.errorCode == "headers_too_large")
    }
  }

  @Test(arguments: [20_000, 150_000])
  func overlongURIsGetJSON414(length: Int) async throws {
    try await withServer(handler: testRouter().handle) { server in
      let port = server.port
      let response = try await blocking {
        try RawClient.request(port: port, "GET", "/hello?q=" + String(repeating: "a", count: length))
      }
      #expect(response.status == 414)
      #expect(response.header("Content-Type") == "application/json")
      #expect(response.errorCode == "uri_too_long")
    }
  }

  @Test func slowHeadersAreDisconnectedAfterTheTimeout() async throws {
    try await withServer(configure: { $0.connectionTimeoutSeconds = 2 }, handler: testRouter().handle) {
      server in
      let port = server.port
      let elapsed = try await blocking { () -> Double in
        let client = try RawClient(port: port)
        let start = Date()
        let request = Array(
          "GET /hello HTTP/1.1\r\nHost: x\r\nX-Slow: abcdefghijklmnopqrstuvwxyz\r\n\r\n".utf8)
        for byte in request {
          do { try client.send([byte]) } catch { break }
          if client.waitForClose(timeout: 1) { break }
          if Date().timeIntervalSince(start) > 8 { break }
        }
        return Date().timeIntervalSince(start)
      }
      #expect(elapsed >= 1.5)
      // The 2 s timeout, with room for a loaded machine; the client gives up at 8 s.
      #expect(elapsed < 7, "closed after \(elapsed) s")
      // The server is still healthy.
      let after = try await blocking { try RawClient.request(port: port, "GET", "/hello") }
      #expect(after.status == 200)
    }
  }

  @Test func maxConnectionsIsHonoured() async throws {
    // Requests held until released, not for a fixed time: on a loaded machine a timed request could
    // finish (its connection idle, so closed to make room) before the third client arrives.
    let router = testRouter()
    let started = Counter()
    let release = Flag()
    router.get("/held") { _ in
      started.increment()
      while !release.isSet { try await Task.sleep(for: .milliseconds(10)) }
      return try .json(["done": true])
    }
    try await withServer(configure: { $0.maxConnections = 2 }, handler: router.handle) { server in
      let port = server.port
      let (a, b) = try await blocking { () -> (RawClient, RawClient) in
        let a = try RawClient(port: port)
        let b = try RawClient(port: port)
        try a.send("GET /held HTTP/1.1\r\nHost: x\r\n\r\n")
        try b.send("GET /held HTTP/1.1\r\nHost: x\r\n\r\n")
        return (a, b)
      }
      // Both connections have a request in progress (idle ones would be closed to make room,
      // decision 018): a third is refused with JSON 503 while they are busy.
      #expect(await waitUntil { started.count == 2 })
      let refused = try await blocking { () -> RawResponse in
        let c = try RawClient(port: port)
        try? c.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        return try c.readResponse(timeout: 5)
      }
      #expect(refused.status == 503)
      #expect(refused.errorCode == "too_many_connections")
      #expect(refused.header("Connection") == "close")
      release.set()
      let (first, second, served) = try await blocking { () -> (Int, Int, Bool) in
        let first = try a.readResponse().status
        let second = try b.readResponse().status
        // Once a slot frees up, new connections are served again.
        a.reset()
        var served = false
        let deadline = Date().addingTimeInterval(10)
        while !served && Date() < deadline {
          Thread.sleep(forTimeInterval: 0.1)
          served = (try? RawClient.request(port: port, "GET", "/hello").status) == 200
        }
        return (first, second, served)
      }
      #expect(first == 200 && second == 200)
      #expect(served)
    }
  }

  @Test func portInUseThrowsAClearError() async throws {
    try await withServer(handler: testRouter().handle) { server in
      var configuration = HTTPServerConfiguration()
      configuration.port = server.port
      let second = HTTPServer(configuration: configuration, handler: testRouter().handle, logger: .silent)
      do {
        try second.start()
        Issue.record("starting on a taken port should fail")
      } catch let error as VisorError {
        #expect(error.code == .addressInUse)
        #expect(error.message.contains(String(server.port)))
      }
    }
  }

  @Test func errorFormatterIsChosenByPath() async throws {
    let openAI = ErrorFormatter { error, _, _ in
      try! .json(
        ["error": ["message": error.message, "type": "invalid_request_error"]], status: error.status)
    }
    var configuration = HTTPServerConfiguration()
    configuration.port = 0
    let server = HTTPServer(
      configuration: configuration, handler: testRouter().handle,
      errorFormatter: { path in path.hasPrefix("/v1/") ? openAI : .native }, logger: .silent)
    try server.start()
    let port = server.port
    let (openAIResponse, nativeResponse) = try await blocking {
      (
        try RawClient.request(port: port, "GET", "/v1/nothing"),
        try RawClient.request(port: port, "GET", "/api/nothing")
      )
    }
    await server.shutdown()
    #expect(
      ((openAIResponse.json?["error"] as? [String: Any])?["type"] as? String) == "invalid_request_error")
    #expect(openAIResponse.header("X-Request-Id") != nil)
    #expect(nativeResponse.errorCode == "not_found")
  }
}
