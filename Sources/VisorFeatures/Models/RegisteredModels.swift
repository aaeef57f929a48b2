import Foundation
import VisorAPI
import VisorCore
import VisorLocal
import VisorProviders

/// What `<data-dir>/models/<name>.json` holds: a GGUF chat model an admin registered by path.
struct RegisteredModelRecord: Codable, Sendable, Equatable {
  var name: String
  /// Absolute path of the model file (never copied, moved or deleted by Visor).
  var path: String
  /// Absolute path of the vision projector, if any.
  var mmproj: String?
  /// llama-cpp-python's chat handler (vision models only).
  var chatFormat: String?
  /// Capabilities detected when it was added (kept so a missing file still lists them).
  var capabilities: [Capability]
  var createdAt: Date

  var id: String { "custom/\(name)" }
}

/// A GGUF model file to register: `visor models add FILE.gguf` or `POST /api/v1/admin/models`.
public struct NewModelFile: Sendable {
  /// Absolute path of the `.gguf` file.
  public var path: String
  /// Absolute path of its vision projector (`mmproj-….gguf`).
  public var mmproj: String?
  /// `NAME` or `custom/NAME`; default: from the file name.
  public var name: String?
  /// llama-cpp-python's chat handler for a vision model (default `mtmd`).
  public var chatFormat: String?
  /// Replace a registered model with the same id instead of failing with 409.
  public var replace: Bool

  public init(
    path: String, mmproj: String? = nil, name: String? = nil, chatFormat: String? = nil, replace: Bool = false
  ) {
    self.path = path
    self.mmproj = mmproj
    self.name = name
    self.chatFormat = chatFormat
    self.replace = replace
  }
}

extension ModelFileDetails {
  init(_ info: GGUFInfo, projector: GGUFInfo? = nil) {
    self.init(
      architecture: info.architecture, contextLength: info.contextLength, parameterCount: info.parameterCount,
      fileBytes: info.fileSize + (projector?.fileSize ?? 0))
  }
}

/// Admin-registered GGUF chat (and vision) models, recorded as `<data-dir>/models/<name>.json` and
/// registered as `custom/<name>`: validated by reading their GGUF headers (capabilities come from the
/// metadata, never from file names), served by a supervised llama.cpp worker started on first use.
///
/// A server picks up models added by the CLI at its next start; `POST /api/v1/admin/models` registers
/// them at once. A file that disappears later shows as `missing`, and chatting with it answers `model_missing`.
struct RegisteredModels {
  let directory: URL
  let registry: ModelRegistry
  let configuration: VisorConfiguration
  let workers: ModelSetup.Workers
  let supportDirectory: URL?
  let logger: Logger

  /// Chat formats are llama-cpp-python handler names such as `mtmd`, `llava-1-5`, `qwen2.5-vl`.
  static let chatFormatPattern = "^[a-z0-9][a-z0-9._-]{0,39}$"
  /// The llama.cpp context is capped: a longer one costs memory for every loaded model.
  static let maxServedContext = 4096

  func file(_ name: String) -> URL { directory.appendingPathComponent("\(name).json") }

  /// `custom/NAME` or `NAME` → `NAME`.
  static func name(from id: String) -> String {
    id.hasPrefix("custom/") ? String(id.dropFirst("custom/".count)) : id
  }

  // MARK: Records

