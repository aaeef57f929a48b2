import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer
import VisorStore
import VisorTestSupport

/// Custom classifiers live in the blob store (decision 023): one added on an instance classifies on
/// another sharing the database and bucket, a removal counts everywhere, and a classifier an older
/// Visor kept only in the data folder is moved into the blob store at start.
@Suite(.serialized, .enabled(if: Photos.canRunExportTests))
struct ClassifierSharingTests {
  @Test(.enabled(if: !PostgresTestCluster.skipped && !S3TestServer.skipped))
  func aClassifierAddedOnOneInstanceClassifiesOnTheOther() async throws {
    let model = try CustomClassifierTests.file("tiny-rgb-opset10.onnx")
    try await withSharedInstances { a, b, bucket in
      let (_, admin) = try await a.user("root", admin: true)
      let added = try await CustomClassifierTests.add(a, token: admin, name: "colours", model: model)
      #expect(added.status == 201, "\(added.text)")
      #expect(
        Set(try await bucket.list(prefix: "classifiers/").map(\.key)) == [
          "classifiers/colours/labels.txt", "classifiers/colours/meta.json", "classifiers/colours/model.onnx",
        ])

      // B never saw the upload: it lists and classifies with it, fetching the model on first use.
      let models = try await b.request("GET", "/api/v1/models", token: admin)
      #expect(models.text.contains("custom/colours"))
      let listed = try await b.request("GET", "/api/v1/classifiers", token: admin)
      #expect(listed.text.contains("custom/colours"), "\(listed.text)")
      let cached = b.directory.appendingPathComponent("classifiers/colours/model.onnx")
      #expect(!FileManager.default.fileExists(atPath: cached.path))
      let red = try PNGMaker.solid(width: 60, height: 40, rgb: (255, 0, 0))
      let reply = try await ClassifyTests.classify(b, token: admin, red, model: "colours")
      #expect(reply.status == 200, "\(reply.text)")
      let answer = try reply.decode(ClassifyResponse.self)
      #expect(answer.model == "custom/colours")
      #expect(answer.predictions.first?.label == "red")
      #expect(FileManager.default.fileExists(atPath: cached.path))

      // Removed through B: A no longer classifies with it, and the bucket lets its files go.
      #expect(try await b.request("DELETE", "/api/v1/classifiers/colours", token: admin).status == 204)
      #expect(try await ClassifyTests.classify(a, token: admin, red, model: "colours").status != 200)
      #expect(a.app.models.entry(id: "custom/colours") == nil)
      #expect(try await bucket.list(prefix: "classifiers/").isEmpty)
    }
  }

  @Test func aFileBasedClassifierIsMovedIntoTheBlobStoreAtStart() async throws {
    let model = try CustomClassifierTests.file("tiny-rgb-opset10.onnx")
    let t = try await TestApp(transport: .inProcess)
    defer { try? FileManager.default.removeItem(at: t.directory) }
    let (_, admin) = try await t.user("root", admin: true)
    #expect(try await CustomClassifierTests.add(t, token: admin, name: "colours", model: model).status == 201)
    await t.app.shutdown()
    // What an older Visor left: the folder only, no blobs, no mark.
    let fm = FileManager.default
    try fm.removeItem(at: t.directory.appendingPathComponent("blobs/classifiers"))
    try fm.removeItem(at: t.directory.appendingPathComponent("classifiers/colours/.published"))

    let restarted = try await buildApplication(configuration: t.app.configuration, logger: .silent)
    let keys = try await restarted.blobs.list(prefix: "classifiers/").map(\.key)
    #expect(keys.contains("classifiers/colours/meta.json"))
    #expect(keys.contains("classifiers/colours/model.onnx"))
    let blue = try PNGMaker.solid(width: 60, height: 40, rgb: (0, 0, 255))
    let again = try await restarted.features.classification.classify(image: blue, model: "custom/colours")
    #expect(again.predictions.first?.label == "blue")
    // Maintenance keeps the classifier's blobs (no record refers to them).
    let report = try await MaintenanceService(
      store: restarted.store, blobs: restarted.blobs, grace: 0, logger: .silent
    ).run()
    #expect(report.orphansRemoved == 0)
    #expect(try await restarted.blobs.exists("classifiers/colours/model.onnx"))
    await restarted.shutdown()
  }
}
