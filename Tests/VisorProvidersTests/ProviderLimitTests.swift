import Foundation
import Testing
import VisorCore

@testable import VisorProviders

/// Issue 16 items 1, 5 and 6: a provider's answer is bounded, a stall mid-answer ends at the idle
/// timeout, and a Retry-After beyond the cap fails at once.
@Suite(.serialized) struct ProviderLimitTests {
  static let question = [ChatMessage(role: .user, text: "Hi")]

  static func configuration(limits: ProviderLimits = ProviderLimits(), timeouts: ProviderTimeouts? = nil)
    -> ProviderConfiguration
  {
    var c = ProviderPresets.openAI()
    c.limits = limits
    if let timeouts { c.timeouts = timeouts }
    return c
  }

  @Test func theDefaultsAreTheDocumentedOnes() {
    let limits = ProviderLimits()
    #expect(limits.answerBytes == 2 * 1024 * 1024)
    #expect(limits.mediaBytes == 40 * 1024 * 1024)
    #expect(limits.eventBytes == 256 * 1024)
    #expect(limits.answerCharacters == 100_000)
    let timeouts = ProviderTimeouts()
    #expect(timeouts.idle == .seconds(30))
    #expect(timeouts.total == .seconds(300))
    #expect(timeouts.imageTotal == .seconds(120))
  }

