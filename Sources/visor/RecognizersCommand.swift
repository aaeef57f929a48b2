import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer

/// `visor recognizers list|add`.
enum RecognizersCommand {
  static let specs: [String: CommandSpec] = [
    "list": CommandSpec(
      path: "recognizers list", summary: "List recogniser templates (the built-in car first).",
      usage: "visor recognizers list [--json] [--data-dir D]",
      options: [FeatureCommand.jsonOption] + CommandSpec.commandSettingOptions),
    "add": CommandSpec(
      path: "recognizers add", summary: "Add a recogniser template (admins).",
      usage:
        "visor recognizers add --name plant --title Plant --prompt \"Identify the plant…\" --schema schema.json [--title-field F] [--user ADMIN]",
      options: [
        OptionSpec(name: "name", valueName: "NAME", help: "Lowercase name used in paths (e.g. plant)."),
        OptionSpec(name: "title", valueName: "TEXT", help: "Human title (e.g. Plant)."),
        OptionSpec(name: "prompt", valueName: "TEXT", help: "What the vision model should identify."),
        OptionSpec(
          name: "schema", valueName: "FILE",
          help: "JSON Schema of the fields (object of string/number/integer/boolean properties)."),
        OptionSpec(name: "title-field", valueName: "FIELD", help: "String field naming each record."),
        FeatureCommand.userOption, FeatureCommand.jsonOption,
      ] + CommandSpec.commandSettingOptions),
  ]

  static func run(_ arguments: [String]) async throws -> Int32 {
    try await FeatureCommand.group("recognizers", arguments, specs: specs) { sub, parsed in
      guard parsed.positionals.isEmpty else {
        throw UsageError(
          message: CLIWords.text("cli.recognizers.unexpected", ["argument": parsed.positionals[0]]))
      }
      return try await FeatureCommand.withApp(parsed) { app in
        switch sub {
        case "list":
          let list = try await app.recognition.recognizerList().map(RecognizerResponse.init)
          if parsed.has("json") {
            try FeatureCommand.printJSON(list)
          } else {
            for template in list {
              print(
                "\(template.name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(template.title)\(template.builtIn ? "  " + CLIWords.text("cli.recognizers.builtIn") : "")"
              )
            }
          }
        default:
          func required(_ name: String) throws -> String {
            guard let value = parsed.value(name), !value.isEmpty else {
              throw UsageError(message: CLIWords.text("cli.error.optionRequired", ["option": name]))
            }
            return value
          }
          let schemaPath = try required("schema")
          let schema = String(
            decoding: try FeatureCommand.readFile(schemaPath, what: "schema file"), as: UTF8.self)
          let user = try await FeatureCommand.user(parsed, app: app)
          let template = try await app.recognition.addRecognizer(
            NewRecognizer(
              name: try required("name"), title: try required("title"), prompt: try required("prompt"),
              jsonSchema: schema, titleField: parsed.value("title-field")),
            by: user)
          if parsed.has("json") {
            try FeatureCommand.printJSON(RecognizerResponse(template))
          } else {
            print(CLIWords.text("cli.recognizers.added", ["name": template.name]))
          }
        }
        return 0
      }
    }
  }
}
