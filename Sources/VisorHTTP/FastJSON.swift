import Foundation
import Synchronization

/// A JSON writer for the common wire shapes — objects with plain-letter keys, arrays, strings,
/// integers, booleans and `null` — that produces exactly the bytes of ``JSON/encoder`` (sorted keys,
/// slashes unescaped) at a fraction of its cost (decision 009: `JSONEncoder` was a fifth of the CPU
/// of `GET /api/v1/me`); dates as ``JSON/encoder``'s strategy writes them. Anything else —
/// floating-point numbers, data, URLs, decimals, keys
/// with digits or other characters whose sort order `JSONEncoder` decides with its own rules,
/// `superEncoder` — throws ``Unsupported``, and ``encode(_:)`` hands the value to ``JSON/encoder``
/// instead (and remembers the type, so it is not tried again).
enum FastJSON {
  struct Unsupported: Error {}

  private static let slowTypes = Mutex<Set<ObjectIdentifier>>([])

  /// `value` as ``JSON/encoder`` encodes it.
  static func encode<T: Encodable>(_ value: T) throws -> Data {
    let type = ObjectIdentifier(T.self)
    if !slowTypes.withLock({ $0.contains(type) }) {
      do {
        let context = Context()
        let node = try Node.of(value, context)
        if context.failed { throw Unsupported() }
        var out: [UInt8] = []
        out.reserveCapacity(256)
        node.render(into: &out)
        return Data(out)
      } catch is Unsupported {
        slowTypes.withLock { _ = $0.insert(type) }
      }
    }
    return try JSON.encoder.encode(value)
  }

  /// Set when something unsupported was written where no error can be thrown (a nested container
  /// under an unusable key, `superEncoder`).
  final class Context {
    var failed = false
  }

  /// A value being built: rendered bytes, or an object or array filled by its containers.
  final class Node {
    enum Kind { case raw, object, array }
    var kind: Kind
    var raw: [UInt8] = []
    var keys: [String] = []
    var children: [Node] = []

    init(_ kind: Kind) { self.kind = kind }
    init(raw: [UInt8]) {
      kind = .raw
      self.raw = raw
    }

    static let null = Array("null".utf8)

    static func of<T: Encodable>(_ value: T, _ context: Context) throws -> Node {
      // Exact types by metatype (a pointer comparison), not by dynamic casts.
      let type = T.self
      if type == String.self { return Node(raw: quoted(unsafeBitCast(value, to: String.self))) }
      if type == Bool.self {
        return Node(raw: Array((unsafeBitCast(value, to: Bool.self) ? "true" : "false").utf8))
      }
      if type == Int.self { return Node(raw: Array(String(unsafeBitCast(value, to: Int.self)).utf8)) }
      if type == Int64.self { return Node(raw: Array(String(unsafeBitCast(value, to: Int64.self)).utf8)) }
      if type == Int32.self { return Node(raw: Array(String(unsafeBitCast(value, to: Int32.self)).utf8)) }
      if type == UInt64.self { return Node(raw: Array(String(unsafeBitCast(value, to: UInt64.self)).utf8)) }
      if type == UInt.self { return Node(raw: Array(String(unsafeBitCast(value, to: UInt.self)).utf8)) }
      if type == Date.self {  // JSON.encoder's date strategy
        return Node(raw: quoted(JSON.dateString(unsafeBitCast(value, to: Date.self))))
      }
      if type == Double.self || type == Float.self || type == Data.self
        || type == URL.self || type == Decimal.self || type == Int8.self || type == Int16.self
        || type == UInt8.self || type == UInt16.self || type == UInt32.self
      {
        throw Unsupported()
      }
      let encoder = FastEncoder(context)
      try value.encode(to: encoder)
      guard let node = encoder.node else { throw Unsupported() }  // encoded nothing
      return node
    }

    /// Inserts or replaces `key` (a later value for the same key wins, as in `JSONEncoder`).
    func set(_ key: String, _ node: Node) throws {
      // Plain letters (and `_`) sort the same way under every rule; others go to JSONEncoder.
      var key = key
      let plain = key.withUTF8 { bytes in
        !bytes.isEmpty && !bytes.contains { !(($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || $0 == 95) }
      }
      guard plain else { throw Unsupported() }
      if let index = keys.firstIndex(of: key) {
        children[index] = node
      } else {
        keys.append(key)
        children.append(node)
      }
    }

    func render(into out: inout [UInt8]) {
      switch kind {
      case .raw:
        out.append(contentsOf: raw)
      case .array:
        out.append(UInt8(ascii: "["))
        for (index, child) in children.enumerated() {
          if index > 0 { out.append(UInt8(ascii: ",")) }
          child.render(into: &out)
        }
        out.append(UInt8(ascii: "]"))
      case .object:
        out.append(UInt8(ascii: "{"))
        // Plain ASCII keys: String order is byte order.
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        for (position, index) in order.enumerated() {
          if position > 0 { out.append(UInt8(ascii: ",")) }
          out.append(contentsOf: Node.quoted(keys[index]))
          out.append(UInt8(ascii: ":"))
          children[index].render(into: &out)
        }
        out.append(UInt8(ascii: "}"))
      }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// A JSON string as `JSONEncoder` writes it with `.withoutEscapingSlashes`.
    static func quoted(_ text: String) -> [UInt8] {
      var out: [UInt8] = []
      out.reserveCapacity(text.utf8.count + 2)
      appendQuoted(text, to: &out, escapingSlashes: false)
      return out
    }

    /// Appends `text` as a JSON string: `"` `\\` and control characters escaped as Foundation's
    /// writers do, and `/` as `\/` when `escapingSlashes` (as `JSONSerialization` does by default).
    static func appendQuoted(_ text: String, to out: inout [UInt8], escapingSlashes: Bool) {
      out.append(UInt8(ascii: "\""))
      var text = text
      let done = text.withUTF8 { bytes -> Bool in
        // Most strings need no escape: copy them whole.
        guard !bytes.contains(where: { $0 < 0x20 || $0 == 34 || $0 == 92 || ($0 == 47 && escapingSlashes) })
        else { return false }
        out.append(contentsOf: bytes)
        return true
      }
      if done {
        out.append(UInt8(ascii: "\""))
        return
      }
      for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "\""): out.append(contentsOf: [92, 34])
        case UInt8(ascii: "\\"): out.append(contentsOf: [92, 92])
        case UInt8(ascii: "/") where escapingSlashes: out.append(contentsOf: [92, 47])
        case 0x0A: out.append(contentsOf: [92, UInt8(ascii: "n")])
        case 0x0D: out.append(contentsOf: [92, UInt8(ascii: "r")])
        case 0x09: out.append(contentsOf: [92, UInt8(ascii: "t")])
        case 0x08: out.append(contentsOf: [92, UInt8(ascii: "b")])
        case 0x0C: out.append(contentsOf: [92, UInt8(ascii: "f")])
        case 0..<0x20:
          out.append(contentsOf: [92, UInt8(ascii: "u"), 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 15)]])
        default: out.append(byte)
        }
      }
      out.append(UInt8(ascii: "\""))
    }
  }
}

