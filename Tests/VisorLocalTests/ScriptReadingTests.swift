import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// Reading in the person's language (decision 047): PP-OCRv6 for Latin scripts with accents, tesseract
/// with the language's pack for Cyrillic (and Greek, Arabic, Devanagari), the script said when the
/// writing is in another one. Real models, the real worker, real photos (Tests/Fixtures/reading).
enum ScriptReadingFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/reading").standardizedFileURL

  static var v6Installed: Bool {
    let v6 = SpeechTestEnvironment.modelsDirectory.appending(path: PPOCRTextReader.v6DirectoryName)
    return PPOCRTextReader.Model.small.files.allSatisfy {
      FileManager.default.fileExists(atPath: v6.appending(path: $0).path)
    }
  }
  static var canRun: Bool { PPOCRFixtures.canRun && (SceneFixtures.requireModels || v6Installed) }

  static func require() throws {
    try PPOCRFixtures.require()
    try #require(v6Installed, "PP-OCRv6 models missing: run scripts/setup-models.sh")
    try #require(
      ScriptReading.reader(pack: "rus") != nil, "tesseract-ocr-rus missing: run scripts/setup.sh")
  }

  /// The fixture's bytes and its truth (lines joined by newlines), from truth.tsv.
  static func fixture(_ name: String) throws -> (Data, String) {
    let table = try String(contentsOf: folder.appending(path: "truth.tsv"), encoding: .utf8)
    let row = try #require(
      table.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }.first {
        $0.first == name
      })
    let truth = row[2].replacingOccurrences(of: " | ", with: "\n")
    return (try Data(contentsOf: folder.appending(path: name)), truth)
  }

  static func analyze(_ name: String, as tag: String, live: Bool = false, analyzer: SceneAnalyzer? = nil)
    async throws -> SceneFacts
  {
    let (bytes, _) = try fixture(name)
    var chosen = analyzer
    if chosen == nil { chosen = await PPOCRFixtures.analyzer() }
    let analyzer = try #require(chosen)
    let image = try DecodedImage(encoded: bytes)
    return try await Language.$current.withValue(try Language.parse(tag)) {
      try await analyzer.analyze(image: image, parts: [.text], live: live)
    }
  }

  /// Levenshtein distance over characters, divided by the truth's length.
  static func characterErrorRate(_ truth: String, _ reading: String) -> Double {
    let (a, b) = (Array(truth), Array(reading))
    var previous = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return Double(previous[b.count]) / Double(max(1, a.count))
  }
}

@Suite(.enabled(if: ScriptReadingFixtures.canRun), .serialized)
struct ScriptReadingTests {
  @Test func aRussianLabelIsReadInCyrillicForARussianReader() async throws {
    try ScriptReadingFixtures.require()
    let (_, truth) = try ScriptReadingFixtures.fixture("ru-label.jpg")
    let facts = try await ScriptReadingFixtures.analyze("ru-label.jpg", as: "ru")
    let reading = try #require(facts.text, "nothing read on the Russian label")
    #expect(reading.reader == "tesseract-rus")
    let cer = ScriptReadingFixtures.characterErrorRate(truth, reading.text)
    #expect(cer <= 0.05, "CER \(cer): \(reading.text)")
    #expect(reading.text.contains("Аптека") && reading.text.contains("Выход"), "\(reading.text)")
    #expect(facts.foreignWriting == nil && !facts.unreadableWriting)
    // What the person hears is the Cyrillic, not a look-alike transliteration.
    let said = ChannelAnswer.text(facts).joined()
    #expect(said.contains("открыта") && !said.contains("OTKpbITa"), "\(said)")
  }

  @Test func aGermanSignWithUmlautsIsReadExactlyForAGermanReader() async throws {
    try ScriptReadingFixtures.require()
    let (_, truth) = try ScriptReadingFixtures.fixture("de-sign.jpg")
    let facts = try await ScriptReadingFixtures.analyze("de-sign.jpg", as: "de")
    let reading = try #require(facts.text, "nothing read on the German sign")
    #expect(reading.reader == PPOCRTextReader.Model.small.readerName)
    #expect(reading.text == truth, "\(reading.text)")
    #expect(facts.foreignWriting == nil && !facts.unreadableWriting && facts.missingReadingPack == nil)
  }

