import Foundation
import VisorCore

/// One metadata value of a GGUF file.
public enum GGUFValue: Sendable, Equatable {
  case uint8(UInt8), int8(Int8), uint16(UInt16), int16(Int16), uint32(UInt32), int32(Int32)
  case uint64(UInt64), int64(Int64), float32(Float), float64(Double), bool(Bool), string(String)
  case array([GGUFValue])
  /// An array too long to keep (e.g. `tokenizer.ggml.tokens`): skipped while reading, only its
  /// element type and length are known.
  case skippedArray(elementType: GGUFValueType, count: Int)

  /// Integer types (and integral floats) as `Int`, when they fit.
  public var intValue: Int? {
    switch self {
    case .uint8(let v): Int(v)
    case .int8(let v): Int(v)
    case .uint16(let v): Int(v)
    case .int16(let v): Int(v)
    case .uint32(let v): Int(v)
    case .int32(let v): Int(v)
    case .uint64(let v): Int(exactly: v)
    case .int64(let v): Int(v)
    case .float32(let v): Int(exactly: v)
    case .float64(let v): Int(exactly: v)
    default: nil
    }
  }

  public var doubleValue: Double? {
    switch self {
    case .float32(let v): Double(v)
    case .float64(let v): v
    default: intValue.map(Double.init)
    }
  }

  public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
  public var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
  public var arrayValue: [GGUFValue]? { if case .array(let a) = self { a } else { nil } }

  /// Elements of an array, kept or skipped.
  public var count: Int? {
    switch self {
    case .array(let a): a.count
    case .skippedArray(_, let n): n
    default: nil
    }
  }
}

/// The value type codes of the GGUF format.
public enum GGUFValueType: UInt32, Sendable, Equatable {
  case uint8 = 0, int8, uint16, int16, uint32, int32, float32, bool, string, array, uint64, int64, float64

  /// Bytes per element for fixed-size types.
  var fixedSize: Int? {
    switch self {
    case .uint8, .int8, .bool: 1
    case .uint16, .int16: 2
    case .uint32, .int32, .float32: 4
    case .uint64, .int64, .float64: 8
    case .string, .array: nil
    }
  }
}

/// What a GGUF header says about the model, read without loading any weights.
///
/// ```swift
/// let info = try GGUFReader.read(url: modelURL)
/// info.architecture      // "llama"
/// info.capabilities      // [.chat, .structured]
/// ```
public struct GGUFInfo: Sendable, Equatable {
  /// What kind of file this is, judged from its metadata (never from its name).
  public enum Kind: String, Sendable, Equatable {
    /// A text LLM with a chat template.
    case chatModel
    /// A text LLM without a chat template (a base model: completion only).
    case textModel
    /// A multimodal projector (`mmproj`, architecture `clip`) with a vision encoder.
    case visionProjector
    /// A `clip` file without a vision encoder (e.g. audio-only), or an embedding/encoder model.
    case other
  }

  public var version: Int
  public var tensorCount: Int
  public var metadata: [String: GGUFValue]
  /// Size of the file in bytes.
  public var fileSize: Int
  /// Weights in all tensors (the product of each tensor's dimensions, summed), from the tensor infos.
  public var parameterCount: Int

  /// `general.size_label`, e.g. `135M`, when the converter wrote one.
  public var sizeLabel: String? { metadata["general.size_label"]?.stringValue }

  /// `general.architecture`, e.g. `llama`, `qwen2`, `clip`.
  public var architecture: String? { metadata["general.architecture"]?.stringValue }
  /// `general.name`.
  public var name: String? { metadata["general.name"]?.stringValue }
  /// `<architecture>.context_length`: the context the model was trained for.
  public var contextLength: Int? {
    architecture.flatMap { metadata["\($0).context_length"]?.intValue }
  }
  /// `tokenizer.chat_template`, when present.
  public var chatTemplate: String? { metadata["tokenizer.chat_template"]?.stringValue }

  /// Architectures that are not chat LLMs even with a chat template.
  static let nonChatArchitectures: Set<String> = [
    "clip", "bert", "nomic-bert", "nomic-bert-moe", "jina-bert-v2", "modern-bert", "neo-bert", "t5encoder",
    "wavtokenizer-dec", "whisper",
  ]

