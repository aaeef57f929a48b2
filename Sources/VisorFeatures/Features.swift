import Foundation
import VisorCore
import VisorLocal
import VisorStore

/// Builds everything but HTTP: the stores, the model registry and the feature services. The CLI's
/// in-process commands use this directly — they never build the router or the server, and never
/// run maintenance (only `visor serve` and `visor maintenance` do).
///
/// ```swift
/// let features = try await buildFeatures(configuration: configuration)
/// let users = try await features.accounts.listUsers()
/// await features.shutdown()
/// ```
public func buildFeatures(
  configuration: VisorConfiguration, logger: Logger? = nil, metrics: any MetricsRecorder = DiscardingMetrics()
) async throws -> Features {
  // Before anything can log or fail: the redactor learns every configured secret (issue 23 item 7).
  configuration.registerSecrets()
  let features = try Features(configuration: configuration, logger: logger, metrics: metrics)
  // Custom classifiers live in the blob store: fetch the ones other instances added, upload the ones
  // an older Visor kept only in the data folder.
  await features.classification.synchronize()
  return features
}

/// The stores, models and services one Visor process works with (the routes' view of the application).
public final class Features: Sendable {
  public let configuration: VisorConfiguration
  public let logger: Logger
  public let store: any Store
  public let blobs: any BlobStore
  public let accounts: AccountService
  /// Per-user request and analysis quotas, counted in the store.
  public let quotas: QuotaService
  /// The work that follows deletes (their blobs), retried until done (decision 023).
  public let outbox: OutboxProcessor
  public let models: ModelRegistry
  public let metrics: any MetricsRecorder
  package let workers = ModelSetup.Workers()
  /// Photo ingestion (with the configured size limits) and other blocking image and audio work, on
  /// one bounded pool.
  package let photos: PhotoWork
  /// The garage and every recogniser.
  public let recognition: RecognitionService
  /// Photo classification and the custom classifiers.
  public let classification: ClassificationService
  /// Photo analysis: describe, ask, spoken questions and answers.
  public let analysis: AnalysisService
  /// Chats (AskAI).
  public let chats: ChatService
  /// Speech on its own: text to audio, audio to text.
  public let speech: SpeechService
  /// Generated images and the gallery.
  public let images: ImageService
  /// The Home screen's counts and recent items.
  public let stats: StatsService
  /// Whether the store and the models can serve (`/readyz`).
  public let readiness: ReadinessService
  /// Analytics events from clients and from the OpenAI surface (never content).
  public let events: EventService
  /// Everything about one user, for the account export.
  public let exports: ExportService
  /// Known people and your things (decision 038).
  public let faces: FacesService
  /// Live camera sessions (`GET /api/v1/live`): frames in, only what is new said back.
  public let live: LiveService
  /// Realtime conversations (`GET /v1/realtime`, the OpenAI Realtime protocol): talk, be interrupted.
  public let realtime: RealtimeService
  /// Helpers, help requests and calls (issue 28).
  public let helpers: HelpersService
  /// Calls between a user and a helper: ringing and the WebRTC signalling relay.
  public let calls: CallService
  /// History and chat search by meaning, across languages (decision 042); full text only without its model.
  public let meaning: MeaningSearch

