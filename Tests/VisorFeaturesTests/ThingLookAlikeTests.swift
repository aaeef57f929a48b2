import Foundation
import Testing
import VisorCore
import VisorStore

@testable import VisorFeatures

/// Find My Things and look-alikes (decision 056): no package ships two similar things in one
/// setting, so the closest set is four face masks of one shape in four colours, each alone on a
/// plain background (PyPI insightface, Tests/Fixtures/people-heldout). Taught from the blue one, a
/// white or green mask is still "found": the EfficientNet-Lite0 features barely see colour (best crop
/// 0.68 and 0.74 against the 0.52 threshold). Recorded as a known issue so that a fix shows up.
@Suite struct ThingLookAlikeTests {
  static let photos = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "Fixtures/people-heldout/photos")

  @Test(
    .enabled(if: FacesLiveTests.canRun, "needs the offline engine and the face worker"),
    .timeLimit(.minutes(3)))
  func aLookAlikeOfAnotherColourIsNotYourThing() async throws {
    let harness = try await LiveHarness { $0.localWorkers = true }
    defer { Task { await harness.stop() } }
    let ada = try await harness.user("ada")
    let blue = try Data(contentsOf: Self.photos.appending(path: "mask-blue.jpg"))
    _ = try await harness.features.faces.teach(.thing, name: "mask", photos: [blue], user: ada)
    let mask = try await harness.features.faces.thing(named: "mask", user: ada)
    #expect(try await harness.features.faces.find(mask, photo: blue).hasPrefix("I see your mask"))
    #expect(
      try await harness.features.faces.find(
        mask, photo: try Data(contentsOf: Self.photos.appending(path: "quokka.jpg")))
        == "I don't see your mask.")
    for other in ["mask-white.jpg", "mask-green.jpg"] {
      let said = try await harness.features.faces.find(
        mask, photo: try Data(contentsOf: Self.photos.appending(path: other)))
      withKnownIssue("a mask of the same shape in another colour passes the 0.52 threshold (decision 056)") {
        #expect(said == "I don't see your mask.", "\(other): \(said)")
      }
    }
  }
}
