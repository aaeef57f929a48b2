import CHTTPGate
import CMicroHTTPD
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Requests without a body, answered through the gate without libmicrohttpd
// (docs/decisions/009-request-path.md).
//
// The gate has already parsed and validated the head; it hands over the canonical form and sends
// what is written back here. The bytes on the wire are those libmicrohttpd 0.9.75 would send for the
// same response — status line with its reason phrase, `Date`, `Connection` when it closes or keeps an
// HTTP/1.0 connection alive, the response's headers, then `Content-Length` (none for 204) or chunked
// encoding — so a client cannot tell which path answered (HTTPServerTests compares them).

/// One direct request: its connection handle in the gate and what is needed to cancel it.
final class DirectRequest: Sendable {
  struct Shared {
    var task: Task<Void, Never>?
    var cancelled = false
  }

  let id: UInt64
  /// The gate's `visor_gate_request *`, valid until the last `visor_gate_respond`.
  let handleBits: Int
  let shared = Mutex(Shared())

  init(id: UInt64, handle: OpaquePointer) {
    self.id = id
    self.handleBits = Int(bitPattern: UnsafeMutableRawPointer(handle))
  }

  var handle: OpaquePointer { OpaquePointer(bitPattern: handleBits)! }

  /// Client gone, or shutting down: cancels the handler (and the stream it returned).
  func cancel() {
    let task = shared.withLock { shared -> Task<Void, Never>? in
      shared.cancelled = true
      return shared.task
    }
    task?.cancel()
  }
}

/// What the request's head says about the connection.
struct DirectHead {
  var method: String
  var target: String
  var headers: HTTPHeaders
  var http10: Bool
  /// libmicrohttpd's rule: HTTP/1.0 closes unless `Connection: keep-alive`; HTTP/1.1 closes on
  /// `Connection: close`.
  var keepAlive: Bool
  var http10KeepAlive: Bool

  /// Parses the gate's canonical head: `METHOD SP target SP HTTP/1.x CRLF (Name: value CRLF)* CRLF`.
  init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    let cr = UInt8(ascii: "\r")
    var index = 0
    func line() -> Range<Int>? {
      var end = index
      while end + 1 < bytes.count, !(bytes[end] == cr && bytes[end + 1] == UInt8(ascii: "\n")) { end += 1 }
      guard end + 1 < bytes.count else { return nil }
      defer { index = end + 2 }
      return index..<end
    }
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    guard let requestLine = line(),
      let firstSpace = bytes[requestLine].firstIndex(of: UInt8(ascii: " ")),
      let lastSpace = bytes[requestLine].lastIndex(of: UInt8(ascii: " ")), firstSpace < lastSpace
    else { return nil }
    method = text(requestLine.lowerBound..<firstSpace)
    target = text((firstSpace + 1)..<lastSpace)
    http10 = bytes[requestLine.upperBound - 1] == UInt8(ascii: "0")
    var headers = HTTPHeaders()
    var connectionClose = false
    var connectionKeepAlive = false
    while let range = line(), !range.isEmpty {
      guard let colon = bytes[range].firstIndex(of: UInt8(ascii: ":")) else { return nil }
      let name = text(range.lowerBound..<colon)
      let valueStart = min(colon + 2, range.upperBound)
      let value = text(valueStart..<range.upperBound)
      if name.caseInsensitiveEquals("Connection") {
        for token in value.split(separator: ",") {
          let trimmed = token.trimmingCharacters(in: .whitespaces)
          if trimmed.caseInsensitiveEquals("close") { connectionClose = true }
          if trimmed.caseInsensitiveEquals("keep-alive") { connectionKeepAlive = true }
        }
      }
      headers.add(name, value)
    }
    self.headers = headers
    keepAlive = !connectionClose && (!http10 || connectionKeepAlive)
    http10KeepAlive = http10 && keepAlive
  }
}

