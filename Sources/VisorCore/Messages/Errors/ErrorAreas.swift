import Foundation

extension MessageCatalogue {
  /// The error sentences a person may meet, one table per area of the code that throws them, each
  /// built for one language code (`"en"`, `"es"`…) at a time. Each area keeps its sentences in every
  /// language side by side, in one file; every language's catalogue merges them all (ids are unique
  /// across areas and the language files: `ErrorAreaTests` checks).
  static let errorAreas: [String: @Sendable (String) -> [MessageID: MessageTemplate]] = [
    "requests": requestErrors,
    "providers": providerErrors,
    "settings": settingsErrors,
    "features": featureErrors,
    "storage": storageErrors,
  ]

  /// Every area's error sentences in the language `code`.
  static func errorTemplates(_ code: String) -> [MessageID: MessageTemplate] {
    errorAreas.values.reduce(into: [:]) { all, area in all.merge(area(code)) { own, _ in own } }
  }
}

extension MessageArgument {
  /// A capability's name in a sentence ("vision", "image generation"): the catalogue's word
  /// (`error.provider.capability.*`) where English writes it exactly so, else the name as it is (a raw
  /// value such as "imageGeneration", or a name the catalogue has no word for).
  public static func capability(_ name: String) -> MessageArgument {
    let words = name.split(separator: " ")
    let key = (words.first.map(String.init) ?? "") + words.dropFirst().map { $0.capitalized }.joined()
    let id = MessageID(rawValue: "error.provider.capability.\(key)")
    guard MessageCatalogue.english.templates[id]?.forms["other"] == name else { return .text(name) }
    return .message(Message(id))
  }
}
