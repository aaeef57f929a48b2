import Foundation
import Synchronization
import VisorCore
import VisorLocal

/// Realtime conversations (`GET /v1/realtime`, docs/realtime.md): the OpenAI Realtime protocol over a
/// WebSocket — audio in, server VAD, whisper, the chat or vision model, Piper, barge-in. No HTTP here:
/// the route upgrades the request, hands every text message to a ``RealtimeSession`` and writes its
/// ``RealtimeSession/outbound``.
///
/// ```swift
/// let session = try await features.realtime.open(user: user, model: "visor-default") { hasImage in
///   try chooseModel(hasImage)   // the route maps OpenAI model names onto the registry
/// }
/// Task { for await message in session.outbound { send(message) } }
/// await session.receive(text: #"{"type":"response.create"}"#)
/// await session.close()
/// ```
public final class RealtimeService: Sendable {
  /// Largest text message: a 15 MB audio append in base64, with room for the JSON around it.
  public static let maxTextBytes = 21 * 1024 * 1024
  /// Most audio one input buffer holds (as 24-kHz PCM16), as OpenAI's limit.
  public static let maxBufferBytes = 15 * 1024 * 1024
  /// Largest image in a `conversation.item.create` (decoded).
  public static let maxImageBytes = 15 * 1024 * 1024
  /// Events written and not yet taken by the client, by default; past this the session closes (slow reader).
  public static let defaultMaxBacklogBytes = 16 * 1024 * 1024
  /// A session that receives nothing for this long is closed.
  public static let idleTimeout = Duration.seconds(600)

  let models: ModelRegistry
  let quotas: QuotaService
  let photos: PhotoWork
  let logger: Logger
  let live: LiveService
  /// Silero VAD in its own speech-worker process (nil without the Python worker).
  public let vad: SileroVAD?
  /// Events written and not yet sent to the client; past this the session closes (slow reader).
  public let maxBacklogBytes: Int
  private let sessions = Mutex<[ObjectIdentifier: RealtimeSession]>([:])

  package init(
    models: ModelRegistry, quotas: QuotaService, photos: PhotoWork, logger: Logger, live: LiveService,
    vad: SileroVAD?, maxBacklogBytes: Int = RealtimeService.defaultMaxBacklogBytes
  ) {
    self.maxBacklogBytes = maxBacklogBytes
    self.models = models
    self.quotas = quotas
    self.photos = photos
    self.logger = logger
    self.live = live
    self.vad = vad
  }

  /// The VAD worker: the speech worker's script in a second process that loads only Silero VAD, so
  /// speech is detected while the first process transcribes or speaks. Nil when local workers are
  /// off, Python or faster-whisper (which ships the model) is missing.
  package static func vadWorker(configuration: VisorConfiguration, supportDirectory: URL?, logger: Logger)
    -> WorkerProcess?
  {
    let python = configuration.resolvedPythonPath
    let speech = LocalSpeechModels(modelsDirectory: configuration.resolvedModelsDirectory)
    guard configuration.localWorkers, FileManager.default.isExecutableFile(atPath: python.path),
      let script = supportDirectory?.appendingPathComponent("workers/speech_worker.py"),
      FileManager.default.fileExists(atPath: script.path), speech.whisperAvailable
    else { return nil }
    return WorkerProcess(
      configuration: WorkerConfiguration(
        name: "vad", executable: python, arguments: [script.path, "--threads", "1", "--preload", "vad"],
        environment: ["OMP_NUM_THREADS": "1", "OMP_WAIT_POLICY": "PASSIVE", "HF_HUB_OFFLINE": "1"],
        readiness: .ping, startTimeout: .seconds(60), requestTimeout: .seconds(20)),
      logger: logger.with(["component": "vad-worker"]))
  }

  /// Opens a conversation for `user` with `model` (the name the client asked for, shown back in the
  /// session). `choose` gives the model that answers: with `true` when the conversation holds a photo.
  /// Counts one request against the user's quota. Throws `.serverBusy` (503) when
  /// `--max-live-sessions` live sessions and conversations are open, the quota's 429 codes.
  public func open(
    user: User, model: String,
    choose: @escaping @Sendable (_ hasImage: Bool) throws -> (id: String, chat: any ChatModel)
  ) async throws -> RealtimeSession {
    try live.reserveSlot(busyMessage: RealtimeWords.tooManySessions)
    do {
      try await quotas.admit(userID: user.id, analysis: false)
    } catch {
      live.releaseSlot()
      throw error
    }
    if let vad {
      // The VAD worker starts with the first conversation (about a second), not with its first turn.
      Task { try? await vad.warm() }
    }
    let session = RealtimeSession(service: self, user: user, model: model, choose: choose)
    sessions.withLock { $0[ObjectIdentifier(session)] = session }
    await session.start()
    logger.info("realtime session opened", ["session": session.id])
    return session
  }

  /// How many conversations are open on this instance.
  public var openSessions: Int { sessions.withLock { $0.count } }

  /// Ends every conversation (the server is stopping).
  public func closeAll() async {
    let all = sessions.withLock { Array($0.values) }
    for session in all { await session.end(.shutdown) }
  }

  func ended(_ session: RealtimeSession) {
    let removed = sessions.withLock { $0.removeValue(forKey: ObjectIdentifier(session)) != nil }
    if removed {
      live.releaseSlot()
      logger.info("realtime session closed", ["session": session.id])
    }
  }
}

/// Why the service ended a conversation; the close frame's code and reason.
public enum RealtimeCloseReason: Sendable, Equatable {
  case idle, shutdown, slowClient

  public var code: UInt16 {
    switch self {
    case .idle: 1000
    case .shutdown: 1001
    case .slowClient: 1008
    }
  }

  public var message: String {
    switch self {
    case .idle: RealtimeWords.idle
    case .shutdown: RealtimeWords.shutdown
    case .slowClient: RealtimeWords.slowClient
    }
  }
}

/// What the session gives the transport: events (JSON text) and, last, the close.
public enum RealtimeOutbound: Sendable, Equatable {
  case event(String)
  case close(code: UInt16, reason: String)
}
