import Foundation

/// Full-text search on PostgreSQL with the results SQLite's FTS5 gives (docs/decisions/012-postgres-store.md).
///
/// Words are found in Swift exactly as ``FTS5Query`` finds them (runs of letters and digits), folded
/// (letter case and diacritics, like `unicode61 remove_diacritics 2`) and stored verbatim as the
/// lexemes of a `tsvector` column (`array_to_tsvector`, no stemming, no stop words: "and" is a word)
/// indexed with GIN. A search becomes a `tsquery` of the same folded words ANDed, the last one a
/// prefix (`'golden' & 'retr':*`). User text never reaches tsquery syntax: only letters and digits
/// survive into a quoted lexeme.
///
/// ```swift
/// PostgresFullText.document("A golden Retriever")   // "a golden retriever"  → array_to_tsvector
/// PostgresFullText.query("golden retr")              // "'golden' & 'retr':*" → ::tsquery
/// ```
public enum PostgresFullText {
  /// PostgreSQL refuses lexemes longer than 2 KB; longer "words" are not searchable.
  static let maximumLexemeBytes = 2046

  public static func fold(_ word: String) -> String {
    word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .precomposedStringWithCanonicalMapping
  }

  /// The distinct folded words of the texts, space-separated (the SQL turns them into a tsvector with
  /// `array_to_tsvector(string_to_array($n, ' '))`).
  public static func document(_ texts: String?...) -> String { document(of: texts) }

  /// ``document(_:)`` of an array (for `visor migrate`, which reads columns by name).
  public static func document(of texts: [String?]) -> String {
    var seen = Set<String>()
    var lexemes: [String] = []
    for text in texts.compactMap({ $0 }) {
      for word in words(in: text) {
        let folded = fold(word)
        guard !folded.isEmpty, folded.utf8.count <= maximumLexemeBytes,
          folded.allSatisfy({ $0.isLetter || $0.isNumber }), seen.insert(folded).inserted
        else { continue }
        lexemes.append(folded)
      }
    }
    return lexemes.joined(separator: " ")
  }

  /// The tsquery text for what a person typed; nil when it has no words (nothing can match).
  public static func query(_ text: String) -> String? {
    let terms = queryTerms(text)
    guard !terms.isEmpty else { return nil }
    return terms.enumerated().map { index, term in
      "'\(term)'" + (index == terms.count - 1 ? ":*" : "")
    }.joined(separator: " & ")
  }

  /// The folded query words (at most ``FTS5Query/maximumTerms``).
  static func queryTerms(_ text: String) -> [String] {
    FTS5Query.words(in: text).map(fold).filter {
      !$0.isEmpty && $0.utf8.count <= maximumLexemeBytes && $0.allSatisfy { $0.isLetter || $0.isNumber }
    }
  }

  /// Every run of letters and digits (no limit, unlike a query).
  static func words(in text: String) -> [String] {
    wordRanges(in: text).map { String(text[$0]) }
  }

  static func wordRanges(in text: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var start: String.Index?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character.isLetter || character.isNumber {
        if start == nil { start = index }
      } else if let begin = start {
        ranges.append(begin..<index)
        start = nil
      }
      index = text.index(after: index)
    }
    if let begin = start { ranges.append(begin..<text.endIndex) }
    return ranges
  }

  /// A few words of `text` around its first word matching the query (plain text, `…` where cut), as
  /// SQLite's `snippet(…, '', '', '…', 12)` gives; nil when no word matches.
  public static func snippet(_ text: String, query: String, words limit: Int = 12) -> String? {
    let terms = queryTerms(query)
    guard let last = terms.last else { return nil }
    let exact = Set(terms.dropLast())
    let ranges = wordRanges(in: text)
    guard
      let hit = ranges.firstIndex(where: { range in
        let folded = fold(String(text[range]))
        return exact.contains(folded) || folded.hasPrefix(last)
      })
    else { return nil }
    let start = max(0, min(hit - 2, ranges.count - limit))
    let end = min(ranges.count, start + limit)
    var excerpt = String(text[ranges[start].lowerBound..<ranges[end - 1].upperBound])
    if start > 0 { excerpt = "…" + excerpt }
    if end < ranges.count { excerpt += "…" }
    return excerpt
  }
}
