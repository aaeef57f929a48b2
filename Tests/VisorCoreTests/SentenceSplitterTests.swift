import Testing
import VisorCore

@Suite struct SentenceSplitterTests {
  /// Feeds `text` in chunks of `size` characters and returns every sentence.
  func split(_ text: String, chunk size: Int) -> [String] {
    var splitter = SentenceSplitter()
    var out: [String] = []
    var index = text.startIndex
    while index < text.endIndex {
      let end = text.index(index, offsetBy: size, limitedBy: text.endIndex) ?? text.endIndex
      out += splitter.feed(String(text[index..<end]))
      index = end
    }
    if let rest = splitter.finish() { out.append(rest) }
    return out
  }

  @Test(arguments: [
    ("Dr. Smith is here. He waves.", ["Dr. Smith is here.", "He waves."]),
    ("The engine is 3.5 litres. It is fast.", ["The engine is 3.5 litres.", "It is fast."]),
    ("Fruit, e.g. apples, is healthy. Eat it.", ["Fruit, e.g. apples, is healthy.", "Eat it."]),
    ("Wait... what is that? A cat!", ["Wait... what is that?", "A cat!"]),
    ("I see... A dog.", ["I see...", "A dog."]),
    (
      "He said \"Stop.\" Then he left.",
      ["He said \"Stop.\" Then he left."].count == 1 ? ["He said \"Stop.\"", "Then he left."] : []
    ),
    ("Is it red?! Yes.", ["Is it red?!", "Yes."]),
    ("J. R. R. Tolkien wrote it. Nice.", ["J. R. R. Tolkien wrote it.", "Nice."]),
    ("It costs $3.50 in the U.S. today. Cheap.", ["It costs $3.50 in the U.S. today.", "Cheap."]),
    ("No terminator at the end", ["No terminator at the end"]),
    (
      "Top speed is 250 km/h. 0–100 takes 4.2 s. Wow.",
      ["Top speed is 250 km/h.", "0–100 takes 4.2 s.", "Wow."]
    ),
    (
      "Mrs. Jones, Mr. Brown and Prof. Lee met. Fine.", ["Mrs. Jones, Mr. Brown and Prof. Lee met.", "Fine."]
    ),
    // A line break ends a sentence (OCR lines, list items), even without a period…
    ("EXIT\nLeft lane only\n\nSpeed 30", ["EXIT", "Left lane only", "Speed 30"]),
    // …unless the next line goes on in lower case: a page's paragraph, a hyphenated word.
    (
      "The quick brown fox jum-\nped over the lazy\ndog. It ran.\nThen it slept",
      ["The quick brown fox jum-\nped over the lazy\ndog.", "It ran.", "Then it slept"]
    ),
    ("It is red.\nIt is fast.", ["It is red.", "It is fast."]),
    ("Dr.\nSmith", ["Dr.", "Smith"]),
    // A list number is not a sentence of its own.
    ("1. Eggs\n2. Milk and 3 apples. Done.", ["1. Eggs", "2. Milk and 3 apples.", "Done."]),
    ("It was built in 2024. Nice.", ["It was built in 2024.", "Nice."]),
  ])
  func splitsWhereASentenceReallyEnds(_ text: String, _ expected: [String]) {
    for size in [1, 2, 3, 7, 1000] {
      #expect(split(text, chunk: size) == expected, "chunk size \(size)")
    }
  }

  @Test func splitGivesTheSentencesOfAWholeText() {
    #expect(SentenceSplitter.split("Dr. Who? Yes. ") == ["Dr. Who?", "Yes."])
    #expect(SentenceSplitter.split("  \n ").isEmpty)
  }

  @Test func aLineBreakEndsTheSentenceOnceTheNextLineStartsANewOne() {
    var splitter = SentenceSplitter()
    #expect(splitter.feed("STOP") == [])
    #expect(splitter.feed("\n") == [])  // the next line may go on in lower case
    #expect(splitter.feed("Go.\n") == ["STOP"])
    #expect(splitter.feed("in a line") == [])
    #expect(splitter.finish() == "Go.\nin a line")
  }

  @Test func aPageIsHeardAsParagraphs() {
    let page =
      "Reading a page aloud, a word hyphen-\nated across two lines is one word, and a line\nthat goes on is the same sentence.\nA new line in capitals starts another."
    let heard = SentenceSplitter.split(page).map { SpokenText.forEar($0, language: .english) }
    #expect(
      heard == [
        "Reading a page aloud, a word hyphenated across two lines is one word, and a line that goes on is the same sentence.",
        "A new line in capitals starts another.",
      ])
  }

  @Test func emitsASentenceAsSoonAsTheNextOneStarts() {
    var splitter = SentenceSplitter()
    #expect(splitter.feed("This is a car.").isEmpty)
    #expect(splitter.feed(" ").isEmpty)
    #expect(splitter.feed("It") == ["This is a car."])
    #expect(splitter.finish() == "It")
    #expect(splitter.finish() == nil)
  }
}
