import Dispatch
import Foundation
import Synchronization
import VisorCore

/// Tells a line PP-OCR read as Latin from Cyrillic or Greek whose letters look Latin (ВЫХОД read as
/// "BbIXOn", ΕΞΟΔΟΣ as "EEOAOE"), so that it is said to be writing Visor cannot read instead of being
/// spoken as garbage (docs/decisions/032). The same rule as `lookalike_verdict` in
/// scripts/models/eval_ocr.py, which measured it.
///
/// Only a *suspect* line is judged: at least 3 letters, every one a letter some Cyrillic or Greek
/// letter is read as, and no English word of 3 letters or more (Debian's `wamerican` list). A suspect
/// is another script when
/// - its shape is not Latin writing's (a small letter before a capital inside a word, a digit before
///   three small letters: "BbIXOn", "pecTopaH", "4aca"), or
/// - a word of 5 letters or more (not an English name) is Russian or Greek when its letters are taken
///   as Cyrillic or Greek
///   ("METPO" → метро; the list `lookalike-words.txt` in the models folder, made by scripts/setup.sh
///   from aspell-ru and aspell-el), or
/// - tesseract's Russian or Greek model reads the line's crop surely (mean word confidence ≥ 60),
///   surer than its English model, with a letter that has no Latin look-alike (Д, П, Ξ, Δ …;
///   a plate "MK 4821 AB" is read "МК 4821 АВ" as surely as in English).
///
/// Everything loads on first use (the word lists, then the three tesseract engines), so an idle
/// server holds none of it; one instance per models folder (``shared(modelsDirectory:)``) serves
/// the process.
public final class LookAlikeScripts: Sendable {
  /// The file scripts/setup.sh writes into the models folder.
  public static let lexiconFile = "lookalike-words.txt"
  private static let instances = Mutex<[String: LookAlikeScripts]>([:])

  /// The process's instance for a models folder (so the engines and lists load once).
  public static func shared(modelsDirectory: URL) -> LookAlikeScripts {
    instances.withLock { instances in
      let key = modelsDirectory.standardizedFileURL.path
      if let existing = instances[key] { return existing }
      let made = LookAlikeScripts(lexicon: modelsDirectory.appending(path: lexiconFile))
      instances[key] = made
      return made
    }
  }
  /// Debian's `wamerican` word list.
  public static let debianWordList = URL(fileURLWithPath: "/usr/share/dict/american-english")
  /// The tesseract languages compared on a suspect line's crop (Debian tesseract-ocr-eng/-rus/-ell).
  public static let languages = (latin: "eng", others: ["rus", "ell"])

  /// Latin letters that Cyrillic and Greek letters are read as: А В С Е Н І К М О Р Т Х У and Α Β Ε Ζ
  /// Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ, and PP-OCR's readings of the others (Ы → bI, Д and п → n, т → t, и → u,
  /// г → r, Ξ and Σ → E, Δ and Λ → A, Π → N, Φ → D).
  static let lookAlikeLetters = Set("ABCDEHIKMNOPTXYZabceikmnoprtuxy")
  /// The better of the Russian and Greek readings must reach this mean word confidence (0…100) …
  static let otherScriptConfidence: Float = 60
  /// … beat the English reading by more than this, and hold a letter Latin has no look-alike for.
  /// Latin renders whose other reading held such a letter were all read less surely than in English
  /// (the closest: "AMC" as "Αμε." 55 against 58); Cyrillic and Greek as little as 4 points surer
  /// ("AITEKA" for АПТЕКА: rus 96.5, eng 92.3). Shared letters alone prove nothing: a plate
  /// "MK 4821 AB" is read "МК 4821 АВ" at 95.5 against English 52.9 on a dark plate.
  static let otherScriptMargin: Float = 0

  /// Latin letter → the Cyrillic or Greek letter it may be (lower case), for the lexicon.
  static let toCyrillic = Dictionary(uniqueKeysWithValues: zip("abcehkmoptxy", "авсенкмортху"))
  static let toGreek = Dictionary(uniqueKeysWithValues: zip("abehikmnoptxyz", "αβεηικμνορτχυζ"))
  /// Cyrillic and Greek letters shaped like Latin ones (capitals; small letters), accents folded.
  static let lookAlikeOthers = Set("АВЕКМНОРСТУХІЈЅΑΒΕΖΗΙΚΜΝΟΡΤΥΧ" + "аеорсухіјѕпигьαγεικνορτυχωη")

  /// Debian wamerican: its lower-case entries (words) and its capitalised ones (names: Kenya, Coke).
  struct EnglishWords: Sendable {
    var words: Set<String> = []
    var names: Set<String> = []
  }

  let words: LazyResource<EnglishWords>
  let lexicon: LazyResource<Set<String>>
  let latin: TextReader
  let others: [TextReader]
  /// The same languages reading one straightened line (decision 047): PP-OCRv6's boxes of a sign are
  /// looser than v4's, and "AIITEKA" (АПТЕКА) escaped the crop test.
  let latinLine: TextReader
  let othersLine: [TextReader]

