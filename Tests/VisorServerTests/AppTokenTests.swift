import Foundation
import Testing

@testable import VisorServer

/// `POST /api/v1/auth/token`: apps sign in for an API token instead of a session cookie.
@Suite struct AppTokenTests {
  @Test func aPasswordGetsATokenThatWorksAndIsListedByItsName() async throws {
    try await withApp { t in
      _ = try await t.user("ada")
      let reply = try await t.request(
        "POST", "/api/v1/auth/token",
        json: ["username": "ada", "password": "correct horse", "name": "iPhone"])
      #expect(reply.status == 201, "\(reply.text)")
      #expect(reply.header("Cache-Control") == "no-store")
      #expect(reply.header("Set-Cookie") == nil, "a token, not a session")
      let token = try #require(reply.json["token"] as? String)
      #expect(reply.json["name"] as? String == "iPhone")
      let me = try await t.request("GET", "/api/v1/me", token: token)
      #expect(me.status == 200)
      #expect(me.json["username"] as? String == "ada")
      let tokens = try await t.request("GET", "/api/v1/tokens", token: token)
      let names = (tokens.json["items"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
      #expect(names.contains("iPhone"))
    }
  }

  @Test func aOneTimeCodeGetsATokenOnce() async throws {
    try await withApp { t in
      let (user, _) = try await t.user("bob")
      let code = try await t.app.accounts.createSignInCode(userID: user.id)
      let first = try await t.request("POST", "/api/v1/auth/token", json: ["code": code])
      #expect(first.status == 201, "\(first.text)")
      #expect(first.json["name"] as? String == "app")
      let again = try await t.request("POST", "/api/v1/auth/token", json: ["code": code])
      #expect(again.status == 401)
    }
  }

  @Test func badCredentialsAndBodiesAreRefusedWithASentence() async throws {
    try await withApp { t in
      _ = try await t.user("cyd")
      let cases: [([String: Any], Int, String)] = [
        (["username": "cyd", "password": "wrong"], 401, "unauthorized"),
        (["username": "cyd"], 400, "missing_field"),
        (["password": "x"], 400, "missing_field"),
        (["username": "cyd", "password": "correct horse", "code": "abc"], 400, "invalid_field"),
        (["username": "cyd", "password": "correct horse", "admin": true], 400, "unknown_field"),
      ]
      for (body, status, code) in cases {
        let reply = try await t.request("POST", "/api/v1/auth/token", json: body)
        #expect(reply.status == status, "\(body): \(reply.text)")
        #expect(reply.errorCode == code, "\(body): \(reply.text)")
        #expect((reply.errorMessage ?? "").hasSuffix("."), "\(body): a sentence")
        #expect(reply.json["token"] == nil)
      }
    }
  }
}
