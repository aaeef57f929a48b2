import Foundation
import Synchronization
import VisorCore
import VisorStore

/// Users, passwords, API tokens, web sessions and first-run sign-in codes.
///
/// Secrets (tokens, session cookies, sign-in codes) are random strings shown once and stored only as
/// SHA-256 hashes; passwords are argon2id hashes.
public final class AccountService: Sendable {
  public static let tokenPrefix = "vsr_"

  let store: any Store
  let blobs: any BlobStore
  /// Deletes the blobs of a deleted account (queued by the store in the delete's transaction).
  let outbox: OutboxProcessor
  let hasher: PasswordHasher
  let sessionLifetime: TimeInterval
  let throttle = LoginThrottle()
  /// A hash of a random password with the real cost profile, made on the first sign-in.
  private let dummy = Mutex<String?>(nil)
  let tokenCache = TokenCache()
  /// ``hasPassword(userID:)`` answers of the last second, by the store's write generation.
  private let passwordKnown = Mutex<
    [UUID: (has: Bool, generation: UInt64, expires: ContinuousClock.Instant)]
  >([:])
  let now: @Sendable () -> Date
  let log: Logger

  public init(
    store: any Store, blobs: any BlobStore, hasher: PasswordHasher, sessionDays: Int, logger: Logger,
    now: @escaping @Sendable () -> Date = Date.init, outbox: OutboxProcessor? = nil
  ) {
    self.store = store
    self.blobs = blobs
    self.outbox = outbox ?? OutboxProcessor(store: store, blobs: blobs, logger: logger)
    self.hasher = hasher
    self.sessionLifetime = TimeInterval(sessionDays) * 86_400
    self.log = logger
    self.now = now
  }

  // MARK: Users

  /// Validates and normalises a username (lowercase).
  public static func normaliseUsername(_ raw: String) throws -> String {
    let name = raw.trimmingCharacters(in: .whitespaces).lowercased()
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789._-")
    guard (3...32).contains(name.count), name.allSatisfy({ allowed.contains($0) }) else {
      throw VisorError(.invalidUsername, Message("error.account.username"))
    }
    return name
  }

  public static func validatePassword(_ password: String) throws {
    guard password.count >= 8 else {
      throw VisorError(.weakPassword, Message("error.password.weak"))
    }
    guard password.utf8.count <= 1024 else {
      throw VisorError(.invalidPassword, Message("error.account.passwordTooLong"))
    }
  }

  /// Creates a user. A nil password makes an account that can only sign in with a one-time code or token.
  @discardableResult
  public func createUser(username: String, password: String?, isAdmin: Bool) async throws -> User {
    let name = try Self.normaliseUsername(username)
    let hash: String
    if let password {
      try Self.validatePassword(password)
      hash = try await hashOffPool(password)
    } else {
      hash = Self.noPasswordHash()
    }
    let user = User(username: name, isAdmin: isAdmin, profile: Profile(displayName: nil), createdAt: now())
    try await store.createUser(user, passwordHash: hash)
    log.info("user created", ["userId": user.id.uuidString.lowercased(), "admin": String(isAdmin)])
    return user
  }

  public func user(id: UUID) async throws -> User? { try await store.user(id: id) }
  public func user(username: String) async throws -> User? {
    try await store.user(username: username.lowercased())
  }
  public func listUsers() async throws -> [User] { try await store.listUsers() }

  /// Deletes the account with all its records and blobs.
  public func deleteUser(id: UUID) async throws -> Bool {
    guard try await store.user(id: id) != nil else { return false }
    let keys = try await store.deleteUser(id: id)
    tokenCache.removeAll()
    // The store queued every key in the delete's transaction; the outbox deletes them now (one
    // batch) and in the background, retrying until each is gone.
    await outbox.afterDelete()
    log.info("user deleted", ["userId": id.uuidString.lowercased(), "blobs": String(keys.count)])
    return true
  }

  public func setPassword(userID: UUID, password: String) async throws {
    try Self.validatePassword(password)
    try await store.setPasswordHash(userID: userID, hash: try await hashOffPool(password))
    tokenCache.removeAll()
    _ = passwordKnown.withLock { $0.removeValue(forKey: userID) }
  }

