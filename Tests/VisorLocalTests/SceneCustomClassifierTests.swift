import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// Custom ONNX classifiers: a test exports tiny classifiers itself (PyTorch in the conversion venv)
/// and round-trips them through OpenCV DNN.
@Suite(.enabled(if: SceneFixtures.canRunExportTests), .serialized)
struct SceneCustomClassifierTests {
  static let python = SceneFixtures.convertPython
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../scripts/models/export_tiny_classifier.py").standardizedFileURL

  /// Exports once per test process.
  static let exported: Result<URL, Error> = {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("visor-tiny-\(UUID().uuidString)")
    do {
      guard SceneFixtures.exists(python) else {
        throw VisorError.modelMissing("conversion venv", path: python.path)
      }
      let process = ChildProcess()
      process.executableURL = python
      process.arguments = [script.path, dir.path]
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw VisorError(.internalError, "export_tiny_classifier.py exited \(process.terminationStatus)")
      }
      return .success(dir)
    } catch {
      return .failure(error)
    }
  }()

  static func classifier(_ file: String) throws -> ONNXImageClassifier {
    let dir = try exported.get()
    return ONNXImageClassifier(
      id: "custom/\(file)", model: dir.appendingPathComponent(file),
      labels: dir.appendingPathComponent("labels.txt"),
      preprocessing: ClassifierPreprocessing(inputSize: 32, resize: 0, mean: [0, 0, 0], std: [1, 1, 1]))
  }

  static let red = Data.png(width: 50, height: 40) { _, _ in (255, 0, 0) }
  static let blue = Data.png(width: 50, height: 40) { _, _ in (0, 0, 255) }

  @Test(arguments: ["tiny-rgb-opset10.onnx", "tiny-rgb-softmax-opset10.onnx"])
  func anOpset10ExportRoundTrips(_ file: String) async throws {
    let classifier = try Self.classifier(file)
    try await classifier.validate()
    let red = try await classifier.classify(jpeg: Self.red, top: 3)
    let blue = try await classifier.classify(jpeg: Self.blue, top: 1)
    #expect(red.map(\.label) == ["red", "green", "blue"] || red.map(\.label) == ["red", "blue", "green"])
    // logits (10, 0, 0) → softmax 0.99991; a second softmax on probabilities would give ≈ 0.58.
    #expect((red.first?.confidence ?? 0) > 0.999)
    #expect(blue.map(\.label) == ["blue"])
    #expect(classifier.state == .loaded)
  }

  @Test func anExportOpenCVCannotLoadNamesTheFailingOperator() async throws {
    let classifier = try Self.classifier("tiny-rgb-opset13.onnx")
    do {
      try await classifier.validate()
      Issue.record("OpenCV 4.6 was expected to reject the opset-13 Clip node")
    } catch let error as VisorError {
      print("[custom] opset 13: \(error.message)")
      #expect(error.code == .modelUnloadable)
      #expect(error.message.contains("Clip"))
      #expect(error.message.contains("opset 10"))
    }
  }
}
