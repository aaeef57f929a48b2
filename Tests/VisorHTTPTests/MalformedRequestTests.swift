import Foundation
import Synchronization
import Testing
import VisorCore
import VisorHTTP

#if canImport(Glibc)
  import Glibc
#endif

/// The HTTP gate, specified over real loopback sockets with raw bytes:
/// every malformed request gets a JSON error (never an HTML page) with
/// `Connection: close` and `X-Request-Id`, the connection is then closed, and the server stays
/// healthy; well-formed but unusual traffic (bare LF, leading blank lines, chunk extensions,
/// trailers, tiny writes, pipelining) is still served.
@Suite struct MalformedRequestTests {
  /// A labelled raw request (or request fragment) for parameterised tests.
  struct RawCase: Sendable, CustomTestStringConvertible {
    var label: String
    var request: String
    init(_ label: String, _ request: String) {
      self.label = label
      self.request = request
    }
    var bytes: [UInt8] { Array(request.utf8) }
    var testDescription: String { label }
  }

  /// A valid chunked body and what the handler must receive.
  struct ChunkedCase: Sendable, CustomTestStringConvertible {
    var label: String
    var encoding: String
    var body: String
    var expected: String
    init(_ label: String, encoding: String, body: String, expected: String) {
      self.label = label
      self.encoding = encoding
      self.body = body
      self.expected = expected
    }
    var testDescription: String { label }
  }

  // MARK: 1. Request line

  @Test(arguments: [
    RawCase("a single word", "HELLO\r\n\r\n"),
    RawCase("a method alone", "GET\r\n\r\n"),
    RawCase("an extra token after the version", "GET / HTTP/1.1 extra\r\nHost: x\r\n\r\n"),
    RawCase("a control byte in the target", "GET /a\u{01}b HTTP/1.1\r\nHost: x\r\n\r\n"),
    RawCase("a raw space inside the target", "GET /a b HTTP/1.1\r\nHost: x\r\n\r\n"),
    RawCase("an unknown protocol name", "GET / FOO/1.1\r\nHost: x\r\n\r\n"),
  ])
  func garbageRequestLineIsJSON400(_ request: RawCase) async throws {
    try await expectRejection(request.bytes, status: 400, code: "malformed_request_line")
  }

  // MARK: 2. Versions

  @Test(arguments: ["HTTP/2.0", "HTTP/3.0", "HTTP/0.9"])
  func unsupportedHTTPVersionIsJSON505(version: String) async throws {
    try await expectRejection(
      Array("GET /hello \(version)\r\nHost: x\r\n\r\n".utf8), status: 505, code: "http_version_not_supported")
  }

  @Test func http12IsServedAsHTTP11() async throws {
    try await expectServed("GET /hello HTTP/1.2\r\nHost: x\r\n\r\n")
  }

  // MARK: 3. Header lines

  @Test(arguments: [
    RawCase("a line without a colon", "GET /hello HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n"),
    RawCase("a space before the colon of Host", "GET /hello HTTP/1.1\r\nHost : x\r\n\r\n"),
    RawCase("a space before the colon", "GET /hello HTTP/1.1\r\nHost: x\r\nX-Thing : y\r\n\r\n"),
    RawCase(
      "an obs-fold line starting with a space", "GET /hello HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n"),
    RawCase(
      "an obs-fold line starting with a tab", "GET /hello HTTP/1.1\r\nHost: x\r\nX-A: a\r\n\tb\r\n\r\n"),
    RawCase("whitespace before the first header", "GET /hello HTTP/1.1\r\n Host: x\r\n\r\n"),
    RawCase("a NUL byte in a header value", "GET /hello HTTP/1.1\r\nHost: x\r\nX-A: a\u{0}b\r\n\r\n"),
  ])
  func malformedHeaderLineIsJSON400(_ request: RawCase) async throws {
    try await expectRejection(request.bytes, status: 400, code: "malformed_header")
  }

  // MARK: 4. Host

  @Test func http11WithoutHostIsJSON400() async throws {
    try await expectRejection(
      Array("GET /hello HTTP/1.1\r\nAccept: */*\r\n\r\n".utf8), status: 400, code: "missing_host")
  }

  @Test(arguments: [("a", "b"), ("a", "a")])
  func twoHostHeadersAreJSON400(first: String, second: String) async throws {
    try await expectRejection(
      Array("GET /hello HTTP/1.1\r\nHost: \(first)\r\nHost: \(second)\r\n\r\n".utf8), status: 400,
      code: "duplicate_host")
  }

