import Foundation
import VisorCore

// One SQL store for both databases (docs/decisions/052-store-one-sql-store.md): the store's feature
// code is written once over these protocols, and what truly differs per engine is a dialect hook.

/// A value both engines bind (SQLite as its storage class, PostgreSQL as a typed binary parameter).
public protocol SQLBindable: SQLiteBindable, PostgresBindable {}

extension String: SQLBindable {}
extension Int: SQLBindable {}
extension Int64: SQLBindable {}
extension Double: SQLBindable {}
extension Bool: SQLBindable {}
extension Data: SQLBindable {}
extension UUID: SQLBindable {}
extension Date: SQLBindable {}
extension Optional: SQLBindable where Wrapped: SQLBindable {}

/// How a failed statement broke a constraint, told the same way on both engines.
public enum SQLViolation: Sendable, Equatable {
  /// A unique or primary key; `constraint` is its name where the engine reports one (PostgreSQL).
  case unique(constraint: String?)
  case foreignKey
}

/// What is written differently per engine. Statements are written once with PostgreSQL's `$N`
/// placeholders (``SharedSQL`` makes SQLite's numbered `?N` from them), so a hook receives the numbers
/// of its parameters and returns SQL text in that same form.
public protocol SQLDialect: Sendable {
  /// Which engine, for the few places that must say so (logs, the search argument).
  static var name: String { get }
  /// The row comes before the keyset position `(column, id) = ($position, $id)` in newest-first
  /// order (PostgreSQL: a row value; SQLite: the expanded form its planner uses the index for).
  static func keysetBefore(_ column: String, position: Int, id: Int, prefix: String) -> String
  /// The larger of two values (SQLite's two-argument `max`, PostgreSQL's `greatest`).
  static var greatest: String { get }
  /// Appended to a `SELECT` whose rows the transaction will change, so concurrent writers queue
  /// (PostgreSQL: `FOR UPDATE`; SQLite: empty, its one writer already serialises them).
  static var forUpdate: String { get }
  /// Appended to a `SELECT` that claims rows other workers may claim too: PostgreSQL's
  /// `FOR UPDATE SKIP LOCKED` passes over rows another claim holds; SQLite has one writer, so claims
  /// run one at a time and the clause is empty.
  static var skipLocked: String { get }
  /// Now, as the engine writes a timestamp column (SQLite: integer milliseconds; PostgreSQL: `now()`).
  static var currentTimestamp: String { get }
  /// The column that orders rows by insertion where timestamps tie (SQLite: `rowid`; PostgreSQL: `seq`).
  static var insertionOrder: String { get }
  /// A statement taking a transaction-long lock on the text `$1`, so transactions on one key queue
  /// (PostgreSQL: an advisory lock); nil where the one writer already serialises them (SQLite).
  static var lockKey: SharedSQL? { get }
  /// The engine's full-text query for what a person typed (a quoted FTS5 expression; a `tsquery`
  /// text), nil when it has no words, so nothing can match.
  static func searchQuery(_ text: String) -> String?
  /// Joined after `FROM table alias` to search it (SQLite: its FTS5 table, whose rowid is the row's
  /// `seq`; PostgreSQL: nothing, the `search` column is on the row).
  static func searchJoin(table: String, alias: String) -> String
  /// The row matches the search query `$parameter`.
  static func searchMatch(table: String, alias: String, parameter: Int) -> String
  /// The row `alias` of `table` matches the search query `$parameter`, without ``searchJoin(table:alias:)``
  /// (SQLite: its `seq` among the FTS5 table's matching rowids; PostgreSQL: ``searchMatch``).
  static func searchRow(table: String, alias: String, parameter: Int) -> String
  /// The list's excerpt of a matching row, in two halves of one hook: `sql` selects it where
  /// ``searchJoin(table:alias:)`` and ``searchMatch(table:alias:parameter:)`` hold (SQLite: FTS5's
  /// `snippet()` of the FTS5 table's first column; PostgreSQL: the whole `column`), and `cut` makes the
  /// excerpt from that value and what the person typed (SQLite: as it is; PostgreSQL: cut in Swift
  /// around the first matching words, like `snippet()`).
  static func searchExcerpt(table: String, alias: String, column: String) -> String
  static func cutExcerpt(_ value: String, typed: String) -> String?
  /// The value of a row's `search` column made from `texts`, written with the row; nil where the
  /// engine indexes the text itself (SQLite's FTS5 triggers).
  static func searchDocument(_ texts: [String?]) -> (any SQLBindable)?
  /// The SQL that turns the ``searchDocument(_:)`` parameter `$parameter` into the column's value.
  static func searchValue(parameter: Int) -> String
  /// The constraint `error` broke, if it is a constraint error of this engine.
  static func violation(_ error: any Error) -> SQLViolation?
}

