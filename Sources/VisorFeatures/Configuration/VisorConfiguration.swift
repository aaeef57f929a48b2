import Foundation
import VisorCore
import VisorProviders
import VisorStore

/// The effective configuration of a Visor instance. Tests build one directly; `visor serve` builds it
/// from flags, environment, the JSON config file and defaults through ``SettingsResolver``.
public struct VisorConfiguration: Sendable {
  public var host = "127.0.0.1"
  public var port = 8080
  public var dataDirectory = URL(fileURLWithPath: "./data")
  /// PostgreSQL instead of SQLite in the data folder (`--database`).
  public var database: PostgresLocation?
  /// S3-compatible storage instead of files in the data folder (`--blobs`), with its credentials.
  public var blobs: (location: S3Location, credentials: S3Credentials)?
  public var lan = false
  public var tlsCertificate: URL?
  public var tlsKey: URL?
  public var maxBodyBytes = 25 * 1024 * 1024
  public var maxHeaderBytes = 16 * 1024
  public var clientTimeoutSeconds = 30
  public var maxConnections = 512
  public var maxConnectionsPerAddress = 64
  /// `--trusted-proxy`: address blocks (`10.0.0.0/8`) whose `X-Forwarded-For` is believed.
  public var trustedProxies: [String] = []
  public var shutdownGraceSeconds = 10
  public var logLevel: Logger.Level = .info
  public var webDirectory: URL?
  public var imageMaxSide = 1536
  public var imageMaxMegapixels = 40
  /// `--cross-checks`: the offline engine checks a provider's answers (decision 024).
  public var crossChecks = true
  /// `--faces`: known people (teach a face, be told who it is; decision 038). False turns it off.
  public var faces = true
  /// `--meaning-search`: history and chat search by meaning too (decision 042). False: full text only.
  public var meaningSearch = true
  public var cacheDirectory = URL(fileURLWithPath: SettingsResolver.expand("~/.cache/visor"))
  public var modelsDirectory: URL?
  public var pythonPath: URL?
  public var warmModels: [String] = []
  public var sessionDays = 30
  /// Default quotas per user (`--requests-per-minute`, `--analyses-per-day`); nil: unlimited.
  public var requestsPerMinute: Int?
  public var analysesPerDay: Int?
  /// A live session calls the vision provider at most once per this many seconds (`--live-provider-interval`).
  public var liveProviderIntervalSeconds = 5
  /// Live sessions open at once on this instance (`--max-live-sessions`); one more is refused (503).
  public var maxLiveSessions = 8
  /// Photo work (analyses, identifications, classifications of uploaded photos) running at once
  /// (`--max-photo-work`); nil: four per core, at most one per 512 MB. More wait their turn in order.
  public var maxPhotoWork: Int?
  /// The longest an upload may be expected to wait for its turn before it is refused with 503 and
  /// `Retry-After` (`--max-photo-wait`, seconds).
  public var maxPhotoWaitSeconds = 20
  /// How long a help request waits for a person (`--help-expiry-seconds`, issue 28).
  public var helpExpirySeconds = 900
  /// STUN/TURN servers for calls (`--ice-server stun:HOST:PORT`, repeatable); TURN credentials are
  /// `secrets.turnUsername` / `secrets.turnPassword`.
  public var iceServers: [String] = []
  /// Maintenance never deletes an unreferenced blob younger than this (it may be a write in flight).
  public var blobGraceSeconds = 3600
  /// How often `serve` runs maintenance; 0 never.
  public var maintenanceIntervalSeconds = 3600
  /// How often `serve` runs an outbox pass; 0 only after deletes.
  public var outboxIntervalSeconds = 5
  /// For tests: wraps the blob store ``openBlobStore()`` opened (a failing one, a counting one).
  public var blobStoreWrapper: (@Sendable (any BlobStore) -> any BlobStore)?
  public var passwordStrength: PasswordHasher.Strength = .interactive
  public var secrets = Secrets()
  public var provider = ProviderSettings()
  public var defaults = CapabilityDefaults()
  /// Start the local speech/chat worker processes (tests of unrelated features turn this off).
  public var localWorkers = true

