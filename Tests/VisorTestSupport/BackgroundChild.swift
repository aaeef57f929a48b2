import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A server a shell started in the background (`… & echo $! >FILE`), known by the pid in FILE: lets a
/// start-up wait stop as soon as the server has died instead of waiting out its deadline.
public struct BackgroundChild: Sendable {
  public let pid: pid_t?

  public init(pidFile: String) {
    pid = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap {
      pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  /// Whether it is known to have exited (false when its pid is unknown).
  public var hasExited: Bool {
    guard let pid else { return false }
    return Glibc.kill(pid, 0) != 0
  }

  /// SIGKILL: children of a serving test process inherit its blocked SIGTERM.
  public func kill() {
    if let pid { _ = Glibc.kill(pid, SIGKILL) }
  }
}
