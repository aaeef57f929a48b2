import Foundation
import Testing
import VisorCore
import VisorTestSupport

@testable import VisorLocal

/// PP-OCRv4 in the worker (decision 025): real models, real photos, the real worker process.
enum PPOCRFixtures {
  static var installed: Bool {
    SpeechTestEnvironment.venvReady
      && PPOCRTextReader.isInstalled(in: SpeechTestEnvironment.models.ppocrDirectory)
  }
  static var canRun: Bool { SceneFixtures.requireModels || (installed && SceneFixtures.canRunModelTests) }

  static func analyzer(modelsDirectory: URL = SpeechTestEnvironment.modelsDirectory) async -> SceneAnalyzer {
    let worker = await SharedSpeechWorker.shared.get()
    // People with the perception worker's detectors when they can run (decision 037), as the server does.
    return SceneAnalyzer(
      classifier: SceneFixtures.classifier, cascadeDirectory: SceneAnalyzer.debianCascades,
      textReader: TextReader(), ppocr: PPOCRTextReader(worker: worker, modelsDirectory: modelsDirectory),
      peopleDetector: PeopleFixtures.installed ? PeopleFixtures.detector : nil)
  }

  static func require() throws {
    try #require(installed, "PP-OCRv4 models or the venv missing: run scripts/setup-models.sh")
  }

  /// A sign in another script on a real photo, as scripts/models/eval_ocr.py renders the foreign set:
  /// shaped by Pango (ImageMagick's `pango:`), on a cream plate, the photo 1024 px wide.
  static func foreignSign(_ text: String, family: String, on photo: URL, size: Int = 56) throws -> Data {
    let folder = FileManager.default.temporaryDirectory.appending(path: "visor-foreign-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let label = folder.appending(path: "label.png").path
    let out = folder.appending(path: "sign.jpg").path
    try convert([
      "-background", "#f4f1e8",
      "pango:<span font_family=\"\(family)\" size=\"\(size * 1024)\" foreground=\"#1a1a1a\" weight=\"bold\">\(text)</span>",
      "-bordercolor", "#f4f1e8", "-border", "14x8", label,
    ])
    try convert([
      photo.path, "-auto-orient", "-resize", "1024x", label, "-gravity", "center", "-geometry", "+40-30",
      "-composite",
      "-quality", "90", out,
    ])
    return try Data(contentsOf: URL(fileURLWithPath: out))
  }

  static func convert(_ arguments: [String]) throws {
    try #require(try ImageMagick.convert(arguments) == 0, "convert \(arguments)")
  }

  static var canRender: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/convert") }
  /// The reader a photo is read with: PP-OCRv6 small when installed (decision 047), else v4.
  static var photoReader: String {
    (ScriptReadingFixtures.v6Installed ? PPOCRTextReader.Model.small : .v4).readerName
  }
  /// What is said about writing in another script (decision 047): its script and words when the
  /// pack for `script` is installed and sure of it, else decision 027's "a script I can't read" — never
  /// Latin letters. `mustIdentify`: the script must be named (letters Latin has no look-alike for,
  /// measured to be read); otherwise "can't read" is also right (МЕТРО is as much Greek as Russian).
  static func expectForeign(_ facts: SceneFacts, script: String?, mustIdentify: Bool = true, _ label: String)
  {
    #expect(facts.text == nil, "\(label) was read as '\(facts.text?.text ?? "")'")
    let installed = ScriptReading.scriptOfPack.contains {
      $0.value == script && ScriptReading.reader(pack: $0.key) != nil
    }
    if let foreign = facts.foreignWriting {
      #expect(foreign.script == script, "\(label): \(foreign)")
      #expect(!facts.unreadableWriting, "\(label)")
      #expect(
        ChannelAnswer.sentences(for: .text, facts: facts) == [SceneAnswer.foreignWritingSentence(foreign)],
        "\(label)")
    } else {
      #expect(!(installed && mustIdentify), "\(label): the \(script ?? "?") writing was not named")
      #expect(facts.unreadableWriting, "\(label): the writing was not seen")
      #expect(
        ChannelAnswer.sentences(for: .text, facts: facts) == [SceneAnswer.unreadableWriting], "\(label)")
      #expect(SceneAnswer.describe(facts).contains(SceneAnswer.unreadableWriting))
    }
  }

  /// GNU FreeFont (Debian fonts-freefont-ttf, installed by scripts/setup-test.sh): Devanagari and Thai.
  static var freeFontInstalled: Bool {
    FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/freefont/FreeSans.ttf")
  }
}

