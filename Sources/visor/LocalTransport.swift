import Foundation
import VisorCore
import VisorHTTP
import VisorKit
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
    guard let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false) else {
      throw VisorClientError(.invalidArgument, "Cannot send \(request.url) to the local Visor.")
    }
    var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
    if let query = components.percentEncodedQuery { target += "?" + query }
    var headers = HTTPHeaders()
    headers.add("Host", "localhost")
    for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) { headers.add(name, value) }
    let body = request.body ?? Data()
    if request.method != "GET" && request.method != "HEAD" { headers["Content-Length"] = String(body.count) }
    let http = HTTPRequest(
      method: HTTPMethod(rawValue: request.method), path: target, headers: headers, body: body,
      remoteAddress: "127.0.0.1")
    let response = await app.respond(to: http, as: user)
    var out: [String: String] = [:]
    for (name, value) in response.headers {
      let lower = name.lowercased()
      if lower == "content-length" || lower == "transfer-encoding" { continue }
      out[lower] = out[lower].map { $0 + ", " + value } ?? value
    }
    return TransportResponse(status: response.status, headers: out, body: Self.stream(response.body))
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
