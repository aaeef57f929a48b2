import Foundation

/// Checks a JSON value against a JSON Schema (the keywords structured output uses: draft 2020-12 and
/// the older drafts' spellings) and lists what does not match, in sentences a model can act on.
///
/// Supported: `type`, `enum`, `const`, `properties`, `required`, `additionalProperties`,
/// `patternProperties`, `minProperties`/`maxProperties`, `items` (schema or tuple), `prefixItems`,
/// `minItems`/`maxItems`, `uniqueItems`, `minLength`/`maxLength`, `pattern`, `minimum`/`maximum`,
/// `exclusiveMinimum`/`exclusiveMaximum`, `multipleOf`, `allOf`/`anyOf`/`oneOf`/`not`,
/// `if`/`then`/`else` and local `$ref`s (`#`, `#/$defs/…`, `#/definitions/…`). Annotations (`format`,
/// `description`, `title`, `default`) are not checked.
///
/// ```swift
/// let validator = JSONSchemaValidator(schema: .object(["type": .string("object"), "required": .array([.string("name")])]))
/// validator.problems(of: .object([:]))  // ["$: the required property \"name\" is missing"]
/// ```
public struct JSONSchemaValidator: Sendable {
  let root: RealtimeJSON
  /// At most this many problems are listed (the first ones found).
  static let maxProblems = 8
  /// `$ref` chains and nesting deeper than this are not followed (a schema that refers to itself).
  static let maxDepth = 64

  public init(schema: RealtimeJSON) { root = schema }

  /// Parses `text` as a schema; nil when it is not JSON.
  public init?(schemaText: String) {
    guard let value = JSONSchemaValidator.parse(schemaText) else { return nil }
    root = value
  }

  /// Every mismatch found (at most ``maxProblems``), each naming where (`$.items[2].name`); empty
  /// when `value` validates.
  public func problems(of value: RealtimeJSON) -> [String] {
    var found: [String] = []
    check(value, against: root, at: "$", depth: 0, into: &found)
    return Array(found.prefix(Self.maxProblems))
  }

  public func isValid(_ value: RealtimeJSON) -> Bool { problems(of: value).isEmpty }

  /// Strict JSON text (RFC 8259: no trailing commas, no raw control characters in strings) → a
  /// value; nil when the text is not exactly one JSON value.
  public static func parse(_ text: String) -> RealtimeJSON? {
    guard StrictJSON.isValid(text),
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    else { return nil }
    return RealtimeJSON(foundation: object)
  }

  // MARK: Checking

  private func check(
    _ value: RealtimeJSON, against schema: RealtimeJSON, at path: String, depth: Int,
    into problems: inout [String]
  ) {
    guard problems.count < Self.maxProblems, depth < Self.maxDepth else { return }
    switch schema {
    case .bool(false):
      problems.append("\(path): no value is allowed here")
      return
    case .object(let keywords):
      checkKeywords(value, keywords, at: path, depth: depth, into: &problems)
    default:
      return  // `true`, or not a schema: anything goes
    }
  }

  private func checkKeywords(
    _ value: RealtimeJSON, _ schema: [String: RealtimeJSON], at path: String, depth: Int,
    into problems: inout [String]
  ) {
    if case .string(let reference) = schema["$ref"] {
      if let target = resolve(reference) {
        check(value, against: target, at: path, depth: depth + 1, into: &problems)
      }
    }
    if let type = schema["type"] {
      let allowed: [String] =
        switch type {
        case .string(let name): [name]
        case .array(let names): names.compactMap { if case .string(let n) = $0 { n } else { nil } }
        default: []
        }
      if !allowed.isEmpty && !allowed.contains(where: { Self.matches(value, type: $0) }) {
        problems.append(
          "\(path): expected \(allowed.map(Self.article).joined(separator: " or ")), got \(Self.describe(value))"
        )
        return  // the other keywords would only repeat the same mismatch
      }
    }
    if case .array(let options) = schema["enum"], !options.contains(where: { Self.equal($0, value) }) {
      let listed = options.prefix(12).map(Self.literal).joined(separator: ", ")
      problems.append("\(path): must be one of \(listed), not \(Self.literal(value))")
    }
    if let constant = schema["const"], !Self.equal(constant, value) {
      problems.append("\(path): must be exactly \(Self.literal(constant))")
    }
    switch value {
    case .object(let members): checkObject(members, schema, at: path, depth: depth, into: &problems)
    case .array(let items): checkArray(items, schema, at: path, depth: depth, into: &problems)
    case .string(let text): checkString(text, schema, at: path, into: &problems)
    case .number(let number): checkNumber(number, schema, at: path, into: &problems)
    default: break
    }
    checkCombinations(value, schema, at: path, depth: depth, into: &problems)
  }

