import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorLocal
import VisorMedia

/// `POST /api/v1/vision/analyze`, the history under `/api/v1/analyses`, `/api/v1/speech`,
/// `/api/v1/transcriptions`, and the Firebase-callable `/analyzeImageContents`.
struct AnalyzeRoutes {
  let app: Features

  static let multipartFields: Set<String> = [
    "image", "prompt", "audio", "speak", "voice", "format", "model", "mode",
  ]

  func register(on router: Router, auth: AuthMiddleware) {
    router.post("/api/v1/vision/analyze", middleware: [auth]) { request in
      let user = try request.user()
      // Every input is checked here, before the response starts (JSON or SSE alike).
      let job = try await app.analysis.prepare(user: user, options: try Self.options(from: request))
      if Self.wantsEventStream(request) {
        return EventStreams.response(frame: Self.frame, failure: Self.failureFrame) { sink in
          try await app.analysis.run(job, audio: .perSentence, sink: sink)
        }
      }
      let (analysis, result) = try await app.analysis.run(job, audio: .whole) { _ in }
      return try .json(AnalyzeResponse(analysis, result))
    }

    router.get("/api/v1/analyses", middleware: [auth]) { request in
      let user = try request.user()
      let limit = try Self.limit(request)
      let page = try await app.store.analyses(
        userID: user.id, query: request.query["q"], limit: limit, cursor: request.query["cursor"])
      return try .json(
        ListResponse(items: page.items.map(AnalysisResponse.init), nextCursor: page.nextCursor))
    }

    router.get("/api/v1/analyses/{id}", middleware: [auth]) { request in
      let user = try request.user()
      let id = try parseID(request.parameters["id"], what: "analysis")
      guard let analysis = try await app.store.analysis(id: id, userID: user.id) else {
        throw VisorError(.notFound, "No analysis with that id; list yours with GET /api/v1/analyses.")
      }
      return try .json(AnalysisResponse(analysis))
    }

    router.get("/api/v1/analyses/{id}/image", middleware: [auth]) { request in
      let user = try request.user()
      let id = try parseID(request.parameters["id"], what: "analysis")
      guard let analysis = try await app.store.analysis(id: id, userID: user.id),
        let data = try await app.blobs.get(analysis.imageKey)
      else {
        throw VisorError(.notFound, "No analysis image with that id; list yours with GET /api/v1/analyses.")
      }
      var response = HTTPResponse.data(data, contentType: "image/jpeg")
      response.headers["Cache-Control"] = "private, max-age=86400"
      return response
    }

    router.delete("/api/v1/analyses/{id}", middleware: [auth]) { request in
      let user = try request.user()
      let id = try parseID(request.parameters["id"], what: "analysis")
      guard let deleted = try await app.store.deleteAnalysis(id: id, userID: user.id) else {
        throw VisorError(.notFound, "No analysis with that id (it may already be deleted).")
      }
      try? await app.blobs.delete(deleted.imageKey)
      return .noContent()
    }

    router.post("/api/v1/speech", middleware: [auth]) { request in
      let user = try request.user()
      let body = try request.decodeJSON(SpeechRequest.self, allowedFields: SpeechRequest.fields)
      let clip = try await app.speak(
        body.text, voice: body.voice, profileVoice: user.profile.voice, format: body.format, model: body.model
      )
      var response = HTTPResponse.data(clip.data, contentType: clip.mimeType)
      if let ms = clip.durationMs { response.headers["X-Audio-Duration-Ms"] = String(ms) }
      return response
    }

    router.post("/api/v1/transcriptions", middleware: [auth]) { request in
      _ = try request.user()
      let parts = try request.multipart()
      let known: Set<String> = ["audio", "model", "language"]
      if let unknown = parts.first(where: { !known.contains($0.name) }) {
        throw VisorError(
          .unknownField,
          "Unknown field \"\(unknown.name)\"; send \"audio\" (and optionally \"model\", \"language\").")
      }
      guard let audio = parts.first(where: { $0.name == "audio" }), !audio.data.isEmpty else {
        throw VisorError(
          .missingField, "Field \"audio\" is required: attach a recording (WebM, MP4/AAC, MP3, WAV or Ogg).")
      }
      if let language = parts.first(where: { $0.name == "language" }).map({
        String(decoding: $0.data, as: UTF8.self)
      }),
        !language.isEmpty, language.lowercased() != "en"
      {
        throw VisorError(
          .unsupportedLanguage,
          "Local speech recognition is English-only; send \"language\"=\"en\" or configure a provider.")
      }
      let model = parts.first(where: { $0.name == "model" }).map { String(decoding: $0.data, as: UTF8.self) }
      let (text, entry, pcm) = try await app.transcribe(audio.data, model: model)
      return try .json(
        TranscriptionResponse(
          text: text, model: entry.descriptor.id, language: "en", durationMs: Int(pcm.durationSeconds * 1000))
      )
    }

    FirebaseRoute(app: app).register(on: router, auth: auth)
  }

