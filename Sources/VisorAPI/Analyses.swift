import Foundation

/// Pipeline timings in milliseconds (`null` for stages that did not run).
public struct TimingsResponse: Codable, Sendable, Equatable {
  @Nullable public var ingestMs: Int?
  @Nullable public var transcriptionMs: Int?
  @Nullable public var firstTokenMs: Int?
  @Nullable public var firstAudioMs: Int?
  @Nullable public var totalMs: Int?
  public init(
    ingestMs: Int? = nil, transcriptionMs: Int? = nil, firstTokenMs: Int? = nil,
    firstAudioMs: Int? = nil, totalMs: Int? = nil
  ) {
    self.ingestMs = ingestMs
    self.transcriptionMs = transcriptionMs
    self.firstTokenMs = firstTokenMs
    self.firstAudioMs = firstAudioMs
    self.totalMs = totalMs
  }
}

/// A saved analysis in the history (`GET /api/v1/analyses/{id}`).
public struct AnalysisResponse: Codable, Sendable, Equatable {
  public var id: String
  public var prompt: String
  @Nullable public var transcript: String?
  public var message: String
  public var model: String
  /// Relative URL of the stored JPEG.
  public var imageUrl: String
  public var timings: TimingsResponse
  public var createdAt: Date
  /// The channel it was asked in: `describe`, `text`, `document`, `barcode`, `colour`, `light`, `people`, `car`, `cute`.
  public var mode: String
  /// Follow-up questions and their answers, oldest first (`GET /api/v1/analyses/{id}`); `null` in
  /// lists, which do not load them.
  @Nullable public var turns: [TurnResponse]?
  /// The local facts compared with the provider's answer; `[]` when nothing was compared.
  @EmptyIfMissing public var checks: [CheckResponse]
  /// In search results (`?q=`): `words` (its words matched) or `meaning` (close in meaning, in any
  /// language; after every `words` hit); otherwise null.
  @Nullable public var match: String?
  public init(
    id: String, prompt: String, transcript: String?, message: String, model: String, imageUrl: String,
    timings: TimingsResponse, createdAt: Date, mode: String = "describe", turns: [TurnResponse]? = nil,
    checks: [CheckResponse] = [], match: String? = nil
  ) {
    self.match = match
    self.mode = mode
    self.checks = checks
    self.turns = turns
    self.id = id
    self.prompt = prompt
    self.transcript = transcript
    self.message = message
    self.model = model
    self.imageUrl = imageUrl
    self.timings = timings
    self.createdAt = createdAt
  }
}

/// A local fact compared with a model's answer (`checks`); `[]` when there is nothing to compare.
public struct CheckResponse: Codable, Sendable, Equatable {
  /// `text`, `people`, `barcode` or `colour`.
  public var kind: String
  public var local: String
  public var model: String
  public var agrees: Bool
  public init(kind: String, local: String, model: String, agrees: Bool) {
    self.kind = kind
    self.local = local
    self.model = model
    self.agrees = agrees
  }
}

/// A follow-up question about an analysis's photo and its answer.
public struct TurnResponse: Codable, Sendable, Equatable {
  public var id: String
  public var prompt: String
  @Nullable public var transcript: String?
  public var message: String
  public var mode: String
  public var checks: [CheckResponse]
  public var timings: TimingsResponse
  public var createdAt: Date
  /// A person's answer (a helper's, issue 28): `{"username", "kind": "person"}`; `null` for the machine's.
  @Nullable public var from: TurnAuthorResponse?
  /// The helper's own recording of a spoken answer (MP3).
  @Nullable public var audioUrl: String?
  public init(
    id: String, prompt: String, transcript: String?, message: String, mode: String, checks: [CheckResponse],
    timings: TimingsResponse, createdAt: Date, from: TurnAuthorResponse? = nil, audioUrl: String? = nil
  ) {
    self.from = from
    self.audioUrl = audioUrl
    self.id = id
    self.prompt = prompt
    self.transcript = transcript
    self.message = message
    self.mode = mode
    self.checks = checks
    self.timings = timings
    self.createdAt = createdAt
  }
}

