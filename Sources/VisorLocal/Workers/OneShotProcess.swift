import Foundation
import Synchronization
import VisorCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a short-lived program to completion, bounded: its input is written on stdin (never on the
/// command line, so text can't become an option), its output is capped, and it is killed (SIGKILL)
/// when it runs past its time. At most `concurrency` run at once per limiter; callers beyond wait.
///
/// ```swift
/// let limiter = OneShotProcess.Limiter(concurrency: 2)
/// let wav = try await OneShotProcess.run(
///   URL(fileURLWithPath: "/usr/bin/espeak-ng"), ["-v", "de", "--stdout"], input: Data("Hallo".utf8),
///   timeout: .seconds(20), maxOutputBytes: 8 << 20, limiter: limiter)
/// ```
public enum OneShotProcess {
  /// What went wrong, as a phrase for an error sentence.
  public struct Failure: Error, Sendable, CustomStringConvertible {
    public var description: String
  }

  /// Caps how many programs run at once (a counting semaphore that suspends, never blocks a thread).
  public final class Limiter: Sendable {
    private struct State {
      var running = 0
      var waiting: [CheckedContinuation<Void, Never>] = []
    }
    private let state = Mutex(State())
    public let concurrency: Int

    public init(concurrency: Int) { self.concurrency = max(1, concurrency) }

    func acquire() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let ready = state.withLock { state -> Bool in
          if state.running < concurrency {
            state.running += 1
            return true
          }
          state.waiting.append(continuation)
          return false
        }
        if ready { continuation.resume() }
      }
    }

    func release() {
      let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
        if state.waiting.isEmpty {
          state.running -= 1
          return nil
        }
        return state.waiting.removeFirst()  // the slot passes straight to the next caller
      }
      next?.resume()
    }
  }

  /// The program's stdout once it exits with status 0.
  /// - Throws: ``Failure`` when it cannot start, exits non-zero, writes more than `maxOutputBytes`
  ///   or runs past `timeout`; `CancellationError` when the task is cancelled (the program is killed).
  public static func run(
    _ executable: URL, _ arguments: [String], input: Data, timeout: Duration, maxOutputBytes: Int,
    limiter: Limiter? = nil
  ) async throws -> Data {
    // A write to a child that exited before reading its input must fail with EPIPE, not kill Visor.
    signal(SIGPIPE, SIG_IGN)
    await limiter?.acquire()
    defer { limiter?.release() }
    try Task.checkCancellation()
    let child = ChildProcess()
    child.executableURL = executable
    child.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    child.standardInput = stdin
    child.standardOutput = stdout
    child.standardError = FileHandle.nullDevice
    let exited = Mutex<CheckedContinuation<Int32, Never>?>(nil)
    let status = Mutex<Int32?>(nil)
    child.terminationHandler = { finished in
      let code = finished.terminationReason == .uncaughtSignal ? -1 : finished.terminationStatus
      let waiter = exited.withLock { waiter -> CheckedContinuation<Int32, Never>? in
        status.withLock { $0 = code }
        defer { waiter = nil }
        return waiter
      }
      waiter?.resume(returning: code)
    }
    do {
      try child.run()
    } catch {
      throw Failure(description: "\(executable.lastPathComponent) could not be started (\(error))")
    }
    let pid = child.processIdentifier
    // The input is small (a chunk of text); written and closed on a thread so a full pipe never blocks us.
    let writer = stdin.fileHandleForWriting
    Thread.detachNewThread {
      try? writer.write(contentsOf: input)
      try? writer.close()
    }
    // The output is read, and the deadline kept, off Swift's cooperative threads: a blocking read
    // there would hold one of the (two, here) threads every task shares for as long as the program runs.
    let overflow = Atomic<Bool>(false)
    let timedOut = Atomic<Bool>(false)
    let reader = stdout.fileHandleForReading
    let watchdog = DispatchWorkItem {
      // Exited (and reaped): the pid is not its any more.
      guard status.withLock({ $0 }) == nil else { return }
      timedOut.store(true, ordering: .relaxed)
      kill(pid, SIGKILL)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + Self.seconds(timeout), execute: watchdog)
    let data = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Data, Never>) in
        Thread.detachNewThread {
          var data = Data()
          while let chunk = try? reader.read(upToCount: 65536), !chunk.isEmpty {
            data.append(chunk)
            if data.count > maxOutputBytes {
              overflow.store(true, ordering: .relaxed)
              kill(pid, SIGKILL)
              break
            }
          }
          try? reader.close()
          continuation.resume(returning: data)
        }
      }
    } onCancel: {
      if status.withLock({ $0 }) == nil { kill(pid, SIGKILL) }
    }
    let code = await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
      let done = exited.withLock { waiter -> Int32? in
        if let code = status.withLock({ $0 }) { return code }
        waiter = continuation
        return nil
      }
      if let done { continuation.resume(returning: done) }
    }
    watchdog.cancel()
    try Task.checkCancellation()
    let name = executable.lastPathComponent
    if timedOut.load(ordering: .relaxed) {
      throw Failure(description: "\(name) took longer than \(timeout) and was stopped")
    }
    if overflow.load(ordering: .relaxed) {
      throw Failure(description: "\(name) wrote more than \(maxOutputBytes) bytes and was stopped")
    }
    guard code == 0 else { throw Failure(description: "\(name) failed (exit status \(code))") }
    return data
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
