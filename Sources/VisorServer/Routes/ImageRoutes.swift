import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorStore

/// `/api/v1/images`: generate, list, fetch, favourite and delete generated images.
struct ImageRoutes {
  let app: Features

  func register(on routes: RouteTable) {
    let gallery = app.images

    routes.on(Endpoints.generateImage) { request in
      let user = try request.user()
      let body = try request.decodeJSON(ImageGenerateRequest.self, allowedFields: ImageGenerateRequest.fields)
      let image = try await gallery.generate(user: user, prompt: body.prompt, size: body.size)
      return try .json(GalleryImageResponse(image), status: 201)
    }

    routes.on(Endpoints.listImages) { request in
      let user = try request.user()
      let page = try await gallery.images(
        user: user, favoritesOnly: try ChatRoutes.flag(request.query["favorite"], name: "favorite"),
        limit: try request.pageLimit(), cursor: request.query["cursor"])
      return try .json(
        ListResponse(items: page.items.map(GalleryImageResponse.init), nextCursor: page.nextCursor))
    }

    routes.on(Endpoints.image) { request in
      let user = try request.user()
      let image = try await gallery.image(
        id: try parseID(request.parameters["id"], what: "image"), user: user)
      return try .json(GalleryImageResponse(image))
    }

    routes.on(Endpoints.imageContent) { request in
      let user = try request.user()
      let image = try await gallery.image(
        id: try parseID(request.parameters["id"], what: "image"), user: user)
      var response = HTTPResponse.data(try await gallery.content(of: image), contentType: image.mimeType)
      response.headers["Cache-Control"] = "private, max-age=86400"
      return response
    }

    routes.on(Endpoints.updateImage) { request in
      let user = try request.user()
      let id = try parseID(request.parameters["id"], what: "image")
      let body = try request.decodeJSON(ImagePatchRequest.self, allowedFields: ImagePatchRequest.fields)
      return try .json(
        GalleryImageResponse(try await gallery.setFavorite(id: id, user: user, favorite: body.favorite)))
    }

    routes.on(Endpoints.deleteImage) { request in
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