  init(configuration: VisorConfiguration, logger: Logger?, metrics: any MetricsRecorder) throws {
    self.configuration = configuration
    let log = logger ?? Logger(label: "visor", minimumLevel: configuration.logLevel)
    self.logger = log
    do {
      try FileManager.default.createDirectory(
        at: configuration.dataDirectory, withIntermediateDirectories: true)
    } catch {
      throw VisorError(
        .dataDirUnwritable,
        Message("error.dataDir.unwritable", ["path": .text(configuration.dataDirectory.path)]))
    }
    // SQLite + files, or PostgreSQL + S3 (--database / --blobs): Configuration/StoreSelection.swift.
    store = try configuration.openStore(logger: log.with(["component": "store"]))
    blobs = try configuration.openBlobStore()
    outbox = OutboxProcessor(store: store, blobs: blobs, logger: log.with(["component": "outbox"]))
    accounts = AccountService(
      store: store, blobs: blobs, hasher: PasswordHasher(strength: configuration.passwordStrength),
      sessionDays: configuration.sessionDays, logger: log.with(["component": "accounts"]), outbox: outbox)
    quotas = QuotaService(
      store: store,
      defaults: QuotaOverrides(
        requestsPerMinute: configuration.requestsPerMinute, analysesPerDay: configuration.analysesPerDay))
    models = ModelRegistry()
    self.metrics = metrics
    photos = PhotoWork(
      work: BlockingWork(label: "visor.media"), maxLongSide: configuration.imageMaxSide,
      maxMegapixels: configuration.imageMaxMegapixels)
    recognition = RecognitionService(
      store: store, blobs: blobs, models: models, photos: photos,
      logger: log.with(["component": "recognition"]), outbox: outbox)
    classification = ClassificationService(
      directory: configuration.dataDirectory.appendingPathComponent("classifiers"), models: models,
      photos: photos, logger: log.with(["component": "classifiers"]), blobs: blobs, outbox: (store, outbox))
    faces = FacesService(
      store: store, blobs: blobs, photos: photos, logger: log.with(["component": "faces"]), outbox: outbox,
      enabled: configuration.faces,
      embedder: Self.faceEmbedder(
        configuration: configuration, workers: workers, registry: models, logger: log))
    meaning = MeaningSearch(
      store: store, embedder: Self.meaningEmbedder(configuration: configuration, logger: log),
      logger: log.with(["component": "meaning"]))
    analysis = AnalysisService(
      models: models, store: store, blobs: blobs, photos: photos, metrics: metrics,
      logger: log.with(["component": "analysis"]),
      // PP-OCRv4 (read in the worker) needs no larger ingest than the configured one; tesseract does.
      textLongSide: configuration.localWorkers
        && FileManager.default.isExecutableFile(atPath: configuration.resolvedPythonPath.path)
        && PPOCRTextReader.isInstalled(
          in: configuration.resolvedModelsDirectory.appending(path: PPOCRTextReader.directoryName))
        ? 0 : 3000, recognition: recognition, classification: classification,
      crossChecks: configuration.crossChecks, faces: faces, meaning: meaning, outbox: outbox)
    chats = ChatService(
      models: models, store: store, blobs: blobs, photos: photos, logger: log.with(["component": "chats"]),
      outbox: outbox, meaning: meaning)
    speech = SpeechService(models: models, photos: photos)
    images = ImageService(
      models: models, store: store, blobs: blobs, logger: log.with(["component": "images"]), outbox: outbox,
      quotas: quotas)
    stats = StatsService(store: store)
    readiness = ReadinessService(store: store, blobs: blobs, models: models)
    events = EventService(store: store, metrics: metrics, logger: log.with(["component": "events"]))
    exports = ExportService(store: store, blobs: blobs, recognition: recognition)
    live = LiveService(
      analysis: analysis, speech: speech, quotas: quotas, models: models, photos: photos,
      logger: log.with(["component": "live"]), maxSessions: configuration.maxLiveSessions,
      providerInterval: .seconds(configuration.liveProviderIntervalSeconds))
    let vadWorker = RealtimeService.vadWorker(
      configuration: configuration, supportDirectory: Self.supportDirectory, logger: log)
    if let vadWorker { workers.add(vadWorker) }
    realtime = RealtimeService(
      models: models, quotas: quotas, photos: photos, logger: log.with(["component": "realtime"]), live: live,
      vad: vadWorker.map { SileroVAD(worker: $0) })
    helpers = HelpersService(
      store: store, blobs: blobs, speech: speech, photos: photos, logger: log.with(["component": "helpers"]),
      expiry: .seconds(configuration.helpExpirySeconds), outbox: outbox,
      // Several instances on one PostgreSQL database hear each other's help events (decision 051).
      bus: try (store as? PostgresStore).map {
        try HelpBus(database: $0.database, logger: log.with(["component": "helpers"]))
      })
    calls = CallService(
      store: store, helpers: helpers, logger: log.with(["component": "calls"]),
      iceServers: configuration.iceServers, turnUsername: configuration.secrets.turnUsername,
      turnPassword: configuration.secrets.turnPassword)

    ModelSetup(
      configuration: configuration, registry: models, logger: log, supportDirectory: Self.supportDirectory
    )
    .registerAll(workers: workers)
    classification.classifiers.registerAll()
    registeredModels.registerAll()
    try applyDefaults()
  }

  /// multilingual-e5-small, when `scripts/setup.sh` installed it (and meaning search is on).
  static func meaningEmbedder(configuration: VisorConfiguration, logger: Logger) -> (any TextEmbedder)? {
    guard configuration.meaningSearch else { return nil }
    switch LazyE5Engine.open(modelsDirectory: configuration.resolvedModelsDirectory) {
    case .success(let engine): return engine
    case .failure(let error):
      logger.info("search matches words only", ["reason": error.message])
      return nil
    }
  }

