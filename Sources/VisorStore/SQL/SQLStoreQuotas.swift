import Foundation
import VisorCore

// QuotaStore on both engines: `user_quotas` (an admin's overrides) and `quota_counters` (SQLite
// migration 17, PostgreSQL 7); the statements are ``QuotaSQL``'s (decision 022).

extension SQLStore {
  public func quotaOverrides(userID: UUID) async throws -> QuotaOverrides {
    try await database.read { db in
      try db.queryFirst(QuotaSQL.overrides, [userID]) { QuotaSQL.overrides($0) } ?? QuotaOverrides()
    }
  }

  public func updateQuotaOverrides(userID: UUID, _ changes: [QuotaKind: Int?]) async throws -> QuotaOverrides
  {
    let (id, rpm, apd, setRPM, setAPD) = QuotaSQL.updateArguments(userID, changes)
    do {
      return try await database.write { db in
        let overrides =
          try db.queryFirst(QuotaSQL.updateOverrides, [id, rpm, apd, setRPM, setAPD]) {
            QuotaSQL.overrides($0)
          }
          ?? QuotaOverrides()
        if overrides == QuotaOverrides() { _ = try db.run(QuotaSQL.deleteEmptyOverrides, [id]) }
        return overrides
      }
    } catch let error where Dialect.isForeignKeyViolation(error) {
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
      try db.queryFirst(QuotaSQL.consume, [userID, kind.rawValue, windowStart, limit]) { $0.int(0) }
    }
  }

  public func quotaUsage(userID: UUID, kind: QuotaKind, windowStart: Date) async throws -> Int {
    try await database.read { db in
      try db.queryFirst(QuotaSQL.usage, [userID, kind.rawValue, windowStart]) { $0.int(0) } ?? 0
    }
  }

  public func allQuotaUsage(kind: QuotaKind, windowStart: Date) async throws -> [UUID: Int] {
    let rows = try await database.read { db in
      try db.query(QuotaSQL.allUsage, [kind.rawValue, windowStart]) { (try $0.uuid(0), $0.int(1)) }
    }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }
}

// The tables, per engine (their migrations are in SQLiteSchema.swift and PostgresSchema.swift).

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
}

extension PostgresStore {
  static let quotaMigrationSQL = """
    CREATE TABLE user_quotas (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      requests_per_minute integer,
      analyses_per_day integer
    );
    CREATE TABLE quota_counters (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL,
      window_start timestamptz NOT NULL,
      count integer NOT NULL,
      PRIMARY KEY (user_id, kind)
    );
    """
}
