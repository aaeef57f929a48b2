import Foundation
import VisorAPI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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

/// ``LiveTransport`` over `URLSessionWebSocketTask` (iOS, macOS). On Linux FoundationNetworking has no
/// WebSocket support; connecting there throws a ``VisorClientError`` that says to use another transport.
public final class URLSessionLiveTransport: LiveTransport, @unchecked Sendable {
  private let session: URLSession

  /// A transport with its own ephemeral session (no cookies, no cache).
  public init() {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.urlCache = nil
    session = URLSession(configuration: configuration)
  }

  deinit { session.invalidateAndCancel() }

  /// Opens the WebSocket; see ``LiveTransport/connect(_:)``.
  public func connect(_ request: TransportRequest) async throws -> any LiveSocket {
    #if canImport(FoundationNetworking)
      throw VisorClientError(
        .unsupportedEndpoint,
        "FoundationNetworking on Linux cannot open WebSockets; pass another LiveTransport "
          + "(the visor CLI uses VisorKitCurl's TCPLiveTransport).")
    #else
      var urlRequest = URLRequest(url: webSocketURL(request.url), timeoutInterval: request.timeout)
      urlRequest.httpShouldHandleCookies = false
      for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
      let task = session.webSocketTask(with: urlRequest)
      // Frames are at most 2 MB; the default 1 MB limit would refuse nothing we send but may cut a
      // `said` with long audio.
      task.maximumMessageSize = 16 << 20
      task.resume()
      return URLSessionLiveSocket(task: task, url: request.url)
    #endif
  }
}

/// `ws`/`wss` for an `http`/`https` URL (other schemes unchanged).
func webSocketURL(_ url: URL) -> URL {
  guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
  switch components.scheme?.lowercased() {
  case "http": components.scheme = "ws"
  case "https": components.scheme = "wss"
  default: break
  }
  return components.url ?? url
}

#if !canImport(FoundationNetworking)
  /// One `URLSessionWebSocketTask`.
  final class URLSessionLiveSocket: LiveSocket, @unchecked Sendable {
    let task: URLSessionWebSocketTask
    let url: URL

    init(task: URLSessionWebSocketTask, url: URL) {
      self.task = task
      self.url = url
    }

    func send(_ message: LiveSocketMessage) async throws {
      do {
        switch message {
        case .text(let text): try await task.send(.string(text))
        case .binary(let data): try await task.send(.data(data))
        }
      } catch {
        throw mapped(error)
      }
    }

    func receive() async throws -> LiveSocketMessage? {
      do {
        return try await withTaskCancellationHandler {
          switch try await task.receive() {
          case .string(let text): .text(text)
          case .data(let data): .binary(data)
          @unknown default: nil
          }
        } onCancel: {
          task.cancel(with: .goingAway, reason: nil)
        }
      } catch {
        if Task.isCancelled { throw CancellationError() }
        // A close frame from the server ends the task with its close code: the normal end.
        if task.closeCode != .invalid { return nil }
        throw mapped(error)
      }
    }

    func close(code: Int, reason: String) async {
      task.cancel(
        with: URLSessionWebSocketTask.CloseCode(rawValue: code) ?? .normalClosure, reason: Data(reason.utf8))
    }

    /// A refused upgrade as ``LiveHandshakeRefusal`` (URLSession keeps no body: the status says it);
    /// network failures as the client's errors.
    private func mapped(_ error: any Error) -> any Error {
      if let http = task.response as? HTTPURLResponse, http.statusCode != 101 {
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields { headers["\(name)".lowercased()] = "\(value)" }
        return LiveHandshakeRefusal(status: http.statusCode, headers: headers, body: Data())
      }
      return URLSessionTransport.Delegate.map(error, url: url)
    }
  }
#endif

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
