import Foundation
import Testing
import VisorCore
import VisorStore
import VisorTestSupport

/// Behaviour specific to the PostgreSQL store: migrations under the advisory lock, refusing a newer
/// schema, URL checks, timeouts and reconnecting after the server restarts. The shared behaviour is
/// in the contract suites, which run against PostgreSQL too.
@Suite(.enabled(if: !PostgresTestCluster.skipped)) struct PostgresStoreTests {
  @Test func twoStoresOpeningAtOnceMigrateOnce() async throws {
    let url = try PostgresTestCluster.freshSchema(at: try await PostgresTestCluster.url())
    let location = try PostgresLocation(url: url)
    let stores = try await withThrowingTaskGroup(of: PostgresStore.self) { group in
      for _ in 0..<3 {
        group.addTask { try PostgresStore(location: location, logger: .silent, poolSize: 1) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(stores.count == 3)
    let applied = try await stores[0].database.run { db in
      try db.query("SELECT version, name FROM schema_migrations ORDER BY version") {
        "\($0.int(0)) \($0.string(1))"
      }
    }
    #expect(applied == PostgresStore.migrations.map { "\($0.version) \($0.name)" })
    // Each store sees the one schema.
    try await makeUser(stores[1], "ada")
    #expect(try await stores[2].user(username: "ADA") != nil)
    for store in stores { await store.close() }
  }

  @Test func aDatabaseMigratedByANewerVisorIsRefusedAndLeftAlone() async throws {
    let url = try PostgresTestCluster.freshSchema(at: try await PostgresTestCluster.url())
    let location = try PostgresLocation(url: url)
    let store = try PostgresStore(location: location, logger: .silent, poolSize: 1)
    try await makeUser(store, "ada")
    try await store.database.run { db in
      try db.run(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES (500, 'from_the_future', now())")
    }
    await store.close()

    let error = #expect(throws: VisorError.self) {
      try PostgresStore(location: location, logger: .silent, poolSize: 1)
    }
    #expect(error?.code == .databaseTooNew)
    #expect(error?.message.contains("500") == true)
    // Nothing was changed: the user and the future version are still there.
    let check = try PostgresConnection(parameters: ["dbname": url])
    defer { check.close() }
    #expect(try check.queryFirst("SELECT count(*) FROM users") { $0.int(0) } == 1)
    #expect(
      try check.queryFirst("SELECT count(*) FROM schema_migrations") { $0.int(0) } == PostgresStore.migrations
        .count + 1)
  }

  @Test func aMigrationRecordedUnderAnotherNameIsRefused() async throws {
    let url = try PostgresTestCluster.freshSchema(at: try await PostgresTestCluster.url())
    let location = try PostgresLocation(url: url)
    await (try PostgresStore(location: location, logger: .silent, poolSize: 1)).close()
    let admin = try PostgresConnection(parameters: ["dbname": url])
    try admin.run("UPDATE schema_migrations SET name = 'renamed' WHERE version = 2")
    admin.close()
    let error = #expect(throws: VisorError.self) { try PostgresStore(location: location, logger: .silent) }
    #expect(error?.code == .migrationMismatch)
  }

  @Test(arguments: [
    "postgres://visor:hunter2@127.0.0.1:5432/visor", "postgresql://visor:hunter2@db/visor?sslmode=require",
    "postgres://visor@127.0.0.1/visor?password=hunter2",
  ])
  func aPasswordInTheURLIsRefusedWithoutShowingIt(_ url: String) {
    let error = #expect(throws: VisorError.self) { try PostgresLocation(url: url) }
    #expect(error?.code == .invalidSetting)
    #expect(error?.message.contains("PGPASSWORD") == true)
    #expect(error?.message.contains("hunter2") == false)
  }

  @Test(arguments: [
    "mysql://visor@db/visor", "db.internal:5432", "", "postgres://visor@[::1/visor",
    "postgres://h/d?nonsense=1",
  ])
  func aURLThatDoesNotParseIsRefusedWithAnExample(_ url: String) {
    let error = #expect(throws: VisorError.self) { try PostgresLocation(url: url) }
    #expect(error?.code == .invalidSetting)
    #expect(error?.message.contains("postgres://") == true)
  }

  @Test func theLocationNamesUserHostPortAndDatabase() throws {
    let location = try PostgresLocation(url: "postgres://visor@db.internal:6543/prod")
    #expect(location.displayName == "visor@db.internal:6543/prod")
  }

  /// Issue 23 item 8: the database, user, host, port and libpq's words go to the log, not the error.
  @Test func anUnreachableDatabaseFailsFastNamingItInTheLogOnly() throws {
    let refusing = try RefusingPort()
    defer { refusing.close() }
    let port = refusing.port
    let logs = LogCapture()
    let started = ContinuousClock.now
    let error = #expect(throws: VisorError.self) {
      try PostgresStore(
        location: try PostgresLocation(url: "postgres://visor_operator@127.0.0.1:\(port)/visor"),
        logger: Logger(label: "test", sink: logs.sink))
    }
    #expect(ContinuousClock.now - started < .seconds(10))
    #expect(error?.code == .databaseUnavailable)
    #expect(error?.message == PostgresDatabase.outageSentence)
    for detail in ["visor_operator", "127.0.0.1", String(port), "refused", "PostgreSQL"] {
      #expect(error?.message.contains(detail) == false, "\(detail) in \(error?.message ?? "")")
    }
    let logged = logs.all.joined(separator: "\n").replacingOccurrences(of: "\\/", with: "/")
    #expect(logged.contains("visor_operator@127.0.0.1:\(port)/visor"), "\(logged)")
    #expect(logged.lowercased().contains("refused"), "libpq's words are logged: \(logged)")
  }

  @Test func aStatementOverTheTimeoutIsCancelledWithA503() async throws {
    let url = try PostgresTestCluster.freshSchema(at: try await PostgresTestCluster.url())
    let store = try PostgresStore(
      location: try PostgresLocation(url: url), logger: .silent, poolSize: 1,
      statementTimeout: .milliseconds(300))
    let started = ContinuousClock.now
    let error = await #expect(throws: VisorError.self) {
      try await store.database.run { try $0.run("SELECT pg_sleep(60)") }
    }
    // Cancelled long before the 60 s sleep ends. The margin is wide: in the parallel phase on a loaded
    // 2-core machine this call waited 15–19 s just to be scheduled; the error's own sentence below
    // says it was the statement timeout.
    #expect(ContinuousClock.now - started < .seconds(45))
    #expect(error?.code == .databaseUnavailable)
    #expect(error?.message.contains("did not answer in time") == true)
    // The connection is still good.
    #expect(try await store.userCount() == 0)
    await store.close()
  }

  @Test func valuesNeverBecomeSQL() async throws {
    try await withStore(.postgres) { store in
      let hostile = "ro'bert\"); DROP TABLE users; --"
      let user = try await makeUser(store, hostile)
      #expect(try await store.user(username: hostile)?.id == user.id)
      let analysis = makeAnalysis(user, message: "it's a \\ 'quoted' $1 ::tsquery & | ! cat")
      try await store.saveAnalysis(analysis)
      #expect(
        try await store.analyses(userID: user.id, query: "quoted cat", limit: 5, cursor: nil).items == [
          analysis
        ])
      #expect(try await store.userCount() == 1)
      // PostgreSQL text cannot hold U+0000: it is dropped rather than failing the save.
      let nul = makeAnalysis(user, message: "cat\u{0}dog")
      try await store.saveAnalysis(nul)
      #expect(try await store.analysis(id: nul.id, userID: user.id)?.message == "catdog")
    }
  }

  /// The server goes away mid-run (a restart, a failover): calls fail fast with a 503 naming the
  /// database, and succeed again once it is back, without reopening the store.
  @Test func theStoreReconnectsAfterTheServerRestarts() async throws {
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "visor-pg-restart-\(UUID().uuidString)")
    let url = try PostgresTestCluster.run(["start", directory.path, "--watch", String(getpid())])
    defer { _ = try? PostgresTestCluster.run(["remove", directory.path]) }
    let store = try PostgresStore(location: try PostgresLocation(url: url), logger: .silent, poolSize: 2)
    let ada = try await makeUser(store, "ada")

    try PostgresTestCluster.run(["stop", directory.path])
    for _ in 0..<3 {
      let started = ContinuousClock.now
      let error = await #expect(throws: VisorError.self) { _ = try await store.user(id: ada.id) }
      // Refused connections answer at once; the margin is for a loaded 2-core machine (9.5 s seen at a
      // load of 16), still well below the 30 s statement timeout a hanging call would take.
      #expect(ContinuousClock.now - started < .seconds(15), "fails fast")
      #expect(error?.code == .databaseUnavailable)
      #expect(error?.message == PostgresDatabase.outageSentence)
      #expect(error?.retryAfter != nil)
    }

    try PostgresTestCluster.run(["start", directory.path])
    // Every pooled connection comes back (the idle one was broken by the restart too).
    for _ in 0..<4 { #expect(try await store.user(id: ada.id)?.username == "ada") }
    try await makeUser(store, "bob")
    #expect(try await store.userCount() == 2)
    await store.close()
  }
}

