import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorKitCore
import VisorKitCurl
import VisorServer

#if canImport(Glibc)
  import Glibc
#endif

/// Where a feature command sends its requests: a running Visor over HTTP (`visor --server URL --token T
/// describe photo.jpg`, or `VISOR_URL` / `VISOR_TOKEN`), or the data folder in-process through
/// ``LocalTransport`` as `--user` (default: the first admin). Each command is written once over
/// `VisorClient`; only the transport differs, so both modes print the same answers (decision 049).
struct Reach {
  var server: String?
  var token: String?
  /// `--language`: sent as the request's language, remotely and locally alike.
  var language: String?

  var isRemote: Bool { server != nil }

  /// Runs `body` with a client for `parsed`: over HTTP to `server`, or to an application built on the
  /// data folder (never started: no listener, no maintenance), shut down when `body` returns.
  /// `workers: false` leaves the local speech, chat and reader workers out (commands that use none).
  func withClient<T>(
    _ parsed: ParsedArguments, workers: Bool = true, _ body: (VisorClient) async throws -> T
  ) async throws -> T {
    if isRemote {
      if parsed.value("user") != nil {
        throw UsageError(message: CLIWords.text("cli.error.userRemote"))
      }
      let client = try client()
      if !CLIWords.explicit {
        // The account's language for visor's own lines (the answers come in it already).
        CLIWords.account(try? await client.me().language)
      }
      return try await body(client)
    }
    return try await withLocalApplication(parsed, workers: workers) { client, _, _ in try await body(client) }
  }

  /// Runs `body` with a client for a live session and the WebSocket transport that goes with it: over
  /// ws:// (or wss://) to `server`, or to the session run in-process on the data folder
  /// (``LocalLiveTransport``), so both modes run the same session code.
  func withLive<T>(
    _ parsed: ParsedArguments, _ body: (VisorClient, any LiveTransport) async throws -> T
  ) async throws -> T {
    if isRemote {
      return try await withClient(parsed) { client in try await body(client, TCPLiveTransport()) }
    }
    return try await withLocalApplication(parsed, workers: true) { client, app, user in
      try await body(client, LocalLiveTransport(app: app, user: user))
    }
  }

  /// The data folder's application (built, never started), the acting `--user`, and a client over
  /// ``LocalTransport``; the application is shut down when `body` returns.
  private func withLocalApplication<T>(
    _ parsed: ParsedArguments, workers: Bool,
    _ body: (VisorClient, VisorApplication, User) async throws -> T
  ) async throws -> T {
    var (configuration, _) = try configuration(from: parsed)
    if parsed.value("log-level") == nil { configuration.logLevel = .warning }
    configuration.localWorkers = workers
    let app = try await buildApplication(
      configuration: configuration, logger: Logger(label: "visor", minimumLevel: configuration.logLevel))
    do {
      let user = try await FeatureCommand.user(parsed, app: app.features)
      var client = try VisorClient(
        baseURL: "http://localhost", token: nil, transport: LocalTransport(app: app, user: user),
        liveTransport: nil,
        timeout: 300)
      client.language = language
      if language == nil {
        // The account's language, once chosen, for visor's own lines; until then the terminal's
        // locale, which the answers follow too (as a browser's Accept-Language does for the web app).
        if let chosen = user.profile.language {
          CLIWords.account(chosen)
        } else if CLIWords.language != .english {
          client.language = CLIWords.language.tag
        }
      }
      let result = try await body(client, app, user)
      await app.shutdown()
      return result
    } catch {
      await app.shutdown()
      throw error
    }
  }

  /// The client for `server` (remote mode only).
  func client() throws -> VisorClient {
    guard let server else {
      throw UsageError(message: CLIWords.text("cli.error.needsServer"))
    }
    guard let token else {
      throw UsageError(message: CLIWords.text("cli.error.needsToken"))
    }
    var client = try VisorClient(
      baseURL: server, token: token, transport: Self.transport(), liveTransport: nil, timeout: 300)
    client.language = language
    return client
  }

