import Foundation
import VisorCore

/// What a question about a photo asks, understood well enough to send it to the one channel that
/// measures the answer: the question's `kind` and the thing it is about (`subject`).
///
/// "Is there a dog?" is `.presence` of the concept dog (the classifier's dog breeds); "How many
/// dogs?" is `.count` of dogs (no detector counts dogs, so the answer says so); "What colour is the
/// dog?" is `.colour` of the dog; "What does the code say?" is `.code`; "Is it dark?" is `.light`.
/// Any length and any language go through here; what matches no pattern is `.unknown` (answered with
/// what the photo shows and the refusal sentence), and an empty question is `.describe`.
public struct SceneQuestion: Sendable, Equatable {
  public enum Kind: String, Sendable, CaseIterable {
    case describe, presence, count, colour, reading, code, light, people, location, cute, unknown
  }

  public var kind: Kind
  /// The vocabulary concept asked about ("dog" for "puppies"), if the question names one.
  public var subject: SceneConcept?
  /// The words naming a thing outside the vocabulary ("banana", "sports car"): matched to an
  /// ImageNet class by name when the answer is made.
  public var subjectWords: String?
  /// For `.light`: the quality asked about ("dark", "bright") or nil for "how is the light".
  public var lightQuality: LightQuality?

  public enum LightQuality: String, Sendable { case dark, bright }

  public init(
    kind: Kind, subject: SceneConcept? = nil, subjectWords: String? = nil, lightQuality: LightQuality? = nil
  ) {
    self.kind = kind
    self.subject = subject
    self.subjectWords = subjectWords
    self.lightQuality = lightQuality
  }

  public static let describe = SceneQuestion(kind: .describe)
  public static let unknown = SceneQuestion(kind: .unknown)

  /// A question in the request's language (``Language/current``); see `init(_:language:)`.
  public init(_ question: String) {
    self.init(question, language: Language.current)
  }

  /// A question in the parser's English words.
  init(english question: String) {
    let normalised = Self.normalise(question)
    let words = normalised.split(separator: " ").map(String.init)
    let wordSet = Set(words)
    func has(_ any: [String]) -> Bool { any.contains { wordSet.contains($0) } }
    func phrase(_ any: [String]) -> Bool { any.contains { " \(normalised) ".contains(" \($0) ") } }
    func starts(_ any: [String]) -> Bool {
      any.contains { normalised == $0 || normalised.hasPrefix($0 + " ") }
    }
    // A yes/no question ("is there a dog", "are these puppies", "any cats") or just the thing ("a dog?").
    let yesNo =
      starts(["is", "are", "do", "does", "did", "can", "could", "any", "have", "has", "got", "was", "were"])
      || words.filter { !Self.fillers.contains($0) }.count <= 2
    let found = SceneVocabulary.find(in: words)
    let subject = found?.concept
    // The words after the question's opening, for a thing outside the vocabulary.
    func rest(after openings: [String]) -> String? {
      for opening in openings where normalised.hasPrefix(opening + " ") {
        let tail = normalised.dropFirst(opening.count + 1).split(separator: " ").map(String.init)
          .filter { !Self.fillers.contains($0) }
        return tail.isEmpty ? nil : tail.joined(separator: " ")
      }
      return nil
    }

    self.init(kind: .unknown)
    if normalised.isEmpty {
      kind = .describe
    } else if has(Self.colourWords) {
      kind = .colour
      self.subject = subject?.counter == .codes ? nil : subject
      if self.subject == nil {
        subjectWords = rest(after: [
          "what colour is", "what color is", "what colour are", "what color are", "which colour is",
          "which color is", "what is the colour of", "what is the color of", "what colour is the",
          "what colours are",
        ]).flatMap { $0.isEmpty || Self.pronouns.contains($0) ? nil : $0 }
      }
    } else if (subject?.counter == .codes || has(["qr", "barcode", "barcodes", "scan"]))
      && !starts(["how many"])
    {
      kind = .code
      self.subject = SceneVocabulary.concept(id: "code")
    } else if has(Self.readingWords)
      || phrase(["does it say", "does this say", "does that say", "what it says", "does the sign say"])
      || (starts(["what does"]) && words.last == "say")
    {
      kind = .reading
    } else if has(Self.lightWords) && !has(["lighter", "lighthouse"]) {
      kind = .light
      if has(["dark", "darker", "night", "dim", "gloomy", "shadowy"]) {
        lightQuality = .dark
      } else if has(["bright", "brighter", "sunny", "daylight", "lit"]) {
        lightQuality = .bright
      }
    } else if starts(["where", "whereabouts", "which side"]) {
      kind = .location
      self.subject = subject
      if subject == nil { subjectWords = rest(after: ["where is", "where are", "wheres"]) }
    } else if starts(["how many", "count", "number of", "what number of"]) {
      kind = subject?.counter == .people ? .people : .count
      self.subject = subject
      if subject == nil { subjectWords = rest(after: ["how many", "count the", "count", "number of"]) }
    } else if has(["cute", "adorable", "cuddly", "cutie"]) {
      kind = .cute
    } else if let subject, subject.counter == .people || subject.counter == .faces, yesNo || starts(["who"]) {
      kind = .people
      self.subject = subject
    } else if subject == nil,
      starts([
        "who is in", "who is there", "who is here", "whos in", "whos there", "whos here", "who else is",
      ])
    {
      // Who is there: counted and placed, never identified.
      kind = .people
      self.subject = SceneVocabulary.concept(id: "person")
    } else if let subject, yesNo {
      kind = .presence
      self.subject = subject
      // "Is there a Maltese dog?": the words too, for a class whose name holds the concept's word.
      subjectWords = rest(after: Self.presenceOpenings).flatMap { $0.contains(" ") ? $0 : nil }
    } else if Self.isDescribe(normalised, has: has, phrase: phrase) {
      kind = .describe
    } else if subject == nil, let words = rest(after: Self.presenceOpenings) {
      kind = .presence
      subjectWords = words
    }
  }

