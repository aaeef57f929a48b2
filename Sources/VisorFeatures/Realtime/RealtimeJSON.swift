import Foundation

/// A JSON value as the realtime protocol's events carry it: parsed from a client's text message,
/// built for a server event, written out with `type` first (then the other keys sorted, so events
/// are stable to read and test).
///
/// ```swift
/// let event = try RealtimeJSON.parse(#"{"type":"response.create"}"#)
/// event["type"]?.string                                   // "response.create"
/// RealtimeJSON.object(["type": "session.updated"]).text  // {"type":"session.updated"}
/// ```
public enum RealtimeJSON: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([RealtimeJSON])
  case object([String: RealtimeJSON])

  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: RealtimeJSON...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, RealtimeJSON)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  /// A string, or null for nil.
  public static func optional(_ value: String?) -> RealtimeJSON { value.map { .string($0) } ?? .null }

  public subscript(key: String) -> RealtimeJSON? {
    if case .object(let fields) = self { fields[key] } else { nil }
  }

  public var string: String? { if case .string(let value) = self { value } else { nil } }
  public var number: Double? { if case .number(let value) = self { value } else { nil } }
  public var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
  public var array: [RealtimeJSON]? { if case .array(let value) = self { value } else { nil } }
  public var object: [String: RealtimeJSON]? { if case .object(let value) = self { value } else { nil } }
  public var isNull: Bool { self == .null }

  /// Why a text is not a JSON object.
  public enum ParseError: Error, Equatable {
    case notJSON
    case notAnObject
  }

  /// Parses one message; it must be a JSON object.
  public static func parse(_ text: String) throws(ParseError) -> RealtimeJSON {
    guard
      let object = try? JSONSerialization.jsonObject(
        with: Data(text.utf8), options: [.fragmentsAllowed])
    else { throw .notJSON }
    let value = RealtimeJSON(foundation: object)
    guard case .object = value else { throw .notAnObject }
    return value
  }

  init(foundation value: Any) {
    switch value {
    case let dictionary as [String: Any]: self = .object(dictionary.mapValues(RealtimeJSON.init(foundation:)))
    case let array as [Any]: self = .array(array.map(RealtimeJSON.init(foundation:)))
    case let string as String: self = .string(string)
    case let number as NSNumber:
      // JSONSerialization reads true/false as NSNumber with objCType "c".
      self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
    default: self = .null
    }
  }

  /// The value as compact JSON text.
  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value):
      if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        out += String(Int64(value))
      } else if value.isFinite {
        out += String(value)
      } else {
        out += "null"
      }
    case .string(let value): Self.writeString(value, to: &out)
    case .array(let values):
      out += "["
      for (index, value) in values.enumerated() {
        if index > 0 { out += "," }
        value.write(to: &out)
      }
      out += "]"
    case .object(let fields):
      out += "{"
      let keys = fields.keys.sorted { lhs, rhs in
        lhs == "type" ? rhs != "type" : (rhs == "type" ? false : lhs < rhs)
      }
      for (index, key) in keys.enumerated() {
        if index > 0 { out += "," }
        Self.writeString(key, to: &out)
        out += ":"
        fields[key]!.write(to: &out)
      }
      out += "}"
    }
  }

  private static func writeString(_ value: String, to out: inout String) {
    out += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
