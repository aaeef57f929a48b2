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
  let analysis: AnalysisService
  /// History search: full text, then by meaning.
  let meaning: MeaningSearch
  /// A helper's answers, shown as turns of the analysis.
  let helpers: HelpersService
  let speech: SpeechService

  func register(on routes: RouteTable) {
    routes.respond(Endpoints.analyze) { ctx in
      let request = ctx.request
      let user = ctx.user
      // Every input is checked here, before the response starts (JSON or SSE alike).
      let options = try Self.options(from: request)
      return try await Language.$current.withValue(try request.language(override: options.language)) {
        let job = try await analysis.prepare(user: user, options: options)
        if RouteTable.wantsEvents(request) {
          return EventStreams.response(frame: Self.frame, failure: Self.failureFrame) { sink in
            try await analysis.run(job, audio: .perSentence, sink: sink)
          }
        }
        let (saved, result) = try await analysis.run(job, audio: .whole) { _ in }
        return try .json(AnalyzeResponse(saved, result))
      }
    }

    routes.answer(Endpoints.listAnalyses) { ctx in
      // Full-text hits, then hits by meaning (decision 042).
      let page = try await meaning.analyses(
        userID: ctx.user.id, query: ctx.query(.search), limit: try ctx.integer(.limit),
        cursor: ctx.query(.cursor))
      return ListResponse(
        items: page.items.map { found in
          var response = AnalysisResponse(found.item)
          response.match = found.match?.rawValue
          return response
        }, nextCursor: page.nextCursor)
    }

    routes.answer(Endpoints.analysis) { ctx in
      let user = ctx.user
      let (saved, turns) = try await analysis.analysis(id: try ctx.id(what: .analysis), user: user)
      var response = AnalysisResponse(saved)
      let machine = turns.map(TurnResponse.init)
      // A helper's answer is a turn from that person (issue 28), in time order with the machine's.
      let people = try await helpers.answers(analysisID: saved.id, userID: user.id).compactMap(
        TurnResponse.init(helpAnswer:))
      response.turns = (machine + people).sorted { $0.createdAt < $1.createdAt }
      return response
    }

    // A follow-up question about the same photo: validated before streaming, like analyze.
    routes.respond(Endpoints.askFollowUp) { ctx in
      let request = ctx.request
      let user = ctx.user
      let id = try parseID(request.parameters["id"], what: .analysis)
      let options = try Self.followUpOptions(from: request)
      return try await Language.$current.withValue(try request.language(override: options.language)) {
        let job = try await analysis.prepareFollowUp(user: user, analysisID: id, options: options)
        if RouteTable.wantsEvents(request) {
          return EventStreams.response(frame: Self.frame, failure: Self.failureFrame) { sink in
            _ = try await analysis.answerFollowUp(job, audio: .perSentence, sink: sink)
          }
        }
        let (turn, result) = try await analysis.answerFollowUp(job, audio: .whole) { _ in }
        return try .json(FollowUpResponse(turn, result))
      }
    }

    routes.respond(Endpoints.analysisImage) { ctx in
      let data = try await analysis.photo(id: try ctx.id(what: .analysis), user: ctx.user)
      var response = HTTPResponse.data(data, contentType: "image/jpeg")
      response.headers["Cache-Control"] = "private, max-age=86400"
      return response
    }

    routes.answer(Endpoints.deleteAnalysis) { ctx in
      try await analysis.delete(id: try ctx.id(what: .analysis), user: ctx.user)
      return NoBody()
    }

    routes.respond(Endpoints.speech) { ctx in
      let request = ctx.request
      let user = ctx.user
      let body = try request.decodeJSON(SpeechRequest.self, allowedFields: SpeechRequest.fields)
      let clip = try await speech.speak(
        body.text, voice: body.voice, profileVoice: user.profile.voice, format: body.format, model: body.model
      )
      var response = HTTPResponse.data(clip.data, contentType: clip.mimeType)
      if let ms = clip.durationMs { response.headers["X-Audio-Duration-Ms"] = String(ms) }
      return response
    }

    routes.respond(Endpoints.transcribe) { ctx in
      let request = ctx.request
      let parts = try request.form(Endpoints.transcribe.declaration).parts
      guard let audio = parts.first(where: { $0.name == "audio" }), !audio.data.isEmpty else {
        throw VisorError(
          .missingField, Message("error.analyze.audioMissing"))
      }
      let language = try HearingLanguage.parse(
        parts.first(where: { $0.name == "language" }).map { String(decoding: $0.data, as: UTF8.self) })
      let model = parts.first(where: { $0.name == "model" }).map { String(decoding: $0.data, as: UTF8.self) }
      let transcription = try await speech.transcribe(audio.data, model: model, language: language)
      return try .json(
        TranscriptionResponse(
          text: transcription.text, model: transcription.model, language: transcription.language ?? "und",
          durationMs: Int(transcription.durationSeconds * 1000),
          languageProbability: transcription.languageProbability.map { ($0 * 1000).rounded() / 1000 }))
    }

    FirebaseRoute(analysis: analysis).register(on: routes)
  }

  /// Reads multipart or JSON analyze input, refusing unknown fields.
  static func options(from request: HTTPRequest) throws -> AnalyzeOptions {
    let type = (request.headers["Content-Type"] ?? "").lowercased()
    if type.hasPrefix("multipart/") {
      // Fields the catalogue does not declare are refused with its one sentence.
      let parts = try request.form(Endpoints.analyze.declaration).parts
      func text(_ name: String) -> String? {
        parts.first { $0.name == name }.map { String(decoding: $0.data, as: UTF8.self) }
      }
      let speak = try speakFlag(text("speak"))
      let audio = parts.first { $0.name == "audio" }?.data
      if let audio, audio.isEmpty {
        throw VisorError(.audioUnreadable, Message("error.audio.emptyField"))
      }
      var options = AnalyzeOptions(
        image: try ImageInput.bytes(from: request, parts: parts), prompt: text("prompt"), audio: audio,
        speak: speak,
        voice: text("voice"), format: text("format"), model: text("model"), surface: "native",
        mode: text("mode") ?? request.query["mode"], target: text("target") ?? request.query["target"])
      options.language = text("language") ?? request.query["language"]
      return options
    }
    guard type.hasPrefix("application/json") else {
      throw VisorError(
        .unsupportedMediaType,
        Message("error.analyze.mediaType")
      )
    }
    let body = try request.decodeJSON(AnalyzeRequest.self, allowedFields: AnalyzeRequest.fields)
    guard let image = body.imageBase64 else {
      throw VisorError(.missingField, Message("error.analyze.imageBase64Missing"))
    }
    var options = AnalyzeOptions(
      image: try ImageInput.decodeBase64(image, field: "imageBase64"), prompt: body.prompt,
      audio: try body.audioBase64.map { try ImageInput.decodeBase64($0, field: "audioBase64") },
      speak: body.speak,
      voice: body.voice, format: body.format, model: body.model, surface: "native",
      mode: body.mode ?? request.query["mode"], target: body.target ?? request.query["target"])
    options.language = body.language ?? request.query["language"]
    return options
  }

  /// Reads a follow-up's multipart or JSON input, refusing unknown fields.
  static func followUpOptions(from request: HTTPRequest) throws -> FollowUpOptions {
    let type = (request.headers["Content-Type"] ?? "").lowercased()
    if type.hasPrefix("multipart/") {
      let parts = try request.form(Endpoints.askFollowUp.declaration).parts
      func text(_ name: String) -> String? {
        parts.first { $0.name == name }.map { String(decoding: $0.data, as: UTF8.self) }
      }
      let audio = parts.first { $0.name == "audio" }?.data
      if let audio, audio.isEmpty {
        throw VisorError(.audioUnreadable, Message("error.audio.emptyField"))
      }
      var options = FollowUpOptions(
        prompt: text("prompt"), audio: audio, speak: try speakFlag(text("speak")), voice: text("voice"),
        format: text("format"), surface: "native")
      options.language = text("language")
      return options
    }
    guard type.hasPrefix("application/json") else {
      throw VisorError(
        .unsupportedMediaType,
        Message("error.followUp.mediaType", ["example": .text(#"{"prompt": "…"}"#)])
      )
    }
    let body = try request.decodeJSON(FollowUpRequest.self, allowedFields: FollowUpRequest.fields)
    var options = FollowUpOptions(
      prompt: body.prompt,
      audio: try body.audioBase64.map { try ImageInput.decodeBase64($0, field: "audioBase64") },
      speak: body.speak, voice: body.voice, format: body.format, surface: "native")
    options.language = body.language
    return options
  }

  static func speakFlag(_ value: String?) throws -> Bool? {
    guard let value = value?.lowercased() else { return nil }
    switch value {
    case "true", "1", "yes", "on": return true
    case "false", "0", "no", "off": return false
    default: throw VisorError(.invalidField, Message("error.field.trueOrFalse", ["field": .text("speak")]))
    }
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
          notes: result.notes.map(AnswerNoteResponse.init), checks: analysis.checks.map(CheckResponse.init),
          mode: analysis.mode))
    case .turnSaved(let turn, let result):
      EventStreams.json(
        "done",
        StreamEvents.Done(
          id: turn.analysisID.wire, timings: TimingsResponse(result.timings),
          notes: result.notes.map(AnswerNoteResponse.init), turnId: turn.id.wire,
          checks: turn.checks.map(CheckResponse.init), mode: turn.mode)
      )
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
      notes: result.notes.map(AnswerNoteResponse.init), mode: analysis.mode,
      checks: analysis.checks.map(CheckResponse.init))
  }
}

extension FollowUpResponse {
  /// The JSON answer of a saved follow-up turn.
  init(_ turn: AnalysisTurn, _ result: AnalysisResult) {
    self.init(
      id: turn.analysisID.wire, turnId: turn.id.wire, message: result.message, transcript: result.transcript,
      audio: result.audio?.data.base64EncodedString(), audioFormat: result.audio?.format.rawValue,
      model: turn.model, timings: TimingsResponse(result.timings),
      checks: turn.checks.map(CheckResponse.init),
      notes: result.notes.map(AnswerNoteResponse.init))
  }
}

extension TurnResponse {
  init(_ turn: AnalysisTurn) {
    self.init(
      id: turn.id.wire, prompt: turn.prompt, transcript: turn.transcript, message: turn.message,
      mode: turn.mode, checks: turn.checks.map(CheckResponse.init), timings: TimingsResponse(turn.timings),
      createdAt: turn.createdAt)
  }
}

extension AnswerNoteResponse {
  init(_ note: AnswerNote) { self.init(code: note.code, message: note.message) }
}