  @Test func http10WithoutHostIsServed() async throws {
    try await expectServed("GET /hello HTTP/1.0\r\n\r\n")
  }

  // MARK: 5. Content-Length

  @Test(arguments: [
    RawCase("letters", "Content-Length: abc\r\n"),
    RawCase("a negative number", "Content-Length: -1\r\n"),
    RawCase("an exponent", "Content-Length: 1e3\r\n"),
    RawCase("a plus sign", "Content-Length: +5\r\n"),
    RawCase("a number over 64 bits", "Content-Length: 99999999999999999999999\r\n"),
    RawCase("two different headers", "Content-Length: 5\r\nContent-Length: 6\r\n"),
    RawCase("a list of different values", "Content-Length: 5, 6\r\n"),
  ])
  func invalidContentLengthIsJSON400(_ header: RawCase) async throws {
    try await expectRejection(
      Array("POST /size HTTP/1.1\r\nHost: x\r\n\(header.request)\r\nhello".utf8), status: 400,
      code: "invalid_content_length")
  }

  @Test(arguments: [
    RawCase("length first", "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n"),
    RawCase("chunked first", "Transfer-Encoding: chunked\r\nContent-Length: 5\r\n"),
  ])
  func contentLengthWithChunkedIsJSON400(_ headers: RawCase) async throws {
    try await expectRejection(
      Array("POST /size HTTP/1.1\r\nHost: x\r\n\(headers.request)\r\n5\r\nhello\r\n0\r\n\r\n".utf8),
      status: 400, code: "conflicting_framing")
  }

  // MARK: 6. Transfer-Encoding

  @Test(arguments: ["gzip", "gzip, chunked"])
  func unsupportedTransferEncodingIsJSON501(encoding: String) async throws {
    try await expectRejection(
      Array(
        "POST /size HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: \(encoding)\r\n\r\n5\r\nhello\r\n0\r\n\r\n".utf8
      ),
      status: 501, code: "unsupported_transfer_encoding")
  }

  // MARK: 7. Chunked framing

  @Test(arguments: [
    RawCase("a chunk size that is not hex", "zz\r\nhello\r\n0\r\n\r\n"),
    RawCase("chunk data not followed by CRLF", "5\r\nhelloXX0\r\n\r\n"),
    RawCase(
      "a chunk-size line of 5000 bytes (extension)",
      "5;x=" + String(repeating: "a", count: 5000) + "\r\nhello\r\n0\r\n\r\n"),
    RawCase(
      "a chunk-size line of 5000 bytes (leading zeros)",
      String(repeating: "0", count: 5000) + "5\r\nhello\r\n0\r\n\r\n"),
  ])
  func brokenChunkFramingIsJSON400(_ body: RawCase) async throws {
    try await expectRejection(
      Array("POST /raw HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n\(body.request)".utf8),
      status: 400, code: "malformed_chunk")
  }

  @Test(arguments: [
    ChunkedCase(
      "a chunk extension", encoding: "chunked", body: "5;name=value\r\nhello\r\n0\r\n\r\n", expected: "hello"),
    ChunkedCase(
      "trailers after the last chunk", encoding: "chunked",
      body: "5\r\nhello\r\n6\r\n world\r\n0\r\nX-Trailer: t\r\nX-Other: u\r\n\r\n", expected: "hello world"),
    ChunkedCase(
      "CRLF inside chunk data", encoding: "chunked", body: "4\r\na\r\nb\r\n3\r\n\r\nc\r\n0\r\n\r\n",
      expected: "a\r\nb\r\nc"),
    ChunkedCase(
      "a capitalised coding name", encoding: "Chunked", body: "3\r\nabc\r\n0\r\n\r\n", expected: "abc"),
  ])
  func validChunkedBodyReachesTheHandlerExactly(_ chunked: ChunkedCase) async throws {
    try await withServer(handler: gateRouter().handle) { server in
      let port = server.port
      let response = try await blocking {
        let client = try RawClient(port: port)
        try client.send(
          "POST /raw HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: \(chunked.encoding)\r\n\r\n\(chunked.body)")
        return try readAnswer(client)
      }
      #expect(response.status == 200, "body: \(response.text.prefix(300))")
      #expect(response.text == chunked.expected)
    }
  }

