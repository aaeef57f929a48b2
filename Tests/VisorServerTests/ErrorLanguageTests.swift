import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures

@testable import VisorServer

#if canImport(Glibc)
  import Glibc
#endif

/// The errors a person meets in their language (issue 27, decision 064): the signed-in person's language,
/// else `Accept-Language`, else English, on the native surface; `Content-Language` says which; the
/// code never changes; the OpenAI-compatible `/v1` stays English; English is what it always was.
@Suite struct ErrorLanguageTests {
  /// 2026-12-01T16:42:37.250Z: 22.75 s before the minute ends, 7 h 17 min 23 s before midnight UTC.
  static let instant = Date(timeIntervalSince1970: 1_796_143_357.25)

  /// `reply` is the error `code` with `status`, in `language` (`Content-Language`), saying `message`.
  static func expectError(
    _ reply: TestApp.Reply, _ status: Int, _ code: String, in language: String?, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(reply.status == status, "\(reply.text)", sourceLocation: sourceLocation)
    #expect(reply.errorCode == code, sourceLocation: sourceLocation)
    #expect(reply.header("Content-Language") == language, sourceLocation: sourceLocation)
    #expect(reply.errorMessage == message, "\(reply.text)", sourceLocation: sourceLocation)
  }

  static func speaks(_ t: TestApp, _ token: String, _ language: String) async throws {
    let set = try await t.request("PATCH", "/api/v1/me", token: token, json: ["language": language])
    #expect(set.status == 200, "\(set.text)")
  }

  @Test(.live) func aSpanishAccountHearsItsLimitsInSpanishAndTheOpenAISurfaceStaysEnglish() async throws {
    try await withApp(configure: { $0.requestsPerMinute = 3 }) { t in
      let (_, lucia) = try await t.user("lucia")
      let (_, ada) = try await t.user("ada")
      t.app.features.quotas.setClock { Self.instant }
      try await Self.speaks(t, lucia, "es")  // the first of Lucía's three requests this minute
      try await Self.speaks(t, ada, "en")
      for token in [lucia, ada] {
        for _ in 0..<2 {
          let reply = try await t.request("GET", "/api/v1/analyses", token: token)
          #expect(reply.status == 200, "\(reply.text)")
        }
      }

      let spanish = try await t.request("GET", "/api/v1/analyses", token: lucia)
      #expect(spanish.status == 429)
      #expect(spanish.errorCode == "rate_limited")
      #expect(spanish.header("Retry-After") == "23")
      #expect(spanish.header("Content-Language") == "es")
      #expect(
        spanish.errorMessage
          == "Esta cuenta puede hacer 3 solicitudes por minuto y ya llegó al límite; se renueva en 23 segundos, a las 16:43 UTC.",
        "\(spanish.text)")

      // English is byte for byte the sentence QuotaService wrote before it was catalogued.
      let english = try await t.request("GET", "/api/v1/analyses", token: ada)
      #expect(english.errorCode == "rate_limited")
      #expect(english.header("Content-Language") == "en")
      #expect(
        english.errorMessage
          == "This account may make 3 requests a minute and has used them; the limit resets in 23 seconds, at 16:43 UTC."
      )

