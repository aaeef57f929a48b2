import Foundation
import Testing
import VisorAPI
import VisorKit
import VisorKitTesting

/// Follow-up questions, the channel picker, cross-checks and quotas: against a real server for what
/// main serves, and against canned answers (RecordingTransport) for what it does not serve yet.
@MainActor
@Suite(.tags(.live), .serialized) struct FollowUpAndChannelTests {
  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }()

  static func json(_ value: some Encodable) throws -> String {
    String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  static func user(defaultMode: String = "describe", limits: UsageLimits? = nil) -> UserResponse {
    UserResponse(
      id: "u1", username: "ada", isAdmin: false, displayName: nil, accentColor: "#0a84ff", voice: nil,
      speakByDefault: true, createdAt: Date(timeIntervalSince1970: 1_700_000_000), defaultMode: defaultMode,
      limits: limits)
  }

  static func models(_ modes: [String]) -> ModelListResponse {
    ModelListResponse(
      items: [
        ModelResponse(
          id: "local/scene", capabilities: ["vision"], state: "ready", voices: nil, memoryBytes: nil,
          note: nil,
          defaultFor: ["vision"], modes: modes),
        ModelResponse(
          id: "test/chat", capabilities: ["chat"], state: "ready", voices: nil, memoryBytes: nil, note: nil,
          defaultFor: []),
      ], capabilities: [])
  }

  static func canned(_ answers: [TransportResponse]) throws -> (VisorClient, RecordingTransport) {
    let transport = RecordingTransport(answering: answers)
    let client = try VisorClient(
      baseURL: "http://127.0.0.1:9", token: ClientInputTests.goodToken, transport: transport,
      retryPolicy: .none)
    return (client, transport)
  }

  // MARK: Follow-ups against the real server

  @Test func aFollowUpAboutTheLastPhotoStreamsIntoATurnAndIsSaved() async throws {
    try await withServer(crossChecks: true) { server in
      let client = try await server.client("alice")
      let rig = try CameraAssistantModelTests.Rig(client: client)
      #expect(rig.model.followUp == nil)
      await rig.press(for: .milliseconds(50))
      await rig.model.answered()
      let followUp = try #require(rig.model.followUp, "an answer opens follow-ups about its photo")
      #expect(followUp.analysisID == rig.model.lastAnalysisID)
      #expect(!followUp.canAsk, "an empty draft cannot be sent")
      followUp.draft = "   "
      await followUp.ask()
      #expect(followUp.turns.isEmpty && server.vision.calls == 1, "whitespace sends nothing")

      followUp.draft = "What colour is the car?"
      await followUp.ask()
      #expect(followUp.errorMessage == nil, "\(followUp.errorMessage ?? "")")
      let turn = try #require(followUp.turns.first)
      #expect(followUp.turns.count == 1 && turn.isComplete && !followUp.isAsking)
      #expect(
        turn.question == "What colour is the car?"
          && turn.answer == "A red car. It is parked. The sky is blue.")
      #expect(!turn.id.hasPrefix("pending-"), "the saved turn's id: \(turn.id)")
      // The server checks the answer against the offline engine (decision 024): whatever it found is
      // what the turn shows, and is the same when loaded again below.
      #expect(turn.checks.allSatisfy { $0.kind == "colour" }, "\(turn.checks)")
      #expect(followUp.draft.isEmpty)

      // A spoken follow-up: the turn shows what was heard.
      await followUp.ask(recording: Recording(data: try Fixtures.question(), contentType: "audio/wav"))
      #expect(followUp.turns.count == 2 && followUp.turns[1].question == FixedEars.text, "\(followUp.turns)")

      // The history screen loads the same turns from the server.
      let history = FollowUpModel(client: client, analysisID: followUp.analysisID)
      await history.load()
      #expect(history.turns.map(\.id) == followUp.turns.map(\.id))
      #expect(history.turns.map(\.question) == ["What colour is the car?", FixedEars.text])
      #expect(history.turns.first?.checks == turn.checks)
    }
  }

  @Test func aSpokenFollowUpPlaysItsSentencesInOrder() async throws {
    try await withServer { server in
      let client = try await server.client("bob")
      let analysis = try await client.analyze(Photo(try Fixtures.jpeg()), speak: false)
      let log = DeviceLog()
      let player = FakePlayer(log: log)
      let followUp = FollowUpModel(
        client: client, analysisID: analysis.id, player: player, speaksAnswers: true)
      followUp.draft = "And the sky?"
      await followUp.ask()
      await followUp.playedAll()
      #expect(player.played.count == 3, "\(log.entries)")
      #expect(followUp.playingSentence == nil)
    }
  }

  @Test func aFollowUpAboutAMissingAnalysisLeavesNoTurnAndSaysWhy() async throws {
    try await withServer { server in
      let client = try await server.client("carol")
      let followUp = FollowUpModel(client: client, analysisID: UUID().uuidString.lowercased())
      followUp.draft = "Hello?"
      await followUp.ask()
      #expect(followUp.turns.isEmpty)
      #expect(followUp.errorMessage?.isEmpty == false, "the server's sentence")
      #expect(!followUp.isAsking)
    }
  }

  // MARK: Cross-checks

  @Test func crossChecksReadAsSentences() {
    #expect(
      CrossCheck(CheckResponse(kind: "text", local: "STOP", model: "SHOP", agrees: false)).sentence
        == "The local check read ‘STOP’; the model said ‘SHOP’.")
    #expect(
      CrossCheck(kind: "text", local: "STOP", model: "STOP", agrees: true).sentence
        == "The local check read ‘STOP’, as the model did.")
    #expect(
      CrossCheck(kind: "people", local: "1", model: "2", agrees: false).sentence
        == "The local check counted 1 person; the model said ‘2’.")
    #expect(
      CrossCheck(kind: "barcode", local: "4006381333931", model: "4006381333932", agrees: false).sentence
        == "The local check decoded ‘4006381333931’; the model said ‘4006381333932’.")
    #expect(
      CrossCheck(kind: "colour", local: "red", model: "red", agrees: true).sentence
        == "The local colour check saw the colour ‘red’, as the model did.")
    #expect(
      CrossCheck(kind: "depth", local: "2 m", model: "5 m", agrees: false).sentence
        == "The local depth check found ‘2 m’; the model said ‘5 m’.")
  }

  @Test func checksOnTheDoneEventReachTheTurnAndTheCamera() async throws {
    let checks = #"[{"kind":"text","local":"STOP","model":"SHOP","agrees":false}]"#
    let followUpEvents =
      "event: text\ndata: {\"delta\":\"It says SHOP.\"}\n\n"
      + "event: done\ndata: {\"id\":\"a1\",\"turnId\":\"t1\",\"timings\":{},\"checks\":\(checks),\"mode\":\"text\"}\n\n"
    let analyzeEvents =
      "event: text\ndata: {\"delta\":\"A sign.\"}\n\n"
      + "event: done\ndata: {\"id\":\"a1\",\"timings\":{},\"checks\":\(checks),\"mode\":\"text\"}\n\n"
    let (client, transport) = try Self.canned([
      RecordingTransport.events(analyzeEvents), RecordingTransport.events(followUpEvents),
    ])
    let rig = try CameraAssistantModelTests.Rig(client: client)
    rig.model.mode = "text"
    await rig.press(for: .milliseconds(10))
    await rig.model.answered()
    #expect(rig.model.checks.map(\.sentence) == ["The local check read ‘STOP’; the model said ‘SHOP’."])
    let form = String(decoding: transport.sent[0].body ?? Data(), as: UTF8.self)
    #expect(form.contains("name=\"mode\"\r\n\r\ntext"), "the camera asks in its channel")

    let followUp = try #require(rig.model.followUp)
    followUp.draft = "What does the sign say?"
    await followUp.ask()
    #expect(followUp.turns.first?.id == "t1" && followUp.turns.first?.answer == "It says SHOP.")
    #expect(followUp.turns.first?.checks.first?.agrees == false)
    #expect(transport.sent[1].url.path == "/api/v1/analyses/a1/messages")
    #expect(transport.sent[1].headers["Accept"] == "text/event-stream")
  }

  // MARK: The channel picker

  @Test func thePickerStartsAtTheRememberedChannelAndRemembersAChoice() async throws {
    let (client, transport) = try Self.canned([
      RecordingTransport.answer(200, try Self.json(Self.user(defaultMode: "barcode"))),
      RecordingTransport.answer(200, try Self.json(Self.models(["describe", "text", "barcode", "light"]))),
      RecordingTransport.answer(200, try Self.json(Self.user(defaultMode: "text"))),
      RecordingTransport.answer(200, try Self.json(Self.user(defaultMode: "describe"))),
    ])
    let picker = ChannelPickerModel(client: client)
    await picker.load()
    #expect(picker.modes == ["describe", "text", "barcode", "light"])
    #expect(picker.selected == "barcode" && picker.remembered == "barcode")
    #expect(ChannelPickerModel.title(for: "text") == "Read text")

    await picker.select("text")
    #expect(picker.selected == "text" && picker.remembered == "text" && picker.remembersChoice)
    #expect(String(decoding: transport.sent[2].body ?? Data(), as: UTF8.self) == #"{"defaultMode":"text"}"#)
    #expect(transport.sent[2].method == "PATCH" && transport.sent[2].url.path == "/api/v1/me")

    await picker.select("describe")
    #expect(String(decoding: transport.sent[3].body ?? Data(), as: UTF8.self) == #"{"defaultMode":null}"#)
    #expect(picker.selected == "describe" && picker.remembered == "describe")

    await picker.select("cute")
    #expect(picker.selected == "describe" && transport.sent.count == 4, "a channel not offered is not sent")
    #expect(
      picker.errorMessage?.contains("no “Cute-o-meter” channel") == true, "\(picker.errorMessage ?? "")")
  }

  @Test func aRememberedChannelTheServerNoLongerOffersFallsBackToDescribe() async throws {
    let (client, _) = try Self.canned([
      RecordingTransport.answer(200, try Self.json(Self.user(defaultMode: "people"))),
      RecordingTransport.answer(200, try Self.json(Self.models(["describe", "text"]))),
    ])
    let picker = ChannelPickerModel(client: client)
    await picker.load()
    #expect(picker.selected == "describe" && picker.remembered == "people")
  }

  @Test func thePickerAgainstTheRealServer() async throws {
    try await withServer { server in
      let client = try await server.client("dave")
      let picker = ChannelPickerModel(client: client)
      await picker.load()
      #expect(picker.errorMessage == nil, "\(picker.errorMessage ?? "")")
      #expect(picker.modes.first == "describe" && picker.modes.contains(picker.selected))
      let offered = Set(try await client.models().flatMap { $0.modes ?? [] })
      #expect(Set(picker.modes) == offered.union(["describe"]))
      guard let other = picker.modes.first(where: { $0 != "describe" }) else { return }
      await picker.select(other)
      #expect(picker.selected == other && picker.errorMessage == nil)
      // This server stores defaultMode: the choice is remembered, and a new picker starts there.
      let stored = try await client.me().defaultMode
      #expect(stored == other && picker.remembersChoice && picker.remembered == stored)
      let later = ChannelPickerModel(client: client)
      await later.load()
      #expect(later.selected == other, "a new session starts in the remembered channel")
    }
  }

  // MARK: Quotas

  @Test func aUsedUpQuotaIsATypedErrorWithItsResetTime() async throws {
    let sentence = "You have used today's 50 analyses; more tomorrow at 00:00 UTC."
    let body = #"{"error":{"code":"quota_exceeded","message":"\#(sentence)"}}"#
    let (client, _) = try Self.canned([
      RecordingTransport.answer(429, body, headers: ["retry-after": "600"]),
      RecordingTransport.answer(429, body, headers: ["retry-after": "Wed, 21 Oct 2099 07:28:00 GMT"]),
    ])
    let error = await #expect(throws: VisorClientError.self) {
      try await client.analyze(Photo(try Fixtures.jpeg()))
    }
    #expect(error?.kind == .rateLimited && error?.status == 429 && error?.code == "quota_exceeded")
    #expect(error?.message == sentence)
    let wait = try #require(error?.retryAt).timeIntervalSinceNow
    #expect((595...600).contains(wait) && error?.retryAfter == 600)

    let dated = await #expect(throws: VisorClientError.self) { try await client.me() }
    #expect(dated?.retryAt == Date(timeIntervalSince1970: 4_096_250_880))
  }

  @Test func theQuotaModelSaysWhatIsLeftAndWhenABlockEnds() async throws {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let limits = UsageLimits(
      requestsPerMinute: UsageLimit(limit: nil, remaining: nil, resetsAt: nil),
      analysesPerDay: UsageLimit(limit: 50, remaining: 48, resetsAt: now.addingTimeInterval(3600 * 5)))
    var spent = limits
    spent.analysesPerDay.remaining = 0
    let (client, _) = try Self.canned([
      RecordingTransport.answer(200, try Self.json(Self.user(limits: limits))),
      RecordingTransport.answer(200, try Self.json(Self.user(limits: spent))),
      RecordingTransport.answer(200, try Self.json(Self.user())),
    ])
    let quota = QuotaModel(client: client, now: { now })
    await quota.load()
    #expect(quota.summary == "48 of 50 analyses left today." && quota.canAnalyze)
    await quota.load()
    #expect(quota.summary == "No analyses left today; more in 5 hours." && !quota.canAnalyze)
    await quota.load()
    #expect(quota.limits == nil && quota.summary == nil && quota.canAnalyze, "a server without quotas")

    quota.record(
      VisorClientError(
        .rateLimited, "Too many requests this minute.", code: "rate_limited", status: 429,
        retryAt: now.addingTimeInterval(40)))
    #expect(!quota.canAnalyze)
    #expect(quota.blockedSummary == "Too many requests this minute. Try again in 40 seconds.")
    quota.record(VisorClientError(.server, "Something else.", status: 500))
    #expect(quota.blockedSummary != nil, "only a 429 changes the block")
  }

  @Test func theCameraKeepsTheResetTimeOfA429() async throws {
    let body = #"{"error":{"code":"quota_exceeded","message":"No analyses left today."}}"#
    let (client, _) = try Self.canned([RecordingTransport.answer(429, body, headers: ["retry-after": "120"])])
    let rig = try CameraAssistantModelTests.Rig(client: client)
    await rig.press(for: .milliseconds(10))
    await rig.model.answered()
    #expect(rig.model.errorMessage == "No analyses left today.")
    let until = try #require(rig.model.rateLimitedUntil)
    #expect((115...120).contains(until.timeIntervalSinceNow))
    #expect(rig.model.isShutterEnabled, "the shutter is free again; the view may count down")
  }

  @Test func theQuotaModelReadsTheRealServersLimitsAndTheirUse() async throws {
    try await withServer { server in
      let admin = try await server.client("quotaadmin", admin: true)
      let client = try await server.client("quotauser")
      let quota = QuotaModel(client: client)
      await quota.load()
      #expect(quota.errorMessage == nil)
      #expect(quota.limits?.analysesPerDay.limit == nil && quota.summary == nil, "unlimited by default")

      let id = try await client.me().id
      _ = try await admin.updateUser(id: id, AdminUserPatch(analysesPerDay: .value(2)))
      await quota.load()
      #expect(quota.summary == "2 of 2 analyses left today.", "\(String(describing: quota.limits))")
      _ = try await client.analyze(Photo(try Fixtures.jpeg()), prompt: "What is this?")
      await quota.load()
      #expect(quota.summary == "1 of 2 analyses left today.")
      _ = try await client.analyze(Photo(try Fixtures.jpeg()), prompt: "And now?")
      await quota.load()
      #expect(
        quota.summary?.hasPrefix("No analyses left today; more in ") == true, "\(quota.summary ?? "nil")")
      #expect(!quota.canAnalyze)
      let refused = await #expect(throws: VisorClientError.self) {
        try await client.analyze(Photo(try Fixtures.jpeg()), prompt: "Once more?")
      }
      #expect(refused?.kind == .rateLimited && refused?.code == "quota_exceeded")
      quota.record(try #require(refused))
      #expect(quota.blockedSummary?.contains("midnight UTC") == true, "\(quota.blockedSummary ?? "nil")")
    }
  }

  @Test func theSignInThrottleOfTheRealServerIsRateLimited() async throws {
    try await withServer { server in
      _ = try await server.client("erin")
      var anonymous = try VisorClient(baseURL: server.url, retryPolicy: .none)
      var last: VisorClientError?
      for _ in 0..<10 {
        do {
          _ = try await anonymous.signIn(username: "erin", password: "wrong password", tokenName: "x")
        } catch let error as VisorClientError {
          last = error
          if error.status == 429 { break }
        }
      }
      #expect(last?.kind == .rateLimited, "\(String(describing: last))")
      #expect((last?.retryAt?.timeIntervalSinceNow ?? 0) > 0, "the reset time is in the future")
    }
  }
}
