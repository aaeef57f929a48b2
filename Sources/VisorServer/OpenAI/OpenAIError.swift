import Foundation
import VisorCore
import VisorFeatures
import VisorHTTP

/// An error of the OpenAI-compatible surface that names the request parameter at fault (`param`)
/// and, where OpenAI's own type differs from the status-based default, the error `type`.
///
/// Its status is the surface's, not the code's row in ``ErrorStatus``: OpenAI answers every invalid
/// request 400 `invalid_request_error`, so a native 422 code (`audio_silent`) is 400 here.
///
/// ```swift
/// throw OpenAIError.invalid("'n' must be 1: Visor makes one image per request.", param: "n")
/// ```
struct OpenAIError: HTTPStatusError, CustomStringConvertible {
  var status: Int
  var code: ErrorCode
  var message: String
  var param: String?
  var type: String?

  var description: String { "\(status) \(code.name): \(message)" }

  /// 400 `invalid_request_error`.
  static func invalid(_ message: String, param: String?, code: ErrorCode = .invalidValue) -> OpenAIError {
    OpenAIError(status: 400, code: code, message: message, param: param, type: "invalid_request_error")
  }

  /// 404 `model_not_found`, as OpenAI answers an unknown model.
  static func modelNotFound(_ id: String, available: [String]) -> OpenAIError {
    OpenAIError(
      status: 404, code: .modelNotFound,
      message:
        "The model `\(id)` does not exist on this Visor. Models you can use here: \(available.isEmpty ? "none" : available.joined(separator: ", ")) (GET /v1/models lists them).",
      param: "model", type: "invalid_request_error")
  }
}

/// Lenient JSON decoding in OpenAI's manner: unknown fields are ignored; malformed JSON or a wrongly
/// typed field is a 400 naming the parameter.
enum OpenAIDecoding {
  static func decode<T: Decodable>(_ type: T.Type, from body: Data) throws -> T {
    guard !body.isEmpty else {
      throw OpenAIError.invalid(
        "The request body is empty; send a JSON object (Content-Type: application/json).", param: nil,
        code: .invalidJSON)
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: body, options: [])
    } catch {
      throw OpenAIError.invalid(
        "We could not parse the JSON body of your request; check for missing quotes, commas or brackets.",
        param: nil, code: .invalidJSON)
    }
    guard object is [String: Any] else {
      throw OpenAIError.invalid(
        "The request body must be a JSON object ({…}), not an array or a single value.", param: nil,
        code: .invalidJSON)
    }
    do {
      try TextValidation.checkJSON(object)
    } catch let error as VisorError {
      throw OpenAIError.invalid(error.message, param: nil, code: .invalidCharacters)
    }
    do {
      return try JSONDecoder().decode(T.self, from: body)
    } catch let error as DecodingError {
      throw invalidField(error)
    }
  }

  static func invalidField(_ error: DecodingError) -> OpenAIError {
    func name(_ path: [any CodingKey]) -> String {
      var text = ""
      for key in path {
        if let index = key.intValue {
          text += "[\(index)]"
        } else {
          text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
        }
      }
      return text
    }
    switch error {
    case .keyNotFound(let key, let context):
      let field = name(context.codingPath + [key])
      return .invalid(
        "Missing required parameter: '\(field)'.", param: field, code: .missingRequiredParameter)
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      let field = name(context.codingPath)
      return .invalid(
        "Invalid type for '\(field)'; see OpenAI's API reference for the expected type.", param: field,
        code: .invalidType)
    case .dataCorrupted(let context):
      let field = name(context.codingPath)
      return .invalid("Invalid value for '\(field)'.", param: field.isEmpty ? nil : field)
    @unknown default:
      return .invalid("The request body does not match the expected shape.", param: nil)
    }
  }
}
