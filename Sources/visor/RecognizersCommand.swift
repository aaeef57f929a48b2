import Foundation
import VisorAPI
import VisorCore
import VisorServer

/// `visor recognizers list|add`.
enum RecognizersCommand {
  static let specs: [String: CommandSpec] = [
    "list": CommandSpec(
      path: "recognizers list", summary: "List recogniser templates (the built-in car first).",
      usage: "visor recognizers list [--json] [--data-dir D]",
      options: [FeatureCommand.jsonOption] + CommandSpec.settingOptions),
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
      ] + CommandSpec.settingOptions),
  ]

  static func run(_ arguments: [String]) async throws -> Int32 {
    try await FeatureCommand.group("recognizers", arguments, specs: specs) { sub, parsed in
      guard parsed.positionals.isEmpty else {
        throw UsageError(message: "unexpected \(parsed.positionals[0])")
      }
      return try await FeatureCommand.withApp(parsed) { app in
        switch sub {
        case "list":
          let list = try await app.recognizerList()
          if parsed.has("json") {
            try FeatureCommand.printJSON(list)
          } else {
            for template in list {
              print(
                "\(template.name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(template.title)\(template.builtIn ? "  (built in)" : "")"
              )
            }
          }
        default:
          func required(_ name: String) throws -> String {
            guard let value = parsed.value(name), !value.isEmpty else {
              throw UsageError(message: "--\(name) is required")
            }
            return value
          }
          let schemaPath = try required("schema")
          let schema = String(
            decoding: try FeatureCommand.readFile(schemaPath, what: "schema file"), as: UTF8.self)
          let user = try await FeatureCommand.user(parsed, app: app)
          let template = try await app.addRecognizer(
            CreateRecognizerRequest(
              name: try required("name"), title: try required("title"), prompt: try required("prompt"),
              jsonSchema: schema, titleField: parsed.value("title-field")),
            by: user)
          if parsed.has("json") {
            try FeatureCommand.printJSON(template)
          } else {
            print("Added recogniser \"\(template.name)\": POST /api/v1/recognizers/\(template.name)/identify")
          }
        }
        return 0
      }
    }
  }
}

/// `visor models list|warm|add-classifier|remove`.
enum ModelsCommand {
  static let specs: [String: CommandSpec] = [
    "list": CommandSpec(
      path: "models list", summary: "List the model registry: capabilities, state and notes.",
      usage: "visor models list [--json] [--data-dir D]",
      options: [FeatureCommand.jsonOption] + CommandSpec.settingOptions),
    "add-classifier": CommandSpec(
      path: "models add-classifier", summary: "Add a custom ONNX image classifier (instance-wide).",
      usage:
        "visor models add-classifier model.onnx --labels labels.txt [--size 299] [--mean M] [--std S] [--name N] [--data-dir D]",
      options: [
        OptionSpec(name: "labels", valueName: "FILE", help: "One label per line, in output order."),
        OptionSpec(name: "size", valueName: "PIXELS", help: "Square input size (default 299)."),
        OptionSpec(
          name: "resize", valueName: "PIXELS",
          help:
            "Resize the shorter side to this before the centre crop (default: the input size; 0 stretches)."),
        OptionSpec(
          name: "mean", valueName: "M",
          help: "Per-channel mean on 0…1 pixels: 0.5 or 0.485,0.456,0.406 (default 0)."),
        OptionSpec(
          name: "std", valueName: "S", help: "Per-channel std: 0.5 or 0.229,0.224,0.225 (default 1)."),
        OptionSpec(
          name: "name", valueName: "NAME", help: "Registered as custom/NAME (default: the file name)."),
        FeatureCommand.jsonOption,
      ] + CommandSpec.settingOptions,
      details:
        "The model is checked with a forward pass on a dummy input. OpenCV 4.6 runs it: export with ONNX opset 10 or lower (torch.onnx.export(…, opset_version=10)). A running server sees it after a restart (or add it with POST /api/v1/classifiers)."
    ),
    "warm": CommandSpec(
      path: "models warm",
      summary: "Load local models now and report load time and memory (checks they work).",
      usage: "visor models warm [ID …] [--data-dir D]   (no ID: every installed local model)",
      options: CommandSpec.settingOptions,
      details:
        "Loading is lazy by default; `visor serve --warm all` (or a list of ids) loads models in the background at start."
    ),
    "remove": CommandSpec(
      path: "models remove", summary: "Remove a custom classifier.",
      usage: "visor models remove NAME [--data-dir D]",
      options: CommandSpec.settingOptions),
  ]

