import Foundation
import VisorAPI

/// One WebSocket message of a live session: a frame goes out as `binary`, JSON commands and every
/// server message as `text`.
public enum LiveSocketMessage: Sendable, Equatable {
  case text(String)
  case binary(Data)
}

/// An open WebSocket under a ``LiveSession``.
///
/// `receive()` returns messages in order and `nil` once the connection has closed normally; it
/// throws a ``VisorClientError`` (`connectionLost`, `timedOut`) when the connection broke, and
/// `CancellationError` when the task waiting is cancelled.
public protocol LiveSocket: Sendable {
  /// Sends one message (a frame as `binary`, a command as `text`).
  func send(_ message: LiveSocketMessage) async throws
  /// The next message from the server; `nil` once the connection has closed.
  func receive() async throws -> LiveSocketMessage?
  /// Sends a close frame (`code`, `reason`) and ends the connection; later sends fail.
  func close(code: Int, reason: String) async
}

/// Opens the WebSocket of a live session: the network under ``LiveSession``.
///
/// The default, ``URLSessionLiveTransport``, uses `URLSessionWebSocketTask` (Apple platforms).
/// FoundationNetworking on Linux has no WebSockets ("WebSockets not supported by libcurl"): the
/// `visor` CLI passes VisorKitCurl's `TCPLiveTransport` there, and tests pass VisorKitTesting's
/// `FakeLiveTransport`.
///
/// A transport that cannot open the socket because the server refused the upgrade throws
/// ``LiveHandshakeRefusal`` with the server's status, headers and body; ``LiveSession`` turns it into
/// the ``VisorClientError`` the server's JSON error names.
public protocol LiveTransport: Sendable {
  /// Opens a WebSocket to `request.url` (`http`/`https`, as VisorKit builds every URL: the transport
  /// uses `ws`/`wss`) with `request.headers` on the upgrade request.
  func connect(_ request: TransportRequest) async throws -> any LiveSocket
}

/// The server answered the WebSocket upgrade with an HTTP response instead of `101 Switching
/// Protocols` (a JSON error: 400 unknown mode, 401, 429, 501, 503…).
public struct LiveHandshakeRefusal: Error, Sendable {
  /// The HTTP status.
  public var status: Int
  /// Header fields with lower-cased names.
  public var headers: [String: String]
  /// The response body (a JSON error).
  public var body: Data

  /// A refusal with `status`, `headers` (any case) and `body`.
  public init(status: Int, headers: [String: String], body: Data) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
    self.body = body
  }
}

extension LiveHandshakeRefusal {
  /// The refusal as the ``VisorClientError`` the server's JSON error names.
  func error(endpoint: EndpointDeclaration) async -> VisorClientError {
    let (body, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
    continuation.yield(self.body)
    continuation.finish()
    let response = TransportResponse(status: status, headers: headers, body: body)
    return await VisorClient.error(from: response, endpoint: endpoint)
  }
}

/// `ws`/`wss` for an `http`/`https` URL (other schemes unchanged).
package func webSocketURL(_ url: URL) -> URL {
  guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
  switch components.scheme?.lowercased() {
  case "http": components.scheme = "ws"
  case "https": components.scheme = "wss"
  default: break
  }
  return components.url ?? url
}

extension LiveSocket {
  /// The server's text messages as a stream of what `decode` makes of them, read by a task until the
  /// socket closes (or until a message `isLast` says ends the session): the reading half of a live
  /// session, a realtime conversation and a call. A message `decode` cannot read is skipped (binary
  /// messages come only from clients); a broken connection ends the stream with its error; cancelling
  /// the consumer stops the reader.
  func decodedMessages<Event: Sendable>(
    _ decode: @escaping @Sendable (String) -> Event?,
    isLast: @escaping @Sendable (Event) -> Bool = { _ in false }
  ) -> (events: AsyncThrowingStream<Event, any Error>, reader: Task<Void, Never>) {
    let (events, continuation) = AsyncThrowingStream<Event, any Error>.makeStream()
    let reader = Task {
      do {
        while let message = try await receive() {
          guard case .text(let text) = message, let event = decode(text) else { continue }
          continuation.yield(event)
          if isLast(event) { break }
        }
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { [reader] termination in
      if case .cancelled = termination { reader.cancel() }
    }
    return (events, reader)
  }
}
