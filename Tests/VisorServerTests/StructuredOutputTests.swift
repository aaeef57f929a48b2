import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorProviders

@testable import VisorServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 23 item 6: `/v1/chat/completions` with `response_format` answers JSON that validates against
/// the schema, or a 502 that says so — validated, sent back once with its problems, streamed or not.
@Suite struct StructuredOutputTests {
  static let greeting =
    #"{"type":"object","properties":{"greeting":{"type":"string"}},"required":["greeting"],"additionalProperties":false}"#

  static func value(_ text: String) throws -> JSONValue {
    try #require(JSONSchemaValidator.parse(text), "not JSON: \(text)")
  }

  // MARK: The validator

  @Test(
    arguments: [
      (greeting, #"{"greeting":"hi"}"#, nil),
      (greeting, #"{"greeting":42}"#, "$.greeting: expected a string, got the number 42"),
      (greeting, #"{}"#, #"$: the required property "greeting" is missing"#),
      (greeting, #"{"greeting":"hi","x":1}"#, #"$: the property "x" is not allowed"#),
      (greeting, #"["hi"]"#, "$: expected an object, got an array"),
      (#"{"type":"integer","minimum":1,"maximum":5}"#, "3", nil),
      (#"{"type":"integer","minimum":1,"maximum":5}"#, "3.5", "$: expected an integer, got the number 3.5"),
      (#"{"type":"integer","minimum":1,"maximum":5}"#, "9", "$: 9 is above the maximum 5"),
      (#"{"type":"number","exclusiveMinimum":0}"#, "0", "$: 0 must be greater than 0"),
      (#"{"enum":["red","green"]}"#, #""blue""#, #"$: must be one of "red", "green", not "blue""#),
      (
        #"{"type":"string","minLength":3,"maxLength":4}"#, #""ab""#,
        "$: must be at least 3 characters long, is 2"
      ),
      (#"{"type":"string","pattern":"^[0-9]+$"}"#, #""12a""#, "$: must match the pattern ^[0-9]+$"),
      (
        #"{"type":"array","items":{"type":"string"},"minItems":1,"maxItems":2,"uniqueItems":true}"#,
        #"["a","a"]"#, "$: the items must be unique; item 1 repeats an earlier one"
      ),
      (
        #"{"type":"array","items":{"type":"string"}}"#, #"["a",1]"#,
        "$[1]: expected a string, got the number 1"
      ),
      (#"{"type":"array","prefixItems":[{"type":"number"},{"type":"string"}]}"#, #"[1,"x",true]"#, nil),
      (#"{"anyOf":[{"type":"string"},{"type":"null"}]}"#, "null", nil),
      (
        #"{"anyOf":[{"type":"string"},{"type":"null"}]}"#, "1",
        "$: matches none of the allowed shapes (anyOf)"
      ),
      (
        #"{"oneOf":[{"type":"number"},{"type":"integer"}]}"#, "2",
        "$: matches 2 of the shapes, exactly one is allowed (oneOf)"
      ),
      (#"{"not":{"type":"null"}}"#, "null", #"$: must not match the schema under "not""#),
      (
        ##"{"$defs":{"item":{"type":"object","required":["id"]}},"type":"array","items":{"$ref":"#/$defs/item"}}"##,
        #"[{"id":1},{}]"#, #"$[1]: the required property "id" is missing"#
      ),
      (#"{"type":["string","null"]}"#, "true", "$: expected a string or null, got the boolean true"),
      (
        #"{"type":"object","properties":{"my key":{"const":1}}}"#, #"{"my key":2}"#,
        #"$["my key"]: must be exactly 1"#
      ),
      (
        #"{"if":{"required":["a"]},"then":{"required":["b"]}}"#, #"{"a":1}"#,
        #"$: the required property "b" is missing"#
      ),
      (#"{"type":"number","multipleOf":0.5}"#, "1.5", nil),
      (#"{"type":"object"}"#, #"{"anything":[1,{"x":null}]}"#, nil),
    ] as [(String, String, String?)])
  func theValidatorNamesWhatDoesNotMatch(schema: String, instance: String, problem: String?) throws {
    let validator = try #require(JSONSchemaValidator(schemaText: schema))
    let problems = validator.problems(of: try Self.value(instance))
    if let problem {
      #expect(problems.first == problem, "\(problems)")
    } else {
      #expect(problems.isEmpty, "\(problems)")
    }
  }

  @Test func controlCharactersInsideAStringAreNotJSON() {
    #expect(JSONSchemaValidator.parse("{\"a\":\"line\nbreak\"}") == nil)
    #expect(JSONSchemaValidator.parse(#"{"a":"line\nbreak"}"#) != nil)
    for broken in [#"{"a":1,}"#, "[1,]", "01", "1.", #""\u12""#, "{'a':1}", "NaN", "[1] [2]", #"{"a" 1}"#] {
      #expect(JSONSchemaValidator.parse(broken) == nil, "\(broken)")
    }
    for fine in ["0", "-1.5e+3", #""\u00e9\n""#, "[]", #"{"a":[{}, null, true]}"#, " 1 "] {
      #expect(JSONSchemaValidator.parse(fine) != nil, "\(fine)")
    }
  }

  @Test(arguments: [
    (#"{"greeting":"hi"}"#, #"{"greeting":"hi"}"#),
    ("Sure!\n```json\n{\"greeting\":\"hi\"}\n```\nAnything else?", #"{"greeting":"hi"}"#),
    (#"Here it is: {"greeting":"hi"} — enjoy."#, #"{"greeting":"hi"}"#),
  ])
  func theJSONIsTakenOutOfFencesAndProse(answer: String, json: String) throws {
    let validator = try #require(JSONSchemaValidator(schemaText: Self.greeting))
    let result = OpenAIStructured.check(answer, validator: validator)
    #expect((try? result.get()) == json)
  }

  @Test func aCutOffAnswerSaysSo() throws {
    let validator = try #require(JSONSchemaValidator(schemaText: Self.greeting))
    let problems = OpenAIStructured.check(#"{"greeting": "Today the weather is"#, validator: validator)
      .problems
    #expect(problems.first?.contains("stops before the JSON is complete") == true, "\(problems)")
  }

  // MARK: The route, against a real provider over loopback

  static func request(_ format: [String: Any], stream: Bool = false) -> [String: Any] {
    [
      "model": "remote/gpt-4o-mini", "messages": [["role": "user", "content": "Greet me as JSON."]],
      "response_format": format, "stream": stream,
    ]
  }

  static var schemaFormat: [String: Any] {
    [
      "type": "json_schema",
      "json_schema": [
        "name": "greeting", "strict": true,
        "schema": try! JSONSerialization.jsonObject(with: Data(greeting.utf8)),
      ] as [String: Any],
    ]
  }

  /// The streamed content, the finish reason and whether `[DONE]` ended the stream.
  static func streamed(_ text: String) -> (content: String, finish: String?, done: Bool) {
    var content = ""
    var finish: String?
    var done = false
    for line in text.split(separator: "\n") where line.hasPrefix("data: ") {
      let data = line.dropFirst(6)
      if data == "[DONE]" {
        done = true
        continue
      }
      guard let object = try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any],
        let choice = (object["choices"] as? [[String: Any]])?.first
      else { continue }
      content += ((choice["delta"] as? [String: Any])?["content"] as? String) ?? ""
      if let reason = choice["finish_reason"] as? String { finish = reason }
    }
    return (content, finish, done)
  }

  @Test func anAnswerThatDoesNotValidateIsSentBackOnceWithItsProblems() async throws {
    let provider = try FaultProvider()
    defer { provider.stop() }
    try await provider.set("json_fix_on_retry")
    try await withApp(configure: { FaultProviderTests.configure(&$0, provider: provider) }) { t in
      let (_, token) = try await t.user("structured")
      for stream in [false, true] {
        let before = try await provider.requests()
        let reply = try await t.request(
          "POST", "/v1/chat/completions", token: token, json: Self.request(Self.schemaFormat, stream: stream))
        #expect(reply.status == 200, "\(reply.text)")
        #expect(try await provider.requests() - before == 2, "asked twice")
        let content: String
        if stream {
          let parsed = Self.streamed(reply.text)
          #expect(parsed.finish == "stop" && parsed.done, "\(reply.text)")
          content = parsed.content
        } else {
          let choice = (reply.json["choices"] as? [[String: Any]])?.first
          #expect(choice?["finish_reason"] as? String == "stop")
          content = ((choice?["message"] as? [String: Any])?["content"] as? String) ?? ""
        }
        #expect(content == #"{"greeting": "Hello"}"#, "\(reply.text)")
        // The second request carried the first answer and what was wrong with it.
        let last = try await provider.lastRequest()
        let messages = (last["messages"] as? [[String: Any]])?.compactMap { $0["content"] as? String } ?? []
        #expect(
          messages.contains { $0.contains("$.greeting: expected a string, got the number 42") }, "\(messages)"
        )
      }
    }
  }

  @Test func aModelThatNeverAnswersInJSONIsA502InOpenAIsShape() async throws {
    let provider = try FaultProvider()
    defer { provider.stop() }
    try await provider.set("json_never")
    try await withApp(configure: { FaultProviderTests.configure(&$0, provider: provider) }) { t in
      let (_, token) = try await t.user("never")
      for (format, stream) in [(Self.schemaFormat, false), (["type": "json_object"], true)] {
        let reply = try await t.request(
          "POST", "/v1/chat/completions", token: token, json: Self.request(format, stream: stream))
        #expect(reply.status == 502, "\(reply.text)")
        let error = try #require(reply.json["error"] as? [String: Any], "\(reply.text)")
        #expect(error["code"] as? String == "invalid_model_output")
        #expect(error["type"] as? String == "api_error")
        #expect(error["param"] as? String == "response_format")
        let message = error["message"] as? String ?? ""
        #expect(message.contains("answered twice without JSON"), "\(message)")
        #expect(message.contains("remote/gpt-4o-mini"), "\(message)")
      }
    }
  }

  @Test func jsonObjectAcceptsAnyObjectAndStreams() async throws {
    let provider = try FaultProvider()
    defer { provider.stop() }
    try await provider.set("ok")  // answers {"found": false, "reason": "no car"} under response_format
    try await withApp(configure: { FaultProviderTests.configure(&$0, provider: provider) }) { t in
      let (_, token) = try await t.user("object")
      let reply = try await t.request(
        "POST", "/v1/chat/completions", token: token,
        json: Self.request(["type": "json_object"], stream: true).merging([
          "stream_options": ["include_usage": true]
        ]) { $1 })
      #expect(reply.status == 200, "\(reply.text)")
      let parsed = Self.streamed(reply.text)
      #expect(parsed.done && parsed.finish == "stop")
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(parsed.content.utf8)) as? [String: Any])
      #expect(object["found"] as? Bool == false)
      #expect(reply.text.contains("\"usage\""), "include_usage sends a usage chunk")
    }
  }
}

extension FaultProvider {
  /// The JSON body of the last request the provider answered.
  func lastRequest() async throws -> [String: Any] {
    let (data, _) = try await TestApp.session.data(
      from: URL(string: "http://127.0.0.1:\(port)/_control/last")!)
    return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
  }
}
