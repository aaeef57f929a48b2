import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// Festival kept running per voice (issue 27): the Russian voice is loaded once, not for every
/// sentence. Real `festival` and `text2wave` programs with Debian's voices.
@Suite(.serialized, .enabled(if: FestivalEnvironment.installed || LanguageSpeechEnvironment.required))
struct FestivalSessionTests {
  static let festival = FestivalEnvironment.festival
  static var russian: FestivalSpeechSynthesizer.Voice? { FestivalEnvironment.russian }

  static let sentences = [
    "Осторожно, пол мокрый.", "Аптека сегодня закрыта.", "Собака лежит на зелёном диване.",
    "Пожалуйста, используйте вход слева.",
  ]

  func voice() throws -> FestivalSpeechSynthesizer.Voice {
    try #require(Self.russian, "festvox-ru is missing; run scripts/setup.sh")
  }

  /// The same audio as `text2wave`, many times faster after the first sentence; the figures (seconds
  /// per sentence before → after) are in docs/speech.md.
  @Test func russianSentencesWithoutReloadingTheVoice() async throws {
    let voice = try voice()
    let session = FestivalSession(festival: Self.festival, selector: voice.selector)
    defer { Task { await session.stop() } }
    var oneShot: [Double] = []
    var kept: [Double] = []
    let clock = ContinuousClock()
    var first = 0.0
    for (index, sentence) in Self.sentences.enumerated() {
      var reference = Data()
      let oneShotTime = try await clock.measure {
        reference = try await OneShotProcess.run(
          FestivalSpeechSynthesizer.defaultExecutable, ["-eval", voice.selector], input: Data(sentence.utf8),
          timeout: .seconds(60), maxOutputBytes: 16 << 20)
      }
      var wav = Data()
      let keptTime = try await clock.measure { wav = try await session.speak(Data(sentence.utf8)) }
      // text2wave writes to a pipe and cannot go back to fill in the header's size: the samples match.
      // (it writes the header again at the end, read as 22 more samples).
      let audio = try #require(SpeechPCM.pcm(wav: wav))
      let expected = try #require(SpeechPCM.pcm(wav: reference)).samples
      let same = expected.starts(with: audio.samples) && expected.count - audio.samples.count <= 22
      #expect(same, "the session's audio differs from text2wave's for \"\(sentence)\"")
      #expect(audio.durationSeconds > 0.8 && audio.durationSeconds < 8)
      oneShot.append(OneShotProcess.seconds(oneShotTime))
      if index == 0 {
        first = OneShotProcess.seconds(keptTime)
      } else {
        kept.append(OneShotProcess.seconds(keptTime))
      }
    }
    let before = oneShot.reduce(0, +) / Double(oneShot.count)
    let after = kept.reduce(0, +) / Double(kept.count)
    print(
      String(
        format:
          "[festival ru] text2wave %.3f s per sentence; kept running %.3f s (first, with the voice load, %.3f s): %.1f× faster",
        before, after, first, before / after))
    #expect(await session.starts == 1)
    #expect(after * 3 < before, "a kept Festival should say a sentence far faster than text2wave")
  }

  /// Quotes, brackets and Scheme in the text are said (or skipped), never run: the session survives.
  @Test func textIsNeverCode() async throws {
    let voice = try voice()
    let session = FestivalSession(festival: Self.festival, selector: voice.selector)
    defer { Task { await session.stop() } }
    for hostile in [#"Привет") (quit) ("мир"#, #"Да\") (exit 3) ("нет"#, "Кошка (quit)"] {
      // Said, or refused by the voice's letter rules ("could not say"): either way nothing ran.
      do {
        _ = try await session.speak(Data(hostile.utf8))
      } catch let failure as OneShotProcess.Failure {
        #expect(failure.description.contains("could not say"), "\(failure)")
      }
      #expect(await session.isRunning, "\(hostile) ended Festival")
    }
    let wav = try await session.speak(Data("Собака.".utf8))
    #expect(SpeechPCM.pcm(wav: wav).map { $0.durationSeconds > 0.3 } == true)
    #expect(await session.starts == 1)
  }

