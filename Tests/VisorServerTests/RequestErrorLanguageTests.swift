import Foundation
import Testing
import VisorCore
import VisorHTTP

@testable import VisorServer

/// Refusals from every layer (a body that cannot be read, a path with nothing there, an id that names
/// nothing, a non-admin at an admin path, a feature's own limits, a settings value, a store's cursor) in
/// the person's language (issue 27): English says exactly what it said before it was catalogued,
/// another language says it in its own words, with the field names and paths left as they are.
@Suite struct RequestErrorLanguageTests {
  struct Case: Sendable, CustomStringConvertible {
    var description: String
    var method: String
    var path: String
    var json: String?
    var admin = false
    var status: Int
    var code: String
    var english: String
    /// A part of the French sentence (whose whole is the catalogue's).
    var french: String
  }

  static let cases: [Case] = [
    Case(
      description: "an unknown field", method: "POST", path: "/api/v1/chats", json: #"{"colour":"red"}"#,
      status: 400, code: "unknown_field",
      english: "The field \"colour\" is not recognised; remove it. Allowed fields: model, title.",
      french: "Le champ « colour » n'est pas reconnu"),
    Case(
      description: "a field of the wrong type", method: "POST", path: "/api/v1/chats", json: #"{"title":3}"#,
      status: 400, code: "invalid_field", english: "The field \"title\" has the wrong type; send a string.",
      french: "envoyez une chaîne de caractères"),
    Case(
      description: "a body that is not JSON", method: "POST", path: "/api/v1/chats", json: "{",
      status: 400, code: "invalid_json",
      english: "The request body is not valid JSON; check for missing quotes, commas or brackets.",
      french: "n'est pas du JSON valide"),
    Case(
      description: "a JSON array", method: "POST", path: "/api/v1/chats", json: "[1]", status: 400,
      code: "invalid_json",
      english: "The request body must be a JSON object ({…}), not an array or a single value.",
      french: "doit être un objet JSON ({…})"),
    Case(
      description: "an id that names nothing", method: "GET", path: "/api/v1/chats/not-an-id", status: 404,
      code: "not_found", english: "No chat with that id; list them to find the right id.",
      french: "Cet id n'existe pas (discussion)"),
    Case(
      description: "a help request's id that names nothing", method: "GET",
      path: "/api/v1/help/requests/x", status: 404, code: "not_found",
      english: "No help request with that id; list them to find the right id.",
      french: "(demande d'aide)"),
    Case(
      description: "an admin path", method: "GET", path: "/api/v1/admin/users", status: 403,
      code: "forbidden",
      english: "Only an admin can do this; ask an admin of this Visor.",
      french: "Seul un administrateur peut faire cela"),
    Case(
      description: "a query flag that is neither", method: "GET", path: "/api/v1/chats?favorite=maybe",
      status: 400, code: "invalid_parameter", english: "Query parameter \"favorite\" must be true or false.",
      french: "Le paramètre de requête « favorite » doit valoir true ou false."),
    Case(
      description: "a token that does not exist", method: "DELETE",
      path: "/api/v1/tokens/00000000-0000-0000-0000-000000000000", status: 404, code: "not_found",
      english: "No token with that id; list your tokens with GET /api/v1/tokens.",
      french: "Aucun jeton avec cet id"),
    Case(
      description: "a chat with no chat model here", method: "POST", path: "/api/v1/chats",
      json: #"{"title":"Shopping"}"#, status: 501, code: "not_configured",
      english:
        "No chat model is available; run `make run` (or scripts/setup.sh) to install the local models, or configure a provider.",
      french: "Aucun modèle de discussion n'est disponible ; lancez `make run`"),
    Case(
      description: "an image that does not exist", method: "GET",
      path: "/api/v1/images/00000000-0000-0000-0000-000000000000", status: 404, code: "not_found",
      english: "No image with that id; list your images with GET /api/v1/images.",
      french: "Aucune image avec cet id"),
    Case(
      description: "a follow-up to an analysis that does not exist", method: "POST",
      path: "/api/v1/analyses/00000000-0000-0000-0000-000000000000/messages", json: #"{"prompt":"and now?"}"#,
      status: 404, code: "not_found",
      english: "No analysis with that id (it may have been deleted); list yours with GET /api/v1/analyses.",
      french: "Aucune analyse avec cet id (elle a peut-être été supprimée)"),
    Case(
      description: "a cursor this list never gave", method: "GET", path: "/api/v1/analyses?cursor=nonsense",
      status: 400, code: "invalid_cursor",
      english:
        "The cursor is not valid. Pass the nextCursor value from the previous page unchanged, or omit it to start from the newest.",
      french: "Le curseur n'est pas valide."),
    Case(
      description: "a token without a name", method: "POST", path: "/api/v1/tokens", json: #"{"name":""}"#,
      status: 400, code: "invalid_field",
      english: "Field \"name\" must be 1 to 100 characters, e.g. \"my iPhone app\".",
      french: "Le champ « name » doit compter 1 à 100 caractères"),
    Case(
      description: "an empty batch of events", method: "POST", path: "/api/v1/events",
      json: #"{"events":[]}"#,
      status: 400, code: "invalid_field", english: "Field \"events\" must hold at least one event.",
      french: "Le champ « events » doit contenir au moins un événement."),
  ]

