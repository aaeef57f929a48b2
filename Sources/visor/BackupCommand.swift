import Foundation
import VisorCore
import VisorFeatures

/// `visor backup --to FILE` and `visor restore FILE --data-dir D`: the embedded install in one file.
enum BackupCommand {
  static let backupSpec = CommandSpec(
    path: "backup",
    summary: "Copy the data folder (database, photos, audio, classifiers, model records) into one file.",
    usage: "visor backup --to FILE [--json] [--data-dir D]",
    options: [
      OptionSpec(name: "to", valueName: "FILE", help: "The backup file to write (must not exist)."),
      OptionSpec(name: "json", valueName: nil, help: "Print the report as JSON."),
    ] + CommandSpec.settingOptions.filter { ["data-dir", "config", "log-level"].contains($0.name) },
    details: """
      Safe while `visor serve` runs on the same data folder: the database is copied from a snapshot, then
      the photos and audio its records refer to, each with its SHA-256. The file is an SQLite database
      (`sqlite3 FILE .tables` opens it). Restore it with `visor restore FILE --data-dir D`. For PostgreSQL
      and S3 deployments use pg_dump and the bucket's versioning instead.
      """)

  static let restoreSpec = CommandSpec(
    path: "restore",
    summary: "Restore a `visor backup` file into a data folder.",
    usage: "visor restore FILE --data-dir D [--force] [--json]",
    options: [
      OptionSpec(name: "force", valueName: nil, help: "Replace the Visor already in the data folder."),
      OptionSpec(name: "json", valueName: nil, help: "Print the report as JSON."),
    ] + CommandSpec.settingOptions.filter { ["data-dir", "config", "log-level"].contains($0.name) },
    details: """
      Checks every item's checksum; the database goes in place last, so an interrupted restore can be
      run again (with --force). Stop `visor serve` on that data folder first.
      """)

  static func runBackup(_ arguments: [String]) async throws -> Int32 {
    guard let parsed = try parse(arguments, backupSpec) else { return 0 }
    guard parsed.positionals.isEmpty else {
      throw UsageError(
        message: CLIWords.text("cli.backup.unexpectedArgument", ["argument": parsed.positionals[0]]))
    }
    guard let to = parsed.value("to"), !to.isEmpty else {
      throw UsageError(message: CLIWords.text("cli.backup.needsTo"))
    }
    var (configuration, _) = try configuration(from: parsed)
    configuration.localWorkers = false
    let json = parsed.has("json")
    let features = try await buildFeatures(
      configuration: configuration, logger: Logger(label: "visor", minimumLevel: .warning))
    let report: BackupService.Report
    do {
      report = try await features.backups.backup(to: URL(fileURLWithPath: to)) { line in
        if !json { FileHandle.standardError.write(Data((line + "\n").utf8)) }
      }
    } catch {
      await features.shutdown()
      throw error
    }
    await features.shutdown()
    try print(report, json: json, done: CLIWords.text("cli.backup.wrote", ["path": to]))
    return 0
  }

  static func runRestore(_ arguments: [String]) async throws -> Int32 {
    guard let parsed = try parse(arguments, restoreSpec) else { return 0 }
    guard parsed.positionals.count == 1 else {
      throw UsageError(message: CLIWords.text("cli.restore.needsFile"))
    }
    let (configuration, _) = try configuration(from: parsed)
    let json = parsed.has("json")
    let report = try await BackupService.restore(
      from: URL(fileURLWithPath: parsed.positionals[0]), into: configuration.dataDirectory,
      force: parsed.has("force")
    ) { line in
      if !json { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
    try print(
      report, json: json,
      done: CLIWords.text("cli.restore.restored", ["path": configuration.dataDirectory.path]))
    return 0
  }

  private static func print(_ report: BackupService.Report, json: Bool, done: String) throws {
    if json {
      try FeatureCommand.printJSON([
        "blobs": report.blobs, "files": report.files, "bytes": report.bytes,
        "missingBlobs": report.missingBlobs.count,
      ])
      return
    }
    let megabytes = Language.current.decimal(Double(report.bytes) / 1_048_576)
    Swift.print(
      CLIWords.text(
        "cli.backup.report",
        [
          "done": done, "blobs": String(report.blobs), "files": String(report.files), "megabytes": megabytes,
        ]))
    if !report.missingBlobs.isEmpty {
      Swift.print(CLIWords.text("cli.backup.missing", ["count": String(report.missingBlobs.count)]))
    }
  }
}
