import Foundation
import Synchronization
import Testing
import VisorCore
import VisorHTTP

#if canImport(Glibc)
  import Glibc
#endif

/// A frame read off the wire by the raw client.
struct RawFrame: Equatable {
  var fin: Bool
  var opcode: UInt8
  var payload: [UInt8]
  var text: String { String(decoding: payload, as: UTF8.self) }
  /// A close frame's code (nil when it carried none).
  var closeCode: UInt16? { payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : nil }
  var closeReason: String { String(decoding: payload.dropFirst(2), as: UTF8.self) }
}

/// A WebSocket client over a raw socket, which can also break every rule on purpose.
final class RawWebSocket: @unchecked Sendable {
  let client: RawClient
  var leftover: [UInt8] = []

  /// Connects and upgrades; throws unless the answer is 101 with the right accept key. `extra` is
  /// sent right behind the upgrade request, in the same write.
  init(port: Int, path: String = "/ws", headers: [String: String] = [:], extra: [UInt8] = []) throws {
    client = try RawClient(port: port)
    let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
    var head =
      "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    try client.send(Array((head + "\r\n").utf8) + extra)
    // The head is read here, not by RawClient, so frames right behind it stay in `leftover`.
    let deadline = Date().addingTimeInterval(5)
    var end: Int?
    while end == nil {
      try fill(deadline: deadline)
      end = leftover.indices.dropLast(3).first {
        leftover[$0] == 13 && leftover[$0 + 1] == 10 && leftover[$0 + 2] == 13 && leftover[$0 + 3] == 10
      }
    }
    let text = String(decoding: leftover[..<end!], as: UTF8.self)
    leftover.removeFirst(end! + 4)
    let lines = text.components(separatedBy: "\r\n")
    let status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
    guard status == 101 else { throw RawClientError.malformed(lines.first ?? "") }
    let accept = lines.first { $0.lowercased().hasPrefix("sec-websocket-accept:") }?
      .split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
    guard accept == Self.expectedAccept(key) else {
      throw RawClientError.malformed("accept \(accept ?? "-")")
    }
  }

  private func fill(deadline: Date) throws {
    let remaining = deadline.timeIntervalSinceNow
    guard remaining > 0 else { throw RawClientError.timeout }
    var descriptor = pollfd(fd: client.fd, events: Int16(POLLIN), revents: 0)
    if poll(&descriptor, 1, Int32(remaining * 1000) + 1) == 0 { throw RawClientError.timeout }
    var chunk = [UInt8](repeating: 0, count: 65536)
    let n = recv(client.fd, &chunk, chunk.count, 0)
    if n <= 0 { throw RawClientError.closed }
    leftover += chunk[0..<n]
  }

  /// RFC 6455's accept value, computed here independently (SHA-1 by `openssl`'s command line would be
  /// a process per test; this is a short SHA-1 in Swift).
  static func expectedAccept(_ key: String) -> String {
    Data(SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8))).base64EncodedString()
  }

  /// A client frame: masked unless `masked` is false.
  static func frame(
    opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true, rsv: UInt8 = 0
  ) -> [UInt8] {
    var out: [UInt8] = [(fin ? 0x80 : 0) | rsv | opcode]
    let maskBit: UInt8 = masked ? 0x80 : 0
    if payload.count < 126 {
      out.append(maskBit | UInt8(payload.count))
    } else if payload.count <= 0xFFFF {
      out.append(maskBit | 126)
      out += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    } else {
      out.append(maskBit | 127)
      for shift in stride(from: 56, through: 0, by: -8) { out.append(UInt8((payload.count >> shift) & 0xFF)) }
    }
    guard masked else { return out + payload }
    let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
    out += mask
    out += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    return out
  }

  func send(opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true, rsv: UInt8 = 0) throws {
    try client.send(Self.frame(opcode: opcode, payload, fin: fin, masked: masked, rsv: rsv))
  }

  func sendText(_ text: String) throws { try send(opcode: 1, Array(text.utf8)) }

  /// Reads one frame (pings included).
  func read(timeout: TimeInterval = 5) throws -> RawFrame {
    let deadline = Date().addingTimeInterval(timeout)
    func need(_ count: Int) throws {
      while leftover.count < count { try fill(deadline: deadline) }
    }
    try need(2)
    var length = Int(leftover[1] & 0x7F)
    var at = 2
    if length == 126 {
      try need(4)
      length = Int(leftover[2]) << 8 | Int(leftover[3])
      at = 4
    } else if length == 127 {
      try need(10)
      length = (2..<10).reduce(0) { $0 << 8 | Int(leftover[$1]) }
      at = 10
    }
    #expect(leftover[1] & 0x80 == 0, "server frames are never masked")
    try need(at + length)
    let frame = RawFrame(
      fin: leftover[0] & 0x80 != 0, opcode: leftover[0] & 0x0F, payload: Array(leftover[at..<(at + length)]))
    leftover.removeFirst(at + length)
    return frame
  }

  /// Reads frames until one that is not a ping.
  func readMessage(timeout: TimeInterval = 5) throws -> RawFrame {
    while true {
      let frame = try read(timeout: timeout)
      if frame.opcode != 9 { return frame }
    }
  }
}

