import Foundation

extension MessageCatalogue {
  /// The error sentences a person may meet, one table per area of the code that throws them, each
  /// keyed by language code (`"en"`, `"es"`…) and then by id. Each area keeps its sentences in every
  /// language side by side, in one file; every language's catalogue merges them all (ids are unique
  /// across areas and the language files: `ErrorAreaTests` checks).
  static let errorAreas: [String: [String: [MessageID: MessageTemplate]]] = [
    "requests": requestErrors,
    "providers": providerErrors,
    "settings": settingsErrors,
    "features": featureErrors,
    "storage": storageErrors,
  ]

  /// Every area's error sentences in the language `code`.
  static func errorTemplates(_ code: String) -> [MessageID: MessageTemplate] {
    errorAreas.values.reduce(into: [:]) { all, area in all.merge(area[code] ?? [:]) { own, _ in own } }
  }
}
