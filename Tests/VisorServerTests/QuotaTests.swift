import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorStore
import VisorTestSupport

/// Quotas per user (decision 022): requests per UTC minute, analyses per UTC day, admin overrides,
/// 429 with Retry-After and a sentence, `limits` in `GET /api/v1/me`.
@Suite struct QuotaTests {
  /// 2026-12-01T16:42:37.250Z: 22.75 s before the minute ends, 7 h 17 min before midnight UTC.
  static let instant = Date(timeIntervalSince1970: 1_796_143_357.25)
  static let untilMidnight = 86_400 - (16 * 3600 + 42 * 60 + 37)  // 26 243, rounded up from 26 242.75

  static func fixClock(_ t: TestApp, at date: Date = instant) {
    t.app.features.quotas.setClock { date }
  }

  static func limits(_ t: TestApp, _ token: String) async throws -> UsageLimits {
    let reply = try await t.request("GET", "/api/v1/me", token: token)
    #expect(reply.status == 200, "\(reply.text)")
    return try #require(try reply.decode(UserResponse.self).limits)
  }

  @Test func overTheRequestLimitIsA429WithRetryAfterAndASentenceUntilTheMinuteEnds() async throws {
    try await withApp(configure: { $0.requestsPerMinute = 3 }) { t in
      Self.fixClock(t)
      let (_, token) = try await t.user("ada")
      let (_, bob) = try await t.user("bob")
      // /me counts itself: 2 left after the first, then 1, then 0.
      var remaining: [Int?] = []
      for _ in 0..<3 { remaining.append(try await Self.limits(t, token).requestsPerMinute.remaining) }
      #expect(remaining == [2, 1, 0])
      let over = try await t.request("GET", "/api/v1/analyses", token: token)
      #expect(over.status == 429)
      #expect(over.errorCode == "rate_limited")
      #expect(over.header("Retry-After") == "23")
      #expect(over.header("Content-Type")?.hasPrefix("application/json") == true)
      let message = try #require(over.errorMessage)
      #expect(message.contains("3 requests a minute"), "\(message)")
      #expect(message.contains("23 seconds") && message.contains("16:43 UTC"), "\(message)")
      // Someone else is counted apart.
      #expect(try await t.request("GET", "/api/v1/analyses", token: bob).status == 200)
      // The OpenAI-compatible API counts too (else it would be a way around), in OpenAI's error shape.
      #expect(try await t.request("GET", "/v1/models", token: bob).status == 200)
      #expect(try await t.request("GET", "/v1/models", token: bob).status == 200)
      let openAI = try await t.request("GET", "/v1/models", token: bob)
      #expect(openAI.status == 429)
      #expect(openAI.header("Retry-After") == "23")
      #expect(
        openAI.text.contains("rate_limit_error") && openAI.text.contains("rate_limited"), "\(openAI.text)")
      // The next UTC minute starts again.
      Self.fixClock(t, at: Date(timeIntervalSince1970: 1_796_143_380.5))
      let limits = try await Self.limits(t, token)
      #expect(limits.requestsPerMinute.limit == 3)
      #expect(limits.requestsPerMinute.remaining == 2)
      #expect(limits.requestsPerMinute.resetsAt == Date(timeIntervalSince1970: 1_796_143_440))
      #expect(limits.analysesPerDay == UsageLimit(limit: nil, remaining: nil, resetsAt: nil))
    }
  }

  @Test func theDefaultsComeFromFlagsOrTheEnvironmentAndMustBePositive() throws {
    let dir = FileManager.default.temporaryDirectory.appending(path: "visor-quota-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let resolved = try SettingsResolver(
      flags: ["dataDir": dir.path, "requestsPerMinute": "120"], environment: ["VISOR_ANALYSES_PER_DAY": "40"]
    ).resolve()
    let configuration = try VisorConfiguration(resolved: resolved)
    #expect(configuration.requestsPerMinute == 120)
    #expect(configuration.analysesPerDay == 40)
    let unset = try VisorConfiguration(
      resolved: try SettingsResolver(flags: ["dataDir": dir.path], environment: [:]).resolve())
    #expect(unset.requestsPerMinute == nil && unset.analysesPerDay == nil)
    for bad in ["0", "-5", "many"] {
      let error = #expect(throws: VisorError.self) {
        try VisorConfiguration(
          resolved: try SettingsResolver(
            flags: ["dataDir": dir.path], environment: ["VISOR_REQUESTS_PER_MINUTE": bad]
          )
          .resolve())
      }
      #expect(error?.code == .invalidSetting)
      #expect(
        error?.message.contains(
          "--requests-per-minute (VISOR_REQUESTS_PER_MINUTE) must be a whole number from 1") == true)
    }
  }

  @Test func withoutAnyLimitNothingIsCountedAndMeShowsNulls() async throws {
    try await withApp { t in
      Self.fixClock(t)
      let (ada, token) = try await t.user("ada")
      for _ in 0..<5 { #expect(try await t.request("GET", "/api/v1/me", token: token).status == 200) }
      let me = try await t.request("GET", "/api/v1/me", token: token)
      let limits = try #require(me.json["limits"] as? [String: Any])
      for key in ["requestsPerMinute", "analysesPerDay"] {
        let limit = try #require(limits[key] as? [String: Any], "\(me.text)")
        // Explicit nulls, not missing keys.
        #expect(limit.keys.sorted() == ["limit", "remaining", "resetsAt"])
        #expect(limit.values.allSatisfy { $0 is NSNull }, "\(me.text)")
      }
      // No counter row was written.
      for kind in QuotaKind.allCases {
        #expect(
          try await t.app.store.quotaUsage(
            userID: ada.id, kind: kind, windowStart: kind.windowStart(Self.instant))
            == 0)
      }
    }
  }

  /// Analyze, follow-ups, `/analyzeImageContents` and identify (the garage's and a recogniser's) each
  /// count as an analysis, even when the input is then refused; other requests do not.
  @Test func eachKindOfAnalysisCountsAndOverTheQuotaIsA429UntilMidnightUTC() async throws {
    try await withApp(configure: { $0.analysesPerDay = 5 }) { t in
      Self.fixClock(t)
      let (_, token) = try await t.user("ada")
      let missing = UUID().uuidString.lowercased()
      let (form, formType) = TestApp.multipart([("prompt", nil, nil, Data("hi".utf8))])
      let analyses: [(String, String, Data?, String?, Any?)] = [
        ("analyze", "/api/v1/vision/analyze", form, formType, nil),
        ("follow-up", "/api/v1/analyses/\(missing)/messages", nil, nil, ["prompt": "and?"]),
        ("firebase", "/analyzeImageContents", nil, nil, ["data": ["readOutLoud": false]]),
        ("car", "/api/v1/cars/identify", nil, nil, ["imageBase64": ""]),
        ("recogniser", "/api/v1/recognizers/car/identify", nil, nil, ["imageBase64": ""]),
      ]
      var left: [Int?] = []
      for (name, path, body, type, json) in analyses {
        let reply = try await t.request("POST", path, token: token, json: json, body: body, contentType: type)
        #expect(reply.status != 429 && reply.status < 500, "\(name): \(reply.status) \(reply.text)")
        // Not an analysis: listing does not count.
        #expect(try await t.request("GET", "/api/v1/analyses", token: token).status == 200)
        left.append(try await Self.limits(t, token).analysesPerDay.remaining)
      }
      #expect(left == [4, 3, 2, 1, 0])
      for (name, path, body, type, json) in analyses {
        let reply = try await t.request("POST", path, token: token, json: json, body: body, contentType: type)
        #expect(reply.status == 429, "\(name): \(reply.text)")
        #expect(reply.header("Retry-After") == String(Self.untilMidnight), "\(name)")
        // The Firebase callable answers in its own shape (RESOURCE_EXHAUSTED), the others with the code.
        let code = name == "firebase" ? "RESOURCE_EXHAUSTED" : "quota_exceeded"
        #expect(reply.text.contains(code), "\(name): \(reply.text)")
        #expect(
          reply.text.contains("5 analyses a day") && reply.text.contains("midnight UTC, in 7 h 18 min"),
          "\(reply.text)")
      }
      let limits = try await Self.limits(t, token)
      #expect(limits.analysesPerDay.limit == 5)
      #expect(limits.analysesPerDay.resetsAt == Date(timeIntervalSince1970: 1_796_169_600))  // 2026-12-02
      #expect(limits.requestsPerMinute.limit == nil)
    }
  }

  /// A streaming analyze over the quota is refused with a JSON 429 before any event is sent.
  @Test(.enabled(if: LocalEngine.enabled, "needs the local models: run scripts/setup.sh"))
  func aStreamOverTheQuotaIsAJSON429NotAnErrorEvent() async throws {
    try await withApp(configure: {
      LocalEngine.configure(&$0)
      $0.analysesPerDay = 1
    }) { t in
      Self.fixClock(t)
      let (_, token) = try await t.user("ada")
      let (body, type) = TestApp.multipart([
        ("image", "dog.jpg", "image/jpeg", try LocalEngine.photo()), ("speak", nil, nil, Data("false".utf8)),
      ])
      let first = try await t.request(
        "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type,
        headers: ["Accept": "text/event-stream"])
      #expect(first.status == 200)
      #expect(first.header("Content-Type")?.hasPrefix("text/event-stream") == true)
      #expect(SSE.parse(first.text).last?.event == "done", "\(first.text)")
      let second = try await t.request(
        "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type,
        headers: ["Accept": "text/event-stream"])
      #expect(second.status == 429)
      #expect(second.header("Content-Type")?.hasPrefix("application/json") == true)
      #expect(second.header("Retry-After") == String(Self.untilMidnight))
      #expect(second.errorCode == "quota_exceeded")
      #expect(!second.text.contains("event:"))
    }
  }

  /// Over a real socket (the gate): the 429 of a streaming request with a body
  /// arrives as JSON with its Retry-After, and a bodiless request's through the direct path too.
  @Test(.live) func overASocketTheRefusalKeepsItsRetryAfterAndJSON() async throws {
    try await withApp(configure: {
      $0.analysesPerDay = 1
      $0.requestsPerMinute = 3
    }) { t in
      Self.fixClock(t)
      let (_, token) = try await t.user("ada")
      let (form, type) = TestApp.multipart([("prompt", nil, nil, Data("hi".utf8))])
      _ = try await t.request("POST", "/api/v1/vision/analyze", token: token, body: form, contentType: type)
      let stream = try await t.request(
        "POST", "/api/v1/vision/analyze", token: token, body: form, contentType: type,
        headers: ["Accept": "text/event-stream"])
      #expect(stream.status == 429)
      #expect(stream.header("Content-Type")?.hasPrefix("application/json") == true)
      #expect(stream.header("Retry-After") == String(Self.untilMidnight))
      #expect(stream.errorCode == "quota_exceeded")
      #expect(try await t.request("GET", "/api/v1/me", token: token).status == 200)
      let direct = try await t.request("GET", "/api/v1/me", token: token)
      #expect(direct.status == 429)
      #expect(direct.header("Retry-After") == "23")
      #expect(direct.errorCode == "rate_limited")
    }
  }

  @Test func adminsSetAndClearOverridesWithPatch() async throws {
    try await withApp(configure: {
      $0.requestsPerMinute = 100
      $0.analysesPerDay = 50
    }) { t in
      Self.fixClock(t)
      let (_, admin) = try await t.user("root", admin: true)
      let (ada, token) = try await t.user("ada")
      let path = "/api/v1/admin/users/\(ada.id.uuidString.lowercased())"

      let set = try await t.request(
        "PATCH", path, token: admin, json: ["requestsPerMinute": 2, "analysesPerDay": 0])
      #expect(set.status == 200, "\(set.text)")
      let answered = try set.decode(UserResponse.self)
      #expect(answered.username == "ada")
      #expect(answered.limits?.requestsPerMinute.limit == 2)
      #expect(answered.limits?.analysesPerDay.limit == 0)
      #expect(answered.limits?.analysesPerDay.remaining == 0)

      // 0 analyses: refused at once, without counting; 2 requests a minute.
      let analyze = try await t.request(
        "POST", "/api/v1/cars/identify", token: token, json: ["imageBase64": ""])
      #expect(analyze.status == 429)
      #expect(analyze.errorCode == "quota_exceeded")
      #expect(analyze.errorMessage?.contains("0 analyses a day") == true, "\(analyze.text)")
      #expect(try await t.request("GET", "/api/v1/analyses", token: token).status == 200)
      let over = try await t.request("GET", "/api/v1/analyses", token: token)
      #expect(over.status == 429)
      #expect(over.errorCode == "rate_limited")

      // The admin's list shows each user's limits: their own, or the default.
      let list = try await t.request("GET", "/api/v1/admin/users", token: admin)
      let users = try list.decode(ListResponse<UserResponse>.self).items
      let listed = try #require(users.first { $0.username == "ada" }?.limits)
      #expect(listed.requestsPerMinute.limit == 2)
      #expect(listed.requestsPerMinute.remaining == 0)
      #expect(listed.analysesPerDay.limit == 0)
      #expect(users.first { $0.username == "root" }?.limits?.requestsPerMinute.limit == 100)
      #expect(users.first { $0.username == "root" }?.limits?.analysesPerDay.remaining == 50)

      // Only the fields sent change; null returns to the server's default.
      let back = try await t.request("PATCH", path, token: admin, json: ["requestsPerMinute": NSNull()])
      #expect(back.status == 200, "\(back.text)")
      let limits = try #require(try back.decode(UserResponse.self).limits)
      #expect(limits.requestsPerMinute.limit == 100)
      #expect(limits.analysesPerDay.limit == 0)
      #expect(try await t.request("GET", "/api/v1/analyses", token: token).status == 200)
      #expect(try await t.app.store.quotaOverrides(userID: ada.id) == QuotaOverrides(analysesPerDay: 0))
      _ = try await t.request("PATCH", path, token: admin, json: ["analysesPerDay": NSNull()])
      #expect(try await t.app.store.quotaOverrides(userID: ada.id) == QuotaOverrides())

      // Bad input: a negative number, not a number, an unknown field, an unknown user; not an admin.
      let negative = try await t.request("PATCH", path, token: admin, json: ["analysesPerDay": -1])
      #expect(negative.status == 400)
      #expect(negative.errorCode == "invalid_field")
      #expect(negative.errorMessage?.contains("\"analysesPerDay\" must be a whole number from 0") == true)
      #expect(negative.errorMessage?.contains("null") == true)
      let text = try await t.request("PATCH", path, token: admin, json: ["requestsPerMinute": "lots"])
      #expect(text.status == 400, "\(text.text)")
      #expect(text.errorMessage?.contains("requestsPerMinute") == true, "\(text.text)")
      let fraction = try await t.request("PATCH", path, token: admin, json: ["requestsPerMinute": 1.5])
      #expect(fraction.status == 400, "\(fraction.text)")
      let unknown = try await t.request("PATCH", path, token: admin, json: ["tokensPerDay": 3])
      #expect(unknown.status == 400, "\(unknown.text)")
      let nobody = try await t.request(
        "PATCH", "/api/v1/admin/users/\(UUID().uuidString.lowercased())", token: admin,
        json: ["analysesPerDay": 3])
      #expect(nobody.status == 404)
      let forbidden = try await t.request("PATCH", path, token: token, json: ["analysesPerDay": 1000])
      #expect(forbidden.status == 403)
      #expect(try await t.app.store.quotaOverrides(userID: ada.id) == QuotaOverrides())
    }
  }
}

