import Foundation
import VisorCore

/// Minimal RIFF/WAVE reading and writing for provider audio.
public enum WAV {
  /// 16-bit little-endian mono PCM in a WAV container.
  public static func encode(_ audio: PCMAudio) -> Data {
    let sampleCount = audio.samples.count
    var data = Data(capacity: 44 + sampleCount * 2)
    func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
    func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
    data.append(contentsOf: Array("RIFF".utf8))
    u32(UInt32(36 + sampleCount * 2))
    data.append(contentsOf: Array("WAVEfmt ".utf8))
    u32(16)
    u16(1)
    u16(1)
    u32(UInt32(audio.sampleRate))
    u32(UInt32(audio.sampleRate * 2))
    u16(2)
    u16(16)
    data.append(contentsOf: Array("data".utf8))
    u32(UInt32(sampleCount * 2))
    var pcm = [Int16](repeating: 0, count: sampleCount)
    for (i, sample) in audio.samples.enumerated() {
      let clamped = max(-1, min(1, sample.isFinite ? sample : 0))
      pcm[i] = Int16((clamped * 32767).rounded())
    }
    pcm.withUnsafeBytes { raw in
      for value in raw.bindMemory(to: Int16.self) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
      }
    }
    return data
  }

  /// Decodes integer (8/16/24/32-bit) or float (32/64-bit) WAV, mixing channels down to mono.
  /// Streaming WAVs with unknown sizes (`0xFFFFFFFF`) are read to the end of the data.
  public static func decode(_ data: Data) -> PCMAudio? {
    let bytes = [UInt8](data)
    guard bytes.count >= 12, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46][...],
      bytes[8..<12] == [0x57, 0x41, 0x56, 0x45][...]
    else { return nil }
    func u16(_ o: Int) -> Int { Int(bytes[o]) | Int(bytes[o + 1]) << 8 }
    func u32(_ o: Int) -> Int { u16(o) | u16(o + 2) << 16 }
    var offset = 12
    var format = 0
    var channels = 0
    var sampleRate = 0
    var bits = 0
    while offset + 8 <= bytes.count {
      let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
      let size = u32(offset + 4)
      let start = offset + 8
      if id == "fmt " {
        guard start + 16 <= bytes.count else { return nil }
        format = u16(start)
        channels = u16(start + 2)
        sampleRate = u32(start + 4)
        bits = u16(start + 14)
        if format == 0xFFFE, size >= 26, start + 26 <= bytes.count { format = u16(start + 24) }
      } else if id == "data" {
        guard channels > 0, sampleRate > 0, bits > 0 else { return nil }
        let end = min(bytes.count, size >= 0xFFFF_FFF0 ? bytes.count : start + size)
        return decodeSamples(
          bytes[start..<max(start, end)], format: format, channels: channels, bits: bits,
          sampleRate: sampleRate)
      }
      guard size < 0xFFFF_FFF0 else { return nil }
      offset = start + size + (size & 1)
    }
    return nil
  }

  private static func decodeSamples(
    _ bytes: ArraySlice<UInt8>, format: Int, channels: Int, bits: Int, sampleRate: Int
  ) -> PCMAudio? {
    let width = bits / 8
    guard width > 0 else { return nil }
    let frameSize = width * channels
    let frames = bytes.count / frameSize
    var samples = [Float](repeating: 0, count: frames)
    let base = bytes.startIndex
    func sample(at o: Int) -> Float? {
      switch (format, width) {
      case (1, 1): return (Float(bytes[o]) - 128) / 128
      case (1, 2): return Float(Int16(bitPattern: UInt16(bytes[o]) | UInt16(bytes[o + 1]) << 8)) / 32768
      case (1, 3):
        let raw = Int32(
          bitPattern: UInt32(bytes[o]) << 8 | UInt32(bytes[o + 1]) << 16 | UInt32(bytes[o + 2]) << 24)
        return Float(raw >> 8) / 8_388_608
      case (1, 4):
        let raw =
          UInt32(bytes[o]) | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o + 2]) << 16 | UInt32(bytes[o + 3])
          << 24
        return Float(Int32(bitPattern: raw)) / 2_147_483_648
      case (3, 4):
        let raw =
          UInt32(bytes[o]) | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o + 2]) << 16 | UInt32(bytes[o + 3])
          << 24
        return Float(bitPattern: raw)
      case (3, 8):
        var raw: UInt64 = 0
        for i in 0..<8 { raw |= UInt64(bytes[o + i]) << (8 * UInt64(i)) }
        return Float(Double(bitPattern: raw))
      default: return nil
      }
    }
    for frame in 0..<frames {
      var sum: Float = 0
      for channel in 0..<channels {
        guard let value = sample(at: base + frame * frameSize + channel * width) else { return nil }
        sum += value
      }
      samples[frame] = sum / Float(channels)
    }
    return PCMAudio(samples: samples, sampleRate: sampleRate)
  }
}
