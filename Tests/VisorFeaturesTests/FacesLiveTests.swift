import Foundation
import Testing
import VisorCore
import VisorStore

@testable import VisorFeatures

/// Live people mode names a face the user taught where it is (decision 038), and not for another user.
@Suite struct FacesLiveTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appending(path: "Fixtures/faces")
  static var canRun: Bool {
    LiveHarness.canRun
      && FileManager.default.fileExists(
        atPath: NSHomeDirectory() + "/.cache/visor/models/faces/shape_predictor_5_face_landmarks.dat")
  }

  @Test(.enabled(if: canRun, "needs the offline engine and the face models"), .timeLimit(.minutes(3)))
  func aTaughtFaceIsNamedInLivePeopleMode() async throws {
    let harness = try await LiveHarness { $0.localWorkers = true }
    defer { Task { await harness.stop() } }
    let ada = try await harness.user("ada")
    let bob = try await harness.user("bob")
    _ = try await harness.features.faces.teach(
      .face, name: "Ana",
      photos: [
        try Data(contentsOf: Self.fixtures.appending(path: "ana-1.jpg")),
        try Data(contentsOf: Self.fixtures.appending(path: "ana-2.jpg")),
      ], user: ada)
    let probe = try Data(contentsOf: Self.fixtures.appending(path: "ana-probe.jpg"))

    for (user, named) in [(ada, true), (bob, false)] {
      let session = try await harness.live.open(
        user: user, credential: "t-\(user.username)", mode: "people", target: nil, language: nil)
      let events = EventReader(session)
      _ = await events.next()  // ready
      await session.receive(frame: probe)
      let said = try #require(await events.answer(to: 1)?.said, "\(events.seen)")
      #expect(said.new.contains("Ana is in the centre, near.") == named, "\(said.new)")
      await session.close()
    }
  }
}
