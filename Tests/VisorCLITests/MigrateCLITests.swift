import Foundation
import Testing

/// `visor migrate` from the command line (the copy itself: VisorServerTests' MigrateTests).
extension ScaleOutCLITests {
  @Test func migrateRefusesATargetThatHoldsDataAndNamesWhatToDo() throws {
    let services = try Self.services.get()
    // The shared database and bucket hold another install's users: not an empty target.
    let other = try CLI.run(
      [
        "users", "add", "mig-\(UUID().uuidString.prefix(8).lowercased())", "--password-stdin",
        "--data-dir", CLI.tempDir(), "--database", services.database, "--blobs", services.blobs,
      ],
      stdin: "correct horse battery\n", environment: services.environment)
    #expect(other.status == 0, "\(other.stderr)")

    let embedded = CLI.tempDir()
    let add = try CLI.run(
      ["users", "add", "ada", "--password-stdin", "--data-dir", embedded], stdin: "correct horse battery\n")
    #expect(add.status == 0, "\(add.stderr)")
    let refused = try CLI.run(
      ["migrate", "--to-database", services.database, "--to-blobs", services.blobs, "--data-dir", embedded],
      environment: services.environment)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("already holds data"), "\(refused.stderr)")
    #expect(refused.stderr.contains("--resume"))
  }

  @Test func migrateNeedsBothTargetsAndAnEmbeddedInstall() throws {
    let services = try Self.services.get()
    let noBlobs = try CLI.run(["migrate", "--to-database", services.database, "--data-dir", CLI.tempDir()])
    #expect(noBlobs.status != 0)
    #expect(noBlobs.stderr.contains("--to-blobs"))
    let nothing = try CLI.run(
      [
        "migrate", "--to-database", services.database, "--to-blobs", services.blobs, "--data-dir",
        CLI.tempDir(),
      ],
      environment: services.environment)
    #expect(nothing.status == 1)
    #expect(nothing.stderr.contains("no visor.sqlite3"), "\(nothing.stderr)")
    let unreachable = try CLI.run(
      [
        "migrate", "--to-database", "postgres://visor@127.0.0.1:9/visor", "--to-blobs", services.blobs,
        "--data-dir", CLI.tempDir(),
      ], environment: services.environment)
    #expect(unreachable.status == 1)
    let help = try CLI.run(["migrate", "--help"])
    #expect(help.stdout.contains("--resume"))
    #expect(help.stdout.contains("--to-database"))
  }
}
