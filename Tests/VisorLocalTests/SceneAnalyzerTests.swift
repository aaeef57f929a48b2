import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// Real OCR, cascades, classifier and colours on photos from Debian packages and small fixtures.
@Suite(.enabled(if: SceneFixtures.canRunModelTests), .serialized)
struct SceneAnalyzerTests {
  @Test(arguments: [("sign.jpg", "OPEN 24 HOURS"), ("plate.jpg", "ABC 123")])
  func ocrReadsRenderedText(_ file: String, _ expected: String) async throws {
    let reading = try #require(
      try await SceneFixtures.analyzer.textReader.read(jpeg: try SceneFixtures.fixture(file)))
    print("[ocr] \(file): \(reading.text) (confidence \(String(format: "%.2f", reading.confidence)))")
    #expect(reading.text == expected)
    #expect(reading.confidence > 0.8)
  }

  @Test func ocrReadsAParagraphFromABookScan() async throws {
    let reading = try #require(
      try await SceneFixtures.analyzer.textReader.read(jpeg: try SceneFixtures.opencv("imageTextN.png")))
    let words = Set(reading.text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
    let expected: Set<String> = [
      "technical", "students", "projects", "implementation", "conference", "algorithms",
    ]
    print(
      "[ocr] imageTextN.png: \(words.intersection(expected).count)/\(expected.count) key words, confidence \(String(format: "%.2f", reading.confidence))"
    )
    #expect(expected.isSubset(of: words))
  }

  @Test(arguments: ["baboon.jpg", "orange.jpg", "fruits.jpg"])
  func photosWithoutTextYieldNoText(_ file: String) async throws {
    let reading = try await SceneFixtures.analyzer.textReader.read(jpeg: try SceneFixtures.opencv(file))
    #expect(reading == nil, "invented text: \(reading?.text ?? "")")
  }

  @Test func facesAreCountedOnAPhotoWithAPerson() async throws {
    let facts = try await SceneFixtures.analyzer.analyze(
      jpeg: try SceneFixtures.opencv("messi5.jpg"), parts: [.faces])
    print("[faces] messi5.jpg: \(facts.faceCount)")
    #expect(facts.faceCount >= 1)
    let none = try await SceneFixtures.analyzer.analyze(
      jpeg: try SceneFixtures.opencv("fruits.jpg"), parts: [.faces])
    #expect(none.faceCount == 0)
  }

  @Test func catFacesAreFoundOnACatAndNotOnPeopleOrDogs() async throws {
    let facts = try await SceneFixtures.analyzer.analyze(
      jpeg: try SceneFixtures.fixture("chelsea.jpg"), parts: [.catFaces])
    print(
      "[faces] chelsea.jpg cat faces: \(facts.catFaceCount), cat probability \(String(format: "%.2f", facts.catProbability))"
    )
    #expect(facts.catFaceCount == 1)
    #expect(facts.catProbability > 0.5)
    for photo in [try SceneFixtures.darknet("dog.jpg"), try SceneFixtures.opencv("messi5.jpg")] {
      let other = try await SceneFixtures.analyzer.analyze(jpeg: photo, parts: [.catFaces])
      #expect(other.catFaceCount == 0)
    }
  }

  @Test func allFactsOfAPhotoAreComputed() async throws {
    let facts = try await SceneFixtures.analyzer.analyze(jpeg: try SceneFixtures.opencv("orange.jpg"))
    print(
      "[scene] orange.jpg: \(facts.labels.first!), colours \(facts.colours.map { "\($0.name) \(String(format: "%.2f", $0.fraction))" })"
    )
    #expect(facts.labels.first?.label == "orange")
    #expect(facts.colours.contains { $0.name == "orange" })
    #expect(facts.text == nil)
    #expect(facts.faceCount == 0)
    #expect(facts.unavailable.isEmpty)
    #expect(SceneFixtures.analyzer.state == .loaded || SceneFixtures.analyzer.state == .notLoaded)
  }

  @Test func aCarPhotoGivesCarFactsAndItsColour() async throws {
    let facts = try await SceneFixtures.analyzer.analyze(
      jpeg: try SceneFixtures.opencv("licenseplate_motion.jpg"), parts: [.labels, .colours])
    print(
      "[scene] licenseplate_motion.jpg: car \(String(format: "%.2f", facts.carProbability)), body \(facts.likeliestCarBody.map { "\($0.label) \(String(format: "%.2f", $0.confidence))" } ?? "-"), colours \(facts.colours.map { "\($0.name) \($0.hex) \(String(format: "%.2f", $0.fraction))" })"
    )
    #expect(facts.carProbability > 0.5)
    #expect(facts.likeliestCarBody != nil)
    // A blurred blue-gray (#869ea9) car: either neutral name is fair.
    #expect(["silver", "gray"].contains(facts.colours.first?.name ?? ""))
    let fruit = try await SceneFixtures.analyzer.analyze(
      jpeg: try SceneFixtures.opencv("fruits.jpg"), parts: [.labels])
    #expect(fruit.carProbability < 0.05)
  }

  @Test func piecesThatAreNotInstalledAreListedNotInvented() async throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-none-\(UUID().uuidString)")
    let analyzer = SceneAnalyzer(modelsDirectory: empty, cascadeDirectory: empty, tessdataDirectory: empty)
    #expect(analyzer.state == .missing)
    let facts = try await analyzer.analyze(jpeg: try SceneFixtures.fixture("plate.jpg"))
    #expect(Set(facts.unavailable) == ["classifier", "faces", "catFaces", "text"])
    #expect(facts.labels.isEmpty && facts.text == nil)
    #expect(facts.colours.first?.name == "silver")
    let answer = try await LocalSceneModel(analyzer: analyzer).complete([
      ChatMessage(
        role: .user, parts: [.image(try SceneFixtures.fixture("plate.jpg"), mimeType: "image/jpeg")])
    ])
    #expect(answer.contains("classifier isn't installed"))
    #expect(answer.contains("mostly silver"))
  }
}

