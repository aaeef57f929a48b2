import Foundation
import Synchronization
import VisorCore

/// A column that holds blob keys owned by a user's rows, so `deleteUser` can return them and
/// `allImageKeys` can list them. Features with their own tables register theirs.
///
/// ```swift
/// BlobReference(table: "cars", column: "image_key")   // cars.user_id owns it
/// ```
public struct BlobReference: Sendable, Equatable {
  /// The core tables' blob columns (both stores).
  public static let core = [
    BlobReference(table: "analyses", column: "image_key"),
    BlobReference(table: "records", column: "image_key"),
    BlobReference(table: "chat_messages", column: "image_key"),
    BlobReference(table: "gallery_images", column: "image_key"),
    KnownSQL.blobReference,
  ]

  public let table: String
  public let column: String
  public let userIDColumn: String

  /// Names must be plain SQL identifiers (`[a-z_][a-z0-9_]*`); anything else traps (a programmer error).
  public init(table: String, column: String, userIDColumn: String = "user_id") {
    for name in [table, column, userIDColumn] {
      precondition(
        name.first.map { $0 == "_" || ("a"..."z").contains($0) } == true
          && name.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("0"..."9").contains($0) },
        "BlobReference names must be plain lowercase SQL identifiers")
    }
    self.table = table
    self.column = column
    self.userIDColumn = userIDColumn
  }
}

/// The SQLite implementation of ``Store``: one database file in WAL mode, one serialised writer
/// connection and a few readers, versioned migrations applied at open.
///
/// ```swift
/// let store = try SQLiteStore(path: dataDir.appending(path: "visor.sqlite").path, logger: log)
/// try await store.createUser(User(username: "ada"), passwordHash: hash)
/// ```
///
/// Feature stores share the same file (and the one writer) through ``database``.
public final class SQLiteStore: Store {
  /// The underlying database, for feature stores that keep their own tables in the same file.
  public let database: SQLiteDatabase
  private let logger: Logger
  /// The columns holding blob keys (the core's and the features'), for deletes and `visor migrate`.
  let blobReferences: [BlobReference]
  /// When each token was last written to `last_used_at`, to skip writes within 60 seconds.
  private let touched = TokenTouches()

  /// Versions below this belong to ``migrations``; `extraMigrations` start here.
  public static let firstFeatureMigrationVersion = 100

  public convenience init(path: String, logger: Logger) throws {
    try self.init(path: path, logger: logger, extraMigrations: [])
  }

  /// - Parameters:
  ///   - extraMigrations: feature migrations (versions 100 and up), applied after the core ones
  ///     that precede them.
  ///   - extraBlobReferences: feature columns holding user-owned blob keys.
  ///   - readers: reader connections in the pool.
  public init(
    path: String, logger: Logger, extraMigrations: [Migration], extraBlobReferences: [BlobReference] = [],
    readers: Int = 4
  ) throws {
    try StoreErrors.checkFeatureMigrations(extraMigrations)
    self.logger = logger
    self.database = try SQLiteDatabase(
      path: path, readers: readers, logger: logger, migrations: Self.migrations + extraMigrations)
    self.blobReferences =
      BlobReference.core + HelpersSQL.blobReferences + extraBlobReferences
  }

  public func ping() async throws {
    _ = try await database.read { try $0.queryFirst("SELECT count(*) FROM schema_migrations") { $0.int(0) } }
  }

  public func close() async { await database.close() }

  /// Writes a consistent copy of the whole database to `path` (for `visor backup`).
  public func backup(to path: String) async throws { try await database.backup(to: path) }

  // MARK: - Users

  public func createUser(_ user: User, passwordHash: String) async throws {
    let key = UsernameKey.make(user.username)
    try await database.write { db in
      if try db.queryFirst("SELECT 1 FROM users WHERE username_key = ?", [key], { _ in true }) != nil {
        throw StoreErrors.usernameTaken(user.username)
      }
      do {
        try db.run(
          AccountSQL.insertUser.sqlite,
          [
            user.id, user.username, key, passwordHash, user.isAdmin, user.profile.displayName,
            user.profile.accentColor, user.profile.voice, user.profile.speakByDefault, user.createdAt,
            user.profile.defaultMode, user.profile.language,
          ])
      } catch let error as SQLiteError where error.isUniqueViolation {
        throw StoreErrors.userExists
      }
    }
  }

  public func user(id: UUID) async throws -> User? {
    try await database.read { db in
      try db.queryFirst(AccountSQL.userByID.sqlite, [id], StoreRows.user)
    }
  }

  public func user(username: String) async throws -> User? {
    let key = UsernameKey.make(username)
    return try await database.read { db in
      try db.queryFirst(
        AccountSQL.userByKey.sqlite, [key], StoreRows.user)
    }
  }

