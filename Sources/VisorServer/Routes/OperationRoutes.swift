import Foundation
import Synchronization
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// `/healthz`, `/readyz`, `/metrics`, `/api/v1/models`, `/api/v1/events`.
struct OperationRoutes {
  let app: Features
  let metrics: Metrics

  func register(on routes: RouteTable) {
    routes.on(Endpoints.health) { _ in try .json(HealthResponse()) }

    routes.on(Endpoints.readiness) { _ in
      let readiness = ReadinessResponse(await app.readiness.check())
      return try .json(readiness, status: readiness.ready ? 200 : 503)
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
        items: await app.modelCatalogue.models().map(ModelResponse.init),
        capabilities: app.modelCatalogue.capabilities().map(CapabilityStatusResponse.init))
    }

    routes.answer(Endpoints.recordEvents) { ctx, batch in
      let user = ctx.user
      let events = try EventValidation.validate(batch, userID: user.id)
      try await app.store.recordEvents(events)
      for event in events {
        app.metrics.counter(
          "visor_client_events_total", labels: ["name": event.name], help: "Analytics events sent by clients."
        )
      }
      return EventBatchResponse(accepted: events.count)
    }
  }
}

/// Client analytics events: names and small properties only, never content.
enum EventValidation {
  static let maxEvents = 100
  static let maxProperties = 16

  static func validate(_ batch: EventBatchRequest, userID: UUID) throws -> [AnalyticsEvent] {
    guard !batch.events.isEmpty else {
      throw VisorError(.invalidField, "Field \"events\" must hold at least one event.")
    }
    guard batch.events.count <= maxEvents else {
      throw VisorError(
        .tooManyEvents, "Send at most \(maxEvents) events per batch; split the batch and send again.")
    }
    let nameCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789_.")
    return try batch.events.enumerated().map { index, event in
      guard (1...64).contains(event.name.count), event.name.allSatisfy({ nameCharacters.contains($0) }) else {
        throw VisorError(
          .invalidField,
          "events[\(index)].name must be 1–64 characters of lowercase letters, digits, dot or underscore (e.g. \"shutter_tap\")."
        )
      }
      let properties = event.properties ?? [:]
      guard properties.count <= maxProperties,
        properties.allSatisfy({ (1...64).contains($0.key.count) && $0.value.count <= 128 })
      else {
        throw VisorError(
          .invalidField,
          "events[\(index)].properties may hold at most \(maxProperties) entries with keys up to 64 and values up to 128 characters."
        )
      }
      return AnalyticsEvent(userID: userID, name: event.name, properties: properties, source: "client")
    }
  }
}
