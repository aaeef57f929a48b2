import Foundation
import VisorCore
import VisorFeatures
import VisorMedia

/// What a client asked of one analysis, before validation (shared by the native, Firebase and CLI paths).
struct AnalyzeOptions: Sendable {
  var image: Data
  var prompt: String?
  var audio: Data?
  var speak: Bool?
  var voice: String?
  var format: String?
  var model: String?
  /// Where the request came from, for analytics (`native`, `firebase`, `cli`).
  var surface: String
}

/// Events of a running analysis, ending with the saved record.
enum AnalysisRunEvent: Sendable {
  case pipeline(AnalysisEvent)
  case saved(Analysis, AnalysisResult)
}

extension Features {
  static let maxQuestionSeconds = 60.0

  /// Validates and prepares an analysis (ingest, decode the question, pick models), then runs it as a
  /// stream. Input errors are thrown here, before any streaming starts; the record is saved only when
  /// the answer is complete, so a client that goes away leaves nothing half-saved.
  func startAnalysis(user: User, options: AnalyzeOptions) async throws -> AsyncThrowingStream<
    AnalysisRunEvent, Error
  > {
    let started = ContinuousClock.now
    if let prompt = options.prompt, options.audio != nil, !prompt.isEmpty {
      throw VisorError.badRequest(
        "prompt_and_audio", "Send either a typed \"prompt\" or a spoken question \"audio\", not both.")
    }
    let format = try Self.audioFormat(options.format)
    let speak = options.speak ?? user.profile.speakByDefault
    let modelEntry = try resolveVisionModel(options.model)
    guard let chat = modelEntry.chat else {
      throw VisorError.notConfigured(ModelRegistry.howToConfigure(.vision))
    }

    var synthesizer: (any SpeechSynthesizer)?
    var voice = options.voice
    if speak {
      let entry = try models.resolve(nil, for: .speech)
      synthesizer = entry.synthesizer
      let voices = entry.descriptor.voices ?? []
      if let requested = voice {
        guard voices.isEmpty || voices.contains(requested.lowercased()) else {
          throw VisorError.badRequest(
            "unknown_voice",
            "There is no voice \"\(requested)\" for \(entry.descriptor.id); choose one of: \(voices.joined(separator: ", "))."
          )
        }
      } else if let preferred = user.profile.voice, voices.contains(preferred) {
        voice = preferred
      }
    }

    let image = try await ingest(options.image)
    let ingestMs = Self.milliseconds(since: started)

    var question: PCMAudio?
    var recognizer: (any SpeechRecognizer)?
    if let audio = options.audio {
      recognizer = try models.resolve(nil, for: .transcription).recognizer
      let pcm = try await imageWork.run {
        try AudioDecoder.decode(audio, sampleRate: 16_000, maxSeconds: Self.maxQuestionSeconds)
      }
      guard !AudioDecoder.isSilent(pcm) else {
        throw VisorError.unprocessable(
          "audio_silent",
          "The spoken question is silent; hold the shutter while you speak, or type the question.")
      }
      question = pcm
    }

    let work = imageWork
    let pipeline = AnalysisPipeline(
      model: chat, synthesizer: synthesizer, recognizer: recognizer,
      encode: { pcm, format in try await work.run { try AudioEncoder.encode(pcm, format: format) } })
    let input = AnalysisInput(
      jpeg: image.jpeg, prompt: options.prompt, question: question, speak: speak, voice: voice, format: format
    )
    let modelID = modelEntry.descriptor.id
    let userID = user.id

    return AsyncThrowingStream { continuation in
      let task = Task {
        var outcome = "error"
        defer {
          self.recordAnalysisEvent(
            userID: userID, surface: options.surface, model: modelID, outcome: outcome,
            latencyMs: Self.milliseconds(since: started))
        }
        do {
          var finished: AnalysisResult?
          for try await event in pipeline.run(input, started: started, ingestMs: ingestMs) {
            if case .finished(let result) = event {
              finished = result
            } else {
              continuation.yield(.pipeline(event))
            }
          }
          guard let result = finished else { throw CancellationError() }
          try Task.checkCancellation()
          let id = UUID()
          let key = "analyses/\(userID.wire)/\(id.wire).jpg"
          try await self.blobs.put(image.jpeg, key: key)
          let analysis = Analysis(
            id: id, userID: userID, prompt: result.prompt, transcript: result.transcript,
            message: result.message,
            model: modelID, imageKey: key, timings: result.timings)
          do {
            try await self.store.saveAnalysis(analysis)
          } catch {
            try? await self.blobs.delete(key)
            throw error
          }
          outcome = "ok"
          continuation.yield(.saved(analysis, result))
          continuation.finish()
        } catch is CancellationError {
          outcome = "cancelled"
          continuation.finish(throwing: CancellationError())
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  /// The requested model (which must see images), else the default vision model, else the offline scene engine.
  func resolveVisionModel(_ id: String?) throws -> ModelRegistry.Entry {
    if let id {
      guard let entry = models.entry(id: id) else {
        _ = try models.resolve(id, for: .vision)  // throws the unknown-model sentence
        throw VisorError.badRequest("unknown_model", "There is no model \"\(id)\".")
      }
      guard entry.descriptor.capabilities.contains(.vision) || entry.descriptor.capabilities.contains(.scene)
      else {
        throw VisorError.badRequest(
          "model_capability",
          "The model \"\(id)\" cannot see photos; pick a model with \"vision\" or \"scene\" in GET /api/v1/models."
        )
      }
      guard entry.available else { return try models.resolve(id, for: entry.descriptor.capabilities[0]) }
      return entry
    }
    if let vision = models.defaultEntry(for: .vision) { return vision }
    if let scene = models.defaultEntry(for: .scene) { return scene }
    throw VisorError.notConfigured(
      "No model can look at photos: the offline scene engine is not installed and no vision provider is configured. Run `make run` to install the local models, or set VISOR_OPENAI_API_KEY."
    )
  }

  static func audioFormat(_ text: String?) throws -> AudioClip.Format {
    guard let text, !text.isEmpty else { return .mp3 }
    guard let format = AudioClip.Format(rawValue: text.lowercased()) else {
      throw VisorError.badRequest(
        "unknown_format", "Field \"format\" must be mp3, opus or wav, not \"\(text)\".")
    }
    return format
  }

  static func milliseconds(since start: ContinuousClock.Instant) -> Int {
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
