import Foundation
import Testing
import VisorAPI

/// `visor --server URL --token T COMMAND`: the feature commands against a running Visor, through VisorKit.
@Suite(.serialized) struct RemoteCLITests {
  /// A `visor serve` on a free port over `dataDir` with an admin token (the audio plugin tests' server).
  static func start(_ dataDir: String) throws -> (server: AudioPluginCLITests.Server, url: String) {
    let server = try AudioPluginCLITests.Server.start(dataDir: dataDir)
    return (server, "http://127.0.0.1:\(server.port)")
  }

  /// A `visor serve` whose chat model is the loopback OpenAI-compatible provider
  /// (Tests/api/loopback_provider.py), which answers "A small white hatchback is parked on a street."
  static func startWithProvider(_ dataDir: String, drip: Double = 0) throws -> (
    server: AudioPluginCLITests.Server, url: String, provider: LoopbackProvider
  ) {
    let provider = try LoopbackProvider.start(drip: drip)
    do {
      let server = try AudioPluginCLITests.Server.start(
        dataDir: dataDir,
        arguments: ["--provider-url", "http://127.0.0.1:\(provider.port)/v1", "--provider-preset", "openai"])
      return (server, "http://127.0.0.1:\(server.port)", provider)
    } catch {
      provider.stop()
      throw error
    }
  }

  static let sentence = "A small white hatchback is parked on a street."

