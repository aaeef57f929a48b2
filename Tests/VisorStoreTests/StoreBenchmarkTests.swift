import Foundation
import Testing
import VisorCore
import VisorStore
import VisorTestSupport

/// A rough side-by-side of the store back ends (not a contract): saves, lists and searches on SQLite
/// and PostgreSQL, printed as ratios. Runs only with VISOR_STORE_BENCH=1 (numbers for the notes).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["VISOR_STORE_BENCH"] == "1"))
struct StoreBenchmarkTests {
  static func measure(_ factory: StoreFactory, operations: Int) async throws -> (
    writes: Double, reads: Double
  ) {
    var result = (writes: 0.0, reads: 0.0)
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let analyses = (0..<operations).map {
        makeAnalysis(ada, createdAt: fixedDate($0), message: "a bicycle \($0)")
      }
      let clock = ContinuousClock()
      let writes = try await clock.measure {
        try await withThrowingTaskGroup(of: Void.self) { group in
          for chunk in stride(from: 0, to: analyses.count, by: analyses.count / 8) {
            let slice = analyses[chunk..<min(chunk + analyses.count / 8, analyses.count)]
            group.addTask { for analysis in slice { try await store.saveAnalysis(analysis) } }
          }
          try await group.waitForAll()
        }
      }
      let reads = try await clock.measure {
        try await withThrowingTaskGroup(of: Void.self) { group in
          for worker in 0..<8 {
            group.addTask {
              for index in 0..<(operations / 8) {
                _ = try await store.analyses(
                  userID: ada.id, query: index % 2 == 0 ? "bicycle" : nil, limit: 20, cursor: nil)
                _ = try await store.analysis(
                  id: analyses[(worker * 31 + index) % analyses.count].id, userID: ada.id)
              }
            }
          }
          try await group.waitForAll()
        }
      }
      result = (Double(operations) / Self.seconds(writes), Double(operations) / Self.seconds(reads))
    }
    return result
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  @Test func postgresBesideSQLite() async throws {
    let sqlite = try await Self.measure(.sqlite, operations: 2000)
    let postgres = try await Self.measure(.postgres, operations: 2000)
    print(
      String(
        format:
          "store bench: SQLite %.0f saves/s, %.0f reads/s; PostgreSQL %.0f saves/s (%.2f×), %.0f reads/s (%.2f×)",
        sqlite.writes, sqlite.reads, postgres.writes, postgres.writes / sqlite.writes, postgres.reads,
        postgres.reads / sqlite.reads))
    #expect(postgres.writes > 0 && postgres.reads > 0)
  }
}
