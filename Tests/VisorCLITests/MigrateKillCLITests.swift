import Foundation
import Testing
import VisorCore
import VisorStore
import VisorTestSupport

/// `visor migrate` killed for real: the binary copying an embedded install into PostgreSQL + S3 is
/// stopped with SIGKILL while both the rows and the blobs are half copied, then `--resume` finishes it
/// (docs/decisions/029-migrate-killed-and-the-models-listing.md).
extension ScaleOutCLITests {
  /// What the embedded install holds, as the test made it.
  struct Install {
    var directory: String
    var counts: [String: Int]
    var blobs: [String: Data]
    var analysisKeys: [String]
    var chatID: UUID
    var messageContents: [String]
  }

  static let killAnalyses = 650

  /// Users, analyses with photos (and a few follow-up turns), cars, chats with photos, gallery images,
  /// events and tokens: about 760 blobs, so that the copy takes seconds.
  static func seedLargeInstall() async throws -> Install {
    let directory = CLI.tempDir()
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let store = try SQLiteStore(path: directory + "/visor.sqlite3", logger: .silent)
    let blobs = try FileBlobStore(root: URL(fileURLWithPath: directory + "/blobs"))
    var files: [String: Data] = [:]
    func photo(_ key: String, _ seed: Int) async throws {
      // 4–20 KB of bytes that differ per photo (a cut-short copy has another SHA-256).
      var generator = SeededBytes(seed: UInt64(seed) &+ 1)
      let bytes = Data((0..<(4096 + seed * 7919 % 16384)).map { _ in generator.next() })
      try await blobs.put(bytes, key: key)
      files[key] = bytes
    }
    let users = (0..<3).map { User(username: "user\($0)", isAdmin: $0 == 0) }
    for user in users {
      try await store.createUser(user, passwordHash: "$argon2id$v=19$m=65536,t=2,p=1$c2FsdA$aGFzaA")
      try await store.createToken(
        APIToken(userID: user.id, name: "laptop", prefix: "vsr_abcd"),
        secretHash: Data(user.id.uuidString.utf8))
    }
    var analysisKeys: [String] = []
    for i in 0..<Self.killAnalyses {
      let user = users[i % users.count]
      let id = UUID()
      let key = "analyses/\(user.id.uuidString.lowercased())/\(id.uuidString.lowercased()).jpg"
      try await photo(key, i)
      analysisKeys.append(key)
      try await store.saveAnalysis(
        Analysis(
          id: id, userID: user.id, prompt: "Describe exactly what you see.",
          message: i % 2 == 0 ? "A golden retriever on grass, photo \(i)." : "A red bicycle, photo \(i).",
          model: "local/scene", imageKey: key,
          createdAt: Date(timeIntervalSince1970: 1_750_000_000 + Double(i))))
      if i % 30 == 0 {
        try await store.saveAnalysisTurn(
          AnalysisTurn(
            analysisID: id, userID: user.id, prompt: "and the colour?", message: "Golden.",
            model: "local/scene"))
      }
    }
    for i in 0..<60 {
      let user = users[i % users.count]
      let id = UUID()
      let key = "records/\(user.id.uuidString.lowercased())/\(id.uuidString.lowercased()).jpg"
      try await photo(key, 10_000 + i)
      try await store.saveRecord(
        RecognitionRecord(
          id: id, userID: user.id, recognizer: "car", title: "Porsche 911 no. \(i)",
          fieldsJSON: #"{"brand":"Porsche"}"#, searchText: "Porsche 911", model: "test/vision",
          confidence: 0.8,
          imageKey: key))
    }
    var chatID = UUID()
    var contents: [String] = []
    for c in 0..<20 {
      let user = users[c % users.count]
      let chat = Chat(userID: user.id, title: "Chat \(c)", model: "test/chat")
      try await store.createChat(chat)
      if c == 0 { chatID = chat.id }
      // The same millisecond on purpose: only the insertion order tells the messages apart.
      let at = Date()
      for m in 0..<8 {
        var key: String?
        if m % 4 == 0 {
          key = "chats/\(user.id.uuidString.lowercased())/\(UUID().uuidString.lowercased()).jpg"
          try await photo(key!, 20_000 + c * 8 + m)
        }
        let content = "message \(m) of chat \(c)"
        if c == 0 { contents.append(content) }
        try await store.appendChatMessage(
          ChatMessageRecord(
            chatID: chat.id, userID: user.id, role: m % 2 == 0 ? .user : .assistant, content: content,
            imageKey: key, model: m % 2 == 0 ? nil : "test/chat", createdAt: at))
      }
    }
    for g in 0..<10 {
      let user = users[g % users.count]
      let id = UUID()
      let key = "images/\(user.id.uuidString.lowercased())/\(id.uuidString.lowercased()).png"
      try await photo(key, 30_000 + g)
      try await store.saveGalleryImage(
        GalleryImage(
          id: id, userID: user.id, prompt: "a red fox in snow", size: "512x512", model: "test/image",
          imageKey: key,
          mimeType: "image/png"))
    }
    try await store.recordEvents(
      (0..<50).map {
        AnalyticsEvent(userID: users[$0 % users.count].id, name: "photo_analyzed", source: "web")
      })
    // A blob no row names (what a crash between a blob and its record leaves): copied too.
    try await photo("analyses/stray.jpg", 40_000)

    var counts: [String: Int] = [:]
    for table in [
      "users", "api_tokens", "analyses", "analysis_turns", "records", "chats", "chat_messages",
      "gallery_images",
      "events",
    ] {
      counts[table] = try await store.database.read { db in
        try db.queryFirst("SELECT count(*) FROM \(table)") { $0.int(0) } ?? 0
      }
    }
    await store.close()
    return Install(
      directory: directory, counts: counts, blobs: files, analysisKeys: analysisKeys, chatID: chatID,
      messageContents: contents)
  }

