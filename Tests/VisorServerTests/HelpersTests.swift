import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorMedia
import VisorStore
import VisorTestSupport

@testable import VisorServer

#if canImport(Glibc)
  import Glibc
#endif

/// Ask someone you trust (issue 28): helpers, requests, answers by text and voice, expiry, the event
/// stream, the admin's helpers for everyone, rate limits, privacy (who may see what), export and
/// deletion — over HTTP, on SQLite (and on PostgreSQL in ``HelpersPostgresTests``).
@Suite struct HelpersTests {
  /// An analysis of `user`'s with a stored photo (the helpers' feature does not care how it was made).
  static func analysis(_ t: TestApp, _ user: User, message: String = "A letter from the bank.") async throws
    -> (
      UUID, Data
    )
  {
    let id = UUID()
    let photo = Data([0xFF, 0xD8, 0xFF, 0xE0] + (0..<200).map { UInt8($0 % 251) })
    let key = "images/\(id.wire.prefix(2))/\(id.wire).jpg"
    try await t.app.features.blobs.put(photo, key: key)
    try await t.app.store.saveAnalysis(
      Analysis(
        id: id, userID: user.id, prompt: "What does this letter say?", message: message, model: "test/eyes",
        imageKey: key))
    return (id, photo)
  }

  /// `asker` invites `helper`, who accepts.
  static func link(_ t: TestApp, asker: String, helper: String, helperName: String) async throws {
    let invite = try await t.request("POST", "/api/v1/helpers", token: asker, json: ["username": helperName])
    #expect(invite.status == 201, "\(invite.text)")
    let id = try #require(invite.json["id"] as? String)
    let accept = try await t.request("POST", "/api/v1/helpers/\(id)/accept", token: helper)
    #expect(accept.status == 200, "\(accept.text)")
  }

  static func tone(seconds: Double = 1) throws -> Data {
    let rate = 16_000
    let samples = (0..<Int(Double(rate) * seconds)).map {
      Float(sin(Double($0) * 2 * .pi * 440 / Double(rate)) * 0.4)
    }
    return try AudioEncoder.encode(PCMAudio(samples: samples, sampleRate: rate), format: .wav).data
  }

  @Test func invitationsAreAcceptedListedBothWaysAndEndedFromEitherSide() async throws {
    try await withApp { t in
      let (_, ada) = try await t.user("ada")
      let (_, bo) = try await t.user("bob")
      let (_, cy) = try await t.user("cyd")

      let invite = try await t.request("POST", "/api/v1/helpers", token: ada, json: ["username": "Bob"])
      #expect(invite.status == 201, "\(invite.text)")
      #expect(invite.json["username"] as? String == "bob")
      #expect(invite.json["status"] as? String == "invited")
      let id = try #require(invite.json["id"] as? String)

      #expect(
        try await t.request("POST", "/api/v1/helpers", token: ada, json: ["username": "bob"]).errorCode
          == "helper_exists")
      let nobody = try await t.request("POST", "/api/v1/helpers", token: ada, json: ["username": "zed"])
      #expect(nobody.status == 404)
      let me = try await t.request("POST", "/api/v1/helpers", token: ada, json: ["username": "ada"])
      #expect(me.status == 400)
      let extra = try await t.request(
        "POST", "/api/v1/helpers", token: ada, json: ["username": "bob", "x": 1])
      #expect(extra.status == 400)

      // Both directions, each with the other person's name.
      let mine = try await t.request("GET", "/api/v1/helpers", token: ada).decode(HelpersResponse.self)
      #expect(mine.helpers.map(\.username) == ["bob"])
      #expect(mine.helpers.first?.status == "invited")
      #expect(mine.helping.isEmpty)
      let theirs = try await t.request("GET", "/api/v1/helpers", token: bo).decode(HelpersResponse.self)
      #expect(theirs.helping.map(\.username) == ["ada"])

      // Only the invited person accepts.
      #expect(try await t.request("POST", "/api/v1/helpers/\(id)/accept", token: cy).status == 404)
      #expect(try await t.request("POST", "/api/v1/helpers/\(id)/accept", token: ada).status == 404)
      let accepted = try await t.request("POST", "/api/v1/helpers/\(id)/accept", token: bo)
      #expect(accepted.json["status"] as? String == "accepted")
      #expect(accepted.json["username"] as? String == "ada")
      #expect(
        try await t.request("GET", "/api/v1/helpers", token: ada).decode(HelpersResponse.self).helpers.first?
          .status
          == "accepted")

