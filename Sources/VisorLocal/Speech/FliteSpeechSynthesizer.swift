import CFlite
import Dispatch
import Foundation
import VisorCore

/// Text to speech in-process with flite (BSD-style licence): the fallback voice when Piper is missing.
///
/// Voices: `slt` (female), `rms`, `awb`, `kal` (male), all US English, 16 kHz. flite is not
/// thread-safe, so every call runs on one serial queue.
public struct FliteSpeechSynthesizer: SpeechSynthesizer {
  public let id = "local/flite"
  public let voices = FliteEngine.voiceNames
  /// Longer text is split into chunks of at most this many characters.
  public let maxCharacters: Int

  public init(maxCharacters: Int = 400) {
    self.maxCharacters = maxCharacters
  }

  /// - Throws: 400 `empty_text`, 400 `unknown_voice`, 500 `synthesis_failed`.
  public func synthesize(_ text: String, voice: String?) async throws -> PCMAudio {
    let voice = try SpeechVoices.resolve(voice, among: voices, model: id)
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw VisorError.badRequest("empty_text", "The text is empty. Send some words to speak.")
    }
    if trimmed.count > maxCharacters {
      return try await SpeechText.synthesize(trimmed, voice: voice, with: self, maxCharacters: maxCharacters)
    }
    return try await FliteEngine.shared.speak(trimmed, voice: voice)
  }
}

/// The one flite engine of the process: flite and its voices are global and not thread-safe, so
/// every call runs on one serial queue and each voice is registered once.
final class FliteEngine: @unchecked Sendable {
  static let shared = FliteEngine()
  static let voiceNames = ["slt", "rms", "awb", "kal"]

  /// Guards `loaded`, `initialised` and every flite call.
  private let queue = DispatchQueue(label: "visor.flite")
  private var loaded: [String: UnsafeMutablePointer<cst_voice>] = [:]
  private var initialised = false

  func speak(_ text: String, voice: String) async throws -> PCMAudio {
    try await withCheckedThrowingContinuation { continuation in
      queue.async {
        continuation.resume(with: Result { try self.speakOnQueue(text, voice: voice) })
      }
    }
  }

  private func speakOnQueue(_ text: String, voice name: String) throws -> PCMAudio {
    if !initialised {
      flite_init()
      initialised = true
    }
    let voice: UnsafeMutablePointer<cst_voice>
    if let existing = loaded[name] {
      voice = existing
    } else {
      let index = Self.voiceNames.firstIndex(of: name) ?? 0
      guard let registered = visor_flite_voice(Int32(index)) else {
        throw VisorError(
          status: 500, code: "synthesis_failed", message: "The flite voice '\(name)' could not be loaded.")
      }
      voice = registered
      loaded[name] = voice
    }
    guard let wave = text.withCString({ flite_text_to_wave($0, voice) }) else {
      throw VisorError(
        status: 500, code: "synthesis_failed",
        message: "flite could not synthesise this text; try simpler words.")
    }
    defer { delete_wave(wave) }
    let channels = Int(max(wave.pointee.num_channels, 1))
    var samples = [Float](repeating: 0, count: Int(max(wave.pointee.num_samples, 0)))
    if let source = wave.pointee.samples {
      for index in 0..<samples.count { samples[index] = Float(source[index * channels]) / 32768 }
    }
    return PCMAudio(samples: samples, sampleRate: Int(wave.pointee.sample_rate))
  }
}