  static func run(_ arguments: [String]) async throws -> Int32 {
    try await FeatureCommand.group("models", arguments, specs: specs) { sub, parsed in
      switch sub {
      case "list":
        guard parsed.positionals.isEmpty else {
          throw UsageError(message: "`visor models list` takes no arguments")
        }
        return try await FeatureCommand.withApp(parsed, workers: true) { app in
          let defaults = app.models.defaultsByModel()
          var items: [ModelResponse] = []
          for entry in app.models.all {
            let d = await entry.current
            items.append(
              ModelResponse(
                id: d.id, capabilities: d.capabilities.map(\.rawValue), state: d.state.rawValue,
                voices: d.voices,
                memoryBytes: d.memoryBytes, note: d.note, defaultFor: (defaults[d.id] ?? []).map(\.rawValue)))
          }
          if parsed.has("json") {
            try FeatureCommand.printJSON(items)
          } else {
            for item in items {
              let defaultFor =
                item.defaultFor.isEmpty ? "" : "  default for \(item.defaultFor.joined(separator: ", "))"
              print("\(item.id)  [\(item.capabilities.joined(separator: ", "))]  \(item.state)\(defaultFor)")
              if let note = item.note { print("    \(note)") }
            }
          }
          return 0
        }
      case "warm":
        return try await FeatureCommand.withApp(parsed, workers: true) { app in
          let wanted = Set(parsed.positionals)
          for id in wanted where app.models.entry(id: id) == nil {
            throw VisorError.notFound("There is no model \"\(id)\"; see `visor models list`.")
          }
          var failed = false
          for entry in app.models.all
          where entry.warm != nil
            && (wanted.isEmpty
              ? entry.available && entry.descriptor.id.hasPrefix("local/")
              : wanted.contains(entry.descriptor.id))
          {
            let start = ContinuousClock.now
            do {
              guard entry.available else {
                throw VisorError.unavailable(entry.descriptor.note ?? "not installed")
              }
              try await entry.warm?()
              let d = await entry.current
              let seconds =
                Double((ContinuousClock.now - start).components.attoseconds) / 1e18
                + Double((ContinuousClock.now - start).components.seconds)
              let memory = d.memoryBytes.map { ", \($0 / 1_048_576) MB" } ?? ""
              print("ok    \(d.id): \(d.state.rawValue) in \(String(format: "%.1f", seconds)) s\(memory)")
            } catch let error as any HTTPStatusError {
              failed = true
              print("FAIL  \(entry.descriptor.id): \(error.message)")
            }
          }
          return failed ? 1 : 0
        }
      case "add-classifier":
        guard parsed.positionals.count == 1 else {
          throw UsageError(message: "give exactly one model.onnx file")
        }
        guard let labelsPath = parsed.value("labels") else {
          throw UsageError(message: "--labels FILE is required")
        }
        let modelPath = parsed.positionals[0]
        let model = try FeatureCommand.readFile(modelPath, what: "model file")
        let labels = String(
          decoding: try FeatureCommand.readFile(labelsPath, what: "labels file"), as: UTF8.self)
        let defaultName = URL(fileURLWithPath: modelPath).deletingPathExtension().lastPathComponent
          .lowercased()
          .map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
        var new = NewClassifier(
          name: parsed.value("name") ?? String(defaultName), model: model, labels: labels)
        if let size = parsed.value("size") {
          guard let value = Int(size) else {
            throw UsageError(message: "--size must be a whole number of pixels")
          }
          new.inputSize = value
        }
        if let resize = parsed.value("resize") {
          guard let value = Int(resize) else {
            throw UsageError(message: "--resize must be a whole number of pixels")
          }
          new.resize = value
        }
        if let mean = parsed.value("mean") { new.mean = try NewClassifier.channels(mean, option: "--mean") }
        if let std = parsed.value("std") { new.std = try NewClassifier.channels(std, option: "--std") }
        let added = try await FeatureCommand.withApp(parsed) { app in
          try await app.addClassifier(new, by: nil)
        }
        if parsed.has("json") {
          try FeatureCommand.printJSON(added)
        } else {
          print(
            "Added \(added.id): \(added.labels.count) labels, \(added.inputSize)×\(added.inputSize) input. "
              + "Use it with `visor classify PHOTO --model \(added.name)` or POST /api/v1/classify (model=\(added.id))."
          )
        }
        return 0
      default:
        guard parsed.positionals.count == 1 else {
          throw UsageError(message: "give exactly one classifier NAME")
        }
        try await FeatureCommand.withApp(parsed) { app in try app.removeClassifier(parsed.positionals[0]) }
        print("Removed custom classifier \(parsed.positionals[0]).")
        return 0
      }
    }
  }
}