      // A stranger cannot end it; the helper can.
      #expect(try await t.request("DELETE", "/api/v1/helpers/\(id)", token: cy).status == 404)
      #expect(try await t.request("DELETE", "/api/v1/helpers/\(id)", token: bo).status == 204)
      #expect(
        try await t.request("GET", "/api/v1/helpers", token: ada).decode(HelpersResponse.self).helpers.isEmpty
      )
    }
  }

  @Test(.live) func aHelperReceivesTakesAndAnswersAndTheAskerGetsAPersonTurn() async throws {
    try await withApp { t in
      let (adaUser, ada) = try await t.user("ada")
      let (_, bo) = try await t.user("bob")
      let (_, dee) = try await t.user("dee")
      let (_, cy) = try await t.user("cyd")
      try await Self.link(t, asker: ada, helper: bo, helperName: "bob")
      try await Self.link(t, asker: ada, helper: dee, helperName: "dee")
      let (analysisID, photo) = try await Self.analysis(t, adaUser)

      let boEvents = try await HelpEvents(port: t.app.port, token: bo)
      defer { boEvents.close() }
      let adaEvents = try await HelpEvents(port: t.app.port, token: ada)
      defer { adaEvents.close() }
      let cyEvents = try await HelpEvents(port: t.app.port, token: cy)
      defer { cyEvents.close() }

      // Bo is connected, so Ada sees him available.
      let listed = try await t.request("GET", "/api/v1/helpers", token: ada).decode(HelpersResponse.self)
      #expect(listed.helpers.first { $0.username == "bob" }?.available == true)
      #expect(listed.helpers.first { $0.username == "dee" }?.available == false)

      let ask = try await t.request(
        "POST", "/api/v1/analyses/\(analysisID.wire)/help", token: ada,
        json: ["prompt": "Is the amount due today?"])
      #expect(ask.status == 201, "\(ask.text)")
      let created = try ask.decode(HelpCreatedResponse.self)
      #expect(created.status == "waiting")
      #expect(created.sentTo == ["bob", "dee"])
      #expect(abs(created.expiresAt.timeIntervalSinceNow - 900) < 30)

      // Bo hears of it with the photo, the question and the machine's answer; Cy hears nothing.
      let received = try await boEvents.next("request")
      #expect(received["id"] as? String == created.id)
      #expect(received["question"] as? String == "Is the amount due today?")
      #expect(received["machineAnswer"] as? String == "A letter from the bank.")
      #expect((received["sentTo"] as? [Any])?.isEmpty == true, "a helper does not see whom else it went to")
      let image = try await t.request("GET", try #require(received["imageUrl"] as? String), token: bo)
      #expect(image.status == 200)
      #expect(image.body == photo)
      let open = try await t.request("GET", "/api/v1/help/requests", token: bo).decode(
        ListResponse<HelpRequestResponse>.self)
      #expect(open.items.map(\.id) == [created.id])

      // Someone it was not sent to can neither see nor take nor answer it.
      #expect(
        try await t.request("GET", "/api/v1/help/requests/\(created.id)/image", token: cy).status == 403)
      let stranger = try await t.request("POST", "/api/v1/help/requests/\(created.id)/take", token: cy)
      #expect(stranger.status == 403)
      #expect(stranger.errorCode == "not_a_helper")
      #expect(try await t.request("GET", "/api/v1/help/requests", token: cy).json["items"] as? [Any] != nil)
      #expect(
        try await t.request("GET", "/api/v1/help/requests", token: cy).decode(
          ListResponse<HelpRequestResponse>.self
        )
        .items.isEmpty)

      // Bo takes it: Ada and Dee see it taken; Dee cannot take it any more.
      let take = try await t.request("POST", "/api/v1/help/requests/\(created.id)/take", token: bo)
      #expect(take.status == 200, "\(take.text)")
      #expect(take.json["status"] as? String == "taken")
      #expect(try await adaEvents.next("taken")["takenBy"] as? String == "bob")
      let late = try await t.request("POST", "/api/v1/help/requests/\(created.id)/take", token: dee)
      #expect(late.status == 409)
      #expect(late.errorCode == "help_taken")
      #expect(
        try await t.request(
          "POST", "/api/v1/help/requests/\(created.id)/answer", token: dee, json: ["text": "x"]
        ).status == 409)

      // Bo answers by text; Ada hears it, and it is a turn of the analysis from Bo.
      let answer = try await t.request(
        "POST", "/api/v1/help/requests/\(created.id)/answer", token: bo,
        json: ["text": "Yes, it is due on Friday."])
      #expect(answer.status == 200, "\(answer.text)")
      let answered = try await adaEvents.next("answered")
      let answerBody = try #require(answered["answer"] as? [String: Any])
      #expect(answerBody["text"] as? String == "Yes, it is due on Friday.")
      #expect(answerBody["username"] as? String == "bob")
      #expect(answerBody["audioUrl"] is NSNull)
      let detail = try await t.request("GET", "/api/v1/analyses/\(analysisID.wire)", token: ada).decode(
        AnalysisResponse.self)
      let turn = try #require(detail.turns?.last)
      #expect(turn.message == "Yes, it is due on Friday.")
      #expect(turn.prompt == "Is the amount due today?")
      #expect(turn.from == TurnAuthorResponse(username: "bob", kind: "person"))
      #expect(turn.audioUrl == nil)
      // Answered: it leaves the open list, and another answer is refused.
      #expect(
        try await t.request("GET", "/api/v1/help/requests", token: bo).decode(
          ListResponse<HelpRequestResponse>.self
        )
        .items.isEmpty)
      let again = try await t.request(
        "POST", "/api/v1/help/requests/\(created.id)/answer", token: bo, json: ["text": "again"])
      #expect(again.status == 409)
      #expect(await cyEvents.names().allSatisfy { $0 == "ready" }, "a non-helper hears nothing")
    }
  }

  @Test(.live) func aVoiceAnswerIsKeptAsMP3AndTheTurnCarriesItsURL() async throws {
    try await withApp { t in
      let (adaUser, ada) = try await t.user("ada")
      let (_, bo) = try await t.user("bob")
      try await Self.link(t, asker: ada, helper: bo, helperName: "bob")
      let (analysisID, _) = try await Self.analysis(t, adaUser)
      let adaEvents = try await HelpEvents(port: t.app.port, token: ada)
      defer { adaEvents.close() }

      // A spoken question: kept as the asker's own recording.
      let (question, questionType) = TestApp.multipart([("audio", "q.wav", "audio/wav", try Self.tone())])
      let ask = try await t.request(
        "POST", "/api/v1/analyses/\(analysisID.wire)/help", token: ada, body: question,
        contentType: questionType)
      #expect(ask.status == 201, "\(ask.text)")
      let id = try #require(ask.json["id"] as? String)
      let seen = try await t.request("GET", "/api/v1/help/requests/\(id)", token: bo).decode(
        HelpRequestResponse.self)
      let questionURL = try #require(seen.questionAudioUrl)
      let questionAudio = try await t.request("GET", questionURL, token: bo)
      #expect(questionAudio.header("Content-Type") == "audio/mpeg")
      #expect(try AudioDecoder.decode(questionAudio.body).durationSeconds > 0.8)

      // Bad voice answers are refused with what to do.
      let (silence, silenceType) = TestApp.multipart([
        (
          "audio", "a.wav", "audio/wav",
          try AudioEncoder.encode(
            PCMAudio(samples: .init(repeating: 0, count: 16_000), sampleRate: 16_000), format: .wav
          ).data
        )
      ])
      let silent = try await t.request(
        "POST", "/api/v1/help/requests/\(id)/answer", token: bo, body: silence, contentType: silenceType)
      #expect(silent.errorCode == "audio_silent")
      let (junk, junkType) = TestApp.multipart([("audio", "a.wav", "audio/wav", Data("not audio".utf8))])
      #expect(
        try await t.request(
          "POST", "/api/v1/help/requests/\(id)/answer", token: bo, body: junk, contentType: junkType
        )
        .status == 422)

      let (voice, voiceType) = TestApp.multipart([
        ("audio", "a.wav", "audio/wav", try Self.tone(seconds: 1.5))
      ])
      let answer = try await t.request(
        "POST", "/api/v1/help/requests/\(id)/answer", token: bo, body: voice, contentType: voiceType)
      #expect(answer.status == 200, "\(answer.text)")
      let event = try await adaEvents.next("answered")
      let audioURL = try #require((event["answer"] as? [String: Any])?["audioUrl"] as? String)
      let audio = try await t.request("GET", audioURL, token: ada)
      #expect(audio.status == 200)
      #expect(audio.header("Content-Type") == "audio/mpeg")
      let decoded = try AudioDecoder.decode(audio.body)
      #expect(abs(decoded.durationSeconds - 1.5) < 0.2, "the helper's own recording, as MP3")
      let detail = try await t.request("GET", "/api/v1/analyses/\(analysisID.wire)", token: ada).decode(
        AnalysisResponse.self)
      #expect(detail.turns?.last?.audioUrl == audioURL)
      #expect(detail.turns?.last?.from?.username == "bob")
      // The answer's recording is for the asker and the one who answered only.
      let (_, cy) = try await t.user("cyd")
      #expect(try await t.request("GET", audioURL, token: cy).status == 403)
    }
  }

  @Test(.live) func anUnansweredRequestExpiresWithTheSentenceTheAskerHears() async throws {
    try await withApp(configure: { $0.helpExpirySeconds = 1 }) { t in
      let (adaUser, ada) = try await t.user("ada")
      let (_, bo) = try await t.user("bob")
      try await Self.link(t, asker: ada, helper: bo, helperName: "bob")
      let (analysisID, _) = try await Self.analysis(t, adaUser)
      let adaEvents = try await HelpEvents(port: t.app.port, token: ada)
      defer { adaEvents.close() }
      let boEvents = try await HelpEvents(port: t.app.port, token: bo)
      defer { boEvents.close() }

      let ask = try await t.request("POST", "/api/v1/analyses/\(analysisID.wire)/help", token: ada)
      #expect(ask.status == 201, "\(ask.text)")
      let id = try #require(ask.json["id"] as? String)
      // Without a question, the one the machine answered goes.
      #expect(try await boEvents.next("request")["question"] as? String == "What does this letter say?")

      let expired = try await adaEvents.next("expired", timeout: 10)
      #expect(expired["id"] as? String == id)
      #expect(expired["message"] as? String == "Nobody could answer; try again or call.")
      #expect(try await boEvents.next("expired", timeout: 10)["id"] as? String == id)
      let late = try await t.request("POST", "/api/v1/help/requests/\(id)/take", token: bo)
      #expect(late.status == 409)
      #expect(late.errorCode == "help_closed")
      // Closed: the photo is no longer shared with the helper.
      #expect(try await t.request("GET", "/api/v1/help/requests/\(id)/image", token: bo).status == 404)
      let history = try await t.request("GET", "/api/v1/help/history", token: ada).decode(
        HelpHistoryResponse.self)
      #expect(history.requests.map(\.status) == ["expired"])
      #expect(history.requests.first?.sentTo == ["bob"])
    }
  }

  @Test func askingSomeoneWhoIsNotYourHelperIsRefused() async throws {
    try await withApp { t in
      let (adaUser, ada) = try await t.user("ada")
      let (_, bo) = try await t.user("bob")
      _ = try await t.user("cyd")
      let (analysisID, _) = try await Self.analysis(t, adaUser)
      let path = "/api/v1/analyses/\(analysisID.wire)/help"

      let none = try await t.request("POST", path, token: ada, json: ["prompt": "What is it?"])
      #expect(none.status == 409)
      #expect(none.errorCode == "no_helpers")
      // Invited but not accepted: still nobody to ask.
      let invite = try await t.request("POST", "/api/v1/helpers", token: ada, json: ["username": "bob"])
      #expect(try await t.request("POST", path, token: ada).errorCode == "no_helpers")
      _ = try await t.request("POST", "/api/v1/helpers/\(invite.json["id"] as! String)/accept", token: bo)
      let named = try await t.request("POST", path, token: ada, json: ["username": "cyd"])
      #expect(named.status == 403)
      #expect(named.errorCode == "not_a_helper")
      #expect(try await t.request("POST", path, token: ada, json: ["username": "bob"]).status == 201)

      // Someone else's analysis, bad ids, both question forms, unknown fields.
      let (_, cy) = try await t.user("dee")
      #expect(try await t.request("POST", path, token: cy).status == 404)
      #expect(try await t.request("POST", "/api/v1/analyses/nope/help", token: ada).status == 404)
      let (both, bothType) = TestApp.multipart([
        ("prompt", nil, nil, Data("what?".utf8)), ("audio", "a.wav", "audio/wav", try Self.tone()),
      ])
      #expect(
        try await t.request("POST", path, token: ada, body: both, contentType: bothType).errorCode
          == "prompt_and_audio")
      #expect(
        try await t.request("POST", path, token: ada, json: ["prompt": "x", "speak": true]).status == 400)
      let long = try await t.request(
        "POST", path, token: ada, json: ["prompt": String(repeating: "why ", count: 600)])
      #expect(long.errorCode == "prompt_too_long")
      #expect(try await t.request("POST", path, json: ["prompt": "x"]).status == 401)
      // The helper's answer needs something to say.
      let requestID = try #require(
        try await t.request("GET", "/api/v1/help/requests", token: bo).decode(
          ListResponse<HelpRequestResponse>.self
        )
        .items.first?.id)
      let empty = try await t.request(
        "POST", "/api/v1/help/requests/\(requestID)/answer", token: bo, json: ["text": "  "])
      #expect(empty.status == 400)
      #expect(empty.errorMessage?.contains("text") == true)
    }
  }

  @Test func anAdminsHelperForEveryoneIsAskedByAnyone() async throws {
    try await withApp { t in
      let (_, admin) = try await t.user("root", admin: true)
      let (staffUser, staff) = try await t.user("staff")
      let (pupilUser, pupil) = try await t.user("pupil")
      let patch = try await t.request(
        "PATCH", "/api/v1/admin/users/\(staffUser.id.wire)", token: admin, json: ["helperForEveryone": true])
      #expect(patch.status == 200, "\(patch.text)")
      #expect(patch.json["helperForEveryone"] as? Bool == true)
      #expect(
        try await t.request(
          "PATCH", "/api/v1/admin/users/\(staffUser.id.wire)", token: pupil, json: ["helperForEveryone": true]
        ).status == 403)
      let users = try await t.request("GET", "/api/v1/admin/users", token: admin).decode(
        ListResponse<UserResponse>.self)
      #expect(users.items.first { $0.username == "staff" }?.helperForEveryone == true)
      #expect(users.items.first { $0.username == "pupil" }?.helperForEveryone == false)

      let listed = try await t.request("GET", "/api/v1/helpers", token: pupil).decode(HelpersResponse.self)
      #expect(listed.helpers.map(\.username) == ["staff"])
      #expect(listed.helpers.first?.everyone == true)
      #expect(listed.helpers.first?.id == nil)

      let (analysisID, _) = try await Self.analysis(t, pupilUser)
      let ask = try await t.request("POST", "/api/v1/analyses/\(analysisID.wire)/help", token: pupil)
      #expect(ask.status == 201, "\(ask.text)")
      #expect(ask.json["sentTo"] as? [String] == ["staff"])
      #expect(
        try await t.request("GET", "/api/v1/help/requests", token: staff).decode(
          ListResponse<HelpRequestResponse>.self
        )
        .items.map(\.from) == ["pupil"])

      // Switched off: nobody to ask again.
      _ = try await t.request(
        "PATCH", "/api/v1/admin/users/\(staffUser.id.wire)", token: admin, json: ["helperForEveryone": false])
      #expect(
        try await t.request("POST", "/api/v1/analyses/\(analysisID.wire)/help", token: pupil).errorCode
          == "no_helpers")
    }
  }

  @Test func tooManyRequestsAreRefusedWithRetryAfter() async throws {
    try await withApp { t in
      let (adaUser, ada) = try await t.user("ada")
      let (_, bo) = try await t.user("bob")
      try await Self.link(t, asker: ada, helper: bo, helperName: "bob")
      let (analysisID, _) = try await Self.analysis(t, adaUser)
      for _ in 0..<HelpersService.requestsPerWindow {
        #expect(
          try await t.request("POST", "/api/v1/analyses/\(analysisID.wire)/help", token: ada).status == 201)
      }
      let spam = try await t.request("POST", "/api/v1/analyses/\(analysisID.wire)/help", token: ada)
      #expect(spam.status == 429)
      #expect(spam.errorCode == "rate_limited")
      #expect(Int(spam.header("Retry-After") ?? "") ?? 0 > 0)
      // Invitations are limited too.
      for index in 0..<HelpersService.invitationsPerWindow {
        _ = try await t.user("person\(index)")
        #expect(
          try await t.request("POST", "/api/v1/helpers", token: bo, json: ["username": "person\(index)"])
            .status == 201)
      }
      _ = try await t.user("last")
      #expect(
        try await t.request("POST", "/api/v1/helpers", token: bo, json: ["username": "last"]).status == 429)
    }
  }

  @Test func whatHelpersSawIsExportedDeletableAndGoesWithTheAccount() async throws {
    try await withApp { t in
      let (adaUser, ada) = try await t.user("ada")
      let (boUser, bo) = try await t.user("bob")
      try await Self.link(t, asker: ada, helper: bo, helperName: "bob")
      let (analysisID, _) = try await Self.analysis(t, adaUser)
      let (voice, voiceType) = TestApp.multipart([("audio", "q.wav", "audio/wav", try Self.tone())])
      let first = try await t.request(
        "POST", "/api/v1/analyses/\(analysisID.wire)/help", token: ada, body: voice, contentType: voiceType)
      let firstID = try #require(first.json["id"] as? String)
      _ = try await t.request(
        "POST", "/api/v1/help/requests/\(firstID)/answer", token: bo, json: ["text": "It is a bill."])
      let second = try await t.request(
        "POST", "/api/v1/analyses/\(analysisID.wire)/help", token: ada, json: ["prompt": "Who sent it?"])
      let secondID = try #require(second.json["id"] as? String)

      // The asker's export lists every request, whom it went to and the answer; the helper's lists
      // the link and what they answered.
      let export = try await t.request("GET", "/api/v1/me/export", token: ada).decode(ExportResponse.self)
      let helpers = try #require(export.helpers)
      #expect(helpers.helpers.helpers.map(\.username) == ["bob"])
      #expect(Set(helpers.requests.map(\.id)) == [firstID, secondID])
      #expect(helpers.requests.allSatisfy { $0.sentTo == ["bob"] })
      #expect(helpers.requests.first { $0.id == firstID }?.answer?.text == "It is a bill.")
      let boExport = try await t.request("GET", "/api/v1/me/export", token: bo).decode(ExportResponse.self)
      #expect(boExport.helpers?.helpers.helping.map(\.username) == ["ada"])
      #expect(boExport.helpers?.answered.map(\.id) == [firstID])

      // The asker deletes the open one: the helper can no longer open it.
      #expect(try await t.request("DELETE", "/api/v1/help/requests/\(secondID)", token: bo).status == 404)
      #expect(try await t.request("DELETE", "/api/v1/help/requests/\(secondID)", token: ada).status == 204)
      #expect(try await t.request("GET", "/api/v1/help/requests/\(secondID)", token: bo).status == 404)
      #expect(
        try await t.request("GET", "/api/v1/help/requests", token: bo).decode(
          ListResponse<HelpRequestResponse>.self
        )
        .items.isEmpty)

      // The question's recording is a blob of the asker's; deleting the account takes everything.
      let keys = try await t.app.store.allImageKeys()
      let recording = try #require(keys.first { $0.hasPrefix("help/") })
      #expect(try await t.app.features.blobs.exists(recording))
      _ = try await t.app.accounts.deleteUser(id: adaUser.id)
      await t.app.features.outbox.settle()
      await t.app.features.outbox.runPass()
      #expect(try await t.app.store.helpRequest(id: UUID(uuidString: firstID)!) == nil)
      #expect(try await t.app.features.blobs.exists(recording) == false)
      #expect(try await t.app.store.helperLinks(userID: boUser.id).helping.isEmpty)
    }
  }
}

