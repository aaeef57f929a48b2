import Testing
import VisorCore

/// The one voice check: which model speaks, in which voice, and when a voice is refused or noted.
@Suite struct VoiceRoutingTests {
  static let piper = VoiceRouting.Speaker(model: "local/piper-joe", voices: ["joe"])
  static let flite = VoiceRouting.Speaker(model: "local/flite", voices: ["slt", "rms", "awb", "kal"])
  static let speakers = [piper, flite]

  @Test func aRequestedVoiceGoesToTheModelThatHasItDefaultFirst() throws {
    let slt = try VoiceRouting.choose(requested: "slt", profile: "joe", among: Self.speakers)
    #expect(slt == .init(model: "local/flite", voice: "slt"))
    let joe = try VoiceRouting.choose(requested: "JOE", profile: nil, among: Self.speakers)
    #expect(joe == .init(model: "local/piper-joe", voice: "joe"))
  }

  @Test func aRequestedVoiceNoModelHasIsA400NamingTheVoices() {
    #expect(
      throws: VisorError(
        .unknownVoice,
        "No speech model here has the voice \"darth\"; choose one of: joe, slt, rms, awb, kal (GET /api/v1/models lists each model's voices)."
      )
    ) { try VoiceRouting.choose(requested: "darth", profile: "slt", among: Self.speakers) }
  }

  @Test func theProfileVoiceIsRoutedLikeARequestedOne() throws {
    let choice = try VoiceRouting.choose(requested: nil, profile: "kal", among: Self.speakers)
    #expect(choice == .init(model: "local/flite", voice: "kal"))
  }

  @Test func aProfileVoiceNoModelHasFallsBackToTheDefaultVoiceWithANote() throws {
    // Piper was uninstalled after "joe" was chosen: flite is now the only (default) model.
    let choice = try VoiceRouting.choose(requested: nil, profile: "joe", among: [Self.flite])
    #expect(choice.model == "local/flite")
    #expect(choice.voice == nil)
    let note = try #require(choice.note)
    #expect(note == AnswerNote.voiceUnavailable("joe", model: "local/flite"))
    #expect(note.message.contains("\"joe\"") && note.message.contains("local/flite"))
  }

  @Test func withoutAVoiceTheDefaultModelSpeaksInItsDefaultVoice() throws {
    #expect(
      try VoiceRouting.choose(requested: nil, profile: nil, among: Self.speakers)
        == .init(model: "local/piper-joe", voice: nil))
    #expect(
      try VoiceRouting.choose(requested: "  ", profile: "", among: Self.speakers)
        == .init(model: "local/piper-joe", voice: nil))
  }

  @Test func aModelThatListsNoVoicesTakesAnyVoice() throws {
    let remote = VoiceRouting.Speaker(model: "remote/tts", voices: [])
    #expect(
      try VoiceRouting.choose(requested: "nova", profile: nil, among: [Self.flite, remote])
        == .init(model: "remote/tts", voice: "nova"))
  }

  @Test func theProfileAcceptsOnlyAVoiceSomeModelHas() throws {
    #expect(try VoiceRouting.check("RMS", among: Self.speakers) == "rms")
    #expect(throws: VisorError.self) { try VoiceRouting.check("darth", among: Self.speakers) }
    #expect(throws: VisorError.self) { try VoiceRouting.check("joe", among: []) }
  }
}