/// SHA-1 (FIPS 180-4), only to check the server's accept key independently.
enum SHA1 {
  static func digest(_ message: [UInt8]) -> [UInt8] {
    var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
    var bytes = message + [0x80]
    while bytes.count % 64 != 56 { bytes.append(0) }
    let bits = UInt64(message.count) * 8
    for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8((bits >> UInt64(shift)) & 0xFF)) }
    func rotl(_ x: UInt32, _ n: UInt32) -> UInt32 { x << n | x >> (32 - n) }
    for chunk in stride(from: 0, to: bytes.count, by: 64) {
      var w = (0..<16).map { i -> UInt32 in
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[chunk + i * 4 + $1]) }
      }
      for i in 16..<80 { w.append(rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1)) }
      var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
      for i in 0..<80 {
        let (f, k): (UInt32, UInt32) =
          i < 20
          ? ((b & c) | (~b & d), 0x5A82_7999)
          : i < 40
            ? (b ^ c ^ d, 0x6ED9_EBA1)
            : i < 60 ? ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC) : (b ^ c ^ d, 0xCA62_C1D6)
        let temp = rotl(a, 5) &+ f &+ e &+ k &+ w[i]
        (e, d, c, b, a) = (d, c, rotl(b, 30), a, temp)
      }
      h = [h[0] &+ a, h[1] &+ b, h[2] &+ c, h[3] &+ d, h[4] &+ e]
    }
    return h.flatMap { word in (0..<4).map { UInt8((word >> UInt32(24 - 8 * $0)) & 0xFF) } }
  }
}

/// What the echo route saw, for the tests to read.
final class EchoLog: Sendable {
  let events = Mutex<[String]>([])
  let ended = Flag()
  let waiting = Flag()
  func add(_ event: String) { events.withLock { $0.append(event) } }
  var all: [String] { events.withLock { $0 } }
}

/// An echo route registered by the tests (no diagnostic endpoint ships).
func echoRouter(
  log: EchoLog, limits: WebSocketLimits = WebSocketLimits(maxTextBytes: 1024, maxBinaryBytes: 4096)
)
  -> Router
{
  let router = Router()
  router.get("/hello") { _ in try .json(["message": "hi"]) }
  router.get("/ws") { request in
    try HTTPResponse.webSocket(for: request, limits: limits) { socket in
      defer { log.ended.set() }
      for await inbound in socket.inbound {
        switch inbound {
        case .message(.text("close-me")):
          socket.close(code: 4000, reason: "asked to close")
        case .message(.text("wait")):
          log.waiting.set()
          try? await Task.sleep(for: .seconds(30))
        case .message(let message):
          try? await socket.send(message)
        case .oversized(let binary, let bytes):
          log.add("oversized \(binary ? "binary" : "text") \(bytes)")
          try? await socket.send(.text("too big: \(bytes)"))
        }
      }
      if let close = socket.clientClose { log.add("client closed \(close.code) \(close.reason)") }
    }
  }
  return router
}

@Suite(.serialized) struct WebSocketTests {
  func withEcho<T>(
    limits: WebSocketLimits = WebSocketLimits(maxTextBytes: 1024, maxBinaryBytes: 4096),
    _ body: (Int, EchoLog) async throws -> T
  ) async throws -> T {
    let log = EchoLog()
    let router = echoRouter(log: log, limits: limits)
    return try await withServer(handler: router.handle) { server in try await body(server.port, log) }
  }

  @Test func acceptsTheHandshakeWithRFC6455sAcceptKey() throws {
    // RFC 6455 section 1.3's example.
    #expect(RawWebSocket.expectedAccept("dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
  }

