import Foundation

extension Endpoints {
  /// `GET /v1/realtime`: a conversation in the OpenAI Realtime protocol over a WebSocket (what the
  /// official SDKs' `client.realtime.connect(model=…)` opens; docs/realtime.md).
  public static let realtime = Endpoint<NoBody, NoBody>(
    "realtime", .get, "/v1/realtime", answers: .webSocket(protocol: "docs/realtime.md"),
    query: [
      EndpointQuery(
        "model",
        "`visor-default` (the default chat model, or with a photo the vision model or offline scene engine) or a chat or vision model id."
      )
    ],
    summary:
      "A spoken conversation you can interrupt, in the OpenAI Realtime protocol over a WebSocket (docs/realtime.md)."
  )
}
