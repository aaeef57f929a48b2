import Foundation
import VisorCore

// Faces and things a user taught (KnownStore) on both engines: `known_items`, `known_photos` (SQLite
// migration 22, PostgreSQL 12; things' colour signatures: SQLite 26, PostgreSQL 18); the statements
// are ``KnownSQL``'s.

extension SQLStore {
  public func saveKnownItem(_ item: KnownItem) async throws {
    do {
      try await database.transaction { db in
        try db.run(
          KnownSQL.insertItem,
          [item.id, item.userID, item.kind.rawValue, item.name, KnownSQL.nameKey(item.name), item.createdAt])
        for (position, photo) in item.photos.enumerated() {
          try db.run(
            KnownSQL.insertPhoto,
            [
              photo.id, item.id, item.userID, position, photo.imageKey, KnownSQL.bytes(photo.embedding),
              photo.createdAt, photo.colour.map(KnownSQL.bytes),
            ])
        }
      }
    } catch let error where Dialect.isForeignKeyViolation(error) {
      throw StoreErrors.noSuchUser
    } catch let error where Dialect.isUniqueViolation(error) {
      throw KnownSQL.exists
    }
  }

  public func knownItems(userID: UUID, kind: KnownKind) async throws -> [KnownItem] {
    try await database.snapshot { db in
      let items = try db.query(KnownSQL.selectItems, [userID, kind.rawValue], KnownSQL.item)
      let photos = try db.query(KnownSQL.selectPhotos, [userID, kind.rawValue], KnownSQL.photo)
      return KnownSQL.attach(items, photos)
    }
  }

  public func knownItem(id: UUID, userID: UUID, kind: KnownKind) async throws -> KnownItem? {
    try await database.snapshot { db in try KnownSQL.loadItem(db, id: id, userID: userID, kind: kind) }
  }

  public func knownItemCount(userID: UUID, kind: KnownKind) async throws -> Int {
    try await database.read { db in
      try db.queryFirst(KnownSQL.count, [userID, kind.rawValue]) { $0.int(0) } ?? 0
    }
  }

  public func renameKnownItem(id: UUID, userID: UUID, kind: KnownKind, name: String) async throws
    -> KnownItem?
  {
    do {
      return try await database.transaction { db in
        let changed = try db.run(KnownSQL.rename, [name, KnownSQL.nameKey(name), id, userID, kind.rawValue])
        return changed == 0 ? nil : try KnownSQL.loadItem(db, id: id, userID: userID, kind: kind)
      }
    } catch let error where Dialect.isUniqueViolation(error) {
      throw KnownSQL.exists
    }
  }

  public func deleteKnownItem(id: UUID, userID: UUID, kind: KnownKind) async throws -> KnownItem? {
    try await database.transaction { db in
      guard let item = try KnownSQL.loadItem(db, id: id, userID: userID, kind: kind) else { return nil }
      // ON DELETE CASCADE removes the embeddings in the same transaction.
      try db.run(KnownSQL.delete, [id, userID, kind.rawValue])
      return item
    }
  }

  public func setKnownPhotoColour(photoID: UUID, userID: UUID, colour: [Float]) async throws -> Bool {
    try await database.write { db in
      try db.run(KnownSQL.setColour, [KnownSQL.bytes(colour), photoID, userID]) > 0
    }
  }
}

extension KnownSQL {
  /// One item with its photos, read on `db`.
  static func loadItem<Connection: SQLConnection>(_ db: Connection, id: UUID, userID: UUID, kind: KnownKind)
    throws
    -> KnownItem?
  {
    guard let item = try db.queryFirst(selectItem, [id, userID, kind.rawValue], KnownSQL.item) else {
      return nil
    }
    let photos = try db.query(selectItemPhotos, [id, userID], KnownSQL.photo)
    return attach([item], photos).first
  }
}

// The tables and their triggers, per engine (listed in SQLiteSchema.swift and PostgresSchema.swift).

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
  /// Things' colour signatures (decision 059); photos taught before get theirs on first use.
  static let knownColourMigration = Migration(
    version: 26, name: "known_photo_colour", sql: KnownSQL.colourMigration + " BLOB;")
}

extension PostgresStore {
  static let knownMigration = Migration(
    version: 12, name: "known_faces_and_things",
    sql: KnownSQL.migration(
      uuid: "uuid", text: "text", time: "timestamptz", blob: "bytea", integer: "integer")
        // A deleted teaching photo's blob is deleted by the outbox (as for every blob column).
        + """
        CREATE TRIGGER known_photos_outbox AFTER DELETE ON known_photos
          FOR EACH ROW EXECUTE FUNCTION visor_outbox_delete_blob('image_key');
        """)
  /// Things' colour signatures (decision 059); photos taught before get theirs on first use.
  static let knownColourMigration = Migration(
    version: 18, name: "known_photo_colour", sql: KnownSQL.colourMigration + " bytea;")
}
