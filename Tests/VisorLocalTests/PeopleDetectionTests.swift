import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// The people calibration set (`Tests/Fixtures/people/truth.json`) and one perception worker running
/// the repository's committed models (scripts/models/people/) in the setup venv.
enum PeopleFixtures {
  static var models: LocalPerceptionModels {
    LocalPerceptionModels(
      directory: SpeechTestEnvironment.repositoryRoot.appending(path: "scripts/models/people"))
  }
  static var workerScript: URL {
    SpeechTestEnvironment.repositoryRoot.appending(path: "workers/perception_worker.py")
  }
  static var installed: Bool { SpeechTestEnvironment.venvReady && models.isInstalled && HonestySet.installed }
  static var canRun: Bool { SceneFixtures.requireModels || installed }

  static func require() throws {
    try #require(
      installed, "the venv, the people models or the photos are missing: run scripts/setup.sh --test")
  }

  static let worker = WorkerProcess(
    configuration: models.workerConfiguration(
      pythonPath: SpeechTestEnvironment.venvPython, workerScript: workerScript),
    logger: Logger.silent)
  static var detector: LocalPeopleDetector { LocalPeopleDetector(worker: worker, models: models) }

  struct Truth: Decodable {
    var withPeople: [Photo]
    var withoutPeople: [Photo]
  }

  struct Photo: Decodable {
    var id: String
    var photo: String
    var tall: Int
    var total: Int?
    /// `nil` when absent means `total`; present and `null` means no bound (a crowd).
    var atMost: Int??
    var sides: [String]?
    var facing: [String?]?
    var occluded: Bool?
    /// Faces turned towards the camera, clear enough to recognise (decision 056); `nil` = none.
    var faces: Int?
    var what: String

    var bound: Int? {
      switch atMost {
      case .some(let value): value
      case .none: total
      }
    }

    var url: URL {
      let fixtures = SpeechTestEnvironment.repositoryRoot.appending(path: "Tests/Fixtures")
      let prefixes: [(String, URL)] = [
        ("opencv-doc:", URL(fileURLWithPath: "/usr/share/doc/opencv-doc")),
        ("darknet:", URL(fileURLWithPath: "/usr/share/darknet/data")),
        ("skimage:", SpeechTestEnvironment.cacheDirectory.appending(path: "photos/skimage")),
        ("scene:", fixtures.appending(path: "scene")),
        ("bank:", fixtures.appending(path: "questions/photos")),
        ("people:", fixtures.appending(path: "people/photos")),
        ("heldout:", fixtures.appending(path: "people-heldout/photos")),
      ]
      for (prefix, base) in prefixes where photo.hasPrefix(prefix) {
        return base.appending(path: String(photo.dropFirst(prefix.count)))
      }
      return URL(fileURLWithPath: photo)
    }

    func data() throws -> Data { try SceneFixtures.photo(url) }
  }

  static func truth(_ set: String = "people") throws -> Truth {
    let url = SpeechTestEnvironment.repositoryRoot.appending(path: "Tests/Fixtures/\(set)/truth.json")
    return try JSONDecoder().decode(Truth.self, from: Data(contentsOf: url))
  }

  /// The held-out set (`Tests/Fixtures/people-heldout`): photos no threshold was set on.
  static func heldOut() throws -> Truth { try truth("people-heldout") }
}

/// Counts over the calibration set: recall on people taller than a fifth of the frame, and whether
/// a photo got more people than it holds.
struct PeopleScore {
  var tallFound = 0
  var tall = 0
  var claimed = 0
  var excess = 0
  var inventedOn: [String] = []
  var missedOn: [String] = []

  mutating func add(_ photo: PeopleFixtures.Photo, claimedTall: Int, claimed count: Int) {
    claimed += count
    if photo.tall > 0 {
      tall += photo.tall
      tallFound += min(claimedTall, photo.tall)
      if claimedTall < photo.tall { missedOn.append("\(photo.id) \(claimedTall)/\(photo.tall)") }
    }
    if let bound = photo.bound, count > bound {
      excess += count - bound
      inventedOn.append("\(photo.id) \(count) > \(bound)")
    }
  }

