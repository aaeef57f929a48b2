import Foundation
import VisorCore
import VisorProviders

/// The models as an admin manages them: every model with its state, the GGUF files an admin
/// registered (`visor models add`, `POST /api/v1/admin/models`), and reachability of the providers.
///
/// ```swift
/// for model in await features.modelCatalogue.models() { print(model.descriptor.id, model.descriptor.state) }
/// ```
public struct ModelService: Sendable {
  let registry: ModelRegistry
  let files: RegisteredModels
  let classifiers: CustomClassifiers
  let workers: ModelSetup.Workers

  /// A model as `GET /api/v1/models` lists it.
  public struct Model: Sendable {
    /// Its current state, capabilities, voices and note.
    public var descriptor: ModelDescriptor
    /// The capabilities it is the default for.
    public var defaultFor: [Capability]
    /// What its GGUF header says (registered files only).
    public var details: ModelFileDetails?
  }

  /// A registered GGUF file and how it stands now.
  public struct File: Sendable {
    public var id: String
    public var name: String
    public var path: String
    public var mmproj: String?
    public var chatFormat: String?
    public var capabilities: [Capability]
    public var details: ModelFileDetails?
    /// `missing` when the file is gone.
    public var state: ModelState
    public var createdAt: Date
  }

  /// A remote provider and whether `GET /models` answered.
  public struct ProviderCheck: Sendable, Equatable {
    public var provider: String
    public var reachable: Bool
    /// "reachable at HOST, N models", or what went wrong.
    public var sentence: String
  }

  /// Whether a capability is configured, and how to add it when not.
  public struct CapabilityStatus: Sendable, Equatable {
    public var capability: Capability
    /// The model that does it by default; nil when not configured.
    public var model: String?
    /// How to add it (environment variables, flags), for admins' eyes only: answers never carry it.
    public var howToAdd: String?
    public var configured: Bool { model != nil }
  }

  /// The capabilities people ask for, each with its default model or how to add one.
  public func capabilities() -> [CapabilityStatus] {
    let shown: [Capability] = [
      .vision, .scene, .chat, .speech, .transcription, .imageGeneration, .classification,
    ]
    return shown.map { capability in
      if let entry = registry.defaultEntry(for: capability), entry.available {
        return CapabilityStatus(capability: capability, model: entry.descriptor.id, howToAdd: nil)
      }
      return CapabilityStatus(
        capability: capability, model: nil, howToAdd: ModelRegistry.howToConfigure(capability))
    }
  }

  /// The ids of the models that can run now, in registration order.
  public func availableIDs() -> [String] { registry.all.filter(\.available).map(\.descriptor.id) }

  /// The model that does `capability` by default and whether it can run now; `nil` when none does.
  public func defaultModel(for capability: Capability) -> (id: String, available: Bool)? {
    registry.defaultEntry(for: capability).map { ($0.descriptor.id, $0.available) }
  }

  /// Every model of the registry, in registration order.
  public func models() async -> [Model] {
    // Custom classifiers added or removed on another instance sharing the bucket count here too: the
    // store's change counter says whether to look in the bucket again (decision 029).
    await classifiers.synchronizeIfChanged()
    let defaults = registry.defaultsByModel()
    var items: [Model] = []
    for entry in registry.all {
      let descriptor = await entry.current
      items.append(
        Model(descriptor: descriptor, defaultFor: defaults[descriptor.id] ?? [], details: entry.details))
    }
    return items
  }

  /// Registers a GGUF chat model (admins only: 403 otherwise; `nil` is the CLI acting on the data dir).
  public func add(_ new: NewModelFile, by user: User?) async throws -> File {
    if let user, !user.isAdmin {
      throw VisorError(.forbidden, Message("error.models.adminAdd"))
    }
    return await status(of: try await files.add(new))
  }

  /// The registered GGUF models with their current state.
  public func registeredFiles() async -> [File] {
    var out: [File] = []
    for record in files.records() { out.append(await status(of: record)) }
    return out
  }

  /// Removes `custom/NAME` (or `NAME`): a registered GGUF (its file stays) or a custom classifier.
  /// Built-in and provider models cannot be removed (`.modelBuiltin`). Returns what was done.
  @discardableResult
  public func remove(_ id: String, by user: User?) async throws -> String {
    if let user, !user.isAdmin {
      throw VisorError(.forbidden, Message("error.models.adminRemove"))
    }
    if id.contains("/") && !id.hasPrefix("custom/") {
      guard registry.entry(id: id) != nil else {
        throw VisorError(
          .notFound, Message("error.models.notFound", ["id": .text(id)]))
      }
      throw VisorError(
        .modelBuiltin,
        Message("error.models.builtinOrProvider", ["id": .text(id)])
      )
    }
    let name = RegisteredModels.name(from: id)
    if files.hasRecord(name) {
      let record = try await files.remove(name)
      return "Removed \(record.id); the file \(record.path) was left in place."
    }
    await classifiers.synchronize()
    if classifiers.list().contains(where: { $0.name == name }) {
      try await classifiers.remove(name, outbox: nil)
      return "Removed custom classifier \(name)."
    }
    if let entry = registry.entry(id: "local/\(name)") {
      throw VisorError(
        .modelBuiltin,
        Message("error.models.builtin", ["id": .text(entry.descriptor.id)])
      )
    }
    throw VisorError(
      .notFound,
      Message("error.models.customNotFound", ["name": .text(name)])
    )
  }

  /// Tries `GET /models` on each remote provider.
  public func checkProviders() async -> [ProviderCheck] {
    var seen = Set<String>()
    var results: [ProviderCheck] = []
    for client in workers.clients.withLock({ $0 }) where seen.insert(client.configuration.name).inserted {
      let name = client.configuration.name
      do {
        let names = try await client.listModels()
        results.append(
          ProviderCheck(
            provider: name, reachable: true,
            sentence: MessageCatalogue.current.text(
              "provider.check.reachable",
              ["host": .text(client.configuration.baseURL.host ?? "?"), "count": .number(names.count)])))
      } catch let error as VisorError {
        results.append(
          ProviderCheck(provider: name, reachable: false, sentence: error.localised(in: .current).message))
      } catch {
        results.append(ProviderCheck(provider: name, reachable: false, sentence: "\(error)"))
      }
    }
    return results
  }

  private func status(of record: RegisteredModelRecord) async -> File {
    let entry = registry.entry(id: record.id)
    let current = await entry?.current
    return File(
      id: record.id, name: record.name, path: record.path, mmproj: record.mmproj,
      chatFormat: record.chatFormat,
      capabilities: current?.capabilities ?? record.capabilities, details: entry?.details,
      state: current?.state ?? .missing, createdAt: record.createdAt)
  }
}
