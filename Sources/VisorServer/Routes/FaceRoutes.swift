import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorStore

/// `/api/v1/faces` (known people) and `/api/v1/things` (your things): the same teaching, listing,
/// renaming and deleting for both (decision 038).
struct FaceRoutes {
  let faces: FacesService

  func register(on routes: RouteTable) {
    register(
      .face, on: routes, teach: Endpoints.teachFace, list: Endpoints.listFaces, rename: Endpoints.renameFace,
      delete: Endpoints.deleteFace, photo: Endpoints.facePhoto)
    register(
      .thing, on: routes, teach: Endpoints.teachThing, list: Endpoints.listThings,
      rename: Endpoints.renameThing, delete: Endpoints.deleteThing, photo: Endpoints.thingPhoto)
  }

  private func register(
    _ kind: KnownKind, on routes: RouteTable, teach: Endpoint<NoBody, KnownResponse>,
    list: Endpoint<NoBody, ListResponse<KnownResponse>>, rename: Endpoint<KnownPatchRequest, KnownResponse>,
    delete: Endpoint<NoBody, NoBody>, photo: Endpoint<NoBody, NoBody>
  ) {
    let what: RecordKind = kind == .face ? .face : .thing
    routes.respond(teach) { ctx in
      let request = ctx.request
      let user = ctx.user
      let type = (request.headers["Content-Type"] ?? "").lowercased()
      guard type.hasPrefix("multipart/form-data") else {
        throw VisorError(
          .unsupportedMediaType,
          Message("error.teach.mediaType"))
      }
      let parts = try request.form(teach.declaration).parts
      guard
        let name = parts.first(where: { $0.name == "name" }).map({ String(decoding: $0.data, as: UTF8.self) })
      else {
        throw VisorError(
          .missingField, Message("error.teach.nameMissing"))
      }
      let photos = parts.filter { $0.name == "photos" }.map(\.data)
      let item = try await faces.teach(kind, name: name, photos: photos, user: user)
      return try .json(Self.response(item), status: 201)
    }
    routes.answer(list) { ctx in
      ListResponse(
        items: try await faces.list(kind, user: ctx.user).map(Self.response), nextCursor: nil)
    }
    routes.answer(rename) { ctx, body in
      Self.response(
        try await faces.rename(
          kind, id: try ctx.id(what: what), name: body.name,
          user: ctx.user))
    }
    routes.answer(delete) { ctx in
      try await faces.delete(kind, id: try ctx.id(what: what), user: ctx.user)
      return NoBody()
    }
    routes.respond(photo) { ctx in
      let data = try await faces.photo(
        kind, id: try ctx.id(what: what), photoID: try ctx.id("photoId", what: .photo), user: ctx.user)
      var response = HTTPResponse.data(data, contentType: "image/jpeg")
      response.headers["Cache-Control"] = "private, max-age=86400"
      return response
    }
  }

  static func response(_ item: KnownItem) -> KnownResponse { KnownResponse(item) }
}

extension KnownResponse {
  /// The wire form of a taught face or thing.
  public init(_ item: KnownItem) {
    self.init(
      id: item.id.wire, name: item.name,
      photos: item.photos.map {
        KnownResponse.Photo(
          id: $0.id.wire,
          url: (item.kind == .face ? Endpoints.facePhoto : Endpoints.thingPhoto).link(
            item.id.wire, $0.id.wire))
      })
  }
}

extension FaceRoutes {
  static func exported(_ item: KnownItem) -> ExportedKnown {
    let listed = response(item)
    return ExportedKnown(
      id: listed.id, name: listed.name, createdAt: item.createdAt,
      photos: zip(listed.photos, item.photos).map {
        ExportedKnown.Photo(id: $0.id, url: $0.url, embedding: $1.embedding)
      })
  }
}
