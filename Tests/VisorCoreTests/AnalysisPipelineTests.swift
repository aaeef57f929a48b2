import Foundation
import Synchronization
import Testing
import VisorCore

/// A model that streams a fixed answer word by word with a delay, recording what it was asked.
final class ScriptedModel: ChatModel, @unchecked Sendable {
  let id = "test/scripted"
  let answer: String
  let delay: Duration
  let asked = Mutex<[[ChatMessage]]>([])
  let cancelled = Mutex(false)

  init(answer: String, delay: Duration = .milliseconds(5)) {
    self.answer = answer
    self.delay = delay
  }

  func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
    asked.withLock { $0.append(messages) }
    let words = answer.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let delay = self.delay
    return AsyncThrowingStream { continuation in
      let task = Task {
        for (i, word) in words.enumerated() {
          do { try await Task.sleep(for: delay) } catch {
            self.cancelled.withLock { $0 = true }
            continuation.finish(throwing: error)
            return
          }
          continuation.yield(i == 0 ? word : " " + word)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}

/// A synthesiser producing 10 ms of a tone per character.
struct ToneSynthesizer: SpeechSynthesizer {
  let id = "test/tone"
  let voices = ["tone"]
  func synthesize(_ text: String, voice: String?) async throws -> PCMAudio {
    PCMAudio(samples: [Float](repeating: 0.5, count: text.count * 160), sampleRate: 16_000)
  }
}

struct FixedRecognizer: SpeechRecognizer {
  let id = "test/fixed"
  let text: String
  func transcribe(_ audio: PCMAudio) async throws -> String { text }
}

let wavEncode: @Sendable (PCMAudio, AudioClip.Format) async throws -> AudioClip = { pcm, format in
  AudioClip(data: Data(count: pcm.samples.count), format: format, durationMs: Int(pcm.durationSeconds * 1000))
}

/// Collects what a pipeline writes into its sink.
final class EventLog: Sendable {
  private let events = Mutex<[AnalysisEvent]>([])
  var all: [AnalysisEvent] { events.withLock { $0 } }
  var sink: AnalysisSink { { event in self.events.withLock { $0.append(event) } } }
}

@Suite struct AnalysisPipelineTests {
  /// Prepares and runs `input`, returning the events written and the result.
  func analyze(
    _ pipeline: AnalysisPipeline, _ input: AnalysisInput, audio: SpokenAudio = .perSentence,
    ingestMs: Int? = nil
  ) async throws -> ([AnalysisEvent], AnalysisResult) {
    let log = EventLog()
    let prepared = try await pipeline.prepare(input)
    let result = try await pipeline.run(
      prepared, audio: audio, started: .now, ingestMs: ingestMs, sink: log.sink)
    return (log.all, result)
  }

  @Test func speaksEachSentenceInOrderWhileTheAnswerIsStillStreaming() async throws {
    let model = ScriptedModel(
      answer: "This is a red car. It has four doors. The sky is blue.", delay: .milliseconds(20))
    let pipeline = AnalysisPipeline(
      model: model, synthesizer: ToneSynthesizer(), recognizer: nil, encode: wavEncode)
    let (events, result) = try await analyze(
      pipeline, AnalysisInput(jpeg: Data([0xFF, 0xD8]), speak: true), ingestMs: 3)
    let audioIndexes = events.compactMap { if case .audio(let i, _, _) = $0 { i } else { nil } }
    #expect(audioIndexes == [0, 1, 2])
    let firstAudio = try #require(events.firstIndex { if case .audio = $0 { true } else { false } })
    let lastText = try #require(events.lastIndex { if case .textDelta = $0 { true } else { false } })
    #expect(firstAudio < lastText, "the first sentence should be spoken before the answer is complete")
    #expect(result.message == "This is a red car. It has four doors. The sky is blue.")
    #expect(result.prompt == AnalysisPipeline.defaultPrompt)
    #expect(result.timings.ingestMs == 3)
    #expect((result.timings.firstAudioMs ?? 0) <= (result.timings.totalMs ?? 0))
    #expect(result.notes.isEmpty)
    let asked = try #require(model.asked.withLock { $0.first })
    #expect(asked.first?.role == .system)
    #expect(asked.last?.hasImage == true)
  }

  @Test func theWholeSpokenAnswerIsEncodedOnlyWhenTheAnswerCarriesIt() async throws {
    let encoded = Mutex<[Int]>([])
    let countingEncode: @Sendable (PCMAudio, AudioClip.Format) async throws -> AudioClip = { pcm, format in
      encoded.withLock { $0.append(pcm.samples.count) }
      return try await wavEncode(pcm, format)
    }
    let answer = "This is a red car. It has four doors."
    let pipeline = AnalysisPipeline(
      model: ScriptedModel(answer: answer), synthesizer: ToneSynthesizer(), recognizer: nil,
      encode: countingEncode)
    let input = AnalysisInput(jpeg: Data([1]), speak: true)

    // A stream: one clip per sentence, and no whole-answer audio.
    let (streamed, streamedResult) = try await analyze(pipeline, input, audio: .perSentence)
    #expect(streamed.filter { if case .audio = $0 { true } else { false } }.count == 2)
    #expect(streamedResult.audio == nil)
    #expect(encoded.withLock { $0.count } == 2)

    // A whole answer: no per-sentence clips, one clip of every sentence with pauses.
    encoded.withLock { $0.removeAll() }
    let (whole, wholeResult) = try await analyze(pipeline, input, audio: .whole)
    #expect(!whole.contains { if case .audio = $0 { true } else { false } })
    let clip = try #require(wholeResult.audio)
    let sentenceSamples = ("This is a red car.".count + "It has four doors.".count) * 160
    #expect(encoded.withLock { $0 } == [sentenceSamples + 2 * 16_000 / 5])
    #expect(clip.data.count == sentenceSamples + 2 * 16_000 / 5)
    #expect(wholeResult.timings.firstAudioMs != nil)
  }

  @Test(arguments: [SpokenAudio.perSentence, .whole])
  func aSpeechFailureKeepsTheAnswerAndSaysSo(_ audio: SpokenAudio) async throws {
    struct BrokenVoice: SpeechSynthesizer {
      let id = "test/broken"
      let voices = ["x"]
      struct Failure: Error {}
      func synthesize(_ text: String, voice: String?) async throws -> PCMAudio { throw Failure() }
    }
    let pipeline = AnalysisPipeline(
      model: ScriptedModel(answer: "It is a cat. It sleeps."), synthesizer: BrokenVoice(), recognizer: nil,
      encode: wavEncode)
    let (events, result) = try await analyze(
      pipeline, AnalysisInput(jpeg: Data([1]), speak: true), audio: audio)
    #expect(result.message == "It is a cat. It sleeps.")
    #expect(
      events.compactMap { if case .textDelta(let d) = $0 { d } else { nil } }.joined() == result.message)
    #expect(result.audio == nil)
    #expect(result.notes == [.speechFailed])
    #expect(result.speechFailure != nil)
  }

  @Test func aSpokenQuestionIsTranscribedAndBecomesThePrompt() async throws {
    let model = ScriptedModel(answer: "It is green.")
    let pipeline = AnalysisPipeline(
      model: model, synthesizer: nil, recognizer: FixedRecognizer(text: "What colour is it?"),
      encode: wavEncode)
    let input = AnalysisInput(jpeg: Data([1]), question: PCMAudio(samples: [0.1, 0.2], sampleRate: 16_000))
    // Transcribed when prepared, before anything streams.
    let prepared = try await pipeline.prepare(input)
    #expect(prepared.prompt == "What colour is it?")
    #expect(prepared.transcriptionMs != nil)
    #expect(model.asked.withLock { $0.isEmpty })
    let (events, result) = try await analyze(pipeline, input)
    #expect(events.first == .transcript("What colour is it?"))
    #expect(result.transcript == "What colour is it?")
    #expect(result.timings.transcriptionMs != nil)
    #expect(model.asked.withLock { $0.first?.last?.text } == "What colour is it?")
  }

  @Test func silenceInTheQuestionIsRefusedBeforeAnythingStreams() async throws {
    let model = ScriptedModel(answer: "x")
    let pipeline = AnalysisPipeline(
      model: model, synthesizer: nil, recognizer: FixedRecognizer(text: "  "), encode: wavEncode)
    let input = AnalysisInput(jpeg: Data([1]), question: PCMAudio(samples: [0], sampleRate: 16_000))
    await #expect(throws: VisorError.self) { _ = try await pipeline.prepare(input) }
    #expect(model.asked.withLock { $0.isEmpty })
  }

  @Test func overlongPromptsTypedOrSpokenAreRefusedBeforeAnythingStreams() async throws {
    let model = ScriptedModel(answer: "x")
    let typed = AnalysisPipeline(model: model, synthesizer: nil, recognizer: nil, encode: wavEncode)
    let spoken = AnalysisPipeline(
      model: model, synthesizer: nil,
      recognizer: FixedRecognizer(text: String(repeating: "why ", count: 1_100)),
      encode: wavEncode)
    let cases = [
      (typed, AnalysisInput(jpeg: Data([1]), prompt: String(repeating: "a", count: 5_000))),
      (spoken, AnalysisInput(jpeg: Data([1]), question: PCMAudio(samples: [0.1], sampleRate: 16_000))),
    ]
    for (pipeline, input) in cases {
      do {
        _ = try await pipeline.prepare(input)
        Issue.record("expected prompt_too_long")
      } catch let error as VisorError {
        #expect(error.code == .promptTooLong)
      }
    }
    #expect(model.asked.withLock { $0.isEmpty })
  }

  @Test func cancellingTheRunCancelsTheModel() async throws {
    let model = ScriptedModel(answer: String(repeating: "word ", count: 400), delay: .milliseconds(10))
    let pipeline = AnalysisPipeline(
      model: model, synthesizer: ToneSynthesizer(), recognizer: nil, encode: wavEncode)
    let prepared = try await pipeline.prepare(AnalysisInput(jpeg: Data([1]), speak: true))
    let seen = Mutex(0)
    let (started, signal) = AsyncStream<Void>.makeStream()
    let run = Task {
      try await pipeline.run(prepared, audio: .perSentence, started: .now, ingestMs: nil) { event in
        if case .textDelta = event,
          seen.withLock({
            $0 += 1; return $0
          }) == 5
        {
          signal.yield()
        }
      }
    }
    for await _ in started { break }
    run.cancel()
    await #expect(throws: CancellationError.self) { _ = try await run.value }
    // The model hears of it on its own task: wait for that (generously; this runs beside the
    // parallel phase's other suites) rather than for a fixed time.
    let deadline = ContinuousClock.now + .seconds(20)
    while !model.cancelled.withLock({ $0 }) && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(model.cancelled.withLock { $0 })
  }
}
