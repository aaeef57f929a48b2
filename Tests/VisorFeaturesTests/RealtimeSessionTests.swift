import Foundation
import Synchronization
import Testing
import VisorCore

@testable import VisorFeatures

/// A chat model that writes a fixed answer word by word, `pause` apart (so a test can cancel it
/// mid-answer), and records what it was asked.
final class ScriptedChat: ChatModel, Sendable {
  let id: String
  let words: [String]
  let pause: Duration
  let asked = Mutex<[[ChatMessage]]>([])

  init(_ answer: String, pause: Duration = .milliseconds(5), id: String = "test/scripted") {
    self.id = id
    words = answer.split(separator: " ").map(String.init)
    self.pause = pause
  }

  func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
    asked.withLock { $0.append(messages) }
    let (words, pause) = (words, pause)
    return AsyncThrowingStream { continuation in
      let task = Task {
        for (index, word) in words.enumerated() {
          do { try await Task.sleep(for: pause) } catch { return continuation.finish(throwing: error) }
          continuation.yield(index == 0 ? word : " " + word)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

/// The real feature layer (SQLite in a temp folder, flite speaking in-process, no worker processes:
/// so no server VAD) and one realtime session on it.
final class RealtimeHarness: Sendable {
  let features: Features
  let directory: URL

  init(maxSessions: Int = 8) async throws {
    directory = FileManager.default.temporaryDirectory.appending(path: "visor-realtime-\(UUID().uuidString)")
    var configuration = VisorConfiguration()
    configuration.dataDirectory = directory
    configuration.passwordStrength = .minimal
    configuration.localWorkers = false
    configuration.maintenanceIntervalSeconds = 0
    configuration.logLevel = .error
    configuration.maxLiveSessions = maxSessions
    features = try await buildFeatures(configuration: configuration)
  }

  func open(_ chat: ScriptedChat, name: String = "ada") async throws -> (RealtimeSession, RealtimeEvents) {
    let user = try await features.accounts.createUser(username: name, password: nil, isAdmin: false)
    let session = try await features.realtime.open(user: user, model: "visor-default") { _ in (chat.id, chat)
    }
    let events = RealtimeEvents(session)
    let created = try await events.next("session.created")
    #expect(created["session"]?["id"]?.string == session.id)
    return (session, events)
  }

  func stop() async {
    await features.shutdown()
    try? FileManager.default.removeItem(at: directory)
  }
}

/// Reads a session's events, parsed.
final class RealtimeEvents: @unchecked Sendable {
  private var iterator: AsyncStream<RealtimeOutbound>.AsyncIterator
  private(set) var seen: [RealtimeJSON] = []
  let session: RealtimeSession

  init(_ session: RealtimeSession) {
    self.session = session
    iterator = session.outbound.makeAsyncIterator()
  }

  /// Events up to and including the next of `type`; fails when the session ends first.
  @discardableResult
  func next(_ type: String, collecting: inout [RealtimeJSON]) async throws -> RealtimeJSON {
    while let message = await iterator.next() {
      guard case .event(let text) = message else { continue }
      session.sent(bytes: text.utf8.count)
      let event = try RealtimeJSON.parse(text)
      seen.append(event)
      collecting.append(event)
      if event["type"]?.string == type { return event }
    }
    throw RealtimeTestError.ended(type)
  }

  @discardableResult
  func next(_ type: String) async throws -> RealtimeJSON {
    var ignored: [RealtimeJSON] = []
    return try await next(type, collecting: &ignored)
  }
}

enum RealtimeTestError: Error { case ended(String) }

extension RealtimeJSON {
  var type: String { self["type"]?.string ?? "" }
}

@Suite("Realtime session: turns, cancel, errors, slots", .serialized)
struct RealtimeSessionTests {
  static let userText =
    #"{"type":"conversation.item.create","item":{"type":"message","role":"user","content":[{"type":"input_text","text":"Where am I?"}]}}"#

  @Test func aTextTurnStreamsDeltasInOrder() async throws {
    let harness = try await RealtimeHarness()
    let chat = ScriptedChat("You are in a kitchen. The window is on your left.")
    let (session, events) = try await harness.open(chat)
    await session.receive(
      text:
        #"{"type":"session.update","session":{"type":"realtime","output_modalities":["text"],"instructions":"Be brief."}}"#
    )
    try await events.next("session.updated")
    await session.receive(text: Self.userText)
    await session.receive(text: #"{"type":"response.create"}"#)
    var turn: [RealtimeJSON] = []
    let done = try await events.next("response.done", collecting: &turn)
    let types = turn.map(\.type)
    #expect(
      Array(types.prefix(3)) == ["conversation.item.added", "conversation.item.done", "response.created"])
    #expect(types.filter { $0 == "response.output_text.delta" }.count == 11)
    let text = turn.filter { $0.type == "response.output_text.delta" }.compactMap { $0["delta"]?.string }
      .joined()
    #expect(text == "You are in a kitchen. The window is on your left.")
    #expect(done["response"]?["status"]?.string == "completed")
    #expect(done["response"]?["output"]?.array?.first?["content"]?.array?.first?["text"]?.string == text)
    #expect((done["response"]?["usage"]?["output_tokens"]?.number ?? 0) > 0)
    // The model got the instructions and the question.
    let asked = try #require(chat.asked.withLock { $0.first })
    #expect(asked.first?.role == .system && asked.first?.text == "Be brief.")
    #expect(asked.last?.text == "Where am I?")
    await session.close()
    await harness.stop()
  }

  @Test func anAudioTurnSpeaksEachSentenceAt24kHz() async throws {
    let harness = try await RealtimeHarness()
    let (session, events) = try await harness.open(ScriptedChat("The door is open. Go ahead."))
    await session.receive(text: Self.userText)
    await session.receive(text: #"{"type":"response.create"}"#)
    var turn: [RealtimeJSON] = []
    let done = try await events.next("response.done", collecting: &turn)
    #expect(done["response"]?["status"]?.string == "completed")
    let transcripts = turn.filter { $0.type == "response.output_audio_transcript.delta" }.compactMap {
      $0["delta"]?.string
    }
    #expect(transcripts == ["The door is open.", " Go ahead."])
    let audio = turn.filter { $0.type == "response.output_audio.delta" }.compactMap {
      $0["delta"]?.string.flatMap { Data(base64Encoded: $0) }
    }
    let bytes = audio.reduce(0) { $0 + $1.count }
    // flite speaks these five words in about a second: 24 000 samples of 2 bytes each per second.
    #expect(bytes > 24_000 && bytes < 24_000 * 2 * 6, "\(bytes) bytes")
    #expect(audio.allSatisfy { $0.count % 2 == 0 && $0.count <= 12_000 })
    // Each sentence's words come before its audio.
    let types = turn.map(\.type)
    let secondWords = try #require(
      types.indices.filter { types[$0] == "response.output_audio_transcript.delta" }.last)
    #expect(types[..<secondWords].contains("response.output_audio.delta"))
    #expect(types.last == "response.done")
    await session.close()
    await harness.stop()
  }

  @Test func cancelStopsTheAnswerAtOnce() async throws {
    let harness = try await RealtimeHarness()
    let (session, events) = try await harness.open(
      ScriptedChat("one two three four five six seven eight nine ten", pause: .milliseconds(200)))
    await session.receive(text: #"{"type":"session.update","session":{"output_modalities":["text"]}}"#)
    try await events.next("session.updated")
    await session.receive(text: Self.userText)
    await session.receive(text: #"{"type":"response.create"}"#)
    let created = try await events.next("response.output_text.delta")
    let responseID = try #require(created["response_id"]?.string)
    await session.receive(text: #"{"type":"response.create"}"#)
    let busy = try await events.next("error")
    #expect(busy["error"]?["code"]?.string == "conversation_already_has_active_response")
    await session.receive(text: #"{"type":"response.cancel"}"#)
    let done = try await events.next("response.done")
    #expect(done["response"]?["id"]?.string == responseID)
    #expect(done["response"]?["status"]?.string == "cancelled")
    #expect(done["response"]?["status_details"]?["reason"]?.string == "client_cancelled")
    // Nothing of the cancelled response comes after its response.done (the model had 9 words to go).
    await session.receive(text: #"{"type":"no.such"}"#)
    var after: [RealtimeJSON] = []
    try await events.next("error", collecting: &after)
    try await Task.sleep(for: .milliseconds(400))  // two more of the model's words would have come by now
    await session.receive(text: #"{"type":"response.cancel","event_id":"e2"}"#)
    let second = try await events.next("error", collecting: &after)
    #expect(second["error"]?["code"]?.string == "response_cancel_not_active")
    #expect(second["error"]?["event_id"]?.string == "e2")
    #expect(after.allSatisfy { $0["response_id"]?.string != responseID })
    await session.close()
    await harness.stop()
  }

  @Test func badInputIsAnErrorAndTheSessionGoesOn() async throws {
    let harness = try await RealtimeHarness()
    let (session, events) = try await harness.open(ScriptedChat("Fine."))
    let cases: [(String, String)] = [
      ("{nope", "invalid_json"),
      (#"{"event_id":"x"}"#, "missing_required_parameter"),
      (#"{"type":"input_audio_buffer.append","audio":"%%%"}"#, "invalid_value"),
      (#"{"type":"input_audio_buffer.append"}"#, "missing_required_parameter"),
      (#"{"type":"session.update","session":{"voices":"x"}}"#, "unknown_parameter"),
      (#"{"type":"conversation.item.create","item":{"type":"function_call"}}"#, "invalid_value"),
      (
        #"{"type":"conversation.item.truncate","item_id":"nope","content_index":0,"audio_end_ms":10}"#,
        "item_truncate_invalid_item_id"
      ),
    ]
    for (text, code) in cases {
      await session.receive(text: text)
      let error = try await events.next("error")
      #expect(error["error"]?["code"]?.string == code, "\(text)")
      #expect(error["error"]?["message"]?.string?.hasSuffix(".") == true)
    }
    await session.oversized(bytes: 30 * 1024 * 1024)
    #expect(try await events.next("error")["error"]?["code"]?.string == "message_too_large")
    // A 15 MB buffer is the limit: 16 MB of audio in one append is refused, the buffer kept.
    let big = Data(count: 16 * 1024 * 1024).base64EncodedString()
    await session.receive(text: #"{"type":"input_audio_buffer.append","audio":"\#(big)"}"#)
    #expect(try await events.next("error")["error"]?["code"]?.string == "input_audio_buffer_too_large")
    let second = Data(count: 4800).base64EncodedString()
    await session.receive(text: #"{"type":"input_audio_buffer.append","audio":"\#(second)"}"#)
    await session.receive(text: #"{"type":"input_audio_buffer.clear"}"#)
    try await events.next("input_audio_buffer.cleared")
    // Still answering.
    await session.receive(text: Self.userText)
    await session.receive(text: #"{"type":"response.create","response":{"output_modalities":["text"]}}"#)
    #expect(try await events.next("response.done")["response"]?["status"]?.string == "completed")
    await session.close()
    await harness.stop()
  }

  @Test func theOfflineTextModelSaysItsLimitsInItsFirstAnswerOnly() async throws {
    let harness = try await RealtimeHarness()
    let (session, events) = try await harness.open(ScriptedChat("Paris.", id: "local/smollm2-135m"))
    await session.receive(text: #"{"type":"session.update","session":{"output_modalities":["text"]}}"#)
    try await events.next("session.updated")
    for expected in [RealtimeWords.offlineLimits + " Paris.", "Paris."] {
      await session.receive(text: Self.userText)
      await session.receive(text: #"{"type":"response.create"}"#)
      let done = try await events.next("response.done")
      let text = done["response"]?["output"]?.array?.first?["content"]?.array?.first?["text"]?.string
      #expect(text == expected)
    }
    await session.close()
    await harness.stop()
  }

  @Test func conversationsShareTheLiveSessionLimit() async throws {
    let harness = try await RealtimeHarness(maxSessions: 1)
    let (first, _) = try await harness.open(ScriptedChat("Hi."))
    await #expect(throws: VisorError.self) { _ = try await harness.open(ScriptedChat("Hi."), name: "bob") }
    #expect(throws: VisorError.self) { try harness.features.live.reserveSlot(busyMessage: "busy") }
    await first.close()
    let (again, _) = try await harness.open(ScriptedChat("Hi."), name: "cyd")
    #expect(harness.features.realtime.openSessions == 1)
    await again.close()
    #expect(harness.features.realtime.openSessions == 0)
    await harness.stop()
  }

  @Test func aClientThatStopsReadingIsClosedWithAReason() async throws {
    let harness = try await RealtimeHarness()
    let features = harness.features
    // A service with a 64 KB backlog (16 MB in production) on the same features.
    let service = RealtimeService(
      models: features.models, quotas: features.quotas, photos: features.photos, logger: features.logger,
      live: features.live, vad: nil, maxBacklogBytes: 64 * 1024)
    let user = try await features.accounts.createUser(username: "slow", password: nil, isAdmin: false)
    let chat = ScriptedChat("Hi.")
    let session = try await service.open(user: user, model: "visor-default") { _ in (chat.id, chat) }
    // Nothing is read (and nothing counted as sent): the errors' sentences pile up past the backlog.
    for _ in 0..<200 { await session.receive(text: #"{"type":"no.such.event"}"#) }
    var closed: RealtimeOutbound?
    var openWhenClosed: Int?
    for await message in session.outbound {
      if case .close = message { (closed, openWhenClosed) = (message, service.openSessions) }
    }
    #expect(closed == .close(code: 1008, reason: RealtimeWords.slowClient))
    #expect(openWhenClosed == 0, "the slot is free before the close is heard")
    #expect(service.openSessions == 0)
    await harness.stop()
  }
}
