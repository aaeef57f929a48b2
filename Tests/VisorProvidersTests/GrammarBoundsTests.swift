import Foundation
import Testing
import VisorCore

@testable import VisorProviders

/// Issue 23 item 6: the schema a grammar-constrained server (llama.cpp) receives is bounded so the
/// answer ends within `max_tokens`; `json_object` travels as a grammar of its own.
@Suite struct GrammarBoundsTests {
  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func property(_ schema: [String: Any], _ name: String) -> [String: Any] {
    ((schema["properties"] as? [String: Any])?[name] as? [String: Any]) ?? [:]
  }

  @Test func stringsShareTheTokenBudget() throws {
    let schema = try Self.object(
      #"{"type":"object","properties":{"greeting":{"type":"string"}},"required":["greeting"]}"#)
    let one = GrammarBounds.bounded(schema, maxTokens: 60)
    let length = try #require(Self.property(one, "greeting")["maxLength"] as? Int)
    #expect((8...60).contains(length), "\(length)")
    let two = try Self.object(
      #"{"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"}}}"#)
    let shared = try #require(
      Self.property(GrammarBounds.bounded(two, maxTokens: 60), "a")["maxLength"] as? Int)
    #expect(shared < length, "two strings get less each than one")
    // No budget: strings are still bounded (the context is the only other limit).
    #expect(
      Self.property(GrammarBounds.bounded(schema, maxTokens: nil), "greeting")["maxLength"] as? Int == 400)
  }

  @Test func theSchemasOwnLimitsAreKept() throws {
    let schema = try Self.object(
      #"""
      {"type":"object","properties":{
        "long":{"type":"string","minLength":100},
        "short":{"type":"string","maxLength":5},
        "colour":{"type":"string","enum":["red","green"]},
        "tags":{"type":"array","items":{"type":"string"},"minItems":7},
        "few":{"type":"array","items":{"type":"number"}}}}
      """#)
    let bounded = GrammarBounds.bounded(schema, maxTokens: 40)
    #expect(Self.property(bounded, "long")["maxLength"] as? Int ?? 0 >= 100)
    #expect(Self.property(bounded, "short")["maxLength"] as? Int == 5)
    #expect(Self.property(bounded, "colour")["maxLength"] == nil)
    #expect(Self.property(bounded, "tags")["maxItems"] as? Int == 7)
    #expect(Self.property(bounded, "few")["maxItems"] as? Int == GrammarBounds.defaultMaxItems)
  }

  @Test func aBareObjectIsAGrammarWithBoundedMembers() throws {
    #expect(GrammarBounds.isBareObject(["type": "object"]))
    #expect(!GrammarBounds.isBareObject(["type": "object", "properties": [:]]))
    let grammar = GrammarBounds.flatObjectGrammar(maxTokens: 60)
    #expect(grammar.hasPrefix("root ::= \"{\""), "\(grammar)")
    #expect(grammar.contains(#"char ::= [^"\\\x7F\x00-\x1F]"#), "no raw control characters: \(grammar)")
    #expect(grammar.contains("{0,2}"), "three members at most for 60 tokens: \(grammar)")
  }

  @Test func theLlamaCppDialectSendsBoundsAndJSONObjectAsAGrammar() async throws {
    let transport = RecordedTransport([
      .sse(dataEvents: [#"{"choices":[{"delta":{"content":"{}"},"finish_reason":"stop"}]}"#]),
      .sse(dataEvents: [#"{"choices":[{"delta":{"content":"{}"},"finish_reason":"stop"}]}"#]),
    ])
    let model = try makeClient(transport, configuration: ProviderPresets.llamaCpp()).chatModel()
    let question = [ChatMessage(role: .user, text: "JSON?")]
    _ = try await model.complete(
      question,
      options: ChatOptions(
        maxTokens: 60, jsonSchema: #"{"type":"object","properties":{"greeting":{"type":"string"}}}"#))
    _ = try await model.complete(
      question, options: ChatOptions(maxTokens: 60, jsonSchema: #"{"type":"object"}"#))
    let bodies = try transport.requests.map(jsonBody)
    let format = try #require(bodies[0]["response_format"] as? [String: Any])
    let schema = try #require(format["schema"] as? [String: Any])
    #expect(Self.property(schema, "greeting")["maxLength"] is Int)
    #expect(bodies[1]["response_format"] == nil)
    #expect((bodies[1]["grammar"] as? String)?.hasPrefix("root ::=") == true)
  }
}
