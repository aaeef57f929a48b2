import Foundation

extension MessageCatalogue {
  /// Error sentences of providers and local models (VisorProviders, VisorLocal), in every language.
  static let providerErrors: [String: [MessageID: MessageTemplate]] = [
    "en": [:], "es": [:], "fr": [:], "de": [:], "pt": [:], "it": [:], "pl": [:], "tr": [:], "ru": [:],
    "ar": [:],
  ]
}
