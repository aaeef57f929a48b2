import Foundation
import Synchronization
import Testing
import VisorCore
import VisorFeatures
import VisorStore
import VisorTestSupport

/// `visor migrate` (decision 023): an embedded install copied into PostgreSQL + S3 (moto), then
/// served from there; an interrupted copy finished with --resume; a non-empty target refused.
@Suite struct MigrateTests {
  struct Seeded {
    var ada: User
    var eve: User
    var analyses: [Analysis]
    var chat: Chat
    var messages: [ChatMessageRecord]
    var car: RecognitionRecord
    var image: GalleryImage
    var blobs: [String: Data]
  }

  static func at(_ ms: Int) -> Date { Date(timeIntervalSince1970: Double(1_750_000_000_000 + ms) / 1000) }

  /// An embedded install with two users, analyses, a chat with an image, a car, a gallery image, a
  /// token, events and an orphan-free blob folder.
  static func seed(_ t: TestApp, analyses count: Int = 12) async throws -> Seeded {
    let store = t.app.store
    let blobs = t.app.blobs
    let ada = try await t.app.accounts.createUser(username: "ada", password: "correct horse", isAdmin: true)
    let eve = try await t.app.accounts.createUser(username: "eve", password: "correct horse", isAdmin: false)
    _ = try await t.app.accounts.createToken(userID: ada.id, name: "laptop")
    var files: [String: Data] = [:]
    var analyses: [Analysis] = []
    for i in 0..<count {
      let id = UUID()
      let key = "analyses/\(ada.id.wire)/\(id.wire).jpg"
      let bytes = Data("jpeg \(i) ".utf8) + Data((0..<(i * 37 % 200)).map { UInt8($0 % 251) })
      try await blobs.put(bytes, key: key)
      files[key] = bytes
      let analysis = Analysis(
        id: id, userID: ada.id, prompt: "Describe exactly what you see.",
        transcript: i == 0 ? "what is this" : nil,
        message: i % 2 == 0 ? "A golden retriever on grass, photo \(i)." : "A red bicycle, photo \(i).",
        model: "local/scene", imageKey: key, timings: Timings(ingestMs: i, totalMs: 100 + i), createdAt: at(i)
      )
      try await store.saveAnalysis(analysis)
      analyses.append(analysis)
    }
    try await store.saveAnalysisTurn(
      AnalysisTurn(
        analysisID: analyses[0].id, userID: ada.id, prompt: "and the colour?", message: "Golden.",
        model: "local/scene", createdAt: at(500)))
    let chat = Chat(userID: ada.id, title: "Birds in the garden", model: "test/chat", createdAt: at(1000))
    try await store.createChat(chat)
    let chatKey = "chats/\(ada.id.wire)/\(UUID().wire).jpg"
    try await blobs.put(Data("chat jpeg".utf8), key: chatKey)
    files[chatKey] = Data("chat jpeg".utf8)
    var messages: [ChatMessageRecord] = []
    // Same millisecond on purpose: only the insertion order tells them apart.
    for (index, text) in ["what bird is this?", "A robin.", "and this one?", "A blue tit."].enumerated() {
      let message = ChatMessageRecord(
        chatID: chat.id, userID: ada.id, role: index % 2 == 0 ? .user : .assistant, content: text,
        imageKey: index == 0 ? chatKey : nil, model: index % 2 == 0 ? nil : "test/chat", createdAt: at(1001))
      try await store.appendChatMessage(message)
      messages.append(message)
    }
    let carID = UUID()
    let carKey = "records/\(eve.id.wire)/\(carID.wire).jpg"
    try await blobs.put(Data("car jpeg".utf8), key: carKey)
    files[carKey] = Data("car jpeg".utf8)
    let car = RecognitionRecord(
      id: carID, userID: eve.id, recognizer: "car", title: "Porsche 911", fieldsJSON: #"{"brand":"Porsche"}"#,
      searchText: "Porsche 911 Python Green", model: "test/vision", confidence: 0.86, imageKey: carKey,
      createdAt: at(2000))
    try await store.saveRecord(car)
    let imageID = UUID()
    let image = GalleryImage(
      id: imageID, userID: eve.id, prompt: "a red fox in snow", size: "1024x1024", model: "test/image",
      imageKey: "images/\(eve.id.wire)/\(imageID.wire).png", mimeType: "image/png", favorite: true,
      createdAt: at(3000))
    try await blobs.put(Data("png".utf8), key: image.imageKey)
    files[image.imageKey] = Data("png".utf8)
    try await store.saveGalleryImage(image)
    try await store.recordEvents([
      AnalyticsEvent(userID: ada.id, name: "photo_analyzed", source: "web", createdAt: at(4000)),
      AnalyticsEvent(userID: eve.id, name: "car_saved", properties: ["brand": "Porsche"], source: "ios"),
    ])
    return Seeded(
      ada: ada, eve: eve, analyses: analyses, chat: chat, messages: messages, car: car, image: image,
      blobs: files)
  }

