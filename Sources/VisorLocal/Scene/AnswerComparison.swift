import Foundation
import VisorCore

/// Compares what the offline engine measured in a photo with what a provider said about it
/// (`checks`, issue 14; docs/decisions/024-cross-checks.md). One check per kind that both sides
/// stated; the local side states only what it measured positively (text read, people seen, a code
/// decoded, a colour measured) — not finding something is not evidence that it is not there.
///
/// ```swift
/// let facts = SceneFacts(text: TextReading(text: "STOP", confidence: 90))
/// AnswerComparison.compare(facts: facts, answer: "The sign says 'SHOP'.", mode: .describe)
/// // [AnswerCheck(kind: .text, local: "STOP", model: "SHOP", agrees: false)]
/// ```
public enum AnswerComparison {
  /// The facts measured to check a channel's answer (none for light, car and cute).
  public static func parts(for mode: AnalysisMode) -> Set<SceneFacts.Part> {
    switch mode {
    case .describe: [.text, .faces, .people, .barcodes, .colours]
    case .text, .document: [.text]
    case .barcode: [.barcodes]
    case .colour: [.colours]
    case .people: [.faces, .people]
    case .light, .car, .cute: []
    }
  }

  /// The parts measured while the provider answers: in a single-purpose channel (text, barcode,
  /// colour, people) the check is the point, so it runs at once. In `describe` nothing does: each
  /// check waits for the answer and runs only when the answer gives it a reason
  /// (``deferredParts(for:answer:)``; issue 23 item 8 — 20 parallel describes with a provider ran
  /// every detector for every answer).
  public static func eagerParts(for mode: AnalysisMode) -> Set<SceneFacts.Part> {
    mode == .describe ? [] : parts(for: mode)
  }

  /// The parts measured once a `describe` answer is known, because it states something they can
  /// check: what it quotes or says a sign or label says (the reader, ≈ 0.35 s of CPU; issue 26 item
  /// 5), a number of people (the person and face detectors), digits or a web address (the barcode
  /// reader), a colour (the subject's colours). An answer that states none of these costs nothing.
  public static func deferredParts(for mode: AnalysisMode, answer: String) -> Set<SceneFacts.Part> {
    guard mode == .describe else { return [] }
    var parts: Set<SceneFacts.Part> = []
    if !(quotations(answer).isEmpty && readingClaims(answer).isEmpty) { parts.insert(.text) }
    if peopleCount(answer) != nil { parts.formUnion([.faces, .people]) }
    if !digitSequences(answer).isEmpty || !hostNames(answer).isEmpty { parts.insert(.barcodes) }
    if !colourWords(answer).isEmpty { parts.insert(.colours) }
    return parts
  }

  /// Every kind both sides stated, in the order text, people, barcode, colour.
  public static func compare(facts: SceneFacts, answer: String, mode: AnalysisMode) -> [AnswerCheck] {
    let kinds: [AnswerCheck.Kind] =
      switch mode {
      case .describe: AnswerCheck.Kind.allCases
      case .text, .document: [.text]
      case .barcode: [.barcode]
      case .colour: [.colour]
      case .people: [.people]
      case .light, .car, .cute: []
      }
    return kinds.compactMap { kind in
      switch kind {
      case .text: text(facts, answer, whole: mode == .text || mode == .document)
      case .people: people(facts, answer)
      case .barcode: barcode(facts, answer, quotedCounts: mode == .barcode)
      case .colour: colour(facts, answer, centre: mode == .colour)
      }
    }
  }

  static let longest = 500

  // MARK: Text

  /// Text: the local reading against the model's quoted text, else against what it says a sign or
  /// label says without quotation marks ("It says: Welcome to the bakery", ``readingClaims(_:)``), else
  /// (in the text and document channels) its whole answer unless it says there is nothing to read,
  /// by normalised tokens.
  static func text(_ facts: SceneFacts, _ answer: String, whole: Bool) -> AnswerCheck? {
    guard let reading = facts.text else { return nil }
    let local = reading.lines.isEmpty ? reading.text : reading.lines.map(\.text).joined(separator: " ")
    let quoted = quotations(answer)
    let claimed = quoted.isEmpty ? readingClaims(answer) : []
    let model: String
    if !quoted.isEmpty {
      model = quoted.joined(separator: " ")
    } else if !claimed.isEmpty {
      model = claimed.joined(separator: " ")
    } else if whole, !isRefusal(answer) {
      model = answer
    } else {
      return nil
    }
    let localTokens = tokens(local)
    let modelTokens = tokens(model)
    guard !localTokens.isEmpty, !modelTokens.isEmpty else { return nil }
    return AnswerCheck(
      kind: .text, local: clip(flatten(local)), model: clip(flatten(model)),
      agrees: textAgrees(local: localTokens, model: modelTokens))
  }

