import Foundation
import VisorCore

/// A point in an image's pixels.
public struct ImagePoint: Sendable, Equatable, Codable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// One face found by mediapipe's full-range face detector, in the pixels of the image passed.
public struct DetectedFace: Sendable, Equatable, Codable {
  public var box: PixelBox
  /// The detector's score, 0…1.
  public var score: Double
  /// Six points in this order: right eye, left eye, nose tip, mouth centre, right ear, left ear —
  /// "right" is the person's right, which is the image's left for a face looking at the camera.
  public var keypoints: [ImagePoint]

  public init(box: PixelBox, score: Double, keypoints: [ImagePoint]) {
    self.box = box
    self.score = score
    self.keypoints = keypoints
  }

  /// Whether the face looks at the camera rather than to the side: the nose tip lies between the
  /// ears and (within a tenth of their distance) between the eyes. A profile puts the nose outside
  /// the ears (measured on the calibration set: profiles −0.4 … −24 as the nose-to-ear ratio, faces
  /// towards the camera 0.25 … 8).
  public var isFrontal: Bool {
    guard keypoints.count == 6 else { return false }
    let (rightEye, leftEye, nose) = (keypoints[0].x, keypoints[1].x, keypoints[2].x)
    let (rightEar, leftEar) = (keypoints[4].x, keypoints[5].x)
    let slack = abs(leftEye - rightEye) * 0.1
    let betweenEyes = nose >= min(rightEye, leftEye) - slack && nose <= max(rightEye, leftEye) + slack
    let betweenEars = nose > min(rightEar, leftEar) && nose < max(rightEar, leftEar)
    return betweenEyes && betweenEars
  }
}

/// One person the people detector is sure of, in the pixels of the image passed.
public struct DetectedPerson: Sendable, Equatable, Codable {
  /// The body box (SSDLite): head to as far down as the person is in view.
  public var box: PixelBox
  /// SSDLite's score, 0…1.
  public var score: Double
  public var position: PersonSighting.Position
  public var distance: PersonSighting.Distance
  /// `nil` when it cannot be told (a small person with no face found).
  public var facing: PersonSighting.Facing?
  /// The face in this person's head, when the face detector found one.
  public var face: DetectedFace?

  public init(
    box: PixelBox, score: Double, position: PersonSighting.Position, distance: PersonSighting.Distance,
    facing: PersonSighting.Facing?, face: DetectedFace?
  ) {
    self.box = box
    self.score = score
    self.position = position
    self.distance = distance
    self.facing = facing
    self.face = face
  }
}

/// What the three detectors found in one image, and the people the calibrated rule keeps.
///
/// ```swift
/// let found = try await detector.detect(image: photo)
/// found.people.count             // 2
/// found.people[0].position       // .left
/// found.people[0].face?.keypoints // six points for aligning the face
/// ```
public struct PeopleDetection: Sendable, Equatable, Codable {
  /// Width and height of the image passed (boxes are in its pixels).
  public var width: Int
  public var height: Int
  /// People left to right: never more than the evidence supports (``PeopleRule``).
  public var people: [DetectedPerson]
  /// Every face the face detector found at or above ``PeopleRule/faceFloor``, inside a person or not.
  public var faces: [DetectedFace]
  /// The raw candidates of each detector (calibration and the bench).
  public var candidates: Candidates
  /// Milliseconds each detector took in the worker.
  public var milliseconds: [String: Double]

  /// Raw detections, each detector's own score, no threshold applied beyond the worker's floor.
  public struct Candidates: Sendable, Equatable, Codable {
    public var bodies: [Scored]
    public var poses: [Scored]
    public var faces: [DetectedFace]
  }

  /// A box with its score (and, for a pose, its four alignment points: mid-hip, a point giving the
  /// full body's size, mid-shoulder, a point giving the upper body's size).
  public struct Scored: Sendable, Equatable, Codable {
    public var box: PixelBox
    public var score: Double
    public var keypoints: [ImagePoint]? = nil
  }

