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
  let models: ModelRegistry
  let photos: PhotoWork

  /// Text → audio in a container; long text is chunked and fully spoken. A `voice` no speech model
  /// has is a 400; the profile's voice is used when some model has it, else the default voice.
  public func speak(_ text: String, voice: String?, profileVoice: String?, format: String?, model: String?)
    async throws -> AudioClip
  {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw VisorError(.emptyText, "Field \"text\" is empty; send the words to speak.")
    }
    guard trimmed.count <= 20_000 else {
      throw VisorError(.textTooLong, "Send at most 20 000 characters per request; split longer text.")
    }
    let format = try AnalysisService.audioFormat(format)
    let choice = try models.speechVoice(requested: voice, profile: profileVoice, model: model)
    guard let synthesizer = choice.entry.synthesizer else {
      throw VisorError(.notConfigured, ModelRegistry.howToConfigure(.speech))
    }
    let spoken = SpokenText.forEar(trimmed)
    let pcm = try await SpeechText.synthesize(
      spoken.isEmpty ? trimmed : spoken, voice: choice.voice, with: synthesizer)
    return try await photos.run { try AudioEncoder.encode(pcm, format: format) }
  }

  /// Audio (any browser format) → text, English-only locally.
  public func transcribe(_ data: Data, model: String?) async throws -> Transcription {
    let entry = try models.resolve(model, for: .transcription)
    guard let recognizer = entry.recognizer else {
      throw VisorError(.notConfigured, ModelRegistry.howToConfigure(.transcription))
    }
    let pcm = try await photos.run { try AudioDecoder.decode(data, sampleRate: 16_000, maxSeconds: 300) }
    guard !AudioDecoder.isSilent(pcm) else {
      throw VisorError(.audioSilent, "The recording is silent; check the microphone and record again.")
    }
    let text = try await recognizer.transcribe(pcm).trimmingCharacters(in: .whitespacesAndNewlines)
    return Transcription(text: text, model: entry.descriptor.id, durationSeconds: pcm.durationSeconds)
  }
}

/// What a recording says, and which model wrote it down.
public struct Transcription: Sendable, Equatable {
  public var text: String
  public var model: String
  public var durationSeconds: Double
}
