import Foundation

/// The language a person reads, hears and speaks Visor in (issue 27): a BCP 47 tag whose primary
/// subtag is one Visor has a message catalogue for. The region is kept (`pt-BR`, `es-MX`) for voices
/// and number formats; everything else chooses by ``code``.
///
/// ```swift
/// let spanish = try Language.parse("es-MX")     // code "es", tag "es-MX"
/// Language.preferred(acceptLanguage: "de-CH, de;q=0.9, en;q=0.8")  // German
/// try Language.parse("xx")                      // VisorError(.unsupportedLanguage, "… en, es, fr …")
/// ```
public struct Language: Hashable, Sendable, CustomStringConvertible {
  /// The lowercased primary subtag: `"es"`.
  public let code: String
  /// The whole tag in canonical case: `"es"`, `"pt-BR"`, `"zh-Hant-TW"`.
  public let tag: String

  public var description: String { tag }

  /// The language's own name ("Español"), as a person looking for it would read it.
  public var name: String { Self.table[code]?.name ?? tag }
  /// The language's name in English ("Spanish"), for logs and the CLI.
  public var englishName: String { Self.table[code]?.english ?? tag }
  /// `rtl` for Arabic; `ltr` otherwise.
  public var direction: String { Self.table[code]?.direction ?? "ltr" }
  /// The script its writing is expected in (`latin`, `cyrillic`, `arabic`), for choosing a reader.
  public var script: String { Self.table[code]?.script ?? "latin" }
  /// CLDR plural rule for whole numbers.
  public var plural: PluralRule { Self.table[code]?.plural ?? .english }

  public static let english = Language(uncheckedCode: "en", tag: "en")

  /// What a provider's model is told so it answers in this language; nil for English, its default.
  public var answerInstruction: String? {
    code == "en"
      ? nil
      : "Answer in \(englishName) (\(name)), the language of the person you are talking to, "
        + "whatever language the question, the photo's writing or earlier messages are in."
  }

  /// The primary subtags Visor has a catalogue for, in the order Settings lists them.
  public static let supportedCodes = ["en", "es", "fr", "de", "pt", "it", "pl", "tr", "ru", "ar"]

  public static var supported: [Language] {
    supportedCodes.map { Language(uncheckedCode: $0, tag: $0) }
  }

  /// "en (English), es (Español), …" — what an error names.
  public static var supportedList: String {
    supported.map { "\($0.code) (\($0.name))" }.joined(separator: ", ")
  }

  private init(uncheckedCode code: String, tag: String) {
    self.code = code
    self.tag = tag
  }

