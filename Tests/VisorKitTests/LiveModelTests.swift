import Foundation
import Testing
import VisorAPI
import VisorKit
import VisorKitTesting

/// ``LiveModel``'s rules against the doubles: a fake socket, camera and player on a manual clock.
@Suite(.serialized) @MainActor struct LiveModelTests {
  @MainActor struct Rig {
    let transport = FakeLiveTransport()
    let camera = FakeCameraSource()
    let player: FakePlayer
    let clock = ManualClock()
    let model: LiveModel

    init(speaks: Bool = true, playDuration: Duration = .zero) throws {
      player = FakePlayer(duration: playDuration)
      player.describe = { String(decoding: $0, as: UTF8.self) }
      model = LiveModel(
        client: try VisorClient(baseURL: "http://127.0.0.1:9", token: nil), camera: camera, player: player,
        mode: "text", speaks: speaks, transport: transport, clock: clock)
    }

    var socket: FakeLiveSocket { transport.socket! }
    /// The frames sent, by the names FakeCameraSource gave them.
    var framesSent: [String] { socket.frames.map { String(decoding: $0, as: UTF8.self) } }

    /// Starts the model and waits until its frame loop sleeps (the first frame was looked at).
    func start() async throws {
      await model.start()
      try #require(model.state == .live, "\(model.state)")
      try #require(await clock.waitForSleepers(1))
    }

    /// One frame interval later; returns once the loop sleeps again (the frame was looked at).
    func tick(_ count: Int = 1) async throws {
      for _ in 0..<count {
        await clock.advance(by: LiveModel.defaultFrameInterval)
        try #require(await clock.waitForSleepers(1))
        // The loop may still be finishing a send it started before it slept: let it.
        for _ in 0..<5 { await Task.yield() }
      }
    }
  }

  static func said(_ frame: Int, _ text: String, audio: String?) -> LiveServerMessage {
    .said(
      LiveSaid(
        frame: frame, mode: "text", text: text, new: [text],
        audio: audio.map { Data($0.utf8).base64EncodedString() },
        format: audio == nil ? nil : "mp3"))
  }

  @Test func opensTheSessionInItsModeAndAsksForSpeechAsSet() async throws {
    let rig = try Rig(speaks: false)
    rig.camera.show(grey: 100)
    try await rig.start()
    let url = try #require(rig.transport.requests.first?.url)
    #expect(url.path == "/api/v1/live")
    #expect(url.query?.contains("mode=text") == true)
    #expect(rig.socket.commands.first == .speak(on: false))
    #expect(rig.framesSent == ["view-100"])
    await rig.model.stop()
    #expect(rig.model.state == .off)
    #expect(rig.socket.closed?.code == 1000)
  }

  @Test func sendsAFrameOnlyWhenTheGreyCopyChanged() async throws {
    let rig = try Rig()
    rig.camera.show(grey: 100)
    try await rig.start()
    #expect(rig.framesSent == ["view-100"])
    // The same view (and a change below the threshold) is not sent again.
    try await rig.tick(3)
    rig.camera.show(grey: 104, label: "nearly the same")
    try await rig.tick(2)
    #expect(rig.framesSent == ["view-100"])
    #expect(rig.camera.reads >= 6)
    // A new view is sent once.
    rig.camera.show(grey: 160)
    try await rig.tick(3)
    #expect(rig.framesSent == ["view-100", "view-160"])
    #expect(rig.model.framesSent == 2)
    await rig.model.stop()
  }

  @Test func anUnchangedViewIsStillSentEveryTwentySeconds() async throws {
    let rig = try Rig()
    rig.camera.show(grey: 50)
    try await rig.start()
    // 0.6 s a tick: 33 ticks are 19.8 s — not yet; the 34th passes 20 s.
    try await rig.tick(33)
    #expect(rig.framesSent.count == 1)
    try await rig.tick()
    #expect(rig.framesSent.count == 2)
    try await rig.tick(33)
    #expect(rig.framesSent.count == 2)
    try await rig.tick()
    #expect(rig.framesSent.count == 3)
    await rig.model.stop()
  }