/// Two instances on one PostgreSQL database share the counters: a quota used on one is enforced on
/// the other, and an override set through one applies on the other within a second.
@Suite(.enabled(if: !PostgresTestCluster.skipped, "VISOR_TEST_POSTGRES=skip")) struct SharedQuotaTests {
  @Test func aQuotaUsedOnOneInstanceIsEnforcedOnTheOther() async throws {
    try await withSharedInstances(configure: {
      $0.requestsPerMinute = 4
      $0.analysesPerDay = 2
    }) { a, b, _ in
      QuotaTests.fixClock(a)
      QuotaTests.fixClock(b)
      let (ada, token) = try await a.user("ada")
      let (_, admin) = try await a.user("root", admin: true)
      let identify: [String: Any] = ["imageBase64": ""]
      // Two analyses on a (2 requests), then b has none left and one request.
      for _ in 0..<2 {
        #expect(
          try await a.request("POST", "/api/v1/cars/identify", token: token, json: identify).status != 429)
      }
      let refused = try await b.request("POST", "/api/v1/cars/identify", token: token, json: identify)
      #expect(refused.status == 429)
      #expect(refused.errorCode == "quota_exceeded")
      // That refusal was the third request; b's /me is the fourth and shows none left.
      let limits = try await QuotaTests.limits(b, token)
      #expect(limits.requestsPerMinute.remaining == 0)
      #expect(limits.analysesPerDay.remaining == 0)
      let over = try await a.request("GET", "/api/v1/me", token: token)
      #expect(over.status == 429)
      #expect(over.errorCode == "rate_limited")
      #expect(over.header("Retry-After") == "23")

      // An override set through a: a at once, b within a second (its cache of overrides).
      let patch = try await a.request(
        "PATCH", "/api/v1/admin/users/\(ada.id.uuidString.lowercased())", token: admin,
        json: ["requestsPerMinute": 10])
      #expect(patch.status == 200, "\(patch.text)")
      #expect(try await a.request("GET", "/api/v1/me", token: token).status == 200)
      try await Task.sleep(for: .milliseconds(1100))
      let onB = try await QuotaTests.limits(b, token)
      #expect(onB.requestsPerMinute.limit == 10)
      #expect(onB.requestsPerMinute.remaining == 4)  // 4 + a's /me + this one = 6 of 10
    }
  }
}

