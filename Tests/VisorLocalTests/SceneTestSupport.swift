import Foundation
import Testing
import VisorTestSupport

@testable import VisorLocal

/// Where the scene tests find models and photos, and the VISOR_REQUIRE_MODELS rule: when it is 1,
/// tests that need a model or test photo run (and fail) instead of being skipped.
enum SceneFixtures {
  static let environment = ProcessInfo.processInfo.environment
  static let requireModels = environment["VISOR_REQUIRE_MODELS"] == "1"

  static var cacheDirectory: URL {
    if let dir = environment["VISOR_CACHE_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
    return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/visor")
  }
  static var modelsDirectory: URL { cacheDirectory.appendingPathComponent("models") }

  static let darknetData = URL(fileURLWithPath: "/usr/share/darknet/data")
  static let opencvData = URL(fileURLWithPath: "/usr/share/doc/opencv-doc/examples/data")
  static let catPhoto = URL(fileURLWithPath: "/usr/share/doc/opencv-doc/opencv4/html/cat_det.jpg")
  static let local = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/scene").standardizedFileURL

  static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

  static var classifierInstalled: Bool {
    exists(modelsDirectory.appendingPathComponent(LocalImageClassifier.modelFileName))
      && exists(modelsDirectory.appendingPathComponent(LocalImageClassifier.labelsFileName))
  }
  static var photosInstalled: Bool {
    exists(darknetData.appendingPathComponent("dog.jpg"))
      && exists(opencvData.appendingPathComponent("fruits.jpg"))
      && exists(catPhoto)
  }
  static var ocrInstalled: Bool {
    exists(TextReader.debianTessdata.appendingPathComponent("eng.traineddata"))
  }
  static var cascadesInstalled: Bool {
    exists(SceneAnalyzer.debianCascades.appendingPathComponent(SceneAnalyzer.faceCascadeName))
  }

  /// Run when everything is installed, or when VISOR_REQUIRE_MODELS=1 (then a missing piece fails).
  static var canRunModelTests: Bool {
    requireModels || (classifierInstalled && photosInstalled && ocrInstalled && cascadesInstalled)
  }
  static var canRunOCRTests: Bool { requireModels || ocrInstalled }
  /// The setup script's conversion venv (Debian's PyTorch + ONNX export).
  static var convertPython: URL { cacheDirectory.appendingPathComponent("convert-venv/bin/python") }
  static var canRunExportTests: Bool { requireModels || exists(convertPython) }

  static func photo(_ url: URL) throws -> Data {
    try #require(
      exists(url), "missing test photo \(url.path): run scripts/setup-classifier.sh (opencv-doc, darknet)")
    return try Data(contentsOf: url)
  }
  static func darknet(_ name: String) throws -> Data { try photo(darknetData.appendingPathComponent(name)) }
  static func opencv(_ name: String) throws -> Data { try photo(opencvData.appendingPathComponent(name)) }
  static func fixture(_ name: String) throws -> Data { try photo(local.appendingPathComponent(name)) }

  /// One shared engine for all tests (models load once).
  static let classifier = LocalImageClassifier(modelsDirectory: modelsDirectory)
  static let analyzer = SceneAnalyzer(
    classifier: classifier, cascadeDirectory: SceneAnalyzer.debianCascades, textReader: TextReader())
  static let scene = LocalSceneModel(analyzer: analyzer)
  static let cute = CuteClassifier(imagenet: classifier)

  static func requireClassifier() throws {
    try #require(
      classifierInstalled,
      "The classifier is not installed in \(modelsDirectory.path): run scripts/setup-classifier.sh")
  }
}

extension Data {
  /// A generated RGB image as PNG (Visor refuses formats such as PPM that libvips counts as untrusted).
  static func png(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> Data {
    PNGMaker.image(width: width, height: height, pixel: pixel)
  }
}
