import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer

/// Shared plumbing of the feature commands (`car`, `garage`, `classify`, `recognizers`, `models`):
/// they run in-process on `--data-dir` as `--user` (default: the first admin).
enum FeatureCommand {
  static let userOption = OptionSpec(
    name: "user", valueName: "NAME", help: "Act as this user (default: the first admin).")
  static let jsonOption = OptionSpec(name: "json", valueName: nil, help: "Print JSON.")

  /// Runs `body` with an application built on the configured data folder (not listening), then closes it.
  /// `workers` registers the local speech and chat workers (started only if used).
  static func withApp<T>(
    _ parsed: ParsedArguments, workers: Bool = false, _ body: (Features) async throws -> T
  ) async throws -> T {
    var (configuration, _) = try configuration(from: parsed)
    configuration.localWorkers = workers
    let app = try await buildFeatures(
      configuration: configuration, logger: Logger(label: "visor", minimumLevel: .warning))
    do {
      let result = try await body(app)
      await app.shutdown()
      return result
    } catch {
      await app.shutdown()
      throw error
    }
  }

  /// `--user NAME`, or the first admin.
  static func user(_ parsed: ParsedArguments, app: Features) async throws -> User {
    if let name = parsed.value("user") {
      guard let user = try await app.accounts.user(username: name) else {
        throw VisorError(
          .notFound,
          CLIWords.text("cli.error.noUser", ["name": name, "store": app.configuration.storeDescription]))
      }
      return user
    }
    guard let admin = try await app.accounts.listUsers().first(where: \.isAdmin) else {
      throw VisorError(
        .notFound,
        CLIWords.text("cli.error.noAdmin", ["store": app.configuration.storeDescription]))
    }
    return admin
  }

  static func readFile(_ path: String, what: String) throws -> Data {
    guard let data = FileManager.default.contents(atPath: path) else {
      let sentence =
        switch what {
        case "photo": CLIWords.text("cli.error.cannotReadPhotoShort", ["path": path])
        case "model file": CLIWords.text("cli.error.cannotReadModelFile", ["path": path])
        case "labels file": CLIWords.text("cli.error.cannotReadLabelsFile", ["path": path])
        case "schema file": CLIWords.text("cli.error.cannotReadSchemaFile", ["path": path])
        default: "cannot read the \(what) \(path)"
        }
      throw UsageError(message: sentence)
    }
    return data
  }

  static func printJSON<T: Encodable>(_ value: T) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
  }

  /// Dispatches `visor GROUP SUB …` to `run(sub, parsed)`.
  static func group(
    _ name: String, _ arguments: [String], specs: [String: CommandSpec],
    run: (String, ParsedArguments) async throws -> Int32
  ) async throws -> Int32 {
    guard let sub = arguments.first, sub != "--help", sub != "-h" else {
      print(
        CLIWords.text(
          "cli.error.subcommandUsage", ["command": name, "names": specs.keys.sorted().joined(separator: "|")])
          + "\n\n"
          + specs.keys.sorted().map {
            "  \($0.padding(toLength: 16, withPad: " ", startingAt: 0)) \(specs[$0]!.localizedSummary)"
          }
          .joined(separator: "\n") + "\n\n" + CLIWords.text("cli.error.subcommandDetails", ["command": name]))
      return arguments.isEmpty ? 2 : 0
    }
    guard let spec = specs[sub] else {
      throw UsageError(
        message: CLIWords.text(
          "cli.error.unknownSubcommand", ["name": sub, "names": specs.keys.sorted().joined(separator: ", ")]))
    }
    guard let parsed = try parse(Array(arguments.dropFirst()), spec) else { return 0 }
    return try await run(sub, parsed)
  }

  static func id(_ text: String) throws -> UUID {
    guard let id = UUID(uuidString: text) else {
      throw UsageError(message: CLIWords.text("cli.error.notAnID", ["text": text]))
    }
    return id
  }
}

/// `visor car PHOTO`, `visor garage list|show|delete`.
enum CarCommand {
  static let carSpec = CommandSpec(
    path: "car", summary: "Identify the car in a photo and save it to the garage.",
    usage: "visor car PHOTO [--crop X,Y,W,H] [--model ID] [--user NAME] [--json] [--data-dir D]",
    options: [
      OptionSpec(
        name: "crop", valueName: "X,Y,W,H",
        help: "Crop box in fractions (0…1) of the upright photo, e.g. 0.5,0.1,0.4,0.3."),
      OptionSpec(
        name: "model", valueName: "ID",
        help: "Vision model id (default: the configured vision model, else offline)."),
      FeatureCommand.userOption, FeatureCommand.jsonOption,
    ] + CommandSpec.commandSettingOptions,
    details:
      "Without a vision provider Visor works offline: body type from the ImageNet classifier and the measured colour only."
  )

