import Foundation
import VisorCore

/// ImageMagick's `convert`, for tests that draw their own fixtures (signs in any script, composites).
///
/// Its pango coder now and then aborts (SIGABRT, with no message) while drawing text: about 1 run in
/// 150 from a plain shell, more on a loaded machine. That is a fault of the fixture's drawing, not of
/// what a test checks, so a run that dies of a signal is tried again, up to three times; an exit with an
/// error status is returned at once.
public enum ImageMagick {
  public static let convertPath = "/usr/bin/convert"

  /// Whether `convert` is installed.
  public static var canConvert: Bool { FileManager.default.isExecutableFile(atPath: convertPath) }

  /// Runs `convert` with `arguments` (stderr discarded); its exit status, 0 on success.
  public static func convert(_ arguments: [String]) throws -> Int32 {
    var status: Int32 = 0
    for _ in 1...3 {
      let process = ChildProcess()
      process.executableURL = URL(fileURLWithPath: convertPath)
      process.arguments = arguments
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      status = process.terminationStatus
      guard process.terminationReason == .uncaughtSignal else { return status }
    }
    return 128 + status  // died of a signal three times
  }
}
