import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// `GET /api/v1/stats`: the home screen's counts per feature, favourites and recent activity.
struct StatsRoutes {
  let app: Features

  func register(on router: Router, auth: AuthMiddleware) {
    router.get("/api/v1/stats", middleware: [auth]) { request in
      let user = try request.user()
      return try .json(try await app.stats(user: user))
    }
  }
}

extension Features {
  /// Counts per feature, favourites and the ten most recent items of a user.
  public func stats(user: User) async throws -> StatsResponse {
    let activity = try await store.activity(userID: user.id, recentLimit: 10)
    let c = activity.counts
    return StatsResponse(
      counts: .init(
        analyses: c["analyses"] ?? 0, cars: c["cars"] ?? 0, records: c["records"] ?? 0, chats: c["chats"],
        images: c["images"]),
      favorites: .init(
        chats: activity.favorites["chats"], images: activity.favorites["images"],
        total: activity.favorites.values.reduce(0, +)),
      recent: activity.recent.map {
        .init(type: $0.type, id: $0.id.wire, title: $0.title, createdAt: $0.createdAt)
      })
  }
}
