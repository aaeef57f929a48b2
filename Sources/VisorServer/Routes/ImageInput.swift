import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorMedia

/// Reads an uploaded photo: multipart field `image`, JSON `imageBase64`, or a raw `image/*` body.
enum ImageInput {
  static func bytes(from request: HTTPRequest, parts: [MultipartPart]?) throws -> Data {
    if let parts {
      guard let part = parts.first(where: { $0.name == "image" }) else {
        throw VisorError(
          .missingField, Message("error.image.missing"))
      }
      guard !part.data.isEmpty else {
        throw VisorError(.imageUnreadable, Message("error.image.emptyField"))
      }
      return part.data
    }
    let type = (request.headers["Content-Type"] ?? "").lowercased()
    if type.hasPrefix("image/") {
      guard !request.body.isEmpty else {
        throw VisorError(.imageUnreadable, Message("error.image.emptyBody"))
      }
      return request.body
    }
    throw VisorError(
      .unsupportedMediaType,
      Message("error.image.mediaType")
    )
  }

  static func decodeBase64(_ text: String, field: String) throws -> Data {
    let cleaned = text.hasPrefix("data:") ? String(text.drop { $0 != "," }.dropFirst()) : text
    guard let data = Data(base64Encoded: cleaned, options: .ignoreUnknownCharacters), !data.isEmpty else {
      throw VisorError(
        .invalidField, Message("error.field.base64", ["field": .text(field)]))
    }
    return data
  }
}

/// `POST /api/v1/media/ingest`: the photo as Visor stores it — upright, metadata (GPS) stripped, scaled
/// to the configured long side, JPEG. Handy for apps that want to share a photo without its location.
struct MediaRoutes {
  /// Photo ingestion with the configured size limits.
  let photos: PhotoWork

  func register(on routes: RouteTable) {
    routes.respond(Endpoints.ingest) { ctx in
      let request = ctx.request
      let type = (request.headers["Content-Type"] ?? "").lowercased()
      let parts = type.hasPrefix("multipart/") ? try request.form(Endpoints.ingest.declaration).parts : nil
      let data = try ImageInput.bytes(from: request, parts: parts)
      let image = try await photos.ingest(data)
      var response = HTTPResponse.data(image.jpeg, contentType: "image/jpeg")
      response.headers["X-Image-Width"] = String(image.width)
      response.headers["X-Image-Height"] = String(image.height)
      response.headers["X-Source-Format"] = image.sourceFormat
      return response
    }
  }
}
