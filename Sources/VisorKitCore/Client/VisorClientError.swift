import Foundation

/// Everything a ``VisorClient`` call can fail with: the server's own error (its `code`, its sentence,
/// the status and the request id to quote in a bug report), or a problem on the way there.
///
/// `message` is always a sentence a person can act on; show it as it is.
///
/// ```swift
/// do {
///   _ = try await client.classify(Photo(data))
/// } catch let error as VisorClientError where error.code == "image_unreadable" {
///   showAlert(error.message)  // the server's 422 sentence, unchanged
/// }
/// ```
public struct VisorClientError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
  /// What went wrong, broadly. New kinds may be added; `switch` with a `default`.
  public struct Kind: Hashable, Sendable, CustomStringConvertible {
    private enum Name: String, Sendable {
      case server, invalidBaseURL, invalidToken, unsupportedEndpoint, cannotConnect, timedOut, connectionLost,
        streamCut, invalidResponse, invalidArgument, rateLimited
    }
    private let name: Name
    private init(_ name: Name) { self.name = name }
    /// The kind's name, e.g. `streamCut`.
    public var description: String { name.rawValue }

    /// The server answered with an error: see ``VisorClientError/code`` and ``VisorClientError/status``.
    public static let server = Kind(.server)
    /// The base URL is not an `http://` or `https://` URL with a host.
    public static let invalidBaseURL = Kind(.invalidBaseURL)
    /// The token has whitespace in it or is not shaped like a Visor API token (`vsr_…`).
    public static let invalidToken = Kind(.invalidToken)
    /// The server does not have this endpoint: a different (older) Visor version.
    public static let unsupportedEndpoint = Kind(.unsupportedEndpoint)
    /// Nothing answers at the server's address.
    public static let cannotConnect = Kind(.cannotConnect)
    /// The server went quiet for longer than the timeout.
    public static let timedOut = Kind(.timedOut)
    /// The connection broke before the answer was complete.
    public static let connectionLost = Kind(.connectionLost)
    /// A streamed answer ended before its `done` event.
    public static let streamCut = Kind(.streamCut)
    /// The server's answer was not what the endpoint declares (not JSON, wrong shape).
    public static let invalidResponse = Kind(.invalidResponse)
    /// The call itself was wrong (a missing path parameter, an empty prompt).
    public static let invalidArgument = Kind(.invalidArgument)
    /// The server answered 429: a quota is used up or too many attempts were made.
    /// ``VisorClientError/retryAt`` says when to try again, ``VisorClientError/message`` why.
    public static let rateLimited = Kind(.rateLimited)
  }

  /// What went wrong, broadly.
  public var kind: Kind
  /// The server's error code (`image_unreadable`, `unauthorized`, …), when the server answered.
  public var code: String?
  /// A sentence that says what happened and what to do.
  public var message: String
  /// The HTTP status, when the server answered.
  public var status: Int?
  /// The server's `X-Request-Id`, to find the request in its logs.
  public var requestID: String?
  /// The server's `Retry-After`, in seconds, when it sent one.
  public var retryAfter: TimeInterval?
  /// When the server said to try again (the time the answer arrived plus `Retry-After`): for a used
  /// up quota, when it resets. Nil when the server did not say.
  public var retryAt: Date?

  /// An error of `kind` with a sentence; a transport uses it for network failures.
  public init(
    _ kind: Kind, _ message: String, code: String? = nil, status: Int? = nil, requestID: String? = nil,
    retryAfter: TimeInterval? = nil
  ) {
    self.init(
      kind, message, code: code, status: status, requestID: requestID, retryAfter: retryAfter,
      retryAt: retryAfter.map { Date().addingTimeInterval($0) })
  }

  /// An error of `kind` that says when to try again (a 429's reset time).
  public init(
    _ kind: Kind, _ message: String, code: String? = nil, status: Int? = nil, requestID: String? = nil,
    retryAfter: TimeInterval? = nil, retryAt: Date?
  ) {
    self.retryAt = retryAt
    self.kind = kind
    self.message = message
    self.code = code
    self.status = status
    self.requestID = requestID
    self.retryAfter = retryAfter
  }

  /// The sentence, with the code, status and request id when known (for logs).
  public var description: String {
    var text = message
    if let code { text += " (\(code)" + (status.map { ", HTTP \($0)" } ?? "") + ")" }
    if let requestID { text += " [request \(requestID)]" }
    return text
  }

  /// The sentence, for `localizedDescription`.
  public var errorDescription: String? { message }
}