extension SQLConnection {
  /// Runs `sql` (PostgreSQL's `$N`, written for this call) that returns no rows.
  @discardableResult
  func exec(_ sql: String, _ arguments: [any SQLBindable]) throws -> Int {
    try run(SharedSQL(sql), arguments)
  }
  /// Runs the query `sql` (PostgreSQL's `$N`, written for this call) and maps every row.
  func rows<T>(_ sql: String, _ arguments: [any SQLBindable], _ decode: (Row) throws -> T) throws -> [T] {
    try query(SharedSQL(sql), arguments, decode)
  }
  /// Whether `error` is a unique-constraint violation of this engine.
  func isUniqueViolation(_ error: any Error) -> Bool { Dialect.isUniqueViolation(error) }
}

extension SQLDialect {
  static func isUniqueViolation(_ error: any Error) -> Bool {
    if case .unique = violation(error) { return true }
    return false
  }
  static func isForeignKeyViolation(_ error: any Error) -> Bool { violation(error) == .foreignKey }
}

/// One connection's statements, as both engines run them.
public protocol SQLConnection {
  associatedtype Row: StoreRow, SendableMetatype
  associatedtype Dialect: SQLDialect
  /// Runs a statement that returns no rows; returns the number of rows changed.
  @discardableResult
  func run(_ sql: SharedSQL, _ arguments: [any SQLBindable]) throws -> Int
  /// Runs a query and maps every row.
  func query<T>(_ sql: SharedSQL, _ arguments: [any SQLBindable], _ decode: (Row) throws -> T) throws -> [T]
  /// Runs a query and maps its first row, if any.
  func queryFirst<T>(_ sql: SharedSQL, _ arguments: [any SQLBindable], _ decode: (Row) throws -> T) throws
    -> T?
}

/// A database both stores reach the same way: reads, writes and transactions run a closure on a
/// connection off the cooperative pool.
public protocol SQLDatabase: Sendable {
  associatedtype Connection: SQLConnection
  /// Runs `body` where reads see the latest committed data (SQLite: a reader; PostgreSQL: autocommit).
  func read<T: Sendable>(_ body: @escaping @Sendable (Connection) throws -> T) async throws -> T
  /// Runs `body`'s writes (SQLite: the one writer, in an immediate transaction; PostgreSQL: autocommit,
  /// each statement commits by itself — use ``transaction(_:)`` when several must commit together).
  @discardableResult
  func write<T: Sendable>(_ body: @escaping @Sendable (Connection) throws -> T) async throws -> T
  /// Runs `body`'s reads that belong together, as one snapshot (SQLite: a reader's deferred
  /// transaction; PostgreSQL: `BEGIN … COMMIT`).
  func snapshot<T: Sendable>(_ body: @escaping @Sendable (Connection) throws -> T) async throws -> T
  /// Runs `body` all or nothing (SQLite: the writer's immediate transaction; PostgreSQL: `BEGIN … COMMIT`).
  @discardableResult
  func transaction<T: Sendable>(_ body: @escaping @Sendable (Connection) throws -> T) async throws -> T
}

// MARK: - SQLite

public enum SQLiteDialect: SQLDialect {
  public static let name = "SQLite"
  public static func keysetBefore(_ column: String, position: Int, id: Int, prefix: String) -> String {
    "(\(prefix)\(column) < $\(position) OR (\(prefix)\(column) = $\(position) AND \(prefix)id < $\(id)))"
  }
  public static let greatest = "max"
  public static let forUpdate = ""
  public static let skipLocked = ""
  public static let currentTimestamp = SQLiteStore.sqlNowMilliseconds
  public static let insertionOrder = "rowid"
  public static let lockKey: SharedSQL? = nil
  public static func searchQuery(_ text: String) -> String? { FTS5Query.expression(for: text) }
  public static func searchJoin(table: String, alias: String) -> String {
    " JOIN \(table)_fts f ON f.rowid = \(alias).seq"
  }
  public static func searchMatch(table: String, alias: String, parameter: Int) -> String {
    "\(table)_fts MATCH $\(parameter)"
  }
  public static func searchRow(table: String, alias: String, parameter: Int) -> String {
    "\(alias).seq IN (SELECT rowid FROM \(table)_fts WHERE \(table)_fts MATCH $\(parameter))"
  }
  public static func searchExcerpt(table: String, alias: String, column: String) -> String {
    "snippet(\(table)_fts, 0, '', '', '…', 12)"
  }
  public static func cutExcerpt(_ value: String, typed: String) -> String? { value }
  public static func searchDocument(_ texts: [String?]) -> (any SQLBindable)? { nil }
  public static func searchValue(parameter: Int) -> String { "$\(parameter)" }
  public static func violation(_ error: any Error) -> SQLViolation? {
    guard let error = error as? SQLiteError else { return nil }
    if error.isUniqueViolation { return .unique(constraint: nil) }
    if error.isForeignKeyViolation { return .foreignKey }
    return nil
  }
}

