import Foundation
import Testing
import VisorCore
import VisorHTTP

#if canImport(Glibc)
  import Glibc
#endif

/// Requests without a body are answered through the gate without libmicrohttpd (decision 009).
/// A client must not be able to tell: the same bytes, the same connection handling, the same order.
@Suite struct DirectRequestTests {
  static func router() -> Router {
    let router = testRouter()
    router.get("/stream") { _ in
      let (stream, continuation) = AsyncThrowingStream<Data, Error>.makeStream()
      // One chunk: how libmicrohttpd groups buffered bytes into chunks depends on timing.
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

  static let requests: [String] = [
    "GET /hello HTTP/1.1\r\nHost: x\r\nX-Request-Id: r1\r\n\r\n",
    "GET /hello HTTP/1.0\r\nX-Request-Id: r2\r\n\r\n",
    "GET /hello HTTP/1.0\r\nConnection: keep-alive\r\nX-Request-Id: r3\r\n\r\n",
    "GET /hello HTTP/1.1\r\nHost: x\r\nConnection: keep-alive, close\r\nX-Request-Id: r4\r\n\r\n",
    "HEAD /hello HTTP/1.1\r\nHost: x\r\nX-Request-Id: r5\r\n\r\n",
    "HEAD /hello HTTP/1.0\r\nX-Request-Id: r6\r\n\r\n",
    "DELETE /cars/1 HTTP/1.1\r\nHost: x\r\nX-Request-Id: r7\r\n\r\n",
    "GET /nowhere HTTP/1.1\r\nHost: x\r\nX-Request-Id: r8\r\n\r\n",
    "POST /hello HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nX-Request-Id: r9\r\n\r\n",
    "GET /stream HTTP/1.1\r\nHost: x\r\nX-Request-Id: r10\r\n\r\n",
    "GET /stream HTTP/1.0\r\nX-Request-Id: r11\r\n\r\n",
    "HEAD /stream HTTP/1.1\r\nHost: x\r\nX-Request-Id: r12\r\n\r\n",
    "GET /empty HTTP/1.1\r\nHost: x\r\nX-Request-Id: r13\r\n\r\n",
    "GET /moved HTTP/1.1\r\nHost: x\r\nX-Request-Id: r14\r\n\r\n",
    "GET /query?b=2&a=1 HTTP/1.1\r\nHost: x\r\nX-Request-Id: r15\r\n\r\n",
    "GET /boom HTTP/1.1\r\nHost: x\r\nX-Request-Id: r16\r\n\r\n",
    // Pipelined: both answered, in order.
    "GET /slow HTTP/1.1\r\nHost: x\r\nX-Request-Id: r17\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\nX-Request-Id: r18\r\n\r\n",
    // A body moves the connection to libmicrohttpd; what follows is answered there, in order.
    "GET /hello HTTP/1.1\r\nHost: x\r\nX-Request-Id: r19\r\n\r\nPOST /size HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nX-Request-Id: r20\r\n\r\nabcGET /cars/7 HTTP/1.1\r\nHost: x\r\nX-Request-Id: r21\r\n\r\n",
    // A malformed request after a direct one: answered after it, then closed.
    "GET /slow HTTP/1.1\r\nHost: x\r\nX-Request-Id: r22\r\n\r\nGET /hello HTTP/1.1\r\nBad Header\r\n\r\n",
  ]

  @Test func directAnswersAreTheBytesLibmicrohttpdSends() async throws {
    let router = Self.router()
    func answers(direct: Bool) async throws -> [String] {
      try await withServer(configure: { $0.directRequests = direct }, handler: router.handle) { server in
        let port = server.port
        return try await blocking { try Self.requests.map { try Self.exchange(port: port, $0) } }
      }
    }
    let direct = try await answers(direct: true)
    let viaMHD = try await answers(direct: false)
    for (index, request) in Self.requests.enumerated() {
      // The gate's 400 for the malformed request carries an id of its own.
      let strip = { (text: String) in
        text.replacing(#/X-Request-Id: [0-9a-f-]{36}/#, with: "X-Request-Id: *")
          .replacing(#/request id [0-9a-f-]{36}/#, with: "request id *")
      }
      #expect(strip(direct[index]) == strip(viaMHD[index]), "\(request.debugDescription)")
    }
    #expect(direct[0].hasPrefix("HTTP/1.1 200 OK\r\nDate: -\r\nContent-Type: application/json\r\n"))
    #expect(direct[16].components(separatedBy: "HTTP/1.1 200").count == 3)
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
