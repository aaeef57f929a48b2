import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorProviders
import VisorServer
import VisorTestSupport

/// Recogniser templates, records and their search, garage atomicity across a restart, and stats.
@Suite(.serialized) struct RecognizerTests {
  static let plantSchema = """
    {"type":"object","required":["commonName","latinName","toxicToCats","heightCm"],
     "properties":{"commonName":{"type":"string","maxLength":80},"latinName":{"type":["string","null"]},
       "toxicToCats":{"type":"boolean"},"heightCm":{"type":"number","minimum":1,"maximum":10000},
       "light":{"type":"string","enum":["shade","partial","sun"]}}}
    """
  static var plant: [String: Any] {
    [
      "name": "plant", "title": "Plant",
      "prompt": "Identify the house plant: names, toxicity to cats, height.",
      "jsonSchema": plantSchema, "titleField": "commonName",
    ]
  }
  static func photo() throws -> Data { try PNGMaker.solid(width: 200, height: 200, rgb: (40, 120, 40)) }

  /// The built-in car recogniser is titled in the person's language; an admin's template keeps its title.
  @Test func theBuiltInTitleIsInThePersonsLanguage() async throws {
    try await withApp { t in
      let (_, admin) = try await t.user("root", admin: true)
      #expect(
        try await t.request("POST", "/api/v1/recognizers", token: admin, json: Self.plant).status == 201)
      var titles: [String: [String: String]] = [:]
      for language in ["en", "es", "de"] {
        #expect(
          try await t.request("PATCH", "/api/v1/me", token: admin, json: ["language": language]).status == 200
        )
        let list = try await t.request("GET", "/api/v1/recognizers", token: admin).decode(
          ListResponse<RecognizerResponse>.self)
        titles[language] = Dictionary(uniqueKeysWithValues: list.items.map { ($0.name, $0.title) })
      }
      #expect(
        titles["en"]?["car"] == "Car" && titles["es"]?["car"] == "Coche" && titles["de"]?["car"] == "Auto")
      #expect(
        Set(["en", "es", "de"].compactMap { titles[$0]?["plant"] }) == [Self.plant["title"] as? String])
    }
  }

  @Test func onlyAdminsAddTemplatesAndBadTemplatesAreRefused() async throws {
    try await withApp { t in
      let (_, admin) = try await t.user("root", admin: true)
      let (_, user) = try await t.user("pat")
      let forbidden = try await t.request("POST", "/api/v1/recognizers", token: user, json: Self.plant)
      #expect(forbidden.status == 403)
      let created = try await t.request("POST", "/api/v1/recognizers", token: admin, json: Self.plant)
      #expect(created.status == 201, "\(created.text)")
      let template = try created.decode(RecognizerResponse.self)
      #expect(template.name == "plant" && !template.builtIn && template.titleField == "commonName")
      #expect(
        try await t.request("POST", "/api/v1/recognizers", token: admin, json: Self.plant).status == 409)
      var car = Self.plant
      car["name"] = "car"
      #expect(try await t.request("POST", "/api/v1/recognizers", token: admin, json: car).status == 409)

      let bad: [(String, Any, String)] = [
        ("name", "Plant Two", "name"), ("jsonSchema", "not json", "JSON schema"),
        ("jsonSchema", #"{"type":"array"}"#, "object"),
        ("jsonSchema", #"{"type":"object","properties":{}}"#, "properties"),
        ("jsonSchema", #"{"type":"object","properties":{"found":{"type":"string"}}}"#, "reserved"),
        ("jsonSchema", #"{"type":"object","properties":{"x":{"type":"object"}}}"#, "\"x\""),
        ("titleField", "heightCm", "titleField"), ("prompt", "  ", "prompt"),
      ]
      for (field, value, mention) in bad {
        var body = Self.plant
        body["name"] = "plant-\(field.lowercased())"
        body[field] = value
        let reply = try await t.request("POST", "/api/v1/recognizers", token: admin, json: body)
        #expect(reply.status == 400, "\(field): \(reply.text)")
        #expect(reply.errorMessage?.contains(mention) == true, "\(field): \(reply.errorMessage ?? "")")
      }
      var unknown = Self.plant
      unknown["colour"] = "green"
      #expect(
        try await t.request("POST", "/api/v1/recognizers", token: admin, json: unknown).errorCode
          == "unknown_field")

      let list = try await t.request("GET", "/api/v1/recognizers", token: user).decode(
        ListResponse<RecognizerResponse>.self)
      #expect(list.items.map(\.name) == ["car", "plant"])
      let carTemplate = try #require(list.items.first)
      #expect(carTemplate.builtIn)
      #expect(carTemplate.jsonSchema.contains("horsepowerHp"))
    }
  }

  @Test func aCustomRecognizerSavesSearchableTypedRecords() async throws {
    try await withApp { t in
      let (_, admin) = try await t.user("root", admin: true)
      let (_, user) = try await t.user("quin")
      let (_, other) = try await t.user("ruth")
      #expect(
        try await t.request("POST", "/api/v1/recognizers", token: admin, json: Self.plant).status == 201)
      let fern: [String: Any] = [
        "found": true, "commonName": "Boston fern", "latinName": "Nephrolepis exaltata", "toxicToCats": false,
        "heightCm": "45", "light": "Partial",
      ]
      var invalid = fern
      invalid["toxicToCats"] = "no"
      invalid["heightCm"] = 0
      let transport = try RecordedVision.register(
        on: t.app,
        [
          RecordedVision.answer(RecordedVision.json(fern)),
          RecordedVision.answer(RecordedVision.json(invalid)),
          RecordedVision.answer(RecordedVision.json(invalid)),
        ])
      let reply = try await t.upload(
        "/api/v1/recognizers/plant/identify", token: user, image: try Self.photo())
      #expect(reply.status == 200, "\(reply.text)")
      let result = try reply.decode(RecordIdentifyResponse.self)
      let record = try #require(result.record)
      #expect(record.recognizer == "plant")
      #expect(record.title == "Boston fern")
      #expect(record.fields["heightCm"] == .number(45))
      #expect(record.fields["toxicToCats"] == .bool(false))
      #expect(record.fields["light"] == .string("partial"))
      #expect(record.unknownFields.isEmpty)
      #expect(RecordedVision.body(transport, 0).contains("toxicToCats"))

      // Invalid twice: the invalid fields are left unknown, the rest kept.
      let second = try await t.upload(
        "/api/v1/recognizers/plant/identify", token: user, image: try Self.photo())
      let kept = try #require(try second.decode(RecordIdentifyResponse.self).record)
      #expect(kept.fields["toxicToCats"] == .null)
      #expect(kept.fields["heightCm"] == .null)
      #expect(kept.fields["commonName"] == .string("Boston fern"))
      #expect(kept.unknownFields == ["heightCm", "toxicToCats"])
      #expect(RecordedVision.body(transport, 2).contains("toxicToCats must be true, false or null"))

      let search = try await t.request("GET", "/api/v1/records?recognizer=plant&q=nephro", token: user)
        .decode(ListResponse<RecordResponse>.self)
      #expect(search.items.map(\.id) == [kept.id, record.id])
      let page = try await t.request("GET", "/api/v1/records?q=fern&limit=1", token: user)
        .decode(ListResponse<RecordResponse>.self)
      #expect(page.items.map(\.id) == [kept.id])
      #expect(page.nextCursor != nil)
      #expect(
        try await t.request("GET", "/api/v1/records?q=cactus", token: user).decode(
          ListResponse<RecordResponse>.self
        )
        .items.isEmpty)
      #expect(
        try await t.request("GET", "/api/v1/records?recognizer=car", token: user).decode(
          ListResponse<RecordResponse>.self
        )
        .items.isEmpty)
      // A plant is not a car.
      #expect(try await t.request("GET", "/api/v1/cars/\(record.id)", token: user).status == 404)
      #expect(try await t.request("DELETE", "/api/v1/cars/\(record.id)", token: user).status == 404)
      let image = try await t.request("GET", record.imageUrl, token: user)
      #expect(image.status == 200 && image.header("Content-Type") == "image/jpeg")
      // Another user sees nothing.
      #expect(
        try await t.request("GET", "/api/v1/records?q=fern", token: other).decode(
          ListResponse<RecordResponse>.self
        )
        .items.isEmpty)
      #expect(try await t.request("GET", "/api/v1/records/\(record.id)", token: other).status == 404)
      #expect(try await t.request("DELETE", "/api/v1/records/\(record.id)", token: user).status == 204)
      #expect(try await t.request("DELETE", "/api/v1/records/\(record.id)", token: user).status == 404)
    }
  }

  @Test func unknownRecognizersAndMissingProvidersAreClearErrors() async throws {
    try await withApp { t in
      let (_, admin) = try await t.user("root", admin: true)
      let none = try await t.upload(
        "/api/v1/recognizers/wine/identify", token: admin, image: try Self.photo())
      #expect(none.status == 404)
      #expect(
        try await t.request("POST", "/api/v1/recognizers", token: admin, json: Self.plant).status == 201)
      // No vision provider: custom recognisers need one (the car alone has an offline path).
      let offline = try await t.upload(
        "/api/v1/recognizers/plant/identify", token: admin, image: try Self.photo())
      #expect(offline.status == 501)
      #expect(offline.errorMessage?.contains("VISOR_OPENAI_API_KEY") == true)
    }
  }

  @Test func aCrashBetweenTheTwoStepsLeavesNoOrphanAfterMaintenance() async throws {
    let t = try await TestApp()
    defer { try? FileManager.default.removeItem(at: t.directory) }
    let (user, token) = try await t.user("sam")
    try RecordedVision.register(
      on: t.app,
      [
        RecordedVision.answer(RecordedVision.json(RecordedVision.porsche)),
        RecordedVision.answer(RecordedVision.json(RecordedVision.porsche)),
      ])
    let doomed = try #require(
      try await t.upload("/api/v1/cars/identify", token: token, image: try Self.photo()).decode(
        CarIdentifyResponse.self
      ).car)
    let kept = try #require(
      try await t.upload("/api/v1/cars/identify", token: token, image: try Self.photo()).decode(
        CarIdentifyResponse.self
      ).car)
    let userID = user.id.uuidString.lowercased()
    // Delete: the row went, then the process died before the blob was deleted.
    let doomedID = try #require(UUID(uuidString: doomed.id))
    #expect(try await t.app.store.deleteRecord(id: doomedID, userID: user.id) != nil)
    // Save: the blob was written, then the process died before the row was saved.
    let stray = "records/\(userID)/\(UUID().uuidString.lowercased()).jpg"
    try await t.app.blobs.put(Data([0xFF, 0xD8, 0xFF, 0xD9]), key: stray)
    #expect(try await t.app.blobs.list(prefix: "").count == 3)
    await t.app.shutdown()
    // The crash happened longer ago than the grace period.
    for entry in try await t.app.blobs.list(prefix: "") {
      try FileManager.default.setAttributes(
        [.modificationDate: Date().addingTimeInterval(-7200)],
        ofItemAtPath: t.directory.appendingPathComponent("blobs/\(entry.key)").path)
    }

    let restarted = try await buildApplication(configuration: t.app.configuration, logger: .silent)
    // The delete had queued its blob in the outbox (decision 023): the next outbox pass (here the
    // shutdown's) deleted it. The stray upload has no record and no queued work: a restart keeps it,
    // maintenance removes it after the grace period.
    #expect(try await restarted.blobs.list(prefix: "").count == 2)
    #expect(try await restarted.features.maintenance.run().orphansRemoved == 1)
    let blobs = try await restarted.blobs.list(prefix: "").map(\.key)
    #expect(blobs == ["records/\(userID)/\(kept.id).jpg"])
    let keptID = try #require(UUID(uuidString: kept.id))
    let stored = try #require(try await restarted.store.record(id: keptID, userID: user.id))
    #expect(stored.imageKey == blobs.first)
    await restarted.shutdown()
  }

  @Test func deletingAUserRemovesTheirRecordsAndImages() async throws {
    try await withApp { t in
      let (user, token) = try await t.user("tess")
      try RecordedVision.register(
        on: t.app, [RecordedVision.answer(RecordedVision.json(RecordedVision.porsche))])
      #expect(
        try await t.upload("/api/v1/cars/identify", token: token, image: try Self.photo()).status == 200)
      #expect(try await t.app.blobs.list(prefix: "records/").count == 1)
      _ = try await t.app.accounts.deleteUser(id: user.id)
      #expect(try await t.app.blobs.list(prefix: "").isEmpty)
    }
  }

  @Test func statsCountFeaturesAndListRecentActivityPerUser() async throws {
    try await withApp { t in
      let (_, admin) = try await t.user("root", admin: true)
      let (_, other) = try await t.user("uma")
      #expect(
        try await t.request("POST", "/api/v1/recognizers", token: admin, json: Self.plant).status == 201)
      try RecordedVision.register(
        on: t.app,
        [
          RecordedVision.answer(RecordedVision.json(RecordedVision.porsche)),
          RecordedVision.answer(
            RecordedVision.json(["found": true, "commonName": "Monstera", "toxicToCats": true])),
        ])
      #expect(
        try await t.upload("/api/v1/cars/identify", token: admin, image: try Self.photo()).status == 200)
      try await Task.sleep(for: .milliseconds(5))
      #expect(
        try await t.upload("/api/v1/recognizers/plant/identify", token: admin, image: try Self.photo()).status
          == 200)
      let reply = try await t.request("GET", "/api/v1/stats", token: admin)
      #expect(reply.status == 200, "\(reply.text)")
      let stats = try reply.decode(StatsResponse.self)
      #expect(stats.counts.analyses == 0)
      #expect(stats.counts.cars == 1)
      #expect(stats.counts.records == 1)
      #expect(stats.recent.map(\.type) == ["record", "car"])
      #expect(stats.recent.map(\.title) == ["Monstera", "Porsche 911 Carrera S"])
      let counts = try #require(reply.json["counts"] as? [String: Any])
      // chats and images: null or a number, never omitted.
      #expect(counts.keys.contains("chats") && counts.keys.contains("images"))
      let others = try await t.request("GET", "/api/v1/stats", token: other).decode(StatsResponse.self)
      #expect(others.counts.cars == 0 && others.counts.records == 0 && others.recent.isEmpty)
      #expect(try await t.request("GET", "/api/v1/stats").status == 401)
    }
  }
}
