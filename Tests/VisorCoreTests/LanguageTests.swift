import Testing
import VisorCore

@Suite struct LanguageTests {
  @Test(
    arguments: [
      ("es", "es", "es"), ("es-mx", "es", "es-MX"), ("PT_br", "pt", "pt-BR"), ("ru", "ru", "ru"),
      ("ar-EG", "ar", "ar-EG"), ("zh-hant-tw", nil, nil), ("xx", nil, nil), ("", nil, nil), ("e", nil, nil),
      ("en-", nil, nil), ("en-toolongsubtag", nil, nil), ("de-CH-1996", "de", "de-CH-1996"),
    ] as [(String, String?, String?)])
  func tags(_ input: String, code: String?, tag: String?) {
    let language = Language(tag: input)
    #expect(language?.code == code)
    #expect(language?.tag == tag)
  }

  @Test func unsupportedNamesTheSupported() {
    #expect(throws: VisorError.self) { try Language.parse("xx") }
    do {
      _ = try Language.parse("klingon")
    } catch let error as VisorError {
      #expect(error.code == .unsupportedLanguage)
      #expect(error.message.contains("es (Español)"))
      #expect(error.message.contains("ru (Русский)"))
    } catch { Issue.record("unexpected \(error)") }
  }

  @Test func acceptLanguageChoosesTheFirstSupportedByQuality() {
    #expect(Language.preferred(acceptLanguage: "de-CH, de;q=0.9, en;q=0.8")?.tag == "de-CH")
    #expect(Language.preferred(acceptLanguage: "ja, fr;q=0.5, en;q=0.7")?.code == "en")
    #expect(Language.preferred(acceptLanguage: "ja, ko") == nil)
    #expect(Language.preferred(acceptLanguage: "fr;q=0, es")?.code == "es")
    #expect(Language.preferred(acceptLanguage: nil) == nil)
  }

  @Test func pluralRulesFollowCLDR() {
    let ru = Language(tag: "ru")!.plural
    #expect([1, 21, 101].map(ru.category) == [.one, .one, .one])
    #expect([2, 4, 23].map(ru.category) == [.few, .few, .few])
    #expect([5, 11, 12, 14, 0, 111].map(ru.category) == [.many, .many, .many, .many, .many, .many])
    let pl = Language(tag: "pl")!.plural
    #expect([1, 2, 5, 21, 22].map(pl.category) == [.one, .few, .many, .many, .few])
    let ar = Language(tag: "ar")!.plural
    #expect(
      [0, 1, 2, 3, 10, 11, 99, 100, 102].map(ar.category) == [
        .zero, .one, .two, .few, .few, .many, .many, .other, .other,
      ])
    #expect([0, 1, 2].map(Language(tag: "fr")!.plural.category) == [.one, .one, .other])
    #expect(Language(tag: "ar")!.direction == "rtl")
  }

  @Test func everySupportedLanguageHasACatalogueEntryPoint() {
    for language in Language.supported {
      #expect(!MessageCatalogue.for(language).templates.isEmpty)
    }
  }
}

/// Clock positions agree with their hour: "a la 1" / "a las 2" (es), "da 1 hora" / "das 2 horas" (pt).
@Suite struct ClockWordsTests {
  @Test func oneOClockIsSingular() throws {
    let es = MessageCatalogue.for(try #require(Language(tag: "es")))
    let one: [String: MessageArgument] = [
      "target": .text("Una persona"), "hour": .number(1), "distance": .text("cerca"),
    ]
    #expect(es.text("live.found.clock", one) == "Una persona a la 1, cerca.")
    var two = one
    two["hour"] = .number(2)
    #expect(es.text("live.found.clock", two) == "Una persona a las 2, cerca.")
    let pt = MessageCatalogue.for(try #require(Language(tag: "pt")))
    let found: [String: MessageArgument] = [
      "name": .text("chaves"), "clock": .number(1), "distance": .text("perto"),
    ]
    #expect(pt.text("find.found", found) == "Vejo “chaves” na direção da 1 hora, perto.")
    var twelve = found
    twelve["clock"] = .number(12)
    #expect(pt.text("find.found", twelve) == "Vejo “chaves” na direção das 12 horas, perto.")
  }

  @Test func decimalsAreWrittenAsEachLanguageWritesThem() throws {
    #expect(Language.english.decimal(2.46) == "2.5")
    #expect(try Language.parse("de").decimal(2.46) == "2,5")
    #expect(try Language.parse("fr").decimal(0.2) == "0,2")
    #expect(try Language.parse("ar").decimal(12.0, fractionDigits: 2) == "12.00")
  }

  /// Every voice name the notes look up is the English catalogue's words for its id, and every
  /// `voice.name.*` id has a name: the literal cannot drift from the catalogue.
  @Test func voiceNamesMatchTheEnglishCatalogue() {
    for (name, id) in MessageArgument.voiceNameIDs {
      #expect(MessageCatalogue.english.text(id) == name, "\(id)")
    }
    let ids = MessageCatalogue.english.templates.keys.filter { $0.rawValue.hasPrefix("voice.name.") }
    #expect(Set(ids) == Set(MessageArgument.voiceNameIDs.values))
    #expect(MessageArgument.voiceName("Klingon") == .text("Klingon"))
  }
}
