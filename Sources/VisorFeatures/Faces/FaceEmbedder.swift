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

  public init(modelsDirectory: URL) {
    directory = modelsDirectory.appending(path: Self.directoryName, directoryHint: .isDirectory)
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
      arguments: [workerScript.path, "--models-dir", directory.path, "--threads", "1"],
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

/// Where faces are found before they are embedded: the one seam between face detection and face
/// recognition. `nil` lets the face worker find them with dlib's HOG detector; the people detector
/// (issue 26 item 1) can give its face boxes instead:
///
/// ```swift
/// let finder: FaceFinder = { image in try await detector.detect(image: image).faces.map(\.box) }
/// ```
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

  /// Every face in the photo, left to right.
  public func faces(in image: DecodedImage) async throws -> [EmbeddedFace] {
    let rgb = image.channels == 3 ? image : try image.converted(channels: 3)
    let boxes = try await finder?(rgb).map { [$0.x, $0.y, $0.width, $0.height] }
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
