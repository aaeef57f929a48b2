import Foundation
import Testing
import VisorAPI
import VisorHTTP

/// Routes answer with `HTTPResponse.json`, which writes common shapes itself (decision 009); for the
/// wire types the bytes must be exactly those of `JSON.encoder`.
@Suite struct WireJSONTests {
  static func bytes<T: Encodable>(_ value: T) throws -> (Data, Data) {
    let response = try HTTPResponse.json(value)
    guard case .data(let fast) = response.body else { return (Data(), Data()) }
    return (fast, try JSON.encoder.encode(value))
  }

  @Test func wireTypesAreWrittenAsJSONEncoderWritesThem() throws {
    let created = Date(timeIntervalSince1970: 1_750_000_000.042)
    let user = UserResponse(
      id: "2f0c4a3e-1d2b-4c5d-8e9f-0a1b2c3d4e5f", username: "ada", isAdmin: false, displayName: nil,
      accentColor: "#0a84ff", voice: "en_US-joe", speakByDefault: true, createdAt: created)
    let named = UserResponse(
      id: "x", username: "grace", isAdmin: true, displayName: "Grace \"Amazing\" Hopper / ✓",
      accentColor: "#fff",
      voice: nil, speakByDefault: false, createdAt: created)
    let tokens = ListResponse(
      items: [
        TokenResponse(id: "t1", name: "phone", prefix: "vsr_abc", createdAt: created, lastUsedAt: nil),
        TokenResponse(id: "t2", name: "cli", prefix: "vsr_def", createdAt: created, lastUsedAt: created),
      ], nextCursor: nil)
    let values: [any Encodable] = [
      user, named, tokens, ListResponse<TokenResponse>(items: [], nextCursor: "abc"),
      TokenCreatedResponse(id: "t", name: "n", prefix: "p", createdAt: created, token: "vsr_secret"),
      JSONValue.object(["a": .number(1.5), "b": .array([.null, .bool(true), .string("s")])]),
    ]
    for value in values {
      let (fast, reference) = try Self.bytes(value)
      #expect(
        String(decoding: fast, as: UTF8.self) == String(decoding: reference, as: UTF8.self),
        "\(type(of: value))")
    }
  }

  /// The answers that write their own JSON (`DirectJSONEncodable`): every field set and unset, awkward
  /// strings, so a field added to the type but not to its writer shows here as a missing key.
  @Test func answersThatWriteTheirOwnJSONMatchJSONEncoder() throws {
    let created = Date(timeIntervalSince1970: 1_750_000_000.042)
    let resets = Date(timeIntervalSince1970: 1_764_633_600)
    let awkward = ["", "ada", "Grace \"Amazing\" Hopper / ✓", "back\\slash", "tab\tnew\nline\u{1}", "😀 café"]
    let limits = [
      UsageLimits(
        requestsPerMinute: UsageLimit(limit: nil, remaining: nil, resetsAt: nil),
        analysesPerDay: UsageLimit(limit: nil, remaining: nil, resetsAt: nil)),
      UsageLimits(
        requestsPerMinute: UsageLimit(limit: 60, remaining: 0, resetsAt: created),
        analysesPerDay: UsageLimit(limit: 50, remaining: -1, resetsAt: resets)),
    ]
    var checked = 0
    for (index, text) in awkward.enumerated() {
      let user = UserResponse(
        id: "2f0c4a3e-1d2b-4c5d-8e9f-0a1b2c3d4e5f", username: text, isAdmin: index % 2 == 0,
        displayName: index % 3 == 0 ? nil : text, accentColor: text, voice: index % 2 == 0 ? text : nil,
        speakByDefault: index % 2 == 1, createdAt: created.addingTimeInterval(Double(index) * 0.001),
        hasPassword: index % 3 == 1, defaultMode: text, limits: index % 3 == 2 ? nil : limits[index % 2])
      for session in [SessionStatusResponse(signedIn: true, user: user), .init(signedIn: false, user: nil)] {
        guard case .data(let direct) = try HTTPResponse.json(session).body else {
          Issue.record("no body")
          continue
        }
        #expect(
          String(decoding: direct, as: UTF8.self)
            == String(decoding: try JSON.encoder.encode(session), as: UTF8.self))
        checked += 1
      }
      guard case .data(let direct) = try HTTPResponse.json(user).body else { continue }
      #expect(
        String(decoding: direct, as: UTF8.self)
          == String(decoding: try JSON.encoder.encode(user), as: UTF8.self))
      checked += 1
    }
    #expect(checked == awkward.count * 3)
  }
}
