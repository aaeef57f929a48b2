import Foundation
import Synchronization
import VisorCore
import VisorLocal
import VisorProviders

/// Registers the offline engine's models and any configured providers in the registry.
///
/// Local pieces that are not installed are still listed (state `missing`, with a note saying how to
/// install them), so `/api/v1/models` and `/readyz` tell the truth about an offline install.
package struct ModelSetup {
  let configuration: VisorConfiguration
  let registry: ModelRegistry
  let logger: Logger
  let supportDirectory: URL?

  /// Started worker processes (stopped when Visor stops) and remote provider clients.
  package final class Workers: Sendable {
    let list = Mutex<[WorkerProcess]>([])
    let clients = Mutex<[OpenAICompatibleClient]>([])
    /// The one perception worker, shared by the scene engine and the faces feature.
    let perception = Mutex<WorkerProcess?>(nil)
    func add(_ worker: WorkerProcess) { list.withLock { $0.append(worker) } }
    /// Stops a worker and forgets it (its model was removed).
    func remove(_ worker: WorkerProcess) async {
      list.withLock { $0.removeAll { $0 === worker } }
      await worker.stop()
    }
    func stopAll() async {
      for worker in list.withLock({ $0 }) { await worker.stop() }
    }
  }

  func registerAll(workers: Workers) {
    let worker = localWorker(workers: workers)
    registerScene(worker: worker, perception: perceptionWorker(workers: workers))
    registerSpeech(workers: workers, worker: worker)
    registerChat(workers: workers)
    registerProviders(workers: workers)
  }

  var modelsDirectory: URL { configuration.resolvedModelsDirectory }
  var python: URL { configuration.resolvedPythonPath }
  var pythonAvailable: Bool { FileManager.default.isExecutableFile(atPath: python.path) }

  private func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: modelsDirectory.appendingPathComponent(name).path)
  }

  // MARK: Scene, classifiers

  /// The Python worker (speech, and text reading with PP-OCRv4), when local workers may run and at
  /// least one of its models is installed. It starts on first use.
  func localWorker(workers: Workers) -> WorkerProcess? {
    let speech = LocalSpeechModels(modelsDirectory: modelsDirectory)
    let script = supportDirectory?.appendingPathComponent("workers/speech_worker.py")
    guard configuration.localWorkers, pythonAvailable, let script,
      speech.whisperAvailable || speech.whisperBaseAvailable || speech.piperAvailable || speech.ppocrAvailable
    else { return nil }
    let worker = WorkerProcess(
      configuration: speech.workerConfiguration(pythonPath: python, workerScript: script),
      logger: logger.with(["component": "speech-worker"]))
    workers.add(worker)
    return worker
  }

  /// The perception worker (people and faces: SSDLite, mediapipe pose and face detectors, decision
  /// 037), when local workers may run and its models are installed. It starts on first use; every
  /// caller gets the same one.
  func perceptionWorker(workers: Workers) -> WorkerProcess? {
    let models = LocalPerceptionModels(modelsDirectory: modelsDirectory)
    guard configuration.localWorkers, pythonAvailable, models.isInstalled,
      let script = supportDirectory?.appendingPathComponent("workers/perception_worker.py")
    else { return nil }
    let (worker, created) = workers.perception.withLock { slot in
      if let slot { return (slot, false) }
      let worker = WorkerProcess(
        configuration: models.workerConfiguration(pythonPath: python, workerScript: script),
        logger: logger.with(["component": "perception-worker"]))
      slot = worker
      return (worker, true)
    }
    if created { workers.add(worker) }
    return worker
  }

  func registerScene(worker: WorkerProcess? = nil, perception: WorkerProcess? = nil) {
    let installed = exists(LocalImageClassifier.modelFileName) && exists(LocalImageClassifier.labelsFileName)
    let missingNote = Message("model.note.classifierMissing")
    let imagenet = LocalImageClassifier(modelsDirectory: modelsDirectory)
    let analyzer = SceneAnalyzer(
      classifier: imagenet, cascadeDirectory: SceneAnalyzer.debianCascades, textReader: TextReader(),
      ppocr: worker.map { PPOCRTextReader(worker: $0, modelsDirectory: modelsDirectory) },
      peopleDetector: perception.map { LocalPeopleDetector(worker: $0, modelsDirectory: modelsDirectory) })
    let scene = LocalSceneModel(analyzer: analyzer)
    let cute = CuteClassifier(imagenet: imagenet)
    registry.register(
      .init(
        descriptor: ModelDescriptor(
          id: scene.id, capabilities: [.scene], state: .notLoaded,
          noteMessage: installed ? Message("model.note.scene") : missingNote,
          modes: AnalysisMode.allCases.map(\.rawValue)),
        chat: scene, available: installed, status: { (scene.state, imagenet.memoryBytes) },
        warm: { try await scene.warm() }))
    registry.register(
      .init(
        descriptor: ModelDescriptor(
          id: imagenet.id, capabilities: [.classification], state: .notLoaded,
          noteMessage: installed ? Message("model.note.imagenet") : missingNote),
        classifier: imagenet, available: installed, status: { (imagenet.state, imagenet.memoryBytes) },
        warm: { try await imagenet.warm() }))
    registry.register(
      .init(
        descriptor: ModelDescriptor(
          id: cute.id, capabilities: [.classification], state: .notLoaded,
          noteMessage: installed ? Message("model.note.cute") : missingNote),
        classifier: cute, available: installed, status: { (cute.state, imagenet.memoryBytes) },
        warm: { try await imagenet.warm() }))
  }

  // MARK: Speech

  func registerSpeech(workers: Workers, worker: WorkerProcess?) {
    let speech = LocalSpeechModels(modelsDirectory: modelsDirectory)
    let workerStatus: @Sendable () async -> (ModelState, Int?) = {
      guard let worker else { return (.missing, nil) }
      return (await worker.state.modelState, await worker.residentMemoryBytes)
    }
    let notRunnable = Message(
      configuration.localWorkers ? "model.note.workersMissing" : "model.note.workersOff")
    // Whisper base first: the first available local model is the default, so base hears every
    // language when it is installed, tiny.en (English only) when only it is.
    for model in WhisperSpeechRecognizer.Model.allCases {
      let whisper = worker.map { WhisperSpeechRecognizer(worker: $0, model: model) }
      let installed = whisper != nil && speech.isAvailable(model)
      registry.register(
        .init(
          descriptor: ModelDescriptor(
            id: model.id, capabilities: [.transcription], state: .notLoaded,
            noteMessage: installed
              ? Message(model == .base ? "model.note.whisperBase" : "model.note.whisperTiny") : notRunnable),
          recognizer: whisper, available: installed, status: workerStatus,
          warm: { try await whisper?.warm() }))
    }
    let piper = worker.map { PiperSpeechSynthesizer(worker: $0) }
    registry.register(
      .init(
        descriptor: ModelDescriptor(
          id: "local/piper-joe", capabilities: [.speech], state: .notLoaded, voices: ["joe"],
          noteMessage: piper != nil && speech.piperAvailable ? Message("model.note.piper") : notRunnable,
          voiceDetails: [
            VoiceDescriptor(
              id: "joe", languages: ["en", "en-US"], quality: "natural",
              noteMessage: Message("voice.note.joe"))
          ]),
        synthesizer: piper, available: piper != nil && speech.piperAvailable, status: workerStatus,
        warm: { try await piper?.warm() }))
    let flite = FliteSpeechSynthesizer()
    registry.register(
      .init(
        descriptor: ModelDescriptor(
          id: flite.id, capabilities: [.speech], state: .loaded, voices: flite.voices,
          noteMessage: Message("model.note.flite"),
          voiceDetails: flite.voices.map {
            VoiceDescriptor(
              id: $0, languages: ["en", "en-US"], quality: "robotic", noteMessage: Message("voice.note.flite")
            )
          }),
        synthesizer: flite))
    // Pico, then Festival, then espeak-ng: where several speak a language the clearer voice is
    // registered first, and the first found wins (ModelRegistry.speechVoice; docs/speech.md).
    let pico = PicoSpeechSynthesizer()
    registry.register(
      .init(
        descriptor: ModelDescriptor(
          id: pico.id, capabilities: [.speech], state: pico.isInstalled ? .loaded : .missing,
          voices: pico.isInstalled ? pico.voices : [],
          noteMessage: Message(pico.isInstalled ? "model.note.pico" : "model.note.picoMissing"),
          voiceDetails: pico.isInstalled
            ? PicoSpeechSynthesizer.catalogue.map {
              VoiceDescriptor(
                id: $0.id, languages: $0.languages, quality: "robotic",
                noteMessage: Message("voice.note.pico", ["name": .voiceName($0.name)]))
            } : []),
        synthesizer: pico, available: pico.isInstalled))
    let festival = FestivalSpeechSynthesizer()
    registry.register(
      .init(
        descriptor: ModelDescriptor(
          id: festival.id, capabilities: [.speech], state: festival.isInstalled ? .loaded : .missing,
          voices: festival.voices,
          noteMessage: Message(festival.isInstalled ? "model.note.festival" : "model.note.festivalMissing"),
          voiceDetails: festival.installed.map {
            VoiceDescriptor(
              id: $0.id, languages: $0.languages, quality: "robotic",
              noteMessage: Message("voice.note.festival", ["name": .voiceName($0.name)]))
          }),
        synthesizer: festival, available: festival.isInstalled))
    let espeak = EspeakSpeechSynthesizer()
    registry.register(
      .init(
        descriptor: ModelDescriptor(
          id: espeak.id, capabilities: [.speech], state: espeak.isInstalled ? .loaded : .missing,
          voices: espeak.voices,
          noteMessage: Message(espeak.isInstalled ? "model.note.espeak" : "model.note.espeakMissing"),
          voiceDetails: EspeakSpeechSynthesizer.catalogue.map { voice in
            VoiceDescriptor(
              id: voice.id, languages: voice.languages, quality: "robotic",
              noteMessage: espeak.mbrolaVoice(for: voice).map {
                Message("voice.note.mbrola", ["mbrola": .text($0), "name": .voiceName(voice.name)])
              } ?? Message("voice.note.espeak", ["name": .voiceName(voice.name)]))
          }),
        synthesizer: espeak, available: espeak.isInstalled))
    if !(piper != nil && speech.piperAvailable) { try? registry.setDefault(.speech, id: flite.id) }
  }

  // MARK: Chat

  func registerChat(workers: Workers) {
    let gguf = modelsDirectory.appendingPathComponent("smollm2-135m-instruct.gguf")
    let id = "local/smollm2-135m"
    let launcher = supportDirectory?.appendingPathComponent("workers/llama_server.py")
    guard configuration.localWorkers, pythonAvailable, FileManager.default.fileExists(atPath: gguf.path),
      let server = try? LlamaServerWorker(
        pythonPath: python, model: gguf, launcherScript: launcher, alias: "smollm2-135m",
        logger: logger.with(["component": "chat-worker"]))
    else {
      registry.register(
        .init(
          descriptor: ModelDescriptor(
            id: id, capabilities: [.chat], state: .missing,
            noteMessage: Message(
              configuration.localWorkers ? "model.note.chatMissing" : "model.note.workersOff")),
          available: false))
      return
    }
    workers.add(server.worker)
    var preset = ProviderPresets.llamaCpp(baseURL: server.baseURL)
    preset.name = "local"
    preset.chatModel = server.alias
    preset.limits = configuration.provider.limits
    let client = OpenAICompatibleClient(
      configuration: preset, apiKey: nil, logger: logger.with(["component": "local-chat"]))
    let model = WorkerBackedChatModel(
      id: id, start: { try await server.start() }, model: try? client.chatModel())
    let info = try? GGUFReader.read(url: gguf)
    registry.register(
      .init(
        descriptor: ModelDescriptor(
          id: id, capabilities: [.chat, .structured], state: .notLoaded,
          noteMessage: Message("model.note.smollm")),
        chat: model, status: { (await server.state.modelState, await server.residentMemoryBytes) },
        warm: { try await server.start() }, details: info.map { ModelFileDetails($0) }))
  }

  // MARK: Providers

  func registerProviders(workers: Workers) {
    var providers: [(ProviderConfiguration, String?)] = []
    if let key = configuration.secrets.openAIKey { providers.append((ProviderPresets.openAI(), key)) }
    if let key = configuration.secrets.geminiKey { providers.append((ProviderPresets.gemini(), key)) }
    if let url = configuration.provider.url {
      var preset: ProviderConfiguration =
        switch configuration.provider.preset {
        case "llamacpp": ProviderPresets.llamaCpp(baseURL: url)
        case "vllm": ProviderPresets.vLLM(baseURL: url)
        case "openai":
          {
            var p = ProviderPresets.openAI()
            p.baseURL = url
            p.apiKeyEnvironmentVariable = "VISOR_PROVIDER_API_KEY"
            return p
          }()
        default: ProviderPresets.ollama(baseURL: url)
        }
      // Models of `--provider-url` are `remote/<model>` whatever its dialect: `openai/…` and
      // `gemini/…` stay for the keyed presets, `custom/…` for admin-registered files, `local/…` for
      // the offline engine, so the names never collide and none counts as local.
      preset.name = "remote"
      if let vision = configuration.provider.visionModel { preset.visionModel = vision }
      if let chat = configuration.provider.chatModel { preset.chatModel = chat }
      providers.append((preset, configuration.secrets.providerKey))
    }
    for (var preset, key) in providers {
      preset.timeouts = configuration.provider.timeouts(over: preset.timeouts)
      preset.limits = configuration.provider.limits
      let client = OpenAICompatibleClient(
        configuration: preset, apiKey: key,
        logger: logger.with(["component": "provider", "provider": preset.name]))
      workers.clients.withLock { $0.append(client) }  // `visor providers test` asks each one
      register(client: client)
    }
  }

  private func register(client: OpenAICompatibleClient) {
    let c = client.configuration
    let remoteStatus: @Sendable () async -> (ModelState, Int?) = { (.remote, nil) }
    if let vision = c.visionModel, let model = try? client.visionModel() {
      registry.register(
        .init(
          descriptor: ModelDescriptor(
            id: "\(c.name)/\(vision)", capabilities: [.vision, .chat, .structured], state: .remote),
          chat: model, status: remoteStatus))
    }
    if let chat = c.chatModel, chat != c.visionModel, let model = try? client.chatModel() {
      registry.register(
        .init(
          descriptor: ModelDescriptor(
            id: "\(c.name)/\(chat)", capabilities: [.chat, .structured], state: .remote),
          chat: model, status: remoteStatus))
    }
    if let speech = c.speechModel, let synthesizer = try? client.speechSynthesizer() {
      registry.register(
        .init(
          descriptor: ModelDescriptor(
            id: "\(c.name)/\(speech)", capabilities: [.speech], state: .remote, voices: c.voices),
          synthesizer: synthesizer, status: remoteStatus))
    }
    if let transcription = c.transcriptionModel, let recognizer = try? client.speechRecognizer() {
      registry.register(
        .init(
          descriptor: ModelDescriptor(
            id: "\(c.name)/\(transcription)", capabilities: [.transcription], state: .remote),
          recognizer: recognizer, status: remoteStatus))
    }
    if let image = c.imageModel, let generator = try? client.imageGenerator() {
      registry.register(
        .init(
          descriptor: ModelDescriptor(
            id: "\(c.name)/\(image)", capabilities: [.imageGeneration], state: .remote),
          generator: generator, status: remoteStatus))
    }
  }
}

/// A chat model served by a supervised worker: starts the worker on first use, then streams through it.
struct WorkerBackedChatModel: ChatModel, ChatContextDeclaring {
  let id: String
  let start: @Sendable () async throws -> Void
  let model: (any ChatModel)?
  /// The worker's context window (`--n_ctx`) and the part kept for the reply.
  var contextBudget: ChatContextBudget = .localSmall

  func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
    AsyncThrowingStream { continuation in
      let task = Task {
        do {
          guard let model else { throw VisorError(.unavailable, Message("error.models.localChatMissing")) }
          try await start()
          for try await delta in model.stream(messages, options: options) { continuation.yield(delta) }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
