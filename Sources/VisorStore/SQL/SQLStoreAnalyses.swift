import Foundation
import VisorCore

// AnalysisStore on both engines: `analyses` and their follow-up `analysis_turns`, both searched in full
// text (SQLite: `analyses_fts` and `analysis_turns_fts`, kept by triggers; PostgreSQL: each row's `search`
// column, written with the row). A search finds an analysis by its own words or by one of its turns'.

enum AnalysisSQL {
  static let columns = StoreRows.qualified(StoreRows.analysisColumns, "a")
  static let select = "SELECT \(columns) FROM analyses a"
  static let byID = SharedSQL("\(select) WHERE a.id = $1 AND a.user_id = $2")
  static let delete = SharedSQL(
    "DELETE FROM analyses WHERE id = $1 AND user_id = $2 RETURNING \(StoreRows.analysisColumns)")

  /// Saves an analysis, or saves over the user's own one with that id; $16, when the engine keeps a
  /// `search` column, is its document.
  static func save<Dialect: SQLDialect>(_: Dialect.Type, search: Bool) -> SharedSQL {
    SharedSQL(
      """
      INSERT INTO analyses (id, user_id, prompt, transcript, message, model, image_key, ingest_ms,
        transcription_ms, first_token_ms, first_audio_ms, total_ms, created_at, mode, checks\
      \(search ? ", search" : ""))
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15\
      \(search ? ", " + Dialect.searchValue(parameter: 16) : ""))
      ON CONFLICT (id) DO UPDATE SET
        prompt = excluded.prompt, transcript = excluded.transcript, message = excluded.message,
        model = excluded.model, image_key = excluded.image_key, ingest_ms = excluded.ingest_ms,
        transcription_ms = excluded.transcription_ms, first_token_ms = excluded.first_token_ms,
        first_audio_ms = excluded.first_audio_ms, total_ms = excluded.total_ms,
        created_at = excluded.created_at, mode = excluded.mode, checks = excluded.checks\
      \(search ? ", search = excluded.search" : "")
      WHERE analyses.user_id = excluded.user_id
      """)
  }

  /// Inserted only when the analysis is the user's and still there (one statement, so a delete that
  /// races with it either comes first — nothing saved — or cascades to the turn); $16, when the engine
  /// keeps a `search` column, is its document.
  static func saveTurn<Dialect: SQLDialect>(_: Dialect.Type, search: Bool) -> SharedSQL {
    SharedSQL(
      """
      INSERT INTO analysis_turns (\(StoreRows.turnColumns)\(search ? ", search" : ""))
      SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15\
      \(search ? ", " + Dialect.searchValue(parameter: 16) : "")
      WHERE EXISTS (SELECT 1 FROM analyses WHERE id = $2 AND user_id = $3)
      """)
  }
  static let turns = SharedSQL(
    "SELECT \(StoreRows.turnColumns) FROM analysis_turns WHERE analysis_id = $1 AND user_id = $2 ORDER BY seq"
  )
}

extension SQLStore {
  /// Inserts a user's row, or saves over the user's own row with that id (`make`'s upsert, given whether
  /// the engine writes a `search` document of `texts` as the last argument): a missing user is
  /// `userNotFound`, another user's row with that id is `exists`.
  func saveOwnRow(
    _ arguments: [any SQLBindable], searching texts: [String?], exists: VisorError,
    _ make: (_ search: Bool) -> SharedSQL, function: String = #function
  ) async throws {
    let document = Dialect.searchDocument(texts)
    let sql = DialectStatements.once(Dialect.self, function) { make(document != nil) }
    let finalArguments = arguments + (document.map { [$0] } ?? [])
    let changed: Int
    do {
      changed = try await database.write { db in try db.run(sql, finalArguments) }
    } catch let error where Dialect.isForeignKeyViolation(error) {
      throw StoreErrors.userNotFound
    }
    if changed == 0 { throw exists }
  }

  public func saveAnalysis(_ analysis: Analysis) async throws {
    let t = analysis.timings
    let arguments: [any SQLBindable] = [
      analysis.id, analysis.userID, analysis.prompt, analysis.transcript, analysis.message, analysis.model,
      analysis.imageKey, t.ingestMs, t.transcriptionMs, t.firstTokenMs, t.firstAudioMs, t.totalMs,
      analysis.createdAt, analysis.mode, CheckColumn.encode(analysis.checks),
    ]
    try await saveOwnRow(
      arguments, searching: [analysis.prompt, analysis.transcript, analysis.message],
      exists: StoreErrors.analysisExists
    ) { AnalysisSQL.save(Dialect.self, search: $0) }
  }

  public func analysis(id: UUID, userID: UUID) async throws -> Analysis? {
    try await database.read { db in try db.queryFirst(AnalysisSQL.byID, [id, userID], StoreRows.analysis) }
  }

