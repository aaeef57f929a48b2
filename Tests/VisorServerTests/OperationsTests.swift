import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer

@Suite struct OperationsTests {
  @Test func healthReadinessAndMetrics() async throws {
    try await withApp { t in
      #expect(try await t.request("GET", "/healthz").status == 200)
      let ready = try await t.request("GET", "/readyz")
      #expect(ready.status == 200)
      let readiness = try ready.decode(ReadinessResponse.self)
      #expect(readiness.components.contains { $0.name == "store" && $0.state == "ok" })
      _ = try await t.request("GET", "/api/v1/me")
      let metrics = try await t.request("GET", "/metrics")
      #expect(metrics.status == 200)
      #expect(metrics.text.contains("visor_http_requests_total"))
      #expect(metrics.text.contains("status=\"401\""))
    }
  }

  @Test func unknownRoutesAndWrongMethodsAnswerJSON() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("mia")
      let missing = try await t.request("GET", "/api/v1/nothing-here", token: token)
      #expect(missing.status == 404)
      #expect(missing.errorCode != nil)
      let wrong = try await t.request("PUT", "/api/v1/me", token: token, json: [:])
      #expect(wrong.status == 405)
      #expect(wrong.header("Allow")?.contains("GET") == true)
      #expect(wrong.header("Allow")?.contains("PATCH") == true)
    }
  }

  @Test(.live) func theWebAppIsServedAndTraversalIsRefused() async throws {
    try await withApp { t in
      let index = try await t.request("GET", "/")
      #expect(index.status == 200)
      #expect(index.header("Content-Type")?.hasPrefix("text/html") == true)
      let js = try await t.request("GET", "/app.js")
      #expect(js.header("Content-Type")?.contains("javascript") == true)
      let etag = try #require(js.header("ETag"))
      let cached = try await t.request("GET", "/app.js", headers: ["If-None-Match": etag])
      #expect(cached.status == 304)
      for path in ["/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd", "/%2e%2e%2f%2e%2e%2fetc%2fpasswd"]
      {
        let reply = try await t.request("GET", path)
        #expect(reply.status == 404, "\(path)")
        #expect(!reply.text.contains("root:"))
      }
    }
  }

  @Test func clientEventsAreValidatedAndCounted() async throws {
    try await withApp { t in
      let (user, token) = try await t.user("nora")
      let ok = try await t.request(
        "POST", "/api/v1/events", token: token,
        json: [
          "events": [["name": "shutter_tap", "properties": ["mode": "describe"]], ["name": "answer_played"]]
        ])
      #expect(ok.status == 202)
      #expect(try await t.app.store.eventCounts(userID: user.id)["shutter_tap"] == 1)
      let tooMany = try await t.request(
        "POST", "/api/v1/events", token: token, json: ["events": Array(repeating: ["name": "x"], count: 101)])
      #expect(tooMany.status == 400)
      let badName = try await t.request(
        "POST", "/api/v1/events", token: token, json: ["events": [["name": "Has Spaces"]]])
      #expect(badName.status == 400)
      #expect(badName.errorMessage?.contains("events[0].name") == true)
      let metrics = try await t.request("GET", "/metrics")
      #expect(metrics.text.contains("visor_client_events_total"))
    }
  }

  @Test func badJSONBodiesGetClearErrors() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("omar")
      let malformed = try await t.request(
        "PATCH", "/api/v1/me", token: token, body: Data("{\"displayName\":".utf8),
        contentType: "application/json")
      #expect(malformed.status == 400)
      let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
      let tooDeep = try await t.request(
        "PATCH", "/api/v1/me", token: token, body: Data(deep.utf8), contentType: "application/json")
      #expect(tooDeep.status == 400)
      let invalidUTF8 = try await t.request(
        "PATCH", "/api/v1/me", token: token, body: Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]),
        contentType: "application/json")
      #expect(invalidUTF8.status == 400)
      let wrongType = try await t.request(
        "PATCH", "/api/v1/me", token: token, body: Data("displayName=x".utf8), contentType: "text/plain")
      #expect(wrongType.status == 415)
      #expect(try await t.request("GET", "/healthz").status == 200)
    }
  }
}

