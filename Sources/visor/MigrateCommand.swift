import Foundation
import VisorCore
import VisorFeatures
import VisorStore

/// `visor migrate`: the embedded install (SQLite + files) copied into PostgreSQL + S3.
enum MigrateCommand {
  static let spec = CommandSpec(
    path: "migrate",
    summary: "Copy the embedded install (SQLite + files) into PostgreSQL + S3, verified; resumable.",
    usage: "visor migrate --to-database URL --to-blobs URL [--resume] [--json] [--data-dir D]",
    options: [
      OptionSpec(
        name: "to-database", valueName: "URL",
        help: "The PostgreSQL database to copy into: postgres://user@host:port/db (password from PGPASSWORD)."
      ),
      OptionSpec(
        name: "to-blobs", valueName: "URL",
        help: "The bucket to copy the photos and audio into: s3://bucket?endpoint=…&path-style=true."),
      OptionSpec(
        name: "resume", valueName: nil,
        help: "Continue an interrupted migration into a target that already holds part of the copy."),
      OptionSpec(name: "json", valueName: nil, help: "Print the report as JSON."),
    ]
      + CommandSpec.settingOptions.filter {
        ["data-dir", "key-file", "config", "log-level"].contains($0.name)
      },
    details: """
      Stop `visor serve` on the data folder first: nothing else may write while the copy runs. Every
      table is copied, parents first, in batches of 500 rows, each batch's photos and audio just before
      its rows (then the blobs no row names); at the end the row counts and every blob's SHA-256 are
      compared on both sides. Progress goes to stderr
      ("users 3/3, analyses 120/400, …, blobs 512/1024"). A target that already holds data is refused
      unless --resume is given; an interrupted run (Ctrl-C, kill -9, a lost connection) is finished by
      running the same command again with --resume, which skips what is already there and rewrites a
      blob whose bytes differ. The password comes from
      PGPASSWORD and the bucket's keys from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (environment or
      --key-file). Afterwards start Visor with --database and --blobs naming the target; keep the data
      folder until you have checked the new deployment.
      """)

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let parsed = try parse(arguments, spec) else { return 0 }
    guard parsed.positionals.isEmpty else {
      throw UsageError(
        message: CLIWords.text("cli.error.unexpectedArgument", ["argument": parsed.positionals[0]]))
    }
    guard let toDatabase = parsed.value("to-database"), !toDatabase.isEmpty else {
      throw UsageError(message: CLIWords.text("cli.migrate.needsDatabase"))
    }
    guard let toBlobs = parsed.value("to-blobs"), !toBlobs.isEmpty else {
      throw UsageError(message: CLIWords.text("cli.migrate.needsBlobs"))
    }
    var resolved = try SettingsResolver(flags: parsed.settingFlags).resolve()
    resolved["database"] = nil
    resolved["blobs"] = nil
    let source = try VisorConfiguration(resolved: resolved)
    resolved["database"] = (toDatabase, .flag)
    resolved["blobs"] = (toBlobs, .flag)
    let target = try VisorConfiguration(resolved: resolved)
    let json = parsed.has("json")
    let report = try await MigrationService.migrate(
      from: source, to: target, resume: parsed.has("resume"),
      logger: Logger(label: "visor", minimumLevel: .warning)
    ) { line in
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    if json {
      try FeatureCommand.printJSON(report)
    } else {
      let rows = report.tables.map { "\($0) \(report.rows[$0] ?? 0)" }.joined(separator: ", ")
      print(CLIWords.text("cli.migrate.done", ["rows": rows, "blobs": String(report.blobs)]))
      print(
        CLIWords.text(
          "cli.migrate.next",
          [
            "database": target.database?.displayName ?? toDatabase, "blobs": toBlobs,
            "folder": source.dataDirectory.path,
          ]))
    }
    return 0
  }
}