/// `POST /api/v1/analyses/{id}/messages` as JSON (multipart takes the same fields, `audio` as a file).
public struct FollowUpRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["prompt", "audioBase64", "speak", "voice", "format", "language"]
  public var prompt: String?
  public var audioBase64: String?
  public var speak: Bool?
  public var voice: String?
  public var format: String?
  /// The language of this answer (a BCP 47 tag Visor supports) instead of the person's own.
  public var language: String? = nil
  public init(
    prompt: String? = nil, audioBase64: String? = nil, speak: Bool? = nil, voice: String? = nil,
    format: String? = nil
  ) {
    self.prompt = prompt
    self.audioBase64 = audioBase64
    self.speak = speak
    self.voice = voice
    self.format = format
  }
}

/// The answer of `POST /api/v1/analyses/{id}/messages` (non-streaming): `id` is the analysis,
/// `turnId` the saved turn.
public struct FollowUpResponse: Codable, Sendable, Equatable {
  public var id: String
  public var turnId: String
  public var message: String
  @Nullable public var transcript: String?
  @Nullable public var audio: String?
  @Nullable public var audioFormat: String?
  public var model: String
  public var timings: TimingsResponse
  public var checks: [CheckResponse]
  @EmptyIfMissing public var notes: [AnswerNoteResponse]
  public init(
    id: String, turnId: String, message: String, transcript: String?, audio: String?, audioFormat: String?,
    model: String, timings: TimingsResponse, checks: [CheckResponse] = [], notes: [AnswerNoteResponse] = []
  ) {
    self.id = id
    self.turnId = turnId
    self.message = message
    self.transcript = transcript
    self.audio = audio
    self.audioFormat = audioFormat
    self.model = model
    self.timings = timings
    self.checks = checks
    self.notes = notes
  }
}

/// The answer of `POST /api/v1/vision/analyze` (non-streaming).
public struct AnalyzeResponse: Codable, Sendable, Equatable {
  public var id: String
  public var message: String
  @Nullable public var transcript: String?
  /// Base64 audio of the spoken answer, when speaking.
  @Nullable public var audio: String?
  @Nullable public var audioFormat: String?
  public var model: String
  public var timings: TimingsResponse
  /// What to tell the user after the answer (a voice that fell back, speech that failed); `[]` if nothing.
  @EmptyIfMissing public var notes: [AnswerNoteResponse]
  /// The channel answered (the request's `mode`, default `describe`).
  public var mode: String
  /// The local facts (text read, people counted, codes decoded, the centre's colour) compared with
  /// a provider's answer, one per kind both stated; `[]` when nothing was compared.
  @EmptyIfMissing public var checks: [CheckResponse]
  public init(
    id: String, message: String, transcript: String?, audio: String?, audioFormat: String?, model: String,
    timings: TimingsResponse, notes: [AnswerNoteResponse] = [], mode: String = "describe",
    checks: [CheckResponse] = []
  ) {
    self.mode = mode
    self.checks = checks
    self.id = id
    self.message = message
    self.transcript = transcript
    self.audio = audio
    self.audioFormat = audioFormat
    self.model = model
    self.timings = timings
    self.notes = notes
  }
}

/// A note about an answer that still came back: `{"code","message"}`, e.g. `voice_unavailable`
/// (the profile's voice could not be used, so the default voice spoke) or `speech_failed` (the
/// answer is text only). Clients show it and speak it after the answer.
public struct AnswerNoteResponse: Codable, Sendable, Equatable {
  public var code: String
  public var message: String
  public init(code: String, message: String) {
    self.code = code
    self.message = message
  }
}

