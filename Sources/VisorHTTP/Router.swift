import Foundation
import Synchronization
import VisorCore

/// Records which route pattern answered a request, so outer middleware (metrics, logs) can label
/// by pattern (`/api/v1/cars/{id}`) instead of by path. Shared by reference through the context.
public final class MatchedRoute: Sendable {
  private let value = Mutex<String?>(nil)
  public init() {}
  public var pattern: String? {
    get { value.withLock { $0 } }
    set { value.withLock { $0 = newValue } }
  }
}

/// Context key holding the ``MatchedRoute`` box; set by ``MetricsMiddleware`` (or the caller).
public enum MatchedRouteKey: RequestContextKey { public typealias Value = MatchedRoute }

/// Context key holding the matched pattern, set by the ``Router`` on the request it hands to a route.
public enum RoutePatternKey: RequestContextKey { public typealias Value = String }

/// Maps method + path patterns to handlers.
///
/// Patterns are `/`-separated segments: literals, `{name}` parameters and a trailing `{name...}`
/// catch-all. Literal segments win over parameters. `HEAD` is answered by `GET` routes: streamed
/// bodies are dropped here, in-memory ones are kept for their `Content-Length` and never sent. Configure it before the server starts.
///
/// ```swift
/// let router = Router()
/// router.get("/api/v1/cars/{id}") { request in try .json(["id": request.parameters["id"]!]) }
/// ```
public final class Router: Sendable {
  struct Route: Sendable {
    enum Segment: Sendable, Equatable {
      case literal(String)
      case parameter(String)
      case catchAll(String)
    }
    var method: HTTPMethod
    var pattern: String
    var segments: [Segment]
    var handler: HTTPHandler
    /// Path segments it needs: exactly this many, or at least this many when it ends with a catch-all.
    var fixedCount: Int
    var hasCatchAll: Bool
  }

  private struct State: Sendable {
    var routes: [Route] = []
    var fallback: HTTPHandler?
    /// Routes without parameters by "METHOD /path": the first registered, as the scan would pick it.
    var exact: [String: Int] = [:]
  }

  private let state = Mutex(State())

  public init() {}

  /// Adds a route. `middleware` wraps only this route (first = outermost); a body the server has not
  /// read yet is read after it, just before `handler` (``RequestBodySource``) — unless
  /// `streamingBody`: then the handler reads it itself, chunk by chunk (``HTTPRequest/bodyChunks``).
  public func add(
    _ method: HTTPMethod, _ pattern: String, middleware: [any HTTPMiddleware] = [],
    streamingBody: Bool = false,
    _ handler: @escaping HTTPHandler
  ) {
    let segments = Router.split(pattern).enumerated().map { index, raw -> Route.Segment in
      if raw.hasPrefix("{"), raw.hasSuffix("...}") {
        return .catchAll(String(raw.dropFirst().dropLast(4)))
      }
      if raw.hasPrefix("{"), raw.hasSuffix("}") { return .parameter(String(raw.dropFirst().dropLast())) }
      return .literal(String(raw))
    }
    if let index = segments.firstIndex(where: { if case .catchAll = $0 { true } else { false } }) {
      precondition(
        index == segments.count - 1, "A {name...} catch-all must be the last segment of \(pattern)")
    }
    let hasCatchAll = segments.last.map { if case .catchAll = $0 { true } else { false } } ?? false
    let route = Route(
      method: method, pattern: pattern, segments: segments,
      handler: middleware.wrapping(streamingBody ? handler : loadingBody(handler)),
      fixedCount: hasCatchAll ? segments.count - 1 : segments.count, hasCatchAll: hasCatchAll)
    state.withLock { state in
      if segments.allSatisfy({ if case .literal = $0 { true } else { false } }) {
        let key = Router.exactKey(
          method, "/" + segments.map { if case .literal(let l) = $0 { l } else { "" } }.joined(separator: "/")
        )
        if state.exact[key] == nil { state.exact[key] = state.routes.count }
      }
      state.routes.append(route)
    }
  }

  static func exactKey(_ method: HTTPMethod, _ path: String) -> String { method.rawValue + " " + path }

