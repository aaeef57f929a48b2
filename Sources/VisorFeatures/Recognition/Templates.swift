import Foundation
import VisorAPI
import VisorCore
import VisorStore

/// A recogniser template ready to run: built in (the car, with its own normalisation) or added by an
/// admin (validated by its JSON Schema alone).
package struct BuiltInTemplate: Sendable {
  var name: String
  var title: String
  /// What the photo must show, for the `found` flag ("a car").
  var subject: String
  var prompt: String
  var schema: FieldSchema
  var titleField: String?
  var builtIn = true
  var createdAt = Date(timeIntervalSince1970: 0)
  /// Unit and synonym clean-up before validation; returns problems to send back to the model.
  var normalize: @Sendable (inout [String: Any]) -> [FieldError] = { _ in [] }
  /// Checks across fields after validation (may clear fields); returns problems.
  var crossCheck: @Sendable (inout [String: JSONValue]) -> [FieldError] = { _ in [] }

  init(
    name: String, title: String, subject: String, prompt: String, schema: FieldSchema, titleField: String?,
    normalize: @escaping @Sendable (inout [String: Any]) -> [FieldError] = { _ in [] },
    crossCheck: @escaping @Sendable (inout [String: JSONValue]) -> [FieldError] = { _ in [] }
  ) {
    self.name = name
    self.title = title
    self.subject = subject
    self.prompt = prompt
    self.schema = schema
    self.titleField = titleField
    self.normalize = normalize
    self.crossCheck = crossCheck
  }

  /// An admin's stored template.
  init(stored: RecognizerTemplate) throws {
    self.init(
      name: stored.name, title: stored.title, subject: "a \(stored.title.lowercased())",
      prompt: stored.prompt,
      schema: try FieldSchema.parse(stored.jsonSchema), titleField: stored.titleField)
    builtIn = false
    createdAt = stored.createdAt
  }

  var isCar: Bool { name == CarTemplate.name }

  /// The record's title: the title field, else the first string field with a value, else the template title.
  func recordTitle(_ values: [String: JSONValue]) -> String {
    if isCar { return CarTemplate.title(values) }
    if let titleField, let text = values[titleField]?.stringValue { return text }
    for field in schema.fields where field.kind == .string {
      if let text = values[field.name]?.stringValue { return text }
    }
    return title
  }

  /// Text indexed for search: the title and every string value.
  func searchText(_ values: [String: JSONValue]) -> String {
    ([title] + values.keys.sorted().compactMap { values[$0]?.stringValue }).joined(separator: " ")
  }

  var response: RecognizerResponse {
    RecognizerResponse(
      name: name, title: title, prompt: prompt, jsonSchema: schema.jsonSchemaText, titleField: titleField,
      builtIn: builtIn, createdAt: createdAt)
  }
}

/// A stored record with its fields decoded.
struct RecognitionView: Sendable {
  var id: String
  var recognizer: String
  var title: String
  var fields: [String: JSONValue]
  var confidence: Double?
  var modelId: String
  var createdAt: Date

  init(_ record: RecognitionRecord) {
    id = record.id.wire
    recognizer = record.recognizer
    title = record.title
    fields = (try? JSONDecoder().decode([String: JSONValue].self, from: Data(record.fieldsJSON.utf8))) ?? [:]
    confidence = record.confidence
    modelId = record.model
    createdAt = record.createdAt
  }

  var response: RecordResponse {
    RecordResponse(
      id: id, recognizer: recognizer, title: title, fields: fields,
      unknownFields: fields.keys.sorted().filter { fields[$0]?.isNull ?? true }, confidence: confidence,
      modelId: modelId, imageUrl: "/api/v1/records/\(id)/image", createdAt: createdAt)
  }
}

/// Validation of an admin's new template (`POST /api/v1/recognizers`, `visor recognizers add`).
enum TemplateRules {
  static func validate(_ request: CreateRecognizerRequest) throws -> FieldSchema {
    guard request.name.range(of: "^[a-z][a-z0-9-]{1,31}$", options: .regularExpression) != nil else {
      throw VisorError(
        .invalidField,
        "The field \"name\" must be 2–32 lowercase letters, digits or hyphens starting with a letter (e.g. \"plant\")."
      )
    }
    guard request.name != CarTemplate.name else {
      throw VisorError(.recognizerExists, "\"car\" is the built-in car recogniser; choose another name.")
    }
    let title = request.title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...80).contains(title.count) else {
      throw VisorError(.invalidField, "The field \"title\" must be 1–80 characters (e.g. \"Plant\").")
    }
    let prompt = request.prompt.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...4000).contains(prompt.count) else {
      throw VisorError(
        .invalidField, "The field \"prompt\" must be 1–4000 characters saying what to identify in the photo.")
    }
    let schema = try FieldSchema.parse(request.jsonSchema)
    if let titleField = request.titleField {
      guard schema.field(titleField)?.kind == .string else {
        throw VisorError(
          .invalidField,
          "The field \"titleField\" must name a string property of the schema; \"\(titleField)\" is not one.")
      }
    }
    return schema
  }
}
