import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer

/// `visor helpers list|invite|accept|remove|everyone` on a data folder (issue 28; docs/helpers.md).
enum HelpersCommand {
  static let specs: [String: CommandSpec] = [
    "list": CommandSpec(
      path: "helpers list", summary: "A user's helpers and the people they help.",
      usage: "visor helpers list --user NAME [--json]",
      options: [FeatureCommand.userOption, FeatureCommand.jsonOption] + CommandSpec.commandSettingOptions),
    "invite": CommandSpec(
      path: "helpers invite", summary: "Invite someone on this Visor to be a user's helper.",
      usage: "visor helpers invite USERNAME --user NAME",
      options: [FeatureCommand.userOption, FeatureCommand.jsonOption] + CommandSpec.commandSettingOptions),
    "accept": CommandSpec(
      path: "helpers accept", summary: "Accept an invitation to help (its id from `visor helpers list`).",
      usage: "visor helpers accept ID --user NAME",
      options: [FeatureCommand.userOption, FeatureCommand.jsonOption] + CommandSpec.commandSettingOptions),
    "remove": CommandSpec(
      path: "helpers remove", summary: "End a helper link, from either side.",
      usage: "visor helpers remove ID --user NAME",
      options: [FeatureCommand.userOption] + CommandSpec.commandSettingOptions),
    "everyone": CommandSpec(
      path: "helpers everyone", summary: "Make a user a helper for everyone on this Visor (--off ends it).",
      usage: "visor helpers everyone USERNAME [--off]",
      options: [OptionSpec(name: "off", valueName: nil, help: "No longer a helper for everyone.")]
        + CommandSpec.commandSettingOptions),
  ]

  static func run(_ arguments: [String]) async throws -> Int32 {
    try await FeatureCommand.group("helpers", arguments, specs: specs) { sub, parsed in
      try HelpersCommand.checkPositionals(sub, parsed)
      return try await FeatureCommand.withApp(parsed) { app in
        let helpers = app.helpers
        switch sub {
        case "everyone":
          let name = parsed.positionals[0]
          guard let user = try await app.accounts.user(username: name) else {
            throw VisorError(
              .notFound, "Nobody is called \(name) on this Visor; list accounts with `visor users list`.")
          }
          try await helpers.setHelperForEveryone(userID: user.id, !parsed.has("off"))
          print(
            parsed.has("off")
              ? "\(user.username) is no longer a helper for everyone."
              : "\(user.username) is a helper for everyone.")
          return 0
        default: break
        }
        let user = try await FeatureCommand.user(parsed, app: app)
        switch sub {
        case "list":
          let (mine, helping, everyone) = try await helpers.links(user: user)
          if parsed.has("json") {
            try FeatureCommand.printJSON(
              HelpersResponse(
                helpers: mine.map { HelperResponse($0, viewer: user.id, hub: helpers.hub) }
                  + everyone.map {
                    HelperResponse(
                      id: nil, username: $0.username, status: "accepted", everyone: true, createdAt: nil)
                  },
                helping: helping.map { HelperResponse($0, viewer: user.id, hub: helpers.hub) }))
          } else {
            for link in mine {
              print("helper   \(link.helperUsername)  \(link.status.rawValue)  \(link.id.wire)")
            }
            for person in everyone { print("helper   \(person.username)  for everyone") }
            for link in helping {
              print("helping  \(link.username)  \(link.status.rawValue)  \(link.id.wire)")
            }
            if mine.isEmpty && helping.isEmpty && everyone.isEmpty { print("No helpers yet.") }
          }
        case "invite":
          let link = try await helpers.invite(user: user, username: parsed.positionals[0])
          if parsed.has("json") {
            try FeatureCommand.printJSON(HelperResponse(link, viewer: user.id, hub: helpers.hub))
          } else {
            print(
              "Invited \(link.helperUsername) (\(link.id.wire)); they accept with `visor helpers accept \(link.id.wire) --user \(link.helperUsername)`."
            )
          }
        case "accept":
          let id = try parseLinkID(parsed.positionals[0])
          let link = try await helpers.accept(id: id, user: user)
          if parsed.has("json") {
            try FeatureCommand.printJSON(HelperResponse(link, viewer: user.id, hub: helpers.hub))
          } else {
            print("\(user.username) now helps \(link.username).")
          }
        default:
          try await helpers.end(id: try parseLinkID(parsed.positionals[0]), user: user)
          print("Removed.")
        }
        return 0
      }
    }
  }

  /// `list` takes nothing; every other subcommand one USERNAME or ID (locally and remotely alike).
  static func checkPositionals(_ sub: String, _ parsed: ParsedArguments) throws {
    let needsArgument = sub != "list"
    guard parsed.positionals.count == (needsArgument ? 1 : 0) else {
      throw UsageError(
        message: needsArgument
          ? "give one \(sub == "invite" || sub == "everyone" ? "USERNAME" : "ID")"
          : "unexpected \(parsed.positionals[0])")
    }
  }

  static func parseLinkID(_ text: String) throws -> UUID {
    guard let id = UUID(uuidString: text) else {
      throw VisorError(.notFound, "\(text) is not a helper link id; see `visor helpers list --user NAME`.")
    }
    return id
  }
}
