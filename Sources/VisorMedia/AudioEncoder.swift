internal import CLame
internal import COpusEnc
import Foundation
import VisorCore

/// Encodes mono PCM to MP3 (LAME), Ogg Opus (libopusenc) or 16-bit WAV, in memory.
///
/// ```swift
/// let clip = try AudioEncoder.encode(pcm, format: .mp3)   // clip.durationMs is set
/// ```
public enum AudioEncoder {
  /// MP3 bit rate in kbit/s (mono speech).
  static let mp3Kbps: Int32 = 64
  /// Opus bit rate in bit/s (voice).
  static let opusBitrate: Int32 = 32_000

  /// PCM (mono Float in -1…1 at `audio.sampleRate`) → container bytes.
  public static func encode(_ audio: PCMAudio, format: AudioClip.Format) throws -> AudioClip {
    guard audio.sampleRate >= 8_000, audio.sampleRate <= 192_000 else {
      throw VisorError(
        .audioInvalid, Message("error.audio.sampleRate", ["rate": .text(String(audio.sampleRate))])
      )
    }
    let data: Data
    switch format {
    case .wav: data = wav(audio)
    case .mp3: data = try mp3(audio)
    case .opus: data = try opus(audio)
    }
    let milliseconds = Int((audio.durationSeconds * 1000).rounded())
    return AudioClip(data: data, format: format, durationMs: milliseconds)
  }

  static func clamped(_ sample: Float) -> Float { sample.isFinite ? min(max(sample, -1), 1) : 0 }

  // MARK: WAV

  static func wav(_ audio: PCMAudio) -> Data {
    let dataBytes = audio.samples.count * 2
    var out = Data(capacity: 44 + dataBytes)
    func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) } }
    func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) } }
    out.append(contentsOf: Array("RIFF".utf8))
    append32(UInt32(36 + dataBytes))
    out.append(contentsOf: Array("WAVEfmt ".utf8))
    append32(16)
    append16(1)  // PCM
    append16(1)  // mono
    append32(UInt32(audio.sampleRate))
    append32(UInt32(audio.sampleRate * 2))
    append16(2)  // block align
    append16(16)  // bits per sample
    out.append(contentsOf: Array("data".utf8))
    append32(UInt32(dataBytes))
    var pcm = [Int16](repeating: 0, count: audio.samples.count)
    for (index, sample) in audio.samples.enumerated() {
      pcm[index] = Int16((clamped(sample) * 32767).rounded()).littleEndian
    }
    pcm.withUnsafeBytes { out.append(contentsOf: $0) }
    return out
  }

  // MARK: MP3

  static func encoderFailed(_ what: String) -> VisorError {
    VisorError(.audioEncodeFailed, Message("error.audio.encoder", ["what": .text(what)]))
  }

  static func mp3(_ audio: PCMAudio) throws -> Data {
    guard let lame = lame_init() else { throw encoderFailed("MP3") }
    defer { lame_close(lame) }
    lame_set_in_samplerate(lame, Int32(audio.sampleRate))
    lame_set_num_channels(lame, 1)
    lame_set_mode(lame, MONO)
    // LAME picks the nearest MPEG output rate itself (and resamples) when none is set.
    lame_set_brate(lame, mp3Kbps)
    lame_set_quality(lame, 5)
    lame_set_write_id3tag_automatic(lame, 0)
    lame_set_bWriteVbrTag(lame, 1)  // the Info frame carries the exact length (gapless)
    guard lame_init_params(lame) >= 0 else { throw encoderFailed("MP3") }

    let samples = audio.samples.map(clamped)
    var out = Data()
    let chunk = 8192
    var buffer = [UInt8](repeating: 0, count: chunk * 5 / 4 + 7200)
    var offset = 0
    while offset < samples.count {
      let count = min(chunk, samples.count - offset)
      let written = samples.withUnsafeBufferPointer { pcm in
        buffer.withUnsafeMutableBufferPointer { mp3 in
          lame_encode_buffer_ieee_float(
            lame, pcm.baseAddress! + offset, pcm.baseAddress! + offset, Int32(count), mp3.baseAddress,
            Int32(mp3.count))
        }
      }
      guard written >= 0 else { throw encoderFailed("MP3") }
      out.append(contentsOf: buffer[0..<Int(written)])
      offset += count
    }
    let flushed = buffer.withUnsafeMutableBufferPointer {
      lame_encode_flush(lame, $0.baseAddress, Int32($0.count))
    }
    guard flushed >= 0 else { throw encoderFailed("MP3") }
    out.append(contentsOf: buffer[0..<Int(flushed)])

    // Fill in the Info/LAME tag frame LAME reserved at the start.
    var tag = [UInt8](repeating: 0, count: 2880)
    let tagSize = tag.withUnsafeMutableBufferPointer {
      lame_get_lametag_frame(lame, $0.baseAddress, $0.count)
    }
    if tagSize > 0, tagSize <= tag.count, tagSize <= out.count {
      out.replaceSubrange(0..<tagSize, with: tag[0..<tagSize])
    }
    return out
  }

  // MARK: Ogg Opus

  /// Collects the Ogg pages libopusenc writes.
  final class ByteSink {
    var data = Data()
  }

  static func opus(_ audio: PCMAudio) throws -> Data {
    let sink = ByteSink()
    let context = Unmanaged.passUnretained(sink).toOpaque()
    var callbacks = OpusEncCallbacks(
      write: { userData, pointer, length in
        guard let userData, let pointer else { return 1 }
        let sink = Unmanaged<ByteSink>.fromOpaque(userData).takeUnretainedValue()
        sink.data.append(pointer, count: Int(length))
        return 0
      },
      close: { _ in 0 })
    guard let comments = ope_comments_create() else { throw encoderFailed("Opus") }
    defer { ope_comments_destroy(comments) }
    var error: Int32 = 0
    // libopusenc resamples any input rate to Opus' 48 kHz internally.
    guard
      let encoder = ope_encoder_create_callbacks(
        &callbacks, context, comments, Int32(audio.sampleRate), 1, 0, &error),
      error == OPE_OK
    else { throw encoderFailed("Opus") }
    defer { ope_encoder_destroy(encoder) }
    _ = visor_ope_set_bitrate(encoder, opusBitrate)
    _ = visor_ope_set_voice_signal(encoder)

    let samples = audio.samples.map(clamped)
    let written = samples.withUnsafeBufferPointer { pcm in
      pcm.isEmpty ? OPE_OK : ope_encoder_write_float(encoder, pcm.baseAddress, Int32(pcm.count))
    }
    guard written == OPE_OK, ope_encoder_drain(encoder) == OPE_OK else { throw encoderFailed("Opus") }
    return withExtendedLifetime(sink) { sink.data }
  }
}
