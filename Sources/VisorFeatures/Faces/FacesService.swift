import Foundation
import Synchronization
import VisorCore
import VisorLocal
import VisorMedia
import VisorStore

/// Known people (`/api/v1/faces`) and your things (`/api/v1/things`): teaching from photos, listing,
/// renaming, deleting, and naming the taught faces in a photo (decision 038). Everything is per
/// user: one user's faces are never matched for another, and nothing here is sent to a provider.
///
/// ```swift
/// let ana = try await features.faces.teach(.face, name: "Ana", photos: [jpeg], user: ada)
/// let said = try await features.faces.sentences(photo: jpeg, user: ada)  // ["Ana is in the centre, near."]
/// ```
public struct FacesService: Sendable {
  /// The most photos one teaching takes.
  public static let maximumPhotos = 10
  public static let maximumNameLength = 64
  /// How many faces or things one user may keep.
  public static func limit(_ kind: KnownKind) -> Int { kind == .face ? 50 : 200 }

  let store: any Store
  let blobs: any BlobStore
  let photos: PhotoWork
  let logger: Logger
  let outbox: OutboxProcessor
  /// `--faces` (admins turn known people off for the whole server).
  public let enabled: Bool
  /// Nil when the face models or the worker are missing (teaching then answers 503).
  let embedder: FaceEmbedder?
  /// Colour signatures computed for photos taught before they were kept (a live session holds the
  /// thing as it was loaded, so each frame would compute them again).
  let computedColours = ComputedColours()

  package init(
    store: any Store, blobs: any BlobStore, photos: PhotoWork, logger: Logger, outbox: OutboxProcessor,
    enabled: Bool, embedder: FaceEmbedder?
  ) {
    self.store = store
    self.blobs = blobs
    self.photos = photos
    self.logger = logger
    self.outbox = outbox
    self.enabled = enabled
    self.embedder = embedder
  }

  // MARK: Teaching

  /// Checks the name and photos, embeds each photo's one face, keeps the photos and embeddings.
  ///
  /// - Throws: 400 for a bad name, no or too many photos, or too many taught already; 409 for a name
  ///   in use; 422 naming the photo with no face or several; 403 when an admin turned faces off.
  public func teach(_ kind: KnownKind, name rawName: String, photos uploads: [Data], user: User) async throws
    -> KnownItem
  {
    try checkEnabled(kind)
    let name = try Self.validName(rawName, kind)
    guard !uploads.isEmpty else {
      throw VisorError(
        .missingField, Message("error.faces.photosMissing", ["max": .number(Self.maximumPhotos)]))
    }
    guard uploads.count <= Self.maximumPhotos else {
      throw VisorError(
        .invalidField,
        Message(
          "error.faces.tooManyPhotos", ["max": .number(Self.maximumPhotos), "count": .number(uploads.count)])
      )
    }
    let existing = try await store.knownItems(userID: user.id, kind: kind)
    guard existing.count < Self.limit(kind) else {
      throw VisorError(
        .tooManyKnown,
        Message(
          kind == .face ? "error.known.tooMany.faces" : "error.known.tooMany.things",
          ["count": .number(existing.count)]))
    }
    if existing.contains(where: { $0.name.lowercased() == name.lowercased() }) {
      throw VisorError(.knownExists, Message("error.known.exists", ["name": .text(name)]))
    }
    guard let embedder else { throw Self.modelsMissing }

    let id = UUID()
    var taught: [KnownPhoto] = []
    var jpegs: [Data] = []
    for (index, upload) in uploads.enumerated() {
      // "The photo …" or "Photo 2 of 4 …": the same sentence in the catalogue, one or nth.
      let one = uploads.count == 1
      let position: [String: MessageArgument] = [
        "index": .number(index + 1), "count": .number(uploads.count),
      ]
      func said(_ id: String, _ extra: [String: MessageArgument]) -> Message {
        Message(MessageID(rawValue: id + (one ? ".single" : ".nth")), position.merging(extra) { a, _ in a })
      }
      let image: IngestedImage
      do {
        image = try await self.photos.ingest(upload)
      } catch let error as VisorError {
        let reason: MessageArgument = error.localisable.map { .message($0) } ?? .text(error.message)
        throw VisorError(error.code, said("error.known.photoUnreadable", ["reason": reason]))
      }
      if kind == .thing {
        let whole = try await embedder.things(inPhoto: image.jpeg, crops: false).crops
        guard let features = whole.first else { throw Self.modelsMissing }
        let photoID = UUID()
        taught.append(
          KnownPhoto(
            id: photoID, imageKey: "known/\(user.id.wire)/\(id.wire)/\(photoID.wire).jpg",
            embedding: features.embedding, colour: features.colour, createdAt: Self.now()))
        jpegs.append(image.jpeg)
        continue
      }
      let faces = try await embedder.faces(inPhoto: image.jpeg).faces
      if faces.isEmpty {
        throw VisorError(.noFaceInPhoto, said("error.face.none", ["name": .text(name)]))
      }
      if faces.count > 1 {
        throw VisorError(
          .severalFacesInPhoto,
          said("error.face.several", ["name": .text(name), "faces": .number(faces.count)]))
      }
      let photoID = UUID()
      taught.append(
        KnownPhoto(
          id: photoID, imageKey: "known/\(user.id.wire)/\(id.wire)/\(photoID.wire).jpg",
          embedding: faces[0].embedding, createdAt: Self.now()))
      // The JPEG (upright, metadata stripped) is kept only once every photo passed.
      jpegs.append(image.jpeg)
    }
    var written: [String] = []
    do {
      for (photo, jpeg) in zip(taught, jpegs) {
        try await blobs.put(jpeg, key: photo.imageKey)
        written.append(photo.imageKey)
      }
      let item = KnownItem(
        id: id, userID: user.id, kind: kind, name: name, createdAt: Self.now(), photos: taught)
      try await store.saveKnownItem(item)
      logger.info("taught", ["kind": kind.rawValue, "id": id.wire, "photos": String(taught.count)])
      return item
    } catch {
      for key in written { try? await blobs.delete(key) }
      throw error
    }
  }

