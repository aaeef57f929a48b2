import Foundation
import Testing
import VisorAPI

@testable import VisorKit
@testable import VisorKitCore

/// Typed errors: bad base URLs and tokens before any request, the server's code and sentence
/// unchanged, an endpoint the server lacks, an unreachable server, and retries of idempotent calls.
@Suite struct ClientInputTests {
  @Test(arguments: [
    ("localhost:8080", "needs http:// or https://"), ("192.168.1.20", "needs http:// or https://"),
    ("ftp://host/", "Visor speaks HTTP"), ("ws://host:8080", "Visor speaks HTTP"), ("http://", "has no host"),
    ("http://host:8080/?x=1", "query or fragment"),
  ])
  func aBaseURLThatIsNotHTTPIsRefused(url: String, says: String) throws {
    let error = #expect(throws: VisorClientError.self) { try VisorClient(baseURL: url) }
    #expect(error?.kind == .invalidBaseURL)
    #expect(error?.message.contains(says) == true, "\(error?.message ?? "")")
  }

  @Test func aBaseURLWithAPathPrefixKeepsIt() throws {
    let client = try VisorClient(baseURL: "https://example.org/visor/")
    let request = try client.makeRequest(
      Endpoints.car.declaration, path: ["id": "a b/c"], query: ["z": "1", "a": nil], body: .none,
      accept: "application/json")
    #expect(request.url.absoluteString == "https://example.org/visor/api/v1/cars/a%20b%2Fc?z=1")
  }

  static let goodToken = "vsr_" + String(repeating: "Ab3-_", count: 8) + "xyz"

  @Test(arguments: [
    (" \(goodToken)", "spaces or line breaks"), ("\(goodToken)\n", "spaces or line breaks"),
    ("Bearer \(goodToken)", "spaces or line breaks"), ("sk-abc123", "not a Visor API token"),
    ("vsr_short", "not a Visor API token"),
    ("vsr_" + String(repeating: "é", count: 30), "not a Visor API token"),
  ])
  func aTokenOfTheWrongShapeIsRefused(token: String, says: String) throws {
    let error = #expect(throws: VisorClientError.self) {
      try VisorClient(baseURL: "http://127.0.0.1:8080", token: token)
    }
    #expect(error?.kind == .invalidToken)
    #expect(error?.message.contains(says) == true)
    #expect(error?.message.contains(token) == false, "the token is never echoed")
    #expect(try VisorClient(baseURL: "http://127.0.0.1:8080", token: Self.goodToken).token == Self.goodToken)
  }

  @Test func aMissingPathParameterIsAnInvalidArgument() async throws {
    let client = try VisorClient(baseURL: "http://127.0.0.1:9", transport: RecordingTransport())
    let error = await #expect(throws: VisorClientError.self) { try await client.send(Endpoints.car) }
    #expect(error?.kind == .invalidArgument && error?.message.contains("\"id\"") == true)
  }

  @Test func photosAreSniffedFromTheirBytes() throws {
    #expect(Photo(try Fixtures.jpeg()).contentType == "image/jpeg")
    #expect(Photo(try Fixtures.png()).contentType == "image/png")
    #expect(Photo(try Fixtures.heic()).contentType == "image/heic")
    #expect(Photo(Data("hello".utf8)).contentType == "application/octet-stream")
  }
}

@Suite struct ServerSentEventParserTests {
  @Test func eventsSplitAnywhereAcrossChunksParseTheSame() {
    let text =
      ": heartbeat\r\n\r\nevent: text\r\ndata: {\"delta\":\"héllo\"}\r\n\r\nevent: done\ndata: line one\ndata:line two\n\n"
    let expected = [
      ServerSentEvent(event: "text", data: "{\"delta\":\"héllo\"}"),
      ServerSentEvent(event: "done", data: "line one\nline two"),
    ]
    let bytes = Array(text.utf8)
    for split in 1..<bytes.count {
      var parser = ServerSentEventParser()
      let events = parser.feed(Data(bytes[..<split])) + parser.feed(Data(bytes[split...]))
      #expect(events == expected, "split at \(split)")
    }
    var byByte = ServerSentEventParser()
    #expect(bytes.flatMap { byByte.feed(Data([$0])) } == expected)
  }

