import Foundation
import Testing
import VisorCore

@testable import VisorLocal

#if canImport(Glibc)
  import Glibc
#endif

/// The supervisor with the real speech worker script (its protocol needs no model).
@Suite struct WorkerProcessTests {
  struct Stats: Decodable, Sendable {
    var rssBytes: Int?
    var pid: Int
  }
  struct Sleep: Encodable, Sendable { var seconds: Double }

  func makeWorker(
    requestTimeout: Duration = .seconds(30), executable: URL? = nil, attempts: Int = 4,
    name: String = "speech"
  ) -> WorkerProcess {
    let config = WorkerConfiguration(
      name: name, executable: executable ?? SpeechTestEnvironment.plainPython,
      arguments: [SpeechTestEnvironment.speechWorkerScript.path], readiness: .ping,
      startTimeout: .seconds(20), requestTimeout: requestTimeout, restartBackoff: .milliseconds(200),
      maximumStartAttempts: attempts)
    return WorkerProcess(configuration: config, logger: Logger.silent)
  }

  /// Waits (up to 30 s) until `worker` has a request in flight: a fixed sleep could end before a
  /// loaded machine has sent it, and the test would then kill or stop an idle worker.
  func untilInFlight(_ worker: WorkerProcess) async throws {
    let deadline = ContinuousClock.now + .seconds(30)
    while !(await worker.requestInFlight) && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    try #require(await worker.requestInFlight, "the request never reached the worker")
  }

  @Test func answersRequestsAndReportsMemory() async throws {
    let worker = makeWorker()
    #expect(await worker.state == .notStarted)
    let stats = try await worker.call("stats", WorkerProcess.NoParams(), as: Stats.self)
    #expect(await worker.state == .ready)
    #expect(Int32(stats.pid) == (await worker.pid))
    let rss = try #require(await worker.residentMemoryBytes)
    #expect(rss > 1_000_000)
    #expect((stats.rssBytes ?? 0) > 1_000_000)
    await worker.stop()
  }

