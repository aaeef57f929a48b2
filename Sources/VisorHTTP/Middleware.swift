import Foundation
import Synchronization
import VisorCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes one access-log line per request: method, path (query values never), status, duration,
/// request id and body bytes. Headers and bodies are never logged.
///
/// The line is the one ``Logger/info(_:_:)`` would write (the same JSON object, sorted keys, the
/// same escaping), built straight into a byte buffer: no dictionaries, no `JSONSerialization`, no
/// `DateFormatter` — it runs once per request. Nothing is timed or formatted when the logger's
/// level filters `info` out.
public struct RequestLogMiddleware: HTTPMiddleware {
  public let logger: Logger

  public init(logger: Logger) { self.logger = logger }

  public func handle(_ request: HTTPRequest, next: HTTPHandler) async throws -> HTTPResponse {
    guard logger.minimumLevel <= .info else { return try await next(request) }
    let start = ContinuousClock.now
    do {
      let response = try await next(request)
      log(request, status: response.status, bytes: response.bodyCount, since: start)
      return response
    } catch let error as HTTPStatusError {
      log(request, status: error.status, bytes: -1, since: start)
      throw error
    } catch {
      log(request, status: 500, bytes: -1, since: start)
      throw error
    }
  }

  /// `bytes`: the body size, nil for a stream, -1 when the request failed.
  private func log(_ request: HTTPRequest, status: Int, bytes: Int?, since start: ContinuousClock.Instant) {
    let elapsed = ContinuousClock.now - start
    let tenths =
      (elapsed.components.seconds * 10_000 + (elapsed.components.attoseconds + 50_000_000_000_000)
        / 100_000_000_000_000)
    var fields: [(String, String)] = [
      ("method", request.method.rawValue), ("path", String(request.rawPath.prefix(300))),
      ("status", String(status)), ("ms", "\(tenths / 10).\(tenths % 10)"), ("requestId", request.requestID),
      ("bytes", bytes.map { $0 < 0 ? "-" : String($0) } ?? "stream"),
    ]
    if !request.query.isEmpty {
      fields.append(("queryKeys", request.query.keys.sorted().joined(separator: ",")))
    }
    if let route = request.context[MatchedRouteKey.self]?.pattern { fields.append(("route", route)) }
    logger.sink(AccessLogLine.render(logger: logger, level: .info, message: "request", fields: fields))
  }
}

/// Renders a log line exactly as ``Logger`` does (one JSON object, keys sorted, `/` escaped as
/// `JSONSerialization` does, `time` in ISO-8601 UTC seconds), without Foundation's serializer.
enum AccessLogLine {
  static func render(logger: Logger, level: Logger.Level, message: String, fields: [(String, String)])
    -> String
  {
    var pairs: [(String, String)] = []
    pairs.reserveCapacity(logger.metadata.count + fields.count + 4)
    for (key, value) in logger.metadata where !fields.contains(where: { $0.0 == key }) {
      pairs.append((key, value))
    }
    pairs.append(contentsOf: fields)
    for (key, value) in [
      ("level", level.name), ("label", logger.label), ("message", message), ("time", timestamp()),
    ] {
      if let index = pairs.firstIndex(where: { $0.0 == key }) {
        pairs[index].1 = value
      } else {
        pairs.append((key, value))
      }
    }
    pairs.sort { $0.0 < $1.0 }
    var out: [UInt8] = []
    out.reserveCapacity(256)
    out.append(UInt8(ascii: "{"))
    for (index, pair) in pairs.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      FastJSON.Node.appendQuoted(pair.0, to: &out, escapingSlashes: true)
      out.append(UInt8(ascii: ":"))
      FastJSON.Node.appendQuoted(pair.1, to: &out, escapingSlashes: true)
    }
    out.append(UInt8(ascii: "}"))
    return String(decoding: out, as: UTF8.self)
  }

  /// `2024-05-01T12:00:00Z`, as `Date().formatted(.iso8601)`.
  static func timestamp() -> String {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var seconds = now.tv_sec
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : String(value) }
    return
      "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
  }
}

/// Prometheus metrics in text exposition format.
///
/// HTTP metrics are filled in by ``MetricsMiddleware``; other modules add their own counters and
/// gauges:
///
/// ```swift
/// metrics.counter("visor_analyses_total", labels: ["model": "local/scene"], help: "Analyses run.")
/// metrics.gauge("visor_models_loaded", labels: [:], help: "Loaded models.", value: 3)
/// ```
public final class Metrics: Sendable {
  private struct Family {
    var type: String
    var help: String
    var samples: [String: Double] = [:]  // rendered label set → value
  }

  private struct Histogram {
    var buckets = [Int](repeating: 0, count: Metrics.durationBuckets.count)
    var sum: Double = 0
    var count: Int = 0
  }

  private struct RequestKey: Hashable {
    var route: String
    var method: String
    var status: Int
  }

  private struct State {
    var families: [String: Family] = [:]
    // The HTTP metrics are kept in typed form: one lock and no string building per request.
    var requests: [RequestKey: Int] = [:]
    var durations: [String: Histogram] = [:]  // route → histogram
    var inFlight = 0
    var errors = 0
  }

  /// Upper bounds (seconds) of `visor_http_request_duration_seconds`.
  public static let durationBuckets: [Double] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

  private struct Sampler {
    var help: String
    var read: @Sendable () -> Double
  }

  private let state = Mutex(State())
  private let samplers = Mutex<[String: Sampler]>([:])

  public init() {}

  /// Adds `by` (default 1) to a counter.
  public func counter(_ name: String, labels: [String: String], help: String, by amount: Double = 1) {
    let key = Metrics.render(labels)
    state.withLock { state in
      state.families[name, default: Family(type: "counter", help: help)].samples[key, default: 0] += amount
    }
  }

