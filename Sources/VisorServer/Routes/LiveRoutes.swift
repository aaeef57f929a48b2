import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// `GET /api/v1/live`: a live camera session over a WebSocket (docs/live.md). The route checks the
/// upgrade, opens the session (its refusals are ordinary JSON errors, before the upgrade), then relays:
/// frames and commands in, the session's events out, its `closing` as the close frame.
struct LiveRoutes {
  let live: LiveService

  /// The transport's limits: the session's own (2 MB frames, 64 KB commands) — a frame over them is
  /// dropped unread and answered with an `error` by the session; a ping every 30 s keeps proxies open.
  static let limits = WebSocketLimits(
    maxTextBytes: LiveService.maxTextBytes, maxBinaryBytes: LiveService.maxFrameBytes, pingIntervalSeconds: 30
  )

  func register(on routes: RouteTable) {
    // Opening the session counts the request (LiveService.open), so the route table does not.
    routes.on(Endpoints.live, countsRequest: false) { request in
      let principal = try request.principal()
      try request.validateWebSocketUpgrade()
      // `language=` overrides the person's own for this session (issue 27).
      let language = try request.language(override: request.query["language"])
      return try await Language.$current.withValue(language) {
        let session = try await live.open(
          user: principal.user, credential: Self.credential(principal), mode: request.query["mode"],
          target: request.query["target"], language: request.query["language"])
        do {
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

  /// One session per credential: an API token's id, or a digest of the web session's secret (never
  /// the secret itself).
  static func credential(_ principal: Principal) -> String {
    switch principal.credential {
    case .token(let id): "token:\(id.wire)"
    case .session(_, let secret): "session:\(Crypto.base64URL(Crypto.sha256(secret)))"
    case .inProcess: "process:\(principal.user.id.wire)"
    }
  }

  static func run(_ session: LiveSession, over socket: WebSocket) async {
    let writer = Task {
      for await event in session.events {
        let message = LiveServerMessage(event)
        do {
          try await socket.send(.text(message.text))
        } catch {
          break  // the client is gone or the socket is closing
        }
        if case .closing(let closing) = message {
          socket.close(code: UInt16(clamping: closing.code), reason: closing.message)
          return
        }
      }
      socket.close()
    }
    for await inbound in socket.inbound {
      switch inbound {
      case .message(.binary(let frame)): await session.receive(frame: frame)
      case .message(.text(let text)): await session.receive(text: text)
      case .oversized(let binary, let bytes): await session.oversized(binary: binary, bytes: bytes)
      }
    }
    await session.close()
    await writer.value
  }
}