  /// What an account made without a password (the first admin, `visor users add` without
  /// `--password-stdin`) stores instead of a hash: never a valid argon2id string, so no password
  /// matches it, and ``hasPassword(userID:)`` can tell that none was ever set.
  static let noPasswordMarker = "unset:"
  static func noPasswordHash() -> String { noPasswordMarker + Crypto.randomToken(bytes: 16) }

  /// Whether the user has ever set a password (a code- or token-only account has not).
  ///
  /// Every `GET /api/v1/me` asks, so the answer is kept for a second: a password set on another
  /// instance (or by `visor users passwd`) shows here within a second, one set through this process at
  /// once (``setPassword(userID:password:)`` forgets the answer; on SQLite any write by this process
  /// does, by the store's write generation; PostgreSQL has none, so there the second alone bounds it).
  public func hasPassword(userID: UUID) async throws -> Bool {
    let generation = store.writeGeneration ?? 0
    let clock = ContinuousClock.now
    if let known = passwordKnown.withLock({ $0[userID] }), known.generation == generation,
      clock < known.expires
    {
      return known.has
    }
    let has =
      try await store.passwordHash(userID: userID).map { !$0.hasPrefix(Self.noPasswordMarker) } ?? false
    passwordKnown.withLock { known in
      if known.count >= 10_000 { known.removeAll(keepingCapacity: true) }
      known[userID] = (has, generation, clock + .seconds(1))
    }
    return has
  }

  /// Sets a new password. The current one is checked when the account has one; an account that
  /// never had a password (signed in with the one-time code) sets its first without it. Signs out
  /// other web sessions.
  public func changePassword(userID: UUID, current: String?, new: String, revokeTokens: Bool = false)
    async throws
  {
    guard let hash = try await store.passwordHash(userID: userID) else {
      throw VisorError(.notFound, Message("error.account.gone"))
    }
    if !hash.hasPrefix(Self.noPasswordMarker) {
      guard let current, !current.isEmpty else {
        throw VisorError(
          .missingField, Message("error.account.currentPassword"))
      }
      guard await verifyOffPool(current, hash: hash) else {
        throw VisorError(.wrongPassword, Message("error.password.current"))
      }
    }
    try await setPassword(userID: userID, password: new)
    if revokeTokens {
      try await signOutEverywhere(userID: userID)
    } else {
      try await store.deleteSessions(userID: userID)
    }
  }

  /// Signs in with a one-time `code`, or a `username` and `password` (never both): the user, or a
  /// 400 saying what is missing, 401 for wrong credentials, 429 when throttled.
  public func signIn(username: String?, password: String?, code: String?, client: String) async throws -> User
  {
    if let code {
      guard username == nil, password == nil else {
        throw VisorError(.invalidField, Message("error.signIn.codeOrPassword"))
      }
      return try await redeemSignInCode(code, client: client)
    }
    guard let username, !username.isEmpty else {
      throw VisorError(.missingField, Message("error.signIn.usernameMissing"))
    }
    guard let password, !password.isEmpty else {
      throw VisorError(.missingField, Message("error.signIn.passwordMissing"))
    }
    return try await authenticate(username: username, password: password, client: client)
  }

  /// Checks a username and password; throttles repeated failures per username and client address.
  ///
  /// Each attempt is counted in the store before the password is verified, in one atomic step
  /// (``AccountStore/reserveSignInAttempt(key:limit:window:now:)``), so parallel guesses cannot all
  /// pass the check before any of them is recorded; a successful sign-in clears the count.
  public func authenticate(username: String, password: String, client: String) async throws -> User {
    let key = "\(username.lowercased())|\(client)"
    if let wait = try await store.reserveSignInAttempt(
      key: key, limit: throttle.limit, window: throttle.window, now: now())
    {
      throw VisorError(
        .tooManyAttempts, Message("error.signIn.tooMany", ["wait": .number(wait)]), retryAfter: wait)
    }
    let user = try await store.user(username: username.lowercased())
    let hash: String? =
      if let user { try await store.passwordHash(userID: user.id) } else { nil }
    // Verify against a dummy hash when the user does not exist so timing does not reveal usernames.
    let usable = hash.flatMap { $0.hasPrefix(Self.noPasswordMarker) ? nil : $0 }
    let checked = if let usable { usable } else { await dummyHash() }
    let ok = await verifyOffPool(password, hash: checked)
    guard let user, usable != nil, ok else {
      throw VisorError(.unauthorized, Message("error.signIn.wrong"))
    }
    try await store.clearSignInAttempts(key: key)
    return user
  }

