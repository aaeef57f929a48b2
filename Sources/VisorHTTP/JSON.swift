import Foundation
import VisorCore

/// The one JSON configuration of the HTTP surface, and strict decoding for the native API.
///
/// Notes for wire types:
/// - Foundation encodes `UUID` upper-case, but the contract wants lower-case ids, so wire types
///   store ids as `String` (`id.uuidString.lowercased()`).
/// - Swift omits `nil` optionals; the contract says unknown values are `null`, never omitted, so wire
///   types with optionals implement `encode(to:)` with `encodeNil` (or `encode(_:forKey:)` of the
///   optional, which writes `null`).
/// - Dates are ISO-8601 UTC with fractional seconds (`2024-05-01T12:00:00.123Z`); the decoder accepts
///   them with or without fractional seconds. Keys are sorted for stable output.
public enum JSON {
  /// Sorted keys, ISO-8601 dates, no escaped slashes.
  public static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(JSON.dateString(date))
    }
    return encoder
  }()

  /// ISO-8601 dates with or without fractional seconds.
  public static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      if let date = try? fractionalFormat.parse(text) { return date }
      if let date = try? plainFormat.parse(text) { return date }
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Expected an ISO-8601 date such as 2024-05-01T12:00:00Z.")
    }
    return decoder
  }()

  static let fractionalFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
  static let plainFormat = Date.ISO8601FormatStyle()

  /// A date as the contract writes it, `2024-05-01T12:00:00.123Z`: the same text as
  /// `fractionalFormat` (milliseconds cut, not rounded), written digit by digit for the years 1970 to
  /// 9999 — every answer's dates go through here — and by Foundation outside them.
  public static func dateString(_ date: Date) -> String {
    let interval = date.timeIntervalSince1970
    guard interval >= 0, interval < 253_402_300_800 else { return date.formatted(fractionalFormat) }
    let whole = interval.rounded(.down)
    let milliseconds = min(999, Int((interval - whole) * 1000))
    var seconds = time_t(whole)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    return String(unsafeUninitializedCapacity: 24) { out in
      var index = 0
      func put(_ value: Int, _ width: Int) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
          out[index] = UInt8(ascii: "0") + UInt8(value / divisor % 10)
          index += 1
          divisor /= 10
        }
      }
      func mark(_ character: Unicode.Scalar) {
        out[index] = UInt8(ascii: character)
        index += 1
      }
      put(Int(parts.tm_year) + 1900, 4)
      mark("-")
      put(Int(parts.tm_mon) + 1, 2)
      mark("-")
      put(Int(parts.tm_mday), 2)
      mark("T")
      put(Int(parts.tm_hour), 2)
      mark(":")
      put(Int(parts.tm_min), 2)
      mark(":")
      put(Int(parts.tm_sec), 2)
      mark(".")
      put(milliseconds, 3)
      mark("Z")
      return index
    }
  }

  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 64

  /// Strictly decodes a JSON object for the native API.
  ///
  /// - Invalid UTF-8, malformed JSON or a non-object → 400 `invalid_json`.
  /// - Nesting deeper than 64 → 400 `json_too_deep` (checked by a byte scan before parsing).
  /// - A top-level key outside `allowedFields` → 400 `unknown_field`.
  /// - A missing or mistyped field → 400 `invalid_field` naming it (`crop.width`).
  /// - A control character in a string → 400 `invalid_characters` naming it (``TextValidation``).
  public static func decode<T: Decodable>(_ type: T.Type, from body: Data, allowedFields: Set<String>) throws
    -> T
  {
    if body.isEmpty {
      throw VisorError(
        .invalidJSON, Message("error.json.empty", ["example": .text(#"{"prompt":"…"}"#)]))
    }
    guard String(validating: body, as: UTF8.self) != nil else {
      throw VisorError(.invalidJSON, Message("error.json.notUTF8"))
    }
    try checkDepth(body)
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: body, options: [])
    } catch {
      throw VisorError(
        .invalidJSON, Message("error.json.syntax"))
    }
    guard let dictionary = object as? [String: Any] else {
      throw VisorError(
        .invalidJSON, Message("error.json.notObject", ["object": .text("{…}")]))
    }
    if let unknown = dictionary.keys.sorted().first(where: { !allowedFields.contains($0) }) {
      let allowed = allowedFields.sorted().joined(separator: ", ")
      throw VisorError(
        .unknownField,
        Message(
          "error.json.unknownField",
          [
            "field": .text(unknown),
            "allowed": allowed.isEmpty ? .message(Message("error.json.none")) : .text(allowed),
          ])
      )
    }
    try TextValidation.checkJSON(dictionary)
    do {
      return try decoder.decode(T.self, from: body)
    } catch let error as DecodingError {
      throw invalidField(error)
    }
  }

  /// Throws `json_too_deep` when arrays/objects nest deeper than ``maximumDepth``, without recursion.
  static func checkDepth(_ body: Data) throws {
    let tooDeep = body.withUnsafeBytes { raw -> Bool in
      var depth = 0
      var inString = false
      var escaped = false
      for byte in raw {
        if inString {
          if escaped {
            escaped = false
          } else if byte == 0x5C {
            escaped = true
          } else if byte == 0x22 {
            inString = false
          }
          continue
        }
        switch byte {
        case 0x22: inString = true
        case 0x5B, 0x7B:
          depth += 1
          if depth > maximumDepth { return true }
        case 0x5D, 0x7D: depth -= 1
        default: break
        }
      }
      return false
    }
    if tooDeep {
      throw VisorError(
        .jsonTooDeep,
        Message("error.json.tooDeep", ["depth": .number(maximumDepth)]))
    }
  }

  static func invalidField(_ error: DecodingError) -> VisorError {
    func name(_ path: [any CodingKey]) -> String {
      var text = ""
      for key in path {
        if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == String(index) {
          text += "[\(index)]"
        } else {
          text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
        }
      }
      return text
    }
    switch error {
    case .keyNotFound(let key, let context):
      let field = name(context.codingPath + [key])
      return VisorError(.invalidField, Message("error.json.required", ["field": .text(field)]))
    case .typeMismatch(let type, let context):
      let field = name(context.codingPath)
      return VisorError(
        .invalidField,
        Message("error.json.wrongType", ["field": .text(field), "type": .message(describe(type))]))
    case .valueNotFound(let type, let context):
      let field = name(context.codingPath)
      return VisorError(
        .invalidField, Message("error.json.null", ["field": .text(field), "type": .message(describe(type))]))
    case .dataCorrupted(let context):
      let field = name(context.codingPath)
      if field.isEmpty {
        return VisorError(.invalidJSON, Message("error.json.syntaxShort"))
      }
      return VisorError(
        .invalidField,
        Message(
          "error.json.invalidValue", ["field": .text(field), "reason": .text(context.debugDescription)]))
    @unknown default:
      return VisorError(.invalidField, Message("error.json.invalidField"))
    }
  }

  /// What to send instead, as a catalogue phrase ("a string", "an integer").
  private static func describe(_ type: Any.Type) -> Message {
    let name: String =
      switch type {
      case is String.Type: "string"
      case is Bool.Type: "bool"
      case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: "integer"
      case is Double.Type, is Float.Type: "number"
      case is Date.Type: "date"
      default:
        String(describing: type).hasPrefix("Array")
          ? "array" : (String(describing: type).hasPrefix("Dictionary") ? "object" : "other")
      }
    return Message(MessageID(rawValue: "error.json.type.\(name)"))
  }
}

extension HTTPRequest {
  /// Decodes the body with ``JSON/decode(_:from:allowedFields:)`` after checking that the
  /// `Content-Type` is `application/json` (415 `unsupported_media_type` otherwise).
  public func decodeJSON<T: Decodable>(_ type: T.Type, allowedFields: Set<String>) throws -> T {
    guard let media = mediaType, media == "application/json" || media.hasSuffix("+json") else {
      throw VisorError(
        .unsupportedMediaType,
        Message(
          "error.json.mediaType",
          ["got": mediaType.map { .text(String($0.prefix(100))) } ?? .message(Message("error.json.none"))])
      )
    }
    return try JSON.decode(type, from: body, allowedFields: allowedFields)
  }
}
