import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer
import VisorStore

/// `visor users add|list|remove|token|code|passwd|quota` — act on the data folder directly.
enum UsersCommand {
  static let common = CommandSpec.settingOptions.filter {
    ["data-dir", "database", "blobs", "key-file", "config", "password-strength", "log-level"].contains(
      $0.name)
  }

  static let specs: [String: CommandSpec] = [
    "add": CommandSpec(
      path: "users add", summary: "Create a user and an API token for it.",
      usage: "visor users add NAME [--admin] [--password-stdin] [--json] [--data-dir D]",
      options: [
        OptionSpec(name: "admin", valueName: nil, help: "Make the user an admin."),
        OptionSpec(
          name: "password-stdin", valueName: nil,
          help: "Read the password from the first line of standard input."),
        OptionSpec(
          name: "json", valueName: nil, help: "Print one JSON object (with \"token\") instead of text."),
      ] + common,
      details:
        "Without --password-stdin the user signs in with the printed token or a one-time code (`visor users code NAME`)."
    ),
    "list": CommandSpec(
      path: "users list", summary: "List users.", usage: "visor users list [--json] [--data-dir D]",
      options: [OptionSpec(name: "json", valueName: nil, help: "Print JSON.")] + common),
    "remove": CommandSpec(
      path: "users remove", summary: "Delete a user with all their records and files.",
      usage: "visor users remove NAME [--data-dir D]", options: common),
    "token": CommandSpec(
      path: "users token", summary: "Create a new API token for a user (shown once).",
      usage: "visor users token NAME [--name LABEL] [--json] [--data-dir D]",
      options: [
        OptionSpec(name: "name", valueName: "LABEL", help: "A label for the token (default: \"cli\")."),
        OptionSpec(name: "json", valueName: nil, help: "Print JSON."),
      ] + common),
    "code": CommandSpec(
      path: "users code",
      summary: "Print a one-time web sign-in code for a user (expires on first use or in 24 h).",
      usage: "visor users code NAME [--data-dir D]", options: common),
    "quota": CommandSpec(
      path: "users quota", summary: "Show a user's quotas and usage, or set their overrides.",
      usage:
        "visor users quota NAME [--requests-per-minute N|default] [--analyses-per-day N|default] [--json] [--data-dir D]",
      options: [
        OptionSpec(
          name: "requests-per-minute", valueName: "N|default",
          help:
            "Requests this user may make in a UTC minute (0 blocks them; `default` returns to the server's)."),
        OptionSpec(
          name: "analyses-per-day", valueName: "N|default",
          help: "Analyses this user may run in a UTC day (0 blocks them; `default` returns to the server's)."),
        OptionSpec(name: "json", valueName: nil, help: "Print JSON."),
      ] + common,
      details:
        "Without options it prints the user's limits and what is left. The server's defaults come from --requests-per-minute and --analyses-per-day of `visor serve` (VISOR_REQUESTS_PER_MINUTE, VISOR_ANALYSES_PER_DAY, config.json); set them here too to see them. A running server applies a change within a second."
    ),
    "passwd": CommandSpec(
      path: "users passwd", summary: "Set a user's password, read from the first line of standard input.",
      usage: "echo NEWPASS | visor users passwd NAME [--data-dir D]", options: common),
  ]

  /// `visor users --help`, in the language of ``CLIWords``.
  static var help: String {
    """
    \(CLIWords.text("cli.users.help.intro"))

    \(CLIWords.text("cli.help.usageLine", ["usage": "visor users <add|list|remove|token|code|passwd|quota> [options]"]))

    \(specs.keys.sorted().map { "  \($0.padding(toLength: 8, withPad: " ", startingAt: 0)) \(specs[$0]!.localizedSummary)" }.joined(separator: "\n"))

    \(CLIWords.text("cli.error.subcommandDetails", ["command": "users"]))
    """
  }

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let sub = arguments.first, sub != "--help", sub != "-h" else {
      print(help)
      return arguments.isEmpty ? 2 : 0
    }
    guard let spec = specs[sub] else {
      throw UsageError(
        message: CLIWords.text(
          "cli.error.unknownSubcommand", ["name": sub, "names": specs.keys.sorted().joined(separator: ", ")]))
    }
    guard var parsed = try parse(Array(arguments.dropFirst()), spec) else { return 0 }
    // `users quota`'s --requests-per-minute / --analyses-per-day set a user's override, not the
    // server's default setting of the same name.
    var quotaChanges: [QuotaKind: Int?] = [:]
    if sub == "quota" {
      for (name, kind) in [
        ("requests-per-minute", QuotaKind.requestsPerMinute), ("analyses-per-day", .analysesPerDay),
      ] {
        guard let text = parsed.values.removeValue(forKey: name) else { continue }
        if text == "default" {
          quotaChanges[kind] = .some(nil)
        } else if let number = Int(text), (0...QuotaService.maximumLimit).contains(number) {
          quotaChanges[kind] = number
        } else {
          throw UsageError(
            message: CLIWords.text(
              "cli.users.quotaValue",
              ["option": name, "maximum": String(QuotaService.maximumLimit), "text": text]))
        }
      }
    }
    let expected = sub == "list" ? 0 : 1
    guard parsed.positionals.count == expected else {
      throw UsageError(
        message: CLIWords.text(expected == 0 ? "cli.users.listTakesNoName" : "cli.users.needsName"))
    }
    var (configuration, _) = try configuration(from: parsed)
    configuration.localWorkers = false
    let app = try await buildFeatures(
      configuration: configuration, logger: Logger(label: "visor", minimumLevel: .warning))
    defer { Task { await app.store.close() } }
    let accounts = app.accounts

