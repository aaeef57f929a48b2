import Foundation
import VisorCore
import VisorLocal
import VisorMedia
import VisorStore

/// A crop box in fractions (0…1) of the upright (EXIF-applied) image: `x`, `y` top-left.
public struct CropBox: Sendable, Equatable, Codable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// What a recogniser made of a photo.
enum RecognitionOutcome: Sendable {
  /// Nothing saved.
  case notFound(message: String)
  case saved(RecognitionRecord, message: String?)
}

/// What identifying a photo gave: a saved record, or why nothing was saved.
public struct Identification: Sendable {
  /// Whether the photo showed what the recogniser looks for (and a record was saved).
  public var found: Bool
  public var record: RecognizedRecord?
  /// What to tell the person: why nothing was found, or what could not be told.
  public var message: String?
}

/// A model answer after parsing and validation.
struct ExtractedFields: Sendable {
  var found: Bool
  var values: [String: FieldValue]
  var errors: [FieldError]
}

/// Cars, recognisers and records: the logic behind `/api/v1/cars`, `/api/v1/recognizers`,
/// `/api/v1/records` and the `car`, `garage` and `recognizers` commands.
///
/// ```swift
/// let answer = try await features.recognition.identifyCar(image: jpeg, crop: nil, model: nil, user: ada)
/// ```
public struct RecognitionService: Sendable {
  let store: any Store
  let blobs: any BlobStore
  let models: ModelRegistry
  let photos: PhotoWork
  let logger: Logger
  let now: @Sendable () -> Date
  let outbox: OutboxProcessor

  package init(
    store: any Store, blobs: any BlobStore, models: ModelRegistry, photos: PhotoWork, logger: Logger,
    outbox: OutboxProcessor, now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.outbox = outbox
    self.store = store
    self.blobs = blobs
    self.models = models
    self.photos = photos
    self.logger = logger
    self.now = now
  }

  static var noCarMessage: String { MessageCatalogue.current.text("car.noCar") }

  /// Said (and spoken) after an offline car: short, and no configuration details — those are in
  /// `GET /api/v1/models`, `visor providers list` and Settings → Models, where an admin looks.
  static var offlineCarMessage: String { MessageCatalogue.current.text("car.offline") }

  // MARK: Templates

  /// Built-in templates first, then admins' templates (oldest first).
  func templates() async throws -> [BuiltInTemplate] {
    var list = [CarTemplate.template]
    for stored in try await store.recognizers() {
      if let template = try? BuiltInTemplate(stored: stored) { list.append(template) }
    }
    return list
  }

  package func template(named name: String) async throws -> BuiltInTemplate {
    if name == CarTemplate.name { return CarTemplate.template }
    guard let stored = try await store.recognizer(name: name) else {
      throw VisorError(
        .notFound,
        Message("error.recognizer.notFound", ["name": .text(name)]))
    }
    return try BuiltInTemplate(stored: stored)
  }

  /// Every recogniser template, built-in first.
  public func recognizerList() async throws -> [Recognizer] {
    try await templates().map(\.summary)
  }

  /// Adds a template (admins only: 403 otherwise).
  public func addRecognizer(_ request: NewRecognizer, by user: User) async throws -> Recognizer {
    guard user.isAdmin else {
      throw VisorError(.forbidden, Message("error.recognizer.adminOnly"))
    }
    _ = try TemplateRules.validate(request)
    let stored = RecognizerTemplate(
      name: request.name, title: request.title.trimmingCharacters(in: .whitespacesAndNewlines),
      prompt: request.prompt.trimmingCharacters(in: .whitespacesAndNewlines), jsonSchema: request.jsonSchema,
      titleField: request.titleField, createdBy: user.id)
    try await store.saveRecognizer(stored)
    logger.info("recogniser added", ["name": stored.name, "by": user.username])
    return try BuiltInTemplate(stored: stored).summary
  }

  // MARK: Identify

  /// Identifies the car in a photo and saves it to the user's garage (nothing is saved when no car is seen).
  public func identifyCar(image: Data, crop: CropBox?, model: String?, user: User) async throws
    -> Identification
  {
    Self.identification(
      try await recognize(CarTemplate.template, image: image, crop: crop, model: model, user: user))
  }

  /// Runs any recogniser (the car included) and saves the record.
  public func identify(recognizer name: String, image: Data, crop: CropBox?, model: String?, user: User)
    async throws -> Identification
  {
    let template = try await template(named: name)
    return Self.identification(
      try await recognize(template, image: image, crop: crop, model: model, user: user))
  }

  static func identification(_ outcome: RecognitionOutcome) -> Identification {
    switch outcome {
    case .notFound(let message): Identification(found: false, record: nil, message: message)
    case .saved(let record, let message):
      Identification(found: true, record: RecognizedRecord(record), message: message)
    }
  }

