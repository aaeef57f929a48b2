import Foundation
import VisorCore
import VisorLocal

/// Where the face models live (`<models>/faces/`: dlib's 5-point landmark predictor and ResNet face
/// model, both CC0, unpacked by scripts/setup-models.sh; decision 038) and how the face worker starts.
public struct FaceModels: Sendable {
  public static let directoryName = "faces"
  public static let files = [
    "dlib_face_recognition_resnet_model_v1.dat", "shape_predictor_5_face_landmarks.dat",
  ]
  public var directory: URL
  /// The scene engine's EfficientNet-Lite0, whose penultimate features find your things.
  public var classifier: URL

  public init(modelsDirectory: URL) {
    directory = modelsDirectory.appending(path: Self.directoryName, directoryHint: .isDirectory)
    classifier = modelsDirectory.appending(path: "efficientnet-lite0.onnx")
  }

  public var isInstalled: Bool {
    Self.files.allSatisfy { FileManager.default.fileExists(atPath: directory.appending(path: $0).path) }
  }

  /// `python workers/faces_worker.py --models-dir <models>/faces`, one thread.
  public func workerConfiguration(pythonPath: URL, workerScript: URL, requestTimeout: Duration = .seconds(60))
    -> WorkerConfiguration
  {
    WorkerConfiguration(
      name: "faces", executable: pythonPath,
      arguments: [
        workerScript.path, "--models-dir", directory.path, "--threads", "1", "--classifier", classifier.path,
      ],
      environment: ["OMP_NUM_THREADS": "1"], requestTimeout: requestTimeout)
  }
}

/// One face found in a photo, with its 128-number embedding. `box` is in the photo's pixels.
public struct EmbeddedFace: Sendable, Equatable {
  public var box: PixelBox
  public var embedding: [Float]
  public init(box: PixelBox, embedding: [Float]) {
    self.box = box
    self.embedding = embedding
  }
}

/// One region of a photo looked at for a taught thing: its box in the (shrunk) photo, its
/// EfficientNet-Lite0 features and its colour signature (``ThingColour``).
public struct ThingCrop: Sendable, Equatable {
  public var box: PixelBox
  public var embedding: [Float]
  public var colour: [Float]
  public init(box: PixelBox, embedding: [Float], colour: [Float]) {
    self.box = box
    self.embedding = embedding
    self.colour = colour
  }
}

/// Where faces are found before they are embedded: the one seam between face detection and face
/// recognition. The server passes ``FaceEmbedder/mediapipeFinder(_:)`` (mediapipe's full-range
/// face detector in the perception worker, decision 056); `nil` lets the face worker find them
/// with dlib's HOG detector, which is only used when the people models are not installed.
public typealias FaceFinder = @Sendable (DecodedImage) async throws -> [PixelBox]

/// Embeds faces in the face worker (`workers/faces_worker.py`, dlib ResNet + 5-point landmarks).
///
/// ```swift
/// let embedder = FaceEmbedder(worker: worker)
/// let faces = try await embedder.faces(in: try DecodedImage(encoded: jpeg))
/// ```
public struct FaceEmbedder: Sendable {
  /// The long side a photo is shrunk to before its faces are found (HOG finds faces of ~40 px and up).
  public static let maxSide = 1024
  let worker: WorkerProcess
  let finder: FaceFinder?

  public init(worker: WorkerProcess, finder: FaceFinder? = nil) {
    self.worker = worker
    self.finder = finder
  }

  struct Params: Encodable, Sendable {
    var width: Int
    var height: Int
    var pixels: String
    var boxes: [[Int]]?
  }
  struct Answer: Decodable, Sendable {
    struct Face: Decodable, Sendable {
      var box: [Int]
      var embedding: [Float]
    }
    var faces: [Face]
  }

  /// Faces found by the people detector's full-range face detector (``PeopleDetection/recognisableFaces``),
  /// each given to dlib as the box its 5-point predictor was trained on (``dlibBox(_:)``).
  ///
  /// ```swift
  /// let embedder = FaceEmbedder(worker: facesWorker, finder: FaceEmbedder.mediapipeFinder(detector))
  /// ```
  public static func mediapipeFinder(_ detector: LocalPeopleDetector) -> FaceFinder {
    { image in try await detector.detect(image: image).recognisableFaces.map { dlibBox($0) } }
  }

  /// How much smaller dlib's HOG box is than mediapipe's face box around the same centre. dlib's
  /// landmark predictor starts from the box, so it gets the box it was trained on: on the calibration
  /// set's 27 faces both detectors found, HOG's side was 0.94 of mediapipe's (sd 0.10) and their
  /// centres 1 % apart;
  /// embeddings from the mapped box were a median 0.047 from HOG's (0.057 unmapped; the match
  /// threshold is 0.5). On the held-out set HOG's side was 1.02 of mediapipe's (0.041 mapped, 0.032
  /// unmapped): the scale matters little either way (decision 056, scripts/bench-face-finders.sh).
  public static let dlibBoxScale = 0.94

