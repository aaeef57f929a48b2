import Foundation
import Synchronization
import Testing
import VisorCore
import VisorHTTP

#if canImport(Glibc)
  import Glibc
#endif

/// A parsed HTTP response read off a raw socket.
struct RawResponse {
  var status: Int
  var headers: [(String, String)]
  var body: Data
  var text: String { String(decoding: body, as: UTF8.self) }
  func header(_ name: String) -> String? {
    headers.first { $0.0.lowercased() == name.lowercased() }?.1
  }
  /// The decoded JSON body as a dictionary.
  var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] }
  var errorCode: String? { (json?["error"] as? [String: Any])?["code"] as? String }
  var errorMessage: String? { (json?["error"] as? [String: Any])?["message"] as? String }
}

enum RawClientError: Error { case connectFailed(Int32), timeout, closed, malformed(String) }

/// A deliberately simple blocking HTTP/1.1 client over a raw socket, for abusive tests.
final class RawClient: @unchecked Sendable {
  let fd: Int32
  private var buffer: [UInt8] = []

  /// - Parameter from: a loopback source address (e.g. `127.0.0.2`), to act as another client.
  init(port: Int, from source: String? = nil) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    if let source {
      var local = sockaddr_in()
      local.sin_family = sa_family_t(AF_INET)
      local.sin_addr.s_addr = inet_addr(source)
      let bound = withUnsafePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      if bound != 0 { throw RawClientError.connectFailed(errno) }
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    if result != 0 {
      // No close here: the instance is fully initialised, so deinit closes the socket (closing it
      // twice could close a descriptor another test's server just got).
      throw RawClientError.connectFailed(errno)
    }
    var one: Int32 = 1
    setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
  }

  deinit { close(fd) }

  func send(_ text: String) throws { try send(Array(text.utf8)) }

