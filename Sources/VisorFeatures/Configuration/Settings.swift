import Foundation
import VisorCore

/// One configurable setting: its JSON key, environment variable, command-line flag, default and help.
///
/// Precedence: flag > environment (`VISOR_…`) > JSON config file > default. Secrets are never read from
/// the JSON file (only from the environment or the 0600 key file) and are redacted when shown.
public struct Setting: Sendable {
  public enum Kind: Sendable { case string, int, bool, list, path }
  public var key: String
  public var kind: Kind
  public var defaultValue: String?
  public var help: String
  public var secret: Bool
  /// False for settings that only make sense on the command line or environment.
  public var allowedInFile: Bool

  public var environmentVariable: String {
    "VISOR_"
      + key.reduce(into: "") { out, ch in
        if ch.isUppercase { out += "_" }
        out += ch.uppercased()
      }
  }
  public var flag: String {
    "--"
      + key.reduce(into: "") { out, ch in
        if ch.isUppercase { out += "-" }
        out += ch.lowercased()
      }
  }

  init(
    _ key: String, _ kind: Kind, _ defaultValue: String?, _ help: String, secret: Bool = false,
    allowedInFile: Bool = true
  ) {
    self.key = key
    self.kind = kind
    self.defaultValue = defaultValue
    self.help = help
    self.secret = secret
    self.allowedInFile = allowedInFile && !secret
  }
}

