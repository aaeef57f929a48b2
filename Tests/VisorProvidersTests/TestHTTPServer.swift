import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A request as the tiny test server saw it.
struct TestHTTPRequest: Sendable {
  var method: String
  var path: String
  var headers: [(String, String)]
  var body: Data
  func header(_ name: String) -> String? { headers.first { $0.0.lowercased() == name.lowercased() }?.1 }
}

/// One accepted connection; the handler writes the raw response.
final class TestConnection: Sendable {
  let fd: Int32
  init(fd: Int32) { self.fd = fd }

  /// Returns false once the peer has gone away.
  @discardableResult
  func write(_ data: Data) -> Bool {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        if n <= 0 { return false }
        offset += n
      }
      return true
    }
  }

  @discardableResult
  func write(_ text: String) -> Bool { write(Data(text.utf8)) }

  /// True when the peer closed its side (checked without blocking).
  var peerClosed: Bool {
    var byte: UInt8 = 0
    let n = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
    return n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
  }
}

/// A minimal HTTP/1.1 server on 127.0.0.1 over POSIX sockets, one thread per connection, so
/// CurlTransport is tested against real sockets. The handler writes the whole raw response and the
/// connection is closed when it returns.
final class TestHTTPServer: Sendable {
  let port: Int
  private let listenFD: Int32
  private final class Flag: Sendable { let value = Atomic<Bool>(false) }
  private let stopped = Flag()

  init(handler: @escaping @Sendable (TestHTTPRequest, TestConnection) -> Void) throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(.EIO) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      close(fd)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    port = Int(UInt16(bigEndian: address.sin_port))
    listenFD = fd
    let stopped = self.stopped
    Thread {
      while !stopped.value.load(ordering: .relaxed) {
        let client = accept(fd, nil, nil)
        if client < 0 {
          if stopped.value.load(ordering: .relaxed) { break }
          continue
        }
        Thread {
          defer { close(client) }
          guard let request = Self.readRequest(client) else { return }
          handler(request, TestConnection(fd: client))
        }.start()
      }
    }.start()
  }

  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/v1/")! }

  func stop() {
    stopped.value.store(true, ordering: .relaxed)
    shutdown(listenFD, Int32(SHUT_RDWR))
    close(listenFD)
  }

  private static func readRequest(_ fd: Int32) -> TestHTTPRequest? {
    var buffer = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 65536)
    var headEnd: Int?
    while headEnd == nil {
      let n = recv(fd, &chunk, chunk.count, 0)
      if n <= 0 { return nil }
      buffer.append(contentsOf: chunk[0..<n])
      if let range = buffer.firstRange(of: [13, 10, 13, 10]) { headEnd = range.upperBound }
    }
    let head = String(decoding: buffer[0..<headEnd!], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
    let requestLine = lines.removeFirst().split(separator: " ")
    let headers: [(String, String)] = lines.compactMap { line in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (
        String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
      )
    }
    let length = Int(headers.first { $0.0.lowercased() == "content-length" }?.1 ?? "0") ?? 0
    var body = Array(buffer[headEnd!...])
    while body.count < length {
      let n = recv(fd, &chunk, chunk.count, 0)
      if n <= 0 { break }
      body.append(contentsOf: chunk[0..<n])
    }
    return TestHTTPRequest(
      method: String(requestLine[0]), path: requestLine.count > 1 ? String(requestLine[1]) : "/",
      headers: headers,
      body: Data(body))
  }
}
