import Foundation
import VisorCore

// OutboxStore on both engines (decision 023): one table of work to do after a commit, claimed with
// leases; PostgreSQL skips rows another claim holds, SQLite's one writer claims one at a time.

enum OutboxSQL {
  static let pending = SharedSQL("SELECT \(StoreRows.outboxColumns) FROM outbox ORDER BY id LIMIT $1")
  static let complete = SharedSQL("DELETE FROM outbox WHERE id = $1")
  static let retry = SharedSQL("UPDATE outbox SET available_at = $1, last_error = $2 WHERE id = $3")
}

extension SQLStore {
  public func enqueueOutbox(kind: String, payloads: [String]) async throws {
    guard !payloads.isEmpty else { return }
    let insert = DialectStatements.once(Dialect.self, "outbox.insert") {
      SharedSQL(
        """
        INSERT INTO outbox (kind, payload, created_at, available_at)
        VALUES ($1, $2, \(Dialect.currentTimestamp), \(Dialect.currentTimestamp))
        """)
    }
    try await database.transaction { db in
      for payload in payloads { try db.run(insert, [kind, payload]) }
    }
  }

  /// A claim moves what it took out of reach (`available_at` = the lease's end) before the next one
  /// looks: SQLite's single writer runs claims one at a time; PostgreSQL's `FOR UPDATE SKIP LOCKED`
  /// passes over rows another claim holds and re-checks `available_at` on rows it waited for, so no two
  /// claims take one row.
  public func claimOutbox(limit: Int, now: Date, lease: TimeInterval) async throws -> [OutboxItem] {
    let until = now.addingTimeInterval(lease)
    let claim = DialectStatements.once(Dialect.self, "outbox.claim") {
      SharedSQL(
        """
        UPDATE outbox SET available_at = $1, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox WHERE available_at <= $2 ORDER BY available_at, id LIMIT $3\(Dialect.skipLocked))
        RETURNING \(StoreRows.outboxColumns)
        """)
    }
    let items = try await database.write { db in
      try db.query(claim, [until, now, max(limit, 1)], StoreRows.outboxItem)
    }
    return items.sorted { $0.id < $1.id }
  }

  public func completeOutbox(id: Int64) async throws {
    try await database.write { db in _ = try db.run(OutboxSQL.complete, [id]) }
  }

  public func retryOutbox(id: Int64, at: Date, error: String) async throws {
    try await database.write { db in _ = try db.run(OutboxSQL.retry, [at, String(error.prefix(500)), id]) }
  }

  public func pendingOutbox(limit: Int) async throws -> [OutboxItem] {
    try await database.read { db in try db.query(OutboxSQL.pending, [max(limit, 1)], StoreRows.outboxItem) }
  }
}

// The table and its blob triggers, per engine (listed in SQLiteSchema.swift and PostgresSchema.swift).

extension SQLiteStore {
  /// The milliseconds of now, in SQL (SQLite 3.40 has no `unixepoch('subsec')`).
  static let sqlNowMilliseconds = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)"

  /// Version 18: the outbox table, and a trigger on each table whose rows reference a blob, so the
  /// blob's deletion is queued in the delete's own transaction (cascades from `users` and `chats`
  /// included: SQLite runs the child tables' triggers for rows its foreign keys delete).
  static let outboxMigration = Migration(
    version: 18, name: "outbox",
    sql: """
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        available_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT
      );
      CREATE INDEX outbox_available ON outbox (available_at, id);
      """
        + ["analyses", "records", "chat_messages", "gallery_images"].map { table in
          """

          CREATE TRIGGER \(table)_outbox AFTER DELETE ON \(table) WHEN old.image_key IS NOT NULL BEGIN
            INSERT INTO outbox (kind, payload, created_at, available_at)
            VALUES ('\(OutboxKind.deleteBlob)', old.image_key, \(sqlNowMilliseconds), \(sqlNowMilliseconds));
          END;
          """
        }.joined())
}

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
}