  func records() -> [RegisteredModelRecord] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted().compactMap { name in
      do {
        return try record(name)
      } catch {
        logger.warning("registered model skipped", ["name": name, "error": "\(error)"])
        return nil
      }
    }
  }

  func record(_ name: String) throws -> RegisteredModelRecord {
    let data = try Data(contentsOf: file(name))
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode(RegisteredModelRecord.self, from: data)
  }

  func hasRecord(_ name: String) -> Bool {
    name.range(of: CustomClassifiers.namePattern, options: .regularExpression) != nil
      && FileManager.default.fileExists(atPath: file(name).path)
  }

  /// Registers every recorded model (start-up).
  func registerAll() {
    for record in records() { register(record) }
  }

  // MARK: Validation

  /// Reads and checks the model file and its projector: a chat model (a GGUF with a chat template)
  /// and, when given, a CLIP vision projector. Throws `model_invalid` with a sentence naming what is wrong.
  static func inspect(path: String, mmproj: String?) throws -> (GGUFInfo, GGUFInfo?) {
    let info = try readGGUF(path, role: "model file")
    let file = URL(fileURLWithPath: path).lastPathComponent
    switch info.kind {
    case .chatModel: break
    case .visionProjector:
      throw VisorError(
        .notChatModel,
        "The file \(file) is a vision projector (mmproj, architecture clip), not a chat model — add the chat model's GGUF and pass this file with --mmproj (\"mmproj\")."
      )
    case .textModel:
      throw VisorError(
        .notChatModel,
        "The file \(file) is a base text model (\(info.architecture ?? "unknown architecture")) without a chat template, so it cannot chat — choose an instruct/chat GGUF."
      )
    case .other:
      throw VisorError(
        .notChatModel,
        "The file \(file) is not a chat model (its architecture is \(info.architecture ?? "not given")) — Visor registers GGUF chat models; choose an instruct/chat GGUF."
      )
    }
    guard let mmproj else { return (info, nil) }
    let projector = try readGGUF(mmproj, role: "projector file (--mmproj)")
    guard projector.kind == .visionProjector else {
      let name = URL(fileURLWithPath: mmproj).lastPathComponent
      let what =
        projector.architecture == "clip"
        ? "a clip file without a vision encoder"
        : "a \(projector.architecture ?? "GGUF") model"
      throw VisorError(
        .notVisionProjector,
        "The --mmproj file \(name) is not a CLIP vision projector (it is \(what)) — pass the mmproj-….gguf that belongs to this model, or leave --mmproj out."
      )
    }
    return (info, projector)
  }

  private static func readGGUF(_ path: String, role: String) throws -> GGUFInfo {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw VisorError(
        .fileMissing,
        "There is no \(role) at \(path) — check the path (it must be readable by the Visor server).")
    }
    guard !isDirectory.boolValue else {
      throw VisorError(
        .fileMissing, "The \(role) \(path) is a folder — give the path of the .gguf file inside it.")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw VisorError(
        .fileUnreadable, "The \(role) \(path) cannot be read by Visor — check its permissions.")
    }
    return try GGUFReader.read(url: URL(fileURLWithPath: path))
  }

  // MARK: Add, remove

  /// Validates, records and registers a GGUF model; returns its record.
  func add(_ new: NewModelFile) async throws -> RegisteredModelRecord {
    for (field, path) in [("path", Optional(new.path)), ("mmproj", new.mmproj)] {
      guard let path else { continue }
      guard !path.isEmpty else {
        throw VisorError(.missingField, "Field \"\(field)\" must be the path of a .gguf file.")
      }
      guard path.hasPrefix("/") else {
        throw VisorError(
          .invalidField,
          "Field \"\(field)\" must be an absolute path on the Visor server (e.g. /models/model.gguf), not \(path)."
        )
      }
    }
    let name = Self.name(from: new.name ?? Self.defaultName(for: new.path))
    guard name.range(of: CustomClassifiers.namePattern, options: .regularExpression) != nil else {
      throw VisorError(
        .invalidField,
        "The model name must be 1–40 lowercase letters, digits, - or _ starting with a letter or digit (e.g. \"qwen-small\"); give one with --name (\"id\")."
      )
    }
    if let format = new.chatFormat {
      guard format.range(of: Self.chatFormatPattern, options: .regularExpression) != nil else {
        throw VisorError(
          .invalidField,
          "The chat format must be a llama-cpp-python chat handler name such as mtmd, llava-1-5 or qwen2.5-vl."
        )
      }
      guard new.mmproj != nil else {
        throw VisorError(
          .invalidField,
          "A chat format is only used with a vision projector (--mmproj); text models use their own chat template."
        )
      }
    }
    let (info, projector) = try Self.inspect(path: new.path, mmproj: new.mmproj)
    let id = "custom/\(name)"
    let fm = FileManager.default
    if fm.fileExists(
      atPath: directory.deletingLastPathComponent().appendingPathComponent("classifiers/\(name)").path)
      || (registry.entry(id: id) != nil && !hasRecord(name))
    {
      throw VisorError(
        .modelExists,
        "\(id) is already a custom classifier; choose another name (--name) or remove it first (`visor models remove \(name)`)."
      )
    }
    if hasRecord(name) && !new.replace {
      throw VisorError(
        .modelExists,
        "A model \(id) is already registered; choose another name (--name), replace it (--replace, \"replace\": true) or remove it first (`visor models remove \(name)`)."
      )
    }
    let record = RegisteredModelRecord(
      name: name, path: new.path, mmproj: new.mmproj,
      chatFormat: new.mmproj == nil ? nil : (new.chatFormat ?? "mtmd"),
      capabilities: info.capabilities(withProjector: projector), createdAt: Date())
    try fm.createDirectory(at: directory, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    if let old = registry.entry(id: id) { await old.unload?() }
    try encoder.encode(record).write(to: file(name), options: .atomic)
    register(record, info: (info, projector))
    logger.info(
      "model registered",
      ["model": id, "architecture": info.architecture ?? "?", "vision": String(projector != nil)])
    return record
  }

  /// Unregisters a model (its files stay where they are); 404 when there is none.
  func remove(_ name: String) async throws -> RegisteredModelRecord {
    guard hasRecord(name) else {
      throw VisorError(
        .notFound,
        "There is no registered model custom/\(name); see `visor models list` (GET /api/v1/models).")
    }
    let existing = try? record(name)
    try FileManager.default.removeItem(at: file(name))
    if let entry = registry.entry(id: "custom/\(name)") {
      registry.remove(id: entry.descriptor.id)
      await entry.unload?()
    }
    logger.info("model unregistered", ["model": "custom/\(name)"])
    return existing ?? RegisteredModelRecord(name: name, path: "", capabilities: [], createdAt: Date())
  }

  static func defaultName(for path: String) -> String {
    var stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent.lowercased()
    stem = String(stem.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    return String(stem.prefix(40))
  }

  // MARK: Registry

  /// Registers a record: a worker-backed chat model when the file is readable and llama.cpp is
  /// installed, else a `missing` entry saying why.
  private func register(_ record: RegisteredModelRecord, info known: (GGUFInfo, GGUFInfo?)? = nil) {
    let id = record.id
    let fileName = URL(fileURLWithPath: record.path).lastPathComponent
    let inspected: Result<(GGUFInfo, GGUFInfo?), any Error> =
      known.map { .success($0) } ?? Result { try Self.inspect(path: record.path, mmproj: record.mmproj) }
    func missing(_ note: String, details: ModelFileDetails? = nil) {
      registry.register(
        .init(
          descriptor: ModelDescriptor(id: id, capabilities: record.capabilities, state: .missing, note: note),
          chat: UnavailableChatModel(id: id, message: note), available: false, details: details))
    }
    let info: GGUFInfo
    let projector: GGUFInfo?
    switch inspected {
    case .success(let pair): (info, projector) = pair
    case .failure(let error):
      let reason = (error as? VisorError)?.message ?? "\(error)"
      missing(
        "Registered from \(fileName), which cannot be used now: \(reason) Put the file back and restart Visor, or remove the model (`visor models remove \(record.name)`)."
      )
      return
    }
    let details = ModelFileDetails(info, projector: projector)
    let capabilities = info.capabilities(withProjector: projector)
    let python = configuration.resolvedPythonPath
    guard configuration.localWorkers, FileManager.default.isExecutableFile(atPath: python.path),
      let server = try? LlamaServerWorker(
        pythonPath: python, model: URL(fileURLWithPath: record.path),
        launcherScript: supportDirectory?.appendingPathComponent("workers/llama_server.py"),
        alias: record.name,
        mmproj: record.mmproj.map { URL(fileURLWithPath: $0) }, chatFormat: record.chatFormat,
        contextLength: min(info.contextLength ?? 2048, Self.maxServedContext),
        logger: logger.with(["component": "chat-worker", "model": id]))
    else {
      missing(
        configuration.localWorkers
          ? "Needs llama.cpp to run: run `make run` (scripts/setup-models.sh installs it)."
          : "Local workers are turned off in this configuration.", details: details)
      return
    }
    workers.add(server.worker)
    let vision = capabilities.contains(.vision)
    var preset = ProviderPresets.localWorker(baseURL: server.baseURL, model: server.alias)
    if vision { preset.visionModel = server.alias }
    let client = OpenAICompatibleClient(
      configuration: preset, apiKey: nil, logger: logger.with(["component": "local-chat", "model": id]))
    let path = record.path
    let projectorPath = record.mmproj
    let gone =
      "The model file of \(id) (\(fileName)) is missing; put it back, or remove the model with `visor models remove \(record.name)`."
    let start: @Sendable () async throws -> Void = {
      for file in [path] + (projectorPath.map { [$0] } ?? [])
      where !FileManager.default.fileExists(atPath: file) {
        throw VisorError(.modelMissing, gone)
      }
      try await server.start()
    }
    let served = min(info.contextLength ?? 2048, Self.maxServedContext)
    let model = WorkerBackedChatModel(
      id: id, start: start, model: vision ? try? client.visionModel() : try? client.chatModel(),
      contextBudget: ChatContextBudget(contextTokens: served, replyTokens: min(512, served / 4)))
    let size = info.sizeLabel ?? ModelFileDetails.parameterLabel(info.parameterCount)
    let note =
      "Added by an admin from \(fileName)"
      + (projector.map { _ in
        " with the vision projector \(URL(fileURLWithPath: projectorPath ?? "").lastPathComponent)"
      } ?? "")
      + ": \(info.name ?? fileName), \(info.architecture ?? "unknown architecture"), \(size) parameters, runs in llama.cpp."
      + (vision
        ? " Local vision through llama.cpp (\(record.chatFormat ?? "mtmd")) is untested in Visor." : "")
    registry.register(
      .init(
        descriptor: ModelDescriptor(id: id, capabilities: capabilities, state: .notLoaded, note: note),
        chat: model,
        status: {
          guard FileManager.default.fileExists(atPath: path) else { return (.missing, nil) }
          return (await server.state.modelState, await server.residentMemoryBytes)
        },
        warm: start, details: details, unload: { [workers] in await workers.remove(server.worker) }))
  }
}

/// Stands in for a registered model that cannot run: every request fails with `model_missing` and why.
struct UnavailableChatModel: ChatModel {
  let id: String
  let message: String
  func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
    AsyncThrowingStream {
      $0.finish(throwing: VisorError(.modelMissing, message))
    }
  }
}