@Suite(.enabled(if: PPOCRFixtures.canRun), .serialized)
struct PPOCRReaderTests {
  @Test func readsASignAndAPlateWithTheirConfidence() async throws {
    try PPOCRFixtures.require()
    let analyzer = await PPOCRFixtures.analyzer()
    let sign = try await analyzer.analyze(jpeg: try SceneFixtures.fixture("sign.jpg"), parts: [.text])
    let signText = try #require(sign.text, "nothing read on the sign")
    // PP-OCRv6 small reads photos when installed (decision 047), v4 otherwise.
    #expect(signText.reader == PPOCRFixtures.photoReader)
    let words = signText.text.uppercased()
    #expect(words.contains("OPEN") && words.contains("24") && words.contains("HOURS"), "\(signText.text)")
    #expect(signText.confidence > 0.9, "\(signText.confidence)")
    let plate = try await analyzer.analyze(jpeg: try SceneFixtures.fixture("plate.jpg"), parts: [.text])
    #expect(plate.text?.text == "ABC 123", "\(String(describing: plate.text))")
    #expect((plate.text?.lines.first?.box.width ?? 0) > 100)
  }

  /// The book paragraph from opencv-doc: most of its words, in reading order.
  @Test func readsAPageInReadingOrder() async throws {
    try PPOCRFixtures.require()
    let analyzer = await PPOCRFixtures.analyzer()
    let page = try await analyzer.analyze(jpeg: try SceneFixtures.opencv("imageTextN.png"), parts: [.text])
    let reading = try #require(page.text)
    #expect(reading.lines.count >= 10, "\(reading.lines.count) lines")
    let first = try #require(reading.lines.first).text
    #expect(first.hasPrefix("technical details are too complex"), "\(first)")
    #expect(reading.text.contains("three high-level approaches"), "\(reading.text)")
    let document = DocumentReading(reading)
    #expect(document.paragraphs.count >= 1)
  }

  /// Tests/Fixtures/scene/honesty-sets.tsv: no text is invented on the photos without text.
  @Test func noTextIsInventedOnPhotosWithoutText() async throws {
    try PPOCRFixtures.require()
    try #require(HonestySet.installed, "honesty-set photos missing: run scripts/setup-test.sh")
    let analyzer = await PPOCRFixtures.analyzer()
    let photos = try HonestySet.load().filter(\.withoutText)
    #expect(photos.count >= 40)
    var invented: [String] = []
    var readers: Set<String> = []
    var writing: [String] = []
    for photo in photos {
      let facts = try await analyzer.analyze(jpeg: try photo.data(), parts: [.text])
      if let text = facts.text {
        invented.append("\(photo.name): '\(text.text)' (\(String(format: "%.2f", text.confidence)))")
        readers.insert(text.reader ?? "?")
      }
      if facts.unreadableWriting { writing.append(photo.name) }
    }
    print("[honesty/ppocr] text invented on \(invented.count)/\(photos.count) photos: \(invented)")
    #expect(invented.isEmpty, "invented text (\(readers)): \(invented)")
    // Nor is writing in an unknown script invented there (decision 027).
    #expect(writing.isEmpty, "\"writing I can't read\" said on photos without text: \(writing)")
    // The sign still reads afterwards, with PP-OCR (the set did not silently fall back).
    let sign = try await analyzer.analyze(jpeg: try SceneFixtures.fixture("sign.jpg"), parts: [.text])
    #expect(sign.text?.reader == PPOCRFixtures.photoReader)
  }