  var recall: Double { tall == 0 ? 1 : Double(tallFound) / Double(tall) }
  var precision: Double { claimed == 0 ? 1 : 1 - Double(excess) / Double(claimed) }
  var summary: String {
    String(format: "recall %.2f (%d/%d), precision %.2f", recall, tallFound, tall, precision)
  }
}

@Suite(.enabled(if: PeopleFixtures.canRun), .serialized)
struct PeopleDetectionTests {
  /// Issue 26 item 1: recall ≥ 0.9 on people taller than a fifth of the frame (people hidden behind
  /// what they hold excepted, and reported), nobody claimed on a photo without people, and never
  /// more people than a photo holds. Prints per-detector figures (`scripts/bench-people.sh`).
  @Test func calibrationSetRecallAndNoInventedPeople() async throws {
    try PeopleFixtures.require()
    let truth = try PeopleFixtures.truth()
    #expect(truth.withPeople.count >= 20 && truth.withoutPeople.count >= 50)
    var combined = PeopleScore()
    var visible = PeopleScore()
    var ssd = PeopleScore()
    var pose = PeopleScore()
    var face = PeopleScore()
    var hog = PeopleScore()
    var invented: [String] = []
    var milliseconds: [Double] = []
    var hogMilliseconds: [Double] = []
    var perDetector: [String: [Double]] = [:]
    let clock = ContinuousClock()
    for photo in truth.withPeople + truth.withoutPeople {
      let image = try DecodedImage(encoded: try photo.data(), channels: 3)
      let start = clock.now
      let found = try await PeopleFixtures.detector.detect(image: image)
      milliseconds.append(Self.ms(clock.now - start))
      for (detector, ms) in found.milliseconds { perDetector[detector, default: []].append(ms) }
      let fifth = Double(image.height) / 5
      let people = found.people
      let tallPeople = people.filter { Double($0.box.height) >= fifth * 0.75 }.count
      combined.add(photo, claimedTall: tallPeople, claimed: people.count)
      if photo.occluded != true { visible.add(photo, claimedTall: tallPeople, claimed: people.count) }
      if photo.tall == 0 && photo.total == 0 && !people.isEmpty {
        invented.append("\(photo.id): \(people.count) (\(people.map { String(format: "%.2f", $0.score) }))")
      }
      // Each detector alone, at the score the rule trusts it with.
      let bodies = found.candidates.bodies.filter { $0.score >= PeopleRule.bodyAlone }
      ssd.add(
        photo, claimedTall: bodies.filter { Double($0.box.height) >= fifth * 0.75 }.count,
        claimed: bodies.count)
      let poses = found.candidates.poses.filter { $0.score >= PeopleRule.poseConfirms }.count
      pose.add(photo, claimedTall: poses, claimed: poses)
      let faces = found.candidates.faces.filter { $0.score >= PeopleRule.faceConfirms }.count
      face.add(photo, claimedTall: faces, claimed: faces)
      // The engine before issue 26: HOG bodies and Haar faces with the skin rule.
      let hogStart = clock.now
      let old = try SceneFixtures.analyzer.detectPeople(image, profiles: true)?.people ?? []
      hogMilliseconds.append(Self.ms(clock.now - hogStart))
      hog.add(photo, claimedTall: old.filter { $0.height >= 0.15 }.count, claimed: old.count)
    }
    let median = milliseconds.sorted()[milliseconds.count / 2]
    let hogMedian = hogMilliseconds.sorted()[hogMilliseconds.count / 2]
    print(
      "[people-bench] photos: \(truth.withPeople.count) with people, \(truth.withoutPeople.count) without")
    print(
      "[people-bench] combined (decision 037): \(combined.summary); visible people only: \(visible.summary)")
    print("[people-bench] SSDLite alone ≥ \(PeopleRule.bodyAlone): \(ssd.summary)")
    print("[people-bench] pose detector alone ≥ \(PeopleRule.poseConfirms): \(pose.summary)")
    print("[people-bench] face detector alone ≥ \(PeopleRule.faceConfirms): \(face.summary)")
    print("[people-bench] HOG + Haar (before): \(hog.summary)")
    print(
      String(
        format: "[people-bench] ms/photo (median, worker round trip): %.0f; HOG + Haar %.0f", median,
        hogMedian))
    let inWorker = perDetector.keys.sorted().map { key in
      String(format: "%@ %.0f", key, perDetector[key]!.sorted()[perDetector[key]!.count / 2])
    }
    print("[people-bench] ms/photo in the worker (median): \(inWorker.joined(separator: ", "))")
    print("[people-bench] missed: \(combined.missedOn.joined(separator: ", "))")
    #expect(
      visible.recall >= 0.9, "recall on visible tall people \(visible.summary); missed \(visible.missedOn)")
    #expect(invented.isEmpty, "people claimed on photos without people: \(invented)")
    #expect(combined.inventedOn.isEmpty, "more people than the photo holds: \(combined.inventedOn)")
  }

  /// Issue 26's "done when": people counted on photos the project never calibrated on
  /// (Tests/Fixtures/people-heldout, decision 056). Nobody is claimed on a photo without people and
  /// no photo gets more people than it holds; recall on people taller than a fifth of the frame is
  /// printed against the issue's target of 0.9 and must not fall below what decision 056 reports.
  @Test func heldOutPhotosAreCountedWithoutInventingAnyone() async throws {
    try PeopleFixtures.require()
    let truth = try PeopleFixtures.heldOut()
    #expect(truth.withPeople.count >= 15 && truth.withoutPeople.count >= 10)
    var score = PeopleScore()
    var visible = PeopleScore()
    var invented: [String] = []
    for photo in truth.withPeople + truth.withoutPeople {
      let image = try DecodedImage(encoded: try photo.data(), channels: 3)
      let people = try await PeopleFixtures.detector.detect(image: image).people
      let fifth = Double(image.height) / 5
      let tallPeople = people.filter { Double($0.box.height) >= fifth * 0.75 }.count
      score.add(photo, claimedTall: tallPeople, claimed: people.count)
      if photo.occluded != true { visible.add(photo, claimedTall: tallPeople, claimed: people.count) }
      if photo.total == 0 && !people.isEmpty {
        invented.append("\(photo.id): \(people.count) (\(people.map { String(format: "%.2f", $0.score) }))")
      }
    }
    print(
      "[people-bench] held-out set (\(truth.withPeople.count) with people, \(truth.withoutPeople.count) "
        + "without): \(score.summary); visible people only: \(visible.summary); target recall 0.9 on "
        + "tall people, 0 on photos without people")
    print("[people-bench] held-out missed: \(score.missedOn.joined(separator: ", "))")
    #expect(invented.isEmpty, "people claimed on held-out photos without people: \(invented)")
    #expect(score.inventedOn.isEmpty, "more people than the photo holds: \(score.inventedOn)")
    #expect(score.recall >= Self.heldOutRecallFloor, "held-out \(score.summary); missed \(score.missedOn)")
  }

  /// The held-out recall as a floor: a change that loses people there fails. Measured: 0.85 (29/34,
  /// decision 056), then 0.91 (31/34) with a sure pose a person of its own and any body box a face
  /// or pose confirms (decision 059) — the issue's target of 0.9.
  static let heldOutRecallFloor = 0.9

  /// Sides and facing where the truth gives them: a person is said on the side they are on, and a
  /// facing that is said is the right one.
  @Test func sidesAndFacingMatchTheTruth() async throws {
    try PeopleFixtures.require()
    var checkedSides = 0
    var rightFacing = 0
    for photo in try PeopleFixtures.truth().withPeople {
      let found = try await PeopleFixtures.detector.detect(jpeg: try photo.data())
      if let sides = photo.sides, found.people.count == sides.count {
        #expect(found.people.map(\.position.rawValue) == sides, "\(photo.id)")
        checkedSides += 1
      }
      if let facing = photo.facing, found.people.count == facing.count {
        for (person, truth) in zip(found.people, facing) {
          guard let truth, let said = person.facing else { continue }
          #expect(said.rawValue == truth, "\(photo.id): said \(said), truth \(truth)")
          if said.rawValue == truth { rightFacing += 1 }
        }
      }
    }
    // street-sign's man cut off at the left edge is not found, so its sides are not compared.
    #expect(checkedSides >= 5)
    #expect(rightFacing >= 8)
  }

  /// The interface the faces feature uses: boxes and the six keypoints are in the pixels of the image
  /// passed, also when it is larger than what the worker is sent.
  @Test func facesComeWithKeypointsInTheImagesPixels() async throws {
    try PeopleFixtures.require()
    let photo = try PeopleFixtures.truth().withPeople.first { $0.id == "two-side-by-side" }!
    let image = try DecodedImage(encoded: try photo.data(), channels: 3)
    #expect(image.width > LocalPeopleDetector.sendSide)
    let found = try await PeopleFixtures.detector.detect(image: image)
    #expect(found.width == image.width && found.height == image.height)
    #expect(found.people.count == 2)
    let astronaut = try #require(found.people.first)
    let face = try #require(astronaut.face, "the astronaut's face")
    #expect(face.keypoints.count == 6)
    #expect(astronaut.facing == .towards)
    for point in face.keypoints {
      #expect(point.x >= Double(face.box.x) - 2 && point.x <= Double(face.box.x + face.box.width) + 2)
      #expect(point.y >= Double(face.box.y) - 2 && point.y <= Double(face.box.y + face.box.height) + 2)
    }
    // Her face is in the left half of the 1024-px-wide picture, in its upper half.
    #expect(face.box.centreX < Double(image.width) / 2 && face.box.centreY < Double(image.height) / 2)
    #expect(found.faces.contains(face))
  }

  /// Bad pixels are a clear error from the worker, not a crash.
  @Test func theWorkerRefusesPixelsThatDoNotMatchTheirSize() async throws {
    try PeopleFixtures.require()
    await #expect(throws: VisorError.self) {
      _ = try await PeopleFixtures.worker.call(
        "detect_people", LocalPeopleDetector.Params(width: 10, height: 10, pixels: Data(count: 12)),
        as: LocalPeopleDetector.Raw.self)
    }
    do {
      _ = try await PeopleFixtures.worker.call(
        "detect_people", LocalPeopleDetector.Params(width: 10, height: 10, pixels: Data(count: 12)),
        as: LocalPeopleDetector.Raw.self)
    } catch let error as VisorError {
      #expect(error.message.contains("not 10×10×3 RGB"), "\(error.message)")
    }
  }

  /// The scene engine says the people the detectors found, where they are and which way they face,
  /// from the message catalogue — and the man the old engine missed is there.
  @Test func theSceneEngineSaysHowManyWhereAndFacing() async throws {
    try PeopleFixtures.require()
    let analyzer = SceneAnalyzer(
      classifier: SceneFixtures.classifier, cascadeDirectory: SceneAnalyzer.debianCascades,
      textReader: TextReader(), peopleDetector: PeopleFixtures.detector)
    let truth = try PeopleFixtures.truth()
    let two = try #require(truth.withPeople.first { $0.id == "basketball-1" })
    let facts = try await analyzer.analyze(jpeg: try two.data(), parts: ChannelAnswer.parts(for: .people))
    let said = ChannelAnswer.sentences(for: .people, facts: facts).joined(separator: " ")
    #expect(said.contains("I can see 2 people"), "\(said)")
    #expect(said.contains("one on the left, near, facing you"), "\(said)")
    #expect(said.contains("one on the right, near, turned away"), "\(said)")
    let cameraman = try #require(truth.withPeople.first { $0.id == "cameraman" })
    let question = SceneQuestion("How many people are there?")
    let counted = try await analyzer.analyze(
      jpeg: try cameraman.data(), parts: QuestionAnswer.parts(for: question))
    let reply = QuestionAnswer.reply(question, facts: counted)
    #expect(reply.verdict == .count(1), "\(reply.sentences)")
    for id in ["orange", "robot", "pekingese"] {
      let photo = try #require(truth.withoutPeople.first { $0.id == id })
      let none = try await analyzer.analyze(
        jpeg: try photo.data(), parts: QuestionAnswer.parts(for: question))
      #expect(QuestionAnswer.reply(question, facts: none).verdict == .notSeen, "\(id)")
    }
  }

  /// Issue 26: on the calibration photos, a provider giving the true number of people is never
  /// contradicted (the local count is a lower bound where the detectors may miss people), while one
  /// giving fewer than the detectors saw always is, and so is one claiming one more than an exact count.
  @Test func crowdsAreNeverContradictedWrongly() async throws {
    try PeopleFixtures.require()
    let analyzer = SceneAnalyzer(
      classifier: SceneFixtures.classifier, cascadeDirectory: SceneAnalyzer.debianCascades,
      textReader: TextReader(), peopleDetector: PeopleFixtures.detector)
    var checked = 0
    var undercounted: [String] = []
    var wronglyFlaggedBefore = 0
    var exact = 0
    for photo in try PeopleFixtures.truth().withPeople {
      guard let total = photo.total, total > 0 else { continue }
      let facts = try await analyzer.analyze(jpeg: try photo.data(), parts: [.faces, .people])
      let seen = facts.people.count
      guard seen > 0 else { continue }
      checked += 1
      #expect(seen <= (photo.bound ?? total), "\(photo.id): \(seen) seen of \(total)")
      if seen < total { undercounted.append("\(photo.id) \(seen)/\(total)") }
      if seen != total { wronglyFlaggedBefore += 1 }
      func check(_ n: Int) -> AnswerCheck? {
        AnswerComparison.compare(
          facts: facts, answer: "There \(n == 1 ? "is 1 person" : "are \(n) people") here.", mode: .people
        ).first
      }
      #expect(
        check(total)?.agrees == true, "\(photo.id): the truth (\(total)) was contradicted by \(seen) seen")
      if seen >= 2 {
        #expect(check(seen - 1)?.agrees == false, "\(photo.id): fewer than seen was not flagged")
      }
      if !AnswerComparison.mayMissPeople(facts.people) {
        exact += 1
        #expect(check(seen + 1)?.agrees == false, "\(photo.id): one more than an exact count was not flagged")
      }
    }
    print(
      "[people] cross-checks on \(checked) calibration photos with people seen: the true count was flagged "
        + "on \(wronglyFlaggedBefore) with the exact rule, 0 now; undercounted: \(undercounted); exact counts: \(exact)"
    )
    #expect(checked >= 15)
  }

  static func ms(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }
}