@Suite struct IngestTests {
  static func jpeg(width: Int, height: Int) throws -> Data {
    // A real JPEG made by the same library the server uses would be circular; use the PNG → JPEG path instead.
    try PNGMaker.solid(width: width, height: height)
  }

  @Test func aPhotoComesBackUprightStrippedAndScaled() async throws {
    try await withApp(configure: { $0.imageMaxSide = 256 }) { t in
      let (_, token) = try await t.user("pia")
      let (body, type) = TestApp.multipart([
        ("image", "photo.png", "image/png", try Self.jpeg(width: 600, height: 300))
      ])
      let reply = try await t.request(
        "POST", "/api/v1/media/ingest", token: token, body: body, contentType: type)
      #expect(reply.status == 200)
      #expect(reply.header("Content-Type") == "image/jpeg")
      #expect(reply.header("X-Image-Width") == "256")
      #expect(reply.header("X-Image-Height") == "128")
      #expect(reply.body.starts(with: [0xFF, 0xD8]))
    }
  }

  @Test func nonImagesAndTruncatedImagesAre422() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("quinn")
      let text = TestApp.multipart([
        ("image", "notes.jpg", "image/jpeg", Data("just some text, not a photo".utf8))
      ])
      let r1 = try await t.request(
        "POST", "/api/v1/media/ingest", token: token, body: text.0, contentType: text.1)
      #expect(r1.status == 422)
      let png = try Self.jpeg(width: 300, height: 300)
      let truncated = TestApp.multipart([("image", "cut.png", "image/png", png.prefix(png.count / 2))])
      let r2 = try await t.request(
        "POST", "/api/v1/media/ingest", token: token, body: truncated.0, contentType: truncated.1)
      #expect(r2.status == 422)
      let missing = TestApp.multipart([("photo", "x.png", "image/png", png)])
      let r3 = try await t.request(
        "POST", "/api/v1/media/ingest", token: token, body: missing.0, contentType: missing.1)
      #expect(r3.status == 400)
      #expect(r3.errorMessage?.contains("image") == true)
    }
  }
}

/// Writes small valid PNGs (stored zlib blocks, no compression library needed).
enum PNGMaker {
  static func solid(width: Int, height: Int, rgb: (UInt8, UInt8, UInt8) = (200, 30, 30)) throws -> Data {
    var raw = Data()
    for _ in 0..<height {
      raw.append(0)
      for _ in 0..<width { raw.append(contentsOf: [rgb.0, rgb.1, rgb.2]) }
    }
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var ihdr = Data()
    ihdr.append(be32(UInt32(width)))
    ihdr.append(be32(UInt32(height)))
    ihdr.append(contentsOf: [8, 2, 0, 0, 0])
    png.append(chunk("IHDR", ihdr))
    png.append(chunk("IDAT", zlibStored(raw)))
    png.append(chunk("IEND", Data()))
    return png
  }

  static func be32(_ v: UInt32) -> Data {
    Data([UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)])
  }

  static func chunk(_ type: String, _ data: Data) -> Data {
    var out = be32(UInt32(data.count))
    let body = Data(type.utf8) + data
    out.append(body)
    out.append(be32(crc32(body)))
    return out
  }

  static func zlibStored(_ data: Data) -> Data {
    var out = Data([0x78, 0x01])
    var offset = 0
    let bytes = [UInt8](data)
    repeat {
      let n = min(65_535, bytes.count - offset)
      let last: UInt8 = offset + n >= bytes.count ? 1 : 0
      out.append(last)
      out.append(contentsOf: [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)])
      out.append(contentsOf: bytes[offset..<offset + n])
      offset += n
    } while offset < bytes.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    out.append(be32((b << 16) | a))
    return out
  }

  static func crc32(_ data: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
    }
    return ~crc
  }
}
