import Foundation
import Synchronization
import Testing
import VisorCore
import VisorHTTP

#if canImport(Glibc)
  import Glibc
#endif

/// Request bodies through the gate (docs/decisions/050-one-http-engine.md): the head is decided
/// before any body byte is read; the body is read only when the handler is about to run, with credit
/// (back-pressure on the client); a refusal is answered at once and the connection half-closes.
@Suite(.serialized) struct GateBodyTests {
  /// Refuses requests without `Authorization` (as the sign-in middleware does), counting what it let by.
  struct SignInRequired: HTTPMiddleware {
    let passed: Counter
    func handle(_ request: HTTPRequest, next: HTTPHandler) async throws -> HTTPResponse {
      guard request.headers["Authorization"] != nil else {
        throw VisorError(.unauthorized, "Sign in first; send `Authorization: Bearer <token>`.")
      }
      passed.increment()
      return try await next(request)
    }
  }

  /// Holds every request until `open` is set (a stand-in for a photo turn or a slow sign-in).
  struct Turnstile: HTTPMiddleware {
    let open: Flag
    func handle(_ request: HTTPRequest, next: HTTPHandler) async throws -> HTTPResponse {
      while !open.isSet { try await Task.sleep(for: .milliseconds(10)) }
      return try await next(request)
    }
  }

  static func echo(_ handled: Counter) -> HTTPHandler {
    { request in
      handled.increment()
      return .data(request.body, contentType: "application/octet-stream")
    }
  }

  /// A server echoing bodies behind ``SignInRequired``; `body` gets its port, then the counts of
  /// requests the middleware let by and the handler answered are returned.
  static func withSignIn(_ body: @escaping @Sendable (Int) throws -> Void) async throws -> (
    passed: Int, handled: Int
  ) {
    let passed = Counter()
    let handled = Counter()
    try await withServer(middleware: [SignInRequired(passed: passed)], handler: echo(handled)) { server in
      let port = server.port
      try await blocking { try body(port) }
    }
    return (passed.count, handled.count)
  }

  @Test func aRefusalFromTheMiddlewareIsAnsweredBeforeAnyBodyByte() async throws {
    let counts = try await Self.withSignIn { port in
      let client = try RawClient(port: port)
      // 10 MB announced, not one byte of it sent: the answer must not wait for the body.
      try client.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 10485760\r\n\r\n")
      let response = try client.readResponse(timeout: 5)
      #expect(response.status == 401)
      #expect(response.errorCode == "unauthorized")
      #expect(response.header("Connection")?.lowercased() == "close")
      // What the client still sends is discarded, and the connection ends (no reset of the answer).
      try? client.send([UInt8](repeating: 0x61, count: 64 * 1024))
      #expect(client.waitForClose(timeout: 5))
    }
    #expect(counts.passed == 0)
    #expect(counts.handled == 0)
  }

  @Test func theRouterAndARoutesMiddlewareDecideBeforeTheBody() async throws {
    let passed = Counter()
    let router = Router()
    router.post("/known") { request in .data(request.body, contentType: "text/plain") }
    router.post("/private", middleware: [SignInRequired(passed: passed)]) { request in
      .data(request.body, contentType: "text/plain")
    }
    router.fallback { _ in throw VisorError(.notFound, "Nothing here; check the path.") }
    var configuration = HTTPServerConfiguration()
    configuration.port = 0
    let server = HTTPServer(configuration: configuration, router: router, logger: .silent)
    try server.start()
    let port = server.port
    var failure: (any Error)?
    do {
      try await blocking {
        // 5 MB announced and none sent: no route (the fallback too), or the route's sign-in, answers.
        for (path, status) in [("/unknown", 404), ("/private", 401)] {
          let client = try RawClient(port: port)
          try client.send("POST \(path) HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000\r\n\r\n")
          let response = try client.readResponse(timeout: 5)
          #expect(response.status == status, "\(path)")
        }
        // The routes read their bodies once they accept the head.
        let known = try RawClient.request(port: port, "POST", "/known", body: Data("hello".utf8))
        #expect(known.status == 200 && known.text == "hello")
        let signedIn = try RawClient.request(
          port: port, "POST", "/private", headers: ["Authorization": "Bearer t"], body: Data("mine".utf8))
        #expect(signedIn.status == 200 && signedIn.text == "mine")
      }
    } catch {
      failure = error
    }
    await server.shutdown()
    if let failure { throw failure }
    #expect(passed.count == 1)
  }