/// Every setting Visor knows. `visor serve --help`, `visor config show` and the README table come from here.
public enum Settings {
  public static let all: [Setting] = [
    Setting("host", .string, "127.0.0.1", "Address to listen on (--lan listens on all interfaces)."),
    Setting("port", .int, "8080", "TCP port to listen on (0 picks a free one)."),
    Setting("dataDir", .path, "./data", "Folder for the SQLite database, blobs, keys and certificates."),
    Setting(
      "database", .string, nil,
      "PostgreSQL URL postgres://USER@HOST:PORT/DB instead of SQLite in the data folder; the password comes from PGPASSWORD or the key file, never the URL."
    ),
    Setting(
      "blobs", .string, nil,
      "S3-compatible storage s3://BUCKET?endpoint=http://HOST:PORT&path-style=true instead of files in the data folder; credentials from AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (environment or key file) and AWS_REGION."
    ),
    Setting(
      "config", .path, nil, "JSON config file (default: <data-dir>/config.json when present).",
      allowedInFile: false),
    Setting(
      "lan", .bool, "false",
      "Serve phones on the local network: all interfaces, HTTPS with a self-signed certificate."),
    Setting("tlsCert", .path, nil, "PEM certificate file for HTTPS."),
    Setting("tlsKey", .path, nil, "PEM private key file for HTTPS.", secret: false),
    Setting("maxBodyMb", .int, "25", "Largest request body in megabytes (413 above)."),
    Setting("maxHeaderKb", .int, "16", "Largest request header block in kilobytes (431 above)."),
    Setting(
      "clientTimeout", .int, "30",
      "Seconds a client may take to send a request's headers (408 after) or stay idle before it is disconnected."
    ),
    Setting(
      "maxConnections", .int, "512",
      "Most simultaneous connections; when full, the oldest idle one is closed, else a new one gets a JSON 503."
    ),
    Setting(
      "maxConnectionsPerAddress", .int, "64",
      "Most simultaneous connections from one client address (0: no limit), so one address cannot starve the others."
    ),
    Setting(
      "trustedProxy", .list, "",
      "A reverse proxy's address or CIDR block (repeatable, or comma-separated) whose X-Forwarded-For sets the client address."
    ),
    Setting("shutdownGrace", .int, "10", "Seconds in-flight requests may finish after SIGINT/SIGTERM."),
    Setting("logLevel", .string, "info", "debug, info, warning or error."),
    Setting("webDir", .path, nil, "Folder of the web app (default: the folder \"Web\" next to the sources)."),
    Setting("imageMaxSide", .int, "1536", "Long side in pixels that uploaded photos are scaled down to."),
    Setting("imageMaxMegapixels", .int, "40", "Largest photo accepted, in megapixels (422 above)."),
    Setting(
      "crossChecks", .bool, "true",
      "Check a vision provider's answers against the offline engine's own measurements (text, people, codes, colour) and say when they disagree; false saves the CPU this costs."
    ),
    Setting(
      "faces", .bool, "true",
      "Let people teach faces and be told who is in front of them (decision 038); false turns the feature off for everyone."
    ),
    Setting(
      "meaningSearch", .bool, "true",
      "Search the history and chats by meaning too, across languages, with multilingual-e5-small when setup installed it (decision 042); false: full text only."
    ),
    Setting("cacheDir", .path, "~/.cache/visor", "Where setup put local models and the Python worker venv."),
    Setting("modelsDir", .path, nil, "Local model files (default: <cache-dir>/models)."),
    Setting(
      "python", .path, nil, "Python for the local speech/chat workers (default: <cache-dir>/venv/bin/python)."
    ),
    Setting(
      "warm", .list, "",
      "Comma-separated local models to load at start (e.g. local/scene,local/piper-joe), or 'all' (every local/… and registered custom/… model)."
    ),
    Setting("sessionDays", .int, "30", "Days a web sign-in lasts."),
    Setting(
      "requestsPerMinute", .int, nil,
      "Default limit of API requests per user in a UTC minute (429 above; unset: unlimited); admins override it per user."
    ),
    Setting(
      "analysesPerDay", .int, nil,
      "Default limit of analyses (analyze, follow-ups, identify, /analyzeImageContents) per user in a UTC day (429 above; unset: unlimited); admins override it per user."
    ),
    Setting(
      "liveProviderInterval", .int, "5",
      "Seconds a live camera session waits between calls to the vision provider (describe and ask; only when the view changed); offline channels run on every changed frame."
    ),
    Setting(
      "maxLiveSessions", .int, "8",
      "Most live camera sessions (GET /api/v1/live) open at once on this instance (503 above); each credential has one."
    ),
    Setting(
      "maxPhotoWork", .int, nil,
      "Uploaded photos (analyses, identifications, classifications) worked on at once (unset: four per core, at most one per 512 MB of memory); the rest wait their turn in order."
    ),
    Setting(
      "maxPhotoWait", .int, "20",
      "Seconds an upload may be expected to wait for its turn; beyond that it is refused at once with 503 and Retry-After, before its body is read."
    ),
    Setting(
      "helpExpirySeconds", .int, "900",
      "Seconds a request sent to the user's helpers waits for a person before the asker hears that nobody could answer."
    ),
    Setting(
      "iceServer", .list, "",
      "A STUN or TURN server for calls between helpers across networks: stun:HOST:PORT or turn:HOST:PORT (repeatable); TURN credentials from VISOR_TURN_USERNAME / VISOR_TURN_PASSWORD. Not needed on one LAN."
    ),
    Setting("turnUsername", .string, nil, "The TURN server's username for calls.", secret: true),
    Setting("turnPassword", .string, nil, "The TURN server's password for calls.", secret: true),
    Setting(
      "blobGraceSeconds", .int, "3600",
      "Maintenance never deletes a stored photo or file younger than this, even when no record refers to it yet (a request may be saving it)."
    ),
    Setting(
      "maintenanceIntervalSeconds", .int, "3600",
      "How often `visor serve` removes orphaned blobs and expired sign-ins (0: never; run `visor maintenance` instead)."
    ),
    Setting(
      "outboxIntervalSeconds", .int, "5",
      "How often `visor serve` retries work queued by deletes, such as deleting a deleted photo's blob (it also runs right after each delete; 0: only then and in `visor maintenance`)."
    ),
    Setting(
      "passwordStrength", .string, "interactive",
      "Argon2id cost: interactive, moderate (or minimal, for tests only)."),
    Setting(
      "keyFile", .path, nil,
      "File (mode 0600) of KEY=VALUE lines holding provider API keys, PGPASSWORD and AWS_SECRET_ACCESS_KEY."),
    Setting("openaiApiKey", .string, nil, "OpenAI API key; enables OpenAI models.", secret: true),
    Setting("geminiApiKey", .string, nil, "Gemini API key; enables Gemini models.", secret: true),
    Setting(
      "providerUrl", .string, nil, "Base URL of an OpenAI-compatible server (Ollama, llama.cpp, vLLM)."),
    Setting("providerPreset", .string, "ollama", "Dialect of --provider-url: ollama, llamacpp or vllm."),
    Setting("providerApiKey", .string, nil, "API key for --provider-url, if it needs one.", secret: true),
    Setting("providerVisionModel", .string, nil, "Vision model name on --provider-url (e.g. llava)."),
    Setting("providerChatModel", .string, nil, "Chat model name on --provider-url."),
    Setting(
      "providerIdleTimeout", .int, "30",
      "Seconds a provider may stay silent in the middle of an answer before the request fails (504)."),
    Setting("providerTimeout", .int, "300", "Seconds a provider's whole answer may take (504 after)."),
    Setting(
      "imageTimeout", .int, "120",
      "Seconds an image generation may take (it is not streamed: nothing arrives until the image is done)."),
    Setting(
      "providerMaxAnswerKb", .int, "2048",
      "Largest JSON answer (a chat completion in one piece, a transcription) accepted from a provider, in kilobytes."
    ),
    Setting(
      "providerMaxMediaMb", .int, "40",
      "Largest generated image or speech audio accepted from a provider, in megabytes."),
    Setting(
      "providerMaxEventKb", .int, "256",
      "Largest single server-sent event of a provider's stream, in kilobytes."),
    Setting(
      "providerMaxStreamMb", .int, "32",
      "Most bytes of one streamed provider answer, all its events together, in megabytes."),
    Setting(
      "maxAnswerCharacters", .int, "100000",
      "Most characters of one model answer; a longer one fails (502) and nothing is saved or spoken."),
    Setting(
      "defaultVision", .string, nil,
      "Model id for photo questions (default: first vision model, else local/scene)."),
    Setting(
      "defaultChat", .string, nil, "Model id for chats (default: first remote chat model, else local)."),
    Setting("defaultSpeech", .string, nil, "Model id for speaking answers (default: local/piper-joe)."),
    Setting(
      "defaultTranscription", .string, nil,
      "Model id for transcribing questions (default: local/whisper-base, else local/whisper-tiny-en)."),
    Setting("defaultImageGeneration", .string, nil, "Model id for image generation (needs a provider)."),
  ]

