import Foundation
import VisorCore

// GalleryStore on both engines: `gallery_images` (SQLite migration 4, PostgreSQL's first schema).

enum GallerySQL {
  static let insert = SharedSQL(
    "INSERT INTO gallery_images (\(StoreRows.galleryColumns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)")
  static let byID = SharedSQL(
    "SELECT \(StoreRows.galleryColumns) FROM gallery_images WHERE id = $1 AND user_id = $2")
  static let select = "SELECT \(StoreRows.qualified(StoreRows.galleryColumns, "g")) FROM gallery_images g"
  static let setFavorite = SharedSQL(
    """
    UPDATE gallery_images SET favorite = $1 WHERE id = $2 AND user_id = $3
    RETURNING \(StoreRows.galleryColumns)
    """)
  static let delete = SharedSQL(
    "DELETE FROM gallery_images WHERE id = $1 AND user_id = $2 RETURNING \(StoreRows.galleryColumns)")
}

extension SQLStore {
  public func saveGalleryImage(_ image: GalleryImage) async throws {
    do {
      try await database.write { db in
        try db.run(
          GallerySQL.insert,
          [
            image.id, image.userID, image.prompt, image.size, image.model, image.imageKey, image.mimeType,
            image.favorite, image.createdAt,
          ])
      }
    } catch let error where Dialect.isForeignKeyViolation(error) {
      throw StoreErrors.noSuchUser
    } catch let error where Dialect.isUniqueViolation(error) {
      throw StoreErrors.imageExists
    }
  }

  public func galleryImage(id: UUID, userID: UUID) async throws -> GalleryImage? {
    try await database.read { db in try db.queryFirst(GallerySQL.byID, [id, userID], StoreRows.galleryImage) }
  }

  public func galleryImages(userID: UUID, favoritesOnly: Bool, limit: Int, cursor: String?) async throws
    -> Page<GalleryImage>
  {
    try await newestFirst(
      GallerySQL.select, table: "gallery_images", alias: "g", userID: userID,
      filters: favoritesOnly ? [("favorite = ", true)] : [],
      cursor: cursor,
      limit: limit, decode: StoreRows.galleryImage
    ) { KeysetCursor(createdAt: $0.createdAt, id: $0.id) }
  }

  public func setGalleryImageFavorite(id: UUID, userID: UUID, favorite: Bool) async throws -> GalleryImage? {
    try await database.write { db in
      try db.queryFirst(GallerySQL.setFavorite, [favorite, id, userID], StoreRows.galleryImage)
    }
  }

  public func deleteGalleryImage(id: UUID, userID: UUID) async throws -> GalleryImage? {
    try await database.write { db in
      try db.queryFirst(GallerySQL.delete, [id, userID], StoreRows.galleryImage)
    }
  }
}