  /// Agreement of two readings: every local word found in the model's when the local reading is
  /// three words or fewer ("STOP" is not "SHOP"), else ≥ 70 % of them; or every word the model
  /// quoted is among the local ones (it quoted part of the sign). A word of six letters or more
  /// may differ by one edit (an OCR slip on a long word is not a contradiction).
  static func textAgrees(local: [String], model: [String]) -> Bool {
    let found = local.filter { word in model.contains { same(word, $0) } }.count
    let recall = Double(found) / Double(local.count)
    let quotedFound = model.filter { word in local.contains { same(word, $0) } }.count
    if quotedFound == model.count { return true }
    return local.count <= 3 ? found == local.count : recall >= 0.7
  }

  static func same(_ a: String, _ b: String) -> Bool {
    if a == b { return true }
    guard a.count >= 6, b.count >= 6, abs(a.count - b.count) <= 1 else { return false }
    return editDistance(Array(a), Array(b), limit: 1) <= 1
  }

  static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + [Int](repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where !b.isEmpty {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      if current.min()! > limit { return limit + 1 }
      previous = current
    }
    return previous[b.count]
  }

  /// Lowercased letters-and-digits words, accents folded ("Café" → "cafe").
  static func tokens(_ text: String) -> [String] {
    text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
      .lowercased()
      .split { !($0.isLetter || $0.isNumber) }
      .map(String.init)
  }

  /// Text the model put in quotation marks: "…", “…”, ‘…’, «…» and '…' (not apostrophes).
  static func quotations(_ text: String) -> [String] {
    let patterns = [
      "\"([^\"\\n]{1,300})\"", "“([^”\\n]{1,300})”", "‘([^’\\n]{1,300})’", "«([^»\\n]{1,300})»",
      "(?<![\\p{L}\\p{N}])'([^'\\n]{1,300})'(?![\\p{L}\\p{N}])",
    ]
    var found: [(Int, String)] = []
    for pattern in patterns {
      guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
      let range = NSRange(text.startIndex..., in: text)
      for match in regex.matches(in: text, range: range) {
        guard let inner = Range(match.range(at: 1), in: text) else { continue }
        let quoted = text[inner].trimmingCharacters(in: .whitespacesAndNewlines)
        if quoted.contains(where: { $0.isLetter || $0.isNumber }) {
          found.append((match.range.location, quoted))
        }
      }
    }
    return found.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// What an answer says some writing says without quotation marks: the words after "it says:",
  /// "the label reads", "the sign on the door says", "the text reads" … up to the end of the
  /// sentence ("It says: Welcome to the bakery." → "Welcome to the bakery"). The verb must follow a
  /// thing that carries writing (or "it"/"which") within four words, so "she reads a book" or
  /// "the man says hello" are not claims; "says that …" is a paraphrase, not a reading.
  static func readingClaims(_ text: String) -> [String] {
    let carriers =
      "it|which|that|this|sign|signs|label|labels|text|page|note|notice|board|banner|poster|screen|display|card|"
      + "plate|writing|caption|heading|headline|title|menu|packet|package|box|bottle|can|jar|tag|sticker|"
      + "lettering|letters|words|message|inscription|placard|plaque|shopfront|storefront|awning|door|wall|"
      + "window|cover|front|top|receipt|ticket|form|document|letter|paper|t-shirt|shirt"
    let pattern =
      "\\b(?:" + carriers + ")\\b(?:\\s+[\\p{L}\\p{N}'’-]+){0,4}?\\s+"
      + "(?:says|say|reads|read|states|spells(?:\\s+out)?|displays|shows\\s+the\\s+(?:words?|text))\\s*[:,—–-]?\\s+"
      + "(?!that\\b|something\\b|nothing\\b|anything\\b|what\\b|in\\s+(?:english|french|german|spanish)\\b)"
      + "([^\\n]{1,200}?)(?=[.!?;](?:\\s|$)|\\n|$)"
    guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else {
      return []
    }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      guard let inner = Range(match.range(at: 1), in: text) else { return nil }
      let claim = text[inner].trimmingCharacters(in: .whitespacesAndNewlines.union(.init(charactersIn: ",:")))
      return claim.contains(where: { $0.isLetter || $0.isNumber }) ? claim : nil
    }
  }

