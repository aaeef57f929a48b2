import Foundation

/// Text as it should be heard: what reads well on screen is not always what sounds well.
///
/// Line breaks and spaced slashes (`OPEN / DAILY`, how text read from a photo is shown) become
/// pauses instead of "slash"; colour codes (`#859fa9`) and model ids (`local/imagenet`) are left
/// out, with the little word that introduced them. Pure, so each rule is tested.
///
/// ```swift
/// SpokenText.forEar("I can read 'OPEN / DAILY'.")  // "I can read 'OPEN, DAILY'."
/// ```
public enum SpokenText {
  nonisolated(unsafe) private static let rules: [(Regex<AnyRegexOutput>, String)] = [
    // A line break after a sentence end is a space; any other line break, or a spaced slash, a comma.
    (try! Regex(#"([.!?…])[ \t]*(\r\n|\r|\n)+\s*"#), "$1 "),
    (try! Regex(#"[ \t]*(\r\n|\r|\n)+\s*"#), ", "),
    (try! Regex(#"\s+/\s+"#), ", "),
    // Colour codes, with "hex" before them; model ids like local/imagenet, with "by", "model id"….
    (try! Regex(#"(?i)(\bhex\s*)?\(?#[0-9a-f]{6}\b\)?|(\bhex\s*)?\(?#[0-9a-f]{3}\b\)?"#), ""),
    (
      try! Regex(
        #"(?i)(\b(model id|model|by|with|using|from|via)\s+)?\b(local|openai|gemini|remote|custom)/[a-z0-9](?:[a-z0-9._:-]*[a-z0-9])?"#
      ), ""
    ),
    // Tidy what removals leave behind.
    (try! Regex(#"[ \t]{2,}"#), " "),
    (try! Regex(#"\s+([,.;:!?])"#), "$1"),
    (try! Regex(#"([,;:])\s*([,.;:!?])"#), "$2"),
    (try! Regex(#"^[\s,.;:]+"#), ""),
    (try! Regex(#"\.\s*\.(?!\.)"#), "."),
  ]

  /// `text` cleaned for a speech synthesiser (see the type's documentation).
  public static func forEar(_ text: String) -> String {
    var out = text
    for (pattern, replacement) in rules {
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