  static func wantsEventStream(_ request: HTTPRequest) -> Bool {
    (request.headers["Accept"] ?? "").lowercased().contains("text/event-stream")
  }

  static func limit(_ request: HTTPRequest) throws -> Int {
    guard let text = request.query["limit"] else { return 20 }
    guard let value = Int(text), (1...200).contains(value) else {
      throw VisorError(.invalidLimit, "\"limit\" must be a whole number from 1 to 200.")
    }
    return value
  }

  /// Reads multipart or JSON analyze input, refusing unknown fields.
  static func options(from request: HTTPRequest) throws -> AnalyzeOptions {
    let type = (request.headers["Content-Type"] ?? "").lowercased()
    if type.hasPrefix("multipart/") {
      let parts = try request.multipart()
      if let unknown = parts.first(where: { !multipartFields.contains($0.name) }) {
        throw VisorError(
          .unknownField,
          "Unknown field \"\(unknown.name)\"; allowed fields are \(multipartFields.sorted().joined(separator: ", "))."
        )
      }
      func text(_ name: String) -> String? {
        parts.first { $0.name == name }.map { String(decoding: $0.data, as: UTF8.self) }
      }
      var speak: Bool?
      if let value = text("speak")?.lowercased() {
        switch value {
        case "true", "1", "yes", "on": speak = true
        case "false", "0", "no", "off": speak = false
        default: throw VisorError(.invalidField, "Field \"speak\" must be true or false.")
        }
      }
      let audio = parts.first { $0.name == "audio" }?.data
      if let audio, audio.isEmpty {
        throw VisorError(.audioUnreadable, "The \"audio\" field is empty; attach the recording.")
      }
      return AnalyzeOptions(
        image: try ImageInput.bytes(from: request, parts: parts), prompt: text("prompt"), audio: audio,
        speak: speak,
        voice: text("voice"), format: text("format"), model: text("model"), surface: "native",
        mode: text("mode"))
    }
    guard type.hasPrefix("application/json") else {
      throw VisorError(
        .unsupportedMediaType,
        "Send multipart/form-data (fields image, prompt or audio, speak, voice, format) or JSON with \"imageBase64\"."
      )
    }
    let body = try request.decodeJSON(AnalyzeRequest.self, allowedFields: AnalyzeRequest.fields)
    guard let image = body.imageBase64 else {
      throw VisorError(.missingField, "Field \"imageBase64\" is required: the photo, base64-encoded.")
    }
    return AnalyzeOptions(
      image: try ImageInput.decodeBase64(image, field: "imageBase64"), prompt: body.prompt,
      audio: try body.audioBase64.map { try ImageInput.decodeBase64($0, field: "audioBase64") },
      speak: body.speak,
      voice: body.voice, format: body.format, model: body.model, surface: "native", mode: body.mode)
  }

