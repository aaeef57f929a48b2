import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorStore
import VisorTestSupport

/// Known people (issue 26 item 2, decision 038) end to end: the real dlib face worker, the real
/// store, HTTP in-process. The photos are Tests/Fixtures/faces (README there): "Ana" is one man in
/// three photos (two taught, one never taught), the stranger another man.
enum FaceFixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "Fixtures/faces")
  static func photo(_ name: String) throws -> Data { try Data(contentsOf: directory.appending(path: name)) }
  static var noFace: Data {
    get throws {
      try Data(
        contentsOf: directory.deletingLastPathComponent().appending(path: "scene/plate.jpg"))
    }
  }

  static var installed: Bool {
    FaceModels(modelsDirectory: LocalEngine.cache.appending(path: "models")).isInstalled
      && FileManager.default.isExecutableFile(
        atPath: LocalEngine.cache.appending(path: "venv/bin/python").path)
  }
  static var enabled: Bool { installed || LocalEngine.environment["VISOR_REQUIRE_MODELS"] == "1" }

  static func configure(_ c: inout VisorConfiguration) {
    c.localWorkers = true
    c.cacheDirectory = LocalEngine.cache
  }

  static func teach(
    _ t: TestApp, token: String, name: String, photos: [Data], path: String = "/api/v1/faces"
  ) async throws -> TestApp.Reply {
    var fields: [(name: String, filename: String?, type: String?, data: Data)] = [
      ("name", nil, nil, Data(name.utf8))
    ]
    for (i, photo) in photos.enumerated() { fields.append(("photos", "p\(i).jpg", "image/jpeg", photo)) }
    let (body, type) = TestApp.multipart(fields)
    return try await t.request("POST", path, token: token, body: body, contentType: type)
  }

  static func describe(_ t: TestApp, token: String, photo: Data, mode: String = "describe") async throws
    -> String
  {
    let (body, type) = TestApp.multipart([
      ("image", "p.jpg", "image/jpeg", photo), ("speak", nil, nil, Data("false".utf8)),
      ("mode", nil, nil, Data(mode.utf8)),
    ])
    let reply = try await t.request(
      "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type)
    #expect(reply.status == 200, "\(reply.text)")
    return try reply.decode(AnalyzeResponse.self).message
  }
}

@Suite(.enabled(if: FaceFixtures.enabled, "needs the face models: run scripts/setup.sh"))
struct FacesTests {
  @Test func aTaughtFaceIsListedRenamedShownOnlyToItsOwnerAndDeleted() async throws {
    try await withApp(configure: FaceFixtures.configure) { t in
      let (_, token) = try await t.user("ada")
      let (_, other) = try await t.user("bob")
      let reply = try await FaceFixtures.teach(
        t, token: token, name: "Ana",
        photos: [try FaceFixtures.photo("ana-1.jpg"), try FaceFixtures.photo("ana-2.jpg")])
      #expect(reply.status == 201, "\(reply.text)")
      let ana = try reply.decode(KnownResponse.self)
      #expect(ana.name == "Ana")
      #expect(ana.photos.count == 2)
      let object = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
      #expect(Set(object.keys) == ["id", "name", "photos"])

      let listed = try await t.request("GET", "/api/v1/faces", token: token).decode(
        ListResponse<KnownResponse>.self)
      #expect(listed.items == [ana])
      // The teaching photo is served to its owner as a metadata-free JPEG, to no one else.
      let photo = try await t.request("GET", ana.photos[0].url, token: token)
      #expect(photo.status == 200)
      #expect(photo.body.starts(with: [0xFF, 0xD8]))
      #expect(try await t.request("GET", ana.photos[0].url, token: other).status == 404)
      #expect(
        try await t.request("GET", "/api/v1/faces", token: other).decode(ListResponse<KnownResponse>.self)
          .items.isEmpty)
      #expect(try await t.request("DELETE", "/api/v1/faces/\(ana.id)", token: other).status == 404)
      #expect(
        try await t.request("PATCH", "/api/v1/faces/\(ana.id)", token: other, json: ["name": "Eve"]).status
          == 404)

      let renamed = try await t.request(
        "PATCH", "/api/v1/faces/\(ana.id)", token: token, json: ["name": "Ana Lima"])
      #expect(renamed.status == 200, "\(renamed.text)")
      #expect(try renamed.decode(KnownResponse.self).name == "Ana Lima")

