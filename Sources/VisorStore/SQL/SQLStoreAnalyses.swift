import Foundation
import VisorCore

// AnalysisStore on both engines: `analyses` (searched in full text: SQLite's `analyses_fts`, kept by
// triggers; PostgreSQL's `search` column, written with the row) and their follow-up `analysis_turns`.

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
  /// races with it either comes first — nothing saved — or cascades to the turn).
  static let saveTurn = SharedSQL(
    """
    INSERT INTO analysis_turns (\(StoreRows.turnColumns))
    SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15
    WHERE EXISTS (SELECT 1 FROM analyses WHERE id = $2 AND user_id = $3)
    """)
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
      AnalysisSQL.select, table: "analyses", alias: "a", userID: userID, search: query, cursor: cursor,
      limit: limit, decode: StoreRows.analysis
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
    let changed = try await database.write { db in try db.run(AnalysisSQL.saveTurn, arguments) }
    if changed == 0 {
      throw StoreErrors.analysisNotFound
    }
  }

  public func analysisTurns(analysisID: UUID, userID: UUID) async throws -> [AnalysisTurn] {
    try await database.read { db in try db.query(AnalysisSQL.turns, [analysisID, userID], StoreRows.turn) }
  }
}