  public init() {}

  public var resolvedModelsDirectory: URL {
    modelsDirectory ?? cacheDirectory.appendingPathComponent("models")
  }
  public var resolvedPythonPath: URL {
    pythonPath ?? cacheDirectory.appendingPathComponent("venv/bin/python")
  }

  /// Provider API keys: from the environment or the key file only; never logged or returned.
  public struct Secrets: Sendable {
    public var openAIKey: String?
    public var geminiKey: String?
    public var providerKey: String?
    /// The TURN server's credentials for calls (`VISOR_TURN_USERNAME` / `VISOR_TURN_PASSWORD`), given
    /// only to the two people of a call.
    public var turnUsername: String?
    public var turnPassword: String?
    public init() {}
  }

  /// A user's own OpenAI-compatible server (Ollama, llama.cpp, vLLM).
  public struct ProviderSettings: Sendable {
    public var url: URL?
    public var preset = "ollama"
    public var visionModel: String?
    public var chatModel: String?
    /// Every timeout of every provider at once (tests of stalled providers); nil keeps each preset's.
    public var timeouts: ProviderTimeouts?
    /// Silence allowed between two bytes of an answer (`--provider-idle-timeout`).
    public var idleTimeout: Duration = .seconds(30)
    /// The whole answer (`--provider-timeout`).
    public var totalTimeout: Duration = .seconds(300)
    /// A whole image generation (`--image-timeout`).
    public var imageTimeout: Duration = .seconds(120)
    /// How much of an answer is accepted (docs/decisions/018-hostile-input-limits.md).
    public var limits = ProviderLimits()
    public init() {}

    /// `base` (a preset's timeouts) with these settings applied.
    public func timeouts(over base: ProviderTimeouts) -> ProviderTimeouts {
      if let timeouts { return timeouts }
      var t = base
      t.idle = idleTimeout
      t.total = totalTimeout
      t.imageTotal = imageTimeout
      return t
    }
  }

  /// Model ids chosen per capability; nil means "pick automatically".
  public struct CapabilityDefaults: Sendable {
    public var vision: String?
    public var chat: String?
    public var speech: String?
    public var transcription: String?
    public var imageGeneration: String?
    public init() {}
  }
}

