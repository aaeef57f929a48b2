import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorTestSupport

@testable import VisorServer

/// The remembered channel (`defaultMode` in `/api/v1/me`) and the channels answered by other
/// features' services: `mode=car` as `POST /api/v1/cars/identify`, `mode=cute` as the Cute-o-meter.
@Suite(.serialized)
struct ChannelServiceTests {
  @Test func theRememberedChannelIsStoredValidatedAndReset() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("ana")
      let me = try await t.request("GET", "/api/v1/me", token: token)
      #expect(try me.decode(UserResponse.self).defaultMode == "describe")

      let set = try await t.request("PATCH", "/api/v1/me", token: token, json: ["defaultMode": "text"])
      #expect(set.status == 200, "\(set.text)")
      #expect(try set.decode(UserResponse.self).defaultMode == "text")
      let again = try await t.request("GET", "/api/v1/me", token: token)
      #expect(try again.decode(UserResponse.self).defaultMode == "text")

      let bad = try await t.request("PATCH", "/api/v1/me", token: token, json: ["defaultMode": "poetry"])
      #expect(bad.status == 400)
      let error = bad.json["error"] as? [String: Any]
      #expect(error?["code"] as? String == "unknown_mode")
      let message = error?["message"] as? String ?? ""
      #expect(message.contains("\"defaultMode\""), "\(message)")
      for mode in AnalysisMode.allCases { #expect(message.contains(mode.rawValue), "\(message)") }
      let unchanged = try await t.request("GET", "/api/v1/me", token: token)
      #expect(try unchanged.decode(UserResponse.self).defaultMode == "text")

      let reset = try await t.request("PATCH", "/api/v1/me", token: token, json: ["defaultMode": NSNull()])
      #expect(try reset.decode(UserResponse.self).defaultMode == "describe")
    }
  }

  @Test(.enabled(if: Photos.canRunModelTests && LocalEngine.enabled))
  func theCarChannelIdentifiesAndSavesToTheGarageLikeIdentify() async throws {
    // The white pickup truck of darknet's dog.jpg, cropped as the camera would frame it.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-truck-\(UUID().uuidString).jpg")
    defer { try? FileManager.default.removeItem(at: file) }
    try ChannelTests.run(
      "/usr/bin/convert",
      [LocalEngine.dogPhoto.path, "-crop", "330x180+430+50", "+repage", "-quality", "92", file.path])
    let truck = try Data(contentsOf: file)
    try await withApp(configure: LocalEngine.configure) { t in
      let (_, token) = try await t.user("gus")
      let (body, type) = TestApp.multipart([
        ("image", "truck.jpg", "image/jpeg", truck), ("speak", nil, nil, Data("false".utf8)),
        ("mode", nil, nil, Data("car".utf8)),
      ])
      let reply = try await t.request(
        "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type)
      #expect(reply.status == 200, "\(reply.text)")
      let answer = try reply.decode(AnalyzeResponse.self)
      #expect(answer.mode == "car")
      #expect(answer.model == "local/imagenet")
      #expect(
        answer.message.contains("pickup truck; make and model need a vision model."), "\(answer.message)")
      #expect(answer.message.hasSuffix("Saved to your garage."))
      // In the garage, with the same title as the answer.
      let garage = try await t.request("GET", "/api/v1/cars", token: token)
      let cars = try #require(garage.json["items"] as? [[String: Any]])
      #expect(cars.count == 1)
      let title = try #require(cars.first?["title"] as? String)
      #expect(answer.message.hasPrefix(title), "\(title) / \(answer.message)")
      #expect(cars.first?["bodyType"] as? String == "pickup truck")
      // And in the history as a car analysis.
      let saved = try await t.request("GET", "/api/v1/analyses/\(answer.id)", token: token)
      #expect(try saved.decode(AnalysisResponse.self).mode == "car")
    }
  }

  @Test(.enabled(if: LocalEngine.enabled))
  func theCuteChannelRatesWithTheCuteClassifierAsTheCuteOMeterDoes() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      let (_, token) = try await t.user("ana")
      let photo = try Data(contentsOf: ChannelTests.fixtures.appendingPathComponent("chelsea.jpg"))
      let classify = try await t.upload(
        "/api/v1/classify", token: token, image: photo, fields: ["model": "cute"])
      #expect(classify.status == 200, "\(classify.text)")
      let predictions = try #require(classify.json["predictions"] as? [[String: Any]])
      let cute = try #require(
        predictions.first { $0["label"] as? String == "cute" }?["confidence"] as? Double)
      let (body, type) = TestApp.multipart([
        ("image", "cat.jpg", "image/jpeg", photo), ("speak", nil, nil, Data("false".utf8)),
        ("mode", nil, nil, Data("cute".utf8)),
      ])
      let reply = try await t.request(
        "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type)
      #expect(reply.status == 200, "\(reply.text)")
      let answer = try reply.decode(AnalyzeResponse.self)
      #expect(answer.mode == "cute")
      #expect(answer.model == "local/cute")
      #expect(
        answer.message.hasPrefix("\(Int((cute * 100).rounded()))% cute."), "\(answer.message) vs \(cute)")
    }
  }
}
