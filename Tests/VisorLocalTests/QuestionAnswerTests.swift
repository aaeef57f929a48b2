import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// The question module on measured facts (issue 23): each kind answered from its channel, never a
/// guess. The facts here are what the classifier and detectors would report; the bank
/// (`QuestionBankTests`) runs the same module on real photos.
@Suite struct QuestionAnswerTests {
  /// A classifier output with `top` holding `p` and the rest spread thinly.
  static func scores(_ classes: [Int: Float]) -> ClassScores {
    var labels = (0..<1000).map { "class \($0)" }
    for (i, name) in [
      335: "fox squirrel", 281: "tabby", 282: "tiger cat", 154: "Pekinese", 248: "Eskimo dog",
      249: "malamute",
      291: "lion", 954: "banana", 950: "orange", 919: "street sign", 817: "sports car",
    ] {
      labels[i] = name
    }
    let rest = max(0, 1 - classes.values.reduce(0, +)) / Float(1000 - classes.count)
    var probabilities = [Float](repeating: rest, count: 1000)
    for (i, p) in classes { probabilities[i] = p }
    return ClassScores(probabilities: probabilities, labels: labels)
  }

  static func facts(_ classes: [Int: Float]) -> SceneFacts {
    let scores = scores(classes)
    var facts = SceneFacts()
    facts.scores = scores
    let top = classes.sorted { $0.value > $1.value }
    facts.labels = top.map {
      Classification(
        label: ImageNetLabels.displayName(scores.labels[$0.key], index: $0.key), confidence: Double($0.value))
    }
    facts.dogProbability = Double(classes.filter { ImageNetLabels.dogs.contains($0.key) }.values.reduce(0, +))
    facts.catProbability = Double(classes.filter { ImageNetLabels.cats.contains($0.key) }.values.reduce(0, +))
    return facts
  }

  static func ask(_ question: String, _ facts: SceneFacts) -> SceneReply {
    QuestionAnswer.reply(SceneQuestion(question), facts: facts)
  }

  static let squirrel = facts([335: 0.82, 336: 0.05])
  static let cat = facts([281: 0.55, 282: 0.3])
  static let dog = facts([249: 0.45, 248: 0.35])

  /// The defect of issue 23: "Is there a dog/cat?" on a squirrel said "Yes, I can see a cat."
  @Test func aSquirrelIsNeitherACatNorADogButIsAnAnimal() {
    for question in ["Is there a cat?", "Is there a dog?", "Are there any kittens?"] {
      let reply = Self.ask(question, Self.squirrel)
      #expect(reply.verdict == .notSeen, "\(question): \(reply.sentences)")
      #expect(reply.sentences[0].hasPrefix("I don't see a"), "\(reply.sentences)")
      #expect(reply.sentences[0].hasSuffix("this looks like a fox squirrel."), "\(reply.sentences)")
      #expect(!reply.sentences.joined().contains("Yes"))
    }
    let animal = Self.ask("Is there an animal?", Self.squirrel)
    #expect(animal.verdict == .yes)
    #expect(animal.sentences == ["Yes, I can see an animal.", "It looks like a fox squirrel."])
    #expect(Self.ask("Is there a mammal?", Self.squirrel).verdict == .yes)
    #expect(Self.ask("Is there a squirrel?", Self.squirrel).sentences == ["Yes, I can see a squirrel."])
  }

