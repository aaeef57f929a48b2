import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorStore

/// `/api/v1/helpers`, `/api/v1/analyses/{id}/help` and `/api/v1/help/…`: people a user trusts, the
/// photos and questions sent to them, their answers and the event stream (docs/helpers.md).
struct HelperRoutes {
  let helpers: HelpersService

  func register(on routes: RouteTable) {
    routes.answer(Endpoints.listHelpers) { ctx in
      let user = ctx.user
      return try await Self.helpersResponse(helpers, user: user)
    }

    routes.answer(Endpoints.inviteHelper) { ctx, body in
      let user = ctx.user
      let link = try await helpers.invite(user: user, username: body.username)
      return HelperResponse(link, viewer: user.id, hub: helpers.hub)
    }

    routes.answer(Endpoints.acceptHelper) { ctx in
      let user = ctx.user
      let link = try await helpers.accept(
        id: try ctx.id(what: .helperLink), user: user)
      return HelperResponse(link, viewer: user.id, hub: helpers.hub)
    }

    routes.respond(Endpoints.endHelper) { ctx in
      let request = ctx.request
      let user = ctx.user
      try await helpers.end(id: try parseID(request.parameters["id"], what: .helperLink), user: user)
      return .noContent()
    }

    routes.respond(Endpoints.askHelpers) { ctx in
      let request = ctx.request
      let user = ctx.user
      let id = try parseID(request.parameters["id"], what: .analysis)
      let (prompt, audio, username) = try Self.askInput(request)
      let created = try await helpers.ask(
        user: user, analysisID: id, prompt: prompt, audio: audio, username: username)
      return try .json(
        HelpCreatedResponse(
          id: created.id.wire, status: created.status.rawValue, expiresAt: created.expiresAt,
          sentTo: created.recipients.map(\.username)), status: 201)
    }

    routes.answer(Endpoints.helpRequests) { ctx in
      let user = ctx.user
      let open = try await helpers.openRequests(helper: user)
      return ListResponse(items: open.map { HelpRequestResponse($0, viewer: user.id) }, nextCursor: nil)
    }

    routes.answer(Endpoints.helpRequest) { ctx in
      let user = ctx.user
      let found = try await helpers.request(
        id: try ctx.id(what: .helpRequest), user: user)
      return HelpRequestResponse(found, viewer: user.id)
    }

    for (endpoint, kind, type) in [
      (Endpoints.helpRequestImage, HelpersService.Attachment.photo, "image/jpeg"),
      (Endpoints.helpRequestQuestion, .question, "audio/mpeg"),
      (Endpoints.helpRequestAnswerAudio, .answer, "audio/mpeg"),
    ] {
      routes.respond(endpoint) { ctx in
        let request = ctx.request
        let user = ctx.user
        let id = try parseID(request.parameters["id"], what: .helpRequest)
        let data: Data
        do {
          data = try await helpers.attachment(kind, id: id, user: user)
        } catch let error as VisorError where error.code == .helpClosed {
          // GETs document no 409: a closed request's photo is simply no longer shared.
          throw VisorError(
            .notFound, Message("error.help.closedShared"))
        }
        var response = HTTPResponse.data(data, contentType: type)
        response.headers["Cache-Control"] = "private, no-store"
        return response
      }
    }

    routes.answer(Endpoints.takeHelpRequest) { ctx in
      let user = ctx.user
      let taken = try await helpers.take(
        id: try ctx.id(what: .helpRequest), helper: user)
      return HelpRequestResponse(taken, viewer: user.id)
    }

    // By text ({"text"}) or voice (the form's `audio`).
    routes.answer(form: Endpoints.answerHelpRequest) { ctx, input in
      let id = try ctx.id(what: .helpRequest)
      var text: String?
      var audio: Data?
      switch input {
      case .json(let body): text = body.text
      case .form(let form):
        audio = form.data("audio")
        if let audio, audio.isEmpty {
          throw VisorError(.audioUnreadable, Message("error.audio.emptyField"))
        }
        if audio == nil { text = form.text("text") }
      case .image: throw VisorError(.unsupportedMediaType)
      }
      let answered = try await helpers.answer(id: id, helper: ctx.user, text: text, audio: audio)
      return try .json(HelpRequestResponse(answered, viewer: ctx.user.id))
    }

    routes.answer(Endpoints.deleteHelpRequest) { ctx in
      try await helpers.delete(id: try ctx.id(what: .helpRequest), user: ctx.user)
      return NoBody()
    }

    routes.answer(Endpoints.helpHistory) { ctx in
      let user = ctx.user
      let (requests, calls) = try await helpers.history(user: user)
      return HelpHistoryResponse(
        requests: requests.map { HelpRequestResponse($0, viewer: user.id) },
        calls: calls.map(CallResponse.init))
    }

    routes.respond(Endpoints.helpEvents) { ctx in
      let request = ctx.request
      let user = ctx.user
      // A stream that never ends goes only to a client that asked for one (an EventSource does).
      guard RouteTable.wantsEvents(request) else {
        throw VisorError(
          .invalidParameter, Message("error.help.eventStream"))
      }
      let events = helpers.hub.subscribe(userID: user.id)
      let (frames, continuation) = AsyncThrowingStream<ServerSentEvent, Error>.makeStream()
      let pump = Task {
        for await event in events {
          continuation.yield(Self.frame(event, viewer: user))
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in pump.cancel() }
      var response = HTTPResponse.eventStream(frames)
      response.headers["X-Accel-Buffering"] = "no"
      return response
    }
  }

  static func helpersResponse(_ helpers: HelpersService, user: User) async throws -> HelpersResponse {
    let (mine, helping, everyone) = try await helpers.links(user: user)
    let invited = Set(mine.map(\.helperID))
    let people = mine.map(\.helperID) + helping.map(\.userID) + everyone.map(\.id)
    let available = await helpers.hub.available(Array(Set(people)))
    return HelpersResponse(
      helpers: mine.map { HelperResponse($0, viewer: user.id, available: available) }
        + everyone.filter { !invited.contains($0.id) }.map { person in
          HelperResponse(
            id: nil, username: person.username, status: HelperStatus.accepted.rawValue, everyone: true,
            available: available.contains(person.id), createdAt: nil)
        },
      helping: helping.map { HelperResponse($0, viewer: user.id, available: available) })
  }

  /// One event as a frame: `ready`, `request`, `taken`, `answered`, `expired`, `call`.
  static func frame(_ event: HelpEvent, viewer: User) -> ServerSentEvent {
    switch event {
    case .ready:
      EventStreams.json("ready", ["username": viewer.username])
    case .request(let request):
      EventStreams.json("request", HelpRequestResponse(request, viewer: viewer.id))
    case .taken(let request):
      EventStreams.json("taken", HelpRequestResponse(request, viewer: viewer.id))
    case .answered(let request):
      EventStreams.json("answered", HelpRequestResponse(request, viewer: viewer.id))
    case .expired(let request, let message):
      EventStreams.json(
        "expired",
        HelpExpiredEvent(id: request.id.wire, analysisId: request.analysisID.wire, message: message))
    case .call(let call):
      EventStreams.json(
        "call",
        CallEventResponse(
          id: call.id.wire, from: call.from, to: call.to, status: call.status.rawValue, message: call.message)
      )
    }
  }

  /// `prompt`, a spoken `audio` and `username` from JSON or multipart.
  static func askInput(_ request: HTTPRequest) throws -> (String?, Data?, String?) {
    let type = (request.headers["Content-Type"] ?? "").lowercased()
    if type.hasPrefix("multipart/") {
      let parts = try request.form(Endpoints.askHelpers.declaration).parts
      let text = { (name: String) in
        parts.first { $0.name == name }.map { String(decoding: $0.data, as: UTF8.self) }
      }
      let audio = parts.first { $0.name == "audio" }?.data
      if let audio, audio.isEmpty {
        throw VisorError(.audioUnreadable, Message("error.audio.emptyField"))
      }
      return (text("prompt"), audio, text("username"))
    }
    if request.body.isEmpty { return (nil, nil, nil) }
    let body = try request.decodeJSON(HelpAskRequest.self, allowedFields: HelpAskRequest.fields)
    return (body.prompt, nil, body.username)
  }
}

extension HelperResponse {
  /// A link as `viewer` sees it: the other person's name.
  /// A link as `viewer` sees it, available as far as this instance knows (no database read).
  public init(_ link: HelperLink, viewer: UUID, hub: HelpHub) {
    let other = link.userID == viewer ? link.helperID : link.userID
    self.init(link, viewer: viewer, available: hub.isAvailableHere(other) ? [other] : [])
  }

