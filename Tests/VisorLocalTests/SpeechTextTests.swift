import Foundation
import Testing
import VisorCore

@testable import VisorLocal

@Suite struct SpeechTextTests {
  static let paragraph = """
    The quick brown fox jumps over the lazy dog. It was a bright cold day in April, and the clocks \
    were striking thirteen! Did you hear that?   Nobody answered;
    the room stayed quiet, the lamp flickered, and somewhere a door closed — slowly, carefully, \
    as if someone did not want to be heard.
    """

  @Test(arguments: [20, 40, 80, 400])
  func chunksKeepEveryWordWithinTheLimit(limit: Int) throws {
    let chunks = try SpeechText.chunks(Self.paragraph, maxCharacters: limit)
    let words = Self.paragraph.split(whereSeparator: { $0.isWhitespace }).map(String.init)
    #expect(chunks.joined(separator: " ").split(separator: " ").map(String.init) == words)
    for chunk in chunks {
      #expect(chunk.count <= limit, "chunk too long: \(chunk)")
      #expect(chunk == chunk.trimmingCharacters(in: .whitespaces))
      #expect(!chunk.isEmpty)
    }
  }

  @Test func shortTextIsOneChunk() throws {
    #expect(try SpeechText.chunks("  Hello   there.\n") == ["Hello there."])
  }

  @Test func splitsAtSentenceEndsWhenPossible() throws {
    let chunks = try SpeechText.chunks(
      "One two three four. Five six seven eight. Nine ten.", maxCharacters: 25)
    #expect(chunks == ["One two three four.", "Five six seven eight.", "Nine ten."])
  }

  /// Speech cuts at the same sentence ends as the analysis pipeline (one ``SentenceSplitter``): never
  /// after "Dr." or inside "3.5", always at a line break.
  @Test func chunksUseTheSentenceSplittersRules() throws {
    let text = "Dr. Smith drove 3.5 km today. He stopped.\nEXIT ONLY"
    #expect(SpeechText.sentences(text) == ["Dr. Smith drove 3.5 km today.", "He stopped.", "EXIT ONLY"])
    let chunks = try SpeechText.chunks(text, maxCharacters: 32)
    #expect(chunks == ["Dr. Smith drove 3.5 km today.", "He stopped. EXIT ONLY"])
  }

  @Test func longSentenceSplitsAtClausesThenWords() throws {
    let sentence = "alpha beta gamma, delta epsilon zeta, eta theta iota kappa lambda mu nu xi omicron"
    let chunks = try SpeechText.chunks(sentence, maxCharacters: 30)
    #expect(chunks.first == "alpha beta gamma,")
    // Clauses are packed greedily up to the limit.
    #expect(chunks.dropFirst().first == "delta epsilon zeta, eta theta")
    #expect(chunks.allSatisfy { $0.count <= 30 })
    #expect(chunks.joined(separator: " ") == sentence)
  }

  @Test func overlongWordIsCutNotDropped() throws {
    let word = String(repeating: "a", count: 25)
    let chunks = try SpeechText.chunks("x \(word) y", maxCharacters: 10)
    #expect(chunks.joined().filter { $0 == "a" }.count == 25)
    #expect(chunks.allSatisfy { $0.count <= 10 })
    #expect(chunks.first == "x")
    #expect(chunks.last?.hasSuffix("y") == true)
  }

  @Test(arguments: ["", "   ", "\n\t \n"])
  func emptyTextIsRejected(text: String) {
    #expect(throws: VisorError(.emptyText, "The text is empty. Send some words to speak.")) {
      _ = try SpeechText.chunks(text)
    }
  }

  /// A synthesizer that returns one sample per character, to check long-text assembly without a model.
  struct CountingSynthesizer: SpeechSynthesizer {
    let id = "test/count"
    let voices = ["a"]
    func synthesize(_ text: String, voice: String?) async throws -> PCMAudio {
      PCMAudio(samples: Array(repeating: 0.5, count: text.count), sampleRate: 100)
    }
  }

  @Test func longTextAudioConcatenatesEveryChunkWithPauses() async throws {
    let chunks = try SpeechText.chunks(Self.paragraph, maxCharacters: 50)
    let audio = try await SpeechText.synthesize(
      Self.paragraph, voice: nil, with: CountingSynthesizer(), maxCharacters: 50, pauseSeconds: 0.1)
    let characters = chunks.reduce(0) { $0 + $1.count }
    #expect(audio.sampleRate == 100)
    #expect(audio.samples.count == characters + (chunks.count - 1) * 10)
    #expect(audio.samples.filter { $0 == 0.5 }.count == characters)
  }

  @Test func pcm16RoundTripAndResampling() {
    let samples: [Float] = [0, 0.5, -0.5, 1, -1, 0.25]
    let back = SpeechPCM.floats(int16LittleEndian: SpeechPCM.int16LittleEndian(samples))
    for (a, b) in zip(samples, back) { #expect(abs(a - b) < 0.001) }
    let tone = PCMAudio(samples: (0..<22050).map { Float(sin(Double($0) * 0.05)) }, sampleRate: 22050)
    let resampled = SpeechPCM.resample(tone, to: 16000)
    #expect(resampled.sampleRate == 16000)
    #expect(abs(resampled.durationSeconds - 1.0) < 0.01)
  }
}
