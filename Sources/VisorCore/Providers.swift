import Foundation

/// What a model can do. Matches the `capabilities` strings of `GET /api/v1/models`.
public enum Capability: String, Sendable, Codable, CaseIterable, Hashable {
  case vision, scene, chat, structured, speech, transcription, imageGeneration, classification
}

/// One part of a chat message: text or an image.
public enum ContentPart: Sendable, Equatable {
  case text(String)
  /// JPEG (or PNG) bytes.
  case image(Data, mimeType: String)
}

public struct ChatMessage: Sendable, Equatable {
  public enum Role: String, Sendable, Codable { case system, user, assistant }
  public var role: Role
  public var parts: [ContentPart]
  public init(role: Role, parts: [ContentPart]) {
    self.role = role
    self.parts = parts
  }
  public init(role: Role, text: String) {
    self.init(role: role, parts: [.text(text)])
  }
  /// The message's text parts joined.
  public var text: String {
    parts.compactMap { if case .text(let t) = $0 { t } else { nil } }.joined(separator: "\n")
  }
  public var hasImage: Bool {
    parts.contains { if case .image = $0 { true } else { false } }
  }
}

public struct ChatOptions: Sendable, Equatable {
  public var maxTokens: Int?
  public var temperature: Double?
  /// A JSON Schema (as JSON text) the answer must follow, for structured output.
  public var jsonSchema: String?
  public init(maxTokens: Int? = nil, temperature: Double? = nil, jsonSchema: String? = nil) {
    self.maxTokens = maxTokens
    self.temperature = temperature
    self.jsonSchema = jsonSchema
  }
}

/// A chat or vision-language model: messages (possibly with images) in, streamed text out.
///
/// The stream's termination cancels the request upstream.
public protocol ChatModel: Sendable {
  var id: String { get }
  func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error>
}

extension ChatModel {
  /// Collects the whole answer.
  public func complete(_ messages: [ChatMessage], options: ChatOptions = ChatOptions()) async throws
    -> String
  {
    var text = ""
    for try await delta in stream(messages, options: options) { text += delta }
    return text
  }
}

/// Audio in a container format, as bytes.
public struct AudioClip: Sendable, Equatable {
  public enum Format: String, Sendable, Codable, CaseIterable { case mp3, opus, wav }
  public var data: Data
  public var format: Format
  public var durationMs: Int?
  public init(data: Data, format: Format, durationMs: Int? = nil) {
    self.data = data
    self.format = format
    self.durationMs = durationMs
  }
  public var mimeType: String {
    switch format {
    case .mp3: "audio/mpeg"
    case .opus: "audio/ogg"
    case .wav: "audio/wav"
    }
  }
}

/// Mono PCM samples in -1…1.
public struct PCMAudio: Sendable, Equatable {
  public var samples: [Float]
  public var sampleRate: Int
  public init(samples: [Float], sampleRate: Int) {
    self.samples = samples
    self.sampleRate = sampleRate
  }
  public var durationSeconds: Double { Double(samples.count) / Double(max(sampleRate, 1)) }
}

/// Text → speech.
public protocol SpeechSynthesizer: Sendable {
  var id: String { get }
  var voices: [String] { get }
  /// Synthesises one chunk of text (a sentence or a few) as PCM.
  func synthesize(_ text: String, voice: String?) async throws -> PCMAudio
}

/// Speech → text. Input is 16 kHz mono PCM.
public protocol SpeechRecognizer: Sendable {
  var id: String { get }
  /// What was said, heard in the person's language (``Language/current``) when the recogniser hears
  /// it, else in its own language.
  func transcribe(_ audio: PCMAudio) async throws -> String
  /// What was said in `language` (an ISO 639-1 code), or in a language the recogniser detects when
  /// `nil`. A language it cannot hear is a `VisorError` `.unsupportedLanguage`.
  func transcribe(_ audio: PCMAudio, language: String?) async throws -> HeardSpeech
  /// The ISO 639-1 codes it hears; `nil`: any it is asked for (a multilingual or remote model).
  var languages: [String]? { get }
}

extension SpeechRecognizer {
  public var languages: [String]? { nil }

  /// A recogniser that knows nothing of languages hears what it hears; the language is as asked.
  public func transcribe(_ audio: PCMAudio, language: String?) async throws -> HeardSpeech {
    HeardSpeech(text: try await transcribe(audio), language: language)
  }

  /// Throws `.unsupportedLanguage` when this recogniser cannot hear `language` (an ISO 639-1 code).
  public func check(language: String) throws {
    guard let languages, !languages.contains(language) else { return }
    throw VisorError(
      .unsupportedLanguage,
      MessageCatalogue.current.text(
        "speech.languageUnheard",
        [
          "model": .text(id), "languages": .text(languages.joined(separator: ", ")),
          "language": .text(language),
        ]))
  }

  /// The language to expect when nobody named one: the person's (``Language/current``) if this
  /// recogniser hears it, else `nil` (its own default, or detection).
  public var expectedLanguage: String? {
    let code = Language.current.code
    guard let languages else { return code }
    return languages.contains(code) ? code : nil
  }
}

/// What a recording said, and the language it was heard in.
public struct HeardSpeech: Sendable, Equatable {
  public var text: String
  /// ISO 639-1 code (Whisper's three-letter code for the few without one); `nil` when unknown.
  public var language: String?
  /// How sure the recogniser was of a language it detected (0–1); `nil` when it was told.
  public var languageProbability: Double?
  public init(text: String, language: String?, languageProbability: Double? = nil) {
    self.text = text
    self.language = language
    self.languageProbability = languageProbability
  }
}