/// `local/scene` end to end: a question and a real photo in, an honest streamed answer out.
@Suite(.enabled(if: SceneFixtures.canRunModelTests), .serialized)
struct SceneModelTests {
  static func ask(_ question: String, _ photo: Data) async throws -> String {
    try await SceneFixtures.scene.complete([
      ChatMessage(role: .system, text: "You are a helpful assistant."),
      ChatMessage(role: .user, parts: [.image(photo, mimeType: "image/jpeg"), .text(question)]),
    ])
  }

  static let cases: [(question: String, photo: String, expected: [String])] = [
    ("What is this?", "opencv:baboon.jpg", ["This looks like a baboon"]),
    ("Describe exactly what you see.", "opencv:orange.jpg", ["an orange", "mostly"]),
    ("", "opencv:squirrel_cls.jpg", ["This looks like a fox squirrel"]),
    ("Is there a cat?", "cat", ["Yes, I can see a cat.", "tabby cat"]),
    ("Is there a dog in this picture?", "darknet:dog.jpg", ["Yes, I can see a dog."]),
    ("What is this?", "darknet:dog.jpg", ["This looks like a dog (probably a malamute)"]),
    ("What is this?", "opencv:licenseplate_motion.jpg", ["This looks like a car (probably a minivan)"]),
    ("is there a cat or a dog?", "opencv:fruits.jpg", ["I don't see a cat"]),
    ("Read the text", "fixture:sign.jpg", ["It says 'OPEN 24 HOURS'."]),
    ("What does it say?", "fixture:plate.jpg", ["'ABC 123'"]),
    ("Read the text please", "opencv:baboon.jpg", ["I can't find any readable text"]),
    ("How many people are there?", "opencv:messi5.jpg", ["I can see"]),
    ("How many faces?", "opencv:fruits.jpg", ["I don't see any faces or people."]),
    ("What colour is it?", "opencv:orange.jpg", ["mostly orange"]),
    (
      "What colour is the car?", "fixture:plate.jpg",
      ["I'm not sure there is a car, so I can't tell its colour."]
    ),
    ("Is it cute?", "cat", ["Yes, cute"]),
    ("Is there a cat here?", "fixture:chelsea.jpg", ["Yes, I can see a cat."]),
    ("What is this?", "fixture:chelsea.jpg", ["cat"]),
    ("Is it cute?", "opencv:fruits.jpg", ["Not by my measure"]),
    (
      "What brand is the truck?", "darknet:dog.jpg",
      ["This looks like", "A vision model would answer that"]
    ),
  ]

