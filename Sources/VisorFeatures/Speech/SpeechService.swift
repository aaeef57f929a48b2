import Foundation
import VisorCore
import VisorLocal
import VisorMedia

/// Speech on its own: text to audio and audio to text (`POST /api/v1/speech`, `/api/v1/transcriptions`).
///
/// ```swift
/// let clip = try await features.speech.speak("Hello", voice: nil, profileVoice: nil, format: "mp3", model: nil)
/// ```
public struct SpeechService: Sendable {
  /// The longest recording transcribed.
  public static let maxTranscriptionSeconds = 300.0

  let models: ModelRegistry
  let photos: PhotoWork

  /// Text → audio in a container; long text is chunked and fully spoken. A `voice` no speech model
  /// has is a 400; the profile's voice is used when some model has it, else the default voice.
  public func speak(_ text: String, voice: String?, profileVoice: String?, format: String?, model: String?)
    async throws -> AudioClip
  {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw VisorError(.emptyText, Message("error.speech.emptyText"))
    }
    guard trimmed.count <= 20_000 else {
      throw VisorError(.textTooLong, Message("error.speech.textTooLong"))
    }
    let format = try AnalysisService.audioFormat(format)
    let choice = try models.speechVoice(requested: voice, profile: profileVoice, model: model)
    guard let synthesizer = choice.entry.synthesizer else {
      throw VisorError(.notConfigured, ModelRegistry.howToConfigureMessage(.speech))
    }
    return try await encode(try await synthesize(trimmed, voice: choice.voice, with: synthesizer), as: format)
  }

  /// `text` as `synthesizer` says it in `voice`, cleaned for the ear first (``SpokenText/forEar``: a
  /// pause, not "slash"; units as words; colour codes and model ids left out): the one way Visor
  /// turns text into sound, for `/api/v1/speech` and OpenAI's `/v1/audio/speech` alike. Long text is
  /// chunked and fully spoken; a model that returns no audio is `synthesis_failed`.
  public func synthesize(_ text: String, voice: String?, with synthesizer: any SpeechSynthesizer) async throws
    -> PCMAudio
  {
    let spoken = SpokenText.forEar(text)
    let pcm = try await SpeechText.synthesize(spoken.isEmpty ? text : spoken, voice: voice, with: synthesizer)
    guard !pcm.samples.isEmpty else {
      throw VisorError(.synthesisFailed, Message("error.speech.noAudio"))
    }
    return pcm
  }

  /// `pcm` in an audio file (MP3, Opus, WAV…), encoded off the caller's thread.
  public func encode(_ pcm: PCMAudio, as format: AudioClip.Format) async throws -> AudioClip {
    try await photos.run { try AudioEncoder.encode(pcm, format: format) }
  }

  /// Audio (any browser format) → text. `language`: `nil` hears the person's language
  /// (``Language/current``) when the model can, else the model's own; ``HearingLanguage/detect``
  /// lets the model detect it; a code asks for exactly that language (`.unsupportedLanguage` when the
  /// model cannot hear it: tiny.en and anything but English).
  public func transcribe(_ data: Data, model: String?, language: HearingLanguage? = nil) async throws
    -> Transcription
  {
    try await transcribe(data, with: try models.resolve(model, for: .transcription), language: language)
  }

  /// Audio → text with `entry`'s recogniser, by the same rules for every surface: the language is
  /// checked before anything is decoded (`unsupported_language`: tiny.en and anything but English),
  /// at most 300 seconds are decoded, and a silent recording is `audio_silent`, never sent to the model.
  public func transcribe(_ data: Data, with entry: ModelRegistry.Entry, language: HearingLanguage?)
    async throws
    -> Transcription
  {
    guard let recognizer = entry.recognizer else {
      throw VisorError(.notConfigured, ModelRegistry.howToConfigureMessage(.transcription))
    }
    let asked: String? =
      switch language {
      case nil: recognizer.expectedLanguage
      case .detect: nil
      case .code(let code): code
      }
    // Before decoding: a model that cannot hear the language is the caller's mistake, said at once.
    if let asked { try recognizer.check(language: asked) }
    let pcm = try await photos.run {
      try AudioDecoder.decode(data, sampleRate: 16_000, maxSeconds: Self.maxTranscriptionSeconds)
    }
    guard !AudioDecoder.isSilent(pcm) else {
      throw VisorError(.audioSilent, MessageCatalogue.current.text("speech.silent"))
    }
    let heard = try await recognizer.transcribe(pcm, language: asked)
    return Transcription(
      text: heard.text.trimmingCharacters(in: .whitespacesAndNewlines), model: entry.descriptor.id,
      durationSeconds: pcm.durationSeconds, language: heard.language,
      languageProbability: heard.languageProbability)
  }
}

/// The language a recording is heard in, when the request says.
public enum HearingLanguage: Sendable, Equatable {
  /// Let the model detect it (`"auto"`).
  case detect
  /// Exactly this Whisper code (``WhisperLanguages``).
  case code(String)

  /// A request's `language` field: absent or empty → `nil` (the person's language); `"auto"` →
  /// ``detect``; else a language Whisper hears (`"de-AT"` → `de`) or `unsupported_language`.
  public static func parse(_ raw: String?) throws -> HearingLanguage? {
    guard let raw = raw?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
    if raw.lowercased() == "auto" { return .detect }
    return .code(try WhisperLanguages.code(for: raw))
  }
}

/// What a recording says, and which model wrote it down.
public struct Transcription: Sendable, Equatable {
  public var text: String
  public var model: String
  public var durationSeconds: Double
  /// The language it was heard in (ISO 639-1), detected or as asked; `nil` when the model cannot say.
  public var language: String?
  /// How sure a detection was; `nil` when the language was given.
  public var languageProbability: Double?
  public init(
    text: String, model: String, durationSeconds: Double, language: String? = nil,
    languageProbability: Double? = nil
  ) {
    self.text = text
    self.model = model
    self.durationSeconds = durationSeconds
    self.language = language
    self.languageProbability = languageProbability
  }
}