extension Features {
  var registeredModels: RegisteredModels {
    RegisteredModels(
      directory: configuration.dataDirectory.appendingPathComponent("models"), registry: models,
      configuration: configuration, workers: workers, supportDirectory: Self.supportDirectory,
      logger: logger.with(["component": "models"]))
  }

  /// Registers a GGUF chat model (admins only: 403 otherwise; `nil` is the CLI acting on the data dir).
  public func addModel(_ new: NewModelFile, by user: User?) async throws -> RegisteredModelResponse {
    if let user, !user.isAdmin {
      throw VisorError(.forbidden, "Only an admin can register models; ask an admin of this Visor.")
    }
    return await response(for: try await registeredModels.add(new))
  }

  /// Removes `custom/NAME` (or `NAME`): a registered GGUF (its file stays) or a custom classifier.
  /// Built-in and provider models cannot be removed (`.modelBuiltin`).
  @discardableResult
  public func removeModel(_ id: String, by user: User?) async throws -> String {
    if let user, !user.isAdmin {
      throw VisorError(.forbidden, "Only an admin can remove models; ask an admin of this Visor.")
    }
    if id.contains("/") && !id.hasPrefix("custom/") {
      guard models.entry(id: id) != nil else {
        throw VisorError(
          .notFound, "There is no model \"\(id)\"; see `visor models list` (GET /api/v1/models).")
      }
      throw VisorError(
        .modelBuiltin,
        "\(id) is built in (or comes from a configured provider) and cannot be removed; only models added with `visor models add` (custom/NAME) can be."
      )
    }
    let name = RegisteredModels.name(from: id)
    if registeredModels.hasRecord(name) {
      let record = try await registeredModels.remove(name)
      return "Removed \(record.id); the file \(record.path) was left in place."
    }
    if classification.classifiers.list().contains(where: { $0.name == name }) {
      try classification.classifiers.remove(name)
      return "Removed custom classifier \(name)."
    }
    if let entry = models.entry(id: "local/\(name)") {
      throw VisorError(
        .modelBuiltin,
        "\(entry.descriptor.id) is built in and cannot be removed; only models added with `visor models add` (custom/NAME) can be."
      )
    }
    throw VisorError(
      .notFound,
      "There is no model custom/\(name); only models added with `visor models add` can be removed (see `visor models list`)."
    )
  }