  @Test(.timeLimit(.minutes(2)))
  func anInteractiveRemoteChatStreamsRepliesAndCanBeContinued() throws {
    let dir = CLI.tempDir()
    let (server, url, provider) = try Self.startWithProvider(dir)
    defer {
      server.stop()
      provider.stop()
      try? FileManager.default.removeItem(atPath: dir)
    }
    let remote = ["--server", url, "--token", server.token]
    let session = try CLI.run(
      remote + ["chat"], stdin: "Hi!\n   \n/new\nName a car.\n/quit\nnever sent\n")
    #expect(session.status == 0, "\(session.stderr)")
    #expect(session.stdout.hasPrefix("Chatting with "), "\(session.stdout)")
    #expect(session.stdout.contains("on \(url)"), "\(session.stdout)")
    #expect(
      session.stdout.components(separatedBy: Self.sentence).count == 3, "two replies: \(session.stdout)")
    #expect(session.stdout.contains("New chat with "))
    let marker = "Continue this chat: visor chat --chat "
    let chatID = try #require(
      session.stderr.components(separatedBy: marker).last?.prefix { !$0.isWhitespace }, "\(session.stderr)")
    #expect(chatID.count == 36, "\(session.stderr)")

    // --chat ID goes on with the second chat; end of input (Ctrl-D) ends the session.
    let again = try CLI.run(remote + ["chat", "--chat", String(chatID)], stdin: "And its colour?\n")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains(Self.sentence))
    #expect(again.stderr.contains(marker + chatID))
    let once = try CLI.run(remote + ["chat", "--chat", String(chatID), "--message", "Once more", "--json"])
    #expect(once.status == 0, "\(once.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(once.stdout.utf8)) as? [String: String])
    #expect(json["chatId"] == String(chatID) && json["reply"] == Self.sentence)

    // Without --chat, --message starts a new chat.
    let fresh = try CLI.run(remote + ["chat", "--message", "Fresh", "--json"])
    let freshJSON = try JSONSerialization.jsonObject(with: Data(fresh.stdout.utf8)) as? [String: String]
    #expect(fresh.status == 0 && freshJSON?["chatId"] != String(chatID), "\(fresh.stderr)")
  }

  @Test(.timeLimit(.minutes(2)))
  func remoteChatErrorsSayWhatToDo() throws {
    let dir = CLI.tempDir()
    let (server, url, provider) = try Self.startWithProvider(dir)
    defer {
      server.stop()
      provider.stop()
      try? FileManager.default.removeItem(atPath: dir)
    }
    let remote = ["--server", url, "--token", server.token]
    let missing = try CLI.run(remote + ["chat", "--chat", UUID().uuidString.lowercased()], stdin: "Hi\n")
    #expect(missing.status == 1)
    #expect(missing.stderr.lowercased().contains("chat"), "\(missing.stderr)")
    let model = try CLI.run(remote + ["chat", "--model", "nope/x"], stdin: "Hi\n")
    #expect(model.status == 1 && model.stderr.contains("nope/x"), "\(model.stderr)")
    let empty = try CLI.run(remote + ["chat", "--message", "   "])
    #expect(empty.status == 1 && empty.stderr.contains("empty"), "\(empty.stderr)")
    let user = try CLI.run(remote + ["chat", "--user", "ada"], stdin: "")
    #expect(user.status == 2 && user.stderr.contains("token says who you are"), "\(user.stderr)")
    // A bad token ends the session before it starts.
    let wrong = try CLI.run(
      ["--server", url, "--token", "vsr_" + String(repeating: "x", count: 40), "chat"], stdin: "Hi\n")
    #expect(wrong.status == 1 && wrong.stderr.lowercased().contains("token"), "\(wrong.stderr)")
    // No server at the address: a sentence naming it.
    let gone = try CLI.run(
      ["--server", "http://127.0.0.1:9", "--token", server.token, "chat"], stdin: "Hi\n")
    #expect(gone.status == 1 && gone.stderr.contains("127.0.0.1:9"), "\(gone.stderr)")
  }

  @Test(.timeLimit(.minutes(2)))
  func bothTransportsGiveTheSameAnswers() throws {
    let dir = CLI.tempDir()
    let (server, url, provider) = try Self.startWithProvider(dir)
    defer {
      server.stop()
      provider.stop()
      try? FileManager.default.removeItem(atPath: dir)
    }
    let remote = ["--server", url, "--token", server.token]
    for transport in ["curl", "urlsession"] {
      let chat = try CLI.run(
        remote + ["chat"], stdin: "Hi\n", environment: ["VISOR_TRANSPORT": transport])
      #expect(chat.status == 0 && chat.stdout.contains(Self.sentence), "\(transport): \(chat.stderr)")
      let notAPhoto = "\(dir)/not-a-photo.jpg"
      try Data("this is not a photo".utf8).write(to: URL(fileURLWithPath: notAPhoto))
      let refused = try CLI.run(
        remote + ["describe", notAPhoto], environment: ["VISOR_TRANSPORT": transport])
      #expect(refused.status == 1, "\(transport)")
      #expect(
        refused.stderr.contains("image") || refused.stderr.contains("photo"),
        "the server's 422 sentence: \(refused.stderr)")
    }
  }

  @Test(.enabled(if: FeatureCLITests.canRunModelTests))
  func featureCommandsRunAgainstTheServerAndLandInItsHistory() throws {
    let dir = CLI.tempDir()
    let (server, url) = try Self.start(dir)
    defer {
      server.stop()
      try? FileManager.default.removeItem(atPath: dir)
    }
    let remote = ["--server", url, "--token", server.token]
    let described = try CLI.run(remote + ["describe", FeatureCLITests.dog, "--json"])
    #expect(described.status == 0, "\(described.stderr)")
    let analysis = try FeatureCLITests.decode(AnalyzeResponse.self, described.stdout)
    #expect(!analysis.message.isEmpty)
    // The same analysis, asked about again, by the server that saved it.
    let asked = try CLI.run(remote + ["ask", "--about", analysis.id, "What colour is it?"])
    #expect(asked.status == 0, "\(asked.stderr)")
    #expect(!asked.stdout.isEmpty)

    let text = try CLI.run(remote + ["describe", "--mode", "text", ChannelCLITests.sign])
    #expect(
      text.status == 0 && text.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "OPEN 24 HOURS",
      "\(text.stdout)")
    let car = try CLI.run(remote + ["car", FeatureCLITests.dog, "--json"])
    #expect(car.status == 0, "\(car.stderr)")
    let classify = try CLI.run(remote + ["classify", FeatureCLITests.dog])
    #expect(classify.status == 0 && classify.stdout.contains("model: local/imagenet"), "\(classify.stdout)")
    let models = try CLI.run(remote + ["models", "list"])
    #expect(models.status == 0 && models.stdout.contains("local/scene"), "\(models.stdout)")

    // The environment works as the flags do, and the plain text answer streams the message.
    let viaEnvironment = try CLI.run(
      ["describe", FeatureCLITests.dog], environment: ["VISOR_URL": url, "VISOR_TOKEN": server.token])
    #expect(viaEnvironment.status == 0, "\(viaEnvironment.stderr)")
    #expect(viaEnvironment.stderr.contains("visor ask --about "), "\(viaEnvironment.stderr)")
  }

  @Test func aBadTokenAnUnreachableServerAndABadURLEachSaySo() throws {
    let dir = CLI.tempDir()
    let (server, url) = try Self.start(dir)
    defer {
      server.stop()
      try? FileManager.default.removeItem(atPath: dir)
    }
    let wrong = try CLI.run([
      "--server", url, "--token", "vsr_" + String(repeating: "x", count: 40), "models", "list",
    ])
    #expect(wrong.status == 1)
    #expect(wrong.stderr.lowercased().contains("token"), "\(wrong.stderr)")

    let nowhere = try CLI.run(["--server", "http://127.0.0.1:9", "--token", server.token, "models", "list"])
    #expect(nowhere.status == 1)
    #expect(nowhere.stderr.contains("127.0.0.1:9"), "names the URL: \(nowhere.stderr)")

    let schemeless = try CLI.run(["--server", "localhost:8080", "--token", server.token, "models", "list"])
    #expect(schemeless.status == 1)
    #expect(schemeless.stderr.contains("http"), "\(schemeless.stderr)")

    let local = try CLI.run(["--server", url, "--token", server.token, "users", "list"])
    #expect(local.status == 2)
    #expect(local.stderr.contains("no remote mode"), "\(local.stderr)")
    let tokenless = try CLI.run(["--server", url, "models", "list"], environment: ["VISOR_TOKEN": ""])
    #expect(tokenless.status == 2)
  }
}

/// Tests/api/loopback_provider.py on a free port: an OpenAI-compatible provider whose streamed answers
/// come in ten pieces `drip` seconds apart (two pieces at once without it).
struct LoopbackProvider {
  let process: Process
  let port: Int

  static func start(drip: Double = 0) throws -> LoopbackProvider {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("api/loopback_provider.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [script.path, "0"] + (drip > 0 ? [String(drip)] : [])
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    var text = ""
    while !text.contains("\n") {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    guard let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      process.terminate()
      throw AudioPluginCLITests.CLIError.noPort(text)
    }
    return LoopbackProvider(process: process, port: port)
  }

  /// SIGKILL: a child of the test process starts with SIGTERM blocked (the mask is inherited), and
  /// python does not unblock it.
  func stop() {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}
