import Foundation

/// What one photo analysis is asked to do.
public struct AnalysisInput: Sendable {
  /// The ingested (upright, metadata-free) JPEG.
  public var jpeg: Data
  /// The typed question, or nil when a spoken question or the default prompt is used.
  public var prompt: String?
  /// A spoken question as 16 kHz mono PCM.
  public var question: PCMAudio?
  public var speak: Bool
  public var voice: String?
  public var format: AudioClip.Format

  public init(
    jpeg: Data, prompt: String? = nil, question: PCMAudio? = nil, speak: Bool = false, voice: String? = nil,
    format: AudioClip.Format = .mp3
  ) {
    self.jpeg = jpeg
    self.prompt = prompt
    self.question = question
    self.speak = speak
    self.voice = voice
    self.format = format
  }
}

/// Events of an analysis, in the order they happen (the SSE events of `/api/v1/vision/analyze`).
public enum AnalysisEvent: Sendable, Equatable {
  case transcript(String)
  case textDelta(String)
  case audio(index: Int, text: String, clip: AudioClip)
  case finished(AnalysisResult)
}

public struct AnalysisResult: Sendable, Equatable {
  public var prompt: String
  public var transcript: String?
  public var message: String
  /// All sentences' audio joined (when speaking), in the requested format.
  public var audio: AudioClip?
  public var timings: Timings
}

/// Photo (+ typed or spoken question) → streamed answer text and, sentence by sentence, speech.
///
/// Speech for sentence n is synthesised while the model generates sentence n+1. Cancelling the
/// consumer (e.g. the client disconnecting) cancels the model request and the synthesis.
public struct AnalysisPipeline: Sendable {
  public static let defaultPrompt = "Describe exactly what you see."
  /// Asked of the model when the answer will be spoken, as the original app did.
  public static let spokenAnswerInstruction =
    "Your answer will be read out loud. Answer naturally, as a person would say it: brief, two or three short sentences, no lists, no markdown, and don't ramble."

  public var model: any ChatModel
  public var synthesizer: (any SpeechSynthesizer)?
  public var recognizer: (any SpeechRecognizer)?
  /// Encodes PCM to the requested container (MP3, Opus, WAV).
  public var encode: @Sendable (PCMAudio, AudioClip.Format) async throws -> AudioClip
  /// Joins per-sentence PCM for the whole-answer audio.
  public var maxPromptCharacters = 4_000
  public var clock = ContinuousClock()

  public init(
    model: any ChatModel, synthesizer: (any SpeechSynthesizer)?, recognizer: (any SpeechRecognizer)?,
    encode: @escaping @Sendable (PCMAudio, AudioClip.Format) async throws -> AudioClip
  ) {
    self.model = model
    self.synthesizer = synthesizer
    self.recognizer = recognizer
    self.encode = encode
  }