      // The same refusal on the OpenAI-compatible surface is English, in OpenAI's shape.
      let openAI = try await t.request("GET", "/v1/models", token: lucia)
      #expect(openAI.status == 429)
      #expect(openAI.header("Content-Language") == nil)
      let error = try #require(openAI.json["error"] as? [String: Any])
      #expect(error["code"] as? String == "rate_limited")
      #expect(
        error["message"] as? String
          == "This account may make 3 requests a minute and has used them; the limit resets in 23 seconds, at 16:43 UTC."
      )
    }
  }

  @Test func aSpanishAccountsDailyQuotaIsSpanishWithItsNumbers() async throws {
    try await withApp(configure: { $0.analysesPerDay = 2 }) { t in
      let (_, lucia) = try await t.user("lucia")
      let (_, ada) = try await t.user("ada")
      let (_, olga) = try await t.user("olga")
      try await Self.speaks(t, lucia, "es-MX")
      try await Self.speaks(t, ada, "en")
      try await Self.speaks(t, olga, "ru")
      t.app.features.quotas.setClock { Self.instant }
      for token in [lucia, ada, olga] {
        for _ in 0..<2 {
          let reply = try await t.request(
            "POST", "/api/v1/cars/identify", token: token, json: ["imageBase64": ""])
          #expect(reply.status != 429, "\(reply.text)")
        }
      }
      let spanish = try await t.request(
        "POST", "/api/v1/cars/identify", token: lucia, json: ["imageBase64": ""])
      #expect(spanish.status == 429)
      #expect(spanish.errorCode == "quota_exceeded")
      #expect(spanish.header("Retry-After") == "26243")
      #expect(spanish.header("Content-Language") == "es")
      #expect(
        spanish.errorMessage
          == "Esta cuenta puede hacer 2 análisis al día y ya llegó al límite; se renueva a medianoche UTC, dentro de 7 h 18 min, o pide a un administrador que lo aumente.",
        "\(spanish.text)")
      let english = try await t.request(
        "POST", "/api/v1/cars/identify", token: ada, json: ["imageBase64": ""])
      #expect(english.errorCode == "quota_exceeded")
      #expect(
        english.errorMessage
          == "This account may run 2 analyses a day and has used them; the quota resets at midnight UTC, in 7 h 18 min, or ask an admin to raise it."
      )
      // The wait in the units the person's language writes (a screen reader says them in Russian).
      let russian = try await t.request(
        "POST", "/api/v1/cars/identify", token: olga, json: ["imageBase64": ""])
      #expect(russian.errorCode == "quota_exceeded")
      #expect(russian.errorMessage?.contains("7 ч 18 мин") == true, "\(russian.text)")
      #expect(russian.errorMessage?.contains(" h ") == false, "\(russian.text)")
    }
  }

  /// A body that grows past the limit while it arrives (chunked, as a stream sends it) is refused
  /// after sign-in, so in the account's language.
  @Test(.live) func aTooLargeBodyIsRefusedInTheAccountsLanguage() async throws {
    try await withApp(configure: { $0.maxBodyBytes = 1024 * 1024 }) { t in
      let (_, lucia) = try await t.user("lucia")
      let (_, ada) = try await t.user("ada")
      try await Self.speaks(t, lucia, "es")
      try await Self.speaks(t, ada, "en")
      let spanish = try Self.chunkedUpload(port: t.app.port, token: lucia, bytes: 1_300_000)
      #expect(spanish.status == 413, "\(spanish.head)")
      #expect(spanish.head.lowercased().contains("content-language: es\r\n"), "\(spanish.head)")
      #expect(spanish.error["code"] == "body_too_large")
      #expect(
        spanish.error["message"]
          == "El archivo supera el límite de 1 MB; envía uno más pequeño (por ejemplo, reduce antes el tamaño de la imagen)."
      )
      let english = try Self.chunkedUpload(port: t.app.port, token: ada, bytes: 1_300_000)
      #expect(english.status == 413)
      #expect(english.head.lowercased().contains("content-language: en\r\n"), "\(english.head)")
      #expect(
        english.error["message"]
          == "The request body is larger than the 1 MB limit; send a smaller file (e.g. resize the image first)."
      )
    }
  }

  /// A declared size over the limit is refused from the head, before anyone is known: in the
  /// browser's language, with the sentence a body that grows past the limit gets.
  @Test(.live) func aDeclaredSizeOverTheLimitIsRefusedInTheBrowsersLanguage() async throws {
    try await withApp(configure: { $0.maxBodyBytes = 1024 * 1024 }) { t in
      let (_, lucia) = try await t.user("lucia")
      for (language, expected) in [
        ("es-AR", MessageCatalogue.spanish.text("error.bodyTooLarge", ["limit": .text("1 MB")])),
        (
          "en",
          "The request body is larger than the 1 MB limit; send a smaller file (e.g. resize the image first)."
        ),
      ] {
        let fd = try #require(LoopbackSocket.connect(port: t.app.port, from: nil))
        defer { close(fd) }
        let head =
          "POST /api/v1/vision/analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(lucia)\r\n"
          + "Content-Type: image/jpeg\r\nContent-Length: 5000000\r\nAccept-Language: \(language)\r\n\r\n"
        #expect(LoopbackSocket.send(fd, head))
        var wait = timeval(tv_sec: 30, tv_usec: 0)  // bounded: the refusal closes the connection
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 8192)
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
          let n = recv(fd, &buffer, buffer.count, 0)
          if n <= 0 { break }
          received += buffer[0..<n]
        }
        let text = String(decoding: received, as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 413 "), "\(text)")
        let body = try #require(text.components(separatedBy: "\r\n\r\n").last)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        let error = try #require(json["error"] as? [String: Any])
        #expect(error["code"] as? String == "body_too_large")
        #expect(error["message"] as? String == expected, "\(language)")
      }
    }
  }

  /// An upload without credentials is refused from its head, before its body and before anyone is
  /// known: in the browser's language, the same sentence AuthMiddleware says after a body.
  @Test(.live) func anUploadWithoutCredentialsIsRefusedInTheBrowsersLanguage() async throws {
    try await withApp { t in
      let spanish = try Self.chunkedUpload(
        port: t.app.port, token: nil, bytes: 256 * 1024, acceptLanguage: "es-AR")
      #expect(spanish.status == 401, "\(spanish.head)")
      #expect(spanish.head.lowercased().contains("content-language: es\r\n"), "\(spanish.head)")
      #expect(spanish.error["code"] == "unauthorized")
      #expect(spanish.error["message"] == MessageCatalogue.spanish.text("error.signIn.required"))
      #expect(spanish.error["message"]?.hasPrefix("Inicia sesión primero") == true)
      let after = try await t.request("GET", "/api/v1/me", headers: ["Accept-Language": "es-AR"])
      #expect(after.errorMessage == spanish.error["message"])
    }
  }

  @Test func aSignInFailureFollowsAcceptLanguageUntilSomeoneIsSignedIn() async throws {
    try await withApp { t in
      _ = try await t.app.accounts.createUser(username: "marie", password: "correct horse", isAdmin: false)
      let wrong = ["username": "marie", "password": "wrong horse"]
      let french = try await t.request(
        "POST", "/api/v1/auth/login", json: wrong, headers: ["Accept-Language": "fr-CA, en;q=0.5"])
      Self.expectError(
        french, 401, "unauthorized", in: "fr",
        "Le nom d'utilisateur ou le mot de passe est incorrect ; vérifiez-les et réessayez.")
      let english = try await t.request("POST", "/api/v1/auth/login", json: wrong)
      #expect(english.errorCode == "unauthorized")
      #expect(english.header("Content-Language") == "en")
      #expect(english.errorMessage == "The username or password is not right; check them and try again.")

      // A revoked token on the native surface: French; the same on /v1: English.
      let bad = "vsr_not_a_token"
      let native = try await t.request(
        "GET", "/api/v1/me", token: bad, headers: ["Accept-Language": "fr"])
      #expect(native.status == 401)
      #expect(native.errorMessage?.hasPrefix("Le jeton d'API n'est pas valide") == true, "\(native.text)")
      let openAI = try await t.request("GET", "/v1/models", token: bad, headers: ["Accept-Language": "fr"])
      #expect(openAI.status == 401)
      #expect(openAI.header("Content-Language") == nil)
      let message = (openAI.json["error"] as? [String: Any])?["message"] as? String
      #expect(
        message
          == "The API token is not valid (wrong, revoked, or its user was deleted); create a new one with `visor users token NAME` or in Settings.",
        "\(openAI.text)")
    }
  }

  /// The signed-in person's own language wins over the browser's, for a missing record and for a body
  /// that is not JSON alike.
  @Test func thePersonsLanguageWinsForRecordsAndForTheBodyAlike() async throws {
    try await withApp { t in
      let (_, jan) = try await t.user("jan")
      try await Self.speaks(t, jan, "pl")
      let missing = UUID().uuidString.lowercased()
      let chat = try await t.request(
        "GET", "/api/v1/chats/\(missing)", token: jan, headers: ["Accept-Language": "de"])
      Self.expectError(
        chat, 404, "not_found", in: "pl",
        "Nie ma czatu o tym id; listę twoich czatów podaje GET /api/v1/chats.")
      // Malformed JSON reaches people too (the CLI, a script of their own): in their language since
      // decision 064's amendment, with the code unchanged.
      let malformed = try await t.request(
        "PATCH", "/api/v1/me", token: jan, body: Data("{".utf8), contentType: "application/json")
      Self.expectError(
        malformed, 400, "invalid_json", in: "pl",
        "Treść żądania nie jest poprawnym JSON-em; sprawdź, czy nie brakuje cudzysłowów, przecinków lub nawiasów."
      )
    }
  }

  /// A photo Visor cannot read is said in the person's language, with the same code; the OpenAI
  /// surface says it in English.
  @Test func aFileThatIsNotAPhotoIsRefusedInThePersonsLanguage() async throws {
    try await withApp { t in
      let (_, lia) = try await t.user("lia")
      try await Self.speaks(t, lia, "it")
      let text = Data("this is a shopping list, not a photo".utf8).base64EncodedString()
      let italian = try await t.request(
        "POST", "/api/v1/cars/identify", token: lia, json: ["imageBase64": text])
      Self.expectError(
        italian, 422, "image_unreadable", in: "it",
        "Il file non è un'immagine che Visor sa leggere. Invia un'immagine JPEG, PNG, WebP, HEIC/HEIF o GIF.")
      let developer = try await t.request(
        "POST", "/v1/chat/completions", token: lia,
        json: [
          "model": "visor-default",
          "messages": [
            [
              "role": "user",
              "content": [
                ["type": "text", "text": "What is this?"],
                ["type": "image_url", "image_url": ["url": "data:image/jpeg;base64,\(text)"]],
              ],
            ]
          ],
        ])
      #expect(developer.status >= 400 && developer.status < 500, "\(developer.text)")
      #expect(developer.header("Content-Language") == nil, "\(developer.text)")
      #expect(!developer.text.contains("Invia"), "\(developer.text)")
    }
  }

  // MARK: A raw chunked upload

  struct RawReply {
    var status: Int
    var head: String
    var error: [String: String]
  }

  /// POSTs `bytes` of JPEG-ish data to `/api/v1/vision/analyze` as a chunked body, and reads the answer.
  static func chunkedUpload(
    port: Int, token: String?, bytes: Int, acceptLanguage: String = "de"
  ) throws -> RawReply {
    let fd = try #require(LoopbackSocket.connect(port: port, from: nil))
    defer { close(fd) }
    let head =
      "POST /api/v1/vision/analyze HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
      + (token.map { "Authorization: Bearer \($0)\r\n" } ?? "")
      + "Content-Type: image/jpeg\r\nTransfer-Encoding: chunked\r\nAccept-Language: \(acceptLanguage)\r\n\r\n"
    #expect(LoopbackSocket.send(fd, head))
    let chunk = String(repeating: "x", count: 64 * 1024)
    var sent = 0
    while sent < bytes {
      // The server may answer and stop reading before the whole body went: that is the point.
      guard LoopbackSocket.send(fd, String(chunk.count, radix: 16) + "\r\n" + chunk + "\r\n") else { break }
      sent += chunk.count
    }
    _ = LoopbackSocket.send(fd, "0\r\n\r\n")
    var received = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 8192)
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 200) >= 0 else { break }
      if descriptor.revents == 0 { continue }
      let n = recv(fd, &buffer, buffer.count, 0)
      if n <= 0 { break }
      received += buffer[0..<n]
      let text = String(decoding: received, as: UTF8.self)
      if let split = text.range(of: "\r\n\r\n"),
        let length = text[..<split.lowerBound].lowercased().split(separator: "\r\n")
          .first(where: { $0.hasPrefix("content-length:") })
          .flatMap({ Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }),
        text[split.upperBound...].utf8.count >= length
      {
        break
      }
    }
    let text = String(decoding: received, as: UTF8.self)
    let parts = text.components(separatedBy: "\r\n\r\n")
    let status = Int(text.dropFirst(9).prefix(3)) ?? 0
    let body = parts.dropFirst().joined(separator: "\r\n\r\n")
    let json = (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any]
    let error = (json?["error"] as? [String: Any])?.compactMapValues { $0 as? String } ?? [:]
    return RawReply(status: status, head: (parts.first ?? "") + "\r\n", error: error)
  }
}
