import Foundation
import VisorAPI

// Helpers, help requests and calls (issue 28; docs/helpers.md): the asking side.
extension VisorClient {
  /// Your helpers and the people you help.
  public func helpers() async throws -> HelpersResponse { try await send(Endpoints.listHelpers) }

  /// Invites someone on this Visor to be your helper.
  public func inviteHelper(username: String) async throws -> HelperResponse {
    try await send(Endpoints.inviteHelper, body: HelperInviteRequest(username: username))
  }

  /// Accepts an invitation to help (its id from ``helpers()``'s `helping`).
  public func acceptHelper(id: String) async throws -> HelperResponse {
    try await send(Endpoints.acceptHelper, path: ["id": id])
  }

  /// Ends a helper link from either side.
  public func endHelper(id: String) async throws { _ = try await send(Endpoints.endHelper, path: ["id": id]) }

  /// Sends an analysis's photo, a question (typed, or spoken as `question` audio) and the machine's
  /// answer to your helpers (or only `username`).
  public func askHelpers(
    analysisID: String, prompt: String? = nil, question: Data? = nil, questionType: String = "audio/mp4",
    username: String? = nil
  ) async throws -> HelpCreatedResponse {
    guard let question else {
      return try await send(
        Endpoints.askHelpers, path: ["id": analysisID],
        body: HelpAskRequest(prompt: prompt, username: username))
    }
    var form = MultipartForm()
    form.append("audio", file: question, filename: "question.m4a", contentType: questionType)
    if let username { form.append("username", username) }
    return try await send(Endpoints.askHelpers, path: ["id": analysisID], form: form)
  }

  /// Every request you sent (with whom it went to and the answers) and every call.
  public func helpHistory() async throws -> HelpHistoryResponse { try await send(Endpoints.helpHistory) }

  /// One request.
  public func helpRequest(id: String) async throws -> HelpRequestResponse {
    try await send(Endpoints.helpRequest, path: ["id": id])
  }

  /// A helper's recorded answer (MP3).
  public func helpAnswerAudio(id: String) async throws -> Data {
    try await download(Endpoints.helpRequestAnswerAudio, path: ["id": id]).data
  }

  /// Deletes a request you sent: its helpers can no longer open it.
  public func deleteHelpRequest(id: String) async throws {
    _ = try await send(Endpoints.deleteHelpRequest, path: ["id": id])
  }

  /// `GET /api/v1/help/events`: what happens to your requests and, as a helper, to those sent to you,
  /// as it happens (no polling). While it is open you count as available for calls. It ends when you
  /// stop iterating; a dropped connection throws `streamCut` (open it again).
  ///
  /// ```swift
  /// for try await event in client.helpEvents() {
  ///   if case .answered(let request) = event { print(request.answer?.text ?? "answered by voice") }
  /// }
  /// ```
  public func helpEvents() -> AsyncThrowingStream<HelpStreamEvent, any Error> {
    eventStream(Endpoints.helpEvents.declaration, path: [:], body: .none) { frame in
      let event: HelpStreamEvent? =
        switch frame.event {
        case "ready":
          .ready(username: try Self.decodeEvent([String: String].self, frame)["username"] ?? "")
        case "request": .request(try Self.decodeEvent(HelpRequestResponse.self, frame))
        case "taken": .taken(try Self.decodeEvent(HelpRequestResponse.self, frame))
        case "answered": .answered(try Self.decodeEvent(HelpRequestResponse.self, frame))
        case "expired": .expired(try Self.decodeEvent(HelpExpiredEvent.self, frame))
        case "call": .call(try Self.decodeEvent(CallEventResponse.self, frame))
        default: nil  // an event a newer server added: skipped
        }
      return event.map { ($0, false) }
    }
  }
}

/// One event of ``VisorClient/helpEvents()``.
public enum HelpStreamEvent: Sendable, Equatable {
  /// The stream is open; you now count as available for calls.
  case ready(username: String)
  /// A new request sent to you as a helper.
  case request(HelpRequestResponse)
  /// A helper took a request (yours, or one also sent to you).
  case taken(HelpRequestResponse)
  /// A helper answered (your request: hear it; one sent to you: it is done).
  case answered(HelpRequestResponse)
  /// Nobody answered in time, or the asker withdrew it; `message` is what the asker hears.
  case expired(HelpExpiredEvent)
  /// A call ringing for you, or one of yours changed.
  case call(CallEventResponse)
}
