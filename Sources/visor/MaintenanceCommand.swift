import Foundation
import VisorCore
import VisorFeatures
import VisorServer

/// `visor maintenance`: one reconciliation pass on the data folder, the same one `serve` runs on a schedule.
enum MaintenanceCommand {
  static let spec = CommandSpec(
    path: "maintenance",
    summary:
      "Do the work deletes queued (their blobs), remove orphaned blobs, leftovers of interrupted writes and expired sign-ins (one pass).",
    usage: "visor maintenance [--dry-run] [--json] [--blob-grace-seconds S] [--data-dir D]",
    options: [
      OptionSpec(name: "dry-run", valueName: nil, help: "Count what would be removed; delete nothing."),
      OptionSpec(name: "json", valueName: nil, help: "Print the report as JSON."),
    ]
      + CommandSpec.settingOptions.filter {
        ["data-dir", "database", "blobs", "key-file", "config", "log-level", "blob-grace-seconds"].contains(
          $0.name)
      },
    details: """
      Safe while `visor serve` runs on the same data folder: a stored photo that no record refers to yet
      may belong to a request being saved, so nothing younger than --blob-grace-seconds (default 3600) is
      deleted. `visor serve` runs the same pass at start and every --maintenance-interval-seconds.
      First it works through the outbox: the blobs of deleted records, queued in the delete's own
      transaction and retried until the blob store accepts (serve also does this right after each
      delete and every --outbox-interval-seconds).
      """)

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let parsed = try parse(arguments, spec) else { return 0 }
    guard parsed.positionals.isEmpty else {
      throw UsageError(
        message: CLIWords.text("cli.error.unexpectedArgument", ["argument": parsed.positionals[0]]))
    }
    var (configuration, _) = try configuration(from: parsed)
    configuration.localWorkers = false
    let features = try await buildFeatures(
      configuration: configuration, logger: Logger(label: "visor", minimumLevel: .warning))
    let report: MaintenanceReport
    do {
      report = try await features.maintenance.run(dryRun: parsed.has("dry-run"))
    } catch {
      await features.shutdown()
      throw error
    }
    await features.shutdown()
    if parsed.has("json") {
      try FeatureCommand.printJSON(report)
    } else {
      print(describe(report, grace: configuration.blobGraceSeconds))
    }
    return 0
  }

  static func describe(_ report: MaintenanceReport, grace: Int) -> String {
    // Each count chooses its sentence's plural form in the language of CLIWords.
    func counted(_ id: MessageID, _ count: Int) -> String {
      CLIWords.text(id, count: count, ["grace": String(grace), "failed": String(report.outboxFailed)])
    }
    var lines = [
      counted(
        report.dryRun ? "cli.maintenance.wouldRemoveOrphans" : "cli.maintenance.removedOrphans",
        report.orphansRemoved)
    ]
    if !report.dryRun {
      lines.append(
        CLIWords.text(
          "cli.maintenance.removedBoth",
          [
            "leftovers": counted("cli.maintenance.leftovers", report.incompleteWritesRemoved),
            "signIns": counted("cli.maintenance.expiredSignIns", report.expiredSignInsRemoved),
          ]))
    }
    if !report.dryRun && report.outboxDone + report.outboxFailed > 0 {
      lines.append(counted("cli.maintenance.didDeletions", report.outboxDone))
    }
    if report.outboxWaiting > 0 {
      lines.append(counted("cli.maintenance.waiting", report.outboxWaiting))
    }
    if report.orphansKept > 0 {
      lines.append(counted("cli.maintenance.kept", report.orphansKept))
    }
    return lines.joined(separator: "\n")
  }
}