  /// Writing in scripts the recogniser does not know (decision 027) is said as such — never read as
  /// garbage, never dropped in silence; Latin signs and pages read without the claim. (Capitals that
  /// look Latin — ВЫХОД, ΕΞΟΔΟΣ — are the next test's, decision 032.)
  @Test(.enabled(if: PPOCRFixtures.canRender))
  func writingInAScriptItCannotReadIsSaidAsSuch() async throws {
    try PPOCRFixtures.require()
    let analyzer = await PPOCRFixtures.analyzer()
    // (text, font, photo, its script; Hebrew has no pack in the default set: "a script I can't read").
    var signs: [(String, String, URL, String?)] = [
      ("Осторожно", "DejaVu Sans", SceneFixtures.darknetData.appending(path: "horses.jpg"), "cyrillic"),
      ("ممنوع التدخين", "DejaVu Sans", SceneFixtures.opencvData.appending(path: "building.jpg"), "arabic"),
      ("Καλώς ήρθατε", "DejaVu Sans", SceneFixtures.opencvData.appending(path: "home.jpg"), "greek"),
      ("ממנוע", "DejaVu Sans", SceneFixtures.opencvData.appending(path: "fruits.jpg"), nil),
    ]
    if PPOCRFixtures.freeFontInstalled {
      signs.append(("निकास", "FreeSans", SceneFixtures.darknetData.appending(path: "dog.jpg"), "devanagari"))
    }
    for (text, family, photo, script) in signs {
      let jpeg = try PPOCRFixtures.foreignSign(text, family: family, on: photo)
      let facts = try await analyzer.analyze(jpeg: jpeg, parts: ChannelAnswer.parts(for: .text))
      // Devanagari on a bold one-word sign: hin was not sure of it here (decision 047).
      PPOCRFixtures.expectForeign(
        facts, script: script, mustIdentify: script != "devanagari", "\(text) on \(photo.lastPathComponent)")
    }
    let sign = try await analyzer.analyze(jpeg: try SceneFixtures.fixture("sign.jpg"), parts: [.text])
    #expect(sign.text != nil && !sign.unreadableWriting)
    let plate = try await analyzer.analyze(jpeg: try SceneFixtures.fixture("plate.jpg"), parts: [.text])
    #expect(plate.text?.text == "ABC 123" && !plate.unreadableWriting)
    let page = try await analyzer.analyze(jpeg: try SceneFixtures.opencv("imageTextN.png"), parts: [.text])
    #expect(page.text != nil && !page.unreadableWriting)
  }

