import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorStore

extension UserResponse {
  init(_ user: User) {
    self.init(
      id: user.id.wire, username: user.username, isAdmin: user.isAdmin, displayName: user.profile.displayName,
      accentColor: user.profile.accentColor, voice: user.profile.voice,
      speakByDefault: user.profile.speakByDefault, createdAt: user.createdAt,
      defaultMode: user.profile.defaultMode, language: user.profile.language ?? Language.english.tag)
  }
}

extension TokenResponse {
  init(_ token: APIToken) {
    self.init(
      id: token.id.wire, name: token.name, prefix: token.prefix, createdAt: token.createdAt,
      lastUsedAt: token.lastUsedAt)
  }
}

extension TimingsResponse {
  init(_ t: Timings) {
    self.init(
      ingestMs: t.ingestMs, transcriptionMs: t.transcriptionMs, firstTokenMs: t.firstTokenMs,
      firstAudioMs: t.firstAudioMs, totalMs: t.totalMs)
  }
}

extension AnalysisResponse {
  init(_ a: Analysis) {
    self.init(
      id: a.id.wire, prompt: a.prompt, transcript: a.transcript, message: a.message, model: a.model,
      imageUrl: Endpoints.analysisImage.link(a.id.wire), timings: TimingsResponse(a.timings),
      createdAt: a.createdAt, mode: a.mode, checks: a.checks.map(CheckResponse.init))
  }
}

extension CheckResponse {
  init(_ check: AnswerCheck) {
    self.init(kind: check.kind.rawValue, local: check.local, model: check.model, agrees: check.agrees)
  }
}

/// What a path id names, for the sentence when there is no such record ("No chat with that id").
enum RecordKind: String, Sendable {
  case analysis, call, car, chat, face, helpRequest, helperLink, image, message, photo, record, thing, token,
    user

  /// The catalogue's name of the kind (`error.id.what.chat`), in the person's language.
  var messageID: MessageID { MessageID(rawValue: "error.id.what.\(rawValue)") }
}

/// Parses a path id; anything that is not a UUID is simply not found.
func parseID(_ text: String?, what: RecordKind) throws -> UUID {
  // Only the canonical form is an id (DESIGN): `UUID(uuidString:)` also takes upper case and stops
  // at a NUL, so `<id>%00garbage` acted on the record.
  guard let text, text.utf8.count == 36, let id = UUID(uuidString: text), id.uuidString.lowercased() == text
  else {
    throw VisorError(.notFound, Message("error.id.notFound", ["what": .message(Message(what.messageID))]))
  }
  return id
}

extension StatsResponse {
  /// The Home screen's counts, favourites and recent items.
  init(_ summary: ActivitySummary) {
    let c = summary.counts
    self.init(
      counts: .init(
        analyses: c["analyses"] ?? 0, cars: c["cars"] ?? 0, records: c["records"] ?? 0, chats: c["chats"],
        images: c["images"]),
      favorites: .init(
        chats: summary.favorites["chats"], images: summary.favorites["images"],
        total: summary.favorites.values.reduce(0, +)),
      recent: summary.recent.map {
        .init(type: $0.type, id: $0.id.wire, title: $0.title, createdAt: $0.createdAt)
      })
  }
}

extension ReadinessResponse {
  init(_ readiness: ReadinessService.Readiness) {
    self.init(
      ready: readiness.ready,
      components: readiness.components.map { .init(name: $0.name, state: $0.state, detail: $0.detail) })
  }
}

extension ClassifierResponse {
  public init(_ classifier: CustomClassifierMeta) {
    func round(_ value: Float) -> Double { CustomClassifierMeta.round(Double(value)) }
    self.init(
      id: classifier.id, name: classifier.name, labels: classifier.labels, inputSize: classifier.inputSize,
      resize: classifier.resize, mean: classifier.mean.map(round), std: classifier.std.map(round),
      createdAt: classifier.createdAt)
  }
}

extension ClassifyResponse {
  /// Confidences rounded to four decimals; each label also named in the request's language.
  public init(model: String, classifications: [Classification]) {
    self.init(
      model: model,
      predictions: classifications.map {
        Prediction(
          label: $0.label, confidence: Double(($0.confidence * 10000).rounded() / 10000),
          name: ClassificationService.displayName(of: $0.label, model: model))
      })
  }
}

extension ModelResponse {
  /// A model as `GET /api/v1/models` and `visor models list --json` show it.
  public init(_ model: ModelService.Model) {
    let d = model.descriptor
    self.init(
      id: d.id, capabilities: d.capabilities.map(\.rawValue), state: d.state.rawValue, voices: d.voices,
      memoryBytes: d.memoryBytes, note: d.note(in: .current), defaultFor: model.defaultFor.map(\.rawValue),
      architecture: model.details?.architecture, contextLength: model.details?.contextLength,
      parameterCount: model.details?.parameterCount, fileBytes: model.details?.fileBytes, modes: d.modes,
      voiceDetails: d.voiceDetails?.map {
        VoiceResponse(id: $0.id, languages: $0.languages, quality: $0.quality, note: $0.note(in: .current))
      })
  }
}

