import CSQLite
import Dispatch
import Foundation
import Synchronization
import VisorCore

/// One versioned schema change. Applied once, in its own transaction, and recorded in
/// `schema_migrations`. Never edit a migration that has shipped: add a new one.
///
/// ```swift
/// Migration(version: 100, name: "chats", sql: "CREATE TABLE chats (id TEXT PRIMARY KEY, …);")
/// ```
public struct Migration: Sendable {
  public let version: Int
  public let name: String
  public let sql: String
  /// Run on PostgreSQL after `sql`, in the same transaction: a backfill whose values are computed in
  /// Swift (a `search` column's folded words, ``PostgresFullText``). Nil for most migrations.
  public let postgresStep: (@Sendable (PostgresConnection) throws -> Void)?

  public init(
    version: Int, name: String, sql: String,
    postgresStep: (@Sendable (PostgresConnection) throws -> Void)? = nil
  ) {
    self.version = version
    self.name = name
    self.sql = sql
    self.postgresStep = postgresStep
  }

  /// Throws `.duplicateMigration` when two migrations share a version (every back end checks this).
  public static func checkUnique(_ migrations: [Migration]) throws {
    let versions = migrations.map(\.version)
    guard Set(versions).count == versions.count else {
      throw VisorError(
        .duplicateMigration,
        "Two migrations share a version number (\(versions.sorted())). Give each migration its own version.")
    }
  }

  /// Throws when a database's `schema_migrations` rows hold a version this code does not know
  /// (`.databaseTooNew`: written by a newer Visor) or a known version under another name.
  public static func checkApplied(_ applied: [(version: Int, name: String)], against migrations: [Migration])
    throws
  {
    let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.version, $0.name) })
    for (version, name) in applied {
      guard let expected = known[version] else {
        throw VisorError(
          .databaseTooNew,
          Message("error.database.tooNew", ["version": .text(String(version)), "name": .text(name)])
        )
      }
      guard expected == name else {
        throw VisorError(
          .migrationMismatch,
          Message(
            "error.database.migrationName",
            ["version": .text(String(version)), "name": .text(name), "expected": .text(expected)])
        )
      }
    }
  }
}

/// A SQLite database file opened for a server: one writer connection on a serial queue plus a
/// small pool of reader connections (WAL lets them read while the writer writes).
///
/// All work runs on the connections' own dispatch queues, never on Swift's cooperative pool.
///
/// ```swift
/// let db = try SQLiteDatabase(path: "/var/lib/visor/visor.sqlite", logger: log, migrations: m)
/// try await db.write { try $0.run("DELETE FROM chats WHERE id = ?", [id]) }
/// let count = try await db.read { try $0.queryFirst("SELECT count(*) FROM chats") { $0.int(0) } }
/// ```
public final class SQLiteDatabase: Sendable {
  /// The file path (or `:memory:`).
  public let path: String
  private let writer: SQLiteWorker
  private let readers: [SQLiteWorker]
  private let writes = Atomic<UInt64>(0)
  /// In-flight calls per reader, to pick the least busy one.
  private let readerLoad: Mutex<[Int]>
  private let logger: Logger

  /// Opens or creates the database, sets the pragmas and applies every missing migration.
  ///
  /// - Parameters:
  ///   - readers: reader connections (0 routes reads to the writer; `:memory:` always uses 0).
  ///   - migrations: all migrations the caller knows; versions must be unique.
  public init(path: String, readers: Int = 4, logger: Logger, migrations: [Migration]) throws {
    self.path = path
    self.logger = logger
    let inMemory = path == ":memory:" || path.isEmpty
    let isNew = !inMemory && !FileManager.default.fileExists(atPath: path)

    let writerConnection = try SQLiteConnection(path: path)
    // Another process (the server and the CLI, say) may be creating or migrating the same file right now:
    // switching to WAL and WAL recovery can answer SQLITE_BUSY without waiting on the busy handler, so
    // retry for up to five seconds before giving up.
    try Self.retryingWhileBusy {
      try Self.configure(writerConnection, writer: true, inMemory: inMemory)
      if isNew { chmod(path, 0o600) }
      try Self.migrate(writerConnection, migrations: migrations, logger: logger)
    }
    writer = SQLiteWorker(label: "visor.sqlite.writer", connection: writerConnection)

    var pool: [SQLiteWorker] = []
    for index in 0..<(inMemory ? 0 : max(0, readers)) {
      let connection = try SQLiteConnection(path: path)
      try Self.configure(connection, writer: false, inMemory: false)
      pool.append(SQLiteWorker(label: "visor.sqlite.reader\(index)", connection: connection))
    }
    self.readers = pool
    readerLoad = Mutex(Array(repeating: 0, count: pool.count))
    logger.info(
      "opened database",
      ["path": path, "readers": String(pool.count), "migrations": String(migrations.count)])
  }

  private static func retryingWhileBusy(_ body: () throws -> Void) throws {
    var attempt = 0
    while true {
      do {
        return try body()
      } catch let error as SQLiteError where error.code == SQLITE_BUSY && attempt < 100 {
        attempt += 1
        usleep(50_000)
      }
    }
  }

