import Foundation
import VisorCore

// Faces and things a user taught (KnownStore) on SQLite: `known_items`, `known_photos` (migration 22).
extension SQLiteStore {
  static let knownMigration = Migration(
    version: 22, name: "known_faces_and_things",
    sql: KnownSQL.migration(uuid: "TEXT", text: "TEXT", time: "INTEGER", blob: "BLOB", integer: "INTEGER")
      // A deleted teaching photo's blob is deleted by the outbox (as for every blob column).
      + """
      CREATE TRIGGER known_photos_outbox AFTER DELETE ON known_photos BEGIN
        INSERT INTO outbox (kind, payload, created_at, available_at)
        VALUES ('\(OutboxKind.deleteBlob)', old.image_key, \(sqlNowMilliseconds), \(sqlNowMilliseconds));
      END;
      """)

  public func saveKnownItem(_ item: KnownItem) async throws {
    do {
      try await database.write { db in
        try db.run(
          StoreSQL.sqlite(KnownSQL.insertItem),
          [item.id, item.userID, item.kind.rawValue, item.name, KnownSQL.nameKey(item.name), item.createdAt])
        for (position, photo) in item.photos.enumerated() {
          try db.run(
            StoreSQL.sqlite(KnownSQL.insertPhoto),
            [
              photo.id, item.id, item.userID, position, photo.imageKey, KnownSQL.bytes(photo.embedding),
              photo.createdAt,
            ])
        }
      }
    } catch let error as SQLiteError where error.isForeignKeyViolation {
      throw StoreErrors.noSuchUser
    } catch let error as SQLiteError where error.isUniqueViolation {
      throw KnownSQL.exists
    }
  }

  public func knownItems(userID: UUID, kind: KnownKind) async throws -> [KnownItem] {
    try await database.read { db in
      try db.transaction(.deferred) {
        let items = try db.query(
          StoreSQL.sqlite(KnownSQL.selectItems), [userID, kind.rawValue], KnownSQL.item)
        let photos = try db.query(
          StoreSQL.sqlite(KnownSQL.selectPhotos), [userID, kind.rawValue], KnownSQL.photo)
        return KnownSQL.attach(items, photos)
      }
    }
  }

  public func knownItem(id: UUID, userID: UUID, kind: KnownKind) async throws -> KnownItem? {
    try await database.read { db in
      try db.transaction(.deferred) { try Self.knownItem(db, id: id, userID: userID, kind: kind) }
    }
  }

  private static func knownItem(_ db: SQLiteConnection, id: UUID, userID: UUID, kind: KnownKind) throws
    -> KnownItem?
  {
    guard
      let item = try db.queryFirst(
        StoreSQL.sqlite(KnownSQL.selectItem), [id, userID, kind.rawValue], KnownSQL.item)
    else { return nil }
    let photos = try db.query(StoreSQL.sqlite(KnownSQL.selectItemPhotos), [id, userID], KnownSQL.photo)
    return KnownSQL.attach([item], photos).first
  }

  public func knownItemCount(userID: UUID, kind: KnownKind) async throws -> Int {
    try await database.read { db in
      try db.queryFirst(StoreSQL.sqlite(KnownSQL.count), [userID, kind.rawValue]) { $0.int(0) } ?? 0
    }
  }

  public func renameKnownItem(id: UUID, userID: UUID, kind: KnownKind, name: String) async throws
    -> KnownItem?
  {
    do {
      return try await database.write { db in
        let changed = try db.run(
          StoreSQL.sqlite(KnownSQL.rename), [name, KnownSQL.nameKey(name), id, userID, kind.rawValue])
        return changed == 0 ? nil : try Self.knownItem(db, id: id, userID: userID, kind: kind)
      }
    } catch let error as SQLiteError where error.isUniqueViolation {
      throw KnownSQL.exists
    }
  }

  public func deleteKnownItem(id: UUID, userID: UUID, kind: KnownKind) async throws -> KnownItem? {
    try await database.write { db in
      guard let item = try Self.knownItem(db, id: id, userID: userID, kind: kind) else { return nil }
      // ON DELETE CASCADE removes the embeddings in the same transaction.
      _ = try db.run(StoreSQL.sqlite(KnownSQL.delete), [id, userID, kind.rawValue])
      return item
    }
  }
}