  public var kind: Kind {
    guard let architecture else { return .other }
    if architecture == "clip" {
      return metadata["clip.has_vision_encoder"]?.boolValue == true ? .visionProjector : .other
    }
    if Self.nonChatArchitectures.contains(architecture) || metadata["\(architecture).pooling_type"] != nil {
      return .other
    }
    return chatTemplate?.isEmpty == false ? .chatModel : .textModel
  }

  /// What the file can do on its own: a chat model chats and (grammar-constrained) gives structured
  /// output; a projector does nothing alone.
  public var capabilities: [Capability] { capabilities(withProjector: nil) }

  /// What the model can do with an optional projector file next to it: a chat model paired with a
  /// vision projector also sees images.
  public func capabilities(withProjector projector: GGUFInfo?) -> [Capability] {
    guard kind == .chatModel else { return [] }
    if projector?.kind == .visionProjector { return [.chat, .structured, .vision] }
    return [.chat, .structured]
  }
}

/// Reads GGUF headers (versions 2 and 3) with bounded memory: big arrays such as the tokenizer's
/// vocabulary are skipped, every length is checked against the file size before anything is
/// allocated, and corrupt or truncated files throw a `.modelInvalid` ``VisorError``.
public enum GGUFReader {
  /// Arrays longer than this are skipped rather than kept.
  public static let keptArrayLimit = 1024
  static let maxKeyLength = 65_536
  static let maxStringLength = 16 * 1024 * 1024
  static let maxMetadataCount = 1_000_000
  static let maxNesting = 4