  /// Splits `--server URL` and `--token T` (or `--server=URL`, `--token=T`) off the arguments, before
  /// or after the command, up to a `--` that ends the options; `explicit` says whether either was given.
  static func split(_ arguments: [String], environment: [String: String]) throws -> (
    server: String?, token: String?, explicit: Bool, rest: [String]
  ) {
    var server = environment["VISOR_URL"].flatMap { $0.isEmpty ? nil : $0 }
    var token = environment["VISOR_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
    var explicit = false
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        rest += arguments[index...]
        break
      }
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      guard name == "--server" || name == "--token" else {
        rest.append(argument)
        index += 1
        continue
      }
      let value: String
      if argument.contains("=") {
        value = String(argument.dropFirst(name.count + 1))
        index += 1
      } else {
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
          throw UsageError(message: CLIWords.text("cli.error.optionNeedsServer", ["option": name]))
        }
        value = arguments[index + 1]
        index += 2
      }
      guard !value.isEmpty else {
        throw UsageError(message: CLIWords.text("cli.error.optionNeedsServer", ["option": name]))
      }
      if name == "--server" { server = value } else { token = value }
      explicit = true
    }
    return (server, token, explicit, rest)
  }

  /// libcurl: it sleeps while a stream is quiet (where FoundationNetworking's URLSession spins), and a
  /// `visor` without FoundationNetworking never loads it (decision 068).
  static func transport() -> any VisorTransport { CurlKitTransport() }

}

/// The feature commands, each once over `VisorClient` (``Reach`` says local or remote).
enum ClientCommands {
  // MARK: Photos

  /// `visor describe PHOTO` and `visor ask PHOTO "question"` / `visor ask --about ID "question"`.
  static func analyze(_ arguments: [String], ask: Bool, _ reach: Reach) async throws -> Int32 {
    guard let parsed = try parse(arguments, AnalyzeCommand.spec(ask: ask)) else { return 0 }
    let audio = try parsed.value("question-audio").map { try FeatureContext.readFile($0, what: "recording") }
    let speakPath = parsed.value("speak")
    let format = speakPath.map { URL(fileURLWithPath: $0).pathExtension.lowercased() }.map {
      $0 == "ogg" ? "opus" : $0
    }
    let json = parsed.has("json")
    if ask, let about = parsed.value("about") {
      guard parsed.positionals.count == (audio == nil ? 1 : 0) else {
        throw UsageError(message: CLIWords.text("cli.error.aboutOnlyQuestion"))
      }
      guard UUID(uuidString: about) != nil, about == about.lowercased() else {
        throw VisorError(.notFound, CLIWords.text("cli.error.noAnalysis", ["id": about]))
      }
      if !json && speakPath == nil {
        try await reach.withClient(parsed) { client in
          try await printStreamed(
            client.askFollowUpStream(
              analysisID: about, prompt: parsed.positionals.first, question: audio, speak: false,
              voice: parsed.value("voice")),
            hint: { _ in "" })
        }
        return 0
      }
      let answer = try await reach.withClient(parsed) { client in
        try await client.askFollowUp(
          analysisID: about, prompt: parsed.positionals.first, question: audio, speak: speakPath != nil,
          voice: parsed.value("voice"), format: format)
      }
      if !json {
        if let transcript = answer.transcript {
          AnalyzeCommand.write(CLIWords.text("cli.analyze.youAsked", ["text": transcript]) + "\n")
        }
        AnalyzeCommand.write(answer.message)
      }
      var printed = answer
      printed.audio = nil  // the spoken answer goes to the --speak file, not into the printed JSON
      try AnalyzeCommand.finish(
        wire: printed, notes: answer.notes, audio: answer.audio.flatMap { Data(base64Encoded: $0) },
        speakPath: speakPath, json: json, checks: answer.checks)
      return 0
    }
    let expected = ask && audio == nil ? 2 : 1
    guard parsed.positionals.count == expected else {
      throw UsageError(message: CLIWords.text(ask ? "cli.error.photoAndQuestion" : "cli.error.onePhoto"))
    }
    let photo = Photo(try FeatureContext.readFile(parsed.positionals[0], what: "photo"))
    let prompt = ask ? parsed.positionals.dropFirst().first : parsed.value("prompt")
    let hint = { (id: String) in CLIWords.text("cli.analyze.askMore", ["id": id]) + "\n" }
    if !json && speakPath == nil {
      // The text as it is written, as the web app shows it (the spoken answer needs it whole).
      try await reach.withClient(parsed) { client in
        try await printStreamed(
          client.analyzeStream(
            photo, prompt: prompt, question: audio, speak: false, voice: parsed.value("voice"),
            model: parsed.value("model"), mode: parsed.value("mode"), target: parsed.value("target")),
          hint: hint)
      }
      return 0
    }
    let answer = try await reach.withClient(parsed) { client in
      try await client.analyze(
        photo, prompt: prompt, question: audio, speak: speakPath != nil, voice: parsed.value("voice"),
        format: format, model: parsed.value("model"), mode: parsed.value("mode"),
        target: parsed.value("target"))
    }
    if !json {
      if let transcript = answer.transcript {
        AnalyzeCommand.write(CLIWords.text("cli.analyze.youAsked", ["text": transcript]) + "\n")
      }
      AnalyzeCommand.write(answer.message)
    }
    var printed = answer
    printed.audio = nil  // the spoken answer goes to the --speak file, not into the printed JSON
    try AnalyzeCommand.finish(
      wire: printed, notes: answer.notes, audio: answer.audio.flatMap { Data(base64Encoded: $0) },
      speakPath: speakPath, json: json, checks: answer.checks,
      hint: hint(answer.id))
    return 0
  }