/// The same flow on PostgreSQL, two instances sharing the database: one instance invites and asks,
/// the other accepts, takes and answers; the turn and the expiry show on both.
@Suite(.enabled(if: !PostgresTestCluster.skipped, "VISOR_TEST_POSTGRES=skip")) struct HelpersPostgresTests {
  @Test func helpersRequestsAndAnswersWorkAcrossInstancesOnPostgreSQL() async throws {
    try await withSharedInstances { a, b, _ in
      let (adaUser, ada) = try await a.user("ada")
      let (boUser, bo) = try await a.user("bob")
      let (_, dee) = try await a.user("dee")
      try await HelpersTests.link(a, asker: ada, helper: bo, helperName: "bob")
      let invite = try await a.request("POST", "/api/v1/helpers", token: ada, json: ["username": "dee"])
      #expect(
        try await b.request("POST", "/api/v1/helpers/\(invite.json["id"] as! String)/accept", token: dee)
          .status == 200)
      #expect(
        try await b.request("POST", "/api/v1/helpers", token: ada, json: ["username": "bob"]).errorCode
          == "helper_exists")
      let (analysisID, photo) = try await HelpersTests.analysis(a, adaUser)

      let ask = try await a.request(
        "POST", "/api/v1/analyses/\(analysisID.wire)/help", token: ada, json: ["prompt": "What colour is it?"]
      )
      #expect(ask.status == 201, "\(ask.text)")
      let id = try #require(ask.json["id"] as? String)
      let open = try await b.request("GET", "/api/v1/help/requests", token: bo).decode(
        ListResponse<HelpRequestResponse>.self)
      #expect(open.items.map(\.question) == ["What colour is it?"])
      #expect(try await b.request("GET", "/api/v1/help/requests/\(id)/image", token: bo).body == photo)
      #expect(try await b.request("POST", "/api/v1/help/requests/\(id)/take", token: bo).status == 200)
      #expect(
        try await a.request("POST", "/api/v1/help/requests/\(id)/take", token: dee).errorCode == "help_taken")
      let answer = try await b.request(
        "POST", "/api/v1/help/requests/\(id)/answer", token: bo, json: ["text": "It is blue."])
      #expect(answer.status == 200, "\(answer.text)")
      let detail = try await a.request("GET", "/api/v1/analyses/\(analysisID.wire)", token: ada).decode(
        AnalysisResponse.self)
      #expect(detail.turns?.last?.from?.username == "bob")
      #expect(detail.turns?.last?.message == "It is blue.")

      // Expiry through the store: a request past its time is expired once, by whichever instance looks.
      let past = HelpRequestRecord(
        userID: adaUser.id, analysisID: analysisID, question: "Still there?", machineAnswer: "m",
        createdAt: Date().addingTimeInterval(-120), expiresAt: Date().addingTimeInterval(-60),
        recipients: [HelperPerson(id: boUser.id, username: "bob")])
      try await a.app.store.createHelpRequest(past)
      let expired = try await b.app.store.expireHelpRequests(now: Date())
      #expect(expired.map(\.id) == [past.id])
      #expect(try await a.app.store.expireHelpRequests(now: Date()).isEmpty)
      let history = try await a.request("GET", "/api/v1/help/history", token: ada).decode(
        HelpHistoryResponse.self)
      #expect(Set(history.requests.map(\.status)) == ["answered", "expired"])
    }
  }
}