  /// The square box dlib's HOG detector would have drawn around a mediapipe face.
  public static func dlibBox(_ face: DetectedFace) -> PixelBox {
    let side = Double(max(face.box.width, face.box.height)) * dlibBoxScale
    return PixelBox(
      x: Int((face.box.centreX - side / 2).rounded()), y: Int((face.box.centreY - side / 2).rounded()),
      width: Int(side.rounded()), height: Int(side.rounded()))
  }

  /// Every face in the photo, left to right.
  public func faces(in image: DecodedImage) async throws -> [EmbeddedFace] {
    let rgb = image.channels == 3 ? image : try image.converted(channels: 3)
    return try await embed(rgb, boxes: try await finder?(rgb))
  }

  /// The recognisable faces of a people detection already made on the same photo (live naming:
  /// the scene engine has just run the detectors), embedded without detecting them again. The
  /// detection's boxes are scaled from its `width` × `height` to the photo decoded here.
  public func faces(inPhoto data: Data, detected: PeopleDetection) async throws -> (
    faces: [EmbeddedFace], width: Int, height: Int
  ) {
    let image = try DecodedImage(encoded: data, channels: 3, maxSide: Self.maxSide)
    let faces = detected.recognisableFaces
    guard !faces.isEmpty else { return ([], image.width, image.height) }
    let sx = Double(image.width) / Double(max(detected.width, 1))
    let sy = Double(image.height) / Double(max(detected.height, 1))
    let boxes = faces.map { face -> PixelBox in
      let box = Self.dlibBox(face)
      return PixelBox(
        x: Int((Double(box.x) * sx).rounded()), y: Int((Double(box.y) * sy).rounded()),
        width: Int((Double(box.width) * sx).rounded()), height: Int((Double(box.height) * sy).rounded()))
    }
    return (try await embed(image, boxes: boxes), image.width, image.height)
  }

  /// Embeds the faces in `boxes` (or, with nil, those dlib's HOG detector finds) in an RGB image.
  func embed(_ rgb: DecodedImage, boxes found: [PixelBox]?) async throws -> [EmbeddedFace] {
    let boxes = found?.map { [$0.x, $0.y, $0.width, $0.height] }
    let pixels = rgb.withPixels { Data($0).base64EncodedString() }
    let answer = try await worker.call(
      "embed", Params(width: rgb.width, height: rgb.height, pixels: pixels, boxes: boxes), as: Answer.self)
    return answer.faces.compactMap { face in
      guard face.box.count == 4, face.embedding.count == 128 else { return nil }
      return EmbeddedFace(
        box: PixelBox(x: face.box[0], y: face.box[1], width: face.box[2], height: face.box[3]),
        embedding: face.embedding)
    }.sorted { $0.box.x < $1.box.x }
  }

  struct ThingParams: Encodable, Sendable {
    var width: Int
    var height: Int
    var pixels: String
    var crops: Bool
  }
  struct ThingAnswer: Decodable, Sendable {
    struct Crop: Decodable, Sendable {
      var box: [Int]
      var embedding: [Float]
    }
    var crops: [Crop]
  }

  /// The long side a photo is shrunk to before things are looked for in it.
  public static let thingSide = 640

  /// L2-normalised EfficientNet-Lite0 penultimate features (1280 numbers) of the whole photo
  /// (`crops: false`) or of the whole photo and 25 crops of it, with their boxes in the shrunk photo
  /// and each region's colour signature (``ThingColour``).
  public func things(inPhoto data: Data, crops: Bool) async throws -> (
    crops: [ThingCrop], width: Int, height: Int
  ) {
    try await things(in: try DecodedImage(encoded: data, channels: 3, maxSide: Self.thingSide), crops: crops)
  }

  /// ``things(inPhoto:crops:)`` for a decoded image, at its own size.
  public func things(in decoded: DecodedImage, crops: Bool) async throws -> (
    crops: [ThingCrop], width: Int, height: Int
  ) {
    let image = decoded.channels == 3 ? decoded : try decoded.converted(channels: 3)
    let pixels = image.withPixels { Data($0).base64EncodedString() }
    let answer = try await worker.call(
      "thing_embed", ThingParams(width: image.width, height: image.height, pixels: pixels, crops: crops),
      as: ThingAnswer.self)
    let found = answer.crops.compactMap { crop -> ThingCrop? in
      guard crop.box.count == 4, !crop.embedding.isEmpty else { return nil }
      let box = PixelBox(x: crop.box[0], y: crop.box[1], width: crop.box[2], height: crop.box[3])
      return ThingCrop(box: box, embedding: crop.embedding, colour: ThingColour.signature(image, in: box))
    }
    return (found, image.width, image.height)
  }

  /// Decodes a photo (shrunk to ``maxSide``) and embeds its faces.
  public func faces(inPhoto data: Data) async throws -> (faces: [EmbeddedFace], width: Int, height: Int) {
    let image = try DecodedImage(encoded: data, channels: 3, maxSide: Self.maxSide)
    return (try await faces(in: image), image.width, image.height)
  }
}

