import Foundation
import VisorCore

/// An answer that is JSON validating against a JSON Schema, for every chat model, or an error that
/// says so (OpenAI's `response_format` `json_schema` and `json_object`).
///
/// The model is asked with the schema in its options, so each provider uses its server's dialect (a
/// grammar for llama.cpp, so the local model is valid by construction); the answer is then parsed
/// and validated here. An answer that does not validate is sent back once with its problems listed,
/// as the recogniser templates do; a second miss is `invalid_model_output` (502).
///
/// ```swift
/// let answer = try await chats.answer(messages, with: entry, options: options)  // options.jsonSchema set
/// answer.text  // {"greeting": "Hello"}
/// ```
public struct StructuredAnswer: Sendable, Equatable {
  /// The JSON text (the model's own, without fences or prose around it).
  public var text: String
  /// How many times the model was asked (1 or 2).
  public var attempts: Int
}

extension ChatService {
  /// Asks `entry`'s model for JSON matching `options.jsonSchema`, validates it, asks once more with
  /// the problems, and returns valid JSON. Throws `invalid_json_schema` when the schema is not a
  /// JSON object, `not_configured` when the model cannot chat here, `invalid_model_output` when the
  /// second answer does not validate either.
  public func answer(
    _ messages: [ChatMessage], with entry: ModelRegistry.Entry, options: ChatOptions
  ) async throws -> StructuredAnswer {
    let modelID = entry.descriptor.id
    guard let model = entry.chat else {
      throw VisorError(.notConfigured, Message("error.model.cannotChat", ["id": .text(modelID)]))
    }
    guard let schemaText = options.jsonSchema, let validator = JSONSchemaValidator(schemaText: schemaText)
    else {
      throw VisorError(
        .invalidJSONSchema, Message("error.schema.notObject"))
    }
    let first = try await model.complete(messages, options: options)
    let firstCheck = StructuredAnswers.check(first, validator: validator)
    if case .success(let text) = firstCheck { return StructuredAnswer(text: text, attempts: 1) }
    let problems = firstCheck.problems
    logger.info(
      "structured answer did not validate; asking again",
      [
        "model": modelID, "problems": String(problems.count),
        "first": String(problems.first?.prefix(120) ?? ""),
      ])
    var retry = messages
    retry.append(ChatMessage(role: .assistant, text: String(first.prefix(8000))))
    retry.append(ChatMessage(role: .user, text: StructuredAnswers.correction(problems, schema: schemaText)))
    let second = try await model.complete(retry, options: options)
    switch StructuredAnswers.check(second, validator: validator) {
    case .success(let text):
      return StructuredAnswer(text: text, attempts: 2)
    case .failure(let secondProblems):
      logger.warning(
        "structured answer did not validate twice",
        ["model": modelID, "first": String(secondProblems.problems.first?.prefix(120) ?? "")])
      throw VisorError(
        .invalidModelOutput,
        Message(
          "error.schema.noMatch",
          [
            "id": .text(modelID),
            "problem": secondProblems.problems.first.map { .text($0) }
              ?? .message(Message("error.schema.noJSON")),
          ])
      )
    }
  }
}

/// Checking an answer against the schema, and the message that sends it back.
enum StructuredAnswers {
  struct Problems: Error {
    var problems: [String]
  }

  /// The user message that sends an answer back: what was wrong, and the schema again.
  static func correction(_ problems: [String], schema: String) -> String {
    "Your answer had these problems:\n" + problems.map { "- \($0)" }.joined(separator: "\n")
      + "\nAnswer again with only the whole corrected JSON value, no prose and no code fences, "
      + "following this JSON Schema: \(schema.prefix(4000))\nKeep every text value short."
  }

  /// The answer's JSON text when it parses and validates, else its problems.
  static func check(_ answer: String, validator: JSONSchemaValidator) -> Result<String, Problems> {
    guard let (text, value) = extract(answer) else {
      let trimmed = answer.trimmingCharacters(in: .whitespacesAndNewlines)
      let problem =
        trimmed.isEmpty
        ? "The answer was empty; answer with one JSON value."
        : (trimmed.hasPrefix("{") || trimmed.hasPrefix("["))
          ? "The answer is not valid JSON: it stops before the JSON is complete, or breaks JSON's rules (quotes, commas, control characters inside strings)."
          : "The answer is not JSON; answer with one JSON value and nothing else."
      return .failure(Problems(problems: [problem]))
    }
    let problems = validator.problems(of: value)
    return problems.isEmpty ? .success(text) : .failure(Problems(problems: problems))
  }

  /// The JSON value in an answer: the whole answer, else inside a ```json fence, else from the first
  /// `{`/`[` to the last `}`/`]` (a model that wrapped its JSON in a sentence).
  static func extract(_ answer: String) -> (String, RealtimeJSON)? {
    var candidates: [String] = [answer.trimmingCharacters(in: .whitespacesAndNewlines)]
    if let fence = answer.range(of: "```") {
      var inner = answer[fence.upperBound...]
      if let newline = inner.firstIndex(of: "\n") { inner = inner[inner.index(after: newline)...] }
      if let end = inner.range(of: "```") { inner = inner[..<end.lowerBound] }
      candidates.append(inner.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    for (open, close) in [("{", "}"), ("[", "]")] {
      if let start = answer.firstIndex(where: { String($0) == open }),
        let end = answer.lastIndex(where: { String($0) == close }), start < end
      {
        candidates.append(String(answer[start...end]))
      }
    }
    for candidate in candidates where !candidate.isEmpty {
      if let value = JSONSchemaValidator.parse(candidate) { return (candidate, value) }
    }
    return nil
  }
}

extension Result where Failure == StructuredAnswers.Problems {
  var problems: [String] {
    if case .failure(let failure) = self { return failure.problems }
    return []
  }
}
