import CVisorVisionAPI
import Foundation
import VisorCore

/// Text found in an image, with tesseract's confidence (0…1, mean over the kept words).
public struct TextReading: Sendable, Equatable, Codable {
  public var text: String
  public var confidence: Double
  public init(text: String, confidence: Double) {
    self.text = text
    self.confidence = confidence
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
  /// Debian's tessdata folder for tesseract 5.
  public static let debianTessdata = URL(fileURLWithPath: "/usr/share/tesseract-ocr/5/tessdata")

  public let tessdataDirectory: URL
  public let language: String
  /// Words below this confidence (0…100 in tesseract) are dropped.
  public let minimumWordConfidence: Float
  let engine: LazyResource<TesseractEngine>

  public init(
    tessdataDirectory: URL = TextReader.debianTessdata, language: String = "eng",
    minimumWordConfidence: Float = 60
  ) {
    self.tessdataDirectory = tessdataDirectory
    self.language = language
    self.minimumWordConfidence = minimumWordConfidence
    let data = tessdataDirectory.path
    let trained = tessdataDirectory.appendingPathComponent("\(language).traineddata").path
    engine = LazyResource(
      isInstalled: { FileManager.default.fileExists(atPath: trained) },
      load: { (try TesseractEngine(tessdata: data, language: language), 30_000_000) })
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
    return Self.filter(words, minimumConfidence: minimumWordConfidence)
  }

  /// One recognised word, with its line number and confidence (0…100).
  struct Word: Equatable {
    var text: String
    var confidence: Float
    var line: Int
  }

  /// Keeps confident, word-like tokens; `nil` when no real word remains.
  static func filter(_ words: [Word], minimumConfidence: Float) -> TextReading? {
    let kept = words.filter { $0.confidence >= minimumConfidence && looksLikeWord($0.text) }
    // One short token alone ("IT", "a") is more often texture than text.
    let letters = kept.reduce(0) { $0 + $1.text.filter { $0.isLetter || $0.isNumber }.count }
    guard !kept.isEmpty, letters >= 3 else { return nil }
    var lines: [[String]] = []
    var lastLine = Int.min
    for word in kept {
      if word.line != lastLine {
        lines.append([])
        lastLine = word.line
      }
      lines[lines.count - 1].append(word.text)
    }
    let text = lines.map { $0.joined(separator: " ") }.joined(separator: "\n")
    let confidence = kept.reduce(0.0) { $0 + Double($1.confidence) } / Double(kept.count) / 100
    return TextReading(text: text, confidence: confidence)
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

  init(tessdata: String, language: String) throws {
    api = try VisionPlugin.api()
    var status: Int32 = 0
    guard let reader = api.text_reader_create(tessdata, language, &status) else {
      if status == VISOR_TEXT_READER_LANGUAGE_MISSING {
        throw VisorError.modelMissing("text reader's \(language) language data", path: tessdata)
      }
      throw VisorError(.unavailable, "Could not create the text reader (tesseract).")
    }
    self.reader = reader
  }

  deinit { api.text_reader_free(reader) }

  func recognise(_ gray: DecodedImage) throws -> [TextReader.Word] {
    var words: UnsafeMutablePointer<visor_text_word>?
    var err = [CChar](repeating: 0, count: 256)
    let count = api.text_reader_read(reader, gray.pointer, 300, &words, &err, err.count)
    guard count >= 0 else {
      throw VisorError(.ocrFailed, "The text reader could not process this image.")
    }
    defer { api.text_words_free(words, count) }
    guard let words else { return [] }
    return UnsafeBufferPointer(start: words, count: Int(count)).compactMap { word in
      guard let cText = word.text else { return nil }
      let trimmed = String(cString: cText).trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed.isEmpty
        ? nil : TextReader.Word(text: trimmed, confidence: word.confidence, line: Int(word.line))
    }
  }
}
