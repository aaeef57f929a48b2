import Foundation

/// Wire types for accounts, sessions and tokens (`/api/v1/auth`, `/me`, `/tokens`, `/admin/users`).
/// Ids are lowercase UUID strings; times are ISO-8601 UTC.

/// `POST /api/v1/auth/login`: a username and password, or a one-time sign-in `code`.
public struct LoginRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["username", "password", "code"]
  public var username: String?
  public var password: String?
  public var code: String?
  public init(username: String? = nil, password: String? = nil, code: String? = nil) {
    self.username = username
    self.password = password
    self.code = code
  }
}

/// `POST /api/v1/auth/token`: sign in as ``LoginRequest`` does and get an API token (for the SDK and
/// the CLI) instead of a session cookie. `name` labels the token in the token list.
public struct AppTokenRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["username", "password", "code", "name"]
  public var username: String?
  public var password: String?
  public var code: String?
  public var name: String?
  public init(username: String? = nil, password: String? = nil, code: String? = nil, name: String? = nil) {
    self.username = username
    self.password = password
    self.code = code
    self.name = name
  }
}

/// `POST /api/v1/auth/logout` (the body is optional): `everywhere` ends every web session of the
/// user and revokes every API token too ("sign out everywhere").
public struct LogoutRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["everywhere"]
  public var everywhere: Bool?
  public init(everywhere: Bool? = nil) { self.everywhere = everywhere }
}

public struct LoginResponse: Codable, Sendable, Equatable {
  public var user: UserResponse
  /// Echo this in `X-CSRF-Token` on unsafe requests made with the session cookie.
  public var csrfToken: String
  public init(user: UserResponse, csrfToken: String) {
    self.user = user
    self.csrfToken = csrfToken
  }
}

/// A user and their profile (`GET /api/v1/me`).
public struct UserResponse: Codable, Sendable, Equatable {
  public var id: String
  public var username: String
  public var isAdmin: Bool
  @Nullable public var displayName: String?
  public var accentColor: String
  @Nullable public var voice: String?
  public var speakByDefault: Bool
  public var createdAt: Date
  /// False until the account has a password (it signed in with a one-time code or a token): then
  /// `POST /api/v1/me/password` sets the first one without `currentPassword`.
  public var hasPassword: Bool
  /// The channel (`mode`) the camera starts in; `describe` until the user picks another.
  public var defaultMode: String
  /// The person's language (issue 27): a BCP 47 tag Visor supports (`en`, `es`, `fr`, `de`, `pt`, `it`,
  /// `pl`, `tr`, `ru`, `ar`, with a region if one was chosen). Offline answers, voices, the reader and
  /// the web app follow it; a request's own `language` field overrides it for that request.
  public var language: String
  /// The user's quotas and what is left of them; `GET /api/v1/me` and the admin's user list and
  /// `PATCH /api/v1/admin/users/{id}` fill it, other answers leave it null.
  @Nullable public var limits: UsageLimits?
  /// An admin's helper for everyone (issue 28); the admin's user list and
  /// `PATCH /api/v1/admin/users/{id}` fill it, other answers leave it null.
  @Nullable public var helperForEveryone: Bool?
  public init(
    id: String, username: String, isAdmin: Bool, displayName: String?, accentColor: String,
    voice: String?, speakByDefault: Bool, createdAt: Date, hasPassword: Bool = true,
    defaultMode: String = "describe", limits: UsageLimits? = nil, language: String = "en"
  ) {
    self.language = language
    self.id = id
    self.username = username
    self.isAdmin = isAdmin
    self.displayName = displayName
    self.accentColor = accentColor
    self.voice = voice
    self.speakByDefault = speakByDefault
    self.createdAt = createdAt
    self.hasPassword = hasPassword
    self.defaultMode = defaultMode
    self.limits = limits
  }

