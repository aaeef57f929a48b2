import Foundation
import VisorAPI

/// Known people (`/api/v1/faces`) and your things (`/api/v1/things`), decision 038: taught from
/// photos, then named in describe and people answers, or found with `mode=find&target=NAME`.
extension VisorClient {
  /// What is taught: a person's face, or one of your things.
  public enum KnownKind: Sendable {
    case face, thing

    var endpoints:
      (
        teach: Endpoint<NoBody, KnownResponse>, list: Endpoint<NoBody, ListResponse<KnownResponse>>,
        rename: Endpoint<KnownPatchRequest, KnownResponse>, delete: Endpoint<NoBody, NoBody>,
        photo: Endpoint<NoBody, NoBody>
      )
    {
      switch self {
      case .face:
        (
          Endpoints.teachFace, Endpoints.listFaces, Endpoints.renameFace, Endpoints.deleteFace,
          Endpoints.facePhoto
        )
      case .thing:
        (
          Endpoints.teachThing, Endpoints.listThings, Endpoints.renameThing, Endpoints.deleteThing,
          Endpoints.thingPhoto
        )
      }
    }
  }

  /// Teaches a face (each photo showing only this person; 422 names one with no face or several) or a
  /// thing, from 1–10 photos (3 or more recommended for things).
  public func teach(_ kind: KnownKind, name: String, photos: [Photo]) async throws -> KnownResponse {
    var form = MultipartForm()
    form.append("name", name)
    for (index, photo) in photos.enumerated() {
      form.append(
        "photos", file: photo.data, filename: "photo-\(index + 1).jpg", contentType: photo.contentType)
    }
    return try await send(kind.endpoints.teach, form: form)
  }

  /// The faces or things you taught, oldest first.
  public func known(_ kind: KnownKind) async throws -> [KnownResponse] {
    try await send(kind.endpoints.list).items
  }

  /// Renames a face or thing you taught.
  public func renameKnown(_ kind: KnownKind, id: String, name: String) async throws -> KnownResponse {
    try await send(kind.endpoints.rename, path: ["id": id], body: KnownPatchRequest(name: name))
  }

  /// Forgets a face or thing: its embeddings at once, its photos soon after.
  public func forget(_ kind: KnownKind, id: String) async throws {
    _ = try await send(kind.endpoints.delete, path: ["id": id])
  }

  /// A teaching photo (JPEG), for its owner.
  public func knownPhoto(_ kind: KnownKind, id: String, photoID: String) async throws -> Data {
    try await download(kind.endpoints.photo, path: ["id": id, "photoId": photoID]).data
  }
}
