import Foundation
import Testing
import VisorAPI
import VisorKit
import VisorKitCurl

/// Streamed analyze and chat against a real server: event order, cancellation that reaches the
/// server, and a stream cut mid-way.
@Suite(.tags(.live), .serialized) struct ClientStreamingTests {
  @Test func aStreamedAnalysisArrivesInOrderAndEndsWithDone() async throws {
    try await withServer { server in
      let client = try await server.client("alice")
      var events: [AnalyzeEvent] = []
      for try await event in client.analyzeStream(
        Photo(try Fixtures.jpeg()), question: try Fixtures.question(), speak: true)
      {
        events.append(event)
      }
      guard case .transcript(let heard) = events.first else {
        Issue.record("the first event is the transcript: \(events.first.map { "\($0)" } ?? "none")")
        return
      }
      #expect(heard == FixedEars.text)
      guard case .done(let done) = events.last else {
        Issue.record("the last event is done")
        return
      }
      let text = events.compactMap { if case .text(let delta) = $0 { delta } else { nil } }.joined()
      #expect(text == "A red car. It is parked. The sky is blue.")
      let sentences = events.compactMap { if case .sentence(let s) = $0 { s } else { nil } }
      #expect(sentences.map(\.index) == Array(0..<sentences.count))
      #expect(sentences.map(\.text) == ["A red car.", "It is parked.", "The sky is blue."])
      #expect(sentences.allSatisfy { $0.format == "mp3" && !$0.audio.isEmpty })
      // Each sentence's audio comes after the text it speaks.
      let firstAudio = try #require(events.firstIndex { if case .sentence = $0 { true } else { false } })
      let firstText = try #require(events.firstIndex { if case .text = $0 { true } else { false } })
      #expect(firstText < firstAudio)
      #expect(try await client.analysis(id: done.id).transcript == FixedEars.text)
    }
  }

  @Test func endingTheIterationCancelsTheRequestOnTheServer() async throws {
    let words = (0..<300).map { "word\($0) " }
    try await withServer(visionDelay: .milliseconds(20), answer: words) { server in
      let client = try await server.client("bob")
      var received = 0
      for try await event in client.analyzeStream(Photo(try Fixtures.jpeg()), speak: false) {
        if case .text = event { received += 1 }
        if received == 3 { break }
      }
      #expect(await eventually { server.vision.cancelled == 1 }, "the server's model was cancelled")
      try await Task.sleep(for: .milliseconds(200))
      #expect(try await client.analyses().items.isEmpty, "a cancelled analysis is not saved")
    }
  }

  @Test func cancellingTheTaskCancelsAChatReplyOnTheServer() async throws {
    try await withServer(visionDelay: .milliseconds(30), answer: (0..<300).map { "w\($0) " }) { server in
      let client = try await server.client("carol")
      let chat = try await client.createChat(model: "test/eyes")
      let firstDelta = AsyncStream<Void>.makeStream()
      let task = Task {
        var deltas = 0
        for try await event in client.sendMessageStream("Count slowly", toChat: chat.id) {
          if case .text = event {
            deltas += 1
            if deltas == 1 { firstDelta.continuation.yield() }
          }
        }
        return deltas
      }
      for await _ in firstDelta.stream { break }
      task.cancel()
      _ = try? await task.value
      #expect(await eventually { server.vision.cancelled == 1 }, "the reply stopped on the server")
    }
  }

  @Test func aStreamedChatReplyIsTextThenDone() async throws {
    try await withServer { server in
      let client = try await server.client("dave")
      let chat = try await client.createChat()
      var text = ""
      var done: ChatDoneEvent?
      for try await event in client.sendMessageStream("Hi", toChat: chat.id) {
        #expect(done == nil, "nothing after done")
        switch event {
        case .text(let delta): text += delta
        case .done(let event): done = event
        }
      }
      #expect(text == "Hello there!")
      let saved = try await client.chat(id: chat.id)
      #expect(saved.messages.last?.id == done?.id && saved.messages.last?.content == "Hello there!")
    }
  }

  @Test func aStreamCutMidWayIsATypedErrorNotAHang() async throws {
    // The server's answer starts, sends two events and the connection ends without `done`.
    let body =
      "event: text\ndata: {\"delta\":\"A red\"}\n\n: heartbeat\n\nevent: text\ndata: {\"delta\":\" car\"}\n\n"
    let transport = RecordingTransport(answering: [
      RecordingTransport.events(body)
    ])
    let client = try VisorClient(baseURL: "http://127.0.0.1:9", transport: transport)
    var deltas: [String] = []
    let error = await #expect(throws: VisorClientError.self) {
      for try await event in client.analyzeStream(Photo(try Fixtures.jpeg())) {
        if case .text(let delta) = event { deltas.append(delta) }
      }
    }
    #expect(deltas == ["A red", " car"])
    #expect(error?.kind == .streamCut)
    #expect(error?.message.contains("ended before it finished") == true)
  }

  /// Over URLSession (VisorKit's default) and libcurl (the CLI's).
  @Test(.timeLimit(.minutes(1)), arguments: ["urlsession", "curl"])
  func aServerThatStopsMidStreamEndsTheStreamWithAnError(transport: String) async throws {
    let server = try await KitServer(visionDelay: .milliseconds(50), answer: (0..<400).map { "w\($0) " })
    let client = try await server.client(
      "erin", transport: transport == "curl" ? CurlKitTransport() : URLSessionTransport.shared)
    var deltas = 0
    let error = await #expect(throws: VisorClientError.self) {
      for try await event in client.analyzeStream(Photo(try Fixtures.jpeg())) {
        if case .text = event {
          deltas += 1
          if deltas == 2 { Task { await server.stop() } }
        }
      }
    }
    #expect(deltas >= 2)
    #expect(error?.kind == .streamCut || error?.kind == .server, "\(String(describing: error))")
  }

  @Test func anErrorEventEndsTheStreamWithTheServersSentence() async throws {
    let body =
      "event: text\ndata: {\"delta\":\"A\"}\n\nevent: error\ndata: {\"code\":\"provider_unavailable\",\"message\":\"The vision provider did not answer; try again.\"}\n\n"
    let transport = RecordingTransport(answering: [
      RecordingTransport.events(body, headers: ["x-request-id": "req-1"])
    ])
    let client = try VisorClient(baseURL: "http://127.0.0.1:9", transport: transport)
    let error = await #expect(throws: VisorClientError.self) {
      for try await _ in client.analyzeStream(Photo(try Fixtures.jpeg())) {}
    }
    #expect(
      error?.code == "provider_unavailable"
        && error?.message == "The vision provider did not answer; try again.")
    #expect(error?.requestID == "req-1")
  }
}
