import Foundation

/// What a question about a photo asks, as far as the offline engine can answer it.
///
/// Matched by keywords, case-insensitively, in this priority: colour, text, people, cute, cat/dog,
/// describe; anything else is `.other` (the engine then says it cannot tell offline).
public enum SceneQuestion: String, Sendable, Equatable, CaseIterable {
  case describe, colour, readText, countPeople, catOrDog, cute, other

  public init(_ question: String) {
    let normalised = Self.normalise(question)
    let words = Set(normalised.split(separator: " ").map(String.init))
    func has(_ any: [String]) -> Bool { any.contains { words.contains($0) } }
    func phrase(_ any: [String]) -> Bool { any.contains { " \(normalised) ".contains(" \($0) ") } }

    if normalised.isEmpty {
      self = .describe
    } else if has(["colour", "color", "colours", "colors", "coloured", "colored", "shade", "hue"]) {
      self = .colour
    } else if has(["read", "text", "written", "writing", "words", "sign", "label", "letters"])
      || phrase(["does it say", "does this say", "does that say", "what it says", "what does the"])
    {
      self = .readText
    } else if has(["people", "person", "persons", "faces", "face", "anyone", "anybody", "someone", "somebody",
                   "humans", "human", "men", "women", "kids", "children"])
    {
      self = .countPeople
    } else if has(["cute", "adorable", "cuddly", "cutie"]) {
      self = .cute
    } else if has(["cat", "cats", "kitten", "kitty", "dog", "dogs", "puppy", "puppies", "pet", "pets", "doggy"]) {
      self = .catOrDog
    } else if has(["describe", "identify", "caption"])
      || phrase([
        "what do you see", "what can you see", "what am i looking at", "what is in", "whats in", "what is on",
        "tell me about", "tell me what", "what is shown", "what does this show", "what does it show",
        "what is happening", "whats happening", "explain this", "look at this",
      ])
      || Self.bareWhatIsThis(normalised)
    {
      self = .describe
    } else {
      self = .other
    }
  }

  /// "what is this", "what's that", "what is it?", "what is this thing/object/photo" — but not
  /// "what is this car's top speed".
  static func bareWhatIsThis(_ normalised: String) -> Bool {
    let openings = ["what is this", "whats this", "what is that", "whats that", "what is it", "whats it",
                    "what are these", "what are those", "what is this thing", "what am i holding", "what this is",
                    "what is here", "whats here", "what object is this", "what thing is this", "what animal is this",
                    "what is this animal", "what kind of animal is this", "what is this object",
                    "what is in this picture", "what is in this photo", "what is in the picture",
                    "what is in the photo"]
    let trimmed = normalised
      .replacingOccurrences(of: " please", with: "")
      .replacingOccurrences(of: "please ", with: "")
      .replacingOccurrences(of: "can you tell me ", with: "")
    let suffixes = ["", " picture", " photo", " image", " thing", " object", " one", " here", " called"]
    return openings.contains { opening in suffixes.contains { trimmed == opening + $0 } }
  }

  /// Lowercased, apostrophes removed ("what's" → "whats"), other punctuation as spaces, single spaces.
  static func normalise(_ text: String) -> String {
    let lower = text.lowercased().replacingOccurrences(of: "’", with: "'").replacingOccurrences(of: "'", with: "")
    let spaced = String(lower.map { $0.isLetter || $0.isNumber ? $0 : " " })
    return spaced.split(separator: " ").joined(separator: " ")
  }
}
