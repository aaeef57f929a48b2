import Foundation
import VisorCore

/// Something a client sent that the session refuses: said back as an `error` event (OpenAI's shape:
/// `type`, `code`, `message`, `param`, the client's `event_id`); the session goes on.
public struct RealtimeProblem: Error, Sendable, Equatable {
  public var code: String
  public var message: String
  public var param: String?
  public var type: String

  public init(_ code: String, _ message: String, param: String? = nil, type: String = "invalid_request_error")
  {
    self.code = code
    self.message = message
    self.param = param
    self.type = type
  }
}

/// A session's settings, as `session.update` changes them and `session.created`/`updated` show them.
public struct RealtimeSettings: Sendable, Equatable {
  public var instructions = RealtimeWords.defaultInstructions
  /// `["audio"]` (spoken, with its transcript) or `["text"]`; OpenAI allows one of them per response.
  public var outputModalities = ["audio"]
  /// Visor's voice name, or nil for the default (every OpenAI voice name maps to it).
  public var voice: String?
  /// The name the client used (shown back), e.g. `alloy`.
  public var voiceName = "alloy"
  public var inputFormat = RealtimeAudioFormat.pcm
  /// Whether `conversation.item.input_audio_transcription.completed` is sent (the words are always
  /// written down: the model answers them).
  public var transcription = true
  public var transcriptionModel = "whisper-1"
  /// nil: no turn detection (the client commits).
  public var turnDetection: RealtimeTurnDetection? = RealtimeTurnDetection()
  public var maxOutputTokens: Int?
  public var temperature: Double?

  public init() {}

  /// Session fields OpenAI's schema has that Visor takes and ignores (listed in `session.updated`).
  static let ignoredFields: Set<String> = [
    "include", "parallel_tool_calls", "prompt", "reasoning", "tool_choice", "tools", "tracing", "truncation",
    "client_secret", "expires_at", "id", "object", "input_audio_noise_reduction",
  ]

