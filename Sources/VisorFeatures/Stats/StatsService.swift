import Foundation
import VisorCore
import VisorStore

/// The Home screen's numbers: counts per feature, favourites and the most recent items of a user.
///
/// ```swift
/// let summary = try await features.stats.summary(user: ada)  // summary.counts["analyses"]
/// ```
public struct StatsService: Sendable {
  let store: any ActivityStore
  /// How many recent items a summary lists.
  public static let recentLimit = 10

  public func summary(user: User) async throws -> ActivitySummary {
    try await store.activity(userID: user.id, recentLimit: Self.recentLimit)
  }
}