  /// Russian punctuation the voice's letter rules have no rule for (a dash, «quotes», "…", "%") no
  /// longer stops the sentence.
  @Test func russianPunctuationIsSaid() async throws {
    #expect(
      FestivalSpeechSynthesizer.sayable("«Аптека» закрыта — вход слева; скидка 5 %…")
        == "Аптека закрыта, вход слева, скидка 5 процентов.")
    #expect(FestivalSpeechSynthesizer.sayable("Да ! Нет ?") == "Да! Нет?")
    _ = try voice()
    let audio = try await FestivalSpeechSynthesizer().synthesize(
      "«Аптека» закрыта — вход слева; скидка 5 %…", voice: "ru-nsh")
    #expect(audio.durationSeconds > 2)
  }

  /// A program that died is replaced at the next sentence; an idle one is ended after its lifetime.
  @Test func restartsAfterDeathAndEndsWhenIdle() async throws {
    let voice = try voice()
    let session = FestivalSession(
      festival: Self.festival, selector: voice.selector, idleLifetime: .milliseconds(800))
    defer { Task { await session.stop() } }
    _ = try await session.speak(Data("Собака.".utf8))
    #expect(await session.isRunning)
    try await waitUntil(seconds: 20) { await !session.isRunning }
    _ = try await session.speak(Data("Кошка.".utf8))
    #expect(await session.starts == 2)
    await session.stop()
    #expect(await !session.isRunning)
  }

  /// Concurrent callers take turns on one program, and each gets its own sentence.
  @Test func concurrentCallersTakeTurns() async throws {
    let voice = try voice()
    let session = FestivalSession(festival: Self.festival, selector: voice.selector)
    defer { Task { await session.stop() } }
    var alone: [Int: Int] = [:]
    for (index, sentence) in Self.sentences.enumerated() {
      alone[index] = try #require(SpeechPCM.pcm(wav: try await session.speak(Data(sentence.utf8)))).samples
        .count
    }
    let lengths = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
      for (index, sentence) in Self.sentences.enumerated() {
        group.addTask {
          let wav = try await session.speak(Data(sentence.utf8))
          return (index, try #require(SpeechPCM.pcm(wav: wav)).samples.count)
        }
      }
      var out: [Int: Int] = [:]
      for try await (index, seconds) in group { out[index] = seconds }
      return out
    }
    // Each caller got its own sentence's audio, the same length as when it was said alone.
    #expect(lengths == alone)
    #expect(await session.starts == 1)
  }

  /// A sentence past the time limit stops the program with a failure, not a hang.
  @Test func aSentencePastItsTimeIsStopped() async throws {
    let voice = try voice()
    let session = FestivalSession(
      festival: Self.festival, selector: voice.selector, timeout: .milliseconds(50))
    await #expect(throws: OneShotProcess.Failure.self) {
      _ = try await session.speak(Data(Self.sentences.joined(separator: " ").utf8))
    }
    #expect(await !session.isRunning)
  }

  /// The synthesizer uses the shared session for Russian (one start across two calls).
  @Test func theSynthesizerKeepsOneProgramPerVoice() async throws {
    let voice = try voice()
    let festival = FestivalSpeechSynthesizer()
    let session = try #require(festival.session(for: voice))
    #expect(festival.session(for: voice) === session)
    let before = await session.starts
    _ = try await festival.synthesize(Self.sentences[0], voice: "ru-nsh")
    _ = try await festival.synthesize(Self.sentences[1], voice: "ru-nsh")
    #expect(await session.starts - before <= 1)
    #expect(await session.isRunning)
  }

  func waitUntil(seconds: Double, _ condition: () async -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
      if await condition() { return }
      try await Task.sleep(for: .milliseconds(50))
    }
    Issue.record("condition not met within \(seconds) s")
  }
}

enum FestivalEnvironment {
  static let festival = URL(fileURLWithPath: "/usr/bin/festival")
  static var russian: FestivalSpeechSynthesizer.Voice? {
    FestivalSpeechSynthesizer().installed.first { $0.id == "ru-nsh" }
  }
  static var installed: Bool {
    FileManager.default.isExecutableFile(atPath: festival.path) && russian != nil
  }
}
