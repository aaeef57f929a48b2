import Foundation
import Testing
import VisorCore

@testable import VisorLocal

@Suite struct SceneQuestionTests {
  @Test(
    arguments: [
      ("", SceneQuestion.describe),
      ("Describe exactly what you see.", .describe),
      ("What is this?", .describe),
      ("what's that", .describe),
      ("WHAT IS IT", .describe),
      ("What do you see in this picture?", .describe),
      ("Tell me about this photo", .describe),
      ("What colour is it?", .colour),
      ("what color is the car", .colour),
      ("Which colours are in this picture?", .colour),
      ("Read the text", .readText),
      ("What does the sign say?", .readText),
      ("Can you read this label for me", .readText),
      ("What is written here?", .readText),
      ("How many people are there?", .countPeople),
      ("how many faces do you see", .countPeople),
      ("Is anyone in the photo?", .countPeople),
      ("Is there a cat?", .catOrDog),
      ("is there a dog in this picture", .catOrDog),
      ("Is that my puppy?", .catOrDog),
      ("Is it cute?", .cute),
      ("is this kitten adorable", .cute),
      ("What brand is this car?", .other),
      ("What is this car's top speed?", .other),
      ("How old is this building?", .other),
      ("Should I buy it?", .other),
    ] as [(String, SceneQuestion)])
  func questionsAreMatchedByKeyword(_ question: String, _ expected: SceneQuestion) {
    #expect(SceneQuestion(question) == expected)
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
    let sentences = SceneAnswer.sentences(for: .other, facts: Self.car)
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
      SceneAnswer.sentences(for: .readText, facts: facts) == ["I can't find any readable text in this photo."]
    )
  }

  @Test(arguments: [
    (0, "I don't see any faces or people."), (1, "I can see one face."), (3, "I can see 3 faces."),
  ])
  func facesAreCounted(_ count: Int, _ prefix: String) {
    let answer = SceneAnswer.sentences(for: .countPeople, facts: SceneFacts(faceCount: count))
    #expect(answer.count == 1 && answer[0].hasPrefix(prefix))
  }

  @Test func missingClassifierIsSaidPlainly() {
    let facts = SceneFacts(
      colours: [NamedColour(name: "green", fraction: 0.8, hex: "#00ff00")], unavailable: ["classifier"])
    let answer = SceneAnswer.sentences(for: .describe, facts: facts).joined(separator: " ")
    #expect(answer.contains("classifier isn't installed"))
    #expect(answer.contains("mostly green"))
  }

  @Test func catOrDogAnswersFromGroupProbabilitiesAndCatFaces() {
    let dog = SceneFacts(
      labels: [Classification(label: "German shepherd", confidence: 0.4)], dogProbability: 0.8,
      likeliestDog: Classification(label: "German shepherd", confidence: 0.4))
    #expect(
      SceneAnswer.sentences(for: .catOrDog, facts: dog) == [
        "Yes, I can see a dog. It looks like a German shepherd."
      ])
    let catFace = SceneFacts(
      labels: [Classification(label: "ping-pong ball", confidence: 0.3)], catFaceCount: 1)
    #expect(SceneAnswer.sentences(for: .catOrDog, facts: catFace) == ["Yes, I can see a cat."])
    let neither = SceneFacts(labels: [Classification(label: "orange", confidence: 0.9)], dogProbability: 0.01)
    #expect(SceneAnswer.sentences(for: .catOrDog, facts: neither)[0].hasPrefix("I don't see a cat or a dog."))
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
