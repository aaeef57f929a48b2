import Foundation
import Testing
import VisorCore

@testable import VisorProviders

@Suite struct ErrorMappingTests {
  static let question = [ChatMessage(role: .user, text: "Hi")]
  static let ok = RecordedResponse.sse(dataEvents: [
    #"{"choices":[{"delta":{"content":"fine"},"finish_reason":"stop"}]}"#
  ])

  @Test func aRejectedKeyNamesTheEnvironmentVariable() async throws {
    let transport = RecordedTransport([
      .json(
        401,
        #"{"error":{"message":"Incorrect API key provided: sk-tes***key","type":"invalid_request_error"}}"#)
    ])
    let error = await visorError { _ = try await makeClient(transport).chatModel().complete(Self.question) }
    #expect(error?.code == .providerAuth)
    #expect(
      error?.message == "The chat provider openai rejected the API key (401) — check VISOR_OPENAI_API_KEY.")
    #expect(transport.requests.count == 1, "auth failures are not retried")
  }

  @Test func aMissingKeySaysToSetTheVariable() async throws {
    let transport = RecordedTransport([.json(403, "{}")])
    let error = await visorError {
      _ = try await makeClient(transport, configuration: ProviderPresets.gemini(), apiKey: nil).chatModel()
        .complete(Self.question)
    }
    #expect(error?.code == .providerAuth)
    #expect(error?.message.contains("set VISOR_GEMINI_API_KEY") == true)
  }