  /// The language of `tag` if Visor supports it; `nil` for a malformed tag or an unsupported language.
  public init?(tag raw: String) {
    let trimmed = raw.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-")
    let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard let first = parts.first, (2...3).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLetter }),
      parts.dropFirst().allSatisfy({
        (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
      }),
      trimmed.count <= 35
    else { return nil }
    let code = first.lowercased()
    guard Self.table[code] != nil else { return nil }
    // A region in upper case (`MX`), a script capitalised (`Hant`), anything else in lower case.
    let rest = parts.dropFirst().map { part -> String in
      switch part.count {
      case 2 where part.allSatisfy(\.isLetter): part.uppercased()
      case 4 where part.allSatisfy(\.isLetter): part.prefix(1).uppercased() + part.dropFirst().lowercased()
      default: part.lowercased()
      }
    }
    self.init(uncheckedCode: code, tag: ([code] + rest).joined(separator: "-"))
  }

  /// ``init(tag:)`` that throws `unsupported_language` naming the supported languages.
  public static func parse(_ tag: String, field: String = "language") throws -> Language {
    if let language = Language(tag: tag) { return language }
    throw VisorError(
      .unsupportedLanguage,
      Message(
        "error.language.unsupported",
        ["field": .text(field), "languages": .text(supportedList), "tag": .text(String(tag.prefix(40)))]))
  }

  /// The first supported language of an `Accept-Language` header, by its q-values; `nil` when none is.
  public static func preferred(acceptLanguage header: String?) -> Language? {
    guard let header, !header.isEmpty else { return nil }
    var ranked: [(q: Double, order: Int, tag: String)] = []
    for (order, item) in header.split(separator: ",").prefix(32).enumerated() {
      let fields = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard let tag = fields.first, !tag.isEmpty, tag != "*" else { continue }
      var q = 1.0
      for field in fields.dropFirst() where field.hasPrefix("q=") {
        q = Double(field.dropFirst(2)) ?? 0
      }
      if q > 0 { ranked.append((q, order, tag)) }
    }
    ranked.sort { $0.q != $1.q ? $0.q > $1.q : $0.order < $1.order }
    return ranked.lazy.compactMap { Language(tag: $0.tag) }.first
  }

  private struct Facts: Sendable {
    var name: String
    var english: String
    var direction = "ltr"
    var script = "latin"
    var plural: PluralRule
  }

  private static let table: [String: Facts] = [
    "en": Facts(name: "English", english: "English", plural: .english),
    "es": Facts(name: "Español", english: "Spanish", plural: .oneOther),
    "fr": Facts(name: "Français", english: "French", plural: .zeroOrOneIsOne),
    "de": Facts(name: "Deutsch", english: "German", plural: .oneOther),
    "pt": Facts(name: "Português", english: "Portuguese", plural: .zeroOrOneIsOne),
    "it": Facts(name: "Italiano", english: "Italian", plural: .oneOther),
    "pl": Facts(name: "Polski", english: "Polish", plural: .polish),
    "tr": Facts(name: "Türkçe", english: "Turkish", plural: .oneOther),
    "ru": Facts(name: "Русский", english: "Russian", script: "cyrillic", plural: .russian),
    "ar": Facts(name: "العربية", english: "Arabic", direction: "rtl", script: "arabic", plural: .arabic),
  ]
}

extension PluralRule {
  /// `one` for 1, `other` otherwise (German, Spanish, Italian, Turkish in CLDR for whole numbers).
  public static let oneOther = PluralRule(categories: [.one, .other]) { abs($0) == 1 ? .one : .other }

  /// `one` for 0 and 1 (French, Brazilian Portuguese).
  public static let zeroOrOneIsOne = PluralRule(categories: [.one, .other]) { abs($0) <= 1 ? .one : .other }

  /// Russian (and Ukrainian): 1, 21, 31… `one`; 2–4, 22–24… `few`; the rest `many`.
  public static let russian = PluralRule(categories: [.one, .few, .many, .other]) { value in
    let n = abs(value)
    let (mod10, mod100) = (n % 10, n % 100)
    if mod10 == 1 && mod100 != 11 { return .one }
    if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
    return .many
  }

  /// Polish: 1 `one`; 2–4, 22–24… `few`; the rest `many`.
  public static let polish = PluralRule(categories: [.one, .few, .many, .other]) { value in
    let n = abs(value)
    if n == 1 { return .one }
    let (mod10, mod100) = (n % 10, n % 100)
    if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
    return .many
  }

  /// Arabic: 0 `zero`, 1 `one`, 2 `two`, 3–10 `few`, 11–99 `many` (by the last two digits), else `other`.
  public static let arabic = PluralRule(categories: PluralCategory.allCases) { value in
    let n = abs(value)
    let mod100 = n % 100
    switch n {
    case 0: return .zero
    case 1: return .one
    case 2: return .two
    default:
      if (3...10).contains(mod100) { return .few }
      if (11...99).contains(mod100) { return .many }
      return .other
    }
  }
}

extension Language {
  /// The language of the request being served: set once per request (the person's own, or the
  /// request's `language` field) by the server with `Language.$current.withValue(…)`, read by every
  /// layer that builds a sentence, chooses a voice or a reader. Child tasks inherit it; detached tasks
  /// and stored background work must capture it explicitly.
  @TaskLocal public static var current: Language = .english
}

extension Language {
  /// `value` with `fractionDigits` decimals as this language writes it: "2.5" in English and Arabic
  /// (Visor's Arabic writes Western digits), "2,5" in the other eight.
  public func decimal(_ value: Double, fractionDigits: Int = 1) -> String {
    let text = String(format: "%.\(fractionDigits)f", value)
    return ["en", "ar"].contains(code) ? text : text.replacingOccurrences(of: ".", with: ",")
  }
}
