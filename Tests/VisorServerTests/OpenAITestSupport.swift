import Foundation
import Testing
import VisorFeatures
import VisorServer

/// Local models for the `/v1` tests, and the VISOR_REQUIRE_MODELS rule: a test that needs a model runs
/// when it is installed, and also when `VISOR_REQUIRE_MODELS=1` — then a missing model fails it.
enum OpenAILocalModels {
  static let environment = ProcessInfo.processInfo.environment
  static var required: Bool { environment["VISOR_REQUIRE_MODELS"] == "1" }

  static var cacheDirectory: URL {
    if let path = environment["VISOR_CACHE_DIR"], !path.isEmpty { return URL(fileURLWithPath: path) }
    return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/visor")
  }
  static var modelsDirectory: URL { cacheDirectory.appendingPathComponent("models") }
  static var python: URL { cacheDirectory.appendingPathComponent("venv/bin/python") }
  static let photo = URL(fileURLWithPath: "/usr/share/darknet/data/dog.jpg")

  static func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: modelsDirectory.appendingPathComponent(name).path)
  }
  static var scene: Bool {
    exists("efficientnet-lite0.onnx") && exists("imagenet-labels.txt")
      && FileManager.default.fileExists(atPath: photo.path)
  }
  static var workers: Bool { FileManager.default.isExecutableFile(atPath: python.path) }
  static var chat: Bool { workers && exists("smollm2-135m-instruct.gguf") }
  static var speech: Bool { workers && exists("whisper-tiny-en") && exists("piper/en_US-joe-medium.onnx") }

  static var canRunScene: Bool { required || scene }
  static var canRunChat: Bool { required || chat }
  static var canRunSpeech: Bool { required || speech }

  /// Fails (rather than skips) when a required model is missing.
  static func require(_ installed: Bool, _ what: String) throws {
    try #require(installed, "\(what) is not installed in \(modelsDirectory.path): run scripts/setup.sh")
  }

  /// A configuration that starts the local workers on the cached models.
  static func configure(_ configuration: inout VisorConfiguration) {
    configuration.localWorkers = true
    configuration.modelsDirectory = modelsDirectory
    configuration.pythonPath = python
    configuration.clientTimeoutSeconds = 120
  }
}

/// One line-oriented view of a `text/event-stream` body.
struct SSEBody {
  var lines: [String]
  init(_ text: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }
  /// `data:` payloads, in order (comments such as heartbeats skipped).
  var data: [String] {
    lines.filter { $0.hasPrefix("data: ") }.map { String($0.dropFirst(6)) }
  }
  /// The JSON chunks (every payload except `[DONE]`).
  var chunks: [[String: Any]] {
    data.filter { $0 != "[DONE]" }.compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }
  /// The concatenated `choices[0].delta.content`.
  var content: String {
    chunks.compactMap {
      (($0["choices"] as? [[String: Any]])?.first?["delta"] as? [String: Any])?["content"] as? String
    }
    .joined()
  }
}

extension TestApp.Reply {
  /// OpenAI's error object.
  var openAIError: [String: Any]? { json["error"] as? [String: Any] }
  var errorType: String? { openAIError?["type"] as? String }
  var errorParam: String? { openAIError?["param"] as? String }
  /// The first choice's message content of a `chat.completion`.
  var completionContent: String? {
    (((json["choices"] as? [[String: Any]])?.first?["message"]) as? [String: Any])?["content"] as? String
  }
}

extension TestApp {
  /// A JSON POST with a long timeout, for requests to local models on a busy machine.
  func slowPost(_ path: String, token: String, json: [String: Any], timeout: TimeInterval = 300) async throws
    -> Reply
  {
    try await request("POST", path, token: token, json: json, timeout: timeout)
  }
}
