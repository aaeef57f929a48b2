import Foundation
import VisorCore

/// The languages Whisper's multilingual models hear, and how a request's `language` becomes one.
///
/// ```swift
/// try WhisperLanguages.code(for: "de-AT")   // "de"
/// try WhisperLanguages.code(for: "xx")      // VisorError(.unsupportedLanguage, "… es, fr … af, am …")
/// WhisperLanguages.englishName("de")         // "german" (OpenAI's verbose_json spelling)
/// ```
public enum WhisperLanguages {
  /// Whisper's language tokens (faster-whisper 1.2.1 `_LANGUAGE_CODES`): ISO 639-1, plus `haw` and
  /// `yue`, which have none; `jw` is Whisper's spelling of Javanese.
  public static let codes: [String] = [
    "af", "am", "ar", "as", "az", "ba", "be", "bg", "bn", "bo", "br", "bs", "ca", "cs", "cy", "da", "de",
    "el",
    "en", "es", "et", "eu", "fa", "fi", "fo", "fr", "gl", "gu", "ha", "haw", "he", "hi", "hr", "ht", "hu",
    "hy",
    "id", "is", "it", "ja", "jw", "ka", "kk", "km", "kn", "ko", "la", "lb", "ln", "lo", "lt", "lv", "mg",
    "mi",
    "mk", "ml", "mn", "mr", "ms", "mt", "my", "ne", "nl", "nn", "no", "oc", "pa", "pl", "ps", "pt", "ro",
    "ru",
    "sa", "sd", "si", "sk", "sl", "sn", "so", "sq", "sr", "su", "sv", "sw", "ta", "te", "tg", "th", "tk",
    "tl",
    "tr", "tt", "uk", "ur", "uz", "vi", "yi", "yo", "zh", "yue",
  ]
  private static let known = Set(codes)

  /// The Whisper code of a language tag: its primary subtag, lowercased (`"pt-BR"` → `"pt"`), when
  /// Whisper hears it; `nil` for anything else.
  public static func code(ifKnown raw: String) -> String? {
    let trimmed = raw.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-")
    guard trimmed.count <= 35, let primary = trimmed.split(separator: "-").first?.lowercased(),
      known.contains(primary),
      trimmed.split(separator: "-", omittingEmptySubsequences: false).dropFirst().allSatisfy({
        (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      })
    else { return nil }
    return primary
  }

  /// ``code(ifKnown:)`` that throws `unsupported_language` naming what is accepted.
  public static func code(for raw: String, field: String = "language") throws -> String {
    if let code = code(ifKnown: raw) { return code }
    let others = codes.filter { !Language.supportedCodes.contains($0) }.joined(separator: ", ")
    throw VisorError(
      .unsupportedLanguage,
      Message(
        "error.whisper.language",
        [
          "field": .text(field), "supported": .text(Language.supportedList), "others": .text(others),
          "raw": .text(String(raw.prefix(40))),
        ]))
  }

  /// The language's English name in lower case, as OpenAI's `verbose_json` spells it (`"german"`).
  public static func englishName(_ code: String) -> String {
    let name = Locale(identifier: "en").localizedString(forLanguageCode: code == "jw" ? "jv" : code)
    return (name ?? code).lowercased()
  }
}