  @Test func playsSayingsInOrderWithoutOverlapAndKeepsTheLog() async throws {
    let rig = try Rig(playDuration: .milliseconds(60))
    rig.camera.show(grey: 10)
    try await rig.start()
    rig.socket.deliver(Self.said(1, "FIRE EXIT", audio: "clip 1"))
    rig.socket.deliver(Self.said(2, "PLATFORM 4", audio: "clip 2"))
    rig.socket.deliver(.quiet(LiveQuiet(frame: 3, reason: "unchanged")))
    rig.socket.deliver(Self.said(4, "WAY OUT", audio: "clip 3"))
    #expect(await eventually { rig.model.sayings.count == 3 })
    #expect(await eventually { rig.player.played.count == 3 })
    await rig.model.playedAll()
    #expect(rig.player.played.map { String(decoding: $0, as: UTF8.self) } == ["clip 1", "clip 2", "clip 3"])
    #expect(rig.player.mostAtOnce == 1)
    #expect(rig.model.sayings.map(\.text) == ["FIRE EXIT", "PLATFORM 4", "WAY OUT"])
    #expect(rig.model.lastQuiet == nil)  // a saying came after the quiet frame
    rig.socket.deliver(.quiet(LiveQuiet(frame: 5, reason: "nothing")))
    #expect(await eventually { rig.model.lastQuiet?.frame == 5 })
    await rig.model.stop()
  }

  @Test func withSpeechOffNothingPlaysButEverySayingIsLogged() async throws {
    let rig = try Rig(speaks: false)
    rig.camera.show(grey: 10)
    try await rig.start()
    rig.socket.deliver(Self.said(1, "FIRE EXIT", audio: nil))
    #expect(await eventually { rig.model.sayings.count == 1 })
    #expect(rig.player.played.isEmpty)
    await rig.model.stop()
  }

  @Test func goingToTheBackgroundStopsEverythingAndSaysSo() async throws {
    let rig = try Rig(playDuration: .seconds(30))
    rig.camera.show(grey: 10)
    try await rig.start()
    rig.socket.deliver(Self.said(1, "FIRE EXIT", audio: "long clip"))
    #expect(await eventually { rig.player.played.count == 1 })
    await rig.model.appDidEnterBackground()
    guard case .stopped(let why) = rig.model.state else {
      Issue.record("state \(rig.model.state)")
      return
    }
    #expect(why.contains("background"))
    #expect(rig.player.stops >= 1)
    #expect(rig.socket.closed?.code == 1000)
    // Nothing more is looked at or sent.
    let reads = rig.camera.reads
    await rig.clock.advance(by: .seconds(30))
    rig.camera.show(grey: 200)
    await rig.clock.advance(by: .seconds(30))
    #expect(rig.camera.reads == reads)
    #expect(rig.framesSent == ["view-10"])
  }

  @Test func theServerClosingStopsWithItsSentence() async throws {
    let rig = try Rig()
    rig.camera.show(grey: 10)
    try await rig.start()
    let message = "The live session was idle for a minute and has ended; turn Live on again to continue."
    rig.socket.deliver(.closing(LiveClosing(code: 1000, reason: "idle", message: message)))
    #expect(await eventually { rig.model.state == .stopped(message) })
    #expect(!rig.model.isOn)
  }

  @Test func errorsAreShownAndTheSessionGoesOn() async throws {
    let rig = try Rig()
    rig.camera.show(grey: 10)
    try await rig.start()
    rig.socket.deliver(.error(LiveError(code: "image_unreadable", message: "The file is not an image.")))
    #expect(await eventually { rig.model.errorMessage == "The file is not an image." })
    #expect(rig.model.state == .live)
    rig.camera.show(grey: 90)
    try await rig.tick()
    #expect(rig.framesSent.count == 2)
    await rig.model.stop()
  }

