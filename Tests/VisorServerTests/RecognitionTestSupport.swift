import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorProviders
import VisorServer

/// Photos and models for the car, recogniser and classifier tests, and the VISOR_REQUIRE_MODELS
/// rule: when it is 1, tests that need the classifier or a test photo run (and fail) instead of skipping.
enum Photos {
  static let environment = ProcessInfo.processInfo.environment
  static let requireModels = environment["VISOR_REQUIRE_MODELS"] == "1"

  static var cacheDirectory: URL {
    if let dir = environment["VISOR_CACHE_DIR"], !dir.isEmpty { return URL(fileURLWithPath: dir) }
    return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/visor")
  }
  static var modelsDirectory: URL { cacheDirectory.appendingPathComponent("models") }
  static var convertPython: URL { cacheDirectory.appendingPathComponent("convert-venv/bin/python") }

  static let darknet = URL(fileURLWithPath: "/usr/share/darknet/data")
  static let opencv = URL(fileURLWithPath: "/usr/share/doc/opencv-doc/examples/data")
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/scene").standardizedFileURL

  static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

  static var classifierInstalled: Bool {
    exists(modelsDirectory.appendingPathComponent("efficientnet-lite0.onnx"))
      && exists(modelsDirectory.appendingPathComponent("imagenet-labels.txt"))
  }
  static var photosInstalled: Bool {
    exists(darknet.appendingPathComponent("dog.jpg")) && exists(opencv.appendingPathComponent("fruits.jpg"))
  }
  /// Run when the classifier and photos are installed, or when they are required (then missing ones fail).
  static var canRunModelTests: Bool { requireModels || (classifierInstalled && photosInstalled) }
  static var canRunExportTests: Bool { requireModels || exists(convertPython) }

  static func load(_ url: URL) throws -> Data {
    try #require(
      exists(url), "missing test photo \(url.path): run scripts/setup-classifier.sh (darknet, opencv-doc)")
    return try Data(contentsOf: url)
  }

  /// darknet's dog.jpg (768×576): a dog, a bicycle and a white pickup truck parked behind them.
  static func dogJPEG() throws -> Data { try load(darknet.appendingPathComponent("dog.jpg")) }
  /// The pickup truck in dog.jpg (pixels 430…760 × 50…230), as fractions.
  static let truckCrop = ["x": 430.0 / 768, "y": 50.0 / 576, "width": 330.0 / 768, "height": 180.0 / 576]
  static var truckCropJSON: String {
    let data = try! JSONSerialization.data(withJSONObject: truckCrop, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  static func requireClassifier() throws {
    try #require(
      classifierInstalled,
      "The classifier is not installed in \(modelsDirectory.path): run scripts/setup-classifier.sh")
  }
}

/// A vision model answering from a script, registered in the app's model registry.
enum RecordedVision {
  /// Registers `test/vision` (vision, chat, structured) backed by `responses`; returns the transport.
  @discardableResult
  static func register(on app: VisorApplication, id: String = "test/vision", _ responses: [RecordedResponse])
    throws -> RecordedTransport
  {
    let transport = RecordedTransport(responses)
    var configuration = ProviderPresets.openAI()
    configuration.name = "test"
    configuration.visionModel = "vision-test"
    let client = OpenAICompatibleClient(
      configuration: configuration, apiKey: "sk-test", transport: transport, logger: .silent)
    let model = OpenAICompatibleChatModel(client: client, model: "vision-test", id: id)
    app.models.register(
      .init(
        descriptor: ModelDescriptor(id: id, capabilities: [.vision, .chat, .structured], state: .remote),
        chat: model))
    return transport
  }

  /// A non-streamed chat completion whose message content is `content`.
  static func answer(_ content: String) -> RecordedResponse {
    let body: [String: Any] = [
      "id": "chatcmpl-test", "object": "chat.completion",
      "choices": [
        ["index": 0, "message": ["role": "assistant", "content": content], "finish_reason": "stop"]
      ],
    ]
    let data = try! JSONSerialization.data(withJSONObject: body)
    return .json(200, String(decoding: data, as: UTF8.self))
  }

  /// A JSON object as text.
  static func json(_ object: [String: Any]) -> String {
    String(
      decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
  }

  /// The text of request `index`'s body.
  static func body(_ transport: RecordedTransport, _ index: Int) -> String {
    guard index < transport.requests.count, let body = transport.requests[index].body else { return "" }
    return String(decoding: body, as: UTF8.self)
  }

  /// A complete, valid Porsche answer.
  static var porsche: [String: Any] {
    [
      "found": true, "brand": "Porsche", "model": "911 Carrera S", "generation": "992", "yearFrom": 2019,
      "yearTo": NSNull(), "horsepowerHp": 450, "topSpeedKmh": 308, "zeroToHundredSeconds": 3.7,
      "cylinders": 6,
      "displacementCc": 2981, "displacementLitres": 3.0, "engineLayout": "flat-6", "aspiration": "twin-turbo",
      "colourName": "Python Green", "paintCode": "2S2", "bodyType": "coupé", "confidence": 0.86,
    ]
  }
}

extension TestApp {
  /// POSTs a photo as multipart with optional extra text fields.
  func upload(
    _ path: String, token: String, image: Data, filename: String = "photo.jpg", fields: [String: String] = [:]
  ) async throws -> Reply {
    var parts: [(name: String, filename: String?, type: String?, data: Data)] = [
      ("image", filename, "image/jpeg", image)
    ]
    for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
      parts.append((name, nil, nil, Data(value.utf8)))
    }
    let (body, type) = TestApp.multipart(parts)
    return try await request("POST", path, token: token, body: body, contentType: type)
  }
}
