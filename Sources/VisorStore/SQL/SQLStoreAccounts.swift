import Foundation
import VisorCore

// AccountStore on both engines: users, API tokens, web sessions, sign-in codes and the sign-in
// throttle; the statements are ``AccountSQL``'s and ``SignInSQL``'s (decision 030).

enum AccountListSQL {
  /// Users in the order they were made (ties by insertion).
  static func users<Dialect: SQLDialect>(_: Dialect.Type) -> SharedSQL {
    SharedSQL("SELECT \(StoreRows.userColumns) FROM users ORDER BY created_at, \(Dialect.insertionOrder)")
  }
}

extension SQLStore {
  // MARK: - Users

  public func createUser(_ user: User, passwordHash: String) async throws {
    let key = UsernameKey.make(user.username)
    do {
      try await database.transaction { db in
        if try db.queryFirst(AccountSQL.usernameExists, [key], { _ in true }) != nil {
          throw StoreErrors.usernameTaken(user.username)
        }
        try db.run(
          AccountSQL.insertUser,
          [
            user.id, user.username, key, passwordHash, user.isAdmin, user.profile.displayName,
            user.profile.accentColor, user.profile.voice, user.profile.speakByDefault, user.createdAt,
            user.profile.defaultMode, user.profile.language,
          ])
      }
    } catch let error where Dialect.isUniqueViolation(error) {
      // Another instance took the name between the check and the insert (PostgreSQL names it).
      if Dialect.violation(error) == .unique(constraint: "users_username_key_unique") {
        throw StoreErrors.usernameTaken(user.username)
      }
      throw StoreErrors.userExists
    }
  }

  public func user(id: UUID) async throws -> User? {
    try await database.read { db in try db.queryFirst(AccountSQL.userByID, [id], StoreRows.user) }
  }

  public func user(username: String) async throws -> User? {
    let key = UsernameKey.make(username)
    return try await database.read { db in try db.queryFirst(AccountSQL.userByKey, [key], StoreRows.user) }
  }

  public func passwordHash(userID: UUID) async throws -> String? {
    try await database.read { db in try db.queryFirst(AccountSQL.passwordHash, [userID]) { $0.string(0) } }
  }

  private func updateUser(_ sql: SharedSQL, _ arguments: [any SQLBindable]) async throws {
    let changed = try await database.write { try $0.run(sql, arguments) }
    if changed == 0 { throw StoreErrors.userNotFound }
  }

  public func setPasswordHash(userID: UUID, hash: String) async throws {
    try await updateUser(AccountSQL.setPasswordHash, [hash, userID])
  }

  public func updateProfile(userID: UUID, profile: Profile) async throws {
    try await updateUser(
      AccountSQL.updateProfile,
      [
        profile.displayName, profile.accentColor, profile.voice, profile.speakByDefault, profile.defaultMode,
        profile.language, userID,
      ])
  }

  public func setAdmin(userID: UUID, isAdmin: Bool) async throws {
    try await updateUser(AccountSQL.setAdmin, [isAdmin, userID])
  }

  public func listUsers() async throws -> [User] {
    let sql = DialectStatements.once(Dialect.self, "users.list") { AccountListSQL.users(Dialect.self) }
    return try await database.read { db in try db.query(sql, [], StoreRows.user) }
  }

  public func userCount() async throws -> Int {
    try await database.read { db in try db.queryFirst(AccountSQL.userCount, []) { $0.int(0) } ?? 0 }
  }

  public func deleteUser(id: UUID) async throws -> [String] {
    let references = blobReferences
    return try await database.transaction { db -> [String] in
      var keys: [String] = []
      for reference in references {
        keys += try db.rows(
          """
          SELECT \(reference.column) FROM \(reference.table)
          WHERE \(reference.userIDColumn) = $1 AND \(reference.column) IS NOT NULL
          """, [id]
        ) { $0.string(0) }
      }
      // ON DELETE CASCADE removes every row that references the user (SQLite's FTS triggers included).
      let deleted = try db.run(AccountSQL.deleteUser, [id])
      return deleted == 0 ? [] : keys
    }
  }

  // MARK: - API tokens

  /// Runs an insert whose foreign key points at a user, mapping a missing user to `.notFound`.
  private func insertOwned(_ sql: SharedSQL, _ arguments: [any SQLBindable]) async throws {
    do {
      try await database.write { try $0.run(sql, arguments) }
    } catch let error where Dialect.isForeignKeyViolation(error) {
      throw StoreErrors.userNotFound
    }
  }

