import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// `GET /api/v1/stats`: the home screen's counts per feature, favourites and recent activity.
struct StatsRoutes {
  let stats: StatsService

  func register(on routes: RouteTable) {
    routes.answer(Endpoints.stats) { ctx in
      StatsResponse(try await stats.summary(user: ctx.user))
    }
  }
}
