import Foundation

/// One HTTP request as a ``VisorTransport`` sends it.
public struct TransportRequest: Sendable, Equatable {
  /// `GET`, `POST`, `PATCH`, `DELETE`…
  public var method: String
  /// The full URL, query included.
  public var url: URL
  /// Header fields to send (the transport adds `Content-Length` and `Host`).
  public var headers: [String: String]
  /// The body to send, if any.
  public var body: Data?
  /// How long to wait without hearing anything from the server, in seconds.
  public var timeout: TimeInterval

  /// A request; `timeout` is how long the server may stay silent, in seconds.
  public init(
    method: String, url: URL, headers: [String: String] = [:], body: Data? = nil, timeout: TimeInterval = 60
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.timeout = timeout
  }
}

/// A response whose head has arrived and whose body streams.
///
/// Ending the iteration of ``body`` early (breaking out, or cancelling the task that iterates) must
/// cancel the request, so the server sees the disconnect.
public struct TransportResponse: Sendable {
  /// The HTTP status code.
  public var status: Int
  /// Header fields with lower-cased names.
  public var headers: [String: String]
  /// The body, chunk by chunk as it arrives.
  public var body: AsyncThrowingStream<Data, any Error>

  /// A response head and its streaming body; header names are lower-cased.
  public init(status: Int, headers: [String: String], body: AsyncThrowingStream<Data, any Error>) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
    self.body = body
  }

  /// A header's value, by case-insensitive name.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// The whole body, refusing more than `limit` bytes.
  func collect(limit: Int = 256 << 20) async throws -> Data {
    var data = Data()
    for try await chunk in body {
      data.append(chunk)
      if data.count > limit {
        throw VisorClientError(
          .invalidResponse,
          "The server's answer is larger than \(limit >> 20) MB; this is not a Visor answer.")
      }
    }
    return data
  }
}

/// The network under a ``VisorClient``: sends one request and streams its answer.
///
/// The default is ``URLSessionTransport``. A program that already has an HTTP stack (the `visor`
/// CLI's libcurl, a test recorder) implements this one method instead. A transport reports network
/// failures as ``VisorClientError`` (``VisorClientError/Kind/cannotConnect``,
/// ``VisorClientError/Kind/timedOut``, ``VisorClientError/Kind/connectionLost``) and cancellation as
/// `CancellationError`.
///
/// ```swift
/// struct LoggingTransport: VisorTransport {
///   let next = URLSessionTransport()
///   func send(_ request: TransportRequest) async throws -> TransportResponse {
///     print(request.method, request.url.path)
///     return try await next.send(request)
///   }
/// }
/// ```
public protocol VisorTransport: Sendable {
  /// Sends `request` and returns once the response head has arrived; its body streams after.
  func send(_ request: TransportRequest) async throws -> TransportResponse
}