  @Test func echoesTextBinaryAndFragmentedMessagesAndAnswersPings() async throws {
    try await withEcho { port, _ in
      try await blocking {
        let socket = try RawWebSocket(port: port)
        try socket.sendText("héllo")
        #expect(try socket.readMessage() == RawFrame(fin: true, opcode: 1, payload: Array("héllo".utf8)))
        try socket.send(opcode: 2, [0, 1, 2, 255])
        #expect(try socket.readMessage().payload == [0, 1, 2, 255])
        // Fragmented, with a ping between the fragments.
        try socket.send(opcode: 1, Array("frag".utf8), fin: false)
        try socket.send(opcode: 9, Array("are you there".utf8))
        try socket.send(opcode: 0, Array("ment".utf8), fin: false)
        try socket.send(opcode: 0, Array("ed".utf8))
        let pong = try socket.read()
        #expect(pong.opcode == 10 && pong.text == "are you there")
        #expect(try socket.readMessage().text == "fragmented")
        // A character split between two fragments is still valid UTF-8.
        let bytes = Array("é".utf8)
        try socket.send(opcode: 1, [bytes[0]], fin: false)
        try socket.send(opcode: 0, [bytes[1]])
        #expect(try socket.readMessage().text == "é")
      }
    }
  }

  @Test func closeHandshakeEchoesTheCodeAndEndsTheHandler() async throws {
    try await withEcho { port, log in
      try await blocking {
        let socket = try RawWebSocket(port: port)
        try socket.send(opcode: 8, [0x03, 0xE8] + Array("bye".utf8))
        let close = try socket.readMessage()
        #expect(close.opcode == 8 && close.closeCode == 1000)
        #expect(socket.client.waitForClose(timeout: 5))
      }
      #expect(await log.ended.wait(timeout: .seconds(10)))
      #expect(log.all.contains("client closed 1000 bye"))
    }
  }

  @Test func aCloseWithoutACodeIsAnsweredWithout() async throws {
    try await withEcho { port, log in
      try await blocking {
        let socket = try RawWebSocket(port: port)
        try socket.send(opcode: 8, [])
        let close = try socket.readMessage()
        #expect(close.opcode == 8 && close.payload.isEmpty)
      }
      #expect(await log.ended.wait(timeout: .seconds(10)))
      #expect(log.all.contains("client closed 1005 "))
    }
  }

  @Test func theServerClosesWithItsCodeAndReason() async throws {
    try await withEcho { port, _ in
      try await blocking {
        let socket = try RawWebSocket(port: port)
        try socket.sendText("close-me")
        let close = try socket.readMessage()
        #expect(close.opcode == 8 && close.closeCode == 4000 && close.closeReason == "asked to close")
        #expect(socket.client.waitForClose(timeout: 5))
      }
    }
  }

  /// Frames that break one rule each, and the close code each must get.
  static let violations: [String: ([UInt8], UInt16)] = [
    "unmasked": (RawWebSocket.frame(opcode: 1, Array("hi".utf8), masked: false), 1002),
    "rsv bit": (RawWebSocket.frame(opcode: 1, Array("hi".utf8), rsv: 0x40), 1002),
    "unknown opcode": (RawWebSocket.frame(opcode: 3, []), 1002),
    "fragmented ping": (RawWebSocket.frame(opcode: 9, [], fin: false), 1002),
    "long ping": (RawWebSocket.frame(opcode: 9, [UInt8](repeating: 1, count: 126)), 1002),
    "stray continuation": (RawWebSocket.frame(opcode: 0, Array("x".utf8)), 1002),
    "invalid UTF-8": (RawWebSocket.frame(opcode: 1, [0x68, 0xC3, 0x28]), 1007),
    "surrogate in UTF-8": (RawWebSocket.frame(opcode: 1, [0xED, 0xA0, 0x80]), 1007),
    "overlong UTF-8": (RawWebSocket.frame(opcode: 1, [0xC0, 0xAF]), 1007),
    "close with one byte": (RawWebSocket.frame(opcode: 8, [3]), 1002),
    "close with a reserved code": (RawWebSocket.frame(opcode: 8, [0x03, 0xED]), 1002),
    "close reason not UTF-8": (RawWebSocket.frame(opcode: 8, [0x03, 0xE8, 0xFF]), 1007),
    "over twice the limit": (RawWebSocket.frame(opcode: 1, [UInt8](repeating: 0x61, count: 2049)), 1009),
  ]

