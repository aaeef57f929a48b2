import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A structured logger writing one JSON object per line.
///
/// Never pass secrets, tokens, passwords, image bytes or prompt text as metadata. (As a safety net,
/// every line is passed through ``SecretRedactor/shared`` before it is written.)
///
/// ```swift
/// let log = Logger(label: "visor.http")
/// log.info("request", ["requestId": id, "status": "200"])
/// ```
public struct Logger: Sendable {
  public enum Level: Int, Sendable, Comparable, CaseIterable {
    case debug, info, warning, error
    public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    public var name: String {
      switch self {
      case .debug: "debug"
      case .info: "info"
      case .warning: "warning"
      case .error: "error"
      }
    }
    public init?(name: String) {
      guard let level = Level.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
      self = level
    }
  }

  /// Where log lines go. Tests install a capturing sink.
  public typealias Sink = @Sendable (String) -> Void

  public var label: String
  public var minimumLevel: Level
  public var sink: Sink
  public var metadata: [String: String]

  public init(
    label: String, minimumLevel: Level = .info, metadata: [String: String] = [:],
    sink: @escaping Sink = Logger.standardError
  ) {
    self.label = label
    self.minimumLevel = minimumLevel
    self.sink = sink
    self.metadata = metadata
  }

  public static let standardError: Sink = { line in
    let bytes = Array((line + "\n").utf8)
    bytes.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
  }

  /// A logger that drops everything.
  public static let silent = Logger(label: "silent", minimumLevel: .error, sink: { _ in })

  public func with(_ extra: [String: String]) -> Logger {
    var copy = self
    copy.metadata.merge(extra) { _, new in new }
    return copy
  }

  public func log(_ level: Level, _ message: String, _ extra: [String: String] = [:]) {
    guard level >= minimumLevel else { return }
    // Every value passes through the process's redactor: a provider's sentence or an error's text
    // can carry a key the caller did not know was there.
    let redactor = SecretRedactor.shared
    var object: [String: String] = metadata.merging(extra) { _, new in new }.mapValues(redactor.redact)
    object["level"] = level.name
    object["label"] = label
    object["message"] = redactor.redact(message)
    object["time"] = Date().formatted(.iso8601)
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
      let line = String(data: data, encoding: .utf8)
    else { return }
    sink(line)
  }

  public func debug(_ message: String, _ extra: [String: String] = [:]) { log(.debug, message, extra) }
  public func info(_ message: String, _ extra: [String: String] = [:]) { log(.info, message, extra) }
  public func warning(_ message: String, _ extra: [String: String] = [:]) { log(.warning, message, extra) }
  public func error(_ message: String, _ extra: [String: String] = [:]) { log(.error, message, extra) }
}

/// Collects log lines in memory (for tests that check nothing secret is logged).
public final class LogCapture: Sendable {
  private let lines = Mutex<[String]>([])
  public init() {}
  public var sink: Logger.Sink { { [self] line in lines.withLock { $0.append(line) } } }
  public var all: [String] { lines.withLock { $0 } }
}
