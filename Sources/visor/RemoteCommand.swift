import Foundation
import VisorAPI
import VisorCore
import VisorKit
import VisorKitCurl

#if canImport(Glibc)
  import Glibc
#endif

/// The feature commands against a running Visor through VisorKit: `visor --server URL --token T
/// describe photo.jpg` (or `VISOR_URL` / `VISOR_TOKEN`). The same flags and output as in-process, the
/// server's models and history; `--data-dir` and the other local settings do not apply.
enum RemoteCommand {
  /// The commands that run remotely.
  static let commands: Set<String> = [
    "describe", "ask", "car", "garage", "classify", "chat", "imagine", "models", "live", "helpers",
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

  static func run(
    _ command: String, _ arguments: [String], server: String, token: String?, language: String? = nil
  ) async throws -> Int32 {
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
    var client = try VisorClient(baseURL: server, token: token, transport: transport(), timeout: 300)
    client.language = language
    switch command {
    case "describe", "ask": return try await analyze(arguments, ask: command == "ask", client)
    case "car": return try await car(arguments, client)
    case "garage": return try await garage(arguments, client)
    case "classify": return try await classify(arguments, client)
    case "chat": return try await chat(arguments, client)
    case "imagine": return try await imagine(arguments, client)
    case "live": return try await LiveCommand.run(arguments, remote: client)
    case "helpers": return try await helpers(arguments, client)
    default: return try await models(arguments, client)
    }
  }

  /// libcurl (it sleeps while a stream is quiet, where FoundationNetworking's URLSession spins);
  /// `VISOR_TRANSPORT=urlsession` picks VisorKit's default instead.
  static func transport(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> any VisorTransport
  {
    environment["VISOR_TRANSPORT"]?.lowercased() == "urlsession"
      ? URLSessionTransport.shared : CurlKitTransport()
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
    if parsed.value("target") != nil {
      throw UsageError(
        message:
          "--target works on the server's data folder; over --server use POST /api/v1/vision/analyze?mode=find&target=NAME"
      )
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

  /// `visor helpers list|invite|accept|remove|everyone` as the token's user (issue 28).
  static func helpers(_ arguments: [String], _ client: VisorClient) async throws -> Int32 {
    try await FeatureCommand.group("helpers", arguments, specs: HelpersCommand.specs) { sub, parsed in
      if parsed.value("user") != nil {
        throw UsageError(
          message: "--user picks an account of a data folder; remotely, the token says who you are")
      }
      try HelpersCommand.checkPositionals(sub, parsed)
      let json = parsed.has("json")
      switch sub {
      case "list":
        let links = try await client.helpers()
        if json {
          try FeatureCommand.printJSON(links)
        } else {
          for helper in links.helpers {
            print(
              helper.everyone
                ? "helper   \(helper.username)  for everyone"
                : "helper   \(helper.username)  \(helper.status)  \(helper.id ?? "")")
          }
          for link in links.helping { print("helping  \(link.username)  \(link.status)  \(link.id ?? "")") }
          if links.helpers.isEmpty && links.helping.isEmpty { print("No helpers yet.") }
        }
      case "invite":
        let link = try await client.inviteHelper(username: parsed.positionals[0])
        if json {
          try FeatureCommand.printJSON(link)
        } else {
          print(
            "Invited \(link.username) (\(link.id ?? "")); they accept in Settings → Helping, or with `visor helpers accept ID`."
          )
        }
      case "accept":
        let link = try await client.acceptHelper(id: parsed.positionals[0])
        if json { try FeatureCommand.printJSON(link) } else { print("You now help \(link.username).") }
      case "everyone":
        let name = parsed.positionals[0]
        guard
          let user = try await client.users().first(where: { $0.username.lowercased() == name.lowercased() })
        else {
          throw VisorError(
            .notFound, "Nobody is called \(name) on this Visor; list accounts with `visor users list`.")
        }
        _ = try await client.updateUser(
          id: user.id, AdminUserPatch(helperForEveryone: .value(!parsed.has("off"))))
        print(
          parsed.has("off")
            ? "\(user.username) is no longer a helper for everyone."
            : "\(user.username) is a helper for everyone.")
      default:
        try await client.endHelper(id: parsed.positionals[0])
        print("Removed.")
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
    guard parsed.positionals.isEmpty else {
      throw UsageError(message: "`visor chat` takes no positional arguments; use --message \"TEXT\"")
    }
    if parsed.value("user") != nil {
      throw UsageError(
        message: "--user picks an account of a data folder; remotely, the token says who you are")
    }
    // The chat is created with the first message, so refused input leaves no empty chat behind.
    var chatID = parsed.value("chat")
    var model: String
    if let chatID {
      model = try await client.chat(id: chatID).model
    } else {
      model = try await chatModel(parsed.value("model"), client)
    }

    /// Sends `text`, creating the chat first if there is none; prints the reply as it streams.
    func send(_ text: String, stream: Bool) async throws -> (ChatReplyText, String) {
      if chatID == nil {
        guard !text.allSatisfy(\.isWhitespace) else {
          throw VisorClientError(.invalidArgument, "The message is empty; type something to send.")
        }
        chatID = try await client.createChat(model: model).id
      }
      let id = chatID!
      var reply = ChatReplyText()
      for try await event in client.sendMessageStream(text, toChat: id) {
        switch event {
        case .text(let delta):
          reply.content += delta
          if stream {
            print(delta, terminator: "")
            fflush(nil)
          }
        case .done(let done):
          reply.messageID = done.messageId
          if stream {
            print("")
            fflush(nil)
          }
        }
      }
      return (reply, id)
    }

    if let message = parsed.value("message") {
      let (reply, id) = try await send(message, stream: false)
      if parsed.has("json") {
        try FeatureCommand.printJSON(
          ["chatId": id, "messageId": reply.messageID ?? "", "model": model, "reply": reply.content])
      } else {
        print(reply.content)
        FileHandle.standardError.write(
          Data("\nContinue this chat: visor chat --chat \(id) --message \"…\"\n".utf8))
      }
      return 0
    }

    print(
      "Chatting with \(model) on \(client.baseURL.absoluteString). /new starts a new chat, /quit (or Ctrl-D) leaves."
    )
    fflush(nil)
    try await ChatLoop.run(
      onNew: {
        chatID = nil
        if let chosen = parsed.value("model") { model = chosen }
        return "New chat with \(model)."
      },
      send: { line in _ = try await send(line, stream: true) },
      // A refused message or a reply cut off does not end the session; a bad token or a gone server does.
      survivable: { error in
        guard let error = error as? VisorClientError, !endsSession(error) else { return nil }
        return error.message
      })
    return finish(chatID)
  }

  /// The text and id of a streamed reply.
  struct ChatReplyText {
    var content = ""
    var messageID: String?
  }

  /// Errors after which nothing else could be sent either.
  static func endsSession(_ error: VisorClientError) -> Bool {
    error.kind == .cannotConnect || error.kind == .unsupportedEndpoint || error.kind == .invalidToken
      || error.status == 401 || error.status == 403
  }

  /// Says how to come back to the chat (on stderr: stdout is the conversation).
  static func finish(_ chatID: String?) -> Int32 {
    if let chatID {
      FileHandle.standardError.write(Data("Continue this chat: visor chat --chat \(chatID)\n".utf8))
    }
    return 0
  }

  /// `--model`, checked against the server's chat models, or the server's default chat model.
  static func chatModel(_ chosen: String?, _ client: VisorClient) async throws -> String {
    let models = try await client.models().filter { $0.capabilities.contains("chat") }
    if let chosen {
      guard models.contains(where: { $0.id == chosen }) else {
        throw VisorClientError(
          .invalidArgument,
          "The server has no chat model \"\(chosen)\"; its chat models are "
            + (models.isEmpty ? "none" : models.map(\.id).joined(separator: ", "))
            + " (see `visor models list`).")
      }
      return chosen
    }
    guard let model = models.first(where: { $0.defaultFor.contains("chat") }) ?? models.first else {
      throw VisorClientError(
        .invalidArgument,
        "The server at \(client.baseURL.absoluteString) has no chat model; its admin can add one (`visor models`)."
      )
    }
    return model.id
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
