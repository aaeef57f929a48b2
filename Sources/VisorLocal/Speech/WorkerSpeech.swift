import Foundation
import VisorCore

/// Speech to text with Whisper (faster-whisper) in the speech worker: base (multilingual, the
/// default since issue 27) or tiny.en (English only).
///
/// ```swift
/// let whisper = WhisperSpeechRecognizer(worker: speechWorker, model: .base)
/// let heard = try await whisper.transcribe(pcm16k, language: "de")   // told the language
/// let any = try await whisper.transcribe(pcm16k, language: nil)       // detected: any.language
/// let text = try await whisper.transcribe(pcm16k)   // the person's language (Language.current)
/// ```
public struct WhisperSpeechRecognizer: SpeechRecognizer {
  /// The two Whisper models setup installs.
  public enum Model: String, Sendable, CaseIterable {
    /// Whisper base, multilingual (99 languages): `local/whisper-base`.
    case base
    /// Whisper tiny.en, English only: `local/whisper-tiny-en`.
    case tinyEn = "tiny-en"

    public var id: String { "local/whisper-\(rawValue)" }
    /// The worker's name for it in `ping`'s `loaded` list.
    var loadedKey: String { self == .tinyEn ? "whisper" : "whisper:\(rawValue)" }
  }

  public let model: Model
  public var id: String { model.id }
  public let worker: WorkerProcess

  public init(worker: WorkerProcess, model: Model) {
    self.worker = worker
    self.model = model
  }

  /// tiny.en hears English only; base every language Whisper knows.
  public var languages: [String]? { model == .tinyEn ? ["en"] : nil }

  private struct Params: Encodable, Sendable {
    var audio: Data
    var model: String
    var language: String?
  }
  private struct Result: Decodable, Sendable {
    var text: String
    var language: String?
    var languageProbability: Double?
  }

  /// Transcribes in the person's language (``Language/current``) when this model hears it, else in
  /// English (tiny.en): never refused for the language.
  public func transcribe(_ audio: PCMAudio) async throws -> String {
    try await transcribe(audio, language: expectedLanguage).text
  }

  /// Transcribes mono PCM (resampled to 16 kHz when needed) in `language` (a Whisper code, see
  /// ``WhisperLanguages``), or in the language base detects when `nil` (tiny.en: English).
  /// - Throws: `.emptyAudio` for no samples; `.unsupportedLanguage` for a language this model does
  ///   not hear (tiny.en asked for anything but English); worker errors (`.workerRestarting`, …).
  public func transcribe(_ audio: PCMAudio, language: String?) async throws -> HeardSpeech {
    if let language { try check(language: language) }
    guard !audio.samples.isEmpty else {
      throw VisorError(.emptyAudio, Message("error.audio.empty"))
    }
    let pcm = audio.sampleRate == 16000 ? audio : SpeechPCM.resample(audio, to: 16000)
    // Long recordings get more time: whisper runs at a fraction of real time, slower when busy.
    let timeout = Duration.seconds(60) + .seconds(4 * pcm.durationSeconds)
    let result = try await worker.call(
      "transcribe",
      Params(audio: SpeechPCM.int16LittleEndian(pcm.samples), model: model.rawValue, language: language),
      as: Result.self, timeout: max(timeout, worker.configuration.requestTimeout))
    return HeardSpeech(
      text: result.text, language: result.language ?? language,
      languageProbability: result.languageProbability)
  }

  /// Loads the model now instead of on the first request.
  public func warm() async throws {
    _ = try await worker.call(
      "load", LoadParams(model: "whisper", whisper: model.rawValue), as: WorkerProcess.NoResult.self)
  }
}

/// Text to speech with the Piper "joe" voice (US English, 22 050 Hz) in the speech worker.
///
/// piper-tts is GPL-3.0, so it runs only in that separate process, never linked into Visor.
public struct PiperSpeechSynthesizer: SpeechSynthesizer {
  public let id = "local/piper-joe"
  public let voices = ["joe"]
  public let worker: WorkerProcess
  /// Longer text is split into chunks of at most this many characters.
  public var maxCharacters: Int

  public init(worker: WorkerProcess, maxCharacters: Int = 400) {
    self.worker = worker
    self.maxCharacters = maxCharacters
  }

  private struct Params: Encodable, Sendable {
    var text: String
    var voice: String
  }
  private struct Result: Decodable, Sendable {
    var audio: Data
    var sampleRate: Int
  }

  /// - Throws: `.emptyText`, `.unknownVoice`, or worker errors.
  public func synthesize(_ text: String, voice: String?) async throws -> PCMAudio {
    let voice = try SpeechVoices.resolve(voice, among: voices, model: id)
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw VisorError(.emptyText, Message("error.speech.textEmpty"))
    }
    if trimmed.count > maxCharacters {
      return try await SpeechText.synthesize(
        trimmed, voice: voice, with: self, maxCharacters: maxCharacters)
    }
    let result = try await worker.call("synthesize", Params(text: trimmed, voice: voice), as: Result.self)
    return PCMAudio(samples: SpeechPCM.floats(int16LittleEndian: result.audio), sampleRate: result.sampleRate)
  }

  /// Loads the voice now instead of on the first request.
  public func warm() async throws {
    _ = try await worker.call(
      "load", LoadParams(model: "piper", voice: "joe"), as: WorkerProcess.NoResult.self)
  }
}

extension WorkerProcess {
  /// The child's resident memory as the worker itself reports it (falls back to `/proc`).
  public func reportedResidentMemoryBytes() async -> Int? {
    if let stats = try? await call("stats", NoParams(), as: SpeechWorkerStats.self), let rss = stats.rssBytes
    {
      return rss
    }
    return residentMemoryBytes
  }
}

enum SpeechVoices {
  static func resolve(_ voice: String?, among voices: [String], model: String) throws -> String {
    guard let voice, !voice.isEmpty else { return voices[0] }
    let lower = voice.lowercased()
    guard voices.contains(lower) else {
      throw VisorError(
        .unknownVoice,
        Message(
          "error.speech.voiceUnknownUse",
          ["name": .text(voice), "model": .text(model), "voices": .text(voices.joined(separator: ", "))]))
    }
    return lower
  }
}
