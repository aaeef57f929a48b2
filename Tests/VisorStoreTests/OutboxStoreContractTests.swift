import Foundation
import Testing
import VisorCore
import VisorStore
import VisorTestSupport

/// The `OutboxStore` contract (decision 023), run against every store in `StoreFactory.all`.
@Suite struct OutboxStoreContractTests {
  func keys(_ items: [OutboxItem]) -> Set<String> { Set(items.map(\.payload)) }

  @Test(arguments: StoreFactory.all)
  func everyDeleteThatDropsABlobReferenceQueuesItsDeletionInTheSameCommit(_ factory: StoreFactory)
    async throws
  {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let analysis = makeAnalysis(ada)
      try await store.saveAnalysis(analysis)
      let car = RecognizerStoreContractTests.record(ada)
      try await store.saveRecord(car)
      let chat = Chat(userID: ada.id, model: "m", createdAt: fixedDate())
      try await store.createChat(chat)
      let chatKey = "chats/\(ada.id.wire)/\(UUID().wire).jpg"
      try await store.appendChatMessage(
        ChatMessageRecord(chatID: chat.id, userID: ada.id, role: .user, content: "look", imageKey: chatKey))
      try await store.appendChatMessage(
        ChatMessageRecord(chatID: chat.id, userID: ada.id, role: .assistant, content: "a fox", model: "m"))
      let image = GalleryImage(
        id: UUID(), userID: ada.id, prompt: "a fox", size: "1024x1024", model: "m",
        imageKey: "images/\(ada.id.wire)/\(UUID().wire).png", mimeType: "image/png", createdAt: fixedDate())
      try await store.saveGalleryImage(image)
      // Saving again (an update) queues nothing.
      try await store.saveAnalysis(analysis)
      #expect(try await store.pendingOutbox(limit: 10).isEmpty)

      _ = try await store.deleteAnalysis(id: analysis.id, userID: ada.id)
      _ = try await store.deleteRecord(id: car.id, userID: ada.id)
      _ = try await store.deleteChat(id: chat.id, userID: ada.id)
      _ = try await store.deleteGalleryImage(id: image.id, userID: ada.id)
      let queued = try await store.pendingOutbox(limit: 10)
      #expect(queued.map(\.kind) == Array(repeating: OutboxKind.deleteBlob, count: 4))
      #expect(keys(queued) == [analysis.imageKey, car.imageKey, chatKey, image.imageKey])
      #expect(queued.map(\.id) == queued.map(\.id).sorted())
      // A delete that finds nothing queues nothing.
      #expect(try await store.deleteAnalysis(id: analysis.id, userID: ada.id) == nil)
      #expect(try await store.pendingOutbox(limit: 10).count == 4)
    }
  }

  @Test(arguments: StoreFactory.all)
  func deletingAnAccountQueuesEveryBlobItsRowsReferenced(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let eve = try await makeUser(store, "eve")
      var adas: Set<String> = []
      for _ in 0..<3 {
        let analysis = makeAnalysis(ada)
        try await store.saveAnalysis(analysis)
        adas.insert(analysis.imageKey)
      }
      let car = RecognizerStoreContractTests.record(ada)
      try await store.saveRecord(car)
      adas.insert(car.imageKey)
      try await store.saveAnalysis(makeAnalysis(eve))

      #expect(Set(try await store.deleteUser(id: ada.id)) == adas)
      #expect(keys(try await store.pendingOutbox(limit: 100)) == adas)
    }
  }

  @Test(arguments: StoreFactory.all)
  func claimsAreExclusiveLeasedAndRetriedAfterTheirBackoff(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      try await store.enqueueOutbox(kind: "test", payloads: ["a", "b", "c"])
      let now = Date()
      let first = try await store.claimOutbox(limit: 2, now: now, lease: 60)
      #expect(first.map(\.payload) == ["a", "b"])
      #expect(first.allSatisfy { $0.attempts == 1 })
      // Leased: another claim gets only what is left.
      #expect(try await store.claimOutbox(limit: 10, now: now, lease: 60).map(\.payload) == ["c"])
      #expect(try await store.claimOutbox(limit: 10, now: now, lease: 60).isEmpty)

      // Done: gone. Failed: due again at its retry time, with the error kept.
      try await store.completeOutbox(id: first[0].id)
      try await store.retryOutbox(id: first[1].id, at: now.addingTimeInterval(5), error: "bucket unreachable")
      #expect(try await store.claimOutbox(limit: 10, now: now.addingTimeInterval(4), lease: 60).isEmpty)
      let retried = try await store.claimOutbox(limit: 10, now: now.addingTimeInterval(6), lease: 60)
      #expect(retried.map(\.payload) == ["b"])
      #expect(retried.first?.attempts == 2)
      #expect(retried.first?.lastError == "bucket unreachable")

      // A worker that died mid-item: its lease ends and the item is claimed again.
      let reclaimed = try await store.claimOutbox(limit: 10, now: now.addingTimeInterval(61), lease: 60)
      #expect(reclaimed.map(\.payload) == ["c"])
      #expect(Set(try await store.pendingOutbox(limit: 10).map(\.payload)) == ["b", "c"])
    }
  }

  @Test(arguments: StoreFactory.all)
  func parallelClaimsNeverTakeTheSameItem(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      try await store.enqueueOutbox(kind: "test", payloads: (0..<200).map { "item-\($0)" })
      let now = Date()
      let claimed = try await withThrowingTaskGroup(of: [String].self) { group in
        for _ in 0..<8 {
          group.addTask {
            var mine: [String] = []
            while true {
              let items = try await store.claimOutbox(limit: 7, now: now, lease: 60)
              if items.isEmpty { return mine }
              mine += items.map(\.payload)
            }
          }
        }
        return try await group.reduce(into: []) { $0 += $1 }
      }
      #expect(claimed.count == 200)
      #expect(Set(claimed).count == 200)
    }
  }

  /// Two instances on one PostgreSQL database (two pools): `FOR UPDATE SKIP LOCKED` keeps their
  /// claims apart.
  @Test(.enabled(if: !PostgresTestCluster.skipped))
  func twoInstancesOnOneDatabaseNeverTakeTheSameItem() async throws {
    let url = try PostgresTestCluster.freshSchema(at: try await PostgresTestCluster.url())
    let a = try PostgresStore(location: try PostgresLocation(url: url), logger: .silent, poolSize: 4)
    let b = try PostgresStore(location: try PostgresLocation(url: url), logger: .silent, poolSize: 4)
    try await a.enqueueOutbox(kind: "test", payloads: (0..<300).map { "item-\($0)" })
    let now = Date()
    let claimed = try await withThrowingTaskGroup(of: [String].self) { group in
      for store in [a, b, a, b, a, b] {
        group.addTask {
          var mine: [String] = []
          while true {
            let items = try await store.claimOutbox(limit: 5, now: now, lease: 60)
            if items.isEmpty { return mine }
            mine += items.map(\.payload)
          }
        }
      }
      return try await group.reduce(into: []) { $0 += $1 }
    }
    await a.close()
    await b.close()
    #expect(claimed.count == 300)
    #expect(Set(claimed).count == 300)
  }

  /// A delete rolled back (here: the transaction throws after it) leaves no outbox item: the item
  /// is part of the delete's transaction.
  @Test func aRolledBackDeleteQueuesNothingOnSQLite() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try SQLiteStore(path: directory.url.appending(path: "v.sqlite").path, logger: .silent)
    let ada = try await makeUser(store, "ada")
    let analysis = makeAnalysis(ada)
    try await store.saveAnalysis(analysis)
    struct Abort: Error {}
    await #expect(throws: Abort.self) {
      try await store.database.write { db in
        _ = try db.run("DELETE FROM analyses WHERE id = ?", [analysis.id])
        throw Abort()
      }
    }
    #expect(try await store.pendingOutbox(limit: 10).isEmpty)
    #expect(try await store.analysis(id: analysis.id, userID: ada.id) != nil)
    await store.close()
  }

  @Test(.enabled(if: !PostgresTestCluster.skipped))
  func aRolledBackDeleteQueuesNothingOnPostgreSQL() async throws {
    let store = try await PostgresTestCluster.freshStore()
    let ada = try await makeUser(store, "ada")
    let analysis = makeAnalysis(ada)
    try await store.saveAnalysis(analysis)
    struct Abort: Error {}
    await #expect(throws: Abort.self) {
      try await store.database.transaction { db in
        _ = try db.run("DELETE FROM analyses WHERE id = $1", [analysis.id])
        throw Abort()
      }
    }
    #expect(try await store.pendingOutbox(limit: 10).isEmpty)
    _ = try await store.deleteAnalysis(id: analysis.id, userID: ada.id)
    #expect(try await store.pendingOutbox(limit: 10).map(\.payload) == [analysis.imageKey])
    await store.close()
  }
}
