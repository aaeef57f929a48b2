import Foundation
import Testing
import VisorCore
import VisorStore

/// Behaviour specific to SQLite: pragmas, migrations, FTS consistency, the wrapper, timing.
@Suite struct SQLiteStoreTests {
  static func path(_ directory: TemporaryDirectory) -> String {
    directory.url.appending(path: "visor.sqlite").path
  }

  @Test func everyConnectionUsesWALForeignKeysABusyTimeoutAndNormalSync() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try SQLiteStore(path: Self.path(directory), logger: .silent)
    let pragmas: @Sendable (SQLiteConnection) throws -> [String] = { db in
      try ["journal_mode", "foreign_keys", "busy_timeout", "synchronous"].map { name in
        try db.queryFirst("PRAGMA \(name)") { $0.string(0) } ?? "?"
      }
    }
    #expect(try await store.database.withWriter(pragmas) == ["wal", "1", "5000", "1"])
    #expect(try await store.database.read(pragmas) == ["wal", "1", "5000", "1"])
    // Readers are read-only.
    await #expect(throws: SQLiteError.self) {
      try await store.database.read { try $0.run("DELETE FROM users") }
    }
    let mode =
      try FileManager.default.attributesOfItem(atPath: Self.path(directory))[.posixPermissions] as? Int
    #expect(mode == 0o600)
    await store.close()
  }

  @Test func aDatabaseFromAnOlderVisorIsUpgradedWithItsDataIntact() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let userID = UUID()
    let analysisID = UUID()
    // What a Visor that only knew migration 1 would have written.
    let old = try SQLiteDatabase(
      path: Self.path(directory), logger: .silent, migrations: [SQLiteStore.migrations[0]])
    try await old.write { db in
      try db.run(
        """
        INSERT INTO users (id, username, username_key, password_hash, is_admin, accent_color, speak_by_default, created_at)
        VALUES (?, 'Ada', 'ada', 'argon2id$old', 1, '#ff0000', 0, ?)
        """, [userID, fixedDate()])
      try db.run(
        """
        INSERT INTO analyses (id, user_id, prompt, transcript, message, model, image_key, total_ms, created_at)
        VALUES (?, ?, 'Describe it', NULL, 'An old lighthouse', 'local/scene', 'images/aa/old.jpg', 900, ?)
        """, [analysisID, userID, fixedDate(5)])
      try db.run(
        "INSERT INTO api_tokens (id, user_id, name, prefix, secret_hash, created_at) VALUES (?, ?, 'cli', 'vsr_x', ?, ?)",
        [UUID(), userID, hash("old-token"), fixedDate()])
      try db.run(
        "INSERT INTO events (id, user_id, name, properties, source, created_at) VALUES (?, ?, 'shutter', '{}', 'web', ?)",
        [UUID(), userID, fixedDate()])
    }
    #expect(try await old.read { try $0.query("SELECT version FROM schema_migrations") { $0.int(0) } } == [1])
    await old.close()

    let store = try SQLiteStore(path: Self.path(directory), logger: .silent)
    let versions = try await store.database.read { db in
      try db.query("SELECT version FROM schema_migrations ORDER BY version") { $0.int(0) }
    }
    #expect(versions == SQLiteStore.migrations.map(\.version))
    let indexes = try await store.database.read { db in
      try db.query("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'events_user_name'") {
        $0.string(0)
      }
    }
    #expect(indexes == ["events_user_name"])

    let user = try #require(try await store.user(username: "ADA"))
    #expect(user.id == userID)
    #expect(user.isAdmin)
    #expect(
      user.profile == Profile(displayName: nil, accentColor: "#ff0000", voice: nil, speakByDefault: false))
    #expect(try await store.passwordHash(userID: userID) == "argon2id$old")
    #expect(try await store.token(secretHash: hash("old-token"))?.userID == userID)
    let found = try await store.analyses(userID: userID, query: "lighthouse", limit: 10, cursor: nil).items
    #expect(found.map(\.id) == [analysisID])
    #expect(found.first?.timings.totalMs == 900)
    #expect(try await store.eventCounts(userID: userID) == ["shutter": 1])
    await store.close()
  }

  @Test func reopeningAppliesNothingTwice() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let capture = LogCapture()
    let logger = Logger(label: "test", sink: capture.sink)
    let first = try SQLiteStore(path: Self.path(directory), logger: logger)
    try await makeUser(first, "ada")
    await first.close()
    #expect(capture.all.filter { $0.contains("applied migration") }.count == SQLiteStore.migrations.count)
    let second = try SQLiteStore(path: Self.path(directory), logger: logger)
    #expect(capture.all.filter { $0.contains("applied migration") }.count == SQLiteStore.migrations.count)
    #expect(try await second.userCount() == 1)
    await second.close()
  }

  @Test func twoStoresOnOneFileMigrateOnceAndBothWrite() async throws {
    // Like the server and the `visor` CLI opening the same data dir at the same moment.
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = Self.path(directory)
    let capture = LogCapture()
    let logger = Logger(label: "test", sink: capture.sink)
    async let openFirst = Task.detached { try SQLiteStore(path: path, logger: logger) }.value
    async let openSecond = Task.detached { try SQLiteStore(path: path, logger: logger) }.value
    let (first, second) = try await (openFirst, openSecond)
    #expect(capture.all.filter { $0.contains("applied migration") }.count == SQLiteStore.migrations.count)

    let ada = try await makeUser(first, "ada")
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<100 {
        let store = index % 2 == 0 ? first : second
        group.addTask { try await store.saveAnalysis(makeAnalysis(ada, createdAt: fixedDate(index))) }
      }
      try await group.waitForAll()
    }
    #expect(try await second.analyses(userID: ada.id, query: nil, limit: 200, cursor: nil).items.count == 100)
    #expect(try await first.analyses(userID: ada.id, query: nil, limit: 200, cursor: nil).items.count == 100)
    await first.close()
    await second.close()
  }

  @Test func aWriteBlockedByAnotherProcessForFiveSecondsAnswers503() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try SQLiteStore(path: Self.path(directory), logger: .silent)
    // Another process holding the write lock (e.g. a stuck CLI command).
    let other = try SQLiteConnection(path: Self.path(directory))
    try other.execute("BEGIN IMMEDIATE")
    let clock = ContinuousClock()
    let started = clock.now
    let error = await #expect(throws: VisorError.self) { try await makeUser(store, "ada") }
    #expect(error?.code == .unavailable)
    #expect(error?.retryAfter != nil)
    #expect(clock.now - started >= .seconds(4.5))
    // Reads are not blocked meanwhile, and writes work again once the lock is gone.
    #expect(try await store.userCount() == 0)
    try other.execute("ROLLBACK")
    other.close()
    try await makeUser(store, "ada")
    #expect(try await store.userCount() == 1)
    await store.close()
  }

  @Test func aDatabaseFromANewerVisorIsRefused() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let future =
      SQLiteStore.migrations + [Migration(version: 99, name: "future", sql: "CREATE TABLE future (x)")]
    let newer = try SQLiteDatabase(path: Self.path(directory), logger: .silent, migrations: future)
    await newer.close()
    let error = #expect(throws: VisorError.self) {
      try SQLiteStore(path: Self.path(directory), logger: .silent)
    }
    #expect(error?.code == .databaseTooNew)
  }

  @Test func featureMigrationsCannotTakeCoreVersions() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let error = #expect(throws: VisorError.self) {
      try SQLiteStore(
        path: Self.path(directory), logger: .silent,
        extraMigrations: [Migration(version: 3, name: "chats", sql: "CREATE TABLE chats (id TEXT)")])
    }
    #expect(error?.code == .reservedMigrationVersion)
  }

  @Test func aFailingMigrationLeavesTheDatabaseAtTheLastGoodVersion() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let broken =
      SQLiteStore.migrations + [
        Migration(version: 100, name: "ok", sql: "CREATE TABLE scratch_notes (id TEXT PRIMARY KEY)"),
        Migration(version: 101, name: "broken", sql: "CREATE TABLE half (x); THIS IS NOT SQL"),
      ]
    #expect(throws: SQLiteError.self) {
      try SQLiteDatabase(path: Self.path(directory), logger: .silent, migrations: broken)
    }
    let db = try SQLiteDatabase(
      path: Self.path(directory), logger: .silent, migrations: Array(broken.dropLast()))
    let tables = try await db.read { db in
      try db.query("SELECT name FROM sqlite_master WHERE name IN ('scratch_notes', 'half') ORDER BY name") {
        $0.string(0)
      }
    }
    #expect(tables == ["scratch_notes"])
    await db.close()
  }

  @Test func featureTablesAddedByExtraMigrationsShareUserDeletionAndBlobKeys() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let cars = Migration(
      version: 200, name: "cars",
      sql: """
        CREATE TABLE cars (
          id TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          image_key TEXT
        );
        """)
    let store = try SQLiteStore(
      path: Self.path(directory), logger: .silent, extraMigrations: [cars],
      extraBlobReferences: [BlobReference(table: "cars", column: "image_key")])
    let ada = try await makeUser(store, "ada")
    let analysis = makeAnalysis(ada)
    try await store.saveAnalysis(analysis)
    try await store.database.write { db in
      try db.run(
        "INSERT INTO cars (id, user_id, image_key) VALUES (?, ?, 'cars/aa/1.jpg')", [UUID(), ada.id])
      try db.run("INSERT INTO cars (id, user_id, image_key) VALUES (?, ?, NULL)", [UUID(), ada.id])
    }
    #expect(try await store.allImageKeys() == [analysis.imageKey, "cars/aa/1.jpg"])
    #expect(Set(try await store.deleteUser(id: ada.id)) == [analysis.imageKey, "cars/aa/1.jpg"])
    #expect(
      try await store.database.read { try $0.queryFirst("SELECT count(*) FROM cars") { $0.int(0) } } == 0)
    await store.close()
  }

  @Test func fullTextIndexStaysConsistentThroughUpdatesAndCascadingDeletes() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try SQLiteStore(path: Self.path(directory), logger: .silent)
    let ada = try await makeUser(store, "ada")
    var analysis = makeAnalysis(ada, transcript: nil, message: "first words")
    try await store.saveAnalysis(analysis)
    analysis.message = "second words"
    analysis.transcript = "spoken"
    try await store.saveAnalysis(analysis)
    let more = makeAnalysis(ada, message: "more")
    try await store.saveAnalysis(more)
    for (parent, words) in [(analysis, "a follow-up"), (analysis, "another follow-up"), (more, "and more")] {
      try await store.saveAnalysisTurn(
        AnalysisTurn(analysisID: parent.id, userID: ada.id, prompt: "And?", message: words, model: "x"))
    }
    // Deleting the analysis cascades to its turns; deleting the user to the rest.
    _ = try await store.deleteAnalysis(id: analysis.id, userID: ada.id)
    _ = try await store.deleteUser(id: ada.id)
    for table in ["analyses_fts", "analysis_turns_fts"] {
      try await store.database.write { db in
        try db.run("INSERT INTO \(table) (\(table), rank) VALUES ('integrity-check', 1)")
      }
      let indexed = try await store.database.read { db in
        try db.queryFirst("SELECT count(*) FROM \(table)_docsize") { $0.int(0) }
      }
      #expect(indexed == 0, "\(table)")
    }
    await store.close()
  }

  @Test func aBackupIsAConsistentStoreOfItsOwn() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try SQLiteStore(path: Self.path(directory), logger: .silent)
    let ada = try await makeUser(store, "ada")
    let analysis = makeAnalysis(ada, message: "a snapshot")
    try await store.saveAnalysis(analysis)
    let copy = directory.url.appending(path: "backup.sqlite").path
    try await store.backup(to: copy)
    try await makeUser(store, "after-the-backup")
    // The live store keeps working as a writer after a backup taken from a reader.
    #expect(try await store.userCount() == 2)
    await store.close()

    let restored = try SQLiteStore(path: copy, logger: .silent)
    #expect(try await restored.userCount() == 1)
    #expect(
      try await restored.analyses(userID: ada.id, query: "snapshot", limit: 5, cursor: nil).items == [
        analysis
      ])
    await restored.close()
  }

  @Test func aFailedWriteRollsBackEverything() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try SQLiteStore(path: Self.path(directory), logger: .silent)
    struct Boom: Error {}
    await #expect(throws: Boom.self) {
      try await store.database.write { db in
        try db.run(
          "INSERT INTO users (id, username, username_key, password_hash, created_at) VALUES (?, 'x', 'x', 'h', 0)",
          [UUID()])
        try db.transaction {
          try db.run(
            "INSERT INTO users (id, username, username_key, password_hash, created_at) VALUES (?, 'y', 'y', 'h', 0)",
            [UUID()])
        }
        throw Boom()
      }
    }
    #expect(try await store.userCount() == 0)
    await store.close()
  }

  @Test func statementsAreCachedAndResetSoReadersHoldNoSnapshot() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let db = try SQLiteDatabase(path: Self.path(directory), readers: 1, logger: .silent, migrations: [])
    try await db.write { try $0.execute("CREATE TABLE t (x INTEGER)") }
    for value in 0..<5 { try await db.write { try $0.run("INSERT INTO t (x) VALUES (?)", [value]) } }
    let counts = try await db.read { db in
      // Same SQL nested while the outer statement is mid-iteration: needs a second statement.
      try db.query("SELECT x FROM t ORDER BY x", []) { row in
        try db.queryFirst("SELECT count(*) FROM t WHERE x <= ?", [row.int(0)]) { $0.int(0) } ?? -1
      }
    }
    #expect(counts == [1, 2, 3, 4, 5])
    // A checkpoint can truncate the WAL only when no reader holds an open statement.
    let checkpoint = try await db.withWriter { db in
      try db.queryFirst("PRAGMA wal_checkpoint(TRUNCATE)") { $0.int(0) }
    }
    #expect(checkpoint == 0)  // 0 = not busy
    await db.close()
  }

  @Test func bindingsRoundTripEveryType() async throws {
    let db = try SQLiteDatabase(path: ":memory:", logger: .silent, migrations: [])
    let id = UUID()
    let row = try await db.write { db in
      try db.queryFirst(
        "SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?",
        [42, Int64.max, 2.5, true, "héllo 🐱", Data([0, 1, 2]), Data(), id, String?.none]
      ) { row in
        [
          "\(row.int(0))", "\(row.int64(1))", "\(row.double(2))", "\(row.bool(3))", row.string(4),
          "\(Array(row.data(5)))", "\(row.data(6).count) \(row.isNull(6))", row.string(7), "\(row.isNull(8))",
        ]
      }
    }
    #expect(
      row == [
        "42", "\(Int64.max)", "2.5", "true", "héllo 🐱", "[0, 1, 2]", "0 false", id.uuidString.lowercased(),
        "true",
      ])
    let date = fixedDate(123)
    #expect(Date(sqliteMilliseconds: date.sqliteMilliseconds) == date)
    await db.close()
  }

  @Test(arguments: [
    ("cat", "\"cat\"*"),
    ("golden retr", "\"golden\" \"retr\"*"),
    ("NEAR(cat", "\"NEAR\" \"cat\"*"),
    ("a\"b", "\"a\" \"b\"*"),
    ("prompt:cat*", "\"prompt\" \"cat\"*"),
    ("café 日本語", "\"café\" \"日本語\"*"),
    ("AND OR", "\"AND\" \"OR\"*"),
  ])
  func searchTextBecomesQuotedTerms(_ text: String, _ expected: String) {
    #expect(FTS5Query.expression(for: text) == expected)
  }

  @Test func searchTextWithoutWordsMatchesNothing() {
    for text in ["*", "\"", "(", "🐱", "  ", "-- ;"] { #expect(FTS5Query.expression(for: text) == nil) }
  }

  @Test(arguments: [
    "SELECT id FROM api_tokens WHERE secret_hash = ?",
    "SELECT user_id FROM web_sessions WHERE secret_hash = ? AND expires_at > ?",
    "SELECT id FROM users WHERE username_key = ?",
    "SELECT id FROM analyses a WHERE a.user_id = ? ORDER BY a.created_at DESC, a.id DESC LIMIT 20",
    "SELECT name, count(*) FROM events WHERE user_id = ? GROUP BY name",
  ])
  func hotQueriesUseAnIndex(_ sql: String) async throws {
    let db = try SQLiteDatabase(path: ":memory:", logger: .silent, migrations: SQLiteStore.migrations)
    let plan = try await db.read { db in
      try db.query("EXPLAIN QUERY PLAN " + sql, [], { $0.string(3) }).joined(separator: "; ")
    }
    #expect(plan.contains("USING") && plan.contains("INDEX"), "\(plan)")
    #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
    await db.close()
  }

  @Test func tokenLookupIsFast() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try SQLiteStore(path: Self.path(directory), logger: .silent)
    let ada = try await makeUser(store, "ada")
    try await store.database.write { db in
      for index in 0..<5000 {
        try db.run(
          "INSERT INTO api_tokens (id, user_id, name, prefix, secret_hash, created_at) VALUES (?, ?, 't', 'vsr', ?, 0)",
          [UUID(), ada.id, hash("token-\(index)")])
      }
    }
    let iterations = 3000
    let clock = ContinuousClock()
    let sequential = try await clock.measure {
      for index in 0..<iterations {
        _ = try await store.token(secretHash: hash("token-\(index % 5000)"))
      }
    }
    let parallel = try await clock.measure {
      try await withThrowingTaskGroup(of: Void.self) { group in
        for worker in 0..<8 {
          group.addTask {
            for index in stride(from: worker, to: iterations, by: 8) {
              _ = try await store.token(secretHash: hash("token-\(index % 5000)"))
            }
          }
        }
        try await group.waitForAll()
      }
    }
    // The query alone, without the hop to the reader's queue and back.
    let inConnection = try await clock.measure {
      try await store.database.read { db in
        for index in 0..<iterations {
          _ = try db.queryFirst(
            "SELECT id, user_id, name, prefix, created_at, last_used_at FROM api_tokens WHERE secret_hash = ?",
            [hash("token-\(index % 5000)")]
          ) { try $0.uuid(0) }
        }
      }
    }
    func perOp(_ duration: Duration) -> String {
      let micro = Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
      return String(format: "%.1f", micro / Double(iterations))
    }
    #if DEBUG
      let build = "debug"
    #else
      let build = "release"
    #endif
    print(
      "token lookup (5000 tokens, \(build) build): \(perOp(sequential)) µs/op sequential awaits, "
        + "\(perOp(parallel)) µs/op with 8 concurrent callers, \(perOp(inConnection)) µs/op query only")
    #expect(try await store.token(secretHash: hash("token-4999")) != nil)
    await store.close()
  }
}
