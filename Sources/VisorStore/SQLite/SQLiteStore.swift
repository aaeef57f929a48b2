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
  public let blobReferences: [BlobReference]
  /// When each token was last written to `last_used_at`, to skip writes within 60 seconds.
  public let touched = TokenTouches()

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

  /// Every write through ``database``, by this store or the feature stores sharing it.
  public var writeGeneration: UInt64? { database.writeGeneration }

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
}