  private static func configure(_ connection: SQLiteConnection, writer: Bool, inMemory: Bool) throws {
    try connection.execute("PRAGMA busy_timeout = 5000")
    try connection.execute("PRAGMA foreign_keys = ON")
    if writer && !inMemory {
      let mode = try connection.queryFirst("PRAGMA journal_mode = WAL") { $0.string(0) }
      guard mode?.lowercased() == "wal" else {
        throw SQLiteError(
          extendedCode: SQLITE_CANTOPEN,
          message: "could not switch the database to WAL mode (journal_mode is \(mode ?? "unknown"))")
      }
    }
    try connection.execute("PRAGMA synchronous = NORMAL")
    if !writer { try connection.execute("PRAGMA query_only = ON") }
  }

  /// Applies, in version order, every migration whose version is not yet in `schema_migrations`,
  /// each in its own transaction. Throws when the database has versions this code does not know
  /// (it was written by a newer Visor) or when a known version was recorded under another name.
  public static func migrate(_ connection: SQLiteConnection, migrations: [Migration], logger: Logger) throws {
    try Migration.checkUnique(migrations)
    try connection.execute(
      """
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at INTEGER NOT NULL
      )
      """)
    let applied = try connection.query("SELECT version, name FROM schema_migrations") {
      ($0.int(0), $0.string(1))
    }
    try Migration.checkApplied(applied, against: migrations)
    let done = Set(applied.map(\.0))
    for migration in migrations.sorted(by: { $0.version < $1.version })
    where !done.contains(migration.version) {
      let applied = try connection.transaction(.immediate) { () -> Bool in
        // Another process (the CLI on the same data dir) may have applied it since we looked.
        let already = try connection.queryFirst(
          "SELECT 1 FROM schema_migrations WHERE version = ?", [migration.version]
        ) { _ in true }
        if already != nil { return false }
        try connection.execute(migration.sql)
        try connection.run(
          "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
          [migration.version, migration.name, Date()])
        return true
      }
      if applied {
        logger.info("applied migration", ["version": String(migration.version), "name": migration.name])
      }
    }
  }

  /// Counts finished writes through this object (``write(_:)``, ``withWriter(_:)``), committed or
  /// not. Read it before a read whose result you cache; a different value later means the cached
  /// result may be stale. Writes by other processes on the same file are not counted.
  public var writeGeneration: UInt64 { writes.load(ordering: .acquiring) }

  /// Runs `body` on the writer connection inside an immediate transaction.
  @discardableResult
  public func write<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T
  {
    defer { writes.add(1, ordering: .releasing) }
    return try await writer.run { connection in
      try connection.transaction(.immediate) { try body(connection) }
    }
  }

  /// Runs `body` on the writer connection without opening a transaction (pragmas, `VACUUM`, backups).
  @discardableResult
  public func withWriter<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws
    -> T
  {
    defer { writes.add(1, ordering: .releasing) }
    return try await writer.run(body)
  }

  /// Runs `body` on the least busy reader connection (read-only; `PRAGMA query_only`).
  ///
  /// Each statement sees the latest committed data; wrap several statements in
  /// `connection.transaction(.deferred)` for one consistent snapshot.
  @discardableResult
  public func read<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T
  {
    guard !readers.isEmpty else { return try await writer.run(body) }
    let index = readerLoad.withLock { load in
      let index = load.indices.min { load[$0] < load[$1] }!
      load[index] += 1
      return index
    }
    defer { readerLoad.withLock { $0[index] -= 1 } }
    return try await readers[index].run(body)
  }

  /// Writes a consistent, compacted copy of the database to `path` (a file that must not exist)
  /// with `VACUUM INTO`, from a reader's snapshot so writes continue meanwhile.
  public func backup(to path: String) async throws {
    guard !readers.isEmpty else {
      try await withWriter { try $0.run("VACUUM INTO ?", [path]) }
      return
    }
    try await read { db in
      // VACUUM INTO writes only the new file, but query_only forbids it.
      try db.execute("PRAGMA query_only = OFF")
      defer { try? db.execute("PRAGMA query_only = ON") }
      try db.run("VACUUM INTO ?", [path])
    }
  }

  /// Closes every connection after the work queued before it (readers first, then the writer,
  /// which checkpoints the WAL). Later calls throw `.unavailable`.
  public func close() async {
    for worker in readers { await worker.close() }
    _ = try? await withWriter { try $0.execute("PRAGMA optimize") }
    await writer.close()
  }
}

/// A connection confined to its own serial dispatch queue.
final class SQLiteWorker: @unchecked Sendable {
  // Safety: `connection` is only touched from blocks running on `queue`.
  private let queue: DispatchQueue
  private let connection: SQLiteConnection

  init(label: String, connection: SQLiteConnection) {
    self.queue = DispatchQueue(label: label, qos: .userInitiated)
    self.connection = connection
  }

  func run<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
      queue.async {
        guard !self.connection.isClosed else {
          continuation.resume(throwing: VisorError(.unavailable, Message("error.database.closed")))
          return
        }
        do {
          continuation.resume(returning: try body(self.connection))
        } catch let error as SQLiteError where error.isBusy {
          continuation.resume(
            throwing: VisorError(
              .unavailable,
              Message("error.database.locked"),
              retryAfter: 1))
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
  }

  func close() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      queue.async {
        self.connection.close()
        continuation.resume()
      }
    }
  }
}