/// A client of `GET /api/v1/help/events` over a raw loopback socket: it collects the frames as they
/// come and waits (polling, never sleeping blind) for the next event of a name.
final class HelpEvents: @unchecked Sendable {
  private let socket: RawSocket
  private var fd: Int32 { socket.fd }
  private var received = Data()
  private var consumed = 0

  init(port: Int, token: String) async throws {
    socket = try RawSocket(port: port)
    try socket.send(
      Data(
        "GET /api/v1/help/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\nAccept: text/event-stream\r\n\r\n"
          .utf8))
    // The stream is registered once `ready` arrived.
    _ = try await next("ready")
  }

  /// Every event so far (name, data), read from the socket without waiting.
  private func pump() -> [SSE.Event] {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&pfd, 1, 0) > 0 else { break }
      let n = recv(fd, &buffer, buffer.count, 0)
      guard n > 0 else { break }
      received.append(contentsOf: buffer[0..<n])
    }
    // Chunk-size lines between frames are neither `event:` nor `data:` lines, so the parser skips them.
    let text = String(decoding: received, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    // Only whole frames: up to the last blank line.
    guard let start = text.range(of: "\n\n"), let end = text.range(of: "\n\n", options: .backwards),
      start.upperBound <= end.lowerBound
    else { return [] }
    return SSE.parse(String(text[start.upperBound..<end.lowerBound]))
  }

  /// The names of the events so far.
  func names() async -> [String] { pump().map(\.event) }

  /// The data (JSON) of the next event called `name`.
  func next(_ name: String, timeout: TimeInterval = 10) async throws -> [String: Any] {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let events = pump()
      if let index = events.indices.dropFirst(consumed).first(where: { events[$0].event == name }) {
        consumed = index + 1
        return try JSONSerialization.jsonObject(with: Data(events[index].data.utf8)) as? [String: Any] ?? [:]
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    Issue.record("no \(name) event within \(timeout) s; got \(pump().map(\.event))")
    throw RawSocket.Failure(call: "next(\(name))")
  }

  func close() { socket.close() }
}
