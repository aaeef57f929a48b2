#if canImport(Glibc)
  import CCurl
  import Foundation
  import Glibc
  import Synchronization
  import VisorKitCore

  /// What one read of a ``LiveByteStream`` gave.
  enum LiveRead {
    case data(Int)
    /// The other side ended the connection.
    case end
    /// Nothing arrived within the read timeout.
    case timedOut
    case failed
  }

  /// The connection a WebSocket of ``TCPLiveTransport`` runs over: a plain TCP socket (`ws://`) or
  /// libcurl's TLS connection (`wss://`). One thread reads while others write (writes are serialised
  /// by the socket); ``shutdown()`` wakes a blocked reader; ``close()`` is called once, by the reader.
  protocol LiveByteStream: Sendable {
    /// Writes every byte; false when the connection is gone.
    func write(_ bytes: [UInt8]) -> Bool
    /// Blocks until bytes arrive (at most `buffer.count`), the connection ends or the read timeout passes.
    func read(into buffer: inout [UInt8]) -> LiveRead
    /// How long a read may wait (nil: for ever).
    func setReadTimeout(_ seconds: TimeInterval?)
    func shutdown()
    func close()
  }

  /// A TCP socket (`ws://`).
  final class TCPByteStream: LiveByteStream {
    let fd: Int32
    init(fd: Int32) { self.fd = fd }

    func write(_ bytes: [UInt8]) -> Bool {
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeBytes { raw in
          Glibc.send(fd, raw.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
        }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }

    func read(into buffer: inout [UInt8]) -> LiveRead {
      while true {
        let count = recv(fd, &buffer, buffer.count, 0)
        if count > 0 { return .data(count) }
        if count == 0 { return .end }
        if errno == EINTR { continue }
        return errno == EAGAIN || errno == EWOULDBLOCK ? .timedOut : .failed
      }
    }

    func setReadTimeout(_ seconds: TimeInterval?) {
      let seconds = seconds ?? 0
      var value = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
      _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    func shutdown() { _ = Glibc.shutdown(fd, Int32(SHUT_RDWR)) }
    func close() { _ = Glibc.close(fd) }
  }

  /// A TLS connection made by libcurl (`CURLOPT_CONNECT_ONLY`) for `wss://`: libcurl checks the server's
  /// certificate against the system's CA store (or the file in `CURL_CA_BUNDLE`), then
  /// `curl_easy_send` / `curl_easy_recv` carry the WebSocket's bytes. libcurl's handle is used by one
  /// thread at a time (a lock around each call); waiting happens in `poll` outside the lock, so a
  /// blocked reader never holds up a writer.
  final class CurlTLSByteStream: LiveByteStream, @unchecked Sendable {
    /// The handle; touched only under `lock` (and freed by ``close()``).
    private let easy: UnsafeMutableRawPointer
    private let socket: Int32
    private let lock = Mutex(())
    private let timeout = Mutex<TimeInterval?>(nil)
    private let stopped = Atomic(false)

    /// Connects to `host:port` and does the TLS handshake; throws the client's errors with a sentence.
    init(host: String, port: Int, server: String, timeout: TimeInterval) throws {
      guard let easy = curl_easy_init() else {
        throw VisorClientError(.cannotConnect, "libcurl could not start a connection to \(server).")
      }
      var keep = false
      defer { if !keep { curl_easy_cleanup(easy) } }
      let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
      errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
      defer {
        // The handle outlives this buffer (it carries the WebSocket): it must not write into it later.
        visor_curl_setopt_pointer(easy, CURLOPT_ERRORBUFFER, nil)
        errorBuffer.deallocate()
      }
      let literal = host.contains(":") ? "[\(host)]" : host
      visor_curl_setopt_string(easy, CURLOPT_URL, "https://\(literal):\(port)/")
      visor_curl_setopt_long(easy, CURLOPT_CONNECT_ONLY, 1)
      visor_curl_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
      // The upgrade is HTTP/1.1: offer only that in ALPN.
      visor_curl_setopt_long(easy, CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_1_1)
      visor_curl_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, max(1, Int(min(timeout, 10) * 1000)))
      visor_curl_setopt_long(easy, CURLOPT_TCP_NODELAY, 1)
      visor_curl_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer)
      if let bundle = ProcessInfo.processInfo.environment["CURL_CA_BUNDLE"], !bundle.isEmpty {
        visor_curl_setopt_string(easy, CURLOPT_CAINFO, bundle)
      }
      let result = curl_easy_perform(easy)
      guard result == CURLE_OK else {
        throw Self.error(result, detail: String(cString: errorBuffer), server: server)
      }
      var socket: curl_socket_t = -1
      guard visor_curl_getinfo_socket(easy, CURLINFO_ACTIVESOCKET, &socket) == CURLE_OK, socket >= 0 else {
        throw VisorClientError(
          .connectionLost, "The connection to the Visor server at \(server) was lost; try again.")
      }
      self.easy = easy
      self.socket = socket
      keep = true
    }

    static func error(_ code: CURLcode, detail: String, server: String) -> VisorClientError {
      switch code {
      case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM:
        return VisorClientError(
          .cannotConnect,
          "The TLS certificate of the Visor server at \(server) is not trusted (\(detail)). Install its CA in "
            + "the system's store, or set CURL_CA_BUNDLE to a file with the certificate that signed it.")
      case CURLE_OPERATION_TIMEDOUT:
        return VisorClientError(
          .timedOut, "The Visor server at \(server) did not answer in time; try again, or check the server.")
      case CURLE_SSL_CONNECT_ERROR:
        return VisorClientError(
          .cannotConnect,
          "The TLS handshake with the Visor server at \(server) failed (\(detail)); check that it serves https."
        )
      default:
        return VisorClientError(
          .cannotConnect,
          "Cannot connect to the Visor server at \(server); check the URL and that the server is running.")
      }
    }

    /// Waits until the socket is readable (or writable), at most `milliseconds` (-1: for ever).
    private func wait(for events: Int16, milliseconds: Int32) -> Bool {
      var entry = pollfd(fd: socket, events: events, revents: 0)
      while true {
        let ready = poll(&entry, 1, milliseconds)
        if ready < 0, errno == EINTR { continue }
        return ready > 0
      }
    }

    func write(_ bytes: [UInt8]) -> Bool {
      var offset = 0
      while offset < bytes.count {
        guard !stopped.load(ordering: .acquiring) else { return false }
        var sent = 0
        let result = lock.withLock { _ in
          bytes.withUnsafeBytes { raw in
            curl_easy_send(easy, raw.baseAddress! + offset, bytes.count - offset, &sent)
          }
        }
        switch result {
        case CURLE_OK: offset += sent
        case CURLE_AGAIN: _ = wait(for: Int16(POLLOUT), milliseconds: 1000)
        default: return false
        }
      }
      return true
    }

    func read(into buffer: inout [UInt8]) -> LiveRead {
      let deadline = timeout.withLock { $0 }.map { Date().addingTimeInterval($0) }
      while true {
        guard !stopped.load(ordering: .acquiring) else { return .end }
        var received = 0
        let count = buffer.count
        let result = lock.withLock { _ in
          buffer.withUnsafeMutableBytes { raw in curl_easy_recv(easy, raw.baseAddress!, count, &received) }
        }
        switch result {
        case CURLE_OK: return received > 0 ? .data(received) : .end
        case CURLE_AGAIN:
          // Nothing decrypted is waiting inside libcurl: the socket must become readable first.
          var milliseconds: Int32 = -1
          if let deadline {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return .timedOut }
            milliseconds = Int32(min(left * 1000, 60_000).rounded(.up))
          }
          _ = wait(for: Int16(POLLIN), milliseconds: milliseconds)
        default: return .failed
        }
      }
    }

    func setReadTimeout(_ seconds: TimeInterval?) {
      timeout.withLock { $0 = seconds.flatMap { $0 > 0 ? $0 : nil } }
    }

    func shutdown() {
      stopped.store(true, ordering: .releasing)
      // Wakes a reader or writer waiting in poll; libcurl closes the socket at cleanup.
      _ = Glibc.shutdown(socket, Int32(SHUT_RDWR))
    }

    func close() {
      lock.withLock { _ in curl_easy_cleanup(easy) }
    }
  }
#endif
