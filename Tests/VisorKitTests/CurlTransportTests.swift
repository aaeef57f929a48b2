import Foundation
import Synchronization
import Testing
import VisorAPI
import VisorKit
import VisorKitCurl
import VisorProviders
import VisorTestSupport

/// The CLI's libcurl transport (VisorKitCurl) against a real server: streaming through the write
/// callback, cancellation that the server sees, timeouts, cut streams and the typed errors.
@Suite(.tags(.live), .serialized) struct CurlTransportTests {
  static let curl = CurlKitTransport()

  @Test func aStreamedAnalysisArrivesInOrderOverLibcurl() async throws {
    try await withServer { server in
      let client = try await server.client("alice", transport: Self.curl)
      var events: [AnalyzeEvent] = []
      for try await event in client.analyzeStream(
        Photo(try Fixtures.jpeg()), question: try Fixtures.question(), speak: true)
      {
        events.append(event)
      }
      guard case .transcript(let heard) = events.first, case .done(let done) = events.last else {
        Issue.record("transcript first, done last: \(events)")
        return
      }
      #expect(heard == FixedEars.text)
      let text = events.compactMap { if case .text(let delta) = $0 { delta } else { nil } }.joined()
      #expect(text == "A red car. It is parked. The sky is blue.")
      let sentences = events.compactMap { if case .sentence(let s) = $0 { s } else { nil } }
      #expect(sentences.map(\.index) == [0, 1, 2])
      // Every other call of the client goes over libcurl too: JSON, bytes, 204s.
      #expect(try await client.analysis(id: done.id).transcript == FixedEars.text)
      #expect(try await client.analysisImage(id: done.id).starts(with: [0xFF, 0xD8]))
      try await client.deleteAnalysis(id: done.id)
      #expect(try await client.analyses().items.isEmpty)
    }
  }

  @Test func endingTheIterationAbortsTheTransferAndTheServerSeesIt() async throws {
    let words = (0..<300).map { "word\($0) " }
    try await withServer(visionDelay: .milliseconds(20), answer: words) { server in
      let finished = Mutex<[CurlTransferMetrics]>([])
      let transport = CurlKitTransport { metrics in finished.withLock { $0.append(metrics) } }
      let client = try await server.client("bob", transport: transport)
      var received = 0
      for try await event in client.analyzeStream(Photo(try Fixtures.jpeg()), speak: false) {
        if case .text = event { received += 1 }
        if received == 3 { break }
      }
      #expect(await eventually { server.vision.cancelled == 1 }, "the server's model was cancelled")
      #expect(await eventually { finished.withLock { $0.count } == 1 })
      #expect(finished.withLock { $0.first?.error?.kind } == .cancelled, "libcurl aborted the transfer")
      try await Task.sleep(for: .milliseconds(200))
      #expect(try await client.analyses().items.isEmpty, "a cancelled analysis is not saved")
    }
  }

  @Test func cancellingTheTaskAbortsAChatReplyOnTheServer() async throws {
    try await withServer(visionDelay: .milliseconds(30), answer: (0..<300).map { "w\($0) " }) { server in
      let client = try await server.client("carol", transport: Self.curl)
      let chat = try await client.createChat(model: "test/eyes")
      let firstDelta = AsyncStream<Void>.makeStream()
      let task = Task {
        for try await event in client.sendMessageStream("Count slowly", toChat: chat.id) {
          if case .text = event { firstDelta.continuation.yield() }
        }
      }
      for await _ in firstDelta.stream { break }
      task.cancel()
      // A cancelled iteration just ends (the stream's rule); what matters is the server side.
      _ = await task.result
      #expect(await eventually { server.vision.cancelled == 1 }, "the reply stopped on the server")
    }
  }

  @Test func aSilentServerTimesOut() async throws {
    try await withServer(visionDelay: .seconds(3)) { server in
      var client = try await server.client("dave", transport: Self.curl)
      client.timeout = 0.5
      let started = ContinuousClock.now
      let error = await #expect(throws: VisorClientError.self) {
        try await client.analyze(Photo(try Fixtures.jpeg()), speak: false)
      }
      #expect(error?.kind == .timedOut, "\(String(describing: error))")
      #expect(error?.message.contains(server.url) == true, "\(error?.message ?? "")")
      #expect(ContinuousClock.now - started < .seconds(2.5), "gave up after the silence, not the answer")
    }
  }

  @Test(.timeLimit(.minutes(1))) func aConnectionCutInTheMiddleOfAChunkIsStreamCut() async throws {
    // A real socket: the head, one event, half a chunk, then the connection closes.
    let cutter = try CuttingServer.start()
    defer { cutter.stop() }
    let client = try VisorClient(
      baseURL: "http://127.0.0.1:\(cutter.port)", token: ClientInputTests.goodToken, transport: Self.curl)
    var deltas: [String] = []
    let error = await #expect(throws: VisorClientError.self) {
      for try await event in client.analyzeStream(Photo(try Fixtures.jpeg())) {
        if case .text(let delta) = event { deltas.append(delta) }
      }
    }
    #expect(deltas == ["A red"])
    #expect(error?.kind == .streamCut, "\(String(describing: error))")
    #expect(error?.message.contains("cut off") == true, "\(error?.message ?? "")")
  }

  @Test func theServersErrorsAndMissingEndpointsReadTheSameOverLibcurl() async throws {
    try await withServer { server in
      let client = try await server.client("fay", transport: Self.curl)
      let session = try await server.client("gus")
      let notAPhoto = Photo(Data("this is not a photo".utf8))
      let viaCurl = await #expect(throws: VisorClientError.self) { try await client.analyze(notAPhoto) }
      let viaSession = await #expect(throws: VisorClientError.self) { try await session.analyze(notAPhoto) }
      #expect(viaCurl?.status == 422 && viaCurl?.message == viaSession?.message)
      let future = Endpoint<NoBody, HealthResponse>(
        "followUp", .post, "/api/v1/analyses/{id}/follow-ups", summary: "A newer server's endpoint.")
      let unsupported = await #expect(throws: VisorClientError.self) {
        try await client.send(future, path: ["id": UUID().uuidString.lowercased()])
      }
      #expect(unsupported?.kind == .unsupportedEndpoint)
      let wrongToken = try client.authenticated(with: ClientInputTests.goodToken)
      let unauthorized = await #expect(throws: VisorClientError.self) { try await wrongToken.me() }
      #expect(unauthorized?.status == 401 && unauthorized?.message.lowercased().contains("token") == true)
    }
  }

  @Test func anUnreachableServerSaysSoWithItsAddress() async throws {
    let client = try VisorClient(
      baseURL: "http://127.0.0.1:9", token: ClientInputTests.goodToken, transport: Self.curl,
      retryPolicy: .none)
    let error = await #expect(throws: VisorClientError.self) { try await client.me() }
    #expect(error?.kind == .cannotConnect)
    #expect(error?.message.contains("http://127.0.0.1:9") == true, "\(error?.message ?? "")")
  }
}

/// A one-shot HTTP server (python3) that starts a chunked event stream and closes the connection in
/// the middle of a chunk.
enum CuttingServer {
  static let script = #"""
    import socket, sys
    s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("127.0.0.1", 0)); s.listen(1)
    print(s.getsockname()[1], flush=True)
    c, _ = s.accept()
    data = b""
    while b"\r\n\r\n" not in data:
        data += c.recv(65536)
    head, _, body = data.partition(b"\r\n\r\n")
    length = int([l.split(b":")[1] for l in head.split(b"\r\n") if l.lower().startswith(b"content-length")][0])
    while len(body) < length:
        body += c.recv(65536)
    event = b'event: text\ndata: {"delta":"A red"}\n\n'
    c.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
              + b"%x\r\n" % len(event) + event + b"\r\n" + b"40\r\nevent: text\ndata")
    c.close(); s.close()
    """#

  static func start() throws -> PythonServer { try PythonServer.start(["-c", script]) }
}
