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
          || ["/healthz", "/readyz", "/metrics", "/openapi.json", "/analyzeImageContents"]
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

/// `GET /openapi.json`: generated from the catalogue, served to anyone, every declared type described.
@Suite struct OpenAPIDocumentTests {
  @Test func theDescriptionIsServedOpenlyAndCoversEveryEndpointWithItsTypes() async throws {
    try await withApp { t in
      let reply = try await t.request("GET", "/openapi.json")
      #expect(reply.status == 200)
      #expect(reply.header("Content-Type")?.hasPrefix("application/json") == true)
      let document = reply.json
      #expect(document["openapi"] as? String == "3.1.0")
      let paths = try #require(document["paths"] as? [String: [String: Any]])
      let schemas = try #require((document["components"] as? [String: Any])?["schemas"] as? [String: Any])
      for endpoint in Endpoints.all {
        let operation = try #require(
          paths[endpoint.path]?[endpoint.method.rawValue.lowercased()] as? [String: Any],
          "\(endpoint.name) is not in the document")
        #expect(operation["operationId"] as? String == endpoint.name)
        let security = operation["security"] as? [Any] ?? []
        #expect(security.isEmpty == (endpoint.access == .open), "\(endpoint.name)'s security")
        let text = String(
          decoding: try JSONSerialization.data(withJSONObject: operation, options: .withoutEscapingSlashes),
          as: UTF8.self)
        for type in [endpoint.requestType, endpoint.responseType].compactMap({ $0 }) where type != "JSONValue"
        {
          let name = String(type.map { $0.isLetter || $0.isNumber ? $0 : "_" }).split(separator: "_")
            .joined(separator: "_")
          #expect(schemas[name] != nil, "\(endpoint.name): no schema \(name)")
          #expect(text.contains("#/components/schemas/\(name)"), "\(endpoint.name) does not refer to \(name)")
        }
      }
      #expect(paths.keys.allSatisfy { !$0.hasPrefix("/v1/") }, "the OpenAI-compatible API stays out")
    }
  }

  @Test func reflectionKnowsOptionalityNullabilityAndNesting() throws {
    let reflector = SchemaReflector()
    #expect(
      try reflector.schema(for: ListResponse<TokenResponse>.self) == .reference("ListResponse_TokenResponse"))
    let list = try #require(reflector.components["ListResponse_TokenResponse"])
    #expect(list.properties.map(\.name) == ["items", "nextCursor"])
    #expect(list.properties[0].required && list.properties[0].schema == .array(.reference("TokenResponse")))
    #expect(!list.properties[1].required && list.properties[1].schema == .nullable(.string()))
    let token = try #require(reflector.components["TokenResponse"])
    #expect(token.properties.first { $0.name == "createdAt" }?.schema == .string(format: "date-time"))
    // A patch field may be absent or null.
    _ = try reflector.schema(for: ChatPatchRequest.self)
    let patch = try #require(reflector.components["ChatPatchRequest"])
    #expect(patch.properties.allSatisfy { !$0.required })
    #expect(patch.properties.first { $0.name == "favorite" }?.schema == .nullable(.boolean))
  }
}
