import Foundation
import Testing
import VisorCore
import VisorHTTP

#if canImport(Glibc)
  import Glibc
#endif

/// Routes added with `streamingBody: true` read their body chunk by chunk over a real socket: the engine
/// reads the client only as the handler takes chunks, so an upload the handler is not reading waits in
/// the client instead of in Visor's memory.
@Suite struct StreamingBodyTests {
  /// A server over `router` as Visor builds it (`HTTPServer(configuration:router:)`: bodies are read
  /// by the routes, not before them).
  static func serving(
    maxBodyBytes: Int, router: Router, _ body: (HTTPServer) async throws -> Void
  ) async throws {
    var configuration = HTTPServerConfiguration()
    configuration.port = 0
    configuration.maxBodyBytes = maxBodyBytes
    configuration.shutdownGracePeriod = .seconds(2)
    let server = HTTPServer(configuration: configuration, router: router, logger: .silent)
    try server.start()
    do {
      try await body(server)
    } catch {
      await server.shutdown()
      throw error
    }
    await server.shutdown()
  }

  /// A byte pattern whose sum the handler can check without keeping the body.
  static func byte(at index: Int) -> UInt8 { UInt8(truncatingIfNeeded: index % 251) }

  static func router(release: Flag, firstChunk: Flag) -> Router {
    let router = Router()
    router.add(.put, "/upload", streamingBody: true) { request in
      var total = 0
      var largest = 0
      var mismatches = 0
      for try await chunk in request.bodyChunks {
        if total == 0 {
          firstChunk.set()
          _ = await release.wait(timeout: .seconds(30))
        }
        for (offset, value) in chunk.enumerated() where value != Self.byte(at: total + offset) {
          mismatches += 1
        }
        total += chunk.count
        largest = max(largest, chunk.count)
      }
      return try .json(["bytes": total, "largest": largest, "mismatches": mismatches])
    }
    return router
  }

  @Test func anUploadWaitsInTheClientWhileTheHandlerIsNotReading() async throws {
    let release = Flag()
    let firstChunk = Flag()
    let size = 20 * 1024 * 1024
    let router = Self.router(release: release, firstChunk: firstChunk)
    try await Self.serving(maxBodyBytes: 32 * 1024 * 1024, router: router) { server in
      let port = server.port
      let (acceptedWhilePaused, response) = try await blocking { () -> (Int, RawResponse) in
        let client = try RawClient(port: port)
        var small: Int32 = 64 * 1024
        setsockopt(client.fd, SOL_SOCKET, SO_SNDBUF, &small, socklen_t(MemoryLayout<Int32>.size))
        try client.send("PUT /upload HTTP/1.1\r\nHost: x\r\nContent-Length: \(size)\r\n\r\n")
        let payload = (0..<size).map { Self.byte(at: $0) }
        let flags = fcntl(client.fd, F_GETFL)
        _ = fcntl(client.fd, F_SETFL, flags | O_NONBLOCK)
        var sent = 0
        var accepted = -1
        // Send until the server stops taking bytes for a while once the handler holds its first chunk.
        let deadline = Date().addingTimeInterval(60)
        while sent < size && Date() < deadline {
          let n = payload[sent...].withUnsafeBytes {
            Glibc.send(client.fd, $0.baseAddress, min($0.count, 64 * 1024), Int32(MSG_NOSIGNAL))
          }
          if n > 0 {
            sent += n
            continue
          }
          guard errno == EAGAIN || errno == EWOULDBLOCK else { throw RawClientError.closed }
          var descriptor = pollfd(fd: client.fd, events: Int16(POLLOUT), revents: 0)
          if poll(&descriptor, 1, 500) == 0, firstChunk.isSet {
            accepted = sent
            break
          }
        }
        release.set()
        _ = fcntl(client.fd, F_SETFL, flags)
        if sent < size { try client.send(Array(payload[sent...])) }
        return (accepted, try client.readResponse(timeout: 60))
      }
      #expect(acceptedWhilePaused > 0, "the upload never stalled while the handler held its first chunk")
      #expect(
        acceptedWhilePaused < 8 * 1024 * 1024,
        "\(acceptedWhilePaused) of \(size) bytes were taken while the handler was not reading")
      #expect(response.status == 200, "\(response.text)")
      let answer = try JSONSerialization.jsonObject(with: response.body) as? [String: Int]
      #expect(answer?["bytes"] == size)
      #expect(answer?["mismatches"] == 0)
      // What was granted and not yet taken: at most a window and a half (credit is topped up at half).
      #expect((answer?["largest"] ?? .max) <= 384 * 1024, "a chunk larger than the credit allows")
    }
  }

  @Test func aStreamedBodyOverTheLimitIsRefusedWith413() async throws {
    let router = Router()
    router.add(.put, "/upload", streamingBody: true) { request in
      var total = 0
      for try await chunk in request.bodyChunks { total += chunk.count }
      return try .json(["bytes": total])
    }
    try await Self.serving(maxBodyBytes: 1024 * 1024, router: router) { server in
      let port = server.port
      let response = try await blocking { () -> RawResponse in
        let client = try RawClient(port: port)
        try client.send("PUT /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
        let piece = [UInt8](repeating: 65, count: 64 * 1024)
        for _ in 0..<40 {  // 2.5 MB, chunked: nothing says its size up front
          do {
            try client.send(Array("10000\r\n".utf8) + piece + Array("\r\n".utf8))
          } catch {
            break  // the answer may already have come
          }
        }
        try? client.send("0\r\n\r\n")
        return try client.readResponse(timeout: 20)
      }
      #expect(response.status == 413, "\(response.text)")
      #expect(response.errorCode == "body_too_large")
    }
  }

  @Test func aBodyInMemoryComesAsOneChunk() async throws {
    var request = HTTPRequest(method: .post, path: "/x", body: Data("hello".utf8))
    request.context[RequestBodyKey.self] = nil
    var chunks: [Data] = []
    for try await chunk in request.bodyChunks { chunks.append(chunk) }
    #expect(chunks == [Data("hello".utf8)])
    let source = RequestBodySource(data: Data("abc".utf8))
    #expect(try await source.load() == Data("abc".utf8))
    var again: [Data] = []
    for try await chunk in source.chunks() { again.append(chunk) }
    #expect(again == [Data("abc".utf8)], "after load, the loaded body once")
  }
}
