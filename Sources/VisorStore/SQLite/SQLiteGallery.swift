import Foundation
import VisorCore

// The SQLite implementation of GalleryStore: `gallery_images` (migration 4).

extension SQLiteStore {
  private static let galleryColumns =
    "id, user_id, prompt, size, model, image_key, mime_type, favorite, created_at"

  private static func decodeGalleryImage(_ row: SQLiteRow) throws -> GalleryImage {
    GalleryImage(
      id: try row.uuid(0), userID: try row.uuid(1), prompt: row.string(2), size: row.string(3),
      model: row.string(4), imageKey: row.string(5), mimeType: row.string(6), favorite: row.bool(7),
      createdAt: row.date(8))
  }

  public func saveGalleryImage(_ image: GalleryImage) async throws {
    do {
      try await database.write { db in
        try db.run(
          "INSERT INTO gallery_images (\(Self.galleryColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
          [
            image.id, image.userID, image.prompt, image.size, image.model, image.imageKey, image.mimeType,
            image.favorite, image.createdAt,
          ])
      }
    } catch let error as SQLiteError where error.isForeignKeyViolation {
      throw VisorError(.notFound, "There is no such user; create the user first.")
    } catch let error as SQLiteError where error.isUniqueViolation {
      throw VisorError(.imageExists, "An image with this id exists. Save it with a new id.")
    }
  }

  public func galleryImage(id: UUID, userID: UUID) async throws -> GalleryImage? {
    try await database.read { db in
      try db.queryFirst(
        "SELECT \(Self.galleryColumns) FROM gallery_images WHERE id = ? AND user_id = ?", [id, userID],
        Self.decodeGalleryImage)
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
      SELECT \(Self.galleryColumns) FROM gallery_images WHERE \(conditions.joined(separator: " AND "))
      ORDER BY created_at DESC, id DESC LIMIT ?
      """
    let finalArguments = arguments
    var items = try await database.read { db in try db.query(sql, finalArguments, Self.decodeGalleryImage) }
    var next: String?
    if items.count > limit {
      items.removeLast(items.count - limit)
      if let last = items.last { next = KeysetCursor(createdAt: last.createdAt, id: last.id).encoded }
    }
    return Page(items: items, nextCursor: next)
  }

  public func setGalleryImageFavorite(id: UUID, userID: UUID, favorite: Bool) async throws -> GalleryImage? {
    try await database.write { db in
      try db.queryFirst(
        """
        UPDATE gallery_images SET favorite = ? WHERE id = ? AND user_id = ?
        RETURNING \(Self.galleryColumns)
        """, [favorite, id, userID], Self.decodeGalleryImage)
    }
  }

  public func deleteGalleryImage(id: UUID, userID: UUID) async throws -> GalleryImage? {
    try await database.write { db in
      try db.queryFirst(
        "DELETE FROM gallery_images WHERE id = ? AND user_id = ? RETURNING \(Self.galleryColumns)",
        [id, userID],
        Self.decodeGalleryImage)
    }
  }
}
