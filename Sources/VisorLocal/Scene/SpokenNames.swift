import Foundation
import VisorCore

/// A class's name as a sentence takes it in one language.
///
/// ```swift
/// let name = ImageNetLabels.spoken(index: 154, in: Language(tag: "es")!)
/// name.indefinite   // "un pequinés"  (what "{thing}" takes in "Parece un pequinés.")
/// name.bare         // "pequinés"     (lists, labels)
/// ```
public struct SpokenName: Sendable, Equatable {
  /// With the indefinite article the language puts before a thing first mentioned ("un pequinés",
  /// "ein Pekinese", "un'aquila", "bir Pekin köpeği", "a Pekingese dog"); the bare name where the
  /// language has no article ("пекинес", "pekińczyk") and for what takes none ("guacamole").
  public var indefinite: String
  /// The name alone, in the nominative: "pequinés", "Pekinese", "пекинес".
  public var bare: String

  public init(indefinite: String, bare: String) {
    self.indefinite = indefinite
    self.bare = bare
  }
}

extension ImageNetLabels {
  /// The name of ImageNet class `index` (0…999) in `language`, as a person says it there: "un
  /// milano (ave rapaz)" for the kite, "ein Kranich (Stelzvogel)" and "ein Baukran" for the two
  /// cranes. English is ``displayName(_:index:)`` with ``SceneAnswer/withArticle(_:)``, unchanged.
  /// `nil` outside 0…999.
  public static func spoken(index: Int, in language: Language = .current) -> SpokenName? {
    guard SpokenNameTables.english.indices.contains(index) else { return nil }
    let english = SpokenNameTables.english[index]
    guard language.code != "en", let table = SpokenNameTables.table(language.code),
      table.indices.contains(index)
    else { return SpokenName(indefinite: SceneAnswer.withArticle(english), bare: english) }
    return table[index]
  }

  /// A classifier's label (``Classification/label``, the English display name) as ``spoken(index:in:)``
  /// says it. A label that is no ImageNet class (a custom classifier's) is said as it is given, with
  /// the English article in English.
  public static func spoken(label: String, in language: Language = .current) -> SpokenName {
    if let index = index(ofDisplayName: label), let name = spoken(index: index, in: language) { return name }
    return SpokenName(indefinite: language.code == "en" ? SceneAnswer.withArticle(label) : label, bare: label)
  }

  /// The class whose English display name is `name` (the first, where two classes share one).
  public static func index(ofDisplayName name: String) -> Int? { SpokenNameTables.englishIndex[name] }

  /// The WordNet 3.0 synset id of class `index` ("n02086079" for the Pekingese).
  public static func wordNetID(index: Int) -> String? {
    SpokenNameTables.wordNetIDs.indices.contains(index) ? SpokenNameTables.wordNetIDs[index] : nil
  }
}

extension ColourNames {
  /// A colour name ColourNames produces (`name(red:green:blue:)`, ``withLightness(_:)``) in
  /// `language`, in the form the catalogue's colour sentences take: the colour's own name where the
  /// sentence says "de color …", "colore …", "цвет: …" (masculine: "negro", "чёрный", "أسود"); the
  /// uninflected predicative in German ("schwarz"); the feminine in Portuguese, agreeing with "cor"
  /// ("de cor preta"). English, and a name not in the table, come back as they are.
  public static func spoken(_ name: String, in language: Language = .current) -> String {
    guard language.code != "en" else { return name }
    return SpokenNameTables.colours[language.code]?[name] ?? name
  }
}

/// The tables in `Names/`: TSV in one string literal per language (big dictionary literals make the
/// type checker slow), each parsed once on first use. Edit them there; `scripts/dev/spoken-names.py
/// check` checks them.
enum SpokenNameTables {
  static let englishRows: [(wnid: String, name: String)] = en.split(separator: "\n").map { line in
    let cells = line.split(separator: "\t", omittingEmptySubsequences: false)
    return (cells.count > 1 ? String(cells[1]) : "", cells.count > 2 ? String(cells[2]) : "")
  }
  static let english: [String] = englishRows.map(\.name)
  static let wordNetIDs: [String] = englishRows.map(\.wnid)
  static let englishIndex: [String: Int] = {
    var index: [String: Int] = [:]
    for (i, name) in english.enumerated() where index[name] == nil { index[name] = i }
    return index
  }()

  static let spanish = parse(es)
  static let french = parse(fr)
  static let german = parse(de)
  static let portuguese = parse(pt)
  static let italian = parse(it)
  static let polish = parse(pl)
  static let turkish = parse(tr)
  static let russian = parse(ru)
  static let arabic = parse(ar)

  /// The parsed table of a language other than English; `nil` for one without a table.
  static func table(_ code: String) -> [SpokenName]? {
    switch code {
    case "es": spanish
    case "fr": french
    case "de": german
    case "pt": portuguese
    case "it": italian
    case "pl": polish
    case "tr": turkish
    case "ru": russian
    case "ar": arabic
    default: nil
    }
  }

  /// Rows `index<TAB>article|name` or `index<TAB>name`, in index order; a row out of order or
  /// malformed leaves an empty name at its place (the completeness test fails on it).
  static func parse(_ text: String) -> [SpokenName] {
    var names = [SpokenName](repeating: SpokenName(indefinite: "", bare: ""), count: english.count)
    for line in text.split(separator: "\n") {
      let cells = line.split(separator: "\t", maxSplits: 1)
      guard cells.count == 2, let index = Int(cells[0]), names.indices.contains(index) else { continue }
      names[index] = name(String(cells[1]))
    }
    return names
  }

  /// "un|pequinés" → ("un pequinés", "pequinés"); "un'|aquila" → ("un'aquila", "aquila");
  /// "пекинес" and "|Samt" → the name twice.
  static func name(_ form: String) -> SpokenName {
    guard let bar = form.firstIndex(of: "|") else { return SpokenName(indefinite: form, bare: form) }
    let article = String(form[..<bar])
    let bare = String(form[form.index(after: bar)...])
    if article.isEmpty { return SpokenName(indefinite: bare, bare: bare) }
    return SpokenName(indefinite: article + (article.hasSuffix("'") ? "" : " ") + bare, bare: bare)
  }

  /// English colour name → language code → the name in that language.
  static let colours: [String: [String: String]] = {
    let rows = colourRows.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    guard let header = rows.first else { return [:] }
    var table: [String: [String: String]] = [:]
    for row in rows.dropFirst() where row.count == header.count {
      for (column, code) in header.enumerated().dropFirst() {
        table[code, default: [:]][row[0]] = row[column]
      }
    }
    return table
  }()
}
