import Foundation
import VisorAPI
import VisorCore
import VisorHTTP
import VisorStore

/// The composition root: builds stores, services, models and routes from a configuration.
///
/// ```swift
/// var configuration = VisorConfiguration()
/// configuration.port = 0
/// let app = try await buildApplication(configuration: configuration)
/// try app.start()
/// print(app.port)
/// ```
public func buildApplication(configuration: VisorConfiguration, logger: Logger? = nil) async throws
  -> VisorApplication
{
  try await VisorApplication(configuration: configuration, logger: logger)
}

public final class VisorApplication: Sendable {
  public let configuration: VisorConfiguration
  public let logger: Logger
  public let store: any Store
  public let blobs: any BlobStore
  public let accounts: AccountService
  public let models: ModelRegistry
  public let metrics: Metrics
  public let router: Router
  public let server: HTTPServer
  /// SHA-256 fingerprint of the TLS certificate, when serving HTTPS.
  public let certificateFingerprint: String?
  let workers = ModelSetup.Workers()
  /// Bounded pool for blocking image and audio work.
  let imageWork = BlockingWork(label: "visor.media")
  let tls: (certificate: String, key: String)?

  public var usesTLS: Bool { tls != nil }
  public var port: Int { server.port }

  init(configuration: VisorConfiguration, logger: Logger?) async throws {
    self.configuration = configuration
    let log = logger ?? Logger(label: "visor", minimumLevel: configuration.logLevel)
    self.logger = log
    let fm = FileManager.default
    do {
      try fm.createDirectory(at: configuration.dataDirectory, withIntermediateDirectories: true)
    } catch {
      throw VisorError(
        status: 500, code: "data_dir_unwritable",
        message:
          "Cannot create the data folder \(configuration.dataDirectory.path); choose another with --data-dir."
      )
    }
    store = try SQLiteStore(
      path: configuration.dataDirectory.appendingPathComponent("visor.sqlite3").path,
      logger: log.with(["component": "store"]))
    blobs = try FileBlobStore(root: configuration.dataDirectory.appendingPathComponent("blobs"))
    accounts = AccountService(
      store: store, blobs: blobs, hasher: PasswordHasher(strength: configuration.passwordStrength),
      sessionDays: configuration.sessionDays, logger: log.with(["component": "accounts"]))
    models = ModelRegistry()
    metrics = Metrics()
    router = Router()

    let tls = try TLSMaterial.load(configuration: configuration, logger: log)
    self.tls = tls.map { ($0.certificate, $0.key) }
    certificateFingerprint = tls?.fingerprint

    var http = HTTPServerConfiguration()
    http.host = configuration.host
    http.port = configuration.port
    http.maxBodyBytes = configuration.maxBodyBytes
    http.maxHeaderBytes = configuration.maxHeaderBytes
    http.connectionTimeoutSeconds = configuration.clientTimeoutSeconds
    http.maxConnections = configuration.maxConnections
    http.tlsCertificatePEM = tls?.certificate
    http.tlsKeyPEM = tls?.key
    http.shutdownGracePeriod = .seconds(configuration.shutdownGraceSeconds)
    let router = self.router
    server = HTTPServer(
      configuration: http, handler: { try await router.handle($0) },
      middleware: [
        RequestLogMiddleware(logger: log.with(["component": "http"])), MetricsMiddleware(metrics: metrics),
      ],
      errorFormatter: { ErrorFormats.formatter(forPath: $0) }, logger: log.with(["component": "http"]),
      metrics: metrics)

    ModelSetup(
      configuration: configuration, registry: models, logger: log, supportDirectory: Self.supportDirectory
    )
    .registerAll(workers: workers)
    customClassifiers.registerAll()
    registeredModels.registerAll()
    try applyDefaults()
    registerRoutes()
    try await reconcileBlobs()
    _ = try? await store.purgeExpired(now: Date())
  }

  private func registerRoutes() {
    let auth = AuthMiddleware(accounts: accounts, required: true)
    OperationRoutes(app: self).register(on: router, auth: auth)
    AccountRoutes(app: self).register(on: router, auth: auth)
    MediaRoutes(app: self).register(on: router, auth: auth)
    AnalyzeRoutes(app: self).register(on: router, auth: auth)
    RecognizerRoutes(app: self).register(on: router, auth: auth)
    ClassifyRoutes(app: self).register(on: router, auth: auth)
    ModelRoutes(app: self).register(on: router, auth: auth)
    StatsRoutes(app: self).register(on: router, auth: auth)
    ChatRoutes(app: self).register(on: router, auth: auth)
    ImageRoutes(app: self).register(on: router, auth: auth)
    OpenAIRoutes(app: self).register(on: router, auth: auth)
    if let web = webDirectory {
      let files = StaticFiles(root: web)
      router.fallback { request in
        guard request.method == .get || request.method == .head,
          !request.path.hasPrefix("/api/"), !request.path.hasPrefix("/v1/")
        else {
          throw VisorError.notFound(
            "There is nothing at \(request.path); see the README for the API's paths.")
        }
        return try await files.respond(request)
      }
    }
  }

  /// The web app's folder: configured, or `Web` in the support directory.
  public var webDirectory: URL? {
    if let configured = configuration.webDirectory { return configured }
    return Self.supportDirectory?.appendingPathComponent("Web")
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

  /// Starts listening.
  public func start() throws {
    try server.start()
    warmModels()
    logger.info(
      "listening", ["host": configuration.host, "port": String(server.port), "tls": String(usesTLS)])
  }

  /// Stops accepting, lets in-flight requests finish, closes the store.
  public func shutdown() async {
    await server.shutdown()
    await workers.stopAll()
    await store.close()
  }

  /// On an empty data folder: creates the first admin and returns a one-time sign-in code.
  public func firstRunSetup() async throws -> (username: String, code: String)? {
    guard try await store.userCount() == 0 else { return nil }
    let admin = try await accounts.createUser(username: "admin", password: nil, isAdmin: true)
    let code = try await accounts.createSignInCode(userID: admin.id)
    return (admin.username, code)
  }

  /// Deletes blobs no record refers to (left behind if the process died between two steps).
  func reconcileBlobs() async throws {
    let referenced = try await store.allImageKeys()
    var removed = 0
    for key in try await blobs.list(prefix: "") where !referenced.contains(key) {
      try await blobs.delete(key)
      removed += 1
    }
    if removed > 0 { logger.info("removed orphaned blobs", ["count": String(removed)]) }
  }

  /// Everything Visor holds about a user.
  func export(user: User) async throws -> ExportResponse {
    var analyses: [AnalysisResponse] = []
    var cursor: String?
    repeat {
      let page = try await store.analyses(userID: user.id, query: nil, limit: 200, cursor: cursor)
      analyses += page.items.map(AnalysisResponse.init)
      cursor = page.nextCursor
    } while cursor != nil
    let events = try await store.events(userID: user.id).map {
      ExportedEvent(name: $0.name, properties: $0.properties, source: $0.source, createdAt: $0.createdAt)
    }
    var records: [RecordResponse] = []
    cursor = nil
    repeat {
      let page = try await self.records(user: user, recognizer: nil, query: nil, limit: 200, cursor: cursor)
      records += page.items
      cursor = page.nextCursor
    } while cursor != nil
    return ExportResponse(
      exportedAt: Date(), user: UserResponse(user),
      tokens: try await accounts.tokens(userID: user.id).map(TokenResponse.init),
      analyses: analyses, events: events, chats: try await exportChats(user: user),
      images: try await exportImages(user: user), records: records)
  }
}