  public func analyses(userID: UUID, query: String?, limit: Int, cursor: String?) async throws -> Page<
    Analysis
  > {
    try await newestFirst(
      AnalysisSQL.select, table: "analyses", alias: "a", userID: userID, search: query,
      searchingParts: (table: "analysis_turns", key: "analysis_id"), cursor: cursor, limit: limit,
      decode: StoreRows.analysis
    ) { KeysetCursor(createdAt: $0.createdAt, id: $0.id) }
  }

  public func deleteAnalysis(id: UUID, userID: UUID) async throws -> Analysis? {
    try await database.write { db in try db.queryFirst(AnalysisSQL.delete, [id, userID], StoreRows.analysis) }
  }

  // MARK: - Follow-up turns

  public func saveAnalysisTurn(_ turn: AnalysisTurn) async throws {
    let t = turn.timings
    let arguments: [any SQLBindable] = [
      turn.id, turn.analysisID, turn.userID, turn.prompt, turn.transcript, turn.message, turn.model,
      turn.mode, t.ingestMs, t.transcriptionMs, t.firstTokenMs, t.firstAudioMs, t.totalMs, turn.createdAt,
      CheckColumn.encode(turn.checks),
    ]
    let document = Dialect.searchDocument([turn.prompt, turn.transcript, turn.message])
    let sql = DialectStatements.once(Dialect.self, #function) {
      AnalysisSQL.saveTurn(Dialect.self, search: document != nil)
    }
    let finalArguments = arguments + (document.map { [$0] } ?? [])
    let changed = try await database.write { db in try db.run(sql, finalArguments) }
    if changed == 0 {
      throw StoreErrors.analysisNotFound
    }
  }

  public func analysisTurns(analysisID: UUID, userID: UUID) async throws -> [AnalysisTurn] {
    try await database.read { db in try db.query(AnalysisSQL.turns, [analysisID, userID], StoreRows.turn) }
  }
}

// The turns' full-text index, per engine (listed in SQLiteSchema.swift and PostgresSchema.swift).

extension SQLiteStore {
  /// `analysis_turns_fts`, kept like `analyses_fts` by triggers, and filled from the turns already saved.
  static let turnSearchMigration = Migration(
    version: 25, name: "analysis_turns_search",
    sql: """
      CREATE VIRTUAL TABLE analysis_turns_fts USING fts5 (
        prompt, transcript, message,
        content = 'analysis_turns', content_rowid = 'seq',
        tokenize = 'unicode61 remove_diacritics 2'
      );
      CREATE TRIGGER analysis_turns_fts_insert AFTER INSERT ON analysis_turns BEGIN
        INSERT INTO analysis_turns_fts (rowid, prompt, transcript, message)
        VALUES (new.seq, new.prompt, new.transcript, new.message);
      END;
      CREATE TRIGGER analysis_turns_fts_delete AFTER DELETE ON analysis_turns BEGIN
        INSERT INTO analysis_turns_fts (analysis_turns_fts, rowid, prompt, transcript, message)
        VALUES ('delete', old.seq, old.prompt, old.transcript, old.message);
      END;
      CREATE TRIGGER analysis_turns_fts_update AFTER UPDATE ON analysis_turns BEGIN
        INSERT INTO analysis_turns_fts (analysis_turns_fts, rowid, prompt, transcript, message)
        VALUES ('delete', old.seq, old.prompt, old.transcript, old.message);
        INSERT INTO analysis_turns_fts (rowid, prompt, transcript, message)
        VALUES (new.seq, new.prompt, new.transcript, new.message);
      END;
      INSERT INTO analysis_turns_fts (analysis_turns_fts) VALUES ('rebuild');
      """)
}

extension PostgresStore {
  /// A `search` column on `analysis_turns` with its GIN index; the turns already saved get their
  /// document in Swift (the folding is ``PostgresFullText``'s), in the migration's transaction.
  static let turnSearchMigration = Migration(
    version: 17, name: "analysis_turns_search",
    sql: """
      ALTER TABLE analysis_turns ADD COLUMN search tsvector NOT NULL DEFAULT ''::tsvector;
      CREATE INDEX analysis_turns_search ON analysis_turns USING gin (search);
      """,
    postgresStep: backfillTurnSearch)

  /// Writes every saved turn's `search` document, a batch at a time in `seq` order.
  static func backfillTurnSearch(_ connection: PostgresConnection) throws {
    var after: Int64 = 0
    while true {
      let batch = try connection.query(
        "SELECT seq, prompt, transcript, message FROM analysis_turns WHERE seq > $1 ORDER BY seq LIMIT 500",
        [after]
      ) { row in
        (row.int64(0), PostgresFullText.document(row.string(1), row.optionalString(2), row.string(3)))
      }
      guard let last = batch.last else { return }
      for (seq, document) in batch {
        try connection.run(
          "UPDATE analysis_turns SET search = \(tsvector(1)) WHERE seq = $2", [document, seq])
      }
      after = last.0
    }
  }
}
