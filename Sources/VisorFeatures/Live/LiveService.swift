import Foundation
import Synchronization
import VisorCore
import VisorLocal
import VisorStore

/// Live camera sessions (`GET /api/v1/live`, docs/live.md): frames in, only what is new said back.
/// No HTTP here: the route upgrades the request, feeds each message to a ``LiveSession`` and writes
/// its ``LiveSession/events``.
///
/// ```swift
/// let session = try await features.live.open(user: user, credential: tokenID, mode: "text", target: nil, language: nil)
/// Task { for await event in session.events { send(event) } }   // ready, said, quiet, error, closing
/// await session.receive(frame: jpeg)
/// await session.receive(text: #"{"type":"mode","mode":"people"}"#)
/// await session.close()
/// ```
public final class LiveService: Sendable {
  /// Largest frame (binary message) the transport should accept; larger ones → ``LiveSession/oversized(binary:bytes:)``.
  public static let maxFrameBytes = 2 * 1024 * 1024
  /// Largest text message.
  public static let maxTextBytes = 64 * 1024
  /// A session that receives nothing for this long is closed (reason `idle`).
  public static let idleTimeout = Duration.seconds(60)

  let analysis: AnalysisService
  let speech: SpeechService
  let quotas: QuotaService
  let models: ModelRegistry
  let photos: PhotoWork
  let logger: Logger
  let clock: LiveClock
  /// Most sessions open at once on this instance (`--max-live-sessions`).
  public let maxSessions: Int
  /// Least time between two calls to the vision provider in one session (`--live-provider-interval`).
  public let providerInterval: Duration
  private let sessions = Mutex<[String: LiveSession]>([:])
  /// Realtime conversations (`/v1/realtime`) open: they share ``maxSessions`` with live sessions.
  private let others = Mutex<Int>(0)

  package init(
    analysis: AnalysisService, speech: SpeechService, quotas: QuotaService, models: ModelRegistry,
    photos: PhotoWork, logger: Logger, maxSessions: Int = 8, providerInterval: Duration = .seconds(5),
    clock: LiveClock = LiveClock(ContinuousClock())
  ) {
    self.analysis = analysis
    self.speech = speech
    self.quotas = quotas
    self.models = models
    self.photos = photos
    self.logger = logger
    self.maxSessions = maxSessions
    self.providerInterval = providerInterval
    self.clock = clock
  }

  /// Opens a session for `user` on `credential` (an API token's or a web session's id: one live
  /// session each — an older one is closed with reason `replaced`). Counts one request against the
  /// user's quota. Throws before anything is opened: `.unknownMode`/`.missingField`/`.invalidField`
  /// (400) for the mode and target, `.unsupportedLanguage` (400) for a tag Visor does not speak, `.notConfigured` (501) without the
  /// offline engine, `.serverBusy` (503) when ``maxSessions`` are open, the quota's 429 codes.
  public func open(user: User, credential: String, mode: String?, target: String?, language: String?)
    async throws -> LiveSession
  {
    let (mode, taught) = try await resolve(LiveMode(mode: mode, target: target), user: user)
    // The session speaks `Language.current` (the route sets it from this tag or the person's own).
    if let language = language?.trimmingCharacters(in: .whitespaces), !language.isEmpty {
      _ = try Language.parse(language)
    }
    guard sceneEngine != nil || (mode.channel == .describe && visionProvider != nil) else {
      throw VisorError(.notConfigured, LiveWords.sceneMissing)
    }
    try checkCapacity(credential: credential)
    try await quotas.admit(userID: user.id, analysis: false)
    let session = LiveSession(service: self, user: user, credential: credential, mode: mode, taught: taught)
    let replaced = try sessions.withLock { open -> LiveSession? in
      let previous = open[credential]
      if previous == nil, open.count + others.withLock({ $0 }) >= maxSessions {
        throw VisorError(.serverBusy, LiveWords.tooManySessions)
      }
      open[credential] = session
      return previous
    }
    if let replaced { await replaced.end(.replaced) }
    await session.start()
    logger.info("live session opened", ["session": session.id.wire, "mode": mode.channel.rawValue])
    return session
  }

