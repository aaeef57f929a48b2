import Foundation
import VisorCore

/// One field of a recogniser template, read from its JSON Schema: the type and the validation rules
/// Visor enforces on a model's answer (`enum`, `minimum`, `maximum`, `minLength`, `maxLength`).
struct FieldSpec: Sendable, Equatable {
  enum Kind: String, Sendable { case string, number, integer, boolean }
  var name: String
  var kind: Kind
  var description: String?
  var enumValues: [String]?
  var minimum: Double?
  var maximum: Double?
  var minLength: Int?
  var maxLength: Int?
  /// Said after numbers in validation messages ("hp", "km/h").
  var unit: String?

  init(
    _ name: String, _ kind: Kind, description: String? = nil, enumValues: [String]? = nil,
    minimum: Double? = nil, maximum: Double? = nil, minLength: Int? = nil, maxLength: Int? = nil,
    unit: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.description = description
    self.enumValues = enumValues
    self.minimum = minimum
    self.maximum = maximum
    self.minLength = minLength
    self.maxLength = maxLength
    self.unit = unit
  }

  /// The property's JSON Schema (nullable: `null` means unknown).
  var jsonSchema: [String: Any] {
    var schema: [String: Any] = ["type": [kind.rawValue, "null"]]
    if let description { schema["description"] = description }
    if let enumValues { schema["enum"] = enumValues + [NSNull()] }
    if let minimum { schema["minimum"] = minimum }
    if let maximum { schema["maximum"] = maximum }
    if let minLength { schema["minLength"] = minLength }
    if let maxLength { schema["maxLength"] = maxLength }
    return schema
  }

  private var range: String {
    let unitText = unit.map { " \($0)" } ?? ""
    switch (minimum, maximum) {
    case (let lo?, let hi?): return " between \(Self.format(lo)) and \(Self.format(hi))\(unitText)"
    case (let lo?, nil): return " of at least \(Self.format(lo))\(unitText)"
    case (nil, let hi?): return " of at most \(Self.format(hi))\(unitText)"
    default: return unitText.isEmpty ? "" : " in\(unitText)"
    }
  }

  static func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }

  static func describe(_ value: Any) -> String {
    if let data = try? JSONSerialization.data(
      withJSONObject: [value], options: [.fragmentsAllowed, .withoutEscapingSlashes]),
      let text = String(data: data, encoding: .utf8)
    {
      return String(text.dropFirst().dropLast().prefix(80))
    }
    return "\(value)"
  }

  /// Validates one raw value from the model's JSON. `null`, a missing value, an empty string or
  /// "unknown" mean unknown (no error). Returns the clean value or the sentence saying what is wrong.
  func validate(_ raw: Any?) -> Result<FieldValue, FieldError> {
    guard let raw, !(raw is NSNull) else { return .success(.null) }
    switch kind {
    case .string:
      guard let text = raw as? String else {
        return .failure(FieldError(name, "\(name) must be a string or null, not \(Self.describe(raw))."))
      }
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.isEmpty || ["unknown", "n/a", "none", "null", "-"].contains(trimmed.lowercased()) {
        return .success(.null)
      }
      if let enumValues {
        guard let match = enumValues.first(where: { $0.lowercased() == trimmed.lowercased() }) else {
          return .failure(
            FieldError(
              name,
              "\(name) must be one of \(enumValues.map { "\"\($0)\"" }.joined(separator: ", ")) or null, not \(Self.describe(raw))."
            ))
        }
        return .success(.string(match))
      }
      if let minLength, trimmed.count < minLength {
        return .failure(FieldError(name, "\(name) must have at least \(minLength) characters."))
      }
      if let maxLength, trimmed.count > maxLength {
        return .failure(FieldError(name, "\(name) must have at most \(maxLength) characters."))
      }
      return .success(.string(trimmed))
    case .number, .integer:
      var number: Double?
      if let value = raw as? NSNumber, !Self.isBool(value) {
        number = value.doubleValue
      } else if let text = raw as? String {
        number = Double(text.trimmingCharacters(in: .whitespaces))
      }
      guard var value = number, value.isFinite else {
        return .failure(
          FieldError(name, "\(name) must be a plain number\(range), or null; got \(Self.describe(raw))."))
      }
      if kind == .integer { value = value.rounded() }
      if let minimum, value < minimum {
        return .failure(FieldError(name, "\(name) must be a number\(range); got \(Self.format(value))."))
      }
      if let maximum, value > maximum {
        return .failure(FieldError(name, "\(name) must be a number\(range); got \(Self.format(value))."))
      }
      return .success(.number(value))
    case .boolean:
      guard let value = raw as? NSNumber, Self.isBool(value) else {
        return .failure(FieldError(name, "\(name) must be true, false or null, not \(Self.describe(raw))."))
      }
      return .success(.bool(value.boolValue))
    }
  }

  /// JSONSerialization's booleans are NSNumbers of Objective-C type `c` (char); numbers never are.
  static func isBool(_ number: NSNumber) -> Bool { String(cString: number.objCType) == "c" }
}