  public func passwordHash(userID: UUID) async throws -> String? {
    try await database.read { db in
      try db.queryFirst(AccountSQL.passwordHash.sqlite, [userID]) { $0.string(0) }
    }
  }

  private func updateUser(_ sql: String, _ arguments: [any SQLiteBindable]) async throws {
    let changed = try await database.write { try $0.run(sql, arguments) }
    if changed == 0 { throw StoreErrors.userNotFound }
  }

  public func setPasswordHash(userID: UUID, hash: String) async throws {
    try await updateUser(AccountSQL.setPasswordHash.sqlite, [hash, userID])
  }

  public func updateProfile(userID: UUID, profile: Profile) async throws {
    try await updateUser(
      AccountSQL.updateProfile.sqlite,
      [
        profile.displayName, profile.accentColor, profile.voice, profile.speakByDefault, profile.defaultMode,
        profile.language, userID,
      ])
  }

  public func setAdmin(userID: UUID, isAdmin: Bool) async throws {
    try await updateUser(AccountSQL.setAdmin.sqlite, [isAdmin, userID])
  }

  public func listUsers() async throws -> [User] {
    try await database.read { db in
      try db.query(
        "SELECT \(StoreRows.userColumns) FROM users ORDER BY created_at, rowid", [], StoreRows.user)
    }
  }

  public func userCount() async throws -> Int {
    try await database.read { db in try db.queryFirst(AccountSQL.userCount.sqlite) { $0.int(0) } ?? 0 }
  }

  public func deleteUser(id: UUID) async throws -> [String] {
    let references = blobReferences
    let keys = try await database.write { db -> [String] in
      var keys: [String] = []
      for reference in references {
        keys += try db.query(
          """
          SELECT \(reference.column) FROM \(reference.table)
          WHERE \(reference.userIDColumn) = ? AND \(reference.column) IS NOT NULL
          """, [id]
        ) { $0.string(0) }
      }
      // ON DELETE CASCADE removes every row that references the user (FTS triggers included).
      let deleted = try db.run(AccountSQL.deleteUser.sqlite, [id])
      return deleted == 0 ? [] : keys
    }
    return keys
  }

  // MARK: - API tokens

  /// Runs an insert whose foreign key points at a user, mapping a missing user to `.notFound`.
  private func insertOwned(_ sql: String, _ arguments: [any SQLiteBindable]) async throws {
    do {
      try await database.write { try $0.run(sql, arguments) }
    } catch let error as SQLiteError where error.isForeignKeyViolation {
      throw StoreErrors.userNotFound
    }
  }

  public func createToken(_ token: APIToken, secretHash: Data) async throws {
    try await insertOwned(
      AccountSQL.insertToken.sqlite,
      [token.id, token.userID, token.name, token.prefix, secretHash, token.createdAt, token.lastUsedAt])
  }

  public func tokens(userID: UUID) async throws -> [APIToken] {
    try await database.read { db in
      try db.query(
        AccountSQL.tokensOfUser.sqlite,
        [userID], StoreRows.token)
    }
  }

  /// Every write through ``database``, by this store or the feature stores sharing it.
  public var writeGeneration: UInt64? { database.writeGeneration }

  public func token(secretHash: Data) async throws -> APIToken? {
    try await database.read { db in
      try db.queryFirst(
        AccountSQL.tokenByHash.sqlite, [secretHash],
        StoreRows.token)
    }
  }

  public func touchToken(id: UUID, at date: Date) async throws {
    if touched.skip(id, at: date) { return }
    let threshold = date.addingTimeInterval(-60)
    try await database.write { db in
      try db.run(
        AccountSQL.touchToken.sqlite,
        [date, id, threshold])
    }
  }

  public func deleteToken(id: UUID, userID: UUID) async throws -> Bool {
    let deleted = try await database.write { db in
      try db.run(AccountSQL.deleteToken.sqlite, [id, userID])
    }
    touched.forget(id)
    return deleted > 0
  }

  // MARK: - Web sessions and sign-in codes

  public func createSession(_ session: WebSession, secretHash: Data) async throws {
    try await insertOwned(
      AccountSQL.insertSession.sqlite,
      [secretHash, session.userID, session.csrfToken, session.createdAt, session.expiresAt])
  }

  public func session(secretHash: Data) async throws -> WebSession? {
    let now = Date()
    return try await database.read { db in
      try db.queryFirst(
        AccountSQL.session.sqlite, [secretHash, now], AccountSQL.webSession)
    }
  }

  public func deleteSession(secretHash: Data) async throws {
    try await database.write { try $0.run(AccountSQL.deleteSession.sqlite, [secretHash]) }
  }