  public init(_ link: HelperLink, viewer: UUID, available: Set<UUID>) {
    let other = link.userID == viewer ? link.helperID : link.userID
    self.init(
      id: link.id.wire, username: link.userID == viewer ? link.helperUsername : link.username,
      status: link.status.rawValue, everyone: false,
      available: link.status == .accepted && available.contains(other), createdAt: link.createdAt)
  }
}

extension HelpRequestResponse {
  /// A request as `viewer` sees it: the asker sees whom it went to, a helper does not.
  init(_ request: HelpRequestRecord, viewer: UUID) {
    let id = request.id.wire
    self.init(
      id: request.id.wire, analysisId: request.analysisID.wire, from: request.username,
      imageUrl: Endpoints.helpRequestImage.link(id),
      question: request.question,
      questionAudioUrl: request.questionAudioKey == nil ? nil : Endpoints.helpRequestQuestion.link(id),
      machineAnswer: request.machineAnswer, status: request.status.rawValue, createdAt: request.createdAt,
      expiresAt: request.expiresAt, takenBy: request.takenByUsername ?? request.answeredBy,
      answer: request.status == .answered
        ? HelpAnswerResponse(
          username: request.answeredBy ?? "", text: request.answerText,
          audioUrl: request.answerAudioKey == nil ? nil : Endpoints.helpRequestAnswerAudio.link(id),
          answeredAt: request.answeredAt ?? request.createdAt) : nil,
      sentTo: request.userID == viewer ? request.recipients.map(\.username) : [],
      earlierTurns: request.earlierTurns.map {
        HelpEarlierTurnResponse(question: $0.question, answer: $0.answer)
      })
  }
}

extension CallResponse {
  init(_ call: CallRecord) {
    self.init(
      id: call.id.wire, from: call.username, to: call.helperUsername, status: call.status.rawValue,
      createdAt: call.createdAt, connectedAt: call.connectedAt, endedAt: call.endedAt)
  }
}

extension TurnResponse {
  /// A helper's answer as a turn of the analysis: from that person, with their recording.
  init?(helpAnswer request: HelpRequestRecord) {
    guard request.status == .answered, let answeredAt = request.answeredAt else { return nil }
    self.init(
      id: request.id.wire, prompt: request.question ?? "", transcript: nil, message: request.answerText ?? "",
      mode: "person", checks: [], timings: TimingsResponse(), createdAt: answeredAt,
      from: TurnAuthorResponse(username: request.answeredBy ?? "", kind: "person"),
      audioUrl: request.answerAudioKey == nil ? nil : Endpoints.helpRequestAnswerAudio.link(request.id.wire))
  }
}
