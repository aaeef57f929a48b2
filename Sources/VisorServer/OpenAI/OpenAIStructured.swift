import Foundation
import VisorAPI
import VisorCore

/// `response_format` `json_schema` or `json_object` on `/v1/chat/completions`: the answer is JSON that
/// validates against the schema, for every model, or the request fails with a 502 that says so.
///
/// The model is asked with structured output in its server's dialect (a grammar for llama.cpp, so
/// the local model is valid by construction); its answer is then parsed and validated here. An
/// answer that does not validate is sent back once with its problems listed, as the recogniser
/// templates do; a second miss is a 502 `invalid_model_output` in OpenAI's error shape.
///
/// ```swift
/// let json = try await OpenAIStructured.answer(model: model, modelID: id, messages: messages, options: options)
/// ```
enum OpenAIStructured {
  struct Answer: Sendable {
    /// The JSON text returned to the client (the model's own, without fences or prose around it).
    var text: String
    /// How many times the model was asked (1 or 2).
    var attempts: Int
  }

  /// Asks `model`, validates, asks once more with the problems, and returns valid JSON or throws 502.
  static func answer(
    model: any ChatModel, modelID: String, messages: [ChatMessage], options: ChatOptions,
    logger: Logger = .silent
  ) async throws -> Answer {
    guard let schemaText = options.jsonSchema, let validator = JSONSchemaValidator(schemaText: schemaText)
    else {
      throw OpenAIError.invalid(
        "response_format.json_schema.schema must be a JSON Schema object.",
        param: "response_format.json_schema.schema", code: .invalidJSONSchema)
    }
    let first = try await model.complete(messages, options: options)
    let firstCheck = check(first, validator: validator)
    if case .success(let text) = firstCheck { return Answer(text: text, attempts: 1) }
    let problems = firstCheck.problems
    logger.info(
      "structured answer did not validate; asking again",
      [
        "model": modelID, "problems": String(problems.count),
        "first": String(problems.first?.prefix(120) ?? ""),
      ])
    var retry = messages
    retry.append(ChatMessage(role: .assistant, text: String(first.prefix(8000))))
    retry.append(ChatMessage(role: .user, text: correction(problems, schema: schemaText)))
    let second = try await model.complete(retry, options: options)
    switch check(second, validator: validator) {
    case .success(let text):
      return Answer(text: text, attempts: 2)
    case .failure(let secondProblems):
      logger.warning(
        "structured answer did not validate twice",
        ["model": modelID, "first": String(secondProblems.problems.first?.prefix(120) ?? "")])
      throw OpenAIError(
        status: 502, code: .invalidModelOutput,
        message:
          "The model \(modelID) answered twice without JSON that matches the requested schema (\(secondProblems.problems.first ?? "no JSON")). Try again, keep the schema small, or use a model that supports structured output.",
        param: "response_format", type: "api_error")
    }
  }

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
  static func extract(_ answer: String) -> (String, JSONValue)? {
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

  /// The JSON split into stream pieces of about `size` characters (never inside a UTF-16 pair).
  static func pieces(_ text: String, size: Int = 24) -> [String] {
    var result: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if current.count >= size {
        result.append(current)
        current = ""
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }
}

extension Result where Failure == OpenAIStructured.Problems {
  var problems: [String] {
    if case .failure(let failure) = self { return failure.problems }
    return []
  }
}