  /// The registered GGUF models with their current state.
  public func registeredModelList() async -> [RegisteredModelResponse] {
    var out: [RegisteredModelResponse] = []
    for record in registeredModels.records() { out.append(await response(for: record)) }
    return out
  }

  private func response(for record: RegisteredModelRecord) async -> RegisteredModelResponse {
    let entry = models.entry(id: record.id)
    let current = await entry?.current
    let details = entry?.details
    return RegisteredModelResponse(
      id: record.id, name: record.name, path: record.path, mmproj: record.mmproj,
      chatFormat: record.chatFormat,
      capabilities: (current?.capabilities ?? record.capabilities).map(\.rawValue),
      architecture: details?.architecture, contextLength: details?.contextLength,
      parameterCount: details?.parameterCount, fileBytes: details?.fileBytes,
      state: (current?.state ?? .missing).rawValue, createdAt: record.createdAt)
  }

  /// Every registered model as `GET /api/v1/models` shows it.
  public func modelResponses() async -> [ModelResponse] {
    let defaults = models.defaultsByModel()
    var items: [ModelResponse] = []
    for entry in models.all {
      let d = await entry.current
      items.append(
        ModelResponse(
          id: d.id, capabilities: d.capabilities.map(\.rawValue), state: d.state.rawValue, voices: d.voices,
          memoryBytes: d.memoryBytes, note: d.note, defaultFor: (defaults[d.id] ?? []).map(\.rawValue),
          architecture: entry.details?.architecture, contextLength: entry.details?.contextLength,
          parameterCount: entry.details?.parameterCount, fileBytes: entry.details?.fileBytes, modes: d.modes))
    }
    return items
  }
}
