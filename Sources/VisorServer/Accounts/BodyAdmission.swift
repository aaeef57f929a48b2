import VisorAPI
import VisorCore
import VisorHTTP

/// Refuses an upload from its head when it cannot be anyone's: a request with a body to an endpoint
/// that needs a signed-in user, carrying no credentials at all (no `Authorization`, no session cookie),
/// is answered 401 before any byte of its body is read, and the body is discarded unread — so
/// unauthenticated uploads cannot make the server hold their bodies (issue 22: 100 connections each
/// sending all but 1 KB of a 20 MB upload held 2.1 GB). Credentials that turn out wrong are still
/// checked after the body, by ``AuthMiddleware``.
enum BodyAdmission {
  /// `METHOD /path` of the catalogue's open endpoints (sign-in, tokens, sign-out): they take bodies
  /// from anyone.
  static let openEndpoints: Set<String> = Set(
    Endpoints.all.filter { $0.access == .open }.map { "\($0.method.rawValue) \($0.path)" })

  static func check(method: String, path: String, headers: HTTPHeaders) -> VisorError? {
    guard path.hasPrefix("/api/") || path.hasPrefix("/v1/") || path == "/analyzeImageContents" else {
      return nil
    }
    guard !openEndpoints.contains("\(method) \(path)") else { return nil }
    if headers["Authorization"] != nil { return nil }
    for cookie in headers.values("Cookie") where cookie.contains(sessionCookieName + "=") { return nil }
    // The same sentence AuthMiddleware says after a body (TransportParityTests holds them equal).
    return VisorError(
      .unauthorized,
      "Sign in first: send `Authorization: Bearer <token>` (create one with `visor users token NAME`) or sign in to the web app."
    )
  }
}