  enum CodingKeys: String, CodingKey {
    case id, username, isAdmin, displayName, accentColor, voice, speakByDefault, createdAt, hasPassword
    case defaultMode, limits, helperForEveryone, language
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try c.decode(String.self, forKey: .id), username: try c.decode(String.self, forKey: .username),
      isAdmin: try c.decode(Bool.self, forKey: .isAdmin),
      displayName: try c.decodeIfPresent(String.self, forKey: .displayName),
      accentColor: try c.decode(String.self, forKey: .accentColor),
      voice: try c.decodeIfPresent(String.self, forKey: .voice),
      speakByDefault: try c.decode(Bool.self, forKey: .speakByDefault),
      createdAt: try c.decode(Date.self, forKey: .createdAt),
      hasPassword: try c.decodeIfPresent(Bool.self, forKey: .hasPassword) ?? true,
      defaultMode: try c.decodeIfPresent(String.self, forKey: .defaultMode) ?? "describe",
      limits: try c.decodeIfPresent(UsageLimits.self, forKey: .limits),
      language: try c.decodeIfPresent(String.self, forKey: .language) ?? "en")
    helperForEveryone = try c.decodeIfPresent(Bool.self, forKey: .helperForEveryone)
  }
}

/// A user's quotas (`limits` in `GET /api/v1/me`). Days are UTC.
public struct UsageLimits: Codable, Sendable, Equatable {
  public var requestsPerMinute: UsageLimit
  public var analysesPerDay: UsageLimit
  public init(requestsPerMinute: UsageLimit, analysesPerDay: UsageLimit) {
    self.requestsPerMinute = requestsPerMinute
    self.analysesPerDay = analysesPerDay
  }
}

/// One quota: `limit` and `remaining` are `null` when it is unlimited; `resetsAt` is when the current
/// window ends.
public struct UsageLimit: Codable, Sendable, Equatable {
  @Nullable public var limit: Int?
  @Nullable public var remaining: Int?
  @Nullable public var resetsAt: Date?
  public init(limit: Int?, remaining: Int?, resetsAt: Date?) {
    self.limit = limit
    self.remaining = remaining
    self.resetsAt = resetsAt
  }
}

/// `PATCH /api/v1/admin/users/{id}`: an admin's per-user quota overrides; an integer sets the limit,
/// `null` returns the user to the server's default.
public struct AdminUserPatch: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["requestsPerMinute", "analysesPerDay", "helperForEveryone"]
  public var requestsPerMinute: Patch<Int>
  public var analysesPerDay: Patch<Int>
  /// `true` makes the user a helper for everyone on this Visor (issue 28); `false` (or null) ends it.
  public var helperForEveryone: Patch<Bool>

  enum CodingKeys: String, CodingKey { case requestsPerMinute, analysesPerDay, helperForEveryone }

  public init(
    requestsPerMinute: Patch<Int> = .absent, analysesPerDay: Patch<Int> = .absent,
    helperForEveryone: Patch<Bool> = .absent
  ) {
    self.requestsPerMinute = requestsPerMinute
    self.analysesPerDay = analysesPerDay
    self.helperForEveryone = helperForEveryone
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    requestsPerMinute = try c.decodePatch(Int.self, forKey: .requestsPerMinute)
    analysesPerDay = try c.decodePatch(Int.self, forKey: .analysesPerDay)
    helperForEveryone = try c.decodePatch(Bool.self, forKey: .helperForEveryone)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodePatch(requestsPerMinute, forKey: .requestsPerMinute)
    try c.encodePatch(analysesPerDay, forKey: .analysesPerDay)
    try c.encodePatch(helperForEveryone, forKey: .helperForEveryone)
  }
}

/// `GET /api/v1/auth/session`: whether this browser (or token) is signed in — 200 either way, so a
/// signed-out first visit logs no error. `csrfToken` comes with a web session.
public struct SessionStatusResponse: Codable, Sendable, Equatable {
  public var signedIn: Bool
  @Nullable public var user: UserResponse?
  public init(signedIn: Bool, user: UserResponse?) {
    self.signedIn = signedIn
    self.user = user
  }
}