  @Test func aCatIsNotADog() {
    #expect(Self.ask("Is there a dog?", Self.cat).verdict == .notSeen)
    #expect(
      Self.ask("Is there a cat?", Self.cat).sentences == [
        "Yes, I can see a cat.", "It looks like a tabby cat.",
      ])
    // A lion is a big cat, a feline and an animal, not a cat.
    let lion = Self.facts([291: 0.9])
    #expect(Self.ask("Is there a cat?", lion).verdict == .notSeen)
    #expect(Self.ask("Is there a big cat?", lion).verdict == .yes)
    #expect(Self.ask("Is there a feline?", lion).verdict == .yes)
  }

  /// A cat face is a cat when the classifier sees some cat too; on a squirrel the cat-face cascade
  /// fired and "Is there a cat?" said "Yes, I can see a cat." (issue 23).
  @Test func aCatFaceIsACatOnlyWithTheClassifiersSupport() {
    var facts = Self.facts([919: 0.3, 281: 0.15])
    facts.catFaceCount = 1
    #expect(Self.ask("Is there a cat?", facts).verdict == .yes)
    var squirrel = Self.squirrel
    squirrel.catFaceCount = 1
    #expect(Self.ask("Is there a cat?", squirrel).verdict == .notSeen)
  }

  @Test func anUncertainClassifierSaysPossiblyOrCannotTell() {
    let maybe = Self.facts([249: 0.3, 335: 0.25])
    #expect(Self.ask("Is there a dog?", maybe).sentences == ["Possibly a dog, but I'm not sure."])
    let vague = Self.facts([335: 0.12, 249: 0.08, 281: 0.07])
    let reply = Self.ask("Is there a dog?", vague)
    #expect(reply.verdict == .cannotTell, "\(reply.sentences)")
    #expect(reply.sentences.last == "I can't tell whether there is a dog.")
  }

  @Test func aThingOutsideTheVocabularyIsMatchedByItsClassName() {
    let banana = Self.facts([954: 0.9])
    #expect(Self.ask("Is there a banana?", banana).sentences == ["Yes, I can see a banana."])
    #expect(Self.ask("Are there bananas?", banana).verdict == .yes)
    // A class whose name holds a concept's word is asked as itself.
    let malamute = Self.facts([249: 0.7, 248: 0.2])
    #expect(
      Self.ask("Is there an Eskimo dog?", malamute).sentences == ["Possibly an Eskimo dog, but I'm not sure."]
    )
    #expect(Self.ask("Is there a dog?", malamute).verdict == .yes)
    // Not a class the classifier knows: what it shows, and the refusal.
    let unknown = Self.ask("Is there a unicorn?", banana)
    #expect(unknown.verdict == .cannotTell)
    #expect(unknown.sentences.first == "This looks like a banana.")
    #expect(unknown.sentences.last == SceneAnswer.providerHint)
  }

  /// "How many dogs are there?" said "Yes, I can see a dog.": no detector counts dogs.
  @Test func onlyWhatADetectorCountsIsCounted() {
    let reply = Self.ask("How many dogs are there?", Self.dog)
    #expect(reply.verdict == .cannotTell)
    #expect(
      reply.sentences == [
        "I can see a dog.", "I can't count dogs offline; I count only people, faces and barcodes.",
      ])
    var people = SceneFacts(faceCount: 2)
    people.people = [
      PersonSighting(position: .left, distance: .near, evidence: .body, centreX: 0.2, height: 0.7),
      PersonSighting(position: .right, distance: .far, evidence: .face, centreX: 0.8, height: 0.2),
    ]
    let counted = Self.ask("How many people are there?", people)
    #expect(counted.verdict == .count(2))
    #expect(
      counted.sentences == ["I can see 2 people: one on the left, near; one on the right, further away."])
    #expect(Self.ask("How many faces?", people).sentences == ["I can see 2 faces."])
    #expect(Self.ask("How many faces?", SceneFacts()).verdict == .notSeen)
    let where_ = Self.ask("Where is the person?", people)
    #expect(where_.verdict == .positions(["left", "right"]))
    let whereDog = Self.ask("Where is the dog?", Self.dog)
    #expect(whereDog.verdict == .cannotTell)
    #expect(whereDog.sentences.last?.contains("I can place only people") == true)
  }

  /// A Pekingese's face passed the face detector and was "one person in the centre, near".
  @Test func aFaceOnADogIsNotSaidAsAPerson() {
    var pekingese = Self.facts([154: 0.85])
    pekingese.faceCount = 1
    pekingese.people = [
      PersonSighting(position: .centre, distance: .near, evidence: .face, centreX: 0.5, height: 0.3)
    ]
    let reply = Self.ask("How many people are there?", pekingese)
    #expect(reply.verdict == .cannotTell)
    #expect(
      reply.sentences == [
        "I found a face, but it may be the dog's, so I can't tell whether there is a person."
      ])
    let described = SceneAnswer.describe(pekingese).joined(separator: " ")
    #expect(!described.contains("one person"), "\(described)")
    #expect(described.contains("may be the dog's"), "\(described)")
  }

  /// "What colour is the dog?" said the whole picture's colour.
  @Test func aThingsColourIsItsRegionsOrNotSaid() {
    var dog = Self.dog
    dog.colours = [NamedColour(name: "olive", fraction: 0.6, hex: "#808000")]
    let unseparated = Self.ask("What colour is the dog?", dog)
    #expect(unseparated.verdict == .cannotTell)
    #expect(
      unseparated.sentences == [
        "I can see a dog.", "I can't tell the dog's colour apart from the background.",
      ])
    #expect(!unseparated.sentences.joined().contains("olive"))
    dog.subjectColours = [
      NamedColour(name: "black", fraction: 0.5, hex: "#000000"),
      NamedColour(name: "tan", fraction: 0.3, hex: "#c8a06e"),
    ]
    let seen = Self.ask("What colour is the dog?", dog)
    #expect(seen.verdict == .colours(["black", "tan"]))
    #expect(seen.sentences == ["The dog looks mostly black and tan."])
    // Asked about a dog that is not there: no colour at all.
    var squirrel = Self.squirrel
    squirrel.colours = dog.colours
    squirrel.subjectColours = dog.subjectColours
    let absent = Self.ask("What colour is the dog?", squirrel)
    #expect(absent.verdict == .cannotTell)
    #expect(absent.sentences[0] == "I'm not sure there is a dog, so I can't tell its colour.")
    // "What colour is it?" without a subject that stands out: the picture's, said as the picture's.
    let it = Self.ask("What colour is it?", Self.facts([:]).with { $0.colours = dog.colours })
    #expect(it.sentences == ["I can't pick out one subject; the whole picture is mostly olive."])
    #expect(it.verdict == .pictureColours(["olive"]))
  }

  /// "What does the code say?" said "no readable text"; "Is it dark?" said "A vision model would answer that".
  @Test func codesAndLightAreAskedOfTheirChannels() {
    var facts = SceneFacts()
    facts.barcodes = [
      DecodedBarcode(
        symbology: "QR-Code", payload: Array("HELLO VISOR".utf8),
        box: PixelBox(x: 0, y: 0, width: 9, height: 9))
    ]
    let code = Self.ask("What does the code say?", facts)
    #expect(code.verdict == .codes(["HELLO VISOR"]))
    #expect(code.sentences.joined().contains("HELLO VISOR"))
    #expect(QuestionAnswer.parts(for: SceneQuestion("What does the code say?")).contains(.barcodes))
    facts.light = LightReading(level: 8, description: .dark, from: nil)
    #expect(Self.ask("Is it dark?", facts).sentences == ["Yes.", "It's dark: light level 8 of 100."])
    #expect(Self.ask("Is it bright?", facts).verdict == .no)
    facts.light = LightReading(level: 38, description: .dim, from: "left")
    #expect(Self.ask("Is it dark?", facts).verdict == .light("dim"))
    #expect(QuestionAnswer.parts(for: SceneQuestion("Is it dark?")) == [.light])
  }

  @Test func unknownQuestionsSayWhatIsSeenThenTheRefusal() {
    for question in ["What brand is this car?", "Y a-t-il un chien ?", String(repeating: "why ", count: 500)]
    {
      let reply = Self.ask(question, Self.squirrel)
      #expect(reply.verdict == .cannotTell)
      #expect(reply.sentences.first == "This looks like a fox squirrel.", "\(reply.sentences)")
      #expect(reply.sentences.last == MessageCatalogue.english.text("answer.refusal"))
    }
    #expect(Self.ask("", Self.squirrel).verdict == .described)
  }

  /// Item 2: blur before script, and a code is never a script.
  @Test func blurredWritingIsBlurredAndACodeIsNotAScript() {
    var blurred = SceneFacts()
    blurred.blurredWriting = true
    let said = Self.ask("What does it say?", blurred).sentences.joined()
    #expect(
      said == "The writing is too blurred to read; hold the phone steady and let it focus before you take it."
    )
    #expect(ChannelAnswer.sentences(for: .text, facts: blurred) == [said])
    var code = SceneFacts()
    code.unreadableWriting = true
    code.barcodes = [
      DecodedBarcode(
        symbology: "QR-Code", payload: Array("https://example.org".utf8),
        box: PixelBox(x: 0, y: 0, width: 9, height: 9))
    ]
    for answer in [
      Self.ask("Read the text", code).sentences.joined(),
      ChannelAnswer.sentences(for: .text, facts: code).joined(),
    ] {
      #expect(!answer.contains("script"), "\(answer)")
    }
    var foreign = SceneFacts()
    foreign.unreadableWriting = true
    #expect(ChannelAnswer.sentences(for: .text, facts: foreign) == [SceneAnswer.unreadableWriting])
  }

  /// Every sentence id the module says has an English entry (a missing one would be said as "[id]").
  @Test func everyIdTheModuleUsesIsInTheCatalogue() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/VisorLocal/Scene").standardizedFileURL
    var used = Set<String>()
    for file in ["QuestionAnswer.swift", "SceneAnswer.swift", "ChannelAnswer.swift"] {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      let pattern = try Regex(#""((?:answer|place|people|colour|list|thing)\.[A-Za-z.]+)""#)
      for match in text.matches(of: pattern) {
        used.insert(String(text[match.range]).trimmingCharacters(in: ["\""]))
      }
    }
    #expect(used.count >= 30)
    let missing = used.filter { MessageCatalogue.english.templates[MessageID(rawValue: $0)] == nil }
    #expect(missing.isEmpty, "\(missing.sorted())")
    for concept in SceneVocabulary.concepts {
      #expect(MessageCatalogue.english.templates[concept.noun] != nil, "thing.\(concept.id)")
    }
  }
}

