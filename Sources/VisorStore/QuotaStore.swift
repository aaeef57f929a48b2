import Foundation
import VisorCore

/// The two per-user quotas: requests in a UTC minute and analyses in a UTC day.
public enum QuotaKind: String, Sendable, CaseIterable {
  case requestsPerMinute = "requests_per_minute"
  case analysesPerDay = "analyses_per_day"

  /// Length of the window in seconds: a UTC minute or a UTC day.
  public var windowSeconds: Int {
    switch self {
    case .requestsPerMinute: 60
    case .analysesPerDay: 86_400
    }
  }

  /// Start of the window `now` falls in. Unix time has no leap seconds, so a multiple of 86 400 is
  /// UTC midnight and a multiple of 60 is the start of a UTC minute.
  public func windowStart(_ now: Date) -> Date {
    let seconds = Int(now.timeIntervalSince1970.rounded(.down))
    return Date(timeIntervalSince1970: TimeInterval(seconds - seconds.mod(windowSeconds)))
  }
}

extension Int {
  fileprivate func mod(_ divisor: Int) -> Int { ((self % divisor) + divisor) % divisor }
}

/// An admin's per-user limits; nil means the server's default (`--requests-per-minute`,
/// `--analyses-per-day`).
public struct QuotaOverrides: Sendable, Equatable {
  public var requestsPerMinute: Int?
  public var analysesPerDay: Int?

  public init(requestsPerMinute: Int? = nil, analysesPerDay: Int? = nil) {
    self.requestsPerMinute = requestsPerMinute
    self.analysesPerDay = analysesPerDay
  }

  public subscript(kind: QuotaKind) -> Int? {
    get {
      switch kind {
      case .requestsPerMinute: requestsPerMinute
      case .analysesPerDay: analysesPerDay
      }
    }
    set {
      switch kind {
      case .requestsPerMinute: requestsPerMinute = newValue
      case .analysesPerDay: analysesPerDay = newValue
      }
    }
  }
}

/// Per-user quota overrides and the shared counters that enforce quotas across instances.
///
/// A counter is one row per user and kind holding the start of its current window and the count in
/// it, so the table never grows beyond users × kinds and needs no purge.
public protocol QuotaStore: Sendable {
  /// The user's overrides (both nil when none were set, or for an unknown user).
  func quotaOverrides(userID: UUID) async throws -> QuotaOverrides
  /// Sets (a number) or clears (nil) the overrides of the kinds in `changes`, leaving the others, in
  /// one atomic statement (two admins changing different kinds at once both win), and answers the
  /// user's overrides after it; the row goes when both are nil. Throws `VisorError` `.notFound` for an
  /// unknown user.
  func updateQuotaOverrides(userID: UUID, _ changes: [QuotaKind: Int?]) async throws -> QuotaOverrides
  /// Every user that has an override, for admin lists.
  func allQuotaOverrides() async throws -> [UUID: QuotaOverrides]
  /// One atomic step (safe with any number of instances on one database): when fewer than `limit`
  /// were counted in the window starting at `windowStart`, counts one more and answers the new count;
  /// otherwise counts nothing and answers nil. A counter from an older window starts again at 1; a
  /// caller whose clock is behind counts in the newer window. `limit` must be ≥ 1.
  func consumeQuota(userID: UUID, kind: QuotaKind, windowStart: Date, limit: Int) async throws -> Int?
  /// How many were counted in the window starting at `windowStart` (0 when the counter is older).
  func quotaUsage(userID: UUID, kind: QuotaKind, windowStart: Date) async throws -> Int
  /// ``quotaUsage(userID:kind:windowStart:)`` of every user with a count in that window (admin lists).
  func allQuotaUsage(kind: QuotaKind, windowStart: Date) async throws -> [UUID: Int]
}

/// The quota statements both stores run (PostgreSQL's `$N`; SQLite through ``StoreSQL/sqlite(_:)``).
enum QuotaSQL {
  static let overrides = SharedSQL(
    "SELECT requests_per_minute, analyses_per_day FROM user_quotas WHERE user_id = $1")
  static let allOverrides = SharedSQL(
    "SELECT user_id, requests_per_minute, analyses_per_day FROM user_quotas")

  /// Sets the kinds whose flag ($4, $5) is true to $2 / $3 and keeps the others, in one upsert.
  static let updateOverrides = SharedSQL(
    """
    INSERT INTO user_quotas AS q (user_id, requests_per_minute, analyses_per_day) VALUES ($1, $2, $3)
    ON CONFLICT (user_id) DO UPDATE SET
      requests_per_minute = CASE WHEN $4 THEN excluded.requests_per_minute ELSE q.requests_per_minute END,
      analyses_per_day = CASE WHEN $5 THEN excluded.analyses_per_day ELSE q.analyses_per_day END
    RETURNING requests_per_minute, analyses_per_day
    """)
  static let deleteEmptyOverrides = SharedSQL(
    """
    DELETE FROM user_quotas WHERE user_id = $1 AND requests_per_minute IS NULL AND analyses_per_day IS NULL
    """)

  /// Counts one in ($1 user, $2 kind)'s window $3 unless its count reached the limit $4: the row
  /// lock of ON CONFLICT DO UPDATE (PostgreSQL) or the one writer (SQLite) serialises the increments,
  /// the WHERE refuses at the limit, and RETURNING then answers no row. A newer window restarts at 1;
  /// an older one (a clock behind) counts in the newer and never rewinds it.
  static let consume = SharedSQL(
    """
    INSERT INTO quota_counters AS q (user_id, kind, window_start, count) VALUES ($1, $2, $3, 1)
    ON CONFLICT (user_id, kind) DO UPDATE SET
      count = CASE WHEN q.window_start < excluded.window_start THEN 1 ELSE q.count + 1 END,
      window_start = CASE WHEN q.window_start < excluded.window_start THEN excluded.window_start
                          ELSE q.window_start END
    WHERE q.window_start < excluded.window_start OR q.count < $4
    RETURNING count
    """)
  static let usage = SharedSQL(
    "SELECT count FROM quota_counters WHERE user_id = $1 AND kind = $2 AND window_start >= $3")
  static let allUsage = SharedSQL(
    "SELECT user_id, count FROM quota_counters WHERE kind = $1 AND window_start >= $2")

  /// The arguments of ``updateOverrides``.
  static func updateArguments(_ userID: UUID, _ changes: [QuotaKind: Int?]) -> (UUID, Int?, Int?, Bool, Bool)
  {
    (
      userID, changes[.requestsPerMinute] ?? nil, changes[.analysesPerDay] ?? nil,
      changes[.requestsPerMinute] != nil, changes[.analysesPerDay] != nil
    )
  }

  /// Overrides from two columns starting at `column`.
  static func overrides<Row: StoreRow>(_ row: Row, from column: Int32 = 0) -> QuotaOverrides {
    QuotaOverrides(requestsPerMinute: row.optionalInt(column), analysesPerDay: row.optionalInt(column + 1))
  }

  static let unknownUser = VisorError(.notFound, Message("error.user.noSuchListCLI"))
}
