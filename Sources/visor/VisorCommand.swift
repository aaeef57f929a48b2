import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorKitCore
import VisorServer

#if canImport(Glibc)
  import Glibc
#endif

/// `visor`: the command-line tool. Exit codes: 0 ok, 1 failure, 2 usage.
@main
enum VisorCommand {
  static let version = VisorVersion.current

  /// Every command of `visor`, in the order `visor --help` lists them: the help, the dispatch and the
  /// remote set all come from here (there is no other list).
  static let commands: [CommandEntry] = [
    CommandEntry("serve", "serve", "Run the server (web app, API) on 127.0.0.1:8080 by default", .server) {
      a, _ in
      try await ServeCommand.run(a)
    },
    CommandEntry("users", "users", "Manage accounts: add, list, remove, token, code, passwd", .dataFolder) {
      a, _ in try await UsersCommand.run(a)
    },
    CommandEntry("car", "car PHOTO", "Identify a car and save it to the garage", .anywhere) {
      try await ClientCommands.car($0, $1)
    },
    CommandEntry("garage", "garage", "The garage: list, show, delete", .anywhere) {
      try await ClientCommands.garage($0, $1)
    },
    CommandEntry(
      "classify", "classify PHOTO", "Classify a photo (--model cute for the cute detector)", .anywhere
    ) {
      try await ClientCommands.classify($0, $1)
    },
    CommandEntry("recognizers", "recognizers", "Recogniser templates: list, add", .dataFolder) { a, _ in
      try await RecognizersCommand.run(a)
    },
    CommandEntry(
      "faces", "faces", "Known people: add NAME PHOTO…, list, remove (the person is named in describe)",
      .anywhere
    ) { try await FacesCommand.run(.face, $0, $1) },
    CommandEntry("things", "things", "Your things: add NAME PHOTO…, list, remove", .anywhere) {
      try await FacesCommand.run(.thing, $0, $1)
    },
    CommandEntry(
      "helpers", "helpers", "People a user trusts: list, invite, accept, remove, everyone", .anywhere
    ) { try await ClientCommands.helpers($0, $1) },
    CommandEntry(
      "models", "models", "The model registry: list, add (GGUF / ONNX), warm, remove (remotely: list)",
      .dataFolder, remote: { try await ClientCommands.models($0, $1) }
    ) { a, _ in try await ModelsCommand.run(a) },
    CommandEntry("config", "config show", "Print the effective configuration (secrets redacted)", .dataFolder)
    {
      a, _ in try await ConfigCommand.run(a)
    },
    CommandEntry(
      "maintenance", "maintenance", "Remove orphaned blobs and expired sign-ins (serve does this hourly)",
      .dataFolder
    ) { a, _ in try await MaintenanceCommand.run(a) },
    CommandEntry(
      "backup", "backup --to FILE", "Copy the data folder into one file (safe while serving)", .dataFolder
    ) { a, _ in try await BackupCommand.runBackup(a) },
    CommandEntry("restore", "restore FILE", "Restore a backup into --data-dir", .dataFolder) { a, _ in
      try await BackupCommand.runRestore(a)
    },
    CommandEntry(
      "migrate", "migrate", "Copy the embedded install into PostgreSQL + S3 (--to-database, --to-blobs)",
      .dataFolder
    ) { a, _ in try await MigrateCommand.run(a) },
    CommandEntry(
      "describe", "describe PHOTO", "Describe a photo (optionally speak the answer to a file)", .anywhere
    ) { try await ClientCommands.analyze($0, ask: false, $1) },
    CommandEntry("ask", "ask PHOTO \"Q\"", "Ask about a photo, typed or spoken (--question-audio)", .anywhere)
    {
      try await ClientCommands.analyze($0, ask: true, $1)
    },
    CommandEntry(
      "providers", "providers", "List models and providers; test that remote providers answer", .dataFolder
    ) { a, _ in try await ProvidersCommand.run(a) },
    CommandEntry(
      "chat", "chat", "Chat with a model (interactive, streamed; or --message TEXT)", .anywhere
    ) { try await ClientCommands.chat($0, $1) },
    CommandEntry(
      "imagine", "imagine PROMPT", "Generate an image into the gallery and a file (-o out.png)", .anywhere
    ) { try await ClientCommands.imagine($0, $1) },
    CommandEntry(
      "live", "live SOURCE",
      "Play a video, y4m or folder of photos through a live session; print what is said",
      .anywhere
    ) { try await LiveCommand.run($0, $1) },
    CommandEntry("version", "version", "Print the version", .builtin) { _, _ in
      print(CLIWords.text("cli.version", ["version": version]))
      return 0
    },
  ]

