/// The one voice check of Visor: which speech model speaks an answer, in which voice.
///
/// - A voice named in the request goes to the first speech model that has it (the default model
///   first); when no model has it, the request is refused with `.unknownVoice`.
/// - The profile's voice goes the same way; when no model has it (any more), the default model speaks
///   in its default voice and the answer carries an ``AnswerNote/voiceUnavailable(_:model:)`` note —
///   a voice never costs the answer.
/// - A model that lists no voices (a remote provider configured without them) takes any voice.
///
/// ```swift
/// let speakers = [VoiceRouting.Speaker(model: "local/piper-joe", voices: ["joe"]),
///                 VoiceRouting.Speaker(model: "local/flite", voices: ["slt", "rms", "awb", "kal"])]
/// try VoiceRouting.choose(requested: "slt", profile: nil, among: speakers)
/// // VoiceChoice(model: "local/flite", voice: "slt", note: nil)
/// try VoiceRouting.choose(requested: nil, profile: "nova", among: speakers)
/// // VoiceChoice(model: "local/piper-joe", voice: nil, note: voice_unavailable)
/// ```
public enum VoiceRouting {
  /// A speech model that can speak now, and its voices (empty: any voice).
  public struct Speaker: Sendable, Equatable {
    public var model: String
    public var voices: [String]
    public init(model: String, voices: [String]) {
      self.model = model
      self.voices = voices
    }
  }

  /// What to speak with.
  public struct VoiceChoice: Sendable, Equatable {
    public var model: String
    /// The voice as the model spells it; nil for the model's default voice.
    public var voice: String?
    public var note: AnswerNote?
    public init(model: String, voice: String?, note: AnswerNote? = nil) {
      self.model = model
      self.voice = voice
      self.note = note
    }
  }

  /// Picks the model and voice. `speakers` are the models that can speak now, the default first.
  /// - Throws: `.unknownVoice` when `requested` is a voice none of them has; 501 when there is
  ///   no speech model at all.
  public static func choose(requested: String?, profile: String?, among speakers: [Speaker]) throws
    -> VoiceChoice
  {
    guard let first = speakers.first else {
      throw VisorError(
        .notConfigured,
        Message("error.configure.speech")
      )
    }
    if let requested = requested?.trimmingWhitespace, !requested.isEmpty {
      guard let choice = route(requested, among: speakers) else {
        throw unknownVoice(requested, among: speakers)
      }
      return choice
    }
    if let profile = profile?.trimmingWhitespace, !profile.isEmpty {
      return route(profile, among: speakers)
        ?? VoiceChoice(model: first.model, voice: nil, note: .voiceUnavailable(profile, model: first.model))
    }
    return VoiceChoice(model: first.model, voice: nil)
  }

  /// Checks a voice for the profile: some speech model must have it. Returns its spelling there.
  public static func check(_ voice: String, among speakers: [Speaker]) throws -> String {
    guard let choice = route(voice, among: speakers) else { throw unknownVoice(voice, among: speakers) }
    return choice.voice ?? voice
  }

  /// The one sentence for a voice no speech model has.
  public static func unknownVoice(_ voice: String, among speakers: [Speaker]) -> VisorError {
    var names: [String] = []
    for speaker in speakers { names += speaker.voices.filter { !names.contains($0) } }
    let asked = MessageArgument.text(String(voice.prefix(40)))
    return VisorError(
      .unknownVoice,
      names.isEmpty
        ? Message("error.voice.none", ["voice": asked])
        : Message("error.voice.unknown", ["voice": asked, "voices": .text(names.joined(separator: ", "))]))
  }

  private static func route(_ voice: String, among speakers: [Speaker]) -> VoiceChoice? {
    let wanted = voice.lowercased()
    for speaker in speakers {
      if let spelling = speaker.voices.first(where: { $0.lowercased() == wanted }) {
        return VoiceChoice(model: speaker.model, voice: spelling)
      }
    }
    if let open = speakers.first(where: { $0.voices.isEmpty }) {
      return VoiceChoice(model: open.model, voice: voice)
    }
    return nil
  }
}
