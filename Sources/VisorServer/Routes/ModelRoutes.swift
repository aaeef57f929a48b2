import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// Admin model registration: `GET/POST /api/v1/admin/models`, `DELETE /api/v1/admin/models/{id}`
/// (`custom/NAME` URL-encoded as `custom%2FNAME`, or just `NAME`).
struct ModelRoutes {
  /// The admin's view of the models: registered GGUF files.
  let models: ModelService

  func register(on routes: RouteTable) {
    routes.answer(Endpoints.listModelFiles) { ctx in
      ListResponse(
        items: await models.registeredFiles().map(RegisteredModelResponse.init), nextCursor: nil)
    }

    routes.answer(Endpoints.registerModelFile) { ctx, body in
      let user = ctx.user
      let new = NewModelFile(
        path: body.path, mmproj: body.mmproj, name: body.id, chatFormat: body.chatFormat,
        replace: body.replace ?? false)
      return RegisteredModelResponse(try await models.add(new, by: user))
    }

    routes.answer(Endpoints.removeModelFile) { ctx in
      try await models.remove(ctx.request.parameters["id"] ?? "", by: ctx.user)
      return NoBody()
    }
  }
}
