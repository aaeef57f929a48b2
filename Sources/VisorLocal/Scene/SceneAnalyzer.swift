import Foundation
import VisorCore

/// What the offline engine can measure in a photo. Every field comes from a model or a measurement;
/// nothing is guessed. A piece that is not installed or was not asked for leaves its field empty
/// and is named in `unavailable`.
public struct SceneFacts: Sendable, Equatable, Codable {
  /// ImageNet top-5 (clean names), best first; empty when the classifier is unavailable.
  public var labels: [Classification]
  /// Total probability of the domestic dog classes (ImageNet 151–268).
  public var dogProbability: Double
  /// Total probability of the domestic cat classes (ImageNet 281–285).
  public var catProbability: Double
  /// The most probable dog breed and its probability (when the classifier ran).
  public var likeliestDog: Classification?
  /// The most probable domestic cat class and its probability.
  public var likeliestCat: Classification?
  /// Total probability of the cuddly-animal classes (see `CuteClassifier`).
  public var cuddlyProbability: Double
  /// Text read with confidence, or nil when no real words were found.
  public var text: TextReading?
  /// Frontal faces (people) found.
  public var faceCount: Int
  /// Frontal cat faces found.
  public var catFaceCount: Int
  /// Dominant named colours, largest share first.
  public var colours: [NamedColour]
  public var width: Int
  public var height: Int
  /// Pieces that could not run, e.g. `["classifier"]` when the model is not installed.
  public var unavailable: [String]

  public init(
    labels: [Classification] = [], dogProbability: Double = 0, catProbability: Double = 0,
    likeliestDog: Classification? = nil, likeliestCat: Classification? = nil,
    cuddlyProbability: Double = 0, text: TextReading? = nil, faceCount: Int = 0, catFaceCount: Int = 0,
    colours: [NamedColour] = [], width: Int = 0, height: Int = 0, unavailable: [String] = []
  ) {
    self.labels = labels
    self.dogProbability = dogProbability
    self.catProbability = catProbability
    self.likeliestDog = likeliestDog
    self.likeliestCat = likeliestCat
    self.cuddlyProbability = cuddlyProbability
    self.text = text
    self.faceCount = faceCount
    self.catFaceCount = catFaceCount
    self.colours = colours
    self.width = width
    self.height = height
    self.unavailable = unavailable
  }

  /// Which facts to compute.
  public enum Part: String, Sendable, CaseIterable, Codable {
    case labels, text, faces, catFaces, colours
  }
}

/// Computes `SceneFacts` from a photo: ImageNet classifier, tesseract OCR, OpenCV face and
/// cat-face cascades, and colour naming on a downsampled decode.
///
/// ```swift
/// let analyzer = SceneAnalyzer(modelsDirectory: models)   // cascades from opencv-data, tessdata from Debian
/// let facts = try await analyzer.analyze(jpeg: photo)
/// facts.labels.first    // Classification(label: "sports car", confidence: 0.83)
/// ```
public final class SceneAnalyzer: Sendable {
  /// Debian `opencv-data`'s Haar cascades.
  public static let debianCascades = URL(fileURLWithPath: "/usr/share/opencv4/haarcascades")
  public static let faceCascadeName = "haarcascade_frontalface_default.xml"
  public static let catFaceCascadeName = "haarcascade_frontalcatface_extended.xml"

  public let classifier: LocalImageClassifier
  public let textReader: TextReader
  let faces: LazyResource<CascadeDetector>
  let catFaces: LazyResource<CascadeDetector>

  public convenience init(
    modelsDirectory: URL, cascadeDirectory: URL = SceneAnalyzer.debianCascades,
    tessdataDirectory: URL = TextReader.debianTessdata
  ) {
    self.init(
      classifier: LocalImageClassifier(modelsDirectory: modelsDirectory), cascadeDirectory: cascadeDirectory,
      textReader: TextReader(tessdataDirectory: tessdataDirectory))
  }

  public init(classifier: LocalImageClassifier, cascadeDirectory: URL, textReader: TextReader) {
    self.classifier = classifier
    self.textReader = textReader
    faces = Self.cascade(cascadeDirectory.appendingPathComponent(Self.faceCascadeName).path, minNeighbors: 5)
    catFaces = Self.cascade(
      cascadeDirectory.appendingPathComponent(Self.catFaceCascadeName).path, minNeighbors: 4)
  }

  private static func cascade(_ path: String, minNeighbors: Int) -> LazyResource<CascadeDetector> {
    LazyResource(
      isInstalled: { FileManager.default.fileExists(atPath: path) },
      load: { (try CascadeDetector(path: path, minNeighbors: minNeighbors), 1_000_000) })
  }