  private func checkObject(
    _ members: [String: RealtimeJSON], _ schema: [String: RealtimeJSON], at path: String, depth: Int,
    into problems: inout [String]
  ) {
    if case .array(let required) = schema["required"] {
      for case .string(let name) in required where members[name] == nil {
        problems.append("\(path): the required property \"\(name)\" is missing")
      }
    }
    if let minimum = schema["minProperties"]?.int, members.count < minimum {
      problems.append("\(path): needs at least \(minimum) properties, has \(members.count)")
    }
    if let maximum = schema["maxProperties"]?.int, members.count > maximum {
      problems.append("\(path): may have at most \(maximum) properties, has \(members.count)")
    }
    var properties: [String: RealtimeJSON] = [:]
    if case .object(let declared) = schema["properties"] { properties = declared }
    var patterns: [(NSRegularExpression, RealtimeJSON)] = []
    if case .object(let declared) = schema["patternProperties"] {
      for (pattern, child) in declared {
        if let regex = try? NSRegularExpression(pattern: pattern) { patterns.append((regex, child)) }
      }
    }
    for name in members.keys.sorted() {
      guard let member = members[name] else { continue }
      let childPath = Self.member(path, name)
      var covered = false
      if let child = properties[name] {
        covered = true
        check(member, against: child, at: childPath, depth: depth + 1, into: &problems)
      }
      for (regex, child) in patterns
      where regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil {
        covered = true
        check(member, against: child, at: childPath, depth: depth + 1, into: &problems)
      }
      guard !covered, let additional = schema["additionalProperties"] else { continue }
      if case .bool(false) = additional {
        problems.append("\(path): the property \"\(name)\" is not allowed")
      } else {
        check(member, against: additional, at: childPath, depth: depth + 1, into: &problems)
      }
    }
  }

  private func checkArray(
    _ items: [RealtimeJSON], _ schema: [String: RealtimeJSON], at path: String, depth: Int,
    into problems: inout [String]
  ) {
    if let minimum = schema["minItems"]?.int, items.count < minimum {
      problems.append("\(path): needs at least \(minimum) items, has \(items.count)")
    }
    if let maximum = schema["maxItems"]?.int, items.count > maximum {
      problems.append("\(path): may have at most \(maximum) items, has \(items.count)")
    }
    var tuple: [RealtimeJSON] = []
    if case .array(let prefix) = schema["prefixItems"] { tuple = prefix }
    if case .array(let positional) = schema["items"] { tuple = positional }  // draft 4–2019
    for (index, item) in items.enumerated() {
      let itemPath = "\(path)[\(index)]"
      if index < tuple.count {
        check(item, against: tuple[index], at: itemPath, depth: depth + 1, into: &problems)
      } else if let rest = schema["items"], !Self.isArray(rest) {
        check(item, against: rest, at: itemPath, depth: depth + 1, into: &problems)
      } else if !tuple.isEmpty, let rest = schema["additionalItems"] {
        check(item, against: rest, at: itemPath, depth: depth + 1, into: &problems)
      }
    }
    if case .bool(true) = schema["uniqueItems"] {
      for index in items.indices.dropFirst()
      where items[..<index].contains(where: { Self.equal($0, items[index]) }) {
        problems.append("\(path): the items must be unique; item \(index) repeats an earlier one")
        break
      }
    }
  }

  private func checkString(
    _ text: String, _ schema: [String: RealtimeJSON], at path: String, into problems: inout [String]
  ) {
    let length = text.unicodeScalars.count
    if let minimum = schema["minLength"]?.int, length < minimum {
      problems.append("\(path): must be at least \(minimum) characters long, is \(length)")
    }
    if let maximum = schema["maxLength"]?.int, length > maximum {
      problems.append("\(path): must be at most \(maximum) characters long, is \(length)")
    }
    if case .string(let pattern) = schema["pattern"], let regex = try? NSRegularExpression(pattern: pattern),
      regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil
    {
      problems.append("\(path): must match the pattern \(pattern)")
    }
  }

