import Foundation
import Synchronization
import Testing
import VisorAPI
import VisorCore
import VisorTestSupport

@testable import VisorServer

/// Cross-checks (issue 14): a scripted provider answers, the real offline engine measures the same
/// photo, and each kind both stated is compared — in the JSON answer, SSE `done`, the saved
/// analysis and follow-up turns; a disagreement is spoken after the answer.
@Suite(.enabled(if: LocalEngine.enabled, "needs the local models: run scripts/setup.sh"), .serialized)
struct CrossCheckTests {
  typealias Field = (String, String?, String?, Data)
  static func text(_ name: String, _ value: String) -> Field { (name, nil, nil, Data(value.utf8)) }

  /// Records every sentence it is asked to speak.
  final class RecordingVoice: SpeechSynthesizer, @unchecked Sendable {
    let id = "test/recording"
    let voices = ["plain"]
    let spoken = Mutex<[String]>([])
    func synthesize(_ text: String, voice: String?) async throws -> PCMAudio {
      spoken.withLock { $0.append(text) }
      return PCMAudio(samples: [Float](repeating: 0.1, count: 1600), sampleRate: 16_000)
    }
  }

  static func provider(_ t: TestApp, says answer: String, voice: RecordingVoice? = nil) throws {
    try AnalyzeInputTests.setUp(t, answer: [answer])
    if let voice {
      t.app.models.register(
        .init(
          descriptor: ModelDescriptor(
            id: voice.id, capabilities: [.speech], state: .remote, voices: ["plain"]),
          synthesizer: voice))
      try t.app.models.setDefault(.speech, id: voice.id)
    }
  }

  static func sign() throws -> Data {
    try Data(contentsOf: ChannelTests.fixtures.appendingPathComponent("sign.jpg"))
  }

  static func analyze(
    _ t: TestApp, _ token: String, image: Data, mode: String, speak: Bool = false, sse: Bool = false
  ) async throws -> TestApp.Reply {
    let (body, type) = TestApp.multipart([
      ("image", "photo.jpg", "image/jpeg", image), text("speak", speak ? "true" : "false"),
      text("mode", mode),
    ])
    return try await t.request(
      "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type,
      headers: sse ? ["Accept": "text/event-stream"] : [:])
  }

