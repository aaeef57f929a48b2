import Foundation
import VisorAPI
import VisorCore
import VisorKitCore
import VisorStore

/// `visor faces add|list|remove` and `visor things add|list|remove` (decision 038): the same as
/// Settings → People and Settings → Things, on a data folder or a server (one body over `VisorClient`).
enum FacesCommand {
  static func specs(_ kind: KnownKind) -> [String: CommandSpec] {
    let group = kind == .face ? "faces" : "things"
    let what = kind == .face ? "a person's face" : "one of your things"
    return [
      "add": CommandSpec(
        path: "\(group) add", summary: "Teach \(what) from 1–10 photos (3 or more recommended).",
        usage: "visor \(group) add NAME PHOTO… [--user NAME] [--json] [--data-dir D]",
        options: [FeatureCommand.userOption, FeatureCommand.jsonOption] + CommandSpec.commandSettingOptions),
      "list": CommandSpec(
        path: "\(group) list", summary: "List the \(group) you taught.",
        usage: "visor \(group) list [--user NAME] [--json] [--data-dir D]",
        options: [FeatureCommand.userOption, FeatureCommand.jsonOption] + CommandSpec.commandSettingOptions),
      "remove": CommandSpec(
        path: "\(group) remove",
        summary: "Forget one (by id or name): its embeddings at once, its photos soon after.",
        usage: "visor \(group) remove ID|NAME [--user NAME] [--data-dir D]",
        options: [FeatureCommand.userOption] + CommandSpec.commandSettingOptions),
    ]
  }

  /// Teaches, lists or forgets faces or things as `--user` on the data folder, or as the token's
  /// account with `--server`.
  static func run(_ kind: KnownKind, _ arguments: [String], _ reach: Reach) async throws -> Int32 {
    let group = kind == .face ? "faces" : "things"
    let known: VisorClient.KnownKind = kind == .face ? .face : .thing
    return try await FeatureCommand.group(group, arguments, specs: specs(kind)) { sub, parsed in
      switch sub {
      case "add":
        guard parsed.positionals.count >= 2 else {
          throw UsageError(message: CLIWords.text("cli.faces.addUsage", ["command": group]))
        }
      case "remove":
        guard parsed.positionals.count == 1 else {
          throw UsageError(message: CLIWords.text("cli.faces.removeUsage", ["command": group]))
        }
      default:
        guard parsed.positionals.isEmpty else {
          throw UsageError(
            message: CLIWords.text("cli.error.unexpected", ["argument": parsed.positionals[0]]))
        }
      }
      let photos = try parsed.positionals.dropFirst().map {
        Photo(try FeatureCommand.readFile($0, what: "photo"))
      }
      return try await reach.withClient(parsed, workers: sub == "add") { client in
        switch sub {
        case "add":
          let item = try await client.teach(known, name: parsed.positionals[0], photos: photos)
          if parsed.has("json") {
            try FeatureCommand.printJSON(item)
          } else {
            print(
              CLIWords.text("cli.faces.taught", count: item.photos.count, ["name": item.name, "id": item.id]))
          }
        case "list":
          let items = try await client.known(known)
          if parsed.has("json") {
            try FeatureCommand.printJSON(items)
          } else if items.isEmpty {
            print(CLIWords.text(kind == .face ? "cli.faces.noneFaces" : "cli.faces.noneThings"))
          } else {
            for item in items {
              print(
                "\(item.id)  \(item.name)  "
                  + CLIWords.text("cli.faces.photoCount", ["count": String(item.photos.count)]))
            }
          }
        default:
          let key = parsed.positionals[0].lowercased()
          guard
            let item = try await client.known(known).first(where: {
              $0.id.lowercased() == key || $0.name.lowercased() == key
            })
          else {
            throw VisorError(
              .notFound,
              CLIWords.text(
                kind == .face ? "cli.faces.notTaughtFace" : "cli.faces.notTaughtThing",
                ["name": parsed.positionals[0]]))
          }
          try await client.forget(known, id: item.id)
          print(CLIWords.text("cli.faces.forgot", ["name": item.name]))
        }
        return 0
      }
    }
  }
}
