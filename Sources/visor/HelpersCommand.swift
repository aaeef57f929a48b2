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

  /// `visor helpers everyone USERNAME [--off]` on the data folder: an admin action, as `visor users` is.
  static func everyone(_ parsed: ParsedArguments) async throws -> Int32 {
    try await FeatureCommand.withApp(parsed) { app in
      let name = parsed.positionals[0]
      guard let user = try await app.accounts.user(username: name) else {
        throw VisorError(.notFound, CLIWords.text("cli.helpers.nobodyCalled", ["name": name]))
      }
      try await app.helpers.setHelperForEveryone(userID: user.id, !parsed.has("off"))
      print(everyoneSentence(user.username, off: parsed.has("off")))
      return 0
    }
  }

  /// What `helpers everyone` says, locally and remotely.
  static func everyoneSentence(_ username: String, off: Bool) -> String {
    CLIWords.text(off ? "cli.helpers.everyoneOff" : "cli.helpers.everyone", ["name": username])
  }

  /// `list` takes nothing; every other subcommand one USERNAME or ID (locally and remotely alike).
  static func checkPositionals(_ sub: String, _ parsed: ParsedArguments) throws {
    let needsArgument = sub != "list"
    guard parsed.positionals.count == (needsArgument ? 1 : 0) else {
      throw UsageError(
        message: needsArgument
          ? CLIWords.text(
            sub == "invite" || sub == "everyone" ? "cli.helpers.giveUsername" : "cli.helpers.giveID")
          : CLIWords.text("cli.error.unexpected", ["argument": parsed.positionals[0]]))
    }
  }
}
