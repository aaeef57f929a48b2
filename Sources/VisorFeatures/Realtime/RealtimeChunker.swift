import Foundation
import VisorCore

/// Cuts a streamed answer into the pieces that are spoken: sentences, by the one ``SentenceSplitter``
/// — except that the answer's **first** piece may be a clause: once the first sentence has
/// ``minimumClauseWords`` words before a `,` `;` or `:` followed by a space, that clause is spoken while
/// the model is still writing the rest (a long first sentence would otherwise hold the first audio
/// back), and the sentence, when complete, is spoken from there on.
///
/// ```swift
/// var chunker = RealtimeChunker()
/// chunker.feed("In this old city, the river runs")  // ["In this old city,"]
/// chunker.feed(" north. It is wide.")                // ["the river runs north."]
/// chunker.finish()                                   // ["It is wide."]
/// ```
public struct RealtimeChunker: Sendable {
  /// Words the first clause needs before it is cut (a shorter one waits for its sentence).
  public static let minimumClauseWords = 4

  private var splitter = SentenceSplitter()
  /// The text of the first sentence so far (until one is complete).
  private var draft = ""
  /// The clause already given, to drop from the first complete sentence.
  private var spokenClause: String?
  private var firstDone = false

  public init() {}

  /// Adds streamed text; returns the pieces it completes, in order.
  public mutating func feed(_ text: String) -> [String] {
    var pieces: [String] = []
    let sentences = splitter.feed(text)
    if !firstDone { draft += text }
    for sentence in sentences { pieces += take(sentence) }
    if !firstDone, spokenClause == nil, let clause = Self.clause(in: draft) {
      spokenClause = clause
      pieces.append(clause)
    }
    return pieces
  }

  /// The rest, once the stream ended.
  public mutating func finish() -> [String] {
    guard let rest = splitter.finish() else { return [] }
    return take(rest)
  }

  private mutating func take(_ sentence: String) -> [String] {
    var out = sentence
    if !firstDone, let clause = spokenClause {
      out =
        out.hasPrefix(clause)
        ? String(out.dropFirst(clause.count)).trimmingCharacters(in: .whitespacesAndNewlines) : out
    }
    firstDone = true
    draft = ""
    return out.isEmpty ? [] : [out]
  }

  /// The text up to the first `,` `;` `:` followed by whitespace, when it holds enough words and no
  /// sentence ended before it.
  static func clause(in draft: String) -> String? {
    let characters = Array(draft)
    for index in characters.indices.dropLast() where ",;:".contains(characters[index]) {
      guard characters[index + 1].isWhitespace else { continue }
      let clause = String(characters[...index]).trimmingCharacters(in: .whitespacesAndNewlines)
      let words = clause.split(whereSeparator: \.isWhitespace).count
      return words >= minimumClauseWords ? clause : nil
    }
    return nil
  }
}
