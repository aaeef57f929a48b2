import Foundation
import Synchronization
import VisorCore
import VisorLocal
import VisorMedia

/// A provider stand-in that streams a fixed answer at a realistic pace (≈30 tokens/s, ~4 characters a token).
struct PacedModel: ChatModel {
  let id = "bench/paced"
  let answer: String
  let tokensPerSecond: Double

  func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
    let tokens = PacedModel.tokens(answer)
    let pause = Duration.seconds(1.0 / tokensPerSecond)
    return AsyncThrowingStream { continuation in
      let task = Task {
        for token in tokens {
          try? await Task.sleep(for: pause)
          if Task.isCancelled { break }
          continuation.yield(token)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// Splits into ~4-character tokens keeping spaces attached, like BPE output.
  static func tokens(_ text: String) -> [String] {
    var out: [String] = []
    var current = ""
    for ch in text {
      if (ch == " " && !current.isEmpty) || current.count >= 4 {
        out.append(current)
        current = ""
      }
      current.append(ch)
    }
    if !current.isEmpty { out.append(current) }
    return out
  }
}

public enum BenchMain {
  static let answer =
    "This is a silver sports car parked on a quiet street. It has two doors and a long, low bonnet. The wheels are large and dark grey. Behind it there is a brick wall with a green door. The light suggests late afternoon."

  public static func run(_ arguments: [String]) async -> Int32 {
    do {
      switch arguments.first {
      case "pipeline": try await pipeline(arguments)
      case "overhead": try await overhead(arguments)
      case "classify": try await classify(arguments)
      case "describe": try await describe(arguments)
      default:
        print(
          "usage: visor-bench pipeline|overhead|classify|describe [--models DIR] [--python PATH] [--workers DIR] [--photo FILE] "
            + "[--photos A.jpg,B.jpg] [--rounds N]"
        )
        return 2
      }
      return 0
    } catch {
      print("bench failed: \(error)")
      return 1
    }
  }

  static func value(_ arguments: [String], _ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
  }

  static func ms(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
  }

  /// Streaming (speech per sentence while the answer is generated) vs the original flow (whole answer,
  /// then speech for all of it), same answer, same speech engine, same encoder.
  static func pipeline(_ arguments: [String]) async throws {
    let cache = ProcessInfo.processInfo.environment["VISOR_CACHE_DIR"] ?? NSHomeDirectory() + "/.cache/visor"
    let models = URL(fileURLWithPath: value(arguments, "--models") ?? cache + "/models")
    let python = URL(fileURLWithPath: value(arguments, "--python") ?? cache + "/venv/bin/python")
    let workers = URL(fileURLWithPath: value(arguments, "--workers") ?? "workers")
    let speech = LocalSpeechModels(modelsDirectory: models)
    let worker = WorkerProcess(
      configuration: speech.workerConfiguration(
        pythonPath: python, workerScript: workers.appendingPathComponent("speech_worker.py"),
        preload: ["piper"]),
      logger: .silent)
    let piper = PiperSpeechSynthesizer(worker: worker)
    try await piper.warm()
    _ = try await piper.synthesize("Warm up.", voice: nil)
    let encode: @Sendable (PCMAudio, AudioClip.Format) async throws -> AudioClip = { pcm, format in
      try AudioEncoder.encode(pcm, format: format)
    }
    let model = PacedModel(answer: answer, tokensPerSecond: 30)
    let runs = Int(value(arguments, "--runs") ?? "3") ?? 3
    var streamed: [Double] = []
    var original: [Double] = []
    for _ in 0..<runs {
      // Streaming pipeline.
      let pipeline = AnalysisPipeline(model: model, synthesizer: piper, recognizer: nil, encode: encode)
      let start = ContinuousClock.now
      let first = Mutex<Double?>(nil)
      let prepared = try await pipeline.prepare(AnalysisInput(jpeg: Data([0xFF]), speak: true))
      _ = try await pipeline.run(prepared, audio: .perSentence, started: start, ingestMs: 0) { event in
        if case .audio = event { first.withLock { $0 = $0 ?? ms(ContinuousClock.now - start) } }
      }
      streamed.append(first.withLock { $0 } ?? .nan)
      // Original: wait for the whole answer, then synthesise it all, then encode.
      let t0 = ContinuousClock.now
      var text = ""
      for try await delta in model.stream([], options: ChatOptions()) { text += delta }
      let pcm = try await SpeechText.synthesize(text, voice: nil, with: piper)
      _ = try await encode(pcm, .mp3)
      original.append(ms(ContinuousClock.now - t0))
    }
    await worker.stop()
    let s = streamed.sorted()[runs / 2]
    let o = original.sorted()[runs / 2]
    print(
      "pipeline: time to first audio, 5-sentence answer at 30 tokens/s, Piper voice, MP3 (median of \(runs))")
    print(String(format: "  streamed (Visor)          %8.0f ms", s))
    print(String(format: "  original (wait, then TTS) %8.0f ms", o))
    print(String(format: "  ratio streamed/original   %8.2f   (target <= 0.30)", s / o))
  }

  /// Ingest of a 12 MP JPEG + orchestration with an instant provider: what Visor adds.
  static func overhead(_ arguments: [String]) async throws {
    guard let path = value(arguments, "--photo"), let photo = FileManager.default.contents(atPath: path)
    else {
      throw NSError(
        domain: "bench", code: 1,
        userInfo: [NSLocalizedDescriptionKey: "--photo FILE (a 12 MP JPEG) is required"])
    }
    let model = PacedModel(answer: answer, tokensPerSecond: 1_000_000)
    var totals: [Double] = []
    var ingests: [Double] = []
    for _ in 0..<5 {
      let start = ContinuousClock.now
      let image = try ImageIngestor.ingest(photo)
      let ingestMs = ms(ContinuousClock.now - start)
      let pipeline = AnalysisPipeline(
        model: model, synthesizer: nil, recognizer: nil,
        encode: { pcm, f in try AudioEncoder.encode(pcm, format: f) })
      let prepared = try await pipeline.prepare(AnalysisInput(jpeg: image.jpeg))
      _ = try await pipeline.run(prepared, audio: .whole, started: start, ingestMs: Int(ingestMs)) { _ in }
      totals.append(ms(ContinuousClock.now - start))
      ingests.append(ingestMs)
    }
    let total = totals.sorted()[2]
    let ingest = ingests.sorted()[2]
    print("overhead: 12 MP JPEG, instant provider (median of 5)")
    print(String(format: "  ingest                    %8.0f ms", ingest))
    print(String(format: "  ingest + orchestration    %8.0f ms   (target <= 200 ms)", total))
  }
}
