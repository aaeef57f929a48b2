import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer

/// `visor models list|add|add-classifier|warm|remove`.
enum ModelsCommand {
  static let classifierOptions: [OptionSpec] = [
    OptionSpec(name: "labels", valueName: "FILE", help: "One label per line, in output order."),
    OptionSpec(name: "size", valueName: "PIXELS", help: "Square input size (default 299)."),
    OptionSpec(
      name: "resize", valueName: "PIXELS",
      help: "Resize the shorter side to this before the centre crop (default: the input size; 0 stretches)."),
    OptionSpec(
      name: "mean", valueName: "M",
      help: "Per-channel mean on 0…1 pixels: 0.5 or 0.485,0.456,0.406 (default 0)."),
    OptionSpec(name: "std", valueName: "S", help: "Per-channel std: 0.5 or 0.229,0.224,0.225 (default 1)."),
  ]

  static let specs: [String: CommandSpec] = [
    "list": CommandSpec(
      path: "models list",
      summary:
        "List the models of this data folder as this command loads them: capabilities, state (this process's, not a running server's), memory and notes.",
      usage: "visor models list [--json] [--data-dir D]",
      options: [FeatureCommand.jsonOption] + CommandSpec.commandSettingOptions),
    "add": CommandSpec(
      path: "models add",
      summary: "Register a GGUF chat model (with --mmproj: a vision model) or an ONNX classifier.",
      usage:
        "visor models add FILE.gguf [--mmproj PROJECTOR.gguf] [--name NAME] [--replace] [--chat-format F] [--json] [--data-dir D]\n"
        + "       visor models add FILE.onnx --labels labels.txt [--size 299] [--mean M] [--std S] [--name NAME]",
      options: [
        OptionSpec(
          name: "mmproj", valueName: "FILE",
          help: "The model's vision projector (mmproj-….gguf): the model then also sees images."),
        OptionSpec(
          name: "name", valueName: "NAME", help: "Registered as custom/NAME (default: the file name)."),
        OptionSpec(name: "replace", valueName: nil, help: "Replace a registered model with the same name."),
        OptionSpec(
          name: "chat-format", valueName: "F",
          help: "llama-cpp-python chat handler of a vision model (default mtmd; e.g. llava-1-5, qwen2.5-vl)."),
      ] + classifierOptions + [FeatureCommand.jsonOption] + CommandSpec.commandSettingOptions,
      details:
        "A .gguf file is checked by reading its header: it must be a chat model (it has a chat template), and an --mmproj file a CLIP vision projector. Capabilities, context length and size come from the metadata, never from the file name. The file is referenced, not copied: keep it where it is. The model runs in a llama.cpp worker that starts on first use (or `visor models warm custom/NAME`). A running server sees it after a restart; POST /api/v1/admin/models registers it at once. A .onnx file is added as with `visor models add-classifier`."
    ),
    "add-classifier": CommandSpec(
      path: "models add-classifier", summary: "Add a custom ONNX image classifier (instance-wide).",
      usage:
        "visor models add-classifier model.onnx --labels labels.txt [--size 299] [--mean M] [--std S] [--name N] [--data-dir D]",
      options: classifierOptions + [
        OptionSpec(
          name: "name", valueName: "NAME", help: "Registered as custom/NAME (default: the file name)."),
        FeatureCommand.jsonOption,
      ] + CommandSpec.commandSettingOptions,
      details:
        "The model is checked with a forward pass on a dummy input. OpenCV 4.6 runs it: export with ONNX opset 10 or lower (torch.onnx.export(…, opset_version=10)). A running server sees it after a restart (or add it with POST /api/v1/classifiers)."
    ),
    "warm": CommandSpec(
      path: "models warm",
      summary: "Load local models now and report load time and memory (checks they work).",
      usage:
        "visor models warm [ID …] [--data-dir D]   (no ID: every installed local model, local/… and custom/…)",
      options: CommandSpec.commandSettingOptions,
      details:
        "Loading is lazy by default; `visor serve --warm all` (or a list of ids) loads models in the background at start."
    ),
    "remove": CommandSpec(
      path: "models remove",
      summary: "Unregister a model added with `models add` or a custom classifier (files are kept).",
      usage: "visor models remove NAME|custom/NAME [--data-dir D]",
      options: CommandSpec.commandSettingOptions,
      details:
        "A registered GGUF's file is never deleted; a custom classifier's copy in the data folder is. Built-in models cannot be removed."
    ),
  ]