  func send(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let n = bytes[offset...].withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if n <= 0 { throw RawClientError.closed }
      offset += n
    }
  }

  /// Closes the connection abruptly (RST) so the server sees a reset.
  func reset() {
    var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
    setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
    Glibc.shutdown(fd, Int32(SHUT_RDWR))
  }

  /// Reads more bytes into the buffer; false on EOF. Throws on timeout.
  private func fill(deadline: Date) throws -> Bool {
    let remaining = deadline.timeIntervalSinceNow
    guard remaining > 0 else { throw RawClientError.timeout }
    var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32(remaining * 1000) + 1)
    if ready == 0 { throw RawClientError.timeout }
    var chunk = [UInt8](repeating: 0, count: 65536)
    let n = recv(fd, &chunk, chunk.count, 0)
    if n <= 0 { return false }
    buffer.append(contentsOf: chunk[0..<n])
    return true
  }

  private func readLine(deadline: Date) throws -> String {
    while true {
      if let index = buffer.firstIndex(of: 0x0A) {
        var line = Array(buffer[0..<index])
        buffer.removeFirst(index + 1)
        if line.last == 0x0D { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
      }
      guard try fill(deadline: deadline) else { throw RawClientError.closed }
    }
  }

  private func readBytes(_ count: Int, deadline: Date) throws -> [UInt8] {
    while buffer.count < count {
      guard try fill(deadline: deadline) else { throw RawClientError.closed }
    }
    let bytes = Array(buffer[0..<count])
    buffer.removeFirst(count)
    return bytes
  }

  /// Reads the status line and headers (skipping `100 Continue` only when `skipInterim`).
  func readHead(timeout: TimeInterval = 5, skipInterim: Bool = true) throws -> (Int, [(String, String)]) {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let statusLine = try readLine(deadline: deadline)
      let parts = statusLine.split(separator: " ")
      guard parts.count >= 2, let status = Int(parts[1]) else { throw RawClientError.malformed(statusLine) }
      var headers: [(String, String)] = []
      while true {
        let line = try readLine(deadline: deadline)
        if line.isEmpty { break }
        if let colon = line.firstIndex(of: ":") {
          headers.append(
            (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
      }
      if status == 100 && skipInterim { continue }
      return (status, headers)
    }
  }

  /// Reads one chunk of a chunked body; nil at the terminating chunk.
  func readChunk(timeout: TimeInterval = 5) throws -> Data? {
    let deadline = Date().addingTimeInterval(timeout)
    let sizeLine = try readLine(deadline: deadline)
    guard let size = Int(sizeLine.split(separator: ";")[0], radix: 16) else {
      throw RawClientError.malformed(sizeLine)
    }
    if size == 0 {
      _ = try readLine(deadline: deadline)
      return nil
    }
    let bytes = try readBytes(size, deadline: deadline)
    _ = try readLine(deadline: deadline)
    return Data(bytes)
  }

  /// Reads a whole response.
  func readResponse(timeout: TimeInterval = 5, method: String = "GET") throws -> RawResponse {
    let (status, headers) = try readHead(timeout: timeout)
    let deadline = Date().addingTimeInterval(timeout)
    func header(_ name: String) -> String? { headers.first { $0.0.lowercased() == name }?.1 }
    var body = Data()
    if method == "HEAD" || status == 204 || status == 304 {
      // no body
    } else if header("transfer-encoding")?.lowercased() == "chunked" {
      while let chunk = try readChunk(timeout: deadline.timeIntervalSinceNow) { body.append(chunk) }
    } else if let length = header("content-length").flatMap(Int.init) {
      body = Data(try readBytes(length, deadline: deadline))
    } else {
      while try fill(deadline: deadline) {}
      body = Data(buffer)
      buffer.removeAll()
    }
    return RawResponse(status: status, headers: headers, body: body)
  }

  /// Waits until the server closes the connection; returns false if it stays open past `timeout`.
  func waitForClose(timeout: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    do {
      while try fill(deadline: deadline) { buffer.removeAll() }
      return true
    } catch RawClientError.timeout {
      return false
    } catch {
      return true
    }
  }

  /// One request on a fresh connection.
  static func request(
    port: Int, _ method: String, _ path: String, headers: [String: String] = [:], body: Data = Data(),
    timeout: TimeInterval = 10
  ) throws -> RawResponse {
    let client = try RawClient(port: port)
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if !body.isEmpty || method == "POST" || method == "PUT" || method == "PATCH" {
      head += "Content-Length: \(body.count)\r\n"
    }
    head += "\r\n"
    try client.send(Array(head.utf8) + [UInt8](body))
    return try client.readResponse(timeout: timeout, method: method)
  }
}

/// Starts a server on an ephemeral port, runs `body`, and shuts it down.
func withServer<T>(
  configure: (inout HTTPServerConfiguration) -> Void = { _ in },
  middleware: [any HTTPMiddleware] = [],
  logger: Logger = .silent,
  metrics: Metrics? = nil,
  handler: @escaping HTTPHandler,
  _ body: (HTTPServer) async throws -> T
) async throws -> T {
  var configuration = HTTPServerConfiguration()
  configuration.port = 0
  configuration.shutdownGracePeriod = .seconds(2)
  configure(&configuration)
  let server = HTTPServer(
    configuration: configuration, handler: handler, middleware: middleware, logger: logger, metrics: metrics)
  try server.start()
  do {
    let result = try await body(server)
    await server.shutdown()
    return result
  } catch {
    await server.shutdown()
    throw error
  }
}

/// Runs blocking socket work off the cooperative pool.
func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread {
      continuation.resume(with: Result { try work() })
    }
  }
}

/// A flag tests flip from handlers and read afterwards.
final class Flag: Sendable {
  private let value = Mutex(false)
  init() {}
  func set() { value.withLock { $0 = true } }
  var isSet: Bool { value.withLock { $0 } }

  /// Polls until set or the timeout elapses.
  func wait(timeout: Duration) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if isSet { return true }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return isSet
  }
}

/// Counts events across tasks.
final class Counter: Sendable {
  private let value = Mutex(0)
  init() {}
  func increment() { value.withLock { $0 += 1 } }
  var count: Int { value.withLock { $0 } }
}
