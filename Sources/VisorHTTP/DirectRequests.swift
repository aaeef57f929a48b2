import CHTTPGate
import Foundation
import Synchronization
import VisorCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Every request is answered here, through the gate (docs/decisions/009-request-path.md; with bodies,
// docs/decisions/050-one-http-engine.md; the gate is the only engine since decision 057).
//
// The gate has already parsed and validated the head; it hands over the canonical form and sends
// what is written back here. A body is read only when the handler is about to run
// (``RequestBodySource``): the gate reads the client while this side holds credit for it. The bytes
// on the wire are those libmicrohttpd 0.9.75 wrote while it was Visor's second engine — status line
// with its reason phrase, `Date`, `Connection` when it closes or keeps an HTTP/1.0 connection alive,
// the response's headers, then `Content-Length` (none for 204) or chunked encoding — so clients
// written against it see no change (ResponseBytesTests specifies them).

/// One direct request: its connection handle in the gate, its body, and the state of the connection
/// while it holds the request (``HTTPConnectionStateMachine``), whose actions this carries out.
final class DirectRequest: Sendable {
  struct Shared {
    var machine: HTTPConnectionStateMachine
    var task: Task<Void, Never>?
    /// Set while the request is an upgraded WebSocket session.
    var webSocket: WebSocket?
  }

  let id: UInt64
  /// The gate's `visor_gate_request *`, valid until the last `visor_gate_respond`.
  let handleBits: Int
  let shared: Mutex<Shared>
  /// The request's body, when it has one (read through the gate on demand).
  let body: DirectBody?

  init(id: UInt64, handle: OpaquePointer, head: HTTPConnectionStateMachine.Head, body: DirectBody? = nil) {
    self.id = id
    self.handleBits = Int(bitPattern: UnsafeMutableRawPointer(handle))
    self.body = body
    shared = Mutex(Shared(machine: HTTPConnectionStateMachine(head: head)))
  }

  /// The request has a body that was not read to its end: the connection cannot carry another
  /// request after the answer (the gate half-closes it and discards the rest).
  var bodyUnread: Bool { body.map { !$0.isComplete } ?? false }

  var handle: OpaquePointer { OpaquePointer(bitPattern: handleBits)! }

  /// The handler's task exists: kept for cancelling, and cancelled now if the client went first.
  func register(_ task: Task<Void, Never>) {
    let cancelNow = shared.withLock { shared -> Bool in
      shared.task = task
      return shared.machine.taskRegistered()
    }
    if cancelNow { task.cancel() }
  }

  /// Client gone, or shutting down: cancels the handler (and the stream it returned) or ends the
  /// WebSocket session.
  func cancel(shuttingDown: Bool = false) {
    let (action, task, webSocket) = shared.withLock { shared in
      (shared.machine.cancel(shuttingDown: shuttingDown), shared.task, shared.webSocket)
    }
    switch action {
    case .cancelTask:
      body?.cancel()
      task?.cancel()
    case .closeWebSocket:
      webSocket?.clientClosed(code: WebSocketCloseCode.abnormal, reason: "")
      task?.cancel()
    case .cancelWhenRegistered:
      body?.cancel()
    case .none:
      break
    }
  }

  /// The handler's answer: how to frame it (read under the lock with whether the body was read).
  func answer(_ answer: HTTPConnectionStateMachine.Answer) -> HTTPConnectionStateMachine.Start {
    let unread = bodyUnread
    return shared.withLock { $0.machine.answer(answer, bodyUnread: unread) }
  }

  /// The streamed answer's source ended.
  func streamEnded(complete: Bool, eventStream: Bool) -> HTTPConnectionStateMachine.StreamEnd {
    shared.withLock { $0.machine.streamEnded(complete: complete, eventStream: eventStream) }
  }

  /// The session became a WebSocket: false when the client went away first (then it ends at once).
  func upgraded(_ socket: WebSocket) -> Bool {
    shared.withLock { shared in
      shared.webSocket = socket
      return !shared.machine.cancelled
    }
  }

  /// The WebSocket session ended.
  func sessionEnded() {
    shared.withLock { $0.machine.sessionEnded() }
  }
}

/// The body of a direct request: the gate hands over what this side has credit for
/// (`visor_gate_want`), so a body nobody reads stays in the client (TCP back-pressure). The rules are
/// ``RequestBodyStateMachine``'s; this class keeps it under a lock, carries out its actions and parks
/// the reader.
final class DirectBody: Sendable {
  struct Guarded {
    var machine: RequestBodyStateMachine
    var waiter: CheckedContinuation<Void, Never>?
  }

  let guarded: Mutex<Guarded>
  let declaredLength: Int?

  init(declaredLength: Int?, limit: Int) {
    self.declaredLength = declaredLength
    guarded = Mutex(Guarded(machine: RequestBodyStateMachine(limit: limit)))
  }

  var isComplete: Bool { guarded.withLock { $0.machine.isComplete } }

  /// Gate thread: body bytes, its end, or why it cannot be read.
  func received(_ bytes: UnsafeRawBufferPointer, last: Bool, failure: VisorError?) {
    let data = failure == nil ? Data(bytes) : Data()
    wake { machine in failure.map { machine.failed($0) } ?? machine.received(data, last: last) }
  }

  /// The client went away (or shutdown): a read waiting for bytes ends with `CancellationError`.
  func cancel() {
    wake { $0.cancel() }
  }

  private func wake(_ event: (inout RequestBodyStateMachine) -> Bool) {
    let waiter = guarded.withLock { guarded -> CheckedContinuation<Void, Never>? in
      guard event(&guarded.machine) else { return nil }
      defer { guarded.waiter = nil }
      return guarded.waiter
    }
    waiter?.resume()
  }

  /// The next chunk, or nil at the body's end. `grant` gives the gate credit (false once it is
  /// stopping: the read ends as cancelled); over the limit throws `tooLarge`.
  func next(grant: (Int) -> Bool, tooLarge: () -> VisorError) async throws -> Data? {
    while true {
      switch guarded.withLock({ $0.machine.read() }) {
      case .deliver(let data, let amount):
        if let amount, !grant(amount) { cancel() }
        return data
      case .wait(let amount):
        if let amount, !grant(amount) { cancel() }
        await waitForNews()
      case .end: return nil
      case .fail(let error): throw error
      case .tooLarge: throw tooLarge()
      case .cancelled: throw CancellationError()
      }
    }
  }

  private func waitForNews() async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let now = guarded.withLock { guarded -> Bool in
          if guarded.machine.hasNews { return true }
          guarded.waiter = continuation
          return false
        }
        if now { continuation.resume() }
      }
    } onCancel: {
      cancel()
    }
  }
}