  /// "There is no text", "I can't read it": the model stated no text.
  static func isRefusal(_ answer: String) -> Bool {
    let lower = answer.lowercased().replacingOccurrences(of: "’", with: "'")
    let phrases = [
      "no text", "no readable", "no visible text", "can't read", "cannot read", "can not read",
      "unable to read",
      "not able to read", "don't see any text", "do not see any text", "nothing to read", "no writing",
      "no words", "illegible", "not legible",
    ]
    return phrases.contains { lower.contains($0) }
  }

  // MARK: People

  /// People: the number of people the local detectors saw (when they saw any) against a number
  /// the model gave, in digits or words ("two men", "a woman", "3 people", "nobody"). The detectors
  /// undercount and never overcount (decision 037: precision 1.00), so where they may have missed
  /// someone (``mayMissPeople(_:)``) their count is a lower bound: "at least 3 people" agrees with
  /// five, and only fewer than they saw disagrees. Elsewhere the count is exact.
  static func people(_ facts: SceneFacts, _ answer: String) -> AnswerCheck? {
    guard !facts.people.isEmpty, let said = peopleCount(answer) else { return nil }
    let seen = facts.people.count
    if mayMissPeople(facts.people) {
      return AnswerCheck(
        kind: .people, local: "at least " + peopleWords(seen), model: peopleWords(said), agrees: said >= seen)
    }
    return AnswerCheck(
      kind: .people, local: peopleWords(seen), model: peopleWords(said), agrees: seen == said)
  }

  /// Whether the detectors may have missed people in this view: a group (three or more seen —
  /// people hide each other: a table of six was counted five), someone small (under a fifth of the
  /// frame's height, below the size recall was calibrated for: far people are missed), or someone at
  /// the frame's edge (a body cut by the edge; more of the scene lies beyond it).
  public static func mayMissPeople(_ people: [PersonSighting]) -> Bool {
    people.count >= 3
      || people.contains {
        $0.height < smallPerson || $0.centreX < edgeMargin || $0.centreX > 1 - edgeMargin
      }
  }
  /// A fifth of the frame's height (issue 26's recall target is for people taller than this).
  static let smallPerson = 0.2
  /// A person centred this close to the left or right edge is cut by it.
  static let edgeMargin = 0.1

  static func peopleWords(_ n: Int) -> String { n == 1 ? "1 person" : "\(n) people" }

  static let numberWords: [String: Int] = [
    "no": 0, "zero": 0, "a": 1, "an": 1, "one": 1, "single": 1, "lone": 1, "two": 2, "pair": 2, "couple": 2,
    "both": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "dozen": 12,
  ]
  static let genericPeople: Set<String> = [
    "people", "persons", "person", "individuals", "individual", "figures", "figure",
  ]
  static let personNouns: Set<String> = [
    "man", "woman", "boy", "girl", "child", "kid", "baby", "toddler", "adult", "teenager", "teen", "lady",
    "gentleman", "guy", "player", "footballer", "worker", "pedestrian", "astronaut", "cyclist", "rider",
    "photographer", "men", "women", "boys", "girls", "children", "kids", "babies", "toddlers", "adults",
    "teenagers", "teens", "ladies", "gentlemen", "guys", "players", "footballers", "workers", "pedestrians",
    "astronauts", "cyclists", "riders", "photographers",
  ]

  static let singularNouns: Set<String> = [
    "person", "individual", "figure", "man", "woman", "boy", "girl", "child", "kid", "baby", "toddler",
    "adult",
    "teenager", "teen", "lady", "gentleman", "guy", "player", "footballer", "worker", "pedestrian",
    "astronaut",
    "cyclist", "rider", "photographer",
  ]

