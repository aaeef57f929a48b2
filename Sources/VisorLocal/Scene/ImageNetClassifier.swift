import Foundation
import VisorCore

/// Any ONNX image classifier run in-process through OpenCV DNN, with its labels and preprocessing.
///
/// Loading is lazy (first use) and its state is reported for the model registry. Also validates
/// custom classifiers at registration (`validate()`: loads, runs a dummy forward pass, checks the
/// labels count against the outputs).
///
/// ```swift
/// let classifier = ONNXImageClassifier(id: "custom/plants", model: modelURL, labels: labelsURL,
///                                      preprocessing: .init(inputSize: 299, resize: 0, mean: [0.5, 0.5, 0.5], std: [0.5, 0.5, 0.5]))
/// let top = try await classifier.classify(jpeg: photo, top: 5)
/// ```
public final class ONNXImageClassifier: ImageClassifier, Sendable {
  public let id: String
  public let modelURL: URL
  public let labelsURL: URL
  public let preprocessing: ClassifierPreprocessing

  struct Loaded: Sendable {
    let network: DNNNetwork
    let labels: [String]
  }

  let resource: LazyResource<Loaded>

  public init(id: String, model: URL, labels: URL, preprocessing: ClassifierPreprocessing) {
    self.id = id
    self.modelURL = model
    self.labelsURL = labels
    self.preprocessing = preprocessing
    let modelPath = model.path
    let labelsPath = labels.path
    let size = preprocessing.inputSize
    resource = LazyResource(
      isInstalled: {
        FileManager.default.fileExists(atPath: modelPath)
          && FileManager.default.fileExists(atPath: labelsPath)
      },
      load: {
        guard FileManager.default.fileExists(atPath: modelPath) else {
          throw VisorError.modelMissing("image classifier model", path: modelPath)
        }
        guard let text = try? String(contentsOfFile: labelsPath, encoding: .utf8) else {
          throw VisorError.modelMissing("image classifier's labels file", path: labelsPath)
        }
        let labels = text.split(separator: "\n", omittingEmptySubsequences: false).map {
          String($0).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        let network = try DNNNetwork(path: modelPath)
        return (Loaded(network: network, labels: labels), network.memoryBytes(inputSize: size))
      })
  }

  /// `loaded`, `notLoaded`, `loading`, `missing` or `failed`.
  public var state: ModelState { resource.state }
  /// Weights plus intermediate buffers once loaded.
  public var memoryBytes: Int? { resource.memoryBytes }

  /// Loads the model now (e.g. a warm-up at start).
  public func warm() async throws { _ = try await offload { try self.resource.get() } }

  /// Loads the model and runs one forward pass on a dummy input; checks the labels match the outputs.
  /// Throws `.modelUnloadable`, `.modelUnrunnable` or `.labelsMismatch` naming the problem.
  public func validate() async throws {
    try await offload {
      let loaded = try self.resource.get()
      let outputs = try loaded.network.probe(inputSize: self.preprocessing.inputSize)
      guard outputs == loaded.labels.count else {
        throw VisorError(
          .labelsMismatch,
          Message(
            "error.classifier.labelsMismatch",
            ["labels": .number(loaded.labels.count), "outputs": .number(Int(outputs))]))
      }
    }
  }

  /// Top predictions for encoded image bytes. The plugin decodes them straight to the size the
  /// network needs (a JPEG is shrunk while decoding), which is several times faster than decoding
  /// the whole photo first.
  public func classify(jpeg: Data, top: Int) async throws -> [Classification] {
    let (probabilities, labels) = try await offload { try self.probabilities(encoded: jpeg) }
    return Self.top(probabilities, labels: labels, count: top)
  }

  /// The full distribution for encoded bytes (blocking) and the labels.
  func probabilities(encoded jpeg: Data) throws -> ([Float], [String]) {
    try run { network, preprocessing, capacity in
      try network.probabilities(encoded: jpeg, preprocessing: preprocessing, capacity: capacity)
    }
  }

  /// Top predictions for an already decoded RGB image.
  public func classify(image: DecodedImage, top: Int) async throws -> [Classification] {
    let (probabilities, labels) = try await offload { try self.probabilities(for: image) }
    return Self.top(probabilities, labels: labels, count: top)
  }

  /// The full distribution (blocking) and the labels.
  func probabilities(for image: DecodedImage) throws -> ([Float], [String]) {
    try run { network, preprocessing, capacity in
      try network.probabilities(for: image, preprocessing: preprocessing, capacity: capacity)
    }
  }

  /// Loads the network (once) and runs `forward` with room for every label.
  private func run(
    _ forward: (DNNNetwork, ClassifierPreprocessing, Int) throws -> [Float]
  ) throws -> ([Float], [String]) {
    let loaded = try resource.get()
    let probabilities = try forward(loaded.network, preprocessing, max(loaded.labels.count, 4096))
    return (probabilities, loaded.labels)
  }

  static func top(_ probabilities: [Float], labels: [String], count: Int) -> [Classification] {
    probabilities.indices.sorted { probabilities[$0] > probabilities[$1] }.prefix(max(count, 0)).map {
      index in
      Classification(
        label: index < labels.count
          ? ImageNetLabels.displayName(labels[index], index: index) : "class \(index)",
        confidence: Double(probabilities[index]))
    }
  }
}

/// The built-in ImageNet classifier, EfficientNet-Lite0 (`local/imagenet`).
///
/// Files in `modelsDirectory`: `efficientnet-lite0.onnx` and `imagenet-labels.txt` (1000 lines,
/// standard class order), written by `scripts/setup-classifier.sh`.
///
/// ```swift
/// let classifier = LocalImageClassifier(modelsDirectory: models)
/// let top5 = try await classifier.classify(jpeg: photo, top: 5)   // [("sports car", 0.83), …]
/// ```
public final class LocalImageClassifier: ImageClassifier, Sendable {
  public static let modelFileName = "efficientnet-lite0.onnx"
  public static let labelsFileName = "imagenet-labels.txt"