/// Issue 23's walk: `PATCH /api/v1/me` answered the profile without `limits`, so a client updating a
/// setting lost the counts it shows (the web app's Settings → Usage).
@Suite struct ProfilePatchLimitsTests {
  @Test func patchingTheProfileAnswersTheSameObjectAsGetWithItsLimits() async throws {
    try await withApp(configure: { $0.requestsPerMinute = 50 }) { t in
      // One instant for the whole test: a minute that ends between the PATCH being counted and its
      // limits being read would show all 50 left (seen once on a loaded machine).
      let now = Date()
      t.app.features.quotas.setClock { now }
      let (_, token) = try await t.user("ada")
      let patched = try await t.request("PATCH", "/api/v1/me", token: token, json: ["displayName": "Ada"])
      #expect(patched.status == 200, "\(patched.text)")
      let got = try await t.request("GET", "/api/v1/me", token: token)
      #expect(Set(patched.json.keys) == Set(got.json.keys), "\(patched.text) vs \(got.text)")
      let limits = try #require(patched.json["limits"] as? [String: Any], "\(patched.text)")
      let perMinute = try #require(limits["requestsPerMinute"] as? [String: Any])
      #expect(perMinute["limit"] as? Int == 50)
      #expect((perMinute["remaining"] as? Int).map { $0 < 50 } == true, "the PATCH itself counts")
    }
  }
}
