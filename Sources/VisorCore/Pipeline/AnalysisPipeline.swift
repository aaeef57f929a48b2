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
  /// A follow-up's conversation so far: the photo with the first question, and every answer and
  /// question since. Empty for a new analysis; when set, the question is sent as text after it.
  public var history: [ChatMessage]

  public init(
    jpeg: Data, prompt: String? = nil, question: PCMAudio? = nil, speak: Bool = false, voice: String? = nil,
    format: AudioClip.Format = .mp3, history: [ChatMessage] = []
  ) {
    self.history = history
    self.jpeg = jpeg
    self.prompt = prompt
    self.question = question
    self.speak = speak
    self.voice = voice
    self.format = format
  }
}

/// How a spoken answer reaches the client.
public enum SpokenAudio: Sendable, Equatable {
  /// Each sentence's clip as an ``AnalysisEvent/audio(index:text:clip:)`` event, as soon as it is
  /// encoded (the SSE stream).
  case perSentence
  /// One clip of the whole answer in ``AnalysisResult/audio`` (JSON answers, the CLI, Firebase).
  case whole
}

/// Events of a running analysis, in the order they happen (the SSE events of `/api/v1/vision/analyze`).
public enum AnalysisEvent: Sendable, Equatable {
  case transcript(String)
  case textDelta(String)
  case audio(index: Int, text: String, clip: AudioClip)
}

/// Where a running analysis writes its events; called from more than one task, in event order.
public typealias AnalysisSink = @Sendable (AnalysisEvent) -> Void

public struct AnalysisResult: Sendable, Equatable {
  public var prompt: String
  public var transcript: String?
  public var message: String
  /// All sentences' audio joined, in the requested format — only for ``SpokenAudio/whole``.
  public var audio: AudioClip?
  public var timings: Timings
  /// What the user should hear about the answer (e.g. it could not be spoken).
  public var notes: [AnswerNote]
  /// Why speech stopped, for the log (never shown: the note says it to the user).
  public var speechFailure: String?

  public init(
    prompt: String, transcript: String?, message: String, audio: AudioClip?, timings: Timings,
    notes: [AnswerNote] = [], speechFailure: String? = nil
  ) {
    self.prompt = prompt
    self.transcript = transcript
    self.message = message
    self.audio = audio
    self.timings = timings
    self.notes = notes
    self.speechFailure = speechFailure
  }
}

/// A checked question: the typed prompt, or the spoken question transcribed. Nothing in it can be
/// refused any more, so a stream may start.
public struct PreparedAnalysis: Sendable {
  public var input: AnalysisInput
  public var prompt: String
  public var transcript: String?
  public var transcriptionMs: Int?
}

/// Photo (+ typed or spoken question) → streamed answer text and, sentence by sentence, speech.
///
/// Two steps: ``prepare(_:)`` checks the question (and transcribes a spoken one) — everything that
/// can refuse the request — and ``run(_:audio:started:ingestMs:sink:)`` streams the answer into one
/// sink. Speech for sentence n is synthesised while the model generates sentence n+1. Cancelling the
/// task that runs it (e.g. the client disconnecting) cancels the model request and the synthesis. A
/// speech failure never costs the answer: it ends as text with an ``AnswerNote/speechFailed`` note.
///
/// ```swift
/// let prepared = try await pipeline.prepare(AnalysisInput(jpeg: jpeg, speak: true))
/// let result = try await pipeline.run(prepared, audio: .perSentence, started: .now, ingestMs: 12) {
///   event in print(event)
/// }
/// ```
public struct AnalysisPipeline: Sendable {
  public static let defaultPrompt = "Describe exactly what you see."
  /// Asked of the model when the answer will be spoken, as the original app did.
  public static let spokenAnswerInstruction =
    "Your answer will be read out loud. Answer naturally, as a person would say it: brief, two or three short sentences, no lists, no markdown, and don't ramble."
  /// The longest question, typed or transcribed.
  public static let maxPromptCharacters = 4_000

  public var model: any ChatModel
  public var synthesizer: (any SpeechSynthesizer)?
  public var recognizer: (any SpeechRecognizer)?
  /// Encodes PCM to the requested container (MP3, Opus, WAV).
  public var encode: @Sendable (PCMAudio, AudioClip.Format) async throws -> AudioClip
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

