import Foundation
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
    let info = try readGGUF(path, role: Message("error.gguf.role.model"))
    let file = URL(fileURLWithPath: path).lastPathComponent
    switch info.kind {
    case .chatModel: break
    case .visionProjector:
      throw VisorError(
        .notChatModel,
        Message("error.gguf.projector", ["file": .text(file)])
      )
    case .textModel:
      throw VisorError(
        .notChatModel,
        Message(
          "error.gguf.baseModel",
          [
            "file": .text(file),
            "architecture": info.architecture.map { .text($0) }
              ?? .message(Message("error.gguf.architecture.unknown")),
          ])
      )
    case .other:
      throw VisorError(
        .notChatModel,
        Message(
          "error.gguf.notChat",
          [
            "file": .text(file),
            "architecture": info.architecture.map { .text($0) }
              ?? .message(Message("error.gguf.architecture.notGiven")),
          ])
      )
    }
    guard let mmproj else { return (info, nil) }
    let projector = try readGGUF(mmproj, role: Message("error.gguf.role.projector"))
    guard projector.kind == .visionProjector else {
      let name = URL(fileURLWithPath: mmproj).lastPathComponent
      let what =
        projector.architecture == "clip"
        ? Message("error.gguf.what.clipWithoutVision")
        : Message("error.gguf.what.model", ["architecture": .text(projector.architecture ?? "GGUF")])
      throw VisorError(
        .notVisionProjector,
        Message("error.gguf.notProjector", ["name": .text(name), "what": .message(what)])
      )
    }
    return (info, projector)
  }

  private static func readGGUF(_ path: String, role: Message) throws -> GGUFInfo {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw VisorError(
        .fileMissing,
        Message("error.gguf.missing", ["role": .message(role), "path": .text(path)]))
    }
    guard !isDirectory.boolValue else {
      throw VisorError(
        .fileMissing, Message("error.gguf.folder", ["role": .message(role), "path": .text(path)]))
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw VisorError(
        .fileUnreadable, Message("error.gguf.permissions", ["role": .message(role), "path": .text(path)]))
    }
    return try GGUFReader.read(url: URL(fileURLWithPath: path))
  }

  // MARK: Add, remove

  /// Validates, records and registers a GGUF model; returns its record.
  func add(_ new: NewModelFile) async throws -> RegisteredModelRecord {
    for (field, path) in [("path", Optional(new.path)), ("mmproj", new.mmproj)] {
      guard let path else { continue }
      guard !path.isEmpty else {
        throw VisorError(.missingField, Message("error.gguf.pathRequired", ["field": .text(field)]))
      }
      guard path.hasPrefix("/") else {
        throw VisorError(
          .invalidField,
          Message("error.gguf.absolutePath", ["field": .text(field), "path": .text(path)])
        )
      }
    }
    let name = Self.name(from: new.name ?? Self.defaultName(for: new.path))
    guard name.range(of: CustomClassifiers.namePattern, options: .regularExpression) != nil else {
      throw VisorError(
        .invalidField,
        Message("error.models.name")
      )
    }
    if let format = new.chatFormat {
      guard format.range(of: Self.chatFormatPattern, options: .regularExpression) != nil else {
        throw VisorError(
          .invalidField,
          Message("error.models.chatFormat")
        )
      }
      guard new.mmproj != nil else {
        throw VisorError(
          .invalidField,
          Message("error.models.chatFormatNeedsProjector")
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
        Message("error.models.classifierExists", ["id": .text(id), "name": .text(name)])
      )
    }
    if hasRecord(name) && !new.replace {
      throw VisorError(
        .modelExists,
        Message("error.models.exists", ["id": .text(id), "name": .text(name)])
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
        Message("error.models.registeredNotFound", ["name": .text(name)]))
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
