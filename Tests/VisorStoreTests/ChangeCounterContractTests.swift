import Foundation
import Testing
import VisorCore
import VisorStore

/// The `ChangeCounterStore` contract (decision 029), run against every store in `StoreFactory.all`.
@Suite struct ChangeCounterContractTests {
  @Test(arguments: StoreFactory.all)
  func countersStartAtZeroAndParallelBumpsEachCountOnce(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      #expect(try await store.changeCount(ChangeCounter.classifiers) == 0)
      #expect(try await store.bumpChangeCount(ChangeCounter.classifiers) == 1)
      let answers = try await withThrowingTaskGroup(of: Int64.self) { group in
        for _ in 0..<20 { group.addTask { try await store.bumpChangeCount(ChangeCounter.classifiers) } }
        var all: [Int64] = []
        for try await answer in group { all.append(answer) }
        return all
      }
      #expect(answers.sorted() == Array(2...21), "each bump once: \(answers)")
      #expect(try await store.changeCount(ChangeCounter.classifiers) == 21)
      // Counters are apart by name.
      #expect(try await store.changeCount("other") == 0)
      #expect(try await store.bumpChangeCount("other") == 1)
      #expect(try await store.changeCount(ChangeCounter.classifiers) == 21)
    }
  }
}
