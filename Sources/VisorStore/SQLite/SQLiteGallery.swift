import Foundation
import VisorCore

// The SQLite implementation of GalleryStore: `gallery_images` (migration 4).

extension SQLiteStore {

  public func saveGalleryImage(_ image: GalleryImage) async throws {
    do {
      try await database.write { db in
        try db.run(
          "INSERT INTO gallery_images (\(StoreRows.galleryColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
          [
            image.id, image.userID, image.prompt, image.size, image.model, image.imageKey, image.mimeType,
            image.favorite, image.createdAt,
          ])
      }
    } catch let error as SQLiteError where error.isForeignKeyViolation {
      throw StoreErrors.noSuchUser
    } catch let error as SQLiteError where error.isUniqueViolation {
      throw StoreErrors.imageExists
    }
  }

  public func galleryImage(id: UUID, userID: UUID) async throws -> GalleryImage? {
    try await database.read { db in
      try db.queryFirst(
        "SELECT \(StoreRows.galleryColumns) FROM gallery_images WHERE id = ? AND user_id = ?", [id, userID],
        StoreRows.galleryImage)
    }
  }

  public func galleryImages(userID: UUID, favoritesOnly: Bool, limit: Int, cursor: String?) async throws
    -> Page<GalleryImage>
  {
    let after = try KeysetCursor.decode(cursor)
    let limit = min(max(limit, 1), Self.maximumPageSize)
    var conditions = ["user_id = ?"]
    var arguments: [any SQLiteBindable] = [userID]
    if favoritesOnly { conditions.append("favorite = 1") }
    if let after {
      conditions.append("(created_at < ? OR (created_at = ? AND id < ?))")
      arguments += [after.milliseconds, after.milliseconds, after.id]
    }
    arguments.append(limit + 1)
    let sql = """
      SELECT \(StoreRows.galleryColumns) FROM gallery_images WHERE \(conditions.joined(separator: " AND "))
      ORDER BY created_at DESC, id DESC LIMIT ?
      """
    let finalArguments = arguments
    let items = try await database.read { db in try db.query(sql, finalArguments, StoreRows.galleryImage) }
    return KeysetCursor.page(items, limit: limit) { KeysetCursor(createdAt: $0.createdAt, id: $0.id) }
  }

  public func setGalleryImageFavorite(id: UUID, userID: UUID, favorite: Bool) async throws -> GalleryImage? {
    try await database.write { db in
      try db.queryFirst(
        """
        UPDATE gallery_images SET favorite = ? WHERE id = ? AND user_id = ?
        RETURNING \(StoreRows.galleryColumns)
        """, [favorite, id, userID], StoreRows.galleryImage)
    }
  }

  public func deleteGalleryImage(id: UUID, userID: UUID) async throws -> GalleryImage? {
    try await database.write { db in
      try db.queryFirst(
        "DELETE FROM gallery_images WHERE id = ? AND user_id = ? RETURNING \(StoreRows.galleryColumns)",
        [id, userID],
        StoreRows.galleryImage)
    }
  }
}
