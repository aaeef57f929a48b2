import Foundation
import Synchronization
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorLocal
import VisorMedia

/// The OpenAI-compatible surface, so the official OpenAI SDKs work against Visor with only a new base
/// URL (`http://host:8080/v1`) and a Visor API token as the key:
/// `GET /v1/models`, `POST /v1/chat/completions` (image parts, `stream`), `POST /v1/audio/speech`,
/// `POST /v1/audio/transcriptions`, `POST /v1/images/generations`.
///
/// OpenAI's conventions apply: snake_case, unknown fields ignored, errors
/// `{"error":{"message","type","param","code"}}`. Model names map onto Visor's registry as
/// ``OpenAIModels`` describes. Nothing here is saved to history; each call records one analytics
/// event (feature, model, outcome, latency — never content).
struct OpenAIRoutes {
  /// OpenAI's model names map onto this registry's entries (``OpenAIModels``).
  let registry: ModelRegistry
  /// What `/v1/models` lists: the available models and each capability's default.
  let catalogue: ModelService
  let chats: ChatService
  let speech: SpeechService
  /// `/v1/images/generations`: the gallery's service, with nothing saved.
  let images: ImageService
  /// Resampling to OpenAI's raw PCM, off the request's task.
  let photos: PhotoWork
  /// Each call's counter (`visor_openai_requests_total`) and analytics event (``OpenAICall``).
  let metrics: any MetricsRecorder
  let events: EventService
  /// `created` of every model in `/v1/models`: when this Visor started.
  let started = Int(Date().timeIntervalSince1970)

  /// Longest `input` of `/v1/audio/speech`, as OpenAI's limit.
  static let maxSpeechCharacters = 4096
  /// What is wrong with the recording itself: `param: "file"` in OpenAI's error shape.
  static let recordingErrors: Set<ErrorCode> = [
    .audioUnreadable, .audioDecodeFailed, .audioTooLong, .audioSilent,
  ]
  static let speechFormats = ["mp3", "opus", "wav", "pcm"]
  /// OpenAI's voice names: they all map to the model's default local voice.
  static let openAIVoices: Set<String> = [
    "alloy", "ash", "ballad", "coral", "echo", "fable", "nova", "onyx", "sage", "shimmer", "verse", "marin",
    "cedar",
  ]

  func register(on routes: RouteTable) {
    routes.respond(OpenAIEndpoints.models) { ctx in
      return try .json(OpenAIList(data: models()))
    }
    routes.respond(OpenAIEndpoints.model) { ctx in
      let request = ctx.request
      let id = request.parameters["id"] ?? ""
      // The catch-all also matches `/v1/models/` and `/v1/models` itself.
      if id.isEmpty { return try .json(OpenAIList(data: models())) }
      guard let model = models().first(where: { $0.id == id }) else {
        throw OpenAIError(
          status: 404, code: .modelNotFound,
          message: "The model `\(id)` does not exist on this Visor; GET /v1/models lists them.",
          param: "model", type: "invalid_request_error")
      }
      return try .json(model)
    }
    routes.on(OpenAIEndpoints.chatCompletions) { request in
      let call = try OpenAICall(metrics: metrics, events: events, request: request, feature: "openai.chat")
      return try await call.run { try await chat(request, call: call) }
    }
    routes.on(OpenAIEndpoints.speech) { request in
      let call = try OpenAICall(metrics: metrics, events: events, request: request, feature: "openai.speech")
      return try await call.run { try await speech(request, call: call) }
    }
    routes.on(OpenAIEndpoints.transcriptions) { request in
      let call = try OpenAICall(
        metrics: metrics, events: events, request: request, feature: "openai.transcription")
      return try await call.run { try await transcription(request, call: call) }
    }
    // The image service counts the request against the quota, as for the gallery's route.
    routes.on(OpenAIEndpoints.imageGenerations, countsRequest: false) { request in
      let call = try OpenAICall(metrics: metrics, events: events, request: request, feature: "openai.image")
      return try await call.run { try await image(request, call: call) }
    }
  }