  @Test func expectContinueIsAnsweredOnlyWhenTheBodyIsWanted() async throws {
    let counts = try await Self.withSignIn { port in
      // Wanted: `100 Continue` first, then the answer to the body sent after it.
      let client = try RawClient(port: port)
      try client.send(
        "POST /u HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer t\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n"
      )
      let (interim, _) = try client.readHead(timeout: 5, skipInterim: false)
      #expect(interim == 100)
      try client.send("hello")
      let response = try client.readResponse(timeout: 5)
      #expect(response.status == 200)
      #expect(response.text == "hello")
      // Refused: the final status comes instead of `100 Continue`.
      let refused = try RawClient(port: port)
      try refused.send("POST /u HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n")
      let (status, _) = try refused.readHead(timeout: 5, skipInterim: false)
      #expect(status == 401)
    }
    #expect(counts.handled == 1)
  }

  @Test func theBodyIsNotReadWhileNobodyWantsIt() async throws {
    let open = Flag()
    let handled = Counter()
    let size = 48 * 1024 * 1024
    try await withServer(
      configure: { $0.maxBodyBytes = 64 * 1024 * 1024 }, middleware: [Turnstile(open: open)],
      handler: { request in
        handled.increment()
        return .data(Data("\(request.body.count)".utf8), contentType: "text/plain")
      }
    ) { server in
      let sent = Mutex(0)
      let port = server.port
      let upload = Task {
        try await blocking { () -> RawResponse in
          let client = try RawClient(port: port)
          try client.send("POST /big HTTP/1.1\r\nHost: x\r\nContent-Length: \(size)\r\n\r\n")
          let piece = [UInt8](repeating: 0x62, count: 256 * 1024)
          for _ in 0..<(size / piece.count) {
            try client.send(piece)
            sent.withLock { $0 += piece.count }
          }
          return try client.readResponse(timeout: 30)
        }
      }
      // While the request waits in the middleware the gate reads nothing: the client is stopped by
      // TCP once the kernel's buffers are full, far short of the body.
      var last = -1
      for _ in 0..<100 {
        try await Task.sleep(for: .milliseconds(50))
        let now = sent.withLock { $0 }
        if now == last { break }
        last = now
      }
      let stalled = sent.withLock { $0 }
      #expect(stalled < size / 2, "the client sent \(stalled) bytes while nobody wanted the body")
      open.set()
      let response = try await upload.value
      #expect(response.status == 200)
      #expect(response.text == "\(size)")
      #expect(handled.count == 1)
    }
  }

  @Test func pipelinedRequestsWithBodiesAreAnsweredInOrder() async throws {
    let handled = Counter()
    try await withServer(handler: Self.echo(handled)) { server in
      try await blocking {
        let client = try RawClient(port: server.port)
        try client.send(
          "POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\none"
            + "POST /b HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3;x=y\r\ntwo\r\n0\r\nT: v\r\n\r\n"
            + "GET /c HTTP/1.1\r\nHost: x\r\n\r\n"
            + "PUT /d HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nthree")
        let texts = try (0..<4).map { _ in try client.readResponse(timeout: 5).text }
        #expect(texts == ["one", "two", "", "three"])
      }
      #expect(handled.count == 4)
    }
  }

