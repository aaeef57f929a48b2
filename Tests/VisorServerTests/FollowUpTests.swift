import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorMedia

@testable import VisorServer

/// Follow-up questions about the same photo (issue 15): `POST /api/v1/analyses/{id}/messages`,
/// with a scripted vision model that records what it was sent.
@Suite struct FollowUpTests {
  typealias Fields = AnalyzeInputTests.Fields

  /// Describes a photo and returns the analysis id.
  static func describe(_ t: TestApp, _ token: String) async throws -> String {
    let (body, type) = TestApp.multipart([
      ("image", "p.png", "image/png", try AnalyzeInputTests.photo()),
      AnalyzeInputTests.text("speak", "false"),
    ])
    let reply = try await t.request(
      "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type)
    #expect(reply.status == 200, "\(reply.text)")
    return try reply.decode(AnalyzeResponse.self).id
  }

  static func ask(_ t: TestApp, _ token: String, _ id: String, _ json: [String: Any], stream: Bool = false)
    async throws -> TestApp.Reply
  {
    try await t.request(
      "POST", "/api/v1/analyses/\(id)/messages", token: token, json: json,
      headers: stream ? ["Accept": "text/event-stream"] : [:])
  }

  @Test func aFollowUpSeesThePhotoAndEveryEarlierTurnAndIsSavedWithTheAnalysis() async throws {
    try await withApp { t in
      let model = ScriptedChatModel(id: "test/eyes") { messages in
        let last =
          messages.last?.parts.compactMap { if case .text(let s) = $0 { s } else { nil } }.joined() ?? ""
        return last.contains("label")
          ? ["The label ", "is red."] : last.contains("print") ? ["It says jam."] : ["A jar."]
      }
      t.app.models.register(
        .init(descriptor: ModelDescriptor(id: model.id, capabilities: [.vision], state: .remote), chat: model)
      )
      try t.app.models.setDefault(.vision, id: model.id)
      let (_, token) = try await t.user("ada")
      let id = try await Self.describe(t, token)

      let first = try await Self.ask(t, token, id, ["prompt": "What colour is the label?", "speak": false])
      #expect(first.status == 200, "\(first.text)")
      let answer = try first.decode(FollowUpResponse.self)
      #expect(answer.id == id)
      #expect(answer.message == "The label is red.")
      #expect(answer.model == "test/eyes")
      // The photo is solid red: with the offline engine installed its colour check agrees (decision 024).
      #expect(answer.checks.allSatisfy { $0.kind == "colour" && $0.agrees }, "\(answer.checks)")
      #expect(answer.timings.ingestMs == nil)

      // The model got the photo with the first question, the first answer, then the new question.
      let sent = try #require(model.received.last)
      let images = sent.flatMap(\.parts).filter { if case .image = $0 { true } else { false } }
      #expect(images.count == 1, "the photo is sent once")
      #expect(sent.map(\.role) == [.user, .assistant, .user])
      #expect(sent[1].parts == [.text("A jar.")])

      // A second follow-up carries the first turn too, over SSE.
      let streamed = try await Self.ask(
        t, token, id, ["prompt": "Read the small print", "speak": false], stream: true)
      #expect(streamed.status == 200)
      #expect(streamed.header("Content-Type")?.hasPrefix("text/event-stream") == true)
      let done = try #require(
        streamed.text.components(separatedBy: "event: done\ndata: ").last?.split(separator: "\n").first)
      let frame = try JSONDecoder().decode(StreamEvents.Done.self, from: Data(done.utf8))
      #expect(frame.id == id && frame.turnId != nil && frame.checks == [])
      let second = try #require(model.received.last)
      #expect(second.map(\.role) == [.user, .assistant, .user, .assistant, .user])
      #expect(second[3].parts == [.text("The label is red.")])

      // Saved with the analysis, oldest first, as DESIGN pins the turns.
      let saved = try await t.request("GET", "/api/v1/analyses/\(id)", token: token)
      let analysis = try saved.decode(AnalysisResponse.self)
      let turns = try #require(analysis.turns)
      #expect(turns.map(\.prompt) == ["What colour is the label?", "Read the small print"])
      #expect(turns.map(\.message) == ["The label is red.", "It says jam."])
      #expect(turns.last?.id == frame.turnId)
      #expect(turns.allSatisfy { $0.mode == "describe" })
      #expect(turns.first?.checks == answer.checks)
      #expect(turns.last?.checks == [])  // "It says jam." states nothing the engine measured
      for key in [
        "\"id\"", "\"prompt\"", "\"transcript\":null", "\"message\"", "\"mode\"", "\"checks\":[]",
        "\"timings\"", "\"createdAt\"",
      ] {
        #expect(saved.text.contains(key), "turns carry \(key)")
      }
      // Lists do not load turns: null, not omitted.
      let list = try await t.request("GET", "/api/v1/analyses", token: token)
      #expect(list.text.contains("\"turns\":null"))
    }
  }

