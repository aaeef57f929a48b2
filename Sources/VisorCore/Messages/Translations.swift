import Foundation

extension MessageCatalogue {
  /// The catalogue for `language`: its translation, or English while it has none.
  public static func `for`(_ language: Language) -> MessageCatalogue {
    translations[language.code] ?? .english
  }

  /// The catalogue of the request being served (``Language/current``).
  public static var current: MessageCatalogue { .for(Language.current) }

  /// Every translated catalogue by primary subtag (issue 27 adds one per supported language).
  public static let translations: [String: MessageCatalogue] = [
    "en": .english, "es": .spanish, "fr": .french, "de": .german, "pt": .portuguese, "it": .italian,
    "pl": .polish, "tr": .turkish, "ru": .russian, "ar": .arabic,
  ]
}
