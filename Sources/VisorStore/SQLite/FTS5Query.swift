/// Turns what a person typed into a safe FTS5 query: the words (runs of letters and digits, as
/// FTS5's `unicode61` tokenizer sees them) each become a quoted string, so FTS5 syntax such as
/// `AND`, `NEAR(`, `*`, `"` or `col:` is matched as plain words or dropped instead of parsed; the
/// words are ANDed and the last one matches as a prefix (search as you type).
///
/// ```swift
/// FTS5Query.expression(for: "NEAR(golden retr")   // "NEAR" "golden" "retr"*
/// ```
public enum FTS5Query {
  public static let maximumTerms = 16

  /// The words of `text` (at most `maximumTerms`).
  public static func words(in text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in text {
      if character.isLetter || character.isNumber {
        current.append(character)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return Array(words.prefix(maximumTerms))
  }

  /// Nil when the text has no words at all (nothing could match).
  public static func expression(for text: String) -> String? {
    let terms = words(in: text)
    guard !terms.isEmpty else { return nil }
    let quoted = terms.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
    return quoted.joined(separator: " ") + "*"
  }
}
