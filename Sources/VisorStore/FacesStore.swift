import Foundation
import VisorCore

/// What a person taught Visor to know: a face (`face`) or one of their things (`thing`).
public enum KnownKind: String, Sendable, Codable, CaseIterable {
  case face
  case thing
}

/// A face or thing a user taught, with its teaching photos and their embeddings (decision 038).
/// Owned by one user, never shared, never sent to a provider.
public struct KnownItem: Sendable, Equatable, Codable, Identifiable {
  public var id: UUID
  public var userID: UUID
  public var kind: KnownKind
  /// As the user wrote it ("Ana"); unique per user and kind in any letter case.
  public var name: String
  public var createdAt: Date
  /// In the order they were taught.
  public var photos: [KnownPhoto]

  public init(
    id: UUID = UUID(), userID: UUID, kind: KnownKind, name: String, createdAt: Date = Date(),
    photos: [KnownPhoto] = []
  ) {
    self.id = id
    self.userID = userID
    self.kind = kind
    self.name = name
    self.createdAt = createdAt
    self.photos = photos
  }
}

/// One teaching photo: the metadata-free JPEG the user can see and delete, and its embedding.
public struct KnownPhoto: Sendable, Equatable, Codable, Identifiable {
  public var id: UUID
  /// Blob key of the photo.
  public var imageKey: String
  /// The face's (or thing's) embedding: 128 numbers for a face.
  public var embedding: [Float]
  /// A thing's colour signature (20 numbers, decision 059); nil for faces, and for things taught
  /// before signatures were kept until it is computed from the photo.
  public var colour: [Float]?
  public var createdAt: Date

  public init(
    id: UUID = UUID(), imageKey: String, embedding: [Float], colour: [Float]? = nil, createdAt: Date = Date()
  ) {
    self.id = id
    self.imageKey = imageKey
    self.embedding = embedding
    self.colour = colour
    self.createdAt = createdAt
  }
}

/// Faces and things each user taught (`known_items`, `known_photos`: SQLite migration 22,
/// PostgreSQL migration 12). Every call is scoped to one user.
///
/// ```swift
/// try await store.saveKnownItem(KnownItem(userID: ada.id, kind: .face, name: "Ana", photos: [photo]))
/// let faces = try await store.knownItems(userID: ada.id, kind: .face)
/// ```
public protocol KnownStore: Sendable {
  /// Inserts a new item with its photos. Throws `.knownExists` when the user already has one of
  /// this kind with the same name (any letter case), `.notFound` for an unknown user.
  func saveKnownItem(_ item: KnownItem) async throws
  /// Oldest first, each with its photos and embeddings.
  func knownItems(userID: UUID, kind: KnownKind) async throws -> [KnownItem]
  /// Nil when missing, of another kind, or owned by another user.
  func knownItem(id: UUID, userID: UUID, kind: KnownKind) async throws -> KnownItem?
  /// How many items of this kind the user has.
  func knownItemCount(userID: UUID, kind: KnownKind) async throws -> Int
  /// Renames; nil when there is no such item. Throws `.knownExists` when the name is taken.
  func renameKnownItem(id: UUID, userID: UUID, kind: KnownKind, name: String) async throws -> KnownItem?
  /// Deletes the item and its embeddings at once; returns it (so the caller deletes the photos'
  /// blobs) or nil when there was none.
  func deleteKnownItem(id: UUID, userID: UUID, kind: KnownKind) async throws -> KnownItem?
  /// Keeps a teaching photo's colour signature (computed later for things taught before
  /// signatures were kept); false when the user has no such photo.
  func setKnownPhotoColour(photoID: UUID, userID: UUID, colour: [Float]) async throws -> Bool
}

/// The SQL both stores share for faces and things; `$n` parameters are turned into `?` for SQLite.
enum KnownSQL {
  /// Blob keys of teaching photos, so account deletion deletes them.
  static let blobReference = BlobReference(table: "known_photos", column: "image_key")

