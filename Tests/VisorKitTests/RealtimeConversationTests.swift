import Foundation
import Testing
import VisorAPI
import VisorKit
import VisorKitTesting

/// ``VoiceConversationModel``'s rules and ``RealtimeConversation``'s wire format against the doubles: a
/// fake realtime socket (the test plays the server), microphone and player.
@Suite(.serialized) @MainActor struct RealtimeConversationTests {
  @MainActor struct Rig {
    static let token = "vsr_" + String(repeating: "Ab3-_", count: 8) + "xyz"
    let transport = FakeRealtimeTransport()
    let microphone = FakeAudioStream()
    let player = FakePCMPlayer()
    let model: VoiceConversationModel

    init(frame: (@MainActor () async -> Photo?)? = nil) throws {
      model = VoiceConversationModel(
        client: try VisorClient(baseURL: "http://127.0.0.1:9", token: Self.token), microphone: microphone,
        player: player, transport: transport, frame: frame)
    }

    var socket: FakeLiveSocket { transport.socket! }

    func server(_ json: String) { socket.deliver(text: json) }

    /// Waits (bounded) until `condition` holds: the model's tasks run between checks.
    func until(_ what: String, _ condition: @MainActor () -> Bool) async throws {
      for _ in 0..<2000 {
        if condition() { return }
        try await Task.sleep(for: .milliseconds(1))
      }
      Issue.record("never: \(what)")
      throw CancellationError()
    }
  }

  static func pcm(_ byte: UInt8, count: Int = 480) -> Data { Data(repeating: byte, count: count) }

