import Foundation
import VisorCore

// The SQLite QuotaStore: `user_quotas` (an admin's overrides) and `quota_counters` (migration 17).

extension SQLiteStore {
  static let quotaMigrationSQL = """
    CREATE TABLE user_quotas (
      user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      requests_per_minute INTEGER,
      analyses_per_day INTEGER
    );
    CREATE TABLE quota_counters (
      user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      window_start INTEGER NOT NULL,
      count INTEGER NOT NULL,
      PRIMARY KEY (user_id, kind)
    );
    """

  private static let sqliteOverrides = StoreSQL.sqlite(QuotaSQL.overrides)
  private static let sqliteUpdateOverrides = StoreSQL.sqlite(QuotaSQL.updateOverrides)
  private static let sqliteDeleteEmptyOverrides = StoreSQL.sqlite(QuotaSQL.deleteEmptyOverrides)
  private static let sqliteConsume = StoreSQL.sqlite(QuotaSQL.consume)
  private static let sqliteUsage = StoreSQL.sqlite(QuotaSQL.usage)
  private static let sqliteAllUsage = StoreSQL.sqlite(QuotaSQL.allUsage)

  public func quotaOverrides(userID: UUID) async throws -> QuotaOverrides {
    try await database.read { db in
      try db.queryFirst(Self.sqliteOverrides, [userID]) { QuotaSQL.overrides($0) } ?? QuotaOverrides()
    }
  }

  public func updateQuotaOverrides(userID: UUID, _ changes: [QuotaKind: Int?]) async throws -> QuotaOverrides
  {
    let (id, rpm, apd, setRPM, setAPD) = QuotaSQL.updateArguments(userID, changes)
    do {
      return try await database.write { db in
        let overrides =
          try db.queryFirst(Self.sqliteUpdateOverrides, [id, rpm, apd, setRPM, setAPD]) {
            QuotaSQL.overrides($0)
          }
          ?? QuotaOverrides()
        if overrides == QuotaOverrides() { _ = try db.run(Self.sqliteDeleteEmptyOverrides, [id]) }
        return overrides
      }
    } catch let error as SQLiteError where error.isForeignKeyViolation {
      throw QuotaSQL.unknownUser
    }
  }

  public func allQuotaOverrides() async throws -> [UUID: QuotaOverrides] {
    let rows = try await database.read { db in
      try db.query(QuotaSQL.allOverrides, []) { (try $0.uuid(0), QuotaSQL.overrides($0, from: 1)) }
    }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }

  public func consumeQuota(userID: UUID, kind: QuotaKind, windowStart: Date, limit: Int) async throws -> Int?
  {
    precondition(limit >= 1, "a quota of 0 is refused by the caller without touching the counter")
    return try await database.write { db in
      try db.queryFirst(Self.sqliteConsume, [userID, kind.rawValue, windowStart, limit]) { $0.int(0) }
    }
  }

  public func quotaUsage(userID: UUID, kind: QuotaKind, windowStart: Date) async throws -> Int {
    try await database.read { db in
      try db.queryFirst(Self.sqliteUsage, [userID, kind.rawValue, windowStart]) { $0.int(0) } ?? 0
    }
  }

  public func allQuotaUsage(kind: QuotaKind, windowStart: Date) async throws -> [UUID: Int] {
    let rows = try await database.read { db in
      try db.query(Self.sqliteAllUsage, [kind.rawValue, windowStart]) { (try $0.uuid(0), $0.int(1)) }
    }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }
}
