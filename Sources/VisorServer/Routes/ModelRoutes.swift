import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// Admin model registration: `GET/POST /api/v1/admin/models`, `DELETE /api/v1/admin/models/{id}`
/// (`custom/NAME` URL-encoded as `custom%2FNAME`, or just `NAME`).
struct ModelRoutes {
  let app: Features

  func register(on routes: RouteTable) {
    routes.answer(Endpoints.listModelFiles) { ctx in
      ListResponse(
        items: await app.modelCatalogue.registeredFiles().map(RegisteredModelResponse.init), nextCursor: nil)
    }

    routes.answer(Endpoints.registerModelFile) { ctx, body in
      let user = ctx.user
      let new = NewModelFile(
        path: body.path, mmproj: body.mmproj, name: body.id, chatFormat: body.chatFormat,
        replace: body.replace ?? false)
      return RegisteredModelResponse(try await app.modelCatalogue.add(new, by: user))
    }

    routes.answer(Endpoints.removeModelFile) { ctx in
      try await app.modelCatalogue.remove(ctx.request.parameters["id"] ?? "", by: ctx.user)
      return NoBody()
    }
  }
}