  struct Target {
    var configuration: VisorConfiguration
    var bucket: S3BlobStore
  }

  static func freshTarget() async throws -> Target {
    var configuration = VisorConfiguration()
    configuration.database = try PostgresLocation(
      url: try PostgresTestCluster.freshSchema(at: try await PostgresTestCluster.url()))
    let bucket = try await S3TestServer.freshStore()
    configuration.blobs = (bucket.location, try await S3TestServer.server().credentials)
    return Target(configuration: configuration, bucket: bucket)
  }

  static func source(_ t: TestApp) -> VisorConfiguration {
    var configuration = VisorConfiguration()
    configuration.dataDirectory = t.directory
    return configuration
  }

  final class Lines: Sendable {
    let lines = Mutex<[String]>([])
    func add(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
  }

  @Test(.enabled(if: !PostgresTestCluster.skipped && !S3TestServer.skipped))
  func anEmbeddedInstallMovesUpAndIsServedFromPostgreSQLAndS3() async throws {
    let embedded = try await TestApp(transport: .inProcess)
    defer { try? FileManager.default.removeItem(at: embedded.directory) }
    let seeded = try await Self.seed(embedded)
    await embedded.app.shutdown()
    let target = try await Self.freshTarget()

    let lines = Lines()
    let report = try await MigrationService.migrate(
      from: Self.source(embedded), to: target.configuration, resume: false, logger: .silent,
      progress: lines.add)
    #expect(report.rows["users"] == 2)
    #expect(report.rows["analyses"] == 12)
    #expect(report.rows["analysis_turns"] == 1)
    #expect(report.rows["chat_messages"] == 4)
    #expect(report.rows["records"] == 1)
    #expect(report.rows["gallery_images"] == 1)
    #expect(report.rows["events"] == 2)
    #expect(report.rows["api_tokens"] == 1)
    #expect(report.blobs == seeded.blobs.count)
    #expect(report.tables.firstIndex(of: "users")! < report.tables.firstIndex(of: "analyses")!)
    #expect(report.tables.firstIndex(of: "chats")! < report.tables.firstIndex(of: "chat_messages")!)
    let last = try #require(lines.all.last)
    #expect(last.contains("users 2/2"))
    #expect(last.contains("analyses 12/12"))
    #expect(last.contains("blobs \(seeded.blobs.count)/\(seeded.blobs.count)"))

    // The target serves it all: a Visor on PostgreSQL + S3 with an empty data folder of its own.
    let scaled = try await TestApp(transport: .inProcess) {
      $0.database = target.configuration.database
      $0.blobs = target.configuration.blobs
    }
    do {
      let store = scaled.app.store
      #expect(try await store.listUsers().map(\.username) == ["ada", "eve"])
      #expect(try await store.user(username: "ada")?.isAdmin == true)
      #expect(try await scaled.app.accounts.tokens(userID: seeded.ada.id).map(\.name) == ["laptop"])
      let page = try await store.analyses(userID: seeded.ada.id, query: nil, limit: 50, cursor: nil)
      #expect(page.items == seeded.analyses.reversed())
      // Full-text search works on the copied rows (the search column was computed).
      let found = try await store.analyses(userID: seeded.ada.id, query: "retriev", limit: 50, cursor: nil)
      #expect(found.items.count == 6)
      #expect(
        try await store.analysisTurns(analysisID: seeded.analyses[0].id, userID: seeded.ada.id).count == 1)
      // And on the copied follow-up turns: "colour" is said only in the turn.
      let byTurn = try await store.analyses(userID: seeded.ada.id, query: "colour", limit: 50, cursor: nil)
      #expect(byTurn.items.map(\.id) == [seeded.analyses[0].id])
      let messages = try await store.chatMessages(chatID: seeded.chat.id, userID: seeded.ada.id)
      #expect(messages.map(\.content) == seeded.messages.map(\.content))
      #expect(try await store.chat(id: seeded.chat.id, userID: seeded.ada.id)?.messageCount == 4)
      #expect(try await store.record(id: seeded.car.id, userID: seeded.eve.id) == seeded.car)
      #expect(try await store.galleryImage(id: seeded.image.id, userID: seeded.eve.id) == seeded.image)
      #expect(try await store.eventCounts(userID: seeded.eve.id) == ["car_saved": 1])
      for (key, bytes) in seeded.blobs {
        #expect(try await target.bucket.get(key) == bytes)
      }
      // Passwords came along: ada signs in on the new deployment.
      let signedIn = try await scaled.app.accounts.signIn(
        username: "ada", password: "correct horse", code: nil, client: "127.0.0.1")
      #expect(signedIn.id == seeded.ada.id)
    } catch {
      await scaled.stop()
      throw error
    }
    await scaled.stop()
  }

