import Foundation
import Synchronization
import Testing
import VisorCore

@testable import VisorProviders

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Collects the metrics CurlTransport reports.
final class MetricsBox: Sendable {
  private let items = Mutex<[CurlTransferMetrics]>([])
  var all: [CurlTransferMetrics] { items.withLock { $0 } }
  var transport: CurlTransport { CurlTransport(metrics: { [self] m in items.withLock { $0.append(m) } }) }
}

/// Process-wide CPU seconds (user + system).
func processCPUSeconds() -> Double {
  var usage = rusage()
  getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
  return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
    + Double(usage.ru_stime.tv_usec) / 1e6
}

/// Events the server side saw.
final class ServerLog: Sendable {
  private let events = Mutex<[String: ContinuousClock.Instant]>([:])
  func mark(_ name: String) { events.withLock { $0[name] = .now } }
  func at(_ name: String) -> ContinuousClock.Instant? { events.withLock { $0[name] } }
}

@Suite(.serialized) struct CurlTransportTests {
  static let sseHead =
    "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n"

  @Test func aPostReachesTheServerAndTheResponseComesBack() async throws {
    let server = try TestHTTPServer { request, connection in
      let echo = """
        {"method":"\(request.method)","path":"\(request.path)","auth":"\(request.header("Authorization") ?? "")","length":\(request.body.count),"expect":"\(request.header("Expect") ?? "")"}
        """
      connection.write(
        "HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nX-Request-Id: abc\r\nContent-Length: \(echo.utf8.count)\r\n\r\n\(echo)"
      )
    }
    defer { server.stop() }
    let body = Data(repeating: 0x41, count: 300_000)
    let response = try await CurlTransport().send(
      HTTPClientRequest(
        method: "POST", url: server.baseURL.appendingPathComponent("echo"),
        headers: [("Authorization", "Bearer k")],
        body: body))
    #expect(response.status == 201)
    #expect(response.headers.value(for: "x-request-id") == "abc")
    var data = Data()
    for try await chunk in response.body { data.append(chunk) }
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["method"] as? String == "POST")
    #expect(object["path"] as? String == "/v1/echo")
    #expect(object["auth"] as? String == "Bearer k")
    #expect(object["length"] as? Int == 300_000)
    #expect(object["expect"] as? String == "", "no 100-continue round trip")
  }

  @Test func aGetFollowsRedirects() async throws {
    let server = try TestHTTPServer { request, connection in
      if request.path == "/v1/old" {
        connection.write("HTTP/1.1 302 Found\r\nLocation: /v1/new\r\nContent-Length: 0\r\n\r\n")
      } else {
        connection.write("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nmoved")
      }
    }
    defer { server.stop() }
    let response = try await CurlTransport().send(
      HTTPClientRequest(url: server.baseURL.appendingPathComponent("old")))
    #expect(response.status == 200)
    var data = Data()
    for try await chunk in response.body { data.append(chunk) }
    #expect(String(decoding: data, as: UTF8.self) == "moved")
  }

  @Test func aSlowThreeSecondStreamCostsAlmostNoCPU() async throws {
    let server = try TestHTTPServer { _, connection in
      connection.write(Self.sseHead)
      for i in 0..<3 {
        Thread.sleep(forTimeInterval: 1)
        connection.write(
          "data: {\"choices\":[{\"delta\":{\"content\":\"t\(i) \"},\"finish_reason\":null}]}\n\n")
      }
      connection.write("data: [DONE]\n\n")
    }
    defer { server.stop() }
    let metrics = MetricsBox()
    let client = OpenAICompatibleClient(
      configuration: ProviderPresets.llamaCpp(baseURL: server.baseURL), apiKey: nil,
      transport: metrics.transport,
      logger: .silent)
    let cpuBefore = processCPUSeconds()
    let start = ContinuousClock.now
    var arrivals: [Duration] = []
    var text = ""
    for try await delta in try client.chatModel().stream(
      [ChatMessage(role: .user, text: "hi")], options: ChatOptions())
    {
      arrivals.append(ContinuousClock.now - start)
      text += delta
    }
    let wall = ContinuousClock.now - start
    let processCPU = processCPUSeconds() - cpuBefore
    #expect(text == "t0 t1 t2 ")
    #expect(wall >= .milliseconds(2900))
    #expect(arrivals.count == 3)
    // Before the server has even sent the last one (at 3 s): not held back until the end.
    #expect(arrivals.first.map { $0 < .milliseconds(2500) } == true, "deltas arrive as they are sent")
    try await waitUntil { !metrics.all.isEmpty }
    let transfer = try #require(metrics.all.first)
    print(
      "slow 3 s stream: transfer thread CPU \(transfer.cpuSeconds) s, whole process CPU \(processCPU) s, wall \(wall)"
    )
    #expect(transfer.cpuSeconds < 0.3)
    // The chat model stops reading at `[DONE]`, which may cancel the last few bytes of the transfer.
    #expect(transfer.error == nil || transfer.error?.kind == .cancelled)
    #expect((transfer.firstByteSeconds ?? 0) > 0.9)
  }

  /// A server streaming chunks every 50 ms for 30 s, noting when the client went away. The tests
  /// allow 2 s for the server to see a client go: far below the 30 s, with room for a loaded machine.
  static func endlessStream(_ log: ServerLog) throws -> TestHTTPServer {
    try TestHTTPServer { _, connection in
      connection.write(Self.sseHead)
      for i in 0..<600 {
        let chunk = "data: {\"choices\":[{\"delta\":{\"content\":\"w\(i) \"},\"finish_reason\":null}]}\n\n"
        if !connection.write(chunk) || connection.peerClosed { break }
        Thread.sleep(forTimeInterval: 0.05)
      }
      log.mark("closed")
    }
  }

  @Test func droppingTheBodyStreamStopsTheTransferAtOnce() async throws {
    let log = ServerLog()
    let server = try Self.endlessStream(log)
    defer { server.stop() }
    let metrics = MetricsBox()
    var chunks = 0
    // The body stream is a temporary: breaking out releases it, which ends the transfer.
    for try await _ in try await metrics.transport.send(HTTPClientRequest(url: server.baseURL)).body {
      chunks += 1
      if chunks == 2 { break }
    }
    let stoppedAt = ContinuousClock.now
    try await waitUntil { log.at("closed") != nil }
    let closed = try #require(log.at("closed"))
    #expect(closed - stoppedAt < .seconds(2), "the server saw the disconnect quickly")
    try await waitUntil { !metrics.all.isEmpty }
    #expect(metrics.all.first?.error?.kind == .cancelled)
  }

  @Test func breakingOutOfAChatStreamClosesTheConnection() async throws {
    let log = ServerLog()
    let server = try Self.endlessStream(log)
    defer { server.stop() }
    let client = OpenAICompatibleClient(
      configuration: ProviderPresets.llamaCpp(baseURL: server.baseURL), apiKey: nil, logger: .silent)
    let model = try client.chatModel()
    var words: [String] = []
    for try await delta in model.stream([ChatMessage(role: .user, text: "go on")], options: ChatOptions()) {
      words.append(delta)
      if words.count == 3 { break }
    }
    let stoppedAt = ContinuousClock.now
    #expect(words == ["w0 ", "w1 ", "w2 "])
    try await waitUntil { log.at("closed") != nil }
    let closed = try #require(log.at("closed"))
    #expect(closed - stoppedAt < .seconds(2))
  }

  @Test func cancellingTheConsumerTaskClosesTheConnection() async throws {
    let log = ServerLog()
    let server = try Self.endlessStream(log)
    defer { server.stop() }
    let metrics = MetricsBox()
    let transport = metrics.transport
    let url = server.baseURL
    let task = Task {
      let response = try await transport.send(HTTPClientRequest(url: url))
      for try await _ in response.body {}
    }
    try await Task.sleep(for: .milliseconds(300))
    let cancelledAt = ContinuousClock.now
    task.cancel()
    _ = try? await task.value
    try await waitUntil { log.at("closed") != nil }
    let closed = try #require(log.at("closed"))
    #expect(closed - cancelledAt < .seconds(2))
    try await waitUntil { !metrics.all.isEmpty }
    #expect(metrics.all.first?.error?.kind == .cancelled)
  }

  @Test func cancellingTheTaskBeforeTheHeadArrivesStopsTheTransfer() async throws {
    // The head comes after 20 s unless the client goes away first.
    let server = try TestHTTPServer { _, connection in
      for _ in 0..<400 {
        if connection.peerClosed { return }
        Thread.sleep(forTimeInterval: 0.05)
      }
      connection.write("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n")
    }
    defer { server.stop() }
    let url = server.baseURL
    let task = Task { try await CurlTransport().send(HTTPClientRequest(url: url)) }
    try await Task.sleep(for: .milliseconds(200))
    let cancelledAt = ContinuousClock.now
    task.cancel()
    await #expect(throws: HTTPTransportError(.cancelled)) { _ = try await task.value }
    #expect(ContinuousClock.now - cancelledAt < .seconds(2), "at once, not when the head arrives")
  }

  @Test func noResponseWithinTheFirstByteTimeoutFails() async throws {
    let server = try TestHTTPServer { _, connection in
      for _ in 0..<100 where !connection.peerClosed { Thread.sleep(forTimeInterval: 0.05) }
    }
    defer { server.stop() }
    let start = ContinuousClock.now
    await #expect(throws: HTTPTransportError.self) {
      do {
        _ = try await CurlTransport().send(
          HTTPClientRequest(url: server.baseURL, timeouts: ProviderTimeouts(firstByte: .milliseconds(300))))
      } catch let error as HTTPTransportError {
        #expect(error.kind == .firstByteTimeout)
        throw error
      }
    }
    let elapsed = ContinuousClock.now - start
    #expect(elapsed >= .milliseconds(290) && elapsed < .seconds(2))
  }

  @Test func headersWithoutABodyWithinTheFirstByteTimeoutFailTheBody() async throws {
    let server = try TestHTTPServer { _, connection in
      connection.write(Self.sseHead)
      for _ in 0..<100 where !connection.peerClosed { Thread.sleep(forTimeInterval: 0.05) }
    }
    defer { server.stop() }
    let response = try await CurlTransport().send(
      HTTPClientRequest(url: server.baseURL, timeouts: ProviderTimeouts(firstByte: .milliseconds(300))))
    #expect(response.status == 200)
    await #expect(throws: HTTPTransportError(.firstByteTimeout, "no response within 300 ms")) {
      for try await _ in response.body {}
    }
  }

  @Test func aTrickleLongerThanTheTotalTimeoutFails() async throws {
    let server = try TestHTTPServer { _, connection in
      connection.write(Self.sseHead)
      for _ in 0..<100 {
        if !connection.write(": tick\n\n") { return }
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
    defer { server.stop() }
    let response = try await CurlTransport().send(
      HTTPClientRequest(url: server.baseURL, timeouts: ProviderTimeouts(total: .milliseconds(600))))
    await #expect(throws: HTTPTransportError.self) {
      do {
        for try await _ in response.body {}
      } catch let error as HTTPTransportError {
        #expect(error.kind == .totalTimeout)
        throw error
      }
    }
  }

  @Test func aRefusedConnectionIsConnectFailed() async throws {
    let server = try TestHTTPServer { _, _ in }
    let url = server.baseURL
    server.stop()
    await #expect(throws: HTTPTransportError.self) {
      do {
        _ = try await CurlTransport().send(HTTPClientRequest(url: url))
      } catch let error as HTTPTransportError {
        #expect(error.kind == .connectFailed)
        throw error
      }
    }
  }

  @Test func aBodyShorterThanItsContentLengthIsTruncated() async throws {
    let server = try TestHTTPServer { _, connection in
      connection.write(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"choices\":")
    }
    defer { server.stop() }
    let response = try await CurlTransport().send(HTTPClientRequest(url: server.baseURL))
    await #expect(throws: HTTPTransportError.self) {
      do {
        for try await _ in response.body {}
      } catch let error as HTTPTransportError {
        #expect(error.kind == .truncated)
        throw error
      }
    }
  }

  @Test func theClientRetriesA429OverRealHTTPThenStreams() async throws {
    let attempts = Mutex(0)
    let server = try TestHTTPServer { request, connection in
      let n = attempts.withLock { value in
        value += 1
        return value
      }
      if n == 1 {
        let body = #"{"error":{"message":"busy"}}"#
        connection.write(
          "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 2\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        )
        return
      }
      connection.write(Self.sseHead)
      connection.write(completionStream(["over ", "loopback"]))
    }
    defer { server.stop() }
    let sleeps = SleepRecorder()
    let client = OpenAICompatibleClient(
      configuration: ProviderPresets.vLLM(baseURL: server.baseURL), apiKey: "k", logger: .silent,
      retryPolicy: sleeps.policy)
    let text = try await client.chatModel("m").complete([ChatMessage(role: .user, text: "hi")])
    #expect(text == "over loopback")
    #expect(sleeps.recorded == [.seconds(2)])
    #expect(attempts.withLock { $0 } == 2)
  }

  @Test func theClientReportsAnUnreachableServerByHost() async throws {
    let server = try TestHTTPServer { _, _ in }
    let url = server.baseURL
    server.stop()
    let client = OpenAICompatibleClient(
      configuration: ProviderPresets.llamaCpp(baseURL: url), apiKey: nil, logger: .silent)
    let error = await visorError { _ = try await client.listModels() }
    #expect(error?.code == .providerUnreachable)
    #expect(error?.message.contains("127.0.0.1:\(url.port!)") == true)
  }
}
