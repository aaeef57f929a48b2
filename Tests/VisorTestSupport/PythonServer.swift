import Foundation
import VisorCore

#if canImport(Glibc)
  import Glibc
#endif

/// A python3 process that serves HTTP on a free loopback port and prints the port as its first line
/// (Tests/api/loopback_provider.py with port 0, or a script given with `-c`).
public struct PythonServer {
  public let process: ChildProcess
  public let port: Int

  /// Runs `/usr/bin/python3 arguments…` and waits for the port it prints.
  public static func start(_ arguments: [String]) throws -> PythonServer {
    let process = ChildProcess()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    var text = ""
    while !text.contains("\n") {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    guard let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw PostgresTestError("python3 \(arguments.first ?? "") printed no port: \(text)")
    }
    return PythonServer(process: process, port: port)
  }

  /// SIGKILL: a child of the test process starts with SIGTERM blocked (the mask is inherited), and
  /// python does not unblock it, so `terminate()` would never end it.
  public func stop() {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}
