import Foundation
import Synchronization
import Testing
import VisorCore
import VisorFeatures
import VisorServer

#if canImport(Glibc)
  import Glibc
#endif

/// The VISOR_REQUIRE_MODELS rule for the server tests: a test that needs a local model runs when the
/// model is installed, and also when `VISOR_REQUIRE_MODELS=1` — then a missing model fails it.
enum LocalModels {
  static let environment = ProcessInfo.processInfo.environment
  static var required: Bool { environment["VISOR_REQUIRE_MODELS"] == "1" }
  static var cacheDirectory: URL {
    environment["VISOR_CACHE_DIR"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/visor")
  }
  static var smolLM2: URL { cacheDirectory.appendingPathComponent("models/smollm2-135m-instruct.gguf") }
  static var python: URL { cacheDirectory.appendingPathComponent("venv/bin/python") }
  static var chatModelInstalled: Bool {
    FileManager.default.fileExists(atPath: smolLM2.path)
      && FileManager.default.isExecutableFile(atPath: python.path)
  }
  /// Use as `.enabled(if: LocalModels.runChatTests)`; the test itself then `#require`s the model.
  static var runChatTests: Bool { chatModelInstalled || required }
}

/// A chat model whose replies are scripted; it records what it was sent and whether it was cancelled.
final class ScriptedChatModel: ChatModel, ChatContextDeclaring, @unchecked Sendable {
  let id: String
  let contextBudget: ChatContextBudget
  let deltas: @Sendable ([ChatMessage]) -> [String]
  let delay: Duration
  let failure: (any Error)?
  private let state = Mutex<(received: [[ChatMessage]], options: [ChatOptions], cancelled: Int)>(([], [], 0))

  init(
    id: String = "test/scripted", budget: ChatContextBudget = .remoteDefault, delay: Duration = .zero,
    failure: (any Error)? = nil,
    deltas: @escaping @Sendable ([ChatMessage]) -> [String] = { _ in ["Hello", " there", "!"] }
  ) {
    self.id = id
    self.contextBudget = budget
    self.deltas = deltas
    self.delay = delay
    self.failure = failure
  }

  var received: [[ChatMessage]] { state.withLock { $0.received } }
  var options: [ChatOptions] { state.withLock { $0.options } }
  var cancelled: Int { state.withLock { $0.cancelled } }

  func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
    state.withLock {
      $0.received.append(messages)
      $0.options.append(options)
    }
    let (stream, continuation) = AsyncThrowingStream<String, Error>.makeStream()
    let deltas = self.deltas(messages)
    let delay = self.delay
    let failure = self.failure
    let task = Task {
      for delta in deltas {
        if delay > .zero {
          do { try await Task.sleep(for: delay) } catch { return }
        }
        continuation.yield(delta)
      }
      if let failure { continuation.finish(throwing: failure) } else { continuation.finish() }
    }
    continuation.onTermination = { [self] termination in
      if case .cancelled = termination { self.state.withLock { $0.cancelled += 1 } }
      task.cancel()
    }
    return stream
  }
}

extension TestApp {
  /// Registers a scripted chat model under `capabilities` and returns it.
  @discardableResult
  func registerScripted(
    _ model: ScriptedChatModel, capabilities: [Capability] = [.chat], makeDefault: Bool = true
  ) throws -> ScriptedChatModel {
    app.models.register(
      .init(
        descriptor: ModelDescriptor(id: model.id, capabilities: capabilities, state: .remote), chat: model))
    if makeDefault { try app.models.setDefault(.chat, id: model.id) }
    return model
  }

  /// Creates a chat and returns its id.
  func createChat(_ token: String, model: String? = nil, title: String? = nil) async throws -> String {
    var body: [String: Any] = [:]
    if let model { body["model"] = model }
    if let title { body["title"] = title }
    let reply = try await request("POST", "/api/v1/chats", token: token, json: body)
    #expect(reply.status == 201, "\(reply.text)")
    return try #require(reply.json["id"] as? String)
  }
}

/// Server-Sent Events parsed from a complete body.
struct ParsedEvents {
  var events: [(name: String, data: [String: Any])] = []
  init(_ text: String) {
    for block in text.components(separatedBy: "\n\n") {
      var name = "message"
      var data = ""
      for line in block.split(separator: "\n", omittingEmptySubsequences: true) {
        if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
        if line.hasPrefix("data: ") { data += String(line.dropFirst(6)) }
      }
      guard !data.isEmpty else { continue }
      let object = (try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]) ?? [:]
      events.append((name, object))
    }
  }
  var names: [String] { events.map(\.name) }
  func first(_ name: String) -> [String: Any]? { events.first { $0.name == name }?.data }
  var text: String { events.filter { $0.name == "text" }.compactMap { $0.data["delta"] as? String }.joined() }
}

/// A raw loopback client that sends one request, reads until `marker` appears, then hangs up — a
/// browser tab closed mid-reply. Blocking socket work runs on its own thread, not the cooperative pool.
enum HangUpClient {
  static func readUntil(port: Int, request: String, marker: String, timeout: TimeInterval = 60) async throws
    -> String
  {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          with: Result { try blockingRead(port: port, request: request, marker: marker, timeout: timeout) })
      }
    }
  }

  struct Failure: Error, CustomStringConvertible { var description: String }

  private static func blockingRead(port: Int, request: String, marker: String, timeout: TimeInterval) throws
    -> String
  {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw Failure(description: "socket failed") }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw Failure(description: "connect failed") }
    var tv = timeval(tv_sec: 1, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
    let bytes = Array(request.utf8)
    _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let n = recv(fd, &buffer, buffer.count, 0)
      if n > 0 {
        received.append(contentsOf: buffer[0..<n])
        let text = String(decoding: received, as: UTF8.self)
        if text.contains(marker) { return text }
      } else if n == 0 {
        break
      }
    }
    throw Failure(description: "did not see \(marker): \(String(decoding: received, as: UTF8.self))")
  }
}

/// Polls `condition` until it holds or `timeout` passes (generous: in-process tests share the machine
/// with the whole parallel phase; a pass returns as soon as the condition holds).
func eventually(timeout: Duration = .seconds(20), _ condition: () async throws -> Bool) async rethrows -> Bool
{
  let deadline = ContinuousClock.now + timeout
  while ContinuousClock.now < deadline {
    if try await condition() { return true }
    try? await Task.sleep(for: .milliseconds(50))
  }
  return try await condition()
}
