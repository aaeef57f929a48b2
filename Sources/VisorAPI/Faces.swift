import Foundation

/// Wire types and endpoints of known people (`/api/v1/faces`) and your things (`/api/v1/things`),
/// decision 038.

/// A taught face or thing: `{"id","name","photos"}`.
public struct KnownResponse: Codable, Sendable, Equatable {
  /// One teaching photo; `url` serves its JPEG to its owner.
  public struct Photo: Codable, Sendable, Equatable {
    public var id: String
    public var url: String
    public init(id: String, url: String) {
      self.id = id
      self.url = url
    }
  }
  public var id: String
  public var name: String
  public var photos: [Photo]
  public init(id: String, name: String, photos: [Photo]) {
    self.id = id
    self.name = name
    self.photos = photos
  }
}

/// `PATCH /api/v1/faces/{id}` and `/api/v1/things/{id}`: a new name.
public struct KnownPatchRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["name"]
  public var name: String
  public init(name: String) { self.name = name }
}

extension Endpoints {
  static let teachingForm = [
    FormField("name", .text, required: true, "The name to be told (at most 64 characters)."),
    FormField(
      "photos", .file(["image/jpeg", "image/png", "image/heic", "image/webp"]), required: true,
      "1 to 10 photos, each a part named photos (3 or more recommended)."),
  ]

  public static let teachFace = Endpoint<NoBody, KnownResponse>(
    "teachFace", .post, "/api/v1/faces", accepts: .multipart, answers: .json(status: 201), form: teachingForm,
    summary:
      "Teaches a face from 1–10 photos, each showing only this person; 422 names a photo with no face or several."
  )
  public static let listFaces = Endpoint<NoBody, ListResponse<KnownResponse>>(
    "listFaces", .get, "/api/v1/faces", summary: "The faces you taught, oldest first.")
  public static let renameFace = Endpoint<KnownPatchRequest, KnownResponse>(
    "renameFace", .patch, "/api/v1/faces/{id}", summary: "Renames a face you taught.")
  public static let deleteFace = Endpoint<NoBody, NoBody>(
    "deleteFace", .delete, "/api/v1/faces/{id}", answers: .noContent,
    summary: "Forgets a face: its embeddings at once, its photos soon after.")
  public static let facePhoto = Endpoint<NoBody, NoBody>(
    "facePhoto", .get, "/api/v1/faces/{id}/photos/{photoId}", answers: .bytes(["image/jpeg"]),
    summary: "A teaching photo of a face.")

  public static let teachThing = Endpoint<NoBody, KnownResponse>(
    "teachThing", .post, "/api/v1/things", accepts: .multipart, answers: .json(status: 201),
    form: teachingForm,
    summary: "Teaches one of your things (keys, a cane, a mug) from 1–10 photos.")
  public static let listThings = Endpoint<NoBody, ListResponse<KnownResponse>>(
    "listThings", .get, "/api/v1/things", summary: "The things you taught, oldest first.")
  public static let renameThing = Endpoint<KnownPatchRequest, KnownResponse>(
    "renameThing", .patch, "/api/v1/things/{id}", summary: "Renames a thing you taught.")
  public static let deleteThing = Endpoint<NoBody, NoBody>(
    "deleteThing", .delete, "/api/v1/things/{id}", answers: .noContent,
    summary: "Forgets a thing: its embeddings at once, its photos soon after.")
  public static let thingPhoto = Endpoint<NoBody, NoBody>(
    "thingPhoto", .get, "/api/v1/things/{id}/photos/{photoId}", answers: .bytes(["image/jpeg"]),
    summary: "A teaching photo of a thing.")

  /// The faces and things endpoints, in catalogue order.
  public static let facesAndThings: [EndpointDeclaration] = [
    teachFace.declaration, listFaces.declaration, renameFace.declaration, deleteFace.declaration,
    facePhoto.declaration, teachThing.declaration, listThings.declaration, renameThing.declaration,
    deleteThing.declaration, thingPhoto.declaration,
  ]
}

/// A taught face or thing in the account export: what the API lists, plus each photo's embedding.
public struct ExportedKnown: Codable, Sendable, Equatable {
  public struct Photo: Codable, Sendable, Equatable {
    public var id: String
    public var url: String
    public var embedding: [Float]
    public init(id: String, url: String, embedding: [Float]) {
      self.id = id
      self.url = url
      self.embedding = embedding
    }
  }
  public var id: String
  public var name: String
  public var createdAt: Date
  public var photos: [Photo]
  public init(id: String, name: String, createdAt: Date, photos: [Photo]) {
    self.id = id
    self.name = name
    self.createdAt = createdAt
    self.photos = photos
  }
}