  @Test func queuesConcurrentCallers() async throws {
    let worker = makeWorker()
    let pids = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask { try await worker.call("stats", WorkerProcess.NoParams(), as: Stats.self).pid }
      }
      return try await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(pids.count == 8)
    #expect(Set(pids).count == 1)
    #expect(await worker.launchCount == 1)
    await worker.stop()
  }

  @Test func crashDuringRequestFailsItWithRestartingThenRecovers() async throws {
    let worker = makeWorker()
    try await worker.start()
    let firstPID = try #require(await worker.pid)
    let slow = Task { try await worker.call("sleep", Sleep(seconds: 10), as: WorkerProcess.NoResult.self) }
    try await untilInFlight(worker)
    kill(firstPID, SIGKILL)
    let started = ContinuousClock.now
    do {
      _ = try await slow.value
      Issue.record("the request survived its worker's death")
    } catch let error as VisorError {
      #expect(error.code == .workerRestarting)
      #expect(error.message.contains("stopped unexpectedly and is restarting"))
      #expect(error.retryAfter != nil)
    }
    #expect(ContinuousClock.now - started < .seconds(6), "well before the 10 s the request would take")
    // The next request waits for the restart and succeeds on a new process.
    let stats = try await worker.call("stats", WorkerProcess.NoParams(), as: Stats.self)
    #expect(Int32(stats.pid) != firstPID)
    #expect(await worker.launchCount == 2)
    #expect(await worker.state == .ready)
    #expect(!ProcessStatus.isAlive(pid: firstPID))
    await worker.stop()
  }

  @Test func stopLeavesNoChildProcess() async throws {
    let worker = makeWorker()
    try await worker.start()
    let pid = try #require(await worker.pid)
    #expect(ProcessStatus.isAlive(pid: pid))
    await worker.stop()
    #expect(!ProcessStatus.isAlive(pid: pid))
    #expect(await worker.state == .notStarted)
    #expect(await worker.pid == nil)
  }

  @Test func stopAllStopsEveryWorker() async throws {
    // Named apart so workers of tests running in parallel are left alone.
    let first = makeWorker(name: "stop-all-test")
    let second = makeWorker(name: "stop-all-test")
    try await first.start()
    try await second.start()
    let pids = [try #require(await first.pid), try #require(await second.pid)]
    await WorkerProcess.stopAll(named: "stop-all-test")
    #expect(pids.allSatisfy { !ProcessStatus.isAlive(pid: $0) })
    #expect(await first.state == .notStarted)
  }

  @Test func stopFailsTheRequestInFlight() async throws {
    let worker = makeWorker()
    try await worker.start()
    let slow = Task { try await worker.call("sleep", Sleep(seconds: 10), as: WorkerProcess.NoResult.self) }
    try await untilInFlight(worker)
    await worker.stop()
    await #expect(throws: VisorError.self) { _ = try await slow.value }
    // It does not come back by itself after stop.
    try await Task.sleep(for: .milliseconds(500))
    #expect(await worker.state == .notStarted)
    #expect(await worker.pid == nil)
  }

  @Test func slowRequestTimesOutAndTheWorkerIsReplaced() async throws {
    let worker = makeWorker(requestTimeout: .milliseconds(500))
    try await worker.start()
    let firstPID = try #require(await worker.pid)
    do {
      _ = try await worker.call("sleep", Sleep(seconds: 5), as: WorkerProcess.NoResult.self)
      Issue.record("no timeout")
    } catch let error as VisorError {
      #expect(error.code == .workerTimeout)
    }
    let stats = try await worker.call("stats", WorkerProcess.NoParams(), as: Stats.self)
    #expect(Int32(stats.pid) != firstPID)
    await worker.stop()
  }

  @Test func workerErrorsBecomeBadGateway() async throws {
    let worker = makeWorker()
    do {
      _ = try await worker.call("no_such_method", WorkerProcess.NoParams(), as: WorkerProcess.NoResult.self)
      Issue.record("no error")
    } catch let error as VisorError {
      #expect(error.code == .workerError)
      #expect(error.message.contains("no_such_method"))
    }
    // The worker is still the same healthy process.
    #expect(await worker.launchCount == 1)
    await worker.stop()
  }

  @Test func missingExecutableMarksTheWorkerFailed() async throws {
    let worker = makeWorker(executable: URL(fileURLWithPath: "/nonexistent/python3"), attempts: 2)
    do {
      try await worker.start()
      Issue.record("started a missing executable")
    } catch let error as VisorError {
      #expect(error.code == .workerUnavailable)
      #expect(error.message.contains("scripts/setup.sh"))
      #expect(error.message.contains("/nonexistent/python3 could not be run"))
      #expect(error.message.components(separatedBy: "could not start").count == 2)
    }
    guard case .failed = await worker.state else {
      Issue.record("state is \(await worker.state)")
      return
    }
  }

  @Test func workerExitsWhenItsInputCloses() async throws {
    // The watchdog that keeps a worker from outliving a killed Visor.
    let process = ChildProcess()
    process.executableURL = SpeechTestEnvironment.plainPython
    process.arguments = [SpeechTestEnvironment.speechWorkerScript.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait until it answers, so it is really reading its input.
    try input.fileHandleForWriting.write(contentsOf: Data("{\"id\":1,\"method\":\"ping\"}\n".utf8))
    let reader = output.fileHandleForReading
    let answer = await Task.detached { reader.availableData }.value
    #expect(String(decoding: answer, as: UTF8.self).contains("\"pong\": true"))
    #expect(process.isRunning)
    try input.fileHandleForWriting.close()
    let deadline = ContinuousClock.now + .seconds(10)
    while process.isRunning && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
    #expect(!process.isRunning)
    // SIGKILL: a child of the test process starts with SIGTERM blocked (the mask is inherited).
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
  }
}
