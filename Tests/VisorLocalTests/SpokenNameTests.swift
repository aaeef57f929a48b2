import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// The ImageNet and colour names said in each language (issue 27): complete tables, the names a
/// listener needs (breeds, the kite, the two cranes), English unchanged, and a real photo's class
/// named in Spanish, German and Russian.
@Suite struct SpokenNameTests {
  static let languages = Language.supportedCodes.filter { $0 != "en" }.map { Language(tag: $0)! }
  static func language(_ code: String) -> Language { Language(tag: code)! }

  /// Rows whose name is written as in English, checked one by one: international breed names
  /// ("beagle", "golden retriever"), loanwords the language writes the same way ("pizza", "banjo",
  /// "koala", "T-Shirt") and the brand iPod (605). Any other row equal to English fails: it is an
  /// untranslated name.
  static let sameAsEnglish: [String: Set<Int>] = [
    "es": [
      13, 16, 42, 51, 105, 106, 151, 161, 162, 169, 172, 175, 176, 180, 182, 183, 185, 186, 187, 191, 192,
      194, 195, 201, 204, 207, 216, 220, 231, 232, 234, 249, 252, 260, 272, 273, 290, 315, 352, 355, 363, 369,
      374, 384, 399, 406, 420, 445, 577, 605, 613, 614, 641, 642, 683, 684, 706, 708, 711, 735, 754, 764, 789,
      866, 909, 924, 927, 931, 932, 963, 965,
    ],
    "fr": [
      13, 16, 29, 69, 71, 91, 95, 96, 104, 105, 106, 116, 149, 151, 161, 162, 172, 176, 180, 181, 182, 183,
      185, 186, 189, 190, 191, 192, 194, 201, 207, 216, 220, 232, 233, 234, 249, 252, 272, 273, 274, 287, 290,
      291, 333, 347, 352, 353, 368, 369, 373, 374, 380, 384, 399, 407, 420, 445, 474, 478, 481, 484, 577, 583,
      593, 605, 608, 609, 610, 614, 627, 631, 641, 642, 650, 654, 657, 660, 662, 684, 688, 701, 706, 735, 743,
      744, 754, 762, 763, 789, 795, 808, 822, 832, 870, 871, 874, 875, 883, 909, 914, 922, 924, 927, 931, 933,
      950, 963, 965, 974, 992,
    ],
    "de": [
      29, 51, 104, 105, 106, 130, 149, 151, 159, 161, 162, 164, 167, 168, 172, 176, 178, 179, 180, 181, 182,
      183, 184, 185, 186, 187, 189, 190, 191, 192, 193, 194, 195, 203, 204, 207, 209, 212, 213, 214, 216, 217,
      218, 219, 220, 231, 232, 233, 234, 249, 252, 273, 288, 290, 292, 333, 340, 347, 352, 353, 360, 366, 368,
      369, 374, 384, 399, 406, 420, 426, 429, 430, 445, 486, 577, 583, 587, 605, 609, 610, 613, 614, 620, 627,
      631, 641, 649, 656, 662, 665, 682, 683, 715, 727, 735, 754, 762, 763, 775, 795, 808, 832, 841, 859, 871,
      883, 890, 909, 914, 924, 927, 931, 933, 934, 939, 950, 963, 965, 967,
    ],
    "pt": [
      16, 42, 130, 151, 155, 159, 161, 162, 169, 172, 175, 176, 178, 180, 181, 182, 183, 185, 186, 189, 190,
      191, 192, 194, 195, 201, 204, 207, 216, 219, 220, 231, 232, 234, 249, 252, 254, 273, 333, 340, 352, 369,
      374, 384, 399, 406, 420, 498, 549, 598, 605, 613, 642, 656, 662, 671, 684, 708, 711, 735, 764, 789, 801,
      875, 909, 924, 926, 927, 931, 932, 933, 954, 963, 965,
    ],
    "it": [
      13, 16, 29, 42, 61, 69, 95, 102, 104, 105, 111, 151, 159, 161, 162, 169, 172, 175, 176, 180, 181, 182,
      183, 185, 186, 189, 190, 191, 192, 194, 195, 201, 204, 207, 216, 220, 231, 232, 234, 249, 252, 260, 272,
      273, 340, 352, 363, 366, 369, 374, 384, 399, 420, 445, 474, 498, 573, 576, 577, 598, 605, 609, 613, 614,
      627, 641, 642, 654, 657, 662, 671, 683, 684, 706, 735, 754, 763, 789, 808, 812, 822, 832, 875, 909, 914,
      924, 926, 927, 931, 932, 933, 954, 963, 965, 967, 974,
    ],
    "pl": [
      42, 51, 105, 106, 116, 151, 159, 161, 162, 172, 175, 176, 181, 182, 183, 185, 186, 187, 189, 190, 191,
      192, 194, 195, 201, 203, 204, 207, 209, 216, 219, 220, 232, 233, 234, 236, 252, 260, 273, 290, 340, 352,
      365, 368, 369, 371, 374, 380, 420, 445, 576, 577, 605, 609, 614, 620, 642, 654, 656, 662, 682, 706, 727,
      754, 775, 789, 808, 822, 832, 871, 909, 922, 924, 926, 927, 933, 963, 965, 967,
    ],
    "tr": [
      51, 76, 105, 130, 151, 161, 162, 164, 172, 176, 178, 181, 182, 183, 185, 186, 187, 189, 190, 191, 192,
      194, 195, 201, 203, 204, 207, 209, 219, 231, 232, 234, 236, 247, 252, 254, 258, 259, 260, 263, 264, 273,
      290, 333, 340, 352, 363, 365, 374, 377, 384, 399, 420, 445, 561, 573, 577, 605, 614, 642, 656, 662, 665,
      775, 813, 832, 841, 871, 872, 924, 926, 932, 955, 963, 965, 967,
    ],
    "ru": [605],
    "ar": [605],
  ]

