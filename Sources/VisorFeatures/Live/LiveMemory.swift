import Foundation
import VisorCore
import VisorLocal

/// One thing a channel can say about a view: a line of text, a person on the left, a code, a subject.
struct LiveFact: Sendable, Equatable {
  /// What makes two facts the same (`text:exit`, `person:left:0`, `code:QR-Code:…`).
  var key: String
  var sentence: String
  /// Keys compared loosely: read text varies by a letter between frames.
  var fuzzy = false
  /// Said again whenever it changes, without the minute rule (find's position: guidance, not news).
  var guidance = false
  /// Find's target: where it is.
  var place: LivePlace?

  func same(as other: String) -> Bool {
    fuzzy ? LiveFact.similar(key, other) : key == other
  }

  /// Two normalised texts that differ by little (edit distance ≤ a fifth of the longer, at least
  /// one letter), or one holding most of the other. The kind before the first `:` must match and is
  /// not compared letter by letter.
  static func similar(_ key: String, _ otherKey: String) -> Bool {
    let (kind, a) = split(key)
    let (otherKind, b) = split(otherKey)
    guard kind == otherKind else { return false }
    if a == b { return true }
    let (x, y) = (Array(a), Array(b))
    let longer = max(x.count, y.count)
    guard longer > 0 else { return true }
    let shorter = min(x.count, y.count)
    if shorter * 10 >= longer * 6, a.contains(b) || b.contains(a) { return true }
    let allowed = max(1, longer / 5)
    guard shorter > 0, longer - shorter <= allowed else { return false }
    // Levenshtein distance, two rows.
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
      current[0] = i
      for j in 1...y.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[y.count] <= allowed
  }

  private static func split(_ key: String) -> (Substring, Substring) {
    guard let colon = key.firstIndex(of: ":") else { return ("", key[...]) }
    return (key[..<colon], key[key.index(after: colon)...])
  }
}

/// What one channel has said in a session, and what was in the last view it analysed: it lets
/// through only new facts — not in the last view, and not said within the last minute.
struct LiveMemory: Sendable {
  static let repeatAfter = Duration.seconds(60)

  /// When each fact was last said (pruned after a minute).
  private(set) var said: [(key: String, fuzzy: Bool, at: Duration)] = []
  /// The facts of the last analysed view.
  private(set) var inView: [LiveFact] = []

  /// The facts of `view` to say now, in order; remembers them and the view.
  mutating func news(in view: [LiveFact], now: Duration) -> [LiveFact] {
    said.removeAll { now - $0.at >= Self.repeatAfter }
    var out: [LiveFact] = []
    for fact in view {
      let stillInView = inView.contains { fact.same(as: $0.key) }
      let saidRecently = !fact.guidance && said.contains { fact.same(as: $0.key) }
      let already = out.contains { fact.same(as: $0.key) }
      if !stillInView, !saidRecently, !already { out.append(fact) }
    }
    for fact in out where !fact.guidance { said.append((fact.key, fact.fuzzy, now)) }
    inView = view
    return out
  }

  /// Whether the last view had a fact whose key starts with `prefix`.
  func viewHas(_ prefix: String) -> Bool { inView.contains { $0.key.hasPrefix(prefix) } }
}

/// The facts each live channel reads from the offline engine's measurements.
enum LiveFacts {
  /// What the offline engine measures for a mode (find: only what its target needs).
  static func parts(for mode: LiveMode) -> Set<SceneFacts.Part> {
    switch mode.channel {
    case .find:
      switch mode.target ?? .person {
      case .person, .face: [.faces, .people]
      case .text: [.text]
      case .barcode: [.barcodes]
      case .thing, .known: []  // the embedder looks, not the scene engine
      }
    case .people: [.faces, .people]
    default: ChannelAnswer.parts(for: mode.channel.analysisMode)
    }
  }