  public static func named(_ key: String) -> Setting? { all.first { $0.key == key } }
}

/// Where a resolved value came from, for `visor config show`.
public enum SettingSource: String, Sendable, Codable {
  case flag, environment, file, keyFile = "key-file", `default`
}

/// Resolves settings from flags, environment, JSON file and key file.
public struct SettingsResolver: Sendable {
  public var flags: [String: String]
  public var environment: [String: String]

  public init(flags: [String: String], environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.flags = flags
    self.environment = environment
  }

  /// Values by setting key with their source.
  public func resolve() throws -> [String: (value: String, source: SettingSource)] {
    var out: [String: (String, SettingSource)] = [:]
    for setting in Settings.all {
      if let v = setting.defaultValue { out[setting.key] = (v, .default) }
    }
    func early(_ key: String) -> String? {
      let s = Settings.named(key)!
      return flags[key] ?? environment[s.environmentVariable] ?? out[key]?.0
    }
    // The config file: explicit, or <data-dir>/config.json when present.
    var fileURL: URL?
    if let explicit = early("config") {
      fileURL = URL(fileURLWithPath: Self.expand(explicit))
      guard FileManager.default.fileExists(atPath: fileURL!.path) else {
        throw VisorError(
          .configMissing, Message("error.config.missing", ["path": .text(explicit)]))
      }
    } else if let dir = early("dataDir") {
      let candidate = URL(fileURLWithPath: Self.expand(dir)).appendingPathComponent("config.json")
      if FileManager.default.fileExists(atPath: candidate.path) { fileURL = candidate }
    }
    if let fileURL {
      for (key, value) in try Self.readConfigFile(fileURL) { out[key] = (value, .file) }
      out["config"] = (fileURL.path, .default)
    }
    for setting in Settings.all {
      if let v = environment[setting.environmentVariable] { out[setting.key] = (v, .environment) }
    }
    for setting in Settings.all {
      if let v = flags[setting.key] { out[setting.key] = (v, .flag) }
    }
    // Secrets may also come from the key file (never from JSON).
    var keyFileSecrets: [String: String] = [:]
    if let keyFile = out["keyFile"]?.0 {
      let secrets = try Self.readKeyFile(URL(fileURLWithPath: Self.expand(keyFile)))
      keyFileSecrets = secrets
      for setting in Settings.all where setting.secret && out[setting.key] == nil {
        if let v = secrets[setting.environmentVariable] { out[setting.key] = (v, .keyFile) }
      }
    }
    // The database password and storage credentials keep their usual names (PGPASSWORD, AWS_…):
    // from the environment, else the key file. Stored under "env:NAME", never shown by `config show`.
    for name in Self.serviceVariables {
      if let v = environment[name], !v.isEmpty {
        out["env:" + name] = (v, .environment)
      } else if let v = keyFileSecrets[name], !v.isEmpty {
        out["env:" + name] = (v, .keyFile)
      }
    }
    return out
  }

