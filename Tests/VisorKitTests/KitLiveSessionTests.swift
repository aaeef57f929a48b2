import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorKit
import VisorKitCurl

/// ``VisorKit/LiveSession`` against a real server on loopback, over VisorKitCurl's RFC 6455 client
/// (FoundationNetworking has no WebSockets on Linux): the offline text channel reads real rendered signs.
@Suite(.tags(.live), .serialized) struct KitLiveSessionTests {
  /// The answer to the frame just sent: its `said` or `quiet` (an `error` fails the test).
  static func answer(
    _ iterator: inout AsyncThrowingStream<LiveServerMessage, any Error>.AsyncIterator
  ) async throws -> LiveServerMessage? {
    while let message = try await iterator.next() {
      switch message {
      case .said, .quiet: return message
      case .error(let error):
        Issue.record("error \(error)")
        return message
      case .ready, .closing: continue
      }
    }
    return nil
  }

  @Test func aTextSessionReadsEachSignOnceAndIsQuietOnRepeats() async throws {
    try await withServer { server in
      let client = try await server.client("ada")
      let live = try await VisorKit.LiveSession.connect(client, mode: "text", transport: TCPLiveTransport())
      #expect(live.ready.mode == "text")
      #expect(live.ready.target == nil)
      #expect(!live.ready.session.isEmpty)
      try await live.speak(false)
      var events = live.makeAsyncIterator()

      try await live.send(frame: Photo(try LiveFrames.sign("FIRE EXIT")))
      guard case .said(let first) = try await Self.answer(&events) else {
        Issue.record("the first sign was not said")
        return
      }
      #expect(first.text.uppercased().contains("FIRE EXIT"), "\(first)")
      #expect(first.frame == 1)
      #expect(first.audio == nil)  // speech turned off

      try await live.send(frame: Photo(try LiveFrames.sign("FIRE EXIT")))
      #expect(try await Self.answer(&events) == .quiet(LiveQuiet(frame: 2, reason: "unchanged")))

      try await live.send(frame: Photo(try LiveFrames.sign("PLATFORM 4")))
      guard case .said(let second) = try await Self.answer(&events) else {
        Issue.record("the second sign was not said")
        return
      }
      #expect(second.text.uppercased().contains("PLATFORM 4"), "\(second)")
      #expect(!second.text.uppercased().contains("FIRE EXIT"))

      // A command: the server answers with a new ready.
      try await live.mode("people")
      var ready: LiveReady?
      while let message = try await events.next() {
        if case .ready(let value) = message {
          ready = value
          break
        }
      }
      #expect(ready?.mode == "people")

      // Not an image: an error, and the session goes on.
      try await live.send(frame: Photo(Data("not a picture".utf8), contentType: "image/jpeg"))
      var refused: LiveError?
      while let message = try await events.next() {
        if case .error(let error) = message {
          refused = error
          break
        }
      }
      #expect(refused?.code == "image_unreadable")

      await live.close()
      // The sequence ends once closed.
      var after = 0
      while (try? await events.next()) != nil { after += 1 }
      #expect(after <= 2)
      #expect(await eventually { server.app.features.live.openSessions == 0 })
    }
  }

  @Test func refusalsAreTheServersErrors() async throws {
    try await withServer { server in
      let client = try await server.client("bob")
      let unknown = await #expect(throws: VisorClientError.self) {
        _ = try await VisorKit.LiveSession.connect(client, mode: "juggling", transport: TCPLiveTransport())
      }
      #expect(unknown?.code == "unknown_mode")
      #expect(unknown?.status == 400)
      #expect(unknown?.message.contains("juggling") == true, "\(String(describing: unknown))")

      let anonymous = try VisorClient(baseURL: server.url)
      let unauthorized = await #expect(throws: VisorClientError.self) {
        _ = try await VisorKit.LiveSession.connect(anonymous, mode: "text", transport: TCPLiveTransport())
      }
      #expect(unauthorized?.status == 401)

      let findless = await #expect(throws: VisorClientError.self) {
        _ = try await VisorKit.LiveSession.connect(client, mode: "find", transport: TCPLiveTransport())
      }
      #expect(findless?.code == "missing_field")
    }
  }

  @Test func aSecondSessionOfTheSameTokenReplacesTheFirst() async throws {
    try await withServer { server in
      let client = try await server.client("cyd")
      let first = try await VisorKit.LiveSession.connect(client, mode: "text", transport: TCPLiveTransport())
      let second = try await VisorKit.LiveSession.connect(
        client, mode: "light", transport: TCPLiveTransport())
      var closing: LiveClosing?
      for try await message in first {
        if case .closing(let value) = message { closing = value }
      }
      #expect(closing?.reason == "replaced")
      #expect(closing?.code == 1008)
      #expect(second.ready.mode == "light")
      await second.close()
    }
  }

  @Test func closedServersAndHTTPSAreSaidPlainly() async throws {
    let nowhere = try VisorClient(baseURL: "http://127.0.0.1:9", token: nil)
    let refused = await #expect(throws: VisorClientError.self) {
      _ = try await VisorKit.LiveSession.connect(nowhere, mode: "text", transport: TCPLiveTransport())
    }
    #expect(refused?.kind == .cannotConnect)
    let secure = try VisorClient(baseURL: "https://127.0.0.1:9", token: nil)
    let tls = await #expect(throws: VisorClientError.self) {
      _ = try await VisorKit.LiveSession.connect(secure, mode: "text", transport: TCPLiveTransport())
    }
    // wss:// is spoken now (libcurl's TLS): a closed https port is "cannot connect", naming it.
    #expect(tls?.kind == .cannotConnect)
    #expect(tls?.message.contains("https://127.0.0.1:9") == true, "\(String(describing: tls?.message))")
    #if canImport(FoundationNetworking)
      // FoundationNetworking has no WebSockets: the default transport says what to use instead.
      let linux = await #expect(throws: VisorClientError.self) {
        _ = try await VisorKit.LiveSession.connect(nowhere, mode: "text")
      }
      #expect(linux?.message.contains("TCPLiveTransport") == true)
    #endif
  }
}

/// Signs rendered with ImageMagick at 768 × 576, as the web app sends frames.
enum LiveFrames {
  static func sign(_ words: String) throws -> Data {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visorkit-sign-\(UUID().uuidString).jpg")
    defer { try? FileManager.default.removeItem(at: out) }
    let process = ChildProcess()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
    process.arguments = [
      "-size", "768x576", "xc:#f4f1e8", "-font", "DejaVu-Sans-Bold", "-pointsize", "88", "-fill", "#1a1a1a",
      "-gravity", "center", "-annotate", "+0+0", words, "-quality", "90", out.path,
    ]
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "convert failed")
    return try Data(contentsOf: out)
  }
}
