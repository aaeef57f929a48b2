import Foundation
import Testing
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorServer

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 16, Deliver 3: bounded attacks over loopback against one running Visor.
@Suite(.live, .serialized) struct AttackSuiteTests {
  /// Values for a `{parameter}` segment: someone else's or nobody's id, non-canonical ids, nonsense.
  static let parameterValues = [
    UUID().uuidString.lowercased(), UUID().uuidString, "\(UUID().uuidString.lowercased())%00garbage",
    "not-an-id", "%00", "..%2F..%2Fetc%2Fpasswd", String(repeating: "a", count: 2000), "%FF%FE", "0",
  ]

  /// Bodies for routes that take one.
  static let bodies: [(contentType: String?, body: Data)] = [
    (nil, Data()),
    ("application/json", Data("{".utf8)),
    ("application/json", Data("[]".utf8)),
    ("application/json", Data("{}".utf8)),
    ("application/json", Data(#"{"unknownField":1,"name":"x\u0000y","prompt":"\u0007"}"#.utf8)),
    (
      "application/json", Data((String(repeating: "[", count: 200) + String(repeating: "]", count: 200)).utf8)
    ),
    ("application/json", Data(#"{"text":1e999,"title":{"a":[null]},"limit":-1}"#.utf8)),
    ("application/json", Data([0xFF, 0xFE, 0x00, 0x7B])),
    ("text/plain", Data("hello".utf8)),
    (
      "multipart/form-data; boundary=x",
      Data("--x\r\nContent-Disposition: form-data; name=\"image\"\r\n\r\nGIF89".utf8)
    ),
    ("multipart/form-data", Data("no boundary".utf8)),
  ]

  static func concrete(_ pattern: String, _ value: String) -> String {
    pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
      segment.hasPrefix("{") && segment.hasSuffix("}") ? value : String(segment)
    }.joined(separator: "/")
  }

  @Test func aThousandBadInputsFromTheRouteTableAnswerJSONWithoutServerErrors() async throws {
    try await withApp { t in
      let routes = t.app.router.table
      #expect(routes.count > 50, "the route table has \(routes.count) routes")
      var cases: [(method: String, path: String, contentType: String?, body: Data, auth: Bool)] = []
      for (method, pattern) in routes {
        let paths =
          pattern.contains("{") ? Self.parameterValues.map { Self.concrete(pattern, $0) } : [pattern]
        let takesBody = ["POST", "PUT", "PATCH"].contains(method.rawValue)
        for (index, path) in paths.enumerated() {
          if takesBody {
            for (type, body) in Self.bodies {
              cases.append((method.rawValue, path, type, body, index % 2 == 0))
            }
          } else {
            cases.append((method.rawValue, path, nil, Data(), true))
            cases.append(
              (
                method.rawValue, path + "?limit=abc&cursor=%00&q=" + String(repeating: "x", count: 500), nil,
                Data(), true
              ))
            cases.append((method.rawValue, path, nil, Data(), false))
          }
        }
      }
      #expect(cases.count >= 1000, "\(cases.count) cases")

      var token = try await t.user("target", admin: true).1
      var serverErrors: [String] = []
      var notJSON: [String] = []
      let allowed5xx: Set<Int> = [501, 503]
      for (index, item) in cases.enumerated() {
        // Some bad inputs are valid enough to sign the user out or delete it: start afresh then.
        if index % 25 == 0, try await t.request("GET", "/api/v1/me", token: token).status != 200 {
          token = try await t.user("target\(index)", admin: true).1
        }
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(t.app.port)\(item.path)")!)
        request.httpMethod = item.method
        request.timeoutInterval = 20
        if item.auth { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let type = item.contentType { request.setValue(type, forHTTPHeaderField: "Content-Type") }
        if !item.body.isEmpty { request.httpBody = item.body }
        let label = "\(item.method) \(item.path.prefix(120)) [\(item.contentType ?? "-")]"
        let reply: TestApp.Reply
        do { reply = try await t.send(request) } catch {
          serverErrors.append("\(label): no answer (\(error))")
          continue
        }
        if reply.status >= 500 && !allowed5xx.contains(reply.status) {
          serverErrors.append("\(label): \(reply.status) \(reply.text.prefix(200))")
        }
        if reply.status >= 400 {
          let type = reply.header("Content-Type") ?? ""
          if !type.contains("json") || (try? JSONSerialization.jsonObject(with: reply.body)) == nil {
            notJSON.append("\(label): \(reply.status) \(type) \(reply.text.prefix(100))")
          }
        }
      }
      #expect(serverErrors.isEmpty, "\(serverErrors.count) server errors: \(serverErrors.prefix(10))")
      #expect(notJSON.isEmpty, "\(notJSON.count) non-JSON errors: \(notJSON.prefix(10))")
      #expect(try await t.request("GET", "/healthz").status == 200, "healthy after \(cases.count) bad inputs")
    }
  }

  /// Two users × every route with an id: the other user's ids never answer 2xx, and nothing of
  /// theirs changes.
  @Test func anotherUsersIdsAnswerNothingOnAnyRoute() async throws {
    try await withApp { t in
      let (_, alice) = try await t.user("alice")
      let (_, bob) = try await t.user("bob")
      try t.registerScripted(ScriptedChatModel())
      let chat = try await t.createChat(alice, title: "alice's")
      let tokens = try await t.request("GET", "/api/v1/tokens", token: alice)
      let tokenIDs = ((tokens.json["items"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
      let ids = [chat] + tokenIDs
      #expect(ids.count >= 2)
      var leaks: [String] = []
      var tried = 0
      for (method, pattern) in t.app.router.table where pattern.contains("{") && !pattern.contains("...}") {
        // Admin routes are refused to bob anyway (403); the others must not find alice's records.
        for id in ids {
          let path = Self.concrete(pattern, id)
          let takesBody = ["POST", "PUT", "PATCH"].contains(method.rawValue)
          let reply = try await t.request(
            method.rawValue, path, token: bob,
            json: takesBody ? ["title": "mine now", "favorite": true] : nil)
          tried += 1
          if (200..<300).contains(reply.status) { leaks.append("\(method) \(path): \(reply.status)") }
        }
      }
      #expect(tried > 20, "\(tried) cross-user requests")
      #expect(leaks.isEmpty, "\(leaks)")
      let still = try await t.request("GET", "/api/v1/chats/\(chat)", token: alice)
      #expect(still.status == 200)
      #expect(still.json["title"] as? String == "alice's", "\(still.text)")
      #expect(
        try await t.request("GET", "/api/v1/me", token: alice).status == 200, "alice's token still works")
    }
  }

  @Test func slowLorisFromOneAddressWhileAnotherKeepsGettingAnswers() async throws {
    try await withApp(configure: { $0.maxConnections = 48 }) { t in
      let port = t.app.port
      let answers = await Task.detached { () -> [Int] in
        // 100 connections that send an unfinished head, from 127.0.0.1 (past its share of 64, and
        // past the server's 48).
        var attackers: [Int32] = []
        for _ in 0..<100 {
          if let fd = LoopbackSocket.connect(port: port, from: nil) {
            _ = LoopbackSocket.send(fd, "GET /healthz HTTP/1.1\r\nHo")
            attackers.append(fd)
          }
        }
        // Meanwhile another address asks, twenty times.
        var statuses: [Int] = []
        for _ in 0..<20 {
          guard let fd = LoopbackSocket.connect(port: port, from: "127.0.0.2") else {
            statuses.append(0)
            continue
          }
          _ = LoopbackSocket.send(fd, "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
          statuses.append(LoopbackSocket.status(fd, timeout: 3))
          close(fd)
        }
        attackers.forEach { close($0) }
        return statuses
      }.value
      #expect(answers.allSatisfy { $0 == 200 }, "\(answers)")
    }
  }

  @Test func parallelSignInGuessingOverSocketsIsThrottled() async throws {
    try await withApp { t in
      _ = try await t.user("lena", password: "the real password")
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for _ in 0..<40 {
          group.addTask {
            try await t.request(
              "POST", "/api/v1/auth/login", json: ["username": "lena", "password": "guess"]
            )
            .status
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(statuses.filter { $0 == 401 }.count <= 5, "\(statuses)")
      #expect(statuses.filter { $0 == 429 }.count >= 35, "\(statuses)")
    }
  }
}

/// Blocking loopback sockets with a chosen source address (another "client").
enum LoopbackSocket {
  static func connect(port: Int, from source: String?) -> Int32? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    if let source {
      var local = sockaddr_in()
      local.sin_family = sa_family_t(AF_INET)
      local.sin_addr.s_addr = inet_addr(source)
      let bound = withUnsafePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard bound == 0 else {
        close(fd)
        return nil
      }
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      return nil
    }
    return fd
  }

  static func send(_ fd: Int32, _ text: String) -> Bool {
    Array(text.utf8).withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } > 0
  }

  /// The status code of the response read from `fd`, or 0.
  static func status(_ fd: Int32, timeout: Double) -> Int {
    var received = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 100) >= 0 else { return 0 }
      if descriptor.revents == 0 { continue }
      let n = recv(fd, &buffer, buffer.count, 0)
      if n <= 0 { break }
      received += buffer[0..<n]
      if received.count >= 12 { break }
    }
    let line = String(decoding: received.prefix(12), as: UTF8.self)
    return Int(line.dropFirst(9).prefix(3)) ?? 0
  }
}
