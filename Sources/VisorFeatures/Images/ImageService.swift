import Foundation
import VisorCore
import VisorStore

/// Image generation, for both surfaces: the gallery (`/api/v1/images/generate`, `visor imagine`),
/// which keeps each image, and OpenAI's `/v1/images/generations`, whose caller keeps it. One path
/// for both: the request counted against the user's quota, the prompt and size checked with one
/// wording, the model chosen, and the provider asked; only ``generate(user:prompt:size:)`` saves.
///
/// ```swift
/// let image = try await features.images.generate(user: ada, prompt: "a red fox in snow", size: nil)
/// let drawn = try await features.images.draw(user: ada, prompt: "a red fox in snow", size: "auto")
/// ```
public struct ImageService: Sendable {
  let models: ModelRegistry
  let store: any GalleryStore
  let blobs: any BlobStore
  let logger: Logger
  /// Deletes a deleted image's file (queued by the store in the delete's transaction).
  let outbox: OutboxProcessor
  /// Each generation counts one request here (the routes leave it to this service).
  let quotas: QuotaService

  /// What both surfaces accept: the gallery's sizes and gpt-image-1's portrait and landscape.
  public static let sizes = [
    "256x256", "512x512", "1024x1024", "1024x1792", "1792x1024", "1024x1536", "1536x1024",
  ]
  public static let defaultSize = "1024x1024"
  public static let maxPromptLength = 4000

  /// Chooses the image model from the registry (a surface's own model names); nil: the default.
  public typealias ModelChoice = @Sendable (ModelRegistry) throws -> ModelRegistry.Entry

  /// Generates and saves the image with its prompt in the user's gallery. 501 `not_configured`
  /// with the how-to sentence when no image model is configured.
  public func generate(user: User, prompt: String, size: String?) async throws -> GalleryImage {
    let made = try await make(user: user, prompt: prompt, size: size, model: nil)
    let id = UUID()
    let ext =
      switch made.image.mimeType {
      case "image/jpeg": "jpg"
      case "image/webp": "webp"
      default: "png"
      }
    let image = GalleryImage(
      id: id, userID: user.id, prompt: made.prompt, size: made.size, model: made.model,
      imageKey: "images/\(user.id.wire)/\(id.wire).\(ext)", mimeType: made.image.mimeType,
      createdAt: .storedNow)
    try await blobs.put(made.image.data, key: image.imageKey)
    do {
      try await store.saveGalleryImage(image)
    } catch {
      try? await blobs.delete(image.imageKey)
      throw error
    }
    return image
  }

  /// The image for a caller who keeps it (OpenAI's surface): the same quota, checks, model and
  /// errors as ``generate(user:prompt:size:)``, saved nowhere. `model` chooses the entry (after the
  /// prompt and size passed), else the default image model.
  public func draw(user: User, prompt: String, size: String?, model: ModelChoice? = nil) async throws
    -> (image: GeneratedImage, model: String)
  {
    let made = try await make(user: user, prompt: prompt, size: size, model: model)
    return (made.image, made.model)
  }

  /// Counts the request, checks the prompt and size, chooses the model and asks it.
  private func make(user: User, prompt: String, size: String?, model choose: ModelChoice?) async throws -> (
    image: GeneratedImage, prompt: String, size: String, model: String
  ) {
    try await quotas.admit(userID: user.id, analysis: false)
    let prompt = prompt.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !prompt.isEmpty else {
      throw VisorError(.missingField, Message("error.image.promptMissing"))
    }
    guard prompt.count <= Self.maxPromptLength else {
      throw VisorError(
        .promptTooLong,
        Message(
          "error.image.promptTooLong",
          ["count": .number(prompt.count), "limit": .number(Self.maxPromptLength)]))
    }
    // "auto" (OpenAI's word for the model's choice) is the default size, so a saved size is a real one.
    let size = size.flatMap { $0 == "auto" ? nil : $0 } ?? Self.defaultSize
    guard Self.sizes.contains(size) else {
      throw VisorError(
        .invalidField,
        Message(
          "error.image.size",
          ["sizes": .text(Self.sizes.joined(separator: ", ")), "got": .text(String(size.prefix(40)))]))
    }
    let entry = try choose?(models) ?? models.resolve(nil, for: .imageGeneration)
    guard let generator = entry.generator else {
      throw VisorError(.notConfigured, ModelRegistry.howToConfigureMessage(.imageGeneration))
    }
    let image = try await generator.generate(prompt: prompt, size: size)
    logger.info("image generated", ["model": entry.descriptor.id, "bytes": String(image.data.count)])
    return (image, prompt, size, entry.descriptor.id)
  }

  /// The user's image, or 404.
  public func image(id: UUID, user: User) async throws -> GalleryImage {
    guard let image = try await store.galleryImage(id: id, userID: user.id) else {
      throw VisorError(.notFound, Message("error.image.notFound"))
    }
    return image
  }

  /// The image's bytes, or 404.
  public func content(of image: GalleryImage) async throws -> Data {
    guard let data = try await blobs.get(image.imageKey) else {
      throw VisorError(.notFound, Message("error.image.fileMissing"))
    }
    return data
  }

  public func delete(id: UUID, user: User) async throws {
    guard let image = try await store.deleteGalleryImage(id: id, userID: user.id) else {
      throw VisorError(.notFound, Message("error.image.notFound"))
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
      throw VisorError(.notFound, Message("error.image.notFound"))
    }
    return image
  }
}
