import Foundation
import Synchronization
import Testing
import VisorCore

@testable import VisorLocal

/// A page read aloud starts before it is read to the end (issue 23 item 3): the Text channel gives
/// each settled line while the rest of the page is still being read, and what it gives early and
/// what follows are together the page read whole, in order, each line once.
@Suite struct PageReadAloudTests {
  static func line(_ text: String, y: Int, confidence: Double = 0.97) -> PPOCRTextReader.Line {
    PPOCRTextReader.Line(text: text, confidence: confidence, detScore: 0.9, box: [40, y, 600, 30], quad: nil)
  }

  static var scripts: LookAlikeScripts { .shared(modelsDirectory: SpeechTestEnvironment.modelsDirectory) }

  @Test func batchesStartSmallAndCoverEveryLineOnce() {
    for count in [0, 1, 2, 3, 5, 6, 7, 12, 36, 100] {
      let sizes = PPOCRTextReader.batches(count)
      #expect(sizes.reduce(0, +) == count, "\(count): \(sizes)")
      #expect(sizes.allSatisfy { $0 > 0 })
      if count >= 2 { #expect(sizes.first == 2 && sizes.dropFirst().allSatisfy { $0 == 1 }) }
    }
  }

  /// Lines are given once settled: never the last one read (the next piece may continue its row),
  /// nothing before an anchor, and nothing from the first trusted line without an English word on —
  /// whether it is kept depends on writing anywhere on the page. The lines given are always the first
  /// lines of the page judged whole.
  @Test func onlyLinesTheRestOfThePageCannotChangeAreGiven() throws {
    try #require(
      FileManager.default.fileExists(
        atPath: SpeechTestEnvironment.modelsDirectory.appending(path: "lookalike-words.txt").path),
      "the English word list is missing: run scripts/setup-models.sh")
    // White, with sharp stripes where the unreadable writing below is (blurred writing is said as blur).
    var pixels = Data(repeating: 255, count: 800 * 600 * 3)
    for y in 400..<440 {
      for x in stride(from: 40, to: 440, by: 6) {
        for dx in 0..<3 {
          pixels.replaceSubrange(((y * 800 + x + dx) * 3)..<((y * 800 + x + dx) * 3 + 3), with: [0, 0, 0])
        }
      }
    }
    let image = try DecodedImage(rgb: pixels, width: 800, height: 600).converted(channels: 1, maxSide: 0)
    let page = [
      Self.line("Apache License", y: 10), Self.line("Version two, January", y: 50),
      Self.line("zz", y: 90, confidence: 0.5),  // untrusted: never kept, settles at once
      Self.line("Terms and conditions", y: 130), Self.line("Qvorzek Tlimba", y: 170),  // no English word
      Self.line("Definitions follow", y: 210),
    ]
    var early = PPOCRTextReader.EarlyLines(english: true)
    #expect(early.feed(Array(page[0..<1]), image: image, scripts: Self.scripts).isEmpty)  // the last is held
    #expect(
      early.feed(Array(page[1..<3]), image: image, scripts: Self.scripts).map(\.text) == ["Apache License"])
    #expect(
      early.feed(Array(page[3..<5]), image: image, scripts: Self.scripts).map(\.text) == [
        "Version two, January"
      ])
    // After "Qvorzek Tlimba" nothing more is given, though "Definitions follow" is English.
    #expect(early.feed(Array(page[5...]), image: image, scripts: Self.scripts).isEmpty)

    // Judged whole, with writing it cannot read elsewhere the unsure line goes, without it stays:
    // either way the page starts with the lines given.
    let unreadable = PPOCRTextReader.Line(
      text: "", confidence: 0, detScore: 0.95, box: [40, 400, 400, 40], quad: nil)
    for lines in [page, page + [unreadable]] {
      let whole = PPOCRTextReader.judge(lines, image: image, scripts: Self.scripts, language: .english)
      let read = try #require(whole.reading).lines.map(\.text)
      #expect(Array(read.prefix(2)) == ["Apache License", "Version two, January"], "\(read)")
    }

    // Another language than English keeps a line without an English word: nothing is held back.
    var german = PPOCRTextReader.EarlyLines(english: false)
    let given = german.feed(page, image: image, scripts: Self.scripts).map(\.text)
    #expect(given == ["Apache License", "Version two, January", "Terms and conditions", "Qvorzek Tlimba"])
  }

  /// The book page from opencv-doc through the real worker: lines come early, each ends its line, and
  /// early and late together are exactly the answer read whole (the Text channel without early lines).
  @Test(.enabled(if: PPOCRFixtures.canRun))
  func aPageGivenEarlyIsThePageReadWhole() async throws {
    try PPOCRFixtures.require()
    let analyzer = await PPOCRFixtures.analyzer()
    let photo = try SceneFixtures.opencv("imageTextN.png")
    let messages = [
      ChatMessage(
        role: .user, parts: [.text(AnalysisMode.text.prompt), .image(photo, mimeType: "image/png")])
    ]
    let whole = try await LocalSceneModel.answer(messages, analyzer: analyzer).joined()
    let given = Mutex<[String]>([])
    let rest = try await LocalSceneModel.answer(messages, analyzer: analyzer) { chunk in
      given.withLock { $0.append(chunk) }
    }
    let early = given.withLock { $0 }
    #expect(early.count >= 5, "\(early)")
    #expect(early.allSatisfy { $0.hasSuffix("\n") && !$0.dropLast().contains("\n") })
    #expect(early.joined() + rest.joined() == whole)
    #expect(whole.hasPrefix("technical details are too complex"), "\(whole)")
    // Each early line is one of the page's lines, in order.
    let lines = whole.split(separator: "\n").map(String.init)
    #expect(Array(lines.prefix(early.count)) == early.map { String($0.dropLast()) })
  }

  /// A reading whose listener went away stops before the next line: the worker is free for others.
  @Test(.enabled(if: PPOCRFixtures.canRun))
  func aReadingWhoseListenerWentAwayStopsBetweenLines() async throws {
    try PPOCRFixtures.require()
    let reader = PPOCRTextReader(
      worker: await SharedSpeechWorker.shared.get(), modelsDirectory: SpeechTestEnvironment.modelsDirectory)
    let model = try #require(reader.model(live: false))
    let image = try DecodedImage(encoded: try SceneFixtures.opencv("imageTextN.png"))
    let given = Mutex(0)
    let task = Task {
      try await reader.readAll(image: image, model: model) { _ in
        given.withLock { $0 += 1 }
        withUnsafeCurrentTask { $0?.cancel() }
      }
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(given.withLock { $0 } == 1)
  }
}