  @Test func aBodyOverTheLimitIs413AndAMalformedChunkIs400() async throws {
    let handled = Counter()
    try await withServer(configure: { $0.maxBodyBytes = 1000 }, handler: Self.echo(handled)) { server in
      try await blocking {
        let declared = try RawClient(port: server.port)
        try declared.send("POST /u HTTP/1.1\r\nHost: x\r\nContent-Length: 1001\r\n\r\n")
        let tooLarge = try declared.readResponse(timeout: 5)
        #expect(tooLarge.status == 413)
        #expect(tooLarge.errorCode == "body_too_large")

        let chunked = try RawClient(port: server.port)
        try chunked.send("POST /u HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
        for _ in 0..<3 { try? chunked.send("200\r\n" + String(repeating: "c", count: 512) + "\r\n") }
        let chunkedTooLarge = try chunked.readResponse(timeout: 5)
        #expect(chunkedTooLarge.status == 413)

        let malformed = try RawClient(port: server.port)
        try malformed.send("POST /u HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n")
        let bad = try malformed.readResponse(timeout: 5)
        #expect(bad.status == 400)
        #expect(bad.errorCode == "malformed_chunk")
        #expect(malformed.waitForClose(timeout: 5))
      }
      #expect(handled.count == 0)
    }
  }

  /// Issue 22's second defect: unauthenticated uploads held just short of their end made the server
  /// buffer every one of them (38 MB → 2.1 GB for 100 × 20 MB). Each is now refused from its head.
  @Test func aHundredUnauthenticatedUploadsHeldShortAreRefusedAtOnceInBoundedMemory() async throws {
    let uploads = 100
    let size = 20 * 1024 * 1024
    try await withServer(
      configure: { configuration in
        configuration.maxBodyBytes = 25 * 1024 * 1024
        configuration.maxConnectionsPerAddress = 0
        configuration.bodyAdmission = { _, _, headers in
          headers["Authorization"] == nil
            ? .refuse(VisorError(.unauthorized, "Sign in first; send `Authorization: Bearer <token>`."))
            : .read
        }
      }, handler: { request in .data(Data("\(request.body.count)".utf8), contentType: "text/plain") }
    ) { server in
      let before = residentBytes()
      let port = server.port
      let started = ContinuousClock.now
      let statuses = try await withThrowingTaskGroup(of: (Int, Duration).self) { group in
        for _ in 0..<uploads {
          group.addTask {
            try await blocking { try Self.uploadHeldShort(port: port, size: size) }
          }
        }
        var all: [(Int, Duration)] = []
        for try await result in group { all.append(result) }
        return all
      }
      let growth = residentBytes() - before
      let slowest = statuses.map(\.1).max() ?? .zero
      #expect(statuses.allSatisfy { $0.0 == 401 }, "\(statuses.map(\.0).filter { $0 != 401 }.prefix(5))")
      #expect(growth < 100 * 1024 * 1024, "resident memory grew by \(growth / 1024 / 1024) MB")
      #expect(slowest < .seconds(10), "the slowest refusal took \(slowest)")
      print(
        "100 unauthenticated 20 MB uploads: all 401, slowest refusal \(slowest), RSS growth \(growth / 1024) kB, total \(ContinuousClock.now - started)"
      )
    }
  }

  /// Sends the head and the body (all but its last KB) while reading: returns the status and how long
  /// after the head it arrived.
  static func uploadHeldShort(port: Int, size: Int) throws -> (Int, Duration) {
    let client = try RawClient(port: port)
    let start = ContinuousClock.now
    try client.send("POST /api/v1/analyze HTTP/1.1\r\nHost: x\r\nContent-Length: \(size)\r\n\r\n")
    let piece = [UInt8](repeating: 0x70, count: 64 * 1024)
    var sent = 0
    let deadline = ContinuousClock.now + .seconds(20)
    while ContinuousClock.now < deadline {
      var descriptor = pollfd(
        fd: client.fd, events: Int16(POLLIN) | (sent < size - 1024 ? Int16(POLLOUT) : 0), revents: 0)
      guard poll(&descriptor, 1, 1000) > 0 else { continue }
      if descriptor.revents & Int16(POLLIN) != 0 { break }
      let count = min(piece.count, size - 1024 - sent)
      let n = piece.withUnsafeBytes {
        Glibc.send(client.fd, $0.baseAddress, count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
      }
      if n > 0 { sent += n } else if errno != EAGAIN { break }
    }
    let (status, _) = try client.readHead(timeout: 5)
    return (status, ContinuousClock.now - start)
  }
}
