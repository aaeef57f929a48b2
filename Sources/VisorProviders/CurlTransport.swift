import CCurl
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one finished libcurl transfer cost, for metrics and tests.
public struct CurlTransferMetrics: Sendable, Equatable {
  /// Seconds from start to the end of the transfer.
  public var totalSeconds: Double
  /// Seconds until the first body byte, when one arrived.
  public var firstByteSeconds: Double?
  /// CPU seconds (user + system) the transfer's thread used, waiting included.
  public var cpuSeconds: Double
  public var bytesReceived: Int
  /// `nil` on success.
  public var error: HTTPTransportError?
}

/// An ``HTTPTransport`` over libcurl: one blocking thread per transfer that sleeps in
/// `curl_multi_poll` while nothing arrives (no CPU spent waiting), feeding an `AsyncThrowingStream`.
///
/// Cancellation (the body stream's consumer stops, or the task awaiting `send` is cancelled) sets a
/// flag and wakes the poll; the transfer aborts at once.
///
/// ```swift
/// let transport = CurlTransport()
/// let (status, _, body) = try await transport.send(HTTPClientRequest(url: url))
/// ```
public struct CurlTransport: HTTPTransport {
  let metricsObserver: (@Sendable (CurlTransferMetrics) -> Void)?

  public init() { metricsObserver = nil }

  /// - Parameter metrics: called on the transfer thread when each transfer ends.
  public init(metrics: @escaping @Sendable (CurlTransferMetrics) -> Void) { metricsObserver = metrics }

  public func send(_ request: HTTPClientRequest) async throws -> (
    status: Int, headers: [(String, String)], body: AsyncThrowingStream<Data, Error>
  ) {
    CurlGlobal.ensureInitialised()
    // Only the caller holds the stream: when it lets go (or stops iterating in a cancelled task),
    // the stream terminates and the transfer is cancelled.
    let (body, continuation) = AsyncThrowingStream.makeStream(of: Data.self, bufferingPolicy: .unbounded)
    let transfer = CurlTransfer(request: request, body: continuation, metrics: metricsObserver)
    let head = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<CurlTransfer.Head, Error>) in
        transfer.start(head: continuation)
      }
    } onCancel: {
      transfer.cancel()
    }
    return (head.status, head.headers, body)
  }
}

enum CurlGlobal {
  private static let initialised: Bool = {
    curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK
  }()

  static func ensureInitialised() { _ = initialised }
}

/// One transfer. Everything except `control` is touched only by the transfer's own thread.
final class CurlTransfer: @unchecked Sendable {
  struct Head: Sendable {
    var status: Int
    var headers: [(String, String)]
  }

  private struct Control {
    var cancelled = false
    /// The multi handle's bit pattern while it is alive, so `cancel` can wake its poll.
    var multi: UInt?
  }

  let request: HTTPClientRequest
  private let bodyContinuation: AsyncThrowingStream<Data, Error>.Continuation
  private let control = Mutex(Control())
  private let metricsObserver: (@Sendable (CurlTransferMetrics) -> Void)?

  // Transfer-thread state.
  private var headContinuation: CheckedContinuation<Head, Error>?
  private var status = 0
  private var headers: [(String, String)] = []
  private var headersComplete = false
  private var start = ContinuousClock.now
  private var firstBodyByte: ContinuousClock.Instant?
  private var lastBodyByte: ContinuousClock.Instant?
  private var bytesReceived = 0
  private var tooLarge = false
  private var consumerGone = false
  private var followsRedirects = false

  init(
    request: HTTPClientRequest, body: AsyncThrowingStream<Data, Error>.Continuation,
    metrics: (@Sendable (CurlTransferMetrics) -> Void)?
  ) {
    self.request = request
    self.bodyContinuation = body
    self.metricsObserver = metrics
  }

  func start(head: CheckedContinuation<Head, Error>) {
    headContinuation = head
    bodyContinuation.onTermination = { [weak self] termination in
      if case .cancelled = termination { self?.cancel() }
    }
    let thread = Thread { [self] in run() }
    thread.name = "visor.curl"
    thread.start()
  }

  /// Safe from any thread.
  func cancel() {
    control.withLock { state in
      state.cancelled = true
      if let bits = state.multi, let multi = UnsafeMutableRawPointer(bitPattern: bits) {
        curl_multi_wakeup(multi)
      }
    }
  }

  var isCancelled: Bool { control.withLock { $0.cancelled } }

  // MARK: transfer thread

  private func run() {
    let cpuStart = threadCPUSeconds()
    start = .now
    let outcome = perform()
    let end = ContinuousClock.now
    // Metrics first, so whoever sees the outcome also sees what the transfer cost.
    if let observer = metricsObserver {
      let failure: HTTPTransportError? =
        if case .failure(let error) = outcome { error } else { nil }
      observer(
        CurlTransferMetrics(
          totalSeconds: (end - start).seconds, firstByteSeconds: firstBodyByte.map { ($0 - start).seconds },
          cpuSeconds: threadCPUSeconds() - cpuStart, bytesReceived: bytesReceived, error: failure))
    }
    switch outcome {
    case .success:
      resolveHead()
      bodyContinuation.finish()
    case .failure(let error):
      if let head = headContinuation {
        headContinuation = nil
        head.resume(throwing: error)
      }
      bodyContinuation.finish(throwing: error)
    }
  }

