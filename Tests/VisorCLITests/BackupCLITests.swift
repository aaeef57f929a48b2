import Foundation
import Testing
import VisorAPI
import VisorCore

/// `visor backup --to FILE` and `visor restore FILE --data-dir D`: a round trip keeps every account,
/// record, photo and data-folder file; a damaged backup or an occupied folder is refused with a sentence.
@Suite struct BackupCLITests {
  /// Every regular file under `root`, by relative path, with its bytes (SQLite's own files left out).
  static func files(under root: String) -> [String: Data] {
    var out: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: root) else { return out }
    for case let path as String in walker where !path.hasPrefix("visor.sqlite3") {
      var isDirectory: ObjCBool = false
      let full = root + "/" + path
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
        let data = FileManager.default.contents(atPath: full)
      {
        out[path] = data
      }
    }
    return out
  }

  @Test(.enabled(if: FeatureCLITests.canRunModelTests))
  func aBackupRestoresEveryAccountRecordPhotoAndFile() throws {
    let source = try FeatureCLITests.dataDir()
    let target = CLI.tempDir()
    let backupDir = CLI.tempDir()
    try FileManager.default.createDirectory(atPath: backupDir, withIntermediateDirectories: true)
    let backup = backupDir + "/visor.backup"
    defer {
      for dir in [source, target, (backup as NSString).deletingLastPathComponent] {
        try? FileManager.default.removeItem(atPath: dir)
      }
    }
    let described = try CLI.run(["describe", FeatureCLITests.dog, "--json", "--data-dir", source])
    #expect(described.status == 0, "\(described.stderr)")
    let labels = source + "/classifiers/pets/labels.txt"
    try FileManager.default.createDirectory(
      atPath: (labels as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data("cat\ndog\n".utf8).write(to: URL(fileURLWithPath: labels))

    let made = try CLI.run(["backup", "--to", backup, "--data-dir", source])
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout.contains("1 photos and audio files, 1 other files"), "\(made.stdout)")
    #expect(made.stderr.contains("Copying the database"), "progress is shown")

    let restored = try CLI.run(["restore", backup, "--data-dir", target, "--json"])
    #expect(restored.status == 0, "\(restored.stderr)")
    // The same photos and files, byte for byte …
    let before = Self.files(under: source).filter { !$0.key.contains("/.tmp-") }
    let after = Self.files(under: target)
    #expect(!before.isEmpty)
    #expect(after == before, "restored \(after.keys.sorted()) vs \(before.keys.sorted())")
    // … and the same accounts and history.
    let users = try CLI.run(["users", "list", "--data-dir", target])
    #expect(users.stdout.contains("root") && users.stdout.contains("pat"), "\(users.stdout)")
    let analysis = try FeatureCLITests.decode(AnalyzeResponse.self, described.stdout)
    let asked = try CLI.run(["ask", "--about", analysis.id, "What colour is it?", "--data-dir", target])
    #expect(asked.status == 0, "the restored analysis answers follow-ups: \(asked.stderr)")
  }

  @Test func occupiedFoldersExistingFilesAndDamagedBackupsAreRefused() throws {
    let source = try FeatureCLITests.dataDir()
    let work = CLI.tempDir()
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { for dir in [source, work] { try? FileManager.default.removeItem(atPath: dir) } }
    let backup = work + "/visor.backup"
    #expect(try CLI.run(["backup", "--to", backup, "--data-dir", source]).status == 0)

    let nowhere = try CLI.run(["backup", "--to", work + "/missing/visor.backup", "--data-dir", source])
    #expect(nowhere.status == 1)
    #expect(nowhere.stderr.contains("does not exist; create it"), "\(nowhere.stderr)")
    let again = try CLI.run(["backup", "--to", backup, "--data-dir", source])
    #expect(again.status == 1)
    #expect(again.stderr.contains("exists already"), "\(again.stderr)")

    let occupied = try CLI.run(["restore", backup, "--data-dir", source])
    #expect(occupied.status == 1)
    #expect(occupied.stderr.contains("--force"), "\(occupied.stderr)")
    #expect(try CLI.run(["restore", backup, "--data-dir", source, "--force"]).status == 0)

    let notABackup = work + "/photo.jpg"
    try Data([0xFF, 0xD8, 0xFF, 0xD9]).write(to: URL(fileURLWithPath: notABackup))
    let wrong = try CLI.run(["restore", notABackup, "--data-dir", work + "/a"])
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains("not a Visor backup"), "\(wrong.stderr)")

    // One byte of an item changed: the restore stops before it puts a database in place.
    let process = ChildProcess()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [
      "-c",
      "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(\"INSERT INTO visor_backup_items VALUES ('file','models/x.json','00',x'01')\"); c.commit()",
      backup,
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let damaged = try CLI.run(["restore", backup, "--data-dir", work + "/b"])
    #expect(damaged.status == 1)
    #expect(damaged.stderr.contains("does not match its checksum"), "\(damaged.stderr)")
    #expect(!FileManager.default.fileExists(atPath: work + "/b/visor.sqlite3"))
  }
}