  /// Credentials read under their own names for PostgreSQL and S3.
  public static let serviceVariables = [
    "PGPASSWORD", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_REGION",
  ]

  static func readConfigFile(_ url: URL) throws -> [String: String] {
    let data: Data
    do { data = try Data(contentsOf: url) } catch {
      throw VisorError(
        .configUnreadable, Message("error.config.unreadable", ["path": .text(url.path)]))
    }
    guard let object = try? JSONDecoder().decode([String: ConfigValue].self, from: data) else {
      throw VisorError(
        .configInvalid,
        Message("error.config.invalid", ["path": .text(url.path)])
      )
    }
    var out: [String: String] = [:]
    for (key, value) in object {
      guard let setting = Settings.named(key) else {
        let known = Settings.all.filter(\.allowedInFile).map(\.key).joined(separator: ", ")
        throw VisorError(
          .configUnknownKey, Message("error.config.unknownKey", ["key": .text(key), "known": .text(known)]))
      }
      guard setting.allowedInFile else {
        throw VisorError(
          .configSecretInFile,
          Message("error.config.secret", ["key": .text(key), "variable": .text(setting.environmentVariable)])
        )
      }
      out[key] = value.text
    }
    return out
  }

  /// Reads `KEY=VALUE` lines; refuses files readable by group or others.
  static func readKeyFile(_ url: URL) throws -> [String: String] {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      let mode = attributes[.posixPermissions] as? NSNumber
    else {
      throw VisorError(
        .keyFileMissing, Message("error.keyFile.missing", ["path": .text(url.path)]))
    }
    guard mode.intValue & 0o077 == 0 else {
      throw VisorError(
        .keyFilePermissions,
        Message("error.keyFile.permissions", ["path": .text(url.path)]))
    }
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var out: [String: String] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), let eq = trimmed.firstIndex(of: "=") else { continue }
      let key = trimmed[..<eq].trimmingCharacters(in: .whitespaces)
      var value = trimmed[trimmed.index(after: eq)...].trimmingCharacters(in: .whitespaces)
      if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
        value = String(value.dropFirst().dropLast())
      }
      out[key] = value
    }
    return out
  }

  public static func expand(_ path: String) -> String {
    if path == "~" || path.hasPrefix("~/") {
      let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
      return home + path.dropFirst()
    }
    return path
  }
}

/// A scalar or list in the JSON config file.
enum ConfigValue: Decodable {
  case text(String)
  case list([String])

  var text: String {
    switch self {
    case .text(let s): s
    case .list(let items): items.joined(separator: ",")
    }
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    if let b = try? c.decode(Bool.self) {
      self = .text(b ? "true" : "false")
    } else if let i = try? c.decode(Int.self) {
      self = .text(String(i))
    } else if let d = try? c.decode(Double.self) {
      self = .text(String(d))
    } else if let s = try? c.decode(String.self) {
      self = .text(s)
    } else {
      self = .list(try c.decode([ConfigValue].self).map(\.text))
    }
  }
}
