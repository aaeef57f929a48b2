import Foundation
import Testing
import VisorCore
import VisorStore

@testable import VisorFeatures

/// Deleting from the history is the service's whole job (issue 22 item 3): the row, then its photo
/// through the outbox before the call returns — tested in-process over SQLite `:memory:` and a real
/// file blob store, no HTTP.
@Suite struct AnalysisHistoryTests {
  struct Setup {
    let store: SQLiteStore
    let blobs: FileBlobStore
    let analysis: AnalysisService
    let directory: URL
  }

  static func setup() throws -> Setup {
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "visor-history-\(UUID().uuidString)")
    let store = try SQLiteStore(path: ":memory:", logger: .silent)
    let blobs = try FileBlobStore(root: directory)
    let analysis = AnalysisService(
      models: ModelRegistry(), store: store, blobs: blobs,
      photos: PhotoWork(
        work: BlockingWork(label: "test.media", width: 1), maxLongSide: 1600, maxMegapixels: 40),
      metrics: DiscardingMetrics(), logger: .silent,
      outbox: OutboxProcessor(store: store, blobs: blobs, logger: .silent))
    return Setup(store: store, blobs: blobs, analysis: analysis, directory: directory)
  }

  static func saved(_ setup: Setup, by user: User) async throws -> Analysis {
    let analysis = Analysis(
      userID: user.id, prompt: "What is this?", message: "A red bicycle.", model: "test/scripted",
      imageKey: "images/\(UUID().uuidString.lowercased()).jpg")
    try await setup.blobs.put(Data("jpeg".utf8), key: analysis.imageKey)
    try await setup.store.saveAnalysis(analysis)
    return analysis
  }

  @Test func deletingAnAnalysisRemovesItsRowAndItsPhotoBeforeReturning() async throws {
    let setup = try Self.setup()
    defer { try? FileManager.default.removeItem(at: setup.directory) }
    let ada = User(username: "ada")
    try await setup.store.createUser(ada, passwordHash: "")
    let kept = try await Self.saved(setup, by: ada)
    let deleted = try await Self.saved(setup, by: ada)

    try await setup.analysis.delete(id: deleted.id, user: ada)

    #expect(try await setup.store.analysis(id: deleted.id, userID: ada.id) == nil)
    #expect(try await setup.blobs.exists(deleted.imageKey) == false, "the photo outlived its analysis")
    #expect(try await setup.store.analysis(id: kept.id, userID: ada.id) != nil)
    #expect(try await setup.blobs.exists(kept.imageKey))
    // Again: already deleted.
    await #expect(throws: VisorError.self) { try await setup.analysis.delete(id: deleted.id, user: ada) }
  }

  @Test func nobodyDeletesAnotherPersonsAnalysis() async throws {
    let setup = try Self.setup()
    defer { try? FileManager.default.removeItem(at: setup.directory) }
    let ada = User(username: "ada")
    let bob = User(username: "bob")
    try await setup.store.createUser(ada, passwordHash: "")
    try await setup.store.createUser(bob, passwordHash: "")
    let adas = try await Self.saved(setup, by: ada)

    do {
      try await setup.analysis.delete(id: adas.id, user: bob)
      Issue.record("bob deleted ada's analysis")
    } catch let error as VisorError {
      #expect(error.code == .notFound)
    }
    #expect(try await setup.store.analysis(id: adas.id, userID: ada.id) != nil)
    #expect(try await setup.blobs.exists(adas.imageKey))
  }
}
