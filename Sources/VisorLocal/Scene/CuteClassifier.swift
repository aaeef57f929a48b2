import Foundation
import VisorCore

/// The cute-animal detector (`local/cute`): labels `cute` / `notcute`, derived transparently from
/// the ImageNet classifier — no separate model.
///
/// `p(cute)` = the summed ImageNet probability of the cuddly-animal classes in `cuddlyClasses`
/// (dogs, domestic cats, rabbits, hamster, guinea pig, koala, pandas, otter, teddy bear …); when
/// OpenCV's frontal cat-face cascade finds a cat face, half of the remaining doubt is removed:
/// `p = p + (1 − p) / 2`. Limits: ImageNet has no "baby animal" classes and no notion of
/// cuteness, so a fierce-looking dog counts as cute and a lamb or chick does not. See
/// docs/decisions/003-offline-scene-engine.md.
///
/// ```swift
/// let cute = CuteClassifier(imagenet: classifier, cascadeDirectory: SceneAnalyzer.debianCascades)
/// try await cute.classify(jpeg: kitten, top: 2)   // [cute 0.97, notcute 0.03]
/// ```
public final class CuteClassifier: ImageClassifier, Sendable {
  public var id: String { "local/cute" }
  public let imagenet: LocalImageClassifier
  let catFaces: LazyResource<CascadeDetector>

  /// ImageNet class indices (standard order) counted as cuddly, with the names they stand for.
  public static let cuddlyClasses: [(range: ClosedRange<Int>, name: String)] = [
    (105...105, "koala"),
    (151...268, "domestic dogs (all 118 breeds)"),
    (278...279, "kit fox, Arctic fox"),
    (281...285, "domestic cats (tabby, tiger cat, Persian, Siamese, Egyptian cat)"),
    (330...333, "wood rabbit, hare, Angora rabbit, hamster"),
    (335...335, "fox squirrel"),
    (338...338, "guinea pig"),
    (359...360, "black-footed ferret, otter"),
    (387...388, "red panda, giant panda"),
    (850...850, "teddy bear"),
  ]

  static let cuddlyIndices: [Int] = cuddlyClasses.flatMap { Array($0.range) }

  /// `catFaceCascade`: a Haar cascade file; default `haarcascade_frontalcatface_extended.xml` in `cascadeDirectory`.
  public init(imagenet: LocalImageClassifier, cascadeDirectory: URL = SceneAnalyzer.debianCascades) {
    self.imagenet = imagenet
    let path = cascadeDirectory.appendingPathComponent(SceneAnalyzer.catFaceCascadeName).path
    catFaces = LazyResource(
      isInstalled: { FileManager.default.fileExists(atPath: path) },
      load: { (try CascadeDetector(path: path, minNeighbors: 4), 1_000_000) })
  }

  public convenience init(modelsDirectory: URL, cascadeDirectory: URL = SceneAnalyzer.debianCascades) {
    self.init(imagenet: LocalImageClassifier(modelsDirectory: modelsDirectory), cascadeDirectory: cascadeDirectory)
  }

  public var state: ModelState { imagenet.state }
  public var memoryBytes: Int? { imagenet.memoryBytes }

  public var descriptor: ModelDescriptor {
    ModelDescriptor(
      id: id, capabilities: [.classification], state: state, memoryBytes: memoryBytes,
      note: "Cute-animal detector (cute / notcute) derived from the ImageNet classifier's animal classes "
        + "plus cat-face detection; it has no idea of baby animals.")
  }

  static func cuddlyProbability(_ probabilities: [Float]) -> Double {
    cuddlyIndices.reduce(0.0) { $0 + ($1 < probabilities.count ? Double(probabilities[$1]) : 0) }
  }

  /// The verdict from the cuddly probability and the number of cat faces.
  public static func cuteProbability(cuddly: Double, catFaces: Int) -> Double {
    let p = min(max(cuddly, 0), 1)
    return catFaces > 0 ? p + (1 - p) / 2 : p
  }

  public func classify(jpeg: Data, top: Int) async throws -> [Classification] {
    let image = try await offload { try DecodedImage(encoded: jpeg, channels: 3) }
    let probabilities = try await offload { try self.imagenet.probabilities(for: image) }
    let faces = try await offload { () -> Int in
      guard let detector = try? self.catFaces.get() else { return 0 }
      return try detector.detect(in: try image.converted(channels: 3, maxSide: 800)).count
    }
    let cute = Self.cuteProbability(cuddly: Self.cuddlyProbability(probabilities), catFaces: faces)
    let all = [Classification(label: "cute", confidence: cute), Classification(label: "notcute", confidence: 1 - cute)]
      .sorted { $0.confidence > $1.confidence }
    return Array(all.prefix(max(top, 0)))
  }
}
