import Foundation
import Testing
import VisorCore
import VisorLocal
import VisorStore
import VisorTestSupport

@testable import VisorFeatures

/// Search by meaning across languages (issue 27 item 7, decision 042), with the real
/// multilingual-e5-small engine that scripts/setup.sh installs, on SQLite and PostgreSQL.
@Suite(.serialized) struct MeaningSearchTests {
  static let models = URL(
    fileURLWithPath: SettingsResolver.expand(
      ProcessInfo.processInfo.environment["VISOR_CACHE_DIR"] ?? "~/.cache/visor")
  ).appending(path: "models")

  static func engine() throws -> E5Engine {
    switch E5Engine.open(modelsDirectory: models) {
    case .success(let engine): return engine
    case .failure(let error):
      Issue.record("The e5 model is not installed (run scripts/setup.sh): \(error.message)")
      throw error
    }
  }

  static func stores() async throws -> [(String, any Store)] {
    let path = FileManager.default.temporaryDirectory.appending(path: "meaning-\(UUID().uuidString).sqlite")
      .path
    var stores: [(String, any Store)] = [("sqlite", try SQLiteStore(path: path, logger: .silent))]
    if !PostgresTestCluster.skipped {
      stores.append(("postgres", try await PostgresTestCluster.freshStore()))
    }
    return stores
  }

  /// What a history holds: one analysis read a note about keys, the others are about other things.
  static let unrelated = [
    "A brown dog lying on a sofa.", "A printed invoice: total 34.50 EUR, due on 1 March.",
    "The bus timetable says line 12 leaves at 8:15.", "A red car parked in the street.",
    "Milk carton: best before 12 March.", "Door sign: Meeting room 4, please knock.",
  ]

  static func history(_ store: any Store, user: User) async throws -> (keys: Analysis, others: [Analysis]) {
    let keys = Analysis(
      userID: user.id, prompt: AnalysisMode.text.prompt, message: "It says 'keys on the table'.",
      model: "local/scene", imageKey: "analyses/x/keys.jpg",
      createdAt: Date(timeIntervalSince1970: 1_800_000_000),
      mode: AnalysisMode.text.rawValue)
    try await store.saveAnalysis(keys)
    var others: [Analysis] = []
    for (index, message) in unrelated.enumerated() {
      let analysis = Analysis(
        userID: user.id, prompt: AnalysisPipeline.defaultPrompt, message: message, model: "local/scene",
        imageKey: "analyses/x/\(index).jpg",
        createdAt: Date(timeIntervalSince1970: 1_800_000_100 + Double(index)))
      try await store.saveAnalysis(analysis)
      others.append(analysis)
    }
    return (keys, others)
  }

