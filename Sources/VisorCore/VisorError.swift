/// An error that knows how it should be answered over HTTP.
///
/// Every layer throws errors conforming to this protocol when the caller can act on them; the HTTP
/// layer maps them to the surface's error format in one place. Anything else becomes a logged 500.
///
/// ```swift
/// throw VisorError(status: 422, code: "image_unreadable",
///                  message: "The image could not be decoded. Send a JPEG, PNG, WebP, HEIC or GIF file.")
/// ```
public protocol HTTPStatusError: Error, Sendable {
  /// The HTTP status, e.g. 400 or 422.
  var status: Int { get }
  /// A stable snake_case code, e.g. `invalid_json`.
  var code: String { get }
  /// A sentence that says what went wrong and what to do.
  var message: String { get }
  /// Extra response headers (`Allow`, `Retry-After`).
  var headers: [(String, String)] { get }
}

extension HTTPStatusError {
  public var headers: [(String, String)] { [] }
}

/// The general-purpose error with an HTTP status, code and human sentence.
public struct VisorError: HTTPStatusError, CustomStringConvertible, Equatable {
  public var status: Int
  public var code: String
  public var message: String
  public var headerPairs: [HeaderPair]

  public struct HeaderPair: Sendable, Equatable {
    public var name: String
    public var value: String
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  public var headers: [(String, String)] { headerPairs.map { ($0.name, $0.value) } }

  public init(status: Int, code: String, message: String, headers: [(String, String)] = []) {
    self.status = status
    self.code = code
    self.message = message
    self.headerPairs = headers.map { HeaderPair($0.0, $0.1) }
  }

  public var description: String { "\(status) \(code): \(message)" }

  public static func badRequest(_ code: String, _ message: String) -> VisorError {
    VisorError(status: 400, code: code, message: message)
  }
  public static func unauthorized(_ message: String) -> VisorError {
    VisorError(status: 401, code: "unauthorized", message: message)
  }
  public static func forbidden(_ message: String) -> VisorError {
    VisorError(status: 403, code: "forbidden", message: message)
  }
  public static func notFound(_ message: String) -> VisorError {
    VisorError(status: 404, code: "not_found", message: message)
  }
  public static func conflict(_ code: String, _ message: String) -> VisorError {
    VisorError(status: 409, code: code, message: message)
  }
  public static func unprocessable(_ code: String, _ message: String) -> VisorError {
    VisorError(status: 422, code: code, message: message)
  }
  public static func notConfigured(_ message: String) -> VisorError {
    VisorError(status: 501, code: "not_configured", message: message)
  }
  public static func badGateway(_ code: String, _ message: String) -> VisorError {
    VisorError(status: 502, code: code, message: message)
  }
  public static func unavailable(_ message: String, retryAfter: Int? = nil) -> VisorError {
    VisorError(
      status: 503, code: "unavailable", message: message,
      headers: retryAfter.map { [("Retry-After", String($0))] } ?? [])
  }
  public static func gatewayTimeout(_ message: String) -> VisorError {
    VisorError(status: 504, code: "provider_timeout", message: message)
  }
}
