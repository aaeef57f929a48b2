internal import CVisorAudioAPI
import Foundation
import VisorCore

/// Decodes uploaded audio (WebM/Opus, MP4/AAC, MP3, WAV, Ogg, FLAC) to mono Float PCM with FFmpeg.
///
/// ```swift
/// let pcm = try AudioDecoder.decode(upload)          // 16 kHz mono
/// if AudioDecoder.isSilent(pcm) { /* refuse with .audioSilent */ }
/// ```
/// FFmpeg lives in the VisorAudio plugin (`libVisorAudio.so`), opened on the first call; without it
/// decoding throws `.unavailable`. Each call has its own FFmpeg contexts, so calls may run concurrently.
public enum AudioDecoder {
  // The sentences a person hears when a recording cannot be used, in their language (issue 27).
  static func unreadable() -> VisorError { VisorError(.audioUnreadable, Message("error.audio.unreadable")) }
  static func noAudioStream() -> VisorError { VisorError(.audioUnreadable, Message("error.audio.noTrack")) }
  static func damaged() -> VisorError { VisorError(.audioUnreadable, Message("error.audio.damaged")) }
  static func tooLong(_ maxSeconds: Double) -> VisorError {
    VisorError(.audioTooLong, Message("error.audio.tooLong", ["seconds": .number(Int(maxSeconds.rounded()))]))
  }

  /// Any audio container → mono Float PCM at `sampleRate`.
  ///
  /// Throws `VisorError` `.audioUnreadable` (not audio, no audio stream, damaged),
  /// `audio_too_long` (longer than `maxSeconds`), or `.unavailable` when the VisorAudio plugin is missing.
  public static func decode(_ data: Data, sampleRate: Int = 16_000, maxSeconds: Double = 120) throws
    -> PCMAudio
  {
    guard !data.isEmpty, (8_000...192_000).contains(sampleRate) else { throw unreadable() }
    let api = try AudioPlugin.api()
    var samples: UnsafeMutablePointer<Float>? = nil
    var count = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = data.withUnsafeBytes { bytes in
      message.withUnsafeMutableBufferPointer { buffer in
        api.pointee.decode(
          bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, Int32(sampleRate), maxSeconds,
          &samples, &count, buffer.baseAddress, buffer.count)
      }
    }
    defer { api.pointee.free_buffer(samples) }
    switch visor_audio_status(rawValue: UInt32(bitPattern: status)) {
    case VISOR_AUDIO_OK:
      let decoded = samples.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
      return PCMAudio(samples: decoded, sampleRate: sampleRate)
    case VISOR_AUDIO_TOO_LONG: throw tooLong(maxSeconds)
    case VISOR_AUDIO_NO_AUDIO_STREAM: throw noAudioStream()
    case VISOR_AUDIO_CORRUPT: throw damaged()
    case VISOR_AUDIO_NOT_AUDIO, VISOR_AUDIO_INVALID_ARGUMENT: throw unreadable()
    default:
      throw VisorError(
        .audioDecodeFailed,
        Message("error.audio.decode", ["reason": .text(AudioPlugin.message(message))]))
    }
  }

  /// True when the audio's RMS level is below `thresholdDBFS` (full-scale square wave = 0 dBFS).
  public static func isSilent(_ audio: PCMAudio, thresholdDBFS: Double = -50) -> Bool {
    rmsDBFS(audio) < thresholdDBFS
  }

  /// The RMS level in dBFS; `-infinity` for empty or all-zero audio.
  public static func rmsDBFS(_ audio: PCMAudio) -> Double {
    guard !audio.samples.isEmpty else { return -.infinity }
    var sum = 0.0
    for sample in audio.samples where sample.isFinite { sum += Double(sample) * Double(sample) }
    let rms = (sum / Double(audio.samples.count)).squareRoot()
    return rms > 0 ? 20 * log10(rms) : -.infinity
  }
}