  /// Applies a `session.update`'s `session`; returns the known fields it ignored (dotted paths).
  /// Throws for fields outside the SDK's session schema and wrong values, changing nothing then.
  public mutating func apply(_ session: RealtimeJSON, voiceCheck: (String) throws -> String?)
    throws(RealtimeProblem) -> [String]
  {
    guard let fields = session.object else {
      throw RealtimeProblem("invalid_type", RealtimeWords.sessionNotObject, param: "session")
    }
    var next = self
    var ignored: [String] = []
    for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
      let path = "session." + key
      switch key {
      case "type":
        guard value.string == "realtime" else {
          throw RealtimeProblem("invalid_value", RealtimeWords.sessionType(value.text), param: path)
        }
      case "model": _ = try Self.string(value, path)
      case "instructions": next.instructions = try Self.string(value, path)
      case "output_modalities", "modalities":
        guard let list = value.array?.compactMap(\.string), list.count == value.array?.count, !list.isEmpty,
          list.allSatisfy({ $0 == "text" || $0 == "audio" })
        else { throw RealtimeProblem("invalid_value", RealtimeWords.modalities, param: path) }
        // The beta's ["text","audio"] means spoken with a transcript: audio.
        next.outputModalities = list.contains("audio") ? ["audio"] : ["text"]
      case "max_output_tokens", "max_response_output_tokens":
        next.maxOutputTokens = try Self.maxTokens(value, path)
      case "temperature":
        guard let number = value.number, (0...2).contains(number) else {
          throw RealtimeProblem("invalid_value", RealtimeWords.temperature, param: path)
        }
        next.temperature = number
      case "audio": ignored += try next.applyAudio(value, voiceCheck: voiceCheck)
      // The beta's flat fields.
      case "voice": try next.setVoice(value, path: path, voiceCheck: voiceCheck)
      case "input_audio_format":
        guard let name = value.string, let format = RealtimeAudioFormat(betaName: name) else {
          throw RealtimeProblem("invalid_value", RealtimeWords.betaFormat, param: path)
        }
        next.inputFormat = format
      case "output_audio_format":
        guard value.string == "pcm16" else {
          throw RealtimeProblem("invalid_value", RealtimeWords.outputFormat, param: path)
        }
      case "input_audio_transcription": try next.setTranscription(value, path: path)
      case "turn_detection": ignored += try next.setTurnDetection(value, path: path)
      case "speed": ignored.append(path)
      case _ where Self.ignoredFields.contains(key): ignored.append(path)
      default: throw RealtimeProblem("unknown_parameter", RealtimeWords.unknownField(path), param: path)
      }
    }
    self = next
    return ignored
  }

  private mutating func applyAudio(_ value: RealtimeJSON, voiceCheck: (String) throws -> String?)
    throws(RealtimeProblem) -> [String]
  {
    guard let audio = value.object else {
      throw RealtimeProblem(
        "invalid_type", RealtimeWords.notAnObject("session.audio"), param: "session.audio")
    }
    var ignored: [String] = []
    for (key, part) in audio.sorted(by: { $0.key < $1.key }) {
      let base = "session.audio." + key
      guard key == "input" || key == "output" else {
        throw RealtimeProblem("unknown_parameter", RealtimeWords.unknownField(base), param: base)
      }
      if part.isNull { continue }
      guard let fields = part.object else {
        throw RealtimeProblem("invalid_type", RealtimeWords.notAnObject(base), param: base)
      }
      for (name, field) in fields.sorted(by: { $0.key < $1.key }) {
        let path = base + "." + name
        switch (key, name) {
        case ("input", "format"):
          inputFormat = try Self.format(field, path: path)
        case ("input", "transcription"): try setTranscription(field, path: path)
        case ("input", "turn_detection"): ignored += try setTurnDetection(field, path: path)
        case ("input", "noise_reduction"): ignored.append(path)
        case ("output", "format"):
          guard try Self.format(field, path: path) == .pcm else {
            throw RealtimeProblem("invalid_value", RealtimeWords.outputFormat, param: path)
          }
        case ("output", "voice"): try setVoice(field, path: path, voiceCheck: voiceCheck)
        case ("output", "speed"): ignored.append(path)
        default: throw RealtimeProblem("unknown_parameter", RealtimeWords.unknownField(path), param: path)
        }
      }
    }
    return ignored
  }

  private mutating func setVoice(_ value: RealtimeJSON, path: String, voiceCheck: (String) throws -> String?)
    throws(RealtimeProblem)
  {
    let name: String
    if let text = value.string {
      name = text
    } else if let id = value["id"]?.string {
      name = id
    } else {
      throw RealtimeProblem("invalid_type", RealtimeWords.voiceType, param: path)
    }
    do {
      voice = try voiceCheck(name)
    } catch {
      throw RealtimeProblem("invalid_value", (error as? VisorError)?.message ?? "\(error)", param: path)
    }
    voiceName = name
  }

  private mutating func setTranscription(_ value: RealtimeJSON, path: String) throws(RealtimeProblem) {
    if value.isNull {
      transcription = false
      return
    }
    guard let fields = value.object else {
      throw RealtimeProblem("invalid_type", RealtimeWords.notAnObject(path), param: path)
    }
    let known: Set<String> = ["model", "language", "prompt", "delay", "keywords", "languages"]
    if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
      throw RealtimeProblem(
        "unknown_parameter", RealtimeWords.unknownField(path + "." + unknown), param: path)
    }
    if let language = fields["language"]?.string, !language.isEmpty, language.lowercased() != "en",
      !language.lowercased().hasPrefix("en-")
    {
      throw RealtimeProblem("invalid_value", RealtimeWords.englishOnly, param: path + ".language")
    }
    transcription = true
    transcriptionModel = fields["model"]?.string ?? transcriptionModel
  }

  private mutating func setTurnDetection(_ value: RealtimeJSON, path: String) throws(RealtimeProblem)
    -> [String]
  {
    if value.isNull {
      turnDetection = nil
      return []
    }
    guard let fields = value.object else {
      throw RealtimeProblem("invalid_type", RealtimeWords.notAnObject(path), param: path)
    }
    var ignored: [String] = []
    var settings = turnDetection ?? RealtimeTurnDetection()
    let type = fields["type"]?.string ?? "server_vad"
    guard type == "server_vad" || type == "semantic_vad" else {
      throw RealtimeProblem("invalid_value", RealtimeWords.turnDetectionType(type), param: path + ".type")
    }
    if type == "semantic_vad" { ignored.append(path + ".type") }
    for (name, field) in fields.sorted(by: { $0.key < $1.key }) {
      let fieldPath = path + "." + name
      switch name {
      case "type": break
      case "threshold":
        guard let number = field.number, (0...1).contains(number) else {
          throw RealtimeProblem("invalid_value", RealtimeWords.threshold, param: fieldPath)
        }
        settings.threshold = number
      case "prefix_padding_ms", "silence_duration_ms":
        guard let number = field.number, number == number.rounded(), (0...10_000).contains(number) else {
          throw RealtimeProblem("invalid_value", RealtimeWords.milliseconds(fieldPath), param: fieldPath)
        }
        if name == "prefix_padding_ms" {
          settings.prefixPaddingMs = Int(number)
        } else {
          settings.silenceDurationMs = max(Int(RealtimeVADDetector.windowMs), Int(number))
        }
      case "create_response", "interrupt_response":
        guard let flag = field.bool else {
          throw RealtimeProblem("invalid_type", RealtimeWords.boolean(fieldPath), param: fieldPath)
        }
        if name == "create_response" {
          settings.createResponse = flag
        } else {
          settings.interruptResponse = flag
        }
      case "idle_timeout_ms", "eagerness": ignored.append(fieldPath)
      default:
        throw RealtimeProblem("unknown_parameter", RealtimeWords.unknownField(fieldPath), param: fieldPath)
      }
    }
    turnDetection = settings
    return ignored
  }

  static func string(_ value: RealtimeJSON, _ path: String) throws(RealtimeProblem) -> String {
    guard let text = value.string else {
      throw RealtimeProblem("invalid_type", RealtimeWords.stringType(path), param: path)
    }
    return text
  }

  static func maxTokens(_ value: RealtimeJSON, _ path: String) throws(RealtimeProblem) -> Int? {
    if value.string == "inf" || value.isNull { return nil }
    guard let number = value.number, number == number.rounded(), (1...4096).contains(number) else {
      throw RealtimeProblem("invalid_value", RealtimeWords.maxTokens, param: path)
    }
    return Int(number)
  }

  static func format(_ value: RealtimeJSON, path: String) throws(RealtimeProblem) -> RealtimeAudioFormat {
    guard let type = value["type"]?.string ?? value.string, let format = RealtimeAudioFormat(rawValue: type)
    else { throw RealtimeProblem("invalid_value", RealtimeWords.format, param: path) }
    if let rate = value["rate"], rate.number != Double(format.sampleRate) || format != .pcm {
      throw RealtimeProblem("invalid_value", RealtimeWords.format, param: path + ".rate")
    }
    return format
  }

  /// The session object of `session.created` / `session.updated` (GA shape).
  func json(id: String, model: String) -> RealtimeJSON {
    [
      "type": "realtime", "object": "realtime.session", "id": .string(id), "model": .string(model),
      "instructions": .string(instructions),
      "output_modalities": .array(outputModalities.map { .string($0) }),
      "max_output_tokens": maxOutputTokens.map { .number(Double($0)) } ?? "inf",
      "tools": [], "tool_choice": "auto", "tracing": .null, "truncation": "auto", "prompt": .null,
      "expires_at": 0, "include": .null,
      "audio": [
        "input": [
          "format": inputFormat.json,
          "transcription": transcription ? ["model": .string(transcriptionModel), "language": "en"] : .null,
          "turn_detection": turnDetection?.json ?? .null, "noise_reduction": .null,
        ],
        "output": ["format": RealtimeAudioFormat.pcm.json, "voice": .string(voiceName), "speed": 1],
      ],
    ]
  }
}
