import Foundation
import Synchronization
import Testing
import VisorCore
import VisorHTTP

#if canImport(Glibc)
  import Glibc
#endif

/// ``HTTPResponse/streaming(status:headers:_:)`` over a real socket: a producer faster than its client
/// waits, a client that goes away stops it, and `HEAD` never starts it.
@Suite struct ResponseBodyWriterTests {
  final class Progress: Sendable {
    let written = Atomic<Int>(0)
    let stopped = Flag()
    let started = Flag()
  }

  static func router(_ progress: Progress, total: Int) -> Router {
    let router = Router()
    router.get("/download") { _ in
      .streaming(headers: HTTPHeaders([("Content-Type", "application/octet-stream")])) { body in
        progress.started.set()
        defer { progress.stopped.set() }
        let piece = Data(repeating: 66, count: 64 * 1024)
        while progress.written.load(ordering: .relaxed) < total {
          try await body.write(piece)
          progress.written.add(piece.count, ordering: .relaxed)
        }
      }
    }
    return router
  }

  @Test func aProducerFasterThanItsClientWaitsForIt() async throws {
    let progress = Progress()
    let total = 64 * 1024 * 1024
    try await withServer(handler: Self.router(progress, total: total).handle) { server in
      let port = server.port
      let client = try await blocking { () -> RawClient in
        let client = try RawClient(port: port)
        var small: Int32 = 64 * 1024
        setsockopt(client.fd, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
        try client.send("GET /download HTTP/1.1\r\nHost: x\r\n\r\n")
        return client
      }
      #expect(await progress.started.wait(timeout: .seconds(10)))
      // The client reads nothing: the producer must stall well short of the 64 MB it wants to write.
      var last = -1
      for _ in 0..<50 {
        try await Task.sleep(for: .milliseconds(100))
        let now = progress.written.load(ordering: .relaxed)
        if now == last { break }
        last = now
      }
      let stalledAt = progress.written.load(ordering: .relaxed)
      #expect(stalledAt < 16 * 1024 * 1024, "\(stalledAt) bytes written while the client read nothing")
      // Reading everything lets it finish, every byte delivered.
      let received = try await blocking { () -> Int in
        _ = try client.readHead(timeout: 10)
        var count = 0
        while let chunk = try client.readChunk(timeout: 30) { count += chunk.count }
        return count
      }
      #expect(received == total)
      #expect(await progress.stopped.wait(timeout: .seconds(10)))
    }
  }

  @Test func aClientThatGoesAwayStopsTheProducer() async throws {
    let progress = Progress()
    try await withServer(handler: Self.router(progress, total: .max).handle) { server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        try client.send("GET /download HTTP/1.1\r\nHost: x\r\n\r\n")
        _ = try client.readHead(timeout: 10)
        _ = try client.readChunk(timeout: 10)
        client.reset()
      }
      #expect(await progress.stopped.wait(timeout: .seconds(10)), "the producer kept writing for nobody")
      #expect(await waitUntil { server.inFlightCount == 0 })
    }
  }

  @Test func headNeverStartsTheProducer() async throws {
    let progress = Progress()
    try await withServer(handler: Self.router(progress, total: 1024).handle) { server in
      let port = server.port
      let response = try await blocking { try RawClient.request(port: port, "HEAD", "/download") }
      #expect(response.status == 200)
      try await Task.sleep(for: .milliseconds(200))
      #expect(!progress.started.isSet)
    }
  }
}
