import Foundation
import VisorProviders

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

  /// One HTTP request to `127.0.0.1:port` through libcurl (VisorCurl's `HTTPTransfer`, the wrapper the
  /// providers and S3 use); a JSON body when given. Returns the status and the body (de-chunked), or
  /// nil when nothing answers: `timeoutSeconds` bounds the connection and every silence.
  public static func request(
    _ method: String, port: Int, path: String, json body: Data? = nil, timeoutSeconds: Int = 2
  ) -> (status: Int, body: Data)? {
    var headers = [("Accept", "*/*")]
    if body != nil { headers.append(("Content-Type", "application/json")) }
    let silence = Duration.seconds(max(timeoutSeconds, 1))
    let request = HTTPTransfer.Request(
      method: method, url: "http://127.0.0.1:\(port)\(path)", headers: headers,
      body: method == "GET" || method == "HEAD" ? nil : body ?? Data(), connectTimeout: silence,
      firstByteTimeout: silence, idleTimeout: silence, totalTimeout: .seconds(86_400),
      maxBodyBytes: 4_000_000)
    guard case .success(let response) = HTTPTransfer.perform(request) else { return nil }
    return (response.status, response.body)
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
