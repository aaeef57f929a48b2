import Foundation

/// The value of one field of a recognised record — a car's brand, a plant's height. Recogniser
/// schemas have scalar fields only (string, number, integer, boolean); a field nothing could tell is
/// `null`.
public enum FieldValue: Sendable, Equatable, Codable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    }
  }

  public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
  public var numberValue: Double? { if case .number(let value) = self { value } else { nil } }
  public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
  public var isNull: Bool { self == .null }
}