  /// What an unknown username is verified against: a hash with the same argon2id cost as real
  /// passwords, so an unknown name takes as long as a wrong password (a cheap dummy answered in 1 ms
  /// and told which usernames exist).
  package func dummyHash() async -> String {
    if let hash = dummy.withLock({ $0 }) { return hash }
    let hasher = self.hasher
    let made = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: (try? hasher.hash(UUID().uuidString)) ?? "")
      }
    }
    return dummy.withLock { stored in
      if stored == nil { stored = made }
      return stored!
    }
  }

  // MARK: Tokens

  /// Creates an API token; the returned secret is shown once and never stored.
  public func createToken(userID: UUID, name: String) async throws -> (APIToken, secret: String) {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...100).contains(trimmed.count) else {
      throw VisorError(.invalidField, Message("error.token.name"))
    }
    let secret = Crypto.randomToken(prefix: Self.tokenPrefix)
    let token = APIToken(
      userID: userID, name: trimmed, prefix: String(secret.prefix(Self.tokenPrefix.count + 6)),
      createdAt: now())
    try await store.createToken(token, secretHash: Crypto.sha256(secret))
    return (token, secret)
  }

  /// Resolves a bearer token to its user (the per-request hot path).
  ///
  /// A token seen in the last second is answered from ``TokenCache`` while this process has written
  /// nothing to the store since; otherwise by two indexed lookups. So a revocation takes effect at
  /// once here and within a second on every other instance sharing the database.
  public func user(forToken secret: String) async throws -> (User, APIToken)? {
    guard secret.hasPrefix(Self.tokenPrefix), secret.utf8.count < 200 else { return nil }
    let hash = Crypto.sha256(secret)
    let generation = store.writeGeneration
    if let generation, let hit = tokenCache.lookup(hash, generation: generation) { return hit }
    guard let token = try await store.token(secretHash: hash),
      let user = try await store.user(id: token.userID)
    else { return nil }
    if token.lastUsedAt.map({ now().timeIntervalSince($0) > 60 }) ?? true {
      try? await store.touchToken(id: token.id, at: now())
    }
    // Kept under the generation read before the lookups: a write that raced with them leaves a
    // different generation behind, so the entry is never used.
    if let generation { tokenCache.insert(hash, user: user, token: token, generation: generation) }
    return (user, token)
  }

  public func tokens(userID: UUID) async throws -> [APIToken] { try await store.tokens(userID: userID) }

  public func revokeToken(id: UUID, userID: UUID) async throws -> Bool {
    defer { tokenCache.removeAll() }
    return try await store.deleteToken(id: id, userID: userID)
  }

  // MARK: Sessions and sign-in codes

  /// Starts a web session; returns the cookie secret and the session (with its CSRF token).
  public func createSession(userID: UUID) async throws -> (secret: String, session: WebSession) {
    let secret = Crypto.randomToken(bytes: 32)
    let session = WebSession(
      userID: userID, csrfToken: Crypto.randomToken(bytes: 24), createdAt: now(),
      expiresAt: now().addingTimeInterval(sessionLifetime))
    try await store.createSession(session, secretHash: Crypto.sha256(secret))
    return (secret, session)
  }

  public func session(secret: String) async throws -> (User, WebSession)? {
    guard secret.count < 200, let session = try await store.session(secretHash: Crypto.sha256(secret)),
      session.expiresAt > now(), let user = try await store.user(id: session.userID)
    else { return nil }
    return (user, session)
  }

  /// "Sign out everywhere": ends every web session of the user and revokes every API token (apps,
  /// the CLI). A password change ends every web session and keeps API tokens unless asked to revoke
  /// them too (they are separate credentials, listed and revocable one by one).
  /// Returns how many tokens were revoked.
  @discardableResult
  public func signOutEverywhere(userID: UUID) async throws -> Int {
    defer { tokenCache.removeAll() }
    try await store.deleteSessions(userID: userID)
    var revoked = 0
    for token in try await store.tokens(userID: userID)
    where try await store.deleteToken(id: token.id, userID: userID) {
      revoked += 1
    }
    return revoked
  }

  public func endSession(secret: String) async throws {
    try await store.deleteSession(secretHash: Crypto.sha256(secret))
    tokenCache.removeAll()
  }

  /// A one-time sign-in code, valid until first use or `lifetime`.
  public func createSignInCode(userID: UUID, lifetime: TimeInterval = 86_400) async throws -> String {
    let code = Crypto.randomCode(length: 12)
    try await store.createSignInCode(
      userID: userID, codeHash: Crypto.sha256(code), expiresAt: now().addingTimeInterval(lifetime))
    return code
  }

  public func redeemSignInCode(_ code: String, client: String) async throws -> User {
    let key = "code|\(client)"
    if let wait = try await store.reserveSignInAttempt(
      key: key, limit: throttle.limit, window: throttle.window, now: now())
    {
      throw VisorError(
        .tooManyAttempts, Message("error.signIn.codesTooMany", ["wait": .number(wait)]), retryAfter: wait)
    }
    let normalised = code.uppercased().filter { !$0.isWhitespace && $0 != "-" }
    guard let userID = try await store.consumeSignInCode(codeHash: Crypto.sha256(normalised), now: now()),
      let user = try await store.user(id: userID)
    else {
      throw VisorError(.unauthorized, Message("error.signIn.badCode"))
    }
    try await store.clearSignInAttempts(key: key)
    return user
  }

  // MARK: Hashing off the cooperative pool

  private func hashOffPool(_ password: String) async throws -> String {
    let hasher = self.hasher
    return try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(with: Result { try hasher.hash(password) }) }
    }
  }

  private func verifyOffPool(_ password: String, hash: String) async -> Bool {
    let hasher = self.hasher
    return await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: hasher.verify(password, hash: hash)) }
    }
  }
}

