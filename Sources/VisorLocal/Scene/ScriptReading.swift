import CVisorVisionAPI
import Foundation
import Synchronization
import VisorCore

/// Writing in a script other than the one the person's language expects (decision 047): said as such,
/// with what it says when a reader for that script is installed.
public struct ForeignWriting: Sendable, Equatable, Codable {
  /// `"latin"`, `"cyrillic"`, `"greek"`, `"arabic"`, `"devanagari"`.
  public var script: String
  /// What the reader for that script read, when one is installed and sure of it.
  public var text: String?
  public init(script: String, text: String? = nil) {
    self.script = script
    self.text = text
  }
}

/// Which reader reads a person's language (decision 047): PP-OCRv6 for Latin-script languages (accents
/// included), tesseract with the language's Debian pack for the scripts PP-OCRv6 cannot read (it
/// silently drops Cyrillic and reads Greek as Latin look-alikes). Chosen by `Language.current`, never by
/// looking at what a reader returned.
public enum ScriptReading {
  /// Debian `tesseract-ocr-<pack>` per language code, for languages whose script is not Latin.
  public static let tesseractPacks: [String: String] = [
    "ru": "rus", "uk": "ukr", "bg": "bul", "sr": "srp", "el": "ell", "ar": "ara", "fa": "fas", "hi": "hin",
    "mr": "mar", "ne": "nep", "he": "heb",
  ]
  /// The script each pack reads.
  public static let scriptOfPack: [String: String] = [
    "rus": "cyrillic", "ukr": "cyrillic", "bul": "cyrillic", "srp": "cyrillic", "ell": "greek",
    "ara": "arabic",
    "fas": "arabic", "hin": "devanagari", "mar": "devanagari", "nep": "devanagari", "heb": "hebrew",
  ]
  /// Packs measured to be unsure (decision 047: `hin` read the Devanagari cards right, but a bold
  /// one-word sign "निकास" only at confidence 5 — its confidences do not track its errors; Marathi and
  /// Nepali share the script, unmeasured): a reading in them is said with a warning that it may be wrong.
  public static let weakPacks: Set<String> = ["hin", "mar", "nep"]

  /// The tesseract pack that reads `language`, or `nil` when PP-OCR reads it (Latin script).
  public static func tesseractPack(for language: Language) -> String? {
    language.script == "latin" ? nil : tesseractPacks[language.code]
  }

  private static let readers = Mutex<[String: TextReader]>([:])

  /// The process's tesseract reader for a pack (engines load on first use), or `nil` when the pack is
  /// not installed (`scripts/setup.sh --languages <pack>`).
  public static func reader(pack: String, tessdata: URL = TextReader.debianTessdata) -> TextReader? {
    guard FileManager.default.fileExists(atPath: tessdata.appending(path: "\(pack).traineddata").path) else {
      return nil
    }
    return readers.withLock { readers in
      let key = tessdata.path + "/" + pack
      if let existing = readers[key] { return existing }
      let made = TextReader(tessdataDirectory: tessdata, language: pack, singleLine: true)
      readers[key] = made
      return made
    }
  }

  /// Reads every line PP-OCR's detector found (it knows no script) with tesseract in one-line mode, each
  /// line cut out along its own slope and straightened (``strip(_:quad:)``), top to bottom: `nil` when
  /// tesseract's honesty rule (decision 015) keeps nothing. Measured (decision 047): straightened lines
  /// read in one-line mode gave 0–1 % CER where the whole region in sparse mode gave 4–64 %.
  static func read(lines: [PPOCRTextReader.Line], image: DecodedImage, reader: TextReader) throws
    -> TextReading?
  {
    let found = lines.filter { $0.detScore >= minimumDetScore && $0.quad?.count == 4 }
      .sorted { centreY($0) < centreY($1) }
    var words: [TextReader.Word] = []
    for (index, line) in found.enumerated() {
      guard let quad = line.quad, let strip = try strip(image, quad: quad) else { continue }
      let box = PPOCRTextReader.pixelBox(line.box)
      for word in try reader.words(in: strip) {
        var word = word
        // The strip's pixels are not the photo's: the line's box stands for each of its words.
        (word.line, word.paragraph, word.block, word.box) = (index, 0, 0, box)
        words.append(word)
      }
    }
    var reading = TextReader.filter(words, minimumConfidence: reader.minimumWordConfidence)
    reading?.imageWidth = image.width
    reading?.imageHeight = image.height
    return reading
  }

  static func centreY(_ line: PPOCRTextReader.Line) -> Double {
    let box = PPOCRTextReader.pixelBox(line.box)
    return Double(box.y) + Double(box.height) / 2
  }