private final class FastEncoder: Encoder {
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  var node: FastJSON.Node?
  let context: FastJSON.Context

  init(_ context: FastJSON.Context) { self.context = context }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let object = node.flatMap { $0.kind == .object ? $0 : nil } ?? FastJSON.Node(.object)
    node = object
    return KeyedEncodingContainer(FastKeyedContainer<Key>(object: object, context: context))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let array = node.flatMap { $0.kind == .array ? $0 : nil } ?? FastJSON.Node(.array)
    node = array
    return FastUnkeyedContainer(array: array, context: context)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { FastSingleValueContainer(encoder: self) }
}

private struct FastKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let object: FastJSON.Node
  let context: FastJSON.Context
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws {
    try object.set(key.stringValue, .init(raw: FastJSON.Node.null))
  }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    try object.set(key.stringValue, .of(value, context))
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    try object.set(key.stringValue, .of(value, context))
  }
  mutating func encode(_ value: Double, forKey key: Key) throws { throw FastJSON.Unsupported() }
  mutating func encode(_ value: Float, forKey key: Key) throws { throw FastJSON.Unsupported() }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    try object.set(key.stringValue, .of(value, context))
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    try object.set(key.stringValue, .of(value, context))
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    try object.set(key.stringValue, .of(value, context))
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    try object.set(key.stringValue, .of(value, context))
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    try object.set(key.stringValue, .of(value, context))
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    try object.set(key.stringValue, .of(value, context))
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    try object.set(key.stringValue, .of(value, context))
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    try object.set(key.stringValue, .of(value, context))
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    try object.set(key.stringValue, .of(value, context))
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    try object.set(key.stringValue, .of(value, context))
  }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try object.set(key.stringValue, .of(value, context))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = FastJSON.Node(.object)
    if (try? object.set(key.stringValue, child)) == nil { context.failed = true }
    return KeyedEncodingContainer(FastKeyedContainer<NestedKey>(object: child, context: context))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = FastJSON.Node(.array)
    if (try? object.set(key.stringValue, child)) == nil { context.failed = true }
    return FastUnkeyedContainer(array: child, context: context)
  }

  mutating func superEncoder() -> any Encoder {
    context.failed = true
    return FastEncoder(context)
  }
  mutating func superEncoder(forKey key: Key) -> any Encoder {
    context.failed = true
    return FastEncoder(context)
  }
}

private struct FastUnkeyedContainer: UnkeyedEncodingContainer {
  let array: FastJSON.Node
  let context: FastJSON.Context
  var codingPath: [any CodingKey] { [] }
  var count: Int { array.children.count }

  mutating func encodeNil() throws { array.children.append(.init(raw: FastJSON.Node.null)) }
  mutating func encode(_ value: Double) throws { throw FastJSON.Unsupported() }
  mutating func encode(_ value: Float) throws { throw FastJSON.Unsupported() }
  mutating func encode<T: Encodable>(_ value: T) throws { array.children.append(try .of(value, context)) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = FastJSON.Node(.object)
    array.children.append(child)
    return KeyedEncodingContainer(FastKeyedContainer<NestedKey>(object: child, context: context))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = FastJSON.Node(.array)
    array.children.append(child)
    return FastUnkeyedContainer(array: child, context: context)
  }

  mutating func superEncoder() -> any Encoder {
    context.failed = true
    return FastEncoder(context)
  }
}

private struct FastSingleValueContainer: SingleValueEncodingContainer {
  let encoder: FastEncoder
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws { encoder.node = .init(raw: FastJSON.Node.null) }
  mutating func encode(_ value: Double) throws { throw FastJSON.Unsupported() }
  mutating func encode(_ value: Float) throws { throw FastJSON.Unsupported() }
  mutating func encode<T: Encodable>(_ value: T) throws { encoder.node = try .of(value, encoder.context) }
}
