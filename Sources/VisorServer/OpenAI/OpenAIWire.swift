import Foundation
import VisorAPI

// Wire types of the OpenAI-compatible surface (`/v1`). They follow OpenAI's own conventions:
// snake_case keys, unknown fields ignored (plain `Decodable`, no allow-list), `null` where OpenAI
// sends `null`.

// MARK: Chat completions

/// `POST /v1/chat/completions` body (the fields Visor uses; others are ignored).
struct OpenAIChatRequest: Decodable, Sendable {
  var model: String?
  var messages: [OpenAIChatMessage]?
  var stream: Bool?
  var streamOptions: StreamOptions?
  var maxTokens: Int?
  var maxCompletionTokens: Int?
  var temperature: Double?
  var responseFormat: ResponseFormat?
  var n: Int?

  struct StreamOptions: Decodable, Sendable {
    var includeUsage: Bool?
    enum CodingKeys: String, CodingKey { case includeUsage = "include_usage" }
  }

  struct ResponseFormat: Decodable, Sendable {
    var type: String
    var jsonSchema: JSONSchemaFormat?
    enum CodingKeys: String, CodingKey {
      case type
      case jsonSchema = "json_schema"
    }
  }

  struct JSONSchemaFormat: Decodable, Sendable {
    var name: String?
    var schema: JSONValue?
  }

  enum CodingKeys: String, CodingKey {
    case model, messages, stream, temperature, n
    case streamOptions = "stream_options"
    case maxTokens = "max_tokens"
    case maxCompletionTokens = "max_completion_tokens"
    case responseFormat = "response_format"
  }
}

/// One message; `content` is a string, an array of parts, or null (an assistant turn with tool calls).
struct OpenAIChatMessage: Decodable, Sendable {
  var role: String
  var content: Content

  enum Content: Sendable {
    case text(String)
    case parts([Part])
    case none
  }

  struct Part: Decodable, Sendable {
    var type: String
    var text: String?
    var imageURL: ImageURL?
    var refusal: String?
    enum CodingKeys: String, CodingKey {
      case type, text, refusal
      case imageURL = "image_url"
    }
  }

  /// `image_url` is `{"url": …, "detail": …}` (older clients send the URL as a bare string).
  struct ImageURL: Decodable, Sendable {
    var url: String
    init(from decoder: any Decoder) throws {
      if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
        url = text
        return
      }
      let container = try decoder.container(keyedBy: CodingKeys.self)
      url = try container.decode(String.self, forKey: .url)
    }
    enum CodingKeys: String, CodingKey { case url }
  }

  enum CodingKeys: String, CodingKey { case role, content }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    role = try container.decode(String.self, forKey: .role)
    if try !container.contains(.content) || container.decodeNil(forKey: .content) {
      content = .none
    } else if let text = try? container.decode(String.self, forKey: .content) {
      content = .text(text)
    } else {
      content = .parts(try container.decode([Part].self, forKey: .content))
    }
  }
}

/// Token counts (Visor's are estimates: about four characters per token).
struct OpenAIUsage: Codable, Sendable, Equatable {
  var promptTokens: Int
  var completionTokens: Int
  var totalTokens: Int
  init(prompt: Int, completion: Int) {
    promptTokens = prompt
    completionTokens = completion
    totalTokens = prompt + completion
  }
  enum CodingKeys: String, CodingKey {
    case promptTokens = "prompt_tokens"
    case completionTokens = "completion_tokens"
    case totalTokens = "total_tokens"
  }
}

/// A whole answer: `object: "chat.completion"`.
struct OpenAIChatCompletion: Encodable, Sendable {
  var id: String
  var object = "chat.completion"
  var created: Int
  var model: String
  var choices: [Choice]
  var usage: OpenAIUsage
  @Nullable var systemFingerprint: String? = nil

  struct Choice: Encodable, Sendable {
    var index = 0
    var message: Message
    var finishReason: String
    @Nullable var logprobs: String? = nil
    enum CodingKeys: String, CodingKey {
      case index, message, logprobs
      case finishReason = "finish_reason"
    }
  }

  struct Message: Encodable, Sendable {
    var role = "assistant"
    var content: String
    @Nullable var refusal: String? = nil
  }

  enum CodingKeys: String, CodingKey {
    case id, object, created, model, choices, usage
    case systemFingerprint = "system_fingerprint"
  }
}

/// One streamed piece: `object: "chat.completion.chunk"`.
struct OpenAIChatChunk: Encodable, Sendable {
  var id: String
  var object = "chat.completion.chunk"
  var created: Int
  var model: String
  var choices: [Choice]
  /// Only on the extra last chunk when `stream_options.include_usage` is set (then `choices` is empty).
  var usage: OpenAIUsage?
  @Nullable var systemFingerprint: String? = nil

  struct Choice: Encodable, Sendable {
    var index = 0
    var delta: Delta
    @Nullable var finishReason: String?
    @Nullable var logprobs: String? = nil
    enum CodingKeys: String, CodingKey {
      case index, delta, logprobs
      case finishReason = "finish_reason"
    }
  }

  struct Delta: Encodable, Sendable {
    var role: String?
    var content: String?
  }

  enum CodingKeys: String, CodingKey {
    case id, object, created, model, choices, usage
    case systemFingerprint = "system_fingerprint"
  }
}

// MARK: Models

/// `GET /v1/models` items.
struct OpenAIModel: Encodable, Sendable {
  var id: String
  var object = "model"
  var created: Int
  var ownedBy: String
  enum CodingKeys: String, CodingKey {
    case id, object, created
    case ownedBy = "owned_by"
  }
}

struct OpenAIList<Item: Encodable & Sendable>: Encodable, Sendable {
  var object = "list"
  var data: [Item]
}

// MARK: Audio and images

/// `POST /v1/audio/speech` body.
struct OpenAISpeechRequest: Decodable, Sendable {
  var model: String?
  var input: String?
  var voice: String?
  var responseFormat: String?
  var speed: Double?
  var streamFormat: String?
  enum CodingKeys: String, CodingKey {
    case model, input, voice, speed
    case responseFormat = "response_format"
    case streamFormat = "stream_format"
  }
}

/// `POST /v1/images/generations` body.
struct OpenAIImageRequest: Decodable, Sendable {
  var prompt: String?
  var model: String?
  var n: Int?
  var size: String?
  var responseFormat: String?
  enum CodingKeys: String, CodingKey {
    case prompt, model, n, size
    case responseFormat = "response_format"
  }
}

struct OpenAIImagesResponse: Encodable, Sendable {
  var created: Int
  var data: [Item]
  struct Item: Encodable, Sendable {
    var b64JSON: String
    @Nullable var revisedPrompt: String? = nil
    enum CodingKeys: String, CodingKey {
      case b64JSON = "b64_json"
      case revisedPrompt = "revised_prompt"
    }
  }
}

/// `response_format=json` of a transcription.
struct OpenAITranscription: Encodable, Sendable {
  var text: String
  var usage: Usage
  struct Usage: Encodable, Sendable {
    var type = "duration"
    var seconds: Int
  }
}

/// `response_format=verbose_json` of a transcription (one segment for the whole clip).
struct OpenAIVerboseTranscription: Encodable, Sendable {
  var task = "transcribe"
  var language = "english"
  var duration: Double
  var text: String
  var segments: [Segment]
  struct Segment: Encodable, Sendable {
    var id = 0
    var seek = 0
    var start: Double
    var end: Double
    var text: String
  }
}
