import CVisorVisionAPI
import Foundation
import VisorCore

/// Text found in an image, with tesseract's confidence (0…1, mean over the kept words).
public struct TextReading: Sendable, Equatable, Codable {
  public var text: String
  public var confidence: Double
  /// The kept lines in reading order, with their boxes (for documents and framing guidance).
  public var lines: [TextLine]
  /// Size of the image the boxes are in.
  public var imageWidth: Int
  public var imageHeight: Int
  /// Which reader produced it: `"ppocr-v6-small"`, `"ppocr-v6-tiny"`, `"ppocr-v4"`, `"tesseract"` or
  /// `"tesseract-<pack>"` for a person's script (decision 047); nil when not recorded.
  public var reader: String?
  public init(
    text: String, confidence: Double, lines: [TextLine] = [], imageWidth: Int = 0, imageHeight: Int = 0
  ) {
    self.text = text
    self.confidence = confidence
    self.lines = lines
    self.imageWidth = imageWidth
    self.imageHeight = imageHeight
  }
}

/// One line of read text: its words joined, its box, and the paragraph and block it belongs to.
public struct TextLine: Sendable, Equatable, Codable {
  public var text: String
  public var box: PixelBox
  public var paragraph: Int
  public var block: Int
  /// The boxes of its first and last words (the line's slope).
  public var firstWord: PixelBox
  public var lastWord: PixelBox
  public init(
    text: String, box: PixelBox, paragraph: Int, block: Int, firstWord: PixelBox? = nil,
    lastWord: PixelBox? = nil
  ) {
    self.text = text
    self.box = box
    self.paragraph = paragraph
    self.block = block
    self.firstWord = firstWord ?? box
    self.lastWord = lastWord ?? box
  }
}

/// Reads printed English text with tesseract's C API (`local/ocr`).
///
/// Keeps only words tesseract is reasonably sure of that look like words (letters or digits, not
/// "| ~ ."), and answers `nil` when nothing real is left — it never returns guessed junk.
/// Tesseract is slow to initialise and one instance is not thread-safe: one engine is created
/// lazily and used by one caller at a time.
///
/// ```swift
/// let reader = TextReader(tessdataDirectory: URL(fileURLWithPath: "/usr/share/tesseract-ocr/5/tessdata"))
/// let reading = try await reader.read(jpeg: photo)   // TextReading(text: "OPEN 24 HOURS", confidence: 0.91)
/// ```
public final class TextReader: Sendable {
  public static let readerName = "tesseract"
  /// Debian's tessdata folder for tesseract 5.
  public static let debianTessdata = URL(fileURLWithPath: "/usr/share/tesseract-ocr/5/tessdata")

  public let tessdataDirectory: URL
  public let language: String
  /// Words below this confidence (0…100 in tesseract) are dropped.
  public let minimumWordConfidence: Float
  let engine: LazyResource<TesseractEngine>

  /// `singleLine`: read each image as one line of text (a line PP-OCR found, cut out and straightened;
  /// decision 047) instead of sparse text.
  public init(
    tessdataDirectory: URL = TextReader.debianTessdata, language: String = "eng",
    minimumWordConfidence: Float = 60, singleLine: Bool = false
  ) {
    self.tessdataDirectory = tessdataDirectory
    self.language = language
    self.minimumWordConfidence = minimumWordConfidence
    let data = tessdataDirectory.path
    let trained = tessdataDirectory.appendingPathComponent("\(language).traineddata").path
    engine = LazyResource(
      isInstalled: { FileManager.default.fileExists(atPath: trained) },
      load: { (try TesseractEngine(tessdata: data, language: language, singleLine: singleLine), 30_000_000) })
  }

  public var state: ModelState { engine.state }
  public var memoryBytes: Int? { engine.memoryBytes }

  public func read(jpeg: Data) async throws -> TextReading? {
    let gray = try await offload { try DecodedImage(encoded: jpeg, channels: 1, maxSide: 2000) }
    return try await read(image: gray)
  }

  /// Reads text in a decoded image (converted to gray, at most 2000 px on the longer side).
  public func read(image: DecodedImage) async throws -> TextReading? {
    try await offload { try self.readBlocking(image) }
  }

  func readBlocking(_ image: DecodedImage) throws -> TextReading? {
    let gray =
      image.channels == 1 && max(image.width, image.height) <= 2000
      ? image : try image.converted(channels: 1, maxSide: 2000)
    let words = try engine.get().recognise(gray)
    var reading = Self.filter(words, minimumConfidence: minimumWordConfidence)
    reading?.imageWidth = gray.width
    reading?.imageHeight = gray.height
    return reading
  }

  /// Every word tesseract returned, unfiltered (calibration and tests).
  func words(in image: DecodedImage) throws -> [Word] {
    let gray =
      image.channels == 1 && max(image.width, image.height) <= 2000
      ? image : try image.converted(channels: 1, maxSide: 2000)
    return try engine.get().recognise(gray)
  }

  /// One recognised word, with its line, paragraph and block numbers, box and confidence (0…100).
  struct Word: Equatable {
    var text: String
    var confidence: Float
    var line: Int
    var paragraph: Int = 0
    var block: Int = 0
    var box: PixelBox = PixelBox(x: 0, y: 0, width: 0, height: 0)
    var inDictionary: Bool = false
  }

