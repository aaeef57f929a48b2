import CPostgres
import Foundation
import VisorCore

/// A value sent to PostgreSQL as a parameter (`$1`, `$2` …), always in binary format with an explicit
/// type, so SQL text never carries a value and the server never has to guess a parameter's type.
public enum PostgresValue: Sendable, Equatable {
  case null(PostgresType)
  case text(String)
  case int(Int64)
  case bool(Bool)
  case double(Double)
  case bytes(Data)
  case uuid(UUID)
  /// Sent as `timestamptz` rounded to whole milliseconds (stores keep millisecond precision).
  case date(Date)

  var type: PostgresType {
    switch self {
    case .null(let type): type
    case .text: .text
    case .int: .int8
    case .bool: .bool
    case .double: .float8
    case .bytes: .bytea
    case .uuid: .uuid
    case .date: .timestamptz
    }
  }

  /// The binary wire form (nil for NULL).
  var binary: [UInt8]? {
    switch self {
    case .null: nil
    // PostgreSQL text cannot hold U+0000 (SQLite's C API cuts text there too): it is dropped.
    case .text(let text): text.utf8.filter { $0 != 0 }
    case .int(let value): bigEndian(value)
    case .bool(let value): [value ? 1 : 0]
    case .double(let value): bigEndian(Int64(bitPattern: value.bitPattern))
    case .bytes(let data): Array(data)
    case .uuid(let id): withUnsafeBytes(of: id.uuid) { Array($0) }
    case .date(let date): bigEndian(PostgresValue.microseconds(date))
    }
  }

  /// Microseconds since 2000-01-01 UTC (PostgreSQL's epoch) of `date` rounded to whole milliseconds.
  static func microseconds(_ date: Date) -> Int64 {
    let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
    return (milliseconds - postgresEpochMilliseconds) * 1000
  }

  static let postgresEpochMilliseconds: Int64 = 946_684_800_000
}

private func bigEndian(_ value: Int64) -> [UInt8] {
  withUnsafeBytes(of: value.bigEndian) { Array($0) }
}

/// The parameter types Visor sends (PostgreSQL type OIDs).
public struct PostgresType: Sendable, Equatable {
  public let oid: Oid
  public static let bool = PostgresType(oid: 16)
  public static let bytea = PostgresType(oid: 17)
  public static let int8 = PostgresType(oid: 20)
  public static let text = PostgresType(oid: 25)
  public static let float8 = PostgresType(oid: 701)
  public static let timestamptz = PostgresType(oid: 1184)
  public static let uuid = PostgresType(oid: 2950)
}

/// A Swift value that can be a query parameter.
public protocol PostgresBindable: Sendable {
  var postgresValue: PostgresValue { get }
  /// The type of this kind of value, used when it is nil.
  static var postgresType: PostgresType { get }
}

extension String: PostgresBindable {
  public var postgresValue: PostgresValue { .text(self) }
  public static var postgresType: PostgresType { .text }
}
extension Int: PostgresBindable {
  public var postgresValue: PostgresValue { .int(Int64(self)) }
  public static var postgresType: PostgresType { .int8 }
}
extension Int64: PostgresBindable {
  public var postgresValue: PostgresValue { .int(self) }
  public static var postgresType: PostgresType { .int8 }
}
extension Bool: PostgresBindable {
  public var postgresValue: PostgresValue { .bool(self) }
  public static var postgresType: PostgresType { .bool }
}
extension Double: PostgresBindable {
  public var postgresValue: PostgresValue { .double(self) }
  public static var postgresType: PostgresType { .float8 }
}
extension Data: PostgresBindable {
  public var postgresValue: PostgresValue { .bytes(self) }
  public static var postgresType: PostgresType { .bytea }
}
extension UUID: PostgresBindable {
  public var postgresValue: PostgresValue { .uuid(self) }
  public static var postgresType: PostgresType { .uuid }
}
extension Date: PostgresBindable {
  public var postgresValue: PostgresValue { .date(self) }
  public static var postgresType: PostgresType { .timestamptz }
}
extension Optional: PostgresBindable where Wrapped: PostgresBindable {
  public var postgresValue: PostgresValue {
    switch self {
    case .some(let value): value.postgresValue
    case .none: .null(Wrapped.postgresType)
    }
  }
  public static var postgresType: PostgresType { Wrapped.postgresType }
}

/// A failure reported by libpq or the server, with its SQLSTATE when the server sent one.
public struct PostgresError: Error, CustomStringConvertible, Sendable {
  /// Five-character SQLSTATE (`23505` unique violation …); nil when the connection failed.
  public var sqlState: String?
  public var message: String
  /// True when the connection itself broke (server restarted, network gone): the pool reconnects.
  public var connectionLost: Bool
  /// The violated constraint's name, for constraint errors.
  public var constraint: String? = nil

