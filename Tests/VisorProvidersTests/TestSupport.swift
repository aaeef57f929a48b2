import Foundation
import Synchronization
import Testing
import VisorCore

@testable import VisorProviders

/// The `VISOR_REQUIRE_MODELS` rule: a missing model skips a test, unless that variable is `1`, in
/// which case the test runs and fails on the missing piece.
enum ModelRequirement {
  static var required: Bool { ProcessInfo.processInfo.environment["VISOR_REQUIRE_MODELS"] == "1" }

  static var cacheDirectory: URL {
    if let dir = ProcessInfo.processInfo.environment["VISOR_CACHE_DIR"], !dir.isEmpty {
      return URL(fileURLWithPath: dir)
    }
    return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/visor")
  }

  static var pythonPath: URL { cacheDirectory.appendingPathComponent("venv/bin/python") }
  static var smolLM: URL { cacheDirectory.appendingPathComponent("models/smollm2-135m-instruct.gguf") }

  /// llama-cpp-python importable and the SmolLM2 GGUF present.
  static let llamaCppAvailable: Bool = {
    guard FileManager.default.isExecutableFile(atPath: pythonPath.path),
      FileManager.default.fileExists(atPath: smolLM.path)
    else { return false }
    let process = ChildProcess()
    process.executableURL = pythonPath
    process.arguments = ["-c", "import llama_cpp.server"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus == 0
    } catch {
      return false
    }
  }()

  /// Run the llama.cpp tests when the model is there, or when it is required (then they fail).
  static var runLlamaCpp: Bool { llamaCppAvailable || required }
}

/// Records the waits a retry policy asked for instead of sleeping.
final class SleepRecorder: Sendable {
  private let delays = Mutex<[Duration]>([])
  var recorded: [Duration] { delays.withLock { $0 } }
  var policy: ProviderRetryPolicy {
    ProviderRetryPolicy(sleep: { [self] delay in delays.withLock { $0.append(delay) } }, jitter: { 1.0 })
  }
}

func makeClient(
  _ transport: any HTTPTransport, configuration: ProviderConfiguration = ProviderPresets.openAI(),
  apiKey: String? = "sk-test-secret-key", logger: Logger = .silent, retry: ProviderRetryPolicy? = nil
) -> OpenAICompatibleClient {
  OpenAICompatibleClient(
    configuration: configuration, apiKey: apiKey, transport: transport, logger: logger,
    retryPolicy: retry ?? SleepRecorder().policy)
}

/// The body of a recorded request as a JSON object.
func jsonBody(_ request: HTTPClientRequest) throws -> [String: Any] {
  let data = try #require(request.body)
  return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}

/// Catches the VisorError a throwing call produced.
func visorError(_ body: () async throws -> Void) async -> VisorError? {
  do {
    try await body()
    return nil
  } catch let error as VisorError {
    return error
  } catch {
    Issue.record("expected a VisorError, got \(error)")
    return nil
  }
}

/// A streamed completion as a llama.cpp/OpenAI server sends it.
func completionStream(_ pieces: [String], finish: Bool = true, done: Bool = true) -> String {
  var text = ""
  for (i, piece) in pieces.enumerated() {
    let escaped = String(
      data: try! JSONSerialization.data(withJSONObject: [piece], options: []), encoding: .utf8)!
      .dropFirst().dropLast()
    text +=
      "data: {\"id\":\"chatcmpl-1\",\"object\":\"chat.completion.chunk\",\"choices\":[{\"index\":0,\"delta\":{\(i == 0 ? "\"role\":\"assistant\"," : "")\"content\":\(escaped)},\"finish_reason\":null}]}\r\n\r\n"
  }
  if finish {
    text +=
      "data: {\"id\":\"chatcmpl-1\",\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\r\n\r\n"
  }
  if done { text += "data: [DONE]\r\n\r\n" }
  return text
}
