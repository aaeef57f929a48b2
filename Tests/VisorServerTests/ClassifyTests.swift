import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorServer
import VisorTestSupport

/// `POST /api/v1/classify` on known photos, and custom ONNX classifiers exported by the test itself.
@Suite(.serialized) struct ClassifyTests {
  static func classify(_ t: TestApp, token: String, _ photo: Data, model: String? = nil) async throws
    -> TestApp.Reply
  {
    try await t.upload(
      "/api/v1/classify", token: token, image: photo, fields: model.map { ["model": $0] } ?? [:])
  }

  @Test(.enabled(if: Photos.canRunModelTests))
  func imagenetAndCuteNameKnownPhotos() async throws {
    try Photos.requireClassifier()
    let chelsea = try Photos.load(Photos.fixtures.appendingPathComponent("chelsea.jpg"))
    let fruits = try Photos.load(Photos.opencv.appendingPathComponent("fruits.jpg"))
    try await withApp { t in
      let (_, token) = try await t.user("vic")
      let cat = try await Self.classify(t, token: token, chelsea).decode(ClassifyResponse.self)
      print("[classify] chelsea: \(cat.predictions.map { "\($0.label) \($0.confidence)" })")
      #expect(cat.model == "local/imagenet")
      #expect(cat.predictions.count == 5)
      #expect(["tabby cat", "tiger cat", "Egyptian cat"].contains(cat.predictions.first?.label ?? ""))
      #expect(cat.predictions.map(\.confidence) == cat.predictions.map(\.confidence).sorted(by: >))
      let cute = try await Self.classify(t, token: token, chelsea, model: "cute").decode(
        ClassifyResponse.self)
      #expect(cute.model == "local/cute")
      #expect(cute.predictions.map(\.label) == ["cute", "notcute"])
      #expect((cute.predictions.first?.confidence ?? 0) > 0.8)
      let notCute = try await Self.classify(t, token: token, fruits, model: "local/cute").decode(
        ClassifyResponse.self)
      print("[classify] fruits cute: \(notCute.predictions.map { "\($0.label) \($0.confidence)" })")
      #expect(notCute.predictions.first?.label == "notcute")
      let truck = try await Self.classify(t, token: token, try Photos.dogJPEG(), model: "imagenet")
        .decode(ClassifyResponse.self)
      print("[classify] dog.jpg: \(truck.predictions.map { "\($0.label) \($0.confidence)" })")
      #expect(truck.model == "local/imagenet")
    }
  }

  /// The labels stay the classifier's own; `name` is what a Spanish or German reader reads.
  @Test(.enabled(if: Photos.canRunModelTests))
  func eachPredictionIsNamedInThePersonsLanguage() async throws {
    try Photos.requireClassifier()
    let chelsea = try Photos.load(Photos.fixtures.appendingPathComponent("chelsea.jpg"))
    try await withApp { t in
      let (_, token) = try await t.user("ines")
      #expect(
        try await t.request("PATCH", "/api/v1/me", token: token, json: ["language": "es"]).status == 200)
      let cat = try await Self.classify(t, token: token, chelsea).decode(ClassifyResponse.self)
      let names = Dictionary(uniqueKeysWithValues: cat.predictions.map { ($0.label, $0.name ?? "") })
      #expect(names["Egyptian cat"] == "gato egipcio")
      #expect(names["tiger cat"] == "gato tigrado")
      #expect(cat.predictions.allSatisfy { $0.name != nil && $0.name != $0.label })
      #expect(
        try await t.request("PATCH", "/api/v1/me", token: token, json: ["language": "de"]).status == 200)
      let cute = try await Self.classify(t, token: token, chelsea, model: "cute").decode(
        ClassifyResponse.self)
      #expect(cute.predictions.map(\.label) == ["cute", "notcute"])
      #expect(cute.predictions.map(\.name) == ["süß", "nicht süß"])
      #expect(
        try await t.request("PATCH", "/api/v1/me", token: token, json: ["language": "en"]).status == 200)
      let english = try await Self.classify(t, token: token, chelsea).decode(ClassifyResponse.self)
      #expect(english.predictions.allSatisfy { $0.name == $0.label })
    }
  }

  @Test func unknownModelsAndModelsThatCannotClassifyAre400() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("wes")
      let photo = try PNGMaker.solid(width: 64, height: 64)
      let unknown = try await Self.classify(t, token: token, photo, model: "local/nope")
      #expect(unknown.status == 400)
      #expect(unknown.errorCode == "unknown_model")
      let wrong = try await Self.classify(t, token: token, photo, model: "local/flite")
      #expect(wrong.status == 400)
      #expect(wrong.errorCode == "model_capability")
      let notImage = try await Self.classify(t, token: token, Data("text".utf8))
      #expect(notImage.status == 422)
      #expect(try await t.request("POST", "/api/v1/classify", token: nil).status == 401)
    }
  }
}

