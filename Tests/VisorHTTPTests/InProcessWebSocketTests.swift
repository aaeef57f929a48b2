import Foundation
import Testing
import VisorCore
import VisorHTTP

/// A route's WebSocket session run without a socket (``InProcessWebSocket``): the same handler, the
/// route's limits, the close handshake.
@Suite struct InProcessWebSocketTests {
  static func upgradeRequest() -> HTTPRequest {
    HTTPRequest(
      method: .get, path: "/echo",
      headers: HTTPHeaders([
        ("Host", "localhost"), ("Connection", "Upgrade"), ("Upgrade", "websocket"),
        ("Sec-WebSocket-Version", "13"),
        ("Sec-WebSocket-Key", Data(repeating: 1, count: 16).base64EncodedString()),
      ]))
  }

  /// An echo session that reports oversized messages and says goodbye with the client's close code.
  static func echo(_ request: HTTPRequest) throws -> WebSocketUpgrade {
    let response = try HTTPResponse.webSocket(
      for: request, limits: WebSocketLimits(maxTextBytes: 10, maxBinaryBytes: 20)
    ) { socket in
      for await inbound in socket.inbound {
        switch inbound {
        case .message(let message): try? await socket.send(message)
        case .oversized(let binary, let bytes): try? await socket.send(.text("too big: \(binary) \(bytes)"))
        }
      }
      socket.close(code: WebSocketCloseCode.normal, reason: "bye \(socket.clientClose?.code ?? 0)")
    }
    guard case .webSocket(let upgrade) = response.body else { throw CancellationError() }
    return upgrade
  }

  @Test func messagesGoBothWaysAndTheCloseIsHeard() async throws {
    let socket = InProcessWebSocket(try Self.echo(Self.upgradeRequest()), request: Self.upgradeRequest())
    try socket.send(.text("hello"))
    #expect(await socket.receive() == .text("hello"))
    try socket.send(.binary(Data([1, 2, 3])))
    #expect(await socket.receive() == .binary(Data([1, 2, 3])))
    try socket.send(.text("far too long"))  // 12 bytes over a 10-byte limit: dropped, reported
    #expect(await socket.receive() == .text("too big: false 12"))
    await socket.close(code: 4000, reason: "done")
    #expect(await socket.receive() == nil)
    #expect(socket.closed?.code == WebSocketCloseCode.normal)
    #expect(socket.closed?.reason == "bye 4000")
    #expect(throws: CancellationError.self) { try socket.send(.text("late")) }
  }

  @Test func aMessageOverTwiceTheLimitEndsTheSessionWith1009() async throws {
    let socket = InProcessWebSocket(try Self.echo(Self.upgradeRequest()), request: Self.upgradeRequest())
    try socket.send(.binary(Data(count: 41)))
    #expect(await socket.receive() == nil)
    #expect(socket.closed?.code == WebSocketCloseCode.tooBig)
  }
}