/// Issue 26 item 6: how many, where and which way, in describe, the people channel and questions —
/// one wording from the message catalogue (no models).
struct PeoplePhrasingTests {
  static func person(
    _ position: PersonSighting.Position, _ distance: PersonSighting.Distance, _ facing: PersonSighting.Facing?
  )
    -> PersonSighting
  {
    let x = position == .left ? 0.2 : position == .centre ? 0.5 : 0.8
    return PersonSighting(
      position: position, distance: distance, evidence: .body, centreX: x, height: 0.6, facing: facing)
  }

  @Test func oneTwoAndManyPeopleAreSaidWithPlaceAndFacing() {
    var one = SceneFacts()
    one.people = [Self.person(.centre, .near, .towards)]
    #expect(SceneAnswer.peopleAnswer(one) == "I can see one person in the centre, near, facing you.")
    var three = SceneFacts()
    three.people = [
      Self.person(.left, .near, .side), Self.person(.centre, .far, nil), Self.person(.right, .near, .away),
    ]
    let said =
      "I can see 3 people: one on the left, near, turned to the side; one in the centre, further away; "
      + "one on the right, near, turned away."
    #expect(SceneAnswer.peopleAnswer(three) == said)
    #expect(SceneAnswer.describe(three).contains(said))
    let question = QuestionAnswer.reply(SceneQuestion("Where are the people?"), facts: three)
    #expect(question.verdict == .positions(["left", "centre", "right"]))
    #expect(question.sentences == [said])
    // Neighbours alike are said once, with their number; more than five places end "and more".
    var group = SceneFacts()
    group.people = [
      Self.person(.left, .near, .towards), Self.person(.left, .near, .towards),
      Self.person(.right, .far, nil),
    ]
    #expect(
      SceneAnswer.peopleAnswer(group)
        == "I can see 3 people: 2 on the left, near, facing you; one on the right, further away.")
    var seven = SceneFacts()
    seven.people = (0..<7).map { _ in Self.person(.centre, .far, nil) }
    #expect(SceneAnswer.peopleAnswer(seven) == "I can see 7 people: 7 in the centre, further away.")
    var many = SceneFacts()
    many.people = (0..<7).map { Self.person($0 % 2 == 0 ? .left : .right, .far, nil) }
    #expect(SceneAnswer.peopleAnswer(many).hasPrefix("I can see 7 people: one on the left, further away;"))
    #expect(SceneAnswer.peopleAnswer(many).hasSuffix("and more."))
  }

  @Test func theDetectionsFacingRuleReadsTheFaceKeypoints() {
    func face(nose: Double) -> DetectedFace {
      DetectedFace(
        box: PixelBox(x: 0, y: 0, width: 100, height: 100), score: 0.9,
        keypoints: [
          ImagePoint(x: 35, y: 40), ImagePoint(x: 65, y: 40), ImagePoint(x: nose, y: 55),
          ImagePoint(x: 50, y: 75), ImagePoint(x: 15, y: 45), ImagePoint(x: 85, y: 45),
        ])
    }
    #expect(face(nose: 50).isFrontal)
    #expect(!face(nose: 90).isFrontal)  // outside the ears: a profile
    #expect(!face(nose: 10).isFrontal)
    // A face alone is never a person; a confirmed body is.
    let body = PeopleDetection.Scored(box: PixelBox(x: 0, y: 0, width: 200, height: 400), score: 0.5)
    let alone = PeopleDetection.Candidates(bodies: [], poses: [], faces: [face(nose: 50)])
    #expect(PeopleRule.people(alone, width: 400, height: 400).isEmpty)
    let weakBody = PeopleDetection.Candidates(bodies: [body], poses: [], faces: [])
    #expect(PeopleRule.people(weakBody, width: 400, height: 400).isEmpty)
    let confirmed = PeopleDetection.Candidates(bodies: [body], poses: [], faces: [face(nose: 50)])
    let people = PeopleRule.people(confirmed, width: 400, height: 400)
    #expect(people.count == 1)
    #expect(
      people.first?.facing == .towards && people.first?.position == .left && people.first?.distance == .near)
    // Decision 059: a body at any score the worker returns counts when a face confirms it.
    let faint = PeopleDetection.Scored(box: body.box, score: 0.22)
    #expect(
      PeopleRule.people(.init(bodies: [faint], poses: [], faces: [face(nose: 50)]), width: 400, height: 400)
        .count
        == 1)
    #expect(PeopleRule.people(.init(bodies: [faint], poses: [], faces: []), width: 400, height: 400).isEmpty)
  }

  /// Decision 059: a pose the detector is all but sure of, outside every body box, is a person, its
  /// box from the hips and the full-body size point; a less sure pose, one inside a body box (even
  /// one not kept) or one without its points is not.
  @Test func aSurePoseOutsideEveryBodyIsAPerson() {
    func pose(_ score: Double, points: Bool = true) -> PeopleDetection.Scored {
      PeopleDetection.Scored(
        box: PixelBox(x: 300, y: 100, width: 60, height: 60), score: score,
        keypoints: points
          ? [
            ImagePoint(x: 330, y: 250), ImagePoint(x: 330, y: 130), ImagePoint(x: 330, y: 160),
            ImagePoint(x: 330, y: 110),
          ]
          : nil)
    }
    let alone = PeopleRule.people(.init(bodies: [], poses: [pose(0.95)], faces: []), width: 400, height: 400)
    #expect(alone.count == 1)
    // Clipped at the right edge.
    #expect(alone.first?.box == PixelBox(x: 210, y: 130, width: 190, height: 240))
    #expect(alone.first?.position == .right && alone.first?.distance == .near && alone.first?.facing == nil)
    #expect(
      PeopleRule.people(.init(bodies: [], poses: [pose(0.85)], faces: []), width: 400, height: 400).isEmpty)
    #expect(
      PeopleRule.people(
        .init(bodies: [], poses: [pose(0.95, points: false)], faces: []), width: 400, height: 400
      )
      .isEmpty)
    let weak = PeopleDetection.Scored(box: PixelBox(x: 280, y: 80, width: 100, height: 300), score: 0.25)
    #expect(
      PeopleRule.people(.init(bodies: [weak], poses: [pose(0.95)], faces: []), width: 400, height: 400).count
        == 1)  // the weak body, confirmed by the pose: one person, not two
  }
}
