import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// Pure wording of the channels: barcode contents, documents and their framing guidance, modes.
@Suite struct ChannelWordingTests {
  static func code(_ symbology: String, _ text: String) -> DecodedBarcode {
    DecodedBarcode(
      symbology: symbology, payload: Array(text.utf8), box: PixelBox(x: 0, y: 0, width: 1, height: 1))
  }

  @Test(arguments: [
    ("QR-Code", "https://www.debian.org/News/2023/", "a QR code with a link to debian.org/News/2023"),
    (
      "QR-Code", "https://example.com/a?b=c", "a QR code with a link to example.com/a (with extra parameters)"
    ),
    ("QR-Code", "http://example.com", "a QR code with a link to example.com; it is not a secure link"),
    ("EAN-13", "4006381333931", "an EAN-13 product code: 4 006381 333931"),
    ("EAN-13", "9780306406157", "a book's ISBN: 9780306406157"),
    ("UPC-A", "036000291452", "a UPC-A product code: 036000291452"),
    (
      "QR-Code", "WIFI:T:WPA;S:My\\;Net;P:secret;;",
      "a QR code for the Wi-Fi network 'My;Net' (WPA, password included)"
    ),
    ("QR-Code", "WIFI:T:nopass;S:Library;;", "a QR code for the Wi-Fi network 'Library' (open, no password)"),
    ("CODE-128", "PARCEL 42", "a Code 128 barcode that says 'PARCEL 42'"),
    ("QR-Code", "mailto:ada@example.org", "a QR code with an email address: ada@example.org"),
    ("QR-Code", "BEGIN:VCARD\nFN:Ada Lovelace\nEND:VCARD", "a QR code with a contact card for Ada Lovelace"),
  ])
  func barcodeContentsAreSpokenSensibly(_ symbology: String, _ payload: String, _ expected: String) {
    #expect(BarcodeContent.describe(Self.code(symbology, payload)) == expected)
  }

  @Test func binaryAndOverlongPayloadsAreDescribedNeverReadOut() {
    let binary = DecodedBarcode(
      symbology: "QR-Code", payload: [0x00, 0xff, 0x13, 0x80, 0x01],
      box: PixelBox(x: 0, y: 0, width: 1, height: 1))
    #expect(
      BarcodeContent.describe(binary)
        == "a QR code holding 5 bytes of binary data, not text, so I can't read it out")
    let long = String(repeating: "lorem ipsum dolor ", count: 30)
    let said = BarcodeContent.describe(Self.code("QR-Code", long))
    #expect(
      said.hasPrefix(
        "a QR code holding \(long.trimmingCharacters(in: .whitespaces).count) characters of text"))
    #expect(said.count < 140)
  }

  static func line(_ text: String, x: Int, y: Int, width: Int, height: Int = 20) -> TextLine {
    TextLine(text: text, box: PixelBox(x: x, y: y, width: width, height: height), paragraph: 0, block: 0)
  }

  @Test func documentLinesJoinIntoParagraphsAndHyphensMend() {
    let reading = TextReading(
      text: "", confidence: 0.9,
      lines: [
        Self.line("Region-based segmentation", x: 100, y: 100, width: 500, height: 30),
        Self.line("Let us first deter-", x: 100, y: 180, width: 800),
        Self.line("mine markers of the coins", x: 100, y: 205, width: 790),
        Self.line("and the background.", x: 100, y: 230, width: 400),
        Self.line("A new paragraph starts here.", x: 140, y: 290, width: 700),
      ], imageWidth: 1000, imageHeight: 800)
    let page = DocumentReading(reading)
    #expect(
      page.paragraphs == [
        "Region-based segmentation", "Let us first determine markers of the coins and the background.",
        "A new paragraph starts here.",
      ])
    #expect(page.guidance == nil)
  }

  @Test(arguments: [
    ("left", "The left edge of the page is cut off; move the phone back and a little to the left."),
    ("right", "The right edge of the page is cut off; move the phone back and a little to the right."),
    ("top", "The top edge of the page is cut off; move the phone back and a little up."),
    ("bottom", "The bottom edge of the page is cut off; move the phone back and a little down."),
  ])
  func framingGuidanceNamesTheEdgeThatIsCutOff(_ edge: String, _ expected: String) {
    var lines = [
      Self.line("first line of text", x: 200, y: 200, width: 500),
      Self.line("second line", x: 200, y: 225, width: 500),
    ]
    switch edge {
    case "left": lines[0].box.x = 0
    case "right": lines[0].box.width = 800
    case "top": lines[0].box.y = 2
    default: lines[1].box.y = 790
    }
    let reading = TextReading(text: "", confidence: 0.9, lines: lines, imageWidth: 1000, imageHeight: 800)
    #expect(DocumentReading(reading).guidance == expected)
  }

  @Test func tiltedAndTinyPagesGetTheirOwnGuidance() {
    var tilted = Self.line("a sloping line of text", x: 100, y: 100, width: 600, height: 80)
    tilted.firstWord = PixelBox(x: 100, y: 100, width: 60, height: 20)
    tilted.lastWord = PixelBox(x: 640, y: 160, width: 60, height: 20)
    let page = TextReading(text: "", confidence: 0.9, lines: [tilted], imageWidth: 1000, imageHeight: 800)
    #expect(
      DocumentReading(page).guidance
        == "The page is tilted; turn the phone a little clockwise to level the lines.")
    let tiny = TextReading(
      text: "", confidence: 0.9, lines: [Self.line("small", x: 400, y: 400, width: 60, height: 6)],
      imageWidth: 1000,
      imageHeight: 800)
    #expect(
      DocumentReading(tiny).guidance == "The text is small in the frame; move the phone closer to the page.")
  }

  @Test func modesValidateAndTheirPromptsAreRecognised() throws {
    #expect(try AnalysisMode(validating: nil) == .describe)
    #expect(try AnalysisMode(validating: "") == .describe)
    #expect(try AnalysisMode(validating: "Barcode") == .barcode)
    #expect(throws: VisorError.self) { try AnalysisMode(validating: "color") }
    for mode in AnalysisMode.allCases where mode != .describe {
      #expect(AnalysisMode(channelPrompt: mode.prompt) == mode)
    }
    #expect(AnalysisMode(channelPrompt: "What is this?") == nil)
  }

  @Test func peopleAreToldWithPlaceAndDistanceNeverIdentity() {
    let people = [
      PersonSighting(position: .left, distance: .near, evidence: .body, centreX: 0.2, height: 0.7),
      PersonSighting(position: .right, distance: .far, evidence: .face, centreX: 0.8, height: 0.05),
    ]
    #expect(
      SceneAnswer.peopleAnswer(SceneFacts(people: people))
        == "I can see 2 people: one on the left, near; one on the right, further away.")
  }

  @Test func lightAndColourChannelsSayLevelsAndLightness() {
    let facts = SceneFacts(
      colours: [NamedColour(name: "dark green", fraction: 0.6, hex: "#1e3c23")],
      centreColour: NamedColour(name: "red", fraction: 1, hex: "#6e1010"),
      light: LightReading(level: 12, description: .dark, from: nil))
    #expect(
      ChannelAnswer.sentences(for: .colour, facts: facts) == [
        "At the centre it's dark red. The picture is mostly dark green."
      ])
    #expect(ChannelAnswer.sentences(for: .light, facts: facts) == ["It's dark: light level 12 of 100."])
    #expect(ChannelAnswer.sentences(for: .text, facts: facts)[0].hasPrefix("It's too dark to read anything"))
  }
}
