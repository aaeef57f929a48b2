import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer
import VisorTestSupport

@Suite struct OperationsTests {
  @Test func healthReadinessAndMetrics() async throws {
    try await withApp { t in
      #expect(try await t.request("GET", "/healthz").status == 200)
      let ready = try await t.request("GET", "/readyz")
      #expect(ready.status == 200)
      let readiness = try ready.decode(ReadinessResponse.self)
      #expect(readiness.components.contains { $0.name == "store" && $0.state == "ok" })
      #expect(readiness.components.contains { $0.name == "photos" && $0.state == "ok" })
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
