import Foundation
import VisorCore

/// Who is connected to `GET /api/v1/help/events` and who is in a call, across every instance sharing
/// a PostgreSQL database (issue 28; docs/decisions/051-helpers-across-instances.md).
///
/// Each instance keeps one row per person it serves (`help_presence`: its open streams, the call the
/// person is in) and refreshes `seen_at` every ``heartbeat``; a row older than ``staleAfter`` belongs
/// to an instance that died and counts for nothing. SQLite (one instance) does not need it.
public struct PostgresHelpPresence: Sendable {
  public let database: PostgresDatabase
  /// This process.
  public let instanceID: UUID
  /// How often this instance says it is alive.
  public static let heartbeat: Duration = .seconds(2)
  /// A row not refreshed for this long is a dead instance's: its people are not available.
  public static let staleAfter: TimeInterval = 6

  public init(database: PostgresDatabase, instanceID: UUID) {
    self.database = database
    self.instanceID = instanceID
  }

  /// The table (and the spill table of ``PostgresNotifications``): PostgreSQL version 16.
  public static let migration = Migration(
    version: 16, name: "help_presence",
    sql: """
      CREATE TABLE help_presence (
        instance_id uuid NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        listeners integer NOT NULL DEFAULT 0,
        call_id uuid,
        seen_at timestamptz NOT NULL,
        PRIMARY KEY (instance_id, user_id)
      );
      CREATE INDEX help_presence_user ON help_presence (user_id);
      CREATE INDEX help_presence_call ON help_presence (call_id);
      CREATE TABLE help_bus_messages (
        id bigserial PRIMARY KEY,
        body text NOT NULL,
        created_at timestamptz NOT NULL
      );
      """)

  /// Tables `visor migrate` leaves behind: they describe running processes, not data.
  public static let transientTables: Set<String> = ["help_presence", "help_bus_messages"]

  /// This instance now has `count` open event streams of `userID`.
  public func setListeners(userID: UUID, count: Int) async throws {
    let instance = instanceID
    try await database.run { db in
      try db.run(
        """
        INSERT INTO help_presence (instance_id, user_id, listeners, seen_at) VALUES ($1, $2, $3::int4, now())
        ON CONFLICT (instance_id, user_id) DO UPDATE SET listeners = EXCLUDED.listeners, seen_at = now()
        """, [instance, userID, count])
      try db.run(
        "DELETE FROM help_presence WHERE instance_id = $1 AND user_id = $2 AND listeners = 0 AND call_id IS NULL",
        [instance, userID])
    }
  }

  /// The people among `userIDs` with an open stream on a live instance and in no call anywhere.
  public func available(_ userIDs: [UUID]) async throws -> Set<UUID> {
    guard !userIDs.isEmpty else { return [] }
    let list = userIDs.map(\.wire).joined(separator: ",")
    let stale = Self.staleAfter
    let rows = try await database.run { db in
      try db.query(
        """
        SELECT user_id FROM help_presence
        WHERE user_id::text = ANY (string_to_array($1, ',')) AND seen_at > now() - make_interval(secs => $2)
        GROUP BY user_id
        HAVING bool_or(listeners > 0) AND NOT bool_or(call_id IS NOT NULL)
        """, [list, stale]
      ) { try $0.uuid(0) }
    }
    return Set(rows)
  }

  /// Marks both people of `callID` busy, unless one of them is in another call on a live instance.
  public func enterCall(_ a: UUID, _ b: UUID, callID: UUID) async throws -> Bool {
    let instance = instanceID
    let stale = Self.staleAfter
    return try await database.transaction { db in
      // Calls start rarely: one lock for all of them keeps two instances from ringing one person twice.
      try db.run("SELECT pg_advisory_xact_lock($1::int4, 28)", [7_411_016])
      let busy =
        try db.queryFirst(
          """
          SELECT count(*) FROM help_presence
          WHERE user_id IN ($1, $2) AND call_id IS NOT NULL AND seen_at > now() - make_interval(secs => $3)
          """, [a, b, stale]
        ) { $0.int(0) } ?? 0
      guard busy == 0 else { return false }
      for person in [a, b] {
        try db.run(
          """
          INSERT INTO help_presence (instance_id, user_id, listeners, call_id, seen_at)
          VALUES ($1, $2, 0, $3, now())
          ON CONFLICT (instance_id, user_id) DO UPDATE SET call_id = EXCLUDED.call_id, seen_at = now()
          """, [instance, person, callID])
      }
      return true
    }
  }

  /// The call is over: its two people are free again.
  public func leaveCall(callID: UUID) async throws {
    try await database.run { db in
      try db.run("UPDATE help_presence SET call_id = NULL WHERE call_id = $1", [callID])
      try db.run("DELETE FROM help_presence WHERE listeners = 0 AND call_id IS NULL")
    }
  }

  /// This instance is alive: its rows are fresh again. Rows of instances dead for an hour go.
  public func beat() async throws {
    let instance = instanceID
    try await database.run { db in
      try db.run("UPDATE help_presence SET seen_at = now() WHERE instance_id = $1", [instance])
      try db.run("DELETE FROM help_presence WHERE seen_at < now() - interval '1 hour'")
    }
  }

  /// This instance stops: its people are no longer here.
  public func removeAll() async throws {
    let instance = instanceID
    try await database.run { db in
      try db.run("DELETE FROM help_presence WHERE instance_id = $1", [instance])
    }
  }
}
