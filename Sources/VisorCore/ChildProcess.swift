import CSpawn
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A child process, started with `posix_spawn` and reaped by a thread of its own.
///
/// It stands in for Foundation's `Process`, whose `run()` on Linux lists `/proc/self/fd` by copying
/// each whole `dirent` name field and so can read past the end of glibc's buffer: an intermittent
/// SIGSEGV in any program that starts many children (swift-corelibs-foundation pull request 5472,
/// not in Swift 6.3.1). The child closes every descriptor above the standard three without listing
/// them (decision 053).
///
/// The properties mirror the part of `Process` Visor used, so a call site changes only its type:
/// set ``executableURL``, ``arguments``, ``environment`` and the standard streams (a `Pipe`, a
/// `FileHandle`, or `nil` for /dev/null; the parent's by default), then ``run()``.
public final class ChildProcess: @unchecked Sendable {
  /// Why a child ended.
  public enum TerminationReason: Sendable {
    case exit
    case uncaughtSignal
  }

  public var executableURL: URL?
  public var arguments: [String]?
  /// The child's whole environment; `nil` passes the parent's.
  public var environment: [String: String]?
  public var currentDirectoryURL: URL?
  /// A `Pipe` (the child gets its reading end) or a `FileHandle`; `nil` is /dev/null.
  public var standardInput: Any? = FileHandle.standardInput
  /// A `Pipe` (the child gets its writing end) or a `FileHandle`; `nil` is /dev/null.
  public var standardOutput: Any? = FileHandle.standardOutput
  /// A `Pipe` (the child gets its writing end) or a `FileHandle`; `nil` is /dev/null.
  public var standardError: Any? = FileHandle.standardError
  /// Called once, on the reaping thread, after the child has ended.
  public var terminationHandler: (@Sendable (ChildProcess) -> Void)?

  private struct State {
    var pid: pid_t = 0
    var ended = false
    var status: Int32 = 0
    var reason = TerminationReason.exit
  }
  private let state = Mutex(State())
  private let ended = DispatchSemaphore(value: 0)

  public init() {}

  /// The child's process id; 0 before ``run()``.
  public var processIdentifier: Int32 { state.withLock { $0.pid } }

  /// Whether the child has started and not yet been reaped.
  public var isRunning: Bool { state.withLock { $0.pid != 0 && !$0.ended } }

  /// The exit code, or the signal number when ``terminationReason`` is `.uncaughtSignal`.
  public var terminationStatus: Int32 { state.withLock { $0.status } }

  public var terminationReason: TerminationReason { state.withLock { $0.reason } }

  /// Starts the child. Throws when it cannot be started (no such file, not executable, …).
  public func run() throws {
    guard let executableURL else {
      throw VisorError(.internalError, "A child process was started without a program.")
    }
    guard state.withLock({ $0.pid == 0 }) else {
      throw VisorError(.internalError, "A child process can be started only once.")
    }
    let path = executableURL.path
    let argv = [path] + (arguments ?? [])
    let environment = self.environment ?? ProcessInfo.processInfo.environment
    let envp = environment.map { "\($0.key)=\($0.value)" }
    let fds: [Int32] = [
      Self.descriptor(standardInput, reading: true),
      Self.descriptor(standardOutput, reading: false),
      Self.descriptor(standardError, reading: false),
    ]
    let directory = currentDirectoryURL?.path

    var pid: pid_t = 0
    let error = Self.withCStrings(argv) { argvPointer in
      Self.withCStrings(envp) { envpPointer in
        fds.withUnsafeBufferPointer { fdsPointer in
          if let directory {
            return directory.withCString {
              visor_spawn(&pid, path, argvPointer, envpPointer, fdsPointer.baseAddress, $0, 1)
            }
          }
          return visor_spawn(&pid, path, argvPointer, envpPointer, fdsPointer.baseAddress, nil, 1)
        }
      }
    }
    guard error == 0 else {
      throw CocoaError(
        .fileReadUnknown,
        userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(error))])
    }
    state.withLock { $0.pid = pid }
    // The parent's copies of the child's pipe ends: closed, so a reader sees the end of the file
    // when the child exits and a writer's reader sees it when we close ours.
    Self.closeChildEnd(of: standardInput, reading: true)
    Self.closeChildEnd(of: standardOutput, reading: false)
    Self.closeChildEnd(of: standardError, reading: false)

    let child = pid
    let reaper = Thread { [self] in reap(child) }
    reaper.name = "visor.child.\(child)"
    reaper.start()
  }

  /// Blocks until the child has ended.
  public func waitUntilExit() {
    guard state.withLock({ $0.pid != 0 }) else { return }
    ended.wait()
    ended.signal()  // every later caller passes too
  }

  /// Sends SIGTERM, if the child is still running.
  public func terminate() { send(SIGTERM) }

  /// Sends SIGINT, if the child is still running.
  public func interrupt() { send(SIGINT) }

  private func send(_ signal: Int32) {
    state.withLock { state in
      if state.pid != 0 && !state.ended { kill(state.pid, signal) }
    }
  }

  private func reap(_ pid: pid_t) {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else {
        status = 0
        break
      }
    }
    // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import as macros.
    let signal = status & 0x7f
    let signalled = signal != 0 && signal != 0x7f
    state.withLock { state in
      state.ended = true
      state.reason = signalled ? .uncaughtSignal : .exit
      state.status = signalled ? signal : (status >> 8) & 0xff
    }
    ended.signal()
    let handler = terminationHandler
    terminationHandler = nil
    handler?(self)
  }

  private static func descriptor(_ stream: Any?, reading: Bool) -> Int32 {
    switch stream {
    case let pipe as Pipe:
      return reading ? pipe.fileHandleForReading.fileDescriptor : pipe.fileHandleForWriting.fileDescriptor
    case let handle as FileHandle where handle !== FileHandle.nullDevice && handle.fileDescriptor >= 0:
      return handle.fileDescriptor
    default:
      return Int32(VISOR_SPAWN_NULL)
    }
  }

  private static func closeChildEnd(of stream: Any?, reading: Bool) {
    guard let pipe = stream as? Pipe else { return }
    try? (reading ? pipe.fileHandleForReading : pipe.fileHandleForWriting).close()
  }

  private static func withCStrings<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
  ) -> Result {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
  }
}
