import Foundation
import Testing
import VisorCore
import VisorStore

@testable import VisorFeatures

/// The export's files are named by the links the caller passes (the server passes the endpoint
/// catalogue's), and the archive reads them from the service's own photo store.
@Suite struct ExportServiceTests {
  @Test func filesAreNamedByThePassedLinksAndTheArchiveHoldsThem() async throws {
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "visor-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try SQLiteStore(path: ":memory:", logger: .silent)
    let blobs = try FileBlobStore(root: directory)
    let outbox = OutboxProcessor(store: store, blobs: blobs, logger: .silent)
    let photos = PhotoWork(
      work: BlockingWork(label: "test.media", width: 1), maxLongSide: 1600, maxMegapixels: 40)
    let exports = ExportService(
      store: store, blobs: blobs,
      recognition: RecognitionService(
        store: store, blobs: blobs, models: ModelRegistry(), photos: photos, logger: .silent, outbox: outbox))

    let ada = User(username: "ada")
    try await store.createUser(ada, passwordHash: "")
    let photo = Data("a kettle, as JPEG bytes".utf8)
    let analysis = Analysis(
      userID: ada.id, prompt: "Describe", message: "A kettle.", model: "test/scripted",
      imageKey: "images/\(UUID().uuidString.lowercased()).jpg")
    try await blobs.put(photo, key: analysis.imageKey)
    try await store.saveAnalysis(analysis)

    let links = ExportLinks(
      analysisImage: { "/api/v1/photos-of-analyses/\($0.wire)" },
      chatMessageImage: { "/api/v1/c/\($0.wire)/\($1.wire)" }, imageContent: { "/api/v1/i/\($0.wire)" },
      recordImage: { "/api/v1/r/\($0.wire)" }, knownPhoto: { "/api/v1/\($0.rawValue)/\($1.wire)/\($2.wire)" },
      helpAnswerAudio: { "/api/v1/h/\($0.wire)" })
    let export = try await exports.export(user: ada)
    let files = ExportService.files(export, links: links)
    #expect(
      files == [
        ExportFile(
          path: "photos-of-analyses/\(analysis.id.wire).jpg",
          url: "/api/v1/photos-of-analyses/\(analysis.id.wire)",
          key: analysis.imageKey)
      ])

    var archive = Data()
    for try await piece in exports.archive(json: Data("{}".utf8), files: files) { archive += piece }
    #expect(archive.range(of: photo) != nil, "the photo is stored in the archive")
    #expect(archive.range(of: Data(files[0].path.utf8)) != nil)
    #expect(archive.range(of: Data("missing.txt".utf8)) == nil, "nothing was missing")
  }
}