  static func photo(_ spec: String) throws -> Data {
    if spec == "cat" { return try SceneFixtures.photo(SceneFixtures.catPhoto) }
    let parts = spec.split(separator: ":", maxSplits: 1).map(String.init)
    switch parts[0] {
    case "opencv": return try SceneFixtures.opencv(parts[1])
    case "darknet": return try SceneFixtures.darknet(parts[1])
    default: return try SceneFixtures.fixture(parts[1])
    }
  }

  @Test(arguments: cases.indices)
  func questionsGetHonestAnswersFromTheFacts(_ index: Int) async throws {
    let c = Self.cases[index]
    let answer = try await Self.ask(c.question, try Self.photo(c.photo))
    print("[scene] \(c.photo) “\(c.question)” → \(answer)")
    for fragment in c.expected {
      #expect(answer.contains(fragment), "“\(c.question)” on \(c.photo): \(answer)")
    }
  }

  @Test func answersStreamAsSeveralChunks() async throws {
    var chunks: [String] = []
    let stream = SceneFixtures.scene.stream(
      [
        ChatMessage(
          role: .user, parts: [.image(try SceneFixtures.opencv("messi5.jpg"), mimeType: "image/jpeg")])
      ],
      options: ChatOptions())
    for try await chunk in stream { chunks.append(chunk) }
    print("[scene] messi5.jpg chunks: \(chunks)")
    #expect(chunks.count >= 2)
    #expect(chunks.dropFirst().allSatisfy { $0.hasPrefix(" ") })
  }

  @Test func aFullDescriptionIsTimed() async throws {
    let photo = try SceneFixtures.darknet("dog.jpg")
    _ = try await Self.ask("What is this?", photo)  // warm every piece
    let clock = ContinuousClock()
    var answer = ""
    let elapsed = try await clock.measure { answer = try await Self.ask("What is this?", photo) }
    let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    print(
      String(
        format:
          "[bench] scene describe (classifier + OCR + faces + cat faces + colours) on dog.jpg 768×576: %.0f ms",
        ms))
    #expect(answer.contains("dog") || answer.contains("malamute") || answer.contains("shepherd"))
    #expect(ms < 20_000)
  }

  @Test func structuredOutputIsRefusedWithHowToConfigureAProvider() async throws {
    do {
      _ = try await SceneFixtures.scene.complete(
        [
          ChatMessage(
            role: .user, parts: [.image(try SceneFixtures.fixture("plate.jpg"), mimeType: "image/jpeg")])
        ],
        options: ChatOptions(jsonSchema: #"{"type":"object"}"#))
      Issue.record("expected an error")
    } catch let error as VisorError {
      #expect(error.code == .notConfigured)
      #expect(error.message.contains("VISOR_OPENAI_API_KEY"))
    }
  }

  @Test func aMessageWithoutAPhotoAsksForOne() async throws {
    let answer = try await SceneFixtures.scene.complete([ChatMessage(role: .user, text: "What is this?")])
    #expect(answer == SceneAnswer.needsPhoto)
  }

  @Test func aFollowUpQuestionUsesTheEarlierPhoto() async throws {
    let answer = try await SceneFixtures.scene.complete([
      ChatMessage(
        role: .user, parts: [.image(try SceneFixtures.fixture("sign.jpg"), mimeType: "image/jpeg")]),
      ChatMessage(role: .assistant, text: "I can read 'OPEN 24 HOURS'."),
      ChatMessage(role: .user, text: "What colour is it?"),
    ])
    #expect(answer.contains("white"))
  }

  @Test func nonImageBytesFailWithAClearError() async throws {
    do {
      _ = try await Self.ask("What is this?", try SceneFixtures.fixture("not-an-image.jpg"))
      Issue.record("expected an error")
    } catch let error as VisorError {
      #expect(error.code == .imageUnreadable)
      #expect(error.message.contains("Send a JPEG"))
    }
  }

  @Test func descriptorReportsStateAndCapability() {
    let descriptor = SceneFixtures.scene.descriptor
    #expect(descriptor.id == "local/scene")
    #expect(descriptor.capabilities == [.scene])
    #expect([ModelState.loaded, .notLoaded, .loading].contains(descriptor.state))
  }
}
