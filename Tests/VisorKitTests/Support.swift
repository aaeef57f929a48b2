import Foundation
import Synchronization
import Testing
import VisorCore
import VisorFeatures
import VisorKit
import VisorServer

extension Tag {
  /// Tests that start a real server on a loopback port (scripts/test.sh runs this module serially).
  @Tag static var live: Self
}

/// A real Visor on 127.0.0.1 (port 0, temporary data folder) with scripted models for vision, chat,
/// speech, transcription and image generation, so every endpoint answers without a provider.
final class KitServer: @unchecked Sendable {
  let app: VisorApplication
  let directory: URL
  let vision: ScriptedModel
  let chat: ScriptedModel
  let url: String

  init(
    visionDelay: Duration = .zero, answer: [String] = ["A red car. ", "It is parked. ", "The sky is blue."],
    crossChecks: Bool = false
  )
    async throws
  {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visorkit-test-\(UUID().uuidString)")
    var configuration = VisorConfiguration()
    configuration.port = 0
    configuration.host = "127.0.0.1"
    configuration.dataDirectory = directory
    configuration.passwordStrength = .minimal
    configuration.localWorkers = false
    configuration.maintenanceIntervalSeconds = 0
    configuration.shutdownGraceSeconds = 1
    // The scripted answer names colours the gray fixture photo does not have: with checks on, the
    // server rightly adds a spoken disagreement (decision 024). Tests of checks turn them on.
    configuration.crossChecks = crossChecks
    app = try await buildApplication(
      configuration: configuration, logger: Logger(label: "visorkit-test", minimumLevel: .error))
    vision = ScriptedModel(id: "test/eyes", delay: visionDelay, answer: answer)
    chat = ScriptedModel(id: "test/chat", delay: visionDelay, answer: ["Hello", " there", "!"])
    let models = app.models
    models.register(
      .init(
        descriptor: ModelDescriptor(
          id: vision.id, capabilities: [.vision, .chat, .structured], state: .remote),
        chat: vision))
    models.register(
      .init(descriptor: ModelDescriptor(id: chat.id, capabilities: [.chat], state: .remote), chat: chat))
    let voice = ToneVoice()
    models.register(
      .init(
        descriptor: ModelDescriptor(
          id: voice.id, capabilities: [.speech], state: .remote, voices: voice.voices),
        synthesizer: voice))
    let ears = FixedEars()
    models.register(
      .init(
        descriptor: ModelDescriptor(id: ears.id, capabilities: [.transcription], state: .remote),
        recognizer: ears))
    let painter = Painter()
    models.register(
      .init(
        descriptor: ModelDescriptor(id: painter.id, capabilities: [.imageGeneration], state: .remote),
        generator: painter))
    try models.setDefault(.vision, id: vision.id)
    try models.setDefault(.chat, id: chat.id)
    try models.setDefault(.speech, id: voice.id)
    try models.setDefault(.transcription, id: ears.id)
    try models.setDefault(.imageGeneration, id: painter.id)
    try app.start()
    url = "http://127.0.0.1:\(app.port)"
  }

  func stop() async {
    await app.shutdown()
    try? FileManager.default.removeItem(at: directory)
  }

  /// A user with a password and a client holding a fresh token.
  func client(
    _ name: String, admin: Bool = false, password: String = "correct horse",
    transport: any VisorTransport = URLSessionTransport.shared, retryPolicy: RetryPolicy = .default
  ) async throws -> VisorClient {
    let user = try await app.accounts.createUser(username: name, password: password, isAdmin: admin)
    let (_, secret) = try await app.accounts.createToken(userID: user.id, name: "test")
    return try VisorClient(baseURL: url, token: secret, transport: transport, retryPolicy: retryPolicy)
  }
}

/// Runs `body` against a fresh server and always stops it.
func withServer(
  visionDelay: Duration = .zero, answer: [String]? = nil, crossChecks: Bool = false,
  isolation: isolated (any Actor)? = #isolation, _ body: (KitServer) async throws -> Void
) async throws {
  let server =
    if let answer {
      try await KitServer(visionDelay: visionDelay, answer: answer, crossChecks: crossChecks)
    } else { try await KitServer(visionDelay: visionDelay, crossChecks: crossChecks) }
  do {
    try await body(server)
  } catch {
    await server.stop()
    throw error
  }
  await server.stop()
}

/// A model that answers from a script: the car or recogniser JSON when asked for structured output,
/// else `answer`'s pieces, each after `delay`. It counts cancellations (the server saw the client go).
final class ScriptedModel: VisorCore.ChatModel, @unchecked Sendable {
  let id: String
  let delay: Duration
  let answer: [String]
  private let state = Mutex<(calls: Int, cancelled: Int)>((0, 0))

  init(id: String, delay: Duration, answer: [String]) {
    self.id = id
    self.delay = delay
    self.answer = answer
  }

  var calls: Int { state.withLock { $0.calls } }
  var cancelled: Int { state.withLock { $0.cancelled } }

