import CHTTPGate
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
  /// Decides from a request's head, before any byte of its body is read, whether the body is wanted:
  /// a refusal answers at once (e.g. 401 for an upload without credentials to a route that needs
  /// them, 503 when photo work is full), and the body that follows is discarded unread instead of
  /// buffered; a hold admits the body and is released when the request completes (its handler finds
  /// it under ``AdmissionHoldKey``). Nil: every body is read.
  public var bodyAdmission:
    (@Sendable (_ method: String, _ path: String, _ headers: HTTPHeaders) -> HeadAdmission)? = nil
  /// The words of a refusal the server decides from the head itself (a declared body size over
  /// `maxBodyBytes`), before any middleware has run: e.g. in the language of `Accept-Language`.
  /// Nil: as the error was made.
  public var headRefusalWords:
    (@Sendable (_ refusal: VisorError, _ path: String, _ headers: HTTPHeaders) -> VisorError)? = nil
  public init() {}
}

/// An HTTP/1.1 server running async Swift handlers over Visor's one HTTP engine, the gate
/// (`CHTTPGate`, docs/decisions/008-http-gate.md and 050-one-http-engine.md).
///
/// The gate accepts connections, terminates TLS and parses every request head; each well-formed
/// request runs its middleware and handler in a task, and a body is read through the gate only when
/// the handler asks for it (``RequestBodySource``), with back-pressure, up to `maxBodyBytes`.
/// Streamed bodies use chunked encoding. A client that disconnects cancels its handler's task. Every
/// error response goes through the ``ErrorFormatter`` chosen for the request path, and every
/// response carries `X-Request-Id`.
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
  /// rest and stops the gate.
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
      let language = (error as? FailureInLanguage)?.language
      let failure = (error as? FailureInLanguage)?.underlying ?? error
      if !(failure is CancellationError) {
        logger.error(
          "request failed",
          [
            "requestId": request.requestID, "method": request.method.rawValue,
            "path": String(request.rawPath.prefix(300)), "errorType": String(reflecting: type(of: failure)),
            "error": String(String(describing: failure).prefix(500)),
          ])
      }
      var answer = ErrorFormatter.internalError(requestID: request.requestID)
      if let language { answer = answer.localised(in: .for(language)) }
      response = errorFormatter(request.rawPath).response(
        for: answer, path: request.rawPath, requestID: request.requestID)
    }
    response.headers["X-Request-Id"] = request.requestID
    return response
  }
}

// MARK: - Streamed responses

enum StreamedResponse {
  /// A streamed body waits while more than this is queued for its client (back-pressure).
  static let highWater = 256 * 1024

  /// `event: error` with `shutting_down` and its sentence (the same error a JSON request gets): the
  /// last event of an event stream that shutdown stops.
  static let shutdownEventData: Data = {
    let payload: [String: String] = [
      "code": ErrorCode.shuttingDown.name,
      "message":
        "Visor is shutting down and stopped this answer before it finished; send it again once Visor is back.",
    ]
    let json = (try? JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])) ?? Data()
    return Data("event: error\ndata: ".utf8) + json + Data("\n\n".utf8)
  }()
}

// MARK: - The core

final class ServerCore: Sendable {
  struct State {
    var gateBits = 0
    var listenFD: Int32 = -1
    var port = 0
    var started = false
    var stopped = false
    var retained: Unmanaged<ServerCore>?
  }

  let configuration: HTTPServerConfiguration
  let handler: HTTPHandler
  let errorFormatter: @Sendable (String) -> ErrorFormatter
  let logger: Logger
  /// Counts requests the gate refused (they never reach the middleware).
  let metrics: Metrics?
  let state = Mutex(State())
  /// Requests running, by id (DirectRequests.swift).
  let direct = Mutex<[UInt64: DirectRequest]>([:])
  let nextDirectID = Atomic<UInt64>(0)
  /// WebSocket sessions running, by direct request id (closed first at shutdown).
  let webSockets = Mutex<[UInt64: WebSocket]>([:])
  /// True while answers may be handed to the gate; `directSenders` counts calls doing so, so
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
  var inFlightCount: Int { direct.withLock { $0.count } }

