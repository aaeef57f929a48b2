import Foundation
import Synchronization
import VisorCore
import VisorLocal
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
  /// The channel (`AnalysisMode` raw value); nil is `describe`. `find` looks for `target`, a thing
  /// the user taught (decision 038).
  public var mode: String?
  public var target: String?
  /// The request's own `language` tag over the person's (issue 27); the route applies it.
  public var language: String?

  public init(
    image: Data, prompt: String?, audio: Data?, speak: Bool?, voice: String?, format: String?, model: String?,
    surface: String, mode: String? = nil, target: String? = nil
  ) {
    self.mode = mode
    self.target = target
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

/// A follow-up question about a saved analysis's photo (`POST /api/v1/analyses/{id}/messages`,
/// `visor ask --about ID`): typed `prompt` or spoken `audio`, never both.
public struct FollowUpOptions: Sendable {
  public var prompt: String?
  public var audio: Data?
  public var speak: Bool?
  public var voice: String?
  public var format: String?
  public var surface: String
  /// The request's own `language` tag over the person's (issue 27); the route applies it.
  public var language: String?

  public init(
    prompt: String?, audio: Data?, speak: Bool?, voice: String?, format: String?, surface: String
  ) {
    self.prompt = prompt
    self.audio = audio
    self.speak = speak
    self.voice = voice
    self.format = format
    self.surface = surface
  }
}

/// Events of a running analysis: the pipeline's, then the saved record (a new analysis, or a
/// follow-up turn of one).
public enum AnalysisRunEvent: Sendable {
  case pipeline(AnalysisEvent)
  case saved(Analysis, AnalysisResult)
  case turnSaved(AnalysisTurn, AnalysisResult)
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
  /// Nil for a follow-up: its photo was ingested with the analysis.
  var ingestMs: Int?
  /// Notes from the checks (a profile voice that fell back).
  var notes: [AnswerNote]
  /// The analysis a follow-up continues (its answer is saved as a turn of it), nil for a new one.
  var followUp: Analysis? = nil
  var mode: AnalysisMode = .describe
  /// The offline engine, when a provider answers: its facts are compared with the answer (`checks`).
  var checker: SceneAnalyzer? = nil
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
  /// The long side the reading channels keep at least (`readingLongSide`): 3000 for tesseract;
  /// 0 (the configured size) when PP-OCRv4 reads, which reads at most 1600 px anyway (decision 025).
  let textLongSide: Int
  /// `mode=car` identifies and saves to the garage through it.
  let recognition: RecognitionService?
  /// `mode=cute` rates through its cute classifier.
  let classification: ClassificationService?
  /// Whether the offline engine checks a provider's answers (`--cross-checks`, decision 024).
  let crossChecks: Bool
  /// Names the user's taught faces after describe and people answers (decision 038).
  let faces: FacesService?
  /// Indexes each saved analysis and turn for search by meaning (in the background).
  let meaning: MeaningSearch?
  /// Removes a deleted analysis's photo right after the delete commits (decision 023).
  let outbox: OutboxProcessor?

  package init(
    models: ModelRegistry, store: any Store, blobs: any BlobStore, photos: PhotoWork,
    metrics: any MetricsRecorder, logger: Logger, textLongSide: Int = 3000,
    recognition: RecognitionService? = nil, classification: ClassificationService? = nil,
    crossChecks: Bool = true, faces: FacesService? = nil, meaning: MeaningSearch? = nil,
    outbox: OutboxProcessor? = nil
  ) {
    self.outbox = outbox
    self.meaning = meaning
    self.faces = faces
    self.crossChecks = crossChecks
    self.textLongSide = textLongSide
    self.recognition = recognition
    self.classification = classification
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
    // `find` (your things, decision 038) answers from the taught thing's features, saved as describe.
    let finding = options.mode?.lowercased() == "find"
    let mode = try AnalysisMode(validating: finding ? nil : options.mode)
    let thing = try await finding ? faces?.thing(named: options.target ?? "", user: user) : nil
    if finding && thing == nil { throw FacesService.modelsMissing }
    if let prompt = options.prompt, options.audio != nil, !prompt.isEmpty {
      throw VisorError(
        .promptAndAudio, Message("error.analysis.promptAndAudio"))
    }
    let format = try Self.audioFormat(options.format)
    let speak = options.speak ?? user.profile.speakByDefault
    let (chat, modelID, checker) = try answeringModel(mode: mode, model: options.model, user: user)

    let speech = try speechChoice(user: user, speak: speak, voice: options.voice)

    // Reading channels keep more of the photo: tesseract loses a sign in a busy photo at 1536 px.
    // The offline engine (answering, or checking a provider) reads the pixels ingest decoded
    // instead of decoding the stored JPEG again.
    let readsLocally = chat is LocalSceneModel || checker != nil
    let image = try await photos.ingest(
      options.image, atLeast: Self.readingLongSide(mode, text: textLongSide), keepPixels: readsLocally)
    if readsLocally { DecodedPhotos.shared.remember(image) }
    let ingestMs = Self.milliseconds(since: started)

    let (question, recognizer) = try await spokenQuestion(options.audio)
    let synthesizer = speech.synthesizer
    let voice = speech.voice
    let notes = speech.notes

    let work = photos
    let answering =
      if let thing, let faces { faces.finding(thing, photo: image.jpeg) } else {
        await faces?.naming(chat, mode: mode, photo: image.jpeg, user: user) ?? chat
      }
    let pipeline = AnalysisPipeline(
      model: answering, synthesizer: synthesizer, recognizer: recognizer,
      encode: { pcm, format in try await work.run { try AudioEncoder.encode(pcm, format: format) } })
    let prompt = (options.prompt?.isEmpty ?? true) && question == nil ? mode.prompt : options.prompt
    let input = AnalysisInput(
      jpeg: image.jpeg, prompt: prompt, question: question, speak: speak, voice: voice, format: format
    )
    // Transcribes a spoken question: no words, or too many, are refused here too.
    let prepared = try await pipeline.prepare(input)
    return AnalysisJob(
      userID: user.id, surface: options.surface, pipeline: pipeline, prepared: prepared,
      modelID: modelID, started: started, ingestMs: ingestMs, notes: notes, mode: mode, checker: checker)
  }

  /// Who answers a channel: the car and cute channels their own services, the others the requested
  /// or default vision model — with the offline engine alongside to check a provider's answer.
  func answeringModel(mode: AnalysisMode, model: String?, user: User) throws -> (
    any ChatModel, String, SceneAnalyzer?
  ) {
    switch mode {
    case .car:
      guard let recognition else { break }
      // As POST /api/v1/cars/identify: the requested model, else a vision provider, else the offline classifier.
      let id: String
      if let model, model != "local/imagenet" {
        id = try models.resolve(model, for: .vision).descriptor.id
      } else if model == nil, let vision = models.defaultEntry(for: .vision) {
        id = vision.descriptor.id
      } else {
        guard let offline = models.entry(id: "local/imagenet"), offline.available else {
          throw VisorError(
            .notConfigured,
            Message(
              "error.analysis.noEngine", ["howTo": .message(ModelRegistry.howToConfigureMessage(.vision))]))
        }
        id = offline.descriptor.id
      }
      let car = ServiceChannelModel(id: id) { jpeg in
        ChannelWords.car(try await recognition.identifyCar(image: jpeg, crop: nil, model: model, user: user))
      }
      return (car, id, nil)
    case .cute:
      guard let classification else { break }
      let entry = try models.resolve(classification.classifierID("cute"), for: .classification)
      let cute = ServiceChannelModel(id: entry.descriptor.id) { jpeg in
        ChannelWords.cute(try await classification.classify(image: jpeg, model: "cute").predictions)
      }
      return (cute, entry.descriptor.id, nil)
    default: break
    }
    let entry = try resolveVisionModel(model)
    guard let chat = entry.chat else {
      throw VisorError(.notConfigured, ModelRegistry.howToConfigureMessage(.vision))
    }
    return (chat, entry.descriptor.id, checker(for: chat, mode: mode))
  }

  /// The offline engine that checks a provider's answer in this channel; nil when checks are off,
  /// the local engine answers itself, is not installed, or the channel has nothing to compare.
  func checker(for chat: any ChatModel, mode: AnalysisMode) -> SceneAnalyzer? {
    guard crossChecks, !(chat is LocalSceneModel), !AnswerComparison.parts(for: mode).isEmpty,
      let scene = models.entry(id: "local/scene"), scene.available,
      let local = scene.chat as? LocalSceneModel
    else { return nil }
    return local.analyzer
  }

  /// The voice an answer is spoken in (with a note when the profile's voice fell back). A voice named
  /// in the request is checked even when not speaking: a typo is a 400 either way.
  func speechChoice(user: User, speak: Bool, voice requested: String?) throws -> (
    synthesizer: (any SpeechSynthesizer)?, voice: String?, notes: [AnswerNote]
  ) {
    guard speak || requested != nil else { return (nil, nil, []) }
    let choice = try models.speechVoice(requested: requested, profile: speak ? user.profile.voice : nil)
    guard speak else { return (nil, nil, []) }
    return (choice.entry.synthesizer, choice.voice, choice.note.map { [$0] } ?? [])
  }

  /// A spoken question decoded to 16 kHz PCM with the recogniser that will transcribe it; a silent
  /// recording is refused (422) here.
  func spokenQuestion(_ audio: Data?) async throws -> (PCMAudio?, (any SpeechRecognizer)?) {
    guard let audio else { return (nil, nil) }
    let recognizer = try models.resolve(nil, for: .transcription).recognizer
    let pcm = try await photos.run {
      try AudioDecoder.decode(audio, sampleRate: 16_000, maxSeconds: Self.maxQuestionSeconds)
    }
    guard !AudioDecoder.isSilent(pcm) else {
      throw VisorError(
        .audioSilent,
        Message("error.analysis.silent"))
    }
    return (pcm, recognizer)
  }

  /// Checks a follow-up question about the user's analysis `id` and prepares it: 404 for someone
  /// else's or a deleted analysis, 400 for an empty or too long question, 422 for a spoken one with
  /// no words — all before any byte of a response. The model sees the photo and every earlier turn.
  public func prepareFollowUp(user: User, analysisID id: UUID, options: FollowUpOptions) async throws
    -> AnalysisJob
  {
    let started = ContinuousClock.now
    guard let analysis = try await store.analysis(id: id, userID: user.id),
      let jpeg = try await blobs.get(analysis.imageKey)
    else {
      throw VisorError(
        .notFound,
        Message("error.analysis.notFoundDeleted"))
    }
    let typed = options.prompt?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    if !typed.isEmpty, options.audio != nil {
      throw VisorError(
        .promptAndAudio, Message("error.analysis.promptAndAudio"))
    }
    if options.audio == nil {
      guard !typed.isEmpty else {
        throw VisorError(
          .emptyMessage,
          Message("error.analysis.emptyQuestion"))
      }
      try AnalysisPipeline.checkPrompt(typed)
    }
    let format = try Self.audioFormat(options.format)
    let speak = options.speak ?? user.profile.speakByDefault
    // The model that answered, if it can still look at photos; else today's default.
    let modelEntry: ModelRegistry.Entry
    if let same = try? resolveVisionModel(analysis.model) {
      modelEntry = same
    } else {
      modelEntry = try resolveVisionModel(nil)
    }
    guard let chat = modelEntry.chat else {
      throw VisorError(.notConfigured, ModelRegistry.howToConfigureMessage(.vision))
    }
    let speech = try speechChoice(user: user, speak: speak, voice: options.voice)
    let (question, recognizer) = try await spokenQuestion(options.audio)
    let parentMode = AnalysisMode(rawValue: analysis.mode) ?? .describe

    var history = [
      ChatMessage(role: .user, parts: [.text(analysis.prompt), .image(jpeg, mimeType: "image/jpeg")]),
      ChatMessage(role: .assistant, text: analysis.message),
    ]
    for turn in try await store.analysisTurns(analysisID: analysis.id, userID: user.id) {
      history.append(ChatMessage(role: .user, text: turn.prompt))
      history.append(ChatMessage(role: .assistant, text: turn.message))
    }
    let work = photos
    let pipeline = AnalysisPipeline(
      model: chat, synthesizer: speech.synthesizer, recognizer: recognizer,
      encode: { pcm, format in try await work.run { try AudioEncoder.encode(pcm, format: format) } })
    let input = AnalysisInput(
      jpeg: jpeg, prompt: typed.isEmpty ? nil : typed, question: question, speak: speak, voice: speech.voice,
      format: format, history: history)
    let prepared = try await pipeline.prepare(input)
    return AnalysisJob(
      userID: user.id, surface: options.surface, pipeline: pipeline, prepared: prepared,
      modelID: modelEntry.descriptor.id, started: started, ingestMs: nil, notes: speech.notes,
      followUp: analysis, mode: parentMode, checker: checker(for: chat, mode: parentMode))
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
    // The offline engine measures the photo while the provider answers; a disagreement is spoken
    // after the answer, and every comparison is saved with it.
    let mode = job.mode
    var facts: Task<SceneFacts?, Never>?
    var measure: (@Sendable (String) async -> SceneFacts?)?
    var afterword: (@Sendable (String) async -> String?)?
    if let analyzer = job.checker {
      let jpeg = job.prepared.input.jpeg
      let eager = AnswerComparison.eagerParts(for: mode)
      let maxSide = ChannelAnswer.maxSide(for: mode)
      let task: Task<SceneFacts?, Never>? =
        eager.isEmpty ? nil : Task { try? await analyzer.analyze(jpeg: jpeg, parts: eager, maxSide: maxSide) }
      facts = task
      // A channel's own check runs while the model answers; describe's checks wait for the answer
      // and run only for what it states (people, codes, colours, quoted words), measured once for
      // the spoken afterword and the saved checks alike.
      let late = LateFacts()
      let measured: @Sendable (String) async -> SceneFacts? = { message in
        let deferred = AnswerComparison.deferredParts(for: mode, answer: message)
        guard let task else {
          guard !deferred.isEmpty else { return nil }
          return await late.value {
            try? await analyzer.analyze(jpeg: jpeg, parts: deferred, maxSide: maxSide)
          }
        }
        return await task.value
      }
      measure = measured
      afterword = { @Sendable (message: String) async -> String? in
        guard let measured = await measured(message) else { return nil }
        return AnswerCheck.spokenDisagreement(
          AnswerComparison.compare(facts: measured, answer: message, mode: mode))
      }
    }
    defer {
      facts?.cancel()
      if job.followUp == nil { DecodedPhotos.shared.forget(job.prepared.input.jpeg) }
    }
    do {
      var result = try await job.pipeline.run(
        job.prepared, audio: audio, started: job.started, ingestMs: job.ingestMs, afterword: afterword
      ) { sink(.pipeline($0)) }
      var checks: [AnswerCheck] = []
      if let measure, let measured = await measure(result.message) {
        checks = AnswerComparison.compare(facts: measured, answer: result.message, mode: mode)
      }
      if let failure = result.speechFailure {
        logger.warning("speech failed; answering as text", ["model": job.modelID, "error": failure])
      }
      result.notes = job.notes + result.notes
      try Task.checkCancellation()
      if let parent = job.followUp {
        let turn = AnalysisTurn(
          analysisID: parent.id, userID: job.userID, prompt: result.prompt, transcript: result.transcript,
          message: result.message, model: job.modelID, mode: parent.mode, timings: result.timings,
          checks: checks)
        try await store.saveAnalysisTurn(turn)
        meaning?.nudge()
        outcome = "ok"
        sink(.turnSaved(turn, result))
        return (parent, result)
      }
      let id = UUID()
      let key = "analyses/\(job.userID.wire)/\(id.wire).jpg"
      try await blobs.put(job.prepared.input.jpeg, key: key)
      let analysis = Analysis(
        id: id, userID: job.userID, prompt: result.prompt, transcript: result.transcript,
        message: result.message, model: job.modelID, imageKey: key, timings: result.timings,
        mode: job.mode.rawValue, checks: checks)
      do {
        try await store.saveAnalysis(analysis)
      } catch {
        try? await blobs.delete(key)
        throw error
      }
      meaning?.nudge()
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

  /// Runs a prepared follow-up (see ``run(_:audio:sink:)``) and returns the saved turn.
  public func answerFollowUp(
    _ job: AnalysisJob, audio: SpokenAudio, sink: @escaping @Sendable (AnalysisRunEvent) -> Void
  ) async throws -> (AnalysisTurn, AnalysisResult) {
    let saved = Mutex<AnalysisTurn?>(nil)
    let (_, result) = try await run(job, audio: audio) { event in
      if case .turnSaved(let turn, _) = event { saved.withLock { $0 = turn } }
      sink(event)
    }
    guard let turn = saved.withLock({ $0 }) else {
      throw VisorError(.internalError, Message("error.analysis.followUpNotSaved"))
    }
    return (turn, result)
  }

  /// The requested model (which must see images), else the default vision model, else the offline scene engine.
  package func resolveVisionModel(_ id: String?) throws -> ModelRegistry.Entry {
    if let id {
      guard let entry = models.entry(id: id) else {
        _ = try models.resolve(id, for: .vision)  // throws the unknown-model sentence
        throw VisorError(.unknownModel, Message("error.model.unknown", ["id": .text(id)]))
      }
      guard entry.descriptor.capabilities.contains(.vision) || entry.descriptor.capabilities.contains(.scene)
      else {
        throw VisorError(
          .modelCapability,
          Message("error.model.cannotSee", ["id": .text(id)])
        )
      }
      guard entry.available else { return try models.resolve(id, for: entry.descriptor.capabilities[0]) }
      return entry
    }
    if let vision = models.defaultEntry(for: .vision) { return vision }
    if let scene = models.defaultEntry(for: .scene) { return scene }
    throw VisorError(
      .notConfigured,
      Message("error.analysis.noModelSees")
    )
  }

  /// The long side a channel's photo is kept at, at least: 3000 px for text and document when
  /// tesseract reads (`text`; PP-OCRv4 needs no more than the configured size), nothing more for the
  /// others (zbar reads codes at 1536 px, and the larger ingest doubled the barcode channel's time).
  static func readingLongSide(_ mode: AnalysisMode, text: Int = 3000) -> Int {
    [.text, .document].contains(mode) ? text : 0
  }

  package static func audioFormat(_ text: String?) throws -> AudioClip.Format {
    guard let text, !text.isEmpty else { return .mp3 }
    guard let format = AudioClip.Format(rawValue: text.lowercased()) else {
      throw VisorError(.unknownFormat, Message("error.field.format", ["text": .text(text)]))
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

/// The facts measured after the answer, once: the spoken afterword and the saved checks share them.
final class LateFacts: Sendable {
  private let task = Mutex<Task<SceneFacts?, Never>?>(nil)

  func value(_ measure: @escaping @Sendable () async -> SceneFacts?) async -> SceneFacts? {
    let running = task.withLock { current -> Task<SceneFacts?, Never> in
      if let current { return current }
      let started = Task { await measure() }
      current = started
      return started
    }
    return await running.value
  }

  deinit { task.withLock { $0?.cancel() } }
}