  // MARK: Listing, renaming, deleting

  public func list(_ kind: KnownKind, user: User) async throws -> [KnownItem] {
    try checkEnabled(kind)
    return try await store.knownItems(userID: user.id, kind: kind)
  }

  public func item(_ kind: KnownKind, id: UUID, user: User) async throws -> KnownItem {
    try checkEnabled(kind)
    guard let item = try await store.knownItem(id: id, userID: user.id, kind: kind) else {
      throw Self.notFound(kind)
    }
    return item
  }

  public func rename(_ kind: KnownKind, id: UUID, name rawName: String, user: User) async throws -> KnownItem
  {
    try checkEnabled(kind)
    let name = try Self.validName(rawName, kind)
    guard let item = try await store.renameKnownItem(id: id, userID: user.id, kind: kind, name: name) else {
      throw Self.notFound(kind)
    }
    return item
  }

  /// Deletes the item and its embeddings at once (the next photo no longer names it); the outbox
  /// deletes the teaching photos.
  public func delete(_ kind: KnownKind, id: UUID, user: User) async throws {
    try checkEnabled(kind)
    guard try await store.deleteKnownItem(id: id, userID: user.id, kind: kind) != nil else {
      throw Self.notFound(kind)
    }
    await outbox.afterDelete()
  }

  /// A teaching photo's JPEG (the user can see what they taught).
  public func photo(_ kind: KnownKind, id: UUID, photoID: UUID, user: User) async throws -> Data {
    let item = try await item(kind, id: id, user: user)
    guard let photo = item.photos.first(where: { $0.id == photoID }),
      let data = try await blobs.get(photo.imageKey)
    else {
      throw VisorError(
        .notFound,
        Message("error.faces.noSuchPhoto", ["name": .text(item.name), "kinds": .text(Self.plural(kind))]))
    }
    return data
  }

  // MARK: Naming