  /// Prints a streamed answer as it comes: "You asked: …" on its own line, the text, then (at `done`)
  /// the notes, the checks that disagree and `hint(id)` on stderr.
  static func printStreamed(
    _ events: AsyncThrowingStream<AnalyzeEvent, any Error>, hint: (String) -> String
  ) async throws {
    for try await event in events {
      switch event {
      case .transcript(let text):
        AnalyzeCommand.write(CLIWords.text("cli.analyze.youAsked", ["text": text]) + "\n")
      case .text(let delta): AnalyzeCommand.write(delta)
      case .sentence: break
      case .done(let done):
        try AnalyzeCommand.finish(
          wire: done, notes: done.notes, audio: nil, speakPath: nil, json: false, checks: done.checks ?? [],
          hint: hint(done.id))
      }
    }
  }

  /// `visor car PHOTO`: identifies the car and saves it to the garage.
  static func car(_ arguments: [String], _ reach: Reach) async throws -> Int32 {
    guard let parsed = try parse(arguments, CarCommand.carSpec) else { return 0 }
    guard parsed.positionals.count == 1 else {
      throw UsageError(message: CLIWords.text("cli.error.onePhoto"))
    }
    let photo = Photo(try FeatureCommand.readFile(parsed.positionals[0], what: "photo"))
    var crop: CropBoxRequest?
    if let text = parsed.value("crop") {
      let numbers = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
      guard numbers.count == 4, text.split(separator: ",").count == 4 else {
        throw UsageError(message: CLIWords.text("cli.car.crop"))
      }
      crop = CropBoxRequest(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
    let result = try await reach.withClient(parsed, workers: false) { client in
      try await client.identifyCar(photo, crop: crop, model: parsed.value("model"))
    }
    if parsed.has("json") {
      try FeatureCommand.printJSON(result)
    } else if let car = result.car {
      print(CarCommand.describe(car))
      if let message = result.message { print("\n\(message)") }
    } else {
      print(result.message ?? CLIWords.text("cli.car.none"))
    }
    return 0
  }

  /// `visor garage list|show|delete`.
  static func garage(_ arguments: [String], _ reach: Reach) async throws -> Int32 {
    try await FeatureCommand.group("garage", arguments, specs: CarCommand.garageSpecs) { sub, parsed in
      let expected = sub == "list" ? 0 : 1
      guard parsed.positionals.count == expected else {
        throw UsageError(
          message: CLIWords.text(expected == 0 ? "cli.garage.noArguments" : "cli.garage.oneID"))
      }
      // The server's declared range and default (`EndpointQuery.limit`), not a second pair here.
      let declared = EndpointQuery.limit.integer!
      guard let limit = parsed.value("limit").map({ Int($0) }) ?? declared.default,
        declared.range.contains(limit)
      else {
        throw UsageError(
          message: CLIWords.text(
            "cli.garage.limit",
            ["low": String(declared.range.lowerBound), "high": String(declared.range.upperBound)]))
      }
      let json = parsed.has("json")
      return try await reach.withClient(parsed, workers: false) { client in
        switch sub {
        case "list":
          let page = try await client.cars(limit: limit)
          if json {
            try FeatureCommand.printJSON(page)
          } else if page.items.isEmpty {
            print(CLIWords.text("cli.garage.empty"))
          } else {
            for car in page.items {
              print("\(car.id)  \(ISO8601DateFormatter().string(from: car.createdAt))  \(car.title)")
            }
          }
        case "show":
          let car = try await client.car(id: parsed.positionals[0])
          if json { try FeatureCommand.printJSON(car) } else { print(CarCommand.describe(car)) }
        default:
          try await client.deleteCar(id: parsed.positionals[0])
          print(CLIWords.text("cli.garage.deleted"))
        }
        return 0
      }
    }
  }

  /// `visor classify PHOTO [--model cute]`.
  static func classify(_ arguments: [String], _ reach: Reach) async throws -> Int32 {
    guard let parsed = try parse(arguments, ClassifyCommand.spec) else { return 0 }
    guard parsed.positionals.count == 1 else {
      throw UsageError(message: CLIWords.text("cli.error.onePhoto"))
    }
    let photo = Photo(try FeatureCommand.readFile(parsed.positionals[0], what: "photo"))
    let result = try await reach.withClient(parsed, workers: false) { client in
      try await client.classify(photo, model: parsed.value("model"))
    }
    if parsed.has("json") {
      try FeatureCommand.printJSON(result)
    } else {
      print(CLIWords.text("cli.classify.model", ["model": result.model]))
      for prediction in result.predictions {
        let name = prediction.name ?? prediction.label
        print(
          "  \(name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(String(format: "%.3f", prediction.confidence))"
        )
      }
    }
    return 0
  }

  // MARK: People

  /// `visor helpers list|invite|accept|remove|everyone` as the token's user, or `--user` locally (issue 28).
  static func helpers(_ arguments: [String], _ reach: Reach) async throws -> Int32 {
    try await FeatureCommand.group("helpers", arguments, specs: HelpersCommand.specs) { sub, parsed in
      try HelpersCommand.checkPositionals(sub, parsed)
      if sub == "everyone", !reach.isRemote {
        // Locally an admin action on the data folder, as `visor users` is (no account acts).
        return try await HelpersCommand.everyone(parsed)
      }
      let json = parsed.has("json")
      return try await reach.withClient(parsed, workers: false) { client in
        switch sub {
        case "list":
          let links = try await client.helpers()
          if json {
            try FeatureCommand.printJSON(links)
          } else {
            // The two labels padded to one width ("helper   ", "helping  " in English).
            let labels = [
              CLIWords.text("cli.helpers.labelHelper"), CLIWords.text("cli.helpers.labelHelping"),
            ]
            let width = max(9, (labels.map(\.count).max() ?? 0) + 2)
            let (helperLabel, helpingLabel) = (
              labels[0].padding(toLength: width, withPad: " ", startingAt: 0),
              labels[1].padding(toLength: width, withPad: " ", startingAt: 0)
            )
            for helper in links.helpers {
              print(
                helper.everyone
                  ? "\(helperLabel)\(helper.username)  \(CLIWords.text("cli.helpers.forEveryone"))"
                  : "\(helperLabel)\(helper.username)  \(helper.status)  \(helper.id ?? "")")
            }
            for link in links.helping {
              print("\(helpingLabel)\(link.username)  \(link.status)  \(link.id ?? "")")
            }
            if links.helpers.isEmpty && links.helping.isEmpty { print(CLIWords.text("cli.helpers.none")) }
          }
        case "invite":
          let link = try await client.inviteHelper(username: parsed.positionals[0])
          if json {
            try FeatureCommand.printJSON(link)
          } else {
            let id = link.id ?? ""
            print(
              CLIWords.text(
                reach.isRemote ? "cli.helpers.invitedRemote" : "cli.helpers.invitedLocal",
                ["name": link.username, "id": id]))
          }
        case "accept":
          let link = try await client.acceptHelper(id: parsed.positionals[0])
          if json {
            try FeatureCommand.printJSON(link)
          } else if reach.isRemote {
            print(CLIWords.text("cli.helpers.youHelp", ["name": link.username]))
          } else {
            print(
              CLIWords.text(
                "cli.helpers.helps", ["helper": try await client.me().username, "name": link.username]))
          }
        case "everyone":
          let name = parsed.positionals[0]
          guard
            let user = try await client.users().first(where: { $0.username.lowercased() == name.lowercased() }
            )
          else {
            throw VisorError(.notFound, CLIWords.text("cli.helpers.nobodyCalled", ["name": name]))
          }
          _ = try await client.updateUser(
            id: user.id, AdminUserPatch(helperForEveryone: .value(!parsed.has("off"))))
          print(HelpersCommand.everyoneSentence(user.username, off: parsed.has("off")))
        default:
          try await client.endHelper(id: parsed.positionals[0])
          print(CLIWords.text("cli.helpers.removed"))
        }
        return 0
      }
    }
  }

  // MARK: Chat and images

  /// `visor chat`: an interactive session with streamed replies, or one `--message`.
  static func chat(_ arguments: [String], _ reach: Reach) async throws -> Int32 {
    guard let parsed = try parse(arguments, ChatCommand.spec) else { return 0 }
    guard parsed.positionals.isEmpty else {
      throw UsageError(message: CLIWords.text("cli.chat.noPositional"))
    }
    return try await reach.withClient(parsed) { client in try await chat(parsed, reach, client) }
  }

  static func chat(_ parsed: ParsedArguments, _ reach: Reach, _ client: VisorClient) async throws -> Int32 {
    // The chat is created with the first message, so refused input leaves no empty chat behind.
    var chatID = parsed.value("chat")
    var model: String
    if let chatID {
      model = try await client.chat(id: chatID).model
    } else {
      model = try await chatModel(parsed.value("model"), client, reach)
    }

    /// Sends `text`, creating the chat first if there is none; prints the reply as it streams.
    func send(_ text: String, stream: Bool) async throws -> (ChatReplyText, String) {
      if chatID == nil {
        guard !text.allSatisfy(\.isWhitespace) else {
          throw VisorClientError(.invalidArgument, CLIWords.text("cli.chat.empty"))
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
          Data(("\n" + CLIWords.text("cli.chat.continueMessage", ["id": id]) + "\n").utf8))
      }
      return 0
    }

    print(
      reach.isRemote
        ? CLIWords.text("cli.chat.startedRemote", ["model": model, "server": client.baseURL.absoluteString])
        : CLIWords.text("cli.chat.startedLocal", ["model": model, "user": try await client.me().username]))
    fflush(nil)
    try await ChatLoop.run(
      onNew: {
        chatID = nil
        if let chosen = parsed.value("model") { model = chosen }
        return CLIWords.text("cli.chat.newChat", ["model": model])
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
      FileHandle.standardError.write(Data((CLIWords.text("cli.chat.continue", ["id": chatID]) + "\n").utf8))
    }
    return 0
  }

  /// `--model`, checked against the server's chat models, or the server's default chat model.
  static func chatModel(_ chosen: String?, _ client: VisorClient, _ reach: Reach) async throws -> String {
    let models = try await client.models().filter { $0.capabilities.contains("chat") }
    if let chosen {
      guard models.contains(where: { $0.id == chosen }) else {
        throw VisorClientError(
          .invalidArgument,
          CLIWords.text(
            reach.isRemote ? "cli.chat.unknownModelRemote" : "cli.chat.unknownModelLocal",
            [
              "model": chosen,
              "models": models.isEmpty
                ? CLIWords.text("cli.chat.none") : models.map(\.id).joined(separator: ", "),
            ]))
      }
      return chosen
    }
    guard let model = models.first(where: { $0.defaultFor.contains("chat") }) ?? models.first else {
      throw VisorClientError(
        .invalidArgument,
        reach.isRemote
          ? CLIWords.text("cli.chat.noModelRemote", ["server": client.baseURL.absoluteString])
          : CLIWords.text("cli.chat.noModelLocal"))
    }
    return model.id
  }

  /// `visor imagine "prompt" -o out.png`: generates an image into the gallery and writes it to a file.
  static func imagine(_ arguments: [String], _ reach: Reach) async throws -> Int32 {
    let arguments = arguments.map { $0 == "-o" ? "--output" : $0 }
    guard let parsed = try parse(arguments, ImagineCommand.spec) else { return 0 }
    guard parsed.positionals.count == 1, let prompt = parsed.positionals.first else {
      throw UsageError(message: CLIWords.text("cli.imagine.onePrompt"))
    }
    let (image, content) = try await reach.withClient(parsed) { client in
      let image = try await client.generateImage(prompt: prompt, size: parsed.value("size"))
      return (image, try await client.imageContent(id: image.id))
    }
    let ext = image.mimeType == "image/jpeg" ? "jpg" : image.mimeType == "image/webp" ? "webp" : "png"
    let path = parsed.value("output") ?? "visor-\(image.id.prefix(8)).\(ext)"
    do {
      try content.data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw VisorError(
        .outputUnwritable, CLIWords.text("cli.imagine.cannotWrite", ["path": path, "id": image.id]))
    }
    if parsed.has("json") {
      try FeatureCommand.printJSON(image)
    } else {
      print(
        CLIWords.text(
          "cli.imagine.wrote", ["path": path, "size": image.size, "model": image.model, "id": image.id]))
    }
    return 0
  }

  /// `visor --server URL models list`: the server's models and their states (locally `visor models`
  /// manages the data folder's registry, an admin command).
  static func models(_ arguments: [String], _ reach: Reach) async throws -> Int32 {
    guard arguments.first == "list" || arguments.first == nil else {
      throw UsageError(
        message: CLIWords.text("cli.error.remoteModelsOnlyList"))
    }
    let json = arguments.contains("--json")
    let items = try await reach.withClient(ParsedArguments()) { client in try await client.models() }
    if json {
      try FeatureCommand.printJSON(items)
    } else {
      ModelsCommand.printModels(items)
    }
    return 0
  }
}