  private func checkNumber(
    _ number: Double, _ schema: [String: RealtimeJSON], at path: String, into problems: inout [String]
  ) {
    let shown = Self.literal(.number(number))
    if let minimum = schema["minimum"]?.number, number < minimum {
      problems.append("\(path): \(shown) is below the minimum \(Self.literal(.number(minimum)))")
    }
    if let maximum = schema["maximum"]?.number, number > maximum {
      problems.append("\(path): \(shown) is above the maximum \(Self.literal(.number(maximum)))")
    }
    if let bound = schema["exclusiveMinimum"]?.number, number <= bound {
      problems.append("\(path): \(shown) must be greater than \(Self.literal(.number(bound)))")
    } else if case .bool(true) = schema["exclusiveMinimum"], let minimum = schema["minimum"]?.number,
      number == minimum
    {
      problems.append("\(path): \(shown) must be greater than \(Self.literal(.number(minimum)))")
    }
    if let bound = schema["exclusiveMaximum"]?.number, number >= bound {
      problems.append("\(path): \(shown) must be less than \(Self.literal(.number(bound)))")
    } else if case .bool(true) = schema["exclusiveMaximum"], let maximum = schema["maximum"]?.number,
      number == maximum
    {
      problems.append("\(path): \(shown) must be less than \(Self.literal(.number(maximum)))")
    }
    if let step = schema["multipleOf"]?.number, step > 0 {
      let quotient = number / step
      if abs(quotient - quotient.rounded()) > 1e-9 * max(1, abs(quotient)) {
        problems.append("\(path): \(shown) must be a multiple of \(Self.literal(.number(step)))")
      }
    }
  }

  private func checkCombinations(
    _ value: RealtimeJSON, _ schema: [String: RealtimeJSON], at path: String, depth: Int,
    into problems: inout [String]
  ) {
    if case .array(let all) = schema["allOf"] {
      for child in all { check(value, against: child, at: path, depth: depth + 1, into: &problems) }
    }
    if case .array(let any) = schema["anyOf"], !any.contains(where: { passes(value, $0, depth: depth) }) {
      problems.append("\(path): matches none of the allowed shapes (anyOf)")
    }
    if case .array(let one) = schema["oneOf"] {
      let matching = one.filter { passes(value, $0, depth: depth) }.count
      if matching != 1 {
        problems.append(
          matching == 0
            ? "\(path): matches none of the allowed shapes (oneOf)"
            : "\(path): matches \(matching) of the shapes, exactly one is allowed (oneOf)")
      }
    }
    if let negated = schema["not"], passes(value, negated, depth: depth) {
      problems.append("\(path): must not match the schema under \"not\"")
    }
    if let condition = schema["if"] {
      let branch = passes(value, condition, depth: depth) ? schema["then"] : schema["else"]
      if let branch { check(value, against: branch, at: path, depth: depth + 1, into: &problems) }
    }
  }

  private func passes(_ value: RealtimeJSON, _ schema: RealtimeJSON, depth: Int) -> Bool {
    var found: [String] = []
    check(value, against: schema, at: "$", depth: depth + 1, into: &found)
    return found.isEmpty
  }

  /// `#`, `#/$defs/name`, `#/definitions/name` or any local JSON pointer.
  private func resolve(_ reference: String) -> RealtimeJSON? {
    guard reference.hasPrefix("#") else { return nil }
    var node = root
    for raw in reference.dropFirst().split(separator: "/") {
      let key = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      switch node {
      case .object(let members):
        guard let next = members[key] else { return nil }
        node = next
      case .array(let items):
        guard let index = Int(key), items.indices.contains(index) else { return nil }
        node = items[index]
      default: return nil
      }
    }
    return node
  }

  // MARK: Helpers