  @Test func chunkedRequestSplitIntoTinyWritesReachesTheHandlerExactly() async throws {
    try await withServer(handler: gateRouter().handle) { server in
      let port = server.port
      let response = try await blocking {
        let client = try RawClient(port: port)
        let request = Array(
          "POST /raw HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\nA;ext=1\r\n0123456789\r\n1\r\n\n\r\n0\r\nX-T: 1\r\n\r\n"
            .utf8)
        var offset = 0
        var size = 1
        while offset < request.count {
          let end = min(offset + size, request.count)
          try client.send(Array(request[offset..<end]))
          offset = end
          size = size % 3 + 1
          usleep(2000)
        }
        return try readAnswer(client)
      }
      #expect(response.status == 200, "body: \(response.text.prefix(300))")
      #expect(response.text == "abc0123456789\n")
    }
  }

  // MARK: 8. Size limits

  @Test func oneMegabyteOfHeadersIsJSON431() async throws {
    var head = "GET /hello HTTP/1.1\r\nHost: x\r\n"
    let filler = String(repeating: "f", count: 1000)
    for index in 0..<1024 { head += "X-Fill-\(index): \(filler)\r\n" }
    head += "\r\n"
    try await expectRejection(Array(head.utf8), status: 431, code: "headers_too_large")
  }

  @Test(arguments: [5000, 1_000_000])
  func uriOverTheHeaderLimitIsJSON414(length: Int) async throws {
    let target = "/hello?q=" + String(repeating: "a", count: length)
    try await expectRejection(
      Array("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n".utf8), status: 414, code: "uri_too_long",
      configure: { $0.maxHeaderBytes = 4096 })
  }

  // MARK: 9. Slow clients

  @Test func slowRequestHeadIsJSON408AfterTheTimeout() async throws {
    try await withServer(configure: { $0.connectionTimeoutSeconds = 1 }, handler: gateRouter().handle) {
      server in
      let port = server.port
      let (response, elapsed, closed) = try await blocking { () -> (RawResponse, Double, Bool) in
        let client = try RawClient(port: port)
        let start = Date()
        try client.send("GET /hello HTTP/1.1\r\nHo")
        let response = try readAnswer(client, timeout: 8)
        let elapsed = Date().timeIntervalSince(start)
        return (response, elapsed, client.waitForClose(timeout: 5))
      }
      expectGateError(response, status: 408, code: "request_timeout")
      #expect(elapsed >= 0.9, "answered after \(elapsed) s, before the 1 s timeout")
      // The 1 s timeout, with room for a loaded machine (the default is 30 s).
      #expect(elapsed < 4, "answered after \(elapsed) s")
      #expect(closed, "the connection stayed open after the 408")
      try await expectHealthy(port: port)
    }
  }

  @Test func silentConnectionIsClosedWithoutAnyBytes() async throws {
    try await withServer(configure: { $0.connectionTimeoutSeconds = 1 }, handler: gateRouter().handle) {
      server in
      let port = server.port
      let (received, closed, elapsed) = try await blocking { () -> ([UInt8], Bool, Double) in
        let client = try RawClient(port: port)
        let start = Date()
        let (received, closed) = readUntilClose(client, timeout: 8)
        return (received, closed, Date().timeIntervalSince(start))
      }
      #expect(closed, "a silent connection stayed open for 8 s with a 1 s timeout")
      #expect(received.isEmpty, "got bytes: \(String(decoding: received.prefix(300), as: UTF8.self))")
      #expect(elapsed >= 0.9)
      // The 1 s timeout, with room for a loaded machine (the default is 30 s).
      #expect(elapsed < 4, "closed after \(elapsed) s")
      try await expectHealthy(port: port)
    }
  }

  // MARK: 10. Too many connections

