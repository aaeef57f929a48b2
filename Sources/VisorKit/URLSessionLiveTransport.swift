import Foundation
import VisorKitCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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
