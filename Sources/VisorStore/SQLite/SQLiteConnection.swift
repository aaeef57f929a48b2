import CSQLite
import Foundation

/// SQLite's "copy the bytes now" destructor; the C macro `SQLITE_TRANSIENT` does not import.
let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// An error reported by SQLite: the result code and SQLite's own message (never the bound values).
public struct SQLiteError: Error, CustomStringConvertible, Sendable, Equatable {
  /// The extended result code, e.g. 2067 for `SQLITE_CONSTRAINT_UNIQUE`.
  public var extendedCode: Int32
  /// SQLite's message, e.g. `UNIQUE constraint failed: users.username_key`.
  public var message: String

  public init(extendedCode: Int32, message: String) {
    self.extendedCode = extendedCode
    self.message = message
  }

  /// The primary result code (`SQLITE_CONSTRAINT`, `SQLITE_BUSY`, …).
  public var code: Int32 { extendedCode & 0xFF }
  public var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
  public var isUniqueViolation: Bool {
    extendedCode == 2067 /* CONSTRAINT_UNIQUE */ || extendedCode == 1555 /* CONSTRAINT_PRIMARYKEY */
  }
  public var isForeignKeyViolation: Bool { extendedCode == 787 /* CONSTRAINT_FOREIGNKEY */ }

  public var description: String { "SQLite error \(extendedCode): \(message)" }
}

/// A value that can be bound to a statement parameter.
///
/// UUIDs bind as lowercase text, dates as integer unix milliseconds, booleans as 0/1, `nil` as NULL.
public protocol SQLiteBindable: Sendable {
  func bind(to statement: SQLiteStatement, at index: Int32) throws
}

extension Int: SQLiteBindable {
  public func bind(to statement: SQLiteStatement, at index: Int32) throws {
    try statement.check(sqlite3_bind_int64(statement.handle, index, Int64(self)))
  }
}
extension Int64: SQLiteBindable {
  public func bind(to statement: SQLiteStatement, at index: Int32) throws {
    try statement.check(sqlite3_bind_int64(statement.handle, index, self))
  }
}
extension Double: SQLiteBindable {
  public func bind(to statement: SQLiteStatement, at index: Int32) throws {
    try statement.check(sqlite3_bind_double(statement.handle, index, self))
  }
}
extension Bool: SQLiteBindable {
  public func bind(to statement: SQLiteStatement, at index: Int32) throws {
    try statement.check(sqlite3_bind_int64(statement.handle, index, self ? 1 : 0))
  }
}
extension String: SQLiteBindable {
  public func bind(to statement: SQLiteStatement, at index: Int32) throws {
    // An explicit length keeps text after an embedded NUL.
    try statement.check(
      sqlite3_bind_text(statement.handle, index, self, Int32(utf8.count), sqliteTransient))
  }
}
extension Data: SQLiteBindable {
  public func bind(to statement: SQLiteStatement, at index: Int32) throws {
    if isEmpty {
      // An empty buffer's base address is nil, which sqlite3_bind_blob would store as NULL.
      try statement.check(sqlite3_bind_zeroblob(statement.handle, index, 0))
      return
    }
    try withUnsafeBytes { buffer in
      try statement.check(
        sqlite3_bind_blob(statement.handle, index, buffer.baseAddress, Int32(buffer.count), sqliteTransient))
    }
  }
}
extension UUID: SQLiteBindable {
  public func bind(to statement: SQLiteStatement, at index: Int32) throws {
    try uuidString.lowercased().bind(to: statement, at: index)
  }
}
extension Date: SQLiteBindable {
  /// Dates are stored as unix milliseconds (rounded), which sort correctly as integers.
  public var sqliteMilliseconds: Int64 { Int64((timeIntervalSince1970 * 1000).rounded()) }
  public init(sqliteMilliseconds ms: Int64) { self.init(timeIntervalSince1970: Double(ms) / 1000) }

  public func bind(to statement: SQLiteStatement, at index: Int32) throws {
    try sqliteMilliseconds.bind(to: statement, at: index)
  }
}
extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
  public func bind(to statement: SQLiteStatement, at index: Int32) throws {
    switch self {
    case .some(let value): try value.bind(to: statement, at: index)
    case .none: try statement.check(sqlite3_bind_null(statement.handle, index))
    }
  }
}