  /// Faces in a kept person's head: what "how many faces" counts (a face detector alone finds faces in
  /// drawings, galaxies and aerial photos at up to 0.73).
  public var faceCount: Int { people.filter { $0.face != nil }.count }

  /// The faces worth recognising, left to right: the face in each person's head (at or above
  /// ``PeopleRule/faceFloor``) and any other face at or above ``PeopleRule/faceAlone``. A face
  /// alone at a lower score is as likely a drawing or a galaxy (decision 056).
  public var recognisableFaces: [DetectedFace] {
    var kept = people.compactMap(\.face)
    for face in faces where face.score >= PeopleRule.faceAlone && !kept.contains(face) { kept.append(face) }
    return kept.sorted { $0.box.x < $1.box.x }
  }

  /// The people as the scene engine says them.
  public var sightings: [PersonSighting] {
    let w = Double(max(width, 1))
    let h = Double(max(height, 1))
    return people.map { person in
      PersonSighting(
        position: person.position, distance: person.distance, evidence: .body,
        centreX: person.box.centreX / w, height: Double(person.box.height) / h, facing: person.facing)
    }
  }
}

/// The calibrated rule that turns the three detectors' candidates into people (docs/decisions/037;
/// measured on Tests/Fixtures/people by `PeopleDetectionTests` and `scripts/bench-people.sh`).
///
/// A body box (SSDLite) is a person when it scores ≥ ``bodyAlone``, or ≥ ``bodyConfirmed`` with a
/// face (≥ ``faceConfirms``) or a pose detection (≥ ``poseConfirms``) centred in its upper 60 %. A
/// pose the detector is all but certain of (≥ ``poseAlone``) outside every body box is a person too:
/// someone the body detector missed behind railings. A face alone is never a person, and a pose
/// alone below ``poseAlone`` neither: both fire on drawings, candles and galaxies (decision 059).
public enum PeopleRule {
  /// Photos without people scored up to 0.72 (an apple, an orange); people alone 0.86 and up.
  public static let bodyAlone = 0.80
  /// Any body box the worker returns (its floor is 0.20) is a person when a face or pose confirms
  /// it: on the calibration set's 60 photos without people no box was confirmed at any score, and
  /// people confirmed by a face or pose scored down to 0.37 (a portrait in a grid). Decision 037 set
  /// 0.35; 0.20 changes nothing on the calibration set and finds a person at a card table whose
  /// body scored 0.26 under a face at 0.82 (decision 059).
  public static let bodyConfirmed = 0.20
  /// A pose this sure, centred outside every body box, is a person of its own. On the 60 photos
  /// without people poses scored at most 0.62 (a candle), 0.55 (a fish); on the calibration set
  /// every pose above 0.8 is inside a body box, so this adds no one there (decision 059).
  public static let poseAlone = 0.90
  /// Faces on photos without people scored up to 0.73, poses up to 0.61; alone they say nothing,
  /// inside a body box they confirm it. Anywhere in 0.5 … 0.7 gave the same counts.
  public static let faceConfirms = 0.60
  public static let poseConfirms = 0.60
  /// The lowest face score kept in ``PeopleDetection/faces`` and used for facing.
  public static let faceFloor = 0.50
  /// A face outside every person still counts as a face (``PeopleDetection/recognisableFaces``) at
  /// this score: on the 60 photos without people the face detector scored up to 0.73 (a toy robot),
  /// 0.62 (graffiti, an aloe) and 0.61 (galaxies). With it, all 26 faces turned towards the camera
  /// in the calibration set and the faces fixtures are found and none is claimed without a person
  /// (`FaceDetectionTests`, decision 056).
  public static let faceAlone = 0.75
  /// A body at least this tall (fraction of the frame) is near.
  public static let nearHeight = 0.55
  /// A body this tall with no face or pose in its head is turned away (a face would have been found).
  public static let awayHeight = 0.50

  static func inUpper(_ point: (Double, Double), of box: PixelBox, share: Double) -> Bool {
    point.0 >= Double(box.x) && point.0 <= Double(box.x + box.width) && point.1 >= Double(box.y)
      && point.1 <= Double(box.y) + share * Double(box.height)
  }

