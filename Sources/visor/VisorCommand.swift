import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorKit
import VisorServer

#if canImport(Glibc)
  import Glibc
#endif

/// `visor`: the command-line tool. Exit codes: 0 ok, 1 failure, 2 usage.
@main
enum VisorCommand {
  static let version = VisorVersion.current

  /// Commands that act on a data folder (`--data-dir`), never on a server.
  static let dataFolderCommands: Set<String> = [
    "users", "models", "config", "maintenance", "backup", "restore", "migrate", "providers", "recognizers",
    "faces", "things",
    "helpers",
  ]

  static let topLevelHelp = """
    visor \(version) — a self-hosted AI vision assistant.

    Usage: visor <command> [options]

    Commands:
      serve              Run the server (web app, API) on 127.0.0.1:8080 by default
      users              Manage accounts: add, list, remove, token, code, passwd
      car PHOTO          Identify a car and save it to the garage
      garage             The garage: list, show, delete
      classify PHOTO     Classify a photo (--model cute for the cute detector)
      recognizers        Recogniser templates: list, add
      faces              Known people: add NAME PHOTO…, list, remove (the person is named in describe)
      things             Your things: add NAME PHOTO…, list, remove
      helpers            People a user trusts: list, invite, accept, remove, everyone
      models             The model registry: list, add (GGUF / ONNX), warm, remove
      config show        Print the effective configuration (secrets redacted)
      maintenance        Remove orphaned blobs and expired sign-ins (serve does this hourly)
      backup --to FILE   Copy the data folder into one file (safe while serving)
      restore FILE       Restore a backup into --data-dir
      migrate            Copy the embedded install into PostgreSQL + S3 (--to-database, --to-blobs)
      describe PHOTO     Describe a photo (optionally speak the answer to a file)
      ask PHOTO "Q"      Ask about a photo, typed or spoken (--question-audio)
      providers          List models and providers; test that remote providers answer
      chat               Chat with a model (interactive, streamed; or --message TEXT)
      imagine PROMPT     Generate an image into the gallery and a file (-o out.png)
      live SOURCE        Play a video, y4m or folder of photos through a live session; print what is said
      version            Print the version

    Remote: `visor --server URL --token T COMMAND …` (or VISOR_URL / VISOR_TOKEN) runs describe, ask,
    car, garage, classify, chat (interactive or --message), imagine, live, helpers and models list against a running
    Visor, over libcurl (VISOR_TRANSPORT=urlsession uses URLSession instead).

    Language: --language TAG (or VISOR_LANGUAGE) says answers in en, es, fr, de, pt, it, pl, tr, ru or ar
    instead of the account's own language.

    Every command takes --help. Configuration: flags > VISOR_* environment > <data-dir>/config.json > defaults.
    """

  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let code = await run(arguments)
    exit(code)
  }

  static func run(_ arguments: [String]) async -> Int32 {
    let language: Language?
    let rest: [String]
    do {
      (language, rest) = try languageOption(arguments, environment: ProcessInfo.processInfo.environment)
    } catch let error as UsageError {
      printError(error.message)
      return 2
    } catch {
      printError("\(error)")
      return 2
    }
    // In-process the commands answer in this language; remotely VisorKit asks the server for it.
    return await Language.$current.withValue(language ?? .english) {
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
          throw UsageError(message: "--language needs a value: one of \(Language.supportedList).")
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
        message: "--language \(tag) is not a language Visor speaks; use one of \(Language.supportedList).")
    }
    return (language, rest)
  }

  static func run(_ arguments: [String], language: Language?) async -> Int32 {
    let remote: (server: String?, token: String?, rest: [String])
    do {
      remote = try RemoteCommand.split(arguments, environment: ProcessInfo.processInfo.environment)
    } catch let error as UsageError {
      printError(error.message)
      return 2
    } catch {
      printError("\(error)")
      return 2
    }
    let explicitServer = arguments.first == "--server" || arguments.first == "--token"
    let arguments = remote.rest
    guard let command = arguments.first else {
      print(topLevelHelp)
      return 2
    }
    let rest = Array(arguments.dropFirst())
    do {
      // --server URL (or VISOR_URL) runs the feature commands against that server through VisorKit.
      if let server = remote.server, explicitServer || RemoteCommand.commands.contains(command),
        !["version", "--version", "help", "--help", "-h"].contains(command), !rest.contains("--help")
      {
        return try await RemoteCommand.run(
          command, rest, server: server, token: remote.token, language: language?.tag)
      }
      // VISOR_URL set, a command that acts on a data folder, and no folder named: refused as --server
      // refuses it, instead of quietly making ./data here (issue 23's walk).
      if remote.server != nil, !RemoteCommand.commands.contains(command),
        Self.dataFolderCommands.contains(command),
        !rest.contains(where: { $0 == "--data-dir" || $0.hasPrefix("--data-dir=") }),
        !rest.contains("--help"),
        ProcessInfo.processInfo.environment["VISOR_DATA_DIR"] == nil
      {
        throw UsageError(
          message:
            "`visor \(command)` acts on a data folder and has no remote mode (VISOR_URL is set); run it on the server's machine with --data-dir DIR, or unset VISOR_URL."
        )
      }
      switch command {
      case "serve": return try await ServeCommand.run(rest)
      case "users": return try await UsersCommand.run(rest)
      case "car": return try await CarCommand.runCar(rest)
      case "garage": return try await CarCommand.runGarage(rest)
      case "classify": return try await ClassifyCommand.run(rest)
      case "recognizers": return try await RecognizersCommand.run(rest)
      case "faces": return try await FacesCommand.run(.face, rest)
      case "things": return try await FacesCommand.run(.thing, rest)
      case "helpers": return try await HelpersCommand.run(rest)
      case "models": return try await ModelsCommand.run(rest)
      case "config": return try await ConfigCommand.run(rest)
      case "maintenance": return try await MaintenanceCommand.run(rest)
      case "backup": return try await BackupCommand.runBackup(rest)
      case "restore": return try await BackupCommand.runRestore(rest)
      case "migrate": return try await MigrateCommand.run(rest)
      case "describe": return try await AnalyzeCommand.run(rest, ask: false)
      case "ask": return try await AnalyzeCommand.run(rest, ask: true)
      case "providers": return try await ProvidersCommand.run(rest)
      case "chat": return try await ChatCommand.run(rest)
      case "imagine": return try await ImagineCommand.run(rest)
      case "live": return try await LiveCommand.run(rest)
      case "version", "--version":
        print("visor \(version)")
        return 0
      case "help", "--help", "-h":
        print(topLevelHelp)
        return 0
      default:
        printError("unknown command \"\(command)\"; run `visor --help` to see the commands.")
        return 2
      }
    } catch let error as UsageError {
      printError("\(error.message)\nRun `visor \(command) --help` for usage.")
      return 2
    } catch let error as VisorError {
      printError(error.message)
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
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
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
