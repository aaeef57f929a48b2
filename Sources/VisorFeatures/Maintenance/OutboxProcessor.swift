import Foundation
import Synchronization
import VisorCore
import VisorStore

/// What one outbox pass did.
public struct OutboxReport: Sendable, Equatable, Codable {
  /// Items done and removed.
  public var done = 0
  /// Items that failed this time; each is due again after its backoff.
  public var failed = 0
  /// The last claim took a whole batch: more may be due.
  var claimedFullBatch = false

  enum CodingKeys: String, CodingKey { case done, failed }

  public init(done: Int = 0, failed: Int = 0) {
    self.done = done
    self.failed = failed
  }
}

/// Does the work that follows commits (docs/decisions/023-outbox-and-moving-up.md): claims due
/// ``OutboxItem``s, runs each one's handler (``OutboxKind/deleteBlob``: delete the blob), removes
/// the done ones and puts the failed ones back with an exponential backoff (2 s, 4 s, … up to 10
/// minutes), for ever — an item is never dropped while it can still succeed.
///
/// Every instance runs it: `visor serve` on `--outbox-interval-seconds` and right after each delete
/// (``nudge()``), `visor maintenance` once, every in-process command before it exits
/// (``Features/shutdown()``). Claims are exclusive across instances (`SKIP LOCKED` on PostgreSQL,
/// the single writer on SQLite) and leased: an instance that dies mid-item leaves it to another
/// after ``lease``.
///
/// ```swift
/// let report = await features.outbox.runPass()   // done / failed
/// ```
public final class OutboxProcessor: Sendable {
  /// Does one item's work; throws to have it retried.
  public typealias Handler = @Sendable (_ payload: String) async throws -> Void

  let store: any Store
  let logger: Logger
  let now: @Sendable () -> Date
  private let handlers: [String: Handler]
  /// How long a claimed item stays hidden from other claims.
  public let lease: TimeInterval
  /// Items taken per claim.
  public let batchSize: Int
  /// The pass ``nudge()`` started, and whether another nudge came while it ran.
  private let background = Mutex<(task: Task<Void, Never>?, again: Bool)>((nil, false))

  public init(
    store: any Store, blobs: any BlobStore, logger: Logger, lease: TimeInterval = 60, batchSize: Int = 32,
    extraHandlers: [String: Handler] = [:], now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.store = store
    self.logger = logger
    self.lease = lease
    self.batchSize = batchSize
    self.now = now
    var handlers: [String: Handler] = [
      OutboxKind.deleteBlob: { key in
        // A key no store could hold is never retried: there is nothing to delete.
        guard BlobKey.isValid(key) else { return }
        try await blobs.delete(key)
      }
    ]
    handlers.merge(extraHandlers) { _, new in new }
    self.handlers = handlers
  }

  /// The wait before attempt `attempts + 1`: 2^attempts seconds, at most 600.
  public static func backoff(afterAttempts attempts: Int) -> TimeInterval {
    min(600, pow(2, Double(min(max(attempts, 1), 10))))
  }

  /// Claims and does due items until none is due (failed ones wait for their backoff, so this ends),
  /// or `batches` claims were made.
  @discardableResult
  public func runPass(batches: Int = .max) async -> OutboxReport {
    var report = OutboxReport()
    var claims = 0
    while !Task.isCancelled, claims < batches {
      claims += 1
      let items: [OutboxItem]
      do {
        items = try await store.claimOutbox(limit: batchSize, now: now(), lease: lease)
      } catch {
        logger.warning("outbox claim failed; it is tried again later", ["error": "\(error)"])
        break
      }
      if items.isEmpty { break }
      for item in items {
        if await perform(item) { report.done += 1 } else { report.failed += 1 }
      }
      report.claimedFullBatch = items.count == batchSize
    }
    if report.done + report.failed > 0 {
      logger.debug("outbox pass", ["done": String(report.done), "failed": String(report.failed)])
    }
    return report
  }

  private func perform(_ item: OutboxItem) async -> Bool {
    do {
      guard let handler = handlers[item.kind] else {
        throw VisorError(
          .internalError,
          "This Visor does not know outbox work of kind \(item.kind); a newer instance will do it.")
      }
      try await handler(item.payload)
    } catch {
      let wait = Self.backoff(afterAttempts: item.attempts)
      logger.warning(
        "outbox item failed; retried later",
        [
          "kind": item.kind, "attempts": String(item.attempts), "retryInSeconds": String(Int(wait)),
          "error": "\(error)",
        ])
      do {
        try await store.retryOutbox(id: item.id, at: now().addingTimeInterval(wait), error: "\(error)")
      } catch {
        // The lease ends by itself; the item is claimed again then.
        logger.warning("outbox retry not recorded; the lease expires instead", ["error": "\(error)"])
      }
      return false
    }
    do {
      try await store.completeOutbox(id: item.id)
    } catch {
      // Done but not removed: it runs again after the lease (every handler is idempotent).
      logger.warning("outbox item done but not removed", ["error": "\(error)"])
    }
    return true
  }

  /// What a service calls right after a delete committed: does one batch now (so the blobs of a
  /// single deleted record are gone when the request answers) and leaves the rest, if any, to a
  /// background pass. Never throws: what fails stays queued and is retried.
  public func afterDelete() async {
    if await runPass(batches: 1).claimedFullBatch { nudge() }
  }

  /// Starts a pass now in the background, unless one is running (that one then runs once more).
  public func nudge() {
    background.withLock { state in
      if state.task != nil {
        state.again = true
        return
      }
      state.task = Task.detached { [self] in
        while true {
          await runPass()
          let more = background.withLock { state in
            if state.again && !Task.isCancelled {
              state.again = false
              return true
            }
            state.task = nil
            return false
          }
          if !more { break }
        }
      }
    }
  }

  /// Waits for the passes ``nudge()`` started to end.
  public func settle() async {
    while let task = background.withLock({ $0.task }) { await task.value }
  }
}
