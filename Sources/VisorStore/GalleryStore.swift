import Foundation
import VisorCore

/// A generated image saved in a user's gallery with the prompt that made it.
public struct GalleryImage: Sendable, Equatable, Codable, Identifiable {
  public var id: UUID
  public var userID: UUID
  public var prompt: String
  /// `WIDTHxHEIGHT` as requested, e.g. `1024x1024`.
  public var size: String
  /// The model that made it, e.g. `openai/gpt-image-1`.
  public var model: String
  /// Blob key: `images/<userid>/<id>.png` (or `.jpg`, `.webp`).
  public var imageKey: String
  public var mimeType: String
  public var favorite: Bool
  public var createdAt: Date

  public init(
    id: UUID = UUID(), userID: UUID, prompt: String, size: String, model: String, imageKey: String,
    mimeType: String, favorite: Bool = false, createdAt: Date = Date()
  ) {
    self.id = id
    self.userID = userID
    self.prompt = prompt
    self.size = size
    self.model = model
    self.imageKey = imageKey
    self.mimeType = mimeType
    self.favorite = favorite
    self.createdAt = createdAt
  }
}

/// The gallery of generated images (the DALL·E tab). Scoped per user like every store.
///
/// ```swift
/// try await store.saveGalleryImage(image)
/// let page = try await store.galleryImages(userID: ada.id, favoritesOnly: false, limit: 20, cursor: nil)
/// ```
public protocol GalleryStore: Sendable {
  /// Throws `VisorError` `.notFound` for an unknown user.
  func saveGalleryImage(_ image: GalleryImage) async throws
  /// Nil when missing or another user's.
  func galleryImage(id: UUID, userID: UUID) async throws -> GalleryImage?
  /// Newest first; an invalid cursor throws `VisorError` `.invalidCursor`.
  func galleryImages(userID: UUID, favoritesOnly: Bool, limit: Int, cursor: String?) async throws -> Page<
    GalleryImage
  >
  /// Nil when the image is not the user's.
  func setGalleryImageFavorite(id: UUID, userID: UUID, favorite: Bool) async throws -> GalleryImage?
  /// Returns the deleted image (so the caller deletes its blob), or nil.
  func deleteGalleryImage(id: UUID, userID: UUID) async throws -> GalleryImage?
}