  @Test func anEventWithoutItsBlankLineIsNotDispatched() {
    var parser = ServerSentEventParser()
    #expect(parser.feed(Data("event: done\ndata: {}\n".utf8)).isEmpty)
    #expect(parser.feed(Data("data: x\r".utf8)).isEmpty)
    #expect(parser.feed(Data("\n".utf8)) == [])
    // A CR at the end of a chunk may be half of a CRLF: the blank line counts once the next byte comes.
    #expect(parser.feed(Data("\r".utf8)) == [])
    #expect(
      parser.feed(Data("data\n\n".utf8)) == [
        ServerSentEvent(event: "done", data: "{}\nx"), ServerSentEvent(event: "message", data: ""),
      ])
  }
}

@Suite(.tags(.live), .serialized) struct ClientErrorTests {
  @Test func aPhotoThatIsNotAnImageGetsTheServersSentenceUnchanged() async throws {
    try await withServer { server in
      let client = try await server.client("alice")
      let error = await #expect(throws: VisorClientError.self) {
        try await client.analyze(Photo(Data("this is not a photo".utf8)))
      }
      #expect(error?.kind == .server && error?.status == 422)
      #expect(
        error?.code == "image_unreadable" || error?.code == "unsupported_image",
        "\(String(describing: error))")
      #expect(error?.message.isEmpty == false && error?.requestID?.isEmpty == false)
      // The same sentence the server sends to anyone.
      let streamed = await #expect(throws: VisorClientError.self) {
        for try await _ in client.analyzeStream(Photo(Data("this is not a photo".utf8))) {}
      }
      #expect(streamed?.message == error?.message && streamed?.status == 422)
    }
  }

  @Test func aBadTokenIsA401WithTheServersSentence() async throws {
    try await withServer { server in
      let client = try VisorClient(baseURL: server.url, token: ClientInputTests.goodToken)
      let error = await #expect(throws: VisorClientError.self) { try await client.me() }
      #expect(error?.kind == .server && error?.status == 401)
      #expect(error?.message.lowercased().contains("token") == true, "\(error?.message ?? "")")
      let signIn = await #expect(throws: VisorClientError.self) {
        var anonymous = try VisorClient(baseURL: server.url)
        try await anonymous.signIn(username: "nobody", password: "wrong password", tokenName: "x")
      }
      #expect(signIn?.status == 401)
    }
  }

  @Test func anEndpointTheServerLacksSaysItIsNotSupported() async throws {
    try await withServer { server in
      let client = try await server.client("bob")
      let future = Endpoint<NoBody, HealthResponse>(
        "followUp", .post, "/api/v1/analyses/{id}/follow-ups", summary: "A newer server's endpoint.")
      let error = await #expect(throws: VisorClientError.self) {
        try await client.send(future, path: ["id": UUID().uuidString.lowercased()])
      }
      #expect(error?.kind == .unsupportedEndpoint)
      #expect(
        error?.message.hasPrefix("This server does not support followUp") == true, "\(error?.message ?? "")")
      let method = Endpoint<NoBody, HealthResponse>(
        "replaceMe", .put, "/api/v1/me", summary: "Not a method here.")
      #expect(
        await #expect(throws: VisorClientError.self) { try await client.send(method) }?.kind
          == .unsupportedEndpoint)
      // A missing resource on a path the server has is the server's own 404, not "unsupported".
      let missing = await #expect(throws: VisorClientError.self) {
        try await client.car(id: UUID().uuidString.lowercased())
      }
      #expect(missing?.kind == .server && missing?.code == "not_found" && missing?.status == 404)
    }
  }

  @Test func anUnreachableServerSaysSoWithItsAddress() async throws {
    let client = try VisorClient(
      baseURL: "http://127.0.0.1:9", token: ClientInputTests.goodToken, retryPolicy: .none)
    let error = await #expect(throws: VisorClientError.self) { try await client.me() }
    #expect(error?.kind == .cannotConnect)
    #expect(error?.message.contains("http://127.0.0.1:9") == true, "\(error?.message ?? "")")
  }

  @Test func idempotentCallsAreRetriedAndOthersAreNot() async throws {
    try await withServer { server in
      let busy = {
        RecordingTransport.answer(
          503, #"{"error":{"code":"busy","message":"Busy; try again."}}"#, headers: ["retry-after": "0"])
      }
      let get = RecordingTransport(answering: [
        busy(), RecordingTransport.answer(502, "<html>bad gateway</html>"),
      ])
      let client = try await server.client(
        "carol", transport: get, retryPolicy: RetryPolicy(maxRetries: 2, initialDelay: .milliseconds(10)))
      #expect(try await client.me().username == "carol")
      #expect(get.sent.count == 3)

      let post = RecordingTransport(answering: [busy()])
      let poster = try client.authenticated(with: client.token).withTransport(post)
      let refused = await #expect(throws: VisorClientError.self) { try await poster.createChat() }
      #expect(refused?.status == 503 && refused?.code == "busy" && post.sent.count == 1)

      let later = RecordingTransport(answering: [
        RecordingTransport.answer(
          503, #"{"error":{"code":"busy","message":"Busy."}}"#, headers: ["retry-after": "30"])
      ])
      let patient = client.withTransport(later)
      let started = ContinuousClock.now
      let tooLong = await #expect(throws: VisorClientError.self) { try await patient.me() }
      #expect(tooLong?.retryAfter == 30 && later.sent.count == 1)
      #expect(ContinuousClock.now - started < .seconds(5), "a Retry-After over the cap is not waited for")

      let gaveUp = RecordingTransport(answering: [busy(), busy(), busy(), busy()])
      let error = await #expect(throws: VisorClientError.self) {
        try await client.withTransport(gaveUp).stats()
      }
      #expect(error?.status == 503 && gaveUp.sent.count == 3)
    }
  }
}

