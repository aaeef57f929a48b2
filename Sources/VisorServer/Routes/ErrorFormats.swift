import Foundation
import VisorCore
import VisorFeatures
import VisorHTTP

/// Error bodies per surface: native `/api/v1`, OpenAI-compatible `/v1`, Firebase-callable.
///
/// Every message passes through ``SecretRedactor/shared`` on its way out, whatever made it: the
/// providers already remove secrets from what they relay, and this is the net under them.
enum ErrorFormats {
  static func formatter(forPath path: String) -> ErrorFormatter {
    if path.hasPrefix("/v1/") || path == "/v1" { return openAI }
    if path.hasPrefix("/analyzeImageContents") { return firebase }
    return native
  }

  /// The native shape (``ErrorFormatter/native``) of the redacted error, with `Content-Language` when
  /// its sentence was rendered in the person's language (``localised(_:in:path:)``).
  static let native = ErrorFormatter { error, path, requestID in
    var response = ErrorFormatter.native.response(for: Redacted(error), path: path, requestID: requestID)
    if let language = (error as? VisorError)?.language { response.headers["Content-Language"] = language }
    return response
  }

  /// Whether errors on `path` are rendered in the person's language: the native surface (`/api/v1`,
  /// the web app's routes). The OpenAI-compatible `/v1` and the Firebase callable are read by
  /// developers' programs and stay English.
  static func localises(path: String) -> Bool {
    !(path.hasPrefix("/v1/") || path == "/v1" || path.hasPrefix("/analyzeImageContents"))
  }

  /// `error` with its catalogue sentence in `language` when `path` is on the native surface; a failure
  /// that is no HTTP error (a bug) carries `language` to the 500 it becomes (``FailureInLanguage``);
  /// any other error, or one already rendered, unchanged.
  static func localised(_ error: any Error, in language: Language, path: String) -> any Error {
    guard localises(path: path) else { return error }
    if let visorError = error as? VisorError {
      return visorError.language == nil ? visorError.localised(in: .for(language)) : visorError
    }
    if error is any HTTPStatusError || error is CancellationError || error is FailureInLanguage {
      return error
    }
    return FailureInLanguage(error, language: language)
  }

  /// An error whose message has been through the redactor; status, code and headers unchanged.
  struct Redacted: HTTPStatusError {
    var status: Int
    var code: ErrorCode
    var message: String
    var headers: [(String, String)]

    init(_ error: any HTTPStatusError) {
      status = error.status
      code = error.code
      message = SecretRedactor.shared.redact(error.message)
      headers = error.headers
    }
  }

  /// OpenAI's shape: `{"error":{"message","type","param","code"}}`.
  /// An ``OpenAIError`` supplies `param` (and its own `type`); a 401 carries OpenAI's `invalid_api_key`.
  static let openAI = ErrorFormatter { error, _, requestID in
    let specific = error as? OpenAIError
    let type: String =
      if let type = specific?.type {
        type
      } else {
        switch error.status {
        case 401: "authentication_error"
        case 403: "permission_error"
        case 404: "not_found_error"
        case 429: "rate_limit_error"
        case 400..<500: "invalid_request_error"
        default: "api_error"
        }
      }
    let body: [String: [String: String?]] = [
      "error": [
        "message": SecretRedactor.shared.redact(error.message), "type": type, "param": specific?.param,
        "code": error.status == 401 ? "invalid_api_key" : error.code.name,
      ]
    ]
    return response(body, status: error.status, headers: error.headers, requestID: requestID)
  }

  /// Firebase callable's shape: `{"error":{"status":"INVALID_ARGUMENT",…,"message"}}`.
  static let firebase = ErrorFormatter { error, _, requestID in
    let status =
      switch error.status {
      case 400, 413, 415, 422, 431: "INVALID_ARGUMENT"
      case 401: "UNAUTHENTICATED"
      case 403: "PERMISSION_DENIED"
      case 404: "NOT_FOUND"
      case 405: "UNIMPLEMENTED"
      case 409: "ALREADY_EXISTS"
      case 429: "RESOURCE_EXHAUSTED"
      case 501: "UNIMPLEMENTED"
      case 503: "UNAVAILABLE"
      case 504: "DEADLINE_EXCEEDED"
      default: "INTERNAL"
      }
    let body = ["error": ["status": status, "message": SecretRedactor.shared.redact(error.message)]]
    return response(body, status: error.status, headers: error.headers, requestID: requestID)
  }

  private static func response<T: Encodable>(
    _ body: T, status: Int, headers: [(String, String)], requestID: String
  ) -> HTTPResponse {
    let data = (try? JSON.encoder.encode(body)) ?? Data("{}".utf8)
    var response = HTTPResponse.data(data, contentType: "application/json", status: status)
    for (name, value) in headers { response.headers.add(name, value) }
    response.headers["X-Request-Id"] = requestID
    return response
  }
}

/// Renders the errors of the routes behind it in the language of `Accept-Language` (or English): what
/// a person meets before they are signed in (a wrong password, an expired session). Errors of
/// signed-in requests were already rendered in the person's own language by ``AuthMiddleware``.
struct ErrorLanguageMiddleware: HTTPMiddleware {
  func handle(_ request: HTTPRequest, next: HTTPHandler) async throws -> HTTPResponse {
    do {
      return try await next(request)
    } catch {
      throw ErrorFormats.localised(error, in: request.personLanguage, path: request.path)
    }
  }
}