/// The Swift side of PostgreSQL full-text search (no database needed).
@Suite struct PostgresFullTextTests {
  @Test func documentsFoldCaseAndDiacriticsAndKeepEveryWord() {
    #expect(
      PostgresFullText.document("The Café de Flore", nil, "salt AND pepper")
        == "the cafe de flore salt and pepper")
    #expect(PostgresFullText.document("Crème brûlée, crème!") == "creme brulee")
    #expect(PostgresFullText.document("") == "")
  }

  @Test func queriesAreQuotedLexemesWithAPrefixOnTheLast() {
    #expect(PostgresFullText.query("Golden retr") == "'golden' & 'retr':*")
    #expect(PostgresFullText.query("NEAR(\"cat' & !dog:*") == "'near' & 'cat' & 'dog':*")
    #expect(PostgresFullText.query("*** ()") == nil)
  }

  @Test func snippetsCutAroundTheFirstMatch() {
    let text =
      "one two three four five six seven eight nine ten eleven twelve thirteen boiled fourteen fifteen sixteen"
    let snippet = PostgresFullText.snippet(text, query: "boil")
    #expect(snippet?.hasPrefix("…") == true)
    #expect(snippet?.contains("thirteen boiled fourteen") == true)
    #expect(PostgresFullText.snippet("Short one.", query: "short") == "Short one")
    #expect(PostgresFullText.snippet("nothing here", query: "zebra") == nil)
  }
}
