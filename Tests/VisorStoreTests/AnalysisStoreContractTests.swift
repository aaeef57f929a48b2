import Foundation
import Testing
import VisorCore
import VisorStore

/// The `AnalysisStore` contract, run against every store in `StoreFactory.all`.
@Suite struct AnalysisStoreContractTests {
  @Test(arguments: StoreFactory.all)
  func savedAnalysisReadsBackAndSavingAgainReplacesIt(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      var analysis = makeAnalysis(ada, transcript: "what is this?", message: "A golden retriever on grass.")
      analysis.timings = Timings(
        ingestMs: 5, transcriptionMs: 120, firstTokenMs: 300, firstAudioMs: 450, totalMs: 900)
      try await store.saveAnalysis(analysis)
      #expect(try await store.analysis(id: analysis.id, userID: ada.id) == analysis)

      analysis.message = "A labrador on grass."
      analysis.transcript = nil
      try await store.saveAnalysis(analysis)
      #expect(try await store.analysis(id: analysis.id, userID: ada.id) == analysis)
      #expect(
        try await store.analyses(userID: ada.id, query: nil, limit: 10, cursor: nil).items == [analysis])
      #expect(
        try await store.analyses(userID: ada.id, query: "labrador", limit: 10, cursor: nil).items == [
          analysis
        ])
      #expect(
        try await store.analyses(userID: ada.id, query: "retriever", limit: 10, cursor: nil).items.isEmpty)
    }
  }

  @Test(arguments: StoreFactory.all)
  func anotherUsersAnalysisIsInvisible(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let eve = try await makeUser(store, "eve")
      let analysis = makeAnalysis(ada, message: "secret diagram")
      try await store.saveAnalysis(analysis)

      #expect(try await store.analysis(id: analysis.id, userID: eve.id) == nil)
      #expect(try await store.analyses(userID: eve.id, query: nil, limit: 10, cursor: nil).items.isEmpty)
      #expect(try await store.analyses(userID: eve.id, query: "secret", limit: 10, cursor: nil).items.isEmpty)
      #expect(try await store.deleteAnalysis(id: analysis.id, userID: eve.id) == nil)

      // Eve cannot overwrite it by reusing its id either.
      var stolen = analysis
      stolen.userID = eve.id
      stolen.message = "overwritten"
      await #expect(throws: VisorError.self) { try await store.saveAnalysis(stolen) }
      #expect(try await store.analysis(id: analysis.id, userID: ada.id) == analysis)
    }
  }

  /// Cross-checks (issue 14, decision 024) and the remembered channel are saved and read back.
  @Test(arguments: StoreFactory.all)
  func checksAndTheRememberedChannelAreSaved(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      var analysis = makeAnalysis(ada, message: "The sign says SHOP.")
      analysis.mode = "text"
      analysis.checks = [
        AnswerCheck(kind: .text, local: "STOP", model: "SHOP", agrees: false),
        AnswerCheck(kind: .people, local: "1 person", model: "1 person", agrees: true),
      ]
      try await store.saveAnalysis(analysis)
      #expect(try await store.analysis(id: analysis.id, userID: ada.id)?.checks == analysis.checks)
      #expect(
        try await store.analyses(userID: ada.id, query: nil, limit: 10, cursor: nil).items.first?.checks
          == analysis.checks)
      let turn = AnalysisTurn(
        analysisID: analysis.id, userID: ada.id, prompt: "Again?", message: "It says 'SHOP'.",
        model: "remote/x",
        mode: "text", checks: [AnswerCheck(kind: .text, local: "STOP", model: "SHOP", agrees: false)])
      try await store.saveAnalysisTurn(turn)
      let saved = try await store.analysisTurns(analysisID: analysis.id, userID: ada.id)
      #expect(saved.first?.checks == turn.checks)
      #expect(saved.first?.mode == "text")

      var profile = ada.profile
      profile.defaultMode = "barcode"
      try await store.updateProfile(userID: ada.id, profile: profile)
      #expect(try await store.user(id: ada.id)?.profile.defaultMode == "barcode")
      #expect(try await store.user(username: "ada")?.profile.defaultMode == "barcode")

      // The person's language (issue 27): unset until chosen, then kept, then forgotten.
      #expect(try await store.user(id: ada.id)?.profile.language == nil)
      profile.language = "pt-BR"
      try await store.updateProfile(userID: ada.id, profile: profile)
      #expect(try await store.user(id: ada.id)?.profile.language == "pt-BR")
      profile.language = nil
      try await store.updateProfile(userID: ada.id, profile: profile)
      #expect(try await store.user(username: "ada")?.profile.language == nil)
    }
  }

  /// Follow-up turns (issue 15): saved with the analysis, oldest first, only for its owner, and gone
  /// with it.
  @Test(arguments: StoreFactory.all)
  func followUpTurnsBelongToTheirAnalysisAndGoWithIt(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let eve = try await makeUser(store, "eve")
      let analysis = makeAnalysis(ada, message: "A jar of jam.")
      try await store.saveAnalysis(analysis)
      let first = AnalysisTurn(
        analysisID: analysis.id, userID: ada.id, prompt: "What colour is the label?", message: "Red.",
        model: "local/scene", timings: Timings(totalMs: 40),
        createdAt: Date(timeIntervalSince1970: 1_700_000_000))
      let second = AnalysisTurn(
        analysisID: analysis.id, userID: ada.id, prompt: "Read the small print",
        transcript: "Read the small print",
        message: "It says 'strawberry'.", model: "local/scene",
        createdAt: Date(timeIntervalSince1970: 1_700_000_001))
      try await store.saveAnalysisTurn(first)
      try await store.saveAnalysisTurn(second)
      #expect(try await store.analysisTurns(analysisID: analysis.id, userID: ada.id) == [first, second])
      #expect(try await store.analysisTurns(analysisID: analysis.id, userID: eve.id).isEmpty)
      // Eve cannot add a turn to Ada's analysis.
      let intruder = AnalysisTurn(
        analysisID: analysis.id, userID: eve.id, prompt: "Whose is this?", message: "—", model: "local/scene")
      await #expect(throws: VisorError.self) { try await store.saveAnalysisTurn(intruder) }
      #expect(try await store.analysisTurns(analysisID: analysis.id, userID: ada.id).count == 2)
      // Deleted with the analysis; a turn for a deleted analysis is refused.
      _ = try await store.deleteAnalysis(id: analysis.id, userID: ada.id)
      #expect(try await store.analysisTurns(analysisID: analysis.id, userID: ada.id).isEmpty)
      await #expect(throws: VisorError.self) {
        try await store.saveAnalysisTurn(
          AnalysisTurn(analysisID: analysis.id, userID: ada.id, prompt: "And now?", message: "—", model: "x"))
      }
    }
  }

  @Test(arguments: StoreFactory.all)
  func pagesWalkEveryAnalysisOnceNewestFirst(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let bob = try await makeUser(store, "bob")
      var all: [Analysis] = []
      for index in 0..<61 {
        // Groups of three share a timestamp, so the id must break ties.
        all.append(makeAnalysis(ada, createdAt: fixedDate((index / 3) * 1000), message: "photo \(index)"))
      }
      for analysis in all.shuffled() { try await store.saveAnalysis(analysis) }
      try await store.saveAnalysis(makeAnalysis(bob, createdAt: fixedDate(5000)))
      let expected = all.sorted {
        ($0.createdAt, $0.id.uuidString.lowercased()) > ($1.createdAt, $1.id.uuidString.lowercased())
      }

      for pageSize in [1, 7, 10, 61, 100] {
        var seen: [Analysis] = []
        var cursor: String?
        var pages = 0
        repeat {
          let page = try await store.analyses(userID: ada.id, query: nil, limit: pageSize, cursor: cursor)
          #expect(page.items.count <= pageSize)
          seen += page.items
          cursor = page.nextCursor
          pages += 1
        } while cursor != nil && pages < 100
        #expect(seen.map(\.id) == expected.map(\.id), "page size \(pageSize)")
        #expect(pages == (61 + pageSize - 1) / pageSize, "no empty trailing page for size \(pageSize)")
      }
    }
  }

  @Test(arguments: StoreFactory.all)
  func searchPagesWalkEveryMatchOnce(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      var matching: [Analysis] = []
      for index in 0..<25 {
        let hit = index % 2 == 0
        let analysis = makeAnalysis(
          ada, createdAt: fixedDate(index * 10),
          message: hit ? "a bicycle number \(index)" : "a tree \(index)")
        try await store.saveAnalysis(analysis)
        if hit { matching.append(analysis) }
      }
      var seen: [UUID] = []
      var cursor: String?
      repeat {
        let page = try await store.analyses(userID: ada.id, query: "bicycle", limit: 4, cursor: cursor)
        seen += page.items.map(\.id)
        cursor = page.nextCursor
      } while cursor != nil
      #expect(seen == matching.reversed().map(\.id))
    }
  }

  @Test(arguments: StoreFactory.all)
  func aCursorThatWasNotIssuedIsRejected(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      for cursor in ["garbage", "!!!", "MTIzOm5vdC1hLXV1aWQ", String(repeating: "A", count: 500)] {
        let error = await #expect(throws: VisorError.self) {
          _ = try await store.analyses(userID: ada.id, query: nil, limit: 10, cursor: cursor)
        }
        #expect(error?.code == .invalidCursor)
      }
      #expect(try await store.analyses(userID: ada.id, query: nil, limit: 10, cursor: "").items.isEmpty)
    }
  }

  @Test(arguments: StoreFactory.all)
  func searchMatchesWordsInPromptTranscriptAndMessageWithPrefixOnTheLastWord(_ factory: StoreFactory)
    async throws
  {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let dog = makeAnalysis(ada, createdAt: fixedDate(1), message: "A golden retriever catching a frisbee.")
      let car = makeAnalysis(
        ada, createdAt: fixedDate(2), prompt: "Which car is this?", transcript: "is it a porsche",
        message: "A green coupé.")
      let cafe = makeAnalysis(
        ada, createdAt: fixedDate(3), message: "The Café de Flore in Paris, salt and pepper.")
      for analysis in [dog, car, cafe] { try await store.saveAnalysis(analysis) }

      func search(_ query: String) async throws -> [UUID] {
        try await store.analyses(userID: ada.id, query: query, limit: 10, cursor: nil).items.map(\.id)
      }
      #expect(try await search("retriever") == [dog.id])
      #expect(try await search("golden retr") == [dog.id])
      #expect(try await search("retriever gold") == [dog.id])  // the last word is a prefix
      #expect(try await search("GOLDEN") == [dog.id])
      #expect(try await search("porsche") == [car.id])  // transcript
      #expect(try await search("which car") == [car.id])  // prompt
      #expect(try await search("coupe") == [car.id])  // accents ignored
      #expect(try await search("cafe flore") == [cafe.id])
      #expect(try await search("salt and pepper") == [cafe.id])  // "and" is a word, not an operator
      #expect(try await search("golden porsche").isEmpty)  // all words must match
      #expect(try await search("zebra").isEmpty)
      #expect(try await search("   ") == [cafe.id, car.id, dog.id])  // blank means no filter
    }
  }

  /// A word said only in a follow-up turn (its question, its spoken question or its answer) finds the
  /// analysis once, beside the analysis's own words, newest first and paged; never another user's, and
  /// not after the analysis is deleted (issue 23).
  @Test(arguments: StoreFactory.all)
  func searchFindsAnAnalysisByItsFollowUpTurnsWords(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let eve = try await makeUser(store, "eve")
      let jam = makeAnalysis(ada, createdAt: fixedDate(1), message: "A jar of jam on a shelf.")
      let shelf = makeAnalysis(ada, createdAt: fixedDate(2), message: "An empty shelf.")
      let other = makeAnalysis(eve, createdAt: fixedDate(3), message: "A jar.")
      for analysis in [jam, shelf, other] { try await store.saveAnalysis(analysis) }
      let turns = [
        AnalysisTurn(
          analysisID: jam.id, userID: ada.id, prompt: "Read the small print",
          message: "It says 'Strawberry'.",
          model: "local/scene"),
        AnalysisTurn(
          analysisID: jam.id, userID: ada.id, prompt: "And the date?", transcript: "when does it expire",
          message: "Best before March; the strawberries are organic.", model: "local/scene"),
        AnalysisTurn(
          analysisID: other.id, userID: eve.id, prompt: "Which fruit?", message: "Strawberry, rhubarb.",
          model: "local/scene"),
      ]
      for turn in turns { try await store.saveAnalysisTurn(turn) }

      func search(_ query: String, user: UUID? = nil) async throws -> [UUID] {
        try await store.analyses(userID: user ?? ada.id, query: query, limit: 10, cursor: nil).items.map(\.id)
      }
      #expect(try await search("strawberry") == [jam.id])  // one analysis, though two turns match
      #expect(try await search("STRAWB") == [jam.id])  // prefix, any case
      #expect(try await search("small print") == [jam.id])  // a turn's question
      #expect(try await search("expire") == [jam.id])  // a turn's spoken question
      #expect(try await search("rhubarb").isEmpty)  // Eve's turn
      #expect(try await search("rhubarb", user: eve.id) == [other.id])
      #expect(try await search("shelf") == [shelf.id, jam.id])  // the analyses' own words still count
      #expect(try await search("organic strawb") == [jam.id])  // both words in one turn
      let first = try await store.analyses(userID: ada.id, query: "shelf", limit: 1, cursor: nil)
      #expect(first.items.map(\.id) == [shelf.id])
      let second = try await store.analyses(
        userID: ada.id, query: "shelf", limit: 1, cursor: first.nextCursor)
      #expect(second.items.map(\.id) == [jam.id] && second.nextCursor == nil)

      _ = try await store.deleteAnalysis(id: jam.id, userID: ada.id)
      #expect(try await search("strawberry").isEmpty)
      #expect(try await search("rhubarb", user: eve.id) == [other.id])
    }
  }

  static let hostileQueries: [String] = [
    "\"", "\"\"", "\"unbalanced", "AND OR", "AND", "OR", "NOT", "NOT cat", "*", "**", "cat*", "*cat", "NEAR(",
    "NEAR(cat dog", "NEAR(cat dog, 2)", "(", ")", "((cat)", "cat)", "{prompt message}: cat", "prompt:cat",
    "message : cat", "-cat", "+cat", "^cat", "cat^", "'", "''", "\\", "%", "_", ";DROP TABLE analyses;--",
    "a\"b", "🐱", "🐱 cat", "日本語のテキスト", "Ünïcödé", "ß", "İstanbul", "\u{0}", "cat\u{0}dog", "\t\n",
    String(repeating: "cat ", count: 500), String(repeating: "(", count: 1000), "col:umn:s", "cat OR", ":",
  ]

  @Test(arguments: StoreFactory.all)
  func hostileSearchTextNeverThrows(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let cat = makeAnalysis(ada, message: "A cat and a dog, near the window. 日本語のテキスト İstanbul")
      try await store.saveAnalysis(cat)
      for query in Self.hostileQueries {
        let page = try await store.analyses(userID: ada.id, query: query, limit: 10, cursor: nil)
        #expect(page.items.allSatisfy { $0.userID == ada.id }, "query \(query.debugDescription)")
      }
      // Syntax characters are ignored, the words still count.
      #expect(
        try await store.analyses(userID: ada.id, query: "NEAR(cat", limit: 10, cursor: nil).items == [cat])
      #expect(try await store.analyses(userID: ada.id, query: "\"cat", limit: 10, cursor: nil).items == [cat])
      #expect(
        try await store.analyses(userID: ada.id, query: "cat AND", limit: 10, cursor: nil).items == [cat])
      #expect(
        try await store.analyses(userID: ada.id, query: "日本語のテキスト", limit: 10, cursor: nil).items == [cat])
    }
  }

  @Test(arguments: StoreFactory.all)
  func deletingAnAnalysisReturnsItAndRemovesItFromListsAndSearch(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let keep = makeAnalysis(ada, createdAt: fixedDate(1), message: "a lighthouse")
      let drop = makeAnalysis(ada, createdAt: fixedDate(2), message: "a lighthouse at night")
      try await store.saveAnalysis(keep)
      try await store.saveAnalysis(drop)

      #expect(try await store.deleteAnalysis(id: drop.id, userID: ada.id) == drop)
      #expect(try await store.deleteAnalysis(id: drop.id, userID: ada.id) == nil)
      #expect(try await store.analysis(id: drop.id, userID: ada.id) == nil)
      #expect(
        try await store.analyses(userID: ada.id, query: "lighthouse", limit: 10, cursor: nil).items == [keep])
      #expect(try await store.analyses(userID: ada.id, query: "night", limit: 10, cursor: nil).items.isEmpty)
      #expect(try await store.allImageKeys() == [keep.imageKey])
    }
  }

  @Test(arguments: StoreFactory.all)
  func allImageKeysCoversEveryUser(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      #expect(try await store.allImageKeys().isEmpty)
      let ada = try await makeUser(store, "ada")
      let bob = try await makeUser(store, "bob")
      let analyses = [makeAnalysis(ada), makeAnalysis(ada), makeAnalysis(bob)]
      for analysis in analyses { try await store.saveAnalysis(analysis) }
      #expect(try await store.allImageKeys() == Set(analyses.map(\.imageKey)))
    }
  }

  @Test(arguments: StoreFactory.all)
  func twoHundredConcurrentSavesAllLand(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let analyses = (0..<200).map { makeAnalysis(ada, createdAt: fixedDate($0), message: "burst \($0)") }
      try await withThrowingTaskGroup(of: Void.self) { group in
        for analysis in analyses {
          group.addTask { try await store.saveAnalysis(analysis) }
          group.addTask {
            _ = try await store.analyses(userID: ada.id, query: "burst", limit: 5, cursor: nil)
          }
        }
        try await group.waitForAll()
      }
      let page = try await store.analyses(userID: ada.id, query: nil, limit: 200, cursor: nil)
      #expect(page.items.count == 200)
      #expect(Set(page.items.map(\.id)) == Set(analyses.map(\.id)))
      #expect(page.nextCursor == nil)
      #expect(
        try await store.analyses(userID: ada.id, query: "burst", limit: 200, cursor: nil).items.count == 200)
    }
  }
}