  static func entry(_ name: String) -> CommandEntry? { commands.first { $0.name == name } }

  /// The commands that run against a server with `--server` (or `VISOR_URL`).
  static var remoteCommands: [String] { commands.filter(\.runsRemotely).map(\.name) }

  /// `visor --help`, in the language of ``CLIWords`` (the English summaries in the table are the
  /// catalogue's `cli.summary.*` wording).
  static var topLevelHelp: String {
    let width = (commands.map(\.synopsis.count).max() ?? 0) + 2
    let lines = commands.map {
      "  " + $0.synopsis.padding(toLength: max(width, 19), withPad: " ", startingAt: 0)
        + CLIWords.text(MessageID(rawValue: "cli.summary.\($0.name)"))
    }
    return """
      \(CLIWords.text("cli.help.intro", ["version": version]))

      \(CLIWords.text("cli.help.usage"))

      \(CLIWords.text("cli.help.commands"))
      \(lines.joined(separator: "\n"))

      \(CLIWords.text("cli.help.remote"))
        \(remoteCommands.joined(separator: ", "))
      \(CLIWords.text("cli.help.local"))

      \(CLIWords.text("cli.help.language"))

      \(CLIWords.text("cli.help.footer"))
      """
  }

  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let code = await run(arguments)
    // What was printed is flushed, then the process ends without exit-time destructors: a background
    // thread may still be finishing (a libcurl transfer cleaning up after its answer was read, a pipe
    // reader), and C libraries freeing their global state under it aborted a remote `visor classify`
    // once in the test suite ("malloc_consolidate(): invalid chunk size" at exit).
    fflush(nil)
    _exit(code)
  }

  static func run(_ arguments: [String]) async -> Int32 {
    let language: Language?
    let rest: [String]
    let environment = ProcessInfo.processInfo.environment
    CLIWords.start(flag: nil, environment: environment)
    do {
      (language, rest) = try languageOption(arguments, environment: environment)
      CLIWords.start(flag: language, environment: environment)
    } catch let error as UsageError {
      printError(error.message)
      return 2
    } catch {
      printError("\(error)")
      return 2
    }
    // In-process the commands answer in the language of its own lines (--language, else the
    // terminal's); remotely VisorKit asks the server for it.
    return await Language.$current.withValue(language ?? CLIWords.language) {
      await run(rest, language: language)
    }
  }

  /// `--language TAG` (anywhere; or `VISOR_LANGUAGE`): the language answers are said in, instead of the
  /// person's own setting (issue 27). An unsupported tag is a usage error naming the supported ones.
  static func languageOption(_ arguments: [String], environment: [String: String]) throws -> (
    Language?, [String]
  ) {
    var rest: [String] = []
    var tag = environment["VISOR_LANGUAGE"].flatMap { $0.isEmpty ? nil : $0 }
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--language" {
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
          throw UsageError(
            message: CLIWords.text("cli.error.languageNeedsValue", ["languages": Language.supportedList]))
        }
        tag = arguments[index + 1]
        index += 2
        continue
      }
      if argument.hasPrefix("--language=") {
        tag = String(argument.dropFirst("--language=".count))
      } else {
        rest.append(argument)
      }
      index += 1
    }
    guard let tag else { return (nil, rest) }
    guard let language = Language(tag: tag) else {
      throw UsageError(
        message: CLIWords.text(
          "cli.error.languageUnknown", ["tag": tag, "languages": Language.supportedList]))
    }
    return (language, rest)
  }

  static func run(_ arguments: [String], language: Language?) async -> Int32 {
    let remote: (server: String?, token: String?, explicit: Bool, rest: [String])
    do {
      remote = try Reach.split(arguments, environment: ProcessInfo.processInfo.environment)
    } catch let error as UsageError {
      printError(error.message)
      return 2
    } catch {
      printError("\(error)")
      return 2
    }
    let explicitServer = remote.explicit
    let arguments = remote.rest
    guard let name = arguments.first else {
      print(topLevelHelp)
      return 2
    }
    if ["help", "--help", "-h"].contains(name) {
      print(topLevelHelp)
      return 0
    }
    if name == "--version" { return await run(["version"], language: language) }
    guard let command = entry(name) else {
      let closest = CommandEntry.closest(to: name, among: commands.map(\.name))
      printError(
        closest.map {
          CLIWords.text("cli.error.unknownCommandDidYouMean", ["name": name, "closest": $0])
        } ?? CLIWords.text("cli.error.unknownCommand", ["name": name]))
      return 2
    }
    let rest = Array(arguments.dropFirst())
    let wantsHelp = rest.contains("--help") || rest.contains("-h")
    do {
      // --server URL (or VISOR_URL) runs the commands that can against that server through VisorKit;
      // `--server … COMMAND` with a command that cannot is refused, saying which can.
      if let server = remote.server, command.kind != .builtin, !wantsHelp,
        explicitServer || command.runsRemotely
      {
        guard command.runsRemotely else {
          throw UsageError(
            message: CLIWords.text(
              "cli.error.noRemoteMode",
              ["command": name, "commands": remoteCommands.sorted().joined(separator: ", ")]))
        }
        let reach = Reach(server: server, token: remote.token, language: language?.tag)
        return try await (command.remote ?? command.run)(rest, reach)
      }
      // VISOR_URL set, a command that acts on a data folder, and no folder named: refused as --server
      // refuses it, instead of quietly making ./data here (issue 23's walk).
      if remote.server != nil, command.kind == .dataFolder, !wantsHelp,
        !rest.contains(where: { $0 == "--data-dir" || $0.hasPrefix("--data-dir=") }),
        ProcessInfo.processInfo.environment["VISOR_DATA_DIR"] == nil
      {
        throw UsageError(message: CLIWords.text("cli.error.noRemoteModeURL", ["command": name]))
      }
      return try await command.run(rest, Reach(language: language?.tag))
    } catch let error as UsageError {
      printError(error.message + "\n" + CLIWords.text("cli.error.runHelp", ["command": name]))
      return 2
    } catch let error as VisorError {
      printError(error.localised(in: CLIWords.catalogue).message)
      return 1
    } catch let error as VisorClientError {
      printError(error.message)
      return 1
    } catch {
      printError("\(error)")
      return 1
    }
  }

  static func printError(_ message: String) {
    FileHandle.standardError.write(
      Data((CLIWords.text("cli.error.prefix", ["message": message]) + "\n").utf8))
  }
}

/// Parses `arguments` for `spec`; prints help and returns nil when `--help` was asked for.
func parse(_ arguments: [String], _ spec: CommandSpec) throws -> ParsedArguments? {
  let parsed = try ParsedArguments.parse(arguments, spec: spec)
  if parsed.wantsHelp {
    print(spec.helpText)
    return nil
  }
  return parsed
}

/// Builds the configuration from parsed setting flags and the environment.
func configuration(from parsed: ParsedArguments) throws -> (
  VisorConfiguration, [String: (value: String, source: SettingSource)]
) {
  let resolved = try SettingsResolver(flags: parsed.settingFlags).resolve()
  return (try VisorConfiguration(resolved: resolved), resolved)
}
