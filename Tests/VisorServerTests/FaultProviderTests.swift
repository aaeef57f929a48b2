import Foundation
import Testing
import VisorCore
import VisorFeatures
import VisorProviders
import VisorServer
import VisorTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Tests/Fixtures/fault_provider.py as a child process: a real OpenAI-compatible server on loopback
/// that misbehaves on request (issue 16: hang, drip, rate-limit, truncate, flood, lie about types).
final class FaultProvider: @unchecked Sendable {
  let process = ChildProcess()
  private let input = Pipe()
  private let output = Pipe()
  let port: Int

  static var script: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/fault_provider.py")
  }

  init() throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", Self.script.path]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty { break }
      line.append(byte)
    }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw VisorError(.internalError, "the fault provider did not start: \(text)")
    }
    self.port = port
  }

  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/v1/")! }

  func set(_ scenario: String) async throws {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/_control/scenario")!)
    request.httpMethod = "POST"
    request.httpBody = Data(scenario.utf8)
    _ = try await TestApp.session.data(for: request)
  }

  /// Connections the provider has open now (Visor's transfers that were not closed).
  func openConnections() async throws -> Int {
    let (data, _) = try await TestApp.session.data(
      from: URL(string: "http://127.0.0.1:\(port)/_control/stats")!)
    let stats = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return stats?["open"] as? Int ?? -1
  }

  func requests() async throws -> Int {
    let (data, _) = try await TestApp.session.data(
      from: URL(string: "http://127.0.0.1:\(port)/_control/stats")!)
    let stats = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return stats?["requests"] as? Int ?? -1
  }

  /// Closing its stdin ends it; SIGKILL in case it is stuck (a child of the test process starts with
  /// SIGTERM blocked, so `terminate()` would not).
  func stop() {
    try? input.fileHandleForWriting.close()
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}

/// The process's peak resident set size in MiB since the last reset (Linux).
enum PeakMemory {
  static func reset() { try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs")) }
  static func megabytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return -1 }
    return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
  }
}

// Serialized: the matrix measures the process's peak RSS, which another test running beside it would inflate.
/// Every fault scenario on every endpoint that talks to a provider: each ends in a JSON error with a
/// sentence within the configured timeouts, nothing is saved, no provider connection is left open
/// and memory stays bounded (issue 16, Deliver 2).
@Suite(.live, .serialized) struct FaultProviderTests {
  static let scenarios = [
    "hang_headers", "hang_after_headers", "slow_drip", "rate_short", "rate_long", "error_500", "truncated",
    "garbage_json", "huge_body", "huge_event", "wrong_content_type",
  ]

  static func configure(_ c: inout VisorConfiguration, provider: FaultProvider) {
    c.provider.url = provider.baseURL
    c.provider.preset = "openai"
    c.provider.timeouts = ProviderTimeouts(
      connect: .seconds(1), firstByte: .seconds(1), idle: .seconds(1), total: .seconds(2),
      imageTotal: .milliseconds(1500))
    c.provider.limits = ProviderLimits(
      answerBytes: 256 * 1024, mediaBytes: 4 * 1024 * 1024, eventBytes: 64 * 1024, answerCharacters: 10_000)
  }

  struct Outcome {
    var status: Int
    var code: String?
    var message: String?
    var retryAfter: String?
    var seconds: Double
  }

  /// One request of `endpoint`, reduced to its error.
  static func call(_ endpoint: String, _ t: TestApp, token: String, chat: String) async throws -> Outcome {
    let photo = try PNGMaker.solid(width: 64, height: 48).base64EncodedString()
    let started = ContinuousClock.now
    func elapsed() -> Double {
      let (s, a) = (ContinuousClock.now - started).components
      return Double(s) + Double(a) / 1e18
    }
    let reply: TestApp.Reply
    switch endpoint {
    case "analyze":
      reply = try await t.request(
        "POST", "/api/v1/vision/analyze", token: token, json: ["imageBase64": photo, "prompt": "What is it?"])
    case "analyze-sse":
      reply = try await t.request(
        "POST", "/api/v1/vision/analyze", token: token,
        json: ["imageBase64": photo, "prompt": "What is it?"],
        headers: ["Accept": "text/event-stream"])
      let events = ParsedEvents(reply.text).events
      let error = events.first { $0.name == "error" }?.data
      return Outcome(
        status: error == nil ? reply.status : 599, code: error?["code"] as? String,
        message: error?["message"] as? String, retryAfter: nil, seconds: elapsed())
    case "chat":
      reply = try await t.request(
        "POST", "/api/v1/chats/\(chat)/messages", token: token, json: ["content": "hello"])
    case "openai":
      reply = try await t.request(
        "POST", "/v1/chat/completions", token: token,
        json: ["model": "remote/gpt-4o-mini", "messages": [["role": "user", "content": "hello"]]])
      let error = reply.json["error"] as? [String: Any]
      return Outcome(
        status: reply.status, code: error?["code"] as? String, message: error?["message"] as? String,
        retryAfter: reply.header("Retry-After"), seconds: elapsed())
    case "identify":
      reply = try await t.request("POST", "/api/v1/cars/identify", token: token, json: ["imageBase64": photo])
    default:
      reply = try await t.request("POST", "/api/v1/images/generate", token: token, json: ["prompt": "a fox"])
    }
    return Outcome(
      status: reply.status, code: reply.errorCode, message: reply.errorMessage,
      retryAfter: reply.header("Retry-After"), seconds: elapsed())
  }

