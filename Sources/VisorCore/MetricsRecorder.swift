/// Where features count what they did; the HTTP layer's `Metrics` renders the counters for
/// Prometheus at `/metrics`.
///
/// ```swift
/// metrics.counter("visor_analyses_total", labels: ["outcome": "ok"], help: "Photo analyses.", by: 1)
/// ```
public protocol MetricsRecorder: Sendable {
  /// Adds `amount` to a counter.
  func counter(_ name: String, labels: [String: String], help: String, by amount: Double)
}

extension MetricsRecorder {
  /// Adds 1 to a counter.
  public func counter(_ name: String, labels: [String: String], help: String) {
    counter(name, labels: labels, help: help, by: 1)
  }
}

/// Counts nothing (the CLI's in-process commands have no `/metrics` to show).
public struct DiscardingMetrics: MetricsRecorder {
  public init() {}
  public func counter(_ name: String, labels: [String: String], help: String, by amount: Double) {}
}