/// Who a face is, from the embeddings a user taught (decision 038).
public enum FaceMatcher {
  /// The largest Euclidean distance between a face and the mean of a person's taught embeddings
  /// still called that person. Calibrated with scripts/bench-faces.sh on different people from
  /// package photos (4,953 pairs of different people, 10 pairs of one man): 0.30 % false matches at
  /// 0.50 and every same-person pair matched; 1.39 % at 0.55 and 6.0 % at dlib's usual 0.6
  /// (decision 038).
  public static let threshold: Float = 0.5

  public static func distance(_ a: [Float], _ b: [Float]) -> Float {
    guard a.count == b.count else { return .infinity }
    var sum: Float = 0
    for i in a.indices {
      let d = a[i] - b[i]
      sum += d * d
    }
    return sum.squareRoot()
  }

  /// The mean of a person's taught embeddings: one point per person, so teaching more photos does
  /// not add chances of a false match.
  public static func centroid(_ vectors: [[Float]]) -> [Float]? {
    guard let first = vectors.first else { return nil }
    var sum = [Float](repeating: 0, count: first.count)
    for vector in vectors where vector.count == sum.count {
      for i in sum.indices { sum[i] += vector[i] }
    }
    return sum.map { $0 / Float(vectors.count) }
  }

  /// The taught person whose mean embedding is closest to `embedding`, when within the threshold;
  /// nil (someone) otherwise — never a guess.
  public static func match(_ embedding: [Float], in known: [(name: String, embeddings: [[Float]])])
    -> (name: String, distance: Float)?
  {
    var best: (name: String, distance: Float)?
    for person in known {
      guard let centre = centroid(person.embeddings) else { continue }
      let d = distance(embedding, centre)
      if d <= threshold, d < best?.distance ?? .infinity { best = (person.name, d) }
    }
    return best
  }
}

/// Where a taught thing is, from the penultimate features of crops (decision 038).
public enum ThingMatcher {
  /// The smallest cosine similarity between a crop and the mean of a thing's taught photos still
  /// called that thing. Calibrated with scripts/bench-faces.sh: the box of OpenCV's samples taught
  /// from box.png scored 0.58 in box_in_scene.png; the best crop of 89 other sample photos 0.46.
  public static let threshold: Float = 0.52

  public static func cosine(_ a: [Float], _ b: [Float]) -> Float {
    guard a.count == b.count, !a.isEmpty else { return -1 }
    var dot: Float = 0
    var na: Float = 0
    var nb: Float = 0
    for i in a.indices {
      dot += a[i] * b[i]
      na += a[i] * a[i]
      nb += b[i] * b[i]
    }
    return dot / max((na * nb).squareRoot(), 1e-6)
  }

  /// What the best crops say about a taught thing.
  public enum Match: Sendable, Equatable {
    /// Its shape and its colours: the thing, in `box`.
    case found(box: PixelBox, similarity: Float, colour: Float)
    /// Its shape but none of its colours: something like it, in `box` (the best such crop).
    case lookAlike(box: PixelBox, similarity: Float, colour: Float)

    public var box: PixelBox {
      switch self {
      case .found(let box, _, _), .lookAlike(let box, _, _): box
      }
    }
  }

  /// The most similar crop whose features pass ``threshold`` and whose colours agree with one of
  /// the taught photos' (``ThingColour/agreement``): `.found`. When crops pass on features alone,
  /// `.lookAlike` at the most similar one. Nil when no crop is similar enough. A taught photo
  /// without a colour signature (`nil`) agrees with any colour: things taught before signatures
  /// existed are judged as before until their signature is computed.
  public static func best(_ crops: [ThingCrop], taught: [(embedding: [Float], colour: [Float]?)]) -> Match? {
    guard let centre = FaceMatcher.centroid(taught.map(\.embedding)) else { return nil }
    let similar = crops.map { (crop: $0, similarity: cosine($0.embedding, centre)) }
      .filter { $0.similarity >= threshold }
      .sorted { $0.similarity > $1.similarity }
    guard let first = similar.first else { return nil }
    func colour(_ crop: ThingCrop) -> Float {
      taught.map { $0.colour.map { ThingColour.similarity($0, crop.colour) } ?? 1 }.max() ?? 1
    }
    for candidate in similar {
      let agreement = colour(candidate.crop)
      if agreement >= ThingColour.agreement {
        return .found(box: candidate.crop.box, similarity: candidate.similarity, colour: agreement)
      }
    }
    return .lookAlike(box: first.crop.box, similarity: first.similarity, colour: colour(first.crop))
  }

  /// The clock hour of a point at `x` (0…1 across the photo): 10 at the left edge to 2 at the right.
  public static func clock(_ x: Double) -> Int {
    x < 0.2 ? 10 : x < 0.4 ? 11 : x < 0.6 ? 12 : x < 0.8 ? 1 : 2
  }
}
