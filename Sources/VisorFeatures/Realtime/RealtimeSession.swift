import Foundation
import Synchronization
import VisorCore
import VisorLocal
import VisorMedia

/// One realtime conversation: the transport hands it every text message and writes every
/// ``outbound`` message. Events are the OpenAI Realtime API's (GA names); see docs/realtime.md.
///
/// Audio is kept as 24-kHz samples in the input buffer; with server VAD the same audio goes, at
/// 16 kHz, to Silero VAD in the VAD worker, whose speech start and end commit turns. A committed
/// turn is written down by whisper and answered by the chat (or, with a photo, vision) model; each
/// sentence is spoken by Piper as soon as the model finished writing it. Speech during a response
/// cancels it (barge-in). Nothing is stored.
public actor RealtimeSession {
  public nonisolated let id = "sess_" + RealtimeSession.randomID()
  /// Events as JSON text, then (when the service ends the session) a close; ends with the session.
  public nonisolated let outbound: AsyncStream<RealtimeOutbound>
  private let continuation: AsyncStream<RealtimeOutbound>.Continuation
  /// Bytes of events handed out and not yet sent (``sent(bytes:)``).
  private nonisolated let backlog = Mutex<Int>(0)

  private let service: RealtimeService
  private let user: User
  private let model: String
  private let choose: @Sendable (Bool) throws -> (id: String, chat: any ChatModel)
  private var settings = RealtimeSettings()
  private var ended = false
  private var lastActivity = ContinuousClock.now
  private var watchdog: Task<Void, Never>?

  // Input audio (24 kHz): `buffer` holds the samples from absolute sample `bufferStart` on.
  private var buffer: [Float] = []
  private var bufferStart = 0
  private var totalSamples = 0

  // Server VAD.
  private var detector = RealtimeVADDetector(settings: RealtimeTurnDetection())
  private var vadState = SileroVAD.State()
  private var vadPending: [Float] = []
  /// The absolute 24-kHz sample where the VAD's stream began.
  private var vadOrigin = 0
  private var vadTask: Task<Void, Never>?
  private var vadFailed = false
  private var speechItemID: String?
  private var speechStartMs = 0

  // The conversation.
  struct Item: Sendable {
    enum Part: Sendable {
      case text(String)
      case audio(transcript: String?)
      case image(Data)
      case outputText(String)
      case outputAudio(transcript: String)
    }
    var id: String
    var role: ChatMessage.Role
    var parts: [Part]
    var status = "completed"
    /// For a spoken answer: where each sentence's audio ends (ms) and the sentence.
    var spoken: [(endMs: Int, sentence: String)] = []
  }
  private var items: [Item] = []
  private var transcriptions: [String: Task<Void, Never>] = [:]

  // The response in progress.
  private struct Response {
    var id: String
    var itemID: String
    var modalities: [String]
    var voice: String?
    var instructions: String
    var maxTokens: Int?
    var task: Task<Void, Never>?
    var outputAdded = false
    var text = ""
    var audioSamples = 0
    var inputTokens = 0
  }
  private var response: Response?
  /// Whether the offline text model's limits were said (once, in its first answer).
  private var saidLimits = false

  init(
    service: RealtimeService, user: User, model: String,
    choose: @escaping @Sendable (Bool) throws -> (id: String, chat: any ChatModel)
  ) {
    self.service = service
    self.user = user
    self.model = model
    self.choose = choose
    (outbound, continuation) = AsyncStream.makeStream(of: RealtimeOutbound.self)
    if service.vad == nil { settings.turnDetection = nil }
  }

  func start() {
    emit(["type": "session.created", "session": settings.json(id: id, model: model)])
    watchdog = Task { await self.watch() }
  }

  // MARK: What the transport calls

  /// The transport sent `bytes` of an event: they no longer count against the backlog.
  public nonisolated func sent(bytes: Int) {
    backlog.withLock { $0 -= bytes }
  }

  /// One text message: a client event.
  public func receive(text: String) async {
    guard !ended else { return }
    lastActivity = .now
    let event: RealtimeJSON
    do {
      event = try RealtimeJSON.parse(text)
    } catch {
      return problem(
        RealtimeProblem("invalid_json", error == .notJSON ? RealtimeWords.notJSON : RealtimeWords.notAnEvent),
        eventID: nil)
    }
    let eventID = event["event_id"]?.string
    guard let type = event["type"]?.string else {
      return problem(
        RealtimeProblem("missing_required_parameter", RealtimeWords.notAnEvent, param: "type"),
        eventID: eventID)
    }
    do {
      try await handle(type, event)
    } catch let error as RealtimeProblem {
      problem(error, eventID: eventID)
    } catch {
      problem(Self.problem(from: error), eventID: eventID)
    }
  }

  /// A binary message: not part of the protocol (said as an error).
  public func receiveBinary(bytes: Int) {
    guard !ended else { return }
    lastActivity = .now
    problem(RealtimeProblem("invalid_event", RealtimeWords.binary), eventID: nil)
  }

  /// The transport dropped a message over ``RealtimeService/maxTextBytes``.
  public func oversized(bytes: Int) {
    guard !ended else { return }
    lastActivity = .now
    problem(RealtimeProblem("message_too_large", RealtimeWords.tooLarge(bytes)), eventID: nil)
  }

  /// The client closed the connection.
  public func close() { end(nil) }

  // MARK: Events

  private func handle(_ type: String, _ event: RealtimeJSON) async throws {
    switch type {
    case "session.update":
      guard let session = event["session"] else {
        throw RealtimeProblem(
          "missing_required_parameter", RealtimeWords.missing("session"), param: "session")
      }
      try updateSession(session)
    case "input_audio_buffer.append":
      guard let audio = event["audio"] else {
        throw RealtimeProblem("missing_required_parameter", RealtimeWords.missing("audio"), param: "audio")
      }
      try append(RealtimeSettings.string(audio, "audio"))
    case "input_audio_buffer.commit": try commitBuffer()
    case "input_audio_buffer.clear":
      clearBuffer()
      emit(["type": "input_audio_buffer.cleared"])
    case "conversation.item.create":
      guard let item = event["item"] else {
        throw RealtimeProblem("missing_required_parameter", RealtimeWords.missing("item"), param: "item")
      }
      try await createItem(item)
    case "conversation.item.truncate": try truncate(event)
    case "conversation.item.delete":
      let itemID = try RealtimeSettings.string(event["item_id"] ?? .null, "item_id")
      guard let index = items.firstIndex(where: { $0.id == itemID }) else {
        throw RealtimeProblem("item_not_found", RealtimeWords.unknownItem(itemID), param: "item_id")
      }
      items.remove(at: index)
      emit(["type": "conversation.item.deleted", "item_id": .string(itemID)])
    case "conversation.item.retrieve":
      let itemID = try RealtimeSettings.string(event["item_id"] ?? .null, "item_id")
      guard let item = items.first(where: { $0.id == itemID }) else {
        throw RealtimeProblem("item_not_found", RealtimeWords.unknownItem(itemID), param: "item_id")
      }
      emit(["type": "conversation.item.retrieved", "item": json(item)])
    case "response.create": try startResponse(event["response"])
    case "response.cancel":
      guard response != nil else {
        throw RealtimeProblem("response_cancel_not_active", RealtimeWords.nothingToCancel)
      }
      if let wanted = event["response_id"]?.string, wanted != response?.id {
        throw RealtimeProblem(
          "response_cancel_not_active", RealtimeWords.nothingToCancel, param: "response_id")
      }
      cancelResponse(reason: "client_cancelled")
    case "output_audio_buffer.clear":
      throw RealtimeProblem("invalid_event", RealtimeWords.workerOnly)
    case "transcription_session.update":
      throw RealtimeProblem("invalid_event", RealtimeWords.translationOnly)
    default:
      throw RealtimeProblem("invalid_event", RealtimeWords.unknownEvent(type), param: "type")
    }
  }

  private func updateSession(_ session: RealtimeJSON) throws {
    let models = service.models
    let profileVoice = user.profile.voice
    var next = settings
    let ignored = try next.apply(session) { name in
      // Every OpenAI voice name is the default voice; else one of Visor's voices.
      if RealtimeSession.openAIVoices.contains(name.lowercased()) { return nil }
      _ = try models.speechVoice(requested: name, profile: profileVoice)
      return name
    }
    var notes: [String] = []
    if next.turnDetection != nil, service.vad == nil {
      next.turnDetection = nil
      notes.append(RealtimeWords.noVAD)
    }
    let vadChanged = (next.turnDetection == nil) != (settings.turnDetection == nil)
    settings = next
    if let turn = next.turnDetection {
      detector.settings = turn
    }
    if vadChanged { restartVAD() }
    var event: RealtimeJSON = ["type": "session.updated", "session": settings.json(id: id, model: model)]
    if case .object(var fields) = event {
      fields["ignored_fields"] = .array(ignored.map { .string($0) })
      if !notes.isEmpty { fields["notes"] = .array(notes.map { .string($0) }) }
      event = .object(fields)
    }
    emit(event)
  }

  static let openAIVoices: Set<String> = [
    "alloy", "ash", "ballad", "coral", "echo", "fable", "nova", "onyx", "sage", "shimmer", "verse", "marin",
    "cedar",
  ]

  // MARK: Input audio

  private func append(_ base64: String) throws {
    guard let data = RealtimeAudio.decodeBase64(base64) else {
      throw RealtimeProblem("invalid_value", RealtimeWords.badBase64, param: "audio")
    }
    // 24-kHz samples it makes: PCM16 2 bytes each, G.711 one byte per 3 (8 kHz → 24 kHz).
    let count = settings.inputFormat == .pcm ? data.count / 2 : data.count * 3
    guard (buffer.count + count) * 2 <= RealtimeService.maxBufferBytes else {
      throw RealtimeProblem(
        "input_audio_buffer_too_large", RealtimeWords.bufferFull(RealtimeService.maxBufferBytes),
        param: "audio")
    }
    let samples = RealtimeAudio.samples(data, format: settings.inputFormat)
    buffer += samples
    totalSamples += samples.count
    if settings.turnDetection != nil, !vadFailed {
      vadPending += RealtimeAudio.to16k(samples)
      if vadTask == nil, vadPending.count >= RealtimeVADDetector.windowSamples {
        vadTask = Task { await self.runVAD() }
      }
    }
  }

  private func commitBuffer() throws {
    guard buffer.count >= RealtimeAudio.rate / 10 else {
      throw RealtimeProblem("input_audio_buffer_commit_empty", RealtimeWords.commitEmpty)
    }
    let samples = buffer
    let itemID = speechItemID ?? "item_" + Self.randomID()
    clearBuffer()
    commit(samples, itemID: itemID, respond: false)
  }

  private func clearBuffer() {
    buffer = []
    bufferStart = totalSamples
    restartVAD()
  }

  /// The VAD starts over at the current position (a cleared buffer, turn detection turned on or off).
  private func restartVAD() {
    vadTask?.cancel()
    vadTask = nil
    vadPending = []
    vadState = SileroVAD.State()
    detector = RealtimeVADDetector(settings: settings.turnDetection ?? RealtimeTurnDetection())
    vadOrigin = totalSamples
    speechItemID = nil
  }

  private func runVAD() async {
    guard let vad = service.vad else { return }
    let origin = vadOrigin
    while !ended, !Task.isCancelled, vadPending.count >= RealtimeVADDetector.windowSamples {
      let windows = min(vadPending.count / RealtimeVADDetector.windowSamples, 32)
      let piece = Array(vadPending.prefix(windows * RealtimeVADDetector.windowSamples))
      vadPending.removeFirst(piece.count)
      var state = vadState
      let probabilities: [Double]
      do {
        probabilities = try await vad.probabilities(piece, state: &state)
      } catch {
        guard !Task.isCancelled, origin == vadOrigin else { return }
        service.logger.warning("realtime VAD failed", ["session": id, "error": "\(error)"])
        vadFailed = true
        vadPending = []
        problem(RealtimeProblem("vad_failed", RealtimeWords.noVAD, type: "server_error"), eventID: nil)
        break
      }
      // A restart (clear, session.update) while the worker answered: this answer is stale.
      guard !Task.isCancelled, origin == vadOrigin else { return }
      vadState = state
      for event in detector.feed(probabilities) { turnEvent(event) }
      if !detector.speaking { trimBuffer() }
    }
    if origin == vadOrigin { vadTask = nil }
  }

  private func turnEvent(_ event: RealtimeVADDetector.Event) {
    let originMs = vadOrigin * 1000 / RealtimeAudio.rate
    switch event {
    case .started(let atMs):
      let itemID = "item_" + Self.randomID()
      speechItemID = itemID
      speechStartMs = originMs + atMs
      emit([
        "type": "input_audio_buffer.speech_started", "audio_start_ms": .number(Double(speechStartMs)),
        "item_id": .string(itemID),
      ])
      if response != nil, settings.turnDetection?.interruptResponse ?? true {
        cancelResponse(reason: "turn_detected")
      }
    case .stopped(let atMs):
      let itemID = speechItemID ?? "item_" + Self.randomID()
      speechItemID = nil
      let endMs = originMs + atMs
      emit([
        "type": "input_audio_buffer.speech_stopped", "audio_end_ms": .number(Double(endMs)),
        "item_id": .string(itemID),
      ])
      let padding = settings.turnDetection?.prefixPaddingMs ?? 300
      let from = max(bufferStart, (speechStartMs - padding) * RealtimeAudio.rate / 1000)
      let to = min(totalSamples, endMs * RealtimeAudio.rate / 1000)
      let samples = to > from ? Array(buffer[(from - bufferStart)..<(to - bufferStart)]) : []
      buffer.removeFirst(max(0, min(buffer.count, to - bufferStart)))
      bufferStart = max(bufferStart, to)
      commit(samples, itemID: itemID, respond: settings.turnDetection?.createResponse ?? true)
    }
  }

  /// Between turns only the prefix padding before the VAD's position is kept.
  private func trimBuffer() {
    let position = vadOrigin + detector.windows * RealtimeVADDetector.windowSamples * 3 / 2
    let padding = (settings.turnDetection?.prefixPaddingMs ?? 300) * RealtimeAudio.rate / 1000
    let keepFrom = position - padding
    if keepFrom > bufferStart {
      buffer.removeFirst(min(buffer.count, keepFrom - bufferStart))
      bufferStart = keepFrom
    }
  }

  /// A user audio item: committed, written down, then (with server VAD) answered.
  private func commit(_ samples: [Float], itemID: String, respond: Bool) {
    let previous = items.last?.id
    emit([
      "type": "input_audio_buffer.committed", "item_id": .string(itemID),
      "previous_item_id": .optional(previous),
    ])
    addAudioItem(samples, itemID: itemID, previous: previous, respond: respond)
  }

  private func addAudioItem(_ samples: [Float], itemID: String, previous: String?, respond: Bool) {
    var item = Item(id: itemID, role: .user, parts: [.audio(transcript: nil)])
    item.status = "completed"
    items.append(item)
    emit(["type": "conversation.item.added", "item": json(item), "previous_item_id": .optional(previous)])
    transcriptions[itemID] = Task { await self.transcribe(samples, itemID: itemID, respond: respond) }
  }

  private func transcribe(_ samples: [Float], itemID: String, respond: Bool) async {
    defer { transcriptions[itemID] = nil }
    let pcm = PCMAudio(samples: RealtimeAudio.to16k(samples), sampleRate: 16_000)
    var transcript = ""
    var failure: RealtimeProblem?
    do {
      if AudioDecoder.isSilent(pcm) {
        failure = RealtimeProblem("audio_silent", RealtimeWords.silent)
      } else {
        let entry = try service.models.resolve(nil, for: .transcription)
        guard let recognizer = entry.recognizer else {
          throw VisorError(.notConfigured, ModelRegistry.howToConfigureMessage(.transcription))
        }
        transcript = try await recognizer.transcribe(pcm).trimmingCharacters(in: .whitespacesAndNewlines)
      }
    } catch {
      failure = Self.problem(from: error)
    }
    guard !ended, let index = items.firstIndex(where: { $0.id == itemID }) else { return }
    items[index].parts = [.audio(transcript: transcript)]
    if let failure {
      emit([
        "type": "conversation.item.input_audio_transcription.failed", "item_id": .string(itemID),
        "content_index": 0,
        "error": [
          "type": "invalid_request_error", "code": .string(failure.code), "message": .string(failure.message),
        ],
      ])
    } else if settings.transcription {
      emit([
        "type": "conversation.item.input_audio_transcription.completed", "item_id": .string(itemID),
        "content_index": 0, "transcript": .string(transcript),
        "usage": ["type": "duration", "seconds": .number((pcm.durationSeconds * 1000).rounded() / 1000)],
      ])
    }
    emit(["type": "conversation.item.done", "item": json(items[index])])
    if respond, failure == nil, !transcript.isEmpty, response == nil {
      try? startResponse(nil)
    }
  }

  // MARK: Items

  private func createItem(_ item: RealtimeJSON) async throws {
    guard item.object != nil else {
      throw RealtimeProblem("invalid_type", RealtimeWords.notAnObject("item"), param: "item")
    }
    guard (item["type"]?.string ?? "message") == "message" else {
      throw RealtimeProblem("invalid_value", RealtimeWords.itemType, param: "item.type")
    }
    let roleName = item["role"]?.string ?? ""
    guard let role = ChatMessage.Role(rawValue: roleName) else {
      throw RealtimeProblem("invalid_value", RealtimeWords.itemType, param: "item.role")
    }
    guard let content = item["content"]?.array, !content.isEmpty else {
      throw RealtimeProblem("missing_required_parameter", RealtimeWords.emptyContent, param: "item.content")
    }
    let itemID = item["id"]?.string ?? "item_" + Self.randomID()
    var parts: [Item.Part] = []
    var audio: [Float]?
    for (index, part) in content.enumerated() {
      let path = "item.content[\(index)]"
      let type = part["type"]?.string ?? ""
      switch (role, type) {
      case (.user, "input_text"), (.system, "input_text"), (.assistant, "output_text"), (.assistant, "text"),
        (.user, "text"):
        let text = try RealtimeSettings.string(part["text"] ?? .null, path + ".text")
        parts.append(role == .assistant ? .outputText(text) : .text(text))
      case (.user, "input_audio"):
        let encoded = try RealtimeSettings.string(part["audio"] ?? .null, path + ".audio")
        guard let data = RealtimeAudio.decodeBase64(encoded) else {
          throw RealtimeProblem("invalid_value", RealtimeWords.badBase64, param: path + ".audio")
        }
        guard data.count <= RealtimeService.maxBufferBytes else {
          throw RealtimeProblem(
            "input_audio_buffer_too_large", RealtimeWords.bufferFull(RealtimeService.maxBufferBytes),
            param: path + ".audio")
        }
        if let transcript = part["transcript"]?.string, !transcript.isEmpty {
          parts.append(.audio(transcript: transcript))
        } else {
          audio = RealtimeAudio.samples(data, format: settings.inputFormat)
          parts.append(.audio(transcript: nil))
        }
      case (.user, "input_image"):
        let url = try RealtimeSettings.string(part["image_url"] ?? .null, path + ".image_url")
        parts.append(.image(try await image(url, param: path + ".image_url")))
      default:
        throw RealtimeProblem("invalid_value", RealtimeWords.contentType(type), param: path + ".type")
      }
    }
    let previous = items.last?.id
    if let audio {
      // Written down before the next response (which waits for it); other parts go with it.
      items.append(Item(id: itemID, role: role, parts: parts))
      emit([
        "type": "conversation.item.added", "item": json(items[items.count - 1]),
        "previous_item_id": .optional(previous),
      ])
      transcriptions[itemID] = Task { await self.transcribeItem(audio, itemID: itemID) }
      return
    }
    let created = Item(id: itemID, role: role, parts: parts)
    items.append(created)
    emit(["type": "conversation.item.added", "item": json(created), "previous_item_id": .optional(previous)])
    emit(["type": "conversation.item.done", "item": json(created), "previous_item_id": .optional(previous)])
  }

  /// An `input_audio` part of a created item (the item may hold other parts too).
  private func transcribeItem(_ samples: [Float], itemID: String) async {
    let others =
      items.first { $0.id == itemID }?.parts.filter { if case .audio = $0 { false } else { true } } ?? []
    await transcribe(samples, itemID: itemID, respond: false)
    if let index = items.firstIndex(where: { $0.id == itemID }), !others.isEmpty {
      items[index].parts = others + items[index].parts
    }
  }

  /// A data URL's photo, ingested as analyses do (upright, scaled, JPEG).
  private func image(_ url: String, param: String) async throws -> Data {
    guard url.hasPrefix("data:"), let comma = url.firstIndex(of: ","),
      url[..<comma].hasSuffix(";base64")
    else { throw RealtimeProblem("invalid_value", RealtimeWords.imageURL, param: param) }
    guard
      let data = Data(
        base64Encoded: String(url[url.index(after: comma)...]), options: .ignoreUnknownCharacters)
    else { throw RealtimeProblem("invalid_value", RealtimeWords.imageURL, param: param) }
    guard data.count <= RealtimeService.maxImageBytes else {
      throw RealtimeProblem(
        "invalid_value", RealtimeWords.imageTooLarge(RealtimeService.maxImageBytes), param: param)
    }
    return try await service.photos.ingest(data).jpeg
  }

  private func truncate(_ event: RealtimeJSON) throws {
    let itemID = try RealtimeSettings.string(event["item_id"] ?? .null, "item_id")
    guard let endValue = event["audio_end_ms"]?.number, endValue >= 0 else {
      throw RealtimeProblem(
        "invalid_value", RealtimeWords.milliseconds("audio_end_ms"), param: "audio_end_ms")
    }
    guard let index = items.firstIndex(where: { $0.id == itemID }) else {
      throw RealtimeProblem(
        "item_truncate_invalid_item_id", RealtimeWords.unknownItem(itemID), param: "item_id")
    }
    guard items[index].role == .assistant,
      !items[index].spoken.isEmpty
        || items[index].parts.contains(where: {
          if case .outputAudio = $0 { true } else { false }
        })
    else {
      throw RealtimeProblem("invalid_value", RealtimeWords.truncateAssistantOnly, param: "item_id")
    }
    let endMs = Int(endValue)
    let total = items[index].spoken.last?.endMs ?? 0
    guard endMs <= total else {
      throw RealtimeProblem("invalid_value", RealtimeWords.truncateBeyond(total), param: "audio_end_ms")
    }
    // What was heard: the sentences whose audio had started by then.
    var heard: [String] = []
    var start = 0
    for (end, sentence) in items[index].spoken where start < endMs {
      heard.append(sentence)
      start = end
    }
    items[index].parts = [.outputAudio(transcript: heard.joined(separator: " "))]
    items[index].spoken = Array(items[index].spoken.prefix(heard.count))
    emit([
      "type": "conversation.item.truncated", "item_id": .string(itemID),
      "content_index": .number(event["content_index"]?.number ?? 0), "audio_end_ms": .number(Double(endMs)),
    ])
  }

  // MARK: Responses

  private func startResponse(_ parameters: RealtimeJSON?) throws {
    guard response == nil else {
      throw RealtimeProblem("conversation_already_has_active_response", RealtimeWords.alreadyResponding)
    }
    var modalities = settings.outputModalities
    var instructions = settings.instructions
    var voice = settings.voice
    var maxTokens = settings.maxOutputTokens
    if let parameters, !parameters.isNull {
      guard parameters.object != nil else {
        throw RealtimeProblem("invalid_type", RealtimeWords.notAnObject("response"), param: "response")
      }
      if let value = parameters["instructions"], !value.isNull {
        instructions = try RealtimeSettings.string(value, "response.instructions")
      }
      if let value = parameters["output_modalities"] ?? parameters["modalities"], !value.isNull {
        guard let list = value.array?.compactMap(\.string), !list.isEmpty,
          list.allSatisfy({ $0 == "text" || $0 == "audio" })
        else {
          throw RealtimeProblem(
            "invalid_value", RealtimeWords.modalities, param: "response.output_modalities")
        }
        modalities = list.contains("audio") ? ["audio"] : ["text"]
      }
      if let name = parameters["audio"]?["output"]?["voice"]?.string ?? parameters["voice"]?.string {
        if !Self.openAIVoices.contains(name.lowercased()) {
          _ = try service.models.speechVoice(requested: name, profile: user.profile.voice)
          voice = name
        } else {
          voice = nil
        }
      }
      if let value = parameters["max_output_tokens"] ?? parameters["max_response_output_tokens"] {
        maxTokens = try RealtimeSettings.maxTokens(value, "response.max_output_tokens")
      }
    }
    let responseID = "resp_" + Self.randomID()
    response = Response(
      id: responseID, itemID: "item_" + Self.randomID(), modalities: modalities, voice: voice,
      instructions: instructions, maxTokens: maxTokens)
    emit(["type": "response.created", "response": responseJSON(status: "in_progress")])
    response?.task = Task { await self.run(responseID) }
  }

  private func isCurrent(_ responseID: String) -> Bool { !ended && response?.id == responseID }

  private func run(_ responseID: String) async {
    do {
      let hasImage = items.contains { $0.parts.contains { if case .image = $0 { true } else { false } } }
      try await service.quotas.admit(userID: user.id, analysis: hasImage)
      // The turns still being written down come first.
      for task in transcriptions.values { await task.value }
      guard isCurrent(responseID), let current = response else { return }
      let chosen = try choose(hasImage)
      let messages = messages(instructions: current.instructions)
      response?.inputTokens = messages.reduce(0) { $0 + Self.tokens($1.text) + ($1.hasImage ? 85 : 0) }
      addOutputItem()
      let audio = current.modalities.contains("audio")
      // The small offline text model answers anything, right or not: its first answer says so plainly
      // (the scene engine says what it cannot tell itself, decision 017).
      if !saidLimits, RealtimeSession.isOfflineTextModel(chosen.id) {
        saidLimits = true
        if audio {
          try await speak(RealtimeWords.offlineLimits, responseID: responseID)
        } else {
          textDelta(RealtimeWords.offlineLimits + " ", responseID: responseID)
        }
      }
      let options = ChatOptions(maxTokens: current.maxTokens ?? 300, temperature: settings.temperature)
      let (sentences, sink) = AsyncThrowingStream<String, any Error>.makeStream()
      let producer = Task {
        var chunker = RealtimeChunker()
        do {
          for try await delta in chosen.chat.stream(messages, options: options) {
            try Task.checkCancellation()
            if !audio { self.textDelta(delta, responseID: responseID) }
            for piece in chunker.feed(delta) { sink.yield(piece) }
          }
          for piece in chunker.finish() { sink.yield(piece) }
          sink.finish()
        } catch {
          sink.finish(throwing: error)
        }
      }
      try await withTaskCancellationHandler {
        for try await sentence in sentences {
          guard isCurrent(responseID) else { break }
          if audio { try await speak(sentence, responseID: responseID) }
        }
      } onCancel: {
        producer.cancel()
      }
      producer.cancel()
      guard isCurrent(responseID) else { return }
      finishResponse(status: "completed", details: nil)
    } catch {
      guard isCurrent(responseID) else { return }
      let problem = Self.problem(from: error)
      finishResponse(
        status: "failed",
        details: [
          "type": "failed",
          "error": [
            "type": .string(problem.type), "code": .string(problem.code), "message": .string(problem.message),
          ],
        ])
    }
  }

  private func messages(instructions: String) -> [ChatMessage] {
    var messages = [ChatMessage(role: .system, text: instructions)]
    if let instruction = Language.current.answerInstruction {
      messages.append(ChatMessage(role: .system, text: instruction))
    }
    // Only the newest photo goes (it is the conversation's context); at most the last 12 turns.
    let lastImage = items.lastIndex { $0.parts.contains { if case .image = $0 { true } else { false } } }
    for (index, item) in items.enumerated().suffix(12) {
      var parts: [ContentPart] = []
      for part in item.parts {
        switch part {
        case .text(let text): parts.append(.text(text))
        case .outputText(let text), .outputAudio(let text):
          // The offline model's limits were said to the person, not written by the model.
          let said =
            text.hasPrefix(RealtimeWords.offlineLimits)
            ? String(text.dropFirst(RealtimeWords.offlineLimits.count)) : text
          let trimmed = said.trimmingCharacters(in: .whitespacesAndNewlines)
          if !trimmed.isEmpty { parts.append(.text(trimmed)) }
        case .audio(let transcript):
          if let transcript, !transcript.isEmpty { parts.append(.text(transcript)) }
        case .image(let jpeg): if index == lastImage { parts.append(.image(jpeg, mimeType: "image/jpeg")) }
        }
      }
      if item.role == .user, parts.allSatisfy({ if case .image = $0 { true } else { false } }), !parts.isEmpty
      {
        parts.insert(.text("Here is a photo."), at: 0)
      }
      guard !parts.isEmpty else { continue }
      messages.append(ChatMessage(role: item.role, parts: parts))
    }
    // A photo sent after the last question goes with that question (vision models read it there).
    if let imageIndex = messages.lastIndex(where: \.hasImage), imageIndex != messages.count - 1,
      messages.last?.role == .user
    {
      let imageParts = messages[imageIndex].parts.filter { if case .image = $0 { true } else { false } }
      messages[imageIndex].parts.removeAll { if case .image = $0 { true } else { false } }
      messages[messages.count - 1].parts += imageParts
      if messages[imageIndex].parts.isEmpty || messages[imageIndex].text == "Here is a photo." {
        messages.remove(at: imageIndex)
      }
    }
    return messages
  }

  private func addOutputItem() {
    guard var current = response, !current.outputAdded else { return }
    current.outputAdded = true
    response = current
    let audio = current.modalities.contains("audio")
    var item = Item(
      id: current.itemID, role: .assistant, parts: [audio ? .outputAudio(transcript: "") : .outputText("")])
    item.status = "in_progress"
    let previous = items.last?.id
    items.append(item)
    let itemJSON = json(item)
    emit([
      "type": "response.output_item.added", "response_id": .string(current.id), "output_index": 0,
      "item": itemJSON,
    ])
    emit(["type": "conversation.item.added", "item": itemJSON, "previous_item_id": .optional(previous)])
    emit([
      "type": "response.content_part.added", "response_id": .string(current.id),
      "item_id": .string(current.itemID),
      "output_index": 0, "content_index": 0,
      "part": audio ? ["type": "audio", "transcript": ""] : ["type": "text", "text": ""],
    ])
  }

  private func textDelta(_ delta: String, responseID: String) {
    guard isCurrent(responseID), let current = response, !delta.isEmpty else { return }
    response?.text += delta
    updateItem(current.itemID) { $0.parts = [.outputText(self.response?.text ?? "")] }
    emit([
      "type": "response.output_text.delta", "response_id": .string(responseID),
      "item_id": .string(current.itemID),
      "output_index": 0, "content_index": 0, "delta": .string(delta),
    ])
  }

  /// One sentence: its transcript at once, then its audio in 250-ms pieces.
  private func speak(_ sentence: String, responseID: String) async throws {
    guard let current = response else { return }
    let delta = (current.text.isEmpty ? "" : " ") + sentence
    response?.text += delta
    emit([
      "type": "response.output_audio_transcript.delta", "response_id": .string(responseID),
      "item_id": .string(current.itemID), "output_index": 0, "content_index": 0, "delta": .string(delta),
    ])
    let samples: [Float]
    do {
      samples = try await synthesize(sentence, voice: current.voice)
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      // The words were sent; the answer goes on as text rather than stopping.
      service.logger.warning("realtime speech failed", ["session": id, "error": "\(error)"])
      return
    }
    guard isCurrent(responseID) else { return }
    let start = response?.audioSamples ?? 0
    response?.audioSamples += samples.count
    let endMs = (start + samples.count) * 1000 / RealtimeAudio.rate
    updateItem(current.itemID) { item in
      item.spoken.append((endMs, sentence))
      item.parts = [.outputAudio(transcript: self.response?.text ?? "")]
    }
    let piece = RealtimeAudio.rate / 4
    var offset = 0
    while offset < samples.count {
      let chunk = Array(samples[offset..<min(samples.count, offset + piece)])
      offset += piece
      emit([
        "type": "response.output_audio.delta", "response_id": .string(responseID),
        "item_id": .string(current.itemID),
        "output_index": 0, "content_index": 0,
        "delta": .string(RealtimeAudio.pcm16(chunk).base64EncodedString()),
      ])
    }
  }

  private func synthesize(_ sentence: String, voice: String?) async throws -> [Float] {
    let choice = try service.models.speechVoice(requested: voice, profile: user.profile.voice)
    guard let synthesizer = choice.entry.synthesizer else {
      throw VisorError(.notConfigured, ModelRegistry.howToConfigureMessage(.speech))
    }
    let spoken = SpokenText.forEar(sentence)
    let pcm = try await synthesizer.synthesize(spoken.isEmpty ? sentence : spoken, voice: choice.voice)
    return RealtimeAudio.resample(pcm.samples, from: pcm.sampleRate, to: RealtimeAudio.rate)
  }

  private func updateItem(_ itemID: String, _ change: (inout Item) -> Void) {
    guard let index = items.firstIndex(where: { $0.id == itemID }) else { return }
    change(&items[index])
  }

  /// Barge-in (`turn_detected`) or `response.cancel` (`client_cancelled`): stops at once; what was
  /// said so far stays in the conversation.
  private func cancelResponse(reason: String) {
    guard let current = response else { return }
    current.task?.cancel()
    finishResponse(status: "cancelled", details: ["type": "cancelled", "reason": .string(reason)])
  }

  private func finishResponse(status: String, details: RealtimeJSON?) {
    guard let current = response else { return }
    let audio = current.modalities.contains("audio")
    var output: [RealtimeJSON] = []
    if current.outputAdded {
      updateItem(current.itemID) { item in
        item.status = status == "completed" ? "completed" : "incomplete"
        item.parts = [audio ? .outputAudio(transcript: current.text) : .outputText(current.text)]
      }
      if let item = items.first(where: { $0.id == current.itemID }) {
        let base: RealtimeJSON = [
          "response_id": .string(current.id), "item_id": .string(current.itemID), "output_index": 0,
          "content_index": 0,
        ]
        if audio {
          emit(base.merging(["type": "response.output_audio.done"]))
          emit(
            base.merging([
              "type": "response.output_audio_transcript.done", "transcript": .string(current.text),
            ]))
          emit(
            base.merging([
              "type": "response.content_part.done",
              "part": ["type": "audio", "transcript": .string(current.text)],
            ]))
        } else {
          emit(base.merging(["type": "response.output_text.done", "text": .string(current.text)]))
          emit(
            base.merging([
              "type": "response.content_part.done", "part": ["type": "text", "text": .string(current.text)],
            ]))
        }
        let itemJSON = json(item)
        emit([
          "type": "response.output_item.done", "response_id": .string(current.id), "output_index": 0,
          "item": itemJSON,
        ])
        emit(["type": "conversation.item.done", "item": itemJSON])
        output.append(itemJSON)
      }
    }
    var done = responseJSON(status: status)
    if case .object(var fields) = done {
      fields["status_details"] = details ?? .null
      fields["output"] = .array(output)
      let outputTokens = Self.tokens(current.text)
      let audioTokens = audio ? current.audioSamples / (RealtimeAudio.rate / 20) : 0
      fields["usage"] = [
        "total_tokens": .number(Double(current.inputTokens + outputTokens + audioTokens)),
        "input_tokens": .number(Double(current.inputTokens)),
        "output_tokens": .number(Double(outputTokens + audioTokens)),
        "input_token_details": [
          "text_tokens": .number(Double(current.inputTokens)), "audio_tokens": 0, "cached_tokens": 0,
        ],
        "output_token_details": [
          "text_tokens": .number(Double(outputTokens)), "audio_tokens": .number(Double(audioTokens)),
        ],
      ]
      done = .object(fields)
    }
    response = nil
    emit(["type": "response.done", "response": done])
  }

  private func responseJSON(status: String) -> RealtimeJSON {
    guard let current = response else { return .null }
    return [
      "object": "realtime.response", "id": .string(current.id), "status": .string(status),
      "status_details": .null, "output": [], "conversation_id": .string("conv_" + id.dropFirst(5)),
      "output_modalities": .array(current.modalities.map { .string($0) }),
      "max_output_tokens": current.maxTokens.map { .number(Double($0)) } ?? "inf",
      "audio": ["output": ["format": RealtimeAudioFormat.pcm.json, "voice": .string(settings.voiceName)]],
      "usage": .null, "metadata": .null,
    ]
  }

  // MARK: JSON of items

  func json(_ item: Item) -> RealtimeJSON {
    let content: [RealtimeJSON] = item.parts.map { part in
      switch part {
      case .text(let text): ["type": "input_text", "text": .string(text)]
      case .audio(let transcript): ["type": "input_audio", "transcript": .optional(transcript)]
      case .image: ["type": "input_image", "image_url": .null, "detail": "auto"]
      case .outputText(let text): ["type": "output_text", "text": .string(text)]
      case .outputAudio(let transcript): ["type": "output_audio", "transcript": .string(transcript)]
      }
    }
    return [
      "id": .string(item.id), "object": "realtime.item", "type": "message",
      "role": .string(item.role.rawValue),
      "status": .string(item.status), "content": .array(content),
    ]
  }

  // MARK: Sending and ending

  private func emit(_ event: RealtimeJSON) {
    guard !ended else { return }
    var event = event
    if case .object(var fields) = event {
      fields["event_id"] = .string("event_" + Self.randomID())
      event = .object(fields)
    }
    let text = event.text
    let total = backlog.withLock { pending -> Int in
      pending += text.utf8.count
      return pending
    }
    if total > service.maxBacklogBytes { return end(.slowClient) }
    continuation.yield(.event(text))
  }

  private func problem(_ problem: RealtimeProblem, eventID: String?) {
    emit([
      "type": "error",
      "error": [
        "type": .string(problem.type), "code": .string(problem.code), "message": .string(problem.message),
        "param": .optional(problem.param), "event_id": .optional(eventID),
      ],
    ])
  }

  static func problem(from error: any Error) -> RealtimeProblem {
    if let problem = error as? RealtimeProblem { return problem }
    if let error = error as? VisorError {
      let limited: Set<ErrorCode> = [.rateLimited, .quotaExceeded]
      let server: Set<ErrorCode> = [
        .internalError, .unavailable, .workerUnavailable, .workerRestarting, .workerStopped, .workerTimeout,
        .workerError,
        .providerUnavailable, .providerUnreachable, .providerTimeout, .providerBadResponse, .notConfigured,
      ]
      return RealtimeProblem(
        error.code.name, error.message,
        type: limited.contains(error.code)
          ? "rate_limit_error" : server.contains(error.code) ? "server_error" : "invalid_request_error")
    }
    if error is CancellationError {
      return RealtimeProblem("cancelled", "The work was cancelled.", type: "server_error")
    }
    return RealtimeProblem("internal_error", ErrorCode.internalError.sentence, type: "server_error")
  }

  private func watch() async {
    while !ended {
      let left = RealtimeService.idleTimeout - (ContinuousClock.now - lastActivity)
      if left <= .zero { return end(.idle) }
      do { try await Task.sleep(for: left) } catch { return }
    }
  }

  /// Ends the session: work stops, the close (when the service ends it) is the last message.
  func end(_ reason: RealtimeCloseReason?) {
    guard !ended else { return }
    ended = true
    // The slot is free before the close is heard: a client that reconnects at once finds room.
    service.ended(self)
    if let reason { continuation.yield(.close(code: reason.code, reason: reason.message)) }
    response?.task?.cancel()
    response = nil
    vadTask?.cancel()
    watchdog?.cancel()
    for task in transcriptions.values { task.cancel() }
    transcriptions = [:]
    buffer = []
    vadPending = []
    items = []
    continuation.finish()
  }

  /// A local chat model other than the scene engine (SmolLM2, a registered GGUF file).
  static func isOfflineTextModel(_ id: String) -> Bool { id.hasPrefix("local/") && id != "local/scene" }

  static func tokens(_ text: String) -> Int { max(text.isEmpty ? 0 : 1, (text.utf8.count + 3) / 4) }

  static func randomID() -> String {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    return String((0..<20).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
  }
}

extension RealtimeJSON {
  /// This object with `other`'s fields added (other wins).
  func merging(_ other: RealtimeJSON) -> RealtimeJSON {
    guard case .object(var fields) = self, case .object(let more) = other else { return self }
    fields.merge(more) { _, new in new }
    return .object(fields)
  }
}