/// A prepared statement. Owned by one ``SQLiteConnection`` and used only on its queue.
public final class SQLiteStatement {
  let handle: OpaquePointer
  unowned let connection: SQLiteConnection
  var inUse = false

  init(handle: OpaquePointer, connection: SQLiteConnection) {
    self.handle = handle
    self.connection = connection
  }

  deinit { sqlite3_finalize(handle) }

  func check(_ rc: Int32) throws {
    guard rc == SQLITE_OK else { throw connection.error(rc) }
  }

  /// Binds `values` to parameters 1…n.
  public func bind(_ values: [any SQLiteBindable]) throws {
    for (offset, value) in values.enumerated() {
      try value.bind(to: self, at: Int32(offset + 1))
    }
  }

  /// Advances to the next row; false when done.
  public func step() throws -> Bool {
    let rc = sqlite3_step(handle)
    switch rc {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw connection.error(rc)
    }
  }

  /// Resets the statement and clears its bindings, ending its read snapshot.
  public func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }

  /// The current row's columns.
  public var row: SQLiteRow { SQLiteRow(handle: handle) }
}

/// Typed access to the columns of the current row (0-based).
public struct SQLiteRow {
  let handle: OpaquePointer

  public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

  public func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }
  public func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }
  public func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }
  public func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }
  public func bool(_ column: Int32) -> Bool { sqlite3_column_int64(handle, column) != 0 }

  public func string(_ column: Int32) -> String {
    guard let pointer = sqlite3_column_text(handle, column) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, column))
    return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
  }
  public func optionalString(_ column: Int32) -> String? { isNull(column) ? nil : string(column) }

  public func data(_ column: Int32) -> Data {
    let count = Int(sqlite3_column_bytes(handle, column))
    guard count > 0, let pointer = sqlite3_column_blob(handle, column) else { return Data() }
    return Data(bytes: pointer, count: count)
  }

  /// A UUID stored as text; throws when the text is not a UUID (a corrupted row).
  public func uuid(_ column: Int32) throws -> UUID {
    let text = string(column)
    guard let id = UUID(uuidString: text) else {
      throw SQLiteError(extendedCode: SQLITE_MISMATCH, message: "column \(column) is not a UUID")
    }
    return id
  }
  public func optionalUUID(_ column: Int32) throws -> UUID? { isNull(column) ? nil : try uuid(column) }

  public func date(_ column: Int32) -> Date { Date(sqliteMilliseconds: int64(column)) }
  public func optionalDate(_ column: Int32) -> Date? { isNull(column) ? nil : date(column) }
}

/// One SQLite connection with a prepared-statement cache.
///
/// Not thread-safe: ``SQLiteDatabase`` confines each connection to its own serial queue and hands it
/// to the closures passed to `read`/`write`. Do not keep a reference outside those closures.
///
/// ```swift
/// let n = try connection.run("UPDATE users SET is_admin = ? WHERE id = ?", [true, id])
/// let names = try connection.query("SELECT username FROM users") { $0.string(0) }
/// ```
public final class SQLiteConnection {
  private(set) var handle: OpaquePointer?
  private var cache: [String: SQLiteStatement] = [:]
  /// Cached statements beyond this count are dropped (protects against dynamically built SQL).
  static let cacheLimit = 128

