import Foundation
import Synchronization
import Testing
import VisorCore
import VisorKitTesting
import VisorLocal

@testable import VisorFeatures

/// The real feature layer on a temp data folder (SQLite, files) with the installed offline models,
/// and a live service on a manual clock.
final class LiveHarness: Sendable {
  let features: Features
  let directory: URL
  let clock = ManualClock()
  let live: LiveService

  init(
    maxSessions: Int = 8, providerInterval: Duration = .seconds(5),
    configure: (inout VisorConfiguration) -> Void = { _ in }
  ) async throws {
    directory = FileManager.default.temporaryDirectory.appending(path: "visor-live-\(UUID().uuidString)")
    var configuration = VisorConfiguration()
    configuration.dataDirectory = directory
    configuration.passwordStrength = .minimal
    // The in-process engine (tesseract, flite); VISOR_LIVE_WORKERS=1 measures with the worker
    // processes a server starts (PP-OCRv4, piper) instead.
    configuration.localWorkers = ProcessInfo.processInfo.environment["VISOR_LIVE_WORKERS"] == "1"
    configuration.maintenanceIntervalSeconds = 0
    configuration.logLevel = .error
    if let cache = ProcessInfo.processInfo.environment["VISOR_CACHE_DIR"], !cache.isEmpty {
      configuration.cacheDirectory = URL(fileURLWithPath: cache)
    }
    configure(&configuration)
    features = try await buildFeatures(configuration: configuration)
    live = LiveService(
      analysis: features.analysis, speech: features.speech, quotas: features.quotas, models: features.models,
      photos: features.photos, logger: features.logger, maxSessions: maxSessions,
      providerInterval: providerInterval, clock: LiveClock(clock))
  }

  func user(_ name: String = "ada") async throws -> User {
    try await features.accounts.createUser(username: name, password: nil, isAdmin: false)
  }

  /// A session of a new user on credential `t`, its `ready` read.
  func session(_ mode: String) async throws -> (LiveSession, EventReader) {
    let session = try await live.open(
      user: try await user(), credential: "t", mode: mode, target: nil, language: nil)
    let events = EventReader(session)
    let ready = await events.next()
    try #require(
      ready.map { if case .ready = $0 { true } else { false } } == true, "\(String(describing: ready))")
    return (session, events)
  }

  func stop() async {
    await live.closeAll()
    await features.shutdown()
    try? FileManager.default.removeItem(at: directory)
  }

  /// Whether the offline engine and the test photos are here (or VISOR_REQUIRE_MODELS=1: then run and fail).
  static var canRun: Bool {
    let environment = ProcessInfo.processInfo.environment
    if environment["VISOR_REQUIRE_MODELS"] == "1" { return true }
    let cache =
      environment["VISOR_CACHE_DIR"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appending(path: ".cache/visor")
    return FileManager.default.fileExists(
      atPath: cache.appending(path: "models/efficientnet-lite0.onnx").path)
      && FileManager.default.fileExists(atPath: Frames.personPhoto.path)
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/convert")
  }
}

/// Reads a session's events one by one.
final class EventReader: @unchecked Sendable {
  private var iterator: AsyncStream<LiveEvent>.AsyncIterator
  /// Everything read so far.
  private(set) var seen: [LiveEvent] = []

  init(_ session: LiveSession) { iterator = session.events.makeAsyncIterator() }

  /// The next event, or nil once the session ended.
  func next() async -> LiveEvent? {
    let event = await iterator.next()
    if let event { seen.append(event) }
    return event
  }

  /// The next event about frame `number` (`said`, `quiet` or `error` for it), skipping `ready`s
  /// and the events of other frames; an `error` counts for the frame it follows.
  func answer(to number: Int) async -> LiveEvent? {
    while let event = await next() {
      switch event {
      case .said(let said) where said.frame == number: return event
      case .quiet(let frame, _) where frame == number: return event
      case .error: return event
      case .closing: return event
      default: continue
      }
    }
    return nil
  }

  /// Reads until the stream ends; returns what was read after the call.
  func drain() async -> [LiveEvent] {
    var out: [LiveEvent] = []
    while let event = await next() { out.append(event) }
    return out
  }
}

