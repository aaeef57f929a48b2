import Foundation
import Testing

/// `visor faces add|list|remove` on a data folder (decision 038), with the real face worker.
@Suite(
  .enabled(
    if: FileManager.default.fileExists(
      atPath: NSHomeDirectory() + "/.cache/visor/models/faces/dlib_face_recognition_resnet_model_v1.dat"),
    "needs the face models: run scripts/setup.sh"))
struct FacesCLITests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appending(path: "Fixtures/faces")

  @Test func aFaceIsTaughtListedRefusedWithTheReasonAndRemoved() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let added = try CLI.run(
      ["users", "add", "ada", "--admin", "--password-stdin", "--data-dir", dir], stdin: "correct horse\n")
    #expect(added.status == 0, "\(added.stderr)")

    let taught = try CLI.run([
      "faces", "add", "Ana", Self.fixtures.appending(path: "ana-1.jpg").path,
      Self.fixtures.appending(path: "ana-2.jpg").path, "--data-dir", dir,
    ])
    #expect(taught.status == 0, "\(taught.stderr)")
    #expect(taught.stdout.hasPrefix("Taught Ana from 2 photos"), "\(taught.stdout)")

    let refused = try CLI.run([
      "faces", "add", "Bob", Self.fixtures.appending(path: "two-faces.jpg").path, "--data-dir", dir,
    ])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("shows 2 faces"), "\(refused.stderr)")

    let listed = try CLI.run(["faces", "list", "--json", "--data-dir", dir])
    #expect(listed.status == 0)
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
    #expect(items.map { $0["name"] as? String } == ["Ana"])

    #expect(try CLI.run(["faces", "remove", "ana", "--data-dir", dir]).stdout.contains("Forgot Ana."))
    #expect(try CLI.run(["faces", "list", "--data-dir", dir]).stdout.contains("No faces taught yet"))
    #expect(try CLI.run(["faces", "add", "Ana", "--data-dir", dir]).status == 2)
  }

  @Test(
    .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/doc/opencv-doc/examples/data/box.png")))
  func aTaughtThingIsFoundWithDescribeModeFind() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let samples = "/usr/share/doc/opencv-doc/examples/data/"
    _ = try CLI.run(
      ["users", "add", "ada", "--admin", "--password-stdin", "--data-dir", dir], stdin: "correct horse\n")
    #expect(try CLI.run(["things", "add", "box", samples + "box.png", "--data-dir", dir]).status == 0)
    let found = try CLI.run([
      "describe", samples + "box_in_scene.png", "--mode", "find", "--target", "box", "--data-dir", dir,
    ])
    #expect(found.stdout.hasPrefix("I see your box at "), "\(found.stdout) \(found.stderr)")
    let missing = try CLI.run([
      "describe", samples + "fruits.jpg", "--mode", "find", "--target", "box", "--data-dir", dir,
    ])
    #expect(missing.stdout.hasPrefix("I don't see your box."), "\(missing.stdout) \(missing.stderr)")
    let unknown = try CLI.run([
      "describe", samples + "fruits.jpg", "--mode", "find", "--target", "keys", "--data-dir", dir,
    ])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("You taught no thing called \"keys\""), "\(unknown.stderr)")
  }
}