  func recognize(_ template: BuiltInTemplate, image: Data, crop: CropBox?, model: String?, user: User)
    async throws -> RecognitionOutcome
  {
    // The model first, so an unknown id is a 400 before any image work.
    var vision: ModelRegistry.Entry?
    var offline = false
    if let model, template.isCar, model == "local/imagenet" {
      offline = true
    } else if let model {
      vision = try models.resolve(model, for: .vision)
    } else {
      do {
        vision = try models.resolve(nil, for: .vision)
      } catch let error as VisorError where error.code == .notConfigured {
        guard template.isCar else { throw error }
        offline = true
      }
    }
    let jpeg = try await preparePhoto(image, crop: crop)

    var values: [String: FieldValue]
    var message: String?
    let modelID: String
    if offline {
      guard let entry = models.entry(id: "local/imagenet"), entry.available, let classifier = entry.classifier
      else {
        throw VisorError(
          .notConfigured,
          Message(
            "error.recognizer.noEngine", ["howTo": .message(ModelRegistry.howToConfigureMessage(.vision))]))
      }
      let verdict = VehicleClasses.verdict(try await classifier.classify(jpeg: jpeg, top: 1000))
      guard verdict.found else { return .notFound(message: Self.noCarMessage) }
      values = Dictionary(uniqueKeysWithValues: template.schema.fields.map { ($0.name, FieldValue.null) })
      values["bodyType"] = verdict.bodyType.map(FieldValue.string) ?? .null
      // The confidence of what is told: the body type's own probability, not the summed vehicle classes.
      values["confidence"] = verdict.bodyProbability.map { .number(($0 * 1000).rounded() / 1000) } ?? .null
      message = Self.offlineCarMessage
      modelID = "local/imagenet"
    } else {
      guard let vision, let chat = vision.chat else {
        throw VisorError(.notConfigured, ModelRegistry.howToConfigureMessage(.vision))
      }
      let extracted = try await extract(template, jpeg: jpeg, model: chat)
      guard extracted.found else {
        return .notFound(
          message: template.isCar
            ? Self.noCarMessage
            : MessageCatalogue.current.text("recognize.notFound", ["subject": .text(template.subject)]))
      }
      values = extracted.values
      modelID = vision.descriptor.id
      if !extracted.errors.isEmpty {
        message = MessageCatalogue.current.text(
          "recognize.someInvalid",
          ["fields": .text(Set(extracted.errors.map(\.field)).sorted().joined(separator: ", "))])
      }
    }
    if template.isCar {
      let colour = await measureColour(jpeg)
      values["colourHex"] = colour.map { .string($0.hex) } ?? .null
      if offline, let colour { values["colourName"] = .string(colour.name) }
    }
    let record = try await saveRecord(
      template: template, values: values, model: modelID, jpeg: jpeg, user: user)
    return .saved(record, message: message)
  }

  /// Crops the upload (fractions of the upright image) and ingests it: upright, metadata-free JPEG.
  func preparePhoto(_ image: Data, crop: CropBox?) async throws -> Data {
    guard let crop else { return try await photos.ingest(image).jpeg }
    let cropped = try await photos.run {
      try ImageIngestor.crop(jpeg: image, x: crop.x, y: crop.y, width: crop.width, height: crop.height).jpeg
    }
    return try await photos.ingest(cropped).jpeg
  }

  /// The photo's dominant colour (weighted towards the centre and colourful pixels).
  func measureColour(_ jpeg: Data) async -> NamedColour? {
    try? await photos.run {
      let image = try DecodedImage(encoded: jpeg, channels: 3, maxSide: 64)
      return image.withPixels { ColourNames.dominant(rgb: $0, width: image.width, height: image.height) }
        .first
    }
  }

  /// Asks the vision model for the template's fields with structured output, validates the answer,
  /// and asks once more with the problems when it does not validate; then keeps what validated.
  func extract(_ template: BuiltInTemplate, jpeg: Data, model: any ChatModel) async throws -> ExtractedFields
  {
    let options = ChatOptions(
      maxTokens: 1500, temperature: 0, jsonSchema: template.schema.modelSchema(subject: template.subject))
    var messages = [
      ChatMessage(
        role: .system,
        text: template.prompt
          + "\n\nAnswer with one JSON object that follows the JSON schema: \"found\" plus every field, null when unknown."
      ),
      ChatMessage(
        role: .user,
        parts: [.text("Identify \(template.subject) in this photo."), .image(jpeg, mimeType: "image/jpeg")]),
    ]
    let first = try await model.complete(messages, options: options)
    let firstResult = parse(first, template: template)
    let problems: [String]
    switch firstResult {
    case .success(let fields) where fields.errors.isEmpty || !fields.found:
      return fields
    case .success(let fields): problems = fields.errors.map(\.message)
    case .failure(let error): problems = [error.message]
    }
    logger.info(
      "model answer did not validate; asking again",
      ["recognizer": template.name, "problems": String(problems.count)])
    messages.append(ChatMessage(role: .assistant, text: String(first.prefix(8000))))
    messages.append(
      ChatMessage(
        role: .user,
        text: "Your answer had these problems:\n" + problems.map { "- \($0)" }.joined(separator: "\n")
          + "\nAnswer again with the whole corrected JSON object only. Use null for anything you do not know."
      ))
    let second = try await model.complete(messages, options: options)
    switch parse(second, template: template) {
    case .success(let fields): return fields
    case .failure(let error):
      // Keep what validated the first time, if anything did.
      if case .success(let fields) = firstResult { return fields }
      throw VisorError(
        .invalidModelOutput,
        Message("error.recognizer.noJSON", ["reason": .text(error.message)])
      )
    }
  }

