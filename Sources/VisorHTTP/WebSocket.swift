import CHTTPGate
import Foundation
import Synchronization
import VisorCore

// WebSockets (RFC 6455) in the one engine: the gate parses and checks every frame (masking,
// fragmentation, UTF-8, ping/pong, the close handshake, message limits) and hands whole messages to
// Swift; a route answers an upgrade request with `HTTPResponse.webSocket(for:limits:handler:)` and
// talks to the client through a `WebSocket` (docs/decisions/034-websockets-in-the-gate.md).

/// Limits of the sessions of one route.
public struct WebSocketLimits: Sendable, Equatable {
  /// A text message over this is dropped unread and reported as `.oversized`; over twice this the
  /// connection closes with 1009.
  public var maxTextBytes: Int
  /// The same for binary messages.
  public var maxBinaryBytes: Int
  /// Messages received and not yet taken by the handler; past this the client is not read
  /// (back-pressure through TCP).
  public var maxBufferedBytes: Int
  /// Seconds without input before the server pings; twice that without any answer closes the session.
  public var pingIntervalSeconds: Int

  public init(
    maxTextBytes: Int = 64 * 1024, maxBinaryBytes: Int = 2 * 1024 * 1024, maxBufferedBytes: Int? = nil,
    pingIntervalSeconds: Int = 30
  ) {
    self.maxTextBytes = maxTextBytes
    self.maxBinaryBytes = maxBinaryBytes
    self.maxBufferedBytes = maxBufferedBytes ?? 2 * max(maxTextBytes, maxBinaryBytes) + 64 * 1024
    self.pingIntervalSeconds = pingIntervalSeconds
  }
}

/// A whole message.
public enum WebSocketMessage: Sendable, Equatable {
  case text(String)
  case binary(Data)
}

/// What arrives from the client.
public enum WebSocketInbound: Sendable, Equatable {
  case message(WebSocketMessage)
  /// A message over the route's limit was dropped unread (`bytes`: its size); the session goes on.
  case oversized(binary: Bool, bytes: Int)
}

/// Close codes (RFC 6455 7.4.1) the server uses.
public enum WebSocketCloseCode {
  public static let normal: UInt16 = 1000
  public static let goingAway: UInt16 = 1001
  public static let protocolError: UInt16 = 1002
  public static let noStatus: UInt16 = 1005
  public static let abnormal: UInt16 = 1006
  public static let policyViolation: UInt16 = 1008
  public static let tooBig: UInt16 = 1009
  public static let internalError: UInt16 = 1011
  public static let tryAgainLater: UInt16 = 1013
}

/// The answer to an upgrade request: the limits and the code that runs the session.
public struct WebSocketUpgrade: Sendable {
  public var limits: WebSocketLimits
  public var acceptKey: String
  public var handler: @Sendable (WebSocket) async -> Void
}

/// The sending and closing side of a connection (the gate in production).
protocol WebSocketTransport: Sendable {
  func send(opcode: Int32, bytes: UnsafeRawBufferPointer) -> Bool
  func backlog() -> Int
  func consumed(_ bytes: Int)
}

/// One WebSocket session, as its handler sees it.
///
/// ```swift
/// router.get("/api/v1/echo") { request in
///   try HTTPResponse.webSocket(for: request) { socket in
///     for await inbound in socket.inbound {
///       if case .message(let message) = inbound { try? await socket.send(message) }
///     }
///   }
/// }
/// ```
public final class WebSocket: Sendable {
  public typealias Inbound = AsyncStream<WebSocketInbound>

  struct State {
    var closing: (code: UInt16, reason: String)?
    var clientClose: (code: UInt16, reason: String)?
    var finished = false
  }

  /// The upgrade request (its user, query and headers).
  public let request: HTTPRequest
  /// Messages in arrival order. Ends when the client closes, goes away, breaks the protocol, or the
  /// handler calls ``close(code:reason:)``.
  public let inbound: InboundMessages
  let continuation: AsyncStream<(WebSocketInbound, Int)>.Continuation
  let transport: any WebSocketTransport
  let state = Mutex(State())

  init(request: HTTPRequest, transport: any WebSocketTransport) {
    self.request = request
    self.transport = transport
    let (stream, continuation) = AsyncStream<(WebSocketInbound, Int)>.makeStream()
    self.continuation = continuation
    self.inbound = InboundMessages(stream: stream, transport: transport)
  }

  /// Sends a message; waits while the client has not taken what was sent before. Throws
  /// `CancellationError` once the session is closing or the client is gone.
  public func send(_ message: WebSocketMessage) async throws {
    let sent: Bool
    switch message {
    case .text(let text):
      var text = text
      sent = text.withUTF8 { send(opcode: 1, bytes: UnsafeRawBufferPointer($0)) }
    case .binary(let data):
      sent = data.withUnsafeBytes { send(opcode: 2, bytes: $0) }
    }
    guard sent else { throw CancellationError() }
    while transport.backlog() > StreamedResponse.highWater {
      try Task.checkCancellation()
      if state.withLock({ $0.closing != nil || $0.finished }) { throw CancellationError() }
      try await Task.sleep(for: .milliseconds(2))
    }
  }

  /// Sends a JSON text message.
  public func send<T: Encodable>(json value: T) async throws {
    try await send(.text(String(decoding: try FastJSON.encode(value), as: UTF8.self)))
  }

