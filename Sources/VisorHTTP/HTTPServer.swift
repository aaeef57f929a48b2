import CHTTPGate
import CMicroHTTPD
import Foundation
import Synchronization
import VisorCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Limits and listening address of an ``HTTPServer``.
public struct HTTPServerConfiguration: Sendable {
  /// An IPv4 or IPv6 literal; `0.0.0.0` / `::` listen on every interface.
  public var host = "127.0.0.1"
  /// 0 picks a free port (see ``HTTPServer/port``).
  public var port = 8080
  public var maxBodyBytes = 25 * 1024 * 1024
  /// Request line plus headers; larger requests get 431.
  public var maxHeaderBytes = 16 * 1024
  /// Idle timeout, and the deadline for a client to finish sending a request's headers.
  public var connectionTimeoutSeconds = 30
  public var maxConnections = 512
  /// Open connections from one client address (0: no limit); trusted proxies are not limited.
  public var maxConnectionsPerAddress = 64
  /// Peers whose `X-Forwarded-For` sets the client address (``HTTPRequest/remoteAddress``).
  public var trustedProxies: [AddressBlock] = []
  /// PEM certificate chain and private key; when both are set the server speaks HTTPS only.
  public var tlsCertificatePEM: String? = nil
  public var tlsKeyPEM: String? = nil
  /// How long ``HTTPServer/shutdown()`` lets in-flight requests finish before cancelling them.
  public var shutdownGracePeriod: Duration = .seconds(10)
  /// Requests are answered through the gate directly instead of through libmicrohttpd (the same
  /// bytes, one parser and one thread hop fewer; docs/decisions/009-request-path.md), those with a
  /// body too: decided from the head, the body read with credit only when the handler runs
  /// (docs/decisions/050-one-http-engine.md). Off sends every request through libmicrohttpd (the old
  /// path, kept until libmicrohttpd is removed; tests compare the two).
  public var directRequests = true
  /// Decides from a request's head, before any byte of its body is read, whether the body is wanted:
  /// a refusal answers at once (e.g. 401 for an upload without credentials to a route that needs
  /// them, 503 when photo work is full), and the body that follows is discarded unread instead of
  /// buffered; a hold admits the body and is released when the request completes (its handler finds
  /// it under ``AdmissionHoldKey``). Nil: every body is read.
  public var bodyAdmission:
    (@Sendable (_ method: String, _ path: String, _ headers: HTTPHeaders) -> HeadAdmission)? = nil
  public init() {}
}

/// An HTTP/1.1 server on libmicrohttpd running async Swift handlers.
///
/// Each request's body is collected (up to `maxBodyBytes`), its connection is suspended while the
/// middleware and handler run in a task, then resumed to send the response. Streamed bodies use
/// chunked encoding. A client that disconnects cancels its handler's task. Every error response
/// goes through the ``ErrorFormatter`` chosen for the request path, and every response carries
/// `X-Request-Id`.
///
/// ```swift
/// let router = Router()
/// router.get("/healthz") { _ in try .json(["status": "ok"]) }
/// let server = HTTPServer(configuration: .init(), handler: router.handle, logger: logger)
/// try server.start()
/// ```
public final class HTTPServer: Sendable {
  private let core: ServerCore

  public init(
    configuration: HTTPServerConfiguration, handler: @escaping HTTPHandler,
    middleware: [any HTTPMiddleware] = [],
    errorFormatter: @escaping @Sendable (String) -> ErrorFormatter = { _ in .native }, logger: Logger,
    metrics: Metrics? = nil
  ) {
    core = ServerCore(
      configuration: configuration, handler: middleware.wrapping(loadingBody(handler)),
      errorFormatter: errorFormatter, logger: logger, metrics: metrics)
  }

  /// A server answering through `router`, whose routes read a request's body only after their own
  /// middleware (authentication, quotas, admission) and the route itself accepted its head.
  public init(
    configuration: HTTPServerConfiguration, router: Router, middleware: [any HTTPMiddleware] = [],
    errorFormatter: @escaping @Sendable (String) -> ErrorFormatter = { _ in .native }, logger: Logger,
    metrics: Metrics? = nil
  ) {
    core = ServerCore(
      configuration: configuration, handler: middleware.wrapping({ try await router.handle($0) }),
      errorFormatter: errorFormatter, logger: logger, metrics: metrics)
  }

  /// Binds and starts serving; throws `VisorError` when the address is in use or the TLS
  /// certificate is unusable.
  public func start() throws { try core.start() }

  /// The bound port (useful with port 0).
  public var port: Int { core.boundPort }

  /// Requests received and not yet completed.
  public var inFlightCount: Int { core.inFlightCount }

  /// Answers `request` through this server's middleware, handler and error formatters, without a
  /// socket: the same function every request read from a socket goes through (in-process tests).
  public func respond(to request: HTTPRequest) async -> HTTPResponse { await core.respond(to: request) }

  /// Stops accepting connections, lets in-flight requests finish for the grace period, cancels the
  /// rest and stops the daemon.
  public func shutdown() async { await core.shutdown() }

  deinit {
    core.stopImmediately()
  }