  static let colourWords = [
    "colour", "color", "colours", "colors", "coloured", "colored", "shade", "hue",
  ]
  static let readingWords = [
    "read", "text", "written", "writing", "words", "sign", "label", "letters", "says", "spell", "menu",
    "headline", "title",
  ]
  static let lightWords = [
    "dark", "darker", "light", "lights", "bright", "brighter", "brightness", "dim", "lit", "lighting",
    "sunny", "night", "daylight", "gloomy", "shadowy",
  ]
  static let pronouns: Set<String> = ["it", "this", "that", "these", "those", "they", "them", "he", "she"]
  /// Words dropped from a thing's name ("is there a red ball in the picture" → "red ball").
  static let fillers: Set<String> = [
    "a", "an", "the", "any", "some", "there", "here", "in", "on", "of", "this", "that", "picture", "photo",
    "image", "pic", "shot", "frame", "is", "are", "do", "you", "see", "can", "i", "my", "your", "please",
    "at", "all", "visible", "present", "one", "ones", "s",
  ]
  static let presenceOpenings = [
    "is there", "are there", "is this", "is that", "is it", "are these", "are those", "do you see",
    "can you see", "do i see", "do you notice", "is there any", "any",
  ]

  static func isDescribe(_ normalised: String, has: ([String]) -> Bool, phrase: ([String]) -> Bool) -> Bool {
    has(["describe", "identify", "caption"])
      || phrase([
        "what do you see", "what can you see", "what am i looking at", "what is in", "whats in", "what is on",
        "tell me about", "tell me what", "what is shown", "what does this show", "what does it show",
        "what is happening", "whats happening", "explain this", "look at this",
      ])
      || bareWhatIsThis(normalised)
  }

  /// "what is this", "what's that", "what is it?", "what is this thing/object/photo" — but not
  /// "what is this car's top speed".
  static func bareWhatIsThis(_ normalised: String) -> Bool {
    let openings = [
      "what is this", "whats this", "what is that", "whats that", "what is it", "whats it",
      "what are these", "what are those", "what is this thing", "what am i holding", "what this is",
      "what is here", "whats here", "what object is this", "what thing is this", "what animal is this",
      "what is this animal", "what kind of animal is this", "what is this object",
      "what is in this picture", "what is in this photo", "what is in the picture",
      "what is in the photo",
    ]
    let trimmed =
      normalised
      .replacingOccurrences(of: " please", with: "")
      .replacingOccurrences(of: "please ", with: "")
      .replacingOccurrences(of: "can you tell me ", with: "")
    let suffixes = ["", " picture", " photo", " image", " thing", " object", " one", " here", " called"]
    return openings.contains { opening in suffixes.contains { trimmed == opening + $0 } }
  }

  /// Lowercased, apostrophes removed ("what's" → "whats"), other punctuation as spaces, single spaces.
  static func normalise(_ text: String) -> String {
    let lower = text.lowercased().replacingOccurrences(of: "’", with: "'").replacingOccurrences(
      of: "'", with: "")
    let spaced = String(lower.map { $0.isLetter || $0.isNumber ? $0 : " " })
    return spaced.split(separator: " ").joined(separator: " ")
  }
}
