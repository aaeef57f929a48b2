import CCurl
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What went wrong below HTTP: the transfer's own failures. Statuses are not errors here.
public struct HTTPTransferError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Kind: String, Sendable, Equatable {
    /// The TCP/TLS connection could not be made (refused, unresolvable host, TLS failure).
    case connectFailed
    /// The connect phase took longer than the connect limit.
    case connectTimeout
    /// No body byte arrived within the first-byte limit.
    case firstByteTimeout
    /// After the first body byte, nothing more arrived within the idle limit.
    case idleTimeout
    /// The whole transfer took longer than the total limit (or moved slower than the stall limit).
    case totalTimeout
    /// The connection closed before the response was complete.
    case truncated
    /// The consumer went away and the transfer was stopped.
    case cancelled
    /// The response body grew past `maxBodyBytes` (or announced a larger `Content-Length`).
    case tooLarge
    /// Anything else the transport reported.
    case other
  }

  public var kind: Kind
  /// A short technical detail (libcurl's error text); never a header, a body or a credential.
  public var detail: String

  public init(_ kind: Kind, _ detail: String = "") {
    self.kind = kind
    self.detail = detail
  }

  public var isTimeout: Bool {
    kind == .connectTimeout || kind == .firstByteTimeout || kind == .idleTimeout || kind == .totalTimeout
  }

  /// Whether trying again may work: the connection failed, timed out or was cut.
  public var isTransient: Bool { isTimeout || kind == .connectFailed || kind == .truncated }

  public var description: String { detail.isEmpty ? kind.rawValue : "\(kind.rawValue): \(detail)" }
}

/// What one finished transfer cost, for metrics and tests.
public struct HTTPTransferMetrics: Sendable, Equatable {
  /// Seconds from start to the end of the transfer.
  public var totalSeconds: Double
  /// Seconds until the first body byte, when one arrived.
  public var firstByteSeconds: Double?
  /// CPU seconds (user + system) the transfer's thread used, waiting included.
  public var cpuSeconds: Double
  public var bytesReceived: Int
  /// `nil` on success.
  public var error: HTTPTransferError?
}

/// The one libcurl wrapper (docs/decisions/054-curl-one-libcurl-wrapper.md): every HTTP request Visor
/// makes — to model providers, to an S3 photo store — is one `HTTPTransfer`, driven by one easy handle
/// in its own multi handle on a thread that sleeps in `curl_multi_poll` while nothing arrives.
///
/// - Timeouts: connect, first body byte, silence between body bytes, the whole transfer and a stall
///   (below one byte a second), each optional but connect and total.
/// - Cancellation: ``cancel()`` (or the body stream's consumer letting go) wakes the poll; the transfer
///   stops at once.
/// - Streaming: ``stream(_:metrics:)`` returns at the response head and yields body chunks as they come
///   (a provider's SSE); ``perform(_:)`` collects the body on the calling thread (S3).
/// - Bounds: past `maxBodyBytes` (or a larger announced `Content-Length`) the transfer stops as
///   `.tooLarge`.
/// - Secrets: headers, bodies, the URL's query and credentials are never in an error's detail, which
///   holds libcurl's error text only; AWS credentials go to libcurl's own SigV4 signer.
///
/// ```swift
/// let head = try await HTTPTransfer.stream(HTTPTransfer.Request(url: "http://127.0.0.1:8080/v1/models"))
/// for try await chunk in head.body { … }
/// ```
public final class HTTPTransfer: @unchecked Sendable {
  /// One request and how it may behave.
  public struct Request: Sendable {
    public var method: String
    public var url: String
    public var headers: [(String, String)]
    public var body: Data?
    public var connectTimeout: Duration
    /// From sending until the first body byte; nil: no limit of its own.
    public var firstByteTimeout: Duration?
    /// Between two body bytes after the first; nil: no limit of its own.
    public var idleTimeout: Duration?
    public var totalTimeout: Duration
    /// Moving slower than one byte a second (either way) for this long ends the attempt.
    public var stallTimeout: Duration?
    public var maxBodyBytes: Int?
    /// Follow up to five redirects (a GET of a generated image's link).
    public var followRedirects: Bool
    /// Sign with libcurl's AWS Signature V4 (`CURLOPT_AWS_SIGV4`).
    public var awsSigning: AWSSigning?
    /// `HOST:PORT:ADDRESS` entries for libcurl's resolver (tests reach virtual hosts on loopback).
    public var resolve: [String]
    /// Send a blank `Expect:` so a larger body goes without a `100-continue` round trip. Off when the
    /// request is signed: libcurl would sign a header it never sends.
    public var skipContinue: Bool

