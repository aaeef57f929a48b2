import Foundation
import Synchronization
import Testing
import VisorCore
import VisorStore

@testable import VisorFeatures

/// What routes used to read from the store themselves, now asked of the owning service (issue 22
/// item 3): each over SQLite `:memory:` and a real file blob store, no HTTP.
@Suite struct ServiceReadsTests {
  struct Setup {
    let store: SQLiteStore
    let blobs: FileBlobStore
    let directory: URL
    let outbox: OutboxProcessor
    let photos = PhotoWork(
      work: BlockingWork(label: "test.media", width: 1), maxLongSide: 1600, maxMegapixels: 40)

    init() throws {
      directory = FileManager.default.temporaryDirectory.appending(path: "visor-reads-\(UUID().uuidString)")
      store = try SQLiteStore(path: ":memory:", logger: .silent)
      blobs = try FileBlobStore(root: directory)
      outbox = OutboxProcessor(store: store, blobs: blobs, logger: .silent)
    }

    func user(_ name: String, admin: Bool = false) async throws -> User {
      let user = User(username: name, isAdmin: admin)
      try await store.createUser(user, passwordHash: "")
      return user
    }

    var analysis: AnalysisService {
      AnalysisService(
        models: ModelRegistry(), store: store, blobs: blobs, photos: photos, metrics: DiscardingMetrics(),
        logger: .silent, outbox: outbox)
    }
    var chats: ChatService {
      ChatService(
        models: ModelRegistry(), store: store, blobs: blobs, photos: photos, logger: .silent, outbox: outbox)
    }
    var helpers: HelpersService {
      HelpersService(
        store: store, blobs: blobs, speech: SpeechService(models: ModelRegistry(), photos: photos),
        photos: photos, logger: .silent, expiry: .seconds(60), outbox: outbox)
    }
    var accounts: AccountService {
      AccountService(
        store: store, blobs: blobs, hasher: PasswordHasher(strength: .minimal), sessionDays: 1,
        logger: .silent,
        outbox: outbox)
    }
  }

  static func withSetup(_ body: (Setup) async throws -> Void) async throws {
    let setup = try Setup()
    defer { try? FileManager.default.removeItem(at: setup.directory) }
    try await body(setup)
  }

  static func expectNotFound(_ what: String, _ body: () async throws -> Void) async {
    do {
      try await body()
      Issue.record("\(what): expected not_found")
    } catch let error as VisorError {
      #expect(error.code == .notFound, "\(what): \(error.code.name)")
    } catch {
      Issue.record("\(what): \(error)")
    }
  }

  @Test func anAnalysisComesWithItsTurnsInOrderAndOnlyToItsOwner() async throws {
    try await Self.withSetup { setup in
      let ada = try await setup.user("ada")
      let bob = try await setup.user("bob")
      let analysis = Analysis(
        userID: ada.id, prompt: "What is this?", message: "A red bicycle.", model: "test/scripted",
        imageKey: "images/\(UUID().uuidString.lowercased()).jpg")
      try await setup.blobs.put(Data("jpeg bytes".utf8), key: analysis.imageKey)
      try await setup.store.saveAnalysis(analysis)
      let start = Date(timeIntervalSince1970: 1_800_000_000)
      for (offset, question) in [(10.0, "Is it new?"), (20.0, "And the colour?")] {
        try await setup.store.saveAnalysisTurn(
          AnalysisTurn(
            analysisID: analysis.id, userID: ada.id, prompt: question, message: "An answer.",
            model: "test/scripted", createdAt: start.addingTimeInterval(offset)))
      }

      let (found, turns) = try await setup.analysis.analysis(id: analysis.id, user: ada)
      #expect(found.id == analysis.id)
      #expect(found.message == "A red bicycle.")
      #expect(turns.map(\.prompt) == ["Is it new?", "And the colour?"])
      #expect(try await setup.analysis.photo(id: analysis.id, user: ada) == Data("jpeg bytes".utf8))

      await Self.expectNotFound("bob reads ada's analysis") {
        _ = try await setup.analysis.analysis(id: analysis.id, user: bob)
      }
      await Self.expectNotFound("bob reads ada's photo") {
        _ = try await setup.analysis.photo(id: analysis.id, user: bob)
      }
      // The row is there but its photo is gone: not found, not an empty image.
      try await setup.blobs.delete(analysis.imageKey)
      await Self.expectNotFound("a photo that is gone") {
        _ = try await setup.analysis.photo(id: analysis.id, user: ada)
      }
    }
  }

