import Foundation
import VisorCore

/// A list of ``AnswerCheck``s in one text column, as JSON (`[]` when nothing was compared).
enum CheckColumn {
  static func encode(_ checks: [AnswerCheck]) -> String {
    guard !checks.isEmpty, let data = try? JSONEncoder().encode(checks) else { return "[]" }
    return String(decoding: data, as: UTF8.self)
  }

  /// A value that does not parse reads as no checks (the answer itself is what matters).
  static func decode(_ text: String) -> [AnswerCheck] {
    guard text != "[]" else { return [] }
    return (try? JSONDecoder().decode([AnswerCheck].self, from: Data(text.utf8))) ?? []
  }
}