extension VisorClient {
  /// The same client over another transport (tests only).
  func withTransport(_ transport: any VisorTransport) -> VisorClient {
    var copy = try! VisorClient(
      baseURL: baseURL, token: token, transport: transport, retryPolicy: retryPolicy, timeout: timeout)
    copy.retryPolicy = RetryPolicy(maxRetries: 2, initialDelay: .milliseconds(10))
    return copy
  }
}

@Suite(.tags(.live)) struct MigrationTests {
  @Test func processImageWithAIAnswersTheOriginalShape() async throws {
    try await withServer { server in
      let client = try await server.client("olga")
      let jpeg = try Fixtures.jpeg().base64EncodedString()
      let quiet = try await client.processImageWithAI(
        jpegImageBase64: jpeg, processingCommand: "Describe exactly what you see.", readResultOutLoud: false)
      #expect(quiet.message == "A red car. It is parked. The sky is blue." && quiet.audio == nil)
      let spoken = try await client.processImageWithAI(
        jpegImageBase64: jpeg, processingCommand: "Describe exactly what you see.", readResultOutLoud: true)
      let mp3 = try #require(spoken.audioData)
      #expect(mp3.starts(with: Array("ID3".utf8)) || mp3.starts(with: [0xFF]), "MP3 bytes")
      let encoded = try JSONEncoder().encode(quiet)
      #expect(String(decoding: encoded, as: UTF8.self).contains("\"message\""))
      let bad = await #expect(throws: VisorClientError.self) {
        try await client.processImageWithAI(
          jpegImageBase64: "bm90IGEgcGhvdG8=", processingCommand: "x", readResultOutLoud: false)
      }
      #expect(
        bad?.kind == .server && bad?.status == 422 && bad?.code == "invalid_argument",
        "\(String(describing: bad))")
    }
  }
}