  @Test func everyClassHasBothFormsInEveryLanguage() throws {
    #expect(SpokenNameTables.english.count == 1000)
    #expect(
      SpokenNameTables.wordNetIDs.allSatisfy {
        $0.count == 9 && $0.hasPrefix("n") && Int($0.dropFirst()) != nil
      })
    #expect(Set(SpokenNameTables.wordNetIDs).count == 1000)
    #expect(ImageNetLabels.wordNetID(index: 154) == "n02086079")
    for language in Self.languages {
      let table = try #require(SpokenNameTables.table(language.code), "no table for \(language.code)")
      #expect(table.count == 1000)
      for (index, name) in table.enumerated() {
        let problem = "\(language.code) \(index) (\(SpokenNameTables.english[index])): \(name)"
        #expect(!name.bare.isEmpty && !name.indefinite.isEmpty, "missing: \(problem)")
        #expect(name.indefinite.hasSuffix(name.bare), "\(problem)")
        for form in [name.bare, name.indefinite] {
          #expect(
            form == form.trimmingCharacters(in: .whitespaces) && !form.contains("|") && !form.contains("\t"))
          #expect(!form.contains("  "), "\(problem)")
        }
      }
    }
  }

  /// A missing or misplaced row leaves a hole the completeness test sees.
  @Test func aMissingRowIsAnEmptyName() {
    let parsed = SpokenNameTables.parse("0\tuna|tenca\n2\tun|tiburón blanco")
    #expect(parsed[0] == SpokenName(indefinite: "una tenca", bare: "tenca"))
    #expect(parsed[1] == SpokenName(indefinite: "", bare: ""))
    #expect(parsed[2].bare == "tiburón blanco")
    #expect(SpokenNameTables.name("un'|aquila") == SpokenName(indefinite: "un'aquila", bare: "aquila"))
    #expect(SpokenNameTables.name("|Samt") == SpokenName(indefinite: "Samt", bare: "Samt"))
    #expect(SpokenNameTables.name("пекинес") == SpokenName(indefinite: "пекинес", bare: "пекинес"))
  }

  /// Parsing is cheap enough to do on first use: all nine tables well under a second.
  @Test func parsingEveryTableIsQuick() {
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for text in [
        SpokenNameTables.es, SpokenNameTables.fr, SpokenNameTables.de, SpokenNameTables.pt,
        SpokenNameTables.it,
        SpokenNameTables.pl, SpokenNameTables.tr, SpokenNameTables.ru, SpokenNameTables.ar,
      ] {
        #expect(SpokenNameTables.parse(text).count == 1000)
      }
    }
    print("spoken names: parsed 9 × 1000 rows in \(elapsed)")
    #expect(elapsed < .seconds(1))
  }

  @Test func namesWrittenAsInEnglishAreOnlyTheListedOnes() {
    for language in Self.languages {
      let table = SpokenNameTables.table(language.code) ?? []
      let same = Set(
        table.indices.filter { table[$0].bare.lowercased() == SpokenNameTables.english[$0].lowercased() })
      let allowed = Self.sameAsEnglish[language.code] ?? []
      #expect(
        same.subtracting(allowed).isEmpty,
        "\(language.code) untranslated: \(same.subtracting(allowed).sorted())")
      #expect(
        allowed.subtracting(same).isEmpty,
        "\(language.code) listed but translated: \(allowed.subtracting(same).sorted())")
    }
  }

  @Test(arguments: [
    // The Pekingese, a golden retriever, a German shepherd, a pug.
    ("es", 154, "un pequinés"), ("es", 207, "un golden retriever"), ("es", 235, "un pastor alemán"),
    ("es", 254, "un carlino"), ("fr", 154, "un pékinois"), ("fr", 235, "un berger allemand"),
    ("fr", 254, "un carlin"), ("de", 154, "ein Pekinese"), ("de", 235, "ein Deutscher Schäferhund"),
    ("de", 254, "ein Mops"), ("pt", 154, "um pequinês"), ("pt", 235, "um pastor-alemão"),
    ("it", 154, "un pechinese"), ("it", 235, "un pastore tedesco"), ("it", 254, "un carlino"),
    ("pl", 154, "pekińczyk"), ("pl", 235, "owczarek niemiecki"), ("pl", 254, "mops"),
    ("tr", 154, "bir Pekin köpeği"), ("tr", 235, "bir Alman çoban köpeği"), ("ru", 154, "пекинес"),
    ("ru", 235, "немецкая овчарка"), ("ru", 254, "мопс"), ("ar", 154, "كلب بكيني"),
    ("ar", 235, "كلب راعي ألماني"),
    // ImageNet's "kite" is the bird of prey.
    ("es", 21, "un milano (ave rapaz)"), ("fr", 21, "un milan (oiseau de proie)"),
    ("de", 21, "ein Milan (Greifvogel)"),
    ("pt", 21, "um milhafre (ave de rapina)"), ("it", 21, "un nibbio (rapace)"),
    ("pl", 21, "kania (ptak drapieżny)"),
    ("tr", 21, "bir çaylak (yırtıcı kuş)"), ("ru", 21, "коршун (хищная птица)"),
    ("ar", 21, "حدأة (طائر جارح)"),
    // The two cranes.
    ("es", 134, "una grulla (ave zancuda)"), ("es", 517, "una grúa de obra"),
    ("fr", 134, "une grue (oiseau échassier)"),
    ("fr", 517, "une grue de chantier"), ("de", 134, "ein Kranich (Stelzvogel)"), ("de", 517, "ein Baukran"),
    ("pt", 134, "um grou (ave pernalta)"), ("pt", 517, "um guindaste de obra"),
    ("it", 134, "una gru (uccello trampoliere)"),
    ("it", 517, "una gru da cantiere"), ("pl", 134, "żuraw (ptak brodzący)"), ("pl", 517, "żuraw budowlany"),
    ("tr", 134, "bir turna (kuş)"), ("tr", 517, "bir inşaat vinci"), ("ru", 134, "журавль (болотная птица)"),
    ("ru", 517, "строительный кран"), ("ar", 134, "كركي (طائر خواض)"), ("ar", 517, "رافعة بناء"),
    // Italian elision and "uno", a mass noun without an article, a German mass noun.
    ("it", 309, "un'ape"), ("it", 414, "uno zaino"), ("es", 924, "guacamole"), ("de", 885, "Samt"),
    ("fr", 924, "du guacamole"),
  ])
  func spotChecks(code: String, index: Int, indefinite: String) throws {
    let name = try #require(ImageNetLabels.spoken(index: index, in: Self.language(code)))
    #expect(name.indefinite == indefinite)
  }

  @Test func theTwoCranesAndTheKiteAreNamedApartInEveryLanguage() throws {
    for language in Self.languages {
      let bird = try #require(ImageNetLabels.spoken(index: 134, in: language))
      let machine = try #require(ImageNetLabels.spoken(index: 517, in: language))
      #expect(bird.bare != machine.bare, "\(language.code)")
      #expect(ImageNetLabels.spoken(index: 21, in: language)?.bare != SpokenNameTables.english[21])
    }
  }

  /// English is said exactly as before: the display name with its English article.
  @Test(arguments: [
    (21, "a kite (a bird of prey)"), (134, "a crane (a wading bird)"), (517, "a construction crane"),
    (154, "a Pekingese dog"), (264, "a Cardigan Welsh corgi"), (847, "an army tank"),
    (673, "a computer mouse"),
    (924, "guacamole"), (836, "a pair of sunglasses"), (837, "sunglasses"), (880, "a unicycle"),
  ])
  func englishIsUnchanged(index: Int, said: String) throws {
    let name = try #require(ImageNetLabels.spoken(index: index, in: .english))
    #expect(name.indefinite == said)
    #expect(name.indefinite == SceneAnswer.withArticle(SpokenNameTables.english[index]))
    #expect(ImageNetLabels.spoken(label: SpokenNameTables.english[index], in: .english) == name)
  }

  /// The English table is what displayName says for every class of the real labels file.
  @Test(.enabled(if: SceneFixtures.classifierInstalled)) func theEnglishTableIsTheDisplayNames() throws {
    let labels = try String(
      contentsOf: SceneFixtures.modelsDirectory.appendingPathComponent(LocalImageClassifier.labelsFileName),
      encoding: .utf8
    ).split(separator: "\n").map(String.init)
    try #require(labels.count == 1000)
    for (index, raw) in labels.enumerated() {
      #expect(ImageNetLabels.displayName(raw, index: index) == SpokenNameTables.english[index], "\(index)")
    }
  }

  @Test func theLanguageComesFromTheRequest() {
    #expect(ImageNetLabels.spoken(index: 21)?.indefinite == "a kite (a bird of prey)")
    Language.$current.withValue(Self.language("es")) {
      #expect(ImageNetLabels.spoken(index: 21)?.indefinite == "un milano (ave rapaz)")
      #expect(ImageNetLabels.spoken(label: "Pekingese dog").bare == "pequinés")
      #expect(ColourNames.spoken("navy blue") == "azul marino")
    }
    Language.$current.withValue(Self.language("de-CH")) {
      #expect(ColourNames.spoken("dark gray") == "dunkelgrau")
    }
  }

  /// A custom classifier's label is not an ImageNet class: said as it is given.
  @Test func aLabelThatIsNoImageNetClassIsSaidAsGiven() {
    #expect(
      ImageNetLabels.spoken(label: "oak leaf", in: Self.language("fr"))
        == SpokenName(indefinite: "oak leaf", bare: "oak leaf"))
    #expect(ImageNetLabels.spoken(label: "oak leaf", in: .english).indefinite == "an oak leaf")
    #expect(ImageNetLabels.spoken(index: 1000, in: .english) == nil)
  }

  /// Every name ColourNames can say: the palette's names and the dark/light forms withLightness adds.
  static var everyColourName: Set<String> {
    var names = Set<String>()
    for entry in ColourNames.palette {
      names.insert(entry.name)
      let anchor = String(format: "#%02x%02x%02x", entry.rgb.0, entry.rgb.1, entry.rgb.2)
      for hex in [anchor, "#101010", "#f4f4f4", "#200000", "#ffe0e0"] {
        names.insert(ColourNames.withLightness(NamedColour(name: entry.name, fraction: 1, hex: hex)))
      }
    }
    return names
  }

  @Test func everyColourNameIsSaidInEveryLanguage() {
    let names = Self.everyColourName
    #expect(names.count >= 35)
    #expect(names.contains("dark blue") && names.contains("light orange") && names.contains("navy blue"))
    for language in Self.languages {
      for name in names {
        let said = ColourNames.spoken(name, in: language)
        #expect(SpokenNameTables.colours[language.code]?[name] != nil, "\(language.code): no \(name)")
        #expect(!said.isEmpty)
      }
      // Only the colour words the language writes as English does may stay ("magenta", "orange", "beige", French "turquoise").
      let same = names.filter { ColourNames.spoken($0, in: language) == $0 }
      #expect(
        same.isSubset(of: ["magenta", "orange", "beige", "cyan", "turquoise"]), "\(language.code): \(same)")
    }
    for name in names { #expect(ColourNames.spoken(name, in: .english) == name) }
  }

  @Test(arguments: [
    ("es", "black", "negro"), ("es", "dark red", "rojo oscuro"), ("fr", "white", "blanc"),
    ("de", "light blue", "hellblau"),
    ("pt", "black", "preta"), ("pt", "navy blue", "azul-marinho"), ("it", "gray", "grigio"),
    ("pl", "silver", "srebrny"),
    ("tr", "navy blue", "lacivert"), ("ru", "black", "чёрный"), ("ar", "black", "أسود"),
  ])
  func colourSpotChecks(code: String, english: String, said: String) {
    #expect(ColourNames.spoken(english, in: Self.language(code)) == said)
  }
}

