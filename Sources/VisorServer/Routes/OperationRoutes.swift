import Foundation
import Synchronization
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// `/healthz`, `/readyz`, `/metrics`, `/api/v1/models`, `/api/v1/events`.
struct OperationRoutes {
  let readiness: ReadinessService
  /// Every model with its state, for `GET /api/v1/models`.
  let models: ModelService
  let events: EventService
  let metrics: Metrics

  func register(on routes: RouteTable) {
    routes.on(Endpoints.health) { _ in try .json(HealthResponse()) }

    routes.on(Endpoints.readiness) { _ in
      let report = ReadinessResponse(await readiness.check())
      return try .json(report, status: report.ready ? 200 : 503)
    }

    // Generated on first use (not at start-up: ~340 KB nobody may ask for), then the same bytes.
    let description = Mutex<Data?>(nil)
    routes.on(Endpoints.openAPI) { _ in
      let document = try description.withLock { cached in
        if let cached { return cached }
        let made = try OpenAPIDocument.json(version: VisorVersion.current)
        cached = made
        return made
      }
      var response = HTTPResponse.data(document, contentType: "application/json")
      response.headers["Cache-Control"] = "public, max-age=3600"
      return response
    }

    routes.on(Endpoints.metrics) { _ in
      .data(Data(metrics.render().utf8), contentType: "text/plain; version=0.0.4")
    }

    routes.answer(Endpoints.listModels) { ctx in
      ModelListResponse(
        items: await models.models().map(ModelResponse.init),
        capabilities: models.capabilities().map(CapabilityStatusResponse.init))
    }

    routes.answer(Endpoints.recordEvents) { ctx, batch in
      EventBatchResponse(
        accepted: try await events.recordClientEvents(
          batch.events.map { ($0.name, $0.properties) }, userID: ctx.user.id))
    }
  }
}