  /// Refuses a question over ``maxPromptCharacters`` (`.promptTooLong`).
  public static func checkPrompt(_ prompt: String) throws {
    guard prompt.count <= maxPromptCharacters else {
      throw VisorError(
        .promptTooLong,
        Message(
          "error.prompt.tooLong", ["count": .number(prompt.count), "limit": .number(maxPromptCharacters)]))
    }
  }

  /// Checks the question and transcribes a spoken one; throws what the request must be refused with.
  public func prepare(_ input: AnalysisInput) async throws -> PreparedAnalysis {
    guard let question = input.question else {
      let prompt = (input.prompt?.trimmingWhitespace).flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultPrompt
      try Self.checkPrompt(prompt)
      return PreparedAnalysis(input: input, prompt: prompt)
    }
    guard let recognizer else {
      throw VisorError(
        .notConfigured,
        Message("error.pipeline.noTranscription")
      )
    }
    let t0 = clock.now
    let text = try await recognizer.transcribe(question).trimmingWhitespace
    let transcriptionMs = milliseconds(since: t0)
    guard !text.isEmpty else {
      throw VisorError(.noSpeech, Message("error.noSpeech.question"))
    }
    try Self.checkPrompt(text)
    return PreparedAnalysis(input: input, prompt: text, transcript: text, transcriptionMs: transcriptionMs)
  }

  private func milliseconds(since start: ContinuousClock.Instant) -> Int {
    let d = clock.now - start
    return Int(d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000)
  }

  /// Streams the answer into `sink` and returns it. `started` is when the request arrived (so
  /// timings include ingestion and transcription). When speaking, `afterword` is asked (with the
  /// whole answer) for one more sentence to speak after it — a cross-check that disagrees — which
  /// is heard but not part of the message.
  public func run(
    _ prepared: PreparedAnalysis, audio delivery: SpokenAudio, started: ContinuousClock.Instant,
    ingestMs: Int?, afterword: (@Sendable (String) async -> String?)? = nil, sink: @escaping AnalysisSink
  ) async throws -> AnalysisResult {
    let input = prepared.input
    var timings = Timings(ingestMs: ingestMs, transcriptionMs: prepared.transcriptionMs)
    if let transcript = prepared.transcript { sink(.transcript(transcript)) }
    try Task.checkCancellation()

    var messages: [ChatMessage] = []
    if input.speak { messages.append(ChatMessage(role: .system, text: Self.spokenAnswerInstruction)) }
    // The person's language (issue 27); the offline engine reads only the question and ignores it.
    if let instruction = Language.current.answerInstruction {
      messages.append(ChatMessage(role: .system, text: instruction))
    }
    if input.history.isEmpty {
      messages.append(
        ChatMessage(role: .user, parts: [.text(prepared.prompt), .image(input.jpeg, mimeType: "image/jpeg")]))
    } else {
      messages += input.history
      messages.append(ChatMessage(role: .user, text: prepared.prompt))
    }

    let speaker: SentenceSpeaker? =
      if input.speak, let synthesizer {
        SentenceSpeaker(
          synthesizer: synthesizer, voice: input.voice, format: input.format, delivery: delivery,
          encode: encode)
      } else { nil }
    // Speaks while the model generates; cancelled with this task if the loop below throws.
    async let spoken = speaker?.speak { index, text, clip in
      sink(.audio(index: index, text: text, clip: clip))
    }

    var message = ""
    var splitter = SentenceSplitter()
    do {
      for try await delta in model.stream(messages, options: ChatOptions()) {
        try Task.checkCancellation()
        if timings.firstTokenMs == nil { timings.firstTokenMs = milliseconds(since: started) }
        message += delta
        sink(.textDelta(delta))
        for sentence in splitter.feed(delta) { speaker?.enqueue(sentence) }
      }
      // A stream may simply end when its consumer is cancelled.
      try Task.checkCancellation()
      if let rest = splitter.finish() { speaker?.enqueue(rest) }
      if let speaker, let afterword, let extra = await afterword(message.trimmingWhitespace) {
        try Task.checkCancellation()
        speaker.enqueue(extra)
      }
      speaker?.finishInput()
    } catch {
      speaker?.finishInput()
      throw error
    }
    let trimmed = message.trimmingWhitespace
    guard !trimmed.isEmpty else {
      throw VisorError(
        .providerBadResponse, Message("error.pipeline.emptyAnswer"))
    }

    var output = try await spoken
    if let first = output?.firstAudioAt {
      let d = first - started
      timings.firstAudioMs = Int(
        d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000)
    }
    var clip: AudioClip?
    if delivery == .whole, output?.failure == nil, let pcm = output?.pcm, !pcm.samples.isEmpty {
      do {
        clip = try await encode(pcm, input.format)
      } catch  where !(error is CancellationError) {
        output?.failure = "\(error)"
      }
    }
    try Task.checkCancellation()
    timings.totalMs = milliseconds(since: started)
    return AnalysisResult(
      prompt: prepared.prompt, transcript: prepared.transcript, message: trimmed, audio: clip,
      timings: timings, notes: output?.failure == nil ? [] : [.speechFailed], speechFailure: output?.failure)
  }
}

