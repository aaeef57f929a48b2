import Foundation
import VisorCore
import VisorMedia
import VisorStore

/// What a client asked of one analysis, before validation (shared by the native, Firebase and CLI paths).
public struct AnalyzeOptions: Sendable {
  public var image: Data
  public var prompt: String?
  public var audio: Data?
  public var speak: Bool?
  public var voice: String?
  public var format: String?
  public var model: String?
  /// Where the request came from, for analytics (`native`, `firebase`, `cli`).
  public var surface: String
  /// The channel (`AnalysisMode` raw value); nil is `describe`.
  public var mode: String?

  public init(
    image: Data, prompt: String?, audio: Data?, speak: Bool?, voice: String?, format: String?, model: String?,
    surface: String, mode: String? = nil
  ) {
    self.mode = mode
    self.image = image
    self.prompt = prompt
    self.audio = audio
    self.speak = speak
    self.voice = voice
    self.format = format
    self.model = model
    self.surface = surface
  }
}

/// Events of a running analysis: the pipeline's, then the saved record.
public enum AnalysisRunEvent: Sendable {
  case pipeline(AnalysisEvent)
  case saved(Analysis, AnalysisResult)
}

/// An analysis whose every input was accepted: models and voice chosen, image ingested, spoken
/// question decoded and transcribed. Running it can fail only for reasons outside the request
/// (the model, the store), so a stream may start.
public struct AnalysisJob: Sendable {
  var userID: UUID
  var surface: String
  var pipeline: AnalysisPipeline
  var prepared: PreparedAnalysis
  var modelID: String
  var started: ContinuousClock.Instant
  var ingestMs: Int
  /// Notes from the checks (a profile voice that fell back).
  var notes: [AnswerNote]
  var mode: AnalysisMode = .describe
}

/// Photo analysis (describe, ask, spoken questions, spoken answers): the logic behind
/// `POST /api/v1/vision/analyze`, `/analyzeImageContents` and `visor describe` / `ask`.
///
/// ```swift
/// let job = try await features.analysis.prepare(user: ada, options: options)  // every 4xx is here
/// let (saved, result) = try await features.analysis.run(job, audio: .whole) { event in … }
/// ```
public struct AnalysisService: Sendable {
  let models: ModelRegistry
  let store: any Store
  let blobs: any BlobStore
  let photos: PhotoWork
  let metrics: any MetricsRecorder
  let logger: Logger

  package init(
    models: ModelRegistry, store: any Store, blobs: any BlobStore, photos: PhotoWork,
    metrics: any MetricsRecorder, logger: Logger
  ) {
    self.models = models
    self.store = store
    self.blobs = blobs
    self.photos = photos
    self.metrics = metrics
    self.logger = logger
  }

  static let maxQuestionSeconds = 60.0

  /// Checks every input of an analysis and prepares it: all 4xx answers of analyze come from here,
  /// before any byte of a response, so the JSON and SSE paths refuse the same inputs the same way.
  public func prepare(user: User, options: AnalyzeOptions) async throws -> AnalysisJob {
    let started = ContinuousClock.now
    // MARK: channel (issue 14): validated first; with no question of its own, the channel's prompt is asked.
    let mode = try AnalysisMode(validating: options.mode)
    if let prompt = options.prompt, options.audio != nil, !prompt.isEmpty {
      throw VisorError(
        .promptAndAudio, "Send either a typed \"prompt\" or a spoken question \"audio\", not both.")
    }
    let format = try Self.audioFormat(options.format)
    let speak = options.speak ?? user.profile.speakByDefault
    let modelEntry = try resolveVisionModel(options.model)
    guard let chat = modelEntry.chat else {
      throw VisorError(.notConfigured, ModelRegistry.howToConfigure(.vision))
    }

    var synthesizer: (any SpeechSynthesizer)?
    var voice: String?
    var notes: [AnswerNote] = []
    if speak || options.voice != nil {
      // A voice named in the request is checked even when not speaking: a typo is a 400 either way.
      let choice = try models.speechVoice(requested: options.voice, profile: speak ? user.profile.voice : nil)
      if speak {
        synthesizer = choice.entry.synthesizer
        voice = choice.voice
        if let note = choice.note { notes.append(note) }
      }
    }

    // Reading channels keep more of the photo: tesseract loses a sign in a busy photo at 1536 px.
    let image = try await photos.ingest(options.image, atLeast: Self.readingLongSide(mode))
    let ingestMs = Self.milliseconds(since: started)

    var question: PCMAudio?
    var recognizer: (any SpeechRecognizer)?
    if let audio = options.audio {
      recognizer = try models.resolve(nil, for: .transcription).recognizer
      let pcm = try await photos.run {
        try AudioDecoder.decode(audio, sampleRate: 16_000, maxSeconds: Self.maxQuestionSeconds)
      }
      guard !AudioDecoder.isSilent(pcm) else {
        throw VisorError(
          .audioSilent,
          "The spoken question is silent; hold the shutter while you speak, or type the question.")
      }
      question = pcm
    }

    let work = photos
    let pipeline = AnalysisPipeline(
      model: chat, synthesizer: synthesizer, recognizer: recognizer,
      encode: { pcm, format in try await work.run { try AudioEncoder.encode(pcm, format: format) } })
    let prompt = (options.prompt?.isEmpty ?? true) && question == nil ? mode.prompt : options.prompt
    let input = AnalysisInput(
      jpeg: image.jpeg, prompt: prompt, question: question, speak: speak, voice: voice, format: format
    )
    // Transcribes a spoken question: no words, or too many, are refused here too.
    let prepared = try await pipeline.prepare(input)
    return AnalysisJob(
      userID: user.id, surface: options.surface, pipeline: pipeline, prepared: prepared,
      modelID: modelEntry.descriptor.id, started: started, ingestMs: ingestMs, notes: notes, mode: mode)
  }