  /// Cyrillic and Greek whose letters look Latin (decision 032): read by PP-OCR as "BbIXOn",
  /// "EEOAOE KINAYNOY", "METPO", "Kacca" — now said to be writing it cannot read, and none of the
  /// garbage is spoken; English signs made of the same letters, and a plate, still read.
  @Test(.enabled(if: PPOCRFixtures.canRender))
  func lookAlikeLettersOfAnotherScriptAreNotReadAsLatin() async throws {
    try PPOCRFixtures.require()
    let scripts = LookAlikeScripts.shared(modelsDirectory: SpeechTestEnvironment.modelsDirectory)
    try #require(
      scripts.others.allSatisfy { $0.state != .missing } && scripts.lexicon.state != .missing,
      "tesseract-ocr-rus/-ell or the look-alike word list missing: run scripts/setup.sh")
    let analyzer = await PPOCRFixtures.analyzer()
    let darknet = SceneFixtures.darknetData, opencv = SceneFixtures.opencvData
    // (text, font, photo, another script?)
    let signs: [(String, String, URL, Bool)] = [
      ("ВЫХОД", "DejaVu Sans", darknet.appending(path: "horses.jpg"), true),
      ("ΕΞΟΔΟΣ ΚΙΝΔΥΝΟΥ", "DejaVu Sans", opencv.appending(path: "home.jpg"), true),
      ("МЕТРО", "DejaVu Sans Mono", darknet.appending(path: "dog.jpg"), true),
      ("Касса", "DejaVu Sans", darknet.appending(path: "giraffe.jpg"), true),
      ("ресторан", "DejaVu Serif", opencv.appending(path: "fruits.jpg"), true),
      ("ΑΠΟ ΤΗΝ ΠΟΛΗ", "DejaVu Sans", darknet.appending(path: "eagle.jpg"), true),
      // PP-OCRv6 small read these as "AIITEKA" and "TAEI" (decision 047: the straightened-line test).
      ("АПТЕКА", "DejaVu Serif", opencv.appending(path: "leuvenA.jpg"), true),
      ("ΤΑΞΙ", "DejaVu Sans", darknet.appending(path: "person.jpg"), true),
      ("EXIT", "DejaVu Sans", darknet.appending(path: "horses.jpg"), false),
      ("TAXI", "DejaVu Sans", opencv.appending(path: "home.jpg"), false),
      ("STOP", "DejaVu Sans", darknet.appending(path: "dog.jpg"), false),
      ("HOTEL", "DejaVu Serif", darknet.appending(path: "giraffe.jpg"), false),
      ("KX 7304 TM", "DejaVu Sans Mono", opencv.appending(path: "fruits.jpg"), false),
      ("IKEA", "DejaVu Sans", darknet.appending(path: "eagle.jpg"), false),
    ]
    for (text, family, photo, foreign) in signs {
      let jpeg = try PPOCRFixtures.foreignSign(text, family: family, on: photo)
      let facts = try await analyzer.analyze(jpeg: jpeg, parts: ChannelAnswer.parts(for: .text))
      let read = facts.text?.text ?? ""
      if foreign {
        // Said in its own script with what it says (rus/ell installed: decision 047), never as Latin.
        let script =
          text.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) } ? "cyrillic" : "greek"
        // Named when a letter has no Latin look-alike (ВЫХОД's Ы and Д); МЕТРО and Касса may stay
        // "can't read": their letters are as Greek as Russian, or tesseract is unsure of them.
        PPOCRFixtures.expectForeign(
          facts, script: script, mustIdentify: LookAlikeScripts.hasDistinctLetter(text),
          "\(text) on \(photo.lastPathComponent)")
      } else {
        #expect(!facts.unreadableWriting && facts.foreignWriting == nil, "\(text): writing '\(read)'")
        #expect(read == text, "\(text) on \(photo.lastPathComponent): '\(read)'")
      }
    }
  }

  @Test func tesseractReadsWhenTheModelsAreMissing() async throws {
    let empty = FileManager.default.temporaryDirectory.appending(path: "visor-no-models-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let analyzer = await PPOCRFixtures.analyzer(modelsDirectory: empty)
    #expect(analyzer.ppocr?.isInstalled == false)
    let sign = try await analyzer.analyze(jpeg: try SceneFixtures.fixture("sign.jpg"), parts: [.text])
    #expect(sign.text?.reader == TextReader.readerName)
    #expect(sign.text?.text.uppercased().contains("OPEN") == true, "\(String(describing: sign.text))")
  }

  @Test func tesseractReadsWhenTheWorkerCannotStart() async throws {
    try PPOCRFixtures.require()
    let broken = WorkerProcess(
      configuration: WorkerConfiguration(
        name: "speech", executable: URL(fileURLWithPath: "/nonexistent/python3"), startTimeout: .seconds(5),
        restartBackoff: .milliseconds(10), maximumStartAttempts: 1),
      logger: Logger.silent)
    let analyzer = SceneAnalyzer(
      classifier: SceneFixtures.classifier, cascadeDirectory: SceneAnalyzer.debianCascades,
      textReader: TextReader(),
      ppocr: PPOCRTextReader(worker: broken, modelsDirectory: SpeechTestEnvironment.modelsDirectory))
    let plate = try await analyzer.analyze(jpeg: try SceneFixtures.fixture("plate.jpg"), parts: [.text])
    #expect(plate.text?.reader == TextReader.readerName)
    #expect(plate.text?.text.contains("ABC") == true, "\(String(describing: plate.text))")
  }
}

/// The trust rule on lines as the worker returns them (no models needed).
struct PPOCRFilterTests {
  func line(_ text: String, _ confidence: Double, y: Int = 10) -> PPOCRTextReader.Line {
    PPOCRTextReader.Line(text: text, confidence: confidence, detScore: 0.8, box: [10, y, 200, 30], quad: nil)
  }

