import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// Issue 23 item 3: speech that sounds right. Each sentence as Visor writes it is cleaned for the ear
/// (`SpokenText.forEar`), spoken by Piper and heard back by whisper; what was heard must carry the
/// meaning, not the symbols ("right arrow", "kN slash H", "cost-years", a barcode as one huge number).
@Suite(.serialized, .enabled(if: SpeechTestEnvironment.runSpeechModelTests))
struct SpeechRoundTripTests {
  struct Case: Sendable, CustomStringConvertible {
    var written: String
    /// Words the transcript must contain (lower case).
    var heard: [String] = []
    /// Words it must not contain.
    var never: [String] = []
    /// The digits the transcript must carry, in order (all its digits, joined).
    var digits: String? = nil
    var description: String { written }
  }

  static let cases: [Case] = [
    Case(written: "Open Settings → Models to add one.", heard: ["then", "models"], never: ["arrow"]),
    Case(written: "The barcode says 4006381333931.", digits: "4006381333931"),
    Case(written: "Speed limit 50 km/h.", heard: ["per hour"], never: ["slash"]),
    Case(written: "It costs €3.99.", heard: ["euro"], never: ["year"]),
    Case(written: "Temperature 21°C.", heard: ["celsius"]),
    Case(written: "The quick brown fox jum-\nps over the\nlazy dog.", heard: ["jumps", "lazy dog"]),
  ]

  /// Piper's voice varies a little from run to run (its noise is not seeded) and whisper tiny.en
  /// mishears now and then ("then Models" as "the models", 1 run in about 10): a sentence passes when
  /// one of three hearings carries its meaning, and fails when none does or when any hearing carries
  /// a word it never should (a symbol read out is the sentence's fault every time, not a slip).
  static let hearings = 3

  @Test(arguments: cases)
  func whatIsHeardIsWhatIsMeant(_ sentence: Case) async throws {
    try SpeechTestEnvironment.requireSpeechModels()
    let worker = await SharedSpeechWorker.shared.get()
    let piper = PiperSpeechSynthesizer(worker: worker)
    let whisper = WhisperSpeechRecognizer(worker: worker, model: .tinyEn)
    let spoken = SpokenText.forEar(sentence.written)
    var misses: [String] = []
    for _ in 0..<Self.hearings {
      let heard = try await whisper.transcribe(try await piper.synthesize(spoken, voice: nil)).lowercased()
      print(
        "[ear] \(sentence.written.debugDescription) → \(spoken.debugDescription) → heard \(heard.debugDescription)"
      )
      for word in sentence.never { #expect(!heard.contains(word), "“\(word)” heard in “\(heard)”") }
      let missing = Self.missing(sentence, in: heard)
      if missing.isEmpty { return }
      misses.append("“\(heard)” lacks \(missing.joined(separator: ", "))")
    }
    Issue.record("not heard in \(Self.hearings) tries: \(misses.joined(separator: "; "))")
  }

  /// What a hearing lacks of the sentence's meaning: its words, and its digits in order. One digit's
  /// slip is the listener's (whisper runs "0 0 6" together as "06" about 1 run in 5); a number said as
  /// one huge number ("four trillion…") has no digits at all.
  static func missing(_ sentence: Case, in heard: String) -> [String] {
    var missing = sentence.heard.filter { !heard.contains($0) }.map { "“\($0)”" }
    if let digits = sentence.digits, editDistance(String(heard.filter(\.isNumber)), digits) > 1 {
      missing.append("the digits \(digits)")
    }
    return missing
  }

  @Test func aHearingWithoutTheWordsOrDigitsLacksThem() {
    let sentence = Case(written: "", heard: ["then"], digits: "4006381333931")
    #expect(Self.missing(sentence, in: "open settings, then models. 4006381333931").isEmpty)
    #expect(Self.missing(sentence, in: "then 400638133393").isEmpty)
    #expect(Self.missing(sentence, in: "the models 4006381333931") == ["“then”"])
    #expect(Self.missing(sentence, in: "then four trillion") == ["the digits 4006381333931"])
  }

  /// Levenshtein distance between two strings, by character.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }

}