/// How a request's body is framed, from the gate's canonical head (which carries `Content-Length` or
/// `Transfer-Encoding: chunked` once, checked).
struct DirectBodyFraming {
  var hasBody = false
  /// Nil for a chunked body.
  var length: Int?

  init(_ head: DirectHead) {
    if head.headers["Transfer-Encoding"] != nil {
      hasBody = true
    } else if let value = head.headers["Content-Length"], let length = Int(value), length > 0 {
      hasBody = true
      self.length = length
    }
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
  /// The response head (the bytes libmicrohttpd wrote, kept). `chunked`: a streamed body on HTTP/1.1.
  static func head(
    _ response: HTTPResponse, requestID: String, connection head: DirectHead,
    framing: HTTPConnectionStateMachine.Framing, closing: Bool
  ) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(256)
    out.append(contentsOf: "HTTP/1.1 \(response.status) ".utf8)
    out.append(contentsOf: HTTPServer.reasonPhrase(response.status).utf8)
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
    switch framing {
    case .length(let length):
      if response.status != 204 { out.append(contentsOf: "Content-Length: \(length)\r\n".utf8) }
    case .chunked: out.append(contentsOf: "Transfer-Encoding: chunked\r\n".utf8)
    case .untilClose: break
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
  /// Gate thread: a request's head arrived (its body, if any, is read later, on demand).
  /// Returns the token the gate passes to ``cancelDirect(token:)``.
  func startDirect(
    handle: OpaquePointer, head bytes: UnsafeBufferPointer<UInt8>, clientAddress: String
  ) -> UInt64 {
    let id = nextDirectID.add(1, ordering: .relaxed).newValue
    let head = DirectHead(bytes)
    let framing = head.map(DirectBodyFraming.init)
    let body = framing.flatMap {
      $0.hasBody ? DirectBody(declaredLength: $0.length, limit: configuration.maxBodyBytes) : nil
    }
    let direct = DirectRequest(
      id: id, handle: handle,
      head: HTTPConnectionStateMachine.Head(
        isHead: head?.method == "HEAD", http10: head?.http10 ?? false, keepAlive: head?.keepAlive ?? false),
      body: body)
    guard let head else {
      // Cannot happen (the gate wrote the head): close without an answer.
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
    // A body is decided from the head: refused now (never read), or read when the handler runs.
    var refusal: VisorError?
    var hold: (any AdmissionHold)?
    if let body {
      if let admission = configuration.bodyAdmission {
        switch admission(head.method, rawPath, head.headers) {
        case .read: break
        case .hold(let admitted): hold = admitted
        case .refuse(let error): refusal = error
        }
      }
      if refusal == nil, let length = body.declaredLength, length > configuration.maxBodyBytes {
        let error = tooLarge()
        refusal = configuration.headRefusalWords?(error, rawPath, head.headers) ?? error
      }
      if let hold { request.context[AdmissionHoldKey.self] = hold }
      request.context[RequestBodyKey.self] = RequestBodySource(
        declaredLength: body.declaredLength.flatMap { $0 <= configuration.maxBodyBytes ? $0 : nil }
      ) { [self] in
        try await body.next(
          grant: { amount in self.withOpenGate { visor_gate_want(direct.handle, amount) } },
          tooLarge: { self.tooLarge() })
      }
    }
    self.direct.withLock { $0[id] = direct }
    let task = Task { [self] in
      defer { hold?.release() }
      let response: HTTPResponse
      if let refusal {
        response = errorFormatter(rawPath).response(for: refusal, path: rawPath, requestID: request.requestID)
      } else {
        response = await self.respond(to: request)
      }
      await self.sendDirect(response, for: direct, request: request, head: head)
    }
    direct.register(task)
    return id
  }

  /// Gate thread: a message (or the end of input) of the WebSocket session of direct request `token`.
  func webSocketEvent(token: UInt64, kind: Int32, bytes pointer: UnsafeRawPointer?, length: Int, code: UInt32)
  {
    guard let socket = direct.withLock({ $0[token] })?.shared.withLock({ $0.webSocket }) else { return }
    let bytes = UnsafeRawBufferPointer(start: pointer, count: pointer == nil ? 0 : length)
    let cost = bytes.count + 64  // as the gate counts it (WS_MESSAGE_OVERHEAD)
    switch Int(kind) {
    case Int(VISOR_GATE_WS_TEXT):
      socket.received(.message(.text(String(decoding: bytes, as: UTF8.self))), cost: cost)
    case Int(VISOR_GATE_WS_BINARY):
      socket.received(.message(.binary(Data(bytes))), cost: cost)
    case Int(VISOR_GATE_WS_OVERSIZED_TEXT), Int(VISOR_GATE_WS_OVERSIZED_BINARY):
      // No bytes here: `length` is the dropped message's size.
      socket.received(
        .oversized(binary: Int(kind) == Int(VISOR_GATE_WS_OVERSIZED_BINARY), bytes: length), cost: 64)
    default:
      socket.clientClosed(
        code: UInt16(truncatingIfNeeded: code), reason: String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Switches the connection and runs the session; the close frame goes when the handler returns.
  private func runWebSocket(
    _ upgrade: WebSocketUpgrade, response: HTTPResponse, for direct: DirectRequest, request: HTTPRequest
  ) async {
    var head = Array(
      "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: \(upgrade.acceptKey)\r\n"
        .utf8)
    var sawRequestID = false
    for (name, value) in response.headers {
      if name.caseInsensitiveEquals("X-Request-Id") { sawRequestID = true }
      head.append(contentsOf: "\(name): \(value)\r\n".utf8)
    }
    if !sawRequestID { head.append(contentsOf: "X-Request-Id: \(request.requestID)\r\n".utf8) }
    head.append(contentsOf: "\r\n".utf8)
    let transport = GateWebSocketTransport(core: self, handle: direct.handle)
    let socket = WebSocket(request: request, transport: transport)
    let cancelled = !direct.upgraded(socket)
    let limits = upgrade.limits
    var gateLimits = visor_gate_ws_limits(
      max_text_bytes: limits.maxTextBytes, max_binary_bytes: limits.maxBinaryBytes,
      max_buffered_bytes: limits.maxBufferedBytes, ping_seconds: UInt32(max(0, limits.pingIntervalSeconds)))
    let upgraded = transport.withGate { handle in
      head.withUnsafeBytes { visor_gate_upgrade(handle, $0.baseAddress, $0.count, &gateLimits) }
    }
    if cancelled || !upgraded {
      socket.clientClosed(code: WebSocketCloseCode.abnormal, reason: "")
    } else {
      webSockets.withLock { $0[direct.id] = socket }
      await upgrade.handler(socket)
      webSockets.withLock { _ = $0.removeValue(forKey: direct.id) }
    }
    let (code, reason) = socket.finish()
    transport.finish(code: code, reason: reason)
    direct.sessionEnded()
    self.direct.withLock { _ = $0.removeValue(forKey: direct.id) }
  }

  /// At shutdown: every WebSocket session is told to end (its handler returns, and the close frame
  /// says why).
  func closeWebSockets() {
    for socket in webSockets.withLock({ Array($0.values) }) {
      socket.close(
        code: WebSocketCloseCode.goingAway, reason: "Visor is restarting; connect again in a moment.")
    }
  }

  /// Gate thread: body bytes (or the body's end or failure) of direct request `token`.
  func directBody(
    token: UInt64, bytes pointer: UnsafeRawPointer?, length: Int, last: Bool, status: Int, code: String?
  ) {
    guard let body = direct.withLock({ $0[token] })?.body else { return }
    let bytes = UnsafeRawBufferPointer(start: pointer, count: pointer == nil ? 0 : length)
    if status != 0 {
      let requestID = HTTPRequest.requestID(from: nil)
      let error = refusal(
        status: status, code: code ?? "internal_error", message: String(decoding: bytes, as: UTF8.self),
        requestID: requestID)
      body.received(UnsafeRawBufferPointer(start: nil, count: 0), last: true, failure: error)
    } else {
      body.received(bytes, last: last, failure: nil)
    }
  }

  /// Gate thread: the client of direct request `token` went away.
  func cancelDirect(token: UInt64) {
    direct.withLock { $0[token] }?.cancel()
  }

  private func sendDirect(
    _ response: HTTPResponse, for direct: DirectRequest, request: HTTPRequest, head: DirectHead
  ) async {
    switch response.body {
    case .webSocket(let upgrade):
      _ = direct.answer(.upgrade)
      await runWebSocket(upgrade, response: response, for: direct, request: request)
    case .empty, .data:
      var body = Data()
      if case .data(let data) = response.body { body = data }
      let start = direct.answer(.whole(status: response.status, bodyLength: body.count))
      var bytes = DirectResponseWriter.head(
        response, requestID: request.requestID, connection: head, framing: start.framing,
        closing: start.closing)
      if start.sendsBody { bytes.append(contentsOf: body) }
      finishDirect(direct, bytes: bytes, close: start.closing)
    case .stream(let source):
      let start = direct.answer(.stream)
      let bytes = DirectResponseWriter.head(
        response, requestID: request.requestID, connection: head, framing: start.framing,
        closing: start.closing)
      guard start.sendsBody else {
        // The empty last chunk follows the chunked head of a streamed answer to HEAD (as
        // libmicrohttpd sent it).
        finishDirect(
          direct, bytes: bytes + (start.headTrailer ? Array("0\r\n\r\n".utf8) : []), close: start.closing)
        return
      }
      let chunked = start.framing == .chunked
      send(direct, bytes: bytes, last: false, close: false)
      var complete = false
      do {
        for try await chunk in source {
          try Task.checkCancellation()
          guard !chunk.isEmpty else { continue }
          send(direct, bytes: Self.frame(chunk, chunked: chunked), last: false, close: false)
          // Back-pressure: wait while the client has not taken what is queued.
          while visor_gate_backlog(direct.handle) > StreamedResponse.highWater {
            try await Task.sleep(for: .milliseconds(2))
          }
        }
        complete = !Task.isCancelled
      } catch {
        complete = false
      }
      let eventStream = response.headers["Content-Type"]?.hasPrefix("text/event-stream") ?? false
      switch direct.streamEnded(complete: complete, eventStream: eventStream) {
      case .complete(let lastChunk, let close):
        finishDirect(direct, bytes: lastChunk ? Array("0\r\n\r\n".utf8) : [], close: close)
      case .shutdownEvent(let chunked):
        // At shutdown an event stream ends with an `error` event saying so (the same error a JSON
        // request gets), then cleanly, instead of stopping mid-answer unexplained.
        var frame = Self.frame(StreamedResponse.shutdownEventData, chunked: chunked)
        if chunked { frame.append(contentsOf: "0\r\n\r\n".utf8) }
        finishDirect(direct, bytes: frame, close: true)
      case .cutShort:
        // A stream cut short must not look complete: no last chunk, and the connection closes.
        finishDirect(direct, bytes: [], close: true)
      }
    }
  }

  /// A streamed answer's bytes as they go on the wire: a chunk (`B\r\nhello world\r\n`), or as they
  /// are when the stream runs until the connection closes.
  static func frame<Bytes: Collection<UInt8>>(_ bytes: Bytes, chunked: Bool) -> [UInt8] {
    guard chunked else { return Array(bytes) }
    var frame: [UInt8] = []
    frame.reserveCapacity(bytes.count + 16)
    frame.append(contentsOf: "\(String(bytes.count, radix: 16, uppercase: true))\r\n".utf8)
    frame.append(contentsOf: bytes)
    frame.append(contentsOf: "\r\n".utf8)
    return frame
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

  /// Calls `body` with the gate unless it is stopping (then returns false): a direct request's handle
  /// is valid until its last response, and the gate until `closeDirect`.
  func withOpenGate(_ body: () -> Void) -> Bool {
    directSenders.add(1, ordering: .sequentiallyConsistent)
    defer { directSenders.subtract(1, ordering: .sequentiallyConsistent) }
    guard directOpen.load(ordering: .sequentiallyConsistent) else { return false }
    body()
    return true
  }

  /// No direct answer reaches the gate after this returns (called before the gate is stopped).
  func closeDirect() {
    directOpen.store(false, ordering: .sequentiallyConsistent)
    while directSenders.load(ordering: .sequentiallyConsistent) > 0 { sched_yield() }
  }
}

/// A WebSocket session's way to the gate: valid until `finish`, and only while the gate runs.
final class GateWebSocketTransport: WebSocketTransport {
  let core: ServerCore
  let handleBits: Int
  /// False once the request is finished: its handle is gone.
  let open = Mutex(true)

  init(core: ServerCore, handle: OpaquePointer) {
    self.core = core
    self.handleBits = Int(bitPattern: UnsafeMutableRawPointer(handle))
  }

  /// Runs `body` with the request's handle while both it and the gate are valid.
  func withGate(_ body: (OpaquePointer) -> Void) -> Bool {
    open.withLock { open in
      guard open, let handle = OpaquePointer(bitPattern: handleBits) else { return false }
      return core.withOpenGate { body(handle) }
    }
  }

  func send(opcode: Int32, bytes: UnsafeRawBufferPointer) -> Bool {
    withGate { visor_gate_ws_send($0, opcode, bytes.baseAddress, bytes.count) }
  }

  func backlog() -> Int {
    var value = 0
    _ = withGate { value = visor_gate_backlog($0) }
    return value
  }

  func consumed(_ bytes: Int) {
    _ = withGate { visor_gate_ws_consumed($0, bytes) }
  }

  func finish(code: UInt16, reason: String) {
    open.withLock { open in
      guard open, let handle = OpaquePointer(bitPattern: handleBits) else { return }
      open = false
      var reason = reason
      _ = core.withOpenGate {
        reason.withUTF8 { raw in
          raw.withMemoryRebound(to: CChar.self) {
            visor_gate_ws_finish(handle, UInt32(code), $0.baseAddress, $0.count)
          }
        }
      }
    }
  }
}
