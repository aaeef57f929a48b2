import Foundation
import VisorKitCore
import VisorProviders

/// VisorKit's ``VisorKit/VisorTransport`` over libcurl, for programs that already link it (the
/// `visor` CLI). Not part of the SDK: VisorKit itself stays pure Swift (scripts/check-sdk.sh).
///
/// It drives the providers' `CurlTransport`: one thread per transfer that sleeps in
/// `curl_multi_poll` while the server is silent — FoundationNetworking's `URLSession` spins instead
/// (docs/decisions/026-remote-chat-and-curl-transport.md has the measurement). The body arrives
/// through libcurl's write callback into the response's `AsyncThrowingStream`.
///
/// - Cancelling the task awaiting ``send(_:)``, or ending the iteration of the response body, aborts
///   the transfer at once: the connection closes and the server sees the client go.
/// - ``VisorKit/TransportRequest/timeout`` bounds the connect (at most 10 s), the wait for the first
///   byte and every silence after it; a stream may last as long as the server keeps talking.
/// - Failures are ``VisorKit/VisorClientError``s naming the server: `cannotConnect`, `timedOut`,
///   `connectionLost` (a cut body), `invalidResponse` (an oversized answer); cancellation is
///   `CancellationError`.
///
/// ```swift
/// let client = try VisorClient(baseURL: "http://127.0.0.1:8080", token: token, transport: CurlKitTransport())
/// ```
public struct CurlKitTransport: VisorTransport {
  private let curl: CurlTransport

  /// A transport over libcurl.
  public init() { curl = CurlTransport() }

  /// A transport that reports what each finished transfer cost (tests, measurements).
  public init(metrics: @escaping @Sendable (CurlTransferMetrics) -> Void) {
    curl = CurlTransport(metrics: metrics)
  }

  /// Sends `request` with libcurl; see ``VisorKit/VisorTransport/send(_:)``.
  public func send(_ request: TransportRequest) async throws -> TransportResponse {
    let silence = Duration.milliseconds(Int64(max(0.001, request.timeout) * 1000))
    let timeouts = ProviderTimeouts(
      connect: min(silence, .seconds(10)), firstByte: silence, idle: silence, total: .seconds(86_400),
      imageTotal: .seconds(86_400))
    let http = HTTPClientRequest(
      method: request.method, url: request.url,
      headers: request.headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, body: request.body,
      timeouts: timeouts, maxBodyBytes: Self.maxBodyBytes)
    let url = request.url
    let head: (status: Int, headers: [(String, String)], body: AsyncThrowingStream<Data, any Error>)
    do {
      head = try await curl.send(http)
    } catch {
      throw Self.map(error, url: url, timeout: request.timeout)
    }
    var headers: [String: String] = [:]
    for (name, value) in head.headers where headers[name.lowercased()] == nil {
      headers[name.lowercased()] = value
    }
    return TransportResponse(
      status: head.status, headers: headers, body: Self.mapped(head.body, url: url, timeout: request.timeout))
  }

  /// The most bytes one answer may have (VisorKit refuses more than 256 MB itself).
  static let maxBodyBytes = 256 << 20

  /// `body` with libcurl's errors as the client's; ending this stream ends (and so aborts) `body`.
  static func mapped(_ body: AsyncThrowingStream<Data, any Error>, url: URL, timeout: TimeInterval)
    -> AsyncThrowingStream<Data, any Error>
  {
    let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
    let pump = Task {
      do {
        for try await chunk in body {
          if case .terminated = continuation.yield(chunk) { return }
        }
        continuation.finish()
      } catch {
        continuation.finish(throwing: map(error, url: url, timeout: timeout))
      }
    }
    // Cancelling the pump while it waits in `body`'s iterator terminates `body`, which cancels the transfer.
    continuation.onTermination = { _ in pump.cancel() }
    return stream
  }

  /// A libcurl failure as the client's typed error, naming the server (never the token).
  static func map(_ error: any Error, url: URL, timeout: TimeInterval) -> any Error {
    guard let error = error as? HTTPTransportError else { return error }
    let server = "\(url.scheme ?? "http")://\(url.host ?? "")\(url.port.map { ":\($0)" } ?? "")"
    let seconds = timeout >= 1 ? "\(Int(timeout)) s" : "\(Int(timeout * 1000)) ms"
    switch error.kind {
    case .cancelled:
      return CancellationError()
    case .connectFailed:
      let detail = error.detail.lowercased()
      if detail.contains("ssl") || detail.contains("certificate") || detail.contains("tls") {
        return VisorClientError(
          .cannotConnect,
          "Cannot set up a secure connection to \(server) (\(error.detail)): trust the server's certificate on this machine first."
        )
      }
      return VisorClientError(
        .cannotConnect,
        "Cannot connect to the Visor server at \(server); check the URL and that the server is running.")
    case .connectTimeout:
      return VisorClientError(
        .cannotConnect,
        "Cannot connect to the Visor server at \(server): nothing answered within \(seconds); check the URL and the network."
      )
    case .firstByteTimeout, .idleTimeout, .totalTimeout:
      return VisorClientError(
        .timedOut,
        "The Visor server at \(server) went quiet for more than \(seconds); try again, or check the server.")
    case .truncated:
      return VisorClientError(
        .connectionLost,
        "The connection to the Visor server at \(server) was lost (\(error.detail)); try again.")
    case .tooLarge:
      return VisorClientError(
        .invalidResponse,
        "The answer from \(server) is larger than \(maxBodyBytes >> 20) MB; this is not a Visor answer.")
    case .other:
      return VisorClientError(
        .connectionLost, "The request to the Visor server at \(server) failed (\(error.detail)).")
    }
  }
}
