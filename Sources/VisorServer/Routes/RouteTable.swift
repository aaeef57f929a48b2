import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// Registers handlers against the endpoint catalogue (``Endpoints``): the method, the path and the
/// sign-in check come from the declaration, so a route file only says what the endpoint does.
///
/// ```swift
/// routes.answer(Endpoints.car) { request in try await app.recognition.car(id: …, user: try request.user()) }
/// ```
struct RouteTable {
  let router: Router
  /// Requires a signed-in user (sessions, tokens, CSRF) for `.user` and `.admin` endpoints.
  let auth: AuthMiddleware
  /// Counts signed-in requests against the user's quotas, after `auth`.
  let quotas: QuotaService

  /// The handler answers the HTTP response itself (streams, bytes, headers, cookies).
  /// `countsRequest: false` when the handler counts the request against the quota itself (a live
  /// session counts when it opens).
  func on<Request, Response>(
    _ endpoint: Endpoint<Request, Response>, middleware: [any HTTPMiddleware] = [],
    countsRequest: Bool = true,
    _ handler: @escaping HTTPHandler
  ) {
    let declaration = endpoint.declaration
    let quota: [any HTTPMiddleware] =
      countsRequest
      ? [
        QuotaMiddleware(
          quotas: quotas, analysis: QuotaMiddleware.analysisEndpoints.contains(declaration.name))
      ] : []
    // Photo uploads wait their turn (PhotoAdmission) once sign-in and quotas have let them through.
    let access: [any HTTPMiddleware] =
      (declaration.access == .open ? [] : [auth] + quota) + [PhotoTurnMiddleware()]
    let guarded: HTTPHandler
    if declaration.access == .admin {
      guarded = { request in
        _ = try request.admin()
        return try await handler(request)
      }
    } else {
      guarded = handler
    }
    router.add(
      HTTPMethod(rawValue: declaration.method.rawValue), declaration.path, middleware: access + middleware,
      guarded)
  }

  /// The handler returns the declared response; it is sent as JSON with the declared status
  /// (204 without a body for `.noContent`).
  func answer<Response: Encodable>(
    _ endpoint: Endpoint<NoBody, Response>,
    _ handler: @escaping @Sendable (HTTPRequest) async throws -> Response
  ) {
    let answers = endpoint.declaration.answers
    on(endpoint) { request in try Self.encode(try await handler(request), answers) }
  }

  /// The handler receives the declared JSON body, decoded with unknown fields refused, and returns
  /// the declared response.
  func answer<Request: JSONRequestBody, Response: Encodable>(
    _ endpoint: Endpoint<Request, Response>,
    _ handler: @escaping @Sendable (HTTPRequest, Request) async throws -> Response
  ) {
    let answers = endpoint.declaration.answers
    on(endpoint) { request in
      let body = try request.decodeJSON(Request.self, allowedFields: Request.fields)
      return try Self.encode(try await handler(request, body), answers)
    }
  }

  private static func encode<Response: Encodable>(_ value: Response, _ answers: EndpointAnswer) throws
    -> HTTPResponse
  {
    switch answers {
    case .json(let status): return try .json(value, status: status)
    case .noContent: return .noContent()
    case .jsonOrEvents, .bytes, .webSocket: return try .json(value)
    }
  }
}
