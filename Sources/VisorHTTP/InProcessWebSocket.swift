import Foundation
import Synchronization

/// The client's end of a WebSocket session run in-process: the answer to an upgrade request
/// (`.webSocket`) run without a socket, as the `visor` CLI's local mode runs `GET /api/v1/live` on the
/// data folder. The session's handler is the one the server runs; only the wire is missing, so the
/// route's limits apply as the gate applies them (a message over its limit arrives as `.oversized`;
/// over twice the limit the session ends with 1009).
///
/// ```swift
/// guard case .webSocket(let upgrade) = response.body else { … }
/// let socket = InProcessWebSocket(upgrade, request: request)
/// try socket.send(.text(#"{"type":"mode","mode":"read"}"#))
/// while let message = await socket.receive() { … }
/// ```
public final class InProcessWebSocket: Sendable {
  /// The server's close code and reason once the session ended (nil before).
  public var closed: (code: UInt16, reason: String)? { transport.closed.withLock { $0 } }

  private let socket: WebSocket
  private let transport: InMemoryTransport
  private let limits: WebSocketLimits
  private let session: Task<Void, Never>

  /// Starts the session's handler.
  public init(_ upgrade: WebSocketUpgrade, request: HTTPRequest) {
    let transport = InMemoryTransport()
    let socket = WebSocket(request: request, transport: transport)
    self.transport = transport
    self.socket = socket
    self.limits = upgrade.limits
    session = Task {
      await upgrade.handler(socket)
      let (code, reason) = socket.finish()
      transport.end(code: code, reason: reason)
    }
  }

  /// Sends a message to the session. Throws `CancellationError` once the session has ended.
  public func send(_ message: WebSocketMessage) throws {
    guard transport.closed.withLock({ $0 == nil }) else { throw CancellationError() }
    let (size, binary): (Int, Bool) =
      switch message {
      case .text(let text): (text.utf8.count, false)
      case .binary(let data): (data.count, true)
      }
    let limit = binary ? limits.maxBinaryBytes : limits.maxTextBytes
    if size > 2 * limit {
      // The server's 1009 first: once the inbound stream ends the handler may close on its own.
      socket.close(code: WebSocketCloseCode.tooBig, reason: "Message too big.")
      socket.clientClosed(code: WebSocketCloseCode.tooBig, reason: "")
    } else if size > limit {
      socket.received(.oversized(binary: binary, bytes: size), cost: 64)
    } else {
      socket.received(.message(message), cost: size + 64)
    }
  }

  /// The session's next message; nil once it has ended.
  public func receive() async -> WebSocketMessage? {
    guard let message = await transport.next() else { return nil }
    return message
  }

  /// Closes from the client's side (`code`, `reason`) and waits for the handler to return.
  public func close(code: UInt16 = WebSocketCloseCode.normal, reason: String = "") async {
    socket.clientClosed(code: code, reason: reason)
    await session.value
  }

  deinit {
    socket.clientClosed(code: WebSocketCloseCode.abnormal, reason: "")
  }
}

/// The session's messages to the client, held until the client takes them.
private final class InMemoryTransport: WebSocketTransport {
  struct Queue {
    var messages: [WebSocketMessage] = []
    var bytes = 0
    var waiter: CheckedContinuation<WebSocketMessage?, Never>?
  }

  let queue = Mutex(Queue())
  let closed = Mutex<(code: UInt16, reason: String)?>(nil)

  func send(opcode: Int32, bytes: UnsafeRawBufferPointer) -> Bool {
    let message: WebSocketMessage =
      opcode == 1 ? .text(String(decoding: bytes, as: UTF8.self)) : .binary(Data(bytes))
    guard closed.withLock({ $0 == nil }) else { return false }
    let waiter = queue.withLock { queue -> CheckedContinuation<WebSocketMessage?, Never>? in
      if let waiter = queue.waiter {
        queue.waiter = nil
        return waiter
      }
      queue.messages.append(message)
      queue.bytes += bytes.count
      return nil
    }
    waiter?.resume(returning: message)
    return true
  }

  func backlog() -> Int { queue.withLock { $0.bytes } }

  func consumed(_ bytes: Int) {}

  /// The handler returned: after what is queued, the client hears the end.
  func end(code: UInt16, reason: String) {
    closed.withLock { if $0 == nil { $0 = (code, reason) } }
    let waiter = queue.withLock { queue -> CheckedContinuation<WebSocketMessage?, Never>? in
      defer { queue.waiter = nil }
      return queue.messages.isEmpty ? queue.waiter : nil
    }
    waiter?.resume(returning: nil)
  }

  func next() async -> WebSocketMessage? {
    await withCheckedContinuation { (continuation: CheckedContinuation<WebSocketMessage?, Never>) in
      enum Outcome {
        case message(WebSocketMessage)
        case ended
        case wait
      }
      let outcome = queue.withLock { queue -> Outcome in
        if !queue.messages.isEmpty {
          let first = queue.messages.removeFirst()
          switch first {
          case .text(let text): queue.bytes -= text.utf8.count
          case .binary(let data): queue.bytes -= data.count
          }
          return .message(first)
        }
        if closed.withLock({ $0 != nil }) { return .ended }
        queue.waiter = continuation
        return .wait
      }
      switch outcome {
      case .message(let message): continuation.resume(returning: message)
      case .ended: continuation.resume(returning: nil)
      case .wait: break
      }
    }
  }
}
