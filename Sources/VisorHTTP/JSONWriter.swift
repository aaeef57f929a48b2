import Foundation

/// An answer that writes its own JSON: the hottest shapes (`GET /api/v1/me`), where walking
/// `Encodable` — even through ``FastJSON`` — was a quarter of the request's CPU (decision 009,
/// second addendum). ``HTTPResponse/json(_:status:)`` prefers it over `encode(to:)`.
///
/// The bytes must be exactly those of ``JSON/encoder``: keys in sorted order, `null` for a missing
/// value, dates as its strategy writes them. Debug builds check the key order; a test per type
/// compares the two encoders on every field.
public protocol DirectJSONEncodable: Encodable {
  func writeJSON(to writer: inout JSONWriter)
}

/// Writes JSON straight into bytes, for ``DirectJSONEncodable`` types.
public struct JSONWriter {
  public private(set) var bytes: [UInt8] = []
  /// Whether the innermost open object has a field yet (saved and restored around nested objects).
  private var written = false
  #if DEBUG
    private var lastKey = ""
  #endif

  public init(capacity: Int = 512) { bytes.reserveCapacity(capacity) }

  /// An object whose fields `body` writes, in sorted key order.
  public mutating func object(_ body: (inout JSONWriter) -> Void) {
    bytes.append(UInt8(ascii: "{"))
    let outer = written
    written = false
    #if DEBUG
      let outerKey = lastKey
      lastKey = ""
    #endif
    body(&self)
    written = outer
    #if DEBUG
      lastKey = outerKey
    #endif
    bytes.append(UInt8(ascii: "}"))
  }

  /// Starts the field `key` of the innermost object; its value follows.
  public mutating func key(_ key: StaticString) {
    if written { bytes.append(UInt8(ascii: ",")) }
    #if DEBUG
      let name = key.description
      assert(!written || lastKey < name, "JSONWriter: key \(name) after \(lastKey) breaks sorted order")
      lastKey = name
    #endif
    written = true
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
  }

  public mutating func null() { bytes.append(contentsOf: FastJSON.Node.null) }

  public mutating func value(_ text: String?) {
    guard let text else { return null() }
    FastJSON.Node.appendQuoted(text, to: &bytes, escapingSlashes: false)
  }

  public mutating func value(_ flag: Bool) {
    bytes.append(contentsOf: flag ? Self.true : Self.false)
  }

  public mutating func value(_ number: Int?) {
    guard let number else { return null() }
    bytes.append(contentsOf: String(number).utf8)
  }

  /// As ``JSON/encoder``'s date strategy writes it.
  public mutating func value(_ date: Date?) {
    guard let date else { return null() }
    value(JSON.dateString(date))
  }

  public mutating func value<T: DirectJSONEncodable>(_ nested: T?) {
    guard let nested else { return null() }
    nested.writeJSON(to: &self)
  }

  /// `key` and its value in one call.
  public mutating func field(_ key: StaticString, _ text: String?) {
    self.key(key)
    value(text)
  }
  public mutating func field(_ key: StaticString, _ flag: Bool) {
    self.key(key)
    value(flag)
  }
  public mutating func field(_ key: StaticString, _ number: Int?) {
    self.key(key)
    value(number)
  }
  public mutating func field(_ key: StaticString, _ date: Date?) {
    self.key(key)
    value(date)
  }
  public mutating func field<T: DirectJSONEncodable>(_ key: StaticString, _ nested: T?) {
    self.key(key)
    value(nested)
  }

  private static let `true` = Array("true".utf8)
  private static let `false` = Array("false".utf8)
}