  /// The quad (top-left, top-right, bottom-right, bottom-left) of a gray image sampled bilinearly into a
  /// straight strip as tall as the line (32–96 px). PP-OCR's quads are already grown around the letters
  /// (its unclip ratio): growing them more took in a plate's edge ("выход]" at 59 where the bare quad
  /// read "ВЫХОД" at 85).
  static func strip(_ image: DecodedImage, quad: [[Double]]) throws -> DecodedImage? {
    guard image.channels == 1, quad.count == 4, quad.allSatisfy({ $0.count == 2 }) else { return nil }
    func point(_ p: [Double]) -> (Double, Double) { (p[0], p[1]) }
    let (tl, tr, br, bl) = (point(quad[0]), point(quad[1]), point(quad[2]), point(quad[3]))
    func distance(_ a: (Double, Double), _ b: (Double, Double)) -> Double { hypot(a.0 - b.0, a.1 - b.1) }
    let length = max(distance(tl, tr), distance(bl, br))
    let thick = max(distance(tl, bl), distance(tr, br))
    guard length >= 4, thick >= 4 else { return nil }
    let height = Int(min(96, max(32, thick.rounded())))
    let width = Int(min(2400, max(8, (Double(height) * length / thick).rounded())))
    let (w, h) = (image.width, image.height)
    var out = [UInt8](repeating: 0, count: width * height)
    image.withPixels { gray in
      for row in 0..<height {
        let v = (Double(row) + 0.5) / Double(height)
        for column in 0..<width {
          let u = (Double(column) + 0.5) / Double(width)
          let top = (tl.0 + (tr.0 - tl.0) * u, tl.1 + (tr.1 - tl.1) * u)
          let bottom = (bl.0 + (br.0 - bl.0) * u, bl.1 + (br.1 - bl.1) * u)
          let x = min(max(top.0 + (bottom.0 - top.0) * v, 0), Double(w - 1))
          let y = min(max(top.1 + (bottom.1 - top.1) * v, 0), Double(h - 1))
          let (x0, y0) = (Int(x), Int(y))
          let (x1, y1) = (min(x0 + 1, w - 1), min(y0 + 1, h - 1))
          let (fx, fy) = (x - Double(x0), y - Double(y0))
          func at(_ xx: Int, _ yy: Int) -> Double { Double(gray[yy * w + xx]) }
          let value =
            (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx)
            * fy
          out[row * width + column] = UInt8(min(255, max(0, value.rounded())))
        }
      }
    }
    return try DecodedImage(gray: out, width: width, height: height)
  }

  /// The packs tried on writing PP-OCR could not read as Latin, when installed.
  public static let otherScriptPacks = ["rus", "ell", "ara", "hin"]
  /// The best pack's mean word confidence (0…100) must reach this.
  static let identifyConfidence: Float = 60

  /// Which script writing PP-OCR could not read as Latin is in, and what it says: each installed pack of
  /// ``otherScriptPacks`` reads the first lines (straightened, one-line mode); the surest reading at
  /// ≥ ``identifyConfidence`` with a letter Latin has no look-alike for names the script, and its pack
  /// reads every line. `nil` when no pack is sure (then it stays "a script I can't read").
  static func identify(_ lines: [PPOCRTextReader.Line], image: DecodedImage, tessdata: URL) throws
    -> ForeignWriting?
  {
    let sample = Array(lines.filter { $0.quad?.count == 4 }.prefix(3))
    let strips = try sample.compactMap { line in try line.quad.flatMap { try strip(image, quad: $0) } }
    guard !strips.isEmpty else { return nil }
    var best: (pack: String, confidence: Float)?
    for pack in otherScriptPacks {
      guard let reader = reader(pack: pack, tessdata: tessdata) else { continue }
      let words = try strips.flatMap { try reader.words(in: $0) }
      let confidence = LookAlikeScripts.meanConfidence(words)
      guard confidence >= identifyConfidence,
        LookAlikeScripts.hasDistinctLetter(words.map(\.text).joined(separator: " "))
      else { continue }
      if confidence > best?.confidence ?? 0 { best = (pack, confidence) }
    }
    guard let best, let script = scriptOfPack[best.pack],
      let reader = reader(pack: best.pack, tessdata: tessdata)
    else { return nil }
    let text = try read(lines: lines, image: image, reader: reader)?.text.replacingOccurrences(
      of: "\n", with: " ")
    return ForeignWriting(script: script, text: text)
  }

  /// Lines the detector is less sure of are left out of the region (PP-OCR's own box threshold is 0.5).
  static let minimumDetScore = 0.6
}

extension DecodedImage {
  /// A copy of 8-bit gray pixels (`width × height` bytes).
  convenience init(gray pixels: [UInt8], width: Int, height: Int) throws {
    guard width > 0, height > 0, pixels.count == width * height else {
      throw VisorError.imageUnreadable("the pixels do not match their size")
    }
    let api = try VisionPlugin.api()
    var err = [CChar](repeating: 0, count: 512)
    var bytes = pixels
    let copy = bytes.withUnsafeMutableBufferPointer { buffer -> UnsafeMutablePointer<visor_image>? in
      var view = visor_image(
        width: Int32(width), height: Int32(height), channels: 1, pixels: buffer.baseAddress)
      return api.image_convert(&view, 1, 0, &err, err.count)
    }
    guard let copy else {
      throw VisorError.imageUnreadable(
        String(decoding: err.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    try self.init(wrapping: copy)
  }
}