/// Synthesises queued sentences one after another, in order, while more text is still arriving.
final class SentenceSpeaker: Sendable {
  struct Output: Sendable {
    /// The sentences joined (``SpokenAudio/whole`` only).
    var pcm: PCMAudio?
    var firstAudioAt: ContinuousClock.Instant?
    /// Why speech stopped early, if it did.
    var failure: String?
  }

  let synthesizer: any SpeechSynthesizer
  let voice: String?
  let format: AudioClip.Format
  let delivery: SpokenAudio
  let encode: @Sendable (PCMAudio, AudioClip.Format) async throws -> AudioClip
  private let queue: AsyncStream<String>
  private let input: AsyncStream<String>.Continuation

  init(
    synthesizer: any SpeechSynthesizer, voice: String?, format: AudioClip.Format, delivery: SpokenAudio,
    encode: @escaping @Sendable (PCMAudio, AudioClip.Format) async throws -> AudioClip
  ) {
    self.synthesizer = synthesizer
    self.voice = voice
    self.format = format
    self.delivery = delivery
    self.encode = encode
    (queue, input) = AsyncStream.makeStream(of: String.self)
  }

  func enqueue(_ sentence: String) { input.yield(sentence) }
  func finishInput() { input.finish() }

  /// Speaks each queued sentence until the input finishes: per sentence, `deliver` gets its clip
  /// (``SpokenAudio/perSentence``) or its PCM is joined (``SpokenAudio/whole``). A synthesis or
  /// encoding failure stops speaking and is reported in the output; only cancellation throws.
  func speak(deliver: @escaping @Sendable (Int, String, AudioClip) -> Void) async throws -> Output {
    var output = Output()
    var joined: [Float] = []
    var rate = 0
    var index = 0
    for await sentence in queue {
      try Task.checkCancellation()
      // Heard as a person would say it: no "slash", colour codes or model ids (the text stays as shown).
      let spoken = SpokenText.forEar(sentence)
      guard spoken.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
      do {
        let pcm = try await synthesizer.synthesize(spoken, voice: voice)
        switch delivery {
        case .perSentence:
          let clip = try await encode(pcm, format)
          if output.firstAudioAt == nil { output.firstAudioAt = ContinuousClock.now }
          deliver(index, sentence, clip)
          index += 1
        case .whole:
          if output.firstAudioAt == nil { output.firstAudioAt = ContinuousClock.now }
          if rate == 0 { rate = pcm.sampleRate }
          if pcm.sampleRate == rate {
            joined += pcm.samples
            joined += [Float](repeating: 0, count: rate / 5)  // a short pause between sentences
          }
        }
      } catch {
        if Task.isCancelled || error is CancellationError { throw CancellationError() }
        output.failure = "\(error)"
        return output
      }
    }
    try Task.checkCancellation()
    if rate > 0 { output.pcm = PCMAudio(samples: joined, sampleRate: rate) }
    return output
  }
}