    func findUser(_ name: String) async throws -> User {
      guard let user = try await accounts.user(username: name) else {
        throw VisorError(
          .notFound,
          CLIWords.text("cli.users.noSuchUser", ["name": name, "store": configuration.storeDescription]))
      }
      return user
    }

    switch sub {
    case "add":
      let password = parsed.has("password-stdin") ? try readPasswordLine() : nil
      let user = try await accounts.createUser(
        username: parsed.positionals[0], password: password, isAdmin: parsed.has("admin"))
      let (token, secret) = try await accounts.createToken(userID: user.id, name: "cli")
      if parsed.has("json") {
        try printJSON(
          UserAdded(
            id: user.id.uuidString.lowercased(), username: user.username, isAdmin: user.isAdmin,
            token: secret, tokenId: token.id.uuidString.lowercased()))
      } else {
        print(
          CLIWords.text(
            user.isAdmin ? "cli.users.createdAdmin" : "cli.users.created", ["name": user.username]))
        print(CLIWords.text("cli.users.token", ["token": secret]))
      }
    case "list":
      let users = try await accounts.listUsers()
      if parsed.has("json") {
        try printJSON(
          users.map {
            UserResponse(
              id: $0.id.uuidString.lowercased(), username: $0.username, isAdmin: $0.isAdmin,
              displayName: $0.profile.displayName, accentColor: $0.profile.accentColor,
              voice: $0.profile.voice, speakByDefault: $0.profile.speakByDefault, createdAt: $0.createdAt)
          })
      } else if users.isEmpty {
        print(CLIWords.text("cli.users.none"))
      } else {
        for user in users {
          let admin = user.isAdmin ? "  " + CLIWords.text("cli.users.adminMark") : ""
          print("\(user.username)\(admin)  \(user.id.uuidString.lowercased())")
        }
      }
    case "remove":
      let user = try await findUser(parsed.positionals[0])
      _ = try await accounts.deleteUser(id: user.id)
      print(CLIWords.text("cli.users.removed", ["name": user.username]))
    case "token":
      let user = try await findUser(parsed.positionals[0])
      let (token, secret) = try await accounts.createToken(
        userID: user.id, name: parsed.value("name") ?? "cli")
      if parsed.has("json") {
        try printJSON(["id": token.id.uuidString.lowercased(), "name": token.name, "token": secret])
      } else {
        print(secret)
      }
    case "code":
      let user = try await findUser(parsed.positionals[0])
      print(try await accounts.createSignInCode(userID: user.id))
    case "quota":
      let user = try await findUser(parsed.positionals[0])
      if !quotaChanges.isEmpty { _ = try await app.quotas.setOverrides(userID: user.id, quotaChanges) }
      try await printQuota(user, app.quotas, json: parsed.has("json"))
    case "passwd":
      let user = try await findUser(parsed.positionals[0])
      try await accounts.setPassword(userID: user.id, password: try readPasswordLine())
      print(CLIWords.text("cli.users.passwordChanged", ["name": user.username]))
    default:
      break
    }
    return 0
  }

  /// `visor users quota NAME`: each limit, whether it is the user's own or the default, and what is left.
  static func printQuota(_ user: User, _ quotas: QuotaService, json: Bool) async throws {
    let status = try await quotas.status(userID: user.id)
    if json {
      try printJSON(UsageLimits(status))
      return
    }
    print(CLIWords.text("cli.users.quota.title", ["name": user.username]))
    for (kind, label) in [
      (QuotaKind.requestsPerMinute, CLIWords.text("cli.users.quota.requestsPerMinute")),
      (.analysesPerDay, CLIWords.text("cli.users.quota.analysesPerDay")),
    ] {
      guard let s = status[kind], let limit = s.limit, let resets = s.resetsAt else {
        print("  " + CLIWords.text("cli.users.quota.unlimited", ["label": label]))
        continue
      }
      print(
        "  "
          + CLIWords.text(
            s.isOverride ? "cli.users.quota.own" : "cli.users.quota.default",
            [
              "label": label, "limit": String(limit), "used": String(s.used),
              "left": String(s.remaining ?? 0),
              "until": Self.timestamp(resets),
            ]))
    }
  }

  static func timestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }

  struct UserAdded: Encodable {
    var id: String
    var username: String
    var isAdmin: Bool
    var token: String
    var tokenId: String
  }

  static func readPasswordLine() throws -> String {
    guard let line = readLine(strippingNewline: true), !line.isEmpty else {
      throw UsageError(
        message: CLIWords.text("cli.users.passwordStdin"))
    }
    return line
  }

  static func printJSON<T: Encodable>(_ value: T) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
  }
}
