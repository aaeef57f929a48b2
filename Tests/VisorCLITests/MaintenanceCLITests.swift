import Foundation
import Testing
import VisorCore

#if canImport(Glibc)
  import Glibc
#endif

/// Only `visor serve` (on its schedule) and `visor maintenance` reconcile blobs, and neither deletes a
/// blob younger than the grace period: a running server writes the photo before the record, so an
/// unreferenced young blob may be a request in flight.
@Suite struct MaintenanceCLITests {
  struct DataDir {
    let path: String
    var blobs: String { path + "/blobs" }

    /// Writes a blob file no record refers to, last modified `age` seconds ago; returns its path.
    func orphan(_ prefix: String, age: TimeInterval) throws -> String {
      let file = blobs + "/\(prefix)/\(UUID().uuidString.lowercased())/\(UUID().uuidString.lowercased()).jpg"
      try write(file, age: age)
      return file
    }

    /// What an interrupted write leaves behind: a `.tmp-` file.
    func leftover(age: TimeInterval) throws -> String {
      let file = blobs + "/analyses/.tmp-\(UUID().uuidString.lowercased())"
      try write(file, age: age)
      return file
    }

    private func write(_ file: String, age: TimeInterval) throws {
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data([0xFF, 0xD8, 0xFF, 0xD9]).write(to: URL(fileURLWithPath: file))
      try FileManager.default.setAttributes(
        [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: file)
    }

    func exists(_ file: String) -> Bool { FileManager.default.fileExists(atPath: file) }
  }

  func newDataDir() throws -> DataDir {
    let dir = DataDir(path: CLI.tempDir())
    let added = try CLI.run(["users", "add", "ada", "--admin", "--data-dir", dir.path])
    #expect(added.status == 0, "\(added.stderr)")
    return dir
  }

  @Test func otherCommandsNeverTouchBlobs() throws {
    let dir = try newDataDir()
    defer { try? FileManager.default.removeItem(atPath: dir.path) }
    let young = try dir.orphan("analyses", age: 5)
    let old = try dir.orphan("records", age: 7200)
    let oldLeftover = try dir.leftover(age: 7200)
    for arguments in [
      ["users", "list"], ["users", "token", "ada"], ["garage", "list"], ["models", "list"],
      ["recognizers", "list"],
    ] {
      let result = try CLI.run(arguments + ["--data-dir", dir.path])
      #expect(result.status == 0, "visor \(arguments.joined(separator: " ")): \(result.stderr)")
      #expect(dir.exists(young), "visor \(arguments.joined(separator: " ")) deleted a fresh blob")
      #expect(dir.exists(old), "visor \(arguments.joined(separator: " ")) ran maintenance")
      #expect(dir.exists(oldLeftover), "visor \(arguments.joined(separator: " ")) swept temporary files")
    }
  }

  @Test func maintenanceRemovesOnlyWhatIsOlderThanTheGracePeriod() throws {
    let dir = try newDataDir()
    defer { try? FileManager.default.removeItem(atPath: dir.path) }
    let young = try dir.orphan("analyses", age: 5)
    let old = try dir.orphan("analyses", age: 7200)
    let youngLeftover = try dir.leftover(age: 5)
    let oldLeftover = try dir.leftover(age: 7200)

    let dry = try CLI.run(["maintenance", "--dry-run", "--data-dir", dir.path])
    #expect(dry.status == 0, "\(dry.stderr)")
    #expect(dry.stdout.contains("Would remove 1 orphaned blob "), "\(dry.stdout)")
    #expect(dir.exists(old) && dir.exists(oldLeftover))

    let pass = try CLI.run(["maintenance", "--data-dir", dir.path])
    #expect(pass.status == 0, "\(pass.stderr)")
    #expect(pass.stdout.contains("Removed 1 orphaned blob "), "\(pass.stdout)")
    #expect(pass.stdout.contains("Removed 1 leftover of an interrupted write"), "\(pass.stdout)")
    #expect(pass.stdout.contains("Kept 1 unreferenced blob younger than 3600 s"), "\(pass.stdout)")
    #expect(!dir.exists(old))
    #expect(!dir.exists(oldLeftover))
    #expect(dir.exists(young))
    #expect(dir.exists(youngLeftover))

    // A shorter grace period (flag or environment) lets the young one go too.
    let json = try CLI.run(
      ["maintenance", "--json", "--data-dir", dir.path], environment: ["VISOR_BLOB_GRACE_SECONDS": "1"])
    #expect(json.status == 0, "\(json.stderr)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(report["orphansRemoved"] as? Int == 1)
    #expect(report["orphansKept"] as? Int == 0)
    #expect(report["dryRun"] as? Bool == false)
    #expect(!dir.exists(young))

    let bad = try CLI.run(["maintenance", "--blob-grace-seconds", "soon", "--data-dir", dir.path])
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("--blob-grace-seconds"))
  }

  @Test func aSecondServeKeepsFreshBlobsAndSweepsOldOrphansAtStart() throws {
    let dir = try newDataDir()
    defer { try? FileManager.default.removeItem(atPath: dir.path) }
    let young = try dir.orphan("analyses", age: 5)
    let old = try dir.orphan("chats", age: 7200)

    let process = ChildProcess()
    process.executableURL = CLI.binary
    process.arguments = ["serve", "--port", "0", "--data-dir", dir.path, "--log-level", "warning"]
    var env = ProcessInfo.processInfo.environment
    env["VISOR_PASSWORD_STRENGTH"] = "minimal"
    process.environment = env
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { CLI.stop(process) }
    // The pass at start removes the old orphan (bounded wait), and never the young one.
    let deadline = Date().addingTimeInterval(30)
    while dir.exists(old), Date() < deadline { usleep(100_000) }
    #expect(!dir.exists(old), "serve did not run maintenance at start")
    #expect(dir.exists(young))
    #expect(CLI.stop(process), "visor serve did not stop within 20 s of SIGTERM")
    #expect(process.terminationStatus == 0)
    #expect(dir.exists(young))
  }

  @Test func helpSaysWhatIsSafe() throws {
    let help = try CLI.run(["maintenance", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("--blob-grace-seconds"))
    #expect(help.stdout.contains("--dry-run"))
    let top = try CLI.run(["--help"])
    #expect(top.stdout.contains("maintenance"))
    let serve = try CLI.run(["serve", "--help"])
    #expect(serve.stdout.contains("--maintenance-interval-seconds"))
  }
}