  /// Runs a prepared analysis: the pipeline's events go into `sink`, then the record is saved and
  /// `.saved` follows. Saved only when the answer is complete, so a cancelled run (a client that went
  /// away) leaves nothing half-saved. `audio` says how a spoken answer is delivered.
  @discardableResult
  public func run(
    _ job: AnalysisJob, audio: SpokenAudio, sink: @escaping @Sendable (AnalysisRunEvent) -> Void
  ) async throws -> (Analysis, AnalysisResult) {
    var outcome = "error"
    defer {
      recordAnalysisEvent(
        userID: job.userID, surface: job.surface, model: job.modelID, outcome: outcome,
        latencyMs: Self.milliseconds(since: job.started))
    }
    do {
      var result = try await job.pipeline.run(
        job.prepared, audio: audio, started: job.started, ingestMs: job.ingestMs
      ) { sink(.pipeline($0)) }
      if let failure = result.speechFailure {
        logger.warning("speech failed; answering as text", ["model": job.modelID, "error": failure])
      }
      result.notes = job.notes + result.notes
      try Task.checkCancellation()
      let id = UUID()
      let key = "analyses/\(job.userID.wire)/\(id.wire).jpg"
      try await blobs.put(job.prepared.input.jpeg, key: key)
      let analysis = Analysis(
        id: id, userID: job.userID, prompt: result.prompt, transcript: result.transcript,
        message: result.message, model: job.modelID, imageKey: key, timings: result.timings,
        mode: job.mode.rawValue)
      do {
        try await store.saveAnalysis(analysis)
      } catch {
        try? await blobs.delete(key)
        throw error
      }
      outcome = "ok"
      sink(.saved(analysis, result))
      return (analysis, result)
    } catch {
      if error is CancellationError || Task.isCancelled {
        outcome = "cancelled"
        throw CancellationError()
      }
      if !(error is VisorError) {
        logger.error("analysis failed", ["model": job.modelID, "error": "\(error)"])
      }
      throw error
    }
  }

  /// The requested model (which must see images), else the default vision model, else the offline scene engine.
  package func resolveVisionModel(_ id: String?) throws -> ModelRegistry.Entry {
    if let id {
      guard let entry = models.entry(id: id) else {
        _ = try models.resolve(id, for: .vision)  // throws the unknown-model sentence
        throw VisorError(.unknownModel, "There is no model \"\(id)\".")
      }
      guard entry.descriptor.capabilities.contains(.vision) || entry.descriptor.capabilities.contains(.scene)
      else {
        throw VisorError(
          .modelCapability,
          "The model \"\(id)\" cannot see photos; pick a model with \"vision\" or \"scene\" in GET /api/v1/models."
        )
      }
      guard entry.available else { return try models.resolve(id, for: entry.descriptor.capabilities[0]) }
      return entry
    }
    if let vision = models.defaultEntry(for: .vision) { return vision }
    if let scene = models.defaultEntry(for: .scene) { return scene }
    throw VisorError(
      .notConfigured,
      "No model can look at photos: the offline scene engine is not installed and no vision provider is configured. Run `make run` to install the local models, or set VISOR_OPENAI_API_KEY."
    )
  }

  /// The long side a channel's photo is kept at, at least: 3000 px for text and document (zbar reads
  /// codes at 1536 px, and the larger ingest doubled the barcode channel's time).
  static func readingLongSide(_ mode: AnalysisMode) -> Int {
    [.text, .document].contains(mode) ? 3000 : 0
  }

  package static func audioFormat(_ text: String?) throws -> AudioClip.Format {
    guard let text, !text.isEmpty else { return .mp3 }
    guard let format = AudioClip.Format(rawValue: text.lowercased()) else {
      throw VisorError(.unknownFormat, "Field \"format\" must be mp3, opus or wav, not \"\(text)\".")
    }
    return format
  }

  package static func milliseconds(since start: ContinuousClock.Instant) -> Int {
    let d = ContinuousClock.now - start
    return Int(d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000)
  }

  /// One server analytics event per analysis: feature, model, outcome and latency — never content.
  func recordAnalysisEvent(userID: UUID, surface: String, model: String, outcome: String, latencyMs: Int) {
    metrics.counter(
      "visor_analyses_total", labels: ["model": model, "outcome": outcome, "surface": surface],
      help: "Photo analyses by model, outcome and surface.")
    let event = AnalyticsEvent(
      userID: userID, name: "analysis",
      properties: [
        "feature": "analyze", "surface": surface, "model": model, "outcome": outcome,
        "latencyMs": String(latencyMs),
      ],
      source: "server")
    let store = self.store
    Task { try? await store.recordEvents([event]) }
  }
}