  /// Opens (creating when `readOnly` is false) the database at `path`.
  public init(path: String, readOnly: Bool = false) throws {
    var db: OpaquePointer?
    let flags =
      (readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)) | SQLITE_OPEN_NOMUTEX
    let rc = sqlite3_open_v2(path, &db, flags, nil)
    guard rc == SQLITE_OK, let db else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      sqlite3_close_v2(db)
      throw SQLiteError(extendedCode: rc, message: message)
    }
    sqlite3_extended_result_codes(db, 1)
    handle = db
  }

  deinit { close() }

  /// Finalizes every cached statement and closes the handle. Further use throws.
  public func close() {
    cache.removeAll()
    if let handle { sqlite3_close_v2(handle) }
    handle = nil
  }

  public var isClosed: Bool { handle == nil }

  func error(_ rc: Int32) -> SQLiteError {
    guard let handle else { return SQLiteError(extendedCode: SQLITE_MISUSE, message: "connection is closed") }
    return SQLiteError(
      extendedCode: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
  }

  private func open() throws -> OpaquePointer {
    guard let handle else { throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "connection is closed") }
    return handle
  }

  /// Runs one or more statements without parameters (schema changes, pragmas).
  public func execute(_ sql: String) throws {
    let db = try open()
    let rc = sqlite3_exec(db, sql, nil, nil, nil)
    guard rc == SQLITE_OK else { throw error(rc) }
  }

  /// Prepares a statement that the caller owns (not cached).
  public func prepare(_ sql: String) throws -> SQLiteStatement {
    let db = try open()
    var statement: OpaquePointer?
    let rc = sqlite3_prepare_v3(db, sql, -1, 0, &statement, nil)
    guard rc == SQLITE_OK, let statement else { throw error(rc) }
    return SQLiteStatement(handle: statement, connection: self)
  }

  /// Runs `body` with a prepared statement from the cache, reset and unbound afterwards.
  public func withStatement<T>(_ sql: String, _ body: (SQLiteStatement) throws -> T) throws -> T {
    let statement: SQLiteStatement
    var cached = false
    if let hit = cache[sql], !hit.inUse {
      statement = hit
      cached = true
    } else {
      statement = try prepare(sql)
      if cache[sql] == nil {
        if cache.count >= Self.cacheLimit { cache.removeAll() }
        cache[sql] = statement
        cached = true
      }
    }
    if cached { statement.inUse = true }
    defer {
      statement.reset()
      statement.inUse = false
    }
    return try body(statement)
  }

  /// Runs a statement that returns no rows; returns the number of rows changed.
  @discardableResult
  public func run(_ sql: String, _ arguments: [any SQLiteBindable] = []) throws -> Int {
    try withStatement(sql) { statement in
      try statement.bind(arguments)
      while try statement.step() {}
      return Int(sqlite3_changes(try open()))
    }
  }

  /// Runs a query and maps every row.
  public func query<T>(
    _ sql: String, _ arguments: [any SQLiteBindable] = [], _ map: (SQLiteRow) throws -> T
  ) throws -> [T] {
    try withStatement(sql) { statement in
      try statement.bind(arguments)
      var rows: [T] = []
      while try statement.step() { rows.append(try map(statement.row)) }
      return rows
    }
  }

  /// Runs a query and maps its first row, if any.
  public func queryFirst<T>(
    _ sql: String, _ arguments: [any SQLiteBindable] = [], _ map: (SQLiteRow) throws -> T
  ) throws -> T? {
    try withStatement(sql) { statement in
      try statement.bind(arguments)
      return try statement.step() ? try map(statement.row) : nil
    }
  }

  /// How a transaction takes its locks.
  public enum TransactionKind: String, Sendable {
    /// Takes the write lock at once: use for writes so they never fail half-way with `SQLITE_BUSY`.
    case immediate = "IMMEDIATE"
    /// Takes locks lazily: a consistent read snapshot.
    case deferred = "DEFERRED"
  }

  /// Whether a transaction is open on this connection.
  public var inTransaction: Bool { handle.map { sqlite3_get_autocommit($0) == 0 } ?? false }

  /// Runs `body` in a transaction (a savepoint when one is already open); rolls back on error.
  @discardableResult
  public func transaction<T>(_ kind: TransactionKind = .immediate, _ body: () throws -> T) throws -> T {
    if inTransaction {
      try execute("SAVEPOINT nested")
      do {
        let result = try body()
        try execute("RELEASE nested")
        return result
      } catch {
        try? execute("ROLLBACK TO nested; RELEASE nested")
        throw error
      }
    }
    try execute("BEGIN \(kind.rawValue)")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      if inTransaction { try? execute("ROLLBACK") }
      throw error
    }
  }

  /// The rowid of the last inserted row.
  public var lastInsertRowID: Int64 { handle.map { sqlite3_last_insert_rowid($0) } ?? 0 }
}