  @Test func anEnglishReaderShownCyrillicIsToldTheScriptAndWhatItSays() async throws {
    try ScriptReadingFixtures.require()
    let facts = try await ScriptReadingFixtures.analyze("ru-label.jpg", as: "en")
    // Never spoken as Latin garbage, and not "a script I can't read": a Cyrillic reader is installed.
    #expect(facts.text == nil, "\(String(describing: facts.text))")
    let foreign = try #require(facts.foreignWriting, "the Cyrillic was not identified")
    #expect(foreign.script == "cyrillic")
    #expect(foreign.text?.contains("Аптека") == true, "\(String(describing: foreign.text))")
    #expect(!facts.unreadableWriting)
    let said = Language.$current.withValue(.english) { ChannelAnswer.text(facts).joined() }
    #expect(said.hasPrefix("There is writing in Cyrillic letters: Аптека"), "\(said)")
    #expect(!said.contains("script I can't read"))
  }

  @Test func liveFramesAreReadWithTinyAndPhotosWithSmall() async throws {
    try ScriptReadingFixtures.require()
    let analyzer = await PPOCRFixtures.analyzer()
    let (_, truth) = try ScriptReadingFixtures.fixture("de-sign.jpg")
    let live = try await ScriptReadingFixtures.analyze(
      "de-sign.jpg", as: "de", live: true, analyzer: analyzer)
    let frame = try #require(live.text, "nothing read on the live frame")
    #expect(frame.reader == PPOCRTextReader.Model.tiny.readerName)
    #expect(ScriptReadingFixtures.characterErrorRate(truth, frame.text) <= 0.05, "\(frame.text)")
    let photo = try await ScriptReadingFixtures.analyze(
      "de-sign.jpg", as: "de", live: false, analyzer: analyzer)
    #expect(photo.text?.reader == PPOCRTextReader.Model.small.readerName)
  }

  @Test func aLanguageWhosePackIsMissingIsToldSoAndLatinIsReadInstead() async throws {
    try ScriptReadingFixtures.require()
    // A tessdata folder with English only: the Russian reader is not installed.
    let tessdata = FileManager.default.temporaryDirectory.appending(
      path: "visor-tessdata-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: tessdata, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: tessdata) }
    try FileManager.default.createSymbolicLink(
      at: tessdata.appending(path: "eng.traineddata"),
      withDestinationURL: TextReader.debianTessdata.appending(path: "eng.traineddata"))
    let worker = await SharedSpeechWorker.shared.get()
    let analyzer = SceneAnalyzer(
      classifier: SceneFixtures.classifier, cascadeDirectory: SceneAnalyzer.debianCascades,
      textReader: TextReader(tessdataDirectory: tessdata),
      ppocr: PPOCRTextReader(worker: worker, modelsDirectory: SpeechTestEnvironment.modelsDirectory))
    let facts = try await ScriptReadingFixtures.analyze("de-sign.jpg", as: "ru", analyzer: analyzer)
    #expect(facts.missingReadingPack == "rus")
    #expect(facts.text?.text.contains("Fußgänger") == true, "\(String(describing: facts.text))")
    let said = ChannelAnswer.text(facts).joined()
    #expect(said.contains("scripts/setup.sh --languages rus"), "\(said)")
  }

  @Test func accentedLatinCountsAsLatinAndOtherScriptsDoNot() {
    for text in ["Zażółć gęślą jaźń", "Öffnungszeiten", "¿Dónde está?", "Çıkış kapısı", "façade – « oui »"] {
      #expect(text.allSatisfy(PPOCRTextReader.isLatin), "\(text)")
    }
    for text in ["Аптека", "Φαρμακείο", "صيدلية", "दवाखाना", "药店"] {
      #expect(!text.contains(where: PPOCRTextReader.isLatin), "\(text)")
    }
    let line = PPOCRTextReader.Line(
      text: "Ausgang für Fußgänger", confidence: 0.97, detScore: 0.93, box: [0, 0, 300, 40])
    #expect(PPOCRTextReader.isTrusted(line) && PPOCRTextReader.isAnchor(line))
    #expect(ScriptReading.tesseractPack(for: try! Language.parse("ru")) == "rus")
    #expect(ScriptReading.tesseractPack(for: try! Language.parse("ar")) == "ara")
    #expect(ScriptReading.tesseractPack(for: try! Language.parse("de")) == nil)
    #expect(ScriptReading.tesseractPack(for: .english) == nil)
  }
}