  @Test(arguments: violations.keys.sorted())
  func aProtocolViolationClosesWithItsCode(_ name: String) async throws {
    let (frame, code) = Self.violations[name]!
    try await withEcho { port, log in
      try await blocking {
        let socket = try RawWebSocket(port: port)
        try socket.client.send(frame)
        let close = try socket.readMessage()
        #expect(close.opcode == 8, "\(name)")
        #expect(close.closeCode == code, "\(name)")
        #expect(socket.client.waitForClose(timeout: 5), "\(name)")
      }
      #expect(await log.ended.wait(timeout: .seconds(10)), "\(name)")
    }
  }

  @Test func aMessageOverItsLimitIsDroppedAndTheSessionGoesOn() async throws {
    try await withEcho { port, log in
      try await blocking {
        let socket = try RawWebSocket(port: port)
        // 1.5× the text limit, in two fragments: dropped unread, reported, the session kept.
        try socket.send(opcode: 1, [UInt8](repeating: 0x61, count: 1000), fin: false)
        try socket.send(opcode: 0, [UInt8](repeating: 0x62, count: 536))
        #expect(try socket.readMessage().text == "too big: 1536")
        try socket.send(opcode: 2, [UInt8](repeating: 7, count: 5000))
        #expect(try socket.readMessage().text == "too big: 5000")
        try socket.sendText("still here")
        #expect(try socket.readMessage().text == "still here")
      }
      #expect(log.all.contains("oversized text 1536"))
      #expect(log.all.contains("oversized binary 5000"))
    }
  }

  @Test func notAnUpgradeIsAnswered426AndABadKey400() async throws {
    try await withEcho { port, _ in
      try await blocking {
        let plain = try RawClient.request(port: port, "GET", "/ws")
        #expect(plain.status == 426)
        #expect(plain.errorCode == "websocket_required")
        let badKey = try RawClient.request(
          port: port, "GET", "/ws",
          headers: [
            "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
            "Sec-WebSocket-Key": "short",
          ])
        #expect(badKey.status == 400)
        #expect(badKey.errorCode == "invalid_websocket_handshake")
        let version = try RawClient.request(
          port: port, "GET", "/ws",
          headers: [
            "Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "8",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
          ])
        #expect(version.status == 426)
        #expect(version.errorMessage?.contains("version 13") == true)
      }
    }
  }

  @Test func framesRightBehindTheUpgradeAreNotLost() async throws {
    try await withEcho { port, _ in
      try await blocking {
        let socket = try RawWebSocket(port: port, extra: RawWebSocket.frame(opcode: 1, Array("early".utf8)))
        #expect(try socket.readMessage().text == "early")
      }
    }
  }

  @Test func aClientThatGoesAwayEndsTheHandler() async throws {
    try await withEcho { port, log in
      try await blocking {
        let socket = try RawWebSocket(port: port)
        try socket.sendText("ping me")
        _ = try socket.readMessage()
        socket.client.reset()
      }
      #expect(await log.ended.wait(timeout: .seconds(10)))
    }
  }

  @Test func anIdleSessionIsPingedAndClosedWhenItNeverAnswers() async throws {
    let limits = WebSocketLimits(maxTextBytes: 1024, maxBinaryBytes: 4096, pingIntervalSeconds: 1)
    try await withEcho(limits: limits) { port, log in
      try await blocking {
        let socket = try RawWebSocket(port: port)
        let ping = try socket.read(timeout: 10)
        #expect(ping.opcode == 9)
        // Not answered: closed with 1001 once twice the interval passed without input.
        let close = try socket.read(timeout: 10)
        #expect(close.opcode == 8 && close.closeCode == 1001)
      }
      #expect(await log.ended.wait(timeout: .seconds(10)))
    }
  }

