import Foundation
import Synchronization
import VisorCore
import VisorStore

/// Per-user quotas (decision 022): requests per UTC minute and analyses per UTC day, counted in the
/// store so every instance on one database enforces the same numbers.
///
/// A user's limit is their admin-set override, else the server's default (`--requests-per-minute`,
/// `--analyses-per-day`), else none. With no limit nothing is counted: the request path then costs a
/// look into a cache of overrides, refreshed from the store at most once a second per user.
///
/// ```swift
/// try await quotas.admit(userID: user.id, analysis: true)   // throws 429 codes over a limit
/// let status = try await quotas.status(userID: user.id)     // for GET /api/v1/me
/// ```
public final class QuotaService: Sendable {
  /// One quota as `GET /api/v1/me` shows it; all nil when unlimited.
  public struct Status: Sendable, Equatable {
    public var limit: Int?
    public var remaining: Int?
    public var resetsAt: Date?
    /// Whether `limit` is the user's own (an admin's override) rather than the default.
    public var isOverride: Bool
    public var used: Int
  }

  let store: any QuotaStore
  /// The server's defaults (nil: unlimited).
  public let defaults: QuotaOverrides
  /// The clock windows are cut from; tests move it (``setClock(_:)``). The closure sits in a struct:
  /// a bare function type inside `Mutex` is re-thunked on every `withLock`, each call wrapping the
  /// last, so reading it cost more with every request (measured: `GET /api/v1/me` fell to 0.03× raw
  /// libmicrohttpd, 82 % of the CPU in nested `Date` reabstraction thunks).
  private struct Clock: Sendable { let now: @Sendable () -> Date }
  private let clock: Mutex<Clock>
  private let cache = Mutex<[UUID: (overrides: QuotaOverrides, fetched: ContinuousClock.Instant)]>([:])
  /// How long an instance trusts the overrides it read: an override set elsewhere (another instance,
  /// `visor users quota`) applies within this time; one set through this instance at once.
  static let cacheLifetime: Duration = .seconds(1)
  /// More users than this within a second empties the cache rather than growing it.
  static let cacheCapacity = 10_000

  public init(
    store: any QuotaStore, defaults: QuotaOverrides, now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.store = store
    self.defaults = defaults
    self.clock = Mutex(Clock(now: now))
  }

  /// Tests: cut windows from another clock.
  package func setClock(_ now: @escaping @Sendable () -> Date) { clock.withLock { $0 = Clock(now: now) } }

  private var now: Date { clock.withLock { $0.now }() }

  /// Counts one request (and one analysis when `analysis`), or throws `VisorError` `.rateLimited` /
  /// `.quotaExceeded` with `retryAfter` set to the seconds until the window resets. Counts nothing
  /// for a quota the user has no limit on.
  public func admit(userID: UUID, analysis: Bool) async throws {
    let overrides = try await overrides(userID: userID)
    let rpm = overrides.requestsPerMinute ?? defaults.requestsPerMinute
    let apd = analysis ? overrides.analysesPerDay ?? defaults.analysesPerDay : nil
    guard rpm != nil || apd != nil else { return }
    let now = self.now
    if let rpm { try await consume(.requestsPerMinute, userID: userID, limit: rpm, now: now) }
    if let apd { try await consume(.analysesPerDay, userID: userID, limit: apd, now: now) }
  }

  private func consume(_ kind: QuotaKind, userID: UUID, limit: Int, now: Date) async throws {
    let start = kind.windowStart(now)
    if limit > 0,
      try await store.consumeQuota(userID: userID, kind: kind, windowStart: start, limit: limit) != nil
    {
      return
    }
    let resets = start.addingTimeInterval(TimeInterval(kind.windowSeconds))
    let wait = max(1, Int(resets.timeIntervalSince(now).rounded(.up)))
    let may = MessageArgument.message(
      Message(
        kind == .requestsPerMinute ? "error.quota.requests" : "error.quota.analyses",
        ["count": .number(limit)]))
    let message: Message
    switch kind {
    case _ where limit == 0:
      message = Message("error.quota.zero", ["may": may])
    case .requestsPerMinute:
      message = Message(
        "error.quota.minuteUsed",
        ["may": may, "wait": .number(wait), "time": .text(Self.clockTime(resets))])
    case .analysesPerDay:
      message = Message("error.quota.dayUsed", ["may": may, "duration": .message(Self.duration(wait))])
    }
    throw VisorError(kind == .requestsPerMinute ? .rateLimited : .quotaExceeded, message, retryAfter: wait)
  }