  @Test func connectionOverTheLimitIsJSON503() async throws {
    try await withServer(configure: { $0.maxConnections = 2 }, handler: gateRouter().handle) { server in
      let port = server.port
      let (response, closed) = try await blocking { () -> (RawResponse, Bool) in
        let a = try RawClient(port: port)
        let b = try RawClient(port: port)
        for client in [a, b] {
          try client.send("POST /raw HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nh")
        }
        // Both hold a request whose body is still arriving (not idle for the gate, which closes only
        // connections without a request in progress to make room): the third is over.
        let c = try RawClient(port: port)
        try? c.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        let response = try readAnswer(c, timeout: 3)
        let closed = c.waitForClose(timeout: 2)
        a.reset()
        b.reset()
        return (response, closed)
      }
      expectGateError(response, status: 503, code: "too_many_connections")
      #expect(closed, "the refused connection stayed open")
      // The slots free up once the two idle clients are gone.
      let health = try await blocking { () -> Int in
        let deadline = Date().addingTimeInterval(3)
        var status = 0
        repeat {
          status = (try? RawClient.request(port: port, "GET", "/hello", timeout: 2).status) ?? 0
          if status == 200 { break }
          usleep(100_000)
        } while Date() < deadline
        return status
      }
      #expect(health == 200)
    }
  }

  // MARK: 11. Keep-alive and pipelining

  @Test func malformedRequestAfterAGoodOneOnTheSameConnectionIsJSON400() async throws {
    try await withServer(handler: gateRouter().handle) { server in
      let port = server.port
      let (first, second, closed) = try await blocking { () -> (RawResponse, RawResponse, Bool) in
        let client = try RawClient(port: port)
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        let first = try readAnswer(client)
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n")
        let second = try readAnswer(client)
        return (first, second, client.waitForClose(timeout: 2))
      }
      #expect(first.status == 200)
      #expect(first.header("Connection")?.lowercased() != "close")
      expectGateError(second, status: 400, code: "malformed_header")
      #expect(closed, "the connection stayed open after the error")
      try await expectHealthy(port: port)
    }
  }

  @Test func pipelinedRequestsAreAnsweredInOrderAndTheConnectionStaysUsable() async throws {
    try await withServer(handler: gateRouter().handle) { server in
      let port = server.port
      let texts = try await blocking { () -> [String] in
        let client = try RawClient(port: port)
        try client.send("GET /cars/one HTTP/1.1\r\nHost: x\r\n\r\nGET /cars/two HTTP/1.1\r\nHost: x\r\n\r\n")
        let first = try readAnswer(client)
        let second = try readAnswer(client)
        try client.send("GET /cars/three HTTP/1.1\r\nHost: x\r\n\r\n")
        let third = try readAnswer(client)
        return [first, second, third].map { "\($0.status) \($0.text)" }
      }
      #expect(texts == [#"200 {"id":"one"}"#, #"200 {"id":"two"}"#, #"200 {"id":"three"}"#])
    }
  }

  @Test func pipelinedMalformedRequestAfterAGoodOneIsJSON400() async throws {
    try await withServer(handler: gateRouter().handle) { server in
      let port = server.port
      let (first, second, closed) = try await blocking { () -> (RawResponse, RawResponse, Bool) in
        let client = try RawClient(port: port)
        try client.send(
          "GET /cars/one HTTP/1.1\r\nHost: x\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\nBad\r\n\r\n")
        let first = try readAnswer(client)
        let second = try readAnswer(client)
        return (first, second, client.waitForClose(timeout: 2))
      }
      #expect(first.status == 200)
      #expect(first.text == #"{"id":"one"}"#)
      expectGateError(second, status: 400, code: "malformed_header")
      #expect(closed)
    }
  }

  // MARK: 12. Lenient but valid framing

  @Test func bareLineFeedsAreAccepted() async throws {
    try await expectServed("GET /hello HTTP/1.1\nHost: a\n\n")
  }

  @Test(arguments: ["\r\n", "\r\n\r\n", "\n"])
  func emptyLinesBeforeTheRequestLineAreIgnored(prefix: String) async throws {
    try await expectServed(prefix + "GET /hello HTTP/1.1\r\nHost: a\r\n\r\n")
  }

  // MARK: 13. TLS

  @Test func plainHTTPToTheHTTPSPortIsJSON400HTTPSRequired() async throws {
    try await TLSTests.withTLSServer(handler: gateRouter().handle) { port in
      let (response, closed) = try await blocking { () -> (RawResponse, Bool) in
        let client = try RawClient(port: port)
        try client.send("GET / HTTP/1.1\r\nHost: a\r\n\r\n")
        let response = try readAnswer(client)
        return (response, client.waitForClose(timeout: 2))
      }
      expectGateError(response, status: 400, code: "https_required")
      #expect(response.errorMessage?.lowercased().contains("https") == true)
      #expect(closed, "the connection stayed open after the error")
      // HTTPS itself still works.
      #expect(try await httpsStatus(port: port) == "200")
    }
  }

