import Foundation
import Synchronization
import VisorCore

/// The named models this Visor can use, with their capabilities, state and the objects that run them.
///
/// Local models register at start; remote ones when a provider is configured. Per-capability defaults
/// pick a configured model first, then the first remote model, then the local one.
public final class ModelRegistry: Sendable {
  /// A registered model: what it is, and closures that report its live state.
  public struct Entry: Sendable {
    public var descriptor: ModelDescriptor
    public var chat: (any ChatModel)?
    public var synthesizer: (any SpeechSynthesizer)?
    public var recognizer: (any SpeechRecognizer)?
    public var classifier: (any ImageClassifier)?
    public var generator: (any ImageGenerator)?
    /// Installed (local) or configured (remote): only available models become defaults.
    public var available: Bool
    /// Live state (loaded / loading …) and memory, if the model can report them.
    public var status: (@Sendable () async -> (ModelState, Int?))?
    /// Loads the model now (for warm-up).
    public var warm: (@Sendable () async throws -> Void)?
    /// What a model file's header says (GGUF models), shown in `/api/v1/models`.
    public var details: ModelFileDetails?
    /// Stops whatever runs the model (called when it is removed or replaced).
    public var unload: (@Sendable () async -> Void)?

    public init(
      descriptor: ModelDescriptor, chat: (any ChatModel)? = nil, synthesizer: (any SpeechSynthesizer)? = nil,
      recognizer: (any SpeechRecognizer)? = nil, classifier: (any ImageClassifier)? = nil,
      generator: (any ImageGenerator)? = nil, available: Bool = true,
      status: (@Sendable () async -> (ModelState, Int?))? = nil,
      warm: (@Sendable () async throws -> Void)? = nil, details: ModelFileDetails? = nil,
      unload: (@Sendable () async -> Void)? = nil
    ) {
      self.details = details
      self.unload = unload
      self.available = available
      self.descriptor = descriptor
      self.chat = chat
      self.synthesizer = synthesizer
      self.recognizer = recognizer
      self.classifier = classifier
      self.generator = generator
      self.status = status
      self.warm = warm
    }

    /// The descriptor with live state filled in.
    public var current: ModelDescriptor {
      get async {
        var d = descriptor
        guard available else {
          d.state = d.id.hasPrefix("local/") ? .missing : d.state
          return d
        }
        if let (state, memory) = await status?() {
          d.state = state
          d.memoryBytes = memory
        }
        return d
      }
    }
  }

  private let entries = Mutex<[Entry]>([])
  private let preferred = Mutex<[Capability: String]>([:])

  public init() {}

  public func register(_ entry: Entry) {
    entries.withLock { list in
      list.removeAll { $0.descriptor.id == entry.descriptor.id }
      list.append(entry)
    }
  }

  public func remove(id: String) {
    entries.withLock { $0.removeAll { $0.descriptor.id == id } }
  }

  /// Chooses the default model id for a capability (must be registered with it).
  public func setDefault(_ capability: Capability, id: String) throws {
    guard let entry = entry(id: id), entry.descriptor.capabilities.contains(capability) else {
      throw VisorError(
        .unknownModel,
        Message(
          "error.models.defaultCapability", ["capability": .capability(capability.rawValue), "id": .text(id)])
      )
    }
    preferred.withLock { $0[capability] = id }
  }

  public var all: [Entry] { entries.withLock { $0 } }

  public func entry(id: String) -> Entry? { entries.withLock { $0.first { $0.descriptor.id == id } } }

  /// Models that run on this machine: built in (`local/…`) or added by an admin (`custom/…`).
  public static func isLocal(_ id: String) -> Bool { id.hasPrefix("local/") || id.hasPrefix("custom/") }

  /// Capabilities whose default stays local even when a provider offers them (privacy, latency, cost).
  public static let localFirst: Set<Capability> = [.speech, .transcription, .classification, .scene]

  /// The default model for a capability: configured; else (remote first, or local first for speech,
  /// transcription and classification) the first available one.
  public func defaultEntry(for capability: Capability) -> Entry? {
    if let id = preferred.withLock({ $0[capability] }), let entry = entry(id: id) { return entry }
    let candidates = all.filter { $0.available && $0.descriptor.capabilities.contains(capability) }
    let local = candidates.first { Self.isLocal($0.descriptor.id) }
    let remote = candidates.first { !Self.isLocal($0.descriptor.id) }
    return Self.localFirst.contains(capability) ? (local ?? remote) : (remote ?? local)
  }

  /// The capabilities each model is the default for.
  public func defaultsByModel() -> [String: [Capability]] {
    var out: [String: [Capability]] = [:]
    for capability in Capability.allCases {
      if let entry = defaultEntry(for: capability) {
        out[entry.descriptor.id, default: []].append(capability)
      }
    }
    return out
  }

  /// Resolves a requested model id (or the default) that has `capability`.
  public func resolve(_ id: String?, for capability: Capability) throws -> Entry {
    if let id {
      guard let entry = entry(id: id) else {
        let known = all.filter { $0.descriptor.capabilities.contains(capability) }.map(\.descriptor.id)
        throw VisorError(
          .unknownModel,
          Message(
            "error.models.unknown",
            [
              "id": .text(id), "capability": .capability(capability.rawValue),
              "known": known.isEmpty
                ? .message(Message("error.models.none")) : .text(known.joined(separator: ", ")),
            ])
        )
      }
      guard entry.descriptor.capabilities.contains(capability) else {
        throw VisorError(
          .modelCapability,
          Message("error.models.cannotDo", ["id": .text(id), "capability": .capability(capability.rawValue)])
        )
      }
      return entry
    }
    guard let entry = defaultEntry(for: capability) else {
      throw VisorError(.notConfigured, Self.howToConfigureMessage(capability))
    }
    return entry
  }

  /// A sentence saying how to get a capability.
  public static func howToConfigure(_ capability: Capability) -> String {
    MessageCatalogue.current.render(howToConfigureMessage(capability))
  }

  /// ``howToConfigure(_:)`` as a catalogue sentence, said in the person's language.
  public static func howToConfigureMessage(_ capability: Capability) -> Message {
    Message(MessageID(rawValue: "error.configure.\(capability.rawValue)"))
  }
}

/// What a GGUF header says about a model file (see `GGUFInfo`).
public struct ModelFileDetails: Sendable, Equatable {
  public var architecture: String?
  public var contextLength: Int?
  public var parameterCount: Int?
  /// The model file plus its projector, in bytes.
  public var fileBytes: Int?
  public init(architecture: String?, contextLength: Int?, parameterCount: Int?, fileBytes: Int?) {
    self.architecture = architecture
    self.contextLength = contextLength
    self.parameterCount = parameterCount
    self.fileBytes = fileBytes
  }

  /// 134515008 → "135M", 7241732096 → "7.2B".
  public static func parameterLabel(_ count: Int) -> String {
    switch count {
    case 1_000_000_000...: String(format: "%.1fB", Double(count) / 1e9)
    case 1_000_000...: "\(Int((Double(count) / 1e6).rounded()))M"
    case 1_000...: "\(Int((Double(count) / 1e3).rounded()))K"
    default: "\(count)"
    }
  }
}