  @Test func modeAndAskGoToTheServerAndTheNewReadyIsTheMode() async throws {
    let rig = try Rig()
    rig.camera.show(grey: 10)
    try await rig.start()
    await rig.model.setMode("find", target: "person")
    await rig.model.ask("What colour is the door?")
    #expect(
      rig.socket.commands.suffix(2) == [
        .mode("find", target: "person"), .ask(prompt: "What colour is the door?"),
      ])
    rig.socket.deliver(.ready(LiveReady(session: "s", mode: "find", target: "person")))
    #expect(await eventually { rig.model.mode == "find" && rig.model.target == "person" })
    await rig.model.stop()
  }

  @Test func aRefusedUpgradeFailsWithTheServersSentence() async throws {
    let rig = try Rig()
    rig.transport.refuse(
      with: LiveHandshakeRefusal(
        status: 503, headers: ["Content-Type": "application/json"],
        body: Data(
          #"{"error":{"code":"server_busy","message":"Too many live sessions are open; try again in a minute."}}"#
            .utf8)))
    await rig.model.start()
    #expect(rig.model.state == .failed("Too many live sessions are open; try again in a minute."))
    #expect(rig.transport.sockets.isEmpty)
  }

  @Test func aBrokenConnectionFailsAndStops() async throws {
    let rig = try Rig()
    rig.camera.show(grey: 10)
    try await rig.start()
    rig.socket.failSends(with: VisorClientError(.connectionLost, "The connection was lost; try again."))
    rig.camera.show(grey: 200)
    await rig.clock.advance(by: LiveModel.defaultFrameInterval)
    #expect(await eventually { rig.model.state == .failed("The connection was lost; try again.") })
  }

  @Test func greyThumbnailsAverageALumaPlane() {
    // A 32 × 24 plane: the left half black, the right half white → 16 × 12: 8 columns of each.
    var luma = [UInt8](repeating: 0, count: 32 * 24)
    for y in 0..<24 { for x in 16..<32 { luma[y * 32 + x] = 255 } }
    let grey = GreyThumbnail(luma: luma, width: 32, height: 24, toWidth: 16, toHeight: 12)
    #expect(grey.pixels.count == 16 * 12)
    #expect(grey.pixels[0] == 0 && grey.pixels[15] == 255 && grey.pixels[7] == 0 && grey.pixels[8] == 255)
    let flat = GreyThumbnail(width: 16, height: 12, pixels: [UInt8](repeating: 128, count: 192))
    #expect(grey.difference(to: flat) > 100)
    #expect(flat.difference(to: flat) == 0)
    #expect(
      flat.difference(to: GreyThumbnail(width: 8, height: 6, pixels: [UInt8](repeating: 128, count: 48)))
        == 255)
    // The default copy is 64 × 48, as the web app's.
    #expect(
      GreyThumbnail(luma: [UInt8](repeating: 9, count: 640 * 480), width: 640, height: 480).pixels.count == 64
        * 48)
  }

  /// Issue 24: a word that changed on the same plate moves few pixels of the copy, and little of its
  /// mean, yet it is a new view; grain moves the mean a little and no pixel far.
  @Test func aFewPixelsThatMovedFarAreAChangeAndGrainIsNot() {
    let plate = [UInt8](repeating: 230, count: 64 * 48)
    var word = plate
    for index in 1500..<1512 { word[index] = 40 }  // twelve pixels of ink where there was none
    var grain = plate
    for index in grain.indices where index % 3 == 0 { grain[index] = 222 }
    let before = GreyThumbnail(width: 64, height: 48, pixels: plate)
    let newWord = GreyThumbnail(width: 64, height: 48, pixels: word)
    let grainy = GreyThumbnail(width: 64, height: 48, pixels: grain)
    #expect(newWord.difference(to: before) < LiveModel.defaultChangeThreshold)  // the mean alone misses it
    #expect(newWord.changed(from: before, threshold: LiveModel.defaultChangeThreshold))
    #expect(!grainy.changed(from: before, threshold: LiveModel.defaultChangeThreshold))
    #expect(grainy.movedPixels(from: before) == 0)
  }
}
