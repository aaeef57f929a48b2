import Foundation
import Synchronization
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorStore
import VisorTestSupport

/// A blob store whose deletes fail while `failing` is set (an unreachable bucket, seen from Visor).
final class FlakyBlobStore: BlobStore {
  let base: any BlobStore
  let failing = Mutex(true)
  let deleteCalls = Atomic<Int>(0)

  init(_ base: any BlobStore) { self.base = base }

  func put(_ data: Data, key: String) async throws { try await base.put(data, key: key) }
  func get(_ key: String) async throws -> Data? { try await base.get(key) }
  func delete(_ key: String) async throws {
    deleteCalls.add(1, ordering: .relaxed)
    if failing.withLock({ $0 }) {
      throw VisorError(.blobStoreUnavailable, "The bucket is unreachable (a test's flaky blob store).")
    }
    try await base.delete(key)
  }
  func list(prefix: String) async throws -> [BlobEntry] { try await base.list(prefix: prefix) }
  func exists(_ key: String) async throws -> Bool { try await base.exists(key) }
  func removeIncompleteWrites(before cutoff: Date) async throws -> Int {
    try await base.removeIncompleteWrites(before: cutoff)
  }
  func ping() async throws { try await base.ping() }
}

/// The durable outbox seen from the features (decision 023): a deleted record's blob goes even when
/// the blob store fails at the time, and on PostgreSQL + S3 whichever instance runs the outbox.
@Suite struct OutboxTests {
  static func identifyCar(_ t: TestApp, token: String) async throws -> CarIdentifyResponse {
    try RecordedVision.register(
      on: t.app, [RecordedVision.answer(RecordedVision.json(RecordedVision.porsche))])
    let reply = try await t.upload("/api/v1/cars/identify", token: token, image: try CarTests.greenPhoto())
    #expect(reply.status == 200)
    return try CarTests.car(reply)
  }

  @Test func aBlobDeleteThatFailsStaysQueuedAndALaterPassDeletesIt() async throws {
    let flaky = Mutex<FlakyBlobStore?>(nil)
    try await withApp(
      configure: { configuration in
        configuration.outboxIntervalSeconds = 0
        configuration.blobStoreWrapper = { base in
          let store = FlakyBlobStore(base)
          flaky.withLock { $0 = store }
          return store
        }
      }
    ) { t in
      let blobs = try #require(flaky.withLock { $0 })
      let (_, token) = try await t.user("jojo")
      let car = try #require(try await Self.identifyCar(t, token: token).car)
      let key = try #require(try await t.app.blobs.list(prefix: "records/").first?.key)

      // The record goes at once; its image cannot (the bucket "is down"): it stays queued.
      #expect(try await t.request("DELETE", "/api/v1/cars/\(car.id)", token: token).status == 204)
      #expect(try await t.request("GET", "/api/v1/cars/\(car.id)", token: token).status == 404)
      #expect(try await t.app.blobs.exists(key))
      #expect(blobs.deleteCalls.load(ordering: .relaxed) == 1)
      let queued = try await t.app.store.pendingOutbox(limit: 10)
      #expect(queued.map(\.payload) == [key])
      #expect(queued.first?.lastError?.contains("unreachable") == true)

      // Still down on the next pass (after the backoff): retried, still queued.
      let later = OutboxProcessor(
        store: t.app.store, blobs: blobs, logger: .silent, now: { Date().addingTimeInterval(30) })
      #expect(await later.runPass() == OutboxReport(done: 0, failed: 1))
      #expect(try await t.app.store.pendingOutbox(limit: 10).first?.attempts == 2)

      // Back up: the next pass (here `visor maintenance`'s) deletes it and empties the outbox.
      blobs.failing.withLock { $0 = false }
      let muchLater = OutboxProcessor(
        store: t.app.store, blobs: blobs, logger: .silent, now: { Date().addingTimeInterval(3600) })
      let report = try await MaintenanceService(
        store: t.app.store, blobs: blobs, grace: 3600, logger: .silent, outbox: muchLater
      ).run()
      #expect(report.outboxDone == 1)
      #expect(report.outboxWaiting == 0)
      #expect(try await t.app.blobs.exists(key) == false)
      #expect(try await t.app.store.pendingOutbox(limit: 10).isEmpty)
    }
  }

  /// Two instances on PostgreSQL + S3 (moto): a car identified on A is listed and deleted on B and
  /// its image leaves the bucket; a delete whose instance "crashed" before deleting the blob (the
  /// row deleted through the store alone) is finished by the other instance's outbox pass.
  @Test(.enabled(if: !PostgresTestCluster.skipped && !S3TestServer.skipped))
  func aDeletedCarsImageLeavesTheBucketOnPostgreSQLAndS3() async throws {
    try await withSharedInstances(configure: { $0.outboxIntervalSeconds = 0 }) { a, b, bucket in
      let (_, token) = try await a.user("jojo")
      let car = try #require(try await Self.identifyCar(a, token: token).car)
      let key = try #require(try await bucket.list(prefix: "records/").first?.key)
      let listed = try await b.request("GET", "/api/v1/cars", token: token)
      #expect(listed.status == 200)
      #expect(String(decoding: listed.body, as: UTF8.self).contains(car.id))

      #expect(try await b.request("DELETE", "/api/v1/cars/\(car.id)", token: token).status == 204)
      #expect(try await bucket.exists(key) == false)
      #expect(try await a.request("GET", "/api/v1/cars/\(car.id)", token: token).status == 404)

      // A "crashes" between the commit and the blob delete: the row is gone, the blob and its
      // outbox item stay; B's next pass deletes the blob.
      let second = try #require(try await Self.identifyCar(a, token: token).car)
      let secondKey = try #require(try await bucket.list(prefix: "records/").first?.key)
      let jojo = try #require(try await a.app.store.user(username: "jojo"))
      #expect(
        try await a.app.store.deleteRecord(id: try #require(UUID(uuidString: second.id)), userID: jojo.id)
          != nil)
      #expect(try await bucket.exists(secondKey))
      #expect(await b.app.features.outbox.runPass().done == 1)
      #expect(try await bucket.exists(secondKey) == false)
      #expect(try await a.app.store.pendingOutbox(limit: 10).isEmpty)
    }
  }
}