/// Custom classifiers: exported here with PyTorch (the conversion venv), added over the API, used,
/// kept across a restart and removed; models OpenCV cannot use get errors naming the problem.
@Suite(.serialized, .enabled(if: Photos.canRunExportTests))
struct CustomClassifierTests {
  static let exportScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../scripts/models/export_tiny_classifier.py").standardizedFileURL

  /// A model with a fixed 1×3×32×32 input (a reshape before a linear layer).
  static let fixedShapeScript = """
    import sys, torch
    from torch import nn
    class Fixed(nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = nn.Linear(3 * 32 * 32, 3)
        def forward(self, x):
            return self.fc(x.reshape(1, 3 * 32 * 32))
    torch.onnx.export(Fixed().eval(), torch.rand(1, 3, 32, 32), sys.argv[1], input_names=["input"],
                      output_names=["output"], opset_version=10, training=torch.onnx.TrainingMode.EVAL)
    """

  /// Exports once per test process: the tiny colour classifiers and the fixed-shape one.
  static let exported: Result<URL, Error> = {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-classifiers-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      try run(Photos.convertPython, [exportScript.path, dir.path])
      try run(
        Photos.convertPython, ["-c", fixedShapeScript, dir.appendingPathComponent("fixed32.onnx").path])
      return .success(dir)
    } catch {
      return .failure(error)
    }
  }()

  static func run(_ executable: URL, _ arguments: [String]) throws {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw VisorError(.notConfigured, "\(executable.path) is missing: run scripts/setup-classifier.sh")
    }
    let process = ChildProcess()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw VisorError(.internalError, "\(arguments.first ?? "") exited \(process.terminationStatus)")
    }
  }

  static func file(_ name: String) throws -> Data {
    try Data(contentsOf: try exported.get().appendingPathComponent(name))
  }

  static func add(
    _ t: TestApp, token: String, name: String, model: Data, labels: String = "red\ngreen\nblue\n",
    size: String = "32", extra: [String: String] = [:]
  ) async throws -> TestApp.Reply {
    var parts: [(name: String, filename: String?, type: String?, data: Data)] = [
      ("model", "model.onnx", "application/octet-stream", model),
      ("labels", "labels.txt", "text/plain", Data(labels.utf8)),
      ("name", nil, nil, Data(name.utf8)), ("size", nil, nil, Data(size.utf8)),
    ]
    for (key, value) in extra { parts.append((key, nil, nil, Data(value.utf8))) }
    let (body, type) = TestApp.multipart(parts)
    return try await t.request("POST", "/api/v1/classifiers", token: token, body: body, contentType: type)
  }

  @Test func aCustomClassifierRoundTripsThroughTheAPIAndARestart() async throws {
    let model = try Self.file("tiny-rgb-opset10.onnx")
    let t = try await TestApp()
    defer { try? FileManager.default.removeItem(at: t.directory) }
    let (_, admin) = try await t.user("root", admin: true)
    let (_, user) = try await t.user("xena")
    #expect(try await Self.add(t, token: user, name: "colours", model: model).status == 403)
    let added = try await Self.add(
      t, token: admin, name: "colours", model: model, extra: ["mean": "0", "std": "1"])
    #expect(added.status == 201, "\(added.text)")
    let classifier = try added.decode(ClassifierResponse.self)
    #expect(classifier.id == "custom/colours")
    #expect(classifier.labels == ["red", "green", "blue"])
    #expect(classifier.inputSize == 32 && classifier.resize == 32)
    #expect(try await Self.add(t, token: admin, name: "colours", model: model).status == 409)

    let models = try await t.request("GET", "/api/v1/models", token: user).decode(
      ListResponse<ModelResponse>.self)
    let entry = try #require(models.items.first { $0.id == "custom/colours" })
    #expect(entry.capabilities == ["classification"])
    #expect(entry.note?.contains("32×32") == true)

    let red = try PNGMaker.solid(width: 60, height: 40, rgb: (255, 0, 0))
    let blue = try PNGMaker.solid(width: 60, height: 40, rgb: (0, 0, 255))
    let first = try await ClassifyTests.classify(t, token: user, red, model: "colours").decode(
      ClassifyResponse.self)
    #expect(first.model == "custom/colours")
    #expect(first.predictions.first?.label == "red")
    #expect(first.predictions.allSatisfy { $0.name == $0.label })  // its author's words, as given
    #expect((first.predictions.first?.confidence ?? 0) > 0.99)
    #expect(first.predictions.count == 3)
    await t.app.shutdown()

    // Registered again at start from the data folder.
    var configuration = t.app.configuration
    configuration.port = 0
    let restarted = try await buildApplication(configuration: configuration, logger: .silent)
    let again = try await restarted.features.classification.classify(image: blue, model: "custom/colours")
    #expect(again.predictions.first?.label == "blue")
    try await restarted.features.classification.removeClassifier("colours")
    #expect(restarted.models.entry(id: "custom/colours") == nil)
    do {
      _ = try await restarted.features.classification.classify(image: blue, model: "custom/colours")
      Issue.record("a removed classifier still classified")
    } catch let error as VisorError {
      #expect(error.status == 400)
    }
    #expect(
      !FileManager.default.fileExists(atPath: t.directory.appendingPathComponent("classifiers/colours").path))
    await restarted.shutdown()
  }

  @Test func modelsOpenCVCannotUseGetErrorsNamingTheProblem() async throws {
    try await withApp { t in
      let (_, admin) = try await t.user("root", admin: true)
      let good = try Self.file("tiny-rgb-opset10.onnx")

      let text = try await Self.add(t, token: admin, name: "text", model: Data("this is not a model".utf8))
      #expect(text.status == 422)
      #expect(text.errorCode == "not_onnx")
      #expect(text.errorMessage?.contains("not an ONNX model") == true)

      let opset13 = try await Self.add(
        t, token: admin, name: "opset13", model: try Self.file("tiny-rgb-opset13.onnx"))
      #expect(opset13.status == 422)
      #expect(opset13.errorMessage?.contains("Clip") == true, "\(opset13.errorMessage ?? "")")
      #expect(opset13.errorMessage?.contains("opset 10") == true)

      let labels = try await Self.add(
        t, token: admin, name: "four", model: good, labels: "red\ngreen\nblue\npurple\n")
      #expect(labels.status == 422)
      #expect(labels.errorCode == "labels_mismatch")
      #expect(
        labels.errorMessage?.contains("4 labels") == true
          && labels.errorMessage?.contains("3 outputs") == true)

      let shape = try await Self.add(
        t, token: admin, name: "fixed", model: try Self.file("fixed32.onnx"), size: "299")
      print("[classifiers] wrong shape: \(shape.errorMessage ?? shape.text)")
      #expect(shape.status == 422)
      #expect(shape.errorCode == "wrong_input_shape")
      #expect(shape.errorMessage?.contains("299×299") == true)
      // The same model at its own size is fine.
      #expect(
        try await Self.add(t, token: admin, name: "fixed", model: try Self.file("fixed32.onnx")).status == 201
      )

      let badName = try await Self.add(t, token: admin, name: "Bad Name", model: good)
      #expect(badName.status == 400)
      let badMean = try await Self.add(t, token: admin, name: "mean", model: good, extra: ["mean": "1,2"])
      #expect(badMean.status == 400)
      // Nothing half-added stays behind.
      let folders = try FileManager.default.contentsOfDirectory(
        atPath: t.directory.appendingPathComponent("classifiers").path)
      #expect(folders == ["fixed"])
      #expect(try await t.request("DELETE", "/api/v1/classifiers/fixed", token: admin).status == 204)
      #expect(try await t.request("DELETE", "/api/v1/classifiers/fixed", token: admin).status == 404)
    }
  }
}
