import Foundation
import Testing
import VisorCore

@testable import VisorHTTP

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 16 items 2, 11 and 12 and the client-address contract, over raw loopback sockets: one
/// address cannot take every connection, idle connections make room first, unfinished bodies and
/// blank-line streams get a JSON 408, an upload over the limit always hears its 413, and
/// `X-Forwarded-For` counts only from trusted proxies.
@Suite(.serialized) struct ConnectionHardeningTests {
  /// `/hold` counts itself in `held` and answers once `release` is set (or after a minute): held,
  /// not timed, so a loaded machine cannot let it finish before the test has used it.
  static func router(held: Counter = Counter(), release: Flag = Flag()) -> Router {
    let router = testRouter()
    router.get("/hold") { _ in
      held.increment()
      let deadline = ContinuousClock.now + .seconds(60)
      while !release.isSet && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
      return try .json(["done": true])
    }
    router.get("/whoami") { request in try .json(["address": request.remoteAddress]) }
    router.post("/whoami") { request in try .json(["address": request.remoteAddress]) }
    return router
  }

  static func answer(_ client: RawClient, timeout: TimeInterval = 4) throws -> RawResponse {
    do { return try client.readResponse(timeout: timeout) } catch RawClientError.closed {
      throw HardeningFailure(description: "closed without an HTTP answer")
    } catch RawClientError.timeout {
      throw HardeningFailure(description: "no answer within \(timeout) s")
    }
  }

  @Test func anIncompleteBodyIsJSON408() async throws {
    try await withServer(configure: { $0.connectionTimeoutSeconds = 1 }, handler: Self.router().handle) {
      server in
      let port = server.port
      let (response, elapsed) = try await blocking { () -> (RawResponse, Double) in
        let client = try RawClient(port: port)
        let start = Date()
        try client.send("POST /size HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nab")
        return (try Self.answer(client, timeout: 8), Date().timeIntervalSince(start))
      }
      // The bounds say it was the 1 s pause timeout, with room for a loaded machine (the default is
      // 30 s).
      #expect(response.status == 408, "\(response.text)")
      #expect(response.errorCode == "request_timeout")
      #expect(response.errorMessage?.contains("body") == true, "\(response.errorMessage ?? "")")
      #expect(elapsed >= 0.9 && elapsed < 4, "answered after \(elapsed) s")
    }
  }

  @Test func aStreamOfBlankLinesIsJSON408() async throws {
    try await withServer(configure: { $0.connectionTimeoutSeconds = 1 }, handler: Self.router().handle) {
      server in
      let port = server.port
      let response = try await blocking { () -> RawResponse in
        let client = try RawClient(port: port)
        for _ in 0..<6 {
          try? client.send("\r\n")
          usleep(150_000)
        }
        return try Self.answer(client)
      }
      #expect(response.status == 408, "\(response.text)")
      #expect(response.errorCode == "request_timeout")
    }
  }

  @Test func oneAddressCannotTakeEveryConnection() async throws {
    let held = Counter()
    let release = Flag()
    try await withServer(
      configure: {
        $0.maxConnections = 100
        $0.maxConnectionsPerAddress = 4
      }, handler: Self.router(held: held, release: release).handle
    ) { server in
      let port = server.port
      // Four requests in progress from 127.0.0.1: its share is taken, nothing of it is idle.
      let busy = try await blocking { () -> [RawClient] in
        let busy = try (0..<4).map { _ in try RawClient(port: port) }
        for client in busy { try client.send("GET /hold HTTP/1.1\r\nHost: x\r\n\r\n") }
        return busy
      }
      #expect(await waitUntil { held.count == 4 })
      defer { release.set() }
      let (refused, other) = try await blocking { () -> (RawResponse, RawResponse) in
        let fifth = try RawClient(port: port)
        try? fifth.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        let refused = try Self.answer(fifth)
        // Another address is still served at once.
        let other = try RawClient(port: port, from: "127.0.0.2")
        try other.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        let answer = try Self.answer(other, timeout: 5)
        release.set()
        for client in busy { client.reset() }
        return (refused, answer)
      }
      #expect(refused.status == 503, "\(refused.text)")
      #expect(refused.errorCode == "too_many_connections")
      #expect(refused.errorMessage?.contains("Your address") == true, "\(refused.errorMessage ?? "")")
      #expect(other.status == 200)
    }
  }