  public init(
    wordList: URL = LookAlikeScripts.debianWordList, lexicon: URL,
    tessdataDirectory: URL = TextReader.debianTessdata
  ) {
    let path = wordList.path
    words = LazyResource(
      isInstalled: { FileManager.default.fileExists(atPath: path) },
      load: {
        let words = try Self.loadWords(path)
        return (words, (words.words.count + words.names.count) * 48)
      })
    let lexiconPath = lexicon.path
    self.lexicon = LazyResource(
      isInstalled: { FileManager.default.fileExists(atPath: lexiconPath) },
      load: {
        guard let text = try? String(contentsOfFile: lexiconPath, encoding: .utf8) else {
          throw VisorError.modelMissing("look-alike word list (scripts/setup.sh)", path: lexiconPath)
        }
        let words = Set(text.split(separator: "\n").map(String.init))
        return (words, words.count * 48)
      })
    latin = TextReader(tessdataDirectory: tessdataDirectory, language: Self.languages.latin)
    others = Self.languages.others.map { TextReader(tessdataDirectory: tessdataDirectory, language: $0) }
    latinLine = TextReader(
      tessdataDirectory: tessdataDirectory, language: Self.languages.latin, singleLine: true)
    othersLine = Self.languages.others.map {
      TextReader(tessdataDirectory: tessdataDirectory, language: $0, singleLine: true)
    }
  }

