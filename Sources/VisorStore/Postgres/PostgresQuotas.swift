import Foundation
import VisorCore

// The PostgreSQL QuotaStore: `user_quotas` (an admin's overrides) and `quota_counters` (migration 7).

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

  public func quotaOverrides(userID: UUID) async throws -> QuotaOverrides {
    try await database.run { db in
      try db.queryFirst(
        "SELECT requests_per_minute, analyses_per_day FROM user_quotas WHERE user_id = $1", [userID]
      ) { QuotaOverrides(requestsPerMinute: $0.optionalInt(0), analysesPerDay: $0.optionalInt(1)) }
        ?? QuotaOverrides()
    }
  }

  public func updateQuotaOverrides(userID: UUID, _ changes: [QuotaKind: Int?]) async throws -> QuotaOverrides
  {
    let rpm = changes[.requestsPerMinute] ?? nil
    let apd = changes[.analysesPerDay] ?? nil
    do {
      return try await database.run { db in
        let row = try db.queryFirst(
          """
          INSERT INTO user_quotas AS q (user_id, requests_per_minute, analyses_per_day) VALUES ($1, $2, $3)
          ON CONFLICT (user_id) DO UPDATE SET
            requests_per_minute = CASE WHEN $4 THEN excluded.requests_per_minute ELSE q.requests_per_minute END,
            analyses_per_day = CASE WHEN $5 THEN excluded.analyses_per_day ELSE q.analyses_per_day END
          RETURNING requests_per_minute, analyses_per_day
          """,
          [userID, rpm, apd, changes[.requestsPerMinute] != nil, changes[.analysesPerDay] != nil]
        ) { QuotaOverrides(requestsPerMinute: $0.optionalInt(0), analysesPerDay: $0.optionalInt(1)) }
        let overrides = row ?? QuotaOverrides()
        if overrides == QuotaOverrides() {
          _ = try db.run(
            """
            DELETE FROM user_quotas
            WHERE user_id = $1 AND requests_per_minute IS NULL AND analyses_per_day IS NULL
            """, [userID])
        }
        return overrides
      }
    } catch let error as PostgresError where error.isForeignKeyViolation {
      throw VisorError(.notFound, "There is no such user; list users with `visor users list`.")
    }
  }

  public func allQuotaOverrides() async throws -> [UUID: QuotaOverrides] {
    let rows = try await database.run { db in
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
    // One statement: the row lock of ON CONFLICT DO UPDATE serialises every instance's increments,
    // the WHERE refuses at the limit, and RETURNING answers no row then.
    return try await database.run { db in
      try db.queryFirst(
        """
        INSERT INTO quota_counters AS q (user_id, kind, window_start, count) VALUES ($1, $2, $3, 1)
        ON CONFLICT (user_id, kind) DO UPDATE SET
          count = CASE WHEN q.window_start < excluded.window_start THEN 1 ELSE q.count + 1 END,
          window_start = GREATEST(q.window_start, excluded.window_start)
        WHERE q.window_start < excluded.window_start OR q.count < $4
        RETURNING count
        """, [userID, kind.rawValue, windowStart, limit]
      ) { $0.int(0) }
    }
  }

  public func quotaUsage(userID: UUID, kind: QuotaKind, windowStart: Date) async throws -> Int {
    try await database.run { db in
      try db.queryFirst(
        "SELECT count FROM quota_counters WHERE user_id = $1 AND kind = $2 AND window_start >= $3",
        [userID, kind.rawValue, windowStart]
      ) { $0.int(0) } ?? 0
    }
  }
  public func allQuotaUsage(kind: QuotaKind, windowStart: Date) async throws -> [UUID: Int] {
    let rows = try await database.run { db in
      try db.query(
        "SELECT user_id, count FROM quota_counters WHERE kind = $1 AND window_start >= $2",
        [kind.rawValue, windowStart]
      ) { (try $0.uuid(0), $0.int(1)) }
    }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }
}
