import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorTestSupport

/// Issue 16 items 7, 8, 9 and 13b, in-process: remote models in their own namespace, control
/// characters refused in text fields, only canonical ids, and "sign out everywhere".
@Suite struct InputHardeningTests {
  @Test func controlCharactersInTextFieldsAre400NamingTheField() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("ivy")
      let cases: [(String, String, [String: Any], String)] = [
        ("PATCH", "/api/v1/me", ["displayName": "Ivy\u{0}admin"], "displayName"),
        ("PATCH", "/api/v1/me", ["displayName": "Ivy\tTab"], "displayName"),
        ("POST", "/api/v1/tokens", ["name": "phone\u{1B}[31m"], "name"),
        ("POST", "/api/v1/chats", ["title": "hello\u{7F}"], "title"),
        ("POST", "/api/v1/speech", ["text": "read this\u{0} aloud"], "text"),
      ]
      for (method, path, body, field) in cases {
        let reply = try await t.request(method, path, token: token, json: body)
        #expect(reply.status == 400, "\(path) \(body): \(reply.text)")
        #expect(reply.errorCode == "invalid_characters", "\(path): \(reply.text)")
        #expect(reply.errorMessage?.contains("\"\(field)\"") == true, "\(reply.errorMessage ?? "")")
      }
      // Nothing was stored.
      let me = try await t.request("GET", "/api/v1/me", token: token)
      #expect((me.json["displayName"] as? String)?.contains("\u{0}") != true)
      // Multipart text fields follow the same rule.
      let (body, type) = TestApp.multipart([
        ("image", "p.png", "image/png", try PNGMaker.solid(width: 32, height: 32)),
        ("prompt", nil, nil, Data("What\u{0}is it?".utf8)),
      ])
      let upload = try await t.request(
        "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type)
      #expect(upload.status == 400, "\(upload.text)")
      #expect(upload.errorCode == "invalid_characters")
      // The OpenAI surface refuses them too, in its own shape.
      let openAI = try await t.request(
        "POST", "/v1/audio/speech", token: token,
        json: ["model": "tts-1", "input": "a\u{0}b", "voice": "alloy"])
      #expect(openAI.status == 400, "\(openAI.text)")
    }
  }

  @Test func multiLineTextKeepsTabsAndLineBreaks() throws {
    try TextValidation.check("line one\n\tline two\r\n", field: "prompt", multiline: true)
    #expect(throws: VisorError.self) { try TextValidation.check("a\u{0}", field: "prompt", multiline: true) }
    #expect(throws: VisorError.self) { try TextValidation.check("a\nb", field: "title", multiline: false) }
    try TextValidation.checkJSON(["messages": [["role": "user", "content": "two\nlines"]]])
    #expect(throws: VisorError.self) {
      try TextValidation.checkJSON(["messages": [["role": "us\ner", "content": "x"]]])
    }
  }

  @Test func onlyCanonicalLowercaseUUIDsAreIds() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("jude")
      try t.registerScripted(ScriptedChatModel())
      let id = try await t.createChat(token)
      #expect(try await t.request("GET", "/api/v1/chats/\(id)", token: token).status == 200)
      for variant in ["\(id)%00garbage", id.uppercased(), "{\(id)}", "\(id)%00"] {
        let reply = try await t.request("GET", "/api/v1/chats/\(variant)", token: token)
        #expect(reply.status == 404, "\(variant): \(reply.text)")
        #expect(try await t.request("DELETE", "/api/v1/chats/\(variant)", token: token).status == 404)
      }
      #expect(try await t.request("GET", "/api/v1/chats/\(id)", token: token).status == 200, "still there")
    }
  }

  @Test func signOutEverywhereRevokesSessionsAndTokens() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("kim", password: "a good password")
      let second = try await t.request("POST", "/api/v1/tokens", token: token, json: ["name": "cli"])
      let other = try #require(second.json["token"] as? String)
      let login = try await t.request(
        "POST", "/api/v1/auth/login", json: ["username": "kim", "password": "a good password"])
      let cookie = String(try #require(login.header("Set-Cookie")).split(separator: ";")[0])
      #expect(try await t.request("GET", "/api/v1/me", headers: ["Cookie": cookie]).status == 200)

      // A password change keeps API tokens (decided: they are separate, revocable credentials).
      let changed = try await t.request(
        "POST", "/api/v1/me/password", token: token,
        json: ["currentPassword": "a good password", "newPassword": "another good password"])
      #expect(changed.status == 204)
      #expect(try await t.request("GET", "/api/v1/me", token: other).status == 200)

      let out = try await t.request("POST", "/api/v1/auth/logout", token: token, json: ["everywhere": true])
      #expect(out.status == 204, "\(out.text)")
      for credential in [token, other] {
        #expect(try await t.request("GET", "/api/v1/me", token: credential).status == 401)
      }
      let relogin = try await t.request(
        "POST", "/api/v1/auth/login", json: ["username": "kim", "password": "another good password"])
      #expect(relogin.status == 200)
      let unknown = try await t.request("POST", "/api/v1/auth/logout", json: ["everywhere": true])
      #expect(unknown.status == 401, "everywhere needs to know who: \(unknown.text)")
    }
  }

  @Test func remoteModelsHaveTheirOwnNamespaceAndBecomeTheDefaultChat() async throws {
    try await withApp(configure: {
      $0.provider.url = URL(string: "http://127.0.0.1:9/v1/")
      $0.provider.preset = "openai"
    }) { t in
      let ids = t.app.models.all.map(\.descriptor.id)
      #expect(ids.contains("remote/gpt-4o-mini"), "\(ids)")
      #expect(!ids.contains { $0.hasPrefix("custom/") }, "\(ids)")
      #expect(!ModelRegistry.isLocal("remote/gpt-4o-mini"))
      #expect(t.app.models.defaultEntry(for: .chat)?.descriptor.id == "remote/gpt-4o-mini")
    }
  }
}
