import Foundation
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
  var crossCheck: @Sendable (inout [String: FieldValue]) -> [FieldError] = { _ in [] }

  init(
    name: String, title: String, subject: String, prompt: String, schema: FieldSchema, titleField: String?,
    normalize: @escaping @Sendable (inout [String: Any]) -> [FieldError] = { _ in [] },
    crossCheck: @escaping @Sendable (inout [String: FieldValue]) -> [FieldError] = { _ in [] }
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
  func recordTitle(_ values: [String: FieldValue]) -> String {
    if isCar { return CarTemplate.title(values) }
    if let titleField, let text = values[titleField]?.stringValue { return text }
    for field in schema.fields where field.kind == .string {
      if let text = values[field.name]?.stringValue { return text }
    }
    return title
  }

  /// Text indexed for search: the title and every string value.
  func searchText(_ values: [String: FieldValue]) -> String {
    ([title] + values.keys.sorted().compactMap { values[$0]?.stringValue }).joined(separator: " ")
  }

  var summary: Recognizer {
    Recognizer(
      name: name, title: title, prompt: prompt, jsonSchema: schema.jsonSchemaText, titleField: titleField,
      builtIn: builtIn, createdAt: createdAt)
  }
}

/// A recogniser as people list it: the built-in car recogniser or one an admin added.
public struct Recognizer: Sendable, Equatable {
  public var name: String
  public var title: String
  public var prompt: String
  /// Its fields, as JSON Schema text.
  public var jsonSchema: String
  public var titleField: String?
  public var builtIn: Bool
  public var createdAt: Date
}

/// A recogniser an admin adds (`POST /api/v1/recognizers`, `visor recognizers add`).
public struct NewRecognizer: Sendable, Equatable {
  public var name: String
  public var title: String
  public var prompt: String
  public var jsonSchema: String
  public var titleField: String?
  public init(name: String, title: String, prompt: String, jsonSchema: String, titleField: String?) {
    self.name = name
    self.title = title
    self.prompt = prompt
    self.jsonSchema = jsonSchema
    self.titleField = titleField
  }
}

/// A stored record with its fields decoded: a car in the garage, or any recogniser's record.
public struct RecognizedRecord: Sendable, Equatable {
  public var id: UUID
  public var recognizer: String
  public var title: String
  public var fields: [String: FieldValue]
  public var confidence: Double?
  /// The model that identified it.
  public var model: String
  public var createdAt: Date
  /// Blob key of its photo (the export's archive reads it).
  public var imageKey: String

  public init(_ record: RecognitionRecord) {
    id = record.id
    imageKey = record.imageKey
    recognizer = record.recognizer
    title = record.title
    fields = (try? JSONDecoder().decode([String: FieldValue].self, from: Data(record.fieldsJSON.utf8))) ?? [:]
    confidence = record.confidence
    model = record.model
    createdAt = record.createdAt
  }

  /// The fields nothing could tell, sorted.
  public var unknownFields: [String] { fields.keys.sorted().filter { fields[$0]?.isNull ?? true } }
}

/// Validation of an admin's new template (`POST /api/v1/recognizers`, `visor recognizers add`).
enum TemplateRules {
  static func validate(_ request: NewRecognizer) throws -> FieldSchema {
    guard request.name.range(of: "^[a-z][a-z0-9-]{1,31}$", options: .regularExpression) != nil else {
      throw VisorError(
        .invalidField,
        Message("error.template.name")
      )
    }
    guard request.name != CarTemplate.name else {
      throw VisorError(.recognizerExists, Message("error.template.car"))
    }
    let title = request.title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...80).contains(title.count) else {
      throw VisorError(.invalidField, Message("error.template.title"))
    }
    let prompt = request.prompt.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...4000).contains(prompt.count) else {
      throw VisorError(
        .invalidField, Message("error.template.prompt"))
    }
    let schema = try FieldSchema.parse(request.jsonSchema)
    if let titleField = request.titleField {
      guard schema.field(titleField)?.kind == .string else {
        throw VisorError(
          .invalidField,
          Message("error.template.titleField", ["field": .text(titleField)]))
      }
    }
    return schema
  }
}
