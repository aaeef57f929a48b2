import Foundation
import Testing
import VisorAPI

@testable import VisorServer

/// The route table is the endpoint catalogue: every route comes from a declaration, every declaration
/// is served, and each route's sign-in check is the one its declaration names.
@Suite struct EndpointCatalogueTests {
  static let declarations = Endpoints.all + OpenAIEndpoints.all

  @Test func everyRouteIsDeclaredAndEveryDeclarationIsServed() async throws {
    try await withApp { t in
      let served = Set(t.app.router.routes.map { "\($0.method.rawValue) \($0.pattern)" })
      let declared = Set(Self.declarations.map { "\($0.method.rawValue) \($0.path)" })
      #expect(served.subtracting(declared).sorted() == [], "routes the catalogue does not declare")
      #expect(declared.subtracting(served).sorted() == [], "declarations no route serves")
      #expect(t.app.router.routes.count == served.count, "a route registered twice")
    }
  }

  @Test func namesArePathsAreUniqueAndNativePathsStayInTheNativeAPI() {
    let names = Self.declarations.map(\.name)
    #expect(Set(names).count == names.count)
    for endpoint in Endpoints.all {
      #expect(
        endpoint.path.hasPrefix("/api/v1/")
          || ["/healthz", "/readyz", "/metrics", "/analyzeImageContents"]
            .contains(endpoint.path),
        "\(endpoint.name): \(endpoint.path)")
      #expect(!endpoint.summary.isEmpty && endpoint.summary.hasSuffix("."), "\(endpoint.name)'s summary")
      if case .noContent = endpoint.answers { #expect(endpoint.responseType == nil, "\(endpoint.name)") }
    }
  }

  /// A path with every `{name}` filled, so the request reaches the route's own checks.
  static func concrete(_ path: String) -> String {
    path.replacingOccurrences(of: "{id...}", with: "x")
      .replacingOccurrences(
        of: #"\{[A-Za-z]+\}"#, with: "00000000-0000-4000-8000-000000000000", options: .regularExpression)
  }

  @Test func signedInEndpointsRefuseAnonymousCallersAndAdminEndpointsRefuseUsers() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("plain")
      // Deleting the account goes last: the token dies with it.
      let ordered =
        Self.declarations.filter { $0.name != "deleteAccount" } + [Endpoints.deleteAccount.declaration]
      for endpoint in ordered {
        let path = Self.concrete(endpoint.path)
        let anonymous = try await t.request(endpoint.method.rawValue, path)
        switch endpoint.access {
        case .open:
          #expect(anonymous.status != 401 && anonymous.status != 403, "\(endpoint.name) is open")
        case .user, .admin:
          #expect(anonymous.status == 401, "\(endpoint.name) without credentials: \(anonymous.status)")
        }
        let user = try await t.request(endpoint.method.rawValue, path, token: token)
        if endpoint.access == .admin {
          #expect(user.status == 403, "\(endpoint.name) for a non-admin: \(user.status)")
          #expect(user.errorCode == "forbidden")
        } else {
          #expect(user.status != 401 && user.status != 403, "\(endpoint.name) for a user: \(user.status)")
        }
      }
    }
  }
}
