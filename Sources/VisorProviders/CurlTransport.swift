import Foundation
import VisorCurl

/// What one finished transfer cost (``VisorCurl/HTTPTransferMetrics``), under its providers' name.
public typealias CurlTransferMetrics = HTTPTransferMetrics

/// An ``HTTPTransport`` over the one libcurl wrapper, ``VisorCurl/HTTPTransfer``: one thread per
/// transfer that sleeps in `curl_multi_poll` while nothing arrives (no CPU spent waiting), feeding an
/// `AsyncThrowingStream`.
///
/// Cancellation (the body stream's consumer stops, or the task awaiting `send` is cancelled) stops the
/// transfer at once. A GET follows up to five redirects (a generated image's link); credentials stay
/// with the first host.
///
/// ```swift
/// let transport = CurlTransport()
/// let (status, _, body) = try await transport.send(HTTPClientRequest(url: url))
/// ```
public struct CurlTransport: HTTPTransport {
  let metricsObserver: (@Sendable (CurlTransferMetrics) -> Void)?

  public init() { metricsObserver = nil }

  /// - Parameter metrics: called on the transfer thread when each transfer ends.
  public init(metrics: @escaping @Sendable (CurlTransferMetrics) -> Void) { metricsObserver = metrics }

  public func send(_ request: HTTPClientRequest) async throws -> (
    status: Int, headers: [(String, String)], body: AsyncThrowingStream<Data, Error>
  ) {
    let method = request.method.uppercased()
    let transfer = HTTPTransfer.Request(
      method: method, url: request.url.absoluteString, headers: request.headers,
      body: method == "GET" || method == "HEAD" ? nil : request.body ?? Data(),
      connectTimeout: request.timeouts.connect, firstByteTimeout: request.timeouts.firstByte,
      idleTimeout: request.timeouts.idle, totalTimeout: request.timeouts.total,
      maxBodyBytes: request.maxBodyBytes, followRedirects: method == "GET")
    return try await HTTPTransfer.stream(transfer, metrics: metricsObserver)
  }
}
