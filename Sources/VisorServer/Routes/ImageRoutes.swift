import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorStore

/// Image generation into a per-user gallery (the DALL·E tab). Used by the routes and `visor imagine`.
///
/// ```swift
/// let image = try await ImageGallery(app: app).generate(user: ada, prompt: "a red fox in snow", size: nil)
/// ```
public struct ImageGallery: Sendable {
  let app: Features

  public static let sizes = ["256x256", "512x512", "1024x1024", "1024x1792", "1792x1024"]
  public static let defaultSize = "1024x1024"
  public static let maxPromptLength = 4000

  public init(app: Features) { self.app = app }

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
    let entry = try app.models.resolve(nil, for: .imageGeneration)
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
    try await app.blobs.put(generated.data, key: image.imageKey)
    do {
      try await app.store.saveGalleryImage(image)
    } catch {
      try? await app.blobs.delete(image.imageKey)
      throw error
    }
    return image
  }

  /// The user's image, or 404.
  public func image(id: UUID, user: User) async throws -> GalleryImage {
    guard let image = try await app.store.galleryImage(id: id, userID: user.id) else {
      throw VisorError(.notFound, "No image with that id; list your images with GET /api/v1/images.")
    }
    return image
  }

  /// The image's bytes, or 404.
  public func content(of image: GalleryImage) async throws -> Data {
    guard let data = try await app.blobs.get(image.imageKey) else {
      throw VisorError(.notFound, "The image's file is missing; delete the image and generate it again.")
    }
    return data
  }

  public func delete(id: UUID, user: User) async throws {
    guard let image = try await app.store.deleteGalleryImage(id: id, userID: user.id) else {
      throw VisorError(.notFound, "No image with that id; list your images with GET /api/v1/images.")
    }
    do { try await app.blobs.delete(image.imageKey) } catch {
      app.logger.warning("gallery image file not deleted", ["error": "\(error)"])
    }
  }
}

/// `/api/v1/images`: generate, list, fetch, favourite and delete generated images.
struct ImageRoutes {
  let app: Features

  func register(on router: Router, auth: AuthMiddleware) {
    let gallery = ImageGallery(app: app)
    let store = app.store

    router.post("/api/v1/images/generate", middleware: [auth]) { request in
      let user = try request.user()
      let body = try request.decodeJSON(ImageGenerateRequest.self, allowedFields: ImageGenerateRequest.fields)
      let image = try await gallery.generate(user: user, prompt: body.prompt, size: body.size)
      return try .json(GalleryImageResponse(image), status: 201)
    }

    router.get("/api/v1/images", middleware: [auth]) { request in
      let user = try request.user()
      let page = try await store.galleryImages(
        userID: user.id, favoritesOnly: try ChatRoutes.flag(request.query["favorite"], name: "favorite"),
        limit: try ChatRoutes.limit(request.query["limit"]), cursor: request.query["cursor"])
      return try .json(
        ListResponse(items: page.items.map(GalleryImageResponse.init), nextCursor: page.nextCursor))
    }

    router.get("/api/v1/images/{id}", middleware: [auth]) { request in
      let user = try request.user()
      let image = try await gallery.image(
        id: try parseID(request.parameters["id"], what: "image"), user: user)
      return try .json(GalleryImageResponse(image))
    }

    router.get("/api/v1/images/{id}/content", middleware: [auth]) { request in
      let user = try request.user()
      let image = try await gallery.image(
        id: try parseID(request.parameters["id"], what: "image"), user: user)
      var response = HTTPResponse.data(try await gallery.content(of: image), contentType: image.mimeType)
      response.headers["Cache-Control"] = "private, max-age=86400"
      return response
    }

    router.patch("/api/v1/images/{id}", middleware: [auth]) { request in
      let user = try request.user()
      let id = try parseID(request.parameters["id"], what: "image")
      let body = try request.decodeJSON(ImagePatchRequest.self, allowedFields: ImagePatchRequest.fields)
      guard
        let image = try await store.setGalleryImageFavorite(id: id, userID: user.id, favorite: body.favorite)
      else {
        throw VisorError(.notFound, "No image with that id; list your images with GET /api/v1/images.")
      }
      return try .json(GalleryImageResponse(image))
    }

    router.delete("/api/v1/images/{id}", middleware: [auth]) { request in
      let user = try request.user()
      try await gallery.delete(id: try parseID(request.parameters["id"], what: "image"), user: user)
      return .noContent()
    }
  }
}

extension GalleryImageResponse {
  init(_ image: GalleryImage) {
    self.init(
      id: image.id.wire, prompt: image.prompt, size: image.size, model: image.model, mimeType: image.mimeType,
      favorite: image.favorite, contentUrl: "/api/v1/images/\(image.id.wire)/content",
      createdAt: image.createdAt)
  }
}
