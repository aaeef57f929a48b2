import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// `/api/v1/cars` (the garage), `/api/v1/recognizers` and `/api/v1/records`.
struct RecognizerRoutes {
  let recognition: RecognitionService

  func register(on routes: RouteTable) {
    // MARK: Cars
    routes.respond(Endpoints.identifyCar) { ctx in
      let request = ctx.request
      let user = ctx.user
      let input = try IdentifyInput(request, Endpoints.identifyCar.declaration)
      return try .json(
        CarIdentifyResponse(
          try await recognition.identifyCar(
            image: input.image, crop: input.crop, model: input.model, user: user)))
    }
    routes.answer(Endpoints.listCars) { ctx in
      ListResponse(
        try await recognition.garage(
          user: ctx.user, limit: try ctx.integer(.limit), cursor: ctx.query(.cursor)),
        CarResponse.init)
    }
    routes.answer(Endpoints.car) { ctx in
      CarResponse(
        try await recognition.car(
          id: try ctx.id(what: .car), user: ctx.user))
    }
    routes.answer(Endpoints.deleteCar) { ctx in
      try await recognition.deleteRecord(
        id: try ctx.id(what: .car), user: ctx.user,
        recognizer: CarTemplate.name)
      return NoBody()
    }
    routes.respond(Endpoints.carImage) { ctx in
      let data = try await recognition.recordImage(
        id: try ctx.id(what: .car), user: ctx.user,
        recognizer: CarTemplate.name)
      return image(data)
    }

    // MARK: Recognisers
    routes.answer(Endpoints.listRecognizers) { ctx in
      ListResponse(
        items: try await recognition.recognizerList().map(RecognizerResponse.init), nextCursor: nil)
    }
    routes.answer(Endpoints.createRecognizer) { ctx, body in
      RecognizerResponse(
        try await recognition.addRecognizer(NewRecognizer(body), by: ctx.user))
    }
    routes.respond(Endpoints.identifyWithRecognizer) { ctx in
      let request = ctx.request
      let user = ctx.user
      let name = request.parameters["name"] ?? ""
      _ = try await recognition.template(named: name)
      let input = try IdentifyInput(request, Endpoints.identifyWithRecognizer.declaration)
      return try .json(
        RecordIdentifyResponse(
          try await recognition.identify(
            recognizer: name, image: input.image, crop: input.crop, model: input.model, user: user)))
    }

    // MARK: Records
    routes.answer(Endpoints.listRecords) { ctx in
      ListResponse(
        try await recognition.records(
          user: ctx.user, recognizer: ctx.request.query["recognizer"].flatMap { $0.isEmpty ? nil : $0 },
          query: ctx.query(.search), limit: try ctx.integer(.limit), cursor: ctx.query(.cursor)),
        RecordResponse.init)
    }
    routes.answer(Endpoints.record) { ctx in
      RecordResponse(
        try await recognition.record(
          id: try ctx.id(what: .record), user: ctx.user))
    }
    routes.answer(Endpoints.deleteRecord) { ctx in
      try await recognition.deleteRecord(
        id: try ctx.id(what: .record), user: ctx.user)
      return NoBody()
    }
    routes.respond(Endpoints.recordImage) { ctx in
      image(try await recognition.recordImage(id: try ctx.id(what: .record), user: ctx.user))
    }
  }

  private func image(_ data: Data) -> HTTPResponse {
    var response = HTTPResponse.data(data, contentType: "image/jpeg")
    response.headers["Cache-Control"] = "private, max-age=86400"
    return response
  }
}

/// The photo, crop box and model of an identify request: multipart (`image`, `crop` as JSON text
/// `{"x","y","width","height"}`, `model`) or JSON (`imageBase64`, `crop` object, `model`).
struct IdentifyInput {
  var image: Data
  var crop: CropBox?
  var model: String?

  init(_ request: HTTPRequest, _ endpoint: EndpointDeclaration) throws {
    if request.mediaType == "application/json" {
      let body = try request.decodeJSON(IdentifyRequest.self, allowedFields: IdentifyRequest.fields)
      image = try ImageInput.decodeBase64(body.imageBase64, field: "imageBase64")
      crop = body.crop.map { CropBox(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
      model = body.model
      return
    }
    let type = (request.headers["Content-Type"] ?? "").lowercased()
    let parts = type.hasPrefix("multipart/") ? try request.form(endpoint).parts : nil
    image = try ImageInput.bytes(from: request, parts: parts)
    model =
      parts?.first { $0.name == "model" }.map { String(decoding: $0.data, as: UTF8.self) }
      .flatMap { $0.isEmpty ? nil : $0 } ?? request.query["model"]
    if let part = parts?.first(where: { $0.name == "crop" }), !part.data.isEmpty {
      let box: CropBoxRequest
      do {
        box = try JSON.decode(CropBoxRequest.self, from: part.data, allowedFields: CropBoxRequest.fields)
      } catch {
        throw VisorError(
          .invalidCrop,
          Message("error.crop.json", ["example": .text(#"{"x":0.1,"y":0.2,"width":0.5,"height":0.4}"#)])
        )
      }
      crop = CropBox(x: box.x, y: box.y, width: box.width, height: box.height)
    }
  }
}