/// A field that did not validate, with the sentence sent back to the model.
struct FieldError: Error, Sendable, Equatable {
  var field: String
  var message: String
  init(_ field: String, _ message: String) {
    self.field = field
    self.message = message
  }
}

/// The fields of a template, parsed from (or rendered to) JSON Schema.
struct FieldSchema: Sendable, Equatable {
  var fields: [FieldSpec]

  /// Field names reserved for the answer's envelope.
  static let reserved: Set<String> = ["found"]

  func field(_ name: String) -> FieldSpec? { fields.first { $0.name == name } }

  /// Parses an admin's JSON Schema text; throws `.invalidSchema` naming the problem.
  static func parse(_ text: String) throws -> FieldSchema {
    func invalid(_ detail: String) -> VisorError {
      VisorError(.invalidSchema, Message("error.schema.unusable", ["detail": .text(detail)]))
    }
    guard let data = text.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      throw invalid(
        "it is not a JSON object. Send JSON Schema text such as {\"type\":\"object\",\"properties\":{…}}.")
    }
    if let type = object["type"] as? String, type != "object" {
      throw invalid("the top-level type must be \"object\", not \"\(type)\".")
    }
    guard let properties = object["properties"] as? [String: Any], !properties.isEmpty else {
      throw invalid("it needs a non-empty \"properties\" object, one property per field.")
    }
    guard properties.count <= 40 else {
      throw invalid("it has \(properties.count) properties; use at most 40.")
    }
    let required = (object["required"] as? [String]) ?? []
    let order =
      required.filter { properties[$0] != nil } + properties.keys.sorted().filter { !required.contains($0) }
    var fields: [FieldSpec] = []
    for name in order {
      guard name.range(of: "^[A-Za-z][A-Za-z0-9_]{0,63}$", options: .regularExpression) != nil else {
        throw invalid(
          "the property name \"\(name)\" must start with a letter and hold only letters, digits and _.")
      }
      guard !reserved.contains(name) else {
        throw invalid("the property name \"\(name)\" is reserved; rename it.")
      }
      guard let property = properties[name] as? [String: Any] else {
        throw invalid("the property \"\(name)\" must be an object such as {\"type\":\"string\"}.")
      }
      var typeName = property["type"] as? String
      if let types = property["type"] as? [String] {
        let nonNull = types.filter { $0 != "null" }
        typeName = nonNull.count == 1 ? nonNull[0] : nil
      }
      guard let typeName, let kind = FieldSpec.Kind(rawValue: typeName) else {
        throw invalid(
          "the property \"\(name)\" must have type \"string\", \"number\", \"integer\" or \"boolean\" (optionally with \"null\")."
        )
      }
      var spec = FieldSpec(name, kind, description: property["description"] as? String)
      if let values = property["enum"] as? [Any] {
        let strings = values.compactMap { $0 as? String }
        guard kind == .string, !strings.isEmpty else {
          throw invalid("the property \"\(name)\" may use \"enum\" only with strings.")
        }
        spec.enumValues = strings
      }
      spec.minimum = (property["minimum"] as? NSNumber)?.doubleValue
      spec.maximum = (property["maximum"] as? NSNumber)?.doubleValue
      spec.minLength = (property["minLength"] as? NSNumber)?.intValue
      spec.maxLength = (property["maxLength"] as? NSNumber)?.intValue
      if let lo = spec.minimum, let hi = spec.maximum, lo > hi {
        throw invalid("the property \"\(name)\" has minimum \(lo) above maximum \(hi).")
      }
      fields.append(spec)
    }
    return FieldSchema(fields: fields)
  }

  /// The schema sent to the model: `found` (is the subject in the photo?) plus every field, nullable.
  func modelSchema(subject: String) -> String {
    var properties: [String: Any] = [
      "found": ["type": "boolean", "description": "true when the photo shows \(subject); false otherwise."]
    ]
    for field in fields { properties[field.name] = field.jsonSchema }
    let schema: [String: Any] = [
      "type": "object", "properties": properties, "required": ["found"] + fields.map(\.name),
      "additionalProperties": false,
    ]
    let data =
      (try? JSONSerialization.data(withJSONObject: schema, options: [.sortedKeys, .withoutEscapingSlashes]))
      ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// The schema as admins wrote it (for `GET /api/v1/recognizers` of built-ins).
  var jsonSchemaText: String {
    var properties: [String: Any] = [:]
    for field in fields { properties[field.name] = field.jsonSchema }
    let schema: [String: Any] = ["type": "object", "properties": properties, "required": fields.map(\.name)]
    let data =
      (try? JSONSerialization.data(withJSONObject: schema, options: [.sortedKeys, .withoutEscapingSlashes]))
      ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// Validates every field of a model's answer: clean values (unknown → null) and the problems found.
  func validate(_ object: [String: Any]) -> (values: [String: FieldValue], errors: [FieldError]) {
    var values: [String: FieldValue] = [:]
    var errors: [FieldError] = []
    for field in fields {
      switch field.validate(object[field.name]) {
      case .success(let value): values[field.name] = value
      case .failure(let error):
        values[field.name] = .null
        errors.append(error)
      }
    }
    return (values, errors)
  }
}