  @Test func garbageAndUnsureLinesAreNeverKept() {
    // What PP-OCR read on Starry Night and texture: other scripts, punctuation, low confidence.
    #expect(PPOCRTextReader.filter([line("#公E会", 0.20), line("U", 0.22)]) == nil)
    #expect(PPOCRTextReader.filter([line("~~ .. --", 0.97)]) == nil)
    #expect(PPOCRTextReader.filter([line("公司名称", 0.99)]) == nil)
    #expect(PPOCRTextReader.filter([line("Milk", 0.85)]) == nil, "no anchor above 0.90")
    #expect(PPOCRTextReader.filter([line("ab", 0.99)]) == nil, "no word of three letters")
  }

  func raw(_ text: String, _ confidence: Double, det: Double, box: [Int] = [100, 100, 300, 60])
    -> PPOCRTextReader.Line
  {
    PPOCRTextReader.Line(text: text, confidence: confidence, detScore: det, box: box, quad: nil)
  }

  /// The writing rule (decision 027): a sure, line-shaped detection the trust rule did not keep.
  @Test func writingItCannotReadNeedsASureLineShapedDetection() {
    let sure = PPOCRTextReader.writingDetScore + 0.02
    let unsure = PPOCRTextReader.writingDetScore - 0.01
    let short = PPOCRTextReader.writingMinShort
    // What the recogniser made of foreign signs: Latin it is unsure of, Chinese, nothing at all.
    #expect(PPOCRTextReader.unreadableWriting([raw("nOOn", 0.30, det: sure)]))
    #expect(PPOCRTextReader.unreadableWriting([raw("安全出口", 1.0, det: sure)]))
    #expect(PPOCRTextReader.unreadableWriting([raw("", 0, det: sure)]))
    // Texture: the detector less sure, a blob-shaped box, a small box, one lone character.
    #expect(!PPOCRTextReader.unreadableWriting([raw("BE", 0.13, det: unsure)]))
    #expect(!PPOCRTextReader.unreadableWriting([raw("", 0, det: 0.98, box: [0, 0, 210, 100])]))
    #expect(!PPOCRTextReader.unreadableWriting([raw("HYALT", 0.75, det: sure, box: [0, 0, 100, short - 1])]))
    #expect(!PPOCRTextReader.unreadableWriting([raw("市", 0.14, det: 0.95, box: [0, 0, 150, 61])]))
    // A line read as English is not foreign writing, however sure the detector.
    #expect(!PPOCRTextReader.unreadableWriting([raw("NO PARKING", 0.95, det: 0.99)]))
    // Beside a sign that was read, a foreign line still counts.
    #expect(PPOCRTextReader.unreadableWriting([raw("EXIT", 0.98, det: 0.99), raw("出口", 0.99, det: sure)]))
  }

