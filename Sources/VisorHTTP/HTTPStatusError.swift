import VisorCore

/// An error the HTTP layer answers with its own status: a ``VisorError`` (status from
/// ``ErrorStatus``) or a surface's own error type (the OpenAI-compatible surface's `OpenAIError`).
/// Anything else becomes a logged 500 `internal_error` with the request id.
public protocol HTTPStatusError: Error, Sendable {
  /// The HTTP status, e.g. 400 or 422.
  var status: Int { get }
  /// The catalogued code; its `name` is what clients see.
  var code: ErrorCode { get }
  /// A sentence that says what went wrong and what to do.
  var message: String { get }
  /// Extra response headers (`Allow`, `Retry-After`).
  var headers: [(String, String)] { get }
}

extension HTTPStatusError {
  public var headers: [(String, String)] { [] }
}

extension VisorError: HTTPStatusError {
  /// The status from the one table; 500 for a code the table lacks (the formatter logs it).
  public var status: Int { ErrorStatus.of(code) ?? 500 }

  /// `Retry-After` from ``VisorError/retryAfter`` and `Allow` from ``VisorError/allowedMethods``.
  public var headers: [(String, String)] {
    var headers: [(String, String)] = []
    if let retryAfter { headers.append(("Retry-After", String(retryAfter))) }
    if !allowedMethods.isEmpty { headers.append(("Allow", allowedMethods.joined(separator: ", "))) }
    return headers
  }
}