  static func run(_ arguments: [String]) async throws -> Int32 {
    try await FeatureCommand.group("models", arguments, specs: specs) { sub, parsed in
      switch sub {
      case "list": return try await list(parsed)
      case "warm": return try await warm(parsed)
      case "add": return try await add(parsed)
      case "add-classifier": return try await addClassifier(parsed)
      default:
        guard parsed.positionals.count == 1 else {
          throw UsageError(message: CLIWords.text("cli.models.needsName"))
        }
        let message = try await FeatureCommand.withApp(parsed) { app in
          try await app.modelCatalogue.remove(parsed.positionals[0], by: nil)
        }
        print(message)
        return 0
      }
    }
  }

  static func list(_ parsed: ParsedArguments) async throws -> Int32 {
    guard parsed.positionals.isEmpty else {
      throw UsageError(message: CLIWords.text("cli.models.listTakesNoArguments"))
    }
    return try await FeatureCommand.withApp(parsed, workers: true) { app in
      let items = await app.modelCatalogue.models().map(ModelResponse.init)
      if parsed.has("json") {
        try FeatureCommand.printJSON(items)
      } else {
        // Said plainly: these are the models this command loaded from the data folder, in this
        // process — not a running server's live state (that is GET /api/v1/models on the server).
        print(CLIWords.text("cli.models.listTitle", ["path": app.configuration.dataDirectory.path]))
        printModels(items)
      }
      return 0
    }
  }

  /// Each model on a line (id, capabilities, state, memory, voices, what it is the default for), then
  /// its file facts and its note in the person's language: `visor models list` and `visor providers list`.
  static func printModels(_ items: [ModelResponse]) {
    for item in items {
      var line = "\(item.id)  [\(item.capabilities.joined(separator: ", "))]  \(item.state)"
      if let memory = item.memoryBytes {
        line += "  " + CLIWords.text("cli.models.inMemory", ["megabytes": String(memory / 1_048_576)])
      }
      if let voices = item.voices, !voices.isEmpty {
        line += "  " + CLIWords.text("cli.models.voices", ["voices": voices.joined(separator: ", ")])
      }
      if !item.defaultFor.isEmpty {
        line +=
          "  " + CLIWords.text("cli.models.defaultFor", ["uses": item.defaultFor.joined(separator: ", ")])
      }
      print(line)
      if let facts = facts(item) { print("    \(facts)") }
      if let note = item.note { print("    \(note)") }
    }
  }

  /// "llama, 135M parameters, context 8192, 98 MB file" for GGUF models, in the person's language.
  static func facts(_ item: ModelResponse) -> String? {
    facts(
      architecture: item.architecture, parameters: item.parameterCount, context: item.contextLength,
      bytes: item.fileBytes)
  }

