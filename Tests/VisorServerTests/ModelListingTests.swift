import Foundation
import Synchronization
import Testing
import VisorCore
import VisorStore
import VisorTestSupport

/// Counts the bucket listings of the custom classifiers' prefix.
final class ListCountingBlobStore: BlobStore {
  final class Counter: Sendable {
    let value = Atomic<Int>(0)
    var current: Int { value.load(ordering: .relaxed) }
  }
  let base: any BlobStore
  let classifierLists: Counter

  init(_ base: any BlobStore, counter: Counter) {
    self.base = base
    self.classifierLists = counter
  }

  func put(_ data: Data, key: String) async throws { try await base.put(data, key: key) }
  func get(_ key: String) async throws -> Data? { try await base.get(key) }
  func delete(_ key: String) async throws { try await base.delete(key) }
  func list(prefix: String) async throws -> [BlobEntry] {
    if prefix == "classifiers/" { classifierLists.value.add(1, ordering: .relaxed) }
    return try await base.list(prefix: prefix)
  }
  func exists(_ key: String) async throws -> Bool { try await base.exists(key) }
  func removeIncompleteWrites(before cutoff: Date) async throws -> Int {
    try await base.removeIncompleteWrites(before: cutoff)
  }
  func ping() async throws { try await base.ping() }
}

/// `GET /api/v1/models` on PostgreSQL + S3 (decision 029): the bucket is listed only after some
/// instance changed the custom classifiers (the store's change counter), yet a change on one instance
/// shows on the other at the very next request.
extension ClassifierSharingTests {
  static let lists = ListCountingBlobStore.Counter()

  @Test(.enabled(if: !PostgresTestCluster.skipped && !S3TestServer.skipped))
  func listingModelsListsTheBucketOnlyAfterAChange() async throws {
    let model = try CustomClassifierTests.file("tiny-rgb-opset10.onnx")
    try await withSharedInstances(configure: {
      $0.blobStoreWrapper = { ListCountingBlobStore($0, counter: ClassifierSharingTests.lists) }
    }) { a, b, _ in
      let (_, admin) = try await a.user("root", admin: true)
      // Nothing changed since the instances started: 20 listings of the models, no bucket listing.
      var before = Self.lists.current
      for _ in 0..<20 {
        #expect(try await b.request("GET", "/api/v1/models", token: admin).status == 200)
      }
      #expect(Self.lists.current - before == 0)

      // Added on A: the very next listing on B shows it (one bucket listing), the ones after list nothing.
      #expect(
        try await CustomClassifierTests.add(a, token: admin, name: "colours", model: model).status == 201)
      before = Self.lists.current
      let models = try await b.request("GET", "/api/v1/models", token: admin)
      #expect(models.text.contains("custom/colours"), "\(models.text)")
      for _ in 0..<10 {
        #expect(
          try await b.request("GET", "/api/v1/classifiers", token: admin).text.contains("custom/colours"))
      }
      #expect(Self.lists.current - before == 1)

      // Removed on B: A's next listing no longer has it.
      #expect(try await b.request("DELETE", "/api/v1/classifiers/colours", token: admin).status == 204)
      let after = try await a.request("GET", "/api/v1/models", token: admin)
      #expect(after.status == 200)
      #expect(!after.text.contains("custom/colours"))
    }
  }
}
