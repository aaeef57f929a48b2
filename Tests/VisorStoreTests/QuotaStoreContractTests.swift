import Foundation
import Testing
import VisorCore
import VisorStore

/// The `QuotaStore` contract (decision 022), run against every store in `StoreFactory.all`.
@Suite struct QuotaStoreContractTests {
  /// A UTC minute start, 12:00:00 of a fixed day.
  static let minute = QuotaKind.requestsPerMinute.windowStart(fixedDate())

  @Test(arguments: StoreFactory.all)
  func parallelConsumersGetExactlyTheLimitAndTheWindowRestarts(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let user = try await makeUser(store, "ada")
      let start = Self.minute
      let answers = try await withThrowingTaskGroup(of: Int?.self) { group in
        for _ in 0..<25 {
          group.addTask {
            try await store.consumeQuota(
              userID: user.id, kind: .requestsPerMinute, windowStart: start, limit: 10)
          }
        }
        var all: [Int?] = []
        for try await answer in group { all.append(answer) }
        return all
      }
      #expect(answers.compactMap { $0 }.sorted() == Array(1...10), "each count once: \(answers)")
      #expect(answers.filter { $0 == nil }.count == 15)
      #expect(try await store.quotaUsage(userID: user.id, kind: .requestsPerMinute, windowStart: start) == 10)

      // The other kind and another user are counted apart.
      #expect(
        try await store.consumeQuota(userID: user.id, kind: .analysesPerDay, windowStart: start, limit: 1)
          == 1)
      let bob = try await makeUser(store, "bob")
      #expect(
        try await store.consumeQuota(userID: bob.id, kind: .requestsPerMinute, windowStart: start, limit: 10)
          == 1)

      #expect(
        try await store.allQuotaUsage(kind: .requestsPerMinute, windowStart: start) == [
          user.id: 10, bob.id: 1,
        ])
      #expect(try await store.allQuotaUsage(kind: .analysesPerDay, windowStart: start) == [user.id: 1])

      // The next window starts again at 1; its usage is what counts, the old window's reads 0 there.
      let next = start.addingTimeInterval(60)
      #expect(
        try await store.consumeQuota(userID: user.id, kind: .requestsPerMinute, windowStart: next, limit: 10)
          == 1)
      #expect(try await store.quotaUsage(userID: user.id, kind: .requestsPerMinute, windowStart: next) == 1)
      #expect(try await store.allQuotaUsage(kind: .requestsPerMinute, windowStart: next) == [user.id: 1])
      // An instance whose clock is behind counts in the newer window and never resets it.
      #expect(
        try await store.consumeQuota(userID: user.id, kind: .requestsPerMinute, windowStart: start, limit: 10)
          == 2)
      #expect(try await store.quotaUsage(userID: user.id, kind: .requestsPerMinute, windowStart: next) == 2)
      // A window later than any counted has nothing used yet.
      #expect(
        try await store.quotaUsage(userID: user.id, kind: .requestsPerMinute, windowStart: next + 60) == 0)
      // A lowered limit refuses at once.
      #expect(
        try await store.consumeQuota(userID: user.id, kind: .requestsPerMinute, windowStart: next, limit: 2)
          == nil)
    }
  }

  @Test(arguments: StoreFactory.all)
  func overridesAreSetClearedListedAndGoWithTheUser(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let bob = try await makeUser(store, "bob")
      #expect(try await store.quotaOverrides(userID: ada.id) == QuotaOverrides())
      #expect(try await store.allQuotaOverrides().isEmpty)

      #expect(
        try await store.updateQuotaOverrides(userID: ada.id, [.requestsPerMinute: 5, .analysesPerDay: 0])
          == QuotaOverrides(requestsPerMinute: 5, analysesPerDay: 0))
      #expect(
        try await store.updateQuotaOverrides(userID: bob.id, [.analysesPerDay: 20])
          == QuotaOverrides(analysesPerDay: 20))
      #expect(
        try await store.quotaOverrides(userID: ada.id)
          == QuotaOverrides(requestsPerMinute: 5, analysesPerDay: 0))
      // Only the kinds named change: a number sets, nil clears; nothing named changes nothing.
      #expect(
        try await store.updateQuotaOverrides(
          userID: ada.id, [.requestsPerMinute: 7, .analysesPerDay: Int?.none])
          == QuotaOverrides(requestsPerMinute: 7))
      #expect(
        try await store.updateQuotaOverrides(userID: ada.id, [:]) == QuotaOverrides(requestsPerMinute: 7))
      #expect(try await store.quotaOverrides(userID: ada.id) == QuotaOverrides(requestsPerMinute: 7))
      #expect(
        try await store.allQuotaOverrides() == [
          ada.id: QuotaOverrides(requestsPerMinute: 7), bob.id: QuotaOverrides(analysesPerDay: 20),
        ])

      // Both nil: back to the defaults, and the row goes.
      #expect(
        try await store.updateQuotaOverrides(userID: bob.id, [.analysesPerDay: Int?.none])
          == QuotaOverrides())
      #expect(try await store.allQuotaOverrides().keys.sorted { $0.uuidString < $1.uuidString } == [ada.id])

      // Two changes of different kinds at once both stay (one statement each, no read-modify-write).
      for round in 1...10 {
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask {
            _ = try await store.updateQuotaOverrides(userID: bob.id, [.requestsPerMinute: round])
          }
          group.addTask {
            _ = try await store.updateQuotaOverrides(userID: bob.id, [.analysesPerDay: round * 10])
          }
          try await group.waitForAll()
        }
        #expect(
          try await store.quotaOverrides(userID: bob.id)
            == QuotaOverrides(requestsPerMinute: round, analysesPerDay: round * 10))
      }

      for changes: [QuotaKind: Int?] in [[.requestsPerMinute: 1], [.analysesPerDay: Int?.none], [:]] {
        let error = await #expect(throws: VisorError.self) {
          _ = try await store.updateQuotaOverrides(userID: UUID(), changes)
        }
        #expect(error?.code == .notFound)
      }

      // Deleting the user deletes their overrides and counters.
      _ = try await store.consumeQuota(
        userID: ada.id, kind: .requestsPerMinute, windowStart: Self.minute, limit: 5)
      _ = try await store.deleteUser(id: ada.id)
      #expect(try await store.allQuotaOverrides().keys.contains(ada.id) == false)
      #expect(try await store.allQuotaOverrides().keys.contains(bob.id))
      #expect(try await store.quotaOverrides(userID: ada.id) == QuotaOverrides())
      #expect(
        try await store.quotaUsage(userID: ada.id, kind: .requestsPerMinute, windowStart: Self.minute) == 0)
    }
  }

  @Test func windowsAreTheUTCMinuteAndTheUTCDay() throws {
    // 2026-12-01T16:42:37.250Z
    let now = Date(timeIntervalSince1970: 1_796_143_357.25)
    let formatter = ISO8601DateFormatter()
    #expect(formatter.string(from: QuotaKind.requestsPerMinute.windowStart(now)) == "2026-12-01T16:42:00Z")
    #expect(formatter.string(from: QuotaKind.analysesPerDay.windowStart(now)) == "2026-12-01T00:00:00Z")
    #expect(
      QuotaKind.requestsPerMinute.windowStart(Date(timeIntervalSince1970: 120))
        == Date(timeIntervalSince1970: 120))
  }
}