  static func centre(_ box: PixelBox) -> (Double, Double) { (box.centreX, box.centreY) }

  static func inside(_ point: (Double, Double), _ box: PixelBox) -> Bool { inUpper(point, of: box, share: 1) }

  /// The whole body of a pose detection: a square around the mid-hip point whose side is twice the
  /// distance to the full-body size point, clipped to the picture; nil without the points.
  static func bodyBox(_ pose: PeopleDetection.Scored, width: Int, height: Int) -> PixelBox? {
    guard let points = pose.keypoints, points.count >= 2 else { return nil }
    let (hip, size) = (points[0], points[1])
    let half = ((hip.x - size.x) * (hip.x - size.x) + (hip.y - size.y) * (hip.y - size.y)).squareRoot()
    let x0 = max(0, hip.x - half)
    let y0 = max(0, hip.y - half)
    let x1 = min(Double(width), hip.x + half)
    let y1 = min(Double(height), hip.y + half)
    guard x1 > x0, y1 > y0 else { return nil }
    return PixelBox(
      x: Int(x0.rounded()), y: Int(y0.rounded()), width: Int((x1 - x0).rounded()),
      height: Int((y1 - y0).rounded()))
  }

  /// The people in `candidates`, left to right.
  public static func people(_ candidates: PeopleDetection.Candidates, width: Int, height: Int)
    -> [DetectedPerson]
  {
    let w = Double(max(width, 1))
    let h = Double(max(height, 1))
    let confirmingFaces = candidates.faces.filter { $0.score >= faceConfirms }
    let confirmingPoses = candidates.poses.filter { $0.score >= poseConfirms }
    var out: [DetectedPerson] = []
    for body in candidates.bodies {
      let confirmed =
        confirmingFaces.contains { inUpper(centre($0.box), of: body.box, share: 0.6) }
        || confirmingPoses.contains { inUpper(centre($0.box), of: body.box, share: 0.6) }
      guard body.score >= bodyAlone || (body.score >= bodyConfirmed && confirmed) else { continue }
      // The head: the upper 60 % of the box (a close-up's face sits in the middle of a box that
      // reaches from the hair to the frame's bottom edge).
      let face = candidates.faces.filter {
        $0.score >= faceFloor && inUpper(centre($0.box), of: body.box, share: 0.6)
      }
      .max { $0.score < $1.score }
      let pose = candidates.poses.contains {
        $0.score >= faceFloor && inUpper(centre($0.box), of: body.box, share: 0.6)
      }
      let relativeHeight = Double(body.box.height) / h
      let facing: PersonSighting.Facing? =
        if let face { face.isFrontal ? .towards : .side } else if !pose && relativeHeight >= awayHeight {
          .away
        } else { nil }
      out.append(
        DetectedPerson(
          box: body.box, score: body.score, position: PersonSighting.position(body.box.centreX / w),
          distance: relativeHeight >= nearHeight ? .near : .far, facing: facing, face: face))
    }
    // A pose the detector is all but sure of, outside every body box (kept or not): a person the
    // body detector missed. Its box reaches from the hips by twice the full-body size point's
    // distance (BlazePose's body region), inside the picture.
    for pose in candidates.poses where pose.score >= poseAlone {
      let centre = centre(pose.box)
      guard !candidates.bodies.contains(where: { inside(centre, $0.box) }),
        !out.contains(where: { inside(centre, $0.box) }),
        let box = bodyBox(pose, width: width, height: height)
      else { continue }
      let relativeHeight = Double(box.height) / h
      out.append(
        DetectedPerson(
          box: box, score: pose.score, position: PersonSighting.position(box.centreX / w),
          distance: relativeHeight >= nearHeight ? .near : .far, facing: nil, face: nil))
    }
    // A face belongs to one person: the surest claims it, the others lose it (and its facing).
    var claimed: [PixelBox] = []
    for index in out.indices.sorted(by: { out[$0].score > out[$1].score }) {
      guard let face = out[index].face else { continue }
      if claimed.contains(face.box) {
        out[index].face = nil
        out[index].facing = nil
      } else {
        claimed.append(face.box)
      }
    }
    return out.sorted { $0.box.centreX < $1.box.centreX }
  }
}