  /// `loaded` when every piece is loaded, `missing` when the classifier is missing, and so on.
  public var state: ModelState {
    let states = [classifier.state, textReader.state, faces.state, catFaces.state]
    if states.contains(.missing) { return .missing }
    if states.contains(.loading) { return .loading }
    if states.allSatisfy({ $0 == .loaded }) { return .loaded }
    if states.contains(.failed) { return .failed }
    return .notLoaded
  }

  public var memoryBytes: Int? {
    let parts = [classifier.memoryBytes, textReader.memoryBytes, faces.memoryBytes, catFaces.memoryBytes]
      .compactMap { $0 }
    return parts.isEmpty ? nil : parts.reduce(0, +)
  }

  /// Loads every piece now.
  public func warm() async throws {
    try await classifier.warm()
    try await offload {
      _ = try self.faces.get()
      _ = try self.catFaces.get()
      _ = try self.textReader.engine.get()
    }
  }

  /// Computes the facts asked for. Throws 422 for bytes that are not an image; a piece that is not
  /// installed is listed in `unavailable` instead of failing the whole analysis.
  public func analyze(jpeg: Data, parts: Set<SceneFacts.Part> = Set(SceneFacts.Part.allCases)) async throws
    -> SceneFacts
  {
    let image = try await offload { try DecodedImage(encoded: jpeg, channels: 3) }
    return try await analyze(image: image, parts: parts)
  }

  public func analyze(image: DecodedImage, parts: Set<SceneFacts.Part> = Set(SceneFacts.Part.allCases)) async throws
    -> SceneFacts
  {
    var facts = SceneFacts(width: image.width, height: image.height)
    // The classifier (~30 ms) and OCR (slowest) run concurrently; the rest is quick.
    async let reading = readText(image, enabled: parts.contains(.text))

    if parts.contains(.labels) || parts.contains(.catFaces) {
      do {
        let (probabilities, labels) = try await offload { try self.classifier.onnx.probabilities(for: image) }
        facts.labels = ONNXImageClassifier.top(probabilities, labels: labels, count: 5)
        facts.dogProbability = Self.sum(probabilities, ImageNetLabels.dogs)
        facts.catProbability = Self.sum(probabilities, ImageNetLabels.cats)
        facts.likeliestDog = Self.likeliest(probabilities, labels, ImageNetLabels.dogs)
        facts.likeliestCat = Self.likeliest(probabilities, labels, ImageNetLabels.cats)
        facts.cuddlyProbability = CuteClassifier.cuddlyProbability(probabilities)
      } catch let error as VisorError where error.code == "model_missing" || error.code == "model_unloadable" {
        facts.unavailable.append("classifier")
      }
    }
    if parts.contains(.faces) || parts.contains(.catFaces) || parts.contains(.colours) {
      let small = try await offload { try image.converted(channels: 3, maxSide: 800) }
      if parts.contains(.faces) {
        if let count = try await detect(faces, small) { facts.faceCount = count } else {
          facts.unavailable.append("faces")
        }
      }
      if parts.contains(.catFaces) {
        if let count = try await detect(catFaces, small) { facts.catFaceCount = count } else {
          facts.unavailable.append("catFaces")
        }
      }
      if parts.contains(.colours) {
        facts.colours = try await offload {
          let tiny = try small.converted(channels: 3, maxSide: 96)
          return tiny.withPixels { ColourNames.dominant(rgb: $0, width: tiny.width, height: tiny.height) }
        }
      }
    }
    switch await reading {
    case .success(let text): facts.text = text
    case .failure(let error as VisorError) where error.code == "model_missing":
      facts.unavailable.append("text")
    case .failure(let error): throw error
    }
    return facts
  }

  private func readText(_ image: DecodedImage, enabled: Bool) async -> Result<TextReading?, Error> {
    guard enabled else { return .success(nil) }
    do { return .success(try await textReader.read(image: image)) } catch { return .failure(error) }
  }

  private func detect(_ detector: LazyResource<CascadeDetector>, _ image: DecodedImage) async throws -> Int? {
    do {
      return try await offload { try detector.get().detect(in: image).count }
    } catch let error as VisorError where error.code == "model_missing" {
      return nil
    }
  }

  static func likeliest(_ probabilities: [Float], _ labels: [String], _ range: ClosedRange<Int>) -> Classification? {
    guard range.upperBound < probabilities.count, range.upperBound < labels.count,
      let best = range.max(by: { probabilities[$0] < probabilities[$1] })
    else { return nil }
    return Classification(label: ImageNetLabels.displayName(labels[best]), confidence: Double(probabilities[best]))
  }

  static func sum(_ probabilities: [Float], _ range: ClosedRange<Int>) -> Double {
    range.reduce(0.0) { $0 + ($1 < probabilities.count ? Double(probabilities[$1]) : 0) }
  }
}
