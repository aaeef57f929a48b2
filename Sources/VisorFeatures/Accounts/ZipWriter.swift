import Foundation

/// Writes a ZIP archive one entry at a time, for streaming: each call returns the bytes to send next,
/// and ``finish()`` returns the central directory. Entries are stored (photos and audio are already
/// compressed), with their CRC-32; ZIP64 records are written when an offset or the entry count passes
/// the classic format's limits, so an archive of any size opens (Info-ZIP `unzip`, Python's
/// `zipfile`, Windows Explorer, macOS Archive Utility).
///
/// ```swift
/// var zip = ZipWriter()
/// var out = zip.entry("export.json", json)
/// out += zip.entry("analyses/1/image.jpg", jpeg)
/// out += zip.finish()
/// ```
struct ZipWriter: Sendable {
  private struct Central {
    var name: [UInt8]
    var crc: UInt32
    var size: UInt64
    var offset: UInt64
  }

  private var entries: [Central] = []
  private var offset: UInt64 = 0
  /// Offsets and sizes at or above this are written as ZIP64 (0xFFFFFFFF in the format; smaller in
  /// tests, so the ZIP64 path is exercised without gigabytes).
  private let limit: UInt64
  /// A fixed DOS time and date for every entry (the export's moment, to the two seconds DOS keeps).
  private let dosTime: UInt16
  private let dosDate: UInt16

  init(date: Date = Date(), zip64Limit: UInt64 = 0xFFFF_FFFF) {
    limit = zip64Limit
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    dosTime = UInt16(((c.hour ?? 0) << 11) | ((c.minute ?? 0) << 5) | ((c.second ?? 0) / 2))
    dosDate = UInt16(((max((c.year ?? 1980) - 1980, 0)) << 9) | ((c.month ?? 1) << 5) | (c.day ?? 1))
  }

  /// The local header and data of one stored file named `name` (UTF-8, `/`-separated).
  mutating func entry(_ name: String, _ data: Data) -> Data {
    let nameBytes = Array(name.utf8)
    let crc = CRC32.checksum(data)
    let size = UInt64(data.count)
    let zip64 = size >= limit || offset >= limit
    var out = Data()
    out.le32(0x0403_4b50)
    out.le16(zip64 ? 45 : 20)  // version needed
    out.le16(1 << 11)  // UTF-8 names
    out.le16(0)  // stored
    out.le16(dosTime)
    out.le16(dosDate)
    out.le32(crc)
    out.le32(zip64 ? 0xFFFF_FFFF : UInt32(size))
    out.le32(zip64 ? 0xFFFF_FFFF : UInt32(size))
    out.le16(UInt16(nameBytes.count))
    out.le16(zip64 ? 20 : 0)
    out.append(contentsOf: nameBytes)
    if zip64 {
      out.le16(0x0001)
      out.le16(16)
      out.le64(size)
      out.le64(size)
    }
    out.append(data)
    entries.append(Central(name: nameBytes, crc: crc, size: size, offset: offset))
    offset += UInt64(out.count)
    return out
  }

  /// The central directory and the end records; the writer is done after this.
  mutating func finish() -> Data {
    var out = Data()
    let directoryStart = offset
    for entry in entries {
      let bigSize = entry.size >= limit
      let bigOffset = entry.offset >= limit
      var extra = Data()
      if bigSize || bigOffset {
        var fields = Data()
        if bigSize {
          fields.le64(entry.size)
          fields.le64(entry.size)
        }
        if bigOffset { fields.le64(entry.offset) }
        extra.le16(0x0001)
        extra.le16(UInt16(fields.count))
        extra.append(fields)
      }
      out.le32(0x0201_4b50)
      out.le16(0x031E)  // made by: Unix, 3.0
      out.le16(bigSize || bigOffset ? 45 : 20)
      out.le16(1 << 11)
      out.le16(0)
      out.le16(dosTime)
      out.le16(dosDate)
      out.le32(entry.crc)
      out.le32(bigSize ? 0xFFFF_FFFF : UInt32(entry.size))
      out.le32(bigSize ? 0xFFFF_FFFF : UInt32(entry.size))
      out.le16(UInt16(entry.name.count))
      out.le16(UInt16(extra.count))
      out.le16(0)  // comment
      out.le16(0)  // disk
      out.le16(0)  // internal attributes
      out.le32(0o100644 << 16)  // external: a regular file, rw-r--r--
      out.le32(bigOffset ? 0xFFFF_FFFF : UInt32(entry.offset))
      out.append(contentsOf: entry.name)
      out.append(extra)
    }
    let directorySize = UInt64(out.count)
    let count = UInt64(entries.count)
    let zip64 = directoryStart >= limit || directorySize >= limit || count >= 0xFFFF
    if zip64 {
      let recordOffset = directoryStart + directorySize
      out.le32(0x0606_4b50)
      out.le64(44)
      out.le16(45)
      out.le16(45)
      out.le32(0)
      out.le32(0)
      out.le64(count)
      out.le64(count)
      out.le64(directorySize)
      out.le64(directoryStart)
      out.le32(0x0706_4b50)
      out.le32(0)
      out.le64(recordOffset)
      out.le32(1)
    }
    out.le32(0x0605_4b50)
    out.le16(0)
    out.le16(0)
    out.le16(zip64 ? 0xFFFF : UInt16(count))
    out.le16(zip64 ? 0xFFFF : UInt16(count))
    out.le32(zip64 ? 0xFFFF_FFFF : UInt32(directorySize))
    out.le32(zip64 ? 0xFFFF_FFFF : UInt32(directoryStart))
    out.le16(0)
    offset += UInt64(out.count)
    entries.removeAll()
    return out
  }
}

/// CRC-32 (ISO 3309, the polynomial ZIP and PNG use).
enum CRC32 {
  static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func checksum(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      table.withUnsafeBufferPointer { table in
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
      }
    }
    return crc ^ 0xFFFF_FFFF
  }
}

extension Data {
  fileprivate mutating func le16(_ value: UInt16) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
  fileprivate mutating func le32(_ value: UInt32) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
  fileprivate mutating func le64(_ value: UInt64) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}