  @Test(arguments: cases)
  func saidInEnglishAsBeforeAndInFrench(_ c: Case) async throws {
    try await withApp { t in
      let (_, ada) = try await t.user("ada")
      let (_, camille) = try await t.user("camille")
      let set = try await t.request("PATCH", "/api/v1/me", token: camille, json: ["language": "fr"])
      #expect(set.status == 200, "\(set.text)")
      for (token, language) in [(ada, "en"), (camille, "fr")] {
        let reply = try await t.request(
          c.method, c.path, token: token, body: c.json.map { Data($0.utf8) },
          contentType: c.json == nil ? nil : "application/json")
        #expect(reply.status == c.status, "\(reply.text)")
        #expect(reply.errorCode == c.code, "\(reply.text)")
        #expect(reply.header("Content-Language") == language, "\(reply.text)")
        if language == "en" {
          #expect(reply.errorMessage == c.english)
        } else {
          #expect(reply.errorMessage?.contains(c.french) == true, "\(reply.text)")
        }
      }
    }
  }

  /// A bug on the native surface carries the person's language to its 500; on `/v1` it stays itself
  /// (and its 500 English); HTTP errors and cancellations are not wrapped.
  @Test func aBugCarriesThePersonsLanguageOnlyOnTheNativeSurface() throws {
    struct Unforeseen: Error {}
    let french = try Language.parse("fr")
    let german = try Language.parse("de")
    let native = ErrorFormats.localised(Unforeseen(), in: french, path: "/api/v1/chats")
    #expect((native as? FailureInLanguage)?.language == french)
    #expect((native as? FailureInLanguage)?.underlying is Unforeseen)
    #expect(ErrorFormats.localised(native, in: german, path: "/api/v1/chats") as? FailureInLanguage != nil)
    #expect(
      (ErrorFormats.localised(native, in: german, path: "/api/v1/chats") as? FailureInLanguage)?.language
        == french)
    #expect(ErrorFormats.localised(Unforeseen(), in: french, path: "/v1/chat/completions") is Unforeseen)
    #expect(
      ErrorFormats.localised(CancellationError(), in: french, path: "/api/v1/chats") is CancellationError)
  }

  /// Each way of naming what to send instead is a phrase of the catalogue in every language.
  @Test func theTypeToSendIsAPhraseInEveryLanguage() throws {
    for (code, catalogue) in MessageCatalogue.translations {
      for name in ["string", "bool", "integer", "number", "date", "array", "object", "other"] {
        let text = catalogue.text(MessageID(rawValue: "error.json.type.\(name)"))
        #expect(!text.isEmpty && !text.hasPrefix("["), "\(code) \(name): \(text)")
      }
    }
    #expect(
      MessageCatalogue.german.text(
        "error.json.wrongType",
        ["field": .text("title"), "type": .message(Message("error.json.type.integer"))])
        == "Das Feld „title“ hat den falschen Typ; sende eine ganze Zahl.")
  }
}
