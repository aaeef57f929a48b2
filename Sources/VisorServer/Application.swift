import Foundation
import Synchronization
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorStore

/// The composition root: the features (``buildFeatures(configuration:logger:)``) behind the HTTP
/// routes and server.
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
  /// Stores, models and services: everything the routes call.
  public let features: Features
  /// Prometheus counters, gauges and HTTP histograms (`/metrics`).
  public let metrics: Metrics
  public let router: Router
  public let server: HTTPServer
  /// SHA-256 fingerprint of the TLS certificate, when serving HTTPS.
  public let certificateFingerprint: String?
  /// The queue photo uploads wait their turn in (`--max-photo-work`, `--max-photo-wait`).
  public let photoAdmission: PhotoAdmission
  let tls: (certificate: String, key: String)?
  private let maintenanceTask = Mutex<Task<Void, Never>?>(nil)
  private let outboxTask = Mutex<Task<Void, Never>?>(nil)

  public var configuration: VisorConfiguration { features.configuration }
  public var logger: Logger { features.logger }
  public var store: any Store { features.store }
  public var blobs: any BlobStore { features.blobs }
  public var accounts: AccountService { features.accounts }
  public var models: ModelRegistry { features.models }
  public var usesTLS: Bool { tls != nil }
  public var port: Int { server.port }

  init(configuration: VisorConfiguration, logger: Logger?) async throws {
    let metrics = Metrics()
    self.metrics = metrics
    let features = try await buildFeatures(configuration: configuration, logger: logger, metrics: metrics)
    self.features = features
    let log = features.logger
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
    http.maxConnectionsPerAddress = configuration.maxConnectionsPerAddress
    http.trustedProxies = try configuration.trustedProxies.map { try AddressBlock($0) }
    http.tlsCertificatePEM = tls?.certificate
    http.tlsKeyPEM = tls?.key
    http.shutdownGracePeriod = .seconds(configuration.shutdownGraceSeconds)
    let admission = BodyAdmission(
      photos: PhotoAdmission(
        limits: .defaults(
          running: configuration.maxPhotoWork, maxWaitSeconds: configuration.maxPhotoWaitSeconds)))
    photoAdmission = admission.photos
    http.bodyAdmission = { admission.check(method: $0, path: $1, headers: $2) }
    http.headRefusalWords = { BodyAdmission.words(of: $0, path: $1, headers: $2) }
    let router = self.router
    server = HTTPServer(
      configuration: http, router: router,
      middleware: [
        RequestLogMiddleware(logger: log.with(["component": "http"])), MetricsMiddleware(metrics: metrics),
      ],
      errorFormatter: { ErrorFormats.formatter(forPath: $0) }, logger: log.with(["component": "http"]),
      metrics: metrics)

    registerRoutes()
  }

  private func registerRoutes() {
    let routes = RouteTable(
      router: router, auth: AuthMiddleware(accounts: accounts, required: true), quotas: features.quotas)
    let app = features
    OperationRoutes(
      readiness: app.readiness, models: app.modelCatalogue, events: app.events, metrics: metrics
    )
    .register(on: routes)
    AccountRoutes(
      accounts: app.accounts, quotas: app.quotas, exports: app.exports, helpers: app.helpers,
      models: app.models, sessionDays: app.configuration.sessionDays, secureCookies: usesTLS
    )
    .register(on: routes)
    MediaRoutes(photos: app.photos).register(on: routes)
    AnalyzeRoutes(analysis: app.analysis, meaning: app.meaning, helpers: app.helpers, speech: app.speech)
      .register(on: routes)
    RecognizerRoutes(recognition: app.recognition).register(on: routes)
    ClassifyRoutes(classification: app.classification).register(on: routes)
    ModelRoutes(models: app.modelCatalogue).register(on: routes)
    StatsRoutes(stats: app.stats).register(on: routes)
    ChatRoutes(chats: app.chats, meaning: app.meaning, logger: app.logger).register(on: routes)
    ImageRoutes(gallery: app.images).register(on: routes)
    OpenAIRoutes(
      registry: app.models, catalogue: app.modelCatalogue, chats: app.chats, speech: app.speech,
      images: app.images, photos: app.photos, metrics: app.metrics, events: app.events
    )
    .register(on: routes)
    LiveRoutes(live: app.live).register(on: routes)
    RealtimeRoutes(registry: app.models, realtime: app.realtime).register(on: routes)
    FaceRoutes(faces: app.faces).register(on: routes)
    HelperRoutes(helpers: app.helpers).register(on: routes)
    CallRoutes(calls: app.calls).register(on: routes)
    if let web = webDirectory {
      let files = StaticFiles(root: web)
      router.fallback { request in
        guard request.method == .get || request.method == .head,
          !request.path.hasPrefix("/api/"), !request.path.hasPrefix("/v1/")
        else {
          throw VisorError(
            .notFound, Message("error.path.nothing", ["path": .text(request.path)]))
        }
        return WebAppSecurity.secure(try await files.respond(request), request: request)
      }
    }
  }

  /// The web app's folder: configured, or `Web` in the support directory.
  public var webDirectory: URL? {
    if let configured = configuration.webDirectory { return configured }
    return Features.supportDirectory?.appendingPathComponent("Web")
  }

  /// Starts listening, warms the `--warm` models and schedules maintenance.
  public func start() throws {
    // Photo-sized buffers kept between requests, given back when idle (decision 065).
    HeapTuning.configureForServing()
    try server.start()
    features.warmModels()
    // Rows written before meaning search (or while it was off) are indexed in the background.
    features.meaning.start()
    scheduleMaintenance()
    logger.info(
      "listening", ["host": configuration.host, "port": String(server.port), "tls": String(usesTLS)])
  }

  /// Stops maintenance and accepting, lets in-flight requests finish, stops workers, closes the store.
  public func shutdown() async {
    let task = maintenanceTask.withLock { task in
      defer { task = nil }
      return task
    }
    task?.cancel()
    await task?.value
    let outbox = outboxTask.withLock { task in
      defer { task = nil }
      return task
    }
    outbox?.cancel()
    await outbox?.value
    // Live sessions first: each hears why it ends (`closing`, 1001) before the server drains.
    await features.live.closeAll()
    // Open help event streams and calls end too, so none of them holds the drain.
    await features.calls.closeAll()
    await features.helpers.closeAll()
    await server.shutdown()
    await features.shutdown()
  }

  /// On an empty data folder: creates the first admin and returns a one-time sign-in code.
  public func firstRunSetup() async throws -> (username: String, code: String)? {
    try await features.firstRunSetup()
  }

  /// Runs a maintenance pass now and then every `--maintenance-interval-seconds` (0: never), and an
  /// outbox pass every `--outbox-interval-seconds` (0: only after deletes).
  private func scheduleMaintenance() {
    let outboxInterval = configuration.outboxIntervalSeconds
    if outboxInterval > 0 {
      let outbox = features.outbox
      let task = Task.detached {
        while !Task.isCancelled {
          await outbox.runPass()
          try? await Task.sleep(for: .seconds(outboxInterval))
        }
      }
      outboxTask.withLock { $0 = task }
    }
    let interval = configuration.maintenanceIntervalSeconds
    guard interval > 0 else { return }
    let maintenance = features.maintenance
    let meaning = features.meaning
    let log = logger
    let task = Task.detached {
      while !Task.isCancelled {
        do {
          _ = try await maintenance.run()
          // Whatever an engine or store failure left unindexed is tried again.
          meaning.nudge()
        } catch {
          log.warning("maintenance pass failed; it runs again later", ["error": "\(error)"])
        }
        try? await Task.sleep(for: .seconds(interval))
      }
    }
    maintenanceTask.withLock { $0 = task }
  }
}
