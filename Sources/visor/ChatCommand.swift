import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorServer
import VisorStore

#if canImport(Glibc)
  import Glibc
#endif

/// Shared by `chat` and `imagine`: the settings flags they take for the data folder.
enum InProcessFeature {
  /// Every setting except the ones that only matter to a listening server.
  static let settingOptions = CommandSpec.commandSettingOptions

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
        if interactive { print(CLIWords.text("cli.chat.typeSomething")) }
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