  @Test func slowLorisFromOneAddressDoesNotLockOthersOut() async throws {
    try await withServer(
      configure: {
        $0.maxConnections = 8
        $0.maxConnectionsPerAddress = 0
        $0.connectionTimeoutSeconds = 30
      }, handler: Self.router().handle
    ) { server in
      let port = server.port
      let statuses = try await blocking { () -> [Int] in
        // The server is full of unfinished heads and silent sockets.
        var attackers: [RawClient] = []
        for index in 0..<8 {
          let client = try RawClient(port: port)
          if index % 2 == 0 { try client.send("GET /hello HTTP/1.1\r\nHo") }
          attackers.append(client)
        }
        usleep(200_000)
        // Every new client closes the oldest idle one instead of being refused.
        var statuses: [Int] = []
        for _ in 0..<5 {
          let client = try RawClient(port: port, from: "127.0.0.3")
          try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
          statuses.append(try Self.answer(client, timeout: 2).status)
        }
        _ = attackers
        return statuses
      }
      #expect(statuses == [200, 200, 200, 200, 200])
    }
  }

  @Test func anUploadOverTheLimitWithoutExpectAlwaysHearsIts413() async throws {
    try await withServer(configure: { $0.maxBodyBytes = 1024 * 1024 }, handler: Self.router().handle) {
      server in
      let port = server.port
      let body = [UInt8](repeating: UInt8(ascii: "x"), count: 24 * 1024 * 1024)
      var statuses: [Int] = []
      for _ in 0..<6 {
        let status = try await blocking { () -> Int in
          let client = try RawClient(port: port)
          // Sent by another thread while this one waits for the answer, as curl does.
          let head = Array("POST /size HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.count)\r\n\r\n".utf8)
          let sender = Thread { try? client.send(head + body) }
          sender.start()
          let status = (try? client.readResponse(timeout: 6).status) ?? 0
          return status
        }
        statuses.append(status)
      }
      #expect(statuses.allSatisfy { $0 == 413 }, "\(statuses)")
    }
  }

  @Test func xForwardedForCountsOnlyFromTrustedProxies() async throws {
    for trusted in [true, false] {
      try await withServer(
        configure: { if trusted { $0.trustedProxies = [try! AddressBlock("127.0.0.0/8")] } },
        handler: Self.router().handle
      ) { server in
        let port = server.port
        let forwarded = ["X-Forwarded-For": "198.51.100.7, 203.0.113.9"]
        let direct = try await blocking {
          try RawClient.request(port: port, "GET", "/whoami", headers: forwarded)
        }
        let withBody = try await blocking {
          try RawClient.request(port: port, "POST", "/whoami", headers: forwarded, body: Data("x".utf8))
        }
        for response in [direct, withBody] {
          let address = (try? JSONSerialization.jsonObject(with: response.body) as? [String: String])?[
            "address"]
          #expect(address == (trusted ? "203.0.113.9" : "127.0.0.1"), "trusted \(trusted): \(response.text)")
        }
      }
    }
  }

  @Test func addressBlocksMatchAndRefuseNonsense() throws {
    #expect(try AddressBlock("10.0.0.0/8").contains("10.200.3.4"))
    #expect(try !AddressBlock("10.0.0.0/8").contains("11.0.0.1"))
    #expect(try AddressBlock("192.168.1.7").contains("192.168.1.7"))
    #expect(try !AddressBlock("192.168.1.7").contains("192.168.1.8"))
    #expect(try AddressBlock("fd00::/8").contains("fd12::1"))
    #expect(try AddressBlock("127.0.0.1").contains("::ffff:127.0.0.1"))
    #expect(try AddressBlock("0.0.0.0/0").contains("8.8.8.8"))
    for bad in ["", "10.0.0.0/33", "example.com", "10.0.0/8", "::1/129"] {
      #expect(throws: VisorError.self) { try AddressBlock(bad) }
    }
    let trusted = [try AddressBlock("10.0.0.0/8")]
    #expect(
      ClientAddress.resolve(peer: "10.0.0.2", forwardedFor: "1.2.3.4, 10.0.0.9", trusted: trusted)
        == "1.2.3.4")
    #expect(ClientAddress.resolve(peer: "8.8.8.8", forwardedFor: "1.2.3.4", trusted: trusted) == "8.8.8.8")
    #expect(ClientAddress.resolve(peer: "10.0.0.2", forwardedFor: "garbage", trusted: trusted) == "10.0.0.2")
  }
}

struct HardeningFailure: Error, CustomStringConvertible { var description: String }
