import Foundation

extension MessageCatalogue {
  /// Error sentences of storage, media and the core (VisorStore, VisorMedia, VisorCore), in every language.
  static let storageErrors: [String: [MessageID: MessageTemplate]] = [
    "en": [:], "es": [:], "fr": [:], "de": [:], "pt": [:], "it": [:], "pl": [:], "tr": [:], "ru": [:],
    "ar": [:],
  ]
}