  public func createToken(_ token: APIToken, secretHash: Data) async throws {
    try await insertOwned(
      AccountSQL.insertToken,
      [token.id, token.userID, token.name, token.prefix, secretHash, token.createdAt, token.lastUsedAt])
  }

  public func tokens(userID: UUID) async throws -> [APIToken] {
    try await database.read { db in try db.query(AccountSQL.tokensOfUser, [userID], StoreRows.token) }
  }

  public func token(secretHash: Data) async throws -> APIToken? {
    try await database.read { db in try db.queryFirst(AccountSQL.tokenByHash, [secretHash], StoreRows.token) }
  }

  public func touchToken(id: UUID, at date: Date) async throws {
    if touched.skip(id, at: date) { return }
    let threshold = date.addingTimeInterval(-60)
    try await database.write { db in try db.run(AccountSQL.touchToken, [date, id, threshold]) }
  }

  public func deleteToken(id: UUID, userID: UUID) async throws -> Bool {
    let deleted = try await database.write { db in try db.run(AccountSQL.deleteToken, [id, userID]) }
    touched.forget(id)
    return deleted > 0
  }

  // MARK: - Web sessions and sign-in codes

  public func createSession(_ session: WebSession, secretHash: Data) async throws {
    try await insertOwned(
      AccountSQL.insertSession,
      [secretHash, session.userID, session.csrfToken, session.createdAt, session.expiresAt])
  }

  public func session(secretHash: Data) async throws -> WebSession? {
    let now = Date()
    return try await database.read { db in
      try db.queryFirst(AccountSQL.session, [secretHash, now], AccountSQL.webSession)
    }
  }

  public func deleteSession(secretHash: Data) async throws {
    try await database.write { try $0.run(AccountSQL.deleteSession, [secretHash]) }
  }

  public func deleteSessions(userID: UUID) async throws {
    try await database.write { try $0.run(AccountSQL.deleteSessions, [userID]) }
  }

  public func createSignInCode(userID: UUID, codeHash: Data, expiresAt: Date) async throws {
    try await insertOwned(AccountSQL.insertSignInCode, [codeHash, userID, expiresAt])
  }

  public func consumeSignInCode(codeHash: Data, now: Date) async throws -> UUID? {
    try await database.write { db in
      let row = try db.queryFirst(AccountSQL.consumeSignInCode, [codeHash]) { (try $0.uuid(0), $0.date(1)) }
      guard let (userID, expiresAt) = row, expiresAt > now else { return nil }
      return userID
    }
  }

  public func purgeExpired(now: Date) async throws -> Int {
    try await database.transaction { db in
      // Sign-in attempts older than a day count for no throttle window (not part of the count); a key
      // that never signs in again would otherwise keep its rows for ever.
      try db.run(AccountSQL.purgeSignInAttempts, [now.addingTimeInterval(-86_400)])
      return try db.run(AccountSQL.purgeSessions, [now]) + db.run(AccountSQL.purgeSignInCodes, [now])
    }
  }

  // MARK: - Sign-in throttle

  /// Counts the attempt, or answers the seconds to wait when `limit` attempts fell within `window`:
  /// one transaction that parallel attempts queue on (SQLite: the one writer; PostgreSQL: a per-key
  /// advisory lock, on every instance).
  public func reserveSignInAttempt(key: String, limit: Int, window: TimeInterval, now: Date) async throws
    -> Int?
  {
    try await database.transaction { db in
      if let lock = Dialect.lockKey { _ = try db.queryFirst(lock, [key]) { _ in 0 } }
      try db.run(SignInSQL.expire, [key, now.addingTimeInterval(-window)])
      let (count, oldest) =
        try db.queryFirst(SignInSQL.window, [key]) { ($0.int(0), $0.optionalDate(1)) } ?? (0, nil)
      if let wait = SignInSQL.retryAfter(count: count, oldest: oldest, limit: limit, window: window, now: now)
      {
        return wait
      }
      try db.run(SignInSQL.record, [key, now])
      return nil
    }
  }

  public func clearSignInAttempts(key: String) async throws {
    try await database.write { db in try db.run(SignInSQL.clear, [key]) }
  }
}