  @Test func aHandlerThatDoesNotReadStopsTheServerReading() async throws {
    // The handler waits; the client keeps sending: once the buffered limit is reached the server stops
    // reading, so the client's own send buffer fills and a non-blocking send would block.
    let limits = WebSocketLimits(maxTextBytes: 1024, maxBinaryBytes: 64 * 1024, maxBufferedBytes: 256 * 1024)
    try await withEcho(limits: limits) { port, log in
      let socket = try await blocking { try RawWebSocket(port: port) }
      try await blocking { try socket.sendText("wait") }
      #expect(await log.waiting.wait(timeout: .seconds(10)))
      let blocked = try await blocking { () -> Bool in
        let flags = fcntl(socket.client.fd, F_GETFL)
        _ = fcntl(socket.client.fd, F_SETFL, flags | O_NONBLOCK)
        let frame = RawWebSocket.frame(opcode: 2, [UInt8](repeating: 1, count: 60_000))
        var sent = 0
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
          let n = frame.withUnsafeBytes {
            Glibc.send(socket.client.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
          }
          if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
            if Self.staysUnwritable(socket.client.fd) { return sent < 200 * 1024 * 1024 }
            continue
          }
          if n < 0 { return false }
          sent += n
        }
        return false
      }
      #expect(blocked, "the server kept reading for a handler that takes nothing")
    }
  }

  /// A full send buffer that does not drain within a second, while the server's own socket holds
  /// unread bytes: the server has stopped reading (one that reads drains both in microseconds).
  static func staysUnwritable(_ fd: Int32) -> Bool {
    var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
    guard poll(&descriptor, 1, 1000) == 0 else { return false }
    return (serverReceiveQueue(clientFD: fd) ?? 0) > 64 * 1024
  }

  /// Bytes waiting unread in the server's end of the client's connection (`/proc/net/tcp`'s rx_queue).
  static func serverReceiveQueue(clientFD: Int32) -> Int? {
    var local = sockaddr_in()
    var peer = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &local) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(clientFD, $0, &length) }
    }
    length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &peer) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(clientFD, $0, &length) }
    }
    let clientPort = String(format: "%04X", UInt16(bigEndian: local.sin_port))
    let serverPort = String(format: "%04X", UInt16(bigEndian: peer.sin_port))
    // procfs files report no size: read to the end (thousands of lines once other tests left TIME_WAITs).
    guard let handle = FileHandle(forReadingAtPath: "/proc/net/tcp") else { return nil }
    defer { try? handle.close() }
    let table = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    for line in table.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: " ")
      guard fields.count > 4, fields[1].hasSuffix(":" + serverPort), fields[2].hasSuffix(":" + clientPort)
      else {
        continue
      }
      return Int(fields[4].split(separator: ":")[1], radix: 16)
    }
    return nil
  }

  @Test func aPingFloodFromAClientThatNeverReadsIsBounded() async throws {
    try await withEcho { port, _ in
      let before = residentBytes()
      let blocked = try await blocking { () -> Bool in
        let socket = try RawWebSocket(port: port)
        var small: Int32 = 4096
        setsockopt(socket.client.fd, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
        let flags = fcntl(socket.client.fd, F_GETFL)
        _ = fcntl(socket.client.fd, F_SETFL, flags | O_NONBLOCK)
        let ping = RawWebSocket.frame(opcode: 9, [UInt8](repeating: 1, count: 125))
        let batch = Array((0..<256).map { _ in ping }.joined())
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
          let n = batch.withUnsafeBytes {
            Glibc.send(socket.client.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
          }
          if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
            if Self.staysUnwritable(socket.client.fd) { return true }
            continue
          }
          if n < 0 { return false }
        }
        return false
      }
      #expect(blocked, "pongs for a client that reads nothing must not pile up without end")
      let growth = residentBytes() - before
      #expect(growth < 32 * 1024 * 1024, "resident memory grew by \(growth) bytes under a ping flood")
      // The server still answers others.
      let hello = try await blocking { try RawClient.request(port: port, "GET", "/hello") }
      #expect(hello.status == 200)
    }
  }

  @Test func shutdownClosesSessionsWith1001() async throws {
    let log = EchoLog()
    let router = echoRouter(log: log)
    var configuration = HTTPServerConfiguration()
    configuration.port = 0
    configuration.shutdownGracePeriod = .seconds(10)
    let server = HTTPServer(configuration: configuration, handler: router.handle, logger: .silent)
    try server.start()
    let port = server.port
    let socket = try await blocking { try RawWebSocket(port: port) }
    let started = ContinuousClock.now
    async let stopped: Void = server.shutdown()
    let close = try await blocking { try socket.readMessage(timeout: 10) }
    await stopped
    #expect(close.opcode == 8 && close.closeCode == 1001)
    #expect(
      ContinuousClock.now - started < .seconds(5), "a session must not hold shutdown for the grace period")
  }
}

/// This process's resident memory (`/proc/self/statm`).
func residentBytes() -> Int {
  let text = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
  let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