/// A real photo classified offline, its class said in Spanish, German and Russian.
@Suite(.enabled(if: SceneFixtures.canRunModelTests), .serialized)
struct SpokenNamePhotoTests {
  @Test func theEagleIsSaidAsTheBirdInEachLanguage() async throws {
    try SceneFixtures.requireClassifier()
    let top = try #require(
      try await SceneFixtures.classifier.classify(jpeg: try SceneFixtures.darknet("eagle.jpg"), top: 1).first)
    let index = try #require(ImageNetLabels.index(ofDisplayName: top.label))
    #expect([21, 22].contains(index), "eagle.jpg classified as \(top.label)")
    let expected: [String: [Int: String]] = [
      "es": [21: "un milano (ave rapaz)", 22: "un pigargo americano"],
      "de": [21: "ein Milan (Greifvogel)", 22: "ein Weißkopfseeadler"],
      "ru": [21: "коршун (хищная птица)", 22: "белоголовый орлан"],
    ]
    for (code, names) in expected {
      let said = Language.$current.withValue(Language(tag: code)!) { ImageNetLabels.spoken(label: top.label) }
      #expect(said.indefinite == names[index], "\(code)")
    }
  }

  @Test func theDogIsABreedNamedInEachLanguage() async throws {
    try SceneFixtures.requireClassifier()
    let facts = try await SceneFixtures.analyzer.analyze(jpeg: try SceneFixtures.darknet("dog.jpg"))
    let dog = try #require(facts.likeliestDog)
    let index = try #require(ImageNetLabels.index(ofDisplayName: dog.label))
    #expect(ImageNetLabels.dogs.contains(index))
    for code in ["es", "de", "ru"] {
      let said = Language.$current.withValue(Language(tag: code)!) { ImageNetLabels.spoken(label: dog.label) }
      #expect(said == ImageNetLabels.spoken(index: index, in: Language(tag: code)!))
      #expect(said.bare != dog.label || (SpokenNameTests.sameAsEnglish[code] ?? []).contains(index))
    }
    let colour = try #require(facts.colours.first)
    #expect(ColourNames.spoken(colour.name, in: Language(tag: "ru")!) != colour.name)
  }
}
