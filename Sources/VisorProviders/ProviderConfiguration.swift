import Foundation

/// How a server wants structured (JSON-schema) output requested.
public enum StructuredOutputDialect: String, Sendable, Codable, CaseIterable {
  /// OpenAI and Gemini: `response_format: {"type":"json_schema","json_schema":{"name","schema"}}`.
  case openAI
  /// llama-cpp-python: `response_format: {"type":"json_object","schema":…}` (grammar-constrained).
  case llamaCpp
  /// Ollama: top-level `"format": schema` (native API), sent together with OpenAI's
  /// `response_format` because Ollama's OpenAI-compatible `/v1` only reads the latter.
  case ollama
  /// No server support: the schema is described in a system message instead.
  case none
}

/// How much of a provider's answer Visor accepts (docs/decisions/018-hostile-input-limits.md).
///
/// A provider is trusted to answer, not to answer sensibly: a body over these limits stops the
/// transfer and fails the request with `provider_answer_too_large`, so memory stays bounded and
/// nothing is saved.
public struct ProviderLimits: Sendable, Equatable, Codable {
  /// A JSON answer (a chat completion in one piece, a transcription, a model list).
  public var answerBytes: Int
  /// A generated image or synthesised speech (base64 JSON or audio bytes, or an image link's download).
  public var mediaBytes: Int
  /// One Server-Sent Event of a streamed completion (a line without a line end counts too).
  public var eventBytes: Int
  /// The characters of one answer's text, the most that is saved, spoken or sent back in a repair.
  public var answerCharacters: Int
  /// All the bytes of one streamed answer, events and comments together: a stream of small, valid,
  /// empty events is stopped here instead of costing CPU until the total timeout.
  public var streamBytes: Int

  public init(
    answerBytes: Int = 2 * 1024 * 1024, mediaBytes: Int = 40 * 1024 * 1024, eventBytes: Int = 256 * 1024,
    answerCharacters: Int = 100_000, streamBytes: Int = 32 * 1024 * 1024
  ) {
    self.answerBytes = answerBytes
    self.mediaBytes = mediaBytes
    self.eventBytes = eventBytes
    self.answerCharacters = answerCharacters
    self.streamBytes = streamBytes
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let d = ProviderLimits()
    answerBytes = try c.decodeIfPresent(Int.self, forKey: .answerBytes) ?? d.answerBytes
    mediaBytes = try c.decodeIfPresent(Int.self, forKey: .mediaBytes) ?? d.mediaBytes
    eventBytes = try c.decodeIfPresent(Int.self, forKey: .eventBytes) ?? d.eventBytes
    answerCharacters = try c.decodeIfPresent(Int.self, forKey: .answerCharacters) ?? d.answerCharacters
    streamBytes = try c.decodeIfPresent(Int.self, forKey: .streamBytes) ?? d.streamBytes
  }
}

/// One OpenAI-compatible provider: where it is, how to authenticate and which models to use.
///
/// The API key itself never lives here: only the name of the environment variable holding it.
///
/// ```swift
/// var config = ProviderPresets.ollama()
/// config.chatModel = "llama3.2"
/// ```
public struct ProviderConfiguration: Sendable, Codable, Equatable {
  /// Short name used in model ids (`openai/gpt-4o-mini`) and messages.
  public var name: String
  /// The API root that `chat/completions` etc. hang off, e.g. `https://api.openai.com/v1/`.
  public var baseURL: URL
  /// The environment variable that holds the API key, e.g. `VISOR_OPENAI_API_KEY`.
  public var apiKeyEnvironmentVariable: String?
  public var dialect: StructuredOutputDialect
  public var chatModel: String?
  public var visionModel: String?
  public var speechModel: String?
  public var voices: [String]
  public var transcriptionModel: String?
  public var imageModel: String?
  public var timeouts: ProviderTimeouts
  public var limits: ProviderLimits

  public init(
    name: String, baseURL: URL, apiKeyEnvironmentVariable: String? = nil,
    dialect: StructuredOutputDialect = .openAI,
    chatModel: String? = nil, visionModel: String? = nil, speechModel: String? = nil, voices: [String] = [],
    transcriptionModel: String? = nil, imageModel: String? = nil,
    timeouts: ProviderTimeouts = ProviderTimeouts(), limits: ProviderLimits = ProviderLimits()
  ) {
    self.name = name
    self.baseURL = baseURL
    self.apiKeyEnvironmentVariable = apiKeyEnvironmentVariable
    self.dialect = dialect
    self.chatModel = chatModel
    self.visionModel = visionModel
    self.speechModel = speechModel
    self.voices = voices
    self.transcriptionModel = transcriptionModel
    self.imageModel = imageModel
    self.timeouts = timeouts
    self.limits = limits
  }