  /// A path the exact index can answer: `/`-separated plain segments, nothing to decode or drop.
  static func isPlain(_ path: String) -> Bool {
    var path = path
    return path.withUTF8 { bytes in
      guard bytes.first == UInt8(ascii: "/") else { return false }
      if bytes.count == 1 { return true }
      var previous: UInt8 = 0
      for byte in bytes {
        if byte == UInt8(ascii: "%") || (byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/")) {
          return false
        }
        previous = byte
      }
      return previous != UInt8(ascii: "/")
    }
  }

  public func get(_ pattern: String, middleware: [any HTTPMiddleware] = [], _ handler: @escaping HTTPHandler)
  {
    add(.get, pattern, middleware: middleware, handler)
  }
  public func post(_ pattern: String, middleware: [any HTTPMiddleware] = [], _ handler: @escaping HTTPHandler)
  {
    add(.post, pattern, middleware: middleware, handler)
  }
  public func put(_ pattern: String, middleware: [any HTTPMiddleware] = [], _ handler: @escaping HTTPHandler)
  {
    add(.put, pattern, middleware: middleware, handler)
  }
  public func patch(
    _ pattern: String, middleware: [any HTTPMiddleware] = [], _ handler: @escaping HTTPHandler
  ) {
    add(.patch, pattern, middleware: middleware, handler)
  }
  public func delete(
    _ pattern: String, middleware: [any HTTPMiddleware] = [], _ handler: @escaping HTTPHandler
  ) {
    add(.delete, pattern, middleware: middleware, handler)
  }

  /// The registered routes' methods and patterns, in registration order (for route tables and tests).
  public var routes: [(method: HTTPMethod, pattern: String)] {
    state.withLock { $0.routes.map { ($0.method, $0.pattern) } }
  }

  /// Answers paths no route matches (e.g. ``StaticFiles``). Without one they get 404 `not_found`.
  /// It is called from the request's head: a body the server has not read yet stays unread unless
  /// the fallback reads it (``HTTPRequest/loadBody()``), so an upload to no route is refused at once.
  public func fallback(_ handler: @escaping HTTPHandler) {
    state.withLock { $0.fallback = handler }
  }

  /// Resolves and runs the route for `request`: 404 when no pattern matches the path, 405 with
  /// `Allow` when it matches only other methods (both thrown as `VisorError`).
  public func handle(_ request: HTTPRequest) async throws -> HTTPResponse {
    // Most requests name a route without parameters: one dictionary look-up instead of the scan.
    if request.method != .head, Router.isPlain(request.rawPath) {
      let key = Router.exactKey(request.method, request.rawPath)
      if let route = state.withLock({ state in state.exact[key].map { state.routes[$0] } }) {
        return try await run(route, request, parameters: [:])
      }
    }
    let (routes, fallback) = state.withLock { ($0.routes, $0.fallback) }
    let segments = Router.split(request.rawPath)
    // Each segment percent-decoded once (nil when it does not decode), not once per route.
    let decoded = segments.map { Router.decodeSegment($0) }
    let isHead = request.method == .head
    var bestIndex: Int?
    var best: (parameters: [String: String], score: [Int])?
    var matched: [Int] = []  // routes whose pattern matches, for the 405's Allow
    for index in routes.indices {
      // Most routes cannot match by their number of segments alone (checked in place: copying a
      // Route retains its strings and handler).
      let fixedCount = routes[index].fixedCount
      guard routes[index].hasCatchAll ? segments.count >= fixedCount : segments.count == fixedCount
      else { continue }
      // First without allocating: most candidates differ in a literal segment.
      guard Router.matches(routes[index].segments, decoded) else { continue }
      let method = routes[index].method
      matched.append(index)
      let methodMatches = method == request.method || (isHead && method == .get)
      guard methodMatches,
        let (parameters, score) = Router.match(routes[index].segments, segments, decoded: decoded)
      else { continue }
      if let current = best, let currentIndex = bestIndex {
        // Prefer an exact method match (an explicit HEAD route beats GET) and more literal segments.
        let exact = method == request.method
        let currentExact = routes[currentIndex].method == request.method
        if exact && !currentExact {
          (bestIndex, best) = (index, (parameters, score))
        } else if exact == currentExact, score.lexicographicallyPrecedes(current.score) == false,
          score != current.score
        {
          (bestIndex, best) = (index, (parameters, score))
        }
      } else {
        (bestIndex, best) = (index, (parameters, score))
      }
    }
    guard let bestIndex, let best else {
      var allowed = Set(matched.map { routes[$0].method.rawValue })
      if allowed.isEmpty {
        if let fallback { return try await fallback(request) }
        throw VisorError(
          .notFound,
          Message(
            "error.route.none",
            ["method": .text(request.method.rawValue), "path": .text(String(request.path.prefix(200)))]))
      }
      if allowed.contains("GET") { allowed.insert("HEAD") }
      let list = allowed.sorted().joined(separator: ", ")
      throw VisorError(
        .methodNotAllowed,
        Message("error.route.method", ["method": .text(request.method.rawValue), "allowed": .text(list)]),
        allowedMethods: allowed.sorted())
    }
    return try await run(routes[bestIndex], request, parameters: best.parameters)
  }