@Suite struct MessageCatalogueTests {
  let english = MessageCatalogue.english

  @Test func pluralFormsFollowCLDREnglish() {
    #expect(PluralRule.english.category(1) == .one)
    #expect(PluralRule.english.category(0) == .other)
    #expect(PluralRule.english.category(2) == .other)
    #expect(english.text("answer.count.faces", ["count": .number(1)]) == "I can see one face.")
    #expect(english.text("answer.count.faces", ["count": .number(3)]) == "I can see 3 faces.")
    #expect(english.text("answer.count.codes", ["count": .number(2)]) == "I can read 2 codes.")
  }

  @Test func nounsHaveTheirForms() {
    #expect(english.noun("thing.dog", .indefinite) == "a dog")
    #expect(english.noun("thing.animal", .indefinite) == "an animal")
    #expect(english.noun("thing.dog", .definite) == "the dog")
    #expect(english.noun("thing.wolf", .counted(2)) == "wolves")
    #expect(english.noun("thing.wolf", .counted(1)) == "wolf")
    #expect(
      english.text("answer.presence.yes", ["thing": .noun("thing.elephant", .indefinite)])
        == "Yes, I can see an elephant.")
  }

  @Test func listsAndNestedMessagesAreJoined() {
    #expect(english.list(["red"]) == "red")
    #expect(english.list(["red", "white"]) == "red and white")
    #expect(english.list(["red", "white", "blue"]) == "red, white and blue")
    #expect(
      english.text(
        "people.place",
        ["side": .message(Message("place.left")), "distance": .message(Message("place.near"))])
        == "on the left, near")
  }

  @Test func aMissingIdOrArgumentIsVisibleNotACrash() {
    #expect(english.text("answer.no.such.id") == "[answer.no.such.id]")
    #expect(english.text("answer.presence.yes") == "Yes, I can see {thing}.")
    #expect(english.placeholders("answer.people.count") == ["count", "places"])
  }

  @Test func aTranslationIsCheckedAgainstTheEnglishTable() {
    let partial = MessageCatalogue(
      language: "fr", plural: PluralRule(categories: [.one, .other]) { $0 <= 1 ? .one : .other },
      templates: ["answer.yes": MessageTemplate("Oui.")])
    #expect(partial.missing(comparedWith: english).count == english.templates.count - 1)
    #expect(partial.text("answer.yes") == "Oui.")
    #expect(partial.plural.category(0) == .one)
  }
}

extension SceneFacts {
  func with(_ change: (inout SceneFacts) -> Void) -> SceneFacts {
    var copy = self
    change(&copy)
    return copy
  }
}