enum DirectResponseWriter {
  /// The response head as libmicrohttpd writes it. `chunked`: a streamed body on HTTP/1.1.
  static func head(
    _ response: HTTPResponse, requestID: String, connection head: DirectHead, bodyLength: Int?, closing: Bool
  ) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(256)
    out.append(contentsOf: "HTTP/1.1 \(response.status) ".utf8)
    if let phrase = MHD_get_reason_phrase_for(UInt32(response.status)) {
      out.append(
        contentsOf: UnsafeBufferPointer(start: phrase, count: strlen(phrase)).lazy.map {
          UInt8(bitPattern: $0)
        })
    }
    out.append(contentsOf: "\r\nDate: ".utf8)
    out.append(contentsOf: HTTPDate.now())
    if closing {
      out.append(contentsOf: "\r\nConnection: close".utf8)
    } else if head.http10KeepAlive {
      out.append(contentsOf: "\r\nConnection: Keep-Alive".utf8)
    }
    out.append(contentsOf: "\r\n".utf8)
    var sawRequestID = false
    for (name, value) in response.headers {
      if name.caseInsensitiveEquals("Content-Length") || name.caseInsensitiveEquals("Transfer-Encoding") {
        continue
      }
      if name.caseInsensitiveEquals("X-Request-Id") { sawRequestID = true }
      out.append(contentsOf: name.utf8)
      out.append(contentsOf: ": ".utf8)
      out.append(contentsOf: value.utf8)
      out.append(contentsOf: "\r\n".utf8)
    }
    if !sawRequestID { out.append(contentsOf: "X-Request-Id: \(requestID)\r\n".utf8) }
    if let bodyLength {
      if response.status != 204 { out.append(contentsOf: "Content-Length: \(bodyLength)\r\n".utf8) }
    } else if !closing {
      out.append(contentsOf: "Transfer-Encoding: chunked\r\n".utf8)
    }
    out.append(contentsOf: "\r\n".utf8)
    return out
  }
}

/// `Tue, 01 Dec 2026 10:28:04 GMT` for the current second (RFC 9110 IMF-fixdate), kept per second.
enum HTTPDate {
  private static let cache = Mutex<(second: Int, text: [UInt8])>((-1, []))
  private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  static func now() -> [UInt8] {
    var seconds = time(nil)
    let second = Int(seconds)
    if let cached = cache.withLock({ $0.second == second ? $0.text : nil }) { return cached }
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : String(value) }
    let text = Array(
      "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) \(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
        .utf8)
    cache.withLock { $0 = (second, text) }
    return text
  }
}

extension ServerCore {
  /// Gate thread: a request without a body arrived on a connection libmicrohttpd does not have.
  /// Returns the token the gate passes to ``cancelDirect(token:)``.
  func startDirect(
    handle: OpaquePointer, head bytes: UnsafeBufferPointer<UInt8>, clientAddress: String
  ) -> UInt64 {
    let id = nextDirectID.add(1, ordering: .relaxed).newValue
    let direct = DirectRequest(id: id, handle: handle)
    guard let head = DirectHead(bytes) else {
      // Cannot happen (the gate wrote the head); answer as libmicrohttpd would answer nonsense.
      finishDirect(direct, bytes: [], close: true)
      return id
    }
    let rawURI = head.target
    let rawPath = rawURI.utf8.firstIndex(of: UInt8(ascii: "?")).map { String(rawURI[..<$0]) } ?? rawURI
    var request = HTTPRequest(
      method: HTTPMethod(rawValue: head.method), path: rawPath, headers: head.headers,
      remoteAddress: ClientAddress.resolve(
        peer: clientAddress, forwardedFor: head.headers["X-Forwarded-For"],
        trusted: configuration.trustedProxies),
      requestID: HTTPRequest.requestID(from: head.headers["X-Request-Id"]))
    if let mark = rawURI.utf8.firstIndex(of: UInt8(ascii: "?")) {
      request.query = HTTPRequest.parseQuery(String(rawURI[rawURI.index(after: mark)...]))
    }
    request.context[MatchedRouteKey.self] = MatchedRoute()
    self.direct.withLock { $0[id] = direct }
    let task = Task { [self] in
      let response = await self.respond(to: request)
      await self.sendDirect(response, for: direct, request: request, head: head)
    }
    let cancelled = direct.shared.withLock { shared -> Bool in
      shared.task = task
      return shared.cancelled
    }
    if cancelled { task.cancel() }
    return id
  }

