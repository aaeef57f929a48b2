import Foundation
import VisorAPI
import VisorCore
import VisorKit

/// The feature commands against a running Visor through VisorKit: `visor --server URL --token T
/// describe photo.jpg` (or `VISOR_URL` / `VISOR_TOKEN`). The same flags and output as in-process, the
/// server's models and history; `--data-dir` and the other local settings do not apply.
enum RemoteCommand {
  /// The commands that run remotely.
  static let commands: Set<String> = [
    "describe", "ask", "car", "garage", "classify", "chat", "imagine", "models",
  ]

  /// Splits `--server URL` and `--token T` off the front of the arguments (before the command).
  static func split(_ arguments: [String], environment: [String: String]) throws -> (
    server: String?, token: String?, rest: [String]
  ) {
    var server = environment["VISOR_URL"].flatMap { $0.isEmpty ? nil : $0 }
    var token = environment["VISOR_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
    var rest = arguments[...]
    while let first = rest.first, first == "--server" || first == "--token" {
      rest = rest.dropFirst()
      guard let value = rest.first, !value.hasPrefix("--") else {
        throw UsageError(
          message: "\(first) needs a value: visor --server http://host:8080 --token vsr_… COMMAND")
      }
      rest = rest.dropFirst()
      if first == "--server" { server = value } else { token = value }
    }
    return (server, token, Array(rest))
  }

  static func run(_ command: String, _ arguments: [String], server: String, token: String?) async throws
    -> Int32
  {
    guard commands.contains(command) else {
      throw UsageError(
        message:
          "`visor \(command)` acts on a data folder and has no remote mode; the remote commands are \(commands.sorted().joined(separator: ", "))."
      )
    }
    guard let token else {
      throw UsageError(
        message: "--server needs a token too: --token vsr_… (or VISOR_TOKEN); make one in Settings → Tokens.")
    }
    let client = try VisorClient(baseURL: server, token: token, timeout: 300)
    switch command {
    case "describe", "ask": return try await analyze(arguments, ask: command == "ask", client)
    case "car": return try await car(arguments, client)
    case "garage": return try await garage(arguments, client)
    case "classify": return try await classify(arguments, client)
    case "chat": return try await chat(arguments, client)
    case "imagine": return try await imagine(arguments, client)
    default: return try await models(arguments, client)
    }
  }

  // MARK: Commands

  static func analyze(_ arguments: [String], ask: Bool, _ client: VisorClient) async throws -> Int32 {
    guard let parsed = try parse(arguments, AnalyzeCommand.spec(ask: ask)) else { return 0 }
    let audio = try parsed.value("question-audio").map { try FeatureContext.readFile($0, what: "recording") }
    let speakPath = parsed.value("speak")
    let format = speakPath.map { URL(fileURLWithPath: $0).pathExtension.lowercased() }.map {
      $0 == "ogg" ? "opus" : $0
    }
    let json = parsed.has("json")
    if ask, let about = parsed.value("about") {
      guard parsed.positionals.count == (audio == nil ? 1 : 0) else {
        throw UsageError(
          message: "with --about, give only the \"question\" (or --question-audio FILE), no PHOTO")
      }
      let answer = try await client.askFollowUp(
        analysisID: about, prompt: parsed.positionals.first, question: audio, speak: speakPath != nil,
        voice: parsed.value("voice"), format: format)
      if !json {
        if let transcript = answer.transcript { AnalyzeCommand.write("You asked: \(transcript)\n") }
        AnalyzeCommand.write(answer.message)
      }
      try AnalyzeCommand.finish(
        wire: answer, notes: answer.notes, audio: answer.audio.flatMap { Data(base64Encoded: $0) },
        speakPath: speakPath, json: json, checks: answer.checks)
      return 0
    }
    let expected = ask && audio == nil ? 2 : 1
    guard parsed.positionals.count == expected else {
      throw UsageError(
        message: ask ? "give PHOTO and a \"question\" (or --question-audio FILE)" : "give exactly one PHOTO")
    }
    let photo = Photo(try FeatureContext.readFile(parsed.positionals[0], what: "photo"))
    let prompt = ask ? parsed.positionals.dropFirst().first : parsed.value("prompt")
    let answer = try await client.analyze(
      photo, prompt: prompt, question: audio, speak: speakPath != nil, voice: parsed.value("voice"),
      format: format, model: parsed.value("model"), mode: parsed.value("mode"))
    if !json {
      if let transcript = answer.transcript { AnalyzeCommand.write("You asked: \(transcript)\n") }
      AnalyzeCommand.write(answer.message)
    }
    try AnalyzeCommand.finish(
      wire: answer, notes: answer.notes, audio: answer.audio.flatMap { Data(base64Encoded: $0) },
      speakPath: speakPath, json: json, checks: answer.checks,
      hint: "Ask more about this photo: visor ask --about \(answer.id) \"question\"\n")
    return 0
  }

  static func car(_ arguments: [String], _ client: VisorClient) async throws -> Int32 {
    guard let parsed = try parse(arguments, CarCommand.carSpec) else { return 0 }
    guard parsed.positionals.count == 1 else { throw UsageError(message: "give exactly one PHOTO") }
    let photo = Photo(try FeatureCommand.readFile(parsed.positionals[0], what: "photo"))
    var crop: CropBoxRequest?
    if let text = parsed.value("crop") {
      let numbers = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
      guard numbers.count == 4 else {
        throw UsageError(message: "--crop takes four comma-separated fractions: X,Y,WIDTH,HEIGHT")
      }
      crop = CropBoxRequest(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
    let result = try await client.identifyCar(photo, crop: crop, model: parsed.value("model"))
    if parsed.has("json") {
      try FeatureCommand.printJSON(result)
    } else if let car = result.car {
      print(CarCommand.describe(car))
      if let message = result.message { print("\n\(message)") }
    } else {
      print(result.message ?? "No car found.")
    }
    return 0
  }

  static func garage(_ arguments: [String], _ client: VisorClient) async throws -> Int32 {
    try await FeatureCommand.group("garage", arguments, specs: CarCommand.garageSpecs) { sub, parsed in
      let json = parsed.has("json")
      switch sub {
      case "list":
        let page = try await client.cars(limit: Int(parsed.value("limit") ?? "50"))
        if json {
          try FeatureCommand.printJSON(page)
        } else if page.items.isEmpty {
          print("The garage is empty; add a car with `visor car PHOTO`.")
        } else {
          for car in page.items {
            print("\(car.id)  \(ISO8601DateFormatter().string(from: car.createdAt))  \(car.title)")
          }
        }
      case "show":
        guard let id = parsed.positionals.first else { throw UsageError(message: "give exactly one car ID") }
        let car = try await client.car(id: id)
        if json { try FeatureCommand.printJSON(car) } else { print(CarCommand.describe(car)) }
      default:
        guard let id = parsed.positionals.first else { throw UsageError(message: "give exactly one car ID") }
        try await client.deleteCar(id: id)
        print("Deleted the car and its photo.")
      }
      return 0
    }
  }

  static func classify(_ arguments: [String], _ client: VisorClient) async throws -> Int32 {
    guard let parsed = try parse(arguments, ClassifyCommand.spec) else { return 0 }
    guard parsed.positionals.count == 1 else { throw UsageError(message: "give exactly one PHOTO") }
    let photo = Photo(try FeatureCommand.readFile(parsed.positionals[0], what: "photo"))
    let result = try await client.classify(photo, model: parsed.value("model"))
    if parsed.has("json") {
      try FeatureCommand.printJSON(result)
    } else {
      print("model: \(result.model)")
      for prediction in result.predictions {
        print(
          "  \(prediction.label.padding(toLength: 28, withPad: " ", startingAt: 0)) \(String(format: "%.3f", prediction.confidence))"
        )
      }
    }
    return 0
  }

  static func chat(_ arguments: [String], _ client: VisorClient) async throws -> Int32 {
    guard let parsed = try parse(arguments, ChatCommand.spec) else { return 0 }
    guard let message = parsed.value("message") else {
      throw UsageError(
        message: "in remote mode, send one message with --message TEXT (add --chat ID to continue a chat)")
    }
    let chatID: String
    if let existing = parsed.value("chat") {
      chatID = existing
    } else {
      chatID = try await client.createChat(model: parsed.value("model")).id
    }
    let reply = try await client.sendMessage(message, toChat: chatID)
    if parsed.has("json") {
      try FeatureCommand.printJSON(reply)
    } else {
      print(reply.message.content)
      print("\nContinue this chat: visor chat --chat \(chatID) --message \"…\"")
    }
    return 0
  }

  static func imagine(_ arguments: [String], _ client: VisorClient) async throws -> Int32 {
    let arguments = arguments.map { $0 == "-o" ? "--output" : $0 }
    guard let parsed = try parse(arguments, ImagineCommand.spec) else { return 0 }
    guard parsed.positionals.count == 1, let prompt = parsed.positionals.first else {
      throw UsageError(
        message: "give the prompt as one argument, in quotes: visor imagine \"a red fox in snow\"")
    }
    let image = try await client.generateImage(prompt: prompt, size: parsed.value("size"))
    let content = try await client.imageContent(id: image.id)
    let ext = image.mimeType == "image/jpeg" ? "jpg" : image.mimeType == "image/webp" ? "webp" : "png"
    let path = parsed.value("output") ?? "visor-\(image.id.prefix(8)).\(ext)"
    do {
      try content.data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw VisorError(
        .outputUnwritable,
        "Cannot write \(path); choose another file with -o. The image is saved in the gallery as \(image.id)."
      )
    }
    if parsed.has("json") {
      try FeatureCommand.printJSON(image)
    } else {
      print("Wrote \(path) (\(image.size), \(image.model)); saved in the gallery as \(image.id).")
    }
    return 0
  }

  static func models(_ arguments: [String], _ client: VisorClient) async throws -> Int32 {
    guard arguments.first == "list" || arguments.first == nil else {
      throw UsageError(
        message: "in remote mode only `visor models list` runs (the server's models and their states)")
    }
    let json = arguments.contains("--json")
    let items = try await client.models()
    if json {
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
}
