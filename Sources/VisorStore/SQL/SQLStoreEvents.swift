import Foundation
import VisorCore

// EventStore on both engines (`events`), and the list of every blob key the rows hold.

enum EventSQL {
  /// Events of unknown (e.g. just deleted) users are dropped rather than failing the request; an event
  /// recorded twice is kept once.
  static let insert = SharedSQL(
    """
    INSERT INTO events (id, user_id, name, properties, source, created_at)
    SELECT $1, $2, $3, $4, $5, $6
    WHERE $2 IS NULL OR EXISTS (SELECT 1 FROM users WHERE id = $2)
    ON CONFLICT (id) DO NOTHING
    """)
  static let counts = SharedSQL("SELECT name, count(*) FROM events WHERE user_id = $1 GROUP BY name")
  static let ofUser = SharedSQL(
    "SELECT \(StoreRows.eventColumns) FROM events WHERE user_id = $1 ORDER BY created_at, id")
}

extension SQLStore {
  public func recordEvents(_ events: [AnalyticsEvent]) async throws {
    guard !events.isEmpty else { return }
    let rows = try StoreRows.eventRows(events)
    try await database.transaction { db in
      for (event, properties) in rows {
        try db.run(
          EventSQL.insert, [event.id, event.userID, event.name, properties, event.source, event.createdAt])
      }
    }
  }

  public func eventCounts(userID: UUID) async throws -> [String: Int] {
    try await database.read { db in
      Dictionary(try db.query(EventSQL.counts, [userID]) { ($0.string(0), $0.int(1)) }, uniquingKeysWith: +)
    }
  }

  public func events(userID: UUID) async throws -> [AnalyticsEvent] {
    try await database.read { db in try db.query(EventSQL.ofUser, [userID], StoreRows.event) }
  }

  public func allImageKeys() async throws -> Set<String> {
    let references = blobReferences
    return try await database.snapshot { db in
      var keys = Set<String>()
      for reference in references {
        keys.formUnion(
          try db.rows(
            "SELECT \(reference.column) FROM \(reference.table) WHERE \(reference.column) IS NOT NULL", []
          ) { $0.string(0) })
      }
      return keys
    }
  }
}
