import Testing

@testable import VisorCore

/// The error sentences kept by area (`Messages/Errors`): each area speaks every language with the same
/// ids, and no id is kept twice (a second copy would be silently ignored by the merge).
@Suite struct ErrorAreaTests {
  static let codes = Language.supported.map(\.code)

  /// Each language's own table and its command-line lines, which the areas must not repeat.
  static let languageTables: [String: [MessageID: MessageTemplate]] = [
    "en": MessageCatalogue.englishTemplates.merging(MessageCatalogue.cliEnglish) { own, _ in own },
    "es": MessageCatalogue.spanishTemplates.merging(MessageCatalogue.cliSpanish) { own, _ in own },
    "fr": MessageCatalogue.frenchTemplates.merging(MessageCatalogue.cliFrench) { own, _ in own },
    "de": MessageCatalogue.germanTemplates.merging(MessageCatalogue.cliGerman) { own, _ in own },
    "pt": MessageCatalogue.portugueseTemplates.merging(MessageCatalogue.cliPortuguese) { own, _ in own },
    "it": MessageCatalogue.italianTemplates.merging(MessageCatalogue.cliItalian) { own, _ in own },
    "pl": MessageCatalogue.polishTemplates.merging(MessageCatalogue.cliPolish) { own, _ in own },
    "tr": MessageCatalogue.turkishTemplates.merging(MessageCatalogue.cliTurkish) { own, _ in own },
    "ru": MessageCatalogue.russianTemplates.merging(MessageCatalogue.cliRussian) { own, _ in own },
    "ar": MessageCatalogue.arabicTemplates.merging(MessageCatalogue.cliArabic) { own, _ in own },
  ]

  /// An area's table in every supported language (and nothing for any other code).
  static func tables(_ area: String) -> [String: [MessageID: MessageTemplate]] {
    guard let build = MessageCatalogue.errorAreas[area] else { return [:] }
    return Dictionary(uniqueKeysWithValues: codes.map { ($0, build($0)) })
  }

  @Test(arguments: MessageCatalogue.errorAreas.keys.sorted())
  func everyAreaSpeaksEveryLanguageWithTheSameIds(_ area: String) throws {
    let tables = Self.tables(area)
    #expect(MessageCatalogue.errorAreas[area]?("xx").isEmpty == true, "\(area) answers an unknown language")
    let english = Set(tables["en", default: [:]].keys)
    for code in Self.codes {
      let ids = Set(tables[code, default: [:]].keys)
      #expect(
        ids == english,
        "\(area) \(code): lacks \(english.subtracting(ids).map(\.rawValue).sorted()), has extra \(ids.subtracting(english).map(\.rawValue).sorted())"
      )
    }
  }

  @Test func noIdIsKeptTwice() {
    var owner: [MessageID: String] = [:]
    for area in MessageCatalogue.errorAreas.keys {
      for id in Self.tables(area)["en", default: [:]].keys {
        #expect(owner[id] == nil, "\(id) is in both \(owner[id] ?? "") and \(area)")
        owner[id] = area
        for code in Self.codes {
          #expect(
            Self.languageTables[code]?[id] == nil, "\(id) of \(area) is also in the \(code) language file")
        }
      }
    }
  }

  @Test func everyAreaIsInEveryCatalogue() throws {
    for area in MessageCatalogue.errorAreas.keys {
      for (code, table) in Self.tables(area) {
        let catalogue = MessageCatalogue.for(try Language.parse(code))
        for (id, template) in table {
          #expect(catalogue.templates[id] == template, "\(area) \(code) \(id) is not in the catalogue")
        }
      }
    }
  }
}
