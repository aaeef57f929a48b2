import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorProviders
import VisorServer
import VisorTestSupport

/// `/api/v1/cars`: extraction against recorded provider output, the offline path on real photos,
/// the garage, bad inputs and isolation between users.
@Suite(.serialized) struct CarTests {
  static let green = (UInt8(30), UInt8(140), UInt8(60))
  static func greenPhoto() throws -> Data { try PNGMaker.solid(width: 320, height: 200, rgb: green) }

  static func car(_ reply: TestApp.Reply) throws -> CarIdentifyResponse {
    try reply.decode(CarIdentifyResponse.self)
  }

  @Test func aCarFromValidStructuredOutputIsSavedWithItsMeasuredColour() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("ada")
      var answer = RecordedVision.porsche
      answer["colourHex"] = "#ff00ff"  // never taken from the model
      let transport = try RecordedVision.register(
        on: t.app, [RecordedVision.answer(RecordedVision.json(answer))])
      let reply = try await t.upload(
        "/api/v1/cars/identify", token: token, image: try Self.greenPhoto(), filename: "car.png")
      #expect(reply.status == 200, "\(reply.text)")
      let result = try Self.car(reply)
      let car = try #require(result.car)
      #expect(result.found)
      #expect(car.brand == "Porsche")
      #expect(car.model == "911 Carrera S")
      #expect(car.generation == "992")
      #expect(car.yearFrom == 2019)
      #expect(car.yearTo == nil)
      #expect(car.horsepowerHp == 450)
      #expect(car.topSpeedKmh == 308)
      #expect(car.zeroToHundredSeconds == 3.7)
      #expect(car.cylinders == 6)
      #expect(car.displacementCc == 2981)
      #expect(car.displacementLitres == 3.0)
      #expect(car.engineLayout == "flat-6")
      #expect(car.aspiration == "twin-turbo")
      #expect(car.colourName == "Python Green")
      #expect(car.paintCode == "2S2")
      #expect(car.bodyType == "coupé")
      #expect(car.confidence == 0.86)
      #expect(car.modelId == "test/vision")
      #expect(car.unknownFields == ["yearTo"])
      // Measured: the photo's green, not the model's magenta.
      let hex = try #require(car.colourHex)
      let (r, g, b) = try #require(Self.rgb(hex))
      #expect(abs(r - 30) < 12 && abs(g - 140) < 12 && abs(b - 60) < 12, "\(hex)")
      // Every field is on the wire, unknown ones as null.
      let raw = try #require(reply.json["car"] as? [String: Any])
      for key in [
        "brand", "yearTo", "paintCode", "colourHex", "unknownFields", "modelId", "imageUrl", "createdAt",
      ] {
        #expect(raw.keys.contains(key), "\(key) missing")
      }
      #expect(raw["yearTo"] is NSNull)

      // The request used structured output and carried the photo.
      #expect(transport.requests.count == 1)
      let body = RecordedVision.body(transport, 0)
      #expect(body.contains("\"response_format\""))
      #expect(body.contains("json_schema"))
      #expect(body.contains("horsepowerHp"))
      #expect(body.contains("data:image/jpeg;base64,"))

