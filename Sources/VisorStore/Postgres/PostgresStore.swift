import Foundation
import Synchronization
import VisorCore

/// The PostgreSQL implementation of ``Store``: the same protocols, tables and contract tests as
/// ``SQLiteStore``, over a small libpq pool (docs/decisions/012-postgres-store.md).
///
/// ```swift
/// let store = try PostgresStore(
///   location: try PostgresLocation(url: "postgres://visor@db:5432/visor"), logger: log)
/// try await store.createUser(User(username: "ada"), passwordHash: hash)
/// ```
///
/// Several Visor instances may share one database: nothing a call depends on is kept in memory
/// (``writeGeneration`` is nil, so no instance caches what another may change).
public final class PostgresStore: Store {
  public let database: PostgresDatabase
  public let blobReferences: [BlobReference]
  /// When each token was last written to `last_used_at`, to skip writes within 60 seconds (the
  /// statement's own condition keeps it right across instances).
  public let touched = TokenTouches()

  public static let maximumPageSize = SQLiteStore.maximumPageSize
  public static let chatPreviewLength = SQLiteStore.chatPreviewLength

  /// Opens the pool (the first connection now, so an unreachable database fails here, naming it) and
  /// applies every missing migration under an advisory lock.
  public init(
    location: PostgresLocation, logger: Logger, extraMigrations: [Migration] = [],
    extraBlobReferences: [BlobReference] = [], poolSize: Int = 8, statementTimeout: Duration = .seconds(30),
    connectTimeout: Int = 5
  ) throws {
    try StoreErrors.checkFeatureMigrations(extraMigrations)
    database = try PostgresDatabase(
      location: location, poolSize: poolSize, statementTimeout: statementTimeout,
      connectTimeout: connectTimeout,
      logger: logger, migrations: Self.migrations + extraMigrations)
    blobReferences =
      BlobReference.core + HelpersSQL.blobReferences + extraBlobReferences
  }

  public func ping() async throws {
    _ = try await database.run { try $0.queryFirst("SELECT count(*) FROM schema_migrations") { $0.int(0) } }
  }

  public func close() async { await database.close() }

  /// A newest-first keyset page of `select` (which names one table with `user_id`, `created_at`, `id`
  /// and, when searching, `search`): the user's rows, `filters` (`"column = "` and its value), a
  /// full-text `search` (blank: no filter; no words: nothing matches) and the rows after `cursor`.
  func newestFirst<T: Sendable>(
    _ select: String, userID: UUID, search: String? = nil, filters: [(String, any PostgresBindable)] = [],
    cursor: String?, limit: Int, decode: @escaping @Sendable (PostgresRow) throws -> T,
    position: (T) -> KeysetCursor
  ) async throws -> Page<T> {
    let after = try KeysetCursor.decode(cursor)
    let limit = min(max(limit, 1), Self.maximumPageSize)
    var conditions = ["user_id = $1"]
    var arguments: [any PostgresBindable] = [userID]
    if let search, !search.allSatisfy(\.isWhitespace) {
      guard let tsquery = PostgresFullText.query(search) else { return Page(items: [], nextCursor: nil) }
      arguments.append(tsquery)
      conditions.append("search @@ $\(arguments.count)::tsquery")
    }
    for (condition, value) in filters {
      arguments.append(value)
      conditions.append(condition + "$\(arguments.count)")
    }
    if let after {
      arguments += [Date(sqliteMilliseconds: after.milliseconds), after.id]
      conditions.append("(created_at, id) < ($\(arguments.count - 1), $\(arguments.count))")
    }
    arguments.append(limit + 1)
    let sql = """
      \(select) WHERE \(conditions.joined(separator: " AND "))
      ORDER BY created_at DESC, id DESC LIMIT $\(arguments.count)
      """
    let finalArguments = arguments
    let items = try await database.run { db in try db.query(sql, finalArguments, decode) }
    return KeysetCursor.page(items, limit: limit, cursor: position)
  }

  /// `array_to_tsvector` of a ``PostgresFullText/document(_:)`` parameter.
  static func tsvector(_ parameter: Int) -> String {
    "array_to_tsvector(string_to_array($\(parameter), ' '))"
  }

  // MARK: - Analyses

