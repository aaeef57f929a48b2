import Foundation
import VisorCore

/// Where the local speech models live under the models folder, and how the speech worker starts.
///
/// ```swift
/// let models = LocalSpeechModels(modelsDirectory: modelsURL)
/// let worker = WorkerProcess(configuration: models.workerConfiguration(
///   pythonPath: venvPython, workerScript: repo.appending(path: "workers/speech_worker.py")))
/// let whisper = WhisperSpeechRecognizer(worker: worker)
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
  /// `piper/` holding `en_US-joe-medium.onnx` and its `.onnx.json`.
  public var piperDirectory: URL { modelsDirectory.appending(path: "piper", directoryHint: .isDirectory) }
  public var piperJoeModel: URL { piperDirectory.appending(path: "en_US-joe-medium.onnx") }

  /// Whether the whisper tiny.en weights are installed.
  public var whisperAvailable: Bool {
    FileManager.default.fileExists(atPath: whisperDirectory.appending(path: "model.bin").path)
  }

  /// Whether the Piper joe voice (model and config) is installed.
  public var piperAvailable: Bool {
    FileManager.default.fileExists(atPath: piperJoeModel.path)
      && FileManager.default.fileExists(atPath: piperJoeModel.path + ".json")
  }

  /// The speech worker: `python workers/speech_worker.py` with this folder's models, 2 CPU threads.
  ///
  /// - Parameter preload: models loaded when the worker starts (`"whisper"`, `"piper"`); others load
  ///   on first use.
  public func workerConfiguration(
    pythonPath: URL, workerScript: URL, preload: [String] = [], requestTimeout: Duration = .seconds(120)
  ) -> WorkerConfiguration {
    var arguments = [
      workerScript.path, "--whisper-dir", whisperDirectory.path, "--piper-dir", piperDirectory.path,
      "--threads", "2",
    ]
    for model in preload { arguments += ["--preload", model] }
    return WorkerConfiguration(
      name: "speech", executable: pythonPath, arguments: arguments,
      environment: ["OMP_NUM_THREADS": "2", "HF_HUB_OFFLINE": "1"],
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
}