  @Test func germanAndSpanishQuestionsFindTheAnalysisThatReadKeys() async throws {
    let engine = try Self.engine()
    for (name, store) in try await Self.stores() {
      let ada = User(username: "ada-\(name)")
      try await store.createUser(ada, passwordHash: "x")
      let (keys, others) = try await Self.history(store, user: ada)
      let search = MeaningSearch(store: store, embedder: engine, logger: .silent)
      #expect(await search.indexPending() == 7, "\(name)")
      #expect(try await store.unindexedMeaningSources(model: engine.modelName, limit: 10).isEmpty, "\(name)")

      for query in ["wo sind meine Schlüssel", "¿dónde están mis llaves?"] {
        let page = try await search.analyses(userID: ada.id, query: query, limit: 20, cursor: nil)
        #expect(page.items.first?.item.id == keys.id, "\(name): \(query) → \(page.items.map(\.item.message))")
        #expect(page.items.first?.match == .meaning, "\(name): \(query)")
        #expect(Set(page.items.map(\.item.id)).isSubset(of: Set([keys.id] + others.map(\.id))))
      }
      // A query about none of them finds none of them by meaning.
      let nothing = try await search.analyses(
        userID: ada.id, query: "Lieblingsessen meiner Oma", limit: 20, cursor: nil)
      #expect(nothing.items.isEmpty, "\(name): \(nothing.items.map(\.item.message))")
      // A code or a string of letters and digits has no meaning to compare: words only.
      let code = try await search.analyses(userID: ada.id, query: "zzq363752bd", limit: 20, cursor: nil)
      #expect(code.items.isEmpty, "\(name): \(code.items.map(\.item.message))")
      // Words first: "keys" is a full-text hit, and is not repeated among the meaning hits.
      let words = try await search.analyses(userID: ada.id, query: "keys", limit: 20, cursor: nil)
      #expect(words.items.first?.item.id == keys.id && words.items.first?.match == .words, "\(name)")
      #expect(words.items.filter { $0.item.id == keys.id }.count == 1, "\(name)")
      // Another user's history is never searched.
      let bob = User(username: "bob-\(name)")
      try await store.createUser(bob, passwordHash: "x")
      #expect(
        try await search.analyses(userID: bob.id, query: "wo sind meine Schlüssel", limit: 20, cursor: nil)
          .items.isEmpty)
      await store.close()
    }
  }

  @Test func chatsAreFoundByMeaningWithTheMessageAsSnippet() async throws {
    let engine = try Self.engine()
    for (name, store) in try await Self.stores() {
      let ada = User(username: "ada-\(name)")
      try await store.createUser(ada, passwordHash: "x")
      let keysChat = Chat(userID: ada.id, title: nil, model: "local/smollm2-135m")
      let cooking = Chat(userID: ada.id, title: "Pancakes", model: "local/smollm2-135m")
      try await store.createChat(keysChat)
      try await store.createChat(cooking)
      try await store.appendChatMessage(
        ChatMessageRecord(
          chatID: keysChat.id, userID: ada.id, role: .user, content: "Where did I put my keys?"))
      try await store.appendChatMessage(
        ChatMessageRecord(
          chatID: keysChat.id, userID: ada.id, role: .assistant,
          content: "I can't know that; look by the door."))
      try await store.appendChatMessage(
        ChatMessageRecord(
          chatID: cooking.id, userID: ada.id, role: .user, content: "A recipe for pancakes with blueberries.")
      )
      let search = MeaningSearch(store: store, embedder: engine, logger: .silent)
      #expect(await search.indexPending() == 4, "\(name): three messages and one title")

      for query in ["wo sind meine Schlüssel", "¿dónde están mis llaves?"] {
        let page = try await search.chats(
          userID: ada.id, filter: ChatFilter(query: query), limit: 20, cursor: nil)
        #expect(page.items.first?.item.chat.id == keysChat.id, "\(name): \(query)")
        #expect(page.items.first?.match == .meaning)
        #expect(page.items.first?.item.snippet == "Where did I put my keys?")
        #expect(!page.items.contains { $0.item.chat.id == cooking.id }, "\(name): \(query)")
      }
      // Favourites only: the keys chat is not one.
      let favourites = try await search.chats(
        userID: ada.id, filter: ChatFilter(query: "wo sind meine Schlüssel", favoritesOnly: true), limit: 20,
        cursor: nil)
      #expect(favourites.items.isEmpty, "\(name)")
      // A renamed chat's title is embedded again.
      _ = try await store.updateChat(
        id: cooking.id, userID: ada.id, changes: ChatChanges(title: .some("Breakfast")), at: Date())
      #expect(
        try await store.unindexedMeaningSources(model: engine.modelName, limit: 10).map(\.texts) == [
          ["Breakfast"]
        ])
      await store.close()
    }
  }

  @Test func vectorsGoWithTheirRowsAndTheAccount() async throws {
    for (name, store) in try await Self.stores() {
      let ada = User(username: "ada-\(name)")
      try await store.createUser(ada, passwordHash: "x")
      let (keys, others) = try await Self.history(store, user: ada)
      let turn = AnalysisTurn(
        analysisID: keys.id, userID: ada.id, prompt: "Which table?", message: "The kitchen table.",
        model: "local/scene")
      try await store.saveAnalysisTurn(turn)
      let chat = Chat(userID: ada.id, title: "Keys", model: "m")
      try await store.createChat(chat)
      try await store.appendChatMessage(
        ChatMessageRecord(chatID: chat.id, userID: ada.id, role: .user, content: "hi"))
      // Stand-in vectors (this test is about the rows, not the model).
      let unit: [Float] = [0.75, -0.5] + [Float](repeating: 0.125, count: 382)
      let pending = try await store.unindexedMeaningSources(model: "test", limit: 100)
      #expect(pending.count == 10, "\(name): 7 analyses, 1 turn, 1 title, 1 message")
      #expect(pending.first { $0.sourceID == turn.id }?.itemID == keys.id)
      for source in pending {
        try await store.saveMeaningVectors(
          source.sourceID == others[0].id ? [] : [unit, unit], for: source, model: "test")
      }
      #expect(try await store.meaningVectorCount(userID: ada.id) == 19, "\(name): 9 × 2 + 1 empty marker")
      #expect(try await store.unindexedMeaningSources(model: "test", limit: 100).isEmpty)
      let stored = try await store.meaningVectors(userID: ada.id, kind: .analysis, model: "test")
      #expect(stored.count == 14 && stored.allSatisfy { $0.vector == unit }, "\(name): float32 round trip")
      // An analysis saved again unchanged keeps its vectors; with other text they are made again.
      try await store.saveAnalysis(others[1])
      #expect(try await store.meaningVectorCount(userID: ada.id) == 19, "\(name)")
      var changed = others[1]
      changed.message = "A black cat on a windowsill."
      try await store.saveAnalysis(changed)
      let again = try await store.unindexedMeaningSources(model: "test", limit: 100)
      #expect(again.map(\.sourceID) == [changed.id] && again.first?.texts.last == changed.message, "\(name)")
      try await store.saveMeaningVectors([unit, unit], for: try #require(again.first), model: "test")
      // Deleting the analysis deletes its vectors and its turn's.
      _ = try await store.deleteAnalysis(id: keys.id, userID: ada.id)
      #expect(try await store.meaningVectorCount(userID: ada.id) == 15, "\(name)")
      #expect(
        try await store.meaningVectors(userID: ada.id, kind: .analysis, model: "test").allSatisfy {
          $0.itemID != keys.id
        })
      _ = try await store.deleteChat(id: chat.id, userID: ada.id)
      #expect(try await store.meaningVectorCount(userID: ada.id) == 11, "\(name)")
      // A source deleted while it was embedded is skipped, not an error.
      let gone = MeaningSource(
        kind: .analysis, itemID: UUID(), sourceID: UUID(), userID: ada.id, texts: ["x"])
      try await store.saveMeaningVectors([unit], for: gone, model: "test")
      // Deleting the account deletes the rest.
      _ = try await store.deleteUser(id: ada.id)
      #expect(try await store.meaningVectorCount(userID: nil) == 0, "\(name)")
      await store.close()
    }
  }

  @Test func aQueryWithoutAWordIsMatchedByItsWordsOnly() {
    for code in ["zzq363752bd", "A4", "2024", "KX7304", "#859fa9", "x"] {
      #expect(!MeaningSearch.hasWords(code), "\(code)")
    }
    for words in ["wo sind meine Schlüssel", "¿dónde están?", "l'eau", "keys 2", "日本", "ключи"] {
      #expect(MeaningSearch.hasWords(words), "\(words)")
    }
  }

  @Test func sentencesArePiecesAndBuiltInPromptsAreLeftOut() {
    #expect(
      MeaningSearch.pieces([AnalysisPipeline.defaultPrompt, "A hall. Keys on the table!\nSign: EXIT", "..."])
        == ["A hall.", "Keys on the table!", "Sign: EXIT", "EXIT."])
    #expect(MeaningSearch.pieces(["3.5 kg of flour."]) == ["3.5 kg of flour."])
    #expect(
      MeaningSearch.pieces([(0..<50).map { "Word \($0)." }.joined(separator: " ")]).count
        == MeaningSearch.maximumPieces)
    // What was read is a piece of its own too: quoted, or after a colon; "can't" is no quotation.
    #expect(
      MeaningSearch.pieces(["The note reads: “keys on the table”."])
        == ["The note reads: “keys on the table”.", "keys on the table."])
    #expect(
      MeaningSearch.pieces(["It says 'keys on the table'."]) == [
        "It says 'keys on the table'.", "keys on the table.",
      ])
    #expect(
      MeaningSearch.pieces(["Label: best before 12 March."]) == [
        "Label: best before 12 March.", "best before 12 March.",
      ])
    #expect(MeaningSearch.pieces(["I can't tell what it's for."]) == ["I can't tell what it's for."])
  }

  /// Query time over one user's rows (brute force), printed for the note: VISOR_BENCH_MEANING=1.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["VISOR_BENCH_MEANING"] != nil))
  func benchQueryTime() async throws {
    let engine = try Self.engine()
    let clock = ContinuousClock()
    // Embedding per passage.
    let passages = (0..<40).map { "Photo \($0): " + Self.unrelated[$0 % Self.unrelated.count] }
    var elapsed = clock.measure { _ = try? engine.embed(passages, as: .passage) }
    print("bench meaning: batch of 40 passages \(elapsed.milliseconds / 40) ms each")
    elapsed = clock.measure { for p in passages.prefix(10) { _ = try? engine.embed([p], as: .passage) } }
    print("bench meaning: one passage per call \(elapsed.milliseconds / 10) ms each")
    for (name, store) in try await Self.stores() {
      let ada = User(username: "ada-\(name)")
      try await store.createUser(ada, passwordHash: "x")
      let search = MeaningSearch(store: store, embedder: engine, logger: .silent)
      var rows = 0
      for target in [1_000, 10_000] {
        while rows < target {
          let analysis = Analysis(
            userID: ada.id, prompt: "p", message: "m \(rows)", model: "m", imageKey: "k/\(rows).jpg")
          try await store.saveAnalysis(analysis)
          var vector = (0..<384).map { _ in Float.random(in: -1...1) }
          let norm = vector.reduce(0) { $0 + $1 * $1 }.squareRoot()
          vector = vector.map { $0 / norm }
          try await store.saveMeaningVectors(
            [vector],
            for: MeaningSource(
              kind: .analysis, itemID: analysis.id, sourceID: analysis.id, userID: ada.id, texts: []),
            model: engine.modelName)
          rows += 1
        }
        _ = try await search.hits(userID: ada.id, kind: .analysis, query: "warm-up")
        var times: [Int] = []
        for query in [
          "wo sind meine Schlüssel", "¿dónde están mis llaves?", "where is the bus", "Rechnung", "un perro",
        ] {
          let start = clock.now
          _ = try await search.hits(userID: ada.id, kind: .analysis, query: query)
          times.append((clock.now - start).milliseconds)
        }
        let load = try await clock.measure {
          _ = try await store.meaningVectors(userID: ada.id, kind: .analysis, model: engine.modelName)
        }
        print(
          "bench meaning \(name): \(target) rows: query \(times.sorted()) ms (loading the vectors \(load.milliseconds) ms)"
        )
      }
      await store.close()
    }
  }
}