extension VisorConfiguration {
  /// Builds the configuration from resolved settings; throws a VisorError `.invalidSetting` naming the bad
  /// value.
  public init(resolved: [String: (value: String, source: SettingSource)]) throws {
    self.init()
    func string(_ key: String) -> String? {
      guard let v = resolved[key]?.value, !v.isEmpty else { return nil }
      return v
    }
    func int(_ key: String, range: ClosedRange<Int>) throws -> Int? {
      guard let text = string(key) else { return nil }
      guard let value = Int(text), range.contains(value) else {
        let setting = Settings.named(key)!
        throw VisorError(
          .invalidSetting,
          Message(
            "error.setting.range",
            [
              "flag": .text(setting.flag), "variable": .text(setting.environmentVariable),
              "low": .text(String(range.lowerBound)), "high": .text(String(range.upperBound)),
              "text": .text(text),
            ])
        )
      }
      return value
    }
    func bool(_ key: String) throws -> Bool? {
      guard let text = string(key)?.lowercased() else { return nil }
      switch text {
      case "1", "true", "yes", "on": return true
      case "0", "false", "no", "off": return false
      default:
        let setting = Settings.named(key)!
        throw VisorError(
          .invalidSetting, Message("error.setting.bool", ["flag": .text(setting.flag), "text": .text(text)]))
      }
    }
    func path(_ key: String) -> URL? {
      string(key).map { URL(fileURLWithPath: SettingsResolver.expand($0)).standardizedFileURL }
    }

    host = string("host") ?? host
    port = try int("port", range: 0...65535) ?? port
    dataDirectory = path("dataDir") ?? dataDirectory
    if let url = string("database") {
      database = try PostgresLocation(url: url, password: string("env:PGPASSWORD"))
    }
    if let url = string("blobs") {
      let location = try S3Location(url: url, defaultRegion: string("env:AWS_REGION"))
      guard let key = string("env:AWS_ACCESS_KEY_ID"), let secret = string("env:AWS_SECRET_ACCESS_KEY") else {
        throw VisorError(
          .invalidSetting,
          Message("error.setting.blobCredentials")
        )
      }
      blobs = (
        location,
        S3Credentials(
          accessKeyID: key, secretAccessKey: secret, sessionToken: string("env:AWS_SESSION_TOKEN"))
      )
    }
    lan = try bool("lan") ?? false
    if lan, resolved["host"]?.source == .default { host = "0.0.0.0" }
    tlsCertificate = path("tlsCert")
    tlsKey = path("tlsKey")
    if (tlsCertificate == nil) != (tlsKey == nil) {
      throw VisorError(.invalidSetting, Message("error.setting.tlsPair"))
    }
    maxBodyBytes = (try int("maxBodyMb", range: 1...2048) ?? 25) * 1024 * 1024
    maxHeaderBytes = (try int("maxHeaderKb", range: 1...1024) ?? 16) * 1024
    clientTimeoutSeconds = try int("clientTimeout", range: 1...3600) ?? clientTimeoutSeconds
    maxConnections = try int("maxConnections", range: 1...100_000) ?? maxConnections
    maxConnectionsPerAddress =
      try int("maxConnectionsPerAddress", range: 0...100_000) ?? maxConnectionsPerAddress
    trustedProxies = (string("trustedProxy") ?? "").split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    shutdownGraceSeconds = try int("shutdownGrace", range: 0...3600) ?? shutdownGraceSeconds
    if let level = string("logLevel") {
      guard let parsed = Logger.Level(name: level) else {
        throw VisorError(
          .invalidSetting, Message("error.setting.logLevel", ["text": .text(level)]))
      }
      logLevel = parsed
    }
    webDirectory = path("webDir")
    imageMaxSide = try int("imageMaxSide", range: 64...10_000) ?? imageMaxSide
    imageMaxMegapixels = try int("imageMaxMegapixels", range: 1...1_000) ?? imageMaxMegapixels
    crossChecks = try bool("crossChecks") ?? crossChecks
    faces = try bool("faces") ?? faces
    meaningSearch = try bool("meaningSearch") ?? meaningSearch
    cacheDirectory = path("cacheDir") ?? cacheDirectory
    modelsDirectory = path("modelsDir")
    pythonPath = path("python")
    warmModels = (string("warm") ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    sessionDays = try int("sessionDays", range: 1...3650) ?? sessionDays
    requestsPerMinute =
      try int("requestsPerMinute", range: 1...QuotaService.maximumLimit) ?? requestsPerMinute
    analysesPerDay = try int("analysesPerDay", range: 1...QuotaService.maximumLimit) ?? analysesPerDay
    liveProviderIntervalSeconds =
      try int("liveProviderInterval", range: 0...3600) ?? liveProviderIntervalSeconds
    maxLiveSessions = try int("maxLiveSessions", range: 1...10_000) ?? maxLiveSessions
    maxPhotoWork = try int("maxPhotoWork", range: 1...1_024) ?? maxPhotoWork
    maxPhotoWaitSeconds = try int("maxPhotoWait", range: 1...3600) ?? maxPhotoWaitSeconds
    blobGraceSeconds = try int("blobGraceSeconds", range: 0...31_536_000) ?? blobGraceSeconds
    maintenanceIntervalSeconds =
      try int("maintenanceIntervalSeconds", range: 0...31_536_000) ?? maintenanceIntervalSeconds
    outboxIntervalSeconds = try int("outboxIntervalSeconds", range: 0...86_400) ?? outboxIntervalSeconds
    if let strength = string("passwordStrength") {
      guard let parsed = PasswordHasher.Strength(rawValue: strength) else {
        throw VisorError(
          .invalidSetting,
          Message("error.setting.passwordStrength", ["text": .text(strength)]))
      }
      passwordStrength = parsed
    }
    secrets.openAIKey = string("openaiApiKey")
    secrets.geminiKey = string("geminiApiKey")
    secrets.providerKey = string("providerApiKey")
    secrets.turnUsername = string("turnUsername")
    secrets.turnPassword = string("turnPassword")
    helpExpirySeconds = try int("helpExpirySeconds", range: 1...86_400) ?? helpExpirySeconds
    iceServers = (string("iceServer") ?? "").split(separator: ",")
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    for server in iceServers where !Self.isICEServer(server) {
      throw VisorError(
        .invalidSetting,
        Message("error.setting.iceServer", ["text": .text(server)]))
    }
    if let url = string("providerUrl") {
      guard let parsed = URL(string: url), parsed.scheme == "http" || parsed.scheme == "https" else {
        throw VisorError(
          .invalidSetting, Message("error.setting.providerURL"))
      }
      provider.url = parsed
    }
    provider.preset = string("providerPreset") ?? provider.preset
    guard ["ollama", "llamacpp", "vllm", "openai"].contains(provider.preset) else {
      throw VisorError(.invalidSetting, Message("error.setting.providerPreset"))
    }
    provider.idleTimeout = .seconds(try int("providerIdleTimeout", range: 1...3600) ?? 30)
    provider.totalTimeout = .seconds(try int("providerTimeout", range: 1...86_400) ?? 300)
    provider.imageTimeout = .seconds(try int("imageTimeout", range: 1...86_400) ?? 120)
    provider.limits.answerBytes = (try int("providerMaxAnswerKb", range: 1...1_048_576) ?? 2048) * 1024
    provider.limits.mediaBytes = (try int("providerMaxMediaMb", range: 1...4096) ?? 40) * 1024 * 1024
    provider.limits.eventBytes = (try int("providerMaxEventKb", range: 1...65_536) ?? 256) * 1024
    provider.limits.answerCharacters = try int("maxAnswerCharacters", range: 100...100_000_000) ?? 100_000
    provider.limits.streamBytes = (try int("providerMaxStreamMb", range: 1...4096) ?? 32) * 1024 * 1024
    provider.visionModel = string("providerVisionModel")
    provider.chatModel = string("providerChatModel")
    defaults.vision = string("defaultVision")
    defaults.chat = string("defaultChat")
    defaults.speech = string("defaultSpeech")
    defaults.transcription = string("defaultTranscription")
    defaults.imageGeneration = string("defaultImageGeneration")
  }

  /// Lines for `visor config show`: every setting, its effective value (secrets redacted) and source.
  public static func describe(_ resolved: [String: (value: String, source: SettingSource)]) -> [String] {
    Settings.all.map { setting in
      let entry = resolved[setting.key]
      let shown: String
      if let entry {
        shown = setting.secret ? "<redacted, \(entry.value.count) characters>" : entry.value
      } else {
        shown = "(not set)"
      }
      let source = entry.map { " [\($0.source.rawValue)]" } ?? ""
      return "\(setting.key) = \(shown)\(source)"
    }
  }
}

extension VisorConfiguration {
  /// `stun:HOST:PORT`, `turn:HOST:PORT` or `turns:HOST:PORT` (optionally `?transport=udp|tcp`).
  static func isICEServer(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":") else { return false }
    guard ["stun", "turn", "turns"].contains(text[..<colon]) else { return false }
    let rest = text[text.index(after: colon)...].split(separator: "?", maxSplits: 1)
    guard let hostPort = rest.first, let portStart = hostPort.lastIndex(of: ":") else { return false }
    let host = hostPort[..<portStart]
    guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || ".-[]:".contains($0) }),
      let port = Int(hostPort[hostPort.index(after: portStart)...]), (1...65_535).contains(port)
    else { return false }
    return rest.count == 1 || ["transport=udp", "transport=tcp"].contains(String(rest[1]))
  }
}
