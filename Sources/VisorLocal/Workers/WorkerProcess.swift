import Foundation
import Synchronization
import VisorCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process that Visor starts, health-checks, restarts after a crash and stops on exit.
///
/// A JSON-lines worker (readiness `.ping`) answers one request object per line on stdin with one
/// response object per line on stdout: `{"id":1,"method":"m","params":{…}}` →
/// `{"id":1,"ok":true,…}` or `{"id":1,"ok":false,"error":"…"}`. Concurrent callers are queued; one
/// request is in flight at a time. An HTTP worker (readiness `.http`) is only supervised.
///
/// When the child dies during a request, that request fails with `.workerRestarting` and the
/// child is started again after 1 s, 2 s, 4 s… (capped). The child's stdin stays open for its
/// whole life, so a worker that exits on end of input never outlives Visor.
///
/// ```swift
/// let worker = WorkerProcess(configuration: config)
/// let stats: Stats = try await worker.call("stats", EmptyParams(), as: Stats.self)
/// await worker.stop()
/// ```
public actor WorkerProcess {
  /// Parameters for methods that take none.
  public struct NoParams: Encodable, Sendable { public init() {} }
  /// A result with no fields.
  public struct NoResult: Decodable, Sendable {}

  public let configuration: WorkerConfiguration
  private let logger: Logger

  /// The current life state.
  public private(set) var state: WorkerState = .notStarted
  /// How many times the child was started (the first start included).
  public private(set) var launchCount = 0

  private var process: ChildProcess?
  private var stdinHandle: FileHandle?
  private var generation = 0
  /// Bumped by `stop()`, so a restart loop that was sleeping does not bring the worker back.
  private var epoch = 0
  private var nextRequestID = 0
  private var pending: Pending?
  private var readyWaiters: [Int: CheckedContinuation<Void, Error>] = [:]
  private var nextWaiterID = 0
  private var busy = false
  private var slotWaiters: [CheckedContinuation<Void, Never>] = []
  private var startLoop: Task<Void, Never>?
  private var readyAt: ContinuousClock.Instant?
  private var quickCrashes = 0
  private var lastFailureAt: ContinuousClock.Instant?
  private let stderrTail = StderrTail()

  private struct Pending {
    var id: Int
    var continuation: CheckedContinuation<String, Error>
    var timeout: Task<Void, Never>
  }

  public init(configuration: WorkerConfiguration, logger: Logger = Logger(label: "visor.worker")) {
    self.configuration = configuration
    self.logger = logger.with(["worker": configuration.name])
    // A write to a dead child's stdin must fail with EPIPE, not kill Visor.
    signal(SIGPIPE, SIG_IGN)
    WorkerProcess.registry.add(self)
  }

  private static let registry = WorkerRegistry()

  /// Stops every worker this process created, or those with the given configuration name (call it
  /// on shutdown, e.g. from the SIGTERM handler).
  ///
  /// Workers also exit by themselves when Visor dies, because their stdin closes.
  public static func stopAll(named name: String? = nil) async {
    await withTaskGroup(of: Void.self) { group in
      for worker in registry.all where name == nil || worker.configuration.name == name {
        group.addTask { await worker.stop() }
      }
    }
  }

  // MARK: Public API

  /// The child's process id while it runs.
  public var pid: Int32? {
    guard let process, process.isRunning else { return nil }
    return process.processIdentifier
  }

  /// The child's resident memory (VmRSS) in bytes while it runs.
  public var residentMemoryBytes: Int? {
    pid.flatMap { ProcessStatus.residentMemoryBytes(pid: $0) }
  }

  /// Whether a request has been written to the child and its answer is awaited.
  public var requestInFlight: Bool { pending != nil }

  /// The last lines the child wrote to stderr (for diagnostics; never shown with user data).
  public var recentStandardError: [String] { stderrTail.lines }

  /// Starts the child (if needed) and waits until it answers its readiness check.
  public func start() async throws {
    try await ensureReady()
  }

  /// Sends one request and decodes the response's fields as `Result`.
  ///
  /// - Throws: `VisorError` `.workerRestarting` when the child died during the request,
  ///   `.workerTimeout`, `.workerUnavailable`, or `.workerError` with the worker's message.
  public func call<Params: Encodable & Sendable, Result: Decodable & Sendable>(
    _ method: String, _ params: Params, as type: Result.Type = Result.self, timeout: Duration? = nil
  ) async throws -> Result {
    guard configuration.readiness == .ping else {
      throw VisorError(.workerProtocol, "The \(configuration.name) worker does not take requests.")
    }
    try await ensureReady()
    await acquireSlot()
    defer { releaseSlot() }
    // The child may have died while this call waited for its turn.
    try await ensureReady()
    let line = try await send(method, params, timeout: timeout ?? configuration.requestTimeout)
    do {
      return try JSONDecoder().decode(Result.self, from: Data(line.utf8))
    } catch {
      throw WorkerError.failed(configuration.name, "its answer to '\(method)' could not be read")
    }
  }

  /// Stops the child: closes its stdin, sends SIGTERM, and SIGKILL after 3 s. Waits until it is gone.
  ///
  /// In-flight and waiting calls fail with `.workerStopped`. A later call starts it again.
  public func stop() async {
    epoch += 1
    startLoop?.cancel()
    startLoop = nil
    let current = process
    process = nil
    generation += 1
    state = .notStarted
    failPending(WorkerError.stopped(configuration.name))
    failReadyWaiters(WorkerError.stopped(configuration.name))
    try? stdinHandle?.close()
    stdinHandle = nil
    guard let current else { return }
    let pid = current.processIdentifier
    if current.isRunning { kill(pid, SIGTERM) }
    let deadline = ContinuousClock.now + .seconds(3)
    while current.isRunning && ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(20))
    }
    if current.isRunning {
      logger.warning("worker ignored SIGTERM; killing it", ["pid": String(pid)])
      kill(pid, SIGKILL)
      let killDeadline = ContinuousClock.now + .seconds(3)
      while current.isRunning && ContinuousClock.now < killDeadline {
        try? await Task.sleep(for: .milliseconds(20))
      }
    }
    logger.info("worker stopped", ["pid": String(pid)])
  }

  // MARK: Readiness

  private func ensureReady() async throws {
    switch state {
    case .ready:
      return
    case .notStarted:
      beginStartLoop(initialDelay: nil)
    case .failed(let message):
      // Try again now and then (e.g. after the models were installed), not on every call.
      if let lastFailureAt, ContinuousClock.now - lastFailureAt < .seconds(30) {
        throw WorkerError.unavailable(configuration.name, message)
      }
      beginStartLoop(initialDelay: nil)
    case .starting, .restarting:
      break
    }
    try await waitUntilReady()
  }

  private func waitUntilReady() async throws {
    if state == .ready { return }
    nextWaiterID += 1
    let waiterID = nextWaiterID
    let limit = configuration.startTimeout + configuration.maximumRestartBackoff
    let timer = Task { [weak self] in
      try? await Task.sleep(for: limit)
      guard !Task.isCancelled else { return }
      await self?.expireWaiter(waiterID)
    }
    defer { timer.cancel() }
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
      readyWaiters[waiterID] = continuation
    }
  }

  private func expireWaiter(_ waiterID: Int) {
    guard let continuation = readyWaiters.removeValue(forKey: waiterID) else { return }
    continuation.resume(throwing: WorkerError.restarting(configuration.name))
  }

  private func failReadyWaiters(_ error: Error) {
    let waiters = readyWaiters
    readyWaiters = [:]
    for continuation in waiters.values { continuation.resume(throwing: error) }
  }

  private func beginStartLoop(initialDelay: Duration?) {
    guard startLoop == nil else { return }
    state = initialDelay == nil && launchCount == 0 ? .starting : .restarting
    let loopEpoch = epoch
    startLoop = Task { [weak self] in
      await self?.runStartLoop(initialDelay: initialDelay, epoch: loopEpoch)
    }
  }

  private func runStartLoop(initialDelay: Duration?, epoch loopEpoch: Int) async {
    var delay = initialDelay
    var attempts = 0
    defer { if epoch == loopEpoch { startLoop = nil } }
    while epoch == loopEpoch {
      if let delay {
        let milliseconds =
          delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000
        logger.info("restarting worker", ["delayMs": String(milliseconds)])
        try? await Task.sleep(for: delay)
        guard epoch == loopEpoch else { return }
      }
      attempts += 1
      do {
        try await launchOnce()
        guard epoch == loopEpoch else { return }
        state = .ready
        readyAt = .now
        let waiters = readyWaiters
        readyWaiters = [:]
        for continuation in waiters.values { continuation.resume() }
        return
      } catch {
        guard epoch == loopEpoch else { return }
        let detail = (error as? StartFailure)?.detail ?? (error as? VisorError)?.message ?? "\(error)"
        logger.warning("worker start failed", ["attempt": String(attempts), "error": detail])
        killCurrentProcess()
        if attempts >= configuration.maximumStartAttempts {
          let message = startFailureSummary(detail)
          state = .failed(message)
          lastFailureAt = .now
          failReadyWaiters(WorkerError.unavailable(configuration.name, message))
          return
        }
        state = .restarting
        delay = backoff(attempts)
      }
    }
  }

  private func backoff(_ step: Int) -> Duration {
    var delay = configuration.restartBackoff
    for _ in 1..<max(step, 1) { delay *= 2 }
    return min(delay, configuration.maximumRestartBackoff)
  }

  private func startFailureSummary(_ detail: String) -> String {
    let tail = stderrTail.lines.suffix(3).joined(separator: " | ")
    return tail.isEmpty ? detail : "\(detail); last output: \(tail)"
  }

  /// Spawns the child and waits for its readiness check.
  private func launchOnce() async throws {
    let child = ChildProcess()
    child.executableURL = configuration.executable
    child.arguments = configuration.arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PYTHONUNBUFFERED"] = "1"
    environment.merge(configuration.environment) { _, new in new }
    child.environment = environment
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    child.standardInput = input
    child.standardOutput = output
    child.standardError = errors
    generation += 1
    let childGeneration = generation
    child.terminationHandler = { [weak self] finished in
      let status = finished.terminationStatus
      let reason = finished.terminationReason == .uncaughtSignal ? "signal" : "exit"
      Task { await self?.childExited(generation: childGeneration, status: status, reason: reason) }
    }
    do {
      try child.run()
    } catch {
      throw StartFailure(detail: "\(configuration.executable.path) could not be run")
    }
    launchCount += 1
    process = child
    try? stdinHandle?.close()
    stdinHandle = input.fileHandleForWriting
    logger.info("worker started", ["pid": String(child.processIdentifier)])

    let stdoutLines = PipeLines.lines(from: output.fileHandleForReading, name: configuration.name)
    let stderrLines = PipeLines.lines(from: errors.fileHandleForReading, name: configuration.name + ".err")
    let tail = stderrTail
    let log = logger
    let speaksJSON = configuration.readiness == .ping
    Task.detached {
      for await line in stderrLines {
        tail.append(line)
        log.debug("worker stderr", ["line": String(line.prefix(300))])
      }
    }
    Task { [weak self] in
      for await line in stdoutLines {
        if speaksJSON {
          await self?.received(line, generation: childGeneration)
        } else {
          tail.append(line)
        }
      }
      await self?.outputClosed(generation: childGeneration)
    }

    switch configuration.readiness {
    case .ping:
      do {
        _ = try await send("ping", NoParams(), timeout: configuration.startTimeout)
      } catch {
        throw StartFailure(detail: "it did not answer its health check")
      }
    case .http(let port, let path):
      let deadline = ContinuousClock.now + configuration.startTimeout
      while true {
        guard generation == childGeneration, child.isRunning else {
          throw StartFailure(detail: "it exited while starting")
        }
        let status = await Task.detached { LoopbackHTTP.getStatus(port: port, path: path) }.value
        if status == 200 { break }
        guard ContinuousClock.now < deadline else {
          throw StartFailure(detail: "it did not answer on port \(port) within \(configuration.startTimeout)")
        }
        try await Task.sleep(for: .milliseconds(250))
      }
    }
    logger.info("worker ready", ["pid": String(child.processIdentifier)])
  }

  // MARK: Requests

  private func acquireSlot() async {
    if !busy {
      busy = true
      return
    }
    await withCheckedContinuation { slotWaiters.append($0) }
  }

  private func releaseSlot() {
    if slotWaiters.isEmpty {
      busy = false
    } else {
      slotWaiters.removeFirst().resume()
    }
  }

  private struct Envelope<Params: Encodable>: Encodable {
    var id: Int
    var method: String
    var params: Params
  }

  private struct ResponseHeader: Decodable {
    var id: Int?
    var ok: Bool
    var error: String?
  }

  /// Writes one request line and waits for the matching response line.
  private func send<Params: Encodable>(_ method: String, _ params: Params, timeout: Duration) async throws
    -> String
  {
    guard let stdinHandle else { throw WorkerError.restarting(configuration.name) }
    nextRequestID += 1
    let id = nextRequestID
    var line = try JSONEncoder().encode(Envelope(id: id, method: method, params: params))
    line.append(0x0A)
    let name = configuration.name
    return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, Error>) in
      let timer = Task { [weak self] in
        try? await Task.sleep(for: timeout)
        guard !Task.isCancelled else { return }
        await self?.requestTimedOut(id: id, timeout: timeout)
      }
      pending = Pending(id: id, continuation: continuation, timeout: timer)
      do {
        try stdinHandle.write(contentsOf: line)
      } catch {
        // The child is gone; its exit handler restarts it.
        failPending(WorkerError.restarting(name))
      }
    }
  }

  private func received(_ line: String, generation lineGeneration: Int) {
    guard lineGeneration == generation else { return }
    guard let header = try? JSONDecoder().decode(ResponseHeader.self, from: Data(line.utf8)) else {
      logger.warning("worker wrote a line that is not a response", ["length": String(line.count)])
      return
    }
    guard let current = pending, header.id == current.id else { return }
    pending = nil
    current.timeout.cancel()
    if header.ok {
      current.continuation.resume(returning: line)
    } else {
      current.continuation.resume(
        throwing: WorkerError.failed(configuration.name, header.error ?? "unknown error"))
    }
  }

  private func failPending(_ error: Error) {
    guard let current = pending else { return }
    pending = nil
    current.timeout.cancel()
    current.continuation.resume(throwing: error)
  }

  private func requestTimedOut(id: Int, timeout: Duration) {
    guard let current = pending, current.id == id else { return }
    logger.warning(
      "worker request timed out; restarting the worker", ["timeoutS": "\(timeout.components.seconds)"])
    pending = nil
    current.continuation.resume(throwing: WorkerError.timeout(configuration.name, timeout))
    if state == .ready {
      // A hung worker is replaced at once, so the next call waits for a fresh one.
      childDied(generation: generation, detail: "request timed out")
    }
  }

  // MARK: Crashes

  private func outputClosed(generation closedGeneration: Int) {
    childDied(generation: closedGeneration, detail: "its output closed")
  }

  private func childExited(generation exitedGeneration: Int, status: Int32, reason: String) {
    childDied(generation: exitedGeneration, detail: "\(reason) \(status)")
  }

  private func childDied(generation deadGeneration: Int, detail: String) {
    guard deadGeneration == generation, process != nil else { return }
    // Forget this child so the second notice (EOF or exit, whichever comes later) is ignored.
    generation += 1
    let pidText = process.map { String($0.processIdentifier) } ?? "?"
    killCurrentProcess()
    process = nil
    try? stdinHandle?.close()
    stdinHandle = nil
    failPending(WorkerError.restarting(configuration.name))
    switch state {
    case .ready:
      logger.error("worker died; restarting", ["pid": pidText, "detail": detail])
      if let readyAt, ContinuousClock.now - readyAt < .seconds(60) {
        quickCrashes += 1
      } else {
        quickCrashes = 0
      }
      beginStartLoop(initialDelay: backoff(quickCrashes + 1))
    default:
      // Dying while starting: the start loop sees the failed readiness check and retries.
      break
    }
  }

  private func killCurrentProcess() {
    guard let process, process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
  }
}

/// Why one start attempt failed (a phrase for `WorkerError.unavailable`).
struct StartFailure: Error {
  var detail: String
}

/// Every live worker, held weakly, for `WorkerProcess.stopAll()`.
final class WorkerRegistry: Sendable {
  private struct Entry: @unchecked Sendable { weak var worker: WorkerProcess? }
  private let entries = Mutex<[Entry]>([])
  func add(_ worker: WorkerProcess) {
    entries.withLock {
      $0.removeAll { $0.worker == nil }
      $0.append(Entry(worker: worker))
    }
  }
  var all: [WorkerProcess] { entries.withLock { $0.compactMap(\.worker) } }
}

/// The last lines a child wrote to stderr.
final class StderrTail: Sendable {
  private let storage = Mutex<[String]>([])
  func append(_ line: String) {
    storage.withLock {
      $0.append(String(line.prefix(500)))
      if $0.count > 20 { $0.removeFirst($0.count - 20) }
    }
  }
  var lines: [String] { storage.withLock { $0 } }
}
