import Foundation
import VisorCore
import VisorFeatures
import VisorHTTP

/// `GET /v1/realtime?model=…`: a conversation in the OpenAI Realtime protocol (docs/realtime.md). The
/// route checks the upgrade and the model, opens the session (refusals are ordinary OpenAI-shaped
/// JSON errors, before the upgrade), then relays: text messages in, the session's events out, its
/// close as the close frame. Authentication is the request's: the SDK sends `Authorization: Bearer`.
struct RealtimeRoutes {
  /// The session's model, checked by OpenAI's names (``OpenAIModels``) before the upgrade.
  let registry: ModelRegistry
  let realtime: RealtimeService

  /// 21 MB text messages (a 15 MB audio append in base64); binary messages are not part of the
  /// protocol (8 KB, answered with an error).
  static let limits = WebSocketLimits(
    maxTextBytes: RealtimeService.maxTextBytes, maxBinaryBytes: 8 * 1024,
    maxBufferedBytes: RealtimeService.maxTextBytes + 1024 * 1024, pingIntervalSeconds: 30)

  func register(on routes: RouteTable) {
    // Opening the session counts the request (RealtimeService.open), so the route table does not.
    routes.respond(OpenAIEndpoints.realtime, countsRequest: false) { ctx in
      let request = ctx.request
      let user = ctx.user
      try request.validateWebSocketUpgrade()
      let requested = (request.query["model"] ?? "").trimmingCharacters(in: .whitespaces)
      let model = requested.isEmpty ? OpenAIModels.defaultAlias : requested
      // The model must be able to chat now; with a photo it must see (checked per response).
      _ = try OpenAIModels.chatEntry(model, image: false, structured: false, in: registry)
      // `language=` (a Visor extension) overrides the person's own for this session (issue 27).
      let language = try request.language(override: request.query["language"])
      return try await Language.$current.withValue(language) {
        let session = try await realtime.open(user: user, model: model) { hasImage in
          let entry = try OpenAIModels.chatEntry(model, image: hasImage, structured: false, in: registry)
          guard let chat = entry.chat else {
            throw VisorError(.notConfigured, "The model \(entry.descriptor.id) cannot chat on this Visor.")
          }
          return (entry.descriptor.id, chat)
        }
        do {
          // `visor`: the web app offers it (with `visor.bearer.<token>` when signed in with a token);
          // the SDK offers none.
          return try HTTPResponse.webSocket(for: request, limits: Self.limits, subprotocols: ["visor"]) {
            socket in
            await Self.run(session, over: socket)
          }
        } catch {
          await session.close()
          throw error
        }
      }
    }
  }

  static func run(_ session: RealtimeSession, over socket: WebSocket) async {
    let writer = Task {
      for await message in session.outbound {
        switch message {
        case .event(let text):
          do {
            try await socket.send(.text(text))
          } catch {
            return  // the client is gone or the socket is closing
          }
          session.sent(bytes: text.utf8.count)
        case .close(let code, let reason):
          socket.close(code: code, reason: reason)
          return
        }
      }
      socket.close()
    }
    for await inbound in socket.inbound {
      switch inbound {
      case .message(.text(let text)): await session.receive(text: text)
      case .message(.binary(let data)): await session.receiveBinary(bytes: data.count)
      case .oversized(_, let bytes): await session.oversized(bytes: bytes)
      }
    }
    await session.close()
    await writer.value
  }
}
