import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// `/healthz`, `/readyz`, `/metrics`, `/api/v1/models`, `/api/v1/events`.
struct OperationRoutes {
  let app: Features
  let metrics: Metrics

  func register(on router: Router, auth: AuthMiddleware) {
    router.get("/healthz") { _ in
      try .json(["status": "ok"])
    }

    router.get("/readyz") { _ in
      let readiness = await app.readiness()
      return try .json(readiness, status: readiness.ready ? 200 : 503)
    }

    router.get("/metrics") { _ in
      .data(Data(metrics.render().utf8), contentType: "text/plain; version=0.0.4")
    }

    router.get("/api/v1/models", middleware: [auth]) { _ in
      try .json(ModelListResponse(items: await app.modelResponses(), capabilities: app.capabilityStatuses()))
    }

    router.post("/api/v1/events", middleware: [auth]) { request in
      let user = try request.user()
      let batch = try request.decodeJSON(EventBatchRequest.self, allowedFields: EventBatchRequest.fields)
      let events = try EventValidation.validate(batch, userID: user.id)
      try await app.store.recordEvents(events)
      for event in events {
        app.metrics.counter(
          "visor_client_events_total", labels: ["name": event.name], help: "Analytics events sent by clients."
        )
      }
      return try .json(["accepted": events.count], status: 202)
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

extension Features {
  /// Store and models: ready unless the store fails or a required installed local piece failed.
  func readiness() async -> ReadinessResponse {
    var components: [ReadinessResponse.Component] = []
    var ready = true
    do {
      try await store.ping()
      components.append(.init(name: "store", state: "ok", detail: nil))
    } catch {
      ready = false
      components.append(.init(name: "store", state: "failed", detail: "The database cannot be reached."))
    }
    for entry in models.all {
      let d = await entry.current
      if d.state == .failed { ready = false }
      components.append(.init(name: d.id, state: d.state.rawValue, detail: d.note))
    }
    return ReadinessResponse(ready: ready, components: components)
  }
}
