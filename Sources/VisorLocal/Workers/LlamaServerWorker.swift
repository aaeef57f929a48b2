import Foundation
import VisorCore

/// llama-cpp-python's OpenAI-compatible server (`python -m llama_cpp.server`) as a supervised worker
/// on a loopback port: started on demand, ready once `GET /v1/models` answers, restarted after a
/// crash, stopped with Visor.
///
/// ```swift
/// let chat = try LlamaServerWorker(pythonPath: venvPython, model: models.appending(path: "smollm2-135m-instruct.gguf"),
///                                  launcherScript: repo.appending(path: "workers/llama_server.py"))
/// try await chat.start()
/// // point an OpenAI-compatible adapter at chat.baseURL ("http://127.0.0.1:PORT/v1")
/// ```
public struct LlamaServerWorker: Sendable {
  public let model: URL
  public let port: Int
  /// The OpenAI-compatible base URL, e.g. `http://127.0.0.1:40123/v1`.
  public let baseURL: URL
  /// The model name the server answers to in `/v1/models` and `model` fields.
  public let alias: String
  public let worker: WorkerProcess

  /// - Parameters:
  ///   - launcherScript: `workers/llama_server.py`, which adds a stdin watchdog so the server dies
  ///     with Visor; when nil, `-m llama_cpp.server` runs directly.
  ///   - mmproj: a vision model's projector (passed as `--clip_model_path`); `chatFormat` then names
  ///     the llama-cpp-python chat handler (e.g. `llava-1-5`, `qwen2.5-vl`).
  ///   - threads: generation threads. 1 by default: llama.cpp's threads spin at barriers, and on a
  ///     busy 2-core machine 2 threads were measured 25× slower than 1 (0.6 vs 17 tokens/s).
  ///   - port: a fixed loopback port; by default a free one is picked now and kept across restarts.
  /// - Throws: `.workerUnavailable` when the model file is missing or no port is free.
  public init(
    pythonPath: URL, model: URL, launcherScript: URL? = nil, alias: String? = nil, mmproj: URL? = nil,
    chatFormat: String? = nil, contextLength: Int = 2048, threads: Int = 1, port: Int? = nil,
    startTimeout: Duration = .seconds(120), requestTimeout: Duration = .seconds(300),
    logger: Logger = Logger(label: "visor.worker")
  ) throws {
    guard FileManager.default.fileExists(atPath: model.path) else {
      throw WorkerError.unavailable("chat", "the model file \(model.lastPathComponent) is missing")
    }
    guard let chosen = port ?? LoopbackHTTP.freePort() else {
      throw WorkerError.unavailable("chat", "no free loopback port")
    }
    self.model = model
    self.port = chosen
    self.alias = alias ?? model.deletingPathExtension().lastPathComponent
    self.baseURL = URL(string: "http://127.0.0.1:\(chosen)/v1")!
    var arguments = launcherScript.map { [$0.path] } ?? ["-m", "llama_cpp.server"]
    arguments += [
      "--model", model.path, "--model_alias", self.alias, "--host", "127.0.0.1", "--port", String(chosen),
      "--n_ctx", String(contextLength), "--n_threads", String(threads), "--n_threads_batch", String(threads),
    ]
    if let mmproj { arguments += ["--clip_model_path", mmproj.path] }
    if let chatFormat { arguments += ["--chat_format", chatFormat] }
    let configuration = WorkerConfiguration(
      name: "chat", executable: pythonPath, arguments: arguments,
      environment: ["OMP_NUM_THREADS": String(threads)],
      readiness: .http(port: chosen, path: "/v1/models"), startTimeout: startTimeout,
      requestTimeout: requestTimeout)
    self.worker = WorkerProcess(configuration: configuration, logger: logger)
  }

  /// Starts the server (if needed) and waits until it answers.
  public func start() async throws { try await worker.start() }

  /// Stops the server (SIGTERM, then SIGKILL after 3 s).
  public func stop() async { await worker.stop() }

  public var state: WorkerState { get async { await worker.state } }

  /// The server's resident memory in bytes while it runs.
  public var residentMemoryBytes: Int? { get async { await worker.residentMemoryBytes } }
}
