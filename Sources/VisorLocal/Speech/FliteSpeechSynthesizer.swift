internal import CVisorAudioAPI
import Dispatch
import Foundation
import VisorCore
import VisorMedia

/// Text to speech in-process with flite (BSD-style licence): the fallback voice when Piper is missing.
///
/// Voices: `slt` (female), `rms`, `awb`, `kal` (male), all US English, 16 kHz. flite lives in the
/// VisorAudio plugin (`libVisorAudio.so`), opened on the first synthesis (`.unavailable` when it is missing).
/// flite is not thread-safe, so every call runs on one serial queue.
public struct FliteSpeechSynthesizer: SpeechSynthesizer {
  public let id = "local/flite"
  public let voices = FliteEngine.voiceNames
  /// Longer text is split into chunks of at most this many characters.
  public let maxCharacters: Int

  public init(maxCharacters: Int = 400) {
    self.maxCharacters = maxCharacters
  }

  /// - Throws: `.emptyText`, `.unknownVoice`, `.synthesisFailed`.
  public func synthesize(_ text: String, voice: String?) async throws -> PCMAudio {
    let voice = try SpeechVoices.resolve(voice, among: voices, model: id)
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw VisorError(.emptyText, Message("error.speech.textEmpty"))
    }
    if trimmed.count > maxCharacters {
      return try await SpeechText.synthesize(trimmed, voice: voice, with: self, maxCharacters: maxCharacters)
    }
    return try await FliteEngine.shared.speak(trimmed, voice: voice)
  }
}

/// The one flite engine of the process: flite and its voices are global and not thread-safe, so
/// every call runs on one serial queue (the plugin also holds a lock) and blocks no Swift task thread.
final class FliteEngine: Sendable {
  static let shared = FliteEngine()
  /// The plugin's voices, by index (flite_voice_name); listed here so naming them opens nothing.
  static let voiceNames = ["slt", "rms", "awb", "kal"]

  private let queue = DispatchQueue(label: "visor.flite")

  func speak(_ text: String, voice: String) async throws -> PCMAudio {
    try await withCheckedThrowingContinuation { continuation in
      queue.async {
        continuation.resume(with: Result { try Self.speakOnQueue(text, voice: voice) })
      }
    }
  }

  private static func speakOnQueue(_ text: String, voice name: String) throws -> PCMAudio {
    let api = try AudioPlugin.api()
    let index = voiceNames.firstIndex(of: name) ?? 0
    var samples: UnsafeMutablePointer<Int16>? = nil
    var count = 0
    var sampleRate: Int32 = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = message.withUnsafeMutableBufferPointer { buffer in
      text.withCString {
        api.pointee.flite_speak(
          Int32(index), $0, &samples, &count, &sampleRate, buffer.baseAddress, buffer.count)
      }
    }
    defer { api.pointee.free_buffer(samples) }
    guard status == Int32(VISOR_AUDIO_OK.rawValue) else {
      throw VisorError(
        .synthesisFailed,
        Message("error.speech.flite", ["name": .text(name), "reason": .text(AudioPlugin.message(message))]))
    }
    var pcm = [Float](repeating: 0, count: count)
    if let samples {
      for index in 0..<count { pcm[index] = Float(samples[index]) / 32768 }
    }
    return PCMAudio(samples: pcm, sampleRate: Int(sampleRate))
  }
}
