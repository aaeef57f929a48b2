import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// Where the local models and worker scripts are for tests, and the VISOR_REQUIRE_MODELS rule:
/// a test that needs a model runs when the model is there, and also when `VISOR_REQUIRE_MODELS=1`,
/// in which case a missing model makes it fail instead of skipping.
enum SpeechTestEnvironment {
  static let environment = ProcessInfo.processInfo.environment

  static var requireModels: Bool { environment["VISOR_REQUIRE_MODELS"] == "1" }

  static var cacheDirectory: URL {
    if let path = environment["VISOR_CACHE_DIR"], !path.isEmpty { return URL(fileURLWithPath: path) }
    return FileManager.default.homeDirectoryForCurrentUser.appending(path: ".cache/visor")
  }

  static var modelsDirectory: URL { cacheDirectory.appending(path: "models") }
  static var venvPython: URL { cacheDirectory.appending(path: "venv/bin/python") }

  static var repositoryRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }
  static var speechWorkerScript: URL { repositoryRoot.appending(path: "workers/speech_worker.py") }
  static var llamaLauncherScript: URL { repositoryRoot.appending(path: "workers/llama_server.py") }

  /// Any python3 is enough for the worker's protocol (models are imported lazily).
  static var plainPython: URL {
    for path in ["/usr/bin/python3", "/usr/local/bin/python3"]
    where FileManager.default.isExecutableFile(atPath: path) {
      return URL(fileURLWithPath: path)
    }
    return venvPython
  }

  static var models: LocalSpeechModels { LocalSpeechModels(modelsDirectory: modelsDirectory) }

  static var venvReady: Bool { FileManager.default.isExecutableFile(atPath: venvPython.path) }
  static var speechModelsAvailable: Bool { venvReady && models.whisperAvailable && models.piperAvailable }
  static var chatModel: URL { modelsDirectory.appending(path: "smollm2-135m-instruct.gguf") }
  static var chatModelAvailable: Bool {
    venvReady && FileManager.default.fileExists(atPath: chatModel.path)
  }

  /// Run the test when the models are there or when they are required (then missing ones fail it).
  static var runSpeechModelTests: Bool { speechModelsAvailable || requireModels }
  static var runChatModelTests: Bool { chatModelAvailable || requireModels }

  static func requireSpeechModels() throws {
    try #require(
      speechModelsAvailable,
      "Speech models missing under \(cacheDirectory.path); run scripts/setup-models.sh")
  }

  static func requireChatModel() throws {
    try #require(
      chatModelAvailable,
      "SmolLM2 or llama-cpp-python missing under \(cacheDirectory.path); run scripts/setup-models.sh")
  }
}

/// One speech worker shared by the model tests in this process (loading models takes seconds).
actor SharedSpeechWorker {
  static let shared = SharedSpeechWorker()
  private var worker: WorkerProcess?

  func get() -> WorkerProcess {
    if let worker { return worker }
    let config = SpeechTestEnvironment.models.workerConfiguration(
      pythonPath: SpeechTestEnvironment.venvPython, workerScript: SpeechTestEnvironment.speechWorkerScript)
    let created = WorkerProcess(configuration: config, logger: Logger.silent)
    worker = created
    return created
  }
}

enum SpeechMetrics {
  /// Word error rate: word-level edit distance / reference length, after normalisation.
  static func wordErrorRate(reference: String, hypothesis: String) -> Double {
    let ref = normalise(reference)
    let hyp = normalise(hypothesis)
    guard !ref.isEmpty else { return hyp.isEmpty ? 0 : 1 }
    var previous = Array(0...hyp.count)
    for i in 1...ref.count {
      var current = [i] + Array(repeating: 0, count: hyp.count)
      for j in stride(from: 1, through: hyp.count, by: 1) {
        let cost = ref[i - 1] == hyp[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return Double(previous[hyp.count]) / Double(ref.count)
  }

  static let numberWords = [
    "0": "zero", "1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven",
    "8": "eight", "9": "nine", "10": "ten", "11": "eleven", "12": "twelve", "mr": "mister", "mrs": "missus",
    "colour": "color",
  ]

  static func normalise(_ text: String) -> [String] {
    let cleaned = text.lowercased().map { $0.isLetter || $0.isNumber || $0 == "'" ? $0 : " " }
    return String(cleaned).split(separator: " ").map { numberWords[String($0)] ?? String($0) }
  }

  /// Root mean square of the samples.
  static func rms(_ samples: [Float]) -> Double {
    guard !samples.isEmpty else { return 0 }
    return sqrt(samples.reduce(0) { $0 + Double($1 * $1) } / Double(samples.count))
  }
}

enum WAVFile {
  /// Reads a PCM16 mono/stereo RIFF WAVE file (first channel).
  static func read(_ url: URL) throws -> PCMAudio {
    let data = try Data(contentsOf: url)
    func u32(_ offset: Int) -> Int {
      Int(data[offset]) | Int(data[offset + 1]) << 8 | Int(data[offset + 2]) << 16 | Int(data[offset + 3])
        << 24
    }
    func u16(_ offset: Int) -> Int { Int(data[offset]) | Int(data[offset + 1]) << 8 }
    try #require(data.count > 44 && String(decoding: data[0..<4], as: UTF8.self) == "RIFF")
    var offset = 12
    var sampleRate = 16000
    var channels = 1
    while offset + 8 <= data.count {
      let id = String(decoding: data[offset..<offset + 4], as: UTF8.self)
      var size = u32(offset + 4)
      if id == "fmt " {
        channels = u16(offset + 10)
        sampleRate = u32(offset + 12)
      } else if id == "data" {
        if size == 0 || size == 0xFFFF_FFFF || offset + 8 + size > data.count {
          size = data.count - offset - 8
        }
        let body = data[(offset + 8)..<(offset + 8 + size)]
        return PCMAudio(
          samples: raw16(Data(body), channels: channels), sampleRate: sampleRate)
      }
      offset += 8 + size + (size & 1)
    }
    throw VisorError(.audioUnreadable, "no data chunk in \(url.lastPathComponent)")
  }

  static func raw16(_ data: Data, channels: Int = 1) -> [Float] {
    let all = SpeechPCM.floats(int16LittleEndian: data)
    guard channels > 1 else { return all }
    return stride(from: 0, to: all.count, by: channels).map { all[$0] }
  }
}

/// Runs a command and returns its exit status.
@discardableResult
func runCommand(_ path: String, _ arguments: [String]) throws -> Int32 {
  let process = ChildProcess()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  return process.terminationStatus
}