  enum CodingKeys: String, CodingKey {
    case name, baseURL, apiKeyEnvironmentVariable, dialect, chatModel, visionModel, speechModel, voices
    case transcriptionModel, imageModel, timeouts, limits
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    name = try c.decode(String.self, forKey: .name)
    baseURL = try c.decode(URL.self, forKey: .baseURL)
    apiKeyEnvironmentVariable = try c.decodeIfPresent(String.self, forKey: .apiKeyEnvironmentVariable)
    dialect = try c.decodeIfPresent(StructuredOutputDialect.self, forKey: .dialect) ?? .openAI
    chatModel = try c.decodeIfPresent(String.self, forKey: .chatModel)
    visionModel = try c.decodeIfPresent(String.self, forKey: .visionModel)
    speechModel = try c.decodeIfPresent(String.self, forKey: .speechModel)
    voices = try c.decodeIfPresent([String].self, forKey: .voices) ?? []
    transcriptionModel = try c.decodeIfPresent(String.self, forKey: .transcriptionModel)
    imageModel = try c.decodeIfPresent(String.self, forKey: .imageModel)
    timeouts = try c.decodeIfPresent(ProviderTimeouts.self, forKey: .timeouts) ?? ProviderTimeouts()
    limits = try c.decodeIfPresent(ProviderLimits.self, forKey: .limits) ?? ProviderLimits()
  }

  /// Reads the API key from `apiKeyEnvironmentVariable` in `environment`; empty values count as unset.
  public func apiKey(from environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    guard let variable = apiKeyEnvironmentVariable, let value = environment[variable] else { return nil }
    let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}

/// Ready-made configurations for well-known OpenAI-compatible servers.
public enum ProviderPresets {
  /// OpenAI: gpt-4o-mini for chat and vision, tts-1, whisper-1, gpt-image-1. Key in `VISOR_OPENAI_API_KEY`.
  public static func openAI() -> ProviderConfiguration {
    ProviderConfiguration(
      name: "openai", baseURL: URL(string: "https://api.openai.com/v1/")!,
      apiKeyEnvironmentVariable: "VISOR_OPENAI_API_KEY", dialect: .openAI, chatModel: "gpt-4o-mini",
      visionModel: "gpt-4o-mini", speechModel: "tts-1",
      voices: ["alloy", "echo", "fable", "onyx", "nova", "shimmer"],
      transcriptionModel: "whisper-1", imageModel: "gpt-image-1")
  }

  /// Google Gemini through its OpenAI-compatible endpoint: gemini-2.0-flash for chat and vision.
  /// Key in `VISOR_GEMINI_API_KEY`.
  public static func gemini() -> ProviderConfiguration {
    ProviderConfiguration(
      name: "gemini", baseURL: URL(string: "https://generativelanguage.googleapis.com/v1beta/openai/")!,
      apiKeyEnvironmentVariable: "VISOR_GEMINI_API_KEY", dialect: .openAI, chatModel: "gemini-2.0-flash",
      visionModel: "gemini-2.0-flash")
  }

  /// A local Ollama server (its OpenAI-compatible `/v1`). Pick models with `ollama pull`.
  public static func ollama(baseURL: URL = URL(string: "http://127.0.0.1:11434/v1/")!)
    -> ProviderConfiguration
  {
    ProviderConfiguration(
      name: "ollama", baseURL: baseURL, dialect: .ollama, chatModel: "llama3.2", visionModel: "llava",
      timeouts: ProviderTimeouts(firstByte: .seconds(180)))
  }

  /// A llama-cpp-python server (`python -m llama_cpp.server`); it serves whichever model it loaded.
  public static func llamaCpp(baseURL: URL = URL(string: "http://127.0.0.1:8000/v1/")!)
    -> ProviderConfiguration
  {
    ProviderConfiguration(
      name: "llamacpp", baseURL: baseURL, dialect: .llamaCpp, chatModel: "default",
      timeouts: ProviderTimeouts(firstByte: .seconds(180)))
  }

  /// Visor's own local chat worker (a llama-cpp-python server that Visor starts): model ids come
  /// out as `local/<model>`, e.g. `local/smollm2-135m`.
  public static func localWorker(baseURL: URL, model: String = "smollm2-135m") -> ProviderConfiguration {
    ProviderConfiguration(
      name: "local", baseURL: baseURL, dialect: .llamaCpp, chatModel: model,
      timeouts: ProviderTimeouts(connect: .seconds(5), firstByte: .seconds(120)))
  }

  /// A vLLM server (OpenAI-compatible, supports `response_format: json_schema`).
  public static func vLLM(baseURL: URL = URL(string: "http://127.0.0.1:8000/v1/")!) -> ProviderConfiguration {
    ProviderConfiguration(
      name: "vllm", baseURL: baseURL, dialect: .openAI, timeouts: ProviderTimeouts(firstByte: .seconds(180)))
  }
}
