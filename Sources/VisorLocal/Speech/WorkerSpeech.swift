import Foundation
import VisorCore

/// Speech to text with whisper tiny.en (faster-whisper) in the speech worker. English only.
///
/// ```swift
/// let text = try await WhisperSpeechRecognizer(worker: speechWorker).transcribe(pcm16k)
/// ```
public struct WhisperSpeechRecognizer: SpeechRecognizer {
  public let id = "local/whisper-tiny-en"
  public let worker: WorkerProcess

  public init(worker: WorkerProcess) {
    self.worker = worker
  }

  private struct Params: Encodable, Sendable { var audio: Data }
  private struct Result: Decodable, Sendable { var text: String }

  /// Transcribes mono PCM (resampled to 16 kHz when needed).
  /// - Throws: `.emptyAudio` for no samples; worker errors (`.workerRestarting`, …).
  public func transcribe(_ audio: PCMAudio) async throws -> String {
    guard !audio.samples.isEmpty else {
      throw VisorError(.emptyAudio, "The audio is empty. Record a few seconds of speech and try again.")
    }
    let pcm = audio.sampleRate == 16000 ? audio : SpeechPCM.resample(audio, to: 16000)
    // Long recordings get more time: whisper tiny.en runs at a fraction of real time, slower when busy.
    let timeout = Duration.seconds(60) + .seconds(4 * pcm.durationSeconds)
    let result = try await worker.call(
      "transcribe", Params(audio: SpeechPCM.int16LittleEndian(pcm.samples)), as: Result.self,
      timeout: max(timeout, worker.configuration.requestTimeout))
    return result.text
  }

  /// Loads the model now instead of on the first request.
  public func warm() async throws {
    _ = try await worker.call("load", LoadParams(model: "whisper"), as: WorkerProcess.NoResult.self)
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
      throw VisorError(.emptyText, "The text is empty. Send some words to speak.")
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
        "The voice '\(voice)' does not exist for \(model). Use one of: \(voices.joined(separator: ", ")).")
    }
    return lower
  }
}
