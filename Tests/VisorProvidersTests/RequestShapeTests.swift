import Foundation
import Testing
import VisorCore

@testable import VisorProviders

@Suite struct RequestShapeTests {
  static let schema = #"{"type":"object","properties":{"brand":{"type":"string"}},"required":["brand"]}"#
  static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46])

  private func sentBody(
    _ configuration: ProviderConfiguration, _ messages: [ChatMessage], _ options: ChatOptions
  ) async throws -> (HTTPClientRequest, [String: Any]) {
    let transport = RecordedTransport([
      .sse(dataEvents: [#"{"choices":[{"delta":{"content":"{}"},"finish_reason":"stop"}]}"#])
    ])
    _ = try await makeClient(transport, configuration: configuration).chatModel("m").complete(
      messages, options: options)
    let request = try #require(transport.requests.first)
    return (request, try jsonBody(request))
  }

  @Test func aChatRequestStreamsToChatCompletionsWithTheKey() async throws {
    let (request, body) = try await sentBody(
      ProviderPresets.openAI(),
      [ChatMessage(role: .system, text: "Be brief."), ChatMessage(role: .user, text: "Hi")],
      ChatOptions(maxTokens: 50, temperature: 0.2))
    #expect(request.method == "POST")
    #expect(request.url.absoluteString == "https://api.openai.com/v1/chat/completions")
    #expect(request.header("Authorization") == "Bearer sk-test-secret-key")
    #expect(request.header("Content-Type") == "application/json")
    #expect(body["model"] as? String == "m")
    #expect(body["stream"] as? Bool == true)
    #expect(body["max_tokens"] as? Int == 50)
    #expect(body["temperature"] as? Double == 0.2)
    let messages = try #require(body["messages"] as? [[String: Any]])
    #expect(messages.count == 2)
    #expect(messages[0]["role"] as? String == "system")
    #expect(messages[0]["content"] as? String == "Be brief.")
    #expect(messages[1]["content"] as? String == "Hi")
    #expect(body["response_format"] == nil)
  }

  @Test func imagesTravelAsDataURLsInTheContentArray() async throws {
    let message = ChatMessage(
      role: .user, parts: [.text("What is this?"), .image(Self.jpeg, mimeType: "image/jpeg")])
    let (_, body) = try await sentBody(ProviderPresets.gemini(), [message], ChatOptions())
    let messages = try #require(body["messages"] as? [[String: Any]])
    let parts = try #require(messages.first?["content"] as? [[String: Any]])
    #expect(parts.count == 2)
    #expect(parts[0]["type"] as? String == "text")
    #expect(parts[0]["text"] as? String == "What is this?")
    #expect(parts[1]["type"] as? String == "image_url")
    let imageURL = try #require((parts[1]["image_url"] as? [String: Any])?["url"] as? String)
    #expect(imageURL == "data:image/jpeg;base64,\(Self.jpeg.base64EncodedString())")
  }

  @Test func openAIDialectSendsAJSONSchemaResponseFormat() async throws {
    let (_, body) = try await sentBody(
      ProviderPresets.openAI(), [ChatMessage(role: .user, text: "car?")], ChatOptions(jsonSchema: Self.schema)
    )
    let format = try #require(body["response_format"] as? [String: Any])
    #expect(format["type"] as? String == "json_schema")
    let jsonSchema = try #require(format["json_schema"] as? [String: Any])
    #expect(jsonSchema["name"] as? String == "answer")
    let schema = try #require(jsonSchema["schema"] as? [String: Any])
    #expect(schema["required"] as? [String] == ["brand"])
    #expect(body["format"] == nil)
  }

  @Test func llamaCppDialectSendsAJSONObjectWithSchema() async throws {
    let (request, body) = try await sentBody(
      ProviderPresets.llamaCpp(), [ChatMessage(role: .user, text: "car?")],
      ChatOptions(jsonSchema: Self.schema))
    #expect(request.url.absoluteString == "http://127.0.0.1:8000/v1/chat/completions")
    let format = try #require(body["response_format"] as? [String: Any])
    #expect(format["type"] as? String == "json_object")
    let schema = try #require(format["schema"] as? [String: Any])
    #expect(schema["type"] as? String == "object")
  }

  @Test func ollamaDialectSendsTopLevelFormat() async throws {
    let (request, body) = try await sentBody(
      ProviderPresets.ollama(), [ChatMessage(role: .user, text: "car?")], ChatOptions(jsonSchema: Self.schema)
    )
    #expect(request.url.absoluteString == "http://127.0.0.1:11434/v1/chat/completions")
    #expect(request.header("Authorization") == "Bearer sk-test-secret-key")
    let format = try #require(body["format"] as? [String: Any])
    #expect(format["properties"] != nil)
    // Ollama's /v1 only honours response_format, so it travels too.
    let responseFormat = try #require(body["response_format"] as? [String: Any])
    #expect(responseFormat["type"] as? String == "json_schema")
  }

  @Test func noDialectDescribesTheSchemaInASystemMessage() async throws {
    var config = ProviderPresets.vLLM()
    config.dialect = .none
    let (_, body) = try await sentBody(
      config, [ChatMessage(role: .user, text: "car?")], ChatOptions(jsonSchema: Self.schema))
    let messages = try #require(body["messages"] as? [[String: Any]])
    #expect(messages.first?["role"] as? String == "system")
    #expect((messages.first?["content"] as? String)?.contains(#""required":["brand"]"#) == true)
    #expect(body["response_format"] == nil && body["format"] == nil)
  }

  @Test func anInvalidSchemaIsRejectedBeforeSending() async throws {
    let transport = RecordedTransport([])
    let error = await visorError {
      _ = try await makeClient(transport).chatModel().complete(
        [ChatMessage(role: .user, text: "x")], options: ChatOptions(jsonSchema: "not a schema"))
    }
    #expect(error?.code == .invalidJSONSchema)
    #expect(transport.requests.isEmpty)
  }

  @Test func noAPIKeyMeansNoAuthorizationHeader() async throws {
    let transport = RecordedTransport([
      .sse(dataEvents: [#"{"choices":[{"delta":{"content":"x"},"finish_reason":"stop"}]}"#])
    ])
    _ = try await makeClient(transport, configuration: ProviderPresets.llamaCpp(), apiKey: nil).chatModel()
      .complete([ChatMessage(role: .user, text: "x")])
    #expect(transport.requests.first?.header("Authorization") == nil)
  }

  @Test func aBaseURLWithoutTrailingSlashStillJoinsPaths() async throws {
    let config = ProviderPresets.vLLM(baseURL: URL(string: "http://10.0.0.2:8000/v1")!)
    let transport = RecordedTransport([.json(200, #"{"data":[{"id":"a"},{"id":"b"}]}"#)])
    #expect(try await makeClient(transport, configuration: config).listModels() == ["a", "b"])
    #expect(transport.requests.first?.url.absoluteString == "http://10.0.0.2:8000/v1/models")
    #expect(transport.requests.first?.method == "GET")
  }

  @Test func logsNameMethodHostPathStatusButNeverTheKeyOrBody() async throws {
    let capture = LogCapture()
    let logger = Logger(label: "test", minimumLevel: .debug, sink: capture.sink)
    let transport = RecordedTransport([
      .json(500, "{}"),
      .sse(dataEvents: [#"{"choices":[{"delta":{"content":"x"},"finish_reason":"stop"}]}"#]),
    ])
    let message = ChatMessage(
      role: .user, parts: [.text("secret prompt"), .image(Self.jpeg, mimeType: "image/jpeg")])
    _ = try await makeClient(transport, logger: logger).chatModel().complete([message])
    let lines = capture.all
    #expect(lines.count == 2)
    let joined = lines.joined(separator: "\n")
    let path = joined.replacingOccurrences(of: "\\/", with: "/")
    #expect(path.contains("\"path\":\"/v1/chat/completions\""))
    #expect(joined.contains("\"host\":\"api.openai.com\""))
    #expect(joined.contains("\"status\":\"500\""))
    #expect(joined.contains("\"method\":\"POST\""))
    #expect(joined.contains("\"ms\":"))
    #expect(!joined.contains("sk-test-secret-key"))
    #expect(!joined.contains("secret prompt"))
    #expect(!joined.contains(Self.jpeg.base64EncodedString()))
  }
}
