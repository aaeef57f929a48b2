import Foundation
import VisorCore

/// How a supervised worker process is started, checked and restarted.
///
/// ```swift
/// let config = WorkerConfiguration(
///   name: "speech", executable: pythonPath, arguments: [script.path, "--whisper-dir", dir.path])
/// let worker = WorkerProcess(configuration: config, logger: logger)
/// ```
public struct WorkerConfiguration: Sendable {
  /// How readiness is proven after a start.
  public enum Readiness: Sendable, Equatable {
    /// A JSON-lines worker: ready when it answers `{"method":"ping"}` on stdout.
    case ping
    /// An HTTP server: ready when `GET path` on `127.0.0.1:port` answers with status 200.
    case http(port: Int, path: String)
  }

  /// A short word for messages and logs: "speech", "chat".
  public var name: String
  public var executable: URL
  public var arguments: [String]
  /// Added on top of Visor's own environment.
  public var environment: [String: String]
  public var readiness: Readiness
  /// How long one start may take until the worker answers its readiness check.
  public var startTimeout: Duration
  /// How long one request may take before the worker is killed and restarted.
  public var requestTimeout: Duration
  /// First restart delay; doubled after each crash that follows soon after a start.
  public var restartBackoff: Duration
  /// The longest restart delay.
  public var maximumRestartBackoff: Duration
  /// Failed starts in a row after which the worker is marked `failed`.
  public var maximumStartAttempts: Int

  public init(
    name: String, executable: URL, arguments: [String] = [], environment: [String: String] = [:],
    readiness: Readiness = .ping, startTimeout: Duration = .seconds(60),
    requestTimeout: Duration = .seconds(120), restartBackoff: Duration = .seconds(1),
    maximumRestartBackoff: Duration = .seconds(30), maximumStartAttempts: Int = 4
  ) {
    self.name = name
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.readiness = readiness
    self.startTimeout = startTimeout
    self.requestTimeout = requestTimeout
    self.restartBackoff = restartBackoff
    self.maximumRestartBackoff = maximumRestartBackoff
    self.maximumStartAttempts = maximumStartAttempts
  }
}

/// Where a supervised worker is in its life, for `/readyz` and `/api/v1/models`.
public enum WorkerState: Sendable, Equatable, CustomStringConvertible {
  case notStarted
  case starting
  case ready
  case restarting
  case failed(String)

  public var description: String {
    switch self {
    case .notStarted: "not started"
    case .starting: "starting"
    case .ready: "ready"
    case .restarting: "restarting"
    case .failed(let message): "failed: \(message)"
    }
  }

  /// The matching model state.
  public var modelState: ModelState {
    switch self {
    case .notStarted: .notLoaded
    case .starting, .restarting: .loading
    case .ready: .loaded
    case .failed: .failed
    }
  }
}

/// The errors a worker's callers see.
public enum WorkerError {
  /// The worker died during the request; it is being restarted.
  public static func restarting(_ name: String) -> VisorError {
    VisorError(
      .workerRestarting,
      Message("error.worker.restarting", ["name": .text(name)]),
      retryAfter: 5)
  }

  /// The worker could not be started.
  public static func unavailable(_ name: String, _ detail: String) -> VisorError {
    VisorError(
      .workerUnavailable,
      Message("error.worker.unavailable", ["name": .text(name), "detail": .text(detail)]))
  }

  /// The worker is being stopped because Visor shuts down.
  public static func stopped(_ name: String) -> VisorError {
    VisorError(
      .workerStopped, Message("error.worker.stopped", ["name": .text(name)]),
      retryAfter: 5)
  }

  /// A request took too long; the worker was restarted.
  public static func timeout(_ name: String, _ timeout: Duration) -> VisorError {
    VisorError(
      .workerTimeout,
      Message(
        "error.worker.timeout", ["name": .text(name), "seconds": .text(String(timeout.components.seconds))]))
  }

  /// The worker answered with an error.
  public static func failed(_ name: String, _ detail: String) -> VisorError {
    VisorError(.workerError, Message("error.worker.failed", ["name": .text(name), "detail": .text(detail)]))
  }
}
