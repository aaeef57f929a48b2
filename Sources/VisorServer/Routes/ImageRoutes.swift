import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorStore

/// `/api/v1/images`: generate, list, fetch, favourite and delete generated images.
struct ImageRoutes {
  let gallery: ImageService

  func register(on routes: RouteTable) {
    // The image service counts the request against the quota, as for OpenAI's surface.
    routes.answer(Endpoints.generateImage, countsRequest: false) { ctx, body in
      GalleryImageResponse(try await gallery.generate(user: ctx.user, prompt: body.prompt, size: body.size))
    }

    routes.answer(Endpoints.listImages) { ctx in
      let page = try await gallery.images(
        user: ctx.user, favoritesOnly: try ctx.flag(.favorite), limit: try ctx.integer(.limit),
        cursor: ctx.query(.cursor))
      return ListResponse(items: page.items.map(GalleryImageResponse.init), nextCursor: page.nextCursor)
    }

    routes.answer(Endpoints.image) { ctx in
      GalleryImageResponse(try await gallery.image(id: try ctx.id(what: .image), user: ctx.user))
    }

    routes.respond(Endpoints.imageContent) { ctx in
      let request = ctx.request
      let user = ctx.user
      let image = try await gallery.image(
        id: try parseID(request.parameters["id"], what: .image), user: user)
      var response = HTTPResponse.data(try await gallery.content(of: image), contentType: image.mimeType)
      response.headers["Cache-Control"] = "private, max-age=86400"
      return response
    }

    routes.answer(Endpoints.updateImage) { ctx, body in
      GalleryImageResponse(
        try await gallery.setFavorite(id: try ctx.id(what: .image), user: ctx.user, favorite: body.favorite))
    }

    routes.answer(Endpoints.deleteImage) { ctx in
      try await gallery.delete(id: try ctx.id(what: .image), user: ctx.user)
      return NoBody()
    }
  }
}

extension GalleryImageResponse {
  init(_ image: GalleryImage) {
    self.init(
      id: image.id.wire, prompt: image.prompt, size: image.size, model: image.model, mimeType: image.mimeType,
      favorite: image.favorite, contentUrl: Endpoints.imageContent.link(image.id.wire),
      createdAt: image.createdAt)
  }
}
