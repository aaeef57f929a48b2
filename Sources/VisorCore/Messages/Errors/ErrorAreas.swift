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
