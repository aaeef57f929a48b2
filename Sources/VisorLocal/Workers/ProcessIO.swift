import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a pipe on its own thread and hands out complete lines, in order.
enum PipeLines {
  /// The stream ends when the pipe reaches end of file (the writer closed it or died).
  static func lines(from handle: FileHandle, name: String) -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
    let fd = handle.fileDescriptor
    let thread = Thread {
      // The handle is captured so its descriptor stays open while this thread reads.
      withExtendedLifetime(handle) {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
          if count < 0 && errno == EINTR { continue }
          if count <= 0 { break }
          var start = 0
          for index in 0..<count where buffer[index] == 0x0A {
            pending.append(contentsOf: buffer[start..<index])
            continuation.yield(String(decoding: pending, as: UTF8.self))
            pending.removeAll(keepingCapacity: true)
            start = index + 1
          }
          pending.append(contentsOf: buffer[start..<count])
        }
        if !pending.isEmpty { continuation.yield(String(decoding: pending, as: UTF8.self)) }
        continuation.finish()
      }
    }
    thread.name = "visor.worker.\(name)"
    thread.start()
    return stream
  }
}

/// Facts about a running child process, read from `/proc`.
public enum ProcessStatus {
  /// Resident memory (VmRSS) of a process in bytes, or nil when it is not running.
  public static func residentMemoryBytes(pid: Int32) -> Int? {
    guard pid > 0, let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes * 1024 }
    }
    return nil
  }

  /// Whether a process with this id exists (and is not a zombie).
  public static func isAlive(pid: Int32) -> Bool {
    guard pid > 0, kill(pid, 0) == 0 else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    let state = stat[stat.index(after: close)...].split(separator: " ").first
    return state != "Z" && state != "X"
  }
}

/// Tiny blocking HTTP/1.1 client for loopback health checks (no URLSession, no proxies).
public enum LoopbackHTTP {
  /// The status code of `GET path` on `127.0.0.1:port`, or nil when nothing answers in time.
  public static func getStatus(port: Int, path: String, timeoutSeconds: Int = 2) -> Int? {
    guard let response = get(port: port, path: path, timeoutSeconds: timeoutSeconds) else { return nil }
    return response.status
  }

  /// `GET path` on `127.0.0.1:port`: the status code and body, or nil when nothing answers in time.
  public static func get(port: Int, path: String, timeoutSeconds: Int = 2) -> (status: Int, body: Data)? {
    request("GET", port: port, path: path, timeoutSeconds: timeoutSeconds)
  }

  /// One HTTP/1.1 request with `Connection: close` to `127.0.0.1:port`; a JSON body when given.
  /// Returns the status and the raw body (not de-chunked), or nil when nothing answers in time.
  public static func request(
    _ method: String, port: Int, path: String, json body: Data? = nil, timeoutSeconds: Int = 2
  ) -> (status: Int, body: Data)? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return nil }
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\nAccept: */*\r\n"
    if let body { head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n" }
    let request = Array((head + "\r\n").utf8) + Array(body ?? Data())
    let sent = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    guard sent == request.count else { return nil }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16384)
    while received.count < 4_000_000 {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      received.append(contentsOf: buffer[0..<count])
    }
    // "HTTP/1.1 200 OK"
    guard let lineEnd = received.firstIndex(of: 0x0D) else { return nil }
    let statusLine = String(decoding: received[0..<lineEnd], as: UTF8.self).split(separator: " ")
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
    let separator: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]
    var bodyStart = received.count
    if received.count >= 4 {
      for index in 0...(received.count - 4) where Array(received[index..<index + 4]) == separator {
        bodyStart = index + 4
        break
      }
    }
    return (status, Data(received[bodyStart...]))
  }

  /// A TCP port on 127.0.0.1 that was free a moment ago.
  public static func freePort() -> Int? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else { return nil }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard named == 0 else { return nil }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