  /// The look-alike rule's cheap part (decision 032): which lines are suspects, which shapes are
  /// not Latin writing's (the real wamerican list; no models).
  @Test(.enabled(if: FileManager.default.fileExists(atPath: LookAlikeScripts.debianWordList.path)))
  func lookAlikeSuspectsAreLinesOfLookAlikeLettersWithoutAnEnglishWord() {
    let scripts = LookAlikeScripts(
      lexicon: URL(fileURLWithPath: "/nonexistent/words.txt"),
      tessdataDirectory: URL(fileURLWithPath: "/nonexistent"))
    for garbage in [
      "BbIXOn", "EEOAOE KINAYNOY", "METPO", "Kacca", "pecTopaH", "Anteka 24 4aca", "KX 7304 TM",
    ] {
      #expect(scripts.isSuspect(garbage), "\(garbage)")
    }
    // English words, letters no Cyrillic or Greek letter is read as, too few letters.
    for latin in [
      "EXIT", "TAXI", "HOTEL", "OPEN 24 HOURS", "Cafe", "Gate B12", "STOP", "Fresh Bread", "AB 12",
      // Capitals joining English words: a brand, not Cyrillic.
      "YouTube", "eBay", "ToyBox", "BoatTour",
    ] {
      #expect(!scripts.isSuspect(latin), "\(latin)")
    }
    #expect(LookAlikeScripts.hasForeignShape("BbIXOn") && LookAlikeScripts.hasForeignShape("pecTopaH"))
    #expect(LookAlikeScripts.hasForeignShape("Anteka 24 4aca"))
    #expect(LookAlikeScripts.hasForeignShape("BXOn") && LookAlikeScripts.hasForeignShape("CTOn"))
    for latin in [
      "KX 7304 TM", "IKEA", "MAX 3.5t", "Gate B12", "10am", "Room 214", "Toyota", "TAXI", "ABC 123",
    ] {
      #expect(!LookAlikeScripts.hasForeignShape(latin), "\(latin)")
    }
    // Without tesseract's languages (here: a missing tessdata folder) only the shape decides.
    #expect(
      scripts.readsAsAnotherScript(try! DecodedImage(rgb: Data(count: 300), width: 10, height: 10)) == false)
  }

  /// Latin read off Cyrillic or Greek capitals is looked up as the word it spells there.
  @Test func aWordSpelledInLookAlikeLettersIsLookedUpAsRussianOrGreek() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "visor-lexicon-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let lexicon = folder.appending(path: LookAlikeScripts.lexiconFile)
    try "касса\nметро\nμετρο\nμηνασ\nмото\nмесса\n".write(to: lexicon, atomically: true, encoding: .utf8)
    let scripts = LookAlikeScripts(lexicon: lexicon, tessdataDirectory: URL(fileURLWithPath: "/nonexistent"))
    for foreign in ["METPO", "Kacca", "Metpo"] {
      #expect(scripts.isInOtherLexicon(foreign), "\(foreign)")
    }
    // Too short to trust ("MOTO" → мото), and an English name (wamerican's "Mecca" → месса).
    #expect(!scripts.isInOtherLexicon("MOTO"))
    if FileManager.default.fileExists(atPath: LookAlikeScripts.debianWordList.path) {
      #expect(!scripts.isInOtherLexicon("MECCA"))
    }
    for latin in ["NOKIA", "HONDA", "KX 7304 TM", "TOYOTA", "MET"] {
      #expect(!scripts.isInOtherLexicon(latin), "\(latin)")
    }
    // Readings with a letter Latin has no look-alike for, and readings of Latin.
    #expect(LookAlikeScripts.hasDistinctLetter("ВЫХОД") && LookAlikeScripts.hasDistinctLetter("ΕΞΟΔΟΣ"))
    #expect(
      !LookAlikeScripts.hasDistinctLetter("МК 4821 АВ") && !LookAlikeScripts.hasDistinctLetter("ΚΧ 7304 ΤΜ"))
    #expect(!LookAlikeScripts.hasDistinctLetter("Касса") && !LookAlikeScripts.hasDistinctLetter("EXIT"))
  }

  /// Tesseract's fragments at a plate's edge do not drag a sure word's confidence down.
  @Test func theScriptConfidenceLeavesFragmentsOut() {
    func word(_ text: String, _ confidence: Float) -> TextReader.Word {
      TextReader.Word(text: text, confidence: confidence, line: 0)
    }
    #expect(LookAlikeScripts.meanConfidence([word("ΕΕ...", 3), word("ΚΑΦΕ.", 91)]) == 91)
    #expect(LookAlikeScripts.meanConfidence([word("KX", 90), word("TM", 80)]) == 85)
    #expect(LookAlikeScripts.meanConfidence([]) == 0)
  }

  @Test func sureLinesAreKeptInOrderWithTheirParagraphs() throws {
    let reading = try #require(
      PPOCRTextReader.filter([
        line("Caution", 0.98, y: 10), line("Wet Floor", 0.95, y: 45), line("x#", 0.99, y: 80),
        line("Cleaned at 9", 0.93, y: 160),
      ]))
    #expect(reading.text == "Caution\nWet Floor\nCleaned at 9")
    #expect(reading.lines.map(\.paragraph) == [0, 0, 1])
    #expect(abs(reading.confidence - (0.98 + 0.95 + 0.93) / 3) < 1e-9)
  }
}
