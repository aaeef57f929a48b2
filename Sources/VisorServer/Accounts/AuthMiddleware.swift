import Foundation
import VisorCore
import VisorFeatures
import VisorHTTP

/// Who made a request and how they proved it.
public struct Principal: Sendable {
  /// `inProcess`: a program on the server's machine that chose the account itself (the `visor` CLI's
  /// local mode, ``VisorApplication/respond(to:as:)``); no socket request can carry it.
  public enum Credential: Sendable { case token(UUID), session(csrf: String, secret: String), inProcess }
  public var user: User
  public var credential: Credential
}

enum PrincipalKey: RequestContextKey {
  typealias Value = Principal
}

extension HTTPRequest {
  /// The signed-in user, or a 401 saying how to sign in.
  func principal() throws -> Principal {
    guard let principal = context[PrincipalKey.self] else {
      throw VisorError(.unauthorized, Message("error.signIn.required"))
    }
    return principal
  }

  func user() throws -> User { try principal().user }

  /// The signed-in person's language; before they chose one (or signed in), the first supported
  /// language of `Accept-Language`; else English.
  var personLanguage: Language {
    if let tag = context[PrincipalKey.self]?.user.profile.language, let language = Language(tag: tag) {
      return language
    }
    return Language.preferred(acceptLanguage: headers["Accept-Language"]) ?? .english
  }

  /// The request's own `language` (a query parameter or a form/JSON field the route read) over the
  /// person's: a 400 naming the supported tags when it is not one of them.
  func language(override tag: String?) throws -> Language {
    guard let tag, !tag.isEmpty else { return personLanguage }
    return try Language.parse(tag)
  }

  func admin() throws -> User {
    let user = try user()
    guard user.isAdmin else {
      throw VisorError(.forbidden, Message("error.admin.only"))
    }
    return user
  }
}

/// Name of the web session cookie.
let sessionCookieName = "visor_session"

/// Authenticates with a bearer token or the web session cookie.
///
/// Cookie-authenticated requests that change state must carry the session's CSRF token in
/// `X-CSRF-Token` (the cookie is also `SameSite=Strict`), so another site cannot act for the user.
struct AuthMiddleware: HTTPMiddleware {
  let accounts: AccountService
  /// When false, anonymous requests pass through (the handler decides).
  let required: Bool

  func handle(_ request: HTTPRequest, next: HTTPHandler) async throws -> HTTPResponse {
    if let principal = request.context[PrincipalKey.self], case .inProcess = principal.credential {
      // Set only by `VisorApplication.respond(to:as:)`, never from what a socket brought.
      return try await Self.inPersonLanguage(request, next)
    }
    var request = request
    if request.headers["Authorization"] == nil, request.isWebSocketUpgrade,
      let token = Self.subprotocolToken(request)
    {
      // A browser cannot set headers on a WebSocket: the web app signed in with an API token offers it
      // as a subprotocol (`visor.bearer.<token>`, beside `visor`, which the answer names).
      request.headers["Authorization"] = "Bearer \(token)"
    }
    if let header = request.headers["Authorization"] {
      let parts = header.split(separator: " ", maxSplits: 1)
      guard parts.count == 2, parts[0].lowercased() == "bearer" else {
        throw VisorError(.unauthorized, Message("error.auth.bearer"))
      }
      guard let (user, token) = try await accounts.user(forToken: Self.trimmed(parts[1])) else {
        throw VisorError(.unauthorized, Message("error.signIn.badToken"))
      }
      request.context[PrincipalKey.self] = Principal(user: user, credential: .token(token.id))
    } else if let secret = request.cookie(sessionCookieName),
      let (user, session) = try await accounts.session(secret: secret)
    {
      let safe: Set<HTTPMethod> = [.get, .head, .options]
      if request.isWebSocketUpgrade {
        // A WebSocket is opened with a GET that carries no CSRF header, and browsers send the session
        // cookie to any page's WebSocket: only Visor's own pages (same origin) may open one with it.
        guard Self.sameOrigin(request) else {
          throw VisorError(
            .csrfFailed,
            Message("error.websocket.crossSite")
          )
        }
      } else if !safe.contains(request.method) {
        let sent = request.headers["X-CSRF-Token"] ?? ""
        guard Crypto.constantTimeEqual(Data(sent.utf8), Data(session.csrfToken.utf8)) else {
          throw VisorError(.csrfFailed, Message("error.signIn.csrf"))
        }
      }
      request.context[PrincipalKey.self] = Principal(
        user: user, credential: .session(csrf: session.csrfToken, secret: secret))
    } else if required {
      throw VisorError(.unauthorized, Message("error.signIn.required"))
    }
    return try await Self.inPersonLanguage(request, next)
  }

  /// Every sentence, voice and reader of this request follows the person's language (issue 27), and
  /// so do the catalogue sentences of its errors on the native surface.
  static func inPersonLanguage(_ request: HTTPRequest, _ next: HTTPHandler) async throws -> HTTPResponse {
    let language = request.personLanguage
    do {
      return try await Language.$current.withValue(language) { try await next(request) }
    } catch {
      throw ErrorFormats.localised(error, in: language, path: request.path)
    }
  }

  /// The token offered as the `visor.bearer.<token>` subprotocol of a WebSocket upgrade.
  static func subprotocolToken(_ request: HTTPRequest) -> String? {
    let prefix = "visor.bearer."
    for value in request.headers.values("Sec-WebSocket-Protocol") {
      for offered in value.split(separator: ",") {
        let trimmed = offered.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix(prefix), trimmed.count > prefix.count {
          return String(trimmed.dropFirst(prefix.count))
        }
      }
    }
    return nil
  }

  /// Whether the request's `Origin` names the host it was sent to (scheme ignored: TLS may end at a
  /// proxy). No `Origin` at all is not a browser's WebSocket, and is refused with a cookie.
  static func sameOrigin(_ request: HTTPRequest) -> Bool {
    guard let origin = request.headers["Origin"], let url = URL(string: origin), let host = url.host,
      let sentTo = request.headers["Host"]
    else { return false }
    let originHost = url.port.map { "\(host):\($0)" } ?? host
    let target = sentTo.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    if originHost.lowercased() == target.lowercased() { return true }
    // Default ports may be left out on one side only.
    for port in [":80", ":443"] where target.hasSuffix(port) || originHost.hasSuffix(port) {
      if originHost.replacingOccurrences(of: port, with: "").lowercased()
        == target.replacingOccurrences(of: port, with: "").lowercased()
      {
        return true
      }
    }
    return false
  }

  /// `text` without leading and trailing spaces and tabs (what `.whitespaces` trims in a header
  /// value), without Foundation's per-character search: this runs on every request.
  static func trimmed(_ text: Substring) -> String {
    let utf8 = text.utf8
    // Non-ASCII whitespace (U+00A0 …) is rare enough for Foundation to handle.
    if utf8.contains(where: { $0 >= 0x80 }) { return text.trimmingCharacters(in: .whitespaces) }
    guard let first = utf8.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
      let last = utf8.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })
    else { return "" }
    if first == utf8.startIndex && last == utf8.index(before: utf8.endIndex) { return String(text) }
    return String(text[first...last])
  }
}