  public var description: String { "PostgreSQL: \(message)" + (sqlState.map { " [\($0)]" } ?? "") }
  public var isUniqueViolation: Bool { sqlState == "23505" }
  public var isForeignKeyViolation: Bool { sqlState == "23503" }
  /// `statement_timeout` fired (57014).
  public var isTimeout: Bool { sqlState == "57014" }
}

/// One row of a binary-format result. Columns are read by index with the accessor for their type.
public struct PostgresRow {
  let result: OpaquePointer
  let row: Int32

  public func isNull(_ column: Int32) -> Bool { PQgetisnull(result, row, column) == 1 }

  private func bytes(_ column: Int32) -> UnsafeBufferPointer<UInt8> {
    let length = Int(PQgetlength(result, row, column))
    guard let pointer = PQgetvalue(result, row, column) else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    return UnsafeRawPointer(pointer).withMemoryRebound(to: UInt8.self, capacity: max(length, 1)) {
      UnsafeBufferPointer(start: $0, count: length)
    }
  }

  private func integer(_ column: Int32) -> Int64 {
    let raw = bytes(column)
    var value: Int64 = 0
    for byte in raw { value = value << 8 | Int64(byte) }
    // Sign-extend int2 / int4.
    let bits = raw.count * 8
    if bits > 0 && bits < 64 && value & (1 << (bits - 1)) != 0 { value -= 1 << bits }
    return value
  }

  public func string(_ column: Int32) -> String {
    isNull(column) ? "" : String(decoding: bytes(column), as: UTF8.self)
  }
  public func optionalString(_ column: Int32) -> String? { isNull(column) ? nil : string(column) }
  /// int2, int4 or int8.
  public func int(_ column: Int32) -> Int { isNull(column) ? 0 : Int(integer(column)) }
  public func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }
  public func int64(_ column: Int32) -> Int64 { isNull(column) ? 0 : integer(column) }
  public func bool(_ column: Int32) -> Bool { !isNull(column) && bytes(column).first == 1 }
  public func double(_ column: Int32) -> Double {
    let raw = bytes(column)
    if raw.count == 4 { return Double(Float(bitPattern: UInt32(truncatingIfNeeded: integer(column)))) }
    return Double(bitPattern: UInt64(bitPattern: integer(column)))
  }
  public func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }
  public func data(_ column: Int32) -> Data { Data(bytes(column)) }

  public func uuid(_ column: Int32) throws -> UUID {
    let raw = bytes(column)
    guard raw.count == 16 else {
      throw PostgresError(sqlState: nil, message: "column \(column) is not a uuid", connectionLost: false)
    }
    var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: UnsafeRawBufferPointer(raw)) }
    return UUID(uuid: value)
  }
  public func optionalUUID(_ column: Int32) throws -> UUID? { isNull(column) ? nil : try uuid(column) }

  /// A `timestamptz` column, read back with the millisecond precision it was written with.
  public func date(_ column: Int32) -> Date {
    let microseconds = integer(column)
    let milliseconds = microseconds / 1000 + PostgresValue.postgresEpochMilliseconds
    return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }
  public func optionalDate(_ column: Int32) -> Date? { isNull(column) ? nil : date(column) }
}

/// One libpq connection. Not thread-safe: a ``PostgresDatabase`` confines each to its own serial queue.
///
/// Every query goes through `PQexecParams` with binary parameters and binary results; only schema
/// migrations (fixed SQL text without values) use `PQexec`.
public final class PostgresConnection {
  private(set) var handle: OpaquePointer?
  /// Statements that completed on this connection since the pool last checked it out.
  var completedSinceCheckout = 0
  var lastUsed = ContinuousClock.now

  /// Connects with libpq's connection parameters (`dbname` may be a whole `postgres://` URL).
  /// Throws ``PostgresError`` with `connectionLost` when the server cannot be reached.
  public init(parameters: [String: String]) throws {
    try PostgresLocation.requireLibrary()
    let keys = Array(parameters.keys)
    let keywordStrings = keys.map { strdup($0) }
    let valueStrings = keys.map { strdup(parameters[$0]!) }
    defer {
      keywordStrings.forEach { free($0) }
      valueStrings.forEach { free($0) }
    }
    var keywords: [UnsafePointer<CChar>?] = keywordStrings.map { UnsafePointer($0) } + [nil]
    var values: [UnsafePointer<CChar>?] = valueStrings.map { UnsafePointer($0) } + [nil]
    let connection = keywords.withUnsafeMutableBufferPointer { k in
      values.withUnsafeMutableBufferPointer { v in PQconnectdbParams(k.baseAddress, v.baseAddress, 1) }
    }
    guard let connection, PQstatus(connection) == CONNECTION_OK else {
      let message =
        connection.flatMap { PQerrorMessage($0).map { String(cString: $0) } } ?? "out of memory"
      if let connection { PQfinish(connection) }
      throw PostgresError(
        sqlState: nil, message: message.trimmingCharacters(in: .whitespacesAndNewlines), connectionLost: true)
    }
    handle = connection
  }

