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
