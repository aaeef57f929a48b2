import Foundation
import VisorCore
import VisorFeatures

/// How OpenAI model names map onto Visor's registry.
///
/// - A registry id (`local/smollm2-135m`, `openai/gpt-4o`) names that model; so does its bare name
///   (`smollm2-135m`, `gpt-4o`) when exactly one model has it.
/// - `visor-default`: the default chat model, or — when the messages carry an image — the default
///   vision model, else the offline scene engine (`local/scene`).
/// - `tts-1`, `tts-1-hd`, `gpt-4o-mini-tts` → the default speech model; `whisper-1`,
///   `gpt-4o-transcribe`, `gpt-4o-mini-transcribe` → the default transcription model; `dall-e-2`,
///   `dall-e-3`, `gpt-image-1` → the default image generation model.
/// - Anything else is 404 `model_not_found`, as OpenAI answers.
enum OpenAIModels {
  static let defaultAlias = "visor-default"
  static let speechAliases = ["tts-1", "tts-1-hd", "gpt-4o-mini-tts"]
  static let transcriptionAliases = ["whisper-1", "gpt-4o-transcribe", "gpt-4o-mini-transcribe"]
  static let imageAliases = ["dall-e-2", "dall-e-3", "gpt-image-1"]

  /// Every alias with the capability whose default it stands for.
  static let aliases: [(name: String, capability: Capability)] =
    [(defaultAlias, .chat)] + speechAliases.map { ($0, .speech) }
    + transcriptionAliases.map { ($0, .transcription) } + imageAliases.map { ($0, .imageGeneration) }

  /// The entry `requested` names: an exact id, else a unique bare name; nil when nothing matches.
  static func entry(named requested: String, in registry: ModelRegistry) -> ModelRegistry.Entry? {
    if let exact = registry.entry(id: requested) { return exact }
    let matches = registry.all.filter {
      $0.descriptor.id.split(separator: "/", maxSplits: 1).last.map(String.init) == requested
    }
    return matches.count == 1 ? matches[0] : nil
  }

  /// Resolves `requested` (an id, bare name or one of `aliases`) to an available model with `capability`.
  ///
  /// Unknown → 404 `model_not_found`; known but without the capability → 400; not installed or not
  /// configured → 501 with how to get it.
  static func resolve(
    _ requested: String, capability: Capability, aliases: [String], in registry: ModelRegistry
  ) throws -> ModelRegistry.Entry {
    if aliases.contains(requested) {
      guard let entry = registry.defaultEntry(for: capability), entry.available else {
        throw VisorError(.notConfigured, ModelRegistry.howToConfigureMessage(capability))
      }
      return entry
    }
    guard let entry = entry(named: requested, in: registry) else {
      throw OpenAIError.modelNotFound(requested, available: names(for: [capability], in: registry) + aliases)
    }
    guard entry.descriptor.capabilities.contains(capability) else {
      throw OpenAIError.invalid(
        "The model `\(entry.descriptor.id)` cannot do \(capability.rawValue); use one of: \((names(for: [capability], in: registry) + aliases).joined(separator: ", ")).",
        param: "model", code: .modelCapability)
    }
    try requireAvailable(entry)
    return entry
  }

  /// 501 with the model's own note when it is listed but cannot run here.
  static func requireAvailable(_ entry: ModelRegistry.Entry) throws {
    guard entry.available else {
      throw VisorError(
        .notConfigured,
        "The model \(entry.descriptor.id) is not available here. \(entry.descriptor.note ?? "")"
          .trimmingCharacters(in: .whitespaces))
    }
  }

  /// Ids of available models with any of `capabilities`.
  static func names(for capabilities: Set<Capability>, in registry: ModelRegistry) -> [String] {
    registry.all.filter { $0.available && !capabilities.isDisjoint(with: $0.descriptor.capabilities) }
      .map(\.descriptor.id)
  }

  /// The chat or vision model for a chat request: `image` says whether any message carries an image;
  /// `structured` whether `response_format` asks for JSON.
  static func chatEntry(
    _ requested: String, image: Bool, structured: Bool, in registry: ModelRegistry
  ) throws -> ModelRegistry.Entry {
    let entry: ModelRegistry.Entry
    if requested == defaultAlias {
      let found =
        image
        ? (registry.defaultEntry(for: .vision) ?? registry.defaultEntry(for: .scene))
        : registry.defaultEntry(for: .chat)
      guard let found, found.available else {
        throw VisorError(.notConfigured, ModelRegistry.howToConfigureMessage(image ? .vision : .chat))
      }
      entry = found
    } else {
      guard let found = Self.entry(named: requested, in: registry) else {
        throw OpenAIError.modelNotFound(
          requested, available: names(for: [.chat, .vision, .scene], in: registry) + [defaultAlias])
      }
      entry = found
    }
    let capabilities = Set(entry.descriptor.capabilities)
    let id = entry.descriptor.id
    if image && capabilities.isDisjoint(with: [.vision, .scene]) {
      let seeing = names(for: [.vision, .scene], in: registry)
      throw OpenAIError.invalid(
        "The model `\(id)` cannot look at images. Send images to a vision model or to the offline scene engine: \((seeing + [defaultAlias]).joined(separator: ", ")).",
        param: "model", code: .imageNotSupported)
    }
    if capabilities.isDisjoint(with: [.chat, .vision, .scene]) {
      throw OpenAIError.invalid(
        "The model `\(id)` is not a chat model; use one of: \((names(for: [.chat, .vision, .scene], in: registry) + [defaultAlias]).joined(separator: ", ")).",
        param: "model", code: .modelCapability)
    }
    if structured && !capabilities.contains(.structured) {
      let able = names(for: [.structured], in: registry)
      throw OpenAIError.invalid(
        "The model `\(id)` cannot produce JSON output; remove response_format or use one of: \(able.isEmpty ? "none configured" : able.joined(separator: ", ")).",
        param: "response_format", code: .modelCapability)
    }
    try requireAvailable(entry)
    guard entry.chat != nil else {
      throw VisorError(.notConfigured, "The model \(id) cannot chat on this Visor.")
    }
    return entry
  }

  /// `owned_by` for `/v1/models`: the id's source (`local` → `visor`).
  static func owner(of id: String) -> String {
    let source = id.split(separator: "/", maxSplits: 1).first.map(String.init) ?? "visor"
    return source == "local" || !id.contains("/") ? "visor" : source
  }
}