  deinit { close() }

  public var isClosed: Bool { handle == nil }
  /// False once libpq noticed the connection broke.
  var isHealthy: Bool { handle.map { PQstatus($0) == CONNECTION_OK } ?? false }

  public func close() {
    if let handle { PQfinish(handle) }
    handle = nil
  }

  /// Runs fixed SQL (several statements allowed) without parameters: migrations and `BEGIN`/`COMMIT`.
  public func execute(_ sql: String) throws {
    guard let handle else { throw Self.closed }
    let result = PQexec(handle, sql)
    defer { PQclear(result) }
    try check(result)
  }

  /// Runs one parameterised statement; returns the rows it affected.
  @discardableResult
  public func run(_ sql: String, _ arguments: [any PostgresBindable] = []) throws -> Int {
    try withResult(sql, arguments) { result in
      Int(String(cString: PQcmdTuples(result))) ?? 0
    }
  }

  /// Runs one parameterised statement and decodes every row.
  public func query<T>(
    _ sql: String, _ arguments: [any PostgresBindable] = [], _ decode: (PostgresRow) throws -> T
  )
    throws -> [T]
  {
    try withResult(sql, arguments) { result in
      let count = PQntuples(result)
      var rows: [T] = []
      rows.reserveCapacity(Int(count))
      for index in 0..<count { rows.append(try decode(PostgresRow(result: result, row: index))) }
      return rows
    }
  }

  public func queryFirst<T>(
    _ sql: String, _ arguments: [any PostgresBindable] = [], _ decode: (PostgresRow) throws -> T
  ) throws -> T? {
    try query(sql, arguments, decode).first
  }

  /// Runs `body` between `BEGIN` and `COMMIT`, rolling back when it throws.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN")
    do {
      let value = try body()
      try execute("COMMIT")
      return value
    } catch {
      if isHealthy { try? execute("ROLLBACK") }
      throw error
    }
  }

  private func withResult<T>(
    _ sql: String, _ arguments: [any PostgresBindable], _ body: (OpaquePointer) throws -> T
  )
    throws -> T
  {
    guard let handle else { throw Self.closed }
    let values = arguments.map(\.postgresValue)
    let types = values.map(\.type.oid)
    let buffers = values.map(\.binary)
    let lengths = buffers.map { Int32($0?.count ?? 0) }
    let formats = [Int32](repeating: 1, count: values.count)
    // Copies that live until PQexecParams returns (an empty value still needs a non-nil pointer).
    let pointers: [UnsafeMutablePointer<CChar>?] = buffers.map { buffer in
      guard let buffer else { return nil }
      let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: max(buffer.count, 1))
      buffer.withUnsafeBytes { raw in
        if !raw.isEmpty {
          UnsafeMutableRawPointer(pointer).copyMemory(from: raw.baseAddress!, byteCount: raw.count)
        }
      }
      return pointer
    }
    defer { pointers.forEach { $0?.deallocate() } }
    let constPointers = pointers.map { $0.map { UnsafePointer($0) } }
    let result = PQexecParams(handle, sql, Int32(values.count), types, constPointers, lengths, formats, 1)
    defer { PQclear(result) }
    try check(result)
    lastUsed = .now
    completedSinceCheckout += 1
    return try body(result!)
  }

  private func check(_ result: OpaquePointer?) throws {
    let status = result.map(PQresultStatus) ?? PGRES_FATAL_ERROR
    guard status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK else { return }
    let sqlState = result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "C"))) }.map {
      String(cString: $0)
    }
    let message =
      result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "M"))) }.map { String(cString: $0) }
      ?? handle.flatMap { PQerrorMessage($0).map { String(cString: $0) } } ?? "unknown error"
    // Connection classes: 08 (connection exception), 57P01–57P03 (shutdown, crash, cannot connect now).
    let lost =
      !isHealthy || sqlState?.hasPrefix("08") == true || ["57P01", "57P02", "57P03"].contains(sqlState ?? "")
    let constraint = result.flatMap { PQresultErrorField($0, Int32(UInt8(ascii: "n"))) }.map {
      String(cString: $0)
    }
    throw PostgresError(
      sqlState: sqlState, message: message.trimmingCharacters(in: .whitespacesAndNewlines),
      connectionLost: lost,
      constraint: constraint)
  }

  static let closed = VisorError(.unavailable, Message("error.database.closed"))
}