  @Test func aChatComesWithItsMessagesAndAMessageImageOnlyFromItsChat() async throws {
    try await Self.withSetup { setup in
      let ada = try await setup.user("ada")
      let bob = try await setup.user("bob")
      let chat = Chat(userID: ada.id, title: "Kitchen", model: "test/scripted")
      let other = Chat(userID: ada.id, title: "Garden", model: "test/scripted")
      try await setup.store.createChat(chat)
      try await setup.store.createChat(other)
      let key = "chats/\(UUID().uuidString.lowercased()).jpg"
      try await setup.blobs.put(Data("kettle".utf8), key: key)
      let question = ChatMessageRecord(
        chatID: chat.id, userID: ada.id, role: .user, content: "What is this?", imageKey: key,
        createdAt: Date(timeIntervalSince1970: 1_800_000_000))
      let answer = ChatMessageRecord(
        chatID: chat.id, userID: ada.id, role: .assistant, content: "A kettle.", model: "test/scripted",
        createdAt: Date(timeIntervalSince1970: 1_800_000_005))
      try await setup.store.appendChatMessage(question)
      try await setup.store.appendChatMessage(answer)

      let (found, messages) = try await setup.chats.chatWithMessages(id: chat.id, user: ada)
      #expect(found.title == "Kitchen")
      #expect(messages.map(\.content) == ["What is this?", "A kettle."])
      #expect(
        try await setup.chats.image(message: question.id, chat: chat.id, user: ada) == Data("kettle".utf8))

      await Self.expectNotFound("bob reads ada's chat") {
        _ = try await setup.chats.chatWithMessages(id: chat.id, user: bob)
      }
      await Self.expectNotFound("bob reads ada's image") {
        _ = try await setup.chats.image(message: question.id, chat: chat.id, user: bob)
      }
      await Self.expectNotFound("the image through another chat's path") {
        _ = try await setup.chats.image(message: question.id, chat: other.id, user: ada)
      }
      await Self.expectNotFound("a message without an image") {
        _ = try await setup.chats.image(message: answer.id, chat: chat.id, user: ada)
      }
    }
  }

  @Test func onlyTheCallerDeletesACallFromTheirHistory() async throws {
    try await Self.withSetup { setup in
      let ada = try await setup.user("ada")
      let bob = try await setup.user("bob")
      let calls = CallService(
        store: setup.store, helpers: setup.helpers, logger: .silent, iceServers: [], turnUsername: nil,
        turnPassword: nil)
      let call = CallRecord(
        userID: ada.id, helperID: bob.id, helperUsername: "bob", status: .ended,
        createdAt: Date(timeIntervalSince1970: 1_800_000_000))
      try await setup.store.createCall(call)

      // The helper sees the call in their history but cannot delete it from the caller's.
      await Self.expectNotFound("the helper deletes ada's call") {
        try await calls.delete(id: call.id, user: bob)
      }
      #expect(try await setup.store.calls(userID: ada.id).map(\.id) == [call.id])
      try await calls.delete(id: call.id, user: ada)
      #expect(try await setup.store.calls(userID: ada.id).isEmpty)
      await Self.expectNotFound("deleted twice") { try await calls.delete(id: call.id, user: ada) }
    }
  }

  @Test func helpersForEveryoneAreTheOnesMarked() async throws {
    try await Self.withSetup { setup in
      let ada = try await setup.user("ada")
      let bob = try await setup.user("bob")
      let cleo = try await setup.user("cleo")
      #expect(try await setup.helpers.helpersForEveryone().isEmpty)
      try await setup.helpers.setHelperForEveryone(userID: bob.id, true)
      try await setup.helpers.setHelperForEveryone(userID: cleo.id, true)
      #expect(try await setup.helpers.helpersForEveryone() == [bob.id, cleo.id])
      try await setup.helpers.setHelperForEveryone(userID: cleo.id, false)
      #expect(try await setup.helpers.helpersForEveryone() == [bob.id])
      #expect(!(try await setup.helpers.helpersForEveryone().contains(ada.id)))
    }
  }

  @Test func aProfileIsCheckedAndSavedAndATokenSeesItAtOnce() async throws {
    try await Self.withSetup { setup in
      let accounts = setup.accounts
      let ada = try await setup.user("ada")
      let (_, secret) = try await accounts.createToken(userID: ada.id, name: "phone")
      // Resolved once, so the token's user is cached.
      #expect(try await accounts.user(forToken: secret)?.0.profile.displayName == nil)

      var profile = ada.profile
      profile.displayName = "  Ada L.  "
      profile.accentColor = "#FF8800"
      let updated = try await accounts.updateProfile(of: ada, to: profile)
      #expect(updated.profile.displayName == "Ada L.")
      #expect(updated.profile.accentColor == "#ff8800")
      #expect(try await setup.store.user(id: ada.id)?.profile == updated.profile)
      #expect(try await accounts.user(forToken: secret)?.0.profile.displayName == "Ada L.")

      profile.displayName = "   "
      #expect(try await accounts.updateProfile(of: ada, to: profile).profile.displayName == nil)

      for (name, colour) in [
        (String(repeating: "a", count: 65), "#ff8800"), ("Ada", "red"), ("Ada", "#12345g"),
      ] {
        var bad = updated.profile
        bad.displayName = name
        bad.accentColor = colour
        do {
          _ = try await accounts.updateProfile(of: ada, to: bad)
          Issue.record("saved \(name.prefix(8)) / \(colour)")
        } catch let error as VisorError {
          #expect(error.code == .invalidField)
        }
      }
      #expect(
        try await setup.store.user(id: ada.id)?.profile.displayName == nil, "a refused profile was saved")
    }
  }

  @Test func theFirstSignInChoosesTheLanguageOnce() async throws {
    try await Self.withSetup { setup in
      let accounts = setup.accounts
      let ada = try await setup.user("ada")
      let first = try await accounts.chooseFirstLanguage(for: ada, preferred: try Language.parse("de"))
      #expect(first.profile.language == "de")
      #expect(try await setup.store.user(id: ada.id)?.profile.language == "de")
      // Later sign-ins keep it, whatever the browser says.
      let later = try await accounts.chooseFirstLanguage(for: first, preferred: try Language.parse("fr"))
      #expect(later.profile.language == "de")
      #expect(try await setup.store.user(id: ada.id)?.profile.language == "de")

      let bob = try await setup.user("bob")
      #expect(try await accounts.chooseFirstLanguage(for: bob, preferred: nil).profile.language == "en")
    }
  }

  @Test func theOnlyAdminCannotDeleteTheirOwnAccount() async throws {
    try await Self.withSetup { setup in
      let accounts = setup.accounts
      let root = try await setup.user("root", admin: true)
      let ada = try await setup.user("ada")
      do {
        try await accounts.deleteOwnAccount(root)
        Issue.record("the only admin deleted their account")
      } catch let error as VisorError {
        #expect(error.code == .lastAdmin)
      }
      #expect(try await setup.store.user(id: root.id) != nil)
      // With a second admin, either may go; a user may always go.
      try await accounts.deleteOwnAccount(ada)
      #expect(try await setup.store.user(id: ada.id) == nil)
      let second = try await setup.user("second", admin: true)
      try await accounts.deleteOwnAccount(root)
      #expect(try await setup.store.user(id: root.id) == nil)
      #expect(try await setup.store.user(id: second.id) != nil)
    }
  }

  @Test func clientEventsAreCheckedWholeThenRecordedAndCounted() async throws {
    try await Self.withSetup { setup in
      let ada = try await setup.user("ada")
      let metrics = CountingMetrics()
      let events = EventService(store: setup.store, metrics: metrics, logger: .silent)

      let accepted = try await events.recordClientEvents(
        [("shutter_tap", ["screen": "camera"]), ("shutter_tap", nil), ("speech.replay", nil)], userID: ada.id)
      #expect(accepted == 3)
      #expect(try await setup.store.eventCounts(userID: ada.id) == ["shutter_tap": 2, "speech.replay": 1])
      #expect(try await setup.store.events(userID: ada.id).allSatisfy { $0.source == "client" })
      #expect(metrics.counts["visor_client_events_total|shutter_tap"] == 2)

      let refused: [[(name: String, properties: [String: String]?)]] = [
        [],
        Array(repeating: ("tap", nil), count: EventService.maxEvents + 1),
        [("fine", nil), ("Not Fine", nil)],
        [("fine", Dictionary(uniqueKeysWithValues: (0...16).map { ("k\($0)", "v") }))],
        [("fine", ["k": String(repeating: "v", count: 129)])],
      ]
      for batch in refused {
        await #expect(throws: VisorError.self) { try await events.recordClientEvents(batch, userID: ada.id) }
      }
      // A batch with one bad event records none of it.
      #expect(try await setup.store.events(userID: ada.id).count == 3)

      await events.recordServerEvent(
        userID: ada.id, name: "openai_request", properties: ["feature": "openai.chat"])
      let server = try await setup.store.events(userID: ada.id).filter { $0.source == "server" }
      #expect(server.map(\.name) == ["openai_request"])
      #expect(server.first?.properties["feature"] == "openai.chat")
    }
  }
}

/// Counts every counter by name and its `name` label.
final class CountingMetrics: MetricsRecorder {
  private let values = Mutex<[String: Double]>([:])
  var counts: [String: Int] { values.withLock { $0.mapValues { Int($0) } } }
  func counter(_ name: String, labels: [String: String], help: String, by amount: Double) {
    values.withLock { $0[name + "|" + (labels["name"] ?? ""), default: 0] += amount }
  }
}
