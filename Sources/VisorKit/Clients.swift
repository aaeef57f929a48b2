import Foundation
import VisorKitCore

extension VisorClient {
  /// A client for the server at `baseURL`.
  ///
  /// - Throws: ``VisorClientError/Kind/invalidBaseURL`` for a URL without `http://` or `https://`
  ///   or without a host, ``VisorClientError/Kind/invalidToken`` for a token with whitespace or of
  ///   the wrong shape.
  public init(
    baseURL: String, token: String? = nil, transport: any VisorTransport = URLSessionTransport.shared,
    retryPolicy: RetryPolicy = .default, timeout: TimeInterval = 60
  ) throws {
    try self.init(
      baseURL: baseURL, token: token, transport: transport, liveTransport: { URLSessionLiveTransport() },
      retryPolicy: retryPolicy, timeout: timeout)
  }

  /// A client for the server at `baseURL`; see ``init(baseURL:token:transport:retryPolicy:timeout:)-(String,_,_,_,_)``.
  public init(
    baseURL: URL, token: String? = nil, transport: any VisorTransport = URLSessionTransport.shared,
    retryPolicy: RetryPolicy = .default, timeout: TimeInterval = 60
  ) throws {
    try self.init(
      baseURL: baseURL.absoluteString, token: token, transport: transport, retryPolicy: retryPolicy,
      timeout: timeout)
  }
}
