import Foundation
import VisorCore

extension PostgresStore {
  /// Version 8: the outbox table and, on each table whose rows reference a blob, a row trigger that
  /// queues the blob's deletion in the delete's own transaction (cascades included). The trigger
  /// function takes the key column's name as its argument.
  static let outboxMigration = Migration(
    version: 8, name: "outbox",
    sql: """
      CREATE TABLE outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind text NOT NULL,
        payload text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        available_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      );
      CREATE INDEX outbox_available ON outbox (available_at, id);

      CREATE FUNCTION visor_outbox_delete_blob() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        key text := to_jsonb(OLD) ->> TG_ARGV[0];
      BEGIN
        IF key IS NOT NULL THEN
          INSERT INTO outbox (kind, payload) VALUES ('\(OutboxKind.deleteBlob)', key);
        END IF;
        RETURN NULL;
      END $$;
      """
        + ["analyses", "records", "chat_messages", "gallery_images"].map { table in
          """

          CREATE TRIGGER \(table)_outbox AFTER DELETE ON \(table)
            FOR EACH ROW EXECUTE FUNCTION visor_outbox_delete_blob('image_key');
          """
        }.joined())

  public func enqueueOutbox(kind: String, payloads: [String]) async throws {
    guard !payloads.isEmpty else { return }
    try await database.transaction { db in
      for payload in payloads {
        _ = try db.run("INSERT INTO outbox (kind, payload) VALUES ($1, $2)", [kind, payload])
      }
    }
  }

  /// `FOR UPDATE SKIP LOCKED`: a claim passes over rows another claim holds, and re-checks
  /// `available_at` on rows it waited for, so no two claims take one row.
  public func claimOutbox(limit: Int, now: Date, lease: TimeInterval) async throws -> [OutboxItem] {
    let until = now.addingTimeInterval(lease)
    let items = try await database.run { db in
      try db.query(
        """
        UPDATE outbox SET available_at = $1, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox WHERE available_at <= $2 ORDER BY available_at, id LIMIT $3
          FOR UPDATE SKIP LOCKED)
        RETURNING \(StoreRows.outboxColumns)
        """, [until, now, max(limit, 1)], StoreRows.outboxItem)
    }
    return items.sorted { $0.id < $1.id }
  }

  public func completeOutbox(id: Int64) async throws {
    _ = try await database.run { db in try db.run("DELETE FROM outbox WHERE id = $1", [id]) }
  }

  public func retryOutbox(id: Int64, at: Date, error: String) async throws {
    _ = try await database.run { db in
      try db.run(
        "UPDATE outbox SET available_at = $1, last_error = $2 WHERE id = $3",
        [at, String(error.prefix(500)), id])
    }
  }

  public func pendingOutbox(limit: Int) async throws -> [OutboxItem] {
    try await database.run { db in
      try db.query(
        "SELECT \(StoreRows.outboxColumns) FROM outbox ORDER BY id LIMIT $1", [max(limit, 1)],
        StoreRows.outboxItem)
    }
  }
}