      #expect(try await t.request("DELETE", "/api/v1/faces/\(ana.id)", token: token).status == 204)
      #expect(try await t.request("DELETE", "/api/v1/faces/\(ana.id)", token: token).status == 404)
      #expect(
        try await t.request("GET", "/api/v1/faces", token: token).decode(ListResponse<KnownResponse>.self)
          .items.isEmpty)
    }
  }

  @Test func badTeachingInputIsRefusedWithTheRightStatusAndSentence() async throws {
    try await withApp(configure: FaceFixtures.configure) { t in
      let (user, token) = try await t.user("ada")
      let ana = try FaceFixtures.photo("ana-1.jpg")

      let noFace = try await FaceFixtures.teach(
        t, token: token, name: "Ana", photos: [ana, try FaceFixtures.noFace])
      #expect(noFace.status == 422)
      #expect(noFace.text.contains("no_face_in_photo"), "\(noFace.text)")
      #expect(noFace.text.contains("Photo 2 of 2"), "\(noFace.text)")

      let several = try await FaceFixtures.teach(
        t, token: token, name: "Ana", photos: [try FaceFixtures.photo("two-faces.jpg")])
      #expect(several.status == 422)
      #expect(several.text.contains("several_faces_in_photo"), "\(several.text)")
      #expect(several.text.contains("The photo shows 2 faces"), "\(several.text)")

      let long = try await FaceFixtures.teach(
        t, token: token, name: String(repeating: "a", count: 65), photos: [ana])
      #expect(long.status == 400)
      #expect(long.text.contains("at most 64"), "\(long.text)")
      #expect(try await FaceFixtures.teach(t, token: token, name: "   ", photos: [ana]).status == 400)
      #expect(try await FaceFixtures.teach(t, token: token, name: "Ana", photos: []).status == 400)
      #expect(
        try await FaceFixtures.teach(t, token: token, name: "Ana", photos: Array(repeating: ana, count: 11))
          .status
          == 400)

      #expect(try await FaceFixtures.teach(t, token: token, name: "Ana", photos: [ana]).status == 201)
      let duplicate = try await FaceFixtures.teach(t, token: token, name: "ANA", photos: [ana])
      #expect(duplicate.status == 409)
      #expect(duplicate.text.contains("known_exists"))
      // Nothing half-taught stayed behind.
      #expect(try await t.app.features.store.knownItems(userID: user.id, kind: .face).map(\.name) == ["Ana"])

      // At most 50 faces per user.
      for i in 1..<50 {
        try await t.app.features.store.saveKnownItem(
          KnownItem(userID: user.id, kind: .face, name: "P\(i)", photos: []))
      }
      let tooMany = try await FaceFixtures.teach(t, token: token, name: "One more", photos: [ana])
      #expect(tooMany.status == 400)
      #expect(tooMany.text.contains("too_many_known"), "\(tooMany.text)")
    }
  }

  @Test func facesTurnedOffByTheAdminAnswer403AndNameNoOne() async throws {
    try await withApp(configure: {
      FaceFixtures.configure(&$0); $0.faces = false
    }) { t in
      let (_, token) = try await t.user("ada")
      let reply = try await FaceFixtures.teach(
        t, token: token, name: "Ana", photos: [try FaceFixtures.photo("ana-1.jpg")])
      #expect(reply.status == 403)
      #expect(reply.text.contains("feature_off"))
      #expect(try await t.request("GET", "/api/v1/faces", token: token).status == 403)
    }
  }

  @Test(.enabled(if: LocalEngine.enabled, "needs the local scene engine"))
  func aTaughtFaceIsNamedWithWhereItIsAStrangerIsNotAndADeletedFaceNoLonger() async throws {
    try await withApp(configure: {
      FaceFixtures.configure(&$0); LocalEngine.configure(&$0)
    }) { t in
      let (_, token) = try await t.user("ada")
      let (_, other) = try await t.user("bob")
      let probe = try FaceFixtures.photo("ana-probe.jpg")
      // Before anything is taught, no name.
      #expect(!(try await FaceFixtures.describe(t, token: token, photo: probe)).contains("Ana"))

      let reply = try await FaceFixtures.teach(
        t, token: token, name: "Ana",
        photos: [try FaceFixtures.photo("ana-1.jpg"), try FaceFixtures.photo("ana-2.jpg")])
      let ana = try reply.decode(KnownResponse.self)

      let described = try await FaceFixtures.describe(t, token: token, photo: probe)
      #expect(described.contains("Ana is in the centre, near."), "\(described)")
      let people = try await FaceFixtures.describe(t, token: token, photo: probe, mode: "people")
      #expect(people.contains("Ana is in the centre, near."), "\(people)")
      // The stranger is not Ana; another user's photo of Ana names no one (faces are per user).
      let stranger = try await FaceFixtures.describe(
        t, token: token, photo: try FaceFixtures.photo("stranger.jpg"))
      #expect(!stranger.contains("Ana"), "\(stranger)")
      #expect(!(try await FaceFixtures.describe(t, token: other, photo: probe)).contains("Ana"))
      // Both in one photo: Ana named, the stranger "someone", never a guess.
      let both = try await FaceFixtures.describe(
        t, token: token, photo: try FaceFixtures.photo("two-faces.jpg"))
      #expect(both.contains("Ana is on the left, near."), "\(both)")
      #expect(both.contains("Someone I don't know is on the right"), "\(both)")

      #expect(try await t.request("DELETE", "/api/v1/faces/\(ana.id)", token: token).status == 204)
      let after = try await FaceFixtures.describe(t, token: token, photo: probe)
      #expect(!after.contains("Ana"), "\(after)")
    }
  }

  @Test func theExportHoldsTheFacesAndDeletingTheAccountRemovesThem() async throws {
    try await withApp(configure: FaceFixtures.configure) { t in
      let (user, token) = try await t.user("ada")
      let reply = try await FaceFixtures.teach(
        t, token: token, name: "Ana", photos: [try FaceFixtures.photo("ana-1.jpg")])
      let ana = try reply.decode(KnownResponse.self)
      let export = try await t.request("GET", "/api/v1/me/export", token: token)
      #expect(export.status == 200)
      let exported = try export.decode(ExportResponse.self)
      #expect(exported.faces.map(\.name) == ["Ana"])
      #expect(exported.faces.first?.photos.first?.embedding.count == 128)
      #expect(exported.faces.first?.id == ana.id)

      let key = try #require(
        try await t.app.features.store.knownItems(userID: user.id, kind: .face).first?.photos.first?.imageKey)
      #expect(try await t.app.features.blobs.exists(key))
      #expect(try await t.app.features.accounts.deleteUser(id: user.id))
      #expect(try await t.app.features.store.knownItems(userID: user.id, kind: .face).isEmpty)
      await t.app.features.outbox.settle()
      _ = await t.app.features.outbox.runPass()
      #expect(try await !t.app.features.blobs.exists(key))
    }
  }
}

