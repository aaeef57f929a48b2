import Foundation
import Testing
import VisorCore

@testable import VisorLocal

@Suite struct SceneQuestionTests {
  /// Issue 23: the kind decides the channel; the subject is a vocabulary concept ("puppy" is a dog).
  /// Changed from the old keyword kinds: "how many faces" is now a count of faces (the face detector
  /// still answers), "Is there a cat?" is the presence of a cat (no longer "cat or dog").
  @Test(
    arguments: [
      ("", SceneQuestion.Kind.describe, nil),
      ("Describe exactly what you see.", .describe, nil),
      ("What is this?", .describe, nil),
      ("what's that", .describe, nil),
      ("WHAT IS IT", .describe, nil),
      ("What do you see in this picture?", .describe, nil),
      ("Tell me about this photo", .describe, nil),
      ("What colour is it?", .colour, nil),
      ("what color is the car", .colour, "car"),
      ("What colour is the dog?", .colour, "dog"),
      ("Which colours are in this picture?", .colour, nil),
      ("Read the text", .reading, nil),
      ("What does the sign say?", .reading, nil),
      ("Can you read this label for me", .reading, nil),
      ("What is written here?", .reading, nil),
      ("What does the code say?", .code, "code"),
      ("Scan the barcode", .code, "code"),
      ("Is there a QR code?", .code, "code"),
      ("Is it dark?", .light, nil),
      ("Is the light on?", .light, nil),
      ("How many people are there?", .people, "person"),
      ("how many faces do you see", .count, "face"),
      ("Is anyone in the photo?", .people, "person"),
      ("Who is in the picture?", .people, "person"),
      ("Who is this?", .unknown, nil),
      ("How many dogs are there?", .count, "dog"),
      ("Where is the dog?", .location, "dog"),
      ("Where is the person?", .location, "person"),
      ("Is there a cat?", .presence, "cat"),
      ("is there a dog in this picture", .presence, "dog"),
      ("Is that my puppy?", .presence, "dog"),
      ("Are there any animals?", .presence, "animal"),
      ("Is there a big cat?", .presence, "bigCat"),
      ("Is it cute?", .cute, nil),
      ("is this kitten adorable", .cute, nil),
      ("What brand is this car?", .unknown, nil),
      ("What is this car's top speed?", .unknown, nil),
      ("How old is this building?", .unknown, nil),
      ("Should I buy it?", .unknown, nil),
      ("Y a-t-il un chien ?", .unknown, nil),
      ("¿Hay un perro?", .unknown, nil),
    ] as [(String, SceneQuestion.Kind, String?)])
  func questionsAreUnderstood(_ question: String, _ kind: SceneQuestion.Kind, _ subject: String?) {
    let understood = SceneQuestion(question)
    #expect(understood.kind == kind, "\(question)")
    #expect(understood.subject?.id == subject, "\(question)")
  }

  @Test func aThingOutsideTheVocabularyIsKeptByName() {
    let question = SceneQuestion("Is there a banana in the picture?")
    #expect(question.kind == .presence && question.subject == nil && question.subjectWords == "banana")
    #expect(SceneQuestion("Is it dark?").lightQuality == .dark)
    #expect(SceneQuestion("Is it bright in here?").lightQuality == .bright)
    #expect(SceneQuestion("What colour is it?").subjectWords == nil)
  }

  @Test func aQuestionOfAnyLengthGoesThroughTheModule() {
    let long = String(repeating: "what about this thing over there ", count: 2000)
    #expect(SceneQuestion(long).kind == .unknown)
    #expect(SceneQuestion("   \n  ").kind == .describe)
  }

  static let car = SceneFacts(
    labels: [
      Classification(label: "sports car", confidence: 0.83),
      Classification(label: "convertible", confidence: 0.07),
    ],
    text: TextReading(text: "ABC 123", confidence: 0.9),
    colours: [NamedColour(name: "silver", fraction: 0.6, hex: "#c0c0c0")],
    subjectColours: [NamedColour(name: "silver", fraction: 0.8, hex: "#c0c0c0")])

  @Test func confidentDescriptionNamesSubjectColourAndText() {
    let answer = SceneAnswer.sentences(for: .describe, facts: Self.car).joined(separator: " ")
    #expect(answer == "This looks like a sports car, mostly silver. I can read 'ABC 123'.")
  }

  /// Issue 14: the picture's colour is never told as the subject's.
  @Test func withoutAMeasuredSubjectTheColourIsThePictures() {
    var facts = Self.car
    facts.subjectColours = []
    facts.colours = [NamedColour(name: "dark green", fraction: 0.7, hex: "#1e3c23")]
    let answer = SceneAnswer.sentences(for: .describe, facts: facts).joined(separator: " ")
    #expect(answer == "This looks like a sports car. The picture is mostly dark green. I can read 'ABC 123'.")
  }