  /// Keeps confident, word-like tokens; `nil` when no real word remains or the words left look like
  /// texture read as letters (see `isTrustworthy`).
  static func filter(_ words: [Word], minimumConfidence: Float) -> TextReading? {
    let confident = words.filter { $0.confidence >= minimumConfidence && looksLikeWord($0.text) }
    // Lines in tesseract's order; a line is kept only when it holds an anchor word, so texture read
    // beside a real sign (leaves, a bicycle) is not spoken with it.
    var grouped: [[Word]] = []
    var lastLine = Int.min
    for word in confident {
      if word.line != lastLine {
        grouped.append([])
        lastLine = word.line
      }
      grouped[grouped.count - 1].append(word)
    }
    let kept = grouped.filter { $0.contains(where: isAnchor) }
    guard isTrustworthy(kept.flatMap { $0 }) else { return nil }
    let lines = kept.map { line in
      TextLine(
        text: line.map(\.text).joined(separator: " "),
        box: line.dropFirst().reduce(line[0].box) { $0.union($1.box) }, paragraph: line[0].paragraph,
        block: line[0].block, firstWord: line[0].box, lastWord: line[line.count - 1].box)
    }
    let all = kept.flatMap { $0 }
    let text = lines.map(\.text).joined(separator: "\n")
    let confidence = all.reduce(0.0) { $0 + Double($1.confidence) } / Double(all.count) / 100
    return TextReading(text: text, confidence: confidence, lines: lines)
  }

  /// Whether kept words are real text rather than texture (leaves, stars, bricks) read as letters.
  /// Calibrated on the honesty sets (Tests/Fixtures/scene/honesty-sets.tsv, docs/decisions/015):
  /// at least one anchor word — ≥ 3 letters or digits, or ≥ 2 digits, read with confidence ≥
  /// `anchorConfidence` — and, over the words of the lines that hold one, mean confidence ≥
  /// `meanConfidence` and at least `minimumLetters` letters or digits. On the 47 photos without text
  /// the surest texture "word" of three characters scored 63; real words on signs, plates and pages
  /// score 92–96.
  static func isTrustworthy(_ kept: [Word]) -> Bool {
    guard !kept.isEmpty else { return false }
    let letters = kept.reduce(0) { $0 + $1.text.filter { $0.isLetter || $0.isNumber }.count }
    guard letters >= minimumLetters else { return false }
    let mean = kept.reduce(0.0) { $0 + Double($1.confidence) } / Double(kept.count)
    guard mean >= meanConfidence else { return false }
    return kept.contains(where: isAnchor)
  }

  static let minimumLetters = 3
  static let meanConfidence = 70.0
  static let anchorConfidence: Float = 80

  static func isAnchor(_ word: Word) -> Bool {
    guard word.confidence >= anchorConfidence else { return false }
    let core = word.text.filter { $0.isLetter || $0.isNumber }
    return core.count >= 3 || core.filter(\.isNumber).count >= 2
  }

  /// At least two letters/digits, and mostly letters/digits (so "|", "~", "—", ".." are dropped).
  static func looksLikeWord(_ token: String) -> Bool {
    let alphanumerics = token.filter { $0.isLetter || $0.isNumber }.count
    guard alphanumerics >= 1 else { return false }
    if alphanumerics == 1 {
      // Single letters are words only in a few cases ("I", "a", "A", digits).
      return token == "I" || token == "a" || token == "A" || token.allSatisfy(\.isNumber)
    }
    return Double(alphanumerics) / Double(token.count) >= 0.6
  }
}

/// One tesseract `TessBaseAPI` in the VisorVision plugin, used by one caller at a time (the plugin
/// serialises calls on it).
final class TesseractEngine: @unchecked Sendable {
  private let reader: OpaquePointer
  private let api: visor_vision_api

  init(tessdata: String, language: String, singleLine: Bool = false) throws {
    api = try VisionPlugin.api()
    var status: Int32 = 0
    guard let reader = api.text_reader_create(tessdata, language, &status) else {
      if status == VISOR_TEXT_READER_LANGUAGE_MISSING {
        throw VisorError.modelMissing("text reader's \(language) language data", path: tessdata)
      }
      throw VisorError(.unavailable, Message("error.ocr.create"))
    }
    self.reader = reader
    if singleLine { api.text_reader_set_single_line(reader, 1) }
  }

  deinit { api.text_reader_free(reader) }

  func recognise(_ gray: DecodedImage) throws -> [TextReader.Word] {
    var words: UnsafeMutablePointer<visor_text_word>?
    var err = [CChar](repeating: 0, count: 256)
    let count = api.text_reader_read(reader, gray.pointer, 300, &words, &err, err.count)
    guard count >= 0 else {
      throw VisorError(.ocrFailed, Message("error.ocr.failed"))
    }
    defer { api.text_words_free(words, count) }
    guard let words else { return [] }
    return UnsafeBufferPointer(start: words, count: Int(count)).compactMap { word in
      guard let cText = word.text else { return nil }
      let trimmed = String(cString: cText).trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed.isEmpty
        ? nil
        : TextReader.Word(
          text: trimmed, confidence: word.confidence, line: Int(word.line), paragraph: Int(word.paragraph),
          block: Int(word.block),
          box: PixelBox(
            x: Int(word.box.x), y: Int(word.box.y), width: Int(word.box.width), height: Int(word.box.height)),
          inDictionary: word.in_dictionary != 0)
    }
  }
}