  /// History search finds an analysis by a word only its follow-up answer says, as a word match
  /// (issue 23: turns are in the full-text index, not only found by meaning).
  @Test func historySearchFindsTheAnalysisByAWordOfAFollowUpAnswer() async throws {
    try await withApp { t in
      let model = ScriptedChatModel(id: "test/eyes") { messages in
        let last =
          messages.last?.parts.compactMap { if case .text(let s) = $0 { s } else { nil } }.joined() ?? ""
        return last.contains("print") ? ["It says ", "rhubarb compote."] : ["A jar."]
      }
      t.app.models.register(
        .init(descriptor: ModelDescriptor(id: model.id, capabilities: [.vision], state: .remote), chat: model)
      )
      try t.app.models.setDefault(.vision, id: model.id)
      let (_, token) = try await t.user("ada")
      let id = try await Self.describe(t, token)
      let other = try await Self.describe(t, token)
      func search(_ q: String, _ who: String = token) async throws -> [[String: Any]] {
        let reply = try await t.request("GET", "/api/v1/analyses?q=\(q)", token: who)
        #expect(reply.status == 200, "\(reply.text)")
        return reply.json["items"] as? [[String: Any]] ?? []
      }
      #expect(try await search("rhubarb").isEmpty)

      let asked = try await Self.ask(t, token, id, ["prompt": "Read the small print", "speak": false])
      #expect(asked.status == 200, "\(asked.text)")
      let found = try await search("rhubarb")
      #expect(found.map { $0["id"] as? String } == [id])
      #expect(found.first?["match"] as? String == "words")
      #expect(found.first?["message"] as? String == "A jar.", "the item is the analysis, not the turn")
      #expect(try await search("small%20pri").map { $0["id"] as? String } == [id])  // the question too
      #expect(try await search("jar").count == 2)  // the analyses' own words still count
      let (_, eve) = try await t.user("eve")
      #expect(try await search("rhubarb", eve).isEmpty)
      #expect(try await t.request("DELETE", "/api/v1/analyses/\(id)", token: token).status == 204)
      #expect(try await search("rhubarb").isEmpty)
      #expect(try await search("jar").map { $0["id"] as? String } == [other])
    }
  }

  @Test func badFollowUpsAreRefusedBeforeStreamingAndReachNoModel() async throws {
    try await withApp { t in
      let model = try AnalyzeInputTests.setUp(t, hears: "")
      let (user, token) = try await t.user("bea")
      let (_, other) = try await t.user("eve")
      let id = try await Self.describe(t, token)
      let asked = model.received.count
      let cases: [(what: String, json: [String: Any], status: Int, code: String)] = [
        ("an empty question", ["prompt": "   "], 400, "empty_message"),
        ("no question", [:], 400, "empty_message"),
        (
          "a 5,000-character question", ["prompt": String(repeating: "a", count: 5_000)], 400,
          "prompt_too_long"
        ),
        ("an unknown field", ["prompt": "hi", "image": "x"], 400, "unknown_field"),
        ("an unknown voice", ["prompt": "hi", "speak": true, "voice": "darth"], 400, "unknown_voice"),
      ]
      for c in cases {
        for stream in [false, true] {
          let reply = try await Self.ask(t, token, id, c.json, stream: stream)
          #expect(reply.status == c.status, "\(c.what) (stream \(stream)): \(reply.text.prefix(300))")
          #expect(reply.errorCode == c.code, "\(c.what): \(reply.text.prefix(300))")
          #expect(reply.header("Content-Type")?.hasPrefix("application/json") == true, "\(c.what)")
        }
      }
      // Spoken: no words → 422 with a sentence; silence → 422.
      let (spoken, spokenType) = TestApp.multipart([
        ("audio", "q.wav", "audio/wav", try AnalyzeInputTests.spokenQuestion())
      ])
      let noSpeech = try await t.request(
        "POST", "/api/v1/analyses/\(id)/messages", token: token, body: spoken, contentType: spokenType)
      #expect(noSpeech.status == 422)
      #expect(noSpeech.errorCode == "no_speech")
      #expect(noSpeech.errorMessage?.isEmpty == false)
      let silent = try AudioEncoder.encode(
        PCMAudio(samples: [Float](repeating: 0, count: 16_000), sampleRate: 16_000), format: .wav
      ).data
      let (quiet, quietType) = TestApp.multipart([("audio", "q.wav", "audio/wav", silent)])
      let silence = try await t.request(
        "POST", "/api/v1/analyses/\(id)/messages", token: token, body: quiet, contentType: quietType)
      #expect(silence.status == 422)
      #expect(silence.errorCode == "audio_silent")

      // Someone else's analysis, an unknown id and a deleted one: 404.
      #expect(try await Self.ask(t, other, id, ["prompt": "Whose is this?"]).status == 404)
      #expect(try await Self.ask(t, token, UUID().uuidString.lowercased(), ["prompt": "Hi?"]).status == 404)
      #expect(try await Self.ask(t, token, "not-an-id", ["prompt": "Hi?"]).status == 404)
      #expect(try await t.request("DELETE", "/api/v1/analyses/\(id)", token: token).status == 204)
      let deleted = try await Self.ask(t, token, id, ["prompt": "And now?"], stream: true)
      #expect(deleted.status == 404)
      #expect(model.received.count == asked, "no bad follow-up reaches the model")
      let turns = try await t.app.store.analysisTurns(
        analysisID: try #require(UUID(uuidString: id)), userID: user.id)
      #expect(turns.isEmpty)
    }
  }
}