  public var id: String { "local/imagenet" }
  /// The underlying ONNX classifier (state, memory, preprocessing, probabilities).
  public let onnx: ONNXImageClassifier

  public init(modelsDirectory: URL, preprocessing: ClassifierPreprocessing = .efficientNetLite) {
    onnx = ONNXImageClassifier(
      id: "local/imagenet",
      model: modelsDirectory.appendingPathComponent(Self.modelFileName),
      labels: modelsDirectory.appendingPathComponent(Self.labelsFileName),
      preprocessing: preprocessing)
  }

  public var state: ModelState { onnx.state }
  public var memoryBytes: Int? { onnx.memoryBytes }
  public var preprocessing: ClassifierPreprocessing { onnx.preprocessing }

  /// What `/api/v1/models` shows for this model.
  public var descriptor: ModelDescriptor {
    ModelDescriptor(
      id: id, capabilities: [.classification], state: state, memoryBytes: memoryBytes,
      note: state == .missing
        ? "ImageNet classifier (EfficientNet-Lite0) is not installed; run scripts/setup-classifier.sh."
        : "ImageNet classifier (EfficientNet-Lite0, 1000 classes, 224×224 input), runs offline.")
  }

  public func warm() async throws { try await onnx.warm() }

  public func classify(jpeg: Data, top: Int) async throws -> [Classification] {
    try await onnx.classify(jpeg: jpeg, top: top)
  }

  public func classify(image: DecodedImage, top: Int) async throws -> [Classification] {
    try await onnx.classify(image: image, top: top)
  }

  /// The 1000 ImageNet probabilities for an RGB image (blocking).
  func probabilities(for image: DecodedImage) throws -> [Float] {
    try onnx.probabilities(for: image).0
  }
}

/// Display names and class groups of the 1000 ImageNet classes (standard order).
public enum ImageNetLabels {
  /// Domestic dog breeds (ImageNet 151–268).
  public static let dogs: ClosedRange<Int> = 151...268
  /// Domestic cats: tabby, tiger cat, Persian, Siamese, Egyptian cat (281–285).
  public static let cats: ClosedRange<Int> = 281...285