/// A model in `GET /api/v1/models`.
public struct ModelResponse: Codable, Sendable, Equatable {
  public var id: String
  public var capabilities: [String]
  public var state: String
  @Nullable public var voices: [String]?
  @Nullable public var memoryBytes: Int?
  @Nullable public var note: String?
  /// The channels (`mode` values) it answers; null for models without channels.
  @Nullable public var modes: [String]?
  /// True when this model is the default for at least one capability.
  public var defaultFor: [String]
  /// From a GGUF model's header (null for other models): `general.architecture`, e.g. `llama`.
  @Nullable public var architecture: String?
  /// The context length the model was trained for, in tokens.
  @Nullable public var contextLength: Int?
  /// Weights in the model file.
  @Nullable public var parameterCount: Int?
  /// Size of the model file (plus its vision projector) in bytes.
  @Nullable public var fileBytes: Int?
  /// Speech models: each voice with the languages it speaks and how it sounds (null when unknown).
  @Nullable public var voiceDetails: [VoiceResponse]?
  public init(
    id: String, capabilities: [String], state: String, voices: [String]?, memoryBytes: Int?, note: String?,
    defaultFor: [String], architecture: String? = nil, contextLength: Int? = nil, parameterCount: Int? = nil,
    fileBytes: Int? = nil, modes: [String]? = nil, voiceDetails: [VoiceResponse]? = nil
  ) {
    self.voiceDetails = voiceDetails
    self.modes = modes
    self.id = id
    self.capabilities = capabilities
    self.state = state
    self.voices = voices
    self.memoryBytes = memoryBytes
    self.note = note
    self.defaultFor = defaultFor
    self.architecture = architecture
    self.contextLength = contextLength
    self.parameterCount = parameterCount
    self.fileBytes = fileBytes
  }
}

/// A voice of a speech model in `GET /api/v1/models` (`voiceDetails`).
public struct VoiceResponse: Codable, Sendable, Equatable {
  /// The voice id to send as `voice`.
  public var id: String
  /// BCP 47 tags of the languages it speaks (`de`, `pt-BR`).
  public var languages: [String]
  /// `natural` (neural) or `robotic` (clear, but plainly a machine).
  public var quality: String
  @Nullable public var note: String?
  public init(id: String, languages: [String], quality: String, note: String?) {
    self.id = id
    self.languages = languages
    self.quality = quality
    self.note = note
  }
}

/// Whether this Visor can do one thing, for whoever runs it (`GET /api/v1/models` `capabilities`,
/// Settings → Models, `visor providers list`): the default model, or how to add one.
public struct CapabilityStatusResponse: Codable, Sendable, Equatable {
  /// `vision`, `scene`, `chat`, `speech`, `transcription`, `imageGeneration`, `classification`.
  public var capability: String
  public var configured: Bool
  /// The model that does it by default, when configured.
  @Nullable public var model: String?
  /// How to add it (environment variables, flags), when not configured.
  @Nullable public var howToAdd: String?
  public init(capability: String, configured: Bool, model: String?, howToAdd: String?) {
    self.capability = capability
    self.configured = configured
    self.model = model
    self.howToAdd = howToAdd
  }
}

/// `GET /api/v1/models`: every model, and what this Visor can and cannot do yet.
public struct ModelListResponse: Codable, Sendable, Equatable {
  public var items: [ModelResponse]
  @Nullable public var nextCursor: String?
  public var capabilities: [CapabilityStatusResponse]
  public init(items: [ModelResponse], capabilities: [CapabilityStatusResponse]) {
    self.items = items
    self.nextCursor = nil
    self.capabilities = capabilities
  }
}

/// `POST /api/v1/vision/analyze` as JSON (multipart uses the same field names, with `image` and `audio` files).
public struct AnalyzeRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = [
    "imageBase64", "prompt", "audioBase64", "speak", "voice", "format", "model", "mode", "target", "language",
  ]
  public var imageBase64: String?
  public var prompt: String?
  public var audioBase64: String?
  public var speak: Bool?
  public var voice: String?
  public var format: String?
  public var model: String?
  /// The channel: `describe` (default), `text`, `document`, `barcode`, `colour`, `light`, `people`, `car`, `cute`,
  /// or `find` with `target`.
  public var mode: String?
  /// For `mode=find`: the name of a thing you taught.
  public var target: String? = nil
  /// The language of this answer (a BCP 47 tag Visor supports) instead of the person's own (issue 27).
  public var language: String? = nil
  public init(
    imageBase64: String? = nil, prompt: String? = nil, audioBase64: String? = nil, speak: Bool? = nil,
    voice: String? = nil, format: String? = nil, model: String? = nil, mode: String? = nil
  ) {
    self.mode = mode
    self.imageBase64 = imageBase64
    self.prompt = prompt
    self.audioBase64 = audioBase64
    self.speak = speak
    self.voice = voice
    self.format = format
    self.model = model
  }
}

