import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures

@testable import VisorServer

/// The person's language (issue 27 item 1): `language` in `/api/v1/me`, chosen from `Accept-Language`
/// at the first sign-in, changed with `PATCH`, overridden per request, and told to a provider.
@Suite struct LanguageSettingTests {
  @Test func theFirstSignInTakesTheBrowsersLanguageAndLaterOnesKeepTheChoice() async throws {
    try await withApp { t in
      _ = try await t.app.accounts.createUser(username: "lucia", password: "correct horse", isAdmin: false)
      let first = try await t.request(
        "POST", "/api/v1/auth/token", json: ["username": "lucia", "password": "correct horse"],
        headers: ["Accept-Language": "ja, es-MX;q=0.9, en;q=0.5"])
      #expect(first.status == 201, "\(first.text)")
      let token = try #require((first.json["token"] as? String) ?? (first.json["secret"] as? String))
      let me = try await t.request("GET", "/api/v1/me", token: token)
      #expect(try me.decode(UserResponse.self).language == "es-MX")

      // A later sign-in from an English browser keeps the stored choice.
      let second = try await t.request(
        "POST", "/api/v1/auth/token", json: ["username": "lucia", "password": "correct horse"],
        headers: ["Accept-Language": "en-GB"])
      #expect(second.status == 201)
      let again = try await t.request("GET", "/api/v1/me", token: token)
      #expect(try again.decode(UserResponse.self).language == "es-MX")
    }
  }

  @Test func aBrowserVisorDoesNotSpeakStartsInEnglish() async throws {
    try await withApp { t in
      _ = try await t.app.accounts.createUser(username: "kenji", password: "correct horse", isAdmin: false)
      let signIn = try await t.request(
        "POST", "/api/v1/auth/login", json: ["username": "kenji", "password": "correct horse"],
        headers: ["Accept-Language": "ja-JP, ko"])
      #expect(signIn.status == 200, "\(signIn.text)")
      #expect(try signIn.decode(LoginResponse.self).user.language == "en")
      let stored = try await t.app.store.user(username: "kenji")
      #expect(stored?.profile.language == "en")
    }
  }

  @Test func theLanguageIsChangedValidatedAndForgotten() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("marie")
      #expect(
        try await t.request("GET", "/api/v1/me", token: token).decode(UserResponse.self).language == "en")

      let set = try await t.request("PATCH", "/api/v1/me", token: token, json: ["language": "fr-ca"])
      #expect(set.status == 200, "\(set.text)")
      #expect(try set.decode(UserResponse.self).language == "fr-CA")

      for bad in ["klingon", "xx", "", "fr_FR_extra_long_nonsense_tag_here_and_more"] {
        let reply = try await t.request("PATCH", "/api/v1/me", token: token, json: ["language": bad])
        #expect(reply.status == 400, "\(bad): \(reply.text)")
        let error = reply.json["error"] as? [String: Any]
        #expect(error?["code"] as? String == "unsupported_language", "\(bad)")
        let message = error?["message"] as? String ?? ""
        for code in Language.supportedCodes { #expect(message.contains("\(code) ("), "\(message)") }
      }
      #expect(
        try await t.request("GET", "/api/v1/me", token: token).decode(UserResponse.self).language == "fr-CA")

      let forgot = try await t.request("PATCH", "/api/v1/me", token: token, json: ["language": NSNull()])
      #expect(forgot.status == 200)
      // Forgotten: the request's Accept-Language (or English) answers until the next sign-in chooses.
      #expect(try forgot.decode(UserResponse.self).language == "en")
    }
  }

  @Test func aProviderIsToldThePersonsLanguageAndARequestMayOverrideIt() async throws {
    try await withApp { t in
      let model = ScriptedChatModel(id: "test/eyes") { _ in ["Un perro."] }
      t.app.models.register(
        .init(descriptor: ModelDescriptor(id: model.id, capabilities: [.vision], state: .remote), chat: model)
      )
      try t.app.models.setDefault(.vision, id: model.id)
      let (_, token) = try await t.user("pablo")
      _ = try await t.request("PATCH", "/api/v1/me", token: token, json: ["language": "es"])

      func analyze(_ extra: [(String, String)]) async throws -> TestApp.Reply {
        var fields: [(name: String, filename: String?, type: String?, data: Data)] = [
          ("image", "p.png", "image/png", try AnalyzeInputTests.photo()),
          ("speak", nil, nil, Data("false".utf8)),
        ]
        for (name, value) in extra { fields.append((name, nil, nil, Data(value.utf8))) }
        let (body, type) = TestApp.multipart(fields)
        return try await t.request(
          "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type)
      }
      func systemText(_ messages: [ChatMessage]) -> String {
        messages.filter { $0.role == .system }.flatMap(\.parts).compactMap {
          if case .text(let s) = $0 { s } else { nil }
        }.joined(separator: " ")
      }

      let spanish = try await analyze([])
      #expect(spanish.status == 200, "\(spanish.text)")
      #expect(systemText(model.received.last ?? []).contains("Answer in Spanish (Español)"))

      let german = try await analyze([("language", "de")])
      #expect(german.status == 200, "\(german.text)")
      #expect(systemText(model.received.last ?? []).contains("Answer in German (Deutsch)"))

      let english = try await analyze([("language", "en-US")])
      #expect(english.status == 200)
      #expect(!systemText(model.received.last ?? []).contains("Answer in"))

      let bad = try await analyze([("language", "elvish")])
      #expect(bad.status == 400)
      #expect((bad.json["error"] as? [String: Any])?["code"] as? String == "unsupported_language")
      #expect(model.received.count == 3, "a refused request reached the model")

      // A follow-up in the stored language, and with its own.
      let id = try spanish.decode(AnalyzeResponse.self).id
      let follow = try await FollowUpTests.ask(t, token, id, ["prompt": "¿De qué color?", "speak": false])
      #expect(follow.status == 200, "\(follow.text)")
      #expect(systemText(model.received.last ?? []).contains("Spanish"))
      let french = try await FollowUpTests.ask(
        t, token, id, ["prompt": "De quelle couleur ?", "speak": false, "language": "fr"])
      #expect(french.status == 200, "\(french.text)")
      #expect(systemText(model.received.last ?? []).contains("French (Français)"))
    }
  }
}
