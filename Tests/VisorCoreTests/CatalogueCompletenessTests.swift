import Testing
import VisorCore

/// Every language's catalogue against English (issue 27 item 9): the same ids, the same
/// placeholders, every plural category its rule can produce, every noun form its templates ask for.
/// A translation missing one key fails here, naming the language and the id.
@Suite struct CatalogueCompletenessTests {
  static let translated = Language.supported.filter { $0.code != "en" }

  /// The categories `rule` gives to some whole number (0…1000 covers every CLDR integer pattern).
  static func produced(_ rule: PluralRule) -> Set<String> {
    Set((0...1000).map { rule.category($0).rawValue })
  }

  @Test(arguments: translated.map(\.code))
  func everyEnglishIdIsTranslated(_ code: String) throws {
    let language = try Language.parse(code)
    let catalogue = MessageCatalogue.for(language)
    #expect(catalogue.language == code, "\(code) has no catalogue of its own (it falls back to English)")
    let missing = catalogue.missing(comparedWith: .english)
    #expect(missing.isEmpty, "\(code) lacks \(missing.map(\.rawValue).joined(separator: ", "))")
    let extra = MessageCatalogue.english.missing(comparedWith: catalogue)
    #expect(
      extra.isEmpty, "\(code) has ids English does not: \(extra.map(\.rawValue).joined(separator: ", "))")
  }

  @Test(arguments: translated.map(\.code))
  func placeholdersAndPluralsAreKept(_ code: String) throws {
    let language = try Language.parse(code)
    let catalogue = MessageCatalogue.for(language)
    let categories = Self.produced(language.plural)
    let formsUsed = catalogue.nounFormsUsed
    for (id, english) in MessageCatalogue.english.templates {
      guard let template = catalogue.templates[id] else { continue }
      let ours = catalogue.placeholders(id)
      let theirs = MessageCatalogue.english.placeholders(id)
      #expect(ours == theirs, "\(code) \(id): placeholders \(ours.sorted()) instead of \(theirs.sorted())")
      // A translation keeps English's plural argument; where English needs none it may choose one of
      // the sentence's own placeholders (Spanish "a la 1" / "a las 2" where English says "at 1 o'clock").
      if let argument = english.pluralOn {
        #expect(template.pluralOn == argument, "\(code) \(id): plural argument differs from English")
      } else if let argument = template.pluralOn {
        #expect(
          theirs.contains(argument), "\(code) \(id): plural on \(argument), which is no placeholder of it")
      }
      if template.pluralOn != nil {
        let lacking = categories.subtracting(template.forms.keys)
        #expect(lacking.isEmpty, "\(code) \(id) lacks the plural forms \(lacking.sorted())")
      } else if id.rawValue.hasPrefix("thing.") {
        let needed = categories.union(["indefinite", "definite", "bare"]).union(formsUsed)
        let lacking = needed.subtracting(template.forms.keys)
        #expect(lacking.isEmpty, "\(code) \(id) lacks the noun forms \(lacking.sorted())")
      } else {
        #expect(template.forms["other"] != nil, "\(code) \(id) has no text")
      }
      for (form, text) in template.forms where !id.rawValue.hasPrefix("thing.") {
        #expect(!text.isEmpty || id == "list.separator", "\(code) \(id) \(form) is empty")
      }
    }
  }

  /// The check itself fails on a missing key (so the suite above cannot pass by accident).
  @Test func aMissingKeyIsFound() {
    var templates = MessageCatalogue.english.templates
    templates["answer.yes"] = nil
    let short = MessageCatalogue(language: "xx", plural: .english, templates: templates)
    #expect(short.missing(comparedWith: .english) == ["answer.yes"])
  }

  @Test func nounFormsChosenByTheTemplate() {
    let catalogue = MessageCatalogue(
      language: "xx", plural: .oneOther,
      templates: [
        "t": MessageTemplate("Vedo {thing:acc}; {thing}."),
        "thing.dog": .noun([
          "one": "dog", "other": "dogs", "indefinite": "a dog", "definite": "the dog", "acc": "ACC",
        ]),
      ])
    #expect(catalogue.text("t", ["thing": .noun("thing.dog", .indefinite)]) == "Vedo ACC; a dog.")
    #expect(catalogue.text("t", ["thing": .text("plain")]) == "Vedo plain; plain.")
    #expect(catalogue.placeholders("t") == ["thing"])
    #expect(catalogue.nounFormsUsed == ["acc"])
  }

  func faces(_ code: String, _ n: Int) throws -> String {
    MessageCatalogue.for(try Language.parse(code)).text("answer.count.faces", ["count": .number(n)])
  }

  @Test func russianPlurals() throws {
    #expect(try faces("ru", 1) == "Я вижу 1 лицо.")
    #expect(try faces("ru", 2) == "Я вижу 2 лица.")
    #expect(try faces("ru", 5) == "Я вижу 5 лиц.")
    #expect(try faces("ru", 21) == "Я вижу 21 лицо.")
    let people = MessageCatalogue.for(try Language.parse("ru"))
    #expect(people.text("live.peopleNow", ["count": .number(22)]) == "Сейчас 22 человека.")
    #expect(people.text("live.peopleNow", ["count": .number(11)]) == "Сейчас 11 человек.")
  }

  @Test func arabicPlurals() throws {
    #expect(try faces("ar", 0) == "لا أرى أي وجه.")
    #expect(try faces("ar", 1) == "أرى وجهًا واحدًا.")
    #expect(try faces("ar", 2) == "أرى وجهين.")
    #expect(try faces("ar", 3) == "أرى 3 وجوه.")
    #expect(try faces("ar", 11) == "أرى 11 وجهًا.")
    #expect(try faces("ar", 100) == "أرى 100 وجه.")
  }

  @Test func polishPlurals() throws {
    #expect(try faces("pl", 1) == "Widzę jedną twarz.")
    #expect(try faces("pl", 2) == "Widzę 2 twarze.")
    #expect(try faces("pl", 5) == "Widzę 5 twarzy.")
    #expect(try faces("pl", 22) == "Widzę 22 twarze.")
  }

  @Test func frenchAndPortugueseCountZeroAsOne() throws {
    let french = MessageCatalogue.for(try Language.parse("fr"))
    #expect(french.noun("thing.dog", .counted(0)) == french.noun("thing.dog", .counted(1)))
    #expect(french.noun("thing.dog", .counted(2)) == "chiens")
    let portuguese = MessageCatalogue.for(try Language.parse("pt-BR"))
    #expect(portuguese.noun("thing.dog", .counted(0)) == "cão")
    #expect(portuguese.noun("thing.dog", .counted(3)) == "cães")
  }

  @Test func casesAndContractions() throws {
    let spanish = MessageCatalogue.for(try Language.parse("es"))
    #expect(
      spanish.text("answer.presence.notSeenUnsure", ["thing": .noun("thing.dog", .indefinite)])
        == "No veo ningún perro.")
    #expect(
      spanish.text("answer.colour.cannotSeparate", ["thing": .noun("thing.apple", .definite)])
        == "No distingo el color de la manzana del fondo.")
    let german = MessageCatalogue.for(try Language.parse("de"))
    #expect(
      german.text("answer.presence.yes", ["thing": .noun("thing.dog", .indefinite)])
        == "Ja, ich sehe einen Hund.")
    #expect(
      german.text("answer.presence.notSeenUnsure", ["thing": .noun("thing.car", .indefinite)])
        == "Ich sehe kein Auto.")
    let russian = MessageCatalogue.for(try Language.parse("ru"))
    #expect(
      russian.text("answer.presence.yes", ["thing": .noun("thing.cat", .indefinite)]) == "Да, я вижу кошку.")
    let turkish = MessageCatalogue.for(try Language.parse("tr"))
    #expect(
      turkish.sentence(
        "answer.colour.subject", ["thing": .noun("thing.cow", .definite), "colours": .text("beyaz")])
        == "İneğin rengi: beyaz.")
    let polish = MessageCatalogue.for(try Language.parse("pl"))
    #expect(
      polish.text("answer.presence.notSeenUnsure", ["thing": .noun("thing.dog", .indefinite)])
        == "Nie widzę psa.")
  }
}