  /// Gate thread: the client of direct request `token` went away.
  func cancelDirect(token: UInt64) {
    direct.withLock { $0[token] }?.cancel()
  }

  private func sendDirect(
    _ response: HTTPResponse, for direct: DirectRequest, request: HTTPRequest, head: DirectHead
  ) async {
    let isHead = request.method == .head
    switch response.body {
    case .empty, .data:
      var body = Data()
      if case .data(let data) = response.body { body = data }
      let closing = !head.keepAlive
      var bytes = DirectResponseWriter.head(
        response, requestID: request.requestID, connection: head, bodyLength: body.count, closing: closing)
      if !isHead && response.status != 204 && response.status != 304 { bytes.append(contentsOf: body) }
      finishDirect(direct, bytes: bytes, close: closing)
    case .stream(let source):
      // HTTP/1.0 cannot take chunks: the body runs until the connection closes.
      let chunked = !head.http10
      let closing = !head.keepAlive || !chunked
      let bytes = DirectResponseWriter.head(
        response, requestID: request.requestID, connection: head, bodyLength: nil, closing: closing)
      if isHead {
        // libmicrohttpd sends the empty last chunk after the head of a streamed answer to HEAD.
        finishDirect(direct, bytes: bytes + (chunked ? Array("0\r\n\r\n".utf8) : []), close: closing)
        return
      }
      send(direct, bytes: bytes, last: false, close: false)
      var complete = false
      do {
        for try await chunk in source {
          try Task.checkCancellation()
          guard !chunk.isEmpty else { continue }
          var frame: [UInt8] = []
          frame.reserveCapacity(chunk.count + 16)
          if chunked {
            frame.append(contentsOf: "\(String(chunk.count, radix: 16, uppercase: true))\r\n".utf8)
          }
          frame.append(contentsOf: chunk)
          if chunked { frame.append(contentsOf: "\r\n".utf8) }
          send(direct, bytes: frame, last: false, close: false)
          // Back-pressure: wait while the client has not taken what is queued.
          while visor_gate_backlog(direct.handle) > ResponseStream.highWater {
            try await Task.sleep(for: .milliseconds(2))
          }
        }
        complete = !Task.isCancelled
      } catch {
        complete = false
      }
      // A stream cut short must not look complete: no last chunk, and the connection closes.
      if complete {
        finishDirect(direct, bytes: chunked ? Array("0\r\n\r\n".utf8) : [], close: closing)
      } else {
        finishDirect(direct, bytes: [], close: true)
      }
    }
  }

  private func send(_ direct: DirectRequest, bytes: [UInt8], last: Bool, close: Bool) {
    directSenders.add(1, ordering: .sequentiallyConsistent)
    defer { directSenders.subtract(1, ordering: .sequentiallyConsistent) }
    guard directOpen.load(ordering: .sequentiallyConsistent) else { return }  // the gate is stopping or gone
    bytes.withUnsafeBytes { raw in
      visor_gate_respond(direct.handle, raw.baseAddress, raw.count, last ? 1 : 0, close ? 1 : 0)
    }
  }

  private func finishDirect(_ direct: DirectRequest, bytes: [UInt8], close: Bool) {
    send(direct, bytes: bytes, last: true, close: close)
    self.direct.withLock { _ = $0.removeValue(forKey: direct.id) }
  }

  /// No direct answer reaches the gate after this returns (called before the gate is stopped).
  func closeDirect() {
    directOpen.store(false, ordering: .sequentiallyConsistent)
    while directSenders.load(ordering: .sequentiallyConsistent) > 0 { sched_yield() }
  }
}
