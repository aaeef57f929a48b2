import Foundation
import Testing
import VisorServer

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 22's second defect: uploads without credentials were buffered whole before anyone was known
/// (100 connections each sending all but 1 KB of a 20 MB upload took RSS from 38 MB to 2.1 GB with no
/// 401). Now the 401 comes from the head, before a byte of the body, and the body is discarded unread.
/// Scaled for `make test` (60 connections, 3 MB of each upload sent: 180 MB that used to be held).
@Suite(.live, .serialized) struct BodyAdmissionTests {
  static func resident() -> Int {
    let text = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    return (text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0)
      * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  @Test(.live) func uploadsWithoutCredentialsHear401AtOnceAndAreNotBuffered() async throws {
    try await withApp { t in
      let port = t.app.port
      let declared = 20 * 1024 * 1024
      let head = Data(
        """
        POST /api/v1/vision/analyze HTTP/1.1\r
        Host: 127.0.0.1\r
        Content-Type: multipart/form-data; boundary=x\r
        Content-Length: \(declared)\r
        \r

        """.utf8)
      // 60: under the per-address connection limit (64), which would refuse the rest with 503.
      let sockets = try (0..<60).map { _ in try RawSocket(port: port) }
      defer { sockets.forEach { $0.close() } }
      let before = Self.resident()
      // The head alone: every client hears 401 before sending any of its body.
      for socket in sockets { try socket.send(head) }
      for socket in sockets {
        #expect(try await socket.readUntil("\"unauthorized\"", timeout: 10), "no 401 before the body")
      }
      // Then part of the body on every connection: discarded, not held.
      let chunk = Data(repeating: 0x61, count: 256 * 1024)
      await Task.detached {
        for _ in 0..<12 { for socket in sockets { try? socket.send(chunk) } }
      }.value
      let growth = Self.resident() - before
      #expect(
        growth < 100 * 1024 * 1024,
        "resident memory grew by \(growth / 1_048_576) MB for bodies nobody may send")
      // A client with a token is still served (the gate and the server are fine).
      let (_, token) = try await t.user("alice")
      let me = try await t.request("GET", "/api/v1/me", token: token)
      #expect(me.status == 200)
    }
  }

  @Test(.live) func theOpenAISurfaceAndFirebaseRefuseInTheirOwnShapes() async throws {
    try await withApp { t in
      for (path, marker) in [
        ("/v1/chat/completions", "\"invalid_api_key\""), ("/analyzeImageContents", "\"UNAUTHENTICATED\""),
      ] {
        let socket = try RawSocket(port: t.app.port)
        defer { socket.close() }
        try socket.send(
          Data(
            "POST \(path) HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n"
              .utf8))
        #expect(try await socket.readUntil(marker, timeout: 10), "\(path)")
      }
      // Sign-in takes a body from anyone.
      let login = try await t.request(
        "POST", "/api/v1/auth/login", json: ["username": "nobody", "password": "wrong password"])
      #expect(login.status == 401 && login.errorCode != nil)
    }
  }
}