  /// The list's entries in lower case, accents folded ("café" → "cafe"), without possessives: the
  /// lower-case ones as words, the capitalised ones as names.
  static func loadWords(_ path: String) throws -> EnglishWords {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw VisorError.modelMissing("English word list (Debian wamerican)", path: path)
    }
    var out = EnglishWords()
    for line in text.split(separator: "\n") {
      guard let first = line.first, !line.contains("'") else { continue }
      let folded = String(line.folding(options: .diacriticInsensitive, locale: nil).filter(\.isASCII))
      if first.isLowercase { out.words.insert(folded) } else { out.names.insert(folded.lowercased()) }
    }
    return out
  }

  /// Runs of ASCII letters ("4aca" → "aca").
  static func letterTokens(_ text: String) -> [Substring] {
    text.split(whereSeparator: { !($0.isASCII && $0.isLetter) })
  }

  /// Whether the line holds an English word of 3 letters or more. Without the word list nothing is an
  /// English word, so every look-alike line is judged (the tesseract test still guards plates).
  func hasEnglishWord(_ text: String) -> Bool {
    guard let words = try? words.get().words else { return false }
    return Self.letterTokens(text).contains {
      ($0.count >= 3 && words.contains($0.lowercased())) || Self.joinsEnglishWords($0, words)
    }
  }

  /// A brand's capitals joining English words — "YouTube", "PlayStation", "eBay" (one small letter
  /// may lead) — is English writing, not Cyrillic read as Latin ("pecTopaH", "BbIXOn": their parts
  /// are no words).
  static func joinsEnglishWords(_ token: Substring, _ words: Set<String>) -> Bool {
    var parts: [String] = []
    var current = ""
    for character in token {
      if character.isUppercase, current.last?.isLowercase == true {
        parts.append(current)
        current = ""
      }
      current.append(character)
    }
    parts.append(current)
    guard parts.count >= 2 else { return false }
    for (index, part) in parts.enumerated() {
      if index == 0, part.count == 1, part.first?.isLowercase == true { continue }
      guard part.count >= 3, words.contains(part.lowercased()) else { return false }
    }
    return true
  }

  /// Whether a line could be another script read as Latin (cheap: letters first, the list only then).
  func isSuspect(_ text: String) -> Bool {
    let letters = text.filter(\.isLetter)
    guard letters.count >= 3, letters.allSatisfy(Self.lookAlikeLetters.contains) else { return false }
    return !hasEnglishWord(text)
  }

  /// What Latin writing does not do: a small letter followed by a capital inside a word ("BbIXOn",
  /// "pecTopaH"), capitals ending in one small letter ("BXOn", "CTOn": Д and П read as n), or a digit
  /// followed by three small letters ("4aca" for "часа").
  static func hasForeignShape(_ text: String) -> Bool {
    for word in text.split(separator: " ") {
      let letters = Array(word.filter { $0.isASCII && $0.isLetter })
      if letters.count >= 3, letters[letters.count - 1].isLowercase,
        letters.dropLast().suffix(2).allSatisfy(\.isUppercase)
      {
        return true
      }
    }
    let characters = Array(text)
    for index in characters.indices.dropFirst() {
      let (previous, current) = (characters[index - 1], characters[index])
      if previous.isASCII, previous.isLowercase, current.isASCII, current.isUppercase { return true }
      if previous.isASCII, previous.isNumber, index + 2 < characters.count,
        characters[index...(index + 2)].allSatisfy({ $0.isASCII && $0.isLowercase })
      {
        return true
      }
    }
    return false
  }

  /// The line's box in `image` with an eighth of its short side around it (tesseract needs a margin).
  static func cropBox(_ box: PixelBox) -> PixelBox {
    let pad = max(2, min(box.width, box.height) / 8)
    return PixelBox(x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad)
  }

  /// Tokens shorter than this are not looked up: 4-letter Latin words spell Russian or Greek too
  /// often ("MOTO" → мото, "Coke" → соке).
  static let lexiconMinLetters = 5

  /// Whether a word of 5 letters or more that is not an English name (Kenya, Montana) is Russian or
  /// Greek when its letters are taken as Cyrillic or Greek ("METPO" → метро, "Kacca" → касса).
  /// Without the list, never.
  func isInOtherLexicon(_ text: String) -> Bool {
    let names = (try? words.get().names) ?? []
    let tokens = Self.letterTokens(text).map { $0.lowercased() }.filter {
      $0.count >= Self.lexiconMinLetters && !names.contains($0)
    }
    guard !tokens.isEmpty, let lexicon = try? lexicon.get() else { return false }
    return tokens.contains { token in
      [Self.toCyrillic, Self.toGreek].contains { table in
        let mapped = token.compactMap { table[$0] }
        return mapped.count == token.count && lexicon.contains(String(mapped))
      }
    }
  }

  /// Whether a reading holds a Cyrillic or Greek letter with no Latin look-alike (Д, Ы, П, Ξ, Δ, Σ …)
  /// in a word of at least 3 letters or digits (tesseract's fragments at a plate's edge, "ых", are
  /// left out).
  static func hasDistinctLetter(_ reading: String) -> Bool {
    reading.split(separator: " ").contains { word in
      guard word.filter({ $0.isLetter || $0.isNumber }).count >= 3 else { return false }
      return word.contains { character in
        guard character.isLetter, !character.isASCII else { return false }
        let folded = String(character).folding(options: .diacriticInsensitive, locale: nil)
        return !folded.allSatisfy(lookAlikeOthers.contains)
      }
    }
  }

  /// Whether tesseract reads the crop as Russian or Greek more surely than as English, with a letter
  /// Latin has no look-alike for. A missing language (tesseract-ocr-rus/-ell) counts as "no".
  func readsAsAnotherScript(_ crop: DecodedImage, singleLine: Bool = false) -> Bool {
    let (latin, others) = singleLine ? (latinLine, othersLine) : (self.latin, self.others)
    @Sendable func reading(_ reader: TextReader) -> (confidence: Float, text: String)? {
      guard let words = try? reader.words(in: crop) else { return nil }
      return (Self.meanConfidence(words), words.map(\.text).joined(separator: " "))
    }
    // Russian and Greek side by side (two engines, one core each): the reader has finished by now.
    let readings = Mutex<[(confidence: Float, text: String)]>([])
    DispatchQueue.concurrentPerform(iterations: others.count) { index in
      if let found = reading(others[index]) { readings.withLock { $0.append(found) } }
    }
    guard let other = readings.withLock({ $0 }).max(by: { $0.confidence < $1.confidence }),
      other.confidence >= Self.otherScriptConfidence, Self.hasDistinctLetter(other.text)
    else { return false }
    // English only when it matters: most suspects' other readings are unsure.
    return other.confidence > (reading(latin)?.confidence ?? 0) + Self.otherScriptMargin
  }

  /// Mean confidence over the words holding at least 3 letters or digits (tesseract's fragments of a
  /// plate's edge, "ΕΕ..." at 3 beside "ΚΑΦΕ." at 91, are left out), or over all when none does.
  static func meanConfidence(_ words: [TextReader.Word]) -> Float {
    let whole = words.filter { $0.text.filter { $0.isLetter || $0.isNumber }.count >= 3 }
    let used = whole.isEmpty ? words : whole
    return used.isEmpty ? 0 : used.reduce(0) { $0 + $1.confidence } / Float(used.count)
  }

  /// The kept lines that are another script read as Latin, judged on `image` (the copy the boxes are in).
  func otherScriptLines(_ lines: [PPOCRTextReader.Line], image: DecodedImage) -> [PPOCRTextReader.Line] {
    lines.filter { line in
      guard isSuspect(line.text) else { return false }
      if Self.hasForeignShape(line.text) || isInOtherLexicon(line.text) { return true }
      if let crop = try? image.cropped(to: Self.cropBox(PPOCRTextReader.pixelBox(line.box))),
        readsAsAnotherScript(crop)
      {
        return true
      }
      // The line straightened and read as one line (decision 047), the same test.
      guard let quad = line.quad, let strip = try? ScriptReading.strip(image, quad: quad) else {
        return false
      }
      return readsAsAnotherScript(strip, singleLine: true)
    }
  }
}
