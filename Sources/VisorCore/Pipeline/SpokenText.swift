import Foundation

/// Text as it should be heard: what reads well on screen is not always what sounds well.
///
/// Line breaks and spaced slashes become pauses instead of "slash", and a page's lines become
/// paragraphs again (hyphenation undone); arrows, units, currencies and long digit runs are said as
/// words; colour codes (`#859fa9`) and model ids (`local/imagenet`) are left out, with the little word
/// that introduced them. Pure, so each rule is tested; `SpeechRoundTripTests` hears the result.
///
/// ```swift
/// SpokenText.forEar("I can read 'OPEN / DAILY'.")  // "I can read 'OPEN, DAILY'."
/// ```
public enum SpokenText {
  /// Each rule with its replacement in English and in other languages (`nil`: not applied). Other
  /// languages keep units and currencies as written — their voices (espeak-ng) read "20 °C" and "5 €"
  /// in their own words, and English words inside a German sentence would be wrong — and arrows
  /// become a pause instead of "then".
  nonisolated(unsafe) private static let rules: [(Regex<AnyRegexOutput>, english: String, other: String?)] = [
    // A page read aloud is paragraphs: a word hyphenated across a line break is one word again, and a
    // line that goes on in lower case continues the sentence.
    (try! Regex(#"(\p{L})-[ \t]*(?:\r\n|\r|\n)\s*(\p{Ll})"#), "$1$2", "$1$2"),
    (try! Regex(#"[ \t]*(?:\r\n|\r|\n)+\s*(\p{Ll})"#), " $1", " $1"),
    // A line break after a sentence end is a space; any other line break, or a spaced slash, a comma.
    (try! Regex(#"([.!?…])[ \t]*(\r\n|\r|\n)+\s*"#), "$1 ", "$1 "),
    (try! Regex(#"[ \t]*(\r\n|\r|\n)+\s*"#), ", ", ", "),
    (try! Regex(#"\s+/\s+"#), ", ", ", "),
    // Colour codes, with "hex" before them; model ids like local/imagenet, with "by", "model id"….
    (try! Regex(#"(?i)(\bhex\s*)?\(?#[0-9a-f]{6}\b\)?|(\bhex\s*)?\(?#[0-9a-f]{3}\b\)?"#), "", ""),
    (
      try! Regex(
        #"(?i)(\b(model id|model|by|with|using|from|via)\s+)?\b(local|openai|gemini|remote|custom)/[a-z0-9](?:[a-z0-9._:-]*[a-z0-9])?"#
      ), "", nil
    ),
    (
      try! Regex(#"(?i)\b(local|openai|gemini|remote|custom)/[a-z0-9](?:[a-z0-9._:-]*[a-z0-9])?"#), "", ""
    ),
    // Symbols a synthesiser says wrongly: "Settings → Models" is "Settings, then Models" (not "right
    // arrow"); units and currencies as words ("kN slash H" for km/h, "cost-years" for €).
    (try! Regex(#"\s*(?:→|⟶|->|⇒|›)\s*"#), ", then ", ", "),
    (try! Regex(#"(\d)\s*km/h\b"#), "$1 kilometres per hour", nil),
    (try! Regex(#"(\d)\s*mph\b"#), "$1 miles per hour", nil),
    (try! Regex(#"(\d)\s*m/s\b"#), "$1 metres per second", nil),
    (try! Regex(#"(\d)\s*°\s*C\b"#), "$1 degrees Celsius", nil),
    (try! Regex(#"(\d)\s*°\s*F\b"#), "$1 degrees Fahrenheit", nil),
    (try! Regex(#"(\d)\s*°"#), "$1 degrees", nil),
    (try! Regex(#"€\s*(\d+(?:[.,]\d+)?)"#), "$1 euros", nil),
    (try! Regex(#"£\s*(\d+(?:[.,]\d+)?)"#), "$1 pounds", nil),
    (try! Regex(#"\$\s*(\d+(?:[.,]\d+)?)"#), "$1 dollars", nil),
    // Tidy what removals leave behind.
    (try! Regex(#"[ \t]{2,}"#), " ", " "),
    (try! Regex(#"\s+([,.;:!?])"#), "$1", "$1"),
    (try! Regex(#"([,;:])\s*([,.;:!?])"#), "$2", "$2"),
    (try! Regex(#"^[\s,.;:]+"#), "", ""),
    (try! Regex(#"\.\s*\.(?!\.)"#), ".", "."),
  ]

  /// A run of 7 or more digits (a barcode, a phone or account number) is read digit by digit in
  /// groups of four ("4 0 0 6, 3 8 1 3, 3 3 9 3 1"), not as one enormous number.
  nonisolated(unsafe) private static let number = try! Regex(#"\d+(?:[.,]\d+)*"#)

  static func digitGroups(_ digits: Substring) -> String {
    var groups: [String] = []
    var index = digits.startIndex
    while index < digits.endIndex {
      var end = digits.index(index, offsetBy: 4, limitedBy: digits.endIndex) ?? digits.endIndex
      // Never a lone last digit: the last group takes five.
      if digits.distance(from: end, to: digits.endIndex) == 1 { end = digits.endIndex }
      groups.append(digits[index..<end].map(String.init).joined(separator: " "))
      index = end
    }
    return groups.joined(separator: ", ")
  }

  /// Lines of text read from a photo, joined for a sentence on screen or in the ear (never " / "): a
  /// hyphenated word is whole again, a line that goes on in lower case or after a sentence end joins
  /// with a space, short all-capitals lines of a sign too ("FIRE EXIT"); other lines with a comma.
  public static func joinedLines(_ text: String) -> String {
    let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    guard var out = lines.first else { return "" }
    for (previous, line) in zip(lines, lines.dropFirst()) {
      let startsLower = line.first?.isLowercase ?? false
      if previous.hasSuffix("-"), startsLower, previous.dropLast().last?.isLetter ?? false {
        out.removeLast()
        out += line
      } else if startsLower || ".!?…:;,".contains(previous.last ?? " ")
        || (isSignLine(previous) && isSignLine(line))
      {
        out += " " + line
      } else {
        out += ", " + line
      }
    }
    return out
  }

  private static func isSignLine(_ line: String) -> Bool {
    line.split(separator: " ").count <= 3 && line.contains(where: \.isLetter) && line == line.uppercased()
  }

  /// `text` cleaned for a speech synthesiser (see the type's documentation), for a voice speaking
  /// `language` (the person's, ``Language/current``): the English words (units, currencies, "then")
  /// only for English.
  public static func forEar(_ text: String, language: Language = .current) -> String {
    let english = language.code == "en"
    var out = text.replacing(number) { match -> String in
      let token = match.output[0].substring ?? ""
      return token.count >= 7 && token.allSatisfy(\.isNumber) ? digitGroups(token) : String(token)
    }
    for (pattern, englishReplacement, otherReplacement) in rules {
      guard let replacement = english ? englishReplacement : otherReplacement else { continue }
      out = out.replacing(pattern) { match in
        var result = replacement
        for index in (1..<max(match.output.count, 1)).reversed() {
          let group = match.output[index].substring.map(String.init) ?? ""
          result = result.replacingOccurrences(of: "$\(index)", with: group)
        }
        return result
      }
    }
    return out.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
