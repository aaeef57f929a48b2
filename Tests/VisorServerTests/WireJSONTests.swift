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
}