  static func facts(architecture: String?, parameters: Int?, context: Int?, bytes: Int?) -> String? {
    let parts = [
      architecture,
      parameters.map {
        CLIWords.text("cli.models.parameters", ["count": ModelFileDetails.parameterLabel($0)])
      },
      context.map { CLIWords.text("cli.models.context", ["tokens": String($0)]) },
      bytes.map { CLIWords.text("cli.models.fileSize", ["size": megabytes($0)]) },
    ].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  static func megabytes(_ bytes: Int) -> String {
    bytes >= 1_048_576
      ? CLIWords.text("cli.models.megabytes", ["n": String(bytes / 1_048_576)])
      : CLIWords.text("cli.models.bytes", ["n": String(bytes)])
  }

  static func warm(_ parsed: ParsedArguments) async throws -> Int32 {
    try await FeatureCommand.withApp(parsed, workers: true) { app in
      let wanted = Set(parsed.positionals)
      for id in wanted where app.models.entry(id: id) == nil {
        throw VisorError(.notFound, CLIWords.text("cli.models.noSuchModel", ["id": id]))
      }
      var failed = false
      for entry in app.models.all
      where wanted.isEmpty
        ? entry.warm != nil && entry.available && ModelRegistry.isLocal(entry.descriptor.id)
        : wanted.contains(entry.descriptor.id)
      {
        let start = ContinuousClock.now
        do {
          guard entry.available else {
            throw VisorError(
              .unavailable, entry.descriptor.note(in: .current) ?? CLIWords.text("cli.models.notInstalled"))
          }
          guard let warm = entry.warm else {
            print(
              "ok    \(entry.descriptor.id): "
                + CLIWords.text("cli.models.nothingToLoad", ["state": entry.descriptor.state.rawValue]))
            continue
          }
          try await warm()
          let d = await entry.current
          let elapsed = (ContinuousClock.now - start).components
          let seconds = Double(elapsed.attoseconds) / 1e18 + Double(elapsed.seconds)
          let memory = d.memoryBytes.map { ", \($0 / 1_048_576) MB" } ?? ""
          print(
            "ok    \(d.id): "
              + CLIWords.text(
                "cli.models.loadedIn",
                ["state": d.state.rawValue, "seconds": Language.current.decimal(seconds)])
              + memory)
        } catch let error as VisorError {
          failed = true
          print("FAIL  \(entry.descriptor.id): \(error.message)")
        }
      }
      return failed ? 1 : 0
    }
  }

  /// `.gguf` (or a file starting with "GGUF") → a chat/vision model; `.onnx` → a classifier.
  static func add(_ parsed: ParsedArguments) async throws -> Int32 {
    guard parsed.positionals.count == 1 else {
      throw UsageError(message: CLIWords.text("cli.models.needsFile"))
    }
    let path = parsed.positionals[0]
    let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
    let startsWithGGUF =
      FileHandle(forReadingAtPath: path).map { handle in
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 4)) == Data("GGUF".utf8)
      } ?? false
    if ext == "onnx" {
      for option in ["mmproj", "chat-format"] where parsed.value(option) != nil {
        throw UsageError(message: CLIWords.text("cli.models.ggufOnly", ["option": option]))
      }
      guard !parsed.has("replace") else {
        throw UsageError(message: CLIWords.text("cli.models.replaceGGUFOnly"))
      }
      return try await addClassifier(parsed)
    }
    guard ext == "gguf" || startsWithGGUF else {
      guard FileManager.default.fileExists(atPath: path) else {
        throw VisorError(
          .fileMissing, CLIWords.text("cli.models.noFile", ["path": path]))
      }
      throw UsageError(
        message: CLIWords.text("cli.models.notAModel", ["file": URL(fileURLWithPath: path).lastPathComponent])
      )
    }
    for option in ["labels", "size", "resize", "mean", "std"] where parsed.value(option) != nil {
      throw UsageError(message: CLIWords.text("cli.models.onnxOnly", ["option": option]))
    }
    func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
    let new = NewModelFile(
      path: absolute(path), mmproj: parsed.value("mmproj").map(absolute), name: parsed.value("name"),
      chatFormat: parsed.value("chat-format"), replace: parsed.has("replace"))
    let added = try await FeatureCommand.withApp(parsed, workers: true) { app in
      RegisteredModelResponse(try await app.modelCatalogue.add(new, by: nil))
    }
    if parsed.has("json") {
      try FeatureCommand.printJSON(added)
    } else {
      let facts =
        Self.facts(
          architecture: added.architecture, parameters: added.parameterCount, context: added.contextLength,
          bytes: added.fileBytes) ?? ""
      print(
        CLIWords.text(
          "cli.models.added",
          ["id": added.id, "capabilities": added.capabilities.joined(separator: ", "), "facts": facts]))
    }
    return 0
  }

  static func addClassifier(_ parsed: ParsedArguments) async throws -> Int32 {
    guard parsed.positionals.count == 1 else {
      throw UsageError(message: CLIWords.text("cli.models.needsONNX"))
    }
    guard let labelsPath = parsed.value("labels") else {
      throw UsageError(message: CLIWords.text("cli.models.needsLabels"))
    }
    let modelPath = parsed.positionals[0]
    let model = try FeatureCommand.readFile(modelPath, what: "model file")
    let labels = String(decoding: try FeatureCommand.readFile(labelsPath, what: "labels file"), as: UTF8.self)
    let defaultName = URL(fileURLWithPath: modelPath).deletingPathExtension().lastPathComponent
      .lowercased()
      .map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
    var new = NewClassifier(name: parsed.value("name") ?? String(defaultName), model: model, labels: labels)
    if let size = parsed.value("size") {
      guard let value = Int(size) else {
        throw UsageError(message: CLIWords.text("cli.models.wholePixels", ["option": "size"]))
      }
      new.inputSize = value
    }
    if let resize = parsed.value("resize") {
      guard let value = Int(resize) else {
        throw UsageError(message: CLIWords.text("cli.models.wholePixels", ["option": "resize"]))
      }
      new.resize = value
    }
    if let mean = parsed.value("mean") { new.mean = try NewClassifier.channels(mean, option: "--mean") }
    if let std = parsed.value("std") { new.std = try NewClassifier.channels(std, option: "--std") }
    let added = try await FeatureCommand.withApp(parsed) { app in
      ClassifierResponse(try await app.classification.addClassifier(new, by: nil))
    }
    if parsed.has("json") {
      try FeatureCommand.printJSON(added)
    } else {
      print(
        CLIWords.text(
          "cli.models.addedClassifier",
          [
            "id": added.id, "labels": String(added.labels.count), "size": String(added.inputSize),
            "name": added.name,
          ]))
    }
    return 0
  }
}