  @Test func aHugeJSONAnswerIsRefusedOverRealSockets() async throws {
    // 8 MB of one string, against a 64 KB limit: the transfer stops early, the error says why.
    let server = try TestHTTPServer { _, connection in
      connection.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n")
      connection.write(#"{"choices":[{"message":{"content":""#)
      let block = Data(repeating: UInt8(ascii: "a"), count: 64 * 1024)
      for _ in 0..<128 where connection.write(block) {}
    }
    defer { server.stop() }
    var c = Self.configuration(limits: ProviderLimits(answerBytes: 64 * 1024))
    c.baseURL = server.baseURL
    let client = makeClient(CurlTransport(), configuration: c)
    let error = await visorError { _ = try await client.chatModel().complete(Self.question) }
    #expect(error?.code == .providerAnswerTooLarge)
    #expect(error?.message.contains("64 KB") == true, "\(error?.message ?? "")")
  }

  @Test func anAnnouncedContentLengthOverTheLimitIsRefusedBeforeTheBody() async throws {
    let metrics = MetricsBox()
    let server = try TestHTTPServer { _, connection in
      connection.write(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\nConnection: close\r\n\r\n"
      )
      let block = Data(repeating: UInt8(ascii: " "), count: 64 * 1024)
      for _ in 0..<700 where connection.write(block) {}
    }
    defer { server.stop() }
    var c = Self.configuration(limits: ProviderLimits(answerBytes: 1024 * 1024))
    c.baseURL = server.baseURL
    let client = makeClient(metrics.transport, configuration: c)
    let error = await visorError { _ = try await client.listModels() }
    #expect(error?.code == .providerAnswerTooLarge)
    #expect((metrics.all.first?.bytesReceived ?? .max) < 1024 * 1024)
  }

  @Test func aHugeSingleEventIsRefused() async throws {
    var body = Data("data: ".utf8)
    body.append(Data(repeating: UInt8(ascii: "a"), count: 300 * 1024))
    let transport = RecordedTransport([
      RecordedResponse(headers: [("Content-Type", "text/event-stream")], body: body, chunkSize: 16 * 1024)
    ])
    let client = makeClient(transport, configuration: Self.configuration())
    let error = await visorError { _ = try await client.chatModel().complete(Self.question) }
    #expect(error?.code == .providerAnswerTooLarge)
    #expect(error?.message.contains("256 KB") == true, "\(error?.message ?? "")")
  }

  @Test func tooManyAnswerCharactersAreRefused() async throws {
    let pieces = Array(repeating: String(repeating: "word ", count: 100), count: 30)  // 15 000 characters
    let transport = RecordedTransport([
      RecordedResponse(
        headers: [("Content-Type", "text/event-stream")], body: Data(completionStream(pieces).utf8))
    ])
    let client = makeClient(
      transport, configuration: Self.configuration(limits: ProviderLimits(answerCharacters: 10_000)))
    let error = await visorError { _ = try await client.chatModel().complete(Self.question) }
    #expect(error?.code == .providerAnswerTooLarge)
    #expect(error?.message.contains("10000 characters") == true, "\(error?.message ?? "")")
  }

  @Test func theSSEParserStopsAtItsEventLimit() {
    var parser = SSEParser(maxEventBytes: 100)
    #expect(parser.feed(Data("data: short\n\n".utf8)).count == 1)
    #expect(parser.feed(Data(String(repeating: "x", count: 150).utf8)).isEmpty)
    #expect(parser.exceededLimit)
    var many = SSEParser(maxEventBytes: 100)
    _ = many.feed(Data(String(repeating: "data: 0123456789\n", count: 10).utf8))
    #expect(many.exceededLimit, "many data lines of one event count together")
  }

  @Test func aProviderThatStallsMidAnswerEndsAtTheIdleTimeout() async throws {
    let server = try TestHTTPServer { _, connection in
      connection.write(ChatModelTestsSupport.sseHead)
      connection.write(completionStream(["Hel"], finish: false, done: false))
      for _ in 0..<100 where !connection.peerClosed { Thread.sleep(forTimeInterval: 0.05) }
    }
    defer { server.stop() }
    var c = Self.configuration(
      timeouts: ProviderTimeouts(firstByte: .seconds(5), idle: .milliseconds(500), total: .seconds(30)))
    c.baseURL = server.baseURL
    let client = makeClient(CurlTransport(), configuration: c)
    let started = ContinuousClock.now
    let error = await visorError { _ = try await client.chatModel().complete(Self.question) }
    let elapsed = ContinuousClock.now - started
    #expect(error?.code == .providerTimeout)
    #expect(error?.message.contains("stopped sending") == true, "\(error?.message ?? "")")
    #expect(elapsed < .seconds(3), "idle, not total: \(elapsed)")
  }

  @Test func aRetryAfterBeyondTheCapFailsAtOnceWithTheProvidersTime() async throws {
    let sleeps = SleepRecorder()
    let transport = RecordedTransport([
      .json(429, #"{"error":{"message":"quota"}}"#, headers: [("Retry-After", "3600")])
    ])
    let client = makeClient(transport, retry: sleeps.policy)
    let error = await visorError { _ = try await client.chatModel().complete(Self.question) }
    #expect(error?.code == .providerUnavailable)
    #expect(error?.message.contains("3600 s") == true, "\(error?.message ?? "")")
    #expect(error?.retryAfter == 3600)
    #expect(sleeps.recorded.isEmpty, "no wait at all")
    #expect(transport.requests.count == 1)
  }

  @Test func aShortRetryAfterIsStillWaitedFor() async throws {
    let sleeps = SleepRecorder()
    let transport = RecordedTransport([
      .json(503, "{}", headers: [("Retry-After", "2")]),
      .sse(dataEvents: [#"{"choices":[{"delta":{"content":"ok"},"finish_reason":"stop"}]}"#]),
    ])
    let text = try await makeClient(transport, retry: sleeps.policy).chatModel().complete(Self.question)
    #expect(text == "ok")
    #expect(sleeps.recorded == [.seconds(2)])
  }

  @Test func imageGenerationHasItsOwnTotal() async throws {
    let transport = RecordedTransport([RecordedResponse(status: 200, headDelay: .seconds(5))])
    let client = makeClient(
      transport,
      configuration: Self.configuration(
        timeouts: ProviderTimeouts(
          firstByte: .seconds(60), total: .seconds(300), imageTotal: .milliseconds(300))))
    let started = ContinuousClock.now
    let error = await visorError {
      _ = try await client.imageGenerator().generate(prompt: "a fox", size: "256x256")
    }
    #expect(error?.code == .providerTimeout)
    #expect(ContinuousClock.now - started < .seconds(2))
    #expect(transport.requests.first?.timeouts.total == .milliseconds(300))
  }
}

enum ChatModelTestsSupport {
  static let sseHead = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
}
