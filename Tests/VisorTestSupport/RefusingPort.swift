import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A loopback TCP port that refuses connections for as long as it is held: bound, so neither the
/// kernel nor a test running beside this one can hand it out, but not listening. (A port probed free
/// and released could be taken before the connection that should be refused is tried.)
public final class RefusingPort: @unchecked Sendable {
  public let port: Int
  private var fd: Int32

  public init() throws {
    (fd, port) = try loopbackSocket(listening: false)
  }

  /// Lets the port go (also on deinit); call it after the refused connection, to keep the port held.
  public func close() {
    if fd >= 0 { Glibc.close(fd) }
    fd = -1
  }

  deinit { close() }
}

/// A loopback TCP port that accepts connections (the kernel completes them from the listen backlog)
/// and never answers a byte: a service that froze.
public final class SilentPort: @unchecked Sendable {
  public let port: Int
  private var fd: Int32

  public init() throws {
    (fd, port) = try loopbackSocket(listening: true)
  }

  public func close() {
    if fd >= 0 { Glibc.close(fd) }
    fd = -1
  }

  deinit { close() }
}

/// A TCP socket bound to a loopback port the kernel picks, listening or not: its descriptor and port.
private func loopbackSocket(listening: Bool) throws -> (Int32, Int) {
  let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard fd >= 0 else { throw PostgresTestError("socket() failed (errno \(errno))") }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  var length = socklen_t(MemoryLayout<sockaddr_in>.size)
  let bound = withUnsafeMutablePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 && (!listening || listen(fd, 64) == 0)
    }
  }
  guard bound else {
    Glibc.close(fd)
    throw PostgresTestError("could not bind a loopback port (errno \(errno))")
  }
  return (fd, Int(UInt16(bigEndian: address.sin_port)))
}
