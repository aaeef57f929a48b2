import VisorAPI
import VisorCore
import VisorHTTP

/// Refuses an upload from its head when it cannot be anyone's: a request with a body to an endpoint
/// that needs a signed-in user, carrying no credentials at all (no `Authorization`, no session cookie),
/// is answered 401 before any byte of its body is read, and the body is discarded unread — so
/// unauthenticated uploads cannot make the server hold their bodies (issue 22: 100 connections each
/// sending all but 1 KB of a 20 MB upload held 2.1 GB). Credentials that turn out wrong are still
/// checked after the body, by ``AuthMiddleware``.
///
/// An upload that may be a photo (a body of ``photoBytes`` or more, or of unknown length) then takes
/// its place in the ``PhotoAdmission`` queue, or hears 503 with `Retry-After` before its body is read
/// when that queue is full.
struct BodyAdmission: Sendable {
  /// `METHOD /path` of the catalogue's open endpoints (sign-in, tokens, sign-out): they take bodies
  /// from anyone.
  static let openEndpoints: Set<String> = Set(
    Endpoints.all.filter { $0.access == .open }.map { "\($0.method.rawValue) \($0.path)" })

  /// Bodies this large are photo work (the smallest photo worth queueing; JSON questions are smaller).
  static let photoBytes = 64 * 1024
  /// What a body of unknown length (chunked) is counted as in the queue's memory budget.
  static let unknownLengthBytes = 8 << 20

  let photos: PhotoAdmission

  /// ``admission(method:path:headers:)`` with a refusal's sentence in the language of
  /// `Accept-Language` (nobody is signed in yet while only the head has arrived).
  func check(method: String, path: String, headers: HTTPHeaders) -> HeadAdmission {
    let decision = admission(method: method, path: path, headers: headers)
    guard case .refuse(let refusal) = decision else { return decision }
    return .refuse(Self.words(of: refusal, path: path, headers: headers))
  }

  /// A refusal decided from the head (here, or the server's own: a declared size over the limit) in
  /// the language of `Accept-Language`, on the surfaces that localise.
  static func words(of refusal: VisorError, path: String, headers: HTTPHeaders) -> VisorError {
    guard let language = Language.preferred(acceptLanguage: headers["Accept-Language"]),
      let localised = ErrorFormats.localised(refusal, in: language, path: path) as? VisorError
    else { return refusal }
    return localised
  }

  func admission(method: String, path: String, headers: HTTPHeaders) -> HeadAdmission {
    if let refusal = Self.credentials(method: method, path: path, headers: headers) {
      return .refuse(refusal)
    }
    guard Self.isAPI(path), method != "GET", method != "HEAD" else { return .read }
    let declared = headers["Content-Length"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    if let declared, declared < Self.photoBytes { return .read }
    switch photos.admit(bytes: declared ?? Self.unknownLengthBytes) {
    case .success(let ticket): return .hold(ticket)
    case .failure(let busy): return .refuse(busy)
    }
  }

  static func isAPI(_ path: String) -> Bool {
    path.hasPrefix("/api/") || path.hasPrefix("/v1/") || path == "/analyzeImageContents"
  }

  static func credentials(method: String, path: String, headers: HTTPHeaders) -> VisorError? {
    guard isAPI(path) else { return nil }
    guard !openEndpoints.contains("\(method) \(path)") else { return nil }
    if headers["Authorization"] != nil { return nil }
    for cookie in headers.values("Cookie") where cookie.contains(sessionCookieName + "=") { return nil }
    // The same sentence AuthMiddleware says after a body (TransportParityTests holds them equal).
    return VisorError(.unauthorized, Message("error.signIn.required"))
  }
}

/// Waits for the request's turn in the photo queue (``PhotoAdmission``) after sign-in and quotas, so
/// requests refused for those never wait; requests admitted without a ticket pass straight on.
struct PhotoTurnMiddleware: HTTPMiddleware {
  func handle(_ request: HTTPRequest, next: HTTPHandler) async throws -> HTTPResponse {
    if let ticket = request.context[AdmissionHoldKey.self] as? PhotoAdmission.Ticket {
      try await ticket.begin()
    }
    return try await next(request)
  }
}