/// `POST /api/v1/speech`.
public struct SpeechRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["text", "voice", "format", "model"]
  public var text: String
  public var voice: String?
  public var format: String?
  public var model: String?
  public init(text: String, voice: String? = nil, format: String? = nil, model: String? = nil) {
    self.text = text
    self.voice = voice
    self.format = format
    self.model = model
  }
}

/// The answer of `POST /api/v1/transcriptions`.
public struct TranscriptionResponse: Codable, Sendable, Equatable {
  public var text: String
  public var model: String
  /// The language it was heard in (ISO 639-1): as asked, the person's, or detected; `und` when the
  /// model cannot say.
  public var language: String
  public var durationMs: Int
  /// How sure the model was of a language it detected (0–1); null when it was told the language.
  @Nullable public var languageProbability: Double?
  public init(
    text: String, model: String, language: String, durationMs: Int, languageProbability: Double? = nil
  ) {
    self.text = text
    self.model = model
    self.language = language
    self.durationMs = durationMs
    self.languageProbability = languageProbability
  }
}

/// SSE payloads of the analyze and chat streams.
public enum StreamEvents {
  public struct Transcript: Codable, Sendable, Equatable {
    public var text: String
    public init(text: String) { self.text = text }
  }
  public struct TextDelta: Codable, Sendable, Equatable {
    public var delta: String
    public init(delta: String) { self.delta = delta }
  }
  public struct Audio: Codable, Sendable, Equatable {
    public var index: Int
    public var text: String
    public var audio: String
    public var format: String
    public init(index: Int, text: String, audio: String, format: String) {
      self.index = index
      self.text = text
      self.audio = audio
      self.format = format
    }
  }
  public struct Done: Codable, Sendable, Equatable {
    public var id: String
    /// The saved turn, for a follow-up (`POST /api/v1/analyses/{id}/messages`); absent for analyze.
    public var turnId: String?
    public var timings: TimingsResponse
    /// The local facts compared with a provider's answer (possibly `[]`); absent from servers
    /// without cross-checks.
    public var checks: [CheckResponse]?
    @EmptyIfMissing public var notes: [AnswerNoteResponse]
    /// The channel; `describe` when a server that has no channels leaves it out.
    public var mode: String
    public init(
      id: String, timings: TimingsResponse, notes: [AnswerNoteResponse] = [], turnId: String? = nil,
      checks: [CheckResponse]? = nil, mode: String = "describe"
    ) {
      self.mode = mode
      self.id = id
      self.turnId = turnId
      self.timings = timings
      self.checks = checks
      self.notes = notes
    }

    enum CodingKeys: String, CodingKey { case id, turnId, timings, checks, notes, mode }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(String.self, forKey: .id)
      turnId = try container.decodeIfPresent(String.self, forKey: .turnId)
      timings = try container.decode(TimingsResponse.self, forKey: .timings)
      checks = try container.decodeIfPresent([CheckResponse].self, forKey: .checks)
      _notes = try container.decode(EmptyIfMissing<AnswerNoteResponse>.self, forKey: .notes)
      mode = try container.decodeIfPresent(String.self, forKey: .mode) ?? "describe"
    }
  }
  public struct Failure: Codable, Sendable, Equatable {
    public var code: String
    public var message: String
    public init(code: String, message: String) {
      self.code = code
      self.message = message
    }
  }
}