  /// The face worker, when faces are on and the models and Python are installed. Faces are found by
  /// the perception worker's face detector (decision 056), or by dlib's HOG detector when the people
  /// models are not installed.
  static func faceEmbedder(
    configuration: VisorConfiguration, workers: ModelSetup.Workers, registry: ModelRegistry, logger: Logger
  ) -> FaceEmbedder? {
    let models = FaceModels(modelsDirectory: configuration.resolvedModelsDirectory)
    guard configuration.faces, configuration.localWorkers, models.isInstalled,
      FileManager.default.isExecutableFile(atPath: configuration.resolvedPythonPath.path),
      let script = supportDirectory?.appendingPathComponent("workers/faces_worker.py")
    else { return nil }
    let worker = WorkerProcess(
      configuration: models.workerConfiguration(
        pythonPath: configuration.resolvedPythonPath, workerScript: script),
      logger: logger.with(["component": "faces-worker"]))
    workers.add(worker)
    let setup = ModelSetup(
      configuration: configuration, registry: registry, logger: logger, supportDirectory: supportDirectory)
    guard let perception = setup.perceptionWorker(workers: workers) else {
      logger.info("faces are found with dlib's HOG detector: the people models are not installed")
      return FaceEmbedder(worker: worker)
    }
    let detector = LocalPeopleDetector(
      worker: perception, modelsDirectory: configuration.resolvedModelsDirectory)
    return FaceEmbedder(worker: worker, finder: FaceEmbedder.mediapipeFinder(detector))
  }

  /// Stops the worker processes and closes the store.
  public func shutdown() async {
    await meaning.stop()
    await live.closeAll()
    await realtime.closeAll()
    await calls.closeAll()
    await helpers.closeAll()
    // What deletes queued is done before the process ends (what fails stays queued for the next one).
    await outbox.settle()
    await outbox.runPass()
    await workers.stopAll()
    await store.close()
  }

  /// Every model with its state, the registered GGUF files, the providers' reachability.
  public var modelCatalogue: ModelService {
    ModelService(
      registry: models, files: registeredModels, classifiers: classification.classifiers, workers: workers)
  }

  /// Admin-registered GGUF files (`<data-dir>/models`).
  var registeredModels: RegisteredModels {
    RegisteredModels(
      directory: configuration.dataDirectory.appendingPathComponent("models"), registry: models,
      configuration: configuration, workers: workers, supportDirectory: Self.supportDirectory,
      logger: logger.with(["component": "models"]))
  }

  /// Backups of the embedded store into one file (`visor backup`).
  public var backups: BackupService {
    BackupService(store: store, blobs: blobs, dataDirectory: configuration.dataDirectory)
  }

  /// Blob reconciliation and purges with the configured grace period.
  public var maintenance: MaintenanceService {
    MaintenanceService(
      store: store, blobs: blobs, grace: TimeInterval(configuration.blobGraceSeconds),
      logger: logger.with(["component": "maintenance"]), outbox: outbox)
  }

  /// The folder holding `Web/` and `workers/` (the source checkout): the working directory or a parent
  /// of the executable (`.build/release/visor` → the checkout).
  public static let supportDirectory: URL? = {
    var candidates = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
    // /proc/self/exe is the real binary even when started through $PATH or a symlink.
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments.first ?? "."
    var dir = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<6 {
      candidates.append(dir)
      dir = dir.deletingLastPathComponent()
    }
    return candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("Web/index.html").path)
        && FileManager.default.fileExists(atPath: $0.appendingPathComponent("workers").path)
    }
  }()

  /// Applies configured per-capability defaults (a wrong id stops start-up with a clear message).
  private func applyDefaults() throws {
    let d = configuration.defaults
    let pairs: [(Capability, String?)] = [
      (.vision, d.vision), (.chat, d.chat), (.speech, d.speech), (.transcription, d.transcription),
      (.imageGeneration, d.imageGeneration),
    ]
    for (capability, id) in pairs {
      guard let id else { continue }
      try models.setDefault(capability == .vision && id.hasPrefix("local/") ? .scene : capability, id: id)
    }
  }

  /// Loads the models named in `--warm` (or all available local models for `all`) in the background.
  public func warmModels() {
    let wanted = configuration.warmModels
    guard !wanted.isEmpty else { return }
    let entries = models.all.filter { entry in
      entry.available
        && (wanted.contains("all")
          ? ModelRegistry.isLocal(entry.descriptor.id) : wanted.contains(entry.descriptor.id))
    }
    for name in wanted where name != "all" && models.entry(id: name) == nil {
      logger.warning("unknown model in --warm", ["model": name])
    }
    let log = logger
    Task.detached {
      for entry in entries {
        do {
          try await entry.warm?()
          log.info("model warmed", ["model": entry.descriptor.id])
        } catch {
          log.warning("model warm-up failed", ["model": entry.descriptor.id, "error": "\(error)"])
        }
      }
    }
  }

  /// On an empty data folder: creates the first admin and returns a one-time sign-in code.
  public func firstRunSetup() async throws -> (username: String, code: String)? {
    guard try await store.userCount() == 0 else { return nil }
    let admin = try await accounts.createUser(username: "admin", password: nil, isAdmin: true)
    let code = try await accounts.createSignInCode(userID: admin.id)
    return (admin.username, code)
  }
}