  private func perform() -> Result<Void, HTTPTransportError> {
    guard let easy = curl_easy_init() else {
      return .failure(HTTPTransportError(.other, "curl_easy_init failed"))
    }
    guard let multi = curl_multi_init() else {
      curl_easy_cleanup(easy)
      return .failure(HTTPTransportError(.other, "curl_multi_init failed"))
    }
    let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
    errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    var headerList: UnsafeMutablePointer<curl_slist>?
    defer {
      control.withLock { $0.multi = nil }
      curl_multi_remove_handle(multi, easy)
      curl_easy_cleanup(easy)
      curl_multi_cleanup(multi)
      curl_slist_free_all(headerList)
      errorBuffer.deallocate()
    }

    let context = Unmanaged.passUnretained(self).toOpaque()
    visor_curl_setopt_string(easy, CURLOPT_URL, request.url.absoluteString)
    visor_curl_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
    visor_curl_setopt_long(easy, CURLOPT_NOPROGRESS, 0)
    visor_curl_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, max(1, request.timeouts.connect.milliseconds))
    visor_curl_setopt_long(easy, CURLOPT_TIMEOUT_MS, max(1, request.timeouts.total.milliseconds))
    visor_curl_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer)
    visor_curl_setopt_long(easy, CURLOPT_TCP_KEEPALIVE, 1)

    let method = request.method.uppercased()
    switch method {
    case "GET":
      visor_curl_setopt_long(easy, CURLOPT_HTTPGET, 1)
      // Downloads (e.g. a generated image's link) may redirect; credentials stay with the first host.
      visor_curl_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 1)
      visor_curl_setopt_long(easy, CURLOPT_MAXREDIRS, 5)
      followsRedirects = true
    case "HEAD":
      visor_curl_setopt_long(easy, CURLOPT_NOBODY, 1)
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
    // No `Expect: 100-continue` round trip for larger bodies.
    if !sawExpect { headerList = curl_slist_append(headerList, "Expect:") }
    visor_curl_setopt_slist(easy, CURLOPT_HTTPHEADER, headerList)

    visor_curl_setopt_pointer(easy, CURLOPT_HEADERDATA, context)
    visor_curl_setopt_header_function(easy) { buffer, size, count, context in
      let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
      let length = size * count
      guard let buffer else { return length }
      let line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: length), as: UTF8.self)
      return transfer.headerLine(line) ? length : 0
    }
    visor_curl_setopt_pointer(easy, CURLOPT_WRITEDATA, context)
    visor_curl_setopt_write_function(easy) { buffer, size, count, context in
      let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
      let length = size * count
      guard let buffer, length > 0 else { return length }
      return transfer.received(Data(bytes: buffer, count: length)) ? length : 0
    }
    visor_curl_setopt_pointer(easy, CURLOPT_XFERINFODATA, context)
    visor_curl_setopt_xferinfo_function(easy) { context, _, _, _, _ in
      let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
      return transfer.isCancelled ? 1 : 0
    }

    curl_multi_add_handle(multi, easy)
    control.withLock { $0.multi = UInt(bitPattern: multi) }

    var firstByteTimedOut = false
    var idleTimedOut = false
    var result: CURLcode?
    let firstByteLimit = request.timeouts.firstByte
    let idleLimit = request.timeouts.idle
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
      if firstBodyByte == nil {
        let remaining = firstByteLimit - (ContinuousClock.now - start)
        if remaining <= .zero {
          firstByteTimedOut = true
          break
        }
        waitMs = min(waitMs, max(1, remaining.milliseconds))
      } else if let last = lastBodyByte {
        let remaining = idleLimit - (ContinuousClock.now - last)
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
        HTTPTransportError(.tooLarge, "more than \(request.maxBodyBytes ?? 0) bytes in the response body"))
    }
    if isCancelled || consumerGone { return .failure(HTTPTransportError(.cancelled)) }
    if firstByteTimedOut {
      return .failure(
        HTTPTransportError(.firstByteTimeout, "no response within \(firstByteLimit.milliseconds) ms"))
    }
    if idleTimedOut {
      return .failure(
        HTTPTransportError(
          .idleTimeout, "nothing for \(idleLimit.milliseconds) ms in the middle of the answer"))
    }
    let code = result ?? CURLE_OK
    if code == CURLE_OK { return .success(()) }
    let detail =
      errorBuffer.pointee != 0 ? String(cString: errorBuffer) : String(cString: curl_easy_strerror(code))
    switch code {
    case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY,
      CURLE_SSL_CONNECT_ERROR,
      CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE:
      return .failure(HTTPTransportError(.connectFailed, detail))
    case CURLE_OPERATION_TIMEDOUT:
      var connectMicros: curl_off_t = 0
      visor_curl_getinfo_off(easy, CURLINFO_CONNECT_TIME_T, &connectMicros)
      return .failure(HTTPTransportError(connectMicros == 0 ? .connectTimeout : .totalTimeout, detail))
    case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_HTTP2_STREAM,
      CURLE_HTTP2:
      return .failure(HTTPTransportError(.truncated, detail))
    case CURLE_ABORTED_BY_CALLBACK, CURLE_WRITE_ERROR:
      return .failure(HTTPTransportError(.cancelled, detail))
    default:
      return .failure(HTTPTransportError(.other, detail))
    }
  }

  /// Returns false to stop the transfer.
  private func headerLine(_ line: String) -> Bool {
    if line.hasPrefix("HTTP/") {
      // A new response head (after `100 Continue` or on a retry): start over.
      let parts = line.split(separator: " ", maxSplits: 2)
      status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
      headers = []
      headersComplete = false
      return true
    }
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty {
      let redirecting =
        followsRedirects && (300..<400).contains(status)
        && headers.contains { $0.0.lowercased() == "location" }
      if status >= 200 && !redirecting {
        headersComplete = true
        if let limit = request.maxBodyBytes, (200..<300).contains(status),
          let announced = headers.value(for: "Content-Length").flatMap({ Int($0) }), announced > limit
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
    if case .terminated = bodyContinuation.yield(data) {
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
