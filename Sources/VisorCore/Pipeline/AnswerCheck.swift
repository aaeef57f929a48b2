import Foundation

/// One local fact compared with a provider's answer (`checks` on analyze, follow-ups and saved
/// analyses): what the offline engine measured, what the model said, and whether they agree.
/// Made only for a kind both sides stated (docs/decisions/024-cross-checks.md).
///
/// ```swift
/// AnswerCheck(kind: .text, local: "STOP", model: "SHOP", agrees: false).sentence
/// // "The local check read ‘STOP’; the model said ‘SHOP’."
/// ```
public struct AnswerCheck: Sendable, Equatable, Codable {
  public enum Kind: String, Sendable, Codable, CaseIterable {
    case text, people, barcode, colour
  }
  public var kind: Kind
  public var local: String
  public var model: String
  public var agrees: Bool

  public init(kind: Kind, local: String, model: String, agrees: Bool) {
    self.kind = kind
    self.local = local
    self.model = model
    self.agrees = agrees
  }

  /// What a person hears and reads about a disagreement (the web app words it the same way).
  public var sentence: String {
    switch kind {
    case .text: "The local check read ‘\(Self.short(local))’; the model said ‘\(Self.short(model))’."
    case .people: "The local check counted \(local); the model said \(model)."
    case .barcode: "The local check read the code as \(local); the model said \(model)."
    case .colour: "The local check measured \(local) at the centre; the model said \(model)."
    }
  }

  /// The first eight words, so a page never becomes a spoken paragraph.
  static func short(_ text: String) -> String {
    let words = text.split(whereSeparator: \.isWhitespace)
    return words.count <= 8 ? words.joined(separator: " ") : words.prefix(8).joined(separator: " ") + " …"
  }

  /// The one short sentence spoken after an answer when checks disagree; nil when all agree.
  public static func spokenDisagreement(_ checks: [AnswerCheck]) -> String? {
    let disagreeing = checks.filter { !$0.agrees }
    guard let first = disagreeing.first else { return nil }
    if disagreeing.count == 1 { return first.sentence }
    let names = disagreeing.map { check -> String in
      switch check.kind {
      case .text: "the text"
      case .people: "the number of people"
      case .barcode: "the code"
      case .colour: "the colour"
      }
    }
    let list = names.dropLast().joined(separator: ", ") + " and " + names.last!
    return "The local checks disagree with the model about \(list)."
  }
}