  /// Starts `visor migrate` with stderr in a file, and kills it with SIGKILL as soon as a progress
  /// line shows both the analyses and the blobs partly copied. Returns the last line it printed.
  static func migrateAndKill(_ arguments: [String], environment: [String: String]) async throws -> String {
    let log = CLI.tempDir() + "-migrate.log"
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    let process = ChildProcess()
    process.executableURL = CLI.binary
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = ContinuousClock.now + .seconds(120)
    var seen = ""
    while ContinuousClock.now < deadline, process.isRunning {
      let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      let lines = text.split(separator: "\n")
      if let line = lines.last.map(String.init), text.hasSuffix("\n") {
        seen = line
        if let analyses = Self.progress(line, "analyses"), let blobs = Self.progress(line, "blobs"),
          (1..<analyses.total).contains(analyses.done), (1..<blobs.total).contains(blobs.done)
        {
          kill(process.processIdentifier, SIGKILL)
          break
        }
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    while process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
    #expect(process.terminationReason == .uncaughtSignal, "the migration ended before it was killed: \(seen)")
    #expect(process.terminationStatus == SIGKILL)
    return seen
  }

  /// `done/total` of `name` in a progress line such as `users 3/3, analyses 500/900, blobs 512/1024`.
  static func progress(_ line: String, _ name: String) -> (done: Int, total: Int)? {
    for part in line.split(separator: ",") {
      let words = part.split(separator: " ")
      guard words.count == 2, words[0] == name else { continue }
      let numbers = words[1].split(separator: "/").compactMap { Int($0) }
      if numbers.count == 2 { return (numbers[0], numbers[1]) }
    }
    return nil
  }

  @Test func migrateKilledMidCopyIsFinishedByResumeWithEveryRowAndChecksum() async throws {
    let services = try Self.services.get()
    let install = try await Self.seedLargeInstall()
    defer { try? FileManager.default.removeItem(atPath: install.directory) }
    // An empty schema and an empty bucket of this test's own.
    let database = try PostgresTestCluster.freshSchema(at: services.database)
    let bucketName = "visor-kill-" + UUID().uuidString.lowercased().prefix(8)
    let bucket = try S3BlobStore(
      location: S3Location(
        bucket: bucketName, endpoint: URL(string: services.endpoint)!, pathStyle: true, region: "us-east-1"),
      credentials: S3Credentials(
        accessKeyID: services.accessKeyID, secretAccessKey: services.secretAccessKey),
      checkBucket: false)
    try await bucket.createBucket()
    let blobsURL = "s3://\(bucketName)?endpoint=\(services.endpoint)&path-style=true"
    let migrate = [
      "migrate", "--to-database", database, "--to-blobs", blobsURL, "--data-dir", install.directory,
    ]

    let killedAt = try await Self.migrateAndKill(migrate, environment: services.environment)
    let target = try PostgresConnection(parameters: ["dbname": database])
    defer { target.close() }
    func count(_ table: String) throws -> Int {
      try target.queryFirst("SELECT count(*) FROM \(table)") { $0.int(0) } ?? 0
    }
    // Killed with both halves partly there.
    let analysesAtKill = try count("analyses")
    let objectsAtKill = try await bucket.list(prefix: "")
    #expect(
      (1..<Self.killAnalyses).contains(analysesAtKill),
      "analyses in the target at the kill: \(analysesAtKill)")
    #expect(
      (1..<install.blobs.count).contains(objectsAtKill.count), "objects at the kill: \(objectsAtKill.count)")
    #expect(try count("chat_messages") == 0, "killed at: \(killedAt)")
    // A blob cut short at the kill (what a store without atomic writes, or a proxy that passed on half
    // a body, leaves): the copied photo of the first analysis, now half its bytes.
    let cut = try #require(objectsAtKill.map(\.key).first { install.analysisKeys.contains($0) })
    let original = try #require(install.blobs[cut])
    try await bucket.put(original.prefix(original.count / 2), key: cut)

    // Without --resume the half-filled target is refused, with a sentence saying what to do.
    let refused = try CLI.run(migrate, environment: services.environment)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("already holds data"), "\(refused.stderr)")
    #expect(refused.stderr.contains("--resume"))