  /// The facts of one view. `before` is the channel's last view (for "Nobody now" and find's "lost").
  static func facts(_ facts: SceneFacts, mode: LiveMode, before: LiveMemory) -> [LiveFact] {
    switch mode.channel {
    case .text: return text(facts)
    case .people: return people(facts, before: before)
    case .barcode:
      return facts.barcodes.map { code in
        LiveFact(
          key: "code:\(code.symbology):\(code.payload.map { String($0, radix: 16) }.joined())",
          sentence: LiveWords.code(BarcodeContent.describe(code)))
      }
    case .colour:
      guard let centre = facts.centreColour else { return [] }
      return [
        LiveFact(
          key: "colour:\(ColourNames.withLightness(centre))",
          sentence: ChannelAnswer.sentences(for: .colour, facts: facts).joined())
      ]
    case .light:
      guard let light = facts.light else { return [] }
      return [
        LiveFact(
          key: "light:\(light.description.rawValue):\(light.from ?? "even")",
          sentence: ChannelAnswer.sentences(for: .light, facts: facts).joined())
      ]
    case .describe:
      guard let subject = facts.labels.first?.label else { return [] }
      let sentences = SceneAnswer.describe(facts)
      return [
        LiveFact(
          key: "subject:\(subject)",
          sentence: sentences.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "))
      ]
    case .find: return find(facts, target: mode.target ?? .person, before: before)
    }
  }

  /// Each line read, normalised for comparison (lowercase letters and digits).
  static func text(_ facts: SceneFacts) -> [LiveFact] {
    var out: [LiveFact] = []
    for line in facts.text?.lines ?? [] {
      let key = normalised(line.text)
      guard key.filter({ $0.isLetter || $0.isNumber }).count >= 2 else { continue }
      out.append(
        LiveFact(
          key: "text:" + key, sentence: line.text.trimmingCharacters(in: .whitespacesAndNewlines), fuzzy: true
        ))
    }
    if facts.unreadableWriting {
      out.append(LiveFact(key: "unreadable-writing", sentence: SceneAnswer.alsoUnreadableWriting))
    }
    if let foreign = facts.foreignWriting {
      out.append(
        LiveFact(
          key: "script:\(foreign.script):" + normalised(foreign.text ?? ""),
          sentence: SceneAnswer.foreignWritingSentence(foreign), fuzzy: true))
    }
    return out
  }

  static func normalised(_ text: String) -> String {
    String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : " " }).split(separator: " ")
      .joined(separator: " ")
  }

  /// A person per position (`person:left:0`, `person:left:1` …); "Nobody now" when the last view
  /// had people and this one has none; "N people now" when some left and others stayed.
  static func people(_ facts: SceneFacts, before: LiveMemory) -> [LiveFact] {
    var seen: [String: Int] = [:]
    var out: [LiveFact] = []
    for person in facts.people {
      let position = person.position.rawValue
      let index = seen[position, default: 0]
      seen[position] = index + 1
      out.append(LiveFact(key: "person:\(position):\(index)", sentence: LiveWords.someone(person)))
    }
    let countBefore = before.inView.filter { $0.key.hasPrefix("person:") }.count
    if out.isEmpty, countBefore > 0 || before.viewHas("nobody") {
      return [LiveFact(key: "nobody", sentence: LiveWords.nobody)]
    }
    if !out.isEmpty, out.count < countBefore {
      out.append(LiveFact(key: "count:\(out.count)", sentence: LiveWords.peopleNow(out.count)))
    }
    return out
  }

  /// Where the target is: a clock position on the frame (12 at the top, 3 at the right) and near or
  /// far, "centred" when it is; "I can't see … now" once when it was seen and is gone.
  static func find(_ facts: SceneFacts, target: LiveTarget, before: LiveMemory) -> [LiveFact] {
    guard let place = locate(target, in: facts) else {
      return before.viewHas("find:") || before.viewHas("lost:")
        ? [LiveFact(key: "lost:\(target.rawValue)", sentence: LiveWords.lost(target), guidance: true)] : []
    }
    let hour = clockHour(x: place.x, y: place.y)
    let sentence = LiveWords.found(target, hour: hour, near: place.near)
    return [
      LiveFact(
        key: "find:\(hour.map(String.init) ?? "centre"):\(place.near)", sentence: sentence, guidance: true,
        place: LivePlace(hour: hour, near: place.near))
    ]
  }

  /// Find for a taught thing or person: where it is ("I see your keys at 2 o'clock, near."), or "I
  /// don't see your keys." — said when the search starts and each time it goes out of view, never
  /// again while it stays out.
  static func findTaught(_ target: LiveTarget, at place: (x: Double, y: Double, near: Bool)?) -> [LiveFact] {
    guard let place else {
      return [
        LiveFact(key: "lost:\(target.rawValue)", sentence: LiveWords.notSeenTaught(target), guidance: true)
      ]
    }
    let hour = clockHour(x: place.x, y: place.y)
    return [
      LiveFact(
        key: "find:\(hour.map(String.init) ?? "centre"):\(place.near)",
        sentence: LiveWords.foundTaught(target, hour: hour, near: place.near), guidance: true,
        place: LivePlace(hour: hour, near: place.near))
    ]
  }

  /// The target's centre (0…1 of the frame) and whether it is near.
  static func locate(_ target: LiveTarget, in facts: SceneFacts) -> (x: Double, y: Double, near: Bool)? {
    switch target {
    case .thing, .known: return nil  // found by the embedder (LiveSession), not in the scene's facts
    case .person, .face:
      var candidates = facts.people
      if target == .face {
        let faces = candidates.filter { $0.evidence == .face }
        candidates = faces.isEmpty && facts.faceCount > 0 ? candidates : faces
      }
      // The nearest (tallest) one; people are placed left to right only (no height in the frame).
      guard let person = candidates.max(by: { $0.height < $1.height }) else { return nil }
      return (person.centreX, 0.5, person.distance == .near)
    case .text:
      guard let reading = facts.text, !reading.lines.isEmpty, reading.imageWidth > 0, reading.imageHeight > 0
      else { return nil }
      let boxes = reading.lines.map(\.box)
      let x0 = boxes.map(\.x).min()!, y0 = boxes.map(\.y).min()!
      let x1 = boxes.map { $0.x + $0.width }.max()!, y1 = boxes.map { $0.y + $0.height }.max()!
      let tallest = boxes.map(\.height).max()!
      return (
        Double(x0 + x1) / 2 / Double(reading.imageWidth), Double(y0 + y1) / 2 / Double(reading.imageHeight),
        Double(tallest) / Double(reading.imageHeight) >= 0.06
      )
    case .barcode:
      guard let code = facts.barcodes.max(by: { $0.box.width < $1.box.width }), facts.width > 0,
        facts.height > 0
      else { return nil }
      let box = code.box
      return (
        (Double(box.x) + Double(box.width) / 2) / Double(facts.width),
        (Double(box.y) + Double(box.height) / 2) / Double(facts.height),
        Double(box.width) / Double(facts.width) >= 0.25
      )
    }
  }

  /// The hour on a clock face laid over the frame (12 up, 3 right, 6 down, 9 left); nil when the
  /// point is within 12 % of the centre ("centred").
  static func clockHour(x: Double, y: Double) -> Int? {
    let dx = x - 0.5
    let dy = 0.5 - y
    guard (dx * dx + dy * dy).squareRoot() >= 0.12 else { return nil }
    let angle = atan2(dx, dy)  // 0 up, clockwise positive
    var hour = Int((angle / (Double.pi / 6)).rounded())
    if hour <= 0 { hour += 12 }
    return hour
  }
}