  @Test func malformedHeaderOverTLSIsJSON400() async throws {
    #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl"))
    try await TLSTests.withTLSServer(handler: gateRouter().handle) { port in
      let good = try await blocking {
        try tlsExchange(port: port, request: "GET /hello HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
      }
      let goodResponse = try #require(
        parseResponse(good.output),
        "no HTTP response over TLS: \(String(decoding: good.output, as: UTF8.self))")
      #expect(goodResponse.status == 200)
      #expect(goodResponse.text == #"{"message":"hi"}"#)

      let bad = try await blocking {
        try tlsExchange(port: port, request: "GET /hello HTTP/1.1\r\nHost: a\r\nBad Header\r\n\r\n")
      }
      let badResponse = try #require(
        parseResponse(bad.output),
        "no HTTP response over TLS: \(String(decoding: bad.output.prefix(300), as: UTF8.self))")
      expectGateError(badResponse, status: 400, code: "malformed_header")
      #expect(bad.serverClosed, "the TLS connection stayed open after the error")
      #expect(try await httpsStatus(port: port) == "200")
    }
  }

  // MARK: Metrics

  @Test func refusedRequestsAreCountedInMetrics() async throws {
    let metrics = Metrics()
    let statuses = try await withServer(metrics: metrics, handler: gateRouter().handle) { server in
      let port = server.port
      return try await blocking { () -> [Int] in
        try ["HELLO\r\n\r\n", "GET /hello HTTP/1.1\r\nHost: x\r\nBad\r\n\r\n", "BYE\r\n\r\n"].map { raw in
          let client = try RawClient(port: port)
          try client.send(raw)
          return try readAnswer(client).status
        }
      }
    }
    #expect(statuses == [400, 400, 400])
    let text = metrics.render()
    #expect(
      text.contains(#"visor_http_refused_total{code="malformed_request_line",status="400"} 2"#), "\(text)")
    #expect(text.contains(#"visor_http_refused_total{code="malformed_header",status="400"} 1"#))
  }

  @Test func openConnectionsAreAGaugeInMetrics() async throws {
    let metrics = Metrics()
    let (whileOpen, afterwards) = try await withServer(metrics: metrics, handler: gateRouter().handle) {
      server in
      let port = server.port
      let clients = try await blocking { () -> [RawClient] in
        try (0..<3).map { _ in
          let client = try RawClient(port: port)
          try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
          _ = try readAnswer(client)
          return client
        }
      }
      // The watchdog samples every 200 ms: wait for its sample rather than for a fixed time.
      _ = await waitUntil { metrics.render().contains("visor_http_open_connections 3") }
      let whileOpen = metrics.render()
      for client in clients { client.reset() }
      _ = await waitUntil { metrics.render().contains("visor_http_open_connections 0") }
      return (whileOpen, metrics.render())
    }
    #expect(whileOpen.contains("visor_http_open_connections 3"), "\(whileOpen)")
    #expect(afterwards.contains("visor_http_open_connections 0"), "\(afterwards)")
  }

  // MARK: 14. Error format per surface

  @Test func gateErrorsUseTheFormatterChosenByPath() async throws {
    let openAI = ErrorFormatter { error, _, requestID in
      let body: [String: [String: String?]] = [
        "error": [
          "message": error.message, "type": "invalid_request_error", "param": nil, "code": error.code.name,
        ]
      ]
      var response = try! HTTPResponse.json(body, status: error.status)
      response.headers["X-Request-Id"] = requestID
      return response
    }
    var configuration = HTTPServerConfiguration()
    configuration.port = 0
    configuration.shutdownGracePeriod = .seconds(2)
    let server = HTTPServer(
      configuration: configuration, handler: gateRouter().handle,
      errorFormatter: { path in path.hasPrefix("/v1/") ? openAI : .native }, logger: .silent)
    try server.start()
    let port = server.port
    let result: Result<(RawResponse, RawResponse), any Error>
    do {
      result = .success(
        try await blocking { () -> (RawResponse, RawResponse) in
          let openAIClient = try RawClient(port: port)
          try openAIClient.send("POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n")
          let nativeClient = try RawClient(port: port)
          try nativeClient.send("POST /api/v1/things HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n")
          return (try readAnswer(openAIClient), try readAnswer(nativeClient))
        })
    } catch {
      result = .failure(error)
    }
    await server.shutdown()
    let (openAIResponse, nativeResponse) = try result.get()
    let error = try #require(
      openAIResponse.json?["error"] as? [String: Any], "body: \(openAIResponse.text.prefix(300))")
    #expect(openAIResponse.status == 400)
    #expect(error["type"] as? String == "invalid_request_error")
    #expect(error["code"] as? String == "malformed_header")
    #expect((error["message"] as? String)?.isEmpty == false)
    #expect(openAIResponse.header("Content-Type")?.hasPrefix("application/json") == true)
    #expect(openAIResponse.header("Connection")?.lowercased() == "close")
    #expect(openAIResponse.header("X-Request-Id") != nil)
    expectGateError(nativeResponse, status: 400, code: "malformed_header")
    #expect((nativeResponse.json?["error"] as? [String: Any])?["type"] == nil)
  }
}