public struct Classification: Sendable, Equatable, Codable {
  public var label: String
  public var confidence: Double
  public init(label: String, confidence: Double) {
    self.label = label
    self.confidence = confidence
  }
}

/// Image → labels with confidence.
public protocol ImageClassifier: Sendable {
  var id: String { get }
  func classify(jpeg: Data, top: Int) async throws -> [Classification]
}

public struct GeneratedImage: Sendable, Equatable {
  public var data: Data
  public var mimeType: String
  public init(data: Data, mimeType: String) {
    self.data = data
    self.mimeType = mimeType
  }
}

/// Prompt → image.
public protocol ImageGenerator: Sendable {
  var id: String { get }
  func generate(prompt: String, size: String) async throws -> GeneratedImage
}

/// A voice of a speech model: the languages it speaks and how it sounds.
public struct VoiceDescriptor: Sendable, Equatable, Codable {
  public var id: String
  /// BCP 47 tags it speaks (`de`, `pt-BR`).
  public var languages: [String]
  /// `natural` (a neural voice) or `robotic` (formant or diphone synthesis: clear, but plainly a machine).
  public var quality: String
  /// A sentence for people: what it sounds like (English; ``note(in:)`` says it in a language).
  public var note: String? { noteText ?? noteMessage.map(MessageCatalogue.english.render) }
  /// The catalogue message behind ``note``, when it has one.
  public var noteMessage: Message?
  /// A note given as text (rendered from `noteMessage` only when asked: nothing at start-up).
  private var noteText: String?
  public init(
    id: String, languages: [String], quality: String, note: String? = nil, noteMessage: Message? = nil
  ) {
    self.id = id
    self.languages = languages
    self.quality = quality
    self.noteText = note
    self.noteMessage = noteMessage
  }

  /// ``note`` in `language` where it is a catalogue message; as it is otherwise.
  public func note(in language: Language) -> String? {
    noteMessage.map(MessageCatalogue.for(language).render) ?? note
  }

  enum CodingKeys: String, CodingKey {
    case id, languages, quality
    case noteText = "note"
  }

  /// Whether it speaks `language` (by primary subtag: a `de` voice speaks `de-AT`).
  public func speaks(_ language: Language) -> Bool {
    languages.contains { $0.split(separator: "-").first?.lowercased() == language.code }
  }
}

extension MessageArgument {
  /// A voice's name in a note ("Spanish (Spain)", "Russian (nsh, unit selection)"): the catalogue's
  /// words (`voice.name.*`) where English writes the name exactly so, else the name as it is.
  public static func voiceName(_ name: String) -> MessageArgument {
    voiceNameIDs[name].map { .message(Message($0)) } ?? .text(name)
  }

  /// The voices' English names and their ids (`LanguageTests.voiceNamesMatchTheEnglishCatalogue`
  /// checks each against the English catalogue). A literal: registering the voices at start-up builds no
  /// catalogue.
  package static let voiceNameIDs: [String: MessageID] = [
    "Spanish (Spain)": "voice.name.spanishSpain", "Spanish (Latin America)": "voice.name.spanishLatinAmerica",
    "French": "voice.name.french", "German": "voice.name.german",
    "Portuguese (Portugal)": "voice.name.portuguesePortugal",
    "Portuguese (Brazil)": "voice.name.portugueseBrazil",
    "Italian": "voice.name.italian", "Polish": "voice.name.polish", "Turkish": "voice.name.turkish",
    "Russian": "voice.name.russian", "Arabic": "voice.name.arabic",
    "Italian (lp, diphone)": "voice.name.italianLP",
    "Russian (nsh, unit selection)": "voice.name.russianNSH",
  ]
}

/// The state of a model as shown by `/readyz` and `/api/v1/models`.
public enum ModelState: String, Sendable, Codable {
  case loaded, loading, missing, remote, notLoaded = "not_loaded", failed
}

/// A named model in the registry.
public struct ModelDescriptor: Sendable, Equatable, Codable {
  /// `source/name`, e.g. `local/scene` or `openai/gpt-4o`.
  public var id: String
  public var capabilities: [Capability]
  public var state: ModelState
  public var voices: [String]?
  public var memoryBytes: Int?
  /// A sentence for people: what it is, why it is missing, languages (English; ``note(in:)`` says it
  /// in a language).
  public var note: String? { noteText ?? noteMessage.map(MessageCatalogue.english.render) }
  /// The catalogue message behind ``note``, when it has one (the models Visor registers itself).
  public var noteMessage: Message?
  /// A note given as text (rendered from `noteMessage` only when asked: nothing at start-up).
  private var noteText: String?
  /// The channels it answers (`local/scene`: every `AnalysisMode`).
  public var modes: [String]?
  /// Its voices with the languages each speaks and how it sounds (speech models that know them).
  public var voiceDetails: [VoiceDescriptor]?
  public init(
    id: String, capabilities: [Capability], state: ModelState, voices: [String]? = nil,
    memoryBytes: Int? = nil, note: String? = nil, noteMessage: Message? = nil, modes: [String]? = nil,
    voiceDetails: [VoiceDescriptor]? = nil
  ) {
    self.voiceDetails = voiceDetails
    self.modes = modes
    self.id = id
    self.capabilities = capabilities
    self.state = state
    self.voices = voices
    self.memoryBytes = memoryBytes
    self.noteText = note
    self.noteMessage = noteMessage
  }

  /// ``note`` in `language` where it is a catalogue message; as it is otherwise.
  public func note(in language: Language) -> String? {
    noteMessage.map(MessageCatalogue.for(language).render) ?? note
  }

  enum CodingKeys: String, CodingKey {
    case id, capabilities, state, voices, memoryBytes, modes, voiceDetails
    case noteText = "note"
  }
}