  public func deleteSessions(userID: UUID) async throws {
    try await database.write { try $0.run(AccountSQL.deleteSessions.sqlite, [userID]) }
  }

  public func createSignInCode(userID: UUID, codeHash: Data, expiresAt: Date) async throws {
    try await insertOwned(
      AccountSQL.insertSignInCode.sqlite,
      [codeHash, userID, expiresAt])
  }

  public func consumeSignInCode(codeHash: Data, now: Date) async throws -> UUID? {
    try await database.write { db in
      let row = try db.queryFirst(
        AccountSQL.consumeSignInCode.sqlite, [codeHash]
      ) { (try $0.uuid(0), $0.date(1)) }
      guard let (userID, expiresAt) = row, expiresAt > now else { return nil }
      return userID
    }
  }

  public func purgeExpired(now: Date) async throws -> Int {
    try await database.write { db in
      // Sign-in attempts older than a day count for no throttle window (not part of the count).
      _ = try db.run(
        AccountSQL.purgeSignInAttempts.sqlite, [now.addingTimeInterval(-86_400)])
      return try db.run(AccountSQL.purgeSessions.sqlite, [now])
        + db.run(AccountSQL.purgeSignInCodes.sqlite, [now])
    }
  }

  public func reserveSignInAttempt(key: String, limit: Int, window: TimeInterval, now: Date) async throws
    -> Int?
  {
    // One immediate transaction on the one writer: parallel attempts are serialised here.
    try await database.write { db in
      try db.run(StoreSQL.sqlite(SignInSQL.expire), [key, now.addingTimeInterval(-window)])
      let (count, oldest) =
        try db.queryFirst(StoreSQL.sqlite(SignInSQL.window), [key]) { ($0.int(0), $0.optionalDate(1)) } ?? (
          0, nil
        )
      if let wait = SignInSQL.retryAfter(count: count, oldest: oldest, limit: limit, window: window, now: now)
      {
        return wait
      }
      try db.run(StoreSQL.sqlite(SignInSQL.record), [key, now])
      return nil
    }
  }

  public func clearSignInAttempts(key: String) async throws {
    try await database.write { db in
      _ = try db.run(StoreSQL.sqlite(SignInSQL.clear), [key])
    }
  }

  // MARK: - Analyses

  private static let analysisColumns = StoreRows.qualified(StoreRows.analysisColumns, "a")

  public func saveAnalysis(_ analysis: Analysis) async throws {
    let t = analysis.timings
    let arguments: [any SQLiteBindable] = [
      analysis.id, analysis.userID, analysis.prompt, analysis.transcript, analysis.message, analysis.model,
      analysis.imageKey, t.ingestMs, t.transcriptionMs, t.firstTokenMs, t.firstAudioMs, t.totalMs,
      analysis.createdAt, analysis.mode, CheckColumn.encode(analysis.checks),
    ]
    let changed: Int
    do {
      changed = try await database.write { db in
        try db.run(
          """
          INSERT INTO analyses (id, user_id, prompt, transcript, message, model, image_key, ingest_ms,
            transcription_ms, first_token_ms, first_audio_ms, total_ms, created_at, mode, checks)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (id) DO UPDATE SET
            prompt = excluded.prompt, transcript = excluded.transcript, message = excluded.message,
            model = excluded.model, image_key = excluded.image_key, ingest_ms = excluded.ingest_ms,
            transcription_ms = excluded.transcription_ms, first_token_ms = excluded.first_token_ms,
            first_audio_ms = excluded.first_audio_ms, total_ms = excluded.total_ms,
            created_at = excluded.created_at, mode = excluded.mode, checks = excluded.checks
          WHERE analyses.user_id = excluded.user_id
          """, arguments)
      }
    } catch let error as SQLiteError where error.isForeignKeyViolation {
      throw StoreErrors.userNotFound
    }
    if changed == 0 {
      throw StoreErrors.analysisExists
    }
  }

  public func analysis(id: UUID, userID: UUID) async throws -> Analysis? {
    try await database.read { db in
      try db.queryFirst(
        "SELECT \(Self.analysisColumns) FROM analyses a WHERE a.id = ? AND a.user_id = ?", [id, userID],
        StoreRows.analysis)
    }
  }

  /// The most items one page returns.
  public static let maximumPageSize = 200

