import Foundation
import VisorCore

/// Turns an ``HTTPStatusError`` into a response: the one place errors become bodies. Each surface
/// (native, OpenAI-compatible, Firebase callable) supplies its own shape.
///
/// ```swift
/// let openAI = ErrorFormatter { error, path, requestID in … }
/// ```
public struct ErrorFormatter: Sendable {
  private let format:
    @Sendable (_ error: any HTTPStatusError, _ path: String, _ requestID: String) -> HTTPResponse

  public init(
    _ format:
      @escaping @Sendable (_ error: any HTTPStatusError, _ path: String, _ requestID: String) -> HTTPResponse
  ) {
    self.format = format
  }

  /// Formats `error`; the response always carries `X-Request-Id`. A ``VisorError`` whose code the
  /// status table lacks is a programming error: it is logged and answered as 500 `internal_error`.
  public func response(
    for error: any HTTPStatusError, path: String, requestID: String, logger: Logger = ErrorFormatter.logger
  ) -> HTTPResponse {
    var answered = error
    if let visorError = error as? VisorError, ErrorStatus.of(visorError.code) == nil {
      logger.error(
        "error code missing from the status table", ["code": visorError.code.name, "requestId": requestID])
      answered = ErrorFormatter.internalError(requestID: requestID)
    }
    var response = format(answered, path, requestID)
    response.headers["X-Request-Id"] = requestID
    return response
  }

  /// Where programming errors found while formatting are logged when the caller passes no logger.
  public static let logger = Logger(label: "visor.http")

  /// The native API's shape: `{"error":{"code":"…","message":"…"}}` plus the error's headers.
  public static let native = ErrorFormatter { error, _, requestID in
    var headers = HTTPHeaders(error.headers)
    headers["Content-Type"] = "application/json"
    headers["X-Request-Id"] = requestID
    let body = ["error": ["code": error.code.name, "message": error.message]]
    let data =
      (try? JSON.encoder.encode(body)) ?? Data(#"{"error":{"code":"internal_error","message":""}}"#.utf8)
    return HTTPResponse(status: error.status, headers: headers, body: .data(data))
  }

  /// The error a non-``HTTPStatusError`` failure becomes.
  public static func internalError(requestID: String) -> VisorError {
    VisorError(.internalError, Message("error.internal.report", ["requestID": .text(requestID)]))
  }
}

/// A failure that is no HTTP error (a bug), with the language its 500 is said in: thrown by the layer
/// that knows the person's language, unwrapped where the 500 is made, which logs the failure itself.
public struct FailureInLanguage: Error, CustomStringConvertible {
  public let underlying: any Error
  public let language: Language

  public init(_ underlying: any Error, language: Language) {
    self.underlying = underlying
    self.language = language
  }

  public var description: String { String(describing: underlying) }
}
