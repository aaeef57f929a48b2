/// Encodes `nil` as JSON `null` instead of omitting the key, as the contract requires
/// ("unknown values are null, never omitted"); a missing key decodes as `nil`.
///
/// ```swift
/// struct Car: Codable { @Nullable var paintCode: String? }
/// ```
@propertyWrapper
public struct Nullable<Value: Codable & Sendable>: Codable, Sendable {
  public var wrappedValue: Value?

  public init(wrappedValue: Value?) {
    self.wrappedValue = wrappedValue
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
  }
}

extension Nullable: Equatable where Value: Equatable {}

extension KeyedDecodingContainer {
  public func decode<Value>(_ type: Nullable<Value>.Type, forKey key: Key) throws -> Nullable<Value> {
    try decodeIfPresent(type, forKey: key) ?? Nullable(wrappedValue: nil)
  }
}

/// A list that is always encoded (`[]` when empty) and decodes as `[]` when the key is missing, so
/// an answer from a server that predates the field still decodes.
///
/// ```swift
/// struct Answer: Codable { @EmptyIfMissing var notes: [AnswerNoteResponse] }
/// ```
@propertyWrapper
public struct EmptyIfMissing<Element: Codable & Sendable>: Codable, Sendable {
  public var wrappedValue: [Element]

  public init(wrappedValue: [Element]) {
    self.wrappedValue = wrappedValue
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    wrappedValue = container.decodeNil() ? [] : try container.decode([Element].self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension EmptyIfMissing: Equatable where Element: Equatable {}

extension KeyedDecodingContainer {
  public func decode<Element>(_ type: EmptyIfMissing<Element>.Type, forKey key: Key) throws
    -> EmptyIfMissing<Element>
  {
    try decodeIfPresent(type, forKey: key) ?? EmptyIfMissing(wrappedValue: [])
  }
}

/// A PATCH field: absent (leave unchanged), `null` (clear) or a value.
public enum Patch<Value: Codable & Sendable>: Sendable {
  case absent
  case null
  case value(Value)

  /// The new value given the current one.
  public func applied(to current: Value?) -> Value? {
    switch self {
    case .absent: current
    case .null: nil
    case .value(let value): value
    }
  }
}

extension Patch: Equatable where Value: Equatable {}

extension KeyedDecodingContainer {
  public func decodePatch<Value>(_ type: Value.Type, forKey key: Key) throws -> Patch<Value> {
    guard contains(key) else { return .absent }
    if try decodeNil(forKey: key) { return .null }
    return .value(try decode(Value.self, forKey: key))
  }
}

extension KeyedEncodingContainer {
  /// Writes a PATCH field: nothing when absent, `null` to clear, or the value.
  public mutating func encodePatch<Value>(_ patch: Patch<Value>, forKey key: Key) throws {
    switch patch {
    case .absent: break
    case .null: try encodeNil(forKey: key)
    case .value(let value): try encode(value, forKey: key)
    }
  }
}