extension LiveEvent {
  var said: LiveSaying? {
    if case .said(let said) = self { return said }
    return nil
  }
  var quietReason: LiveQuietReason? {
    if case .quiet(_, let reason) = self { return reason }
    return nil
  }
  var errorCode: String? {
    if case .error(let code, _) = self { return code.name }
    return nil
  }
  var errorMessage: String? {
    if case .error(_, let message) = self { return message }
    return nil
  }
  var closingReason: LiveCloseReason? {
    if case .closing(let reason) = self { return reason }
    return nil
  }
}

/// Camera frames rendered with ImageMagick at 768 px, as the web app sends them, and real photos.
enum Frames {
  static let personPhoto = URL(fileURLWithPath: "/usr/share/darknet/data/person.jpg")
  private static let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appending(path: "visor-live-frames-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()
  private static let cache = Mutex<[String: Data]>([:])

  /// A sign: dark bold words on an off-white plate, 768 × 576. `noise` adds camera grain (another
  /// frame of the same view); `shake` moves the words that many pixels right and half as many down
  /// (the camera moved a little); `size` is the type's point size.
  static func sign(
    _ words: String, noise: Bool = false, background: String = "#f4f1e8", shake: Int = 0, size: Int = 88
  ) throws -> Data {
    try render("sign-\(words)-\(noise)-\(background)-\(shake)-\(size)") { out in
      [
        "-size", "768x576", "xc:\(background)", "-font", "DejaVu-Sans-Bold", "-pointsize", "\(size)", "-fill",
        "#1a1a1a", "-gravity", "center", "-annotate", "+\(shake)+\(shake / 2)", words,
      ] + (noise ? ["-attenuate", "0.4", "+noise", "Gaussian"] : []) + ["-quality", noise ? "80" : "90", out]
    }
  }

  /// A plain wall with a little texture.
  static func wall(_ colour: String = "#c9c1b3", seed: Int = 1) throws -> Data {
    try render("wall-\(colour)-\(seed)") { out in
      [
        "-seed", "\(seed)", "-size", "768x576", "xc:\(colour)", "-attenuate", "0.3", "+noise", "Gaussian",
        "-quality", "85", out,
      ]
    }
  }

  /// A QR code holding `text`, on white, 768 × 576.
  static func qr(_ text: String) throws -> Data {
    let png = folder.appending(path: "qr-\(UUID().uuidString).png").path
    let process = ChildProcess()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/qrencode")
    process.arguments = ["-s", "10", "-m", "2", "-o", png, text]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "qrencode")
    return try render("qr-\(text)") { out in
      ["-size", "768x576", "xc:white", png, "-gravity", "center", "-composite", "-quality", "92", out]
    }
  }

  /// The darknet person photo, scaled to 768 px as a browser would.
  static func person() throws -> Data {
    try render("person") { out in [personPhoto.path, "-resize", "768x768", "-quality", "88", out] }
  }

  static func render(_ name: String, _ arguments: (String) -> [String]) throws -> Data {
    if let held = cache.withLock({ $0[name] }) { return held }
    // A file of its own: tests in parallel may render the same frame at once.
    let out = folder.appending(path: "\(UUID().uuidString).jpg").path
    let process = ChildProcess()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
    process.arguments = arguments(out)
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "convert \(arguments(out))")
    let data = try Data(contentsOf: URL(fileURLWithPath: out))
    cache.withLock { $0[name] = data }
    return data
  }
}

/// A vision provider that answers from a script and counts its calls.
final class CountingVision: ChatModel, Sendable {
  let id = "test/eyes"
  private let answers: [String]
  private let calls = Mutex<[[ChatMessage]]>([])

  init(answers: [String]) { self.answers = answers }

  var callCount: Int { calls.withLock { $0.count } }
  var prompts: [String] { calls.withLock { $0.map { $0.last?.text ?? "" } } }

  func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
    let index = calls.withLock { calls in
      calls.append(messages)
      return calls.count - 1
    }
    let answer = answers[min(index, answers.count - 1)]
    return AsyncThrowingStream { continuation in
      continuation.yield(answer)
      continuation.finish()
    }
  }
}