/// Where the people models live (`<models>/people/`, copied there by scripts/setup-models.sh from
/// scripts/models/people/) and how the perception worker starts.
public struct LocalPerceptionModels: Sendable {
  public static let directoryName = "people"
  public static let files = [
    "person-ssdlite.onnx", "pose_detection.tflite", "face_detection_full_range_sparse.tflite",
  ]
  public var directory: URL

  /// The models in `<modelsDirectory>/people/`.
  public init(modelsDirectory: URL) {
    directory = modelsDirectory.appending(path: Self.directoryName, directoryHint: .isDirectory)
  }

  /// The models in `directory` itself (tests use the repository's scripts/models/people/).
  public init(directory: URL) {
    self.directory = directory
  }

  public var isInstalled: Bool {
    Self.files.allSatisfy { FileManager.default.fileExists(atPath: directory.appending(path: $0).path) }
  }

  /// `python workers/perception_worker.py --models-dir <directory>`, 2 threads.
  public func workerConfiguration(
    pythonPath: URL, workerScript: URL, requestTimeout: Duration = .seconds(60)
  ) -> WorkerConfiguration {
    WorkerConfiguration(
      name: "perception", executable: pythonPath,
      arguments: [workerScript.path, "--models-dir", directory.path, "--threads", "2"],
      environment: ["OMP_NUM_THREADS": "2", "OMP_WAIT_POLICY": "PASSIVE"], readiness: .ping,
      startTimeout: .seconds(60), requestTimeout: requestTimeout)
  }
}

/// People and faces in a photo: SSDLite bodies, mediapipe poses and faces, run in the perception
/// worker (`workers/perception_worker.py`, decision 037) and judged by ``PeopleRule``.
///
/// ```swift
/// let models = LocalPerceptionModels(modelsDirectory: models)
/// let worker = WorkerProcess(configuration: models.workerConfiguration(pythonPath: python, workerScript: script))
/// let detector = LocalPeopleDetector(worker: worker, models: models)
/// let found = try await detector.detect(image: photo)   // found.people, found.faces
/// ```
public struct LocalPeopleDetector: Sendable {
  /// The picture goes to the worker as RGB at most this many pixels on its longer side.
  public static let sendSide = 960

  public let worker: WorkerProcess
  public let models: LocalPerceptionModels

  public init(worker: WorkerProcess, models: LocalPerceptionModels) {
    self.worker = worker
    self.models = models
  }

  public init(worker: WorkerProcess, modelsDirectory: URL) {
    self.init(worker: worker, models: LocalPerceptionModels(modelsDirectory: modelsDirectory))
  }

  public var isInstalled: Bool { models.isInstalled }

  struct Params: Encodable, Sendable {
    var width: Int
    var height: Int
    var pixels: Data
  }

  struct Raw: Decodable, Sendable {
    struct Box: Decodable, Sendable {
      var box: [Double]
      var score: Double
      var keypoints: [[Double]]?
    }
    var persons: [Box]
    var poses: [Box]
    var faces: [Box]
    var ms: [String: Double]
  }

  /// The people and faces in a decoded picture; boxes in its pixels.
  /// - Throws: worker errors (`.workerUnavailable`, `.workerTimeout`, …) for the caller to fall back on.
  public func detect(image: DecodedImage) async throws -> PeopleDetection {
    let sent = try await offload { () -> (DecodedImage, Data) in
      let rgb = try image.converted(channels: 3, maxSide: Self.sendSide)
      return (rgb, rgb.withPixels { Data($0) })
    }
    let raw = try await worker.call(
      "detect_people", Params(width: sent.0.width, height: sent.0.height, pixels: sent.1), as: Raw.self,
      timeout: .seconds(60))
    let scale = Double(image.width) / Double(max(sent.0.width, 1))
    return Self.detection(raw, scale: scale, width: image.width, height: image.height)
  }

