import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures

/// Your things (issue 26 item 3, decision 038): a thing taught from a photo is found with
/// `mode=find&target=NAME` and placed on the clock; a photo without it says so. The photos are
/// OpenCV's samples (Debian opencv-doc): its box alone (box.png) and among other things
/// (box_in_scene.png).
@Suite(.enabled(if: FaceFixtures.enabled && LocalEngine.enabled, "needs the face worker and the classifier"))
struct ThingsTests {
  static let samples = URL(fileURLWithPath: "/usr/share/doc/opencv-doc/examples/data")
  static func sample(_ name: String) throws -> Data { try Data(contentsOf: samples.appending(path: name)) }

  static func find(_ t: TestApp, token: String, target: String, photo: Data) async throws -> TestApp.Reply {
    let (body, type) = TestApp.multipart([
      ("image", "p.jpg", "image/jpeg", photo), ("speak", nil, nil, Data("false".utf8)),
    ])
    return try await t.request(
      "POST", "/api/v1/vision/analyze?mode=find&target=\(target)", token: token, body: body, contentType: type
    )
  }

  @Test func aTaughtThingIsFoundOnTheClockAndNotWhereItIsNot() async throws {
    try await withApp(configure: {
      FaceFixtures.configure(&$0); LocalEngine.configure(&$0)
    }) { t in
      let (_, token) = try await t.user("ada")
      let (_, other) = try await t.user("bob")
      let taught = try await FaceFixtures.teach(
        t, token: token, name: "box", photos: [try Self.sample("box.png")], path: "/api/v1/things")
      #expect(taught.status == 201, "\(taught.text)")
      #expect(try taught.decode(KnownResponse.self).photos.count == 1)

      let found = try await Self.find(
        t, token: token, target: "box", photo: try Self.sample("box_in_scene.png"))
      #expect(found.status == 200, "\(found.text)")
      let message = try found.decode(AnalyzeResponse.self).message
      #expect(message.hasPrefix("I see your box at "), "\(message)")
      #expect(message.contains("o'clock"), "\(message)")

      let elsewhere = try await Self.find(
        t, token: token, target: "BOX", photo: try Self.sample("fruits.jpg"))
      #expect(try elsewhere.decode(AnalyzeResponse.self).message == "I don't see your box.")

      // Another user never taught it; an unknown name is a 404 that says how to teach one.
      let notTheirs = try await Self.find(
        t, token: other, target: "box", photo: try Self.sample("box_in_scene.png"))
      #expect(notTheirs.status == 404)
      #expect(notTheirs.text.contains("Settings → Things"), "\(notTheirs.text)")
      #expect(
        try await Self.find(t, token: token, target: "", photo: try Self.sample("box.png")).status == 400)
    }
  }
}
