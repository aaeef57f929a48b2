import Foundation
import Testing
import VisorAPI
import VisorKit
import VisorKitTesting

/// The asking side of helpers (issue 28) against a real server: invite, a refusal said in a sentence,
/// asking about an analysis, following the request until the helper's answer, deleting it.
@MainActor
@Suite(.tags(.live), .serialized) struct HelpersModelTests {
  @Test func anAskerInvitesAsksAndFollowsTheRequestToTheHelpersAnswer() async throws {
    try await withServer { server in
      let client = try await server.client("asker")
      let sister = try await server.client("sister")
      let helpers = HelpersModel(client: client)
      await helpers.load()
      #expect(helpers.helpers.isEmpty && helpers.errorMessage == nil)

      let analysis = try await client.analyze(Photo(try Fixtures.jpeg()), prompt: "What does the letter say?")
      #expect(await helpers.ask(analysisID: analysis.id) == nil)
      #expect(helpers.errorMessage?.contains("Settings → Helpers") == true, "no helper yet: said what to do")

      await helpers.invite("sister")
      #expect(helpers.helpers.map(\.username) == ["sister"] && helpers.helpers.first?.status == "invited")
      let invitation = try #require(try await sister.helpers().helping.first?.id)
      _ = try await sister.acceptHelper(id: invitation)
      await helpers.load()
      #expect(helpers.helpers.first?.status == "accepted")

      let request = try #require(await helpers.ask(analysisID: analysis.id, prompt: "Is it urgent?"))
      #expect(
        request.status == .waiting && request.sentTo == ["sister"] && request.question == "Is it urgent?")
      #expect(request.sentence == "Waiting for sister.")

      // The sister answers (the helper's side is the web app; here through the API).
      let open = try await sister.send(Endpoints.helpRequests)
      #expect(open.items.map(\.id) == [request.id])
      _ = try await sister.send(Endpoints.takeHelpRequest, path: ["id": request.id])
      #expect(await helpers.refresh().map(\.status) == [.taken])
      _ = try await sister.send(
        Endpoints.answerHelpRequest, path: ["id": request.id],
        body: HelpAnswerRequest(text: "No, next month."))
      let changed = await helpers.refresh()
      #expect(changed.map(\.sentence) == ["sister answered: No, next month."])
      #expect(
        await helpers.answerAudio(of: try #require(changed.first)) == nil, "a typed answer has no recording")

      await helpers.delete(try #require(changed.first))
      #expect(helpers.requests.isEmpty)
      #expect(try await client.helpHistory().requests.isEmpty)
    }
  }

  /// The same journey followed through the help events instead of polling: the helper hears the
  /// request arrive, the asker hears it taken and answered, each change announced once.
  @Test func theEventsCarryTheRequestToTheHelperAndTheAnswerBack() async throws {
    try await withServer { server in
      let client = try await server.client("nora")
      let brother = try await server.client("brother")
      _ = try await client.inviteHelper(username: "brother")
      let invitation = try #require(try await brother.helpers().helping.first?.id)
      _ = try await brother.acceptHelper(id: invitation)

      let asker = HelpersModel(client: client)
      let helper = HelpersModel(client: brother)
      await asker.load()
      let listening = [Task { await asker.listen() }, Task { await helper.listen() }]
      defer { listening.forEach { $0.cancel() } }
      try await Self.until { asker.isListening && helper.isListening }
      #expect(try await client.helpers().helpers.first?.available == true, "a listening helper can be called")

      let analysis = try await client.analyze(Photo(try Fixtures.jpeg()), prompt: "What is on the shelf?")
      let request = try #require(await asker.ask(analysisID: analysis.id, prompt: "Which jar is jam?"))
      try await Self.until { helper.incoming.map(\.id) == [request.id] }
      #expect(helper.incoming.first?.question == "Which jar is jam?")

      _ = try await brother.send(Endpoints.takeHelpRequest, path: ["id": request.id])
      try await Self.until { asker.requests.first?.status == .taken }
      #expect(asker.announcement == "brother is looking at your photo.")
      // The helper's own stream says so too, a moment after the asker's or before it.
      try await Self.until("a taken request leaves the waiting list") { helper.incoming.isEmpty }

      _ = try await brother.send(
        Endpoints.answerHelpRequest, path: ["id": request.id], body: HelpAnswerRequest(text: "The red lid."))
      try await Self.until { asker.requests.first?.status == .answered }
      #expect(asker.announcement == "brother answered: The red lid.")
    }
  }

  /// Waits (bounded) until `condition` holds.
  static func until(
    _ what: String = "the condition", seconds: Double = 20, _ condition: @MainActor () -> Bool
  ) async throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while !condition() {
      guard ContinuousClock.now < deadline else {
        Issue.record("timed out waiting for \(what)")
        return
      }
      try await Task.sleep(for: .milliseconds(50))
    }
  }
}
