import Foundation
import VisorCore

/// Where the local speech models live under the models folder, and how the speech worker starts.
///
/// ```swift
/// let models = LocalSpeechModels(modelsDirectory: modelsURL)
/// let worker = WorkerProcess(configuration: models.workerConfiguration(
///   pythonPath: venvPython, workerScript: repo.appending(path: "workers/speech_worker.py")))
/// let whisper = WhisperSpeechRecognizer(worker: worker, model: .base)
/// let piper = PiperSpeechSynthesizer(worker: worker)
/// ```
public struct LocalSpeechModels: Sendable {
  public var modelsDirectory: URL

  public init(modelsDirectory: URL) {
    self.modelsDirectory = modelsDirectory
  }

  /// `whisper-tiny-en/` (CTranslate2 folder with `model.bin`).
  public var whisperDirectory: URL {
    modelsDirectory.appending(path: "whisper-tiny-en", directoryHint: .isDirectory)
  }
  /// `whisper-base/`: Whisper base, multilingual (`model.bin` joined by setup from two PyPI parts).
  public var whisperBaseDirectory: URL {
    modelsDirectory.appending(path: "whisper-base", directoryHint: .isDirectory)
  }
  /// `piper/` holding `en_US-joe-medium.onnx` and its `.onnx.json`.
  public var piperDirectory: URL { modelsDirectory.appending(path: "piper", directoryHint: .isDirectory) }
  public var piperJoeModel: URL { piperDirectory.appending(path: "en_US-joe-medium.onnx") }

  /// `ppocr-v4/`: PP-OCRv4 text detector and recogniser (read in the same worker, decision 025).
  public var ppocrDirectory: URL {
    modelsDirectory.appending(path: PPOCRTextReader.directoryName, directoryHint: .isDirectory)
  }
  public var ppocrAvailable: Bool { PPOCRTextReader.isInstalled(in: ppocrDirectory) }

  /// Whether the whisper tiny.en weights are installed.
  public var whisperAvailable: Bool {
    FileManager.default.fileExists(atPath: whisperDirectory.appending(path: "model.bin").path)
  }

  /// Whether the Whisper base weights and their tokenizer are installed.
  public var whisperBaseAvailable: Bool {
    ["model.bin", "config.json", "tokenizer.json", "vocabulary.json"].allSatisfy {
      FileManager.default.fileExists(atPath: whisperBaseDirectory.appending(path: $0).path)
    }
  }

  /// Whether a Whisper model is installed.
  public func isAvailable(_ model: WhisperSpeechRecognizer.Model) -> Bool {
    model == .base ? whisperBaseAvailable : whisperAvailable
  }

  /// Whether the Piper joe voice (model and config) is installed.
  public var piperAvailable: Bool {
    FileManager.default.fileExists(atPath: piperJoeModel.path)
      && FileManager.default.fileExists(atPath: piperJoeModel.path + ".json")
  }

  /// The speech worker: `python workers/speech_worker.py` with this folder's models, 2 CPU threads.
  /// It also reads text with PP-OCRv4 (`read_text`).
  ///
  /// - Parameter preload: models loaded when the worker starts (`"whisper"`, `"piper"`); others load
  ///   on first use.
  public func workerConfiguration(
    pythonPath: URL, workerScript: URL, preload: [String] = [], requestTimeout: Duration = .seconds(120)
  ) -> WorkerConfiguration {
    var arguments = [
      workerScript.path, "--whisper-dir", whisperDirectory.path, "--whisper-base-dir",
      whisperBaseDirectory.path,
      "--piper-dir", piperDirectory.path,
      "--ppocr-dir", ppocrDirectory.path, "--threads", "2",
    ]
    for model in preload { arguments += ["--preload", model] }
    return WorkerConfiguration(
      name: "speech", executable: pythonPath, arguments: arguments,
      environment: ["OMP_NUM_THREADS": "2", "OMP_WAIT_POLICY": "PASSIVE", "HF_HUB_OFFLINE": "1"],
      readiness: .ping, startTimeout: .seconds(90), requestTimeout: requestTimeout)
  }
}

struct SpeechWorkerStats: Decodable, Sendable {
  var rssBytes: Int?
  var pid: Int?
}

struct LoadParams: Encodable, Sendable {
  var model: String
  var voice: String?
  var whisper: String?
}

extension LocalSpeechModels {
  struct Ping: Decodable, Sendable {
    var loaded: [String]
  }

  /// `local/whisper-base`, `local/whisper-tiny-en` and `local/piper-joe` as `/api/v1/models` shows them: missing when the
  /// files are absent, otherwise the worker's state and whether the model is loaded in it.
  ///
  /// Never starts the worker. `memoryBytes` is the worker's resident memory, shared by both models.
  public func descriptors(worker: WorkerProcess) async -> [ModelDescriptor] {
    let workerState = await worker.state
    var loaded: [String] = []
    var memory: Int?
    if workerState == .ready {
      loaded = (try? await worker.call("ping", WorkerProcess.NoParams(), as: Ping.self).loaded) ?? []
      memory = await worker.residentMemoryBytes
    }
    func state(available: Bool, key: String) -> ModelState {
      guard available else { return .missing }
      switch workerState {
      case .ready: return loaded.contains(key) ? .loaded : .notLoaded
      default: return workerState.modelState
      }
    }
    let setup = "Install it with scripts/setup.sh."
    let whisperState = state(available: whisperAvailable, key: "whisper")
    let baseState = state(available: whisperBaseAvailable, key: WhisperSpeechRecognizer.Model.base.loadedKey)
    let piperState = state(available: piperAvailable, key: "piper:joe")
    return [
      ModelDescriptor(
        id: WhisperSpeechRecognizer.Model.base.id, capabilities: [.transcription], state: baseState,
        memoryBytes: baseState == .loaded ? memory : nil,
        note: Self.whisperBaseNote + (whisperBaseAvailable ? "" : " The model is missing. \(setup)")),
      ModelDescriptor(
        id: "local/whisper-tiny-en", capabilities: [.transcription], state: whisperState,
        memoryBytes: whisperState == .loaded ? memory : nil,
        note: Self.whisperTinyNote
          + (whisperAvailable ? "" : " The model is missing. \(setup)")),
      ModelDescriptor(
        id: "local/piper-joe", capabilities: [.speech], state: piperState, voices: ["joe"],
        memoryBytes: piperState == .loaded ? memory : nil,
        note: "Piper voice joe, offline neural text to speech. English only."
          + (piperAvailable ? "" : " The voice is missing, so the flite voice speaks instead. \(setup)")),
    ]
  }

  /// What `/api/v1/models` says of each Whisper model, in English (the catalogue's `model.note.*`).
  public static var whisperBaseNote: String { MessageCatalogue.english.text("model.note.whisperBase") }
  public static var whisperTinyNote: String { MessageCatalogue.english.text("model.note.whisperTiny") }
}