  public func saveAnalysis(_ analysis: Analysis) async throws {
    let t = analysis.timings
    let arguments: [any PostgresBindable] = [
      analysis.id, analysis.userID, analysis.prompt, analysis.transcript, analysis.message, analysis.model,
      analysis.imageKey, t.ingestMs, t.transcriptionMs, t.firstTokenMs, t.firstAudioMs, t.totalMs,
      analysis.createdAt,
      PostgresFullText.document(analysis.prompt, analysis.transcript, analysis.message), analysis.mode,
      CheckColumn.encode(analysis.checks),
    ]
    let changed: Int
    do {
      changed = try await database.run { db in
        try db.run(
          """
          INSERT INTO analyses (id, user_id, prompt, transcript, message, model, image_key, ingest_ms,
            transcription_ms, first_token_ms, first_audio_ms, total_ms, created_at, search, mode, checks)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, \(Self.tsvector(14)), $15, $16)
          ON CONFLICT (id) DO UPDATE SET
            prompt = excluded.prompt, transcript = excluded.transcript, message = excluded.message,
            model = excluded.model, image_key = excluded.image_key, ingest_ms = excluded.ingest_ms,
            transcription_ms = excluded.transcription_ms, first_token_ms = excluded.first_token_ms,
            first_audio_ms = excluded.first_audio_ms, total_ms = excluded.total_ms,
            created_at = excluded.created_at, search = excluded.search, mode = excluded.mode, checks = excluded.checks
          WHERE analyses.user_id = excluded.user_id
          """, arguments)
      }
    } catch let error as PostgresError where error.isForeignKeyViolation {
      throw StoreErrors.userNotFound
    }
    if changed == 0 {
      throw StoreErrors.analysisExists
    }
  }

  public func saveAnalysisTurn(_ turn: AnalysisTurn) async throws {
    let t = turn.timings
    let arguments: [any PostgresBindable] = [
      turn.id, turn.analysisID, turn.userID, turn.prompt, turn.transcript, turn.message, turn.model,
      turn.mode,
      t.ingestMs, t.transcriptionMs, t.firstTokenMs, t.firstAudioMs, t.totalMs, turn.createdAt,
      CheckColumn.encode(turn.checks),
    ]
    // Inserted only when the analysis is the user's and still there, in one statement.
    let changed = try await database.run { db in
      try db.run(
        """
        INSERT INTO analysis_turns (\(StoreRows.turnColumns))
        SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15
        WHERE EXISTS (SELECT 1 FROM analyses WHERE id = $2 AND user_id = $3)
        """, arguments)
    }
    if changed == 0 {
      throw StoreErrors.analysisNotFound
    }
  }

  public func analysisTurns(analysisID: UUID, userID: UUID) async throws -> [AnalysisTurn] {
    try await database.run { db in
      try db.query(
        "SELECT \(StoreRows.turnColumns) FROM analysis_turns WHERE analysis_id = $1 AND user_id = $2 ORDER BY seq",
        [analysisID, userID]
      ) { row in
        AnalysisTurn(
          id: try row.uuid(0), analysisID: try row.uuid(1), userID: try row.uuid(2), prompt: row.string(3),
          transcript: row.optionalString(4), message: row.string(5), model: row.string(6),
          mode: row.string(7),
          timings: Timings(
            ingestMs: row.optionalInt(8), transcriptionMs: row.optionalInt(9),
            firstTokenMs: row.optionalInt(10),
            firstAudioMs: row.optionalInt(11), totalMs: row.optionalInt(12)),
          createdAt: row.date(13), checks: CheckColumn.decode(row.string(14)))
      }
    }
  }

  public func analysis(id: UUID, userID: UUID) async throws -> Analysis? {
    try await database.run { db in
      try db.queryFirst(
        "SELECT \(StoreRows.analysisColumns) FROM analyses WHERE id = $1 AND user_id = $2", [id, userID],
        StoreRows.analysis)
    }
  }

  public func analyses(userID: UUID, query: String?, limit: Int, cursor: String?) async throws -> Page<
    Analysis
  > {
    try await newestFirst(
      "SELECT \(StoreRows.analysisColumns) FROM analyses", userID: userID, search: query, cursor: cursor,
      limit: limit,
      decode: StoreRows.analysis
    ) { KeysetCursor(createdAt: $0.createdAt, id: $0.id) }
  }

  public func deleteAnalysis(id: UUID, userID: UUID) async throws -> Analysis? {
    try await database.run { db in
      try db.queryFirst(
        "DELETE FROM analyses WHERE id = $1 AND user_id = $2 RETURNING \(StoreRows.analysisColumns)",
        [id, userID],
        StoreRows.analysis)
    }
  }

  // MARK: - Recogniser templates

  public func saveRecognizer(_ template: RecognizerTemplate) async throws {
    do {
      try await database.run { db in
        try db.run(
          """
          INSERT INTO recognizers (name, title, prompt, json_schema, title_field, created_by, created_at)
          VALUES ($1, $2, $3, $4, $5, (SELECT id FROM users WHERE id = $6), $7)
          """,
          [
            template.name, template.title, template.prompt, template.jsonSchema, template.titleField,
            template.createdBy, template.createdAt,
          ])
      }
    } catch let error as PostgresError where error.isUniqueViolation {
      throw StoreErrors.recognizerExists(template.name)
    }
  }

  public func recognizers() async throws -> [RecognizerTemplate] {
    try await database.run { db in
      try db.query(
        "SELECT \(StoreRows.recognizerColumns) FROM recognizers ORDER BY created_at, name", [],
        StoreRows.recognizer)
    }
  }