  @Test(arguments: [
    (0.95, "This looks like an orange, mostly orange."),
    (0.45, "This is probably an orange, mostly orange."),
    (0.2, "I'm not sure what this is; it might be an orange or a lemon. The picture is mostly orange."),
  ])
  func wordingFollowsConfidence(_ confidence: Double, _ expected: String) {
    let facts = SceneFacts(
      labels: [
        Classification(label: "orange", confidence: confidence),
        Classification(label: "lemon", confidence: 0.1),
      ],
      colours: [NamedColour(name: "orange", fraction: 0.7, hex: "#ff9900")],
      subjectColours: [NamedColour(name: "orange", fraction: 0.9, hex: "#ff9900")])
    #expect(SceneAnswer.sentences(for: .describe, facts: facts).joined(separator: " ") == expected)
  }

  @Test func aConfidentGroupIsNamedBeforeAnUncertainMember() {
    let dog = SceneFacts(
      labels: [
        Classification(label: "malamute", confidence: 0.45),
        Classification(label: "German shepherd", confidence: 0.26),
      ],
      dogProbability: 0.85, likeliestDog: Classification(label: "malamute", confidence: 0.45),
      colours: [NamedColour(name: "gray", fraction: 0.5, hex: "#808080")],
      subjectColours: [NamedColour(name: "gray", fraction: 0.6, hex: "#808080")])
    #expect(
      SceneAnswer.describe(dog) == ["This looks like a dog (probably a malamute), mostly gray."])
    let car = SceneFacts(
      labels: [
        Classification(label: "minivan", confidence: 0.2), Classification(label: "cab", confidence: 0.1),
      ],
      carProbability: 0.7, likeliestCarBody: Classification(label: "minivan", confidence: 0.2))
    #expect(SceneAnswer.describe(car) == ["This looks like a car."])
  }

  /// Issue 15: what Visor can tell first, then one plain sentence — no environment variables.
  @Test func questionsItCannotAnswerLeadWithWhatItCanTellAndEndWithOneSentence() {
    let sentences = SceneAnswer.sentences(for: .unknown, facts: Self.car)
    let answer = sentences.joined(separator: " ")
    #expect(answer.hasPrefix("This looks like a sports car, mostly silver. I can read 'ABC 123'."))
    #expect(
      sentences.last
        == "A vision model would answer that; whoever runs this Visor can add one in Settings → Models.")
    #expect(!answer.contains("VISOR_"))
    #expect(!answer.contains("Ollama"))
    #expect(answer.count < 200, "short enough to hear: \(answer.count) characters")
  }

  @Test func noTextMeansItSaysSoInsteadOfInventing() {
    let facts = SceneFacts(labels: [Classification(label: "baboon", confidence: 0.9)])
    #expect(
      SceneAnswer.sentences(for: SceneQuestion(kind: .reading), facts: facts)[0].hasPrefix(
        "I can't find any readable text")
    )
  }

  @Test(arguments: [
    (0, "I don't see any faces or people."), (1, "I can see one face."), (3, "I can see 3 faces."),
  ])
  func facesAreCounted(_ count: Int, _ prefix: String) {
    let answer = SceneAnswer.sentences(for: SceneQuestion(kind: .people), facts: SceneFacts(faceCount: count))
    #expect(answer.count == 1 && answer[0].hasPrefix(prefix))
  }

  @Test func missingClassifierIsSaidPlainly() {
    let facts = SceneFacts(
      colours: [NamedColour(name: "green", fraction: 0.8, hex: "#00ff00")], unavailable: ["classifier"])
    let answer = SceneAnswer.sentences(for: .describe, facts: facts).joined(separator: " ")
    #expect(answer.contains("classifier isn't installed"))
    #expect(answer.contains("mostly green"))
  }

  @Test(arguments: [
    ("sports car", "a sports car"), ("orange", "an orange"), ("sunglasses", "sunglasses"),
    ("English setter", "an English setter"),
  ])
  func articlesAreChosen(_ label: String, _ expected: String) {
    #expect(SceneAnswer.withArticle(label) == expected)
  }

  @Test func cuteProbabilityIsBoostedByACatFace() {
    #expect(CuteClassifier.cuteProbability(cuddly: 0.2, catFaces: 0) == 0.2)
    #expect(abs(CuteClassifier.cuteProbability(cuddly: 0.2, catFaces: 1) - 0.6) < 1e-12)
    #expect(CuteClassifier.cuteProbability(cuddly: 1, catFaces: 2) == 1)
  }

  @Test func ocrFilterDropsJunkAndKeepsWords() {
    typealias W = TextReader.Word
    let junk = [
      W(text: "|", confidence: 90, line: 0), W(text: "~", confidence: 80, line: 0),
      W(text: ".", confidence: 95, line: 1), W(text: "ee", confidence: 30, line: 1),
    ]
    #expect(TextReader.filter(junk, minimumConfidence: 60) == nil)
    let words = [
      W(text: "OPEN", confidence: 92, line: 0), W(text: "|", confidence: 90, line: 0),
      W(text: "24", confidence: 88, line: 0), W(text: "HOURS", confidence: 90, line: 1),
    ]
    let reading = TextReader.filter(words, minimumConfidence: 60)
    #expect(reading?.text == "OPEN 24\nHOURS")
    #expect(abs((reading?.confidence ?? 0) - 0.9) < 1e-6)
  }
}
