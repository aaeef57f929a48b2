import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer
import VisorStore

#if canImport(Glibc)
  import Glibc
#endif

/// Shared by the in-process feature commands `chat` and `imagine`: settings flags and the application.
enum InProcessFeature {
  /// Every setting except the ones that only matter to a listening server.
  static let settingOptions = CommandSpec.commandSettingOptions

  /// Builds the application on the data folder (without listening).
  static func application(_ parsed: ParsedArguments) async throws -> Features {
    let (configuration, _) = try configuration(from: parsed)
    return try await buildFeatures(
      configuration: configuration, logger: Logger(label: "visor", minimumLevel: .warning))
  }
}

/// `visor chat`: an interactive chat on standard input and output with streamed replies, or one
/// message with `--message`.
enum ChatCommand {
  static let spec = CommandSpec(
    path: "chat", summary: "Chat with a model: an interactive session, or one message with --message.",
    usage: "visor chat [--model M] [--user NAME] [--message TEXT] [--chat ID] [--json] [--data-dir D]",
    options: [
      OptionSpec(
        name: "model", valueName: "M", help: "Model id (default: the chat default; see `visor models`)."),
      FeatureCommand.userOption,
      OptionSpec(name: "message", valueName: "TEXT", help: "Send one message, print the reply and exit."),
      OptionSpec(name: "chat", valueName: "ID", help: "Continue an existing chat instead of starting one."),
      OptionSpec(name: "json", valueName: nil, help: "With --message: print the reply as JSON."),
    ] + InProcessFeature.settingOptions,
    details: """
      Interactive: type a message and press Enter; the reply streams in. /new starts a new chat, /quit
      (or end of input, Ctrl-D) leaves. Chats are saved and show up in the web app.
      Remote: `visor --server URL --token T chat` runs the same session against a running Visor (the
      token's account; --user and the data-folder settings do not apply).
      """)

  static func run(_ arguments: [String]) async throws -> Int32 {
    guard let parsed = try parse(arguments, spec) else { return 0 }
    guard parsed.positionals.isEmpty else {
      throw UsageError(message: "`visor chat` takes no positional arguments; use --message \"TEXT\"")
    }
    let app = try await InProcessFeature.application(parsed)
    do {
      let code = try await session(parsed, app: app)
      await app.shutdown()
      return code
    } catch {
      await app.shutdown()
      throw error
    }
  }

  static func session(_ parsed: ParsedArguments, app: Features) async throws -> Int32 {
    let user = try await FeatureCommand.user(parsed, app: app)
    let chats = app.chats
    // The chat is created with the first message, so refused input leaves no empty chat behind.
    var chat: Chat?
    var model: String
    if let id = parsed.value("chat") {
      guard let uuid = UUID(uuidString: id) else {
        throw UsageError(message: "--chat needs a chat id (a UUID)")
      }
      let existing = try await chats.chat(id: uuid, user: user)
      chat = existing
      model = existing.model
    } else {
      model = try chats.model(parsed.value("model")).descriptor.id
    }

    func send(_ text: String, stream: Bool) async throws -> ChatMessageRecord? {
      let current: Chat
      if let chat {
        current = chat
      } else {
        guard !text.allSatisfy(\.isWhitespace) else {
          throw VisorError(.emptyMessage, "The message is empty; type something to send.")
        }
        current = try await chats.createChat(user: user, title: nil, model: model)
        chat = current
      }
      let turn = try await chats.prepare(chat: current, user: user, content: text, image: nil)
      var reply: ChatMessageRecord?
      for try await event in chats.reply(turn) {
        switch event {
        case .text(let delta):
          if stream {
            print(delta, terminator: "")
            fflush(nil)
          }
        case .done(let saved, _, _):
          reply = saved
          if stream {
            print("")
            fflush(nil)
          }
        }
      }
      return reply
    }

    if let message = parsed.value("message") {
      guard let reply = try await send(message, stream: false), let chat else { return 1 }
      if parsed.has("json") {
        try UsersCommand.printJSON(
          [
            "chatId": chat.id.uuidString.lowercased(), "messageId": reply.id.uuidString.lowercased(),
            "model": reply.model ?? chat.model, "reply": reply.content,
          ])
      } else {
        print(reply.content)
      }
      return 0
    }

    print("Chatting with \(model) as \(user.username). /new starts a new chat, /quit leaves.")
    fflush(nil)
    try await ChatLoop.run(
      onNew: {
        chat = nil
        return "New chat with \(model)."
      },
      send: { line in _ = try await send(line, stream: true) },
      // A refused message or a failed reply does not end the session.
      survivable: { ($0 as? VisorError)?.message })
    return 0
  }
}

/// The interactive loop of `visor chat`, in-process and remote: a line of standard input is a
/// message; /new starts a new chat, /quit, /exit or the end of input (Ctrl-D) leaves.
enum ChatLoop {
  /// Runs until the user leaves. `send` streams one reply; an error it throws is printed and the
  /// session goes on when `survivable` gives its sentence, and ends the session (thrown) otherwise.
  static func run(
    onNew: () -> String, send: (String) async throws -> Void, survivable: (any Error) -> String?
  ) async throws {
    let interactive = isatty(STDIN_FILENO) != 0
    for await line in StandardInputLines.stream() {
      switch line.trimmingCharacters(in: .whitespacesAndNewlines) {
      case "/quit", "/exit":
        return
      case "/new":
        print(onNew())
        fflush(nil)
        continue
      case "":
        if interactive { print("(Type a message, or /quit.)") }
        continue
      default:
        break
      }
      do {
        try await send(line)
      } catch {
        guard let message = survivable(error) else { throw error }
        print("")
        VisorCommand.printError(message)
      }
    }
  }
}

/// Lines of standard input, read on their own thread so the cooperative pool never blocks on a terminal.
enum StandardInputLines {
  static func stream() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
    Thread.detachNewThread {
      while let line = readLine(strippingNewline: true) {
        if case .terminated = continuation.yield(line) { return }
      }
      continuation.finish()
    }
    return stream
  }
}
