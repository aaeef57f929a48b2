import Foundation

extension MessageCatalogue {
  /// Error sentences of the features a person uses: analysis, classification, chats, recognition, faces, helpers, images, speech, live, search (VisorFeatures), in every language.
  static let featureErrors: [String: [MessageID: MessageTemplate]] = [
    "en": [:], "es": [:], "fr": [:], "de": [:], "pt": [:], "it": [:], "pl": [:], "tr": [:], "ru": [:],
    "ar": [:],
  ]
}