extension RegisteredModelResponse {
  /// A registered GGUF file as `GET /api/v1/admin/models` and `visor models add --json` show it.
  public init(_ file: ModelService.File) {
    self.init(
      id: file.id, name: file.name, path: file.path, mmproj: file.mmproj, chatFormat: file.chatFormat,
      capabilities: file.capabilities.map(\.rawValue), architecture: file.details?.architecture,
      contextLength: file.details?.contextLength, parameterCount: file.details?.parameterCount,
      fileBytes: file.details?.fileBytes, state: file.state.rawValue, createdAt: file.createdAt)
  }
}

extension JSONValue {
  init(_ value: FieldValue) {
    switch value {
    case .null: self = .null
    case .bool(let bool): self = .bool(bool)
    case .number(let number): self = .number(number)
    case .string(let string): self = .string(string)
    }
  }
}

extension RecordResponse {
  public init(_ record: RecognizedRecord) {
    self.init(
      id: record.id.wire, recognizer: record.recognizer, title: record.title,
      fields: record.fields.mapValues(JSONValue.init), unknownFields: record.unknownFields,
      confidence: record.confidence, modelId: record.model,
      imageUrl: Endpoints.recordImage.link(record.id.wire),
      createdAt: record.createdAt)
  }
}

extension CarResponse {
  /// A car record with its fields typed; `unknownFields` lists what nothing could tell.
  public init(_ record: RecognizedRecord) {
    let f = record.fields
    func s(_ key: String) -> String? { f[key]?.stringValue }
    func i(_ key: String) -> Int? { f[key]?.numberValue.map { Int($0.rounded()) } }
    func d(_ key: String) -> Double? { f[key]?.numberValue }
    let confidence = record.confidence ?? d("confidence")
    self.init(
      id: record.id.wire, brand: s("brand"), model: s("model"), generation: s("generation"),
      yearFrom: i("yearFrom"), yearTo: i("yearTo"), horsepowerHp: i("horsepowerHp"),
      topSpeedKmh: i("topSpeedKmh"), zeroToHundredSeconds: d("zeroToHundredSeconds"),
      cylinders: i("cylinders"), displacementCc: i("displacementCc"),
      displacementLitres: d("displacementLitres"), engineLayout: s("engineLayout"),
      aspiration: s("aspiration"), colourName: s("colourName"), paintCode: s("paintCode"),
      colourHex: s("colourHex"), bodyType: s("bodyType"), confidence: confidence, modelId: record.model,
      unknownFields: CarTemplate.wireFields.filter { key in
        key == "confidence" ? confidence == nil : (f[key] ?? .null).isNull
      },
      imageUrl: Endpoints.carImage.link(record.id.wire), createdAt: record.createdAt, title: record.title)
  }
}

extension CarIdentifyResponse {
  public init(_ identification: Identification) {
    self.init(
      found: identification.found, car: identification.record.map(CarResponse.init),
      message: identification.message)
  }
}

extension RecordIdentifyResponse {
  public init(_ identification: Identification) {
    self.init(
      found: identification.found, record: identification.record.map(RecordResponse.init),
      message: identification.message)
  }
}

extension RecognizerResponse {
  /// The built-in car recogniser's title in the request's language ("Coche", "Auto"); an admin's
  /// templates keep the title they were given.
  public init(_ recognizer: Recognizer) {
    let say = MessageCatalogue.current
    let title =
      recognizer.builtIn && recognizer.name == CarTemplate.name
      ? say.capitalised(say.noun("thing.car", .bare)) : recognizer.title
    self.init(
      name: recognizer.name, title: title, prompt: recognizer.prompt,
      jsonSchema: recognizer.jsonSchema, titleField: recognizer.titleField, builtIn: recognizer.builtIn,
      createdAt: recognizer.createdAt)
  }
}

extension NewRecognizer {
  public init(_ request: CreateRecognizerRequest) {
    self.init(
      name: request.name, title: request.title, prompt: request.prompt, jsonSchema: request.jsonSchema,
      titleField: request.titleField)
  }
}

extension ListResponse {
  /// A page of domain items as a page of wire items.
  init<Domain>(_ page: Page<Domain>, _ transform: (Domain) -> Item) {
    self.init(items: page.items.map(transform), nextCursor: page.nextCursor)
  }
}

extension CapabilityStatusResponse {
  public init(_ status: ModelService.CapabilityStatus) {
    self.init(
      capability: status.capability.rawValue, configured: status.configured, model: status.model,
      howToAdd: status.howToAdd)
  }
}

extension LiveServerMessage {
  /// A live session's event as the message the client receives (docs/live.md).
  package init(_ event: LiveEvent) {
    switch event {
    case .ready(let session, let mode):
      self = .ready(
        LiveReady(session: session.wire, mode: mode.channel.rawValue, target: mode.target?.rawValue))
    case .said(let said):
      self = .said(
        LiveSaid(
          frame: said.frame, mode: said.mode.channel.rawValue, text: said.text, new: said.new,
          audio: said.audio?.data.base64EncodedString(), format: said.audio?.format.rawValue,
          place: said.place.map { LivePlaceWire(hour: $0.hour, near: $0.near) }))
    case .quiet(let frame, let reason): self = .quiet(LiveQuiet(frame: frame, reason: reason.rawValue))
    case .error(let code, let message): self = .error(LiveError(code: code.name, message: message))
    case .closing(let reason):
      self = .closing(LiveClosing(code: reason.closeCode, reason: reason.rawValue, message: reason.message))
    }
  }
}
