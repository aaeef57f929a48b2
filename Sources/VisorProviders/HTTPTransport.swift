import Foundation
@_exported import VisorCurl

/// How long a provider request may take, phase by phase.
///
/// `firstByte` counts from sending the request until the first byte of the response body (for a
/// streamed completion: the first token); `idle` bounds the silence between two body bytes after
/// that (a provider that stalls mid-answer); `total` bounds the whole transfer. Image generation is
/// not streamed (nothing arrives until the image is done), so it has its own `imageTotal` instead of
/// the first-byte and idle limits (docs/decisions/018-hostile-input-limits.md).
public struct ProviderTimeouts: Sendable, Equatable, Codable {
  public var connect: Duration
  public var firstByte: Duration
  public var idle: Duration
  public var total: Duration
  public var imageTotal: Duration

  public init(
    connect: Duration = .seconds(10), firstByte: Duration = .seconds(60), idle: Duration = .seconds(30),
    total: Duration = .seconds(300), imageTotal: Duration = .seconds(120)
  ) {
    self.connect = connect
    self.firstByte = firstByte
    self.idle = idle
    self.total = total
    self.imageTotal = imageTotal
  }

  /// The same limit for every phase (tests of stalled providers).
  public static func all(_ limit: Duration) -> ProviderTimeouts {
    ProviderTimeouts(connect: limit, firstByte: limit, idle: limit, total: limit, imageTotal: limit)
  }

  enum CodingKeys: String, CodingKey {
    case connectSeconds, firstByteSeconds, idleSeconds, totalSeconds, imageTotalSeconds
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = ProviderTimeouts()
    connect =
      try c.decodeIfPresent(Double.self, forKey: .connectSeconds).map(Duration.seconds) ?? defaults.connect
    firstByte =
      try c.decodeIfPresent(Double.self, forKey: .firstByteSeconds).map(Duration.seconds)
      ?? defaults.firstByte
    idle = try c.decodeIfPresent(Double.self, forKey: .idleSeconds).map(Duration.seconds) ?? defaults.idle
    total = try c.decodeIfPresent(Double.self, forKey: .totalSeconds).map(Duration.seconds) ?? defaults.total
    imageTotal =
      try c.decodeIfPresent(Double.self, forKey: .imageTotalSeconds).map(Duration.seconds)
      ?? defaults.imageTotal
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(connect.seconds, forKey: .connectSeconds)
    try c.encode(firstByte.seconds, forKey: .firstByteSeconds)
    try c.encode(idle.seconds, forKey: .idleSeconds)
    try c.encode(total.seconds, forKey: .totalSeconds)
    try c.encode(imageTotal.seconds, forKey: .imageTotalSeconds)
  }
}

extension Duration {
  /// The duration as fractional seconds.
  var seconds: Double {
    let (s, atto) = components
    return Double(s) + Double(atto) / 1e18
  }

  var milliseconds: Int { Int((seconds * 1000).rounded()) }
}

/// One HTTP request to a provider.
public struct HTTPClientRequest: Sendable {
  public var method: String
  public var url: URL
  public var headers: [(String, String)]
  public var body: Data?
  public var timeouts: ProviderTimeouts
  /// The most response-body bytes to accept; past it the transfer stops with `.tooLarge`, so a
  /// provider that sends a huge answer costs at most this much memory.
  public var maxBodyBytes: Int?

  public init(
    method: String = "GET", url: URL, headers: [(String, String)] = [], body: Data? = nil,
    timeouts: ProviderTimeouts = ProviderTimeouts(), maxBodyBytes: Int? = nil
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    self.timeouts = timeouts
    self.maxBodyBytes = maxBodyBytes
  }

  /// The first header with this name (case-insensitive).
  public func header(_ name: String) -> String? {
    headers.first { $0.0.lowercased() == name.lowercased() }?.1
  }
}

/// What went wrong below HTTP: the transport's own failures (``VisorCurl/HTTPTransferError``, the one
/// libcurl wrapper's error, under its providers' name). Statuses are not errors here.
public typealias HTTPTransportError = HTTPTransferError

/// The seam between provider adapters and the network.
///
/// `send` returns once the response status and headers are known; the body follows as a stream of
/// chunks. Ending the body stream early (breaking out of the loop, cancelling the task) stops the
/// transfer. Transports enforce `request.timeouts` and report failures as ``HTTPTransportError``.
///
/// ```swift
/// let response = try await CurlTransport().send(HTTPClientRequest(url: url))
/// for try await chunk in response.body { … }
/// ```
public protocol HTTPTransport: Sendable {
  func send(_ request: HTTPClientRequest) async throws -> (
    status: Int, headers: [(String, String)], body: AsyncThrowingStream<Data, Error>
  )
}

extension Sequence<(String, String)> {
  /// The first header value with this name (case-insensitive).
  func value(for name: String) -> String? {
    let lower = name.lowercased()
    return first { $0.0.lowercased() == lower }?.1
  }
}
