import Foundation
import Testing
import VisorCore

@testable import VisorProviders

@Suite struct ChatModelTests {
  static let question = [ChatMessage(role: .user, text: "Say hello")]

  @Test func aStreamSplitAtEveryByteBoundaryGivesTheSameAnswer() async throws {
    let body = Data(completionStream(["Hel", "lo", " there ✓"]).utf8)
    for cut in stride(from: 1, to: body.count, by: 7) {
      let transport = RecordedTransport([
        RecordedResponse(
          headers: [("Content-Type", "text/event-stream")], body: body, splitAt: [cut, cut + 3])
      ])
      let text = try await makeClient(transport).chatModel().complete(Self.question)
      #expect(text == "Hello there ✓", "cut at \(cut)")
    }
  }

  @Test func deltasArriveAsTheyAreStreamed() async throws {
    let transport = RecordedTransport([
      RecordedResponse(
        headers: [("Content-Type", "text/event-stream")], body: Data(completionStream(["a", "b", "c"]).utf8),
        chunkSize: 5)
    ])
    var deltas: [String] = []
    for try await delta in try makeClient(transport).chatModel().stream(Self.question, options: ChatOptions())
    {
      deltas.append(delta)
    }
    #expect(deltas == ["a", "b", "c"])
  }

  @Test func theModelIdNamesProviderAndModel() throws {
    let model = try makeClient(RecordedTransport([])).chatModel()
    #expect(model.id == "openai/gpt-4o-mini")
    #expect(try makeClient(RecordedTransport([])).chatModel("gpt-4o").id == "openai/gpt-4o")
  }

  @Test func aStreamWithoutDoneButWithFinishReasonIsComplete() async throws {
    let body = completionStream(["ok"], finish: true, done: false)
    let transport = RecordedTransport([
      RecordedResponse(headers: [("Content-Type", "text/event-stream")], body: Data(body.utf8))
    ])
    #expect(try await makeClient(transport).chatModel().complete(Self.question) == "ok")
  }

  @Test func aTruncatedStreamIsABadResponse() async throws {
    let body = completionStream(["partial ", "answ"], finish: false, done: false)
    let transport = RecordedTransport([
      RecordedResponse(headers: [("Content-Type", "text/event-stream")], body: Data(body.utf8), chunkSize: 40)
    ])
    let error = await visorError { _ = try await makeClient(transport).chatModel().complete(Self.question) }
    #expect(error?.code == .providerBadResponse)
    #expect(error?.message.contains("before the answer was complete") == true)
  }

  @Test func aConnectionDroppedMidStreamIsABadResponse() async throws {
    let body = completionStream(["partial"], finish: false, done: false)
    let transport = RecordedTransport([
      RecordedResponse(
        headers: [("Content-Type", "text/event-stream")], body: Data(body.utf8),
        endWith: HTTPTransportError(.truncated, "connection reset"))
    ])
    var received = ""
    let error = await visorError {
      for try await delta in try makeClient(transport).chatModel().stream(
        Self.question, options: ChatOptions())
      {
        received += delta
      }
    }
    #expect(received == "partial")
    #expect(error?.code == .providerBadResponse)
  }

  @Test func garbageJSONInTheStreamIsA502() async throws {
    let transport = RecordedTransport([.sse(dataEvents: ["{not json"])])
    let error = await visorError { _ = try await makeClient(transport).chatModel().complete(Self.question) }
    #expect(error?.code == .providerBadResponse)
  }

  @Test func garbageInsteadOfACompletionIsA502() async throws {
    let transport = RecordedTransport([.json(200, "<html>proxy login</html>")])
    let error = await visorError { _ = try await makeClient(transport).chatModel().complete(Self.question) }
    #expect(error?.code == .providerBadResponse)
  }

  @Test func aServerThatIgnoresStreamingStillAnswers() async throws {
    let transport = RecordedTransport([
      .json(
        200,
        #"{"choices":[{"index":0,"message":{"role":"assistant","content":"whole answer"},"finish_reason":"stop"}]}"#
      )
    ])
    #expect(try await makeClient(transport).chatModel().complete(Self.question) == "whole answer")
  }

  @Test func anErrorEventMidStreamBecomesA502() async throws {
    let transport = RecordedTransport([.sse(dataEvents: [#"{"error":{"message":"overloaded"}}"#])])
    let error = await visorError { _ = try await makeClient(transport).chatModel().complete(Self.question) }
    #expect(error?.code == .providerUnavailable)
    #expect(error?.message.contains("overloaded") == true)
  }

  @Test func aSlowFirstByteTimesOutWith504() async throws {
    var config = ProviderPresets.openAI()
    config.timeouts = ProviderTimeouts(firstByte: .milliseconds(200))
    let transport = RecordedTransport([
      RecordedResponse(
        headers: [("Content-Type", "text/event-stream")], body: Data(completionStream(["late"]).utf8),
        chunkDelay: .seconds(5))
    ])
    let start = ContinuousClock.now
    let error = await visorError {
      _ = try await makeClient(transport, configuration: config).chatModel().complete(Self.question)
    }
    #expect(error?.code == .providerTimeout)
    #expect(error?.message.contains("0.2 s") == true)
    // Well before the 5 s the first chunk would take (a loaded 2-core machine once took 3.6 s).
    #expect(ContinuousClock.now - start < .seconds(4.5))
  }

  @Test func aSlowResponseHeadTimesOutWith504() async throws {
    var config = ProviderPresets.openAI()
    config.timeouts = ProviderTimeouts(firstByte: .milliseconds(100))
    let transport = RecordedTransport([RecordedResponse(headDelay: .seconds(5))])
    let error = await visorError {
      _ = try await makeClient(transport, configuration: config).chatModel().complete(Self.question)
    }
    #expect(error?.code == .providerTimeout)
  }

  @Test func endingTheStreamEarlyCancelsTheTransfer() async throws {
    let pieces = (0..<50).map { "word\($0) " }
    let transport = RecordedTransport([
      RecordedResponse(
        headers: [("Content-Type", "text/event-stream")], body: Data(completionStream(pieces).utf8),
        chunkSize: 60,
        chunkDelay: .milliseconds(20))
    ])
    var received: [String] = []
    for try await delta in try makeClient(transport).chatModel().stream(Self.question, options: ChatOptions())
    {
      received.append(delta)
      if received.count == 2 { break }
    }
    try await waitUntil { transport.cancelledTransfers == 1 }
    #expect(transport.cancelledTransfers == 1)
    #expect(transport.completedTransfers == 0)
  }

  @Test func cancellingTheConsumingTaskCancelsTheTransfer() async throws {
    let transport = RecordedTransport([
      RecordedResponse(
        headers: [("Content-Type", "text/event-stream")], body: Data(completionStream(["a", "b"]).utf8),
        chunkSize: 40, chunkDelay: .seconds(1))
    ])
    let model = try makeClient(transport).chatModel()
    let task = Task { try await model.complete(Self.question) }
    try await Task.sleep(for: .milliseconds(200))
    task.cancel()
    _ = try? await task.value
    try await waitUntil { transport.cancelledTransfers == 1 }
    #expect(transport.completedTransfers == 0)
  }
}

/// Polls a condition for up to `timeout` (generous: the machine may be loaded; a pass returns early).
func waitUntil(timeout: Duration = .seconds(10), _ condition: () -> Bool) async throws {
  let deadline = ContinuousClock.now + timeout
  while !condition() && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
}