  /// The sentences that name the user's taught faces in a photo, left to right ("Ana is in the
  /// centre, near."); unknown faces are "someone", said only when a taught face is there too. Empty
  /// when faces are off, nothing was taught, or no taught face is in the photo. Never throws: a
  /// face worker that fails only means no names.
  ///
  /// `detected`: the people detection the scene engine already made on this photo (live naming); its
  /// faces are embedded as they are, without running the detectors again.
  public func sentences(
    photo jpeg: Data, user: User, detected: PeopleDetection? = nil, catalogue: MessageCatalogue = .current
  ) async -> [String] {
    guard enabled, let embedder else { return [] }
    do {
      let known = try await store.knownItems(userID: user.id, kind: .face)
      guard !known.isEmpty else { return [] }
      let found =
        if let detected {
          try await embedder.faces(inPhoto: jpeg, detected: detected)
        } else {
          try await embedder.faces(inPhoto: jpeg)
        }
      return Self.sentences(
        faces: found.faces, width: found.width, height: found.height, known: known, catalogue: catalogue)
    } catch {
      logger.warning("faces could not be named", ["error": "\(error)"])
      return []
    }
  }

  /// Matches each face against the taught ones and words the result.
  public static func sentences(
    faces: [EmbeddedFace], width: Int, height: Int, known: [KnownItem], catalogue: MessageCatalogue = .current
  ) -> [String] {
    let people = known.map { (name: $0.name, embeddings: $0.photos.map(\.embedding)) }
    let matches = faces.map { FaceMatcher.match($0.embedding, in: people)?.name }
    guard matches.contains(where: { $0 != nil }) else { return [] }
    return zip(faces, matches).map { face, name in
      var arguments: [String: MessageArgument] = [
        "side": .message(Message(MessageID(rawValue: "place.\(side(face.box, width: width))"))),
        "distance": .message(Message(isNear(face.box, height: height) ? "place.near" : "place.far")),
      ]
      if let name { arguments["name"] = .text(name) }
      return catalogue.text(name == nil ? "face.someone" : "face.named", arguments)
    }
  }

  /// `left`, `centre` or `right` by the face's centre, at 0.36 and 0.64 of the width, as the people
  /// detector places people (decision 016).
  static func side(_ box: PixelBox, width: Int) -> String {
    let centre = (Double(box.x) + Double(box.width) / 2) / Double(max(width, 1))
    return centre < 0.36 ? "left" : centre > 0.64 ? "right" : "centre"
  }

  /// A face at least 18 % of the photo's height is near, as for the people detector (decision 016).
  static func isNear(_ box: PixelBox, height: Int) -> Bool {
    Double(box.height) >= 0.18 * Double(max(height, 1))
  }

  // MARK: Finding things

  /// The taught thing called `name` (any letter case), or 404 saying how to teach it.
  public func thing(named name: String, user: User) async throws -> KnownItem {
    let key = name.trimmingCharacters(in: .whitespaces).lowercased()
    guard !key.isEmpty else {
      throw VisorError(
        .missingField, Message("error.faces.findTarget"))
    }
    guard
      let item = try await store.knownItems(userID: user.id, kind: .thing).first(where: {
        $0.name.lowercased() == key
      })
    else {
      throw VisorError(.notFound, Message("error.thing.notTaught", ["name": .text(String(name.prefix(64)))]))
    }
    guard embedder != nil else { throw Self.modelsMissing }
    return item
  }

  /// "I see your keys at 2 o'clock, near.", "I see something like your keys at 2 o'clock, near, but
  /// in another colour; it may be a different one." (the shape matches, the colours do not:
  /// decision 059) or "I don't see your keys."
  public func find(_ item: KnownItem, photo jpeg: Data, catalogue: MessageCatalogue = .current) async throws
    -> String
  {
    guard let embedder else { throw Self.modelsMissing }
    let taught = await taughtThing(item)
    let found = try await embedder.things(inPhoto: jpeg, crops: true)
    guard let match = ThingMatcher.best(found.crops, taught: taught) else {
      return catalogue.text("find.notSeen", ["name": .text(item.name)])
    }
    let box = match.box
    let centre = (Double(box.x) + Double(box.width) / 2) / Double(max(found.width, 1))
    // A crop of half the photo or more: the thing fills much of the view.
    let near = Double(box.width) >= 0.45 * Double(found.width)
    let lookAlike = if case .lookAlike = match { true } else { false }
    return catalogue.text(
      lookAlike ? "find.lookAlike" : "find.found",
      [
        "name": .text(item.name), "clock": .number(ThingMatcher.clock(centre)),
        "distance": .message(Message(near ? "place.near" : "place.far")),
      ])
  }

