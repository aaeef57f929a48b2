import Foundation
import VisorCore

/// Named counters every instance sharing the database reads alike (docs/decisions/029-migrate-killed-and-the-models-listing.md,
/// "GET /api/v1/models"): bumped after a change kept outside the database — the custom classifiers in
/// the bucket — so an instance learns with one indexed read whether to look in the bucket again,
/// instead of listing it on every request.
///
/// ```swift
/// let seen = try await store.changeCount(ChangeCounter.classifiers)   // 0 until the first bump
/// try await store.bumpChangeCount(ChangeCounter.classifiers)          // after adding one
/// ```
public protocol ChangeCounterStore: Sendable {
  /// The counter's value: 0 when it was never bumped.
  func changeCount(_ name: String) async throws -> Int64
  /// Adds one, atomically across instances; returns the new value.
  @discardableResult
  func bumpChangeCount(_ name: String) async throws -> Int64
}

/// The counters Visor keeps.
public enum ChangeCounter {
  /// Custom classifiers added to or removed from the blob store.
  public static let classifiers = "classifiers"
}

/// The SQL both stores run (PostgreSQL's `$1`; SQLite through ``StoreSQL/sqlite(_:)``).
enum ChangeCounterSQL {
  static func migration(text: String, integer: String) -> String {
    "CREATE TABLE change_counters (name \(text) PRIMARY KEY, count \(integer) NOT NULL);"
  }
  static let read = "SELECT count FROM change_counters WHERE name = $1"
  static let bump = """
    INSERT INTO change_counters AS c (name, count) VALUES ($1, 1)
    ON CONFLICT (name) DO UPDATE SET count = c.count + 1
    RETURNING count
    """
}

extension SQLiteStore {
  /// Version 20: `change_counters`.
  static let changeCounterMigration = Migration(
    version: 20, name: "change_counters", sql: ChangeCounterSQL.migration(text: "TEXT", integer: "INTEGER"))

  public func changeCount(_ name: String) async throws -> Int64 {
    try await database.read { db in
      try db.queryFirst(StoreSQL.sqlite(ChangeCounterSQL.read), [name]) { $0.int64(0) } ?? 0
    }
  }

  @discardableResult
  public func bumpChangeCount(_ name: String) async throws -> Int64 {
    try await database.write { db in
      try db.queryFirst(StoreSQL.sqlite(ChangeCounterSQL.bump), [name]) { $0.int64(0) } ?? 0
    }
  }
}

extension PostgresStore {
  /// Version 10: `change_counters`.
  static let changeCounterMigration = Migration(
    version: 10, name: "change_counters", sql: ChangeCounterSQL.migration(text: "text", integer: "bigint"))

  public func changeCount(_ name: String) async throws -> Int64 {
    try await database.run { db in try db.queryFirst(ChangeCounterSQL.read, [name]) { $0.int64(0) } ?? 0 }
  }

  @discardableResult
  public func bumpChangeCount(_ name: String) async throws -> Int64 {
    try await database.run { db in try db.queryFirst(ChangeCounterSQL.bump, [name]) { $0.int64(0) } ?? 0 }
  }
}
