import Foundation
import Testing
import VisorHTTP

/// `HTTPResponse.json` writes the common shapes itself (decision 009); the bytes must be those of
/// `JSON.encoder` for every value.
@Suite struct FastJSONTests {
  struct Profile: Codable {
    var displayName: String?
    var accentColor: String
    var speakByDefault: Bool
    var voice: String?
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(displayName, forKey: .displayName)
      try container.encode(accentColor, forKey: .accentColor)
      try container.encode(speakByDefault, forKey: .speakByDefault)
      try container.encodeIfPresent(voice, forKey: .voice)
    }
  }
  struct User: Codable {
    var id: String
    var username: String
    var isAdmin: Bool
    var profile: Profile
    var tags: [String]
    var counts: [Int]
    var limits: [String: Int]
    var nested: [[String: [Int]]]
    var small: Int8
    var big: UInt64
    var negative: Int
  }
  struct WithDouble: Codable { var ms: Double }
  struct WithDate: Codable { var createdAt: Date }
  struct WithDigits: Codable {
    var a10: Int
    var a9: Int
  }
  struct WithSuper: Encodable {
    var x: Int
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(x, forKey: .x)
      _ = container.superEncoder()
    }
    enum CodingKeys: String, CodingKey { case x }
  }
  enum Shape: String, Codable { case round, square }

  static func same<T: Encodable>(_ value: T) throws -> Bool {
    let fast = try HTTPResponse.json(value)
    guard case .data(let data) = fast.body else { return false }
    let reference = try JSON.encoder.encode(value)
    if data != reference {
      print(String(decoding: data, as: UTF8.self), "!=", String(decoding: reference, as: UTF8.self))
    }
    return data == reference
  }

  @Test func everyShapeIsWrittenAsJSONEncoderWritesIt() throws {
    let control = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
    let user = User(
      id: "0b5e", username: "ada \"the\" \\ / lovelace \(control) \u{7f} é 😀 \u{2028}", isAdmin: true,
      profile: Profile(displayName: nil, accentColor: "#0a84ff", speakByDefault: false, voice: nil),
      tags: [], counts: [1, -2, Int.max, Int.min], limits: ["requestsPerMinute": 3, "Z": 1, "a": 2, "_b": 0],
      nested: [["xs": [1, 2]], [:]], small: -8, big: UInt64.max, negative: -1)
    #expect(try Self.same(user))
    #expect(try Self.same(["message": "hi"]))
    #expect(try Self.same(["b": "2", "a": "1"]))
    #expect(try Self.same(["k1": "digits in keys", "k10": "sorted by JSONEncoder's rules"]))
    #expect(try Self.same([String: String]()))
    #expect(try Self.same([Int]()))
    #expect(try Self.same("top-level string"))
    #expect(try Self.same(42))
    #expect(try Self.same(true))
    #expect(try Self.same(Optional<String>.none))
    #expect(try Self.same([Shape.round, .square]))
    #expect(try Self.same(WithDouble(ms: 12.5)))
    #expect(try Self.same([WithDouble(ms: 0.1), WithDouble(ms: 1e-7)]))
    #expect(try Self.same(WithDate(createdAt: Date(timeIntervalSince1970: 1_700_000_000.123))))
    #expect(try Self.same(WithDate(createdAt: Date(timeIntervalSince1970: 1_700_000_000.9996))))
    #expect(try Self.same([Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -1.5)]))
    #expect(try Self.same(WithDigits(a10: 1, a9: 2)))
    #expect(try Self.same(WithSuper(x: 1)))
    #expect(try Self.same(["data": Data([1, 2, 3])]))
    #expect(try Self.same(["url": URL(string: "https://example.com/a")!]))
    // Twice: the second time a type JSONEncoder handles goes there directly.
    #expect(try Self.same(WithDouble(ms: 3)))
  }
}