  /// ``detect(image:)`` for encoded bytes, decoded at most ``sendSide`` pixels on the longer side.
  public func detect(jpeg: Data) async throws -> PeopleDetection {
    let image = try await offload { try DecodedImage(encoded: jpeg, channels: 3, maxSide: Self.sendSide) }
    return try await detect(image: image)
  }

  /// Loads the three models in the worker now.
  public func warm() async throws {
    _ = try await worker.call("load", LoadParams(model: "all"), as: WorkerProcess.NoResult.self)
  }

  static func detection(_ raw: Raw, scale: Double, width: Int, height: Int) -> PeopleDetection {
    func box(_ values: [Double]) -> PixelBox {
      guard values.count == 4 else { return PixelBox(x: 0, y: 0, width: 0, height: 0) }
      let x0 = max(0, values[0] * scale)
      let y0 = max(0, values[1] * scale)
      let x1 = min(Double(width), (values[0] + values[2]) * scale)
      let y1 = min(Double(height), (values[1] + values[3]) * scale)
      return PixelBox(
        x: Int(x0.rounded()), y: Int(y0.rounded()), width: max(0, Int((x1 - x0).rounded())),
        height: max(0, Int((y1 - y0).rounded())))
    }
    let faces = raw.faces.map { face in
      DetectedFace(
        box: box(face.box), score: face.score,
        keypoints: (face.keypoints ?? []).compactMap { point in
          point.count == 2 ? ImagePoint(x: point[0] * scale, y: point[1] * scale) : nil
        })
    }
    let candidates = PeopleDetection.Candidates(
      bodies: raw.persons.map { .init(box: box($0.box), score: $0.score) },
      poses: raw.poses.map { pose in
        .init(
          box: box(pose.box), score: pose.score,
          keypoints: (pose.keypoints ?? []).compactMap { point in
            point.count == 2 ? ImagePoint(x: point[0] * scale, y: point[1] * scale) : nil
          })
      }, faces: faces)
    return PeopleDetection(
      width: width, height: height, people: PeopleRule.people(candidates, width: width, height: height),
      faces: faces.filter { $0.score >= PeopleRule.faceFloor }, candidates: candidates, milliseconds: raw.ms)
  }
}

extension PersonSighting {
  /// Where the person is, from the message catalogue: "on the left, near, facing you" (or, in a list,
  /// "one on the left, near, facing you"); the facing only when it was told.
  /// `count` > 1 in a list says a group of people alike: "2 on the left, near, facing you".
  public func place(inList: Bool = false, count: Int = 1, catalogue: MessageCatalogue = .current) -> String {
    var arguments: [String: MessageArgument] = [
      "side": .message(Message(MessageID(rawValue: "place.\(position.rawValue)"))),
      "distance": .message(Message(distance == .near ? "place.near" : "place.far")),
      "count": .number(count),
    ]
    let group = inList && count > 1
    guard let facing else {
      return catalogue.text(
        group ? "people.placeInListGroup" : inList ? "people.placeInList" : "people.place", arguments)
    }
    arguments["facing"] = .message(Message(MessageID(rawValue: "place.facing.\(facing.rawValue)")))
    return catalogue.text(
      group ? "people.placeInListGroupFacing" : inList ? "people.placeInListFacing" : "people.placeFacing",
      arguments)
  }

  /// Neighbours (left to right) on the same side, at the same distance and facing the same way, as
  /// one group with their number.
  public static func groups(_ people: [PersonSighting]) -> [(person: PersonSighting, count: Int)] {
    var out: [(person: PersonSighting, count: Int)] = []
    for person in people {
      if let last = out.last, last.person.position == person.position,
        last.person.distance == person.distance,
        last.person.facing == person.facing
      {
        out[out.count - 1].count += 1
      } else {
        out.append((person, 1))
      }
    }
    return out
  }
}