  @Test func aProviderThatReadsTheSignLikeTheLocalReaderAgreesAndTheCheckIsSaved() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      try Self.provider(t, says: "The sign says \"Open 24 hours\".")
      let (_, token) = try await t.user("ana")
      let reply = try await Self.analyze(t, token, image: try Self.sign(), mode: "describe")
      #expect(reply.status == 200, "\(reply.text)")
      let answer = try reply.decode(AnalyzeResponse.self)
      let text = try #require(answer.checks.first { $0.kind == "text" }, "\(reply.text)")
      #expect(text.local == "OPEN 24 HOURS")
      #expect(text.model == "Open 24 hours")
      #expect(text.agrees)
      // The sign has no people, code or subject colour the provider named: only the text is compared.
      #expect(answer.checks.map(\.kind) == ["text"], "\(answer.checks)")
      let saved = try await t.request("GET", "/api/v1/analyses/\(answer.id)", token: token)
      #expect(try saved.decode(AnalysisResponse.self).checks == answer.checks)
    }
  }

  @Test func aProviderThatMisreadsTheSignIsFlaggedInJSONSSEAndTheSavedAnalysisAndSpoken() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      let voice = RecordingVoice()
      try Self.provider(t, says: "SHOP 24 HOURS", voice: voice)
      let (_, token) = try await t.user("ana")
      let reply = try await Self.analyze(t, token, image: try Self.sign(), mode: "text", speak: true)
      #expect(reply.status == 200, "\(reply.text)")
      let answer = try reply.decode(AnalyzeResponse.self)
      #expect(answer.message == "SHOP 24 HOURS")  // the model's answer stays as it said it
      #expect(
        answer.checks == [
          CheckResponse(kind: "text", local: "OPEN 24 HOURS", model: "SHOP 24 HOURS", agrees: false)
        ]
      )
      #expect(answer.mode == "text")
      // Spoken after the answer, as one sentence.
      let spoken = voice.spoken.withLock { $0 }
      #expect(
        spoken.last == "The local check read ‘OPEN 24 HOURS’; the model said ‘SHOP 24 HOURS’.", "\(spoken)")
      #expect(spoken.first == "SHOP 24 HOURS")

      let saved = try await t.request("GET", "/api/v1/analyses/\(answer.id)", token: token)
      #expect(try saved.decode(AnalysisResponse.self).checks.first?.agrees == false)

      let sse = try await Self.analyze(t, token, image: try Self.sign(), mode: "text", speak: true, sse: true)
      let events = ParsedEvents(sse.text)
      let done = try #require(events.first("done"), "\(sse.text)")
      let checks = try #require(done["checks"] as? [[String: Any]])
      #expect(checks.count == 1)
      #expect(checks.first?["agrees"] as? Bool == false)
      #expect(checks.first?["local"] as? String == "OPEN 24 HOURS")
      let audioTexts = events.events.filter { $0.name == "audio" }.compactMap { $0.data["text"] as? String }
      #expect(audioTexts.last?.hasPrefix("The local check read") == true, "\(audioTexts)")
      // The spoken check is heard, not added to the text.
      #expect(events.text == "SHOP 24 HOURS")
    }
  }

  /// Issue 26 item 5: a describe answer that states what the sign says without quotation marks is
  /// compared too (the reader runs once the answer is known), flagged and spoken.
  @Test func anUnquotedFalseReadingInDescribeIsFlaggedAndSpoken() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      let voice = RecordingVoice()
      try Self.provider(t, says: "A white sign on a wall. It says: Shop 24 hours.", voice: voice)
      let (_, token) = try await t.user("ana")
      let reply = try await Self.analyze(t, token, image: try Self.sign(), mode: "describe", speak: true)
      #expect(reply.status == 200, "\(reply.text)")
      let answer = try reply.decode(AnalyzeResponse.self)
      let text = try #require(answer.checks.first { $0.kind == "text" }, "\(reply.text)")
      #expect(
        text == CheckResponse(kind: "text", local: "OPEN 24 HOURS", model: "Shop 24 hours", agrees: false))
      let spoken = voice.spoken.withLock { $0 }
      #expect(
        spoken.last == "The local check read ‘OPEN 24 HOURS’; the model said ‘Shop 24 hours’.", "\(spoken)")
    }
  }

  @Test func theLocalEngineAnsweringItselfHasNoChecks() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      let (_, token) = try await t.user("ana")
      let reply = try await Self.analyze(t, token, image: try Self.sign(), mode: "text")
      #expect(reply.status == 200, "\(reply.text)")
      #expect(try reply.decode(AnalyzeResponse.self).checks == [])
      #expect(reply.text.contains("\"checks\":[]"))
    }
  }

  @Test func peopleAreCountedInWordsOrDigitsAgainstTheLocalDetectors() async throws {
    let photo = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/darknet/data/person.jpg"))
    for (answer, agrees) in [
      ("A woman stands next to a horse and a dog.", true), ("Three people are standing in a field.", false),
      ("There is 1 person with a dog and a horse.", true),
    ] {
      try await withApp(configure: LocalEngine.configure) { t in
        try Self.provider(t, says: answer)
        let (_, token) = try await t.user("ana")
        let reply = try await Self.analyze(t, token, image: photo, mode: "people")
        let checks = try reply.decode(AnalyzeResponse.self).checks
        let people = try #require(checks.first { $0.kind == "people" }, "\(answer): \(reply.text)")
        #expect(people.local == "1 person")
        #expect(people.agrees == agrees, "\(answer): \(people)")
      }
    }
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zint")))
  func aProductCodeIsCheckedByItsDigits() async throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("visor-ean-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let code = dir.appendingPathComponent("ean.png").path
    let photo = dir.appendingPathComponent("photo.jpg").path
    try ChannelTests.run("/usr/bin/zint", ["-b", "13", "-d", "400638133393", "--scale", "3", "-o", code])
    try ChannelTests.run(
      "/usr/bin/convert",
      [LocalEngine.dogPhoto.path, code, "-gravity", "center", "-composite", "-quality", "92", photo])
    let image = try Data(contentsOf: URL(fileURLWithPath: photo))
    for (answer, agrees) in [
      ("It's an EAN-13 barcode: 4 006381 333931.", true), ("The barcode reads 4006381333932.", false),
    ] {
      try await withApp(configure: LocalEngine.configure) { t in
        try Self.provider(t, says: answer)
        let (_, token) = try await t.user("ana")
        let reply = try await Self.analyze(t, token, image: image, mode: "barcode")
        let checks = try reply.decode(AnalyzeResponse.self).checks
        #expect(checks.count == 1, "\(reply.text)")
        #expect(checks.first?.kind == "barcode")
        #expect(checks.first?.local == "4006381333931")
        #expect(checks.first?.agrees == agrees, "\(answer)")
      }
    }
  }

  @Test func theCentreColourIsCheckedByColourFamily() async throws {
    // Dark red in the middle of a gray frame.
    let photo = PNGMaker.image(width: 320, height: 240) { x, y in
      abs(x - 160) < 60 && abs(y - 120) < 50 ? (130, 10, 20) : (128, 128, 128)
    }
    for (answer, agrees) in [("It's a deep crimson.", true), ("The centre is bright blue.", false)] {
      try await withApp(configure: LocalEngine.configure) { t in
        try Self.provider(t, says: answer)
        let (_, token) = try await t.user("ana")
        let (body, type) = TestApp.multipart([
          ("image", "red.png", "image/png", photo), Self.text("speak", "false"), Self.text("mode", "colour"),
        ])
        let reply = try await t.request(
          "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type)
        let checks = try reply.decode(AnalyzeResponse.self).checks
        #expect(checks.count == 1, "\(reply.text)")
        #expect(checks.first?.local == "dark red")
        #expect(checks.first?.agrees == agrees, "\(answer): \(checks)")
      }
    }
  }

  @Test func aFollowUpTurnIsCheckedAndCarriesTheAnalysisMode() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      let answers = Mutex(["OPEN 24 HOURS", "It says 'CLOSED'."])
      let model = ScriptedChatModel(id: "test/eyes") { _ in [answers.withLock { $0.removeFirst() }] }
      t.app.models.register(
        .init(descriptor: ModelDescriptor(id: model.id, capabilities: [.vision], state: .remote), chat: model)
      )
      try t.app.models.setDefault(.vision, id: model.id)
      let (_, token) = try await t.user("ana")
      let first = try await Self.analyze(t, token, image: try Self.sign(), mode: "text")
      let analysis = try first.decode(AnalyzeResponse.self)
      #expect(analysis.checks.first?.agrees == true, "\(first.text)")

      let follow = try await t.request(
        "POST", "/api/v1/analyses/\(analysis.id)/messages", token: token,
        json: ["prompt": "What does it say again?", "speak": false])
      #expect(follow.status == 200, "\(follow.text)")
      let turn = try follow.decode(FollowUpResponse.self)
      #expect(
        turn.checks == [CheckResponse(kind: "text", local: "OPEN 24 HOURS", model: "CLOSED", agrees: false)])

      let saved = try await t.request("GET", "/api/v1/analyses/\(analysis.id)", token: token)
      let turns = try #require(try saved.decode(AnalysisResponse.self).turns)
      #expect(turns.count == 1)
      #expect(turns.first?.mode == "text")
      #expect(turns.first?.checks == turn.checks)
    }
  }
}
