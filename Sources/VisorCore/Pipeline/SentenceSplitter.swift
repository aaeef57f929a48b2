/// Splits streamed text into sentences as soon as each one is certainly complete, so speech can start
/// after the first sentence.
///
/// A boundary is a line break before a line that starts a new sentence (anything but a lower-case
/// letter: a page's line that goes on in lower case, or the rest of a word hyphenated across the break,
/// continues the sentence, so a page is heard as paragraphs), or a `.`, `!`, `?` or `…` (with any
/// closing quotes or brackets) followed by whitespace and then a character that can start a sentence. It survives abbreviations
/// ("Dr.", "e.g."), decimals ("3.5 litres"), ellipses followed by lowercase text, initials
/// ("J. R. R."), list numbers ("1. Eggs") and quotes. It is the one splitter of Visor: the analysis
/// pipeline feeds it streamed text, and long speech text is cut with ``split(_:)``.
///
/// ```swift
/// var splitter = SentenceSplitter()
/// splitter.feed("Dr. Smith drove 3.5 km. Then")  // ["Dr. Smith drove 3.5 km."]
/// splitter.feed(" he stopped.")                  // []
/// splitter.finish()                              // "Then he stopped."
/// SentenceSplitter.split("EXIT\nLeft lane only")  // ["EXIT", "Left lane only"]
/// SentenceSplitter.split("a docu-\nment we read")  // ["a docu-\nment we read"] (SpokenText mends it)
/// ```
public struct SentenceSplitter: Sendable {
  /// The current, not yet finished sentence (short, so re-scanning it on each feed is cheap).
  private var buffer: [Character] = []

  /// Lowercased abbreviations (without the final period) after which a period does not end a sentence.
  public static let abbreviations: Set<String> = [
    "dr", "mr", "mrs", "ms", "prof", "sr", "jr", "st", "mt", "vs", "etc", "e.g", "i.e", "eg", "ie", "no",
    "approx",
    "ca", "cf", "fig", "inc", "ltd", "co", "corp", "dept", "est", "gen", "gov", "lt", "col", "sgt", "capt",
    "rev",
    "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "a.m", "p.m", "u.s",
    "u.k",
    "hp", "min", "max", "vol", "ed", "al",
  ]

  private static let terminators: Set<Character> = [".", "!", "?", "…"]
  private static let closers: Set<Character> = ["\"", "'", "”", "’", ")", "]", "»"]

  public init() {}

  /// The sentences of a whole text, trimmed, in order.
  public static func split(_ text: String) -> [String] {
    var splitter = SentenceSplitter()
    var sentences = splitter.feed(text)
    if let rest = splitter.finish() { sentences.append(rest) }
    return sentences
  }

  /// Adds streamed text; returns the sentences completed by it, trimmed, in order.
  public mutating func feed(_ text: String) -> [String] {
    buffer.append(contentsOf: text)
    var sentences: [String] = []
    var i = 0
    while i < buffer.count {
      if buffer[i].isNewline {
        // A line break ends the sentence (an OCR line, a list item, a heading) unless the next line
        // goes on in lower case: then it is the same sentence of a page's paragraph (``SpokenText``
        // joins the lines and mends a hyphenated word). The next line's first character decides.
        var next = i + 1
        while next < buffer.count, buffer[next].isWhitespace { next += 1 }
        guard next < buffer.count else { break }
        if buffer[next].isLowercase {
          i = next
          continue
        }
        let sentence = String(buffer[0..<i]).trimmingWhitespace
        if !sentence.isEmpty { sentences.append(sentence) }
        buffer.removeFirst(i + 1)
        i = 0
        continue
      }
      guard Self.terminators.contains(buffer[i]) else {
        i += 1
        continue
      }
      // Extend over repeated terminators ("?!", "...") and closing quotes/brackets.
      var end = i
      while end + 1 < buffer.count,
        Self.terminators.contains(buffer[end + 1]) || Self.closers.contains(buffer[end + 1])
      {
        end += 1
      }
      // Need whitespace and then the next sentence's first character to decide.
      var next = end + 1
      guard next < buffer.count else { break }
      guard buffer[next].isWhitespace else {
        i = end + 1
        continue
      }
      while next < buffer.count, buffer[next].isWhitespace, !buffer[next].isNewline { next += 1 }
      guard next < buffer.count else { break }
      if buffer[next].isNewline {
        i = next  // the line break ends it
        continue
      }
      if isBoundary(terminatorAt: i, end: end, nextCharacter: buffer[next]) {
        let sentence = String(buffer[0...end]).trimmingWhitespace
        if !sentence.isEmpty { sentences.append(sentence) }
        buffer.removeFirst(next)
        i = 0
      } else {
        i = end + 1
      }
    }
    return sentences
  }

  /// The remaining text (the last sentence, possibly unterminated), or nil if nothing is left.
  public mutating func finish() -> String? {
    let rest = String(buffer).trimmingWhitespace
    buffer.removeAll()
    return rest.isEmpty ? nil : rest
  }

  private func isBoundary(terminatorAt i: Int, end: Int, nextCharacter: Character) -> Bool {
    let terminator = buffer[i]
    let run = buffer[i...end].filter { Self.terminators.contains($0) }
    if terminator == "." && run.count == 1 {
      // The word before the period.
      var start = i
      while start > 0, !buffer[start - 1].isWhitespace, !Self.closers.contains(buffer[start - 1]),
        buffer[start - 1] != "(", buffer[start - 1] != "\""
      {
        start -= 1
      }
      let word = String(buffer[start..<i]).lowercased()
      if Self.abbreviations.contains(word) {
        // "etc." can end a sentence when the next word is capitalised; titles never do.
        let canEnd: Set<String> = ["etc", "approx", "inc", "ltd", "co", "corp", "al"]
        return canEnd.contains(word) && nextCharacter.isUppercase
      }
      // A list number at the start ("1. Eggs") is not a sentence of its own.
      if !word.isEmpty, word.allSatisfy(\.isNumber), buffer[0..<start].allSatisfy(\.isWhitespace) {
        return false
      }
      // A single initial ("J. Smith") is not a sentence end.
      if word.count == 1, buffer[i - 1].isUppercase, nextCharacter.isUppercase { return false }
      // Dotted forms such as "U.S." or "e.g." are abbreviations.
      if word.contains("."), word.count <= 5 { return nextCharacter.isUppercase && word.count > 3 }
    }
    if run.count >= 2 || terminator == "…" {
      // An ellipsis continues when the next word is lowercase.
      if run.allSatisfy({ $0 == "." || $0 == "…" }) { return !nextCharacter.isLowercase }
    }
    // A sentence starts with a letter, digit, quote or bracket — not with punctuation like "," or ")".
    return nextCharacter.isLetter || nextCharacter.isNumber || "\"'“‘(*-".contains(nextCharacter)
  }
}

extension String {
  var trimmingWhitespace: String {
    var s = Substring(self)
    while let f = s.first, f.isWhitespace { s.removeFirst() }
    while let l = s.last, l.isWhitespace { s.removeLast() }
    return String(s)
  }
}
