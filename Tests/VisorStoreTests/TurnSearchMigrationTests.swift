import Foundation
import Testing
import VisorCore
import VisorStore
import VisorTestSupport

/// Follow-up turns saved before their full-text index existed (SQLite 25, PostgreSQL 17) are found by
/// their words once the store is opened by this Visor: the migration fills the index from the rows
/// already there (issue 23).
@Suite struct TurnSearchMigrationTests {
  /// A user, an analysis and a follow-up turn written the way the older schema held them.
  static func seed<Database: SQLDatabase>(_ database: Database) async throws -> (user: UUID, analysis: UUID) {
    let (user, analysis) = (UUID(), UUID())
    try await database.write { db in
      try db.run(
        SharedSQL(
          """
          INSERT INTO users (id, username, username_key, password_hash, is_admin, accent_color,
            speak_by_default, created_at)
          VALUES ($1, 'Ada', 'ada', 'argon2id$old', $2, '#ff0000', $3, $4)
          """), [user, false, false, fixedDate()])
      try db.run(
        SharedSQL(
          """
          INSERT INTO analyses (id, user_id, prompt, transcript, message, model, image_key, created_at)
          VALUES ($1, $2, 'Describe it', NULL, 'A jar on a shelf.', 'local/scene', 'images/aa/old.jpg', $3)
          """), [analysis, user, fixedDate(5)])
      try db.run(
        SharedSQL(
          """
          INSERT INTO analysis_turns (id, analysis_id, user_id, prompt, transcript, message, model, created_at)
          VALUES ($1, $2, $3, 'What does the label say?', 'read the labél', 'It says Crème de marrons.',
            'local/scene', $4)
          """), [UUID(), analysis, user, fixedDate(6)])
    }
    return (user, analysis)
  }

  static func expectFound(_ store: any Store, _ user: UUID, _ analysis: UUID) async throws {
    for query in ["marrons", "CREME de marr", "label", "labe"] {
      let found = try await store.analyses(userID: user, query: query, limit: 10, cursor: nil).items.map(\.id)
      #expect(found == [analysis], "query \(query)")
    }
    #expect(try await store.analyses(userID: user, query: "chestnut", limit: 10, cursor: nil).items.isEmpty)
  }

  @Test func sqliteFillsTheTurnIndexFromTurnsAlreadySaved() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.url.appending(path: "visor.sqlite").path
    let old = try SQLiteDatabase(
      path: path, logger: .silent, migrations: SQLiteStore.migrations.filter { $0.version < 25 })
    let (user, analysis) = try await Self.seed(old)
    await old.close()

    let store = try SQLiteStore(path: path, logger: .silent)
    try await Self.expectFound(store, user, analysis)
    try await store.database.write { db in
      try db.run("INSERT INTO analysis_turns_fts (analysis_turns_fts, rank) VALUES ('integrity-check', 1)")
    }
    await store.close()
  }

  @Test(.enabled(if: !PostgresTestCluster.skipped))
  func postgresWritesTheSearchColumnOfTurnsAlreadySaved() async throws {
    let url = try PostgresTestCluster.freshSchema(at: try await PostgresTestCluster.url())
    let location = try PostgresLocation(url: url)
    let old = try PostgresDatabase(
      location: location, poolSize: 1, logger: .silent,
      migrations: PostgresStore.migrations.filter { $0.version < 17 })
    let (user, analysis) = try await Self.seed(old)
    await old.close()

    let store = try PostgresStore(location: location, logger: .silent, poolSize: 1)
    try await Self.expectFound(store, user, analysis)
    await store.close()
  }
}