/// The `EventStore` contract, run against every store in `StoreFactory.all`.
@Suite struct EventStoreContractTests {
  @Test(arguments: StoreFactory.all)
  func eventsAreCountedByNameAndExportedOldestFirst(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let bob = try await makeUser(store, "bob")
      let adaEvents = [
        AnalyticsEvent(
          userID: ada.id, name: "shutter", properties: ["feature": "vision"], source: "web",
          createdAt: fixedDate(3)),
        AnalyticsEvent(userID: ada.id, name: "shutter", source: "web", createdAt: fixedDate(1)),
        AnalyticsEvent(
          userID: ada.id, name: "error", properties: ["code": "provider_timeout", "latencyMs": "5000"],
          source: "server",
          createdAt: fixedDate(2)),
      ]
      try await store.recordEvents(adaEvents)
      try await store.recordEvents([
        AnalyticsEvent(userID: bob.id, name: "shutter", source: "ios", createdAt: fixedDate(4))
      ])
      try await store.recordEvents([AnalyticsEvent(userID: nil, name: "startup", source: "server")])
      try await store.recordEvents([AnalyticsEvent(userID: UUID(), name: "ghost", source: "web")])  // dropped
      try await store.recordEvents([])

      #expect(try await store.eventCounts(userID: ada.id) == ["shutter": 2, "error": 1])
      #expect(try await store.eventCounts(userID: bob.id) == ["shutter": 1])
      #expect(try await store.eventCounts(userID: UUID()) == [:])
      #expect(try await store.events(userID: ada.id) == adaEvents.sorted { $0.createdAt < $1.createdAt })
    }
  }

  @Test(arguments: StoreFactory.all)
  func storeAnswersPingAndRefusesWorkAfterClose(_ factory: StoreFactory) async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = try await factory.open(directory.url)
    try await store.ping()
    await store.close()
    let error = await #expect(throws: VisorError.self) { try await store.ping() }
    #expect(error?.code == .unavailable)
    await #expect(throws: VisorError.self) { _ = try await store.userCount() }
  }
}