  /// Answers `request` exactly as the server would, without a socket: middleware and handler run,
  /// errors go through the path's ``ErrorFormatter`` (non-HTTP errors are logged and become 500
  /// `internal_error`), and `X-Request-Id` is set. For in-process tests of the composition root.
  public static func respond(
    to request: HTTPRequest, handler: @escaping HTTPHandler, middleware: [any HTTPMiddleware] = [],
    errorFormatter: @Sendable (String) -> ErrorFormatter = { _ in .native }, logger: Logger = .silent
  ) async -> HTTPResponse {
    var request = request
    if request.context[MatchedRouteKey.self] == nil { request.context[MatchedRouteKey.self] = MatchedRoute() }
    let chain = middleware.isEmpty ? handler : middleware.wrapping(handler)
    var response: HTTPResponse
    do {
      response = try await chain(request)
      if !(100...599).contains(response.status) {
        struct InvalidStatus: Error { var status: Int }
        throw InvalidStatus(status: response.status)
      }
    } catch let error as HTTPStatusError {
      response = errorFormatter(request.rawPath).response(
        for: error, path: request.rawPath, requestID: request.requestID)
    } catch {
      if !(error is CancellationError) {
        logger.error(
          "request failed",
          [
            "requestId": request.requestID, "method": request.method.rawValue,
            "path": String(request.rawPath.prefix(300)), "errorType": String(reflecting: type(of: error)),
            "error": String(String(describing: error).prefix(500)),
          ])
      }
      response = errorFormatter(request.rawPath).response(
        for: ErrorFormatter.internalError(requestID: request.requestID), path: request.rawPath,
        requestID: request.requestID)
    }
    response.headers["X-Request-Id"] = request.requestID
    return response
  }
}

// MARK: - Per-request state

/// State of one request, created on the first access-handler call and released in the
/// request-completed callback. Fields without a lock are touched only on the MHD thread.
final class RequestState: @unchecked Sendable {
  enum Phase { case receiving, tooLarge, answeredDirectly, running, responded }

  struct Shared {
    var response: HTTPResponse?
    var task: Task<Void, Never>?
    var stream: ResponseStream?
    var cancelled = false
  }

  let connectionBits: Int
  let fd: Int32
  let rawURI: String
  let requestID: String
  let rawPath: String
  var phase = Phase.receiving
  var body = Data()
  var discarded = 0
  var method = ""
  var headers = HTTPHeaders()
  var remoteAddress = ""
  /// What ``HTTPServerConfiguration/bodyAdmission`` admitted this body under; released on completion.
  var hold: (any AdmissionHold)?
  let shared = Mutex(Shared())

  init(connectionBits: Int, fd: Int32, rawURI: String, requestID: String) {
    self.connectionBits = connectionBits
    self.fd = fd
    self.rawURI = rawURI
    self.requestID = requestID
    if let mark = rawURI.utf8.firstIndex(of: UInt8(ascii: "?")) {
      rawPath = String(rawURI[..<mark])
    } else {
      rawPath = rawURI
    }
  }

  var connection: OpaquePointer? { OpaquePointer(bitPattern: connectionBits) }

  /// Cancels the handler's task and any response stream (client gone, or shutdown). At shutdown an
  /// event stream ends with an `error` event saying so, instead of stopping mid-answer unexplained.
  func cancel(shuttingDown: Bool = false) {
    let (task, stream) = shared.withLock { shared -> (Task<Void, Never>?, ResponseStream?) in
      shared.cancelled = true
      return (shared.task, shared.stream)
    }
    task?.cancel()
    stream?.cancel(shuttingDown: shuttingDown)
  }
}

/// Buffers a `.stream` body between the Swift producer and MHD's content-reader callback.
final class ResponseStream: @unchecked Sendable {
  struct State {
    var buffer: [UInt8] = []
    var readOffset = 0
    var finished = false
    var failed = false
    var closed = false
    var suspendedInReader = false
    var waiter: CheckedContinuation<Void, Never>?
    var pump: Task<Void, Never>?
    var cancelled = false
    var shuttingDown = false
    var available: Int { buffer.count - readOffset }
  }

  static let highWater = 256 * 1024
  let state = Mutex(State())
  let request: RequestState
  let core: ServerCore
  /// For a `text/event-stream` response: the last event sent when shutdown stops the stream.
  let shutdownEvent: Data?

  init(request: RequestState, core: ServerCore, eventStream: Bool = false) {
    self.request = request
    self.core = core
    shutdownEvent = eventStream ? ResponseStream.shutdownEventData : nil
  }