  // MARK: Models

  /// Available registry models, then the aliases whose target exists.
  func models() -> [OpenAIModel] {
    var list = catalogue.availableIDs().map {
      OpenAIModel(id: $0, created: started, ownedBy: OpenAIModels.owner(of: $0))
    }
    for (name, capability) in OpenAIModels.aliases {
      let target =
        catalogue.defaultModel(for: capability)
        ?? (capability == .chat ? catalogue.defaultModel(for: .scene) : nil)
      if target?.available == true { list.append(OpenAIModel(id: name, created: started, ownedBy: "visor")) }
    }
    return list
  }

  // MARK: Chat

  func chat(_ request: HTTPRequest, call: OpenAICall) async throws -> HTTPResponse {
    let body = try OpenAIDecoding.decode(OpenAIChatRequest.self, from: request.body)
    let plan = try OpenAIChat.plan(body)
    let entry = try OpenAIModels.chatEntry(
      plan.model, image: plan.hasImage, structured: plan.options.jsonSchema != nil, in: registry)
    let modelID = entry.descriptor.id
    call.model = modelID
    // Photos as every chat's are made ready, and the reply from the chat service (saved nowhere).
    let messages = try await OpenAIChat.messages(body) { try await chats.ingestImage($0) }
    let promptTokens = OpenAIChat.promptTokens(messages)
    let id = OpenAIChat.completionID()
    let created = Int(Date().timeIntervalSince1970)
    let maxTokens = plan.options.maxTokens

    if plan.options.jsonSchema != nil {
      // Validated before a byte is sent: a model that cannot answer in JSON is a real HTTP 502.
      let answer: StructuredAnswer
      do {
        answer = try await chats.answer(messages, with: entry, options: plan.options)
      } catch let error as VisorError where error.code == .invalidJSONSchema {
        throw OpenAIError.invalid(
          error.message, param: "response_format.json_schema.schema", code: .invalidJSONSchema)
      } catch let error as VisorError where error.code == .invalidModelOutput {
        throw OpenAIError(
          status: 502, code: .invalidModelOutput, message: error.message, param: "response_format",
          type: "api_error")
      }
      let usage = OpenAIUsage(prompt: promptTokens, completion: OpenAIChat.tokens(answer.text))
      if !plan.stream {
        await call.finish(outcome: "ok")
        return try .json(
          OpenAIChatCompletion(
            id: id, created: created, model: modelID,
            choices: [.init(message: .init(content: answer.text), finishReason: "stop")], usage: usage))
      }
      var chunks = [OpenAIChatChunk.Delta(role: "assistant", content: "")]
      chunks += Self.pieces(answer.text).map { OpenAIChatChunk.Delta(content: $0) }
      var events = chunks.map {
        OpenAIChatChunk(
          id: id, created: created, model: modelID, choices: [.init(delta: $0, finishReason: nil)])
      }
      events.append(
        OpenAIChatChunk(
          id: id, created: created, model: modelID, choices: [.init(delta: .init(), finishReason: "stop")]))
      if plan.includeUsage {
        events.append(OpenAIChatChunk(id: id, created: created, model: modelID, choices: [], usage: usage))
      }
      var frames = try events.map {
        ServerSentEvent(data: String(decoding: try JSON.encoder.encode($0), as: UTF8.self))
      }
      frames.append(ServerSentEvent(data: "[DONE]"))
      await call.finish(outcome: "ok")
      let replay = frames
      return .eventStream(
        AsyncThrowingStream { continuation in
          for frame in replay { continuation.yield(frame) }
          continuation.finish()
        })
    }

    var upstream = try chats.complete(messages, with: entry, options: plan.options).makeAsyncIterator()
    if !plan.stream {
      var text = ""
      var pieces = 0
      while let delta = try await upstream.next() {
        text += delta
        pieces += 1
      }
      let completion = OpenAIChatCompletion(
        id: id, created: created, model: modelID,
        choices: [
          .init(
            message: .init(content: text),
            finishReason: Self.finishReason(pieces: pieces, maxTokens: maxTokens))
        ],
        usage: OpenAIUsage(prompt: promptTokens, completion: OpenAIChat.tokens(text)))
      await call.finish(outcome: "ok")
      return try .json(completion)
    }

    // Wait for the first piece so a model that cannot start answers with a real HTTP error.
    let first = try await upstream.next()
    let iterator = UncheckedBox(upstream)
    let includeUsage = plan.includeUsage
    let events = AsyncThrowingStream<ServerSentEvent, Error> { continuation in
      let task = Task {
        func send(_ chunk: OpenAIChatChunk) throws {
          continuation.yield(
            ServerSentEvent(data: String(decoding: try JSON.encoder.encode(chunk), as: UTF8.self)))
        }
        func chunk(_ delta: OpenAIChatChunk.Delta, finish: String? = nil) -> OpenAIChatChunk {
          OpenAIChatChunk(
            id: id, created: created, model: modelID, choices: [.init(delta: delta, finishReason: finish)])
        }
        var text = first ?? ""
        var pieces = first == nil ? 0 : 1
        do {
          try send(chunk(.init(role: "assistant", content: "")))
          if let first { try send(chunk(.init(content: first))) }
          if first != nil {
            while let delta = try await iterator.value.next() {
              text += delta
              pieces += 1
              try send(chunk(.init(content: delta)))
            }
          }
          // The client went away: the upstream stream ended early because this task was cancelled.
          try Task.checkCancellation()
          try send(chunk(.init(), finish: Self.finishReason(pieces: pieces, maxTokens: maxTokens)))
          if includeUsage {
            try send(
              OpenAIChatChunk(
                id: id, created: created, model: modelID, choices: [],
                usage: OpenAIUsage(prompt: promptTokens, completion: OpenAIChat.tokens(text))))
          }
          continuation.yield(ServerSentEvent(data: "[DONE]"))
          await call.finish(outcome: "ok")
        } catch {
          if Task.isCancelled || error is CancellationError {
            await call.finish(outcome: "cancelled")
          } else {
            await call.finish(error: error)
            continuation.yield(ServerSentEvent(data: Self.streamError(error, requestID: request.requestID)))
          }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
    return .eventStream(events)
  }

  /// A structured answer split into stream pieces of about `size` characters (whole characters).
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

  static func finishReason(pieces: Int, maxTokens: Int?) -> String {
    if let maxTokens, pieces >= maxTokens { return "length" }
    return "stop"
  }

  /// An error after the stream started: `data: {"error":{…}}`, which the OpenAI SDKs raise.
  static func streamError(_ error: any Error, requestID: String) -> String {
    let specific = error as? any HTTPStatusError ?? ErrorFormatter.internalError(requestID: requestID)
    let body: [String: [String: String?]] = [
      "error": [
        "message": SecretRedactor.shared.redact(specific.message),
        "type": specific.status < 500 ? "invalid_request_error" : "api_error",
        "param": nil, "code": specific.code.name,
      ]
    ]
    return String(decoding: (try? JSON.encoder.encode(body)) ?? Data("{}".utf8), as: UTF8.self)
  }

  // MARK: Speech

  func speech(_ request: HTTPRequest, call: OpenAICall) async throws -> HTTPResponse {
    let body = try OpenAIDecoding.decode(OpenAISpeechRequest.self, from: request.body)
    guard let modelName = body.model, !modelName.isEmpty else {
      throw OpenAIError.invalid(
        "Missing required parameter: 'model'; use \"tts-1\" or a speech model from GET /v1/models.",
        param: "model",
        code: .missingRequiredParameter)
    }
    guard let input = body.input, !input.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw OpenAIError.invalid(
        "Missing required parameter: 'input'; send the text to speak.", param: "input",
        code: .missingRequiredParameter)
    }
    guard input.count <= Self.maxSpeechCharacters else {
      throw OpenAIError.invalid(
        "'input' is \(input.count) characters; the limit is \(Self.maxSpeechCharacters). Split the text into several requests.",
        param: "input", code: .stringAboveMaxLength)
    }
    let format = (body.responseFormat ?? "mp3").lowercased()
    guard Self.speechFormats.contains(format) else {
      throw OpenAIError.invalid(
        "response_format \"\(format)\" is not supported by Visor; use one of: \(Self.speechFormats.joined(separator: ", ")).",
        param: "response_format", code: .unsupportedValue)
    }
    if let streamFormat = body.streamFormat, streamFormat != "audio" {
      throw OpenAIError.invalid(
        "stream_format \"\(streamFormat)\" is not supported; Visor returns the audio file (stream_format \"audio\").",
        param: "stream_format", code: .unsupportedValue)
    }
    var entry = try OpenAIModels.resolve(
      modelName, capability: .speech, aliases: OpenAIModels.speechAliases, in: registry)
    guard var synthesizer = entry.synthesizer else {
      throw VisorError(.notConfigured, "The model \(entry.descriptor.id) cannot speak on this Visor.")
    }
    var voice = try Self.voice(body.voice, for: synthesizer)
    // OpenAI's model and voice names ask for no voice in particular: the person's language chooses
    // (a German voice for a German speaker), as everywhere else in Visor.
    if voice == nil, OpenAIModels.speechAliases.contains(modelName.lowercased()),
      let choice = try? registry.speechVoice(requested: nil, profile: nil),
      let chosen = choice.entry.synthesizer
    {
      entry = choice.entry
      synthesizer = chosen
      voice = choice.voice
    }
    call.model = entry.descriptor.id
    // The words as the native path speaks them: cleaned for the ear (SpeechService).
    let pcm = try await speech.synthesize(input, voice: voice, with: synthesizer)
    let response: HTTPResponse
    if format == "pcm" {
      let samples = try await photos.run { OpenAIAudio.pcm16(OpenAIAudio.resample(pcm, to: 24_000)) }
      response = .data(samples, contentType: "audio/pcm")
    } else {
      let clip = try await speech.encode(pcm, as: AudioClip.Format(rawValue: format) ?? .mp3)
      response = .data(clip.data, contentType: clip.mimeType)
    }
    await call.finish(outcome: "ok")
    return response
  }

  /// The model's own voice names pass through; OpenAI's names mean the model's default voice; any
  /// other voice is refused with the one voice sentence (``VoiceRouting``), as `param: "voice"`.
  static func voice(_ requested: String?, for synthesizer: any SpeechSynthesizer) throws -> String? {
    guard let requested, !requested.isEmpty else { return nil }
    let speaker = VoiceRouting.Speaker(model: synthesizer.id, voices: synthesizer.voices)
    let lower = requested.lowercased()
    if openAIVoices.contains(lower), !synthesizer.voices.contains(where: { $0.lowercased() == lower }) {
      return nil
    }
    do {
      return try VoiceRouting.choose(requested: requested, profile: nil, among: [speaker]).voice
    } catch let error as VisorError {
      throw OpenAIError.invalid(error.message, param: "voice", code: error.code)
    }
  }

  // MARK: Transcription

  func transcription(_ request: HTTPRequest, call: OpenAICall) async throws -> HTTPResponse {
    guard request.mediaType == "multipart/form-data" else {
      throw OpenAIError(
        status: 415, code: .unsupportedMediaType,
        message: "Send the audio as multipart/form-data with the file in the field \"file\".", param: nil,
        type: "invalid_request_error")
    }
    let parts = try request.multipart()
    func field(_ name: String) -> String? {
      parts.first { $0.name == name }.map { String(decoding: $0.data, as: UTF8.self) }
    }
    guard let modelName = field("model"), !modelName.isEmpty else {
      throw OpenAIError.invalid(
        "Missing required parameter: 'model'; use \"whisper-1\" or a transcription model from GET /v1/models.",
        param: "model", code: .missingRequiredParameter)
    }
    guard let file = parts.first(where: { $0.name == "file" }), !file.data.isEmpty else {
      throw OpenAIError.invalid(
        "Missing required parameter: 'file'; attach the audio in the form field \"file\".", param: "file",
        code: .missingRequiredParameter)
    }
    let format = field("response_format") ?? "json"
    guard ["json", "text", "verbose_json", "srt", "vtt"].contains(format) else {
      throw OpenAIError.invalid(
        "response_format \"\(format)\" is not supported; use json, text, verbose_json, srt or vtt.",
        param: "response_format", code: .unsupportedValue)
    }
    // OpenAI's rule: the language when given (an ISO 639-1 code), else detected from the audio.
    let language: HearingLanguage
    do {
      language = try HearingLanguage.parse(field("language")) ?? .detect
    } catch let error as VisorError {
      throw OpenAIError.invalid(error.message, param: "language", code: error.code)
    }
    let entry = try OpenAIModels.resolve(
      modelName, capability: .transcription, aliases: OpenAIModels.transcriptionAliases, in: registry)
    call.model = entry.descriptor.id
    // The native service's rules and sentences (language, decoding, silence), in OpenAI's error shape.
    let heard: Transcription
    do {
      heard = try await speech.transcribe(file.data, with: entry, language: language)
    } catch let error as VisorError where error.code == .unsupportedLanguage {
      throw OpenAIError.invalid(error.message, param: "language", code: error.code)
    } catch let error as VisorError where Self.recordingErrors.contains(error.code) {
      throw OpenAIError.invalid(error.message, param: "file", code: error.code)
    }
    let text = heard.text
    await call.finish(outcome: "ok")
    let duration = heard.durationSeconds
    switch format {
    case "text":
      return .data(Data((text + "\n").utf8), contentType: "text/plain; charset=utf-8")
    case "verbose_json":
      return try .json(
        OpenAIVerboseTranscription(
          language: WhisperLanguages.englishName(heard.language ?? "en"), duration: duration, text: text,
          segments: [.init(start: 0, end: duration, text: text)]))
    case "srt":
      let cue =
        "1\n\(OpenAIAudio.timestamp(0, separator: ",")) --> \(OpenAIAudio.timestamp(duration, separator: ","))\n\(text)\n\n"
      return .data(Data(cue.utf8), contentType: "text/plain; charset=utf-8")
    case "vtt":
      let cue =
        "WEBVTT\n\n\(OpenAIAudio.timestamp(0, separator: ".")) --> \(OpenAIAudio.timestamp(duration, separator: "."))\n\(text)\n\n"
      return .data(Data(cue.utf8), contentType: "text/vtt; charset=utf-8")
    default:
      return try .json(OpenAITranscription(text: text, usage: .init(seconds: Int(duration.rounded(.up)))))
    }
  }

  // MARK: Images

  func image(_ request: HTTPRequest, call: OpenAICall) async throws -> HTTPResponse {
    let body = try OpenAIDecoding.decode(OpenAIImageRequest.self, from: request.body)
    if let n = body.n, n != 1 {
      throw OpenAIError.invalid(
        "'n' must be 1: Visor makes one image per request; send several requests.", param: "n")
    }
    if let format = body.responseFormat, format != "b64_json" {
      throw OpenAIError.invalid(
        "response_format \"\(format)\" is not supported: Visor does not host image URLs, it returns the image inline; use response_format \"b64_json\".",
        param: "response_format", code: .unsupportedValue)
    }
    // The gallery's service: its quota, prompt and size rules and sentences, model and errors; the
    // image is the caller's to keep, as every /v1 answer (saved nowhere).
    let modelName = body.model ?? OpenAIModels.imageAliases[0]
    let drawn: (image: GeneratedImage, model: String)
    do {
      drawn = try await images.draw(
        user: try request.user(), prompt: body.prompt ?? "", size: body.size,
        model: {
          let entry = try OpenAIModels.resolve(
            modelName, capability: .imageGeneration, aliases: OpenAIModels.imageAliases, in: $0)
          call.model = entry.descriptor.id
          return entry
        })
    } catch let error as VisorError where Self.imageParameters[error.code] != nil {
      throw OpenAIError.invalid(error.message, param: Self.imageParameters[error.code], code: error.code)
    }
    await call.finish(outcome: "ok")
    return try .json(
      OpenAIImagesResponse(
        created: Int(Date().timeIntervalSince1970),
        data: [.init(b64JSON: drawn.image.data.base64EncodedString())]))
  }

  /// The image service's refusals that are about one parameter, as OpenAI names it.
  static let imageParameters: [ErrorCode: String] = [
    .missingField: "prompt", .promptTooLong: "prompt", .invalidField: "size",
  ]
}

/// One `/v1` call's analytics: an event (feature, model, outcome, latency) and a counter, exactly once.
final class OpenAICall: Sendable {
  let metrics: any MetricsRecorder
  let events: EventService
  let userID: UUID
  let feature: String
  let started = ContinuousClock.now
  private let state = Mutex<(model: String, finished: Bool)>(("none", false))

  init(metrics: any MetricsRecorder, events: EventService, request: HTTPRequest, feature: String) throws {
    self.metrics = metrics
    self.events = events
    self.userID = try request.user().id
    self.feature = feature
  }

  var model: String {
    get { state.withLock { $0.model } }
    set { state.withLock { $0.model = newValue } }
  }

  /// Runs the handler; an error it throws is recorded with the error's code as the outcome.
  func run(_ handler: () async throws -> HTTPResponse) async throws -> HTTPResponse {
    do {
      return try await handler()
    } catch {
      await finish(error: error)
      throw error
    }
  }

  func finish(error: any Error) async {
    await finish(
      outcome: (error as? any HTTPStatusError)?.code.name
        ?? (error is CancellationError ? "cancelled" : "internal_error"))
  }

  func finish(outcome: String) async {
    let model: String? = state.withLock { current in
      guard !current.finished else { return nil }
      current.finished = true
      return current.model
    }
    guard let model else { return }
    let elapsed = ContinuousClock.now - started
    let milliseconds = Int(
      elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    metrics.counter(
      "visor_openai_requests_total", labels: ["feature": feature, "model": model, "outcome": outcome],
      help: "Calls of the OpenAI-compatible surface by feature, model and outcome.")
    await events.recordServerEvent(
      userID: userID, name: "openai_request",
      properties: [
        "feature": feature, "surface": "openai", "model": model, "outcome": outcome,
        "latencyMs": String(milliseconds),
      ])
  }
}

/// Audio helpers for OpenAI's formats.
enum OpenAIAudio {
  /// Linear-interpolation resampling (speech only).
  static func resample(_ audio: PCMAudio, to rate: Int) -> PCMAudio {
    guard audio.sampleRate != rate, audio.sampleRate > 0, !audio.samples.isEmpty else { return audio }
    return PCMAudio(
      samples: RealtimeAudio.resample(audio.samples, from: audio.sampleRate, to: rate), sampleRate: rate)
  }

  /// Raw 16-bit signed little-endian mono samples (OpenAI's `pcm`).
  static func pcm16(_ audio: PCMAudio) -> Data { RealtimeAudio.pcm16(audio.samples) }

  /// `HH:MM:SS,mmm` (SRT) or `HH:MM:SS.mmm` (WebVTT).
  static func timestamp(_ seconds: Double, separator: String) -> String {
    let total = Int((seconds * 1000).rounded())
    let (h, m, s, ms) = (total / 3_600_000, total / 60_000 % 60, total / 1000 % 60, total % 1000)
    return String(format: "%02d:%02d:%02d", h, m, s) + separator + String(format: "%03d", ms)
  }
}

/// Carries a value that is used by one task at a time across a task boundary.
final class UncheckedBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
