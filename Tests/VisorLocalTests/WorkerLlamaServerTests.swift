import Foundation
import Testing
import VisorCore

@testable import VisorLocal

#if canImport(Glibc)
  import Glibc
#endif

/// llama-cpp-python's server with SmolLM2-135M as a supervised worker (real model).
@Suite(.serialized, .enabled(if: SpeechTestEnvironment.runChatModelTests))
struct WorkerLlamaServerTests {
  struct Completion: Decodable {
    struct Choice: Decodable {
      struct Message: Decodable { var content: String? }
      var message: Message
    }
    struct Usage: Decodable { var completion_tokens: Int }
    var choices: [Choice]
    var usage: Usage?
  }

  func chat(_ server: LlamaServerWorker, _ prompt: String, maxTokens: Int) async throws -> (
    String, Int, Double
  ) {
    let body = try JSONSerialization.data(withJSONObject: [
      "model": server.alias, "max_tokens": maxTokens, "temperature": 0,
      "messages": [["role": "user", "content": prompt]],
    ])
    let port = server.port
    let start = ContinuousClock.now
    let response = try #require(
      await Task.detached {
        LoopbackHTTP.request(
          "POST", port: port, path: "/v1/chat/completions", json: body, timeoutSeconds: 120)
      }.value)
    let elapsed = ContinuousClock.now - start
    #expect(response.status == 200)
    let completion = try JSONDecoder().decode(Completion.self, from: response.body)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (
      completion.choices.first?.message.content ?? "", completion.usage?.completion_tokens ?? 0, seconds
    )
  }

  @Test func servesChatRestartsAfterACrashAndStopsCleanly() async throws {
    try SpeechTestEnvironment.requireChatModel()
    let server = try LlamaServerWorker(
      pythonPath: SpeechTestEnvironment.venvPython, model: SpeechTestEnvironment.chatModel,
      launcherScript: SpeechTestEnvironment.llamaLauncherScript, alias: "smollm2-135m", logger: Logger.silent)
    #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)/v1")
    try await server.start()
    #expect(await server.state == .ready)
    let models = try #require(LoopbackHTTP.get(port: server.port, path: "/v1/models"))
    #expect(models.status == 200)
    #expect(String(decoding: models.body, as: UTF8.self).contains("smollm2-135m"))
    let rss = try #require(await server.residentMemoryBytes)
    print("llama server RSS with SmolLM2-135M: \(rss / 1_048_576) MiB")

    // Warm up once, then measure generation speed.
    _ = try await chat(server, "Say hello.", maxTokens: 8)
    let (text, tokens, seconds) = try await chat(
      server, "Write three sentences about the sea.", maxTokens: 96)
    print(
      "llama server: \(tokens) tokens in \(String(format: "%.2f", seconds)) s = \(String(format: "%.1f", Double(tokens) / seconds)) tokens/s (incl. prompt)"
    )
    #expect(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    #expect(tokens > 10)

    // Streaming answers arrive as server-sent events.
    let streamBody = try JSONSerialization.data(withJSONObject: [
      "model": server.alias, "max_tokens": 16, "stream": true,
      "messages": [["role": "user", "content": "Count to five."]],
    ])
    let port = server.port
    let streamed = try #require(
      await Task.detached {
        LoopbackHTTP.request(
          "POST", port: port, path: "/v1/chat/completions", json: streamBody, timeoutSeconds: 60)
      }.value)
    let events = String(decoding: streamed.body, as: UTF8.self)
    #expect(streamed.status == 200)
    #expect(events.components(separatedBy: "data: {").count > 3)
    #expect(events.contains("data: [DONE]"))

    // Crash: the supervisor notices and brings it back on the same port.
    let firstPID = try #require(await server.worker.pid)
    kill(firstPID, SIGKILL)
    let deadline = ContinuousClock.now + .seconds(120)
    while ContinuousClock.now < deadline {
      if await server.state == .ready, let pid = await server.worker.pid, pid != firstPID { break }
      try await Task.sleep(for: .milliseconds(200))
    }
    let secondPID = try #require(await server.worker.pid)
    #expect(secondPID != firstPID)
    #expect(await server.worker.launchCount == 2)
    #expect(LoopbackHTTP.getStatus(port: server.port, path: "/v1/models") == 200)

    await server.stop()
    #expect(!ProcessStatus.isAlive(pid: secondPID))
    #expect(LoopbackHTTP.getStatus(port: server.port, path: "/v1/models") == nil)
  }
}

/// No model needed.
@Suite struct WorkerLlamaServerConfigurationTests {
  @Test func missingModelFileIsReportedUpFront() throws {
    #expect(throws: VisorError.self) {
      _ = try LlamaServerWorker(
        pythonPath: SpeechTestEnvironment.venvPython, model: URL(fileURLWithPath: "/nonexistent/model.gguf"))
    }
  }
}