extension SQLiteConnection: SQLConnection {
  public typealias Dialect = SQLiteDialect
  @discardableResult
  public func run(_ sql: SharedSQL, _ arguments: [any SQLBindable]) throws -> Int {
    try run(sql.sqlite, arguments.map { $0 as any SQLiteBindable })
  }
  public func query<T>(_ sql: SharedSQL, _ arguments: [any SQLBindable], _ decode: (SQLiteRow) throws -> T)
    throws -> [T]
  {
    try query(sql.sqlite, arguments.map { $0 as any SQLiteBindable }, decode)
  }
  public func queryFirst<T>(
    _ sql: SharedSQL, _ arguments: [any SQLBindable], _ decode: (SQLiteRow) throws -> T
  ) throws -> T? {
    try queryFirst(sql.sqlite, arguments.map { $0 as any SQLiteBindable }, decode)
  }
}

extension SQLiteDatabase: SQLDatabase {
  public func snapshot<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws
    -> T
  {
    try await read { db in try db.transaction(.deferred) { try body(db) } }
  }
  public func transaction<T: Sendable>(_ body: @escaping @Sendable (SQLiteConnection) throws -> T)
    async throws
    -> T
  {
    try await write(body)
  }
}

// MARK: - PostgreSQL

public enum PostgresDialect: SQLDialect {
  public static let name = "PostgreSQL"
  public static func keysetBefore(_ column: String, position: Int, id: Int, prefix: String) -> String {
    "(\(prefix)\(column), \(prefix)id) < ($\(position), $\(id))"
  }
  public static let greatest = "greatest"
  public static let forUpdate = " FOR UPDATE"
  public static let skipLocked = " FOR UPDATE SKIP LOCKED"
  public static let currentTimestamp = "now()"
  public static let insertionOrder = "seq"
  public static let lockKey: SharedSQL? = SharedSQL("SELECT pg_advisory_xact_lock(hashtext($1))")
  public static func searchQuery(_ text: String) -> String? { PostgresFullText.query(text) }
  public static func searchJoin(table: String, alias: String) -> String { "" }
  public static func searchMatch(table: String, alias: String, parameter: Int) -> String {
    "\(alias).search @@ $\(parameter)::tsquery"
  }
  public static func searchRow(table: String, alias: String, parameter: Int) -> String {
    searchMatch(table: table, alias: alias, parameter: parameter)
  }
  public static func searchExcerpt(table: String, alias: String, column: String) -> String {
    "\(alias).\(column)"
  }
  public static func cutExcerpt(_ value: String, typed: String) -> String? {
    PostgresFullText.snippet(value, query: typed)
  }
  public static func searchDocument(_ texts: [String?]) -> (any SQLBindable)? {
    PostgresFullText.document(of: texts)
  }
  public static func searchValue(parameter: Int) -> String { PostgresStore.tsvector(parameter) }
  public static func violation(_ error: any Error) -> SQLViolation? {
    guard let error = error as? PostgresError else { return nil }
    if error.isUniqueViolation { return .unique(constraint: error.constraint) }
    if error.isForeignKeyViolation { return .foreignKey }
    return nil
  }
}

extension PostgresConnection: SQLConnection {
  public typealias Dialect = PostgresDialect
  @discardableResult
  public func run(_ sql: SharedSQL, _ arguments: [any SQLBindable]) throws -> Int {
    try run(sql.postgres, arguments.map { $0 as any PostgresBindable })
  }
  public func query<T>(_ sql: SharedSQL, _ arguments: [any SQLBindable], _ decode: (PostgresRow) throws -> T)
    throws -> [T]
  {
    try query(sql.postgres, arguments.map { $0 as any PostgresBindable }, decode)
  }
  public func queryFirst<T>(
    _ sql: SharedSQL, _ arguments: [any SQLBindable], _ decode: (PostgresRow) throws -> T
  ) throws -> T? {
    try queryFirst(sql.postgres, arguments.map { $0 as any PostgresBindable }, decode)
  }
}

extension PostgresDatabase: SQLDatabase {
  public func read<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) throws -> T) async throws
    -> T
  {
    try await run(body)
  }
  public func write<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) throws -> T) async throws
    -> T
  {
    try await run(body)
  }
  public func snapshot<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) throws -> T) async throws
    -> T
  {
    try await transaction(body)
  }
}
