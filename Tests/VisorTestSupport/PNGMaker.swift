import Foundation

/// Writes small valid PNGs (stored zlib blocks, no compression library needed).
public enum PNGMaker {
  public static func solid(width: Int, height: Int, rgb: (UInt8, UInt8, UInt8) = (200, 30, 30)) throws -> Data
  {
    image(width: width, height: height) { _, _ in rgb }
  }

  /// An RGB PNG whose pixel at (x, y) is `pixel(x, y)`.
  public static func image(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> Data {
    var raw = Data()
    raw.reserveCapacity(height * (1 + width * 3))
    for y in 0..<height {
      raw.append(0)
      for x in 0..<width {
        let rgb = pixel(x, y)
        raw.append(contentsOf: [rgb.0, rgb.1, rgb.2])
      }
    }
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var ihdr = Data()
    ihdr.append(be32(UInt32(width)))
    ihdr.append(be32(UInt32(height)))
    ihdr.append(contentsOf: [8, 2, 0, 0, 0])
    png.append(chunk("IHDR", ihdr))
    png.append(chunk("IDAT", zlibStored(raw)))
    png.append(chunk("IEND", Data()))
    return png
  }

  static func be32(_ v: UInt32) -> Data {
    Data([UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)])
  }

  static func chunk(_ type: String, _ data: Data) -> Data {
    var out = be32(UInt32(data.count))
    let body = Data(type.utf8) + data
    out.append(body)
    out.append(be32(crc32(body)))
    return out
  }

  static func zlibStored(_ data: Data) -> Data {
    var out = Data([0x78, 0x01])
    var offset = 0
    let bytes = [UInt8](data)
    repeat {
      let n = min(65_535, bytes.count - offset)
      let last: UInt8 = offset + n >= bytes.count ? 1 : 0
      out.append(last)
      out.append(contentsOf: [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)])
      out.append(contentsOf: bytes[offset..<offset + n])
      offset += n
    } while offset < bytes.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    out.append(be32((b << 16) | a))
    return out
  }

  static func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
    }
    return ~crc
  }
}
