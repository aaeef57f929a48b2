import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer
import VisorStore

/// `visor faces add|list|remove` and `visor things add|list|remove` (decision 038): the same as
/// Settings → People and Settings → Things, on a data folder.
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

  static func run(_ kind: KnownKind, _ arguments: [String]) async throws -> Int32 {
    let group = kind == .face ? "faces" : "things"
    return try await FeatureCommand.group(group, arguments, specs: specs(kind)) { sub, parsed in
      try await FeatureCommand.withApp(parsed, workers: sub == "add") { app in
        let user = try await FeatureCommand.user(parsed, app: app)
        switch sub {
        case "add":
          guard parsed.positionals.count >= 2 else {
            throw UsageError(message: "give a name and at least one photo: visor \(group) add NAME PHOTO…")
          }
          let photos = try parsed.positionals.dropFirst().map {
            try FeatureCommand.readFile($0, what: "photo")
          }
          let item = try await app.faces.teach(kind, name: parsed.positionals[0], photos: photos, user: user)
          if parsed.has("json") {
            try FeatureCommand.printJSON(KnownResponse(item))
          } else {
            print(
              "Taught \(item.name) from \(item.photos.count) photo\(item.photos.count == 1 ? "" : "s") (id \(item.id.wire))."
            )
          }
        case "list":
          let items = try await app.faces.list(kind, user: user)
          if parsed.has("json") {
            try FeatureCommand.printJSON(items.map(KnownResponse.init))
          } else if items.isEmpty {
            print("No \(group) taught yet; teach one with: visor \(group) add NAME PHOTO…")
          } else {
            for item in items { print("\(item.id.wire)  \(item.name)  (\(item.photos.count) photos)") }
          }
        default:
          guard parsed.positionals.count == 1 else {
            throw UsageError(message: "give one id or name: visor \(group) remove ID|NAME")
          }
          let key = parsed.positionals[0]
          let items = try await app.faces.list(kind, user: user)
          guard
            let item = items.first(where: {
              $0.id.wire == key.lowercased() || $0.name.lowercased() == key.lowercased()
            })
          else {
            throw VisorError(
              .notFound,
              "You taught no \(kind == .face ? "face" : "thing") called \(key); see visor \(group) list.")
          }
          try await app.faces.delete(kind, id: item.id, user: user)
          print("Forgot \(item.name).")
        }
        return 0
      }
    }
  }
}