  public static func read(url: URL) throws -> GGUFInfo {
    let file = url.lastPathComponent
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      throw VisorError(
        .modelInvalid, Message("error.gguf.open", ["file": .text(file)]))
    }
    defer { try? handle.close() }
    let size = (try? handle.seekToEnd()) ?? 0
    var reader = BoundedReader(handle: handle, fileSize: size, fileName: file)
    return try parse(&reader)
  }

  static func parse(_ reader: inout BoundedReader) throws -> GGUFInfo {
    let file = reader.fileName
    guard reader.fileSize >= 24, try reader.bytes(4) == Array("GGUF".utf8) else {
      throw VisorError(
        .modelInvalid,
        Message("error.gguf.notGGUF", ["file": .text(file)]))
    }
    let version = try reader.u32()
    guard version == 2 || version == 3 else {
      throw VisorError(
        .modelInvalid,
        Message("error.gguf.version", ["file": .text(file), "version": .text(String(version))])
      )
    }
    let tensorCount = try reader.u64()
    let kvCount = try reader.u64()
    // Each tensor info takes at least 8+4+8+4+8 bytes, each key/value at least 8+4+1.
    guard tensorCount <= reader.fileSize / 32, kvCount <= UInt64(maxMetadataCount),
      kvCount <= reader.fileSize / 13
    else {
      throw reader.corrupt(
        "declares \(tensorCount) tensors and \(kvCount) metadata entries, more than the file can hold")
    }
    var metadata: [String: GGUFValue] = [:]
    for index in 0..<Int(kvCount) {
      let key = try reader.string(limit: maxKeyLength, what: "metadata key \(index + 1)")
      let rawType = try reader.u32()
      guard let type = GGUFValueType(rawValue: rawType) else {
        throw reader.corrupt("has an unknown value type \(rawType) for the metadata key \"\(key)\"")
      }
      metadata[key] = try value(of: type, reader: &reader, key: key, depth: 0)
    }
    let parameters = try parameterCount(tensorCount: tensorCount, reader: &reader)
    return GGUFInfo(
      version: Int(version), tensorCount: Int(tensorCount), metadata: metadata,
      fileSize: Int(reader.fileSize),
      parameterCount: parameters)
  }

  /// GGML tensors have at most this many dimensions.
  static let maxTensorDimensions: UInt32 = 8

  /// Reads the tensor infos that follow the metadata (name, dimensions, type, offset) and sums the
  /// elements; the weights themselves are never read.
  private static func parameterCount(tensorCount: UInt64, reader: inout BoundedReader) throws -> Int {
    var total: UInt64 = 0
    for index in 0..<Int(tensorCount) {
      let name = try reader.string(limit: maxKeyLength, what: "the name of tensor \(index + 1)")
      let dimensions = try reader.u32()
      guard dimensions <= maxTensorDimensions else {
        throw reader.corrupt("gives the tensor \"\(name)\" \(dimensions) dimensions")
      }
      var elements: UInt64 = 1
      for _ in 0..<dimensions {
        let (product, overflow) = elements.multipliedReportingOverflow(by: try reader.u64())
        guard !overflow else { throw reader.corrupt("gives the tensor \"\(name)\" impossible dimensions") }
        elements = product
      }
      _ = try reader.u32()  // type
      _ = try reader.u64()  // offset in the data section
      let (sum, overflow) = total.addingReportingOverflow(elements)
      guard !overflow, sum <= UInt64(Int.max) else {
        throw reader.corrupt("declares more weights than can be counted")
      }
      total = sum
    }
    return Int(total)
  }

  private static func value(
    of type: GGUFValueType, reader: inout BoundedReader, key: String, depth: Int
  ) throws -> GGUFValue {
    switch type {
    case .uint8: return .uint8(try reader.bytes(1)[0])
    case .int8: return .int8(Int8(bitPattern: try reader.bytes(1)[0]))
    case .uint16: return .uint16(UInt16(truncatingIfNeeded: try reader.uint(2)))
    case .int16: return .int16(Int16(bitPattern: UInt16(truncatingIfNeeded: try reader.uint(2))))
    case .uint32: return .uint32(try reader.u32())
    case .int32: return .int32(Int32(bitPattern: try reader.u32()))
    case .float32: return .float32(Float(bitPattern: try reader.u32()))
    case .uint64: return .uint64(try reader.u64())
    case .int64: return .int64(Int64(bitPattern: try reader.u64()))
    case .float64: return .float64(Double(bitPattern: try reader.u64()))
    case .bool:
      let byte = try reader.bytes(1)[0]
      guard byte <= 1 else { throw reader.corrupt("has a boolean that is neither 0 nor 1 for \"\(key)\"") }
      return .bool(byte == 1)
    case .string:
      return .string(try reader.string(limit: maxStringLength, what: "the value of \"\(key)\""))
    case .array:
      guard depth < maxNesting else {
        throw reader.corrupt("nests arrays more than \(maxNesting) deep in \"\(key)\"")
      }
      let rawElement = try reader.u32()
      guard let element = GGUFValueType(rawValue: rawElement) else {
        throw reader.corrupt("has an unknown array element type \(rawElement) for \"\(key)\"")
      }
      let count = try reader.u64()
      // Strings take at least 8 bytes (their length), arrays at least 12.
      let minimum = UInt64(element.fixedSize ?? (element == .string ? 8 : 12))
      guard count <= reader.remaining / minimum else {
        throw reader.corrupt(
          "declares \(count) elements for \"\(key)\", more than the rest of the file can hold")
      }
      if count > UInt64(keptArrayLimit) {
        if let size = element.fixedSize {
          try reader.skip(count * UInt64(size))
        } else {
          for _ in 0..<count { try skipValue(of: element, reader: &reader, key: key, depth: depth + 1) }
        }
        return .skippedArray(elementType: element, count: Int(count))
      }
      var items: [GGUFValue] = []
      items.reserveCapacity(Int(count))
      for _ in 0..<count { items.append(try value(of: element, reader: &reader, key: key, depth: depth + 1)) }
      return .array(items)
    }
  }

  private static func skipValue(
    of type: GGUFValueType, reader: inout BoundedReader, key: String, depth: Int
  ) throws {
    if let size = type.fixedSize {
      try reader.skip(UInt64(size))
    } else if type == .string {
      let length = try reader.u64()
      guard length <= reader.remaining else {
        throw reader.corrupt(
          "declares a string of \(length) bytes in \"\(key)\", longer than the rest of the file")
      }
      try reader.skip(length)
    } else {
      guard depth < maxNesting else {
        throw reader.corrupt("nests arrays more than \(maxNesting) deep in \"\(key)\"")
      }
      let rawElement = try reader.u32()
      guard let element = GGUFValueType(rawValue: rawElement) else {
        throw reader.corrupt("has an unknown array element type \(rawElement) for \"\(key)\"")
      }
      let count = try reader.u64()
      let minimum = UInt64(element.fixedSize ?? (element == .string ? 8 : 12))
      guard count <= reader.remaining / minimum else {
        throw reader.corrupt(
          "declares \(count) elements for \"\(key)\", more than the rest of the file can hold")
      }
      if let size = element.fixedSize {
        try reader.skip(count * UInt64(size))
      } else {
        for _ in 0..<count { try skipValue(of: element, reader: &reader, key: key, depth: depth + 1) }
      }
    }
  }
}

