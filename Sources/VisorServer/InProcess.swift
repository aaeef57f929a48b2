import VisorCore
import VisorHTTP

extension VisorApplication {
  /// Answers `request` as the listening server would, without a socket: the server's middleware
  /// (access log, metrics), the router with each route's authentication, and the path's error format.
  /// The server answers every request it reads from a socket through the same function.
  ///
  /// ```swift
  /// let app = try await buildApplication(configuration: configuration)
  /// let response = await app.respond(to: HTTPRequest(method: .get, path: "/healthz"))
  /// ```
  public func respond(to request: HTTPRequest) async -> HTTPResponse { await server.respond(to: request) }

  /// Answers `request` as ``respond(to:)`` does, signed in as `user` without a token or session: for a
  /// program on the server's own machine that has already chosen the account, such as the `visor`
  /// CLI's local mode (`--user NAME` on the data folder). Nothing is minted or stored, and the route's
  /// own rules (admin only, quotas, the person's language) apply to `user` as to anyone signed in.
  ///
  /// ```swift
  /// let app = try await buildApplication(configuration: configuration)  // built, never started
  /// let ada = try await app.accounts.user(username: "ada")!
  /// let response = await app.respond(to: HTTPRequest(method: .get, path: "/api/v1/me"), as: ada)
  /// ```
  public func respond(to request: HTTPRequest, as user: User) async -> HTTPResponse {
    var request = request
    request.context[PrincipalKey.self] = Principal(user: user, credential: .inProcess)
    return await server.respond(to: request)
  }
}
