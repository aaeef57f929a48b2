import Foundation
import VisorMedia

/// Test images made in memory: pixels via libvips, metadata and damage by editing bytes.
enum ImageFixtures {
  /// RGB pixels: a horizontal red→blue gradient with green varying by row (no two corners alike).
  static func gradient(width: Int, height: Int) -> Data {
    var bytes = [UInt8](repeating: 0, count: width * height * 3)
    for y in 0..<height {
      for x in 0..<width {
        let index = (y * width + x) * 3
        bytes[index] = UInt8(255 - x * 255 / max(width - 1, 1))
        bytes[index + 1] = UInt8(y * 255 / max(height - 1, 1))
        bytes[index + 2] = UInt8(x * 255 / max(width - 1, 1))
      }
    }
    return Data(bytes)
  }

  /// Packed pixels of one colour.
  static func solid(width: Int, height: Int, _ color: [UInt8]) -> Data {
    var bytes = [UInt8]()
    bytes.reserveCapacity(width * height * color.count)
    for _ in 0..<(width * height) { bytes.append(contentsOf: color) }
    return Data(bytes)
  }

  /// A horizontal gradient plus deterministic pseudo-random noise of `noiseBits` bits, which JPEG
  /// compresses poorly — like a photo's fine detail (4 bits ≈ a phone photo's file size).
  static func noise(width: Int, height: Int, noiseBits: Int = 6) -> Data {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var bytes = [UInt8](repeating: 0, count: width * height * 3)
    for index in bytes.indices {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let x = index / 3 % width
      bytes[index] = UInt8(truncatingIfNeeded: Int(state >> UInt64(64 - noiseBits)) + x * 200 / width)
    }
    return Data(bytes)
  }

  static func jpeg(width: Int, height: Int, pixels: Data? = nil, quality: Int = 90) throws -> Data {
    try ImageEncoder.encode(
      pixels: pixels ?? gradient(width: width, height: height), width: width, height: height, bands: 3,
      format: .jpeg, quality: quality)
  }

  /// An EXIF APP1 segment with Orientation and a GPS latitude (51° 30′ N).
  static func exifSegment(orientation: UInt16) -> [UInt8] {
    var tiff: [UInt8] = Array("II".utf8) + le16(42) + le32(8)
    // IFD0 at 8: Orientation, GPSInfo pointer → GPS IFD at 8 + 2 + 2×12 + 4 = 38.
    tiff += le16(2)
    tiff += le16(0x0112) + le16(3) + le32(1) + le16(orientation) + le16(0)
    tiff += le16(0x8825) + le16(4) + le32(1) + le32(38)
    tiff += le32(0)
    // GPS IFD at 38: GPSLatitudeRef "N", GPSLatitude → 3 rationals at 38 + 30 = 68.
    tiff += le16(2)
    tiff += le16(0x0001) + le16(2) + le32(2) + [UInt8(ascii: "N"), 0, 0, 0]
    tiff += le16(0x0002) + le16(5) + le32(3) + le32(68)
    tiff += le32(0)
    tiff += le32(51) + le32(1) + le32(30) + le32(1) + le32(0) + le32(1)
    let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
    return [0xFF, 0xE1] + be16(UInt16(payload.count + 2)) + payload
  }

  /// An XMP APP1 segment naming a creator.
  static func xmpSegment() -> [UInt8] {
    let packet = """
      <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
      <rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Jane</dc:creator>\
      </rdf:Description></rdf:RDF></x:xmpmeta>
      """
    let payload: [UInt8] = Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + Array(packet.utf8)
    return [0xFF, 0xE1] + be16(UInt16(payload.count + 2)) + payload
  }

  /// Inserts segments right after SOI (and a JFIF APP0 if present).
  static func insertSegments(_ segments: [[UInt8]], into jpeg: Data) -> Data {
    var bytes = [UInt8](jpeg)
    var position = 2
    if bytes[2] == 0xFF, bytes[3] == 0xE0 {
      position = 4 + Int(bytes[4]) << 8 + Int(bytes[5])
    }
    bytes.insert(contentsOf: segments.flatMap { $0 }, at: position)
    return Data(bytes)
  }

  /// A valid PNG header claiming `width`×`height` RGB, followed by a tiny IDAT: the header alone
  /// describes a decompression bomb.
  static func hugePNGHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += chunk("IHDR", be32(width) + be32(height) + [8, 2, 0, 0, 0])
    bytes += chunk("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])
    bytes += chunk("IEND", [])
    return Data(bytes)
  }

  static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return be32(UInt32(body.count)) + typed + be32(crc32(typed))
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
  static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
  static func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
  static func be32(_ value: UInt32) -> [UInt8] {
    (0..<4).reversed().map { UInt8((value >> (8 * $0)) & 0xFF) }
  }
}

enum ProcessMemory {
  /// Resets the peak-RSS counter (Linux `clear_refs` 5) so the next peak reflects only what follows.
  static func resetPeak() {
    try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
  }

  /// Current resident set size (VmRSS) in MiB.
  static func currentMiB() -> Int { statusMiB("VmRSS:") }

  /// The process's peak resident set size (VmHWM) in MiB, or -1 where /proc is missing.
  static func peakMiB() -> Int { statusMiB("VmHWM:") }

  static func statusMiB(_ key: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }),
      let kib = Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
    else { return -1 }
    return kib / 1024
  }
}
