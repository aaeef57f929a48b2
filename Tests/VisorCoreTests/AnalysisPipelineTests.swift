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

@Suite struct AnalysisPipelineTests {
  func collect(_ stream: AsyncThrowingStream<AnalysisEvent, Error>) async throws -> [AnalysisEvent] {
    var events: [AnalysisEvent] = []
    for try await event in stream { events.append(event) }
    return events
  }

  @Test func speaksEachSentenceInOrderWhileTheAnswerIsStillStreaming() async throws {
    let model = ScriptedModel(
      answer: "This is a red car. It has four doors. The sky is blue.", delay: .milliseconds(20))
    let pipeline = AnalysisPipeline(
      model: model, synthesizer: ToneSynthesizer(), recognizer: nil, encode: wavEncode)
    let events = try await collect(
      pipeline.run(AnalysisInput(jpeg: Data([0xFF, 0xD8]), speak: true), started: .now, ingestMs: 3))
    let audioIndexes = events.compactMap { if case .audio(let i, _, _) = $0 { i } else { nil } }
    #expect(audioIndexes == [0, 1, 2])
    let firstAudio = try #require(events.firstIndex { if case .audio = $0 { true } else { false } })
    let lastText = try #require(events.lastIndex { if case .textDelta = $0 { true } else { false } })
    #expect(firstAudio < lastText, "the first sentence should be spoken before the answer is complete")
    guard case .finished(let result) = events.last else {
      Issue.record("no finished event")
      return
    }
    #expect(result.message == "This is a red car. It has four doors. The sky is blue.")
    #expect(result.prompt == AnalysisPipeline.defaultPrompt)
    #expect(result.audio != nil)
    #expect(result.timings.ingestMs == 3)
    #expect((result.timings.firstAudioMs ?? 0) <= (result.timings.totalMs ?? 0))
    let asked = try #require(model.asked.withLock { $0.first })
    #expect(asked.first?.role == .system)
    #expect(asked.last?.hasImage == true)
  }

  @Test func aSpokenQuestionIsTranscribedAndBecomesThePrompt() async throws {
    let model = ScriptedModel(answer: "It is green.")
    let pipeline = AnalysisPipeline(
      model: model, synthesizer: nil, recognizer: FixedRecognizer(text: "What colour is it?"),
      encode: wavEncode)
    let input = AnalysisInput(jpeg: Data([1]), question: PCMAudio(samples: [0.1, 0.2], sampleRate: 16_000))
    let events = try await collect(pipeline.run(input, started: .now, ingestMs: nil))
    #expect(events.first == .transcript("What colour is it?"))
    #expect(model.asked.withLock { $0.first?.last?.text } == "What colour is it?")
  }

  @Test func silenceInTheQuestionIsRefused() async throws {
    let pipeline = AnalysisPipeline(
      model: ScriptedModel(answer: "x"), synthesizer: nil, recognizer: FixedRecognizer(text: "  "),
      encode: wavEncode)
    let input = AnalysisInput(jpeg: Data([1]), question: PCMAudio(samples: [0], sampleRate: 16_000))
    await #expect(throws: VisorError.self) {
      _ = try await collect(pipeline.run(input, started: .now, ingestMs: nil))
    }
  }

  @Test func overlongPromptsAreRefused() async throws {
    let pipeline = AnalysisPipeline(
      model: ScriptedModel(answer: "x"), synthesizer: nil, recognizer: nil, encode: wavEncode)
    let input = AnalysisInput(jpeg: Data([1]), prompt: String(repeating: "a", count: 5_000))
    do {
      _ = try await collect(pipeline.run(input, started: .now, ingestMs: nil))
      Issue.record("expected prompt_too_long")
    } catch let error as VisorError {
      #expect(error.code == "prompt_too_long")
    }
  }

  @Test func stoppingTheConsumerCancelsTheModel() async throws {
    let model = ScriptedModel(answer: String(repeating: "word ", count: 400), delay: .milliseconds(10))
    let pipeline = AnalysisPipeline(
      model: model, synthesizer: ToneSynthesizer(), recognizer: nil, encode: wavEncode)
    var seen = 0
    for try await event in pipeline.run(
      AnalysisInput(jpeg: Data([1]), speak: true), started: .now, ingestMs: nil)
    {
      if case .textDelta = event { seen += 1 }
      if seen == 5 { break }
    }
    try await Task.sleep(for: .milliseconds(200))
    #expect(model.cancelled.withLock { $0 })
  }
}