  @Test(.enabled(if: !PostgresTestCluster.skipped && !S3TestServer.skipped))
  func anInterruptedMigrationIsRefusedWithoutResumeAndFinishedWithIt() async throws {
    let embedded = try await TestApp(transport: .inProcess)
    defer { try? FileManager.default.removeItem(at: embedded.directory) }
    let seeded = try await Self.seed(embedded, analyses: 40)
    await embedded.app.shutdown()
    let target = try await Self.freshTarget()

    // Interrupted after 50 rows and blobs written: the users, the 40 analyses and their photos.
    await #expect(throws: (any Error).self) {
      _ = try await MigrationService.migrate(
        from: Self.source(embedded), to: target.configuration, resume: false, logger: .silent, failAfter: 50
      ) { _ in }
    }
    // Without --resume the half-filled target is refused, with a sentence saying what to do.
    let refused = await #expect(throws: VisorError.self) {
      _ = try await MigrationService.migrate(
        from: Self.source(embedded), to: target.configuration, resume: false, logger: .silent
      ) { _ in }
    }
    #expect(refused?.code == .migrationTargetNotEmpty)
    #expect(refused?.message.contains("--resume") == true)

    let report = try await MigrationService.migrate(
      from: Self.source(embedded), to: target.configuration, resume: true, logger: .silent
    ) { _ in }
    #expect(report.rows["analyses"] == 40)
    #expect(report.blobs == seeded.blobs.count)
    // The analyses' photos were copied before the interruption; the chat's, car's and gallery's not yet.
    #expect(report.blobsWritten == seeded.blobs.count - 40)
    #expect(report.rowsWritten > 0)
    #expect(report.rowsWritten < report.rows.values.reduce(0, +))

    // Resuming a finished migration changes nothing.
    let again = try await MigrationService.migrate(
      from: Self.source(embedded), to: target.configuration, resume: true, logger: .silent
    ) { _ in }
    #expect(again.rowsWritten == 0)
    #expect(again.blobsWritten == 0)
  }

  @Test func anUnreachableTargetOrAMissingInstallIsRefusedWithASentence() async throws {
    let embedded = try await TestApp(transport: .inProcess)
    defer { try? FileManager.default.removeItem(at: embedded.directory) }
    await embedded.app.shutdown()
    var target = VisorConfiguration()
    target.database = try PostgresLocation(url: "postgres://visor@127.0.0.1:1/visor")
    target.blobs = (
      S3Location(
        bucket: "nowhere", endpoint: URL(string: "http://127.0.0.1:1")!, pathStyle: true, region: "us-east-1"),
      S3Credentials(accessKeyID: "a", secretAccessKey: "b", sessionToken: nil)
    )
    let started = ContinuousClock.now
    let unreachable = await #expect(throws: VisorError.self) {
      _ = try await MigrationService.migrate(
        from: Self.source(embedded), to: target, resume: false, logger: .silent
      ) { _ in }
    }
    #expect(unreachable?.code == .databaseUnavailable)
    #expect(unreachable?.message == PostgresDatabase.outageSentence)
    #expect(ContinuousClock.now - started < .seconds(10))

    var empty = VisorConfiguration()
    empty.dataDirectory = embedded.directory.appendingPathComponent("nothing-here")
    let missing = await #expect(throws: VisorError.self) {
      _ = try await MigrationService.migrate(from: empty, to: target, resume: false, logger: .silent) { _ in }
    }
    #expect(missing?.message.contains("no visor.sqlite3") == true)
  }
}