  /// The number of people the answer states, or nil when it gives none ("several people" is no number).
  static func peopleCount(_ answer: String) -> Int? {
    let lower = answer.lowercased().replacingOccurrences(of: "’", with: "'")
    let words = lower.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init)
    var generic: [Int] = []
    var specific: [Int] = []
    var zero = ["nobody", "no-one"].contains { words.contains($0) }
    for (index, word) in words.enumerated() {
      if word == "no", index + 1 < words.count, words[index + 1] == "one" { zero = true }
      let isGeneric = genericPeople.contains(word)
      guard isGeneric || personNouns.contains(word) else { continue }
      // A number up to three words before the noun ("two young men", "a tall woman").
      var count: Int?
      let plural = !singularNouns.contains(word)
      for back in 1...3 where index - back >= 0 {
        let before = words[index - back]
        if let n = Int(before), n >= 0, n < 1000 {
          count = n
          break
        }
        // "a couple of people", "a pair of boys"
        if before == "of", index - back - 1 >= 0, let n = numberWords[words[index - back - 1]], n > 1 {
          count = n
          break
        }
        if let n = numberWords[before] {
          // "a photo showing men" is no count of one.
          if n == 1, plural { break }
          count = n
          break
        }
        if ["and", "with", "of", "the", "some", "several", "many", "few", "other", "more"].contains(before) {
          break
        }
      }
      guard let count else { continue }
      if isGeneric { generic.append(count) } else { specific.append(count) }
    }
    let positive = max(generic.max() ?? 0, specific.reduce(0, +))
    if positive > 0 { return positive }
    if zero || generic.contains(0) || specific.contains(0) { return 0 }
    return nil
  }

  // MARK: Barcodes

  /// Barcodes: the decoded content (digits, a link's host, a Wi-Fi network's name, text) found in
  /// the model's answer. The model stated a code when it gave a run of six or more digits, a web
  /// address, or (in the barcode channel) quoted text.
  static func barcode(_ facts: SceneFacts, _ answer: String, quotedCounts: Bool) -> AnswerCheck? {
    let contents = facts.barcodes.compactMap(content)
    guard !contents.isEmpty else { return nil }
    let digitRuns = digitSequences(answer)
    let hosts = hostNames(answer)
    let quoted = quotedCounts ? quotations(answer) : []
    let stated = digitRuns + hosts + quoted
    guard !stated.isEmpty else { return nil }
    let lower = answer.lowercased()
    let agrees = contents.contains { code in
      switch code {
      case .digits(let digits):
        let bare = String(digits.drop { $0 == "0" })
        return digitRuns.contains { String($0.drop { $0 == "0" }) == bare }
      case .host(let host):
        return hosts.contains { $0 == host || $0.hasSuffix("." + host) || host.hasSuffix("." + $0) }
      case .network(let name): return lower.contains(name.lowercased())
      case .text(let text):
        let local = tokens(text)
        return !local.isEmpty && textAgrees(local: local, model: tokens(answer))
      }
    }
    return AnswerCheck(
      kind: .barcode, local: clip(contents.map(\.spoken).joined(separator: "; ")),
      model: clip(stated.joined(separator: "; ")), agrees: agrees)
  }

  enum Content {
    case digits(String), host(String), network(String), text(String)
    var spoken: String {
      switch self {
      case .digits(let d): d
      case .host(let h): h
      case .network(let n): "the Wi-Fi network ‘\(n)’"
      case .text(let t): "‘\(t)’"
      }
    }
  }

  /// What a decoded code holds, comparably; nil for binary (never compared, never said).
  static func content(_ code: DecodedBarcode) -> Content? {
    guard let text = String(bytes: code.payload, encoding: .utf8),
      !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" })
    else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    if trimmed.allSatisfy(\.isNumber) { return .digits(trimmed) }
    let lower = trimmed.lowercased()
    if lower.hasPrefix("http://") || lower.hasPrefix("https://"), let host = URL(string: trimmed)?.host {
      return .host(
        host.lowercased().hasPrefix("www.") ? String(host.lowercased().dropFirst(4)) : host.lowercased())
    }
    if trimmed.hasPrefix("WIFI:") {
      return BarcodeContent.wifiFields(trimmed)["S"].map(Content.network)
    }
    return .text(String(trimmed.prefix(200)))
  }

  /// Runs of six or more digits, spaces and hyphens inside a number joined ("4 006381 333931").
  static func digitSequences(_ text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: "\\d(?:[ \\-]?\\d)+") else { return [] }
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      guard let range = Range($0.range, in: text) else { return nil }
      let digits = text[range].filter(\.isNumber)
      return digits.count >= 6 ? String(digits) : nil
    }
  }

  /// Web addresses named in the answer, lowercased, without `www.`.
  static func hostNames(_ text: String) -> [String] {
    let pattern = "(?<![\\p{L}\\p{N}@.-])((?:[a-z0-9-]+\\.)+[a-z]{2,})(?![\\p{L}\\p{N}-])"
    guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else {
      return []
    }
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      guard let range = Range($0.range(at: 1), in: text) else { return nil }
      let host = text[range].lowercased()
      return host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    }
  }

  // MARK: Colour

  /// Colour: in the colour channel, the colour measured at the centre; elsewhere the subject's
  /// colours, only when the subject stood out. Agreement is by colour family, with next-door
  /// families ("orange" and "brown", "gray" and "silver") counted as agreeing.
  static func colour(_ facts: SceneFacts, _ answer: String, centre: Bool) -> AnswerCheck? {
    let measured: [NamedColour] =
      centre ? facts.centreColour.map { [$0] } ?? [] : Array(facts.subjectColours.prefix(2))
    guard !measured.isEmpty else { return nil }
    let said = colourWords(answer)
    guard !said.isEmpty else { return nil }
    let saidFamilies = Set(said.compactMap { modelFamilies[$0] })
    let accepted = Set(measured.flatMap { acceptedFamilies(ColourNames.withLightness($0)) })
    let local = measured.map(ColourNames.withLightness).joined(separator: " and ")
    return AnswerCheck(
      kind: .colour, local: local, model: said.joined(separator: ", "),
      agrees: !saidFamilies.isDisjoint(with: accepted))
  }

  enum Family: String {
    case red, pink, orange, brown, beige, yellow, green, teal, blue, purple, white, grey, black
  }

  /// Colour words a model uses, by family (words with other common meanings, like "rose" or "lime",
  /// are left out).
  static let modelFamilies: [String: Family] = [
    "red": .red, "crimson": .red, "scarlet": .red, "maroon": .red, "burgundy": .red, "reddish": .red,
    "pink": .pink, "magenta": .pink, "fuchsia": .pink, "pinkish": .pink, "salmon": .pink,
    "orange": .orange, "orangey": .orange, "rust": .orange, "copper": .orange, "coral": .orange,
    "brown": .brown, "brownish": .brown, "chestnut": .brown, "bronze": .brown, "tawny": .brown,
    "beige": .beige, "tan": .beige, "khaki": .beige, "ivory": .beige,
    "yellow": .yellow, "gold": .yellow, "golden": .yellow, "mustard": .yellow, "yellowish": .yellow,
    "green": .green, "olive": .green, "greenish": .green,
    "teal": .teal, "turquoise": .teal, "cyan": .teal, "aqua": .teal,
    "blue": .blue, "navy": .blue, "azure": .blue, "cobalt": .blue, "bluish": .blue, "blueish": .blue,
    "purple": .purple, "violet": .purple, "lavender": .purple, "lilac": .purple, "mauve": .purple,
    "indigo": .purple,
    "white": .white, "whitish": .white, "off-white": .white,
    "gray": .grey, "grey": .grey, "silver": .grey, "silvery": .grey, "charcoal": .grey, "greyish": .grey,
    "grayish": .grey, "slate": .grey,
    "black": .black, "blackish": .black,
  ]

  static func colourWords(_ answer: String) -> [String] {
    var seen: [String] = []
    for compound in answer.lowercased().split(whereSeparator: { !($0.isLetter || $0 == "-") }).map(
      String.init)
    {
      // "orange-brown" is two colours, "off-white" one.
      let words =
        modelFamilies[compound] != nil ? [compound] : compound.split(separator: "-").map(String.init)
      for word in words where modelFamilies[word] != nil && !seen.contains(word) { seen.append(word) }
    }
    return seen
  }

  /// The families a local colour name agrees with: its own and its neighbours.
  static func acceptedFamilies(_ name: String) -> [Family] {
    let dark = name.hasPrefix("dark ") || name == "navy blue"
    let light = name.hasPrefix("light ") || name == "sky blue" || name == "lavender"
    let base = name.replacingOccurrences(of: "dark ", with: "").replacingOccurrences(of: "light ", with: "")
    let own: [Family] =
      switch base {
      case "red": [.red, .pink, .orange]
      case "pink": [.pink, .red, .purple]
      case "magenta": [.pink, .purple, .red]
      case "orange": [.orange, .red, .brown, .yellow]
      case "brown": [.brown, .orange, .beige, .red]
      case "beige": [.beige, .brown, .white, .yellow]
      case "tan": [.beige, .brown, .orange, .yellow]
      case "yellow": [.yellow, .orange, .beige]
      case "gold": [.yellow, .orange, .brown, .beige]
      case "olive": [.green, .yellow, .brown]
      case "green": [.green, .teal]
      case "teal", "turquoise", "cyan": [.teal, .blue, .green]
      case "blue", "sky blue", "navy blue": [.blue, .teal, .purple]
      case "purple", "lavender": [.purple, .blue, .pink]
      case "white": [.white, .grey, .beige]
      case "gray", "silver": [.grey, .white, .black]
      case "black": [.black, .grey]
      default: []
      }
    return own + (dark ? [.black, .grey] : []) + (light ? [.white, .grey] : [])
  }

  // MARK: Support

  static func flatten(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }

  static func clip(_ text: String) -> String {
    text.count <= longest ? text : String(text.prefix(longest)) + "…"
  }
}
