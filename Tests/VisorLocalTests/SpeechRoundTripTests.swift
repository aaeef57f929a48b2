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

  @Test(arguments: cases)
  func whatIsHeardIsWhatIsMeant(_ sentence: Case) async throws {
    try SpeechTestEnvironment.requireSpeechModels()
    let worker = await SharedSpeechWorker.shared.get()
    let piper = PiperSpeechSynthesizer(worker: worker)
    let whisper = WhisperSpeechRecognizer(worker: worker, model: .tinyEn)
    let spoken = SpokenText.forEar(sentence.written)
    let heard = try await whisper.transcribe(try await piper.synthesize(spoken, voice: nil)).lowercased()
    print(
      "[ear] \(sentence.written.debugDescription) → \(spoken.debugDescription) → heard \(heard.debugDescription)"
    )
    for word in sentence.heard { #expect(heard.contains(word), "“\(word)” not heard in “\(heard)”") }
    for word in sentence.never { #expect(!heard.contains(word), "“\(word)” heard in “\(heard)”") }
    if let digits = sentence.digits {
      // Every digit, in order. Piper's voice varies a little from run to run and whisper sometimes
      // runs "0 0 6" together as "06" (1 run in about 5): one digit's slip is the listener's, not the
      // sentence's; a number said as one huge number ("four trillion…") has no digits at all.
      let heardDigits = String(heard.filter(\.isNumber))
      #expect(Self.editDistance(heardDigits, digits) <= 1, "digits heard: “\(heard)”")
    }
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
