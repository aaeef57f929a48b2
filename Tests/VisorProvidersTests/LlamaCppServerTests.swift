import Foundation
import Testing
import VisorCore

@testable import VisorProviders

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real `python -m llama_cpp.server` with SmolLM2-135M on 127.0.0.1, started and stopped by the test,
/// on a port uvicorn picks itself (port 0) and names in its log: a port probed free and handed over
/// could be taken while the model loads.
final class LlamaCppServer: Sendable {
  let process: ChildProcess
  let port: Int
  let logURL: URL

  private init(process: ChildProcess, port: Int, logURL: URL) {
    self.process = process
    self.port = port
    self.logURL = logURL
  }

  /// Starts the server and waits (up to `timeout`) for uvicorn's "running on" line, which comes once
  /// the model is loaded and the port bound; fails at once, with the log, if the server exits.
  static func start(timeout: Duration = .seconds(120)) async throws -> LlamaCppServer {
    let logURL = FileManager.default.temporaryDirectory.appendingPathComponent(
      "llama-server-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
    let log = try FileHandle(forWritingTo: logURL)
    let process = ChildProcess()
    process.executableURL = ModelRequirement.pythonPath
    // Processes spawned from Swift concurrency threads inherit libdispatch's blocked signal mask,
    // so SIGTERM would never arrive: unblock signals before running the server module.
    process.arguments = [
      "-c",
      "import runpy, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, set()); "
        + "sys.argv = ['llama_cpp.server'] + sys.argv[1:]; runpy.run_module('llama_cpp.server', run_name='__main__')",
      "--model", ModelRequirement.smolLM.path, "--host", "127.0.0.1", "--port", "0",
      "--n_ctx", "2048", "--n_threads", "2",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "PORT")  // llama_cpp.server prefers it to --port
    process.environment = environment
    process.standardOutput = log
    process.standardError = log
    try process.run()
    let marker = "Uvicorn running on http://127.0.0.1:"
    let deadline = ContinuousClock.now + timeout
    var text = ""
    while ContinuousClock.now < deadline {
      text = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
      if let range = text.range(of: marker), let port = Int(text[range.upperBound...].prefix { $0.isNumber })
      {
        return LlamaCppServer(process: process, port: port, logURL: logURL)
      }
      guard process.isRunning else { break }
      try await Task.sleep(for: .milliseconds(250))
    }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: logURL)
    Issue.record("llama_cpp.server did not start; its log ends:\n\(text.suffix(2000))")
    throw CancellationError()
  }

  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/v1/")! }

  var client: OpenAICompatibleClient {
    OpenAICompatibleClient(
      configuration: ProviderPresets.llamaCpp(baseURL: baseURL), apiKey: nil, logger: .silent)
  }

  /// Waits until `/v1/models` answers (the model is loaded).
  func waitUntilReady(timeout: Duration = .seconds(120)) async throws {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      guard process.isRunning else { break }
      if let models = try? await client.listModels(), !models.isEmpty { return }
      try await Task.sleep(for: .milliseconds(250))
    }
    let log = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
    Issue.record("llama_cpp.server did not become ready; its log ends:\n\(log.suffix(2000))")
    throw CancellationError()
  }

  /// SIGTERM, then SIGKILL if the server has not exited within 5 s.
  func stop() {
    if process.isRunning {
      process.terminate()
      let deadline = Date().addingTimeInterval(5)
      while process.isRunning && Date() < deadline { usleep(50_000) }
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
      }
    }
    try? FileManager.default.removeItem(at: logURL)
  }
}

/// Runs `body` against a freshly started llama.cpp server; fails (rather than skips) when the
/// model is missing and `VISOR_REQUIRE_MODELS=1`.
func withLlamaCppServer(_ body: (OpenAICompatibleClient) async throws -> Void) async throws {
  try #require(
    ModelRequirement.llamaCppAvailable,
    "llama-cpp-python or \(ModelRequirement.smolLM.path) is missing — run the model setup script (VISOR_REQUIRE_MODELS=1 makes this a failure)."
  )
  let server = try await LlamaCppServer.start()
  defer { server.stop() }
  try await server.waitUntilReady()
  try await body(server.client)
}

@Suite(.serialized, .enabled(if: ModelRequirement.runLlamaCpp))
struct LlamaCppServerTests {
  static let greeting = [
    ChatMessage(role: .system, text: "You are a friendly assistant."),
    ChatMessage(role: .user, text: "Say hello in one short sentence."),
  ]

  @Test func aRealServerListsItsModelAndChats() async throws {
    try await withLlamaCppServer { client in
      let models = try await client.listModels()
      #expect(!models.isEmpty)
      let text = try await client.chatModel().complete(
        Self.greeting, options: ChatOptions(maxTokens: 24, temperature: 0))
      #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }
  }

  @Test func aRealServerStreamsTokenByToken() async throws {
    try await withLlamaCppServer { client in
      let start = ContinuousClock.now
      var deltas: [String] = []
      var firstDeltaAt: Duration?
      for try await delta in try client.chatModel().stream(
        Self.greeting, options: ChatOptions(maxTokens: 32, temperature: 0))
      {
        if firstDeltaAt == nil { firstDeltaAt = ContinuousClock.now - start }
        deltas.append(delta)
      }
      let total = ContinuousClock.now - start
      print("llama.cpp stream: \(deltas.count) deltas, first after \(firstDeltaAt ?? .zero), total \(total)")
      #expect(deltas.count >= 3)
      #expect((firstDeltaAt ?? total) < total)
    }
  }

  @Test func llamaCppDialectGivesJSONThatFollowsTheSchema() async throws {
    let schema = """
      {"type":"object","properties":{"brand":{"type":"string","maxLength":24},"doors":{"type":"integer"},"electric":{"type":"boolean"}},"required":["brand","doors","electric"]}
      """
    try await withLlamaCppServer { client in
      let text = try await client.chatModel().complete(
        [
          ChatMessage(
            role: .user, text: "Describe a typical family car as JSON with brand, doors and electric.")
        ],
        options: ChatOptions(maxTokens: 120, temperature: 0, jsonSchema: schema))
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
        "not a JSON object: \(text)")
      #expect(object["brand"] is String)
      let doors = try #require(object["doors"] as? NSNumber, "doors missing: \(text)")
      #expect(doors.doubleValue == doors.doubleValue.rounded())
      #expect(text.range(of: #""doors"\s*:\s*-?[0-9]+\s*[,}]"#, options: .regularExpression) != nil)
      #expect(object["electric"] is Bool)
    }
  }

  @Test func stoppingAStreamEarlyLeavesTheServerUsable() async throws {
    try await withLlamaCppServer { client in
      let model = try client.chatModel()
      var count = 0
      for try await _ in model.stream(
        [ChatMessage(role: .user, text: "Count from one to one hundred in words.")],
        options: ChatOptions(maxTokens: 400, temperature: 0))
      {
        count += 1
        if count == 2 { break }
      }
      let text = try await model.complete(Self.greeting, options: ChatOptions(maxTokens: 12, temperature: 0))
      #expect(!text.isEmpty)
    }
  }
}
