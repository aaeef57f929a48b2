import Foundation
import Testing
import VisorCore
import VisorLocal
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

  /// Ana, taught to `user` from the two fixture photos.
  static func teachAna(_ harness: LiveHarness, to user: User) async throws {
    _ = try await harness.features.faces.teach(
      .face, name: "Ana",
      photos: [
        try Data(contentsOf: fixtures.appending(path: "ana-1.jpg")),
        try Data(contentsOf: fixtures.appending(path: "ana-2.jpg")),
      ], user: user)
  }

  @Test(.enabled(if: canRun, "needs the offline engine and the face models"), .timeLimit(.minutes(3)))
  func aTaughtFaceIsNamedInLivePeopleMode() async throws {
    let harness = try await LiveHarness { $0.localWorkers = true }
    defer { Task { await harness.stop() } }
    let ada = try await harness.user("ada")
    let bob = try await harness.user("bob")
    try await Self.teachAna(harness, to: ada)
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

  /// Live naming embeds the faces the scene engine's people detection already found in the frame
  /// instead of running the detectors a second time: the same sentences, one worker call less.
  /// Prints the naming step's and the whole named frame's time both ways (median of 5).
  @Test(.enabled(if: canRun, "needs the offline engine and the face models"), .timeLimit(.minutes(5)))
  func liveNamingUsesTheScenesPeopleDetection() async throws {
    let harness = try await LiveHarness { $0.localWorkers = true }
    defer { Task { await harness.stop() } }
    let ada = try await harness.user("ada")
    try await Self.teachAna(harness, to: ada)
    let analyzer = try #require(harness.live.sceneEngine)
    let faces = harness.features.faces
    let probe = try Data(contentsOf: Self.fixtures.appending(path: "ana-probe.jpg"))
    let mode = LiveMode(channel: .people, target: nil)
    let image = try DecodedImage(encoded: probe, channels: 3, maxSide: ChannelAnswer.maxSide(for: .people))
    let clock = ContinuousClock()
    var naming: [Bool: [Duration]] = [:]
    var frame: [Bool: [Duration]] = [:]
    for round in 0..<10 {
      let passed = round % 2 == 1
      let start = clock.now
      let facts = try await analyzer.analyze(image: image, parts: LiveFacts.parts(for: mode), live: true)
      let measured = clock.now
      let said = await faces.liveSentences(
        frame: probe, mode: .people, user: ada, detected: passed ? facts.peopleDetection : nil)
      let end = clock.now
      #expect(facts.peopleDetection != nil)
      #expect(said.contains("Ana is in the centre, near."), "\(passed): \(said)")
      naming[passed, default: []].append(end - measured)
      frame[passed, default: []].append(end - start)
    }
    func median(_ values: [Duration]?) -> Int {
      let sorted = (values ?? []).sorted()
      return sorted.isEmpty ? 0 : Int(sorted[sorted.count / 2] / .milliseconds(1))
    }
    print(
      "[faces-bench] live naming per frame (median of 5): naming step \(median(naming[false])) ms → "
        + "\(median(naming[true])) ms with the scene's detection; whole named frame "
        + "\(median(frame[false])) ms → \(median(frame[true])) ms")
    // A frame whose detection found no face is not sent to the face worker at all.
    var none = try #require(
      try await analyzer.analyze(image: image, parts: LiveFacts.parts(for: mode), live: true).peopleDetection)
    none.people = []
    none.faces = []
    #expect(await faces.liveSentences(frame: probe, mode: .people, user: ada, detected: none).isEmpty)
  }

  static let samples = URL(fileURLWithPath: "/usr/share/doc/opencv-doc/examples/data")
  static var canFind: Bool {
    canRun && FileManager.default.fileExists(atPath: samples.appending(path: "box_in_scene.png").path)
  }

  /// Issues 24 and 26: live find with a taught thing's name, and a taught person's — where it is on
  /// the clock, said once while it stays in view; "I don't see your box." when the search starts
  /// without it and when it goes; someone else's names are not theirs.
  @Test(
    .enabled(if: canFind, "needs the offline engine, the face models and opencv-doc"), .timeLimit(.minutes(4))
  )
  func findLooksForATaughtThingAndATaughtPerson() async throws {
    let harness = try await LiveHarness { $0.localWorkers = true }
    defer { Task { await harness.stop() } }
    let ada = try await harness.user("ada")
    let bob = try await harness.user("bob")
    _ = try await harness.features.faces.teach(
      .thing, name: "box", photos: [try Data(contentsOf: Self.samples.appending(path: "box.png"))], user: ada)
    try await Self.teachAna(harness, to: ada)
    let scene = try Data(contentsOf: Self.samples.appending(path: "box_in_scene.png"))
    let fruits = try Data(contentsOf: Self.samples.appending(path: "fruits.jpg"))
    let probe = try Data(contentsOf: Self.fixtures.appending(path: "ana-probe.jpg"))

    let session = try await harness.live.open(
      user: ada, credential: "t-ada", mode: "find", target: "BOX", language: nil)
    let events = EventReader(session)
    guard case .ready(_, let mode) = await events.next() else {
      Issue.record("no ready: \(events.seen)")
      return
    }
    #expect(mode == LiveMode(channel: .find, target: .thing("box")))
    var number = 0
    func send(_ frame: Data) async -> LiveEvent? {
      number += 1
      await session.receive(frame: frame)
      return await events.answer(to: number)
    }
    let missing = try #require(await send(fruits)?.said, "\(events.seen)")
    #expect(missing.new == ["I don't see your box."])
    #expect(missing.place == nil)
    #expect(await send(probe)?.quietReason == .nothing)  // still not there: not said again
    let found = try #require(await send(scene)?.said, "\(events.seen.suffix(2))")
    #expect(found.new.count == 1)
    #expect(found.text.hasPrefix("I see your box "), "\(found.text)")
    let place = try #require(found.place)
    #expect(
      found.text.contains(place.hour.map { "at \($0) o'clock" } ?? "in the centre"), "\(found.text) \(place)")
    #expect(await send(scene)?.quietReason == .unchanged)
    let gone = try #require(await send(fruits)?.said)
    #expect(gone.new == ["I don't see your box."])

    // The taught person, by name (any letter case), in the same session.
    await session.receive(text: #"{"type":"mode","mode":"find","target":"ana"}"#)
    guard case .ready(_, let person) = await events.next() else {
      Issue.record("no ready for Ana: \(events.seen)")
      return
    }
    #expect(person == LiveMode(channel: .find, target: .known("Ana")))
    // The newest frame (fruits) is looked at again for her.
    #expect(await events.answer(to: number)?.said?.new == ["I don't see Ana."])
    let ana = try #require(await send(probe)?.said, "\(events.seen.suffix(2))")
    // Her face is in the upper part of the probe photo: 12 o'clock.
    #expect(ana.new == ["I see Ana at 12 o'clock, near."], "\(ana.new)")
    #expect(ana.place == LivePlace(hour: 12, near: true))
    // A name nobody taught: an error, and the session goes on in its mode.
    await session.receive(text: #"{"type":"mode","mode":"find","target":"unicorn"}"#)
    #expect(await events.next()?.errorCode == "invalid_field")
    await session.close()

    // Bob taught neither: his session cannot look for Ada's box.
    do {
      _ = try await harness.live.open(
        user: bob, credential: "t-bob", mode: "find", target: "box", language: nil)
      Issue.record("bob opened a search for ada's box")
    } catch let error as VisorError {
      #expect(error.code == .invalidField, "\(error)")
    }
  }

  /// Issue 26's "a taught mug is found and a different mug is not", measured on what a package ships:
  /// a cube taught from three crops (ViSP's image data, Tests/Fixtures/things/README.md) is found in
  /// four held-out frames of it, and a different cube in four frames is never taken for it.
  @Test(.enabled(if: canRun, "needs the offline engine and the face worker"), .timeLimit(.minutes(4)))
  func aTaughtCubeIsFoundAndADifferentCubeIsNot() async throws {
    let harness = try await LiveHarness { $0.localWorkers = true }
    defer { Task { await harness.stop() } }
    let things = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "Fixtures/things")
    func photo(_ name: String) throws -> Data { try Data(contentsOf: things.appending(path: name)) }
    let ada = try await harness.user("ada")
    let cube = try await harness.features.faces.teach(
      .thing, name: "cube", photos: try (1...3).map { try photo("cube-taught-\($0).jpg") }, user: ada)
    for frame in ["cube-0020.jpg", "cube-0060.jpg", "cube-0140.jpg", "cube-0180.jpg"] {
      let said = try await harness.features.faces.find(cube, photo: try photo(frame))
      #expect(said.hasPrefix("I see your cube at "), "\(frame): \(said)")
    }
    for frame in ["other-cube-0000.jpg", "other-cube-0030.jpg", "other-cube-0050.jpg", "other-cube-0070.jpg"]
    {
      let said = try await harness.features.faces.find(cube, photo: try photo(frame))
      #expect(said == "I don't see your cube.", "\(frame): \(said)")
    }
  }
}