/// Bearer tokens resolved recently, keyed by the token's SHA-256 (the secret itself is never kept).
///
/// An entry answers for at most ``lifetime`` (1 s: a token revoked by another instance stops
/// working within that), and only while the store's ``AccountStore/writeGeneration`` is the one it
/// was read under, so any write by this process (a revocation, a profile change, a deleted user)
/// makes every entry stale at once. Revocation, logout, password changes and user deletion also
/// empty it explicitly. See docs/decisions/009-request-path.md.
final class TokenCache: Sendable {
  private struct Entry {
    var user: User
    var token: APIToken
    var generation: UInt64
    var expires: ContinuousClock.Instant
  }

  static let lifetime = Duration.seconds(1)
  /// More distinct tokens than this within a second empties the cache rather than growing it.
  static let capacity = 4096
  private let entries = Mutex<[Data: Entry]>([:])

  func lookup(_ hash: Data, generation: UInt64) -> (User, APIToken)? {
    let now = ContinuousClock.now
    return entries.withLock { entries in
      guard let entry = entries[hash] else { return nil }
      guard entry.generation == generation, now < entry.expires else {
        entries[hash] = nil
        return nil
      }
      return (entry.user, entry.token)
    }
  }

  func insert(_ hash: Data, user: User, token: APIToken, generation: UInt64) {
    let expires = ContinuousClock.now + Self.lifetime
    entries.withLock { entries in
      if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
      entries[hash] = Entry(user: user, token: token, generation: generation, expires: expires)
    }
  }

  func removeAll() { entries.withLock { $0.removeAll() } }
}

/// The sign-in throttle's policy: after 5 attempts within 15 minutes that did not end in a sign-in,
/// the client waits. The counting itself is the store's (atomic, shared by every instance).
struct LoginThrottle: Sendable {
  let limit = 5
  let window: TimeInterval = 900
}