  static func matches(_ value: RealtimeJSON, type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object),
      ("number", .number):
      true
    case ("integer", .number(let number)): number.isFinite && number.rounded() == number
    default: false
    }
  }

  static func equal(_ a: RealtimeJSON, _ b: RealtimeJSON) -> Bool { a == b }

  static func isArray(_ value: RealtimeJSON) -> Bool { if case .array = value { true } else { false } }

  static func article(_ type: String) -> String {
    switch type {
    case "object", "array", "integer": "an \(type)"
    case "null": "null"
    default: "a \(type)"
    }
  }

  static func describe(_ value: RealtimeJSON) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): "the boolean \(flag)"
    case .number(let number): "the number \(literal(.number(number)))"
    case .string(let text): "the string \(literal(.string(String(text.prefix(40)))))"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value as JSON text, shortened.
  static func literal(_ value: RealtimeJSON) -> String {
    let text = value.text
    return text.count > 60 ? String(text.prefix(60)) + "…" : text
  }

  static func member(_ path: String, _ name: String) -> String {
    let simple = !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    return simple ? "\(path).\(name)" : "\(path)[\(literal(.string(name)))]"
  }
}

extension RealtimeJSON {
  fileprivate var int: Int? {
    guard case .number(let value) = self, value.isFinite, value >= 0, value < 1e15 else { return nil }
    return Int(value)
  }
}

/// RFC 8259 syntax, exactly: Foundation's decoder also takes trailing commas, which the clients that
/// read a structured answer (Python's `json`, JavaScript's `JSON.parse`) refuse.
enum StrictJSON {
  static func isValid(_ text: String) -> Bool {
    var parser = Parser(bytes: Array(text.utf8))
    parser.skipSpace()
    guard parser.value(depth: 0) else { return false }
    parser.skipSpace()
    return parser.index == parser.bytes.count
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
      while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    mutating func literal(_ word: String) -> Bool {
      let expected = Array(word.utf8)
      guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected
      else { return false }
      index += expected.count
      return true
    }

    mutating func value(depth: Int) -> Bool {
      guard depth < 512, let byte = current else { return false }
      switch byte {
      case UInt8(ascii: "{"): return object(depth: depth)
      case UInt8(ascii: "["): return array(depth: depth)
      case UInt8(ascii: "\""): return string()
      case UInt8(ascii: "t"): return literal("true")
      case UInt8(ascii: "f"): return literal("false")
      case UInt8(ascii: "n"): return literal("null")
      default: return number()
      }
    }

    mutating func object(depth: Int) -> Bool {
      elements(closing: UInt8(ascii: "}")) { parser in
        guard parser.current == UInt8(ascii: "\""), parser.string() else { return false }
        parser.skipSpace()
        guard parser.current == UInt8(ascii: ":") else { return false }
        parser.index += 1
        parser.skipSpace()
        return parser.value(depth: depth + 1)
      }
    }

    mutating func array(depth: Int) -> Bool {
      elements(closing: UInt8(ascii: "]")) { $0.value(depth: depth + 1) }
    }

    /// `{…}` or `[…]`: elements separated by commas, none after the last.
    mutating func elements(closing: UInt8, _ element: (inout Parser) -> Bool) -> Bool {
      index += 1
      skipSpace()
      if current == closing {
        index += 1
        return true
      }
      while true {
        skipSpace()
        guard element(&self) else { return false }
        skipSpace()
        if current == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard current == closing else { return false }
        index += 1
        return true
      }
    }

    mutating func string() -> Bool {
      index += 1
      while let byte = current {
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return true
        case 0x00...0x1F: return false
        case UInt8(ascii: "\\"):
          guard let escaped = current else { return false }
          index += 1
          if escaped == UInt8(ascii: "u") {
            for _ in 0..<4 {
              guard let hex = current,
                (hex >= 0x30 && hex <= 0x39) || (hex | 0x20 >= 0x61 && hex | 0x20 <= 0x66)
              else { return false }
              index += 1
            }
          } else if !Array("\"\\/bfnrt".utf8).contains(escaped) {
            return false
          }
        default: continue
        }
      }
      return false
    }

    mutating func digits() -> Int {
      let start = index
      while let byte = current, byte >= 0x30 && byte <= 0x39 { index += 1 }
      return index - start
    }

    mutating func number() -> Bool {
      if current == UInt8(ascii: "-") { index += 1 }
      if current == UInt8(ascii: "0") {
        index += 1
      } else if digits() == 0 {
        return false
      }
      if current == UInt8(ascii: ".") {
        index += 1
        guard digits() > 0 else { return false }
      }
      if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
        index += 1
        if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { return false }
      }
      return true
    }
  }
}
