import Foundation

// The helpers' endpoints (issue 28; docs/helpers.md), part of ``Endpoints/all``.

extension Endpoints {
  static let recordingTypes = ["audio/webm", "audio/mp4", "audio/mpeg", "audio/wav", "audio/ogg"]

  // MARK: Helpers

  public static let listHelpers = Endpoint<NoBody, HelpersResponse>(
    "listHelpers", .get, "/api/v1/helpers",
    summary:
      "Your helpers (invited or accepted, and the helpers for everyone) and the people you help, each with whether they can be called now."
  )
  public static let inviteHelper = Endpoint<HelperInviteRequest, HelperResponse>(
    "inviteHelper", .post, "/api/v1/helpers", answers: .json(status: 201),
    summary: "Invites someone on this Visor (by username) to be your helper; they accept or decline.")
  public static let acceptHelper = Endpoint<NoBody, HelperResponse>(
    "acceptHelper", .post, "/api/v1/helpers/{id}/accept",
    summary: "Accepts an invitation to be someone's helper.")
  public static let endHelper = Endpoint<NoBody, NoBody>(
    "endHelper", .delete, "/api/v1/helpers/{id}", answers: .noContent,
    summary: "Ends a helper link from either side (declines an invitation, or stops helping or being helped)."
  )

  // MARK: Help requests

  public static let askHelpers = Endpoint<HelpAskRequest, HelpCreatedResponse>(
    "askHelpers", .post, "/api/v1/analyses/{id}/help", accepts: [.json, .multipart],
    answers: .json(status: 201),
    form: [
      FormField("prompt", .text, "The question for the person (default: the one the machine answered last)."),
      FormField("audio", .file(recordingTypes), "The question spoken, instead of prompt."),
      FormField("username", .text, "Only this helper (default: all your accepted helpers)."),
    ],
    summary:
      "Sends the analysis's photo, a question and the machine's answer to your helpers; it waits for a person until it expires."
  )
  public static let helpRequests = Endpoint<NoBody, ListResponse<HelpRequestResponse>>(
    "helpRequests", .get, "/api/v1/help/requests",
    summary: "The open requests sent to you as a helper (waiting, or taken by you), newest first.")
  public static let helpRequest = Endpoint<NoBody, HelpRequestResponse>(
    "helpRequest", .get, "/api/v1/help/requests/{id}",
    summary: "One request: yours, or one sent to you.")
  public static let helpRequestImage = Endpoint<NoBody, NoBody>(
    "helpRequestImage", .get, "/api/v1/help/requests/{id}/image", answers: .bytes(["image/jpeg"]),
    summary: "The photo of a request, for the asker and the helpers it went to while it is open.")
  public static let helpRequestQuestion = Endpoint<NoBody, NoBody>(
    "helpRequestQuestion", .get, "/api/v1/help/requests/{id}/question", answers: .bytes(["audio/mpeg"]),
    summary: "The asker's own recording of a spoken question (MP3).")
  public static let helpRequestAnswerAudio = Endpoint<NoBody, NoBody>(
    "helpRequestAnswerAudio", .get, "/api/v1/help/requests/{id}/audio", answers: .bytes(["audio/mpeg"]),
    summary: "The helper's recorded answer (MP3), for the asker and the helper who answered.")
  public static let takeHelpRequest = Endpoint<NoBody, HelpRequestResponse>(
    "takeHelpRequest", .post, "/api/v1/help/requests/{id}/take",
    summary: "Takes a request, so the other helpers see it taken (409 when someone else took it).")
  public static let answerHelpRequest = Endpoint<HelpAnswerRequest, HelpRequestResponse>(
    "answerHelpRequest", .post, "/api/v1/help/requests/{id}/answer", accepts: [.json, .multipart],
    form: [
      FormField("audio", .file(recordingTypes), "The spoken answer."),
      FormField("text", .text, "The answer as text, instead of audio."),
    ],
    summary:
      "Answers a request by text ({\"text\"}) or voice (multipart `audio`); the asker hears it and it is saved in the analysis's turns."
  )
  public static let deleteHelpRequest = Endpoint<NoBody, NoBody>(
    "deleteHelpRequest", .delete, "/api/v1/help/requests/{id}", answers: .noContent,
    summary: "The asker deletes a request: its helpers can no longer open it, and its recordings go.")
  public static let helpHistory = Endpoint<NoBody, HelpHistoryResponse>(
    "helpHistory", .get, "/api/v1/help/history",
    summary: "Every request you sent (with whom it went to and the answers) and every call, newest first.")
  public static let helpEvents = Endpoint<NoBody, NoBody>(
    "helpEvents", .get, "/api/v1/help/events", answers: .bytes(["text/event-stream"]),
    summary:
      "Server-Sent Events for you: `ready`, then `request`, `taken`, `answered`, `expired` and `call` (docs/helpers.md); while it is open you can be called."
  )

  // MARK: Calls

  public static let startCall = Endpoint<CallCreateRequest, CallCreatedResponse>(
    "startCall", .post, "/api/v1/calls", answers: .json(status: 201),
    summary: "Rings one of your helpers who is available; both then open the call's signalling WebSocket.")
  public static let callSignal = Endpoint<NoBody, NoBody>(
    "callSignal", .get, "/api/v1/calls/{id}/signal", answers: .webSocket(protocol: "docs/helpers.md"),
    summary:
      "The call's signalling WebSocket: offer, answer, ice, hangup, photo-request, torch and last-answer messages, relayed only between the call's two people."
  )
  public static let deleteCall = Endpoint<NoBody, NoBody>(
    "deleteCall", .delete, "/api/v1/calls/{id}", answers: .noContent,
    summary: "Removes a call from your history (the caller's).")

}
