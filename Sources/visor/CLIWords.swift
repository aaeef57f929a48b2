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

  /// The command table's English help lines by their wording: `cli.option.*`, `cli.setting.*`,
  /// `cli.sub.*` and `cli.details.*` ids of the English catalogue.
  private static let helpIDs: [String: MessageID] = {
    var index: [String: MessageID] = [:]
    for (id, template) in MessageCatalogue.for(.english).templates
    where ["cli.option.", "cli.setting.", "cli.sub.", "cli.details."].contains(where: {
      id.rawValue.hasPrefix($0)
    }) {
      if let text = template.forms["other"] { index[text] = id }
    }
    return index
  }()

  /// A help line of the command table (an option's help, a subcommand's summary or details, a
  /// setting's description) in the chosen language: the catalogue id whose English wording is exactly
  /// `english`. The table keeps its English text, so English `--help` is unchanged, and a line whose
  /// English changed without its translations stays English rather than showing an old sentence.
  static func translated(_ english: String) -> String {
    guard language != .english, let id = helpIDs[english] else { return english }
    return text(id)
  }

  /// A plural sentence (`cli.faces.taught`) chosen by `count`.
  static func text(_ id: MessageID, count: Int, _ arguments: [String: String] = [:]) -> String {
    var filled = arguments.mapValues { MessageArgument.text($0) }
    filled["count"] = .number(count)
    return catalogue.text(id, filled)
  }
}