  /// The SSE frame of an analysis event: `transcript` {text}, `text` {delta}, `audio` {index, text,
  /// audio, format}, and `done` {id, timings, notes} once saved. Pure, so it is tested on its own.
  static func frame(_ event: AnalysisRunEvent) -> ServerSentEvent {
    switch event {
    case .pipeline(.transcript(let text)):
      EventStreams.json("transcript", StreamEvents.Transcript(text: text))
    case .pipeline(.textDelta(let delta)):
      EventStreams.json("text", StreamEvents.TextDelta(delta: delta))
    case .pipeline(.audio(let index, let text, let clip)):
      EventStreams.json(
        "audio",
        StreamEvents.Audio(
          index: index, text: text, audio: clip.data.base64EncodedString(), format: clip.format.rawValue))
    case .saved(let analysis, let result):
      EventStreams.json(
        "done",
        StreamEvents.Done(
          id: analysis.id.wire, timings: TimingsResponse(result.timings),
          notes: result.notes.map(AnswerNoteResponse.init), mode: analysis.mode))
    }
  }

  /// `error` {code, message} for a failure after the stream started.
  static func failureFrame(_ error: any Error) -> ServerSentEvent {
    let failure =
      if let status = error as? any HTTPStatusError {
        StreamEvents.Failure(code: status.code.name, message: status.message)
      } else {
        StreamEvents.Failure(
          code: "internal_error", message: "Something went wrong while answering; try again.")
      }
    return EventStreams.json("error", failure)
  }
}

extension AnalyzeResponse {
  /// The JSON answer of a saved analysis (the whole spoken answer inline, when spoken).
  init(_ analysis: Analysis, _ result: AnalysisResult) {
    self.init(
      id: analysis.id.wire, message: result.message, transcript: result.transcript,
      audio: result.audio?.data.base64EncodedString(), audioFormat: result.audio?.format.rawValue,
      model: analysis.model, timings: TimingsResponse(result.timings),
      notes: result.notes.map(AnswerNoteResponse.init), mode: analysis.mode)
  }
}

extension AnswerNoteResponse {
  init(_ note: AnswerNote) { self.init(code: note.code, message: note.message) }
}

extension Features {
  /// Text → audio in a container; long text is chunked and fully spoken. A `voice` no speech model
  /// has is a 400; the profile's voice is used when some model has it, else the default voice.
  func speak(_ text: String, voice: String?, profileVoice: String?, format: String?, model: String?)
    async throws -> AudioClip
  {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw VisorError(.emptyText, "Field \"text\" is empty; send the words to speak.")
    }
    guard trimmed.count <= 20_000 else {
      throw VisorError(.textTooLong, "Send at most 20 000 characters per request; split longer text.")
    }
    let format = try AnalysisService.audioFormat(format)
    let choice = try models.speechVoice(requested: voice, profile: profileVoice, model: model)
    guard let synthesizer = choice.entry.synthesizer else {
      throw VisorError(.notConfigured, ModelRegistry.howToConfigure(.speech))
    }
    let pcm = try await SpeechText.synthesize(trimmed, voice: choice.voice, with: synthesizer)
    return try await photos.run { try AudioEncoder.encode(pcm, format: format) }
  }

  /// Audio (any browser format) → text, English-only locally.
  func transcribe(_ data: Data, model: String?) async throws -> (String, ModelRegistry.Entry, PCMAudio) {
    let entry = try models.resolve(model, for: .transcription)
    guard let recognizer = entry.recognizer else {
      throw VisorError(.notConfigured, ModelRegistry.howToConfigure(.transcription))
    }
    let pcm = try await photos.run { try AudioDecoder.decode(data, sampleRate: 16_000, maxSeconds: 300) }
    guard !AudioDecoder.isSilent(pcm) else {
      throw VisorError(.audioSilent, "The recording is silent; check the microphone and record again.")
    }
    let text = try await recognizer.transcribe(pcm).trimmingCharacters(in: .whitespacesAndNewlines)
    return (text, entry, pcm)
  }
}