/// `PATCH /api/v1/me`: only the fields sent change; `null` clears `displayName` or `voice`.
public struct ProfilePatch: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = [
    "displayName", "accentColor", "voice", "speakByDefault", "defaultMode", "language",
  ]
  public var displayName: Patch<String>
  public var accentColor: Patch<String>
  public var voice: Patch<String>
  public var speakByDefault: Patch<Bool>
  /// The channel the camera starts in (one of `local/scene`'s `modes`); `null` returns to `describe`.
  public var defaultMode: Patch<String>
  /// A supported BCP 47 tag (`es`, `pt-BR`); an unsupported one is a 400 naming the supported ones.
  /// `null` forgets the choice: the next sign-in takes the browser's language again.
  public var language: Patch<String>

  enum CodingKeys: String, CodingKey {
    case displayName, accentColor, voice, speakByDefault, defaultMode, language
  }

  public init(
    displayName: Patch<String> = .absent, accentColor: Patch<String> = .absent,
    voice: Patch<String> = .absent, speakByDefault: Patch<Bool> = .absent,
    defaultMode: Patch<String> = .absent, language: Patch<String> = .absent
  ) {
    self.language = language
    self.displayName = displayName
    self.accentColor = accentColor
    self.voice = voice
    self.speakByDefault = speakByDefault
    self.defaultMode = defaultMode
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    displayName = try c.decodePatch(String.self, forKey: .displayName)
    accentColor = try c.decodePatch(String.self, forKey: .accentColor)
    voice = try c.decodePatch(String.self, forKey: .voice)
    speakByDefault = try c.decodePatch(Bool.self, forKey: .speakByDefault)
    defaultMode = try c.decodePatch(String.self, forKey: .defaultMode)
    language = try c.decodePatch(String.self, forKey: .language)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodePatch(displayName, forKey: .displayName)
    try c.encodePatch(accentColor, forKey: .accentColor)
    try c.encodePatch(voice, forKey: .voice)
    try c.encodePatch(speakByDefault, forKey: .speakByDefault)
    try c.encodePatch(defaultMode, forKey: .defaultMode)
    try c.encodePatch(language, forKey: .language)
  }
}

/// `POST /api/v1/me/password`. `currentPassword` is required once the account has a password; the
/// first password of an account that signed in with its one-time code needs none.
public struct PasswordChangeRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["currentPassword", "newPassword", "revokeTokens"]
  public var currentPassword: String?
  public var newPassword: String
  /// True: every API token of the account is revoked too (apps and scripts must get a new one);
  /// absent or false: tokens keep working. Web sessions always end.
  public var revokeTokens: Bool?
  public init(currentPassword: String?, newPassword: String, revokeTokens: Bool? = nil) {
    self.currentPassword = currentPassword
    self.newPassword = newPassword
    self.revokeTokens = revokeTokens
  }
}

/// `POST /api/v1/tokens`.
public struct TokenCreateRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["name"]
  public var name: String
  public init(name: String) { self.name = name }
}

/// A token as listed: never the secret.
public struct TokenResponse: Codable, Sendable, Equatable {
  public var id: String
  public var name: String
  public var prefix: String
  public var createdAt: Date
  @Nullable public var lastUsedAt: Date?
  public init(id: String, name: String, prefix: String, createdAt: Date, lastUsedAt: Date?) {
    self.id = id
    self.name = name
    self.prefix = prefix
    self.createdAt = createdAt
    self.lastUsedAt = lastUsedAt
  }
}

/// The answer to `POST /api/v1/tokens`: the only time the secret is shown.
public struct TokenCreatedResponse: Codable, Sendable, Equatable {
  public var id: String
  public var name: String
  public var prefix: String
  public var createdAt: Date
  public var token: String
  public init(id: String, name: String, prefix: String, createdAt: Date, token: String) {
    self.id = id
    self.name = name
    self.prefix = prefix
    self.createdAt = createdAt
    self.token = token
  }
}

/// `POST /api/v1/admin/users`.
public struct AdminCreateUserRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["username", "password", "isAdmin"]
  public var username: String
  public var password: String
  public var isAdmin: Bool?
  public init(username: String, password: String, isAdmin: Bool? = nil) {
    self.username = username
    self.password = password
    self.isAdmin = isAdmin
  }
}

