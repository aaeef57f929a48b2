import CPostgres
import Dispatch
import Foundation
import Synchronization
import VisorCore

/// Where the PostgreSQL database is: a `postgres://user@host:port/db` URL, checked when it is given
/// (libpq parses it) and never holding a password — that comes from `PGPASSWORD` or the key file.
///
/// ```swift
/// let location = try PostgresLocation(url: "postgres://visor@db.internal:5432/visor")
/// location.displayName   // "visor@db.internal:5432/visor"
/// ```
public struct PostgresLocation: Sendable, Equatable {
  /// The URL as given (without a password).
  public let url: String
  /// `user@host:port/db`, for messages and logs.
  public let displayName: String
  /// Sent as libpq's `password` parameter when set (from the key file); never shown.
  public var password: String?

  /// libpq is opened when the PostgreSQL store is first used, not at start (decision 068): a server on
  /// the embedded store never loads it. Throws `.databaseUnavailable` with what to install when it
  /// cannot be loaded.
  static func requireLibrary() throws {
    guard visor_pq_load() == 0 else {
      throw VisorError(
        .databaseUnavailable,
        Message("error.postgres.library", ["reason": .text(String(cString: visor_pq_failure()))])
      )
    }
  }

  /// Throws `VisorError` `.invalidSetting` when the URL does not parse or carries a password.
  public init(url: String, password: String? = nil) throws {
    guard url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") else {
      throw VisorError(
        .invalidSetting,
        Message("error.postgres.url", ["url": .text(Self.redacted(url))])
      )
    }
    try Self.requireLibrary()
    var error: UnsafeMutablePointer<CChar>?
    guard let options = PQconninfoParse(url, &error) else {
      let detail =
        error.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
        ?? "it does not parse"
      if let error { PQfreemem(error) }
      throw VisorError(
        .invalidSetting,
        Message("error.postgres.invalidURL", ["detail": .text(detail)])
      )
    }
    defer { PQconninfoFree(options) }
    var values: [String: String] = [:]
    var cursor = options
    while let keyword = cursor.pointee.keyword {
      if let value = cursor.pointee.val { values[String(cString: keyword)] = String(cString: value) }
      cursor += 1
    }
    if let secret = values["password"], !secret.isEmpty {
      throw VisorError(
        .invalidSetting,
        Message("error.postgres.password")
      )
    }
    self.url = url
    self.password = password
    let host = values["host"] ?? values["hostaddr"] ?? "localhost"
    let port = values["port"] ?? "5432"
    let user = values["user"].map { $0 + "@" } ?? ""
    displayName = "\(user)\(host):\(port)/\(values["dbname"] ?? "")"
  }

  /// `url` with anything between `://` and `@` removed, for messages about a URL that did not parse.
  static func redacted(_ url: String) -> String {
    guard let scheme = url.range(of: "://"),
      let at = url.range(of: "@", range: scheme.upperBound..<url.endIndex)
    else { return url }
    return String(url[..<scheme.upperBound]) + "…" + String(url[at.lowerBound...])
  }
}

/// A small pool of libpq connections, each confined to its own serial dispatch queue (libpq blocks,
/// so it never runs on Swift's cooperative pool), with versioned migrations applied at open under
/// a PostgreSQL advisory lock (several instances starting at once migrate once).
///
/// Health: a connection idle for longer than ``healthCheckAfter`` is checked with `SELECT 1` before
/// use; a broken one is reconnected. When the connection breaks before a call's first statement
/// completed (the server restarted while it sat idle), the call is retried once on a new connection.
/// While the server is down every call fails fast with `VisorError` `.databaseUnavailable` (503)
/// and ``outageSentence``; once it is back, the next call reconnects. Which database, user, host and
/// port, and libpq's own words, go to the log only: clients never see them.
///
/// ```swift
/// let db = try PostgresDatabase(location: location, logger: log, migrations: PostgresStore.migrations)
/// let n = try await db.run { try $0.queryFirst("SELECT count(*) FROM users") { $0.int(0) } }
/// ```
public final class PostgresDatabase: Sendable {
  public let location: PostgresLocation
  private let workers: [PostgresWorker]
  private let load: Mutex<[Int]>
  private let logger: Logger