  static func migration(uuid: String, text: String, time: String, blob: String, integer: String) -> String {
    """
    CREATE TABLE known_items (
      id \(uuid) PRIMARY KEY,
      user_id \(uuid) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind \(text) NOT NULL,
      name \(text) NOT NULL,
      name_key \(text) NOT NULL,
      created_at \(time) NOT NULL,
      UNIQUE (user_id, kind, name_key)
    );
    CREATE TABLE known_photos (
      id \(uuid) PRIMARY KEY,
      item_id \(uuid) NOT NULL REFERENCES known_items (id) ON DELETE CASCADE,
      user_id \(uuid) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      position \(integer) NOT NULL,
      image_key \(text) NOT NULL,
      embedding \(blob) NOT NULL,
      created_at \(time) NOT NULL
    );
    CREATE INDEX known_photos_item ON known_photos (item_id, position);
    CREATE INDEX known_photos_user ON known_photos (user_id);
    """
  }

  static let itemColumns = "id, user_id, kind, name, created_at"
  static let photoColumns = "item_id, id, image_key, embedding, created_at, colour"

  static let insertItem = SharedSQL(
    "INSERT INTO known_items (id, user_id, kind, name, name_key, created_at) VALUES ($1, $2, $3, $4, $5, $6)")
  static let insertPhoto = SharedSQL(
    """
    INSERT INTO known_photos (id, item_id, user_id, position, image_key, embedding, created_at, colour)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
    """)
  static let selectItems = SharedSQL(
    "SELECT \(itemColumns) FROM known_items WHERE user_id = $1 AND kind = $2 ORDER BY created_at, id")
  static let selectItem = SharedSQL(
    "SELECT \(itemColumns) FROM known_items WHERE id = $1 AND user_id = $2 AND kind = $3")
  static let selectPhotos = SharedSQL(
    """
    SELECT p.item_id, p.id, p.image_key, p.embedding, p.created_at, p.colour FROM known_photos p
    JOIN known_items i ON i.id = p.item_id
    WHERE i.user_id = $1 AND i.kind = $2 ORDER BY p.item_id, p.position
    """)
  static let selectItemPhotos = SharedSQL(
    "SELECT \(photoColumns) FROM known_photos WHERE item_id = $1 AND user_id = $2 ORDER BY position")
  static let count = SharedSQL("SELECT count(*) FROM known_items WHERE user_id = $1 AND kind = $2")
  static let setColour = SharedSQL("UPDATE known_photos SET colour = $1 WHERE id = $2 AND user_id = $3")
  /// Things' colour signatures (decision 059): NULL until computed for photos taught before.
  static let colourMigration = "ALTER TABLE known_photos ADD COLUMN colour"
  static let rename = SharedSQL(
    "UPDATE known_items SET name = $1, name_key = $2 WHERE id = $3 AND user_id = $4 AND kind = $5")
  static let delete = SharedSQL("DELETE FROM known_items WHERE id = $1 AND user_id = $2 AND kind = $3")

  /// The case-insensitive key of a name.
  static func nameKey(_ name: String) -> String { name.lowercased() }

  static func item<Row: StoreRow>(_ row: Row) throws -> KnownItem {
    KnownItem(
      id: try row.uuid(0), userID: try row.uuid(1), kind: KnownKind(rawValue: row.string(2)) ?? .face,
      name: row.string(3), createdAt: row.date(4))
  }

  static func photo<Row: StoreRow>(_ row: Row) throws -> (UUID, KnownPhoto) {
    (
      try row.uuid(0),
      KnownPhoto(
        id: try row.uuid(1), imageKey: row.string(2), embedding: floats(row.data(3)),
        colour: row.isNull(5) ? nil : floats(row.data(5)), createdAt: row.date(4))
    )
  }

  /// Little-endian 32-bit floats.
  static func bytes(_ values: [Float]) -> Data {
    var data = Data(capacity: values.count * 4)
    for value in values {
      withUnsafeBytes(of: value.bitPattern.littleEndian) { data.append(contentsOf: $0) }
    }
    return data
  }

  static func floats(_ data: Data) -> [Float] {
    let bytes = [UInt8](data)
    return stride(from: 0, to: bytes.count - 3, by: 4).map { i in
      Float(
        bitPattern: UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16
          | UInt32(bytes[i + 3]) << 24)
    }
  }

  /// Items with their photos attached.
  static func attach(_ items: [KnownItem], _ photos: [(UUID, KnownPhoto)]) -> [KnownItem] {
    var byItem: [UUID: [KnownPhoto]] = [:]
    for (itemID, photo) in photos { byItem[itemID, default: []].append(photo) }
    return items.map { item in
      var item = item
      item.photos = byItem[item.id] ?? []
      return item
    }
  }

  static let exists = VisorError(
    .knownExists,
    Message("error.known.nameTaken"))
}
