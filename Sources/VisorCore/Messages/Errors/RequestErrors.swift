import Foundation

extension MessageCatalogue {
  /// Error sentences of HTTP parsing and routing (VisorHTTP, VisorServer), in every language.
  static let requestErrors: [String: [MessageID: MessageTemplate]] = [
    "en": [:], "es": [:], "fr": [:], "de": [:], "pt": [:], "it": [:], "pl": [:], "tr": [:], "ru": [:],
    "ar": [:],
  ]
}
