import Foundation
import Testing
import VisorCore

/// One capitalisation in every surface (issue 23 item 5): sentence case, as Apple's and Google's
/// accessibility guides use. Every sentence and title of the server's English message catalogue
/// capitalises its first word only, and so does a car's title whatever words a provider sends.
/// Proper nouns and brands keep their capitals by the short list in
/// `Tests/Fixtures/capitalisation/proper-nouns.txt` (the web catalogue's test reads it too).
@Suite struct CapitalisationTests {
  static let allowed: Set<String> = {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../Fixtures/capitalisation/proper-nouns.txt").standardizedFileURL
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    return Set(
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") })
  }()

  /// Capitalised words that do not start a sentence, clause or title and are not proper nouns,
  /// capitals or single letters: what makes "Sign Out Everywhere" Title Case.
  static func titleCaseWords(_ text: String) -> [String] {
    let breaks = CharacterSet(charactersIn: ".?!:;·→—…()[]\"“”\n")
    let withoutPlaceholders = text.replacing(/\{[^}]*\}/, with: "")
    var found: [String] = []
    for part in withoutPlaceholders.components(separatedBy: breaks) {
      let words = part.split(whereSeparator: { !($0.isLetter || $0.isNumber || "'’-".contains($0)) })
        .filter { $0.first?.isLetter == true }
      for word in words.dropFirst()
      where word.first!.isUppercase && !word.allSatisfy({ !$0.isLowercase })
        && !allowed.contains(String(word))
      {
        found.append(String(word))
      }
    }
    return found
  }

  @Test func theRuleFindsTitleCaseAndAllowsSentenceCase() {
    #expect(!Self.allowed.isEmpty, "the list of proper nouns was not read")
    #expect(Self.titleCaseWords("Sign Out Everywhere") == ["Out", "Everywhere"])
    #expect(Self.titleCaseWords("White Pickup Truck") == ["Pickup", "Truck"])
    #expect(Self.titleCaseWords("Sign out everywhere").isEmpty)
    #expect(Self.titleCaseWords("Add one in Settings → Models. I'm not sure (SUV, L).").isEmpty)
  }

  @Test func theServersEnglishCatalogueIsInSentenceCase() {
    let english = MessageCatalogue.english.templates
    #expect(english.count > 150)
    var offenders: [String] = []
    for (id, template) in english {
      for (form, text) in template.forms {
        let words = Self.titleCaseWords(text)
        if !words.isEmpty { offenders.append("\(id) [\(form)]: \(text) (\(words.joined(separator: ", ")))") }
      }
    }
    #expect(
      offenders.isEmpty,
      "Title Case in the English catalogue (use sentence case):\n\(offenders.sorted().joined(separator: "\n"))"
    )
  }

  /// A provider may send "Pickup Truck" or "SUV": the body type is a common noun in the title.
  @Test func carTitlesAreInSentenceCaseWhateverTheProviderSends() {
    let cases: [(String?, String?, String)] = [
      ("white", "Pickup Truck", "White pickup truck"),
      ("Dark gray", "Station Wagon", "Dark gray station wagon"),
      ("red", "SUV", "Red SUV"),
      (nil, "Sports Car", "Sports car"),
      ("Boston Green Metallic", "coupé", "Boston Green Metallic coupé"),
    ]
    for (colour, body, expected) in cases {
      let title = CarTitle.make(brand: nil, model: nil, colourName: colour, bodyType: body)
      #expect(title == expected)
      let unsure = CarTitle.make(
        brand: "Volkswagen", model: "Golf", colourName: colour, bodyType: body, confidence: 0.3)
      #expect(unsure == "\(expected) (maybe a Volkswagen Golf, not sure)")
    }
    #expect(
      Self.titleCaseWords(
        CarTitle.make(brand: nil, model: nil, colourName: "white", bodyType: "Pickup Truck")
      ).isEmpty)
  }
}
