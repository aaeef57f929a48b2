import Foundation
import Testing
import VisorCore
import VisorHTTP

/// Ids and dates are written by hand on the hot path (`UUID.wire`, `JSON.dateString`); their text
/// must be exactly Foundation's, which they replace.
@Suite struct WireFormatTests {
  @Test func idsAreFoundationsLowercased() {
    var generator = SystemRandomNumberGenerator()
    var ids = [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))]
    ids.append(UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255)))
    for _ in 0..<2000 { ids.append(UUID()) }
    for _ in 0..<10 {
      var bytes = [UInt8](repeating: 0, count: 16)
      for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255, using: &generator) }
      ids.append(bytes.withUnsafeBytes { UUID(uuid: $0.load(as: uuid_t.self)) })
    }
    for id in ids { #expect(id.wire == id.uuidString.lowercased()) }
  }

  @Test func datesAreFoundationsISO8601WithMilliseconds() {
    let foundation = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    var instants: [Double] = [
      // 951_782_400 is 2000-02-29.
      0, 0.0004, 0.0009999, 0.001, 0.1235, 0.9996, 0.9999999, 1.0005, 59.999, 86_399.999, 951_782_400,
      1_796_427_590.8039, 1_796_427_590.9999, 4_107_542_399.999,  // 2100-02-28 23:59:59
      253_402_300_799.999, 253_402_300_799, -0.0004, -1.5, -62_135_596_800, 253_402_300_800.5,
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5000 { instants.append(Double.random(in: 0..<253_402_300_800, using: &generator)) }
    for _ in 0..<1000 { instants.append(Double.random(in: 1.6e9..<2.0e9, using: &generator)) }
    for instant in instants {
      let date = Date(timeIntervalSince1970: instant)
      #expect(JSON.dateString(date) == date.formatted(foundation), "at \(instant)")
    }
  }

  @Test func encoderWritesTheSameDates() throws {
    struct Stamped: Codable { var at: Date }
    let date = Date(timeIntervalSince1970: 1_796_427_590.8039)
    let text = String(decoding: try JSON.encoder.encode(Stamped(at: date)), as: UTF8.self)
    #expect(text == #"{"at":"2026-12-04T23:39:50.803Z"}"#)
  }
}