  static let porsche = """
    {"found":true,"brand":"Porsche","model":"911 Carrera S","generation":"992","yearFrom":2019,"yearTo":null,
     "horsepowerHp":450,"topSpeedKmh":308,"zeroToHundredSeconds":3.7,"cylinders":6,"displacementCc":2981,
     "displacementLitres":3.0,"engineLayout":"flat-6","aspiration":"twin-turbo","colourName":"Python Green",
     "paintCode":"2S2","bodyType":"coupé","confidence":0.86}
    """
  static let plant = #"{"found":true,"commonName":"Monstera","latinName":"Monstera deliciosa"}"#

  func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
    state.withLock { $0.calls += 1 }
    let pieces: [String] =
      if let schema = options.jsonSchema {
        [schema.contains("horsepowerHp") ? Self.porsche : schema.contains("commonName") ? Self.plant : "{}"]
      } else if messages.contains(where: { $0.text.contains("Name this chat") || $0.text.contains("title") })
      {
        ["Greetings"]
      } else {
        answer
      }
    let (stream, continuation) = AsyncThrowingStream<String, Error>.makeStream()
    let delay = self.delay
    let task = Task {
      for piece in pieces {
        if delay > .zero {
          do { try await Task.sleep(for: delay) } catch { return }
        }
        continuation.yield(piece)
      }
      continuation.finish()
    }
    continuation.onTermination = { [self] termination in
      if case .cancelled = termination { state.withLock { $0.cancelled += 1 } }
      task.cancel()
    }
    return stream
  }
}

/// A tone per character.
struct ToneVoice: SpeechSynthesizer {
  let id = "test/tone"
  let voices = ["tone"]
  func synthesize(_ text: String, voice: String?) async throws -> PCMAudio {
    PCMAudio(samples: (0..<(text.count * 160)).map { Float(sin(Double($0) * 0.3)) * 0.4 }, sampleRate: 16_000)
  }
}

/// Hears the same question in any recording.
struct FixedEars: SpeechRecognizer {
  let id = "test/ears"
  static let text = "What colour is the car?"
  func transcribe(_ audio: PCMAudio) async throws -> String { Self.text }
}

/// "Generates" a fixed PNG.
struct Painter: ImageGenerator {
  let id = "test/painter"
  func generate(prompt: String, size: String) async throws -> GeneratedImage {
    GeneratedImage(data: try Fixtures.png(), mimeType: "image/png")
  }
}

/// Real files: a JPEG (darknet's dog), a PNG and a HEIC photo and a spoken question (scripts/setup-test.sh).
enum Fixtures {
  static let environment = ProcessInfo.processInfo.environment
  static var cache: URL {
    environment["VISOR_CACHE_DIR"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/visor")
  }
  static func load(_ url: URL) throws -> Data {
    try #require(
      FileManager.default.fileExists(atPath: url.path), "missing \(url.path): run scripts/setup.sh --test")
    return try Data(contentsOf: url)
  }
  static func jpeg() throws -> Data { try load(URL(fileURLWithPath: "/usr/share/darknet/data/dog.jpg")) }
  static func png() throws -> Data { try load(cache.appendingPathComponent("fixtures/text.png")) }
  static func heic() throws -> Data { try load(cache.appendingPathComponent("fixtures/photo.heic")) }
  static func question() throws -> Data { try load(cache.appendingPathComponent("fixtures/question.wav")) }
}

/// Polls `condition` until it holds or `timeout` passes.
func eventually(
  timeout: Duration = .seconds(10), isolation: isolated (any Actor)? = #isolation,
  _ condition: () async throws -> Bool
) async rethrows -> Bool {
  let deadline = ContinuousClock.now + timeout
  while ContinuousClock.now < deadline {
    if try await condition() { return true }
    try? await Task.sleep(for: .milliseconds(20))
  }
  return try await condition()
}

/// A transport that records what went over the wire (method and path) and can answer the first
/// few requests itself, passing the rest to the real URLSession transport.
final class RecordingTransport: VisorTransport, @unchecked Sendable {
  let next: any VisorTransport
  private let state = Mutex<(sent: [TransportRequest], canned: [TransportResponse])>(([], []))

  init(next: any VisorTransport = URLSessionTransport.shared, answering canned: [TransportResponse] = []) {
    self.next = next
    state.withLock { $0.canned = canned }
  }

  var sent: [TransportRequest] { state.withLock { $0.sent } }

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    let canned = state.withLock { state -> TransportResponse? in
      state.sent.append(request)
      return state.canned.isEmpty ? nil : state.canned.removeFirst()
    }
    if let canned { return canned }
    return try await next.send(request)
  }

  static func answer(
    _ status: Int, _ body: String, headers: [String: String] = [:], contentType: String = "application/json"
  ) -> TransportResponse {
    TransportResponse(
      status: status, headers: headers.merging(["content-type": contentType]) { a, _ in a },
      body: AsyncThrowingStream { continuation in
        continuation.yield(Data(body.utf8))
        continuation.finish()
      })
  }

  /// A 200 `text/event-stream` answer whose whole body is `events`, then the end of the connection.
  static func events(_ events: String, headers: [String: String] = [:]) -> TransportResponse {
    answer(200, events, headers: headers, contentType: "text/event-stream")
  }
}