  public func analyses(userID: UUID, query: String?, limit: Int, cursor: String?) async throws -> Page<
    Analysis
  > {
    let after = try KeysetCursor.decode(cursor)
    let limit = min(max(limit, 1), Self.maximumPageSize)
    var match: String?
    if let query, !query.allSatisfy(\.isWhitespace) {
      guard let expression = FTS5Query.expression(for: query) else {
        // Only punctuation or symbols: nothing can match a word.
        return Page(items: [], nextCursor: nil)
      }
      match = expression
    }
    var sql = "SELECT \(Self.analysisColumns) FROM analyses a"
    var conditions = ["a.user_id = ?"]
    var arguments: [any SQLiteBindable] = [userID]
    if let match {
      sql += " JOIN analyses_fts f ON f.rowid = a.seq"
      conditions.append("analyses_fts MATCH ?")
      arguments.append(match)
    }
    if let after {
      conditions.append("(a.created_at < ? OR (a.created_at = ? AND a.id < ?))")
      arguments += [after.milliseconds, after.milliseconds, after.id]
    }
    sql += " WHERE " + conditions.joined(separator: " AND ")
    sql += " ORDER BY a.created_at DESC, a.id DESC LIMIT ?"
    arguments.append(limit + 1)
    let finalSQL = sql
    let finalArguments = arguments
    let items = try await database.read { db in
      try db.query(finalSQL, finalArguments, StoreRows.analysis)
    }
    return KeysetCursor.page(items, limit: limit) { KeysetCursor(createdAt: $0.createdAt, id: $0.id) }
  }

  public func deleteAnalysis(id: UUID, userID: UUID) async throws -> Analysis? {
    try await database.write { db in
      try db.queryFirst(
        """
        DELETE FROM analyses AS a WHERE a.id = ? AND a.user_id = ?
        RETURNING \(Self.analysisColumns.replacingOccurrences(of: "a.", with: ""))
        """, [id, userID], StoreRows.analysis)
    }
  }

  // MARK: - Follow-up turns

  public func saveAnalysisTurn(_ turn: AnalysisTurn) async throws {
    let t = turn.timings
    let arguments: [any SQLiteBindable] = [
      turn.id, turn.analysisID, turn.userID, turn.prompt, turn.transcript, turn.message, turn.model,
      turn.mode,
      t.ingestMs, t.transcriptionMs, t.firstTokenMs, t.firstAudioMs, t.totalMs, turn.createdAt,
      CheckColumn.encode(turn.checks), turn.analysisID, turn.userID,
    ]
    // Inserted only when the analysis is the user's and still there (one statement, so a delete
    // that races with it either comes first — nothing saved — or cascades to the turn).
    let changed = try await database.write { db in
      try db.run(
        """
        INSERT INTO analysis_turns (\(StoreRows.turnColumns))
        SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
        WHERE EXISTS (SELECT 1 FROM analyses WHERE id = ? AND user_id = ?)
        """, arguments)
    }
    if changed == 0 {
      throw StoreErrors.analysisNotFound
    }
  }

  public func analysisTurns(analysisID: UUID, userID: UUID) async throws -> [AnalysisTurn] {
    try await database.read { db in
      try db.query(
        "SELECT \(StoreRows.turnColumns) FROM analysis_turns WHERE analysis_id = ? AND user_id = ? ORDER BY seq",
        [analysisID, userID], StoreRows.turn)
    }
  }

  public func allImageKeys() async throws -> Set<String> {
    let references = blobReferences
    return try await database.read { db in
      var keys = Set<String>()
      for reference in references {
        for key in try db.query(
          "SELECT \(reference.column) FROM \(reference.table) WHERE \(reference.column) IS NOT NULL", [],
          { $0.string(0) })
        {
          keys.insert(key)
        }
      }
      return keys
    }
  }

  // MARK: - Events

  public func recordEvents(_ events: [AnalyticsEvent]) async throws {
    guard !events.isEmpty else { return }
    let rows = try StoreRows.eventRows(events)
    try await database.write { db in
      for (event, properties) in rows {
        // Events of unknown (e.g. just deleted) users are dropped rather than failing the request.
        try db.run(
          """
          INSERT OR IGNORE INTO events (id, user_id, name, properties, source, created_at)
          SELECT ?1, ?2, ?3, ?4, ?5, ?6
          WHERE ?2 IS NULL OR EXISTS (SELECT 1 FROM users WHERE id = ?2)
          """, [event.id, event.userID, event.name, properties, event.source, event.createdAt])
      }
    }
  }

  public func eventCounts(userID: UUID) async throws -> [String: Int] {
    try await database.read { db in
      let pairs = try db.query("SELECT name, count(*) FROM events WHERE user_id = ? GROUP BY name", [userID])
      {
        ($0.string(0), $0.int(1))
      }
      return Dictionary(pairs, uniquingKeysWith: +)
    }
  }

  public func events(userID: UUID) async throws -> [AnalyticsEvent] {
    try await database.read { db in
      try db.query(
        "SELECT \(StoreRows.eventColumns) FROM events WHERE user_id = ? ORDER BY created_at, id", [userID],
        StoreRows.event)
    }
  }
}