  /// Where a taught thing is in a frame (live find): only where its shape and its colours agree;
  /// a look-alike in another colour is not it. The centre (0…1 across and down) and whether it is near.
  package func locate(_ item: KnownItem, in frame: Data) async throws -> (x: Double, y: Double, near: Bool)? {
    guard let embedder else { throw Self.modelsMissing }
    let taught = await taughtThing(item)
    let found = try await embedder.things(inPhoto: frame, crops: true)
    guard case .found(let box, _, _) = ThingMatcher.best(found.crops, taught: taught) else { return nil }
    return (
      (Double(box.x) + Double(box.width) / 2) / Double(max(found.width, 1)),
      (Double(box.y) + Double(box.height) / 2) / Double(max(found.height, 1)),
      Double(box.width) >= 0.45 * Double(found.width)
    )
  }

  /// The thing's taught embeddings and colour signatures. A photo taught before signatures were
  /// kept (SQLite migration 26, PostgreSQL 18) gets its signature now, from its teaching photo, and
  /// keeps it; when that photo cannot be read the signature stays nil (any colour agrees, as before).
  func taughtThing(_ item: KnownItem) async -> [(embedding: [Float], colour: [Float]?)] {
    var out: [(embedding: [Float], colour: [Float]?)] = []
    for photo in item.photos {
      var colour = photo.colour ?? computedColours.colour(of: photo.id)
      if colour == nil {
        colour = await computeColour(of: photo, userID: item.userID)
        if let colour { computedColours.keep(colour, of: photo.id) }
      }
      out.append((photo.embedding, colour))
    }
    return out
  }

  final class ComputedColours: Sendable {
    private let colours = Mutex<[UUID: [Float]]>([:])
    func colour(of photo: UUID) -> [Float]? { colours.withLock { $0[photo] } }
    func keep(_ colour: [Float], of photo: UUID) { colours.withLock { $0[photo] = colour } }
  }

  private func computeColour(of photo: KnownPhoto, userID: UUID) async -> [Float]? {
    do {
      guard let jpeg = try await blobs.get(photo.imageKey) else { return nil }
      let colour = try await self.photos.run {
        ThingColour.signature(
          try DecodedImage(encoded: jpeg, channels: 3, maxSide: FaceEmbedder.thingSide))
      }
      _ = try await store.setKnownPhotoColour(photoID: photo.id, userID: userID, colour: colour)
      logger.info("thing colour computed", ["photo": photo.id.wire])
      return colour
    } catch {
      logger.warning("a thing's colour could not be computed", ["photo": photo.id.wire, "error": "\(error)"])
      return nil
    }
  }

  // MARK: Checks

  func checkEnabled(_ kind: KnownKind) throws {
    if kind == .face && !enabled {
      throw VisorError(
        .featureOff,
        Message("error.faces.off"))
    }
  }

  static func validName(_ raw: String, _ kind: KnownKind) throws -> String {
    let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty else {
      throw VisorError(
        .missingField, Message(kind == .face ? "error.known.name.person" : "error.known.name.thing"))
    }
    guard name.count <= maximumNameLength else {
      throw VisorError(
        .invalidField,
        Message("error.faces.nameTooLong", ["count": .number(name.count), "max": .number(maximumNameLength)]))
    }
    guard !name.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) }) else {
      throw VisorError(.invalidField, Message("error.faces.nameControl"))
    }
    return name
  }

  static func plural(_ kind: KnownKind) -> String { kind == .face ? "faces" : "things" }

  static func notFound(_ kind: KnownKind) -> VisorError {
    VisorError(
      .notFound,
      Message(
        "error.faces.idNotFound",
        [
          "what": .message(Message(kind == .face ? "error.id.what.face" : "error.id.what.thing")),
          "kinds": .text(plural(kind)),
        ]))
  }

  static let modelsMissing = VisorError(
    .modelNotInstalled,
    Message("error.faces.modelsMissing"))

  /// Millisecond precision, as stored, so an answer equals what a later GET returns.
  static func now() -> Date {
    Date(timeIntervalSince1970: (Date().timeIntervalSince1970 * 1000).rounded() / 1000)
  }
}