extension Duration {
  fileprivate var milliseconds: Int {
    Int(components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000)
  }
}

/// The same over HTTP: `GET /api/v1/analyses?q=` and `GET /api/v1/chats?q=` with `match`, deletes,
/// the background indexer, and a Visor without the model.
@Suite(.serialized) struct MeaningSearchHTTPTests {
  static func items(_ reply: TestApp.Reply) -> [[String: Any]] {
    reply.json["items"] as? [[String: Any]] ?? []
  }

  static func query(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
  }

  @Test func historySearchAddsMeaningHitsAfterWordsAndDeleteTakesTheVectors() async throws {
    try await withApp(configure: { $0.meaningSearch = true }) { t in
      let features = t.app.features
      #expect(features.meaning.isAvailable, "the e5 model is installed by scripts/setup.sh")
      let (ada, token) = try await t.user("ada")
      let (keys, _) = try await MeaningSearchTests.history(features.store, user: ada)
      // The server's background indexer (what `visor serve` starts) indexes what was written before.
      features.meaning.start()
      await features.meaning.settle()
      #expect(try await features.store.meaningVectorCount(userID: ada.id) >= 7)

      let german = try await t.request(
        "GET", "/api/v1/analyses?q=\(Self.query("wo sind meine Schlüssel"))", token: token)
      #expect(german.status == 200)
      let first = Self.items(german).first
      #expect(first?["id"] as? String == keys.id.wire)
      #expect(first?["match"] as? String == "meaning")
      #expect(first?["message"] as? String == "It says 'keys on the table'.")
      let words = try await t.request("GET", "/api/v1/analyses?q=keys", token: token)
      #expect(Self.items(words).first?["match"] as? String == "words")
      // Without q nothing is searched: match is null.
      let all = try await t.request("GET", "/api/v1/analyses?limit=3", token: token)
      #expect(Self.items(all).count == 3 && Self.items(all).allSatisfy { $0["match"] is NSNull })
      // Paging: one item per page, the meaning hits after the word hits by a `meaning.` cursor.
      let drawer = Analysis(
        userID: ada.id, prompt: "What does the label say?", message: "It says: house keys in the top drawer.",
        model: "local/scene", imageKey: "analyses/x/drawer.jpg")
      try await features.store.saveAnalysis(drawer)
      await features.meaning.indexPending()
      let q = Self.query("wo sind meine Schlüssel")
      let page1 = try await t.request("GET", "/api/v1/analyses?q=\(q)&limit=1", token: token)
      let next = try #require(page1.json["nextCursor"] as? String)
      #expect(next == "meaning.1" && Self.items(page1).first?["match"] as? String == "meaning")
      let page2 = try await t.request("GET", "/api/v1/analyses?q=\(q)&limit=1&cursor=\(next)", token: token)
      #expect(page2.status == 200 && Self.items(page2).first?["match"] as? String == "meaning")
      let ids = Set((Self.items(page1) + Self.items(page2)).compactMap { $0["id"] as? String })
      #expect(ids == [keys.id.wire, drawer.id.wire])
      let bad = try await t.request("GET", "/api/v1/analyses?q=keys&cursor=meaning.x", token: token)
      #expect(bad.status == 400 && bad.errorCode == "invalid_cursor")

      // The export holds the text, not the vectors derived from it.
      let export = try await t.request("GET", "/api/v1/me/export", token: token)
      #expect(export.status == 200 && export.text.contains("keys on the table"))
      #expect(!export.text.contains("e5-small-q4") && !export.text.lowercased().contains("vector"))
      let before = try await features.store.meaningVectorCount(userID: ada.id)
      let own = try await features.store.meaningVectors(userID: ada.id, kind: .analysis, model: "e5-small-q4")
        .filter { $0.itemID == keys.id }.count
      #expect(own == 2, "the sentence and what it quotes")
      #expect(try await t.request("DELETE", "/api/v1/analyses/\(keys.id.wire)", token: token).status == 204)
      #expect(try await features.store.meaningVectorCount(userID: ada.id) == before - own)
      let after = try await t.request(
        "GET", "/api/v1/analyses?q=\(Self.query("wo sind meine Schlüssel"))", token: token)
      #expect(!Self.items(after).contains { $0["id"] as? String == keys.id.wire })
    }
  }