  /// Seconds a connection may sit idle before it is checked.
  public static let healthCheckAfter: Duration = .seconds(15)

  /// - Parameters:
  ///   - poolSize: connections (opened on first use, except the first, which opens now).
  ///   - statementTimeout: the server cancels any statement running longer.
  ///   - connectTimeout: seconds libpq waits for the server (at least 2).
  public init(
    location: PostgresLocation, poolSize: Int = 8, statementTimeout: Duration = .seconds(30),
    connectTimeout: Int = 5, logger: Logger, migrations: [Migration]
  ) throws {
    self.location = location
    self.logger = logger
    var parameters = [
      "dbname": location.url,
      "connect_timeout": String(max(2, connectTimeout)),
      "application_name": "visor",
      "client_encoding": "UTF8",
    ]
    let timeoutMilliseconds =
      statementTimeout.components.seconds * 1000
      + statementTimeout.components.attoseconds / 1_000_000_000_000_000
    // `options` from the URL (e.g. a search_path) are kept: the timeouts are set after connecting.
    if let password = location.password { parameters["password"] = password }
    let timeout = String(max(1, timeoutMilliseconds))
    let connect: @Sendable () throws -> PostgresConnection = { [parameters] in
      let connection = try PostgresConnection(parameters: parameters)
      try connection.run(
        """
        SELECT set_config('statement_timeout', $1, false), set_config('lock_timeout', $1, false),
          set_config('client_min_messages', 'warning', false)
        """, [timeout])
      return connection
    }
    let first: PostgresConnection
    do {
      first = try connect()
      try Self.migrate(first, migrations: migrations, logger: logger)
    } catch let error as PostgresError {
      throw Self.unavailable(location, error, logger: logger)
    }
    workers = (0..<max(1, poolSize)).map { index in
      PostgresWorker(
        label: "visor.postgres.\(index)", location: location, connect: connect,
        connection: index == 0 ? first : nil, logger: logger)
    }
    load = Mutex(Array(repeating: 0, count: workers.count))
    logger.info(
      "opened database",
      [
        "database": location.displayName, "pool": String(workers.count),
        "migrations": String(migrations.count),
      ])
  }

  /// What a client hears while the database is down (the details are in the log).
  public static let outageSentence = "The database is unavailable; try again in a minute."

  /// The outage error: ``outageSentence`` for the client, the database and libpq's words for the log.
  static func unavailable(_ location: PostgresLocation, _ error: PostgresError, logger: Logger) -> VisorError
  {
    let detail = error.message.split(whereSeparator: \.isNewline).first.map(String.init) ?? error.message
    logger.error(
      "the PostgreSQL database cannot be reached; check that it is running and that --database and PGPASSWORD are right (Visor reconnects by itself once it answers)",
      ["database": location.displayName, "error": detail])
    return VisorError(.databaseUnavailable, outageSentence, retryAfter: 1)
  }

  /// The advisory lock that serialises migrations (per schema, so test schemas do not wait on each other).
  static let migrationLockKey: Int32 = 7_411_012