/// Any newest-first list: `{"items":[…],"nextCursor":"…"|null}`.
public struct ListResponse<Item: Codable & Sendable>: Codable, Sendable {
  public var items: [Item]
  @Nullable public var nextCursor: String?
  public init(items: [Item], nextCursor: String?) {
    self.items = items
    self.nextCursor = nextCursor
  }
}

extension ListResponse: Equatable where Item: Equatable {}

/// `{"error":{"code","message"}}` on the native API.
public struct ErrorResponse: Codable, Sendable, Equatable {
  public struct Body: Codable, Sendable, Equatable {
    public var code: String
    public var message: String
  }
  public var error: Body
  public init(code: String, message: String) { error = Body(code: code, message: message) }
}

/// `GET /readyz`.
public struct ReadinessResponse: Codable, Sendable, Equatable {
  public struct Component: Codable, Sendable, Equatable {
    public var name: String
    public var state: String
    @Nullable public var detail: String?
    public init(name: String, state: String, detail: String?) {
      self.name = name
      self.state = state
      self.detail = detail
    }
  }
  public var ready: Bool
  public var components: [Component]
  public init(ready: Bool, components: [Component]) {
    self.ready = ready
    self.components = components
  }
}

/// `POST /api/v1/events`: a batch of client analytics events — names and small properties, never content.
public struct EventBatchRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["events"]
  public struct Event: Codable, Sendable, Equatable {
    public var name: String
    public var properties: [String: String]?
    public init(name: String, properties: [String: String]? = nil) {
      self.name = name
      self.properties = properties
    }
  }
  public var events: [Event]
  public init(events: [Event]) { self.events = events }
}

/// `GET /api/v1/me/export`: everything Visor holds about the signed-in user.
public struct ExportResponse: Codable, Sendable {
  public var exportedAt: Date
  public var user: UserResponse
  public var tokens: [TokenResponse]
  public var analyses: [AnalysisResponse]
  public var events: [ExportedEvent]
  /// Every chat with its messages (images by URL).
  public var chats: [ChatDetailResponse]
  /// The generated-image gallery (images by URL).
  public var images: [GalleryImageResponse]
  /// Recogniser results, cars included (images by URL).
  public var records: [RecordResponse]
  /// Faces and things the user taught, with their embeddings (photos by URL; decision 038).
  public var faces: [ExportedKnown] = []
  public var things: [ExportedKnown] = []
  /// Helpers, help requests (what each helper saw) and calls (issue 28).
  @Nullable public var helpers: HelpersExport?
  /// In the archive's `export.json` only: each photo or recording URL the document names, and the
  /// file that holds it in the archive (`/api/v1/analyses/ID/image` → `analyses/ID/image.jpg`).
  @Nullable public var files: [String: String]?
  public init(
    exportedAt: Date, user: UserResponse, tokens: [TokenResponse], analyses: [AnalysisResponse],
    events: [ExportedEvent], chats: [ChatDetailResponse] = [], images: [GalleryImageResponse] = [],
    records: [RecordResponse] = [], helpers: HelpersExport? = nil
  ) {
    self.helpers = helpers
    self.records = records
    self.exportedAt = exportedAt
    self.user = user
    self.tokens = tokens
    self.analyses = analyses
    self.events = events
    self.chats = chats
    self.images = images
  }
}

public struct ExportedEvent: Codable, Sendable, Equatable {
  public var name: String
  public var properties: [String: String]
  public var source: String
  public var createdAt: Date
  public init(name: String, properties: [String: String], source: String, createdAt: Date) {
    self.name = name
    self.properties = properties
    self.source = source
    self.createdAt = createdAt
  }
}

/// The languages Visor speaks (issue 27): the tags `language` of `/api/v1/me` takes, with each
/// language's own name, as a picker lists them. The server's `Language` table holds the same list (a
/// test keeps them equal).
public enum SupportedLanguages {
  public static let all: [(tag: String, name: String)] = [
    ("en", "English"), ("es", "Español"), ("fr", "Français"), ("de", "Deutsch"), ("pt", "Português"),
    ("it", "Italiano"), ("pl", "Polski"), ("tr", "Türkçe"), ("ru", "Русский"), ("ar", "العربية"),
  ]
}