  private func run(_ route: Route, _ request: HTTPRequest, parameters: [String: String]) async throws
    -> HTTPResponse
  {
    var routed = request
    routed.parameters = parameters
    routed.context[RoutePatternKey.self] = route.pattern
    if let box = request.context[MatchedRouteKey.self] { box.pattern = route.pattern }
    var response = try await route.handler(routed)
    if request.method == .head, case .stream = response.body {
      // A stream is never started for HEAD. In-memory bodies stay so the server can send their
      // Content-Length; no body is ever sent in answer to HEAD.
      response.body = .empty
    }
    return response
  }

  static func split(_ path: String) -> [Substring] {
    path.split(separator: "/", omittingEmptySubsequences: true)
  }

  /// Whether `pattern` matches the decoded segments (their number already checked), as ``match``
  /// decides, without building its parameters.
  static func matches(_ pattern: [Route.Segment], _ decoded: [String?]) -> Bool {
    for (index, segment) in pattern.enumerated() {
      switch segment {
      case .literal(let literal):
        guard index < decoded.count, (decoded[index] ?? "") == literal else { return false }
      case .parameter:
        guard index < decoded.count, let value = decoded[index], !value.isEmpty else { return false }
      case .catchAll:
        return true
      }
    }
    return true
  }

  /// A path segment percent-decoded; nil when it does not decode. Without a `%` it is itself
  /// (checked on the bytes: Foundation's `contains` on strings is a locale-aware search).
  static func decodeSegment(_ segment: Substring) -> String? {
    segment.utf8.contains(UInt8(ascii: "%")) ? segment.removingPercentEncoding : String(segment)
  }

  /// Matches pattern segments to raw path segments; parameters are percent-decoded individually, so
  /// an encoded `/` (`%2F`) stays inside its parameter.
  static func match(_ pattern: [Route.Segment], _ path: [Substring]) -> ([String: String], [Int])? {
    match(pattern, path, decoded: path.map { decodeSegment($0) })
  }

  /// `decoded[i]` is ``decodeSegment(_:)`` of `path[i]`.
  static func match(_ pattern: [Route.Segment], _ path: [Substring], decoded: [String?]) -> (
    [String: String], [Int]
  )? {
    var parameters: [String: String] = [:]
    var score: [Int] = []
    score.reserveCapacity(pattern.count)
    var index = 0
    for segment in pattern {
      switch segment {
      case .literal(let literal):
        guard index < path.count else { return nil }
        guard (decoded[index] ?? "") == literal else { return nil }
        score.append(2)
        index += 1
      case .parameter(let name):
        guard index < path.count else { return nil }
        guard let value = decoded[index], !value.isEmpty else { return nil }
        parameters[name] = value
        score.append(1)
        index += 1
      case .catchAll(let name):
        let rest = path[index...].joined(separator: "/")
        parameters[name] = rest.removingPercentEncoding ?? rest
        score.append(0)
        index = path.count
      }
    }
    return index == path.count ? (parameters, score) : nil
  }
}

extension Router {
  /// Every registered route as method and pattern, in registration order (the attack suite builds
  /// its bad inputs from it, so routes added later are covered).
  public var table: [(method: HTTPMethod, pattern: String)] {
    state.withLock { $0.routes.map { ($0.method, $0.pattern) } }
  }
}