  /// `event: error` with `shutting_down` and its sentence (the same error a JSON request gets).
  static let shutdownEventData: Data = {
    let payload: [String: String] = [
      "code": ErrorCode.shuttingDown.name,
      "message":
        "Visor is shutting down and stopped this answer before it finished; send it again once Visor is back.",
    ]
    let json = (try? JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])) ?? Data()
    return Data("event: error\ndata: ".utf8) + json + Data("\n\n".utf8)
  }()

  /// Starts copying `body` into the buffer (after the response was queued).
  func start(_ body: AsyncThrowingStream<Data, Error>) {
    let task = Task { [self] in
      do {
        for try await chunk in body {
          try Task.checkCancellation()
          if !chunk.isEmpty { await push(chunk) }
        }
        // A stream cut short by cancellation must not look complete to the client.
        finish(failed: Task.isCancelled ? !(await sayShuttingDown()) : false)
      } catch {
        finish(failed: !(await sayShuttingDown()))
      }
    }
    let cancelNow = state.withLock { state -> Bool in
      state.pump = task
      return state.cancelled || state.closed
    }
    if cancelNow { task.cancel() }
  }

  /// MHD thread: copy ready bytes, or suspend the connection until the producer has more.
  func read(into buffer: UnsafeMutablePointer<CChar>, max: Int) -> Int {
    var waiter: CheckedContinuation<Void, Never>?
    let result = state.withLock { state -> Int in
      let available = state.available
      if available > 0 {
        let count = min(available, max)
        state.buffer.withUnsafeBytes { raw in
          UnsafeMutableRawPointer(buffer).copyMemory(
            from: raw.baseAddress! + state.readOffset, byteCount: count)
        }
        state.readOffset += count
        if state.readOffset == state.buffer.count {
          state.buffer.removeAll(keepingCapacity: true)
          state.readOffset = 0
        } else if state.readOffset > 64 * 1024 && state.readOffset * 2 > state.buffer.count {
          state.buffer.removeFirst(state.readOffset)
          state.readOffset = 0
        }
        if state.available <= ResponseStream.highWater / 2 {
          waiter = state.waiter
          state.waiter = nil
        }
        return count
      }
      if state.finished {
        return state.failed ? MHD_CONTENT_READER_END_WITH_ERROR : MHD_CONTENT_READER_END_OF_STREAM
      }
      state.suspendedInReader = true
      core.watchSuspended(request)
      MHD_suspend_connection(request.connection)
      return 0
    }
    waiter?.resume()
    return result
  }

  private func push(_ chunk: Data) async {
    let (resume, mustWait) = state.withLock { state -> (Bool, Bool) in
      if state.closed { return (false, false) }
      state.buffer.append(contentsOf: chunk)
      let resume = state.suspendedInReader
      state.suspendedInReader = false
      return (resume, state.available > ResponseStream.highWater)
    }
    if resume { core.resume(request) }
    guard mustWait else { return }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let now = state.withLock { state -> Bool in
          if state.closed || state.cancelled || state.available <= ResponseStream.highWater { return true }
          state.waiter = continuation
          return false
        }
        if now { continuation.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
        state.cancelled = true
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume()
    }
  }

  /// At shutdown, appends the `shutting_down` event to an event stream; whether it did (the stream
  /// then ends cleanly after it).
  private func sayShuttingDown() async -> Bool {
    let say = state.withLock { $0.shuttingDown && !$0.closed }
    guard say, let shutdownEvent else { return false }
    await push(shutdownEvent)
    return true
  }

  private func finish(failed: Bool) {
    let resume = state.withLock { state -> Bool in
      state.finished = true
      state.failed = failed
      let resume = state.suspendedInReader
      state.suspendedInReader = false
      return resume
    }
    if resume { core.resume(request) }
  }

  /// Client gone or shutting down: stop the producer; the reader then ends with an error (or, at
  /// shutdown, an event stream with its `shutting_down` event).
  func cancel(shuttingDown: Bool = false) {
    let (pump, waiter) = state.withLock { state -> (Task<Void, Never>?, CheckedContinuation<Void, Never>?) in
      state.cancelled = true
      if shuttingDown { state.shuttingDown = true }
      defer { state.waiter = nil }
      return (state.pump, state.waiter)
    }
    pump?.cancel()
    waiter?.resume()
  }

  /// MHD freed the response.
  func close() {
    let (pump, waiter) = state.withLock { state -> (Task<Void, Never>?, CheckedContinuation<Void, Never>?) in
      state.closed = true
      state.cancelled = true
      defer { state.waiter = nil }
      return (state.pump, state.waiter)
    }
    pump?.cancel()
    waiter?.resume()
  }
}

// MARK: - The core

final class ServerCore: Sendable {
  struct ConnectionTrack {
    var fd: Int32
    var phaseStart: ContinuousClock.Instant
    var inHeaders = true
    var rawURI: String?
    var killed = false
  }

  struct State {
    var daemonBits = 0
    var gateBits = 0
    var listenFD: Int32 = -1
    var port = 0
    var started = false
    var stopped = false
    var connections: [Int: ConnectionTrack] = [:]
    var inFlight: [ObjectIdentifier: RequestState] = [:]
    var suspended: [ObjectIdentifier: RequestState] = [:]
    var watchdog: Task<Void, Never>?
    var retained: Unmanaged<ServerCore>?
  }

  let configuration: HTTPServerConfiguration
  let handler: HTTPHandler
  let errorFormatter: @Sendable (String) -> ErrorFormatter
  let logger: Logger
  /// Counts requests the gate refused (they never reach the middleware).
  let metrics: Metrics?
  let state = Mutex(State())
  /// True while the daemon may be resumed; guards `MHD_resume_connection` against a stopped daemon.
  let alive = Mutex(false)
  /// Requests answered through the gate without libmicrohttpd, by id (DirectRequests.swift).
  let direct = Mutex<[UInt64: DirectRequest]>([:])
  let nextDirectID = Atomic<UInt64>(0)
  /// WebSocket sessions running, by direct request id (closed first at shutdown).
  let webSockets = Mutex<[UInt64: WebSocket]>([:])
  /// True while direct answers may be handed to the gate; `directSenders` counts calls doing so, so
  /// stopping waits for them before the gate is freed (no lock on the per-request path).
  let directOpen = Atomic<Bool>(false)
  let directSenders = Atomic<Int>(0)

  init(
    configuration: HTTPServerConfiguration, handler: @escaping HTTPHandler,
    errorFormatter: @escaping @Sendable (String) -> ErrorFormatter, logger: Logger, metrics: Metrics?
  ) {
    self.configuration = configuration
    self.handler = handler
    self.errorFormatter = errorFormatter
    self.logger = logger
    self.metrics = metrics
  }

  var boundPort: Int { state.withLock { $0.port } }
  var inFlightCount: Int { state.withLock { $0.inFlight.count } + direct.withLock { $0.count } }

