import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// `/api/v1/calls`: ring a helper, and the call's signalling WebSocket (docs/helpers.md, "Calls").
/// Visor relays offer/answer/ICE between the call's two people only; the media never passes here.
struct CallRoutes {
  let calls: CallService

  /// Signalling messages are small: 64 KB of text; nothing binary is relayed.
  static let limits = WebSocketLimits(
    maxTextBytes: CallService.maxMessageBytes, maxBinaryBytes: 1024, pingIntervalSeconds: 30)

  func register(on routes: RouteTable) {
    routes.answer(Endpoints.startCall) { ctx, body in
      let user = ctx.user
      let (call, ice) = try await calls.start(user: user, username: body.username)
      return CallCreatedResponse(
        id: call.id.wire, to: call.helperUsername,
        iceServers: ice.map {
          ICEServerResponse(urls: [$0.url], username: $0.username, credential: $0.credential)
        })
    }

    routes.respond(Endpoints.callSignal, countsRequest: false) { ctx in
      let request = ctx.request
      let user = ctx.user
      try request.validateWebSocketUpgrade()
      // Someone who is not in the call (or a call that is over) is told so in the close frame, which
      // a browser's WebSocket can read (it cannot read an HTTP refusal).
      let leg: Result<CallService.Leg, CallService.Refusal>
      if let id = try? parseID(request.parameters["id"], what: .call) {
        do throws(CallService.Refusal) {
          leg = .success(try await calls.join(callID: id, user: user))
        } catch {
          leg = .failure(error)
        }
      } else {
        leg = .failure(CallService.Refusal(code: 4404, reason: "No call with that id; start a call first."))
      }
      return try HTTPResponse.webSocket(for: request, limits: Self.limits, subprotocols: ["visor"]) {
        socket in
        switch leg {
        case .failure(let refusal):
          socket.close(code: refusal.code, reason: refusal.reason)
        case .success(let leg):
          await Self.run(leg, over: socket, calls: calls)
        }
      }
    }

    routes.respond(Endpoints.deleteCall) { ctx in
      try await calls.delete(id: try parseID(ctx.request.parameters["id"], what: .call), user: ctx.user)
      return .noContent()
    }
  }

  static func run(_ leg: CallService.Leg, over socket: WebSocket, calls: CallService) async {
    let writer = Task {
      for await text in leg.outbound {
        do { try await socket.send(.text(text)) } catch { break }
      }
      socket.close(code: WebSocketCloseCode.normal, reason: "The call ended.")
    }
    for await inbound in socket.inbound {
      switch inbound {
      case .message(.text(let text)):
        if let error = await calls.receive(text, from: leg) {
          try? await socket.send(.text(error))
          if error.contains("\"not_in_call\"") {
            socket.close(code: 4403, reason: "That message is for another call.")
          }
        }
      case .message(.binary):
        try? await socket.send(
          .text(
            calls.oversized(bytes: 0).replacingOccurrences(of: "message_too_large", with: "invalid_message")))
      case .oversized(_, let bytes):
        try? await socket.send(.text(calls.oversized(bytes: bytes)))
      }
    }
    await calls.leave(leg)
    await writer.value
  }
}