  /// Sets a gauge.
  public func gauge(_ name: String, labels: [String: String], help: String, value: Double) {
    let key = Metrics.render(labels)
    state.withLock { state in
      state.families[name, default: Family(type: "gauge", help: help)].samples[key] = value
    }
  }

  /// A gauge read when the metrics are rendered (e.g. open connections): `read` is called then,
  /// outside any lock of this object. Registering a name again replaces its reader.
  public func sampledGauge(_ name: String, help: String, read: @escaping @Sendable () -> Double) {
    samplers.withLock { $0[name] = Sampler(help: help, read: read) }
  }

  /// Adds `delta` to a gauge.
  public func gaugeAdd(_ name: String, labels: [String: String], help: String, delta: Double) {
    let key = Metrics.render(labels)
    state.withLock { state in
      state.families[name, default: Family(type: "gauge", help: help)].samples[key, default: 0] += delta
    }
  }

  func requestStarted() { state.withLock { $0.inFlight += 1 } }

  func requestFinished(route: String, method: String, status: Int, seconds: Double) {
    let bucket = Metrics.durationBuckets.firstIndex { seconds <= $0 }
    state.withLock { state in
      state.inFlight -= 1
      state.requests[RequestKey(route: route, method: method, status: status), default: 0] += 1
      if status >= 500 { state.errors += 1 }
      state.durations[route, default: Histogram()].count += 1
      state.durations[route, default: Histogram()].sum += seconds
      if let bucket { state.durations[route, default: Histogram()].buckets[bucket] += 1 }
    }
  }

  /// The Prometheus text exposition of every metric.
  public func render() -> String {
    for (name, sampler) in samplers.withLock({ $0 }) {
      gauge(name, labels: [:], help: sampler.help, value: sampler.read())
    }
    let snapshot = state.withLock { $0 }
    var out = ""
    out += "# HELP visor_http_requests_total HTTP requests by route pattern, method and status.\n"
    out += "# TYPE visor_http_requests_total counter\n"
    let requestLines = snapshot.requests.map { key, value in
      "visor_http_requests_total"
        + Metrics.render(["route": key.route, "method": key.method, "status": String(key.status)])
        + " \(value)"
    }
    for line in requestLines.sorted() { out += line + "\n" }
    out += "# HELP visor_http_in_flight HTTP requests being handled.\n# TYPE visor_http_in_flight gauge\n"
    out += "visor_http_in_flight \(snapshot.inFlight)\n"
    out += "# HELP visor_http_errors_total HTTP requests answered with a 5xx status.\n"
    out += "# TYPE visor_http_errors_total counter\nvisor_http_errors_total \(snapshot.errors)\n"
    let histogramName = "visor_http_request_duration_seconds"
    out += "# HELP \(histogramName) Time to produce the response head, by route pattern.\n"
    out += "# TYPE \(histogramName) histogram\n"
    for route in snapshot.durations.keys.sorted() {
      let histogram = snapshot.durations[route]!
      let label = Metrics.render(["route": route])
      let inner = label.dropFirst().dropLast()  // route="…"
      var cumulative = 0
      for (index, bound) in Metrics.durationBuckets.enumerated() {
        cumulative += histogram.buckets[index]
        out += "\(histogramName)_bucket{\(inner),le=\"\(Metrics.format(bound))\"} \(cumulative)\n"
      }
      out += "\(histogramName)_bucket{\(inner),le=\"+Inf\"} \(histogram.count)\n"
      out += "\(histogramName)_sum\(label) \(Metrics.format(histogram.sum))\n"
      out += "\(histogramName)_count\(label) \(histogram.count)\n"
    }
    for name in snapshot.families.keys.sorted() {
      let family = snapshot.families[name]!
      out += "# HELP \(name) \(family.help)\n# TYPE \(name) \(family.type)\n"
      for key in family.samples.keys.sorted() {
        out += "\(name)\(key) \(Metrics.format(family.samples[key]!))\n"
      }
    }
    return out
  }

  static func render(_ labels: [String: String]) -> String {
    guard !labels.isEmpty else { return "" }
    let body = labels.keys.sorted().map { key in
      let value = labels[key]!.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
      return "\(key)=\"\(value)\""
    }
    return "{" + body.joined(separator: ",") + "}"
  }

  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}

/// Counts requests by route pattern, method and status, times them, and tracks requests in flight.
/// The route label is the matched pattern (`/api/v1/cars/{id}`), or `unmatched`.
public struct MetricsMiddleware: HTTPMiddleware {
  public let metrics: Metrics

  public init(metrics: Metrics) { self.metrics = metrics }

  public func handle(_ request: HTTPRequest, next: HTTPHandler) async throws -> HTTPResponse {
    var request = request
    let matched = request.context[MatchedRouteKey.self] ?? MatchedRoute()
    request.context[MatchedRouteKey.self] = matched
    metrics.requestStarted()
    let start = ContinuousClock.now
    let method = MetricsMiddleware.methodLabel(request.method)
    func record(_ status: Int) {
      let elapsed = ContinuousClock.now - start
      metrics.requestFinished(
        route: matched.pattern ?? "unmatched", method: method, status: status,
        seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    do {
      let response = try await next(request)
      record(response.status)
      return response
    } catch let error as HTTPStatusError {
      record(error.status)
      throw error
    } catch {
      record(500)
      throw error
    }
  }

  static let knownMethods: Set<String> = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

  /// Known methods as themselves, anything else as `OTHER` (bounded label cardinality).
  static func methodLabel(_ method: HTTPMethod) -> String {
    knownMethods.contains(method.rawValue) ? method.rawValue : "OTHER"
  }
}