  @Test func everyScenarioOnEveryEndpointEndsInAJSONErrorInTimeAndSavesNothing() async throws {
    let provider = try FaultProvider()
    defer { provider.stop() }
    try await withApp(configure: { Self.configure(&$0, provider: provider) }) { t in
      let (_, token) = try await t.user("victim")
      let chat = try await t.createChat(token)

      // The provider works when it behaves (so every failure below is the scenario's).
      let (_, sanity) = try await t.user("sanity")
      let sanityChat = try await t.createChat(sanity)
      try await provider.set("ok")
      for endpoint in ["analyze", "chat", "openai", "identify", "images"] {
        let ok = try await Self.call(endpoint, t, token: sanity, chat: sanityChat)
        #expect([200, 201].contains(ok.status), "\(endpoint) with a working provider: \(ok)")
      }

      PeakMemory.reset()
      let before = PeakMemory.megabytes()
      for scenario in Self.scenarios {
        try await provider.set(scenario)
        for endpoint in ["analyze", "analyze-sse", "chat", "openai", "identify", "images"] {
          let outcome = try await Self.call(endpoint, t, token: token, chat: chat)
          let label = "\(scenario) on \(endpoint): \(outcome)"
          #expect([502, 504, 599].contains(outcome.status), "\(label)")
          #expect(outcome.code?.hasPrefix("provider_") == true, "\(label)")
          let message = outcome.message ?? ""
          #expect(message.count > 20 && message.contains(" "), "a sentence: \(label)")
          // 2 s total + retries (rate_short waits 1 s twice) + the app's own work.
          #expect(outcome.seconds < 6, "\(label)")
          if scenario == "rate_long" {
            #expect(outcome.seconds < 1.5, "a wait beyond the cap fails at once: \(label)")
            #expect(message.contains("3600"), "\(label)")
          }
          if scenario.hasPrefix("huge") && endpoint != "images" {
            #expect(outcome.code == "provider_answer_too_large", "\(label)")
          }
          if scenario == "hang_after_headers" || scenario == "slow_drip" || scenario == "hang_headers" {
            #expect(outcome.code == "provider_timeout", "\(label)")
          }
          // The transfer is closed: no provider connection is left behind.
          var open = try await provider.openConnections()
          let deadline = ContinuousClock.now + .seconds(3)
          while open > 0 && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            open = try await provider.openConnections()
          }
          #expect(open == 0, "provider connections left open after \(label)")
        }
      }
      let peakGrowth = PeakMemory.megabytes() - before
      #expect(peakGrowth < 200, "peak RSS grew by \(peakGrowth) MB")
      #expect(t.app.server.inFlightCount == 0)

      // Nothing was saved for the victim.
      for path in ["/api/v1/analyses", "/api/v1/cars", "/api/v1/images"] {
        let list = try await t.request("GET", path, token: token)
        #expect((list.json["items"] as? [Any])?.count == 0, "\(path): \(list.text.prefix(300))")
      }
      let saved = try await t.request("GET", "/api/v1/chats/\(chat)", token: token)
      let roles = (saved.json["messages"] as? [[String: Any]])?.compactMap { $0["role"] as? String } ?? []
      #expect(!roles.contains("assistant"), "no assistant message saved: \(roles)")
    }
  }

  /// Issue 16 item 13: a request still waiting on its provider when Visor shuts down hears 503
  /// `shutting_down`, not a provider error.
  /// `visor providers test`'s sentences, in the person's language: a provider that answers, one that
  /// is not there.
  @Test func providersAreCheckedInThePersonsLanguage() async throws {
    let provider = try FaultProvider()
    defer { provider.stop() }
    try await withApp(configure: { Self.configure(&$0, provider: provider) }) { t in
      let english = await t.app.features.modelCatalogue.checkProviders()
      #expect(english.map(\.sentence) == ["reachable at 127.0.0.1, 1 model"], "\(english)")
      let spanish = await Language.$current.withValue(try Language.parse("es")) {
        await t.app.features.modelCatalogue.checkProviders()
      }
      #expect(spanish.map(\.sentence) == ["accesible en 127.0.0.1; modelos: 1"], "\(spanish)")
    }
    try await withApp(configure: {
      $0.provider.url = URL(string: "http://127.0.0.1:9/v1/")
      $0.provider.preset = "openai"
      $0.provider.timeouts = ProviderTimeouts(
        connect: .seconds(1), firstByte: .seconds(1), total: .seconds(2))
    }) { t in
      let english = try #require(await t.app.features.modelCatalogue.checkProviders().first)
      let german = try #require(
        await Language.$current.withValue(try Language.parse("de")) {
          await t.app.features.modelCatalogue.checkProviders()
        }
        .first)
      #expect(!english.reachable && !german.reachable)
      #expect(german.sentence != english.sentence && !german.sentence.isEmpty, "\(german.sentence)")
      #expect(
        german.sentence.range(of: #"\b(the|is|not|check)\b"#, options: .regularExpression) == nil,
        "\(german.sentence)")
    }
  }

  @Test func aStreamInFlightAtShutdownEndsWithAShuttingDownEvent() async throws {
    let provider = try FaultProvider()
    defer { provider.stop() }
    try await provider.set("hang_after_headers")
    let t = try await TestApp {
      Self.configure(&$0, provider: provider)
      $0.provider.timeouts = ProviderTimeouts(firstByte: .seconds(30), idle: .seconds(30))
      $0.shutdownGraceSeconds = 0
    }
    let (_, token) = try await t.user("streaming")
    let photo = try PNGMaker.solid(width: 64, height: 48).base64EncodedString()
    let pending = Task {
      try await t.request(
        "POST", "/api/v1/vision/analyze", token: token,
        json: ["imageBase64": photo, "prompt": "What is it?"],
        headers: ["Accept": "text/event-stream"])
    }
    let deadline = ContinuousClock.now + .seconds(10)
    while try await provider.requests() == 0 && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(50))
    }
    try await Task.sleep(for: .milliseconds(300))  // the provider's first event is on its way
    await t.stop()
    let reply = try await pending.value
    #expect(reply.status == 200)
    let events = ParsedEvents(reply.text).events
    let errors = events.filter { $0.name == "error" }
    #expect(errors.count == 1, "\(reply.text)")
    #expect(events.last?.name == "error", "\(reply.text)")
    #expect(errors.first?.data["code"] as? String == "shutting_down", "\(reply.text)")
    let message = errors.first?.data["message"] as? String
    #expect(message?.contains("send it again") == true, "\(reply.text)")
  }

  @Test func anEndlessStreamOfEmptyEventsIsCutAtTheStreamLimit() async throws {
    let provider = try FaultProvider()
    defer { provider.stop() }
    try await provider.set("endless_events")
    let t = try await TestApp {
      Self.configure(&$0, provider: provider)
      $0.provider.timeouts = ProviderTimeouts(firstByte: .seconds(5), idle: .seconds(5), total: .seconds(60))
      $0.provider.limits.streamBytes = 2 * 1024 * 1024
    }
    let (_, token) = try await t.user("endless")
    for endpoint in ["analyze", "analyze-sse"] {
      let outcome = try await Self.call(endpoint, t, token: token, chat: "")
      #expect(outcome.code == "provider_answer_too_large", "\(endpoint): \(outcome)")
      #expect(outcome.seconds < 20, "\(endpoint) took \(outcome.seconds) s")
      #expect(
        outcome.message?.contains("2 MB") == true || outcome.message?.contains("2048") == true, "\(outcome)")
    }
  }

  @Test func aRequestInFlightAtShutdownGets503ShuttingDown() async throws {
    let provider = try FaultProvider()
    defer { provider.stop() }
    try await provider.set("hang_headers")
    let t = try await TestApp {
      Self.configure(&$0, provider: provider)
      $0.provider.timeouts = ProviderTimeouts(firstByte: .seconds(30))
      $0.shutdownGraceSeconds = 0
    }
    let (_, token) = try await t.user("late")
    let photo = try PNGMaker.solid(width: 64, height: 48).base64EncodedString()
    let pending = Task {
      try await t.request(
        "POST", "/api/v1/vision/analyze", token: token, json: ["imageBase64": photo, "prompt": "What is it?"])
    }
    let deadline = ContinuousClock.now + .seconds(10)
    while try await provider.requests() == 0 && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(50))
    }
    await t.stop()
    let reply = try await pending.value
    #expect(reply.status == 503, "\(reply.text)")
    #expect(reply.errorCode == "shutting_down", "\(reply.text)")
  }
}