/// The store half on both databases: SQLite and PostgreSQL (a throw-away cluster, or
/// VISOR_TEST_POSTGRES_URL).
@Suite struct FacesStoreTests {
  static let path = FileManager.default.temporaryDirectory.appending(
    path: "faces-\(UUID().uuidString).sqlite"
  )
  .path

  static func stores() async throws -> [(String, any Store)] {
    var stores: [(String, any Store)] = [("sqlite", try SQLiteStore(path: path, logger: .silent))]
    if !PostgresTestCluster.skipped {
      stores.append(("postgres", try await PostgresTestCluster.freshStore()))
    }
    return stores
  }

  @Test func itemsAndEmbeddingsRoundTripRenameDeleteAndStayPerUser() async throws {
    for (name, store) in try await Self.stores() {
      let ada = User(username: "ada-\(name)")
      let bob = User(username: "bob-\(name)")
      try await store.createUser(ada, passwordHash: "x")
      try await store.createUser(bob, passwordHash: "x")
      let vector: [Float] = (0..<128).map { Float($0) / 100 - 0.5 }
      let created = Date(timeIntervalSince1970: 1_800_000_000.123)
      let item = KnownItem(
        userID: ada.id, kind: .face, name: "Ana", createdAt: created,
        photos: [
          KnownPhoto(imageKey: "known/a/1.jpg", embedding: vector, createdAt: created),
          KnownPhoto(imageKey: "known/a/2.jpg", embedding: vector.reversed(), createdAt: created),
        ])
      try await store.saveKnownItem(item)
      #expect(try await store.knownItems(userID: ada.id, kind: .face) == [item], "\(name)")
      #expect(try await store.knownItem(id: item.id, userID: ada.id, kind: .face) == item, "\(name)")
      #expect(try await store.knownItems(userID: ada.id, kind: .thing).isEmpty, "\(name)")
      #expect(try await store.knownItems(userID: bob.id, kind: .face).isEmpty, "\(name)")
      #expect(try await store.knownItem(id: item.id, userID: bob.id, kind: .face) == nil, "\(name)")
      #expect(try await store.knownItemCount(userID: ada.id, kind: .face) == 1, "\(name)")

      // The same name in another letter case is taken; for another user or kind it is free.
      await #expect(throws: VisorError.self) {
        try await store.saveKnownItem(KnownItem(userID: ada.id, kind: .face, name: "ANA"))
      }
      try await store.saveKnownItem(KnownItem(userID: ada.id, kind: .thing, name: "Ana"))
      try await store.saveKnownItem(KnownItem(userID: bob.id, kind: .face, name: "Ana"))

      #expect(try await store.renameKnownItem(id: item.id, userID: bob.id, kind: .face, name: "X") == nil)
      #expect(
        try await store.renameKnownItem(id: item.id, userID: ada.id, kind: .face, name: "Ana Lima")?.name
          == "Ana Lima", "\(name)")
      #expect(try await store.deleteKnownItem(id: item.id, userID: bob.id, kind: .face) == nil)
      #expect(try await store.deleteKnownItem(id: item.id, userID: ada.id, kind: .face)?.photos.count == 2)
      #expect(try await store.knownItems(userID: ada.id, kind: .face).isEmpty, "\(name)")
      // Account deletion: the rows go with the user and the photos' keys are handed back.
      try await store.saveKnownItem(
        KnownItem(
          userID: ada.id, kind: .face, name: "Ana",
          photos: [KnownPhoto(imageKey: "known/a/3.jpg", embedding: vector)]))
      #expect(try await store.deleteUser(id: ada.id).contains("known/a/3.jpg"), "\(name)")
      #expect(try await store.knownItems(userID: ada.id, kind: .thing).isEmpty, "\(name)")
      await store.close()
    }
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: Self.path + suffix) }
  }

  /// Things keep a colour signature beside each embedding (SQLite migration 26, PostgreSQL 18,
  /// decision 059); a photo taught before has none until it is computed, and only its owner can set it.
  @Test func thingColoursRoundTripAndArePutLaterOnlyByTheirOwner() async throws {
    let path = FileManager.default.temporaryDirectory.appending(path: "colours-\(UUID().uuidString).sqlite")
      .path
    defer {
      for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
    var stores: [(String, any Store)] = [("sqlite", try SQLiteStore(path: path, logger: .silent))]
    if !PostgresTestCluster.skipped {
      stores.append(("postgres", try await PostgresTestCluster.freshStore()))
    }
    for (name, store) in stores {
      let ada = User(username: "ada-\(name)")
      let bob = User(username: "bob-\(name)")
      try await store.createUser(ada, passwordHash: "x")
      try await store.createUser(bob, passwordHash: "x")
      let colour: [Float] = (0..<ThingColour.count).map { Float($0) / 190 }
      let created = Date(timeIntervalSince1970: 1_800_000_000.123)
      let coloured = KnownPhoto(
        imageKey: "known/a/1.jpg", embedding: [0.5, -0.5], colour: colour, createdAt: created)
      let older = KnownPhoto(imageKey: "known/a/2.jpg", embedding: [0.25, 0.75], createdAt: created)
      let item = KnownItem(
        userID: ada.id, kind: .thing, name: "mug", createdAt: created, photos: [coloured, older])
      try await store.saveKnownItem(item)
      #expect(try await store.knownItem(id: item.id, userID: ada.id, kind: .thing) == item, "\(name)")
      #expect(
        try await store.knownItems(userID: ada.id, kind: .thing).first?.photos.map(\.colour) == [colour, nil])

      #expect(
        try await !store.setKnownPhotoColour(photoID: older.id, userID: bob.id, colour: colour), "\(name)")
      #expect(try await store.knownItem(id: item.id, userID: ada.id, kind: .thing)?.photos[1].colour == nil)
      #expect(
        try await store.setKnownPhotoColour(photoID: older.id, userID: ada.id, colour: colour), "\(name)")
      #expect(
        try await store.knownItem(id: item.id, userID: ada.id, kind: .thing)?.photos[1].colour == colour)
      await store.close()
    }
  }
}