// MARK: - Helpers

private struct GateTestFailure: Error, CustomStringConvertible {
  var description: String
}

/// The test routes plus `POST /raw`, which answers the exact body it received.
private func gateRouter() -> Router {
  let router = testRouter()
  router.post("/raw") { request in .data(request.body, contentType: "application/octet-stream") }
  return router
}

/// Reads one response, turning "closed" and "timeout" into failures that say what happened.
private func readAnswer(_ client: RawClient, timeout: TimeInterval = 3) throws -> RawResponse {
  do {
    return try client.readResponse(timeout: timeout)
  } catch RawClientError.closed {
    throw GateTestFailure(description: "the server closed the connection without an HTTP answer")
  } catch RawClientError.timeout {
    throw GateTestFailure(description: "no complete answer within \(timeout) s (the server is still waiting)")
  }
}

/// Sends as much of `bytes` as the server takes; stops when it stops reading for `stall` seconds or
/// the connection fails (a server that answers early may close before reading everything).
@discardableResult
private func sendPatiently(_ client: RawClient, _ bytes: [UInt8], stall: TimeInterval = 1) -> Int {
  var offset = 0
  while offset < bytes.count {
    var descriptor = pollfd(fd: client.fd, events: Int16(POLLOUT), revents: 0)
    if poll(&descriptor, 1, Int32(stall * 1000)) <= 0 { break }
    let sent = bytes[offset...].withUnsafeBytes {
      Glibc.send(client.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
    }
    if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { continue }
    if sent <= 0 { break }
    offset += sent
  }
  return offset
}

/// Reads raw bytes until the peer closes (true) or `timeout` passes (false).
private func readUntilClose(_ client: RawClient, timeout: TimeInterval) -> ([UInt8], Bool) {
  let deadline = Date().addingTimeInterval(timeout)
  var received: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  while true {
    let remaining = deadline.timeIntervalSinceNow
    if remaining <= 0 { return (received, false) }
    var descriptor = pollfd(fd: client.fd, events: Int16(POLLIN), revents: 0)
    if poll(&descriptor, 1, Int32(remaining * 1000) + 1) == 0 { return (received, false) }
    let count = recv(client.fd, &chunk, chunk.count, 0)
    if count <= 0 { return (received, true) }
    received.append(contentsOf: chunk[0..<count])
  }
}

/// Checks everything the gate promises about an error response.
private func expectGateError(
  _ response: RawResponse, status: Int, code: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let summary =
    "got \(response.status) \(response.header("Content-Type") ?? "-"): \(response.text.prefix(200))"
  #expect(response.status == status, "\(summary)", sourceLocation: sourceLocation)
  #expect(
    response.header("Content-Type")?.lowercased().hasPrefix("application/json") == true, "\(summary)",
    sourceLocation: sourceLocation)
  #expect(response.errorCode == code, "\(summary)", sourceLocation: sourceLocation)
  #expect(response.errorMessage?.isEmpty == false, "\(summary)", sourceLocation: sourceLocation)
  #expect(
    response.header("Connection")?.lowercased() == "close",
    "Connection: \(response.header("Connection") ?? "-")",
    sourceLocation: sourceLocation)
  #expect(response.header("X-Request-Id")?.isEmpty == false, sourceLocation: sourceLocation)
  #expect(!response.text.lowercased().contains("<html"), "\(summary)", sourceLocation: sourceLocation)
}

/// A good request on a fresh connection is still served.
private func expectHealthy(port: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws {
  let health = try await blocking { try RawClient.request(port: port, "GET", "/hello", timeout: 3) }
  #expect(
    health.status == 200, "the server did not serve a good request afterwards", sourceLocation: sourceLocation
  )
}