  public func recognizer(name: String) async throws -> RecognizerTemplate? {
    try await database.run { db in
      try db.queryFirst(
        "SELECT \(StoreRows.recognizerColumns) FROM recognizers WHERE name = $1", [name], StoreRows.recognizer
      )
    }
  }

  public func deleteRecognizer(name: String) async throws -> Bool {
    try await database.run { db in try db.run("DELETE FROM recognizers WHERE name = $1", [name]) } > 0
  }

  // MARK: - Records

  public func saveRecord(_ record: RecognitionRecord) async throws {
    let arguments: [any PostgresBindable] = [
      record.id, record.userID, record.recognizer, record.title, record.fieldsJSON, record.searchText,
      record.model, record.confidence, record.imageKey, record.createdAt,
      PostgresFullText.document(record.title, record.searchText),
    ]
    let changed: Int
    do {
      changed = try await database.run { db in
        try db.run(
          """
          INSERT INTO records (id, user_id, recognizer, title, fields, search_text, model, confidence,
            image_key, created_at, search)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, \(Self.tsvector(11)))
          ON CONFLICT (id) DO UPDATE SET
            recognizer = excluded.recognizer, title = excluded.title, fields = excluded.fields,
            search_text = excluded.search_text, model = excluded.model, confidence = excluded.confidence,
            image_key = excluded.image_key, created_at = excluded.created_at, search = excluded.search
          WHERE records.user_id = excluded.user_id
          """, arguments)
      }
    } catch let error as PostgresError where error.isForeignKeyViolation {
      throw StoreErrors.userNotFound
    }
    if changed == 0 {
      throw StoreErrors.recordExists
    }
  }

  public func record(id: UUID, userID: UUID) async throws -> RecognitionRecord? {
    try await database.run { db in
      try db.queryFirst(
        "SELECT \(StoreRows.recordColumns) FROM records WHERE id = $1 AND user_id = $2", [id, userID],
        StoreRows.record)
    }
  }

  public func records(userID: UUID, recognizer: String?, query: String?, limit: Int, cursor: String?)
    async throws -> Page<RecognitionRecord>
  {
    try await newestFirst(
      "SELECT \(StoreRows.recordColumns) FROM records", userID: userID, search: query,
      filters: recognizer.map { [("recognizer = ", $0)] } ?? [], cursor: cursor, limit: limit,
      decode: StoreRows.record
    ) { KeysetCursor(createdAt: $0.createdAt, id: $0.id) }
  }

  public func deleteRecord(id: UUID, userID: UUID) async throws -> RecognitionRecord? {
    try await database.run { db in
      try db.queryFirst(
        "DELETE FROM records WHERE id = $1 AND user_id = $2 RETURNING \(StoreRows.recordColumns)",
        [id, userID],
        StoreRows.record)
    }
  }

  // MARK: - Activity

  public func activity(userID: UUID, recentLimit: Int) async throws -> ActivitySummary {
    let limit = min(max(recentLimit, 0), 100)
    return try await database.transaction { db in
      let counts =
        try db.queryFirst(
          """
          SELECT
            (SELECT count(*) FROM analyses WHERE user_id = $1),
            (SELECT count(*) FROM records WHERE user_id = $1 AND recognizer = 'car'),
            (SELECT count(*) FROM records WHERE user_id = $1 AND recognizer <> 'car'),
            (SELECT count(*) FROM chats WHERE user_id = $1),
            (SELECT count(*) FROM chats WHERE user_id = $1 AND favorite),
            (SELECT count(*) FROM gallery_images WHERE user_id = $1),
            (SELECT count(*) FROM gallery_images WHERE user_id = $1 AND favorite)
          """, [userID]
        ) { row in (0..<7).map { row.int(Int32($0)) } } ?? Array(repeating: 0, count: 7)
      let recent = try db.query(
        """
        SELECT * FROM (
          (SELECT 'analysis', id, left(message, 120), created_at FROM analyses
            WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2)
          UNION ALL
          (SELECT CASE recognizer WHEN 'car' THEN 'car' ELSE 'record' END, id, title, created_at FROM records
            WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2)
          UNION ALL
          (SELECT 'chat', id, left(title, 120), created_at FROM chats
            WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2)
          UNION ALL
          (SELECT 'image', id, left(prompt, 120), created_at FROM gallery_images
            WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2)
        ) AS recent ORDER BY 4 DESC, 2 DESC LIMIT $2
        """, [userID, limit]
      ) { row in
        ActivityItem(
          type: row.string(0), id: try row.uuid(1), title: row.optionalString(2) ?? "", createdAt: row.date(3)
        )
      }
      return ActivitySummary(
        counts: [
          "analyses": counts[0], "cars": counts[1], "records": counts[2], "chats": counts[3],
          "images": counts[5],
        ],
        favorites: ["chats": counts[4], "images": counts[6]], recent: recent)
    }
  }
}