  @Test func chatSearchFindsTheChatInAnotherLanguage() async throws {
    try await withApp(configure: { $0.meaningSearch = true }) { t in
      let features = t.app.features
      let (ada, token) = try await t.user("ada")
      let chat = Chat(userID: ada.id, title: "Morning", model: "local/smollm2-135m")
      let chatID = chat.id
      try await features.store.createChat(chat)
      try await features.store.appendChatMessage(
        ChatMessageRecord(chatID: chatID, userID: ada.id, role: .user, content: "Where did I put my keys?"))
      try await features.store.createChat(
        Chat(userID: ada.id, title: "Pancakes with blueberries", model: "local/smollm2-135m"))
      await features.meaning.indexPending()
      let reply = try await t.request(
        "GET", "/api/v1/chats?q=\(Self.query("¿dónde están mis llaves?"))", token: token)
      #expect(reply.status == 200)
      let first = Self.items(reply).first
      #expect(first?["id"] as? String == chatID.wire && first?["match"] as? String == "meaning")
      #expect(first?["snippet"] as? String == "Where did I put my keys?")
      #expect(try await t.request("DELETE", "/api/v1/chats/\(chatID.wire)", token: token).status == 204)
      #expect(
        try await features.store.meaningVectors(userID: ada.id, kind: .chat, model: "e5-small-q4").allSatisfy
        { $0.itemID != chatID })
      // A write nudges the running indexer: the renamed chat's new title is embedded in the background.
      features.meaning.start()
      await features.meaning.settle()
      let cooking = Chat(userID: ada.id, title: nil, model: "local/smollm2-135m")
      try await features.store.createChat(cooking)
      let renamed = try await t.request(
        "PATCH", "/api/v1/chats/\(cooking.id.wire)", token: token, json: ["title": "Schlüsselbund verloren"])
      #expect(renamed.status == 200)
      await features.meaning.settle()
      #expect(try await features.store.unindexedMeaningSources(model: "e5-small-q4", limit: 10).isEmpty)
      #expect(
        try await features.store.meaningVectors(userID: ada.id, kind: .chat, model: "e5-small-q4")
          .contains { $0.itemID == cooking.id })
    }
  }

  @Test func withoutTheModelSearchIsFullTextAndSaysNothingOfMeaning() async throws {
    let empty = FileManager.default.temporaryDirectory.appending(path: "no-models-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    try await withApp(configure: {
      $0.meaningSearch = true
      $0.modelsDirectory = empty
    }) { t in
      let features = t.app.features
      #expect(!features.meaning.isAvailable)
      let (ada, token) = try await t.user("ada")
      let (keys, _) = try await MeaningSearchTests.history(features.store, user: ada)
      features.meaning.start()
      #expect(await features.meaning.indexPending() == 0)
      #expect(try await features.store.meaningVectorCount(userID: nil) == 0)
      let german = try await t.request(
        "GET", "/api/v1/analyses?q=\(Self.query("wo sind meine Schlüssel"))", token: token)
      #expect(german.status == 200 && Self.items(german).isEmpty && german.json["nextCursor"] is NSNull)
      let words = try await t.request("GET", "/api/v1/analyses?q=keys", token: token)
      #expect(Self.items(words).map { $0["id"] as? String } == [keys.id.wire])
      #expect(Self.items(words).first?["match"] as? String == "words")
    }
  }
}
