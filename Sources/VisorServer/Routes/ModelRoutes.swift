import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// Admin model registration: `GET/POST /api/v1/admin/models`, `DELETE /api/v1/admin/models/{id}`
/// (`custom/NAME` URL-encoded as `custom%2FNAME`, or just `NAME`).
struct ModelRoutes {
  let app: Features

  func register(on router: Router, auth: AuthMiddleware) {
    router.get("/api/v1/admin/models", middleware: [auth]) { request in
      _ = try request.admin()
      return try .json(ListResponse(items: await app.registeredModelList(), nextCursor: nil))
    }

    router.post("/api/v1/admin/models", middleware: [auth]) { request in
      let user = try request.admin()
      let body = try request.decodeJSON(RegisterModelRequest.self, allowedFields: RegisterModelRequest.fields)
      let new = NewModelFile(
        path: body.path, mmproj: body.mmproj, name: body.id, chatFormat: body.chatFormat,
        replace: body.replace ?? false)
      return try .json(try await app.addModel(new, by: user), status: 201)
    }

    router.delete("/api/v1/admin/models/{id}", middleware: [auth]) { request in
      let user = try request.admin()
      try await app.removeModel(request.parameters["id"] ?? "", by: user)
      return .noContent()
    }
  }
}
