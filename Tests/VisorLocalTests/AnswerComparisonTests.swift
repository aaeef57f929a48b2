import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// How checks compare (docs/decisions/024-cross-checks.md), without models: facts made by hand.
struct AnswerComparisonTests {
  static func reading(_ text: String) -> SceneFacts {
    SceneFacts(text: TextReading(text: text, confidence: 90))
  }

  @Test(arguments: [
    ("STOP", "The sign says 'SHOP'.", false),
    ("STOP", "A red sign reads “STOP”.", true),
    ("OPEN 24 HOURS", "The sign says \"Open 24 hours\".", true),
    ("OPEN 24 HOURS", "It says 'OPEN'.", true),  // the model quoted part of it
    ("OPEN 24 HOURS", "It says 'SHOP 24 HOURS'.", false),  // short text: every word must match
    ("Café Müller", "The awning reads 'CAFE MULLER'.", true),  // case and accents folded
    (
      "determine markers of the coins segmentation watershed",
      "'Determine markers of the coins using segmentation'", true
    ),
  ])
  func textIsComparedByNormalisedWords(local: String, answer: String, agrees: Bool) throws {
    let check = try #require(
      AnswerComparison.compare(facts: Self.reading(local), answer: answer, mode: .describe).first)
    #expect(check.kind == .text)
    #expect(check.agrees == agrees, "\(local) vs \(answer)")
  }

  /// In describe nothing is measured while the provider answers, and afterwards only what the answer
  /// gives a reason for (issue 23 item 8); the single-purpose channels measure at once, as before.
  @Test(
    arguments: [
      ("A small hatchback parked on a quiet street.", [SceneFacts.Part]()),
      ("A small white hatchback.", [.colours]),
      ("A sign reads 'SHOP'.", [.text]),
      ("Two men stand beside a red car.", [.faces, .people, .colours]),
      ("A woman holds a leaflet; it says the number is 0123 456 789.", [.faces, .people, .barcodes, .text]),
      ("A QR code linking to example.com on a poster.", [.barcodes]),
      ("Nobody is here; an empty room with grey walls.", [.faces, .people, .colours]),
    ] as [(String, [SceneFacts.Part])])
  func describeMeasuresOnlyWhatTheAnswerGivesAReasonFor(_ answer: String, _ parts: [SceneFacts.Part]) {
    #expect(AnswerComparison.eagerParts(for: .describe).isEmpty)
    #expect(AnswerComparison.deferredParts(for: .describe, answer: answer) == Set(parts), "\(answer)")
  }

  @Test func singlePurposeChannelsMeasureWhileTheProviderAnswers() {
    #expect(AnswerComparison.eagerParts(for: .text) == [.text])
    #expect(AnswerComparison.deferredParts(for: .text, answer: "It says 'STOP'.").isEmpty)
    // Every part a channel compares is measured, early or late, when the answer states everything.
    let everything = "Two people by a red sign reading 'X' with the number 12345678 and example.com."
    for mode in AnalysisMode.allCases {
      #expect(
        AnswerComparison.eagerParts(for: mode).union(
          AnswerComparison.deferredParts(for: mode, answer: everything)) == AnswerComparison.parts(for: mode),
        "\(mode)")
    }
  }

  /// Issue 26 item 5: what an answer says writing says, without quotation marks.
  @Test(
    arguments: [
      ("It says: Welcome to the bakery.", ["Welcome to the bakery"]),
      ("The label reads 50 % off, in red.", ["50 % off, in red"]),
      ("A green sign on the door says EXIT. A man walks past.", ["EXIT"]),
      ("There is a poster which reads Summer Sale and a bench", ["Summer Sale and a bench"]),
      ("The sign reads - NO PARKING", ["NO PARKING"]),
      ("She reads a book on the sofa.", []),
      ("The man says hello to a dog.", []),
      ("The note says that the shop is closed today.", []),
      ("I can't read what the sign says.", []),
      ("The text is too small to read.", []),
      ("It says 'STOP'.", ["'STOP'"]),
    ] as [(String, [String])])
  func unquotedReadingClaimsAreFound(answer: String, claims: [String]) {
    #expect(AnswerComparison.readingClaims(answer) == claims, "\(answer)")
  }

  @Test(arguments: [
    ("WELCOME TO THE BAKERY", "It says: Welcome to the bakery.", true),
    ("CLOSED", "It says: Welcome to the bakery.", false),
    ("50% OFF", "The label reads 50 % off.", true),
    ("50% OFF", "The label reads 70 % off.", false),
    ("NO PARKING", "The sign says no parking at any time", true),  // the model adds words: still agrees
    ("OPEN 24 HOURS", "A sign on the window reads SHOP 24 HOURS.", false),
  ])
  func unquotedClaimsAreComparedWithTheLocalReading(local: String, answer: String, agrees: Bool) throws {
    let check = try #require(
      AnswerComparison.compare(facts: Self.reading(local), answer: answer, mode: .describe).first,
      "\(answer)")
    #expect(check.kind == .text)
    #expect(check.agrees == agrees, "\(local) vs \(answer)")
    // The reader runs for it in describe.
    #expect(AnswerComparison.deferredParts(for: .describe, answer: answer) == [.text])
  }

  @Test func anAnswerThatReadsNothingIsNotComparedInDescribe() {
    #expect(AnswerComparison.deferredParts(for: .describe, answer: "She reads a book.").isEmpty)
    #expect(
      AnswerComparison.compare(facts: Self.reading("EXIT"), answer: "She reads a book.", mode: .describe)
        .isEmpty)
  }

  @Test func theTextChannelComparesTheWholeAnswerUnlessItSaysThereIsNoText() {
    let facts = Self.reading("EXIT")
    #expect(AnswerComparison.compare(facts: facts, answer: "EXIT", mode: .text).first?.agrees == true)
    #expect(AnswerComparison.compare(facts: facts, answer: "EXTT", mode: .text).first?.agrees == false)
    #expect(
      AnswerComparison.compare(facts: facts, answer: "I can't read any text here.", mode: .text).isEmpty)
    // In describe, an answer that quotes nothing stated no text.
    #expect(
      AnswerComparison.compare(facts: facts, answer: "A green sign over a door.", mode: .describe).isEmpty)
    // Nothing read locally: nothing to compare (not reading is not evidence).
    #expect(AnswerComparison.compare(facts: SceneFacts(), answer: "It says 'EXIT'.", mode: .describe).isEmpty)
  }

  @Test(
    arguments: [
      ("A woman walks a dog.", 1), ("Two men and a child", 3), ("3 people at a table", 3),
      ("There are two people: a man and a woman.", 2), ("Nobody is in the photo.", 0),
      ("There are no people here.", 0), ("Several people walk by.", nil), ("A dog on a sofa.", nil),
      ("A man-made lake.", nil), ("a group of five young players", 5),
    ] as [(String, Int?)])
  func peopleCountsAreReadInWordsAndDigits(answer: String, count: Int?) {
    #expect(AnswerComparison.peopleCount(answer) == count, "\(answer)")
  }

  @Test func peopleAreComparedOnlyWhenTheDetectorsSawSomeone() {
    let one = PersonSighting(position: .centre, distance: .near, evidence: .body, centreX: 0.5, height: 0.8)
    let facts = SceneFacts(people: [one, one])
    #expect(
      AnswerComparison.compare(facts: facts, answer: "Two people stand there.", mode: .people)
        == [AnswerCheck(kind: .people, local: "2 people", model: "2 people", agrees: true)])
    #expect(
      AnswerComparison.compare(facts: facts, answer: "A man stands there.", mode: .people).first?.agrees
        == false)
    #expect(
      AnswerComparison.compare(facts: SceneFacts(), answer: "A man stands there.", mode: .people).isEmpty)
  }

  /// Issue 26: the detectors undercount crowds, small and edge-cut people and never overcount, so
  /// there their count is a lower bound; a model saying fewer than they saw is still flagged, and
  /// two people in full view are still an exact count.
  @Test func aCountThatMayMissPeopleIsALowerBound() {
    func person(_ x: Double, _ height: Double) -> PersonSighting {
      PersonSighting(position: .centre, distance: .near, evidence: .body, centreX: x, height: height)
    }
    func check(_ people: [PersonSighting], _ answer: String) -> AnswerCheck? {
      AnswerComparison.compare(facts: SceneFacts(people: people), answer: answer, mode: .people).first
    }
    let crowd = [person(0.3, 0.6), person(0.5, 0.6), person(0.7, 0.6)]
    #expect(
      check(crowd, "Five people sit at a table.")
        == AnswerCheck(kind: .people, local: "at least 3 people", model: "5 people", agrees: true))
    #expect(check(crowd, "Two people sit at a table.")?.agrees == false)
    #expect(check(crowd, "Three people sit at a table.")?.agrees == true)
    // Someone small (far away) or cut by the frame's edge: others may be there unseen.
    #expect(check([person(0.5, 0.8), person(0.4, 0.12)], "Four people on a beach.")?.agrees == true)
    #expect(check([person(0.95, 0.7)], "Two men talk.")?.agrees == true)
    #expect(check([person(0.95, 0.7), person(0.5, 0.7)], "A man stands there.")?.agrees == false)
    // Two people in full view, tall and away from the edges: the count is exact both ways.
    let two = [person(0.35, 0.7), person(0.65, 0.7)]
    #expect(
      check(two, "Three people stand there.")
        == AnswerCheck(kind: .people, local: "2 people", model: "3 people", agrees: false))
    #expect(check(two, "One man stands there.")?.agrees == false)
    #expect(!AnswerComparison.mayMissPeople(two))
  }

  static func code(_ symbology: String, _ payload: String) -> DecodedBarcode {
    DecodedBarcode(
      symbology: symbology, payload: Array(payload.utf8), box: PixelBox(x: 0, y: 0, width: 1, height: 1))
  }

  @Test func codesAreComparedByDigitsHostOrNetworkName() {
    let ean = SceneFacts(barcodes: [Self.code("EAN-13", "4006381333931")])
    #expect(
      AnswerComparison.compare(facts: ean, answer: "EAN 4 006381 333931", mode: .barcode).first?.agrees
        == true)
    #expect(
      AnswerComparison.compare(facts: ean, answer: "The code is 4006381333932.", mode: .barcode).first?.agrees
        == false)
    #expect(AnswerComparison.compare(facts: ean, answer: "A barcode on a box.", mode: .barcode).isEmpty)
    // UPC-A read as EAN-13 with a leading zero is the same number.
    let upc = SceneFacts(barcodes: [Self.code("UPC-A", "036000291452")])
    #expect(
      AnswerComparison.compare(facts: upc, answer: "0036000291452", mode: .barcode).first?.agrees == true)
    let link = SceneFacts(barcodes: [Self.code("QR-Code", "https://www.example.org/menu?t=4")])
    #expect(
      AnswerComparison.compare(facts: link, answer: "A QR code linking to example.org/menu.", mode: .barcode)
        == [AnswerCheck(kind: .barcode, local: "example.org", model: "example.org", agrees: true)])
    #expect(
      AnswerComparison.compare(facts: link, answer: "It opens evil.example.com", mode: .barcode).first?.agrees
        == false)
    let wifi = SceneFacts(barcodes: [Self.code("QR-Code", "WIFI:T:WPA;S:Cafe Ada;P:s3cret;;")])
    let check = AnswerComparison.compare(facts: wifi, answer: "Wi-Fi \"Cafe Ada\".", mode: .barcode).first
    #expect(check?.agrees == true)
    #expect(check?.local.contains("s3cret") == false)
    // Binary payloads are never compared.
    let binary = SceneFacts(barcodes: [
      DecodedBarcode(
        symbology: "QR-Code", payload: [0, 1, 2, 200], box: PixelBox(x: 0, y: 0, width: 1, height: 1))
    ])
    #expect(AnswerComparison.compare(facts: binary, answer: "123456789", mode: .barcode).isEmpty)
  }

  @Test(arguments: [
    ("dark red", "#820a14", "crimson", true), ("dark red", "#820a14", "blue", false),
    ("orange", "#e66e1e", "brown", true), ("silver", "#c0c0c0", "grey", true),
    ("silver", "#c0c0c0", "white", true),
    ("navy blue", "#141e50", "black", true), ("green", "#3ca03c", "red", false),
    ("brown", "#784f32", "orange-brown", true),
  ])
  func coloursAgreeByFamilyAndNeighbour(local: String, hex: String, said: String, agrees: Bool) {
    let facts = SceneFacts(centreColour: NamedColour(name: local, fraction: 1, hex: hex))
    let check = AnswerComparison.compare(facts: facts, answer: "It is \(said).", mode: .colour).first
    #expect(check?.agrees == agrees, "\(local) vs \(said): \(String(describing: check))")
  }

  @Test func describeComparesTheSubjectsColourOnlyWhenItWasMeasured() {
    let picture = SceneFacts(colours: [NamedColour(name: "green", fraction: 0.7, hex: "#3ca03c")])
    #expect(AnswerComparison.compare(facts: picture, answer: "A red squirrel.", mode: .describe).isEmpty)
    let subject = SceneFacts(subjectColours: [NamedColour(name: "brown", fraction: 0.6, hex: "#784f32")])
    #expect(
      AnswerComparison.compare(facts: subject, answer: "A red squirrel.", mode: .describe).first?.agrees
        == true)
    #expect(
      AnswerComparison.compare(facts: subject, answer: "A grey squirrel.", mode: .describe).first?.agrees
        == false)
  }

  @Test func oneDisagreementIsSpokenAsOneSentence() {
    let text = AnswerCheck(kind: .text, local: "STOP", model: "SHOP", agrees: false)
    let people = AnswerCheck(kind: .people, local: "2 people", model: "3 people", agrees: false)
    let fine = AnswerCheck(kind: .colour, local: "red", model: "red", agrees: true)
    #expect(
      AnswerCheck.spokenDisagreement([text, fine]) == "The local check read ‘STOP’; the model said ‘SHOP’.")
    #expect(
      AnswerCheck.spokenDisagreement([text, people])
        == "The local checks disagree with the model about the text and the number of people.")
    #expect(AnswerCheck.spokenDisagreement([fine]) == nil)
    let page = AnswerCheck(
      kind: .text, local: "one two three four five six seven eight nine ten", model: "x", agrees: false)
    #expect(
      page.sentence == "The local check read ‘one two three four five six seven eight …’; the model said ‘x’."
    )
  }
}