  /// Applies every missing migration in version order, each in its own transaction, while holding an
  /// advisory lock; refuses (and changes nothing in) a database with versions this code does not know.
  public static func migrate(_ connection: PostgresConnection, migrations: [Migration], logger: Logger) throws
  {
    try Migration.checkUnique(migrations)
    try connection.run(
      "SELECT pg_advisory_lock($1::int4, hashtext(current_schema()))", [Int(migrationLockKey)])
    defer {
      _ = try? connection.run(
        "SELECT pg_advisory_unlock($1::int4, hashtext(current_schema()))", [Int(migrationLockKey)])
    }
    try connection.execute(
      """
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL
      )
      """)
    let applied = try connection.query("SELECT version, name FROM schema_migrations ORDER BY version") {
      ($0.int(0), $0.string(1))
    }
    try Migration.checkApplied(applied, against: migrations)
    let done = Set(applied.map(\.0))
    for migration in migrations.sorted(by: { $0.version < $1.version })
    where !done.contains(migration.version) {
      try connection.transaction {
        try connection.execute(migration.sql)
        try migration.postgresStep?(connection)
        try connection.run(
          "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1::int4, $2, $3)",
          [migration.version, migration.name, Date()])
      }
      logger.info("applied migration", ["version": String(migration.version), "name": migration.name])
    }
  }

  /// Runs `body` on the least busy connection (autocommit: each statement commits by itself).
  @discardableResult
  public func run<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) throws -> T) async throws -> T
  {
    let index = load.withLock { load in
      let index = load.indices.min { load[$0] < load[$1] }!
      load[index] += 1
      return index
    }
    defer { load.withLock { $0[index] -= 1 } }
    return try await workers[index].run(body)
  }

  /// Runs `body` inside `BEGIN … COMMIT` on one connection (rolled back when it throws).
  @discardableResult
  public func transaction<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) throws -> T)
    async throws
    -> T
  {
    try await run { connection in try connection.transaction { try body(connection) } }
  }

  /// Closes every connection after the work queued before it. Later calls throw `.unavailable`.
  public func close() async {
    for worker in workers { await worker.close() }
  }
}

/// One pooled connection on its own serial queue, reconnected when it breaks.
final class PostgresWorker: @unchecked Sendable {
  // Safety: `connection` and `closed` are only touched from blocks running on `queue`.
  private let queue: DispatchQueue
  private let location: PostgresLocation
  private let connect: @Sendable () throws -> PostgresConnection
  private var connection: PostgresConnection?
  private var closed = false
  private let logger: Logger

  init(
    label: String, location: PostgresLocation, connect: @escaping @Sendable () throws -> PostgresConnection,
    connection: PostgresConnection?, logger: Logger
  ) {
    self.queue = DispatchQueue(label: label, qos: .userInitiated)
    self.logger = logger
    self.location = location
    self.connect = connect
    self.connection = connection
  }

  /// A connection that answered recently or answers `SELECT 1` now (reconnecting when needed).
  private func healthyConnection() throws -> PostgresConnection {
    if let connection, connection.isHealthy {
      if ContinuousClock.now - connection.lastUsed < PostgresDatabase.healthCheckAfter { return connection }
      if (try? connection.run("SELECT 1")) != nil { return connection }
    }
    connection?.close()
    connection = nil
    let fresh = try connect()
    connection = fresh
    return fresh
  }

  func run<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
      queue.async {
        continuation.resume(with: Result { try self.perform(body) })
      }
    }
  }

  private func perform<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
    guard !closed else { throw PostgresConnection.closed }
    var attempt = 0
    while true {
      attempt += 1
      do {
        let connection = try healthyConnection()
        connection.completedSinceCheckout = 0
        do {
          return try body(connection)
        } catch let error as PostgresError where error.connectionLost {
          let untouched = connection.completedSinceCheckout == 0
          connection.close()
          self.connection = nil
          // Nothing reached the server: safe to try once more on a new connection.
          if untouched && attempt == 1 { continue }
          throw error
        }
      } catch let error as PostgresError where error.connectionLost {
        throw PostgresDatabase.unavailable(location, error, logger: logger)
      } catch let error as PostgresError where error.isTimeout {
        logger.error(
          "a PostgreSQL statement took longer than the statement timeout; check the database's load",
          ["database": location.displayName])
        throw VisorError(
          .databaseUnavailable, Message("error.database.busyMinute"),
          retryAfter: 1)
      }
    }
  }

  func close() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      queue.async {
        self.closed = true
        self.connection?.close()
        self.connection = nil
        continuation.resume()
      }
    }
  }
}