  private func send(opcode: Int32, bytes: UnsafeRawBufferPointer) -> Bool {
    state.withLock { state in
      guard state.closing == nil, !state.finished else { return false }
      return transport.send(opcode: opcode, bytes: bytes)
    }
  }

  /// Ends the session: nothing more is sent or received, and once the handler returns the close frame
  /// goes with `code` and `reason` (at most 123 bytes of UTF-8). The first call decides.
  public func close(code: UInt16 = WebSocketCloseCode.normal, reason: String = "") {
    let first = state.withLock { state -> Bool in
      guard state.closing == nil else { return false }
      state.closing = (code, reason)
      return true
    }
    if first { continuation.finish() }
  }

  /// The client's close code and reason, once its close frame arrived (1005: none given; 1006: it went
  /// away without one).
  public var clientClose: (code: UInt16, reason: String)? { state.withLock { $0.clientClose } }

  // Gate thread.
  func received(_ inbound: WebSocketInbound, cost: Int) {
    continuation.yield((inbound, cost))
  }

  func clientClosed(code: UInt16, reason: String) {
    state.withLock { state in
      if state.clientClose == nil { state.clientClose = (code, reason) }
    }
    continuation.finish()
  }

  /// The code and reason of the close frame to send (the gate sends none when one went already).
  func finish() -> (code: UInt16, reason: String) {
    state.withLock { state in
      state.finished = true
      return state.closing ?? (WebSocketCloseCode.normal, "")
    }
  }

  /// Messages, each reported as taken to the gate when the handler takes it (back-pressure).
  public struct InboundMessages: AsyncSequence, Sendable {
    public typealias Element = WebSocketInbound
    let stream: AsyncStream<(WebSocketInbound, Int)>
    let transport: any WebSocketTransport

    public struct AsyncIterator: AsyncIteratorProtocol {
      var base: AsyncStream<(WebSocketInbound, Int)>.AsyncIterator
      let transport: any WebSocketTransport

      public mutating func next() async -> WebSocketInbound? {
        guard let (inbound, cost) = await base.next() else { return nil }
        transport.consumed(cost)
        return inbound
      }
    }

    public func makeAsyncIterator() -> AsyncIterator {
      AsyncIterator(base: stream.makeAsyncIterator(), transport: transport)
    }
  }
}

extension HTTPRequest {
  /// Whether the request asks to become a WebSocket (`Upgrade: websocket`).
  public var isWebSocketUpgrade: Bool {
    headers["Upgrade"]?.lowercased().contains("websocket") ?? false
  }
}

extension HTTPRequest {
  /// Throws 426 unless this is a WebSocket upgrade of version 13, or 400 for a malformed key; returns
  /// the key. A route checks it before doing work the upgrade would need (opening a session).
  @discardableResult
  public func validateWebSocketUpgrade() throws -> String {
    let connectionTokens = (headers["Connection"] ?? "").lowercased().split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard method == .get, isWebSocketUpgrade, connectionTokens.contains("upgrade") else {
      throw VisorError(.websocketRequired)
    }
    guard headers["Sec-WebSocket-Version"]?.trimmingCharacters(in: .whitespaces) == "13" else {
      throw VisorError(
        .websocketRequired,
        Message("error.websocket.version"))
    }
    let key = (headers["Sec-WebSocket-Key"] ?? "").trimmingCharacters(in: .whitespaces)
    guard let decoded = Data(base64Encoded: key), decoded.count == 16 else {
      throw VisorError(.invalidWebSocketHandshake)
    }
    return key
  }
}

extension HTTPResponse {
  /// Accepts a WebSocket upgrade request, or throws 426 (not an upgrade, or another protocol
  /// version) or 400 (a malformed key). `handler` runs the session; when it returns, the server sends
  /// the close frame (``WebSocket/close(code:reason:)``'s, else 1000) and closes the connection.
  /// `subprotocols`: those the server speaks; the first the client offers is named in the answer
  /// (a browser that offered some fails a handshake whose answer names none).
  public static func webSocket(
    for request: HTTPRequest, limits: WebSocketLimits = WebSocketLimits(), subprotocols: [String] = [],
    handler: @escaping @Sendable (WebSocket) async -> Void
  ) throws -> HTTPResponse {
    let key = try request.validateWebSocketUpgrade()
    let offered = request.headers.values("Sec-WebSocket-Protocol").flatMap { value in
      value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let chosen = subprotocols.first { offered.contains($0) }
    var accept = [CChar](repeating: 0, count: 29)
    guard visor_gate_ws_accept_key(key, key.utf8.count, &accept) == 0 else {
      throw VisorError(.invalidWebSocketHandshake)
    }
    let acceptKey = String(decoding: accept.prefix(28).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // The session runs after this request's handler returned: it keeps the request's language.
    let language = Language.current
    let session: @Sendable (WebSocket) async -> Void = { socket in
      await Language.$current.withValue(language) { await handler(socket) }
    }
    var headers = HTTPHeaders()
    if let chosen { headers.add("Sec-WebSocket-Protocol", chosen) }
    return HTTPResponse(
      status: 101, headers: headers,
      body: .webSocket(WebSocketUpgrade(limits: limits, acceptKey: acceptKey, handler: session)))
  }
}
