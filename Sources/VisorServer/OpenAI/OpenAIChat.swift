import Foundation
import VisorCore
import VisorFeatures

/// Turns an OpenAI chat request into Visor's messages and options.
enum OpenAIChat {
  /// At most this many images per request.
  static let maxImages = 8

  /// Checked request fields, before any image is decoded.
  struct Plan: Sendable {
    var model: String
    var stream: Bool
    var includeUsage: Bool
    var options: ChatOptions
    var hasImage: Bool
  }

  static func plan(_ request: OpenAIChatRequest) throws -> Plan {
    guard let model = request.model, !model.isEmpty else {
      throw OpenAIError.invalid(
        "Missing required parameter: 'model'; use a model id from GET /v1/models or \"visor-default\".",
        param: "model", code: .missingRequiredParameter)
    }
    guard let messages = request.messages, !messages.isEmpty else {
      throw OpenAIError.invalid(
        "'messages' must hold at least one message.", param: "messages", code: .missingRequiredParameter)
    }
    if let n = request.n, n != 1 {
      throw OpenAIError.invalid("'n' must be 1: Visor returns one choice per request.", param: "n")
    }
    if let temperature = request.temperature, !(0...2).contains(temperature) {
      throw OpenAIError.invalid(
        "'temperature' must be between 0 and 2, not \(temperature).", param: "temperature",
        code: .decimalOutOfRange)
    }
    var options = ChatOptions(temperature: request.temperature)
    for (name, value) in [
      ("max_completion_tokens", request.maxCompletionTokens), ("max_tokens", request.maxTokens),
    ] {
      guard let value else { continue }
      guard value >= 1 else {
        throw OpenAIError.invalid(
          "'\(name)' must be at least 1, not \(value).", param: name, code: .integerBelowMinValue)
      }
      options.maxTokens = value
      break
    }
    if let format = request.responseFormat {
      switch format.type {
      case "text": break
      case "json_object": options.jsonSchema = #"{"type":"object"}"#
      case "json_schema":
        guard let schema = format.jsonSchema?.schema, case .object = schema else {
          throw OpenAIError.invalid(
            "response_format.json_schema.schema must be a JSON Schema object.",
            param: "response_format.json_schema.schema", code: .missingRequiredParameter)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        options.jsonSchema = String(decoding: try encoder.encode(schema), as: UTF8.self)
      default:
        throw OpenAIError.invalid(
          "response_format.type must be \"text\", \"json_object\" or \"json_schema\", not \"\(format.type)\".",
          param: "response_format.type")
      }
    }
    var imageCount = 0
    for (index, message) in messages.enumerated() {
      guard ["system", "developer", "user", "assistant"].contains(message.role) else {
        throw OpenAIError.invalid(
          "messages[\(index)].role \"\(message.role)\" is not supported; Visor's models take system, developer, user and assistant messages (no tools).",
          param: "messages[\(index)].role")
      }
      guard case .parts(let parts) = message.content else { continue }
      for (partIndex, part) in parts.enumerated() {
        let param = "messages[\(index)].content[\(partIndex)]"
        switch part.type {
        case "text", "refusal": break
        case "image_url":
          guard message.role == "user" else {
            throw OpenAIError.invalid("Images are allowed only in user messages.", param: param)
          }
          guard let url = part.imageURL?.url else {
            throw OpenAIError.invalid(
              "\(param).image_url.url is required.", param: "\(param).image_url",
              code: .missingRequiredParameter)
          }
          try checkImageURL(url, param: "\(param).image_url.url")
          _ = try imageBytes(url, param: "\(param).image_url.url")
          imageCount += 1
        default:
          throw OpenAIError.invalid(
            "Content parts of type \"\(part.type)\" are not supported; send \"text\" or \"image_url\" (a data: URL).",
            param: "\(param).type")
        }
      }
    }
    guard imageCount <= maxImages else {
      throw OpenAIError.invalid(
        "Send at most \(maxImages) images per request; this one has \(imageCount).", param: "messages")
    }
    return Plan(
      model: model, stream: request.stream ?? false,
      includeUsage: request.streamOptions?.includeUsage ?? false,
      options: options, hasImage: imageCount > 0)
  }

  /// Only `data:` URLs: Visor does not fetch images from the internet (it works offline by default).
  static func checkImageURL(_ url: String, param: String) throws {
    let lower = url.prefix(16).lowercased()
    if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
      throw OpenAIError.invalid(
        "Visor does not download images from URLs (it works offline by default); send the image inline as a data: URL, e.g. \"data:image/jpeg;base64,…\".",
        param: param, code: .imageURLNotSupported)
    }
    guard lower.hasPrefix("data:"), url.prefix(200).contains(";base64,") else {
      throw OpenAIError.invalid(
        "The image URL must be a base64 data: URL such as \"data:image/jpeg;base64,…\".", param: param,
        code: .invalidImageURL)
    }
  }

  /// The bytes of a `data:…;base64,…` URL.
  static func imageBytes(_ url: String, param: String) throws -> Data {
    guard let comma = url.firstIndex(of: ",") else {
      throw OpenAIError.invalid("The image data: URL has no data.", param: param, code: .invalidImageURL)
    }
    let payload = url[url.index(after: comma)...]
    guard let data = Data(base64Encoded: String(payload), options: .ignoreUnknownCharacters), !data.isEmpty
    else {
      throw OpenAIError.invalid(
        "The image data: URL does not hold valid base64 data.", param: param, code: .invalidImageURL)
    }
    return data
  }

  /// Converts the messages, turning each image through `ingest` (upright, stripped JPEG).
  static func messages(
    _ request: OpenAIChatRequest, ingest: (Data) async throws -> Data
  ) async throws -> [ChatMessage] {
    var result: [ChatMessage] = []
    for (index, message) in (request.messages ?? []).enumerated() {
      let role: ChatMessage.Role =
        switch message.role {
        case "system", "developer": .system
        case "assistant": .assistant
        default: .user
        }
      var parts: [ContentPart] = []
      switch message.content {
      case .none: break
      case .text(let text): parts.append(.text(text))
      case .parts(let items):
        for (partIndex, part) in items.enumerated() {
          switch part.type {
          case "image_url":
            let param = "messages[\(index)].content[\(partIndex)].image_url.url"
            let bytes = try imageBytes(part.imageURL?.url ?? "", param: param)
            parts.append(.image(try await ingest(bytes), mimeType: "image/jpeg"))
          default:
            if let text = part.text ?? part.refusal { parts.append(.text(text)) }
          }
        }
      }
      if parts.isEmpty { parts = [.text("")] }
      result.append(ChatMessage(role: role, parts: parts))
    }
    return result
  }

  /// A rough token count: about four characters per token, plus a little per message and per image.
  static func promptTokens(_ messages: [ChatMessage]) -> Int {
    messages.reduce(0) { total, message in
      let images = message.parts.filter { if case .image = $0 { true } else { false } }.count
      return total + 4 + tokens(message.text) + images * 85
    }
  }

  static func tokens(_ text: String) -> Int { text.isEmpty ? 0 : max(1, (text.utf8.count + 3) / 4) }

  /// `chatcmpl-` and 24 random hex digits.
  static func completionID() -> String {
    "chatcmpl-" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(24)
  }
}