  /// Client connections open now (0 before start and after stop).
  var openConnections: Int {
    state.withLock { state in
      OpaquePointer(bitPattern: state.gateBits).map { Int(visor_gate_connection_count($0)) } ?? 0
    }
  }

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
          Message("error.listen.inUse", ["port": .text(String(config.port)), "host": .text(config.host)])
        )
      }
      if code == EACCES {
        throw VisorError(
          .addressNotPermitted,
          Message(
            "error.listen.notPermitted", ["port": .text(String(config.port)), "host": .text(config.host)])
        )
      }
      throw VisorError(
        .listenFailed,
        Message(
          "error.listen.failed",
          [
            "host": .text(config.host), "port": .text(String(config.port)),
            "reason": .text(String(cString: strerror(code))),
          ])
      )
    }
    let useTLS = config.tlsCertificatePEM != nil && config.tlsKeyPEM != nil
    let retained = Unmanaged.passRetained(self)
    // Open before the first connection can arrive, so no early answer is dropped.
    directOpen.store(true, ordering: .sequentiallyConsistent)
    var gateError: UnsafePointer<CChar>?
    let gate = withGateConfiguration(listenFD: fd, context: retained.toOpaque()) { gateConfig in
      visor_gate_start(&gateConfig, &gateError)
    }
    guard let gate else {
      closeDirect()
      retained.release()
      close(fd)
      let reason = gateError.map { String(cString: $0) } ?? "unknown error"
      if useTLS {
        throw VisorError(
          .tlsFailed,
          Message("error.listen.tls", ["reason": .text(reason)])
        )
      }
      throw VisorError(
        .listenFailed,
        Message(
          "error.listen.start",
          ["host": .text(config.host), "port": .text(String(port)), "reason": .text(reason)]))
    }
    state.withLock {
      $0.gateBits = Int(bitPattern: gate)
      $0.listenFD = fd
      $0.port = Int(port)
      $0.started = true
      $0.retained = retained
    }
    metrics?.sampledGauge(
      "visor_http_open_connections", help: "Client connections open (TCP or TLS)."
    ) { [weak self] in Double(self?.openConnections ?? 0) }
  }

  /// Calls `body` with the gate's configuration; the PEM strings stay valid during the call.
  private func withGateConfiguration<T>(
    listenFD: Int32, context: UnsafeMutableRawPointer,
    _ body: (inout visor_gate_config) -> T
  ) -> T {
    let config = configuration
    let certificate = config.tlsKeyPEM == nil ? nil : config.tlsCertificatePEM
    let key = config.tlsCertificatePEM == nil ? nil : config.tlsKeyPEM
    return withOptionalCString(certificate) { certificatePointer in
      withOptionalCString(key) { keyPointer in
        var gateConfig = visor_gate_config(
          listen_fd: listenFD,
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
          direct: { context, request, head, length, address in
            guard let context, let request, let head, let address else { return nil }
            let core = Unmanaged<ServerCore>.fromOpaque(context).takeUnretainedValue()
            let token = core.startDirect(
              handle: request,
              head: UnsafeBufferPointer(
                start: UnsafeRawPointer(head).assumingMemoryBound(to: UInt8.self), count: length),
              clientAddress: String(cString: address))
            return UnsafeMutableRawPointer(bitPattern: UInt(token))
          },
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
          body: { context, token, bytes, length, last, status, code in
            guard let context else { return }
            Unmanaged<ServerCore>.fromOpaque(context).takeUnretainedValue().directBody(
              token: UInt64(UInt(bitPattern: token)), bytes: bytes, length: length, last: last != 0,
              status: Int(status), code: code.map { String(cString: $0) })
          })
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
  /// table gives it (ErrorCatalogueTests reads the gate's C files); a code the catalogue lacks is
  /// logged and answered 500 `internal_error`, and a status that disagrees is logged and the table's
  /// is answered.
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

  func tooLarge() -> VisorError {
    let megabytes = Double(configuration.maxBodyBytes) / (1024 * 1024)
    let limit =
      configuration.maxBodyBytes >= 1024 * 1024
      ? String(format: "%.0f MB", megabytes) : "\(configuration.maxBodyBytes) bytes"
    return VisorError(.bodyTooLarge, Message("error.bodyTooLarge", ["limit": .text(limit)]))
  }

  // MARK: Running handlers

  /// Runs middleware and handler; maps every error through the path's formatter.
  func respond(to request: HTTPRequest) async -> HTTPResponse {
    let response = await HTTPServer.respond(
      to: request, handler: handler, errorFormatter: errorFormatter, logger: logger)
    // A request cancelled by shutdown fails however its handler noticed (a cancelled provider
    // transfer, a stopped worker, a CancellationError): the client hears why, and that it may retry.
    if response.status >= 500, Task.isCancelled, state.withLock({ $0.stopped }) {
      // In the language the failure was said in, when it was said in one.
      var stopped = VisorError(.shuttingDown, Message("error.shuttingDown"))
      if let code = response.headers["Content-Language"], let catalogue = MessageCatalogue.translations[code]
      {
        stopped = stopped.localised(in: catalogue)
      }
      return errorFormatter(request.rawPath).response(
        for: stopped, path: request.rawPath, requestID: request.requestID)
    }
    return response
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
    let remaining = direct.withLock { Array($0.values) }
    if !remaining.isEmpty {
      logger.warning("cancelling requests still running at shutdown", ["count": String(remaining.count)])
      for request in remaining { request.cancel(shuttingDown: true) }
      // Streams end with their `shutting_down` event; let the gate send it before it stops.
      let cancelDeadline = ContinuousClock.now + .seconds(2)
      while direct.withLock({ !$0.isEmpty }), ContinuousClock.now < cancelDeadline {
        try? await Task.sleep(for: .milliseconds(20))
      }
    }
    stopGate()
  }

  /// Stops the gate now (also used by deinit paths).
  func stopImmediately() {
    _ = state.withLock { state -> Bool in
      let was = state.stopped
      state.stopped = true
      return was
    }
    stopGate()
  }

  private func stopGate() {
    let (gateBits, fd, retained) = state.withLock { state -> (Int, Int32, Unmanaged<ServerCore>?) in
      defer {
        state.gateBits = 0
        state.listenFD = -1
        state.retained = nil
      }
      return (state.gateBits, state.listenFD, state.retained)
    }
    closeDirect()
    // What is queued is written (briefly), then every client is closed.
    if let gate = OpaquePointer(bitPattern: gateBits) {
      visor_gate_stop_accepting(gate)
      visor_gate_stop(gate, 300)
    }
    if fd >= 0 { close(fd) }
    retained?.release()
  }
}

/// Calls `body` with a C string for `text`, or NULL when it is nil.
private func withOptionalCString<T>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> T) -> T {
  guard let text else { return body(nil) }
  return text.withCString { body($0) }
}
