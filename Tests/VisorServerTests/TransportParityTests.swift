import Foundation
import Testing
import VisorServer

/// The in-process transport answers as the socket does: the same requests to one listening app, once
/// through `VisorApplication.respond(to:)` and once over loopback, get the same status, the same
/// headers (except those only the wire adds) and the same body, on every surface.
@Suite struct TransportParityTests {
  struct Case {
    var method: String
    var path: String
    var token: Bool = false
    var json: [String: Any]? = nil
    var body: Data? = nil
    var contentType: String? = nil
    var headers: [String: String] = [:]
  }

  /// Added by the gate on the wire, never by a handler.
  static let wireHeaders: Set<String> = [
    "content-length", "connection", "date", "transfer-encoding", "keep-alive",
  ]

  static func handlerHeaders(_ reply: TestApp.Reply) -> [String: String] {
    var out: [String: String] = [:]
    for (name, value) in reply.headers where !wireHeaders.contains(name.lowercased()) {
      out[name.lowercased()] = value
    }
    return out
  }

  @Test(.live) func inProcessRepliesMatchTheSocketsOnEverySurface() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("pat")
      try t.registerScripted(ScriptedChatModel { _ in ["One", ", two."] })
      let chat = try await t.createChat(token)
      let etag = try #require(try await t.request("GET", "/app.js").header("ETag"))
      let cases = [
        Case(method: "GET", path: "/healthz"),
        Case(method: "GET", path: "/api/v1/me"),
        Case(method: "GET", path: "/api/v1/me?token=x&limit=1", token: true),
        Case(method: "GET", path: "/api/v1/me", headers: ["Cookie": "visor_session=bogus"]),
        Case(method: "GET", path: "/api/v1/nothing-here", token: true),
        Case(method: "PUT", path: "/api/v1/me", token: true, json: [:]),
        Case(
          method: "PATCH", path: "/api/v1/me", token: true, body: Data("displayName=x".utf8),
          contentType: "text/plain"),
        Case(method: "PATCH", path: "/api/v1/me", token: true, body: Data("{\"displayName\":".utf8)),
        Case(method: "POST", path: "/api/v1/auth/login", body: Data("username=x&password=y".utf8)),
        Case(method: "POST", path: "/api/v1/events", token: true, json: ["events": [["name": "Has Spaces"]]]),
        Case(method: "GET", path: "/api/v1/chats?q=emperor%20pengu&limit=5", token: true),
        Case(method: "DELETE", path: "/api/v1/admin/models/custom%2Fnothing", token: true),
        Case(method: "GET", path: "/"),
        Case(method: "HEAD", path: "/"),
        Case(method: "GET", path: "/app.js", headers: ["If-None-Match": etag]),
        Case(method: "GET", path: "/%2e%2e/%2e%2e/etc/passwd"),
        Case(method: "POST", path: "/v1/chat/completions", json: ["model": "visor-default", "messages": []]),
        Case(method: "POST", path: "/v1/chat/completions", token: true, json: ["model": "gpt-4o"]),
        Case(method: "POST", path: "/analyzeImageContents", json: ["data": ["readOutLoud": false]]),
        Case(
          method: "POST", path: "/analyzeImageContents", token: true, json: ["data": ["readOutLoud": false]]),
      ]
      for (index, c) in cases.enumerated() {
        var replies: [TestApp.Reply] = []
        for transport in [TestApp.Transport.inProcess, .live] {
          replies.append(
            try await t.request(
              c.method, c.path, token: c.token ? token : nil, json: c.json, body: c.body,
              contentType: c.contentType,
              headers: c.headers.merging(["X-Request-Id": "parity-\(index)"]) { a, _ in a },
              via: transport))
        }
        let label = "\(c.method) \(c.path)"
        #expect(replies[0].status == replies[1].status, "\(label)")
        #expect(Self.handlerHeaders(replies[0]) == Self.handlerHeaders(replies[1]), "\(label)")
        #expect(replies[0].body == replies[1].body, "\(label): \(replies[0].text) vs \(replies[1].text)")
      }

      // A streamed reply: the same head and the same events (ids and timings differ).
      var streams: [TestApp.Reply] = []
      for transport in [TestApp.Transport.inProcess, .live] {
        streams.append(
          try await t.request(
            "POST", "/api/v1/chats/\(chat)/messages", token: token, json: ["content": "count"],
            headers: ["Accept": "text/event-stream", "X-Request-Id": "parity-stream"], via: transport))
      }
      #expect(streams[0].status == 200 && streams[1].status == 200)
      #expect(Self.handlerHeaders(streams[0]) == Self.handlerHeaders(streams[1]))
      #expect(ParsedEvents(streams[0].text).names == ["text", "text", "done"])
      #expect(ParsedEvents(streams[0].text).names == ParsedEvents(streams[1].text).names)
      #expect(ParsedEvents(streams[0].text).text == ParsedEvents(streams[1].text).text)
    }
  }
}