    public init(
      method: String = "GET", url: String, headers: [(String, String)] = [], body: Data? = nil,
      connectTimeout: Duration = .seconds(10), firstByteTimeout: Duration? = nil,
      idleTimeout: Duration? = nil,
      totalTimeout: Duration = .seconds(300), stallTimeout: Duration? = nil, maxBodyBytes: Int? = nil,
      followRedirects: Bool = false, awsSigning: AWSSigning? = nil, resolve: [String] = [],
      skipContinue: Bool = true
    ) {
      self.method = method
      self.url = url
      self.headers = headers
      self.body = body
      self.connectTimeout = connectTimeout
      self.firstByteTimeout = firstByteTimeout
      self.idleTimeout = idleTimeout
      self.totalTimeout = totalTimeout
      self.stallTimeout = stallTimeout
      self.maxBodyBytes = maxBodyBytes
      self.followRedirects = followRedirects
      self.awsSigning = awsSigning
      self.resolve = resolve
      self.skipContinue = skipContinue
    }
  }

  /// Credentials and scope for libcurl's AWS Signature V4.
  public struct AWSSigning: Sendable {
    public var region: String
    public var service: String
    public var accessKeyID: String
    public var secretAccessKey: String

    public init(region: String, service: String, accessKeyID: String, secretAccessKey: String) {
      self.region = region
      self.service = service
      self.accessKeyID = accessKeyID
      self.secretAccessKey = secretAccessKey
    }
  }

  /// A response head: the final status and its headers (after redirects and `100 Continue`).
  public struct Head: Sendable {
    public var status: Int
    public var headers: [(String, String)]
  }