  /// A find target given by name, looked up among the user's taught things, then their taught people
  /// (the names are the person's own: another user's are never seen). Throws `.invalidField` naming
  /// what is allowed when nothing is called so, and the faces service's "models missing" when the
  /// embedder is not installed. Other modes pass through.
  func resolve(_ mode: LiveMode, user: User) async throws -> (LiveMode, KnownItem?) {
    guard let name = mode.target?.taughtName else { return (mode, nil) }
    let key = name.lowercased()
    guard let faces = analysis.faces else { throw VisorError(.invalidField, LiveWords.unknownTarget(name)) }
    if let thing = try await faces.list(.thing, user: user).first(where: { $0.name.lowercased() == key }) {
      guard faces.embedder != nil else { throw FacesService.modelsMissing }
      return (LiveMode(channel: .find, target: .thing(thing.name)), thing)
    }
    // Faces may be turned off (--faces=false): then no one is found by name.
    if let person = try? await faces.list(.face, user: user).first(where: { $0.name.lowercased() == key }) {
      guard faces.embedder != nil else { throw FacesService.modelsMissing }
      return (LiveMode(channel: .find, target: .known(person.name)), person)
    }
    throw VisorError(.invalidField, LiveWords.unknownTarget(name))
  }

  /// Where a taught thing or person is in a frame (centre as fractions of the frame, and whether it is
  /// near), or nil when it is not in view: the best of the frame's crops above the things' threshold
  /// whose colours agree, or the largest face that matches the person.
  func locate(_ item: KnownItem, target: LiveTarget, in frame: Data) async throws -> (
    x: Double, y: Double, near: Bool
  )? {
    guard let embedder = analysis.faces?.embedder else { throw FacesService.modelsMissing }
    let taught = item.photos.map(\.embedding)
    if case .known(let name) = target {
      let found = try await embedder.faces(inPhoto: frame)
      let matching = found.faces.filter { FaceMatcher.match($0.embedding, in: [(name, taught)]) != nil }
      guard let face = matching.max(by: { $0.box.height < $1.box.height }) else { return nil }
      return (
        (Double(face.box.x) + Double(face.box.width) / 2) / Double(max(found.width, 1)),
        (Double(face.box.y) + Double(face.box.height) / 2) / Double(max(found.height, 1)),
        FacesService.isNear(face.box, height: found.height)
      )
    }
    // Its shape and its colours (decision 059): a look-alike in another colour is not it.
    return try await analysis.faces?.locate(item, in: frame)
  }

  /// How many sessions are open on this instance.
  public var openSessions: Int { sessions.withLock { $0.count } }

  /// Ends every session with reason `shutdown` (the server is stopping).
  public func closeAll() async {
    let all = sessions.withLock { Array($0.values) }
    for session in all { await session.end(.shutdown) }
  }

  private func checkCapacity(credential: String) throws {
    let full = sessions.withLock {
      $0[credential] == nil && $0.count + others.withLock({ $0 }) >= maxSessions
    }
    if full { throw VisorError(.serverBusy, LiveWords.tooManySessions) }
  }

  /// Takes one of ``maxSessions`` for a realtime conversation, or throws `.serverBusy` (503).
  package func reserveSlot(busyMessage: String) throws {
    try sessions.withLock { open in
      try others.withLock { count in
        guard open.count + count < maxSessions else { throw VisorError(.serverBusy, busyMessage) }
        count += 1
      }
    }
  }

  /// Gives back a slot of ``reserveSlot(busyMessage:)``.
  package func releaseSlot() {
    others.withLock { $0 = max(0, $0 - 1) }
  }

  /// A session ended: it no longer counts (unless a newer one of its credential already took its place).
  func ended(_ session: LiveSession) {
    sessions.withLock { open in
      if open[session.credential] === session { open[session.credential] = nil }
    }
    logger.info("live session closed", ["session": session.id.wire])
  }

  /// The offline engine, when installed.
  var sceneEngine: SceneAnalyzer? {
    guard let scene = models.entry(id: "local/scene"), scene.available,
      let local = scene.chat as? LocalSceneModel
    else { return nil }
    return local.analyzer
  }

  /// The default vision model when it is a provider (not the offline engine).
  var visionProvider: (any ChatModel)? {
    guard let entry = try? analysis.resolveVisionModel(nil), let chat = entry.chat, !(chat is LocalSceneModel)
    else { return nil }
    return chat
  }
}

/// The time a live session runs on: elapsed time and sleeping, from any `Clock` (tests pass a manual one).
public struct LiveClock: Sendable {
  let now: @Sendable () -> Duration
  let sleep: @Sendable (Duration) async throws -> Void

  public init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    now = { start.duration(to: clock.now) }
    sleep = { duration in try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: nil) }
  }
}
