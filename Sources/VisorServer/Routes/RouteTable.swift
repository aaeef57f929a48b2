import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// Registers handlers against the endpoint catalogue (``Endpoints``): the method, the path, the
/// sign-in check, the query parameters and the body all come from the declaration, so a route file
/// only says what the endpoint does.
///
/// ```swift
/// routes.answer(Endpoints.car) { ctx in CarResponse(try await recognition.car(id: try ctx.id(what: .car), user: ctx.user)) }
/// ```
///
/// A handler sees only the query parameters its endpoint declares (the others are dropped before it
/// runs), so a route cannot read one that `/openapi.json` and VisorKit do not know (issue 22).
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
      [ErrorLanguageMiddleware()] + (declaration.access == .open ? [] : [auth] + quota)
      + [PhotoTurnMiddleware()]
    let declared = Set(declaration.query.map(\.name))
    let guarded: HTTPHandler = { request in
      if declaration.access == .admin { _ = try request.admin() }
      var request = request
      request.query = request.query.filter { declared.contains($0.key) }
      return try await handler(request)
    }
    router.add(
      HTTPMethod(rawValue: declaration.method.rawValue), declaration.path, middleware: access + middleware,
      guarded)
  }

  /// The handler answers the HTTP response itself (bytes, streams, headers, WebSockets), and receives
  /// the user the declared access requires as `ctx.user`.
  func respond<Request, Response>(
    _ endpoint: Endpoint<Request, Response>, countsRequest: Bool = true,
    _ handler: @escaping @Sendable (RouteContext) async throws -> HTTPResponse
  ) {
    let declaration = endpoint.declaration
    precondition(declaration.access != .open, "\(declaration.name) is open: register it with on(_:)")
    on(endpoint, countsRequest: countsRequest) { request in
      try await handler(try RouteContext(request, declaration))
    }
  }

  /// The handler returns the declared response; it is sent as JSON with the declared status
  /// (204 without a body for `.noContent`). `ctx.user` is the signed-in user the declared access
  /// requires (an admin for `.admin`).
  func answer<Response: Encodable>(
    _ endpoint: Endpoint<NoBody, Response>,
    _ handler: @escaping @Sendable (RouteContext) async throws -> Response
  ) {
    let declaration = endpoint.declaration
    precondition(declaration.access != .open, "\(declaration.name) is open: register it with on(_:)")
    on(endpoint) { request in
      let context = try RouteContext(request, declaration)
      return try Self.encode(try await handler(context), declaration.answers)
    }
  }

  /// The handler receives the declared JSON body, decoded with unknown fields refused, and returns
  /// the declared response. `countsRequest: false` when the service counts it against the quota.
  func answer<Request: JSONRequestBody, Response: Encodable>(
    _ endpoint: Endpoint<Request, Response>, countsRequest: Bool = true,
    _ handler: @escaping @Sendable (RouteContext, Request) async throws -> Response
  ) {
    let declaration = endpoint.declaration
    precondition(declaration.access != .open, "\(declaration.name) is open: register it with on(_:)")
    precondition(declaration.accepts == .json, "\(declaration.name) takes more than JSON: use answer(form:)")
    on(endpoint, countsRequest: countsRequest) { request in
      let context = try RouteContext(request, declaration)
      let body = try request.decodeJSON(Request.self, allowedFields: Request.fields)
      return try Self.encode(try await handler(context, body), declaration.answers)
    }
  }

  /// For an endpoint that takes JSON or a `multipart/form-data` form: the handler receives the JSON
  /// body decoded with unknown fields refused, or the form with undeclared fields refused (one
  /// generated sentence), and answers the HTTP response itself.
  func answer<Request: JSONRequestBody, Response>(
    form endpoint: Endpoint<Request, Response>,
    _ handler: @escaping @Sendable (RouteContext, DeclaredInput<Request>) async throws -> HTTPResponse
  ) {
    let declaration = endpoint.declaration
    precondition(declaration.access != .open, "\(declaration.name) is open: register it with on(_:)")
    precondition(declaration.accepts.contains(.multipart), "\(declaration.name) takes no form")
    on(endpoint) { request in
      let context = try RouteContext(request, declaration)
      let input: DeclaredInput<Request>
      if request.mediaType == "multipart/form-data" {
        input = .form(try request.form(declaration))
      } else if declaration.accepts.contains(.image), request.mediaType?.hasPrefix("image/") == true {
        input = .image(request.body)
      } else {
        // JSON, or the 415 saying to send JSON.
        input = .json(try request.decodeJSON(Request.self, allowedFields: Request.fields))
      }
      return try await handler(context, input)
    }
  }

  /// Whether a `.jsonOrEvents` endpoint answers this request as Server-Sent Events
  /// (`Accept: text/event-stream`) or as JSON: decided here, for every such route.
  static func wantsEvents(_ request: HTTPRequest) -> Bool {
    (request.headers["Accept"] ?? "").lowercased().contains("text/event-stream")
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

/// The body of an endpoint that takes JSON or a form: decoded against its declaration.
enum DeclaredInput<Request: Sendable>: Sendable {
  case json(Request)
  case form(DeclaredForm)
  /// A raw `image/*` body, where the endpoint accepts one.
  case image(Data)
}

extension RouteContext {
  init(_ request: HTTPRequest, _ endpoint: EndpointDeclaration) throws {
    self.init(
      request: request, user: endpoint.access == .admin ? try request.admin() : try request.user(),
      endpoint: endpoint)
  }
}