  @Test func opensWithServerVADAndStreamsTheMicrophone() async throws {
    let rig = try Rig()
    await rig.model.start()
    #expect(rig.model.state == .listening)
    let url = try #require(rig.transport.requests.first?.url)
    #expect(url.path == "/v1/realtime" && url.query == "model=visor-default")
    #expect(rig.transport.requests.first?.headers["Authorization"] == "Bearer " + Rig.token)
    let update = try #require(rig.socket.events.first)
    #expect(update["type"] as? String == "session.update")
    let session = try #require(update["session"] as? [String: Any])
    let input = try #require((session["audio"] as? [String: Any])?["input"] as? [String: Any])
    let turns = try #require(input["turn_detection"] as? [String: Any])
    #expect(turns["type"] as? String == "server_vad" && turns["create_response"] as? Bool == false)
    #expect(session["output_modalities"] as? [String] == ["audio"])
    rig.microphone.push(Self.pcm(1))
    rig.microphone.push(Self.pcm(2))
    try await rig.until("two appends") {
      rig.socket.eventTypes.filter { $0 == "input_audio_buffer.append" }.count == 2
    }
    let appended = rig.socket.events.filter { $0["type"] as? String == "input_audio_buffer.append" }
    #expect(
      appended.compactMap { ($0["audio"] as? String).flatMap { Data(base64Encoded: $0) } } == [
        Self.pcm(1), Self.pcm(2),
      ])
    await rig.model.stop()
    #expect(!rig.microphone.isOpen && rig.socket.closed != nil)
    #expect(rig.model.state == .stopped("Conversation off."))
  }

  @Test func aSpokenTurnGoesWithTheCameraFrameAndItsAnswerPlays() async throws {
    let photo = Photo(Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]))
    let rig = try Rig(frame: { photo })
    await rig.model.start()
    rig.server(#"{"type":"input_audio_buffer.speech_started","item_id":"item_u1","audio_start_ms":300}"#)
    try await rig.until("hearing") { rig.model.state == .hearing }
    rig.server(#"{"type":"input_audio_buffer.speech_stopped","item_id":"item_u1","audio_end_ms":1800}"#)
    try await rig.until("thinking") { rig.model.state == .thinking }
    rig.server(
      #"{"type":"conversation.item.input_audio_transcription.completed","item_id":"item_u1","content_index":0,"transcript":" Where is the door? "}"#
    )
    try await rig.until("the question went") { rig.socket.eventTypes.contains("response.create") }
    #expect(rig.model.heard == ["Where is the door?"])
    // The frame first, then the response.
    let types = rig.socket.eventTypes
    let image = try #require(types.firstIndex(of: "conversation.item.create"))
    #expect(image < types.firstIndex(of: "response.create")!)
    let item = try #require(rig.socket.events[image]["item"] as? [String: Any])
    let content = try #require((item["content"] as? [[String: Any]])?.first)
    #expect(content["image_url"] as? String == "data:image/jpeg;base64," + photo.data.base64EncodedString())

    let audio = Self.pcm(9, count: 960)
    rig.server(#"{"type":"response.created","response":{"id":"resp_1","status":"in_progress"}}"#)
    rig.server(
      #"{"type":"response.output_audio_transcript.delta","response_id":"resp_1","item_id":"item_a1","delta":"The door is ahead."}"#
    )
    rig.server(
      #"{"type":"response.output_audio.delta","response_id":"resp_1","item_id":"item_a1","delta":"\#(audio.base64EncodedString())"}"#
    )
    try await rig.until("answering") { rig.model.state == .answering }
    #expect(rig.player.enqueued == [audio])
    #expect(rig.model.answer == "The door is ahead.")
    rig.server(#"{"type":"response.done","response":{"id":"resp_1","status":"completed"}}"#)
    try await rig.until("done read") { rig.socket.events.count > 0 && rig.model.state == .answering }
    // Still playing after response.done: the model listens again once the audio played out.
    rig.player.playOut()
    try await rig.until("listening") { rig.model.state == .listening }
    await rig.model.stop()
  }

  @Test func speakingDuringAnAnswerStopsItAndTellsTheServerWhatWasHeard() async throws {
    let rig = try Rig()
    await rig.model.start()
    rig.server(#"{"type":"response.created","response":{"id":"resp_1","status":"in_progress"}}"#)
    rig.server(
      #"{"type":"response.output_audio.delta","response_id":"resp_1","item_id":"item_a1","delta":"\#(Self.pcm(3).base64EncodedString())"}"#
    )
    try await rig.until("answering") { rig.model.state == .answering }
    rig.player.heardMs = 740
    rig.server(#"{"type":"input_audio_buffer.speech_started","item_id":"item_u2","audio_start_ms":5000}"#)
    try await rig.until("truncated") { rig.socket.eventTypes.contains("conversation.item.truncate") }
    #expect(rig.player.stops == 1 && !rig.player.isPlaying)
    #expect(rig.model.state == .hearing)
    let truncate = try #require(
      rig.socket.events.first { $0["type"] as? String == "conversation.item.truncate" })
    #expect(truncate["item_id"] as? String == "item_a1" && truncate["audio_end_ms"] as? Int == 740)
    // The server's cancellation arrives after: nothing more plays.
    rig.server(
      #"{"type":"response.done","response":{"id":"resp_1","status":"cancelled","status_details":{"type":"cancelled","reason":"turn_detected"}}}"#
    )
    rig.server(#"{"type":"input_audio_buffer.speech_stopped","item_id":"item_u2","audio_end_ms":6000}"#)
    try await rig.until("thinking") { rig.model.state == .thinking }
    #expect(rig.player.enqueued.count == 1)
    await rig.model.stop()
  }

  @Test func withoutBargeInTheAnswerPlaysOn() async throws {
    let rig = try Rig()
    rig.model.interruptsOnSpeech = false
    await rig.model.start()
    rig.server(
      #"{"type":"response.output_audio.delta","response_id":"resp_1","item_id":"item_a1","delta":"\#(Self.pcm(3).base64EncodedString())"}"#
    )
    try await rig.until("answering") { rig.model.state == .answering }
    rig.server(#"{"type":"input_audio_buffer.speech_started","item_id":"item_u2","audio_start_ms":5000}"#)
    try await rig.until("hearing") { rig.model.state == .hearing }
    #expect(rig.player.stops == 0 && rig.player.isPlaying)
    #expect(!rig.socket.eventTypes.contains("conversation.item.truncate"))
    await rig.model.stop()
  }

  @Test func aTapPausesSendingAndGoesOn() async throws {
    let rig = try Rig()
    await rig.model.start()
    await rig.model.togglePause()
    #expect(rig.model.state == .paused)
    #expect(rig.socket.eventTypes.contains("input_audio_buffer.clear"))
    #expect(!rig.microphone.isOpen)
    rig.microphone.push(Self.pcm(4))
    await rig.model.togglePause()
    #expect(rig.model.state == .listening && rig.microphone.isOpen)
    rig.microphone.push(Self.pcm(5))
    try await rig.until("the piece after the pause") { rig.model.piecesSent == 1 }
    let appended = rig.socket.events.filter { $0["type"] as? String == "input_audio_buffer.append" }
    // Nothing of the pause was sent.
    #expect(
      appended.compactMap { ($0["audio"] as? String).flatMap { Data(base64Encoded: $0) } } == [Self.pcm(5)])
    await rig.model.stop()
  }

  @Test func serverEventsDecode() throws {
    let failed = try RealtimeServerEvent(
      text:
        #"{"type":"response.done","response":{"id":"resp_9","status":"failed","status_details":{"type":"failed","error":{"type":"rate_limit_error","code":"rate_limited","message":"Too many requests; wait a minute."}}}}"#
    )
    #expect(failed.responseID == "resp_9" && failed.status == "failed")
    #expect(failed.errorCode == "rate_limited" && failed.message == "Too many requests; wait a minute.")
    let error = try RealtimeServerEvent(
      text:
        #"{"type":"error","error":{"type":"invalid_request_error","code":"invalid_event","message":"No."}}"#)
    #expect(error.errorCode == "invalid_event")
    #expect(throws: VisorClientError.self) { try RealtimeServerEvent(text: "[]") }
    let truncate = RealtimeClientEvent.truncate(itemID: "item_1", audioEndMs: 120).text
    #expect(
      truncate
        == #"{"audio_end_ms":120,"content_index":0,"item_id":"item_1","type":"conversation.item.truncate"}"#)
  }
}