      let list = try await t.request("GET", "/api/v1/cars", token: token).decode(
        ListResponse<CarResponse>.self)
      #expect(list.items.map(\.id) == [car.id])
      let one = try await t.request("GET", "/api/v1/cars/\(car.id)", token: token)
      #expect(try one.decode(CarResponse.self) == car)
      let image = try await t.request("GET", car.imageUrl, token: token)
      #expect(image.status == 200)
      #expect(image.header("Content-Type") == "image/jpeg")
      #expect(image.body.starts(with: [0xFF, 0xD8]))
      let keys = try await t.app.blobs.list(prefix: "records/")
      #expect(keys.count == 1)
    }
  }

  static func rgb(_ hex: String) -> (Int, Int, Int)? {
    guard hex.count == 7, let value = Int(hex.dropFirst(), radix: 16) else { return nil }
    return (value >> 16, (value >> 8) & 0xFF, value & 0xFF)
  }

  @Test func malformedJSONIsSentBackOnceAndTheSecondAnswerIsUsed() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("boris")
      let transport = try RecordedVision.register(
        on: t.app,
        [
          RecordedVision.answer(
            "Sure! It's a Porsche: {\"found\": true, \"brand\": \"Porsche\", \"model\": "),
          RecordedVision.answer("```json\n" + RecordedVision.json(RecordedVision.porsche) + "\n```"),
        ])
      let reply = try await t.upload("/api/v1/cars/identify", token: token, image: try Self.greenPhoto())
      let car = try #require(try Self.car(reply).car)
      #expect(car.brand == "Porsche")
      #expect(car.horsepowerHp == 450)
      #expect(transport.requests.count == 2)
      let retry = RecordedVision.body(transport, 1)
      #expect(retry.contains("not a valid JSON object"))
      #expect(retry.contains("Sure! It's a Porsche"))  // the previous answer is part of the conversation
    }
  }

  @Test func wrongUnitsAndRangesAreSentBackAndWhatStillFailsIsLeftUnknown() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("cyrus")
      var first = RecordedVision.porsche
      first["topSpeedKmh"] = "191 mph"
      first["horsepowerHp"] = "331 kW"
      first["displacementCc"] = 3.0
      first["displacementLitres"] = NSNull()
      first["engineLayout"] = "boxer six"
      first["aspiration"] = "bi-turbo"
      first["cylinders"] = "six-ish"
      var second = RecordedVision.porsche
      second["topSpeedKmh"] = 306
      second["horsepowerHp"] = 4500  // still out of range: left unknown
      second["displacementCc"] = NSNull()
      second["displacementLitres"] = "3.0 L"
      second["engineLayout"] = "boxer six"
      second["aspiration"] = "bi-turbo"
      second["yearFrom"] = 2019
      second["yearTo"] = 2012  // before yearFrom: left unknown
      let transport = try RecordedVision.register(
        on: t.app,
        [
          RecordedVision.answer(RecordedVision.json(first)),
          RecordedVision.answer(RecordedVision.json(second)),
        ])
      let reply = try await t.upload("/api/v1/cars/identify", token: token, image: try Self.greenPhoto())
      let result = try Self.car(reply)
      let car = try #require(result.car)
      #expect(transport.requests.count == 2)
      let retry = RecordedVision.body(transport, 1)
      #expect(retry.contains("topSpeedKmh must be a plain number in km/h"))
      #expect(retry.contains("horsepowerHp must be a plain number in hp"))
      #expect(retry.contains("displacementCc is in cubic centimetres"))
      #expect(retry.contains("cylinders must be a plain number"))
      #expect(car.topSpeedKmh == 306)
      #expect(car.horsepowerHp == nil)
      #expect(car.yearFrom == 2019)
      #expect(car.yearTo == nil)
      #expect(car.displacementLitres == 3.0)
      #expect(car.displacementCc == 3000)
      #expect(car.engineLayout == "flat-6")
      #expect(car.aspiration == "twin-turbo")
      #expect(car.unknownFields.contains("horsepowerHp"))
      #expect(car.unknownFields.contains("yearTo"))
      #expect(result.message?.contains("horsepowerHp") == true)
    }
  }

  @Test func missingFieldsBecomeNullWithoutAskingAgain() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("dina")
      let transport = try RecordedVision.register(
        on: t.app,
        [
          RecordedVision.answer(
            RecordedVision.json(["found": true, "brand": "Volvo", "model": "240", "confidence": 0.4]))
        ])
      let reply = try await t.upload("/api/v1/cars/identify", token: token, image: try Self.greenPhoto())
      let car = try #require(try Self.car(reply).car)
      #expect(transport.requests.count == 1)
      #expect(car.brand == "Volvo")
      #expect(car.horsepowerHp == nil)
      #expect(car.colourHex != nil)
      #expect(
        car.unknownFields == [
          "generation", "yearFrom", "yearTo", "horsepowerHp", "topSpeedKmh", "zeroToHundredSeconds",
          "cylinders",
          "displacementCc", "displacementLitres", "engineLayout", "aspiration", "colourName", "paintCode",
          "bodyType",
        ])
    }
  }

  @Test func twoAnswersWithoutJSONAre502AndNothingIsSaved() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("eddy")
      try RecordedVision.register(
        on: t.app,
        [RecordedVision.answer("I think it is a red car."), RecordedVision.answer("Still a red car.")])
      let reply = try await t.upload("/api/v1/cars/identify", token: token, image: try Self.greenPhoto())
      #expect(reply.status == 502)
      #expect(reply.errorCode == "invalid_model_output")
      let list = try await t.request("GET", "/api/v1/cars", token: token).decode(
        ListResponse<CarResponse>.self)
      #expect(list.items.isEmpty)
      #expect(try await t.app.blobs.list(prefix: "").isEmpty)
    }
  }

  @Test func aModelThatSeesNoCarSavesNothing() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("flo")
      try RecordedVision.register(
        on: t.app, [RecordedVision.answer(RecordedVision.json(["found": false, "brand": NSNull()]))])
      let reply = try await t.upload("/api/v1/cars/identify", token: token, image: try Self.greenPhoto())
      #expect(reply.status == 200)
      let result = try Self.car(reply)
      #expect(!result.found)
      #expect(result.car == nil)
      #expect(result.message?.contains("don't see a car") == true)
      #expect(reply.json["car"] is NSNull)
      let list = try await t.request("GET", "/api/v1/cars", token: token).decode(
        ListResponse<CarResponse>.self)
      #expect(list.items.isEmpty)
      #expect(try await t.app.blobs.list(prefix: "").isEmpty)
    }
  }

  // MARK: Offline (no vision provider): the real classifier on real photos

  @Test(.enabled(if: Photos.canRunModelTests))
  func offlineTheCroppedTruckInDogJPGIsAPickupWithItsColour() async throws {
    try Photos.requireClassifier()
    try await withApp { t in
      let (_, token) = try await t.user("gus")
      let reply = try await t.upload(
        "/api/v1/cars/identify", token: token, image: try Photos.dogJPEG(),
        fields: ["crop": Photos.truckCropJSON])
      #expect(reply.status == 200, "\(reply.text)")
      let result = try Self.car(reply)
      print("[cars] offline truck: \(reply.text)")
      let car = try #require(result.car)
      #expect(result.found)
      #expect(car.bodyType == "pickup truck")
      #expect(car.brand == nil && car.model == nil && car.horsepowerHp == nil && car.paintCode == nil)
      #expect(car.modelId == "local/imagenet")
      #expect(car.colourHex != nil)
      #expect(["white", "silver", "gray"].contains(car.colourName ?? ""), "\(car.colourName ?? "nil")")
      // Short and plain: configuration details are where an admin looks, not in the answer.
      #expect(result.message?.contains("vision model") == true)
      #expect(result.message?.contains("Settings → Models") == true)
      #expect(result.message?.contains("VISOR_") == false)
      // One name everywhere ("White pickup truck"); the confidence is the body type's own probability.
      #expect(
        car.title
          == "\((car.colourName ?? "").prefix(1).uppercased())\((car.colourName ?? "").dropFirst()) pickup truck"
      )
      let bodyProbability = try #require(car.confidence)
      #expect(bodyProbability > 0.05 && bodyProbability <= 1)
      // The saved image is the crop: wider than tall like the truck box (330×180).
      let image = try await t.request("GET", car.imageUrl, token: token)
      let size = try #require(JPEGSize.of(image.body))
      #expect(size.width > size.height)
      #expect(size.width <= 340 && size.width >= 320)
    }
  }

  @Test(
    .enabled(if: Photos.canRunModelTests),
    arguments: [
      "opencv:fruits.jpg", "opencv:baboon.jpg", "fixtures:chelsea.jpg", "darknet:eagle.jpg",
      "darknet:giraffe.jpg",
      "opencv:butterfly.jpg",
    ])
  func offlineAPhotoWithoutACarIsNotFoundAndNothingIsSaved(_ name: String) async throws {
    try Photos.requireClassifier()
    let parts = name.split(separator: ":").map(String.init)
    let base = parts[0] == "opencv" ? Photos.opencv : parts[0] == "darknet" ? Photos.darknet : Photos.fixtures
    let photo = try Photos.load(base.appendingPathComponent(parts[1]))
    try await withApp { t in
      let (_, token) = try await t.user("hal")
      let reply = try await t.upload("/api/v1/cars/identify", token: token, image: photo)
      #expect(reply.status == 200, "\(reply.text)")
      let result = try Self.car(reply)
      #expect(!result.found, "\(name): \(reply.text)")
      #expect(result.message?.contains("don't see a car") == true)
      #expect(try await t.app.blobs.list(prefix: "").isEmpty)
    }
  }

  @Test func jsonRequestsWithACropSaveTheCroppedPhoto() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("lena")
      let transport = try RecordedVision.register(
        on: t.app, [RecordedVision.answer(RecordedVision.json(RecordedVision.porsche))])
      let photo = try PNGMaker.solid(width: 400, height: 200, rgb: (200, 30, 30))
      let reply = try await t.request(
        "POST", "/api/v1/cars/identify", token: token,
        json: [
          "imageBase64": photo.base64EncodedString(),
          "crop": ["x": 0.5, "y": 0.5, "width": 0.5, "height": 0.5],
          "model": "test/vision",
        ])
      #expect(reply.status == 200, "\(reply.text)")
      let car = try #require(try Self.car(reply).car)
      let image = try await t.request("GET", car.imageUrl, token: token)
      let size = try #require(JPEGSize.of(image.body))
      #expect(size.width == 200 && size.height == 100)
      #expect(transport.requests.count == 1)
      let unknownField = try await t.request(
        "POST", "/api/v1/cars/identify", token: token,
        json: ["imageBase64": photo.base64EncodedString(), "box": 1])
      #expect(unknownField.status == 400)
      #expect(unknownField.errorCode == "unknown_field")
    }
  }

  // MARK: Bad input

  @Test func badInputsGetClearErrors() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("ivy")
      try RecordedVision.register(on: t.app, [])
      let photo = try Self.greenPhoto()
      let unknown = try await t.upload(
        "/api/v1/cars/identify", token: token, image: photo, fields: ["model": "nope/x"])
      #expect(unknown.status == 400)
      #expect(unknown.errorCode == "unknown_model")
      for crop in [
        #"{"x":0.5,"y":0,"width":0.6,"height":0.5}"#, #"{"x":0,"y":0,"width":0,"height":0.5}"#,
        #"{"x":-0.1,"y":0,"width":0.5,"height":0.5}"#, "not json", #"{"x":0,"y":0,"width":0.5}"#,
      ] {
        let reply = try await t.upload(
          "/api/v1/cars/identify", token: token, image: photo, fields: ["crop": crop])
        #expect(reply.status == 400, "\(crop): \(reply.text)")
        #expect(reply.errorCode == "invalid_crop", "\(crop)")
      }
      let text = try await t.upload("/api/v1/cars/identify", token: token, image: Data("not a photo".utf8))
      #expect(text.status == 422)
      let none = try await t.request(
        "POST", "/api/v1/cars/identify", token: token, json: ["imageBase64": "", "model": "x"])
      #expect(none.status == 400)
      let anonymous = try await t.request("GET", "/api/v1/cars")
      #expect(anonymous.status == 401)
      let badLimit = try await t.request("GET", "/api/v1/cars?limit=0", token: token)
      #expect(badLimit.status == 400)
      let badCursor = try await t.request("GET", "/api/v1/cars?cursor=zzz", token: token)
      #expect(badCursor.status == 400)
      let notAnID = try await t.request("GET", "/api/v1/cars/123", token: token)
      #expect(notAnID.status == 404)
    }
  }

  @Test func deletingRemovesRowAndImageAndASecondDeleteIs404() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("jojo")
      try RecordedVision.register(
        on: t.app, [RecordedVision.answer(RecordedVision.json(RecordedVision.porsche))])
      let car = try #require(
        try Self.car(try await t.upload("/api/v1/cars/identify", token: token, image: try Self.greenPhoto()))
          .car)
      #expect(try await t.app.blobs.list(prefix: "records/").count == 1)
      let first = try await t.request("DELETE", "/api/v1/cars/\(car.id)", token: token)
      #expect(first.status == 204)
      #expect(try await t.app.blobs.list(prefix: "").isEmpty)
      let second = try await t.request("DELETE", "/api/v1/cars/\(car.id)", token: token)
      #expect(second.status == 404)
      #expect(try await t.request("GET", "/api/v1/cars/\(car.id)", token: token).status == 404)
      #expect(try await t.request("GET", "/api/v1/cars/\(car.id)/image", token: token).status == 404)
    }
  }

  @Test func anotherUsersCarIsNotFoundOnEveryEndpoint() async throws {
    try await withApp { t in
      let (_, alice) = try await t.user("alice")
      let (_, bob) = try await t.user("bob")
      try RecordedVision.register(
        on: t.app, [RecordedVision.answer(RecordedVision.json(RecordedVision.porsche))])
      let car = try #require(
        try Self.car(try await t.upload("/api/v1/cars/identify", token: alice, image: try Self.greenPhoto()))
          .car)
      for (method, path) in [
        ("GET", "/api/v1/cars/\(car.id)"), ("GET", "/api/v1/cars/\(car.id)/image"),
        ("DELETE", "/api/v1/cars/\(car.id)"),
        ("GET", "/api/v1/records/\(car.id)"), ("GET", "/api/v1/records/\(car.id)/image"),
        ("DELETE", "/api/v1/records/\(car.id)"),
      ] {
        let reply = try await t.request(method, path, token: bob)
        #expect(reply.status == 404, "\(method) \(path)")
      }
      let bobs = try await t.request("GET", "/api/v1/cars", token: bob).decode(ListResponse<CarResponse>.self)
      #expect(bobs.items.isEmpty)
      let bobsRecords = try await t.request("GET", "/api/v1/records?q=porsche", token: bob)
        .decode(ListResponse<RecordResponse>.self)
      #expect(bobsRecords.items.isEmpty)
      // Alice still has it.
      #expect(try await t.request("GET", "/api/v1/cars/\(car.id)", token: alice).status == 200)
    }
  }

  @Test func theGarageIsPaginatedNewestFirst() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("kit")
      let answers = ["Alfa Romeo", "BMW", "Citroën"].map { brand -> RecordedResponse in
        var answer = RecordedVision.porsche
        answer["brand"] = brand
        return RecordedVision.answer(RecordedVision.json(answer))
      }
      try RecordedVision.register(on: t.app, answers)
      for _ in 0..<3 {
        #expect(
          try await t.upload("/api/v1/cars/identify", token: token, image: try Self.greenPhoto()).status
            == 200)
        try await Task.sleep(for: .milliseconds(5))
      }
      let page1 = try await t.request("GET", "/api/v1/cars?limit=2", token: token).decode(
        ListResponse<CarResponse>.self)
      #expect(page1.items.map(\.brand) == ["Citroën", "BMW"])
      let cursor = try #require(page1.nextCursor)
      let page2 = try await t.request("GET", "/api/v1/cars?limit=2&cursor=\(cursor)", token: token)
        .decode(ListResponse<CarResponse>.self)
      #expect(page2.items.map(\.brand) == ["Alfa Romeo"])
      #expect(page2.nextCursor == nil)
    }
  }
}

/// Reads a baseline or progressive JPEG's dimensions from its SOF marker.
enum JPEGSize {
  static func of(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data)
    var i = 2
    while i + 9 < bytes.count {
      guard bytes[i] == 0xFF else { return nil }
      let marker = bytes[i + 1]
      let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
      if (0xC0...0xC3).contains(marker) {
        return (Int(bytes[i + 7]) << 8 | Int(bytes[i + 8]), Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]))
      }
      i += 2 + length
    }
    return nil
  }
}
