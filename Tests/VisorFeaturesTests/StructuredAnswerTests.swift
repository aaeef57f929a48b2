import Foundation
import Synchronization
import Testing
import VisorCore
import VisorStore

@testable import VisorFeatures

/// Asking with a schema, owned by `ChatService.answer` (issue 22 item 3; the OpenAI route only
/// translates `response_format`): the JSON Schema validator, the answer taken out of fences and
/// prose, one retry with the problems, then `invalid_model_output` with the sentence. Scripted chat
/// models; SQLite `:memory:` under the service. The route over a real provider: VisorServerTests'
/// `StructuredOutputTests`.
@Suite struct StructuredAnswerTests {
  static let greeting =
    #"{"type":"object","properties":{"greeting":{"type":"string"}},"required":["greeting"],"additionalProperties":false}"#

  /// Answers from a script, one answer per request, and keeps every conversation it was sent.
  final class ScriptedModel: ChatModel {
    let id = "test/scripted-json"
    private let state: Mutex<(answers: [String], asked: [[ChatMessage]], schemas: [String?])>
    init(_ answers: [String]) { state = Mutex((answers, [], [])) }
    var asked: [[ChatMessage]] { state.withLock { $0.asked } }
    var schemas: [String?] { state.withLock { $0.schemas } }
    func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
      let answer = state.withLock { state -> String in
        state.asked.append(messages)
        state.schemas.append(options.jsonSchema)
        return state.answers.isEmpty ? "" : state.answers.removeFirst()
      }
      return AsyncThrowingStream { continuation in
        // In pieces, as a streaming server sends them.
        var rest = Substring(answer)
        while !rest.isEmpty {
          continuation.yield(String(rest.prefix(5)))
          rest = rest.dropFirst(5)
        }
        continuation.finish()
      }
    }
  }

  static func chats() throws -> ChatService {
    let store = try SQLiteStore(path: ":memory:", logger: .silent)
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "visor-structured-\(UUID().uuidString)")
    let blobs = try FileBlobStore(root: directory)
    return ChatService(
      models: ModelRegistry(), store: store, blobs: blobs,
      photos: PhotoWork(
        work: BlockingWork(label: "test.media", width: 1), maxLongSide: 1600, maxMegapixels: 40),
      logger: .silent, outbox: OutboxProcessor(store: store, blobs: blobs, logger: .silent))
  }

  static func entry(_ model: ScriptedModel?) -> ModelRegistry.Entry {
    .init(
      descriptor: ModelDescriptor(
        id: "test/scripted-json", capabilities: [.chat, .structured], state: .remote),
      chat: model)
  }

  static let question = [ChatMessage(role: .user, text: "Greet me as JSON.")]
  static let options = ChatOptions(maxTokens: 64, jsonSchema: greeting)

  // MARK: The service

  @Test func aValidAnswerPassesThroughAfterOneQuestion() async throws {
    let model = ScriptedModel([#"{"greeting": "Hello"}"#, #"{"greeting": "unused"}"#])
    let answer = try await Self.chats().answer(Self.question, with: Self.entry(model), options: Self.options)
    #expect(answer == StructuredAnswer(text: #"{"greeting": "Hello"}"#, attempts: 1))
    #expect(model.asked.count == 1)
    // The schema travels with the question, so each provider can use its own dialect.
    #expect(model.schemas == [Self.greeting])
    #expect(model.asked.first?.map(\.text) == ["Greet me as JSON."])
  }

  @Test func aFencedAnswerIsTakenOutOfItsProse() async throws {
    let model = ScriptedModel(["Sure!\n```json\n{\"greeting\":\"hi\"}\n```\nAnything else?"])
    let answer = try await Self.chats().answer(Self.question, with: Self.entry(model), options: Self.options)
    #expect(answer.text == #"{"greeting":"hi"}"#)
    #expect(answer.attempts == 1)
  }

  @Test func anAnswerThatDoesNotValidateIsSentBackOnceWithItsProblems() async throws {
    let model = ScriptedModel([#"{"greeting": 42}"#, #"{"greeting": "Hello"}"#])
    let answer = try await Self.chats().answer(Self.question, with: Self.entry(model), options: Self.options)
    #expect(answer == StructuredAnswer(text: #"{"greeting": "Hello"}"#, attempts: 2))
    #expect(model.asked.count == 2)
    let retry = try #require(model.asked.last)
    #expect(retry.count == 3)
    #expect(retry[1].role == .assistant && retry[1].text == #"{"greeting": 42}"#)
    #expect(retry[2].role == .user)
    #expect(retry[2].text.contains("$.greeting: expected a string, got the number 42"), "\(retry[2].text)")
    #expect(retry[2].text.contains(Self.greeting), "the schema is sent again")
  }

  @Test func aSecondMissFailsWithTheSentenceAfterExactlyTwoQuestions() async throws {
    for answers in [
      ["Hello there!", "Hi!", #"{"greeting": "too late"}"#],
      [#"{"greeting": 1}"#, #"{"greeting": "Hello", "extra": true}"#],
      ["", ""],
    ] {
      let model = ScriptedModel(answers)
      let error = await refusal {
        _ = try await Self.chats().answer(Self.question, with: Self.entry(model), options: Self.options)
      }
      #expect(error?.code == .invalidModelOutput, "\(answers)")
      let message = error?.message ?? ""
      #expect(message.contains("The model test/scripted-json answered twice without JSON"), "\(message)")
      #expect(message.contains("Try again, keep the schema small"), "\(message)")
      #expect(model.asked.count == 2, "one retry, no more: \(answers)")
    }
    // The sentence names the second answer's first problem.
    let model = ScriptedModel([#"{"greeting": 1}"#, #"{"greeting": "Hello", "extra": true}"#])
    let error = await refusal {
      _ = try await Self.chats().answer(Self.question, with: Self.entry(model), options: Self.options)
    }
    #expect(
      error?.message.contains(#"$: the property "extra" is not allowed"#) == true, "\(error?.message ?? "")")
  }

  @Test func aSchemaThatIsNotJSONOrAModelThatCannotChatIsRefusedBeforeAsking() async throws {
    let model = ScriptedModel([#"{"greeting": "Hello"}"#])
    for schema in ["{not json", "[1,]", ""] {
      let error = await refusal {
        _ = try await Self.chats().answer(
          Self.question, with: Self.entry(model), options: ChatOptions(jsonSchema: schema))
      }
      #expect(error?.code == .invalidJSONSchema, "\(schema)")
    }
    let unasked = await refusal {
      _ = try await Self.chats().answer(Self.question, with: Self.entry(model), options: ChatOptions())
    }
    #expect(unasked?.code == .invalidJSONSchema)
    #expect(model.asked.isEmpty)
    let mute = await refusal {
      _ = try await Self.chats().answer(Self.question, with: Self.entry(nil), options: Self.options)
    }
    #expect(mute?.code == .notConfigured)
    #expect(mute?.message.contains("test/scripted-json") == true)
  }

  static func value(_ text: String) throws -> RealtimeJSON {
    try #require(JSONSchemaValidator.parse(text), "not JSON: \(text)")
  }

  // MARK: The validator (moved from VisorServerTests with the validator)

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
    let result = StructuredAnswers.check(answer, validator: validator)
    #expect((try? result.get()) == json)
  }

  @Test func aCutOffAnswerSaysSo() throws {
    let validator = try #require(JSONSchemaValidator(schemaText: Self.greeting))
    let problems = StructuredAnswers.check(#"{"greeting": "Today the weather is"#, validator: validator)
      .problems
    #expect(problems.first?.contains("stops before the JSON is complete") == true, "\(problems)")
  }

}
