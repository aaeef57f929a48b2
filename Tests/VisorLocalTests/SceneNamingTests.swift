import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// Issue 26 item 4: where the classifier's names are weak, say what the facts support — the words of
/// a sign or shopfront, a code — and never call a code writing in a script it cannot read.
struct SceneNamingTests {
  /// Facts whose top class is `index` (919 street sign, 498 cinema, 817 sports car …) at `confidence`.
  static func facts(
    top: String, _ confidence: Double, index: Int = 919, text: String? = nil, shop: Float = 0
  ) -> SceneFacts {
    var probabilities = [Float](repeating: 0, count: 1000)
    probabilities[index] = Float(confidence)
    probabilities[498] = max(probabilities[498], shop)  // cinema
    var facts = SceneFacts(
      labels: [Classification(label: top, confidence: confidence)],
      text: text.map { TextReading(text: $0, confidence: 0.95) })
    facts.scores = ClassScores(probabilities: probabilities, labels: (0..<1000).map { "class \($0)" })
    return facts
  }

  @Test func aWeakPlaceNameGivesWayToTheWordsOnTheSign() {
    let sign = SceneAnswer.describe(Self.facts(top: "parallel bars", 0.35, index: 702, text: "NO PARKING"))
    #expect(sign.first == "A sign or label reading 'NO PARKING'.", "\(sign)")
    #expect(!sign.joined().contains("parallel bars"))
    #expect(!sign.joined().contains("I can read"), "the words are said once")
    let shop = SceneAnswer.describe(
      Self.facts(top: "cinema", 0.4, index: 498, text: "THE COPY CENTRE", shop: 0.4))
    #expect(shop.first == "A shopfront with the words 'THE COPY CENTRE'.", "\(shop)")
    #expect(!shop.joined().contains("cinema"))
    // A confident subject keeps its name; the words follow. So does a probable one that is not a
    // place, sign or screen (a car at 0.45 is still a car).
    let car = SceneAnswer.describe(Self.facts(top: "sports car", 0.85, index: 817, text: "ABC 123"))
    #expect(car.first?.hasPrefix("This looks like a sports car") == true, "\(car)")
    #expect(car.contains("I can read 'ABC 123'."), "\(car)")
    let probableCar = SceneAnswer.describe(Self.facts(top: "sports car", 0.45, index: 817, text: "ABC 123"))
    #expect(probableCar.first?.hasPrefix("This is probably a sports car") == true, "\(probableCar)")
    #expect(probableCar.contains("I can read 'ABC 123'."), "\(probableCar)")
    // Any guess below 0.3 gives way to the words.
    let guess = SceneAnswer.describe(Self.facts(top: "hook", 0.2, index: 600, text: "ABC 123"))
    #expect(guess.first == "A sign or label reading 'ABC 123'.", "\(guess)")
  }

  /// The digits printed under a barcode are not a sign.
  @Test func wordsBesideADecodedCodeAreNotASign() {
    var product = Self.facts(top: "nail", 0.2, text: "4 006381 333931")
    product.barcodes = [
      DecodedBarcode(
        symbology: "EAN-13", payload: Array("4006381333931".utf8),
        box: PixelBox(x: 0, y: 0, width: 200, height: 90))
    ]
    let said = SceneAnswer.describe(product).joined(separator: " ")
    #expect(!said.contains("sign") && !said.contains("nail"), "\(said)")
    #expect(said.contains("EAN-13 product code"), "\(said)")
  }

  @Test func aCodeLeadsInsteadOfAGuessAndAnUndecodedCodeIsNotAScript() {
    var code = Self.facts(top: "digital clock", 0.2)
    code.barcodes = [
      DecodedBarcode(
        symbology: "QR-Code", payload: Array("https://example.org/visor".utf8),
        box: PixelBox(x: 0, y: 0, width: 90, height: 90))
    ]
    let said = SceneAnswer.describe(code).joined(separator: " ")
    #expect(!said.contains("clock"), "\(said)")
    #expect(said.contains("QR code"), "\(said)")
    var undecoded = Self.facts(top: "digital clock", 0.2)
    undecoded.unreadableBarcodes = 1
    let hint = SceneAnswer.describe(undecoded).joined(separator: " ")
    #expect(hint.contains("I see a barcode but can't read it"), "\(hint)")
    #expect(!hint.contains("script") && !hint.contains("clock"), "\(hint)")
  }

  static var peopleFixtures: URL {
    SpeechTestEnvironment.repositoryRoot.appending(path: "Tests/Fixtures/people/photos")
  }

  /// The real engine: a QR code zbar cannot decode (part of it painted over) was "writing, but not in
  /// a script I can read"; the sign fixture is a sign reading its words.
  @Test(.enabled(if: PPOCRFixtures.canRun)) func realPhotosAreNamedByWhatWasRead() async throws {
    try PPOCRFixtures.require()
    let analyzer = await PPOCRFixtures.analyzer()
    let damaged = try Data(contentsOf: Self.peopleFixtures.appending(path: "qr-damaged.jpg"))
    let facts = try await analyzer.analyze(jpeg: damaged)
    let said = SceneAnswer.describe(facts).joined(separator: " ")
    #expect(!said.contains("script"), "\(said)")
    #expect(said.contains("barcode"), "\(said)")
    // Before and after, printed for the note: the subject line the classifier alone gave, and what
    // describe leads with now, on the photos with writing or codes of the bank and this set.
    let bank = SpeechTestEnvironment.repositoryRoot.appending(path: "Tests/Fixtures/questions/photos")
    let photos: [URL] = [
      SceneFixtures.local.appending(path: "sign.jpg"), SceneFixtures.local.appending(path: "plate.jpg"),
      bank.appending(path: "exit-sign.jpg"), bank.appending(path: "qr-white.jpg"),
      bank.appending(path: "qr-desk.jpg"), bank.appending(path: "ean13.jpg"),
      Self.peopleFixtures.appending(path: "qr-damaged.jpg"),
      URL(fileURLWithPath: "/usr/share/doc/opencv-doc/examples/text/scenetext01.jpg"),
    ]
    for url in photos {
      let facts = try await analyzer.analyze(jpeg: try SceneFixtures.photo(url))
      let before = facts.labels.isEmpty ? "-" : SceneAnswer.subjectSentence(facts.labels) + "."
      let after = SceneAnswer.describe(facts).first ?? "-"
      print("[naming] \(url.lastPathComponent): before \"\(before)\" → now \"\(after)\"")
      #expect(!SceneAnswer.describe(facts).joined().contains("script"), "\(url.lastPathComponent)")
    }
    let sign = try await analyzer.analyze(jpeg: try SceneFixtures.fixture("sign.jpg"))
    #expect(
      SceneAnswer.describe(sign).first == "A sign or label reading 'OPEN 24 HOURS'.",
      "\(SceneAnswer.describe(sign))")
  }
}
