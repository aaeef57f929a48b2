import Foundation
import Synchronization
import VisorHTTP
import VisorServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Carries a `URLRequest` to an app without a socket, through `VisorApplication.respond(to:)` — the
/// function the listening server answers every request with. It reproduces what sits in between:
///
/// - the request URLSession (libcurl) would send: the resolved, still percent-encoded path and query;
///   the caller's headers plus `Host`, `Accept: */*` and `Content-Length`; FoundationNetworking's
///   `Content-Type: application/x-www-form-urlencoded` on a POST body without one; a GET with a body
///   refused as URLSession refuses it;
/// - the response the socket layer would deliver: no body for HEAD, 204 and 304; a streamed body
///   (SSE) collected chunk by chunk, and a stream that fails mid-way an error, as a broken chunked
///   response is to URLSession; repeated headers joined with ", " as in `allHeaderFields`; the
///   handler's own `Content-Length` and `Transfer-Encoding` dropped (the socket layer sets them);
/// - the client's timeout (`URLRequest.timeoutInterval` without a byte), which cancels the request as
///   a hung-up client does; the handler runs in its own task, as the server runs it.
///
/// What it cannot reproduce stays with `@Test(.live)`: the gate's limits and malformed-request
/// answers, headers added on the wire (`Content-Length`, `Connection`, `Date`), TLS, disconnects.
enum InProcessTransport {
  struct BrokenStream: Error, CustomStringConvertible {
    var underlying: any Error
    var description: String { "the streamed response broke off: \(underlying)" }
  }

  static func send(_ urlRequest: URLRequest, to app: VisorApplication) async throws -> TestApp.Reply {
    let request = try httpRequest(from: urlRequest)
    let clock = Progress(idleLimit: .milliseconds(Int(urlRequest.timeoutInterval * 1000)))
    let exchange = Task.detached { () async throws -> (HTTPResponse, Data) in
      let response = await app.respond(to: request)
      clock.heard()
      let body = try await collect(response, method: request.method, clock: clock)
      return (response, body)
    }
    let watchdog = Task.detached {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(200))
        if clock.idle {
          clock.timedOut()
          exchange.cancel()
          return
        }
      }
    }
    defer { watchdog.cancel() }
    let result = await withTaskCancellationHandler {
      await exchange.result
    } onCancel: {
      exchange.cancel()
    }
    if clock.hasTimedOut { throw URLError(.timedOut) }
    let (response, body) = try result.get()
    return TestApp.Reply(status: response.status, headers: headers(of: response), body: body)
  }

  /// The request as the server would read it off the socket.
  static func httpRequest(from request: URLRequest) throws -> HTTPRequest {
    guard let url = request.url?.absoluteURL,
      let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { throw URLError(.badURL) }
    let method = request.httpMethod ?? "GET"
    let body = request.httpBody ?? Data()
    if method == "GET" && !body.isEmpty { throw URLError(.dataLengthExceedsMaximum) }
    var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
    if let query = components.percentEncodedQuery { target += "?" + query }

    var headers = HTTPHeaders()
    headers.add("Host", components.port.map { "\(components.host ?? ""):\($0)" } ?? components.host ?? "")
    for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
      headers.add(name, value)
    }
    if !headers.contains("Accept") { headers.add("Accept", "*/*") }
    if method == "POST" && !headers.contains("Content-Type") && !body.isEmpty {
      headers.add("Content-Type", "application/x-www-form-urlencoded")
    }
    if method != "GET" && method != "HEAD" { headers["Content-Length"] = String(body.count) }
    return HTTPRequest(method: HTTPMethod(rawValue: method), path: target, headers: headers, body: body)
  }

  /// The body bytes a client would receive.
  static func collect(_ response: HTTPResponse, method: HTTPMethod, clock: Progress) async throws -> Data {
    if method == .head || (100..<200).contains(response.status) || response.status == 204
      || response.status == 304
    {
      return Data()
    }
    switch response.body {
    case .empty:
      return Data()
    case .data(let data):
      return data
    case .webSocket:
      return Data()  // in-process there is no connection to switch; status 101 says what happened
    case .stream(let stream):
      var data = Data()
      do {
        for try await chunk in stream {
          try Task.checkCancellation()
          data.append(chunk)
          clock.heard()
        }
        // A stream cut short by cancellation must not look complete.
        try Task.checkCancellation()
      } catch {
        throw BrokenStream(underlying: error)
      }
      return data
    }
  }

  /// `allHeaderFields` as FoundationNetworking builds it, without the framing headers.
  static func headers(of response: HTTPResponse) -> [String: String] {
    var out: [String: String] = [:]
    for (name, value) in response.headers {
      let lower = name.lowercased()
      if lower == "content-length" || lower == "transfer-encoding" { continue }
      if let existing = out[name] { out[name] = existing + ", " + value } else { out[name] = value }
    }
    return out
  }

  /// When the client last heard from the server, and whether it gave up waiting.
  final class Progress: Sendable {
    private struct State {
      var last = ContinuousClock.now
      var timedOut = false
    }
    private let state = Mutex(State())
    let idleLimit: Duration

    init(idleLimit: Duration) { self.idleLimit = idleLimit }

    func heard() { state.withLock { $0.last = .now } }
    func timedOut() { state.withLock { $0.timedOut = true } }
    var idle: Bool { state.withLock { ContinuousClock.now - $0.last > idleLimit } }
    var hasTimedOut: Bool { state.withLock { $0.timedOut } }
  }
}
