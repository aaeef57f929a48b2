import Foundation

/// Bounds a JSON schema before a grammar-constrained server (llama.cpp) turns it into a grammar, so
/// the constrained answer also *ends* within the token budget.
///
/// A grammar makes every token the model picks keep the answer valid JSON, but it cannot make the
/// model close a string: a small model writes on inside `"greeting": "…` until `max_tokens` cuts it
/// off, and a cut answer is not JSON (measured on SmolLM2-135M: 6 answers in 24 cut off at 60
/// tokens). Giving every string a `maxLength` and every array a `maxItems` that together fit the
/// budget makes the grammar close them in time. Only the schema sent to the server is bounded; the
/// answer is still validated against the caller's own schema.
///
/// ```swift
/// let sent = GrammarBounds.bounded(schema, maxTokens: 60)  // "greeting" gets maxLength 44
/// ```
public enum GrammarBounds {
  /// Items an array without `maxItems` may hold.
  static let defaultMaxItems = 5
  /// Longest string when the request sets no token budget (the context is the only other limit).
  static let unboundedStringCharacters = 400
  /// Shortest `maxLength` given (a schema's own `minLength` wins when it is longer).
  static let minimumStringCharacters = 8
  /// A character can cost a whole token (digits, emoji, rare words): strings get one character per
  /// token of what the structure leaves.
  static let charactersPerToken = 1.0

  public static func bounded(_ schema: [String: Any], maxTokens: Int?) -> [String: Any] {
    var copy = boundArrays(schema)
    let cap: Int
    if let maxTokens {
      let slots = max(1, stringSlots(copy))
      let budget = Double(maxTokens - structureTokens(copy)) * charactersPerToken / Double(slots)
      cap = max(minimumStringCharacters, Int(budget))
    } else {
      cap = unboundedStringCharacters
    }
    copy = boundStrings(copy, cap: cap)
    return copy
  }

  /// True for `{"type":"object"}` with nothing else that shapes it (what `json_object` asks for).
  public static func isBareObject(_ schema: [String: Any]) -> Bool {
    guard isType(schema, "object") else { return false }
    let shaping: Set<String> = [
      "properties", "additionalProperties", "patternProperties", "anyOf", "oneOf", "allOf", "$ref", "enum",
      "const", "required",
    ]
    return schema.keys.allSatisfy { !shaping.contains($0) }
  }

  /// A GBNF grammar (llama.cpp) for any JSON object that ends within `maxTokens`: at most a few
  /// members with short keys and scalar values of bounded length. For `json_object`, where a schema
  /// gives the grammar nothing to bound (keys and members would run on).
  public static func flatObjectGrammar(maxTokens: Int?) -> String {
    let budget = maxTokens ?? unboundedStringCharacters
    let members = budget < 100 ? 3 : min(8, budget / 30)
    // Two characters per token is typical of the words a value holds; the retry catches the rest.
    let valueCharacters = max(minimumStringCharacters, (budget - 2) * 2 / members - 24)
    return #"""
      root ::= "{" space ( member ( "," space member ){0,\#(members - 1)} )? "}" space
      member ::= key ":" space value
      key ::= "\"" [a-zA-Z_] [a-zA-Z0-9_]{0,23} "\"" space
      value ::= string | number | ( "true" | "false" | "null" ) space
      string ::= "\"" char{0,\#(valueCharacters)} "\"" space
      char ::= [^"\\\x7F\x00-\x1F] | "\\" ( ["\\/bfnrt] | "u" [0-9a-fA-F]{4} )
      number ::= "-"? ( "0" | [1-9] [0-9]{0,11} ) ( "." [0-9]{1,6} )? space
      space ::= " "?
      """#
  }

  /// Adds `maxItems` to arrays that lack it (never below their `minItems`).
  static func boundArrays(_ schema: [String: Any]) -> [String: Any] {
    var copy = mapChildren(schema, boundArrays)
    if isType(copy, "array"), copy["maxItems"] == nil {
      copy["maxItems"] = max(defaultMaxItems, (copy["minItems"] as? Int) ?? 0)
    }
    return copy
  }

  /// Gives strings a `maxLength` of at most `cap` (never below their `minLength`).
  static func boundStrings(_ schema: [String: Any], cap: Int) -> [String: Any] {
    var copy = mapChildren(schema) { boundStrings($0, cap: cap) }
    if isType(copy, "string"), copy["enum"] == nil, copy["const"] == nil, copy["format"] == nil,
      copy["pattern"] == nil
    {
      let floor = (copy["minLength"] as? Int) ?? 0
      let current = (copy["maxLength"] as? Int) ?? Int.max
      copy["maxLength"] = max(floor, min(current, cap))
    }
    return copy
  }

  /// How many strings the answer can hold: objects add their properties, arrays multiply by their
  /// `maxItems`, alternatives count their largest branch.
  static func stringSlots(_ schema: [String: Any]) -> Int {
    if isType(schema, "string"), schema["enum"] == nil, schema["const"] == nil { return 1 }
    var total = 0
    if let properties = schema["properties"] as? [String: Any] {
      total += properties.values.compactMap { $0 as? [String: Any] }.map(stringSlots).reduce(0, +)
    }
    if let items = schema["items"] as? [String: Any] {
      total += ((schema["maxItems"] as? Int) ?? defaultMaxItems) * stringSlots(items)
    }
    for key in ["anyOf", "oneOf"] {
      if let options = schema[key] as? [Any] {
        total += options.compactMap { $0 as? [String: Any] }.map(stringSlots).max() ?? 0
      }
    }
    return total
  }

  /// Tokens the structure itself takes: braces, keys, quotes and separators (about four per key).
  static func structureTokens(_ schema: [String: Any]) -> Int {
    var total = 2
    if let properties = schema["properties"] as? [String: Any] {
      for (name, value) in properties {
        total += 4 + name.count / 4
        if let child = value as? [String: Any] { total += structureTokens(child) }
      }
    }
    if let items = schema["items"] as? [String: Any] {
      total += ((schema["maxItems"] as? Int) ?? defaultMaxItems) * (1 + structureTokens(items))
    }
    return total
  }

  static func isType(_ schema: [String: Any], _ name: String) -> Bool {
    if let type = schema["type"] as? String { return type == name }
    if let types = schema["type"] as? [Any] { return types.contains { ($0 as? String) == name } }
    return false
  }

  /// `transform` applied to every sub-schema (properties, items, alternatives, definitions).
  static func mapChildren(
    _ schema: [String: Any], _ transform: ([String: Any]) -> [String: Any]
  ) -> [String: Any] {
    var copy = schema
    for key in ["properties", "$defs", "definitions", "patternProperties"] {
      if let children = copy[key] as? [String: Any] {
        copy[key] = children.mapValues { ($0 as? [String: Any]).map(transform) ?? $0 }
      }
    }
    for key in ["items", "additionalProperties", "not"] {
      if let child = copy[key] as? [String: Any] { copy[key] = transform(child) }
    }
    for key in ["anyOf", "oneOf", "allOf", "prefixItems"] {
      if let children = copy[key] as? [Any] {
        copy[key] = children.map { ($0 as? [String: Any]).map(transform) ?? $0 }
      }
    }
    return copy
  }
}