  /// Parses and validates one answer. Fails only when the answer is not a JSON object at all.
  func parse(_ answer: String, template: BuiltInTemplate) -> Result<ExtractedFields, FieldError> {
    var text = answer.trimmingCharacters(in: .whitespacesAndNewlines)
    if let start = text.firstIndex(of: "{"), let end = text.lastIndex(of: "}"), start < end {
      text = String(text[start...end])
    }
    guard let data = text.data(using: .utf8),
      var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else {
      return .failure(
        FieldError(
          "", "Your answer was not a valid JSON object; answer with one JSON object and nothing else."))
    }
    var errors = template.normalize(&object)
    var (values, fieldErrors) = template.schema.validate(object)
    errors += fieldErrors
    errors += template.crossCheck(&values)
    // "found" is required by the schema; when a model leaves it out, any known field means yes.
    let found: Bool
    if let flag = object["found"] as? NSNumber, FieldSpec.isBool(flag) {
      found = flag.boolValue
    } else {
      found = values.contains { $0.key != "confidence" && !$0.value.isNull }
      if object["found"] != nil { errors.append(FieldError("found", "found must be true or false.")) }
    }
    return .success(ExtractedFields(found: found, values: values, errors: errors))
  }

  // MARK: Saving and deleting (blob first, then row; row first, then blob)

  func saveRecord(
    template: BuiltInTemplate, values: [String: FieldValue], model: String, jpeg: Data, user: User
  ) async throws -> RecognitionRecord {
    let id = UUID()
    let key = "records/\(user.id.wire)/\(id.wire).jpg"
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let record = RecognitionRecord(
      id: id, userID: user.id, recognizer: template.name,
      title: String(template.recordTitle(values).prefix(200)),
      fieldsJSON: String(decoding: try encoder.encode(values), as: UTF8.self),
      searchText: template.searchText(values), model: model, confidence: values["confidence"]?.numberValue,
      imageKey: key,
      // Millisecond precision, as stored, so the answer equals what a later GET returns.
      createdAt: Date(timeIntervalSince1970: (now().timeIntervalSince1970 * 1000).rounded() / 1000))
    try await blobs.put(jpeg, key: key)
    do {
      try await store.saveRecord(record)
    } catch {
      try? await blobs.delete(key)
      throw error
    }
    logger.info("record saved", ["recognizer": template.name, "id": id.wire, "model": model])
    return record
  }

  /// The user's record (of `recognizer`, when given), or 404.
  func ownRecord(_ id: UUID, user: User, recognizer: String? = nil) async throws -> RecognitionRecord {
    guard let record = try await store.record(id: id, userID: user.id),
      recognizer == nil || record.recognizer == recognizer
    else {
      throw VisorError(
        .notFound, Message(recognizer == CarTemplate.name ? "error.car.notFound" : "error.record.notFound"))
    }
    return record
  }

  /// Deletes the row, which queues its image's deletion in the same transaction; the outbox then
  /// deletes the image (now, or on a later pass if the blob store fails). A second delete is a 404.
  public func deleteRecord(id: UUID, user: User, recognizer: String? = nil) async throws {
    _ = try await ownRecord(id, user: user, recognizer: recognizer)
    guard try await store.deleteRecord(id: id, userID: user.id) != nil else {
      throw VisorError(.notFound, Message("error.record.notFoundDeleted"))
    }
    await outbox.afterDelete()
  }

  // MARK: Reading

  public func car(id: UUID, user: User) async throws -> RecognizedRecord {
    RecognizedRecord(try await ownRecord(id, user: user, recognizer: CarTemplate.name))
  }

  /// The user's cars, newest first.
  public func garage(user: User, limit: Int, cursor: String?) async throws -> Page<RecognizedRecord> {
    try await records(user: user, recognizer: CarTemplate.name, query: nil, limit: limit, cursor: cursor)
  }

  public func record(id: UUID, user: User) async throws -> RecognizedRecord {
    RecognizedRecord(try await ownRecord(id, user: user))
  }

  /// The user's records (of one recogniser, or matching words), newest first.
  public func records(user: User, recognizer: String?, query: String?, limit: Int, cursor: String?)
    async throws -> Page<RecognizedRecord>
  {
    let page = try await store.records(
      userID: user.id, recognizer: recognizer, query: query, limit: limit, cursor: cursor)
    return Page(items: page.items.map(RecognizedRecord.init), nextCursor: page.nextCursor)
  }

  /// The record's JPEG.
  public func recordImage(id: UUID, user: User, recognizer: String? = nil) async throws -> Data {
    let record = try await ownRecord(id, user: user, recognizer: recognizer)
    guard let data = try await blobs.get(record.imageKey) else {
      throw VisorError(
        .notFound, Message("error.record.imageMissing"))
    }
    return data
  }
}
