import Foundation
import Testing
import VisorCore
import VisorHTTP

#if canImport(Glibc)
  import Glibc
#endif

/// The bytes of answers on the wire, specified: status lines, header order, framing (length, chunked,
/// or close-delimited for HTTP/1.0 streams), HEAD, keep-alive and close, pipelining and order.
@Suite struct ResponseBytesTests {
  static func router() -> Router {
    let router = testRouter()
    router.get("/stream") { _ in
      let (stream, continuation) = AsyncThrowingStream<Data, Error>.makeStream()
      // One chunk, so the spec does not depend on how the producer's bytes are grouped.
      continuation.yield(Data("hello world".utf8))
      continuation.finish()
      return HTTPResponse(headers: HTTPHeaders([("Content-Type", "text/plain")]), body: .stream(stream))
    }
    router.get("/empty") { _ in HTTPResponse(status: 200) }
    router.get("/moved") { _ in HTTPResponse(status: 304) }
    return router
  }

  /// Sends `request` on a fresh connection and reads until the server closes it or is quiet for
  /// 300 ms (2 s before the first byte); `Date` values are blanked (they name the second).
  static func exchange(port: Int, _ request: String) throws -> String {
    let client = try RawClient(port: port)
    try client.send(request)
    var received: [UInt8] = []
    var descriptor = pollfd(fd: client.fd, events: Int16(POLLIN), revents: 0)
    var closed = false
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      descriptor.revents = 0
      guard poll(&descriptor, 1, received.isEmpty ? 2000 : 300) > 0 else { break }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let n = recv(client.fd, &chunk, chunk.count, 0)
      if n <= 0 {
        closed = true
        break
      }
      received += chunk[0..<n]
    }
    let text = String(decoding: received, as: UTF8.self)
    let dated = text.split(separator: "\r\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("Date: ") ? "Date: -" : String(line)
    }
    return dated.joined(separator: "\r\n") + (closed ? "<closed>" : "<open>")
  }

  /// Each request, sent alone on a fresh connection, and the exact bytes it is answered with (`Date`
  /// blanked, the gate's own request id as `*`), then whether the server closed the connection.
  /// These are the bytes libmicrohttpd wrote while it was Visor's second engine (decision 009), so
  /// clients written against it see no change.
  static let specs: [(request: String, answer: String)] = [
    (
      "GET /hello HTTP/1.1\r\nHost: x\r\nX-Request-Id: r1\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nContent-Type: application/json\r\nX-Request-Id: r1\r\nContent-Length: 16\r\n\r\n{\"message\":\"hi\"}<open>"
    ),
    (
      "GET /hello HTTP/1.0\r\nX-Request-Id: r2\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nConnection: close\r\nContent-Type: application/json\r\nX-Request-Id: r2\r\nContent-Length: 16\r\n\r\n{\"message\":\"hi\"}<closed>"
    ),
    (
      "GET /hello HTTP/1.0\r\nConnection: keep-alive\r\nX-Request-Id: r3\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nConnection: Keep-Alive\r\nContent-Type: application/json\r\nX-Request-Id: r3\r\nContent-Length: 16\r\n\r\n{\"message\":\"hi\"}<open>"
    ),
    (
      "GET /hello HTTP/1.1\r\nHost: x\r\nConnection: keep-alive, close\r\nX-Request-Id: r4\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nConnection: close\r\nContent-Type: application/json\r\nX-Request-Id: r4\r\nContent-Length: 16\r\n\r\n{\"message\":\"hi\"}<closed>"
    ),
    (
      "HEAD /hello HTTP/1.1\r\nHost: x\r\nX-Request-Id: r5\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nContent-Type: application/json\r\nX-Request-Id: r5\r\nContent-Length: 16\r\n\r\n<open>"
    ),
    (
      "HEAD /hello HTTP/1.0\r\nX-Request-Id: r6\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nConnection: close\r\nContent-Type: application/json\r\nX-Request-Id: r6\r\nContent-Length: 16\r\n\r\n<closed>"
    ),
    (
      "DELETE /cars/1 HTTP/1.1\r\nHost: x\r\nX-Request-Id: r7\r\n\r\n",
      "HTTP/1.1 204 No Content\r\nDate: -\r\nX-Request-Id: r7\r\n\r\n<open>"
    ),
    (
      "GET /nowhere HTTP/1.1\r\nHost: x\r\nX-Request-Id: r8\r\n\r\n",
      "HTTP/1.1 404 Not Found\r\nDate: -\r\nContent-Type: application/json\r\nX-Request-Id: r8\r\nContent-Length: 89\r\n\r\n{\"error\":{\"code\":\"not_found\",\"message\":\"No route matches GET /nowhere; check the path.\"}}<open>"
    ),
    (
      "POST /hello HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nX-Request-Id: r9\r\n\r\n",
      "HTTP/1.1 405 Method Not Allowed\r\nDate: -\r\nAllow: GET, HEAD\r\nContent-Type: application/json\r\nX-Request-Id: r9\r\nContent-Length: 100\r\n\r\n{\"error\":{\"code\":\"method_not_allowed\",\"message\":\"POST is not allowed here; use one of: GET, HEAD.\"}}<open>"
    ),
    (
      "GET /stream HTTP/1.1\r\nHost: x\r\nX-Request-Id: r10\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nContent-Type: text/plain\r\nX-Request-Id: r10\r\nTransfer-Encoding: chunked\r\n\r\nB\r\nhello world\r\n0\r\n\r\n<open>"
    ),
    (
      "GET /stream HTTP/1.0\r\nX-Request-Id: r11\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nConnection: close\r\nContent-Type: text/plain\r\nX-Request-Id: r11\r\n\r\nhello world<closed>"
    ),
    (
      "HEAD /stream HTTP/1.1\r\nHost: x\r\nX-Request-Id: r12\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nContent-Type: text/plain\r\nX-Request-Id: r12\r\nContent-Length: 0\r\n\r\n<open>"
    ),
    (
      "GET /empty HTTP/1.1\r\nHost: x\r\nX-Request-Id: r13\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nX-Request-Id: r13\r\nContent-Length: 0\r\n\r\n<open>"
    ),
    (
      "GET /moved HTTP/1.1\r\nHost: x\r\nX-Request-Id: r14\r\n\r\n",
      "HTTP/1.1 304 Not Modified\r\nDate: -\r\nX-Request-Id: r14\r\nContent-Length: 0\r\n\r\n<open>"
    ),
    (
      "GET /query?b=2&a=1 HTTP/1.1\r\nHost: x\r\nX-Request-Id: r15\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nContent-Type: application/json\r\nX-Request-Id: r15\r\nContent-Length: 17\r\n\r\n{\"a\":\"1\",\"b\":\"2\"}<open>"
    ),
    (
      "GET /boom HTTP/1.1\r\nHost: x\r\nX-Request-Id: r16\r\n\r\n",
      "HTTP/1.1 500 Internal Server Error\r\nDate: -\r\nContent-Type: application/json\r\nX-Request-Id: r16\r\nContent-Length: 143\r\n\r\n{\"error\":{\"code\":\"internal_error\",\"message\":\"Something went wrong on the server; try again, and if it keeps happening report request id r16.\"}}<open>"
    ),
    // Pipelined: both answered, in order.
    (
      "GET /slow HTTP/1.1\r\nHost: x\r\nX-Request-Id: r17\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\nX-Request-Id: r18\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nContent-Type: application/json\r\nX-Request-Id: r17\r\nContent-Length: 13\r\n\r\n{\"done\":true}HTTP/1.1 200 OK\r\nDate: -\r\nContent-Type: application/json\r\nX-Request-Id: r18\r\nContent-Length: 16\r\n\r\n{\"message\":\"hi\"}<open>"
    ),
    // A request with a body between two without: all answered, in order, on one connection.
    (
      "GET /hello HTTP/1.1\r\nHost: x\r\nX-Request-Id: r19\r\n\r\nPOST /size HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nX-Request-Id: r20\r\n\r\nabcGET /cars/7 HTTP/1.1\r\nHost: x\r\nX-Request-Id: r21\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nContent-Type: application/json\r\nX-Request-Id: r19\r\nContent-Length: 16\r\n\r\n{\"message\":\"hi\"}HTTP/1.1 200 OK\r\nDate: -\r\nContent-Type: application/json\r\nX-Request-Id: r20\r\nContent-Length: 11\r\n\r\n{\"bytes\":3}HTTP/1.1 200 OK\r\nDate: -\r\nContent-Type: application/json\r\nX-Request-Id: r21\r\nContent-Length: 10\r\n\r\n{\"id\":\"7\"}<open>"
    ),
    // A malformed request after a direct one: answered after it, then closed.
    (
      "GET /slow HTTP/1.1\r\nHost: x\r\nX-Request-Id: r22\r\n\r\nGET /hello HTTP/1.1\r\nBad Header\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nContent-Type: application/json\r\nX-Request-Id: r22\r\nContent-Length: 13\r\n\r\n{\"done\":true}HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nX-Request-Id: *\r\nContent-Length: 180\r\nConnection: close\r\n\r\n{\"error\":{\"code\":\"malformed_header\",\"message\":\"A request header line is malformed (expected `Name: value`, with no space before the colon and no folded lines); fix or remove it.\"}}<closed>"
    ),
    // A stream to an HTTP/1.1 client that closes: still chunked (so its end is known), then closed.
    (
      "GET /stream HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Request-Id: r23\r\n\r\n",
      "HTTP/1.1 200 OK\r\nDate: -\r\nConnection: close\r\nContent-Type: text/plain\r\nX-Request-Id: r23\r\nTransfer-Encoding: chunked\r\n\r\nB\r\nhello world\r\n0\r\n\r\n<closed>"
    ),
  ]

  @Test func answersAreTheSpecifiedBytes() async throws {
    try await withServer(handler: Self.router().handle) { server in
      let port = server.port
      let answers = try await blocking { try Self.specs.map { try Self.exchange(port: port, $0.request) } }
      for (spec, answer) in zip(Self.specs, answers) {
        let stripped = answer.replacing(#/X-Request-Id: [0-9a-f-]{36}/#, with: "X-Request-Id: *")
        #expect(stripped == spec.answer, "\(spec.request.debugDescription)")
      }
    }
  }

  @Test func manyPipelinedRequestsAreAnsweredInOrder() async throws {
    try await withServer(handler: testRouter().handle) { server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        var batch = ""
        for index in 0..<50 { batch += "GET /cars/\(index) HTTP/1.1\r\nHost: x\r\n\r\n" }
        try client.send(batch)
        for index in 0..<50 {
          let response = try client.readResponse()
          #expect(response.text == #"{"id":"\#(index)"}"#)
        }
      }
    }
  }

  @Test func idleKeepAliveConnectionIsClosedAfterTheTimeout() async throws {
    try await withServer(configure: { $0.connectionTimeoutSeconds = 1 }, handler: testRouter().handle) {
      server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try client.readResponse().status == 200)
        #expect(client.waitForClose(timeout: 4))
      }
    }
  }
}
