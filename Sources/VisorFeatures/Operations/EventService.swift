import Foundation
import VisorCore
import VisorStore

/// Analytics events: names and small properties, never content. Clients send batches
/// (`POST /api/v1/events`); the server records one event per call of its OpenAI surface.
///
/// ```swift
/// let accepted = try await features.events.recordClientEvents([("shutter_tap", nil)], userID: user.id)
/// ```
public struct EventService: Sendable {
  public static let maxEvents = 100
  public static let maxProperties = 16

  let store: any Store
  let metrics: any MetricsRecorder
  let logger: Logger

  public init(store: any Store, metrics: any MetricsRecorder, logger: Logger) {
    self.store = store
    self.metrics = metrics
    self.logger = logger
  }

  /// Checks and records a client's batch (1–100 events; a name of 1–64 lowercase letters, digits, dot
  /// or underscore; at most 16 properties with keys up to 64 and values up to 128 characters) and
  /// counts each by name. Nothing is recorded when any event is refused. Returns how many were.
  public func recordClientEvents(_ batch: [(name: String, properties: [String: String]?)], userID: UUID)
    async throws -> Int
  {
    let events = try Self.validate(batch, userID: userID)
    try await store.recordEvents(events)
    for event in events {
      metrics.counter(
        "visor_client_events_total", labels: ["name": event.name], help: "Analytics events sent by clients.")
    }
    return events.count
  }

  /// Records one server event; a store that cannot take it is logged, never the caller's failure.
  public func recordServerEvent(userID: UUID, name: String, properties: [String: String]) async {
    do {
      try await store.recordEvents([
        AnalyticsEvent(userID: userID, name: name, properties: properties, source: "server")
      ])
    } catch {
      logger.warning("could not record an analytics event", ["name": name, "error": "\(error)"])
    }
  }

  static func validate(_ batch: [(name: String, properties: [String: String]?)], userID: UUID) throws
    -> [AnalyticsEvent]
  {
    guard !batch.isEmpty else {
      throw VisorError(.invalidField, Message("error.events.empty"))
    }
    guard batch.count <= maxEvents else {
      throw VisorError(
        .tooManyEvents, Message("error.events.tooMany", ["max": .number(maxEvents)]))
    }
    let nameCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789_.")
    return try batch.enumerated().map { index, event in
      guard (1...64).contains(event.name.count), event.name.allSatisfy({ nameCharacters.contains($0) }) else {
        throw VisorError(
          .invalidField,
          Message("error.events.name", ["index": .text(String(index))])
        )
      }
      let properties = event.properties ?? [:]
      guard properties.count <= maxProperties,
        properties.allSatisfy({ (1...64).contains($0.key.count) && $0.value.count <= 128 })
      else {
        throw VisorError(
          .invalidField,
          Message("error.events.properties", ["index": .text(String(index)), "max": .number(maxProperties)])
        )
      }
      return AnalyticsEvent(userID: userID, name: event.name, properties: properties, source: "client")
    }
  }
}