    let resumed = try CLI.run(migrate + ["--resume", "--json"], environment: services.environment)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    let report = try JSONDecoder().decode(StoreMigrationReport.self, from: Data(resumed.stdout.utf8))
    for (table, rows) in install.counts {
      #expect(report.rows[table] == rows, "\(table)")
      #expect(try count(table) == rows, "\(table)")
    }
    // No row twice: the rows committed before the kill were not inserted again.
    for table in ["analyses", "records", "chats", "chat_messages", "gallery_images", "events", "users"] {
      #expect(try target.queryFirst("SELECT count(*) - count(DISTINCT id) FROM \(table)") { $0.int(0) } == 0)
    }
    #expect(report.blobs == install.blobs.count)
    // Every blob missing at the kill and the cut-short one were written; what was whole stayed.
    #expect(report.blobsWritten >= install.blobs.count - objectsAtKill.count + 1)
    #expect(report.blobsWritten < install.blobs.count)
    #expect(report.rowsWritten > 0)
    #expect(report.rowsWritten < install.counts.values.reduce(0, +))
    // Every byte, checked here too, and the cut-short photo whole again.
    let objects = try await bucket.list(prefix: "")
    #expect(objects.count == install.blobs.count)
    // (8 reads at a time.)
    let differing = try await withThrowingTaskGroup(of: String?.self) { group in
      var keys: [String] = []
      for (index, (key, bytes)) in install.blobs.enumerated() {
        if index >= 8, let done = try await group.next(), let done { keys.append(done) }
        group.addTask {
          try await bucket.get(key).map(S3BlobStore.sha256Hex) == S3BlobStore.sha256Hex(bytes) ? nil : key
        }
      }
      for try await key in group { if let key { keys.append(key) } }
      return keys
    }
    #expect(differing.isEmpty, "blobs whose SHA-256 differs in the bucket: \(differing)")
    #expect(try await bucket.get(cut) == original)
    // The messages of a chat kept their order across the interruption (the identity `seq`).
    let order = try target.query(
      "SELECT content FROM chat_messages WHERE chat_id = $1 ORDER BY seq", [install.chatID]
    ) { $0.string(0) }
    #expect(order == install.messageContents)

    // A second --resume finds nothing to do.
    let again = try CLI.run(migrate + ["--resume", "--json"], environment: services.environment)
    #expect(again.status == 0, "\(again.stderr)")
    let second = try JSONDecoder().decode(StoreMigrationReport.self, from: Data(again.stdout.utf8))
    #expect(second.rowsWritten == 0)
    #expect(second.blobsWritten == 0)
    #expect(second.rows == report.rows)
  }
}

/// Deterministic bytes for the test photos (xorshift64*).
struct SeededBytes {
  var state: UInt64
  init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }
  mutating func next() -> UInt8 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return UInt8(truncatingIfNeeded: (state &* 0x2545_F491_4F6C_DD1D) >> 56)
  }
}
