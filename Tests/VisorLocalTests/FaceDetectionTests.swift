import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// Faces for recognition come from mediapipe's full-range face detector (decision 056):
/// ``PeopleDetection/recognisableFaces`` over the people calibration set (its `faces` truth: faces
/// turned towards the camera, set by eye) and the faces fixtures.
@Suite(.enabled(if: PeopleFixtures.canRun), .serialized)
struct FaceDetectionTests {
  /// The faces fixtures (Tests/Fixtures/faces/README.md) and how many faces each holds.
  static let faceFixtures = [
    ("ana-1.jpg", 1), ("ana-2.jpg", 1), ("ana-probe.jpg", 1), ("stranger.jpg", 1), ("two-faces.jpg", 2),
  ]

  /// Every face turned towards the camera is found on at least 9 in 10 photos' worth of faces, no
  /// face is found on a photo without people, and no photo gets more faces than it has people — on
  /// the calibration set with the faces fixtures, and on the held-out set (Tests/Fixtures/people-heldout).
  @Test func frontalFacesAreFoundAndNoneInvented() async throws {
    try PeopleFixtures.require()
    let faces = SpeechTestEnvironment.repositoryRoot.appending(path: "Tests/Fixtures/faces")
    var fixtures = FaceScore()
    for (name, count) in Self.faceFixtures {
      let detection = try await PeopleFixtures.detector.detect(
        jpeg: try Data(contentsOf: faces.appending(path: name)))
      fixtures.add(name, faces: count, bound: count, got: detection.recognisableFaces)
      #expect(detection.recognisableFaces.count == count, "\(name)")
    }
    for (name, truth) in [
      ("calibration set", try PeopleFixtures.truth()), ("held-out set", try PeopleFixtures.heldOut()),
    ] {
      var score = name == "calibration set" ? fixtures : FaceScore()
      for photo in truth.withPeople + truth.withoutPeople {
        let detection = try await PeopleFixtures.detector.detect(jpeg: try photo.data())
        score.add(photo.id, faces: photo.faces ?? 0, bound: photo.bound, got: detection.recognisableFaces)
      }
      print("[faces-bench] mediapipe full-range (decision 056), \(name): \(score.summary)")
      print("[faces-bench] \(name) missed: \(score.missed.joined(separator: ", "))")
      #expect(score.recall >= 0.9, "\(name): \(score.summary); missed \(score.missed)")
      #expect(score.invented.isEmpty, "\(name): faces on photos without people: \(score.invented)")
      #expect(score.excess.isEmpty, "\(name): more faces than people: \(score.excess)")
    }
  }

  /// Faces turned towards the camera found, faces beyond a photo's people, faces on photos without.
  struct FaceScore {
    var frontal = 0
    var found = 0
    var claimed = 0
    var withoutPeople = 0
    var excess: [String] = []
    var invented: [String] = []
    var missed: [String] = []

    mutating func add(_ id: String, faces expected: Int, bound: Int?, got: [DetectedFace]) {
      claimed += got.count
      frontal += expected
      found += min(got.count, expected)
      if got.count < expected { missed.append("\(id) \(got.count)/\(expected)") }
      if bound == 0 {
        withoutPeople += 1
        if !got.isEmpty { invented.append("\(id): \(got.map { String(format: "%.2f", $0.score) })") }
      } else if let bound, got.count > bound {
        excess.append("\(id) \(got.count) > \(bound)")
      }
    }

    var recall: Double { Double(found) / Double(max(frontal, 1)) }
    var summary: String {
      String(
        format: "frontal faces found %d/%d = %.2f; photos with more faces than people %d; "
          + "photos without people with a face %d of %d; faces claimed %d",
        found, frontal, recall, excess.count, invented.count, withoutPeople, claimed)
    }
  }

  /// A face outside every found body counts only when the detector is sure of it: a low-scoring
  /// face alone (a drawing, a galaxy) is left out, a face in a person's head is kept at the floor.
  @Test func aFaceAloneNeedsAHighScore() {
    func face(_ x: Int, _ score: Double) -> DetectedFace {
      DetectedFace(box: PixelBox(x: x, y: 20, width: 40, height: 40), score: score, keypoints: [])
    }
    let body = PeopleDetection.Scored(box: PixelBox(x: 0, y: 0, width: 100, height: 300), score: 0.9)
    let candidates = PeopleDetection.Candidates(
      bodies: [body], poses: [], faces: [face(30, 0.55), face(300, 0.70), face(500, 0.80)])
    let detection = PeopleDetection(
      width: 640, height: 400, people: PeopleRule.people(candidates, width: 640, height: 400),
      faces: candidates.faces.filter { $0.score >= PeopleRule.faceFloor }, candidates: candidates,
      milliseconds: [:])
    #expect(detection.recognisableFaces.map(\.box.x) == [30, 500])
  }
}
