import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// `POST /api/v1/classify`, `GET/POST /api/v1/classifiers`, `DELETE /api/v1/classifiers/{name}`.
struct ClassifyRoutes {
  let classification: ClassificationService

  func register(on routes: RouteTable) {
    routes.respond(Endpoints.classify) { ctx in
      let request = ctx.request
      let image: Data
      let model: String?
      if request.mediaType == "application/json" {
        let body = try request.decodeJSON(ClassifyRequest.self, allowedFields: ClassifyRequest.fields)
        image = try ImageInput.decodeBase64(body.imageBase64, field: "imageBase64")
        model = body.model
      } else {
        let type = (request.headers["Content-Type"] ?? "").lowercased()
        let parts =
          type.hasPrefix("multipart/") ? try request.form(Endpoints.classify.declaration).parts : nil
        image = try ImageInput.bytes(from: request, parts: parts)
        model = parts?.text("model") ?? request.query["model"]
      }
      let (used, predictions) = try await classification.classify(image: image, model: model)
      return try .json(ClassifyResponse(model: used, classifications: predictions))
    }

    routes.answer(Endpoints.listClassifiers) { ctx in
      ListResponse(
        items: await classification.classifierList().map(ClassifierResponse.init), nextCursor: nil)
    }

    // Multipart: `model` (the .onnx file), `labels` (file or text, one per line), `name`, and optional
    // `size` (default 299), `resize`, `mean`, `std` ("0.5" or "0.485,0.456,0.406").
    routes.respond(Endpoints.createClassifier) { ctx in
      let request = ctx.request
      let user = ctx.user
      let type = (request.headers["Content-Type"] ?? "").lowercased()
      guard type.hasPrefix("multipart/") else {
        throw VisorError(
          .unsupportedMediaType,
          Message("error.classifier.mediaType"))
      }
      let parts = try request.form(Endpoints.createClassifier.declaration).parts
      guard let model = parts.first(where: { $0.name == "model" })?.data else {
        throw VisorError(.missingField, Message("error.classifier.modelMissing"))
      }
      guard let labels = parts.text("labels") else {
        throw VisorError(.missingField, Message("error.classifier.labelsMissing"))
      }
      guard let name = parts.text("name") else {
        throw VisorError(.missingField, Message("error.classifier.nameMissing"))
      }
      func integer(_ field: String) throws -> Int? {
        guard let text = parts.text(field) else { return nil }
        guard let value = Int(text) else {
          throw VisorError(.invalidField, Message("error.field.pixels", ["field": .text(field)]))
        }
        return value
      }
      var new = NewClassifier(name: name, model: model, labels: labels)
      new.inputSize = try integer("size") ?? 299
      new.resize = try integer("resize")
      if let mean = parts.text("mean") { new.mean = try NewClassifier.channels(mean, option: "mean") }
      if let std = parts.text("std") { new.std = try NewClassifier.channels(std, option: "std") }
      return try .json(
        ClassifierResponse(try await classification.addClassifier(new, by: user)), status: 201)
    }

    routes.respond(Endpoints.deleteClassifier) { ctx in
      let request = ctx.request
      try await classification.removeClassifier(request.parameters["name"] ?? "")
      return .noContent()
    }
  }
}

extension [MultipartPart] {
  /// A non-empty text field, trimmed.
  func text(_ name: String) -> String? {
    guard let part = first(where: { $0.name == name }) else { return nil }
    let text = String(decoding: part.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? nil : text
  }
}