  @Test func anUnknownModelIsProviderModelNotFound() async throws {
    let transport = RecordedTransport([
      .json(404, #"{"error":{"message":"The model `gpt-9` does not exist","code":"model_not_found"}}"#)
    ])
    let error = await visorError {
      _ = try await makeClient(transport).chatModel("gpt-9").complete(Self.question)
    }
    #expect(error?.code == .providerModelNotFound)
    #expect(error?.message.contains("'gpt-9'") == true)
    #expect(error?.message.contains("does not exist") == true)
  }

  @Test func rateLimitingHonoursRetryAfterSecondsThenSucceeds() async throws {
    let sleeps = SleepRecorder()
    let transport = RecordedTransport([
      .json(429, #"{"error":{"message":"slow down"}}"#, headers: [("Retry-After", "1")]), Self.ok,
    ])
    let text = try await makeClient(transport, retry: sleeps.policy).chatModel().complete(Self.question)
    #expect(text == "fine")
    #expect(transport.requests.count == 2)
    #expect(sleeps.recorded == [.seconds(1)])
  }

  @Test func retryAfterAsAnHTTPDateIsHonouredAndCapped() {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    let policy = ProviderRetryPolicy(maxDelay: .seconds(20), jitter: { 1 })
    let inFive = formatter.string(from: now.addingTimeInterval(5))
    #expect(policy.delay(attempt: 0, retryAfter: inFive, now: now) == .seconds(5))
    let inAnHour = formatter.string(from: now.addingTimeInterval(3600))
    #expect(policy.delay(attempt: 0, retryAfter: inAnHour, now: now) == .seconds(20))
    #expect(policy.delay(attempt: 0, retryAfter: "120", now: now) == .seconds(20))
    #expect(ProviderRetryPolicy.parseRetryAfter("soon") == nil)
  }

  @Test func backoffGrowsExponentiallyWithJitter() {
    let policy = ProviderRetryPolicy(baseDelay: .milliseconds(500), jitter: { 1 })
    #expect(policy.delay(attempt: 0, retryAfter: nil) == .milliseconds(500))
    #expect(policy.delay(attempt: 1, retryAfter: nil) == .seconds(1))
    let low = ProviderRetryPolicy(baseDelay: .milliseconds(500), jitter: { 0.5 })
    #expect(low.delay(attempt: 1, retryAfter: nil) == .milliseconds(500))
  }

  @Test func serverErrorsAreRetriedTwiceThenSucceed() async throws {
    let sleeps = SleepRecorder()
    let transport = RecordedTransport([.json(500, "{}"), .json(503, "{}"), Self.ok])
    #expect(
      try await makeClient(transport, retry: sleeps.policy).chatModel().complete(Self.question) == "fine")
    #expect(transport.requests.count == 3)
    #expect(sleeps.recorded == [.milliseconds(500), .seconds(1)])
  }

  @Test func persistentServerErrorsBecomeProviderUnavailable() async throws {
    let transport = RecordedTransport([
      .json(500, "{}"), .json(502, "{}"), .json(500, #"{"error":"engine crashed"}"#),
    ])
    let error = await visorError { _ = try await makeClient(transport).chatModel().complete(Self.question) }
    #expect(transport.requests.count == 3)
    #expect(error?.code == .providerUnavailable)
    #expect(error?.message.contains("after 3 attempts") == true)
    #expect(error?.message.contains("engine crashed") == true)
  }

  @Test func persistentRateLimitingSaysWhenToTryAgain() async throws {
    let limited = RecordedResponse.json(429, "{}", headers: [("Retry-After", "7")])
    let transport = RecordedTransport([limited, limited, limited])
    let error = await visorError { _ = try await makeClient(transport).chatModel().complete(Self.question) }
    #expect(error?.code == .providerUnavailable)
    #expect(error?.message.contains("rate-limiting") == true)
    #expect(error?.message.contains("try again in 7 s") == true)
    #expect(error?.retryAfter == 7)
  }

  @Test func noRetryOnceTheStreamHasStarted() async throws {
    let transport = RecordedTransport([
      RecordedResponse(
        headers: [("Content-Type", "text/event-stream")],
        body: Data(completionStream(["half"], finish: false, done: false).utf8),
        endWith: HTTPTransportError(.truncated)),
      Self.ok,
    ])
    let error = await visorError { _ = try await makeClient(transport).chatModel().complete(Self.question) }
    #expect(error?.code == .providerBadResponse)
    #expect(transport.requests.count == 1)
  }

  @Test func aRefusedConnectionIsUnreachableNamingTheHost() async throws {
    let config = ProviderPresets.ollama(baseURL: URL(string: "http://gpu-box.local:11434/v1/")!)
    let transport = RecordedTransport([.failure(HTTPTransportError(.connectFailed, "Connection refused"))])
    let error = await visorError {
      _ = try await makeClient(transport, configuration: config).chatModel().complete(Self.question)
    }
    #expect(error?.code == .providerUnreachable)
    #expect(error?.message.contains("gpu-box.local:11434") == true)
  }

  @Test(arguments: [HTTPTransportError.Kind.connectTimeout, .firstByteTimeout, .totalTimeout])
  func transportTimeoutsAre504(_ kind: HTTPTransportError.Kind) async throws {
    let transport = RecordedTransport([.failure(HTTPTransportError(kind))])
    let error = await visorError { _ = try await makeClient(transport).chatModel().complete(Self.question) }
    #expect(error?.code == .providerTimeout)
  }

  @Test func otherClientErrorsAreBadRequestsWithTheProvidersSentence() async throws {
    let transport = RecordedTransport([.json(400, #"{"error":{"message":"Invalid image format"}}"#)])
    let error = await visorError { _ = try await makeClient(transport).chatModel().complete(Self.question) }
    #expect(error?.code == .providerBadRequest)
    #expect(error?.message.contains("Invalid image format") == true)
    #expect(transport.requests.count == 1)
  }

  @Test func aMissingModelInTheConfigurationIsNotConfigured() throws {
    let client = makeClient(RecordedTransport([]), configuration: ProviderPresets.gemini())
    #expect(throws: VisorError.self) { try client.speechSynthesizer() }
    do {
      _ = try client.imageGenerator()
    } catch let error as VisorError {
      #expect(error.code == .notConfigured)
      #expect(error.message.contains("imageModel"))
    } catch {}
  }
}
