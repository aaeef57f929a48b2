import Foundation
import VisorCore

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

  public func enqueueOutbox(kind: String, payloads: [String]) async throws {
    guard !payloads.isEmpty else { return }
    let now = Date()
    try await database.write { db in
      for payload in payloads {
        try db.run(
          "INSERT INTO outbox (kind, payload, created_at, available_at) VALUES (?, ?, ?, ?)",
          [kind, payload, now, now])
      }
    }
  }

  /// The single writer is SQLite's `SKIP LOCKED`: claims run one at a time, and each moves what it
  /// took out of reach (`available_at` = the lease's end) before the next one looks.
  public func claimOutbox(limit: Int, now: Date, lease: TimeInterval) async throws -> [OutboxItem] {
    let until = now.addingTimeInterval(lease)
    let items = try await database.write { db in
      try db.query(
        """
        UPDATE outbox SET available_at = ?, attempts = attempts + 1
        WHERE id IN (SELECT id FROM outbox WHERE available_at <= ? ORDER BY available_at, id LIMIT ?)
        RETURNING \(StoreRows.outboxColumns)
        """, [until, now, max(limit, 1)], StoreRows.outboxItem)
    }
    return items.sorted { $0.id < $1.id }
  }

  public func completeOutbox(id: Int64) async throws {
    try await database.write { db in _ = try db.run("DELETE FROM outbox WHERE id = ?", [id]) }
  }

  public func retryOutbox(id: Int64, at: Date, error: String) async throws {
    try await database.write { db in
      _ = try db.run(
        "UPDATE outbox SET available_at = ?, last_error = ? WHERE id = ?",
        [at, String(error.prefix(500)), id])
    }
  }

  public func pendingOutbox(limit: Int) async throws -> [OutboxItem] {
    try await database.read { db in
      try db.query(
        "SELECT \(StoreRows.outboxColumns) FROM outbox ORDER BY id LIMIT ?", [max(limit, 1)],
        StoreRows.outboxItem
      )
    }
  }
}
