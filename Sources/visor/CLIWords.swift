import Foundation
import Synchronization
import VisorCore

/// The language `visor` writes its own lines in (issue 27) — the hints, progress lines, usage errors
/// and `--help` summaries, from the message catalogue (`cli.*` ids, `CLIMessages.swift`); the
/// server's answers come in the person's language already.
///
/// Chosen by `--language` (or `VISOR_LANGUAGE`), then the account's language once the command knows
/// the account, then the terminal's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), then English.
///
/// ```swift
/// CLIWords.start(flag: nil, environment: ["LANG": "fr_FR.UTF-8"])
/// CLIWords.text("cli.chat.newChat", ["model": "local/llama"])   // "Nouvelle discussion avec local/llama."
/// ```
enum CLIWords {
  private struct Choice {
    var language: Language = .english
    /// Given with --language: the account's language does not replace it.
    var explicit = false
  }
  private static let choice = Mutex(Choice())

  /// The language of the lines printed now.
  static var language: Language { choice.withLock { $0.language } }

  static var catalogue: MessageCatalogue { .for(language) }

  /// At start: `--language` (or `VISOR_LANGUAGE`) if given, else the terminal's locale, else English.
  static func start(flag: Language?, environment: [String: String]) {
    choice.withLock {
      $0 = Choice(language: flag ?? locale(environment) ?? .english, explicit: flag != nil)
    }
  }

  /// The account's language (`nil` while the person has not chosen one), once known: it outranks the
  /// locale, not `--language`.
  static func account(_ tag: String?) {
    guard let tag, let language = Language(tag: tag) else { return }
    choice.withLock { if !$0.explicit { $0.language = language } }
  }

  /// Whether `--language` chose the language.
  static var explicit: Bool { choice.withLock { $0.explicit } }

  /// The first supported language of `LC_ALL`, `LC_MESSAGES` or `LANG` (POSIX order: the first one
  /// set wins): `fr_FR.UTF-8` → French; `C`, `POSIX` or an unsupported language → nil.
  static func locale(_ environment: [String: String]) -> Language? {
    guard
      let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: {
        !$0.isEmpty
      })
    else { return nil }
    let tag = value.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? value
    guard tag != "C", tag != "POSIX" else { return nil }
    return Language(tag: tag)
  }

  /// The sentence `id` in the chosen language, its `{name}` placeholders filled with `arguments`.
  static func text(_ id: MessageID, _ arguments: [String: String] = [:]) -> String {
    catalogue.text(id, arguments.mapValues { .text($0) })
  }

  /// A plural sentence (`cli.faces.taught`) chosen by `count`.
  static func text(_ id: MessageID, count: Int, _ arguments: [String: String] = [:]) -> String {
    var filled = arguments.mapValues { MessageArgument.text($0) }
    filled["count"] = .number(count)
    return catalogue.text(id, filled)
  }
}
