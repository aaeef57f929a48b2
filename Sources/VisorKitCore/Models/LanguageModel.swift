import Foundation
import Observation
import VisorAPI

/// The person's language (issue 27): what `GET /api/v1/me` says, the languages to offer, and a choice
/// saved with `PATCH /api/v1/me`. Offline answers, voices, the reader and the web app follow it.
///
/// ```swift
/// let language = LanguageModel(client: client)
/// await language.load()                   // language.selected == "es"
/// await language.choose("fr")             // saved; answers come in French from now on
/// ```
@Observable
@MainActor
public final class LanguageModel {
  /// The languages to offer: the tag and the language's own name ("Español").
  public let offered: [(tag: String, name: String)] = SupportedLanguages.all
  /// The person's language as the server last reported it (`en` until loaded).
  public private(set) var selected: String = "en"
  /// True while saving a choice.
  public private(set) var isSaving = false
  /// A sentence for the user when something failed; set to nil to dismiss.
  public var errorMessage: String?

  private let client: VisorClient

  public init(client: VisorClient) { self.client = client }

  /// A language's own name for `tag` ("Français" for `fr-CA`), or the tag itself.
  nonisolated public static func name(for tag: String) -> String {
    let primary = tag.split(separator: "-").first.map { $0.lowercased() } ?? tag
    return SupportedLanguages.all.first { $0.tag == primary }?.name ?? tag
  }

  /// Loads the person's language.
  public func load() async {
    do {
      selected = try await client.me().language
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Saves `tag` as the person's language. The server refuses a language it does not speak with a
  /// sentence naming those it does, shown in ``errorMessage``; the selection then stays as it was.
  public func choose(_ tag: String) async {
    errorMessage = nil
    isSaving = true
    defer { isSaving = false }
    do {
      selected = try await client.updateProfile(ProfilePatch(language: .value(tag))).language
    } catch {
      errorMessage = userMessage(for: error)
    }
  }
}