  /// A whole response (``perform(_:)``).
  public struct Response: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: Data
  }

  /// Sends `request` on a thread of its own and returns once the head is known; the body follows as
  /// a stream. Ending the stream's iteration, or cancelling the awaiting task, stops the transfer.
  ///
  /// - Parameter metrics: called on the transfer thread when the transfer ends.
  public static func stream(
    _ request: Request, metrics: (@Sendable (HTTPTransferMetrics) -> Void)? = nil
  ) async throws -> (status: Int, headers: [(String, String)], body: AsyncThrowingStream<Data, Error>) {
    // Only the caller holds the stream: when it lets go (or stops iterating in a cancelled task),
    // the stream terminates and the transfer is cancelled.
    let (body, continuation) = AsyncThrowingStream.makeStream(of: Data.self, bufferingPolicy: .unbounded)
    let transfer = HTTPTransfer(request: request, metrics: metrics) { chunk in
      if case .terminated = continuation.yield(chunk) { return false }
      return true
    }
    continuation.onTermination = { [weak transfer] termination in
      if case .cancelled = termination { transfer?.cancel() }
    }
    let head = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (head: CheckedContinuation<Head, Error>) in
        transfer.headContinuation = head
        let thread = Thread {
          switch transfer.run() {
          case .success: continuation.finish()
          case .failure(let error): continuation.finish(throwing: error)
          }
        }
        thread.name = "visor.curl"
        thread.start()
      }
    } onCancel: {
      transfer.cancel()
    }
    return (head.status, head.headers, body)
  }

  /// Runs `request` on the calling thread (never a cooperative-pool thread: it blocks) and collects
  /// the body, bounded by `maxBodyBytes`.
  public static func perform(_ request: Request) -> Result<Response, HTTPTransferError> {
    let collected = Mutex(Data())
    let transfer = HTTPTransfer(request: request, metrics: nil) { chunk in
      collected.withLock { $0.append(chunk) }
      return true
    }
    return transfer.run().map {
      Response(status: transfer.status, headers: transfer.headers, body: collected.withLock { $0 })
    }
  }

  private struct Control {
    var cancelled = false
    /// The multi handle's bit pattern while it is alive, so `cancel` can wake its poll.
    var multi: UInt?
  }

  private let request: Request
  private let control = Mutex(Control())
  private let metricsObserver: (@Sendable (HTTPTransferMetrics) -> Void)?
  /// Takes a body chunk; false stops the transfer (the consumer is gone).
  private let deliver: (Data) -> Bool

  // Transfer-thread state (and `headContinuation`, set before the thread starts).
  private var headContinuation: CheckedContinuation<Head, Error>?
  private var status = 0
  private var headers: [(String, String)] = []
  private var start = ContinuousClock.now
  private var firstBodyByte: ContinuousClock.Instant?
  private var lastBodyByte: ContinuousClock.Instant?
  private var bytesReceived = 0
  private var tooLarge = false
  private var consumerGone = false

  private init(
    request: Request, metrics: (@Sendable (HTTPTransferMetrics) -> Void)?, deliver: @escaping (Data) -> Bool
  ) {
    self.request = request
    self.metricsObserver = metrics
    self.deliver = deliver
  }

  private static let initialised: Bool = curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK

  /// Stops the transfer; safe from any thread.
  func cancel() {
    control.withLock { state in
      state.cancelled = true
      if let bits = state.multi, let multi = UnsafeMutableRawPointer(bitPattern: bits) {
        curl_multi_wakeup(multi)
      }
    }
  }

  private var isCancelled: Bool { control.withLock { $0.cancelled } }

  // MARK: transfer thread

  private func run() -> Result<Void, HTTPTransferError> {
    _ = Self.initialised
    let cpuStart = threadCPUSeconds()
    start = .now
    let outcome = perform()
    // Metrics first, so whoever sees the outcome also sees what the transfer cost.
    if let observer = metricsObserver {
      let failure: HTTPTransferError? = if case .failure(let error) = outcome { error } else { nil }
      observer(
        HTTPTransferMetrics(
          totalSeconds: (ContinuousClock.now - start).seconds,
          firstByteSeconds: firstBodyByte.map { ($0 - start).seconds },
          cpuSeconds: threadCPUSeconds() - cpuStart,
          bytesReceived: bytesReceived, error: failure))
    }
    switch outcome {
    case .success: resolveHead()
    case .failure(let error):
      if let head = headContinuation {
        headContinuation = nil
        head.resume(throwing: error)
      }
    }
    return outcome
  }

  private func perform() -> Result<Void, HTTPTransferError> {
    guard let easy = curl_easy_init() else {
      // libcurl is opened on first use (decision 068): say why it could not be, if that was it.
      let why = visor_curl_load() == 0 ? "curl_easy_init failed" : String(cString: visor_curl_failure())
      return .failure(HTTPTransferError(.other, why + "; install libcurl4 (scripts/setup.sh does)"))
    }
    guard let multi = curl_multi_init() else {
      curl_easy_cleanup(easy)
      return .failure(HTTPTransferError(.other, "curl_multi_init failed"))
    }
    let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
    errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    var headerList: UnsafeMutablePointer<curl_slist>?
    var resolveList: UnsafeMutablePointer<curl_slist>?
    defer {
      control.withLock { $0.multi = nil }
      curl_multi_remove_handle(multi, easy)
      curl_easy_cleanup(easy)
      curl_multi_cleanup(multi)
      curl_slist_free_all(headerList)
      curl_slist_free_all(resolveList)
      errorBuffer.deallocate()
    }

    let context = Unmanaged.passUnretained(self).toOpaque()
    visor_curl_setopt_string(easy, CURLOPT_URL, request.url)
    visor_curl_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
    visor_curl_setopt_long(easy, CURLOPT_NOPROGRESS, 0)
    visor_curl_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, max(1, request.connectTimeout.milliseconds))
    visor_curl_setopt_long(easy, CURLOPT_TIMEOUT_MS, max(1, request.totalTimeout.milliseconds))
    if let stall = request.stallTimeout {
      visor_curl_setopt_long(easy, CURLOPT_LOW_SPEED_LIMIT, 1)
      visor_curl_setopt_long(easy, CURLOPT_LOW_SPEED_TIME, max(1, stall.milliseconds / 1000))
    }
    visor_curl_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer)
    visor_curl_setopt_long(easy, CURLOPT_TCP_KEEPALIVE, 1)
    if let signing = request.awsSigning {
      visor_curl_setopt_string(easy, CURLOPT_AWS_SIGV4, "aws:amz:\(signing.region):\(signing.service)")
      visor_curl_setopt_string(easy, CURLOPT_USERNAME, signing.accessKeyID)
      visor_curl_setopt_string(easy, CURLOPT_PASSWORD, signing.secretAccessKey)
    }
    for entry in request.resolve { resolveList = curl_slist_append(resolveList, entry) }
    if resolveList != nil { visor_curl_setopt_slist(easy, CURLOPT_RESOLVE, resolveList) }
    if request.followRedirects {
      // Credentials stay with the first host (libcurl's default).
      visor_curl_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 1)
      visor_curl_setopt_long(easy, CURLOPT_MAXREDIRS, 5)
    }

    let method = request.method.uppercased()
    switch method {
    case "GET": visor_curl_setopt_long(easy, CURLOPT_HTTPGET, 1)
    case "HEAD": visor_curl_setopt_long(easy, CURLOPT_NOBODY, 1)
    case "DELETE" where request.body == nil: visor_curl_setopt_string(easy, CURLOPT_CUSTOMREQUEST, "DELETE")
    default:
      if method != "POST" { visor_curl_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method) }
      let bytes = request.body ?? Data()
      visor_curl_setopt_long(easy, CURLOPT_POST, 1)
      visor_curl_setopt_off(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(bytes.count))
      bytes.withUnsafeBytes { raw in
        // COPYPOSTFIELDS copies, so the Data need not outlive this call.
        let pointer = raw.baseAddress ?? UnsafeRawPointer(errorBuffer)
        visor_curl_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: pointer))
      }
    }

    var sawExpect = false
    for (name, value) in request.headers {
      if name.lowercased() == "expect" { sawExpect = true }
      headerList = curl_slist_append(headerList, "\(name): \(value)")
    }
    if request.skipContinue && !sawExpect { headerList = curl_slist_append(headerList, "Expect:") }
    visor_curl_setopt_slist(easy, CURLOPT_HTTPHEADER, headerList)

    visor_curl_setopt_pointer(easy, CURLOPT_HEADERDATA, context)
    visor_curl_setopt_header_function(easy) { buffer, size, count, context in
      let transfer = Unmanaged<HTTPTransfer>.fromOpaque(context!).takeUnretainedValue()
      let length = size * count
      guard let buffer else { return length }
      let line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: length), as: UTF8.self)
      return transfer.headerLine(line) ? length : 0
    }
    visor_curl_setopt_pointer(easy, CURLOPT_WRITEDATA, context)
    visor_curl_setopt_write_function(easy) { buffer, size, count, context in
      let transfer = Unmanaged<HTTPTransfer>.fromOpaque(context!).takeUnretainedValue()
      let length = size * count
      guard let buffer, length > 0 else { return length }
      return transfer.received(Data(bytes: buffer, count: length)) ? length : 0
    }
    visor_curl_setopt_pointer(easy, CURLOPT_XFERINFODATA, context)
    visor_curl_setopt_xferinfo_function(easy) { context, _, _, _, _ in
      let transfer = Unmanaged<HTTPTransfer>.fromOpaque(context!).takeUnretainedValue()
      return transfer.isCancelled ? 1 : 0
    }

    curl_multi_add_handle(multi, easy)
    control.withLock { $0.multi = UInt(bitPattern: multi) }

    var firstByteTimedOut = false
    var idleTimedOut = false
    var result: CURLcode?
    while result == nil {
      if isCancelled { break }
      var running: Int32 = 0
      curl_multi_perform(multi, &running)
      var queued: Int32 = 0
      while let message = curl_multi_info_read(multi, &queued) {
        if message.pointee.msg == CURLMSG_DONE { result = message.pointee.data.result }
      }
      if result != nil || running == 0 { break }
      var waitMs = 1000
      if firstBodyByte == nil, let limit = request.firstByteTimeout {
        let remaining = limit - (ContinuousClock.now - start)
        if remaining <= .zero {
          firstByteTimedOut = true
          break
        }
        waitMs = min(waitMs, max(1, remaining.milliseconds))
      } else if let last = lastBodyByte, let limit = request.idleTimeout {
        let remaining = limit - (ContinuousClock.now - last)
        if remaining <= .zero {
          idleTimedOut = true
          break
        }
        waitMs = min(waitMs, max(1, remaining.milliseconds))
      }
      curl_multi_poll(multi, nil, 0, Int32(waitMs), nil)
    }

    if tooLarge {
      return .failure(
        HTTPTransferError(.tooLarge, "more than \(request.maxBodyBytes ?? 0) bytes in the response body"))
    }
    if isCancelled || consumerGone { return .failure(HTTPTransferError(.cancelled)) }
    if firstByteTimedOut {
      return .failure(
        HTTPTransferError(
          .firstByteTimeout, "no response within \(request.firstByteTimeout?.milliseconds ?? 0) ms"))
    }
    if idleTimedOut {
      return .failure(
        HTTPTransferError(
          .idleTimeout, "nothing for \(request.idleTimeout?.milliseconds ?? 0) ms in the middle of the answer"
        ))
    }
    let code = result ?? CURLE_OK
    if code == CURLE_OK { return .success(()) }
    let detail =
      errorBuffer.pointee != 0 ? String(cString: errorBuffer) : String(cString: curl_easy_strerror(code))
    switch code {
    case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY,
      CURLE_SSL_CONNECT_ERROR,
      CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE:
      return .failure(HTTPTransferError(.connectFailed, detail))
    case CURLE_OPERATION_TIMEDOUT:
      var connectMicros: curl_off_t = 0
      visor_curl_getinfo_off(easy, CURLINFO_CONNECT_TIME_T, &connectMicros)
      return .failure(HTTPTransferError(connectMicros == 0 ? .connectTimeout : .totalTimeout, detail))
    case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_HTTP2_STREAM,
      CURLE_HTTP2:
      return .failure(HTTPTransferError(.truncated, detail))
    case CURLE_ABORTED_BY_CALLBACK, CURLE_WRITE_ERROR:
      return .failure(HTTPTransferError(.cancelled, detail))
    default:
      return .failure(HTTPTransferError(.other, detail))
    }
  }

  /// Returns false to stop the transfer.
  private func headerLine(_ line: String) -> Bool {
    if line.hasPrefix("HTTP/") {
      // A new response head (after `100 Continue`, a redirect or a retry): start over.
      let parts = line.split(separator: " ", maxSplits: 2)
      status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
      headers = []
      return true
    }
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty {
      let redirecting =
        request.followRedirects && (300..<400).contains(status)
        && headers.contains { $0.0.lowercased() == "location" }
      if status >= 200 && !redirecting {
        if let limit = request.maxBodyBytes, (200..<300).contains(status),
          let announced = headers.first(where: { $0.0.lowercased() == "content-length" }).flatMap({
            Int($0.1)
          }),
          announced > limit
        {
          // Refuse at once rather than after reading `limit` bytes of it.
          tooLarge = true
          return false
        }
        resolveHead()
      }
      return true
    }
    guard let colon = trimmed.firstIndex(of: ":") else { return true }
    let name = String(trimmed[..<colon]).trimmingCharacters(in: .whitespaces)
    let value = String(trimmed[trimmed.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
    headers.append((name, value))
    return true
  }

  /// Returns false to stop the transfer.
  private func received(_ data: Data) -> Bool {
    let now = ContinuousClock.now
    if firstBodyByte == nil { firstBodyByte = now }
    lastBodyByte = now
    resolveHead()
    bytesReceived += data.count
    if let limit = request.maxBodyBytes, bytesReceived > limit {
      tooLarge = true
      return false
    }
    guard deliver(data) else {
      consumerGone = true
      return false
    }
    return true
  }

  private func resolveHead() {
    guard let head = headContinuation else { return }
    headContinuation = nil
    head.resume(returning: Head(status: status, headers: headers))
  }
}

/// CPU seconds (user + system) used by the calling thread.
func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

extension Duration {
  fileprivate var seconds: Double {
    let (s, atto) = components
    return Double(s) + Double(atto) / 1e18
  }

  fileprivate var milliseconds: Int { Int((seconds * 1000).rounded()) }
}