  /// The user's limits and what is left of them in the current windows.
  public func status(userID: UUID) async throws -> [QuotaKind: Status] {
    let overrides = try await overrides(userID: userID)
    let now = self.now
    var result: [QuotaKind: Status] = [:]
    for kind in QuotaKind.allCases {
      let limit = overrides[kind] ?? defaults[kind]
      let used =
        limit == nil
        ? 0 : try await store.quotaUsage(userID: userID, kind: kind, windowStart: kind.windowStart(now))
      result[kind] = Self.status(kind, limit: limit, isOverride: overrides[kind] != nil, used: used, now: now)
    }
    return result
  }

  /// ``status(userID:)`` of many users at once (the admin list): one read of the overrides and one
  /// per kind that has a limit, whatever the number of users.
  public func statuses(userIDs: [UUID]) async throws -> [UUID: [QuotaKind: Status]] {
    let overrides = try await store.allQuotaOverrides()
    let now = self.now
    var used: [QuotaKind: [UUID: Int]] = [:]
    for kind in QuotaKind.allCases
    where defaults[kind] != nil || overrides.values.contains(where: { $0[kind] != nil }) {
      used[kind] = try await store.allQuotaUsage(kind: kind, windowStart: kind.windowStart(now))
    }
    var result: [UUID: [QuotaKind: Status]] = [:]
    for id in userIDs {
      let own = overrides[id] ?? QuotaOverrides()
      var statuses: [QuotaKind: Status] = [:]
      for kind in QuotaKind.allCases {
        statuses[kind] = Self.status(
          kind, limit: own[kind] ?? defaults[kind], isOverride: own[kind] != nil, used: used[kind]?[id] ?? 0,
          now: now)
      }
      result[id] = statuses
    }
    return result
  }

  static func status(_ kind: QuotaKind, limit: Int?, isOverride: Bool, used: Int, now: Date) -> Status {
    guard let limit else {
      return Status(limit: nil, remaining: nil, resetsAt: nil, isOverride: false, used: 0)
    }
    let start = kind.windowStart(now)
    return Status(
      limit: limit, remaining: max(0, limit - used),
      resetsAt: start.addingTimeInterval(TimeInterval(kind.windowSeconds)), isOverride: isOverride, used: used
    )
  }

  /// The user's overrides as stored (nil: the default applies).
  public func overrides(userID: UUID) async throws -> QuotaOverrides {
    let instant = ContinuousClock.now
    if let hit = cache.withLock({ $0[userID] }), instant - hit.fetched < Self.cacheLifetime {
      return hit.overrides
    }
    let fresh = try await store.quotaOverrides(userID: userID)
    cache.withLock { entries in
      if entries.count >= Self.cacheCapacity { entries.removeAll() }
      entries[userID] = (fresh, instant)
    }
    return fresh
  }

  /// Sets or clears (nil) the user's overrides for the kinds in `changes`; the others stay. Throws
  /// `.invalidField` for a negative or huge number and `.notFound` for an unknown user.
  public func setOverrides(userID: UUID, _ changes: [QuotaKind: Int?]) async throws -> QuotaOverrides {
    for (kind, value) in changes {
      if let value, !(0...Self.maximumLimit).contains(value) {
        let field = kind == .requestsPerMinute ? "requestsPerMinute" : "analysesPerDay"
        throw VisorError(
          .invalidField,
          Message("error.quota.value", ["field": .text(field), "max": .number(Self.maximumLimit)])
        )
      }
    }
    let overrides = try await store.updateQuotaOverrides(userID: userID, changes)
    cache.withLock { $0[userID] = (overrides, ContinuousClock.now) }
    return overrides
  }

  /// Largest limit an override or a default may set (it fits the stores' 32-bit columns).
  public static let maximumLimit = 1_000_000_000

  static func clockTime(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let day = ((seconds % 86_400) + 86_400) % 86_400
    return String(format: "%02d:%02d", day / 3600, (day % 3600) / 60)
  }

  /// A wait as the person's language writes it: "45 s", "7 h 18 min", "7 Std. 18 Min.", "7 ч 18 мин".
  static func duration(_ seconds: Int) -> Message {
    if seconds < 60 { return Message("duration.seconds", ["seconds": .number(seconds)]) }
    let minutes = (seconds + 59) / 60
    if minutes < 60 { return Message("duration.minutes", ["minutes": .number(minutes)]) }
    return Message(
      "duration.hoursMinutes", ["hours": .number(minutes / 60), "minutes": .number(minutes % 60)])
  }
}
