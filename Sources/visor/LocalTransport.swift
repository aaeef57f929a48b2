import Foundation
import VisorCore
import VisorHTTP
import VisorKitCore
import VisorServer

/// The CLI's local mode: a ``VisorTransport`` that hands each request to an application built on the
/// data folder but never started (no listener, no maintenance), through
/// `VisorApplication.respond(to:as:)`, signed in as the `--user` the command chose. The command's code
/// is the remote one (a `VisorClient`); only the transport differs, so local and remote print the
/// same answers (decision 049).
struct LocalTransport: VisorTransport {
  let app: VisorApplication
  let user: User

  func send(_ request: TransportRequest) async throws -> TransportResponse {
    let response = await app.respond(to: try Self.httpRequest(request), as: user)
    return TransportResponse(
      status: response.status, headers: Self.headers(of: response), body: Self.stream(response.body))
  }

  /// `request` as the server reads it from a socket.
  static func httpRequest(_ request: TransportRequest, extraHeaders: [(String, String)] = []) throws
    -> HTTPRequest
  {
    guard let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) else {
      throw VisorClientError(.invalidArgument, "Cannot send \(request.url) to the local Visor.")
    }
    var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
    if let query = components.percentEncodedQuery { target += "?" + query }
    var headers = HTTPHeaders()
    headers.add("Host", "localhost")
    for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) { headers.add(name, value) }
    for (name, value) in extraHeaders { headers[name] = value }
    let body = request.body ?? Data()
    if request.method != "GET" && request.method != "HEAD" { headers["Content-Length"] = String(body.count) }
    return HTTPRequest(
      method: HTTPMethod(rawValue: request.method), path: target, headers: headers, body: body,
      remoteAddress: "127.0.0.1")
  }

  /// The response's header fields with lower-cased names, as a transport reports them.
  static func headers(of response: HTTPResponse) -> [String: String] {
    var out: [String: String] = [:]
    for (name, value) in response.headers {
      let lower = name.lowercased()
      if lower == "content-length" || lower == "transfer-encoding" { continue }
      out[lower] = out[lower].map { $0 + ", " + value } ?? value
    }
    return out
  }

  /// The body as a stream; ending the iteration early ends the handler's stream, as a closed socket does.
  static func stream(_ body: HTTPResponse.Body) -> AsyncThrowingStream<Data, any Error> {
    switch body {
    case .empty:
      return AsyncThrowingStream { $0.finish() }
    case .data(let data):
      return AsyncThrowingStream {
        if !data.isEmpty { $0.yield(data) }
        $0.finish()
      }
    case .webSocket:
      return AsyncThrowingStream {
        $0.finish(
          throwing: VisorClientError(
            .unsupportedEndpoint, "A WebSocket needs a running server; use --server URL for this command."))
      }
    case .stream(let source):
      let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
      let pump = Task {
        do {
          for try await chunk in source {
            try Task.checkCancellation()
            continuation.yield(chunk)
          }
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { termination in
        if case .cancelled = termination { pump.cancel() }
      }
      return stream
    }
  }
}

/// The CLI's local mode for live sessions: the upgrade request goes through the same application as
/// every other local request, and the session's WebSocket runs in-process (``InProcessWebSocket``):
/// the route's own handler, limits and close handshake, without a socket. `visor live` is then one
/// command over ``VisorKit/LiveSession`` in both modes.
struct LocalLiveTransport: LiveTransport {
  let app: VisorApplication
  let user: User

  func connect(_ request: TransportRequest) async throws -> any LiveSocket {
    let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
    let http = try LocalTransport.httpRequest(
      request,
      extraHeaders: [
        ("Connection", "Upgrade"), ("Upgrade", "websocket"), ("Sec-WebSocket-Version", "13"),
        ("Sec-WebSocket-Key", key),
      ])
    let response = await app.respond(to: http, as: user)
    guard case .webSocket(let upgrade) = response.body else {
      var body = Data()
      for try await chunk in LocalTransport.stream(response.body) { body.append(chunk) }
      throw LiveHandshakeRefusal(
        status: response.status, headers: LocalTransport.headers(of: response), body: body)
    }
    return LocalLiveSocket(socket: InProcessWebSocket(upgrade, request: http))
  }
}

/// A ``VisorKit/LiveSocket`` over an in-process session.
struct LocalLiveSocket: LiveSocket {
  let socket: InProcessWebSocket

  func send(_ message: LiveSocketMessage) async throws {
    do {
      switch message {
      case .text(let text): try socket.send(.text(text))
      case .binary(let data): try socket.send(.binary(data))
      }
    } catch {
      throw VisorClientError(.connectionLost, "The live session has ended.")
    }
  }

  func receive() async throws -> LiveSocketMessage? {
    switch await socket.receive() {
    case .text(let text): .text(text)
    case .binary(let data): .binary(data)
    case nil: nil
    }
  }

  func close(code: Int, reason: String) async {
    await socket.close(code: UInt16(clamping: code), reason: reason)
  }
}