  /// A few human lines about a car; unknown fields are left out.
  static func describe(_ car: CarResponse) -> String {
    func join(_ parts: [String?], _ separator: String = " ") -> String? {
      let present = parts.compactMap { $0 }.filter { !$0.isEmpty }
      return present.isEmpty ? nil : present.joined(separator: separator)
    }
    let name = car.title  // the server's one name for this car, as the web app and stats show it
    let years = car.yearFrom.map { "\($0)–\(car.yearTo.map(String.init) ?? "")" }
    var lines = [name + (join([car.generation, years], ", ").map { " (\($0))" } ?? "")]
    lines.append(
      join(
        [
          car.horsepowerHp.map { CLIWords.text("cli.car.hp", ["value": String($0)]) },
          car.topSpeedKmh.map { CLIWords.text("cli.car.topSpeed", ["value": String($0)]) },
          car.zeroToHundredSeconds.map { CLIWords.text("cli.car.zeroToHundred", ["value": "\($0)"]) },
        ], " · "
      ).map { "  " + CLIWords.text("cli.car.performance", ["value": $0]) } ?? "")
    let displacement = car.displacementCc.map { cc in
      "\(cc) cc" + (car.displacementLitres.map { " (\($0) L)" } ?? "")
    }
    lines.append(
      join(
        [
          car.engineLayout, car.aspiration,
          car.cylinders.map { CLIWords.text("cli.car.cylinders", ["count": String($0)]) },
          displacement,
        ], ", "
      )
      .map { "  " + CLIWords.text("cli.car.engine", ["value": $0]) } ?? "")
    lines.append(
      join(
        [
          car.colourName, car.paintCode.map { CLIWords.text("cli.car.paintCode", ["value": $0]) },
          car.colourHex.map { CLIWords.text("cli.car.measured", ["value": $0]) },
        ],
        ", "
      )
      .map { "  " + CLIWords.text("cli.car.colour", ["value": $0]) } ?? "")
    lines.append(
      join(
        [
          car.bodyType, car.confidence.map { CLIWords.text("cli.car.confidence", ["value": "\($0)"]) },
          CLIWords.text("cli.car.model", ["value": car.modelId]),
        ], " · "
      )
      .map { "  \($0)" } ?? "")
    lines.append("  id: \(car.id)")
    return lines.filter { !$0.isEmpty }.joined(separator: "\n")
  }

  static let garageSpecs: [String: CommandSpec] = {
    let common = [FeatureCommand.userOption, FeatureCommand.jsonOption] + CommandSpec.commandSettingOptions
    return [
      "list": CommandSpec(
        path: "garage list", summary: "List the cars in the garage, newest first.",
        usage: "visor garage list [--limit N] [--user NAME] [--json] [--data-dir D]",
        options: [
          OptionSpec(
            name: "limit", valueName: "N",
            help:
              "How many (default \(EndpointQuery.limit.integer!.default), at most \(EndpointQuery.limit.integer!.range.upperBound))."
          )
        ]
          + common),
      "show": CommandSpec(
        path: "garage show", summary: "Show one car.", usage: "visor garage show ID [--user NAME] [--json]",
        options: common),
      "delete": CommandSpec(
        path: "garage delete", summary: "Delete a car and its photo.",
        usage: "visor garage delete ID [--user NAME]",
        options: common),
    ]
  }()
}

/// `visor classify PHOTO [--model cute]`.
enum ClassifyCommand {
  static let spec = CommandSpec(
    path: "classify", summary: "Classify a photo (top 5; cute/notcute with --model cute).",
    usage: "visor classify PHOTO [--model imagenet|cute|custom/NAME] [--user NAME] [--json] [--data-dir D]",
    options: [
      OptionSpec(
        name: "model", valueName: "ID", help: "Classifier (default local/imagenet; cute = local/cute)."),
      FeatureCommand.userOption, FeatureCommand.jsonOption,
    ] + CommandSpec.commandSettingOptions)
}
