/// The error Visor's layers throw when the caller can act on it: a catalogued ``ErrorCode``, a sentence
/// that says what went wrong and what to do, and neutral extras (how long to wait, which methods a
/// path takes). It carries no HTTP status: the HTTP layer maps the code to one in a single table, and
/// the CLI prints the sentence.
///
/// ```swift
/// throw VisorError(.imageUnreadable, "The image could not be decoded. Send a JPEG, PNG, WebP, HEIC or GIF file.")
/// throw VisorError(.workerRestarting, message, retryAfter: 5)
/// ```
public struct VisorError: Error, Sendable, Equatable, CustomStringConvertible {
  public var code: ErrorCode
  /// What went wrong and what to do; the code's ``ErrorCode/sentence`` unless the site says more.
  public var message: String
  /// Seconds after which trying again may succeed (answered as `Retry-After` over HTTP).
  public var retryAfter: Int?
  /// The methods the path does take, when the code is `method_not_allowed` (answered as `Allow`).
  public var allowedMethods: [String]

  public init(
    _ code: ErrorCode, _ message: String? = nil, retryAfter: Int? = nil, allowedMethods: [String] = []
  ) {
    self.code = code
    self.message = message ?? code.sentence
    self.retryAfter = retryAfter
    self.allowedMethods = allowedMethods
  }

  public var description: String { "\(code.name): \(message)" }
}