  /// Runs the analysis. `started` is when the request arrived (so timings include ingestion).
  public func run(_ input: AnalysisInput, started: ContinuousClock.Instant, ingestMs: Int?)
    -> AsyncThrowingStream<
      AnalysisEvent, Error
    >
  {
    AsyncThrowingStream { continuation in
      let task = Task {
        do {
          try await self.execute(input, started: started, ingestMs: ingestMs) { continuation.yield($0) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  private func milliseconds(since start: ContinuousClock.Instant) -> Int {
    let d = clock.now - start
    return Int(d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000)
  }

  private func execute(
    _ input: AnalysisInput, started: ContinuousClock.Instant, ingestMs: Int?,
    emit: @escaping @Sendable (AnalysisEvent) -> Void
  ) async throws {
    var timings = Timings(ingestMs: ingestMs)
    var transcript: String?
    let prompt: String
    if let question = input.question {
      guard let recognizer else {
        throw VisorError.notConfigured(
          "No speech recognition model is available to understand the spoken question; install the local models (make run) or configure a transcription provider."
        )
      }
      let t0 = clock.now
      let text = try await recognizer.transcribe(question).trimmingWhitespace
      timings.transcriptionMs = milliseconds(since: t0)
      guard !text.isEmpty else {
        throw VisorError.unprocessable(
          "no_speech",
          "No words were heard in the spoken question; hold the shutter and speak clearly, or type the question."
        )
      }
      transcript = text
      prompt = text
      emit(.transcript(text))
    } else {
      prompt = (input.prompt?.trimmingWhitespace).flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultPrompt
    }
    guard prompt.count <= maxPromptCharacters else {
      throw VisorError.badRequest(
        "prompt_too_long", "The prompt has \(prompt.count) characters; keep it under \(maxPromptCharacters).")
    }
    try Task.checkCancellation()

    var messages: [ChatMessage] = []
    if input.speak { messages.append(ChatMessage(role: .system, text: Self.spokenAnswerInstruction)) }
    messages.append(
      ChatMessage(role: .user, parts: [.text(prompt), .image(input.jpeg, mimeType: "image/jpeg")]))

    let speaker: SentenceSpeaker? =
      if input.speak, let synthesizer {
        SentenceSpeaker(synthesizer: synthesizer, voice: input.voice, format: input.format, encode: encode)
      } else { nil }
    let speech = speaker?.start { index, text, clip in emit(.audio(index: index, text: text, clip: clip)) }

    var message = ""
    var splitter = SentenceSplitter()
    do {
      for try await delta in model.stream(messages, options: ChatOptions()) {
        try Task.checkCancellation()
        if timings.firstTokenMs == nil { timings.firstTokenMs = milliseconds(since: started) }
        message += delta
        emit(.textDelta(delta))
        for sentence in splitter.feed(delta) { speaker?.enqueue(sentence) }
      }
      if let rest = splitter.finish() { speaker?.enqueue(rest) }
      speaker?.finishInput()
    } catch {
      speaker?.cancel()
      speech?.cancel()
      throw error
    }

    let spoken = try await withTaskCancellationHandler {
      try await speech?.value
    } onCancel: {
      speech?.cancel()
    }
    if let first = spoken?.firstAudioAt {
      let d = first - started
      timings.firstAudioMs = Int(
        d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000)
    }
    var audio: AudioClip?
    if let pcm = spoken?.pcm, !pcm.samples.isEmpty { audio = try await encode(pcm, input.format) }
    let trimmed = message.trimmingWhitespace
    guard !trimmed.isEmpty else {
      throw VisorError.badGateway(
        "provider_bad_response", "The model returned an empty answer; try again or pick another model.")
    }
    timings.totalMs = milliseconds(since: started)
    emit(
      .finished(
        AnalysisResult(
          prompt: prompt, transcript: transcript, message: trimmed, audio: audio, timings: timings)))
  }
}

/// Synthesises queued sentences one after another, in order, while more text is still arriving.
final class SentenceSpeaker: Sendable {
  struct Output: Sendable {
    var pcm: PCMAudio?
    var firstAudioAt: ContinuousClock.Instant?
  }

  let synthesizer: any SpeechSynthesizer
  let voice: String?
  let format: AudioClip.Format
  let encode: @Sendable (PCMAudio, AudioClip.Format) async throws -> AudioClip
  private let queue: AsyncStream<String>
  private let input: AsyncStream<String>.Continuation

  init(
    synthesizer: any SpeechSynthesizer, voice: String?, format: AudioClip.Format,
    encode: @escaping @Sendable (PCMAudio, AudioClip.Format) async throws -> AudioClip
  ) {
    self.synthesizer = synthesizer
    self.voice = voice
    self.format = format
    self.encode = encode
    (queue, input) = AsyncStream.makeStream(of: String.self)
  }

  func enqueue(_ sentence: String) { input.yield(sentence) }
  func finishInput() { input.finish() }
  func cancel() { input.finish() }

  /// Starts the synthesis loop; each sentence's audio is delivered as soon as it is encoded.
  func start(deliver: @escaping @Sendable (Int, String, AudioClip) -> Void) -> Task<Output, Error> {
    Task {
      var joined: [Float] = []
      var rate = 0
      var first: ContinuousClock.Instant?
      var index = 0
      for await sentence in queue {
        try Task.checkCancellation()
        guard sentence.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
        let pcm = try await synthesizer.synthesize(sentence, voice: voice)
        let clip = try await encode(pcm, format)
        if first == nil { first = ContinuousClock.now }
        deliver(index, sentence, clip)
        index += 1
        if rate == 0 { rate = pcm.sampleRate }
        if pcm.sampleRate == rate {
          joined += pcm.samples
          joined += [Float](repeating: 0, count: rate / 5)  // a short pause between sentences
        }
      }
      return Output(pcm: rate > 0 ? PCMAudio(samples: joined, sampleRate: rate) : nil, firstAudioAt: first)
    }
  }
}