  /// Car body classes and the body type each stands for (for offline car identification).
  public static let carBodyTypes: [Int: String] = [
    407: "ambulance", 436: "estate", 468: "taxi", 511: "convertible", 609: "off-roader", 627: "limousine",
    656: "minivan", 661: "vintage car", 675: "van", 717: "pickup truck", 734: "van", 751: "race car",
    817: "sports car",
  ]
  /// Classes that show part of a car (a close-up of a grille or wheel): a car, body type unknown.
  public static let carParts: Set<Int> = [479, 581]

  /// A clean, human name: the first synonym, with ImageNet's oddities renamed — above all the names
  /// a listener would take for something else ("kite" is a bird of prey, "Cardigan" a corgi, "tank"
  /// an army tank, "mouse" a computer mouse). `index` tells the two "crane" classes apart.
  public static func displayName(_ raw: String, index: Int? = nil) -> String {
    if let index, let name = renamedAt[index] { return name }
    let first = raw.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? raw
    return renamed[first] ?? first
  }

  /// Classes whose first synonym is shared: 134 the bird, 517 the machine.
  static let renamedAt: [Int: String] = [134: "crane (a wading bird)", 517: "construction crane"]

  static let renamed: [String: String] = [
    "teddy": "teddy bear", "lesser panda": "red panda", "tabby": "tabby cat", "Angora": "Angora rabbit",
    "sunglass": "pair of sunglasses", "maillot": "swimsuit",
    // Animals named by a word with a commoner meaning.
    "kite": "kite (a bird of prey)", "drake": "drake (a male duck)", "jay": "jay (a bird)", "cock": "rooster",
    "tusker": "tusker (an elephant)", "sorrel": "sorrel horse", "admiral": "red admiral butterfly",
    "ringlet": "ringlet butterfly", "monarch": "monarch butterfly",
    // Dog breeds a listener would not know for dogs.
    "papillon": "papillon dog", "basset": "basset hound", "bluetick": "bluetick coonhound",
    "redbone": "redbone coonhound", "Airedale": "Airedale terrier", "cairn": "cairn terrier",
    "Dandie Dinmont": "Dandie Dinmont terrier", "Boston bull": "Boston terrier", "Lhasa": "Lhasa apso",
    "vizsla": "vizsla dog", "clumber": "clumber spaniel", "English springer": "English springer spaniel",
    "kuvasz": "kuvasz dog", "schipperke": "schipperke dog", "groenendael": "Groenendael sheepdog",
    "malinois": "Malinois sheepdog", "briard": "briard sheepdog", "kelpie": "kelpie sheepdog",
    "komondor": "komondor sheepdog", "Appenzeller": "Appenzeller dog", "EntleBucher": "Entlebucher dog",
    "boxer": "boxer dog", "basenji": "basenji dog", "Leonberg": "Leonberger dog",
    "Newfoundland": "Newfoundland dog", "Great Pyrenees": "Great Pyrenees dog", "chow": "chow chow",
    "keeshond": "keeshond dog", "Brabancon griffon": "Brussels griffon dog",
    "Pembroke": "Pembroke Welsh corgi",
    "Cardigan": "Cardigan Welsh corgi", "Mexican hairless": "Mexican hairless dog",
    "Pekinese": "Pekingese dog",
    // Things named by a word with another meaning.
    "bow": "bow (for arrows)", "brass": "brass plaque", "chest": "wooden chest", "iron": "clothes iron",
    "jersey": "T-shirt", "mortar": "mortar and pestle", "mouse": "computer mouse",
    "monitor": "computer monitor", "notebook": "notebook computer", "screen": "computer screen",
    "pick": "guitar pick", "puck": "hockey puck", "rule": "ruler", "scale": "weighing scale",
    "suit": "suit of clothes", "switch": "electric switch", "tank": "army tank", "vault": "vaulted ceiling",
    "wing": "aircraft wing", "ear": "ear of corn", "washer": "washing machine",
  ]
}
