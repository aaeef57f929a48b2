import Foundation
import VisorCore

/// The audio formats a realtime session takes and gives, as the OpenAI Realtime API names them:
/// `audio/pcm` (16-bit little-endian mono at 24 kHz), `audio/pcmu` (G.711 μ-law, 8 kHz) and
/// `audio/pcma` (G.711 A-law, 8 kHz).
public enum RealtimeAudioFormat: String, Sendable, Equatable, CaseIterable {
  case pcm = "audio/pcm"
  case pcmu = "audio/pcmu"
  case pcma = "audio/pcma"

  /// Samples per second of the format on the wire.
  public var sampleRate: Int { self == .pcm ? 24_000 : 8_000 }

  /// The session object's `format`.
  var json: RealtimeJSON {
    self == .pcm ? ["type": "audio/pcm", "rate": 24_000] : ["type": .string(rawValue)]
  }

  /// The beta names (`pcm16`, `g711_ulaw`, `g711_alaw`).
  init?(betaName: String) {
    switch betaName {
    case "pcm16": self = .pcm
    case "g711_ulaw": self = .pcmu
    case "g711_alaw": self = .pcma
    default: return nil
    }
  }
}

/// Conversions between the wire formats and the samples speech models use.
public enum RealtimeAudio {
  /// The internal rate of a session's input: everything is kept as 24-kHz PCM16 (the SDK's rate).
  public static let rate = 24_000

  /// Bytes of the wire format → samples at 24 kHz in [-1, 1].
  public static func samples(_ data: Data, format: RealtimeAudioFormat) -> [Float] {
    switch format {
    case .pcm: return floats(pcm16: data)
    case .pcmu: return resample(data.map { Float(muLaw($0)) / 32768 }, from: 8_000, to: rate)
    case .pcma: return resample(data.map { Float(aLaw($0)) / 32768 }, from: 8_000, to: rate)
    }
  }

  /// 16-bit little-endian → floats (an odd last byte is dropped).
  public static func floats(pcm16 data: Data) -> [Float] {
    let count = data.count / 2
    var out = [Float](repeating: 0, count: count)
    data.withUnsafeBytes { raw in
      for index in 0..<count {
        let low = UInt16(raw[2 * index])
        let high = UInt16(raw[2 * index + 1])
        out[index] = Float(Int16(bitPattern: low | high << 8)) / 32768
      }
    }
    return out
  }

  /// Floats → 16-bit little-endian (clamped).
  public static func pcm16(_ samples: [Float]) -> Data {
    var bytes = [UInt8](repeating: 0, count: samples.count * 2)
    for (index, sample) in samples.enumerated() {
      let clamped = sample.isFinite ? max(-1, min(1, sample)) : 0
      let value = UInt16(bitPattern: Int16((clamped * 32767).rounded()))
      bytes[2 * index] = UInt8(value & 0xFF)
      bytes[2 * index + 1] = UInt8(value >> 8)
    }
    return Data(bytes)
  }

  /// Linear-interpolation resampling (speech: Piper's 22 050 Hz → 24 kHz, 24 kHz → whisper's 16 kHz).
  public static func resample(_ samples: [Float], from source: Int, to target: Int) -> [Float] {
    guard source != target, source > 0, target > 0, !samples.isEmpty else { return samples }
    let ratio = Double(source) / Double(target)
    let count = Int((Double(samples.count) * Double(target) / Double(source)).rounded(.down))
    var out = [Float](repeating: 0, count: count)
    for index in 0..<count {
      let position = Double(index) * ratio
      let lower = min(Int(position), samples.count - 1)
      let upper = min(lower + 1, samples.count - 1)
      let fraction = Float(position - Double(lower))
      out[index] = samples[lower] * (1 - fraction) + samples[upper] * fraction
    }
    return out
  }

  /// 24 kHz → 16 kHz for the VAD and whisper (linear interpolation: speech has little above 4 kHz).
  public static func to16k(_ samples: [Float]) -> [Float] {
    resample(samples, from: rate, to: 16_000)
  }

  /// G.711 μ-law byte → 16-bit sample.
  static func muLaw(_ byte: UInt8) -> Int16 {
    let value = ~byte
    let sign = value & 0x80
    let exponent = Int((value >> 4) & 0x07)
    let mantissa = Int(value & 0x0F)
    let magnitude = ((mantissa << 3) + 0x84) << exponent - 0x84
    return Int16(sign != 0 ? -magnitude : magnitude)
  }

  /// G.711 A-law byte → 16-bit sample.
  static func aLaw(_ byte: UInt8) -> Int16 {
    let value = byte ^ 0x55
    let sign = value & 0x80
    let exponent = Int((value >> 4) & 0x07)
    let mantissa = Int(value & 0x0F)
    let magnitude =
      exponent == 0 ? (mantissa << 4) + 8 : ((mantissa << 4) + 0x108) << (exponent - 1)
    return Int16(sign != 0 ? magnitude : -magnitude)
  }

  /// Strict base64 (the standard alphabet, padding optional; no spaces or other characters): nil
  /// for anything else.
  public static func decodeBase64(_ text: String) -> Data? {
    guard !text.isEmpty else { return Data() }
    var padded = text
    let remainder = text.utf8.count % 4
    if remainder == 1 { return nil }
    if remainder > 0 { padded += String(repeating: "=", count: 4 - remainder) }
    return Data(base64Encoded: padded)
  }
}
