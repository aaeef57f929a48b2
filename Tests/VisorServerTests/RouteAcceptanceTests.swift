import Foundation
import Testing
import VisorAPI
import VisorHTTP
import VisorTestSupport

@testable import VisorServer

/// What each route accepts is what the catalogue declares (issue 22): its form fields, its JSON
/// fields and its query parameters — so `/openapi.json`, VisorKit and the server cannot drift again.
/// (Methods and access: ``EndpointCatalogueTests``.)
@Suite struct RouteAcceptanceTests {
  static let declarations = Endpoints.all + OpenAIEndpoints.all

  /// A path whose parameters reach the route's own checks: `{name}` is the built-in car recogniser,
  /// `{id}` the chat `chatID` where the path is a chat's, else an id nothing has.
  static func concrete(_ endpoint: EndpointDeclaration, chatID: String) -> String {
    var values: [String: String] = [:]
    for name in endpoint.pathParameters {
      values[name] =
        switch name {
        case "name": "car"
        case "id" where endpoint.path.hasPrefix("/api/v1/chats/"): chatID
        default: "00000000-0000-4000-8000-000000000000"
        }
    }
    return endpoint.link(values)!
  }

  @Test func everyFormRouteRefusesAnUndeclaredFieldAndTakesEveryDeclaredOne() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("forms", admin: true)
      _ = try t.registerScripted(ScriptedChatModel())
      let chatID = try await t.createChat(token)
      // The native API (the OpenAI-compatible one ignores unknown fields, as OpenAI's clients expect).
      let forms = Endpoints.all.filter { $0.accepts.contains(.multipart) }
      #expect(forms.count >= 12, "\(forms.map(\.name))")
      for endpoint in forms {
        let path = Self.concrete(endpoint, chatID: chatID)
        let declared = endpoint.form.map {
          (name: $0.name, filename: String?.none, type: String?.none, data: Data("x".utf8))
        }
        // Every declared field plus one the catalogue does not know: refused, naming it and the
        // declared ones, in the catalogue's one sentence.
        let (body, type) = TestApp.multipart(
          declared + [(name: "undeclaredField", filename: nil, type: nil, data: Data("x".utf8))])
        let refused = try await t.request(
          endpoint.method.rawValue, path, token: token, body: body, contentType: type)
        #expect(
          refused.status == 400 && refused.errorCode == "unknown_field",
          "\(endpoint.name) took an undeclared field: \(refused.status) \(refused.text)")
        #expect(refused.errorMessage?.contains("\"undeclaredField\"") == true, "\(endpoint.name)")
        for field in endpoint.form {
          #expect(refused.errorMessage?.contains(field.name) == true, "\(endpoint.name) names \(field.name)")
        }
        // The declared fields alone: whatever else is wrong with "x", no field is unknown.
        let (only, onlyType) = TestApp.multipart(declared)
        let taken = try await t.request(
          endpoint.method.rawValue, path, token: token, body: only, contentType: onlyType)
        #expect(
          taken.errorCode != "unknown_field", "\(endpoint.name) refused a declared field: \(taken.text)")
      }
    }
  }

  @Test func theUnknownFieldSentenceComesFromTheCatalogueInThePersonsLanguage() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("sprache")
      let (body, type) = TestApp.multipart([
        (name: "colour", filename: nil, type: nil, data: Data("red".utf8))
      ])
      let german = try await t.request(
        "POST", Endpoints.transcribe.path, token: token, body: body, contentType: type,
        headers: ["Accept-Language": "de-DE"])
      #expect(german.errorCode == "unknown_field")
      #expect(german.errorMessage == "Unbekanntes Feld „colour“; erlaubt sind audio, model, language.")
    }
  }

  @Test func everyJSONBodyDecodesExactlyItsDeclaredFields() throws {
    let reflector = SchemaReflector()
    var checked = 0
    for endpoint in Self.declarations where endpoint.accepts.contains(.json) {
      guard let fields = endpoint.requestFields, let schema = endpoint.requestSchema else { continue }
      guard case .reference(let name) = try schema(reflector) else {
        Issue.record("\(endpoint.name)'s request is not an object")
        continue
      }
      let object = try #require(reflector.components[name], "\(endpoint.name)'s schema")
      let properties = Set(object.properties.map(\.name))
      #expect(
        properties == fields, "\(endpoint.name): decodes \(fields.sorted()), declares \(properties.sorted())")
      checked += 1
    }
    #expect(checked >= 25)
  }

  @Test func everyJSONRouteRefusesAnUndeclaredField() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("json", admin: true)
      _ = try t.registerScripted(ScriptedChatModel())
      let chatID = try await t.createChat(token)
      let routes = Endpoints.all.filter {
        $0.accepts.contains(.json) && $0.requestFields != nil && $0.name != "signOut"
          && $0.name != "deleteAccount"
      }
      #expect(routes.count >= 25, "\(routes.map(\.name))")
      for endpoint in routes {
        let path = Self.concrete(endpoint, chatID: chatID)
        let reply = try await t.request(
          endpoint.method.rawValue, path, token: token, json: ["undeclaredField": 1])
        if endpoint.name == Endpoints.firebaseAnalyze.declaration.name {
          // The Firebase callable answers in Firebase's error format (no code field).
          #expect(reply.status == 400 && reply.text.contains("undeclaredField"), "\(reply.text)")
          continue
        }
        #expect(
          reply.status == 400 && reply.errorCode == "unknown_field",
          "\(endpoint.name) took an undeclared JSON field: \(reply.status) \(reply.text)")
      }
    }
  }

  /// A handler sees only the query parameters its endpoint declares: one it does not declare never
  /// reaches it, so a route cannot come to rely on it.
  @Test func handlersSeeOnlyTheirDeclaredQueryParameters() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("query")
      let router = Router()
      let table = RouteTable(
        router: router, auth: AuthMiddleware(accounts: t.app.accounts, required: true),
        quotas: t.app.features.quotas)
      let seen = Seen()
      table.on(Endpoints.listAnalyses) { request in
        seen.keys = Set(request.query.keys)
        return .noContent()
      }
      table.answer(Endpoints.listCars) { ctx in
        seen.keys = Set(ctx.request.query.keys)
        seen.limit = try ctx.integer(.limit)
        return ListResponse<CarResponse>(items: [], nextCursor: nil)
      }
      var headers = HTTPHeaders()
      headers["Authorization"] = "Bearer \(token)"
      _ = try await router.handle(
        HTTPRequest(method: .get, path: "/api/v1/analyses?q=keys&limit=5&mode=find&token=x", headers: headers)
      )
      #expect(seen.keys == ["q", "limit"])
      _ = try await router.handle(
        HTTPRequest(method: .get, path: "/api/v1/cars?q=keys&cursor=c", headers: headers))
      #expect(seen.keys == ["cursor"])
      #expect(seen.limit == EndpointQuery.limit.integer?.default)
    }
  }

  @Test func aWholeNumberQueryIsReadFromItsDeclaredRangeWithOneSentence() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("zahlen")
      let range = try #require(EndpointQuery.limit.integer)
      let reply = try await t.request(
        "GET", "/api/v1/cars?limit=\(range.range.upperBound + 1)", token: token,
        headers: ["Accept-Language": "fr"])
      #expect(reply.status == 400 && reply.errorCode == "invalid_limit")
      #expect(
        reply.errorMessage
          == "« limit » doit être un nombre entier de \(range.range.lowerBound) à \(range.range.upperBound) ; envoyez-en un dans cette plage (par défaut : \(range.default))."
      )
      // /openapi.json states the same range and default.
      let document = try await t.request("GET", "/openapi.json")
      let paths = try #require(document.json["paths"] as? [String: [String: Any]])
      let list = try #require(paths["/api/v1/cars"]?["get"] as? [String: Any])
      let parameters = try #require(list["parameters"] as? [[String: Any]])
      let limit = try #require(parameters.first { $0["name"] as? String == "limit" })
      let schema = try #require(limit["schema"] as? [String: Any])
      #expect(schema["type"] as? String == "integer")
      #expect(schema["minimum"] as? Int == range.range.lowerBound)
      #expect(schema["maximum"] as? Int == range.range.upperBound)
      #expect(schema["default"] as? Int == range.default)
    }
  }

  @Test func responseLinksAreTheCataloguesPaths() {
    #expect(Endpoints.carImage.link("abc") == "/api/v1/cars/abc/image")
    #expect(Endpoints.chatMessageImage.link("c", "m") == "/api/v1/chats/c/messages/m/image")
    #expect(Endpoints.analysisImage.declaration.link(["id": "a b/c"]) == "/api/v1/analyses/a%20b%2Fc/image")
    #expect(Endpoints.analysisImage.declaration.link([:]) == nil)
  }
}

/// What the probe handler saw.
private final class Seen: @unchecked Sendable {
  var keys: Set<String> = []
  var limit: Int?
}
