import Foundation
import VisorCore
import VisorStore

/// What one maintenance pass did (or, in a dry run, would do).
public struct MaintenanceReport: Sendable, Equatable, Codable {
  /// Blobs no record refers to, older than the grace period: deleted.
  public var orphansRemoved = 0
  /// Blobs no record refers to yet, younger than the grace period: kept (a write may be in flight).
  public var orphansKept = 0
  /// Temporary files of interrupted writes, older than the grace period: deleted.
  public var incompleteWritesRemoved = 0
  /// Expired web sessions and sign-in codes: deleted.
  public var expiredSignInsRemoved = 0
  /// True when nothing was deleted because the pass was a dry run.
  public var dryRun = false
  /// Outbox items (blobs of deleted records) done in this pass.
  public var outboxDone = 0
  /// Outbox items that failed in this pass (each is retried after its backoff).
  public var outboxFailed = 0
  /// Outbox items still waiting after this pass.
  public var outboxWaiting = 0

  public init() {}
}

/// Reconciles the blob store with the records and purges what has expired.
///
/// A blob is written before the record that references it is saved, so a blob without a record may
/// belong to a request in flight — in this process or in another one sharing the store. Nothing
/// younger than `grace` is therefore ever deleted; blobs are listed before the referenced keys are
/// read, so a record saved during the pass protects its blob too.
///
/// Runs only in `visor serve` (every `--maintenance-interval-seconds`) and `visor maintenance`.
///
/// ```swift
/// let report = try await MaintenanceService(store: store, blobs: blobs, grace: 3600, logger: log).run()
/// ```
public struct MaintenanceService: Sendable {
  let store: any Store
  let blobs: any BlobStore
  let grace: TimeInterval
  let logger: Logger
  let now: @Sendable () -> Date
  let outbox: OutboxProcessor?

  public init(
    store: any Store, blobs: any BlobStore, grace: TimeInterval, logger: Logger,
    now: @escaping @Sendable () -> Date = Date.init, outbox: OutboxProcessor? = nil
  ) {
    self.outbox = outbox
    self.store = store
    self.blobs = blobs
    self.grace = grace
    self.logger = logger
    self.now = now
  }

  /// One pass; `dryRun` counts without deleting anything.
  public func run(dryRun: Bool = false) async throws -> MaintenanceReport {
    var report = MaintenanceReport()
    report.dryRun = dryRun
    // First the queued work, so the blobs it deletes are not counted as orphans.
    if !dryRun, let outbox {
      let done = await outbox.runPass()
      report.outboxDone = done.done
      report.outboxFailed = done.failed
    }
    report.outboxWaiting = try await store.pendingOutbox(limit: 100_000).count
    let now = self.now()
    let cutoff = now.addingTimeInterval(-grace)
    // Listed before the references are read: a record saved meanwhile then protects its blob.
    let listed = try await blobs.list(prefix: "")
    let referenced = try await store.allImageKeys()
    // Custom classifiers' blobs belong to the classifiers, not to records.
    for entry in listed
    where !referenced.contains(entry.key) && !entry.key.hasPrefix(CustomClassifiers.blobPrefix) {
      guard entry.modified < cutoff else {
        report.orphansKept += 1
        continue
      }
      if !dryRun { try await blobs.delete(entry.key) }
      report.orphansRemoved += 1
    }
    if !dryRun {
      report.incompleteWritesRemoved = try await blobs.removeIncompleteWrites(before: cutoff)
      report.expiredSignInsRemoved = try await store.purgeExpired(now: now)
    }
    if report.orphansRemoved + report.incompleteWritesRemoved + report.expiredSignInsRemoved > 0 {
      logger.info(
        dryRun ? "maintenance (dry run) would remove" : "maintenance removed",
        [
          "orphanedBlobs": String(report.orphansRemoved),
          "incompleteWrites": String(report.incompleteWritesRemoved),
          "expiredSignIns": String(report.expiredSignInsRemoved),
          "youngOrphansKept": String(report.orphansKept),
        ])
    }
    return report
  }
}