  func start() throws {
    let config = configuration
    let alreadyStarted = state.withLock { $0.started }
    guard !alreadyStarted else { return }
    var port: Int32 = 0
    let fd = visor_gate_listen(config.host, Int32(config.port), 1024, &port)
    guard fd >= 0 else {
      let code = errno
      if code == EADDRINUSE {
        throw VisorError(
          .addressInUse,
          "Port \(config.port) on \(config.host) is already in use; stop the other program using it or choose another port."
        )
      }
      if code == EACCES {
        throw VisorError(
          .addressNotPermitted,
          "Not allowed to listen on port \(config.port) of \(config.host); choose a port above 1023 or run with the needed permission."
        )
      }
      throw VisorError(
        .listenFailed,
        "Could not listen on \(config.host):\(config.port) (\(String(cString: strerror(code)))); check the host is a local IP address."
      )
    }
    // libmicrohttpd gets no listening socket: the gate (CHTTPGate) accepts, terminates TLS, checks
    // every request head and body framing, answers malformed requests with JSON, and adds each
    // connection to MHD over a socket pair (docs/decisions/008-http-gate.md).
    let flags =
      MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_POLL.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
      | MHD_USE_NO_LISTEN_SOCKET.rawValue | MHD_USE_ITC.rawValue
    let useTLS = config.tlsCertificatePEM != nil && config.tlsKeyPEM != nil
    // MHD only ever sees heads of at most `maxHeaderBytes`, but its per-connection pool also buffers
    // the body as it arrives, so keep it well above. Not more: MHD zeroes the whole pool after every
    // request on a keep-alive connection (a 4 MB pool cut the JSON GET rate from ≈ 4000 to ≈ 1200
    // requests/s and left 4 MB resident per connection).
    let memoryLimit = max(config.maxHeaderBytes * 4 + 64 * 1024, 256 * 1024)
    let retained = Unmanaged.passRetained(self)
    // Alive before the first connection can arrive, so no early resume is skipped.
    alive.withLock { $0 = true }
    directOpen.store(true, ordering: .sequentiallyConsistent)
    let daemon = visor_mhd_start(
      // libmicrohttpd's idle timeout runs a little longer than the gate's, so a body that stops
      // arriving is answered 408 by the gate before libmicrohttpd drops the connection silently.
      flags, UInt32(config.maxConnections) + 16, UInt32(config.connectionTimeoutSeconds + 2), memoryLimit,
      { cls, connection, url, method, version, data, size, context in
        Unmanaged<ServerCore>.fromOpaque(cls!).takeUnretainedValue().access(
          connection: connection, url: url, method: method, data: data, size: size, context: context)
      },
      { cls, connection, context, code in
        Unmanaged<ServerCore>.fromOpaque(cls!).takeUnretainedValue().completed(
          connection: connection, context: context, code: code)
      },
      { cls, uri, connection in
        Unmanaged<ServerCore>.fromOpaque(cls!).takeUnretainedValue().uriReceived(uri, connection: connection)
        return nil
      },
      { cls, connection, _, code in
        Unmanaged<ServerCore>.fromOpaque(cls!).takeUnretainedValue().connectionNotified(
          connection, code: code)
      },
      retained.toOpaque())
    guard let daemon else {
      alive.withLock { $0 = false }
      closeDirect()
      retained.release()
      close(fd)
      throw VisorError(.listenFailed, "The HTTP server could not start on \(config.host):\(port).")
    }
    var gateError: UnsafePointer<CChar>?
    let gate = withGateConfiguration(listenFD: fd, daemon: daemon, context: retained.toOpaque()) {
      gateConfig in
      visor_gate_start(&gateConfig, &gateError)
    }
    guard let gate else {
      alive.withLock { $0 = false }
      closeDirect()
      MHD_stop_daemon(daemon)
      retained.release()
      close(fd)
      let reason = gateError.map { String(cString: $0) } ?? "unknown error"
      if useTLS {
        throw VisorError(
          .tlsFailed,
          "The HTTPS server could not start (\(reason)); check that the TLS certificate and key are valid PEM and belong together."
        )
      }
      throw VisorError(
        .listenFailed, "The HTTP server could not start on \(config.host):\(port) (\(reason)).")
    }
    let watchdog = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(200))
        guard let self else { return }
        self.checkConnections()
      }
    }
    state.withLock {
      $0.daemonBits = Int(bitPattern: UnsafeMutableRawPointer(daemon))
      $0.gateBits = Int(bitPattern: gate)
      $0.listenFD = fd
      $0.port = Int(port)
      $0.started = true
      $0.watchdog = watchdog
      $0.retained = retained
    }
  }

  /// Calls `body` with the gate's configuration; the PEM strings stay valid during the call.
  private func withGateConfiguration<T>(
    listenFD: Int32, daemon: OpaquePointer, context: UnsafeMutableRawPointer,
    _ body: (inout visor_gate_config) -> T
  ) -> T {
    let config = configuration
    let certificate = config.tlsKeyPEM == nil ? nil : config.tlsCertificatePEM
    let key = config.tlsCertificatePEM == nil ? nil : config.tlsKeyPEM
    return withOptionalCString(certificate) { certificatePointer in
      withOptionalCString(key) { keyPointer in
        var gateConfig = visor_gate_config(
          listen_fd: listenFD, daemon: UnsafeMutableRawPointer(daemon),
          max_header_bytes: config.maxHeaderBytes, max_connections: UInt32(config.maxConnections),
          head_timeout_seconds: UInt32(config.connectionTimeoutSeconds),
          tls_certificate_pem: certificatePointer, tls_key_pem: keyPointer,
          format_error: { context, status, code, message, path, out, capacity in
            guard let context, let code, let message, let path, let out else { return 0 }
            let core = Unmanaged<ServerCore>.fromOpaque(context).takeUnretainedValue()
            let bytes = core.rejection(
              status: Int(status), code: String(cString: code), message: String(cString: message),
              path: String(cString: path))
            guard bytes.count <= capacity else { return 0 }
            bytes.withUnsafeBytes { raw in
              UnsafeMutableRawPointer(out).copyMemory(from: raw.baseAddress!, byteCount: raw.count)
            }
            return bytes.count
          },
          direct: config.directRequests
            ? { context, request, head, length, address in
              guard let context, let request, let head, let address else { return nil }
              let core = Unmanaged<ServerCore>.fromOpaque(context).takeUnretainedValue()
              let token = core.startDirect(
                handle: request,
                head: UnsafeBufferPointer(
                  start: UnsafeRawPointer(head).assumingMemoryBound(to: UInt8.self), count: length),
                clientAddress: String(cString: address))
              return UnsafeMutableRawPointer(bitPattern: UInt(token))
            } : nil,
          cancel: { context, token in
            guard let context else { return }
            Unmanaged<ServerCore>.fromOpaque(context).takeUnretainedValue().cancelDirect(
              token: UInt64(UInt(bitPattern: token)))
          },
          context: context, max_connections_per_address: UInt32(max(0, config.maxConnectionsPerAddress)),
          exempt: nil, exempt_count: 0,
          websocket: { context, token, kind, bytes, length, code in
            guard let context else { return }
            let core = Unmanaged<ServerCore>.fromOpaque(context).takeUnretainedValue()
            core.webSocketEvent(
              token: UInt64(UInt(bitPattern: token)), kind: kind, bytes: bytes, length: length, code: code)
          },
          body: config.directRequests
            ? { context, token, bytes, length, last, status, code in
              guard let context else { return }
              Unmanaged<ServerCore>.fromOpaque(context).takeUnretainedValue().directBody(
                token: UInt64(UInt(bitPattern: token)), bytes: bytes, length: length, last: last != 0,
                status: Int(status), code: code.map { String(cString: $0) })
            } : nil)
        let blocks = config.trustedProxies.map(\.gateBlock)
        return blocks.withUnsafeBufferPointer { buffer in
          gateConfig.exempt = buffer.baseAddress
          gateConfig.exempt_count = buffer.count
          return body(&gateConfig)
        }
      }
    }
  }

  /// Gate thread: the complete response for a request the gate refused (malformed or over a limit).
  func rejection(status: Int, code: String, message: String, path: String) -> [UInt8] {
    let requestID = HTTPRequest.requestID(from: nil)
    logger.info(
      "request refused",
      ["status": String(status), "code": code, "path": String(path.prefix(300)), "requestId": requestID])
    metrics?.counter(
      "visor_http_refused_total", labels: ["status": String(status), "code": code],
      help: "Requests refused before routing: malformed, over a limit, timed out, or too many connections.")
    return closingResponse(
      refusal(status: status, code: code, message: message, requestID: requestID), path: path,
      requestID: requestID)
  }

  /// The gate's refusal as a ``VisorError``. The gate names a catalogued code and the status the
  /// table gives it (ErrorCatalogueTests reads gate.c); a code the catalogue lacks is logged and
  /// answered 500 `internal_error`, and a status that disagrees is logged and the table's is answered.
  func refusal(status: Int, code name: String, message: String, requestID: String) -> VisorError {
    guard let code = ErrorCode.named(name) else {
      logger.error("gate refusal with an uncatalogued code", ["status": String(status), "code": name])
      return ErrorFormatter.internalError(requestID: requestID)
    }
    if ErrorStatus.of(code) != status {
      logger.error(
        "gate refusal status differs from the error table",
        ["status": String(status), "code": name, "table": ErrorStatus.of(code).map(String.init) ?? "none"])
    }
    return VisorError(code, message)
  }

  /// A complete `Connection: close` error response in the path's error format, as raw bytes.
  func closingResponse(_ error: VisorError, path: String, requestID: String) -> [UInt8] {
    let response = errorFormatter(path).response(for: error, path: path, requestID: requestID)
    let body: Data
    if case .data(let data) = response.body { body = data } else { body = Data() }
    var head = "HTTP/1.1 \(response.status) \(HTTPServer.reasonPhrase(response.status))\r\n"
    for (name, value) in response.headers
    where !name.caseInsensitiveEquals("Content-Length") && !name.caseInsensitiveEquals("Connection") {
      head += "\(name): \(value)\r\n"
    }
    if response.headers.first(where: { $0.name.caseInsensitiveEquals("X-Request-Id") }) == nil {
      head += "X-Request-Id: \(requestID)\r\n"
    }
    head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    return Array(head.utf8) + Array(body)
  }

  // MARK: MHD callbacks (MHD thread)

  func connectionNotified(_ connection: OpaquePointer?, code: MHD_ConnectionNotificationCode) {
    guard let connection else { return }
    let bits = Int(bitPattern: UnsafeMutableRawPointer(connection))
    switch code {
    case .CONNECTION_NOTIFY_STARTED:
      let fd = visor_mhd_connection_fd(connection)
      state.withLock { $0.connections[bits] = ConnectionTrack(fd: fd, phaseStart: .now) }
    case .CONNECTION_NOTIFY_CLOSED:
      _ = state.withLock { $0.connections.removeValue(forKey: bits) }
    @unknown default:
      break
    }
  }

  func uriReceived(_ uri: UnsafePointer<CChar>?, connection: OpaquePointer?) {
    guard let uri, let connection else { return }
    let text = String(cString: uri)
    let bits = Int(bitPattern: UnsafeMutableRawPointer(connection))
    state.withLock { $0.connections[bits]?.rawURI = text }
  }

  func access(
    connection: OpaquePointer?, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?,
    data: UnsafePointer<CChar>?, size: UnsafeMutablePointer<Int>?,
    context: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
  ) -> MHD_Result {
    guard let connection, let context, let size else { return .NO }
    guard let existing = context.pointee else {
      return firstCall(connection: connection, url: url, method: method, context: context)
    }
    let request = Unmanaged<RequestState>.fromOpaque(existing).takeUnretainedValue()
    if size.pointee > 0 {
      let count = size.pointee
      size.pointee = 0
      switch request.phase {
      case .receiving:
        if request.body.count + count > configuration.maxBodyBytes {
          request.body = Data()
          request.discarded = count
          let error = tooLarge()
          if answerDirectly(error, request: request) {
            request.phase = .answeredDirectly
          } else {
            request.phase = .tooLarge
            if queueError(error, request: request, connection: connection) == .YES {
              request.phase = .responded
            }
          }
        } else if let data {
          request.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: count)
        }
      case .tooLarge, .responded, .answeredDirectly:
        request.discarded += count
        // Refuse to drain an endless upload: after twice the limit, drop the connection.
        if request.discarded > configuration.maxBodyBytes * 2 { return .NO }
      case .running:
        break
      }
      return .YES
    }
    switch request.phase {
    case .receiving:
      dispatch(request, connection: connection)
      return .YES
    case .tooLarge:
      request.phase = .responded
      return queueError(tooLarge(), request: request, connection: connection)
    case .answeredDirectly:
      return .NO  // the client has its 413; close instead of answering twice
    case .running:
      let response = request.shared.withLock { shared -> HTTPResponse? in
        defer { shared.response = nil }
        return shared.response
      }
      guard let response else { return .YES }
      request.phase = .responded
      return queue(response, request: request, connection: connection)
    case .responded:
      return .YES
    }
  }

  private func firstCall(
    connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?,
    context: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> MHD_Result {
    let bits = Int(bitPattern: UnsafeMutableRawPointer(connection))
    let track = state.withLock { state -> ConnectionTrack? in
      state.connections[bits]?.inHeaders = false
      return state.connections[bits]
    }
    var headers = HTTPHeaders()
    withUnsafeMutablePointer(to: &headers) { pointer in
      _ = MHD_get_connection_values(
        connection, .HEADER_KIND,
        { cls, _, key, value in
          guard let cls, let key else { return .YES }
          cls.assumingMemoryBound(to: HTTPHeaders.self).pointee.add(
            String(cString: key), value.map { String(cString: $0) } ?? "")
          return .YES
        }, pointer)
    }
    let rawURI = track?.rawURI ?? url.map { String(cString: $0) } ?? "/"
    let request = RequestState(
      connectionBits: bits, fd: track?.fd ?? visor_mhd_connection_fd(connection), rawURI: rawURI,
      requestID: HTTPRequest.requestID(from: headers["X-Request-Id"]))
    request.method = method.map { String(cString: $0) } ?? "GET"
    request.headers = headers
    let peer = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
      visor_mhd_client_address(connection, buffer.baseAddress, 64) == 0
        ? String(cString: buffer.baseAddress!) : ""
    }
    request.remoteAddress = ClientAddress.resolve(
      peer: peer, forwardedFor: headers["X-Forwarded-For"], trusted: configuration.trustedProxies)
    context.pointee = Unmanaged.passRetained(request).toOpaque()
    state.withLock { $0.inFlight[ObjectIdentifier(request)] = request }

    let limit = configuration.maxHeaderBytes
    let oversize: VisorError? =
      if rawURI.utf8.count > limit {
        VisorError(
          .uriTooLong,
          "The request URI is longer than \(limit) bytes; send large parameters in a POST body instead.")
      } else if visor_mhd_header_size(connection) > limit {
        VisorError(
          .headersTooLarge,
          "The request headers are larger than \(limit) bytes; send fewer or smaller headers (large cookies are a common cause)."
        )
      } else { nil }
    if let oversize {
      request.phase = .responded
      return queueError(oversize, request: request, connection: connection)
    }
    let declaredLength = headers["Content-Length"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    let hasBody = (declaredLength ?? 0) > 0 || headers["Transfer-Encoding"] != nil
    var refused: VisorError?
    if hasBody, let admission = configuration.bodyAdmission {
      switch admission(request.method, request.rawPath, headers) {
      case .read: break
      case .hold(let hold): request.hold = hold
      case .refuse(let error): refused = error
      }
    }
    if let refusal = refused {
      // Refused from the head: answered now, while the upload still arrives; what follows is
      // counted and discarded, never buffered (at twice the body limit the connection is dropped).
      request.body = Data()
      if answerDirectly(refusal, request: request) {
        request.phase = .answeredDirectly
        return .YES
      }
      request.phase = .responded
      return queueError(refusal, request: request, connection: connection)
    }
    if let value = declaredLength {
      if value > configuration.maxBodyBytes {
        request.phase = .responded
        return queueError(tooLarge(), request: request, connection: connection)
      }
      request.body.reserveCapacity(value)
    }
    return .YES
  }

  func tooLarge() -> VisorError {
    let megabytes = Double(configuration.maxBodyBytes) / (1024 * 1024)
    let limit =
      configuration.maxBodyBytes >= 1024 * 1024
      ? String(format: "%.0f MB", megabytes) : "\(configuration.maxBodyBytes) bytes"
    return VisorError(
      .bodyTooLarge,
      "The request body is larger than the \(limit) limit; send a smaller file (e.g. resize the image first)."
    )
  }

  func completed(
    connection: OpaquePointer?, context: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
    code: MHD_RequestTerminationCode
  ) {
    guard let context, let pointer = context.pointee else { return }
    context.pointee = nil
    let request = Unmanaged<RequestState>.fromOpaque(pointer).takeRetainedValue()
    if code != .REQUEST_TERMINATED_COMPLETED_OK { request.cancel() }
    request.hold?.release()
    request.hold = nil
    state.withLock { state in
      // The gate answers a malformed request only after the earlier ones on its connection.
      if let gate = OpaquePointer(bitPattern: state.gateBits) {
        visor_gate_request_completed(gate, request.fd)
      }
      let id = ObjectIdentifier(request)
      state.inFlight[id] = nil
      state.suspended[id] = nil
      if state.connections[request.connectionBits] != nil {
        state.connections[request.connectionBits]!.inHeaders = true
        state.connections[request.connectionBits]!.phaseStart = .now
        state.connections[request.connectionBits]!.rawURI = nil
      }
    }
  }

  // MARK: Running handlers

  private func dispatch(_ state: RequestState, connection: OpaquePointer) {
    state.phase = .running
    var request = HTTPRequest(
      method: HTTPMethod(rawValue: state.method), path: state.rawPath, headers: state.headers,
      body: state.body,
      remoteAddress: state.remoteAddress, requestID: state.requestID)
    if let mark = state.rawURI.utf8.firstIndex(of: UInt8(ascii: "?")) {
      request.query = HTTPRequest.parseQuery(String(state.rawURI[state.rawURI.index(after: mark)...]))
    }
    request.context[MatchedRouteKey.self] = MatchedRoute()
    if let hold = state.hold { request.context[AdmissionHoldKey.self] = hold }
    state.body = Data()
    watchSuspended(state)
    MHD_suspend_connection(connection)
    let task = Task { [self] in
      let response = await self.respond(to: request)
      state.shared.withLock { $0.response = response }
      self.resume(state)
    }
    let cancelled = state.shared.withLock { shared -> Bool in
      shared.task = task
      return shared.cancelled
    }
    if cancelled { task.cancel() }
  }

  /// Runs middleware and handler; maps every error through the path's formatter.
  func respond(to request: HTTPRequest) async -> HTTPResponse {
    let response = await HTTPServer.respond(
      to: request, handler: handler, errorFormatter: errorFormatter, logger: logger)
    // A request cancelled by shutdown fails however its handler noticed (a cancelled provider
    // transfer, a stopped worker, a CancellationError): the client hears why, and that it may retry.
    if response.status >= 500, Task.isCancelled, state.withLock({ $0.stopped }) {
      return errorFormatter(request.rawPath).response(
        for: VisorError(
          .shuttingDown,
          "Visor is shutting down and stopped this request before it finished; send it again once Visor is back."
        ), path: request.rawPath, requestID: request.requestID)
    }
    return response
  }

  /// Writes a complete `Connection: close` error response straight to the connection while its
  /// upload is still arriving. libmicrohttpd 0.9.75 sends a response queued mid-body only after the
  /// whole body has been read, so a client streaming a chunked body far over the limit would never
  /// hear why it is cut off; curl and browsers stop sending when this answer arrives. The socket is
  /// the gate's socket pair, so this works under TLS too. Only when the socket takes the whole
  /// response at once; otherwise the caller queues the error the usual way. Returns whether it was sent.
  private func answerDirectly(_ error: VisorError, request: RequestState) -> Bool {
    guard request.fd >= 0 else { return false }
    let bytes = closingResponse(error, path: request.rawPath, requestID: request.requestID)
    let sent = bytes.withUnsafeBytes { raw in
      send(request.fd, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
    }
    return sent == bytes.count
  }

  private func queueError(_ error: VisorError, request: RequestState, connection: OpaquePointer) -> MHD_Result
  {
    let response = errorFormatter(request.rawPath).response(
      for: error, path: request.rawPath, requestID: request.requestID)
    return queue(response, request: request, connection: connection)
  }

  private func queue(_ response: HTTPResponse, request: RequestState, connection: OpaquePointer) -> MHD_Result
  {
    var stream: ResponseStream?
    var body: AsyncThrowingStream<Data, Error>?
    let mhdResponse: OpaquePointer?
    if case .webSocket = response.body {
      // Only a connection's first requests reach Visor through the gate directly; one that already
      // sent a body is libmicrohttpd's, which cannot switch protocols here.
      return queueError(
        VisorError(
          .websocketRequired,
          "Open the WebSocket on a new connection: this one already carried a request with a body."),
        request: request, connection: connection)
    }
    switch response.body {
    case .empty:
      mhdResponse = MHD_create_response_from_buffer(0, nil, .RESPMEM_PERSISTENT)
    case .data(let data):
      mhdResponse = data.withUnsafeBytes { raw in
        MHD_create_response_from_buffer(
          raw.count, UnsafeMutableRawPointer(mutating: raw.baseAddress), .RESPMEM_MUST_COPY)
      }
    case .webSocket:
      return .NO
    case .stream(let source):
      let eventStream = response.headers["Content-Type"]?.hasPrefix("text/event-stream") ?? false
      let created = ResponseStream(request: request, core: self, eventStream: eventStream)
      stream = created
      body = source
      mhdResponse = MHD_create_response_from_callback(
        UInt64.max, 32 * 1024,
        { cls, _, buffer, max in
          guard let cls, let buffer else { return MHD_CONTENT_READER_END_WITH_ERROR }
          return Unmanaged<ResponseStream>.fromOpaque(cls).takeUnretainedValue().read(into: buffer, max: max)
        },
        Unmanaged.passRetained(created).toOpaque(),
        { cls in
          guard let cls else { return }
          Unmanaged<ResponseStream>.fromOpaque(cls).takeRetainedValue().close()
        })
    }
    guard let mhdResponse else { return .NO }
    var sawRequestID = false
    for (name, value) in response.headers {
      if name.caseInsensitiveEquals("Content-Length") || name.caseInsensitiveEquals("Transfer-Encoding") {
        continue
      }
      if name.caseInsensitiveEquals("X-Request-Id") { sawRequestID = true }
      _ = MHD_add_response_header(mhdResponse, name, value)
    }
    if !sawRequestID { _ = MHD_add_response_header(mhdResponse, "X-Request-Id", request.requestID) }
    if let stream { request.shared.withLock { $0.stream = stream } }
    let result = MHD_queue_response(connection, UInt32(response.status), mhdResponse)
    MHD_destroy_response(mhdResponse)
    if let stream, let body {
      if result == .YES {
        stream.start(body)
        if request.shared.withLock({ $0.cancelled }) { stream.cancel() }
      }
    }
    return result
  }

  // MARK: Suspension bookkeeping

  func watchSuspended(_ request: RequestState) {
    state.withLock { $0.suspended[ObjectIdentifier(request)] = request }
  }

  /// Resumes a suspended connection (any thread). Skipped once the daemon is stopping.
  func resume(_ request: RequestState) {
    state.withLock { _ = $0.suspended.removeValue(forKey: ObjectIdentifier(request)) }
    alive.withLock { alive in
      if alive, let connection = request.connection { MHD_resume_connection(connection) }
    }
  }

  /// Watchdog: drops clients that are too slow sending headers, and cancels the work of suspended
  /// requests whose client has gone away (MHD does not watch suspended sockets).
  func checkConnections() {
    let timeout = Duration.seconds(configuration.connectionTimeoutSeconds)
    let now = ContinuousClock.now
    if let metrics, let gate = OpaquePointer(bitPattern: state.withLock { $0.gateBits }) {
      metrics.gauge(
        "visor_http_open_connections", labels: [:], help: "Client connections open (TCP or TLS).",
        value: Double(visor_gate_connection_count(gate)))
    }
    let suspended = state.withLock { state -> [RequestState] in
      for (bits, track) in state.connections
      where track.inHeaders && !track.killed && now - track.phaseStart > timeout && track.fd >= 0 {
        // The socket stays open (MHD closes it); shutting it down makes MHD see the end.
        visor_shutdown_socket(track.fd)
        state.connections[bits]!.killed = true
      }
      return Array(state.suspended.values)
    }
    for request in suspended where visor_peer_closed(request.fd) != 0 {
      // Still suspended? (Checked again under the lock so the fd cannot have been reused.)
      let stillSuspended = state.withLock { $0.suspended[ObjectIdentifier(request)] != nil }
      guard stillSuspended else { continue }
      request.cancel()
    }
  }

  // MARK: Shutdown

  func shutdown() async {
    let (gateBits, started) = state.withLock { state -> (Int, Bool) in
      let result = (state.gateBits, state.started && !state.stopped)
      state.stopped = true
      return result
    }
    guard started, let gate = OpaquePointer(bitPattern: gateBits) else { return }
    // Stop accepting; connections that have not sent a complete request yet are dropped.
    visor_gate_stop_accepting(gate)
    closeWebSockets()
    let deadline = ContinuousClock.now + configuration.shutdownGracePeriod
    while inFlightCount > 0 && ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(20))
    }
    let remaining = state.withLock { Array($0.inFlight.values) }
    let direct = self.direct.withLock { Array($0.values) }
    if !remaining.isEmpty || !direct.isEmpty {
      logger.warning(
        "cancelling requests still running at shutdown", ["count": String(remaining.count + direct.count)])
      for request in remaining { request.cancel(shuttingDown: true) }
      for request in direct { request.cancel(shuttingDown: true) }
      // Streams end with their `shutting_down` event; let libmicrohttpd send it before it stops.
      let cancelDeadline = ContinuousClock.now + .seconds(2)
      while state.withLock({ !$0.suspended.isEmpty || !$0.inFlight.isEmpty })
        || self.direct.withLock({ !$0.isEmpty }),
        ContinuousClock.now < cancelDeadline
      {
        try? await Task.sleep(for: .milliseconds(20))
      }
    }
    stopDaemon()
  }

  /// Stops the daemon now (also used by deinit paths).
  func stopImmediately() {
    _ = state.withLock { state -> Bool in
      let was = state.stopped
      state.stopped = true
      return was
    }
    stopDaemon()
  }

  private func stopDaemon() {
    let (daemonBits, gateBits, fd, watchdog, retained) = state.withLock {
      state -> (Int, Int, Int32, Task<Void, Never>?, Unmanaged<ServerCore>?) in
      defer {
        state.daemonBits = 0
        state.gateBits = 0
        state.listenFD = -1
        state.watchdog = nil
        state.retained = nil
      }
      return (state.daemonBits, state.gateBits, state.listenFD, state.watchdog, state.retained)
    }
    watchdog?.cancel()
    alive.withLock { $0 = false }
    closeDirect()
    if let gate = OpaquePointer(bitPattern: gateBits) { visor_gate_stop_accepting(gate) }
    if let daemon = OpaquePointer(bitPattern: daemonBits) { MHD_stop_daemon(daemon) }
    // After MHD closed its ends, the gate relays what is left (briefly) and closes the clients.
    if let gate = OpaquePointer(bitPattern: gateBits) { visor_gate_stop(gate, 300) }
    if fd >= 0 { close(fd) }
    retained?.release()
  }
}

/// Calls `body` with a C string for `text`, or NULL when it is nil.
private func withOptionalCString<T>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> T) -> T {
  guard let text else { return body(nil) }
  return text.withCString { body($0) }
}