/// Buffered little-endian reading from a file, refusing to read or skip past its end.
struct BoundedReader {
  let handle: FileHandle
  let fileSize: UInt64
  let fileName: String
  private var buffer: [UInt8] = []
  private var bufferStart: UInt64 = 0
  private var position = 0
  static let chunkSize = 256 * 1024

  init(handle: FileHandle, fileSize: UInt64, fileName: String) {
    self.handle = handle
    self.fileSize = fileSize
    self.fileName = fileName
  }

  /// The file offset of the next byte.
  var offset: UInt64 { bufferStart + UInt64(position) }
  var remaining: UInt64 { fileSize > offset ? fileSize - offset : 0 }

  func corrupt(_ problem: String) -> VisorError {
    VisorError(
      .modelInvalid,
      Message(
        "error.gguf.corrupt",
        ["file": .text(fileName), "problem": .text(problem), "offset": .text(String(offset))])
    )
  }

  func truncated(_ what: String) -> VisorError {
    VisorError(
      .modelInvalid,
      Message(
        "error.gguf.truncated",
        ["file": .text(fileName), "size": .text(String(fileSize)), "what": .text(what)])
    )
  }

  private mutating func ensure(_ count: Int, what: String) throws {
    if buffer.count - position >= count { return }
    guard UInt64(count) <= remaining else { throw truncated(what) }
    let start = offset
    let keep = Array(buffer[position...])
    let want = max(count - keep.count, Self.chunkSize)
    do {
      try handle.seek(toOffset: start + UInt64(keep.count))
      let data = try handle.read(upToCount: want) ?? Data()
      buffer = keep + data
    } catch {
      throw VisorError(
        .modelInvalid, Message("error.gguf.unreadable", ["file": .text(fileName)]))
    }
    bufferStart = start
    position = 0
    guard buffer.count >= count else { throw truncated(what) }
  }

  mutating func bytes(_ count: Int) throws -> [UInt8] {
    try ensure(count, what: "the header")
    defer { position += count }
    return Array(buffer[position..<position + count])
  }

  mutating func uint(_ width: Int) throws -> UInt64 {
    try ensure(width, what: "the metadata")
    var value: UInt64 = 0
    for i in 0..<width { value |= UInt64(buffer[position + i]) << (8 * UInt64(i)) }
    position += width
    return value
  }

  mutating func u32() throws -> UInt32 { UInt32(truncatingIfNeeded: try uint(4)) }
  mutating func u64() throws -> UInt64 { try uint(8) }

  mutating func string(limit: Int, what: String) throws -> String {
    let length = try u64()
    guard length <= remaining else {
      throw corrupt("declares \(what) as \(length) bytes long, longer than the rest of the file")
    }
    guard length <= UInt64(limit) else {
      throw corrupt("declares \(what) as \(length) bytes long, more than the \(limit) bytes allowed")
    }
    try ensure(Int(length), what: what)
    defer { position += Int(length) }
    return String(decoding: buffer[position..<position + Int(length)], as: UTF8.self)
  }

  mutating func skip(_ count: UInt64) throws {
    guard count <= remaining else { throw truncated("an array") }
    let inBuffer = UInt64(buffer.count - position)
    if count <= inBuffer {
      position += Int(count)
    } else {
      bufferStart = offset + count
      buffer = []
      position = 0
    }
  }
}
