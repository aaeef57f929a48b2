import Foundation

extension MessageCatalogue {
  /// Error sentences of models, configuration, accounts, backups and operations (VisorFeatures), in every language.
  static let settingsErrors: [String: [MessageID: MessageTemplate]] = [
    "en": [:], "es": [:], "fr": [:], "de": [:], "pt": [:], "it": [:], "pl": [:], "tr": [:], "ru": [:],
    "ar": [:],
  ]
}
