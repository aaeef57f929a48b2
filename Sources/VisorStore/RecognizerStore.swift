import Foundation
import VisorCore

/// A recogniser template added by an admin: what to look for, the prompt, and the JSON Schema whose
/// keywords (`type`, `enum`, `minimum`, `maximum`, `minLength`, `maxLength`) validate the answer.
/// Built-in templates (the car) live in code, not in the store.
///
/// ```swift
/// try await store.saveRecognizer(RecognizerTemplate(name: "plant", title: "Plant", prompt: "Identify the plant.",
///                                                   jsonSchema: #"{"type":"object","properties":{…}}"#))
/// ```
public struct RecognizerTemplate: Sendable, Equatable, Codable {
  /// `[a-z][a-z0-9-]*`, unique.
  public var name: String
  public var title: String
  public var prompt: String
  /// JSON Schema text of the fields (an object schema).
  public var jsonSchema: String
  /// The string field whose value names a record (its title); nil picks the first required string field.
  public var titleField: String?
  public var createdBy: UUID?
  public var createdAt: Date

  public init(
    name: String, title: String, prompt: String, jsonSchema: String, titleField: String? = nil,
    createdBy: UUID? = nil, createdAt: Date = Date()
  ) {
    self.name = name
    self.title = title
    self.prompt = prompt
    self.jsonSchema = jsonSchema
    self.titleField = titleField
    self.createdBy = createdBy
    self.createdAt = createdAt
  }
}

/// One saved result of a recogniser (a car in the garage, a plant …) with its photo.
public struct RecognitionRecord: Sendable, Equatable, Codable, Identifiable {
  public var id: UUID
  public var userID: UUID
  /// The template's name, e.g. `car`.
  public var recognizer: String
  /// A short name for lists ("Porsche 911").
  public var title: String
  /// The validated fields as a JSON object (unknown fields are `null`).
  public var fieldsJSON: String
  /// Words indexed for full-text search (title and string field values).
  public var searchText: String
  /// The model id that produced the fields.
  public var model: String
  public var confidence: Double?
  /// Blob key of the cropped, metadata-free JPEG.
  public var imageKey: String
  public var createdAt: Date

  public init(
    id: UUID = UUID(), userID: UUID, recognizer: String, title: String, fieldsJSON: String,
    searchText: String,
    model: String, confidence: Double?, imageKey: String, createdAt: Date = Date()
  ) {
    self.id = id
    self.userID = userID
    self.recognizer = recognizer
    self.title = title
    self.fieldsJSON = fieldsJSON
    self.searchText = searchText
    self.model = model
    self.confidence = confidence
    self.imageKey = imageKey
    self.createdAt = createdAt
  }
}

/// Recogniser templates (instance-wide) and the records they produced (per user).
public protocol RecognizerStore: Sendable {
  /// Throws `VisorError` `.recognizerExists` when the name is taken.
  func saveRecognizer(_ template: RecognizerTemplate) async throws
  /// Oldest first.
  func recognizers() async throws -> [RecognizerTemplate]
  func recognizer(name: String) async throws -> RecognizerTemplate?
  /// False when there was no such template. Records made with it stay.
  func deleteRecognizer(name: String) async throws -> Bool

  /// Throws `VisorError` `.notFound` when the user does not exist, `.recordExists` when the id belongs to
  /// another record.
  func saveRecord(_ record: RecognitionRecord) async throws
  /// Nil when missing or owned by another user.
  func record(id: UUID, userID: UUID) async throws -> RecognitionRecord?
  /// Newest first; `recognizer` filters by template, `query` is full-text search over title and
  /// string fields (words matched literally, the last as a prefix). An invalid cursor throws `.invalidCursor`.
  func records(userID: UUID, recognizer: String?, query: String?, limit: Int, cursor: String?) async throws
    -> Page<RecognitionRecord>
  /// Returns the deleted record (so the caller deletes its image) or nil.
  func deleteRecord(id: UUID, userID: UUID) async throws -> RecognitionRecord?
}

/// One item of a user's recent activity (home screen).
public struct ActivityItem: Sendable, Equatable, Codable {
  /// `analysis`, `car`, `record`, `chat`, `image`.
  public var type: String
  public var id: UUID
  public var title: String
  public var createdAt: Date
  public init(type: String, id: UUID, title: String, createdAt: Date) {
    self.type = type
    self.id = id
    self.title = title
    self.createdAt = createdAt
  }
}

/// Counts per feature, favourites and recent items of one user.
public struct ActivitySummary: Sendable, Equatable {
  /// Per feature: `analyses`, `cars`, `records` (other recognisers), and `chats` / `images` when
  /// those tables exist.
  public var counts: [String: Int]
  /// Favourites per feature, for features that have them.
  public var favorites: [String: Int]
  /// Newest first.
  public var recent: [ActivityItem]
  public init(counts: [String: Int], favorites: [String: Int], recent: [ActivityItem]) {
    self.counts = counts
    self.favorites = favorites
    self.recent = recent
  }
}

/// Usage statistics across features (`GET /api/v1/stats`).
public protocol ActivityStore: Sendable {
  func activity(userID: UUID, recentLimit: Int) async throws -> ActivitySummary
}
