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
}
