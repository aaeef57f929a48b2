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
}
