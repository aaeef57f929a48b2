import Foundation
import VisorCore

/// A chat or vision-language model behind `/chat/completions`, streamed over SSE.
///
/// Images travel as `data:` URLs in OpenAI's content array; `options.jsonSchema` is sent in the
/// provider's ``StructuredOutputDialect``. Ending the returned stream cancels the HTTP transfer.
///
/// ```swift
/// let model = try client.visionModel()
/// for try await delta in model.stream([ChatMessage(role: .user, parts: [.text("What is this?"), .image(jpeg, mimeType: "image/jpeg")])], options: ChatOptions()) {
///   print(delta, terminator: "")
/// }
/// ```
public struct OpenAICompatibleChatModel: ChatModel {
  /// `<provider name>/<model>` unless given.
  public let id: String
  /// The model name sent to the server.
  public let model: String
  let client: OpenAICompatibleClient

  public init(client: OpenAICompatibleClient, model: String, id: String? = nil) {
    self.client = client
    self.model = model
    self.id = id ?? "\(client.configuration.name)/\(model)"
  }

  public func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: String.self)
    let task = Task {
      do {
        try await run(messages, options: options) { delta in
          if case .terminated = continuation.yield(delta) { throw CancellationError() }
        }
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }

  /// The JSON body sent to `/chat/completions`.
  public func requestBody(_ messages: [ChatMessage], options: ChatOptions, stream: Bool = true) throws -> Data
  {
    var wireMessages: [[String: Any]] = []
    var schema: Any?
    if let text = options.jsonSchema {
      guard let data = text.data(using: .utf8), let parsed = try? JSONSerialization.jsonObject(with: data),
        parsed is [String: Any]
      else {
        throw VisorError(
          .invalidJSONSchema, Message("error.provider.schemaNotObject"))
      }
      schema = parsed
      if client.configuration.dialect == .none {
        wireMessages.append([
          "role": "system",
          "content":
            "Answer with one JSON value only, no prose and no code fences, following this JSON Schema: \(text)",
        ])
      }
    }
    for message in messages {
      if message.hasImage {
        let parts: [[String: Any]] = message.parts.map { part in
          switch part {
          case .text(let text):
            return ["type": "text", "text": text]
          case .image(let data, let mimeType):
            return [
              "type": "image_url",
              "image_url": ["url": "data:\(mimeType);base64,\(data.base64EncodedString())"],
            ]
          }
        }
        wireMessages.append(["role": message.role.rawValue, "content": parts])
      } else {
        wireMessages.append(["role": message.role.rawValue, "content": message.text])
      }
    }
    var body: [String: Any] = ["model": model, "messages": wireMessages, "stream": stream]
    if let maxTokens = options.maxTokens { body["max_tokens"] = maxTokens }
    if let temperature = options.temperature { body["temperature"] = temperature }
    if let schema {
      switch client.configuration.dialect {
      case .openAI:
        body["response_format"] = [
          "type": "json_schema", "json_schema": ["name": "answer", "schema": schema],
        ]
      case .llamaCpp:
        // The grammar llama.cpp builds from the schema keeps every token valid JSON; the bounds
        // make strings and arrays end within max_tokens, so the answer is also complete. A bare
        // object (`json_object`) gives a schema nothing to bound: it gets a grammar of its own.
        if let object = schema as? [String: Any], GrammarBounds.isBareObject(object) {
          body["grammar"] = GrammarBounds.flatObjectGrammar(maxTokens: options.maxTokens)
        } else {
          let bounded = (schema as? [String: Any]).map {
            GrammarBounds.bounded($0, maxTokens: options.maxTokens)
          }
          body["response_format"] = ["type": "json_object", "schema": bounded ?? schema]
        }
      case .ollama:
        // Ollama's native API reads top-level `format`; its OpenAI-compatible `/v1` reads only
        // `response_format` (and turns it into `format`). Go ignores unknown fields, so send both.
        body["format"] = schema
        body["response_format"] = [
          "type": "json_schema", "json_schema": ["name": "answer", "schema": schema],
        ]
      case .none:
        break
      }
    }
    return try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys, .withoutEscapingSlashes])
  }

  private func run(
    _ messages: [ChatMessage], options: ChatOptions, emit: (String) throws -> Void
  ) async throws {
    let capability = messages.contains(where: \.hasImage) ? "vision" : "chat"
    let body = try requestBody(messages, options: options)
    let limits = client.configuration.limits
    let response = try await client.send(
      capability: capability, method: "POST", path: "chat/completions", body: body,
      contentType: "application/json", accept: "text/event-stream", model: model)
    let contentType = response.headers.value(for: "Content-Type")?.lowercased() ?? ""
    let timeouts = client.configuration.timeouts
    // Every answer, streamed or not, is bounded: `limits.answerCharacters` of text in all.
    var characters = 0
    func deliver(_ text: String) throws {
      characters += text.count
      if characters > limits.answerCharacters {
        throw client.answerTooLarge(capability, limit: limits.answerCharacters, unit: "characters")
      }
      try emit(text)
    }
    if contentType.contains("application/json") {
      // The server ignored `stream: true` and answered in one piece.
      let data = try await client.collectAnswer(
        response.body, capability: capability, timeouts: timeouts, limit: limits.answerBytes)
      try Task.checkCancellation()
      try deliver(try completionText(data, capability: capability))
      return
    }
    if !contentType.isEmpty && !contentType.contains("text/event-stream") {
      throw client.badResponse(
        capability,
        Message("error.provider.what.contentType", ["type": .text(contentType)]))
    }

    var parser = SSEParser(maxEventBytes: limits.eventBytes)
    var finished = false
    var sawFinishReason = false
    func handle(_ messages: [ServerSentEventMessage]) throws {
      for message in messages where !finished {
        if message.isDone {
          finished = true
          return
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(message.data.utf8)) as? [String: Any]
        else {
          throw client.badResponse(capability, Message("error.provider.what.eventJSON"))
        }
        if let error = object["error"] {
          let text = client.providerMessage(
            (try? JSONSerialization.data(withJSONObject: ["error": error])) ?? Data())
          throw VisorError(
            .providerUnavailable,
            Message(
              "error.provider.reported",
              [
                "capability": MessageArgument.capability(capability),
                "name": .text(client.configuration.name),
                "text": text.map { .message(Message("error.provider.reportedText", ["text": .text($0)])) }
                  ?? .text(""),
              ])
          )
        }
        guard let choices = object["choices"] as? [[String: Any]] else {
          if object["usage"] != nil { continue }  // a final usage-only chunk
          throw client.badResponse(capability, Message("error.provider.what.eventChoices"))
        }
        guard let choice = choices.first else { continue }
        if let delta = choice["delta"] as? [String: Any], let content = delta["content"] as? String,
          !content.isEmpty
        {
          try deliver(content)
        }
        if let reason = choice["finish_reason"], !(reason is NSNull) { sawFinishReason = true }
      }
    }
    var streamed = 0
    do {
      for try await chunk in response.body {
        streamed += chunk.count
        if streamed > limits.streamBytes {
          throw client.answerTooLarge(capability, limit: limits.streamBytes)
        }
        try handle(parser.feed(chunk))
        if parser.exceededLimit {
          throw client.answerTooLarge(capability, limit: limits.eventBytes)
        }
        if finished { break }
      }
      if !finished { try handle(parser.finish()) }
    } catch let error as VisorError {
      throw error
    } catch {
      throw client.mapTransportError(error, capability: capability, timeouts: timeouts)
    }
    try Task.checkCancellation()
    if !finished && !sawFinishReason {
      throw client.badResponse(capability, Message("error.provider.what.streamCut"))
    }
  }

  private func completionText(_ data: Data, capability: String) throws -> String {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let choices = object["choices"] as? [[String: Any]], let first = choices.first,
      let message = first["message"] as? [String: Any]
    else {
      throw client.badResponse(capability, Message("error.provider.what.notCompletion"))
    }
    return message["content"] as? String ?? ""
  }
}
