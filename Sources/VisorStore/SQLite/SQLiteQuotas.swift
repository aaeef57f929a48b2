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

  public func quotaOverrides(userID: UUID) async throws -> QuotaOverrides {
    try await database.read { db in
      try db.queryFirst(
        "SELECT requests_per_minute, analyses_per_day FROM user_quotas WHERE user_id = ?", [userID]
      ) { QuotaOverrides(requestsPerMinute: $0.optionalInt(0), analysesPerDay: $0.optionalInt(1)) }
        ?? QuotaOverrides()
    }
  }

  public func updateQuotaOverrides(userID: UUID, _ changes: [QuotaKind: Int?]) async throws -> QuotaOverrides
  {
    let rpm = changes[.requestsPerMinute] ?? nil
    let apd = changes[.analysesPerDay] ?? nil
    do {
      return try await database.write { db in
        let row = try db.queryFirst(
          """
          INSERT INTO user_quotas (user_id, requests_per_minute, analyses_per_day) VALUES (?1, ?2, ?3)
          ON CONFLICT (user_id) DO UPDATE SET
            requests_per_minute =
              CASE WHEN ?4 THEN excluded.requests_per_minute ELSE user_quotas.requests_per_minute END,
            analyses_per_day = CASE WHEN ?5 THEN excluded.analyses_per_day ELSE user_quotas.analyses_per_day END
          RETURNING requests_per_minute, analyses_per_day
          """,
          [userID, rpm, apd, changes[.requestsPerMinute] != nil, changes[.analysesPerDay] != nil]
        ) { QuotaOverrides(requestsPerMinute: $0.optionalInt(0), analysesPerDay: $0.optionalInt(1)) }
        let overrides = row ?? QuotaOverrides()
        if overrides == QuotaOverrides() {
          _ = try db.run(
            """
            DELETE FROM user_quotas
            WHERE user_id = ? AND requests_per_minute IS NULL AND analyses_per_day IS NULL
            """, [userID])
        }
        return overrides
      }
    } catch let error as SQLiteError where error.isForeignKeyViolation {
      throw VisorError(.notFound, "There is no such user; list users with `visor users list`.")
    }
  }

  public func allQuotaOverrides() async throws -> [UUID: QuotaOverrides] {
    let rows = try await database.read { db in
      try db.query("SELECT user_id, requests_per_minute, analyses_per_day FROM user_quotas", []) {
        (
          try $0.uuid(0),
          QuotaOverrides(requestsPerMinute: $0.optionalInt(1), analysesPerDay: $0.optionalInt(2))
        )
      }
    }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }

  public func consumeQuota(userID: UUID, kind: QuotaKind, windowStart: Date, limit: Int) async throws -> Int?
  {
    precondition(limit >= 1, "a quota of 0 is refused by the caller without touching the counter")
    // One statement on the one writer: the upsert counts only while below the limit, and RETURNING
    // answers no row when the WHERE of DO UPDATE refused.
    return try await database.write { db in
      try db.queryFirst(
        """
        INSERT INTO quota_counters (user_id, kind, window_start, count) VALUES (?1, ?2, ?3, 1)
        ON CONFLICT (user_id, kind) DO UPDATE SET
          count = CASE WHEN quota_counters.window_start < excluded.window_start THEN 1
                       ELSE quota_counters.count + 1 END,
          window_start = max(quota_counters.window_start, excluded.window_start)
        WHERE quota_counters.window_start < excluded.window_start OR quota_counters.count < ?4
        RETURNING count
        """, [userID, kind.rawValue, windowStart, limit]
      ) { $0.int(0) }
    }
  }

  public func quotaUsage(userID: UUID, kind: QuotaKind, windowStart: Date) async throws -> Int {
    try await database.read { db in
      try db.queryFirst(
        "SELECT count FROM quota_counters WHERE user_id = ? AND kind = ? AND window_start >= ?",
        [userID, kind.rawValue, windowStart]
      ) { $0.int(0) } ?? 0
    }
  }
  public func allQuotaUsage(kind: QuotaKind, windowStart: Date) async throws -> [UUID: Int] {
    let rows = try await database.read { db in
      try db.query(
        "SELECT user_id, count FROM quota_counters WHERE kind = ? AND window_start >= ?",
        [kind.rawValue, windowStart]
      ) { (try $0.uuid(0), $0.int(1)) }
    }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }
}
