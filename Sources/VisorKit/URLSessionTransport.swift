import Foundation
import VisorKitCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// ``VisorTransport`` over `URLSession`, streaming every body through a data delegate (so it works
/// where `URLSession.bytes(for:)` does not exist, as on Linux), without cookies or caching.
///
/// Cancelling the task awaiting ``send(_:)``, or ending the iteration of the response body, cancels
/// the `URLSessionTask`, which closes the connection.
public final class URLSessionTransport: VisorTransport, @unchecked Sendable {
  private let session: URLSession
  private let delegate: Delegate

  /// A transport with its own ephemeral session (no cookies, no cache).
  public init() {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    delegate = Delegate()
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit { session.finishTasksAndInvalidate() }

  /// Sends `request` through the session; see ``VisorTransport/send(_:)``.
  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    var urlRequest = URLRequest(
      url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
    urlRequest.httpMethod = request.method
    urlRequest.httpShouldHandleCookies = false
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    urlRequest.httpBody = request.body
    let task = session.dataTask(with: urlRequest)
    let handle = TaskHandle(task)
    let (body, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
    continuation.onTermination = { termination in
      if case .cancelled = termination { handle.cancel() }
    }
    let url = request.url
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { head in
        delegate.start(handle, url: url, head: head, stream: body, body: continuation)
      }
    } onCancel: {
      handle.cancel()
    }
  }

  /// A task that may be cancelled from any thread.
  final class TaskHandle: @unchecked Sendable {
    let task: URLSessionDataTask
    init(_ task: URLSessionDataTask) { self.task = task }
    func cancel() { task.cancel() }
  }

  /// Routes each task's delegate callbacks to its continuations.
  final class Delegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    struct State {
      var url: URL
      var head: CheckedContinuation<TransportResponse, any Error>?
      var stream: AsyncThrowingStream<Data, any Error>
      var body: AsyncThrowingStream<Data, any Error>.Continuation
    }
    private let lock = NSLock()
    private var states: [Int: State] = [:]

    func start(
      _ handle: TaskHandle, url: URL, head: CheckedContinuation<TransportResponse, any Error>,
      stream: AsyncThrowingStream<Data, any Error>, body: AsyncThrowingStream<Data, any Error>.Continuation
    ) {
      lock.withLock {
        states[handle.task.taskIdentifier] = State(url: url, head: head, stream: stream, body: body)
      }
      handle.task.resume()
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
      deliverHead(of: dataTask, response: response)
      completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      // The head is normally delivered above; if a platform skipped that callback, the first bytes do.
      deliverHead(of: dataTask, response: dataTask.response)
      let body = lock.withLock { states[dataTask.taskIdentifier]?.body }
      body?.yield(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
      if error == nil { deliverHead(of: task, response: task.response) }
      guard let state = lock.withLock({ states.removeValue(forKey: task.taskIdentifier) }) else { return }
      let failure = error.map { Self.map($0, url: state.url) }
      if let head = state.head {
        head.resume(
          throwing: failure
            ?? VisorClientError(.invalidResponse, "The server at \(state.url.host ?? "") answered nothing."))
      }
      if let failure { state.body.finish(throwing: failure) } else { state.body.finish() }
    }

    /// Resumes the task's `send` with the response head, once.
    private func deliverHead(of task: URLSessionTask, response: URLResponse?) {
      guard let http = response as? HTTPURLResponse else { return }
      let pending = lock.withLock { () -> (CheckedContinuation<TransportResponse, any Error>, State)? in
        guard let state = states[task.taskIdentifier], let head = state.head else { return nil }
        states[task.taskIdentifier]?.head = nil
        return (head, state)
      }
      guard let (head, state) = pending else { return }
      var headers: [String: String] = [:]
      for (name, value) in http.allHeaderFields { headers["\(name)".lowercased()] = "\(value)" }
      head.resume(returning: TransportResponse(status: http.statusCode, headers: headers, body: state.stream))
    }

    /// A `URLError` as the client's typed error (cancellation stays `CancellationError`).
    static func map(_ error: any Error, url: URL) -> any Error {
      guard let error = error as? URLError else { return error }
      let server = "\(url.scheme ?? "http")://\(url.host ?? "")\(url.port.map { ":\($0)" } ?? "")"
      switch error.code {
      case .cancelled:
        return CancellationError()
      case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet:
        return VisorClientError(
          .cannotConnect,
          "Cannot connect to the Visor server at \(server); check the URL and that the server is running.")
      case .timedOut:
        return VisorClientError(
          .timedOut, "The Visor server at \(server) did not answer in time; try again, or check the server.")
      case .networkConnectionLost:
        return VisorClientError(
          .connectionLost, "The connection to the Visor server at \(server) was lost; try again.")
      case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
        .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
        return VisorClientError(
          .cannotConnect,
          "Cannot set up a secure connection to \(server): trust the server's certificate on this device first."
        )
      default:
        return VisorClientError(
          .connectionLost,
          "The request to the Visor server at \(server) failed (\(error.localizedDescription)).")
      }
    }
  }
}

extension URLSessionTransport {
  /// One transport (one `URLSession`) shared by every client that is not given another.
  public static let shared = URLSessionTransport()
}
