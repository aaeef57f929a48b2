#if canImport(Glibc)
  import Foundation
  import Glibc
  import Synchronization
  import VisorKitCore

  /// VisorKit's ``VisorKit/LiveTransport`` as a minimal RFC 6455 WebSocket **client**, for Linux, where
  /// FoundationNetworking has no WebSockets ("WebSockets not supported by libcurl"). The `visor live`
  /// command uses it; on Apple platforms VisorKit's ``VisorKit/URLSessionLiveTransport`` is the default.
  ///
  /// - `ws://` (an `http://` server URL) runs over a plain TCP socket; `wss://` (an `https://` one) over
  ///   libcurl's TLS connection (`CURLOPT_CONNECT_ONLY`, then `curl_easy_send`/`curl_easy_recv`): the
  ///   server's certificate is checked against the system's CA store, or the file `CURL_CA_BUNDLE` names.
  /// - The handshake checks `101` and `Sec-WebSocket-Accept`; another answer is thrown as
  ///   ``VisorKit/LiveHandshakeRefusal`` with its status and JSON body (the session turns it into the
  ///   server's error).
  /// - Client frames are masked, messages are sent whole (no fragmentation); server messages may be
  ///   fragmented; pings are answered with pongs; a close frame is answered and ends `receive()`.
  /// - One reader thread per socket blocks in `recv`; sends write the whole frame under a lock.
  ///
  /// ```swift
  /// let live = try await LiveSession.connect(client, mode: "text", transport: TCPLiveTransport())
  /// ```
  public struct TCPLiveTransport: LiveTransport {
    /// The largest message accepted from the server (a `said` with audio is far smaller).
    public static let maxMessageBytes = 32 << 20

    /// A transport over TCP.
    public init() {}

    /// Opens the socket and does the handshake; see ``VisorKit/LiveTransport/connect(_:)``.
    public func connect(_ request: TransportRequest) async throws -> any LiveSocket {
      let url = request.url
      let server = "\(url.scheme ?? "http")://\(url.host ?? "")\(url.port.map { ":\($0)" } ?? "")"
      let secure: Bool
      switch url.scheme?.lowercased() {
      case "http", "ws": secure = false
      case "https", "wss": secure = true
      default:
        throw VisorClientError(.invalidBaseURL, "\(server) is not an http:// or https:// address.")
      }
      guard let host = url.host, !host.isEmpty else {
        throw VisorClientError(.invalidBaseURL, "\(url) has no host.")
      }
      let port = url.port ?? (secure ? 443 : 80)
      let timeout = request.timeout
      return try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
          do {
            let stream: any LiveByteStream =
              secure
              ? try CurlTLSByteStream(host: host, port: port, server: server, timeout: timeout)
              : TCPByteStream(fd: try Self.open(host: host, port: port, server: server, timeout: timeout))
            do {
              stream.setReadTimeout(timeout)
              let leftover = try Self.handshake(
                stream, request: request, host: host, port: port, secure: secure, server: server)
              continuation.resume(
                returning: TCPLiveSocket(stream: stream, leftover: leftover, server: server))
            } catch {
              stream.close()
              continuation.resume(throwing: error)
            }
          } catch {
            continuation.resume(throwing: error)
          }
        }
      }
    }

    /// A connected TCP socket to `host:port` (blocking, `TCP_NODELAY`).
    static func open(host: String, port: Int, server: String, timeout: TimeInterval) throws -> Int32 {
      var hints = addrinfo()
      hints.ai_family = AF_UNSPEC
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
      var list: UnsafeMutablePointer<addrinfo>?
      let cannotConnect = VisorClientError(
        .cannotConnect,
        "Cannot connect to the Visor server at \(server); check the URL and that the server is running.")
      guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { throw cannotConnect }
      defer { freeaddrinfo(list) }
      var entry: UnsafeMutablePointer<addrinfo>? = first
      while let address = entry {
        let fd = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        if fd >= 0 {
          if Glibc.connect(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 {
            var on: Int32 = 1
            _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
            return fd
          }
          _ = Glibc.close(fd)
        }
        entry = address.pointee.ai_next
      }
      throw cannotConnect
    }

    /// Sends the upgrade request and reads the answer; returns the bytes that came after the head.
    static func handshake(
      _ stream: any LiveByteStream, request: TransportRequest, host: String, port: Int, secure: Bool,
      server: String
    ) throws -> [UInt8] {
      var keyBytes = [UInt8](repeating: 0, count: 16)
      for index in keyBytes.indices { keyBytes[index] = UInt8.random(in: 0...255) }
      let key = Data(keyBytes).base64EncodedString()
      let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
      var target = components?.percentEncodedPath ?? "/"
      if target.isEmpty { target = "/" }
      if let query = components?.percentEncodedQuery { target += "?" + query }
      let literal = host.contains(":") ? "[\(host)]" : host
      var head =
        "GET \(target) HTTP/1.1\r\nHost: \(literal)\(port == (secure ? 443 : 80) ? "" : ":\(port)")\r\n"
      head +=
        "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: \(key)\r\n"
      for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
        guard !name.contains(where: { $0 == "\r" || $0 == "\n" }),
          !value.contains(where: { $0 == "\r" || $0 == "\n" })
        else { continue }
        head += "\(name): \(value)\r\n"
      }
      head += "\r\n"
      let lost = VisorClientError(
        .connectionLost, "The Visor server at \(server) closed the connection while opening the live session."
      )
      guard stream.write(Array(head.utf8)) else { throw lost }

      var buffer: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 16 * 1024)
      var end: Int?
      while end == nil {
        let count: Int
        switch stream.read(into: &chunk) {
        case .data(let read): count = read
        case .timedOut:
          throw VisorClientError(
            .timedOut, "The Visor server at \(server) did not answer in time; try again, or check the server."
          )
        case .end, .failed: throw lost
        }
        buffer.append(contentsOf: chunk[0..<count])
        end = headEnd(buffer)
        if end == nil, buffer.count > 64 * 1024 {
          throw VisorClientError(.invalidResponse, "The server at \(server) sent an oversized answer head.")
        }
      }
      let headLength = end!
      let text = String(decoding: buffer[0..<headLength], as: UTF8.self)
      var lines = text.components(separatedBy: "\r\n")
      let statusLine = lines.removeFirst().split(separator: " ")
      guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
        throw VisorClientError(.invalidResponse, "The server at \(server) did not answer in HTTP.")
      }
      var headers: [String: String] = [:]
      for line in lines {
        guard let colon = line.firstIndex(of: ":") else { continue }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        if headers[name] == nil {
          headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
      }
      var rest = Array(buffer[(headLength + 4)...])
      guard status == 101 else {
        // A refusal: its JSON body, as long as Content-Length says (at most 1 MB).
        let length = min(Int(headers["content-length"] ?? "") ?? 0, 1 << 20)
        while rest.count < length {
          guard case .data(let count) = stream.read(into: &chunk) else { break }
          rest.append(contentsOf: chunk[0..<count])
        }
        throw LiveHandshakeRefusal(status: status, headers: headers, body: Data(rest.prefix(length)))
      }
      let expected = Data(SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8)))
        .base64EncodedString()
      guard headers["upgrade"]?.lowercased() == "websocket", headers["sec-websocket-accept"] == expected
      else {
        throw VisorClientError(
          .invalidResponse,
          "The server at \(server) answered the WebSocket upgrade wrongly (Sec-WebSocket-Accept).")
      }
      stream.setReadTimeout(nil)
      return rest
    }

    /// Where `\r\n\r\n` starts, if it arrived.
    static func headEnd(_ bytes: [UInt8]) -> Int? {
      guard bytes.count >= 4 else { return nil }
      for index in 0...(bytes.count - 4)
      where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
        return index
      }
      return nil
    }
  }

  /// One WebSocket over a TCP socket or a TLS connection (``TCPLiveTransport``).
  final class TCPLiveSocket: LiveSocket, Sendable {
    private struct Shared {
      var open = true  // the file descriptor is still open (the reader closes it)
      var closeSent = false
    }
    private let stream: any LiveByteStream
    private let server: String
    private let shared = Mutex(Shared())
    private let messages: AsyncThrowingStream<LiveSocketMessage, any Error>
    private let reader: ReaderBox

    /// The one iterator of the messages (only one task receives at a time: the session's reader).
    private final class ReaderBox: @unchecked Sendable {
      var iterator: AsyncThrowingStream<LiveSocketMessage, any Error>.Iterator
      init(_ iterator: AsyncThrowingStream<LiveSocketMessage, any Error>.Iterator) {
        self.iterator = iterator
      }
    }

    init(stream: any LiveByteStream, leftover: [UInt8], server: String) {
      self.stream = stream
      self.server = server
      let (messages, continuation) = AsyncThrowingStream<LiveSocketMessage, any Error>.makeStream()
      self.messages = messages
      reader = ReaderBox(messages.makeAsyncIterator())
      Thread.detachNewThread { [self] in read(leftover: leftover, into: continuation) }
    }

    func send(_ message: LiveSocketMessage) async throws {
      let frame =
        switch message {
        case .text(let text): Self.frame(opcode: 1, payload: Array(text.utf8))
        case .binary(let data): Self.frame(opcode: 2, payload: [UInt8](data))
        }
      try write(frame)
    }

    func receive() async throws -> LiveSocketMessage? {
      try await reader.iterator.next()
    }

    func close(code: Int, reason: String) async {
      let payload =
        [UInt8(truncatingIfNeeded: code >> 8), UInt8(truncatingIfNeeded: code)]
        + Array(reason.utf8.prefix(123))
      shared.withLock { state in
        if !state.closeSent, state.open {
          _ = stream.write(Self.frame(opcode: 8, payload: payload))
        }
        state.closeSent = true
      }
      // The server answers the close and ends the connection; if it does not within a second, end it here.
      DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [self] in
        shared.withLock { if $0.open { stream.shutdown() } }
      }
    }

    private func write(_ frame: [UInt8]) throws {
      let lost = VisorClientError(
        .connectionLost, "The connection to the Visor server at \(server) was lost; try again.")
      try shared.withLock { state in
        guard state.open, !state.closeSent else { throw lost }
        guard stream.write(frame) else { throw lost }
      }
    }

    /// A masked client frame (FIN set).
    static func frame(opcode: UInt8, payload: [UInt8]) -> [UInt8] {
      var frame: [UInt8] = [0x80 | opcode]
      frame.reserveCapacity(payload.count + 14)
      if payload.count < 126 {
        frame.append(0x80 | UInt8(payload.count))
      } else if payload.count <= 0xFFFF {
        frame.append(0x80 | 126)
        frame.append(UInt8(payload.count >> 8))
        frame.append(UInt8(payload.count & 0xFF))
      } else {
        frame.append(0x80 | 127)
        for shift in stride(from: 56, through: 0, by: -8) {
          frame.append(UInt8((UInt64(payload.count) >> UInt64(shift)) & 0xFF))
        }
      }
      let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
      frame.append(contentsOf: mask)
      let start = frame.count
      frame.append(contentsOf: payload)
      frame.withUnsafeMutableBufferPointer { bytes in
        for index in 0..<payload.count { bytes[start + index] ^= mask[index & 3] }
      }
      return frame
    }

    /// The reader thread: parses the server's frames until the close frame or the end of the connection.
    private func read(
      leftover: [UInt8], into continuation: AsyncThrowingStream<LiveSocketMessage, any Error>.Continuation
    ) {
      var buffer = leftover
      var consumed = 0
      var message: [UInt8] = []
      var messageOpcode: UInt8 = 0
      var chunk = [UInt8](repeating: 0, count: 64 * 1024)
      var outcome: (any Error)? = VisorClientError(
        .connectionLost, "The connection to the Visor server at \(server) was lost; try again.")
      reading: while true {
        // Parse every whole frame in the buffer.
        while let frame = Self.parse(buffer, from: consumed) {
          consumed = frame.end
          let payload = Array(buffer[frame.payload])
          switch frame.opcode {
          case 0, 1, 2:
            if frame.opcode != 0 {
              messageOpcode = frame.opcode
              message = []
            }
            message.append(contentsOf: payload)
            if message.count > TCPLiveTransport.maxMessageBytes {
              outcome = VisorClientError(
                .invalidResponse, "The server at \(server) sent an oversized message.")
              break reading
            }
            if frame.fin {
              continuation.yield(
                messageOpcode == 1 ? .text(String(decoding: message, as: UTF8.self)) : .binary(Data(message)))
              message = []
            }
          case 8:
            // The server closes: answer with its code (once) and end.
            shared.withLock { state in
              if !state.closeSent {
                _ = stream.write(Self.frame(opcode: 8, payload: Array(payload.prefix(2))))
              }
              state.closeSent = true
            }
            outcome = nil
            break reading
          case 9: try? write(Self.frame(opcode: 10, payload: payload))
          default: break  // pongs
          }
        }
        if consumed > 0 {
          buffer.removeFirst(consumed)
          consumed = 0
        }
        guard case .data(let count) = stream.read(into: &chunk) else {
          // Ended after our close frame: a normal end.
          if shared.withLock({ $0.closeSent }) { outcome = nil }
          break
        }
        buffer.append(contentsOf: chunk[0..<count])
      }
      shared.withLock { state in
        state.open = false
        stream.close()
      }
      if let outcome { continuation.finish(throwing: outcome) } else { continuation.finish() }
    }

    /// One whole frame at `start` of `bytes`, if it all arrived: FIN, opcode, where its (unmasked)
    /// payload is, and where the frame ends. Server frames are not masked; a masked one is unmasked anyway.
    static func parse(_ bytes: [UInt8], from start: Int) -> (
      fin: Bool, opcode: UInt8, payload: Range<Int>, end: Int
    )? {
      guard bytes.count - start >= 2 else { return nil }
      let fin = bytes[start] & 0x80 != 0
      let opcode = bytes[start] & 0x0F
      let masked = bytes[start + 1] & 0x80 != 0
      var length = Int(bytes[start + 1] & 0x7F)
      var offset = start + 2
      if length == 126 {
        guard bytes.count - offset >= 2 else { return nil }
        length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        offset += 2
      } else if length == 127 {
        guard bytes.count - offset >= 8 else { return nil }
        var value: UInt64 = 0
        for index in 0..<8 { value = value << 8 | UInt64(bytes[offset + index]) }
        guard value <= UInt64(Int.max / 2) else { return nil }
        length = Int(value)
        offset += 8
      }
      guard !masked else { return nil }  // a server never masks (RFC 6455 5.1); the connection is left to end
      guard bytes.count - offset >= length else { return nil }
      return (fin, opcode, offset..<(offset + length), offset + length)
    }
  }

  /// SHA-1 (FIPS 180-4), only for the handshake's `Sec-WebSocket-Accept`.
  enum SHA1 {
    static func digest(_ message: [UInt8]) -> [UInt8] {
      var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
      var data = message
      let bitLength = UInt64(message.count) * 8
      data.append(0x80)
      while data.count % 64 != 56 { data.append(0) }
      for shift in stride(from: 56, through: 0, by: -8) {
        data.append(UInt8((bitLength >> UInt64(shift)) & 0xFF))
      }
      var w = [UInt32](repeating: 0, count: 80)
      for block in stride(from: 0, to: data.count, by: 64) {
        for t in 0..<16 {
          let i = block + t * 4
          w[t] =
            UInt32(data[i]) << 24 | UInt32(data[i + 1]) << 16 | UInt32(data[i + 2]) << 8 | UInt32(data[i + 3])
        }
        for t in 16..<80 {
          let x = w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]
          w[t] = x << 1 | x >> 31
        }
        var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
        for t in 0..<80 {
          let (f, k): (UInt32, UInt32) =
            switch t {
            case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
            case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
            case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
            default: (b ^ c ^ d, 0xCA62_C1D6)
            }
          let temp = (a << 5 | a >> 27) &+ f &+ e &+ k &+ w[t]
          e = d
          d = c
          c = b << 30 | b >> 2
          b = a
          a = temp
        }
        h[0] = h[0] &+ a
        h[1] = h[1] &+ b
        h[2] = h[2] &+ c
        h[3] = h[3] &+ d
        h[4] = h[4] &+ e
      }
      return h.flatMap { value in [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) } }
    }
  }
#endif
