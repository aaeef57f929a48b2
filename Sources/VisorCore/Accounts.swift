import Foundation

/// A person who signs in to Visor. Every record belongs to exactly one user.
public struct User: Sendable, Equatable, Codable, Identifiable {
  public var id: UUID
  public var username: String
  public var isAdmin: Bool
  public var profile: Profile
  public var createdAt: Date

  public init(
    id: UUID = UUID(), username: String, isAdmin: Bool = false, profile: Profile = Profile(),
    createdAt: Date = Date()
  ) {
    self.id = id
    self.username = username
    self.isAdmin = isAdmin
    self.profile = profile
    self.createdAt = createdAt
  }
}

/// Per-user preferences used by every feature.
public struct Profile: Sendable, Equatable, Codable {
  public var displayName: String?
  /// A CSS hex colour such as `#0a84ff`.
  public var accentColor: String
  /// A voice id from a speech model's `voices`, or nil for the default voice.
  public var voice: String?
  public var speakByDefault: Bool
  /// The channel (`AnalysisMode` raw value) the camera starts in.
  public var defaultMode: String
  /// The person's language as a supported BCP 47 tag (issue 27); nil until chosen — the first sign-in
  /// sets it from the browser's `Accept-Language`, and requests made before that use the header.
  public var language: String?

  public init(
    displayName: String? = nil, accentColor: String = "#0a84ff", voice: String? = nil,
    speakByDefault: Bool = true, defaultMode: String = AnalysisMode.describe.rawValue, language: String? = nil
  ) {
    self.defaultMode = defaultMode
    self.language = language
    self.displayName = displayName
    self.accentColor = accentColor
    self.voice = voice
    self.speakByDefault = speakByDefault
  }
}

/// An API token. The secret itself is shown once at creation and stored only as a SHA-256 hash.
public struct APIToken: Sendable, Equatable, Codable, Identifiable {
  public var id: UUID
  public var userID: UUID
  public var name: String
  /// The first characters of the secret (e.g. `vsr_3kd9`), safe to show in lists.
  public var prefix: String
  public var createdAt: Date
  public var lastUsedAt: Date?

  public init(
    id: UUID = UUID(), userID: UUID, name: String, prefix: String, createdAt: Date = Date(),
    lastUsedAt: Date? = nil
  ) {
    self.id = id
    self.userID = userID
    self.name = name
    self.prefix = prefix
    self.createdAt = createdAt
    self.lastUsedAt = lastUsedAt
  }
}

/// A web-app session (cookie). Stored as a SHA-256 hash of the cookie value.
public struct WebSession: Sendable, Equatable, Codable {
  public var userID: UUID
  /// Random value the web app echoes in `X-CSRF-Token` for unsafe methods.
  public var csrfToken: String
  public var createdAt: Date
  public var expiresAt: Date

  public init(userID: UUID, csrfToken: String, createdAt: Date = Date(), expiresAt: Date) {
    self.userID = userID
    self.csrfToken = csrfToken
    self.createdAt = createdAt
    self.expiresAt = expiresAt
  }
}

/// A saved photo analysis (the camera's history).
public struct Analysis: Sendable, Equatable, Codable, Identifiable {
  public var id: UUID
  public var userID: UUID
  public var prompt: String
  public var transcript: String?
  public var message: String
  public var model: String
  /// The blob key of the stored (re-encoded, metadata-free) JPEG.
  public var imageKey: String
  public var timings: Timings
  public var createdAt: Date
  /// The channel it was asked in (`AnalysisMode` raw value): `describe`, `text`, `document` …
  public var mode: String
  /// The local facts compared with a provider's answer; `[]` when nothing was compared.
  public var checks: [AnswerCheck]

  public init(
    id: UUID = UUID(), userID: UUID, prompt: String, transcript: String? = nil, message: String,
    model: String, imageKey: String, timings: Timings = Timings(), createdAt: Date = Date(),
    mode: String = AnalysisMode.describe.rawValue, checks: [AnswerCheck] = []
  ) {
    self.mode = mode
    self.checks = checks
    self.id = id
    self.userID = userID
    self.prompt = prompt
    self.transcript = transcript
    self.message = message
    self.model = model
    self.imageKey = imageKey
    self.timings = timings
    self.createdAt = createdAt
  }
}

/// A follow-up question about an analysis's photo and its answer (`POST /api/v1/analyses/{id}/messages`).
public struct AnalysisTurn: Sendable, Equatable, Codable, Identifiable {
  public var id: UUID
  public var analysisID: UUID
  public var userID: UUID
  public var prompt: String
  public var transcript: String?
  public var message: String
  public var model: String
  /// The channel of the analysis it continues.
  public var mode: String
  public var timings: Timings
  public var createdAt: Date
  /// The local facts compared with a provider's answer; `[]` when nothing was compared.
  public var checks: [AnswerCheck]

  public init(
    id: UUID = UUID(), analysisID: UUID, userID: UUID, prompt: String, transcript: String? = nil,
    message: String, model: String, mode: String = "describe", timings: Timings = Timings(),
    createdAt: Date = Date(), checks: [AnswerCheck] = []
  ) {
    self.checks = checks
    self.id = id
    self.analysisID = analysisID
    self.userID = userID
    self.prompt = prompt
    self.transcript = transcript
    self.message = message
    self.model = model
    self.mode = mode
    self.timings = timings
    self.createdAt = createdAt
  }
}

/// Pipeline timings in milliseconds; nil when a stage did not run.
public struct Timings: Sendable, Equatable, Codable {
  public var ingestMs: Int?
  public var transcriptionMs: Int?
  public var firstTokenMs: Int?
  public var firstAudioMs: Int?
  public var totalMs: Int?

  public init(
    ingestMs: Int? = nil, transcriptionMs: Int? = nil, firstTokenMs: Int? = nil,
    firstAudioMs: Int? = nil, totalMs: Int? = nil
  ) {
    self.ingestMs = ingestMs
    self.transcriptionMs = transcriptionMs
    self.firstTokenMs = firstTokenMs
    self.firstAudioMs = firstAudioMs
    self.totalMs = totalMs
  }
}

/// A client or server analytics event. Never carries image, audio or text content.
public struct AnalyticsEvent: Sendable, Equatable, Codable {
  public var id: UUID
  public var userID: UUID?
  public var name: String
  /// Small string properties such as `feature`, `model`, `outcome`, `latencyMs`.
  public var properties: [String: String]
  public var source: String
  public var createdAt: Date

  public init(
    id: UUID = UUID(), userID: UUID?, name: String, properties: [String: String] = [:],
    source: String, createdAt: Date = Date()
  ) {
    self.id = id
    self.userID = userID
    self.name = name
    self.properties = properties
    self.source = source
    self.createdAt = createdAt
  }
}

/// A page of a newest-first list.
public struct Page<Item: Sendable>: Sendable {
  public var items: [Item]
  /// Opaque cursor for the next page, nil at the end.
  public var nextCursor: String?
  public init(items: [Item], nextCursor: String?) {
    self.items = items
    self.nextCursor = nextCursor
  }
}
