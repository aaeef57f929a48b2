import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorHTTP
import VisorStore

@testable import VisorFeatures
@testable import VisorServer

/// The export with its photos (issue 23 item 5): `GET /api/v1/me/export/archive`, a ZIP that
/// Python's `zipfile` and Info-ZIP's `unzip -t` open and check, ZIP64 included.
@Suite struct ExportArchiveTests {
  /// Runs Python's zipfile on `archive`: every CRC checked (`testzip`), then the names and the
  /// bytes of `read` printed as JSON.
  static func inspect(_ archive: Data, read: [String] = []) throws -> [String: Any] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("visor-\(UUID().uuidString).zip")
    try archive.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let script = """
      import base64, json, sys, zipfile
      z = zipfile.ZipFile(sys.argv[1])
      bad = z.testzip()
      out = {"bad": bad, "names": z.namelist(), "read": {}}
      for name in sys.argv[2:]:
          out["read"][name] = base64.b64encode(z.read(name)).decode()
      print(json.dumps(out))
      """
    let python = try Self.run("/usr/bin/python3", ["-c", script, file.path] + read)
    #expect(python.status == 0, "\(python.error)")
    let unzip = try Self.run("/usr/bin/unzip", ["-t", file.path])
    #expect(unzip.status == 0 && unzip.output.contains("No errors detected"), "\(unzip.output)\(unzip.error)")
    return try JSONSerialization.jsonObject(with: Data(python.output.utf8)) as? [String: Any] ?? [:]
  }

  static func run(_ path: String, _ arguments: [String]) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = ChildProcess()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let error = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: error, as: UTF8.self)
    )
  }

  @Test(arguments: [UInt64(0xFFFF_FFFF), 40])
  func theWriterMakesArchivesOthersOpenZip64Included(limit: UInt64) throws {
    var zip = ZipWriter(zip64Limit: limit)
    let photo = Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    var archive = zip.entry("export.json", Data(#"{"a":1}"#.utf8))
    archive += zip.entry("analyses/é/image.jpg", photo)
    archive += zip.entry("empty.txt", Data())
    archive += zip.finish()
    let result = try Self.inspect(archive, read: ["analyses/é/image.jpg", "export.json"])
    #expect(result["bad"] is NSNull, "a CRC did not match: \(result)")
    #expect(result["names"] as? [String] == ["export.json", "analyses/é/image.jpg", "empty.txt"])
    let read = result["read"] as? [String: String] ?? [:]
    #expect(read["analyses/é/image.jpg"].flatMap { Data(base64Encoded: $0) } == photo)
    #expect(read["export.json"].flatMap { Data(base64Encoded: $0) } == Data(#"{"a":1}"#.utf8))
  }

  @Test func theCRCIsTheStandardOne() {
    #expect(CRC32.checksum(Data("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum(Data()) == 0)
  }

  @Test func theArchiveHoldsTheDocumentAndEveryPhotoAndSaysWhatWasMissing() async throws {
    try await withApp { t in
      let (user, token) = try await t.user("olga")
      let kept = Data((0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
      try await t.app.blobs.put(kept, key: "images/olga-kept.jpg")
      let first = Analysis(
        userID: user.id, prompt: "Describe", message: "A red kettle.", model: "local/scene",
        imageKey: "images/olga-kept.jpg")
      let second = Analysis(
        userID: user.id, prompt: "Describe", message: "A blue door.", model: "local/scene",
        imageKey: "images/olga-gone.jpg")
      try await t.app.store.saveAnalysis(first)
      try await t.app.store.saveAnalysis(second)

      let reply = try await t.request("GET", "/api/v1/me/export/archive", token: token)
      #expect(reply.status == 200)
      #expect(reply.header("Content-Type") == "application/zip")
      #expect(reply.header("Content-Disposition")?.contains("visor-export-olga.zip") == true)
      let keptPath = "analyses/\(first.id.wire)/image.jpg"
      let result = try Self.inspect(reply.body, read: ["export.json", keptPath, "missing.txt"])
      #expect(result["bad"] is NSNull)
      let names = result["names"] as? [String] ?? []
      #expect(
        names.first == "export.json" && names.contains(keptPath) && names.contains("missing.txt"), "\(names)")
      let read = result["read"] as? [String: String] ?? [:]
      #expect(
        read[keptPath].flatMap { Data(base64Encoded: $0) } == kept, "the photo saved is the photo exported")
      let missing = String(
        decoding: read["missing.txt"].flatMap { Data(base64Encoded: $0) } ?? Data(), as: UTF8.self)
      #expect(missing.contains("analyses/\(second.id.wire)/image.jpg"), "\(missing)")

      let json = try #require(read["export.json"].flatMap { Data(base64Encoded: $0) })
      let document = try JSON.decoder.decode(ExportResponse.self, from: json)
      #expect(Set(document.analyses.map(\.message)) == ["A red kettle.", "A blue door."])
      #expect(document.files?["/api/v1/analyses/\(first.id.wire)/image"] == keptPath)
      #expect(!reply.text.contains(token), "no secret in the archive")

      // Signed out: no archive.
      #expect(try await t.request("GET", "/api/v1/me/export/archive").status == 401)
    }
  }

  /// Every file the archive holds is named by a URL the export's JSON carries: the paths come from
  /// the endpoint catalogue's links (`ExportLinks.catalogue`), one of each of the six kinds.
  @Test func everyArchivedFileIsNamedByAURLTheDocumentCarries() throws {
    let user = User(username: "olga")
    let analysis = Analysis(
      userID: user.id, prompt: "Describe", message: "A kettle.", model: "local/scene", imageKey: "a.jpg")
    let chat = Chat(userID: user.id, title: "Kitchen", model: "local/scene")
    let message = ChatMessageRecord(
      chatID: chat.id, userID: user.id, role: .user, content: "What is it?", imageKey: "m.jpg")
    let image = GalleryImage(
      userID: user.id, prompt: "a boat", size: "512x512", model: "test", imageKey: "g.png",
      mimeType: "image/png")
    let record = RecognizedRecord(
      RecognitionRecord(
        userID: user.id, recognizer: "car", title: "A red car", fieldsJSON: "{}", searchText: "red car",
        model: "test", confidence: nil, imageKey: "r.jpg"))
    let face = KnownItem(
      userID: user.id, kind: .face, name: "Ada", photos: [KnownPhoto(imageKey: "f.jpg", embedding: [0.5])])
    let thing = KnownItem(
      userID: user.id, kind: .thing, name: "Mug", photos: [KnownPhoto(imageKey: "t.jpg", embedding: [0.5])])
    let now = Date()
    let request = HelpRequestRecord(
      userID: user.id, analysisID: analysis.id, question: "Which button?", machineAnswer: "A panel.",
      status: .answered, createdAt: now, expiresAt: now.addingTimeInterval(60), answerText: "The left one.",
      answerAudioKey: "h.mp3", answeredBy: "bob", answeredAt: now)
    var export = AccountExport(
      user: user, tokens: [], analyses: [analysis], events: [], chats: [(chat, [message])], images: [image],
      records: [record], known: [face, thing])
    export.helpRequests = [request]

    let files = ExportService.files(export, links: .catalogue)
    #expect(files.count == 7, "\(files.map(\.path))")
    var urls = Set<String>()
    func collect(_ value: Any, key: String) {
      if let object = value as? [String: Any] {
        for (name, inner) in object { collect(inner, key: name) }
      } else if let array = value as? [Any] {
        for inner in array { collect(inner, key: key) }
      } else if let text = value as? String, key.lowercased().hasSuffix("url") {
        urls.insert(text)
      }
    }
    collect(try JSONSerialization.jsonObject(with: try JSON.encoder.encode(ExportResponse(export))), key: "")
    for file in files {
      #expect(urls.contains(file.url), "the archive names \(file.url), which the document does not carry")
      #expect(file.path.hasPrefix(String(file.url.dropFirst("/api/v1/".count)) + "."), "\(file.path)")
    }
    #expect(files.map(\.key) == ["a.jpg", "m.jpg", "g.png", "r.jpg", "f.jpg", "t.jpg", "h.mp3"])
    #expect(files.first { $0.key == "g.png" }?.path == "images/\(image.id.wire)/content.png")
  }
}
