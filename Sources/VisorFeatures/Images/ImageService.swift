import Foundation
import VisorCore
import VisorStore

/// Image generation into a per-user gallery (the DALL·E tab). Used by the routes and `visor imagine`.
///
/// ```swift
/// let image = try await features.images.generate(user: ada, prompt: "a red fox in snow", size: nil)
/// ```
public struct ImageService: Sendable {
  let models: ModelRegistry
  let store: any GalleryStore
  let blobs: any BlobStore
  let logger: Logger
  /// Deletes a deleted image's file (queued by the store in the delete's transaction).
  let outbox: OutboxProcessor

  public static let sizes = ["256x256", "512x512", "1024x1024", "1024x1792", "1792x1024"]
  public static let defaultSize = "1024x1024"
  public static let maxPromptLength = 4000

  /// Generates with the default image-generation model and saves the image with its prompt.
  /// 501 `not_configured` when no image model is configured.
  public func generate(user: User, prompt: String, size: String?) async throws -> GalleryImage {
    let prompt = prompt.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !prompt.isEmpty else {
      throw VisorError(.missingField, "Field \"prompt\" is required: describe the image to make.")
    }
    guard prompt.count <= Self.maxPromptLength else {
      throw VisorError(
        .promptTooLong,
        "The prompt has \(prompt.count) characters; the limit is \(Self.maxPromptLength). Shorten it.")
    }
    let size = size ?? Self.defaultSize
    guard Self.sizes.contains(size) else {
      throw VisorError(
        .invalidField,
        "Field \"size\" must be one of \(Self.sizes.joined(separator: ", ")) (got \"\(size.prefix(40))\").")
    }
    let entry = try models.resolve(nil, for: .imageGeneration)
    guard let generator = entry.generator else {
      throw VisorError(.notConfigured, ModelRegistry.howToConfigure(.imageGeneration))
    }
    let generated = try await generator.generate(prompt: prompt, size: size)
    let id = UUID()
    let ext =
      switch generated.mimeType {
      case "image/jpeg": "jpg"
      case "image/webp": "webp"
      default: "png"
      }
    let image = GalleryImage(
      id: id, userID: user.id, prompt: prompt, size: size, model: entry.descriptor.id,
      imageKey: "images/\(user.id.wire)/\(id.wire).\(ext)", mimeType: generated.mimeType,
      createdAt: .storedNow)
    try await blobs.put(generated.data, key: image.imageKey)
    do {
      try await store.saveGalleryImage(image)
    } catch {
      try? await blobs.delete(image.imageKey)
      throw error
    }
    return image
  }

  /// The user's image, or 404.
  public func image(id: UUID, user: User) async throws -> GalleryImage {
    guard let image = try await store.galleryImage(id: id, userID: user.id) else {
      throw VisorError(.notFound, "No image with that id; list your images with GET /api/v1/images.")
    }
    return image
  }

  /// The image's bytes, or 404.
  public func content(of image: GalleryImage) async throws -> Data {
    guard let data = try await blobs.get(image.imageKey) else {
      throw VisorError(.notFound, "The image's file is missing; delete the image and generate it again.")
    }
    return data
  }

  public func delete(id: UUID, user: User) async throws {
    guard let image = try await store.deleteGalleryImage(id: id, userID: user.id) else {
      throw VisorError(.notFound, "No image with that id; list your images with GET /api/v1/images.")
    }
    _ = image
    await outbox.afterDelete()
  }

  /// A page of the user's images, newest first.
  public func images(user: User, favoritesOnly: Bool, limit: Int, cursor: String?) async throws -> Page<
    GalleryImage
  > {
    try await store.galleryImages(userID: user.id, favoritesOnly: favoritesOnly, limit: limit, cursor: cursor)
  }

  /// Marks the user's image a favourite or not, or 404.
  public func setFavorite(id: UUID, user: User, favorite: Bool) async throws -> GalleryImage {
    guard let image = try await store.setGalleryImageFavorite(id: id, userID: user.id, favorite: favorite)
    else {
      throw VisorError(.notFound, "No image with that id; list your images with GET /api/v1/images.")
    }
    return image
  }
}