/// Sends `request` on a fresh connection of a fresh server and expects the gate's JSON error, the
/// connection closed, and the server still serving.
private func expectRejection(
  _ request: [UInt8], status: Int, code: String,
  configure: (inout HTTPServerConfiguration) -> Void = { _ in },
  sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  try await withServer(configure: configure, handler: gateRouter().handle) { server in
    let port = server.port
    let (response, closed) = try await blocking { () -> (RawResponse, Bool) in
      let client = try RawClient(port: port)
      sendPatiently(client, request)
      let response = try readAnswer(client)
      return (response, client.waitForClose(timeout: 2))
    }
    expectGateError(response, status: status, code: code, sourceLocation: sourceLocation)
    #expect(closed, "the connection stayed open after the error", sourceLocation: sourceLocation)
    try await expectHealthy(port: port, sourceLocation: sourceLocation)
  }
}

/// Sends `request` on a fresh connection and expects the `/hello` route's answer.
private func expectServed(_ request: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
  try await withServer(handler: gateRouter().handle) { server in
    let port = server.port
    let response = try await blocking {
      let client = try RawClient(port: port)
      try client.send(request)
      return try readAnswer(client)
    }
    #expect(
      response.status == 200, "got \(response.status): \(response.text.prefix(200))",
      sourceLocation: sourceLocation
    )
    #expect(response.text == #"{"message":"hi"}"#, sourceLocation: sourceLocation)
  }
}

/// Collects a child process's output off the calling thread.
private final class OutputBox: Sendable {
  let data = Mutex(Data())
}

/// The status curl gets for `GET /hello` over HTTPS.
private func httpsStatus(port: Int) async throws -> String {
  try await blocking {
    try TLSTests.run(
      "/usr/bin/curl",
      ["-sk", "--max-time", "5", "-o", "/dev/null", "-w", "%{http_code}", "https://127.0.0.1:\(port)/hello"]
    ).output
  }
}

/// Sends raw bytes over TLS with `openssl s_client` and returns what came back; `serverClosed` is
/// whether the server ended the connection within `timeout` (s_client exits then, thanks to -ign_eof).
private func tlsExchange(port: Int, request: String, timeout: TimeInterval = 5) throws -> (
  output: Data, serverClosed: Bool
) {
  let process = ChildProcess()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
  process.arguments = ["s_client", "-quiet", "-ign_eof", "-connect", "127.0.0.1:\(port)"]
  let input = Pipe()
  let output = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  try process.run()
  let box = OutputBox()
  let done = DispatchSemaphore(value: 0)
  let reader = output.fileHandleForReading
  Thread.detachNewThread {
    let data = reader.readDataToEndOfFile()
    box.data.withLock { $0 = data }
    done.signal()
  }
  input.fileHandleForWriting.write(Data(request.utf8))
  try input.fileHandleForWriting.close()
  let exited = done.wait(timeout: .now() + timeout) == .success
  if !exited {
    // SIGKILL: a child of the test process starts with SIGTERM blocked (the mask is inherited), so
    // `terminate()` would leave it running and this wait would never end.
    kill(process.processIdentifier, SIGKILL)
    done.wait()
  }
  process.waitUntilExit()
  return (box.data.withLock { $0 }, exited)
}

/// Parses one HTTP response from raw bytes (Content-Length or read-to-end bodies).
private func parseResponse(_ data: Data) -> RawResponse? {
  let bytes = [UInt8](data)
  let separator: [UInt8] = [13, 10, 13, 10]
  guard bytes.count >= 4,
    let end = (0...(bytes.count - 4)).first(where: { Array(bytes[$0..<$0 + 4]) == separator })
  else { return nil }
  let head = String(decoding: bytes[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
  let parts = head[0].split(separator: " ")
  guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
  var headers: [(String, String)] = []
  for line in head.dropFirst() {
    guard let colon = line.firstIndex(of: ":") else { continue }
    headers.append(
      (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
  }
  var body = Array(bytes[(end + 4)...])
  if let length = headers.first(where: { $0.0.lowercased() == "content-length" }).flatMap({ Int($0.1) }),
    length <= body.count
  {
    body = Array(body[0..<length])
  }
  return RawResponse(status: status, headers: headers, body: Data(body))
}
