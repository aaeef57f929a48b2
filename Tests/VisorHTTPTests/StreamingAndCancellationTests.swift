import Foundation
import Testing
import VisorCore
import VisorHTTP

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct StreamingAndCancellationTests {
  @Test func streamedBodyArrivesAsChunksWhileProduced() async throws {
    let router = Router()
    router.get("/stream") { _ in
      let (stream, continuation) = AsyncThrowingStream<Data, Error>.makeStream()
      let producer = Task {
        for index in 0..<3 {
          continuation.yield(Data("part\(index);".utf8))
          try? await Task.sleep(for: .milliseconds(100))
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in producer.cancel() }
      return HTTPResponse(headers: HTTPHeaders([("Content-Type", "text/plain")]), body: .stream(stream))
    }
    router.get("/hello") { _ in try .json(["ok": true]) }
    try await withServer(handler: router.handle) { server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        try client.send("GET /stream HTTP/1.1\r\nHost: x\r\n\r\n")
        let (status, headers) = try client.readHead()
        #expect(status == 200)
        #expect(headers.contains { $0.0.lowercased() == "transfer-encoding" && $0.1 == "chunked" })
        var text = ""
        while let chunk = try client.readChunk() { text += String(decoding: chunk, as: UTF8.self) }
        #expect(text == "part0;part1;part2;")
        // Keep-alive still works after a chunked response.
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(try client.readResponse().status == 200)
      }
    }
  }

  @Test func largeStreamSurvivesBackPressureIntact() async throws {
    let router = Router()
    router.get("/big") { _ in
      let (stream, continuation) = AsyncThrowingStream<Data, Error>.makeStream()
      let producer = Task {
        for index in 0..<64 {
          continuation.yield(Data(repeating: UInt8(index), count: 64 * 1024))
          await Task.yield()
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in producer.cancel() }
      return HTTPResponse(body: .stream(stream))
    }
    try await withServer(handler: router.handle) { server in
      let port = server.port
      let response = try await blocking { try RawClient.request(port: port, "GET", "/big", timeout: 20) }
      #expect(response.body.count == 64 * 64 * 1024)
      let expected = Data((0..<64).flatMap { Data(repeating: UInt8($0), count: 64 * 1024) })
      #expect(response.body == expected)
    }
  }

  @Test func largeUploadArrivesIntact() async throws {
    let router = Router()
    router.post("/upload") { request in
      try .json(["bytes": request.body.count, "sum": request.body.reduce(0) { $0 &+ Int($1) }])
    }
    try await withServer(handler: router.handle) { server in
      let port = server.port
      let body = Data((0..<(5 * 1024 * 1024)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
      let expectedSum = body.reduce(0) { $0 &+ Int($1) }
      let response = try await blocking {
        try RawClient.request(
          port: port, "POST", "/upload", headers: ["Expect": "100-continue"], body: body, timeout: 20)
      }
      #expect(response.json?["bytes"] as? Int == 5 * 1024 * 1024)
      #expect(response.json?["sum"] as? Int == expectedSum)
    }
  }

  @Test func serverSentEventsAreSerialisedWithHeartbeats() async throws {
    let router = Router()
    router.get("/events") { _ in
      let (events, continuation) = AsyncThrowingStream<ServerSentEvent, Error>.makeStream()
      let producer = Task {
        continuation.yield(ServerSentEvent(event: "text", data: "line one\nline two"))
        try? await Task.sleep(for: .milliseconds(700))
        continuation.yield(try! ServerSentEvent.json("done", ["id": "x"]))
        continuation.finish()
      }
      continuation.onTermination = { _ in producer.cancel() }
      return .eventStream(events, heartbeat: .milliseconds(250))
    }
    try await withServer(handler: router.handle) { server in
      let port = server.port
      let response = try await blocking { try RawClient.request(port: port, "GET", "/events") }
      #expect(response.header("Content-Type") == "text/event-stream")
      #expect(response.header("Cache-Control") == "no-cache")
      #expect(response.text.hasPrefix("event: text\ndata: line one\ndata: line two\n\n"))
      #expect(response.text.contains(": heartbeat\n\n"))
      #expect(response.text.hasSuffix("event: done\ndata: {\"id\":\"x\"}\n\n"))
    }
  }

  @Test func clientDisconnectMidStreamCancelsTheProducer() async throws {
    let cancelled = Flag()
    let router = Router()
    router.get("/events") { _ in
      let (events, continuation) = AsyncThrowingStream<ServerSentEvent, Error>.makeStream()
      let producer = Task {
        continuation.yield(ServerSentEvent(event: "text", data: "first"))
        // Then nothing for a long time: only heartbeats reveal the dead client.
        try? await Task.sleep(for: .seconds(60))
        continuation.finish()
      }
      continuation.onTermination = { _ in
        producer.cancel()
        cancelled.set()
      }
      return .eventStream(events, heartbeat: .milliseconds(200))
    }
    router.get("/hello") { _ in try .json(["ok": true]) }
    try await withServer(handler: router.handle) { server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        try client.send("GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
        _ = try client.readHead()
        _ = try client.readChunk()
        client.reset()
      }
      #expect(await cancelled.wait(timeout: .seconds(10)))
      let after = try await blocking { try RawClient.request(port: port, "GET", "/hello") }
      #expect(after.status == 200)
      #expect(await waitUntil { server.inFlightCount == 0 })
    }
  }

  @Test func clientDisconnectWhileStreamIsIdleCancelsWithoutHeartbeat() async throws {
    let cancelled = Flag()
    let router = Router()
    router.get("/idle") { _ in
      let (stream, continuation) = AsyncThrowingStream<Data, Error>.makeStream()
      continuation.yield(Data("x".utf8))
      continuation.onTermination = { _ in cancelled.set() }
      return HTTPResponse(body: .stream(stream))
    }
    try await withServer(handler: router.handle) { server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        try client.send("GET /idle HTTP/1.1\r\nHost: x\r\n\r\n")
        _ = try client.readHead()
        _ = try client.readChunk()
        client.reset()
      }
      #expect(await cancelled.wait(timeout: .seconds(10)))
      #expect(await waitUntil { server.inFlightCount == 0 })
    }
  }

  @Test func clientDisconnectWhileHandlerRunsCancelsItsTask() async throws {
    let started = Flag()
    let cancelled = Flag()
    let router = Router()
    router.get("/long") { _ in
      started.set()
      do {
        try await Task.sleep(for: .seconds(30))
      } catch {
        cancelled.set()
        throw error
      }
      return .noContent()
    }
    router.get("/hello") { _ in try .json(["ok": true]) }
    try await withServer(handler: router.handle) { server in
      let port = server.port
      let client = try await blocking { () -> RawClient in
        let client = try RawClient(port: port)
        try client.send("GET /long HTTP/1.1\r\nHost: x\r\n\r\n")
        return client
      }
      #expect(await started.wait(timeout: .seconds(10)))
      client.reset()
      #expect(await cancelled.wait(timeout: .seconds(10)))
      let after = try await blocking { try RawClient.request(port: port, "GET", "/hello") }
      #expect(after.status == 200)
      #expect(await waitUntil { server.inFlightCount == 0 })
      _ = client
    }
  }

  @Test func clientDisconnectMidUploadLeavesServerHealthy() async throws {
    let handlerRan = Flag()
    let router = Router()
    router.post("/upload") { request in
      handlerRan.set()
      return try .json(["bytes": request.body.count])
    }
    router.get("/hello") { _ in try .json(["ok": true]) }
    try await withServer(handler: router.handle) { server in
      let port = server.port
      try await blocking {
        let client = try RawClient(port: port)
        try client.send("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\n")
        try client.send([UInt8](repeating: 65, count: 300_000))
        client.reset()
      }
      #expect(await waitUntil { server.inFlightCount == 0 })
      #expect(!handlerRan.isSet)
      let after = try await blocking { try RawClient.request(port: port, "GET", "/hello") }
      #expect(after.status == 200)
    }
  }

  @Test func manyConcurrentRequestsWithHalfAbandonedLeaveNothingBehind() async throws {
    let router = testRouter()
    try await withServer(handler: router.handle) { server in
      let port = server.port
      let served = Counter()
      try await withThrowingTaskGroup(of: Void.self) { group in
        for index in 0..<60 {
          group.addTask {
            try await blocking {
              let client = try RawClient(port: port)
              try client.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n")
              if index % 2 == 0 {
                Thread.sleep(forTimeInterval: 0.05)
                client.reset()
              } else if try client.readResponse(timeout: 10).status == 200 {
                served.increment()
              }
            }
          }
        }
        try await group.waitForAll()
      }
      #expect(served.count == 30)
      #expect(await waitUntil { server.inFlightCount == 0 })
      let after = try await blocking { try RawClient.request(port: port, "GET", "/hello") }
      #expect(after.status == 200)
    }
  }

  @Test func shutdownLetsInFlightRequestFinish() async throws {
    let router = Router()
    let started = Flag()
    router.get("/slow") { _ in
      started.set()
      try await Task.sleep(for: .milliseconds(800))
      return try .json(["done": true])
    }
    var configuration = HTTPServerConfiguration()
    configuration.port = 0
    configuration.shutdownGracePeriod = .seconds(5)
    let server = HTTPServer(configuration: configuration, handler: router.handle, logger: .silent)
    try server.start()
    let port = server.port
    async let response = blocking { try RawClient.request(port: port, "GET", "/slow") }
    #expect(await started.wait(timeout: .seconds(10)))
    await server.shutdown()
    let result = try await response
    #expect(result.status == 200)
    #expect(result.json?["done"] as? Bool == true)
    // No longer accepting.
    #expect(throws: (any Error).self) { try RawClient.request(port: port, "GET", "/slow", timeout: 1) }
  }

  @Test func shutdownCancelsRequestsPastTheGracePeriod() async throws {
    let router = Router()
    let started = Flag()
    let cancelled = Flag()
    router.get("/forever") { _ in
      started.set()
      do { try await Task.sleep(for: .seconds(60)) } catch {
        cancelled.set()
        throw error
      }
      return .noContent()
    }
    var configuration = HTTPServerConfiguration()
    configuration.port = 0
    configuration.shutdownGracePeriod = .milliseconds(300)
    let server = HTTPServer(configuration: configuration, handler: router.handle, logger: .silent)
    try server.start()
    let port = server.port
    async let response = blocking { try? RawClient.request(port: port, "GET", "/forever", timeout: 5) }
    #expect(await started.wait(timeout: .seconds(10)))
    let start = ContinuousClock.now
    await server.shutdown()
    #expect(ContinuousClock.now - start < .seconds(4))
    #expect(cancelled.isSet)
    _ = try await response
  }
}

/// Polls `condition` for up to 10 seconds (generous: the machine may be loaded; a pass returns early).
func waitUntil(_ condition: @Sendable () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + .seconds(10)
  while ContinuousClock.now < deadline {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(20))
  }
  return condition()
}
