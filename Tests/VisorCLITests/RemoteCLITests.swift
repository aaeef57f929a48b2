import Foundation
import Testing
import VisorAPI
import VisorTestSupport

/// `visor --server URL --token T COMMAND`: the feature commands against a running Visor, through VisorKit.
@Suite(.serialized) struct RemoteCLITests {
  /// A `visor serve` on a free port over `dataDir` with an admin token (the audio plugin tests' server).
  static func start(_ dataDir: String) throws -> (server: AudioPluginCLITests.Server, url: String) {
    let server = try AudioPluginCLITests.Server.start(dataDir: dataDir)
    return (server, "http://127.0.0.1:\(server.port)")
  }

  /// A `visor serve` whose chat model is the loopback OpenAI-compatible provider
  /// (Tests/api/loopback_provider.py), which answers "A small white hatchback is parked on a street."
  struct ProviderRig {
    let dir = CLI.tempDir()
    let provider: PythonServer
    let server: AudioPluginCLITests.Server
    var url: String { "http://127.0.0.1:\(server.port)" }

    init() throws {
      provider = try LoopbackProvider.start()
      do {
        server = try AudioPluginCLITests.Server.start(
          dataDir: dir,
          arguments: [
            "--provider-url", "http://127.0.0.1:\(provider.port)/v1", "--provider-preset", "openai",
          ])
      } catch {
        provider.stop()
        throw error
      }
    }

    func stop() {
      server.stop()
      provider.stop()
      try? FileManager.default.removeItem(atPath: dir)
    }
  }

  static let sentence = "A small white hatchback is parked on a street."

  @Test(.timeLimit(.minutes(2)))
  func anInteractiveRemoteChatStreamsRepliesAndCanBeContinued() throws {
    let rig = try ProviderRig()
    defer { rig.stop() }
    let remote = ["--server", rig.url, "--token", rig.server.token]
    let session = try CLI.run(
      remote + ["chat"], stdin: "Hi!\n   \n/new\nName a car.\n/quit\nnever sent\n")
    #expect(session.status == 0, "\(session.stderr)")
    #expect(session.stdout.hasPrefix("Chatting with "), "\(session.stdout)")
    #expect(session.stdout.contains("on \(rig.url)"), "\(session.stdout)")
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

  /// `--server` and `--token` go anywhere, as `--language` does: `visor chat --message … --server URL`.
  @Test(.timeLimit(.minutes(2)))
  func serverAndTokenAreHeardAfterTheCommandToo() throws {
    let rig = try ProviderRig()
    defer { rig.stop() }
    let after = try CLI.run([
      "chat", "--message", "Hi", "--json", "--server", rig.url, "--token", rig.server.token,
    ])
    #expect(after.status == 0, "\(after.stderr)")
    #expect(after.stdout.contains(Self.sentence), "\(after.stdout)")
    let joined = try CLI.run([
      "chat", "--server=\(rig.url)", "--message", "Hi", "--token=\(rig.server.token)",
    ])
    #expect(joined.status == 0 && joined.stdout.contains(Self.sentence), "\(joined.stderr)")
    let missing = try CLI.run(["chat", "--message", "Hi", "--server"])
    #expect(missing.status == 2 && missing.stderr.contains("--server needs a value"), "\(missing.stderr)")
    // A data-folder command still refuses --server wherever it stands.
    let admin = try CLI.run(["users", "list", "--server", rig.url])
    #expect(admin.status == 2 && admin.stderr.contains("no remote mode"), "\(admin.stderr)")
  }

  @Test(.timeLimit(.minutes(2)))
  func remoteChatErrorsSayWhatToDo() throws {
    let rig = try ProviderRig()
    defer { rig.stop() }
    let remote = ["--server", rig.url, "--token", rig.server.token]
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
      ["--server", rig.url, "--token", "vsr_" + String(repeating: "x", count: 40), "chat"], stdin: "Hi\n")
    #expect(wrong.status == 1 && wrong.stderr.lowercased().contains("token"), "\(wrong.stderr)")
    // No server at the address: a sentence naming it.
    let gone = try CLI.run(
      ["--server", "http://127.0.0.1:9", "--token", rig.server.token, "chat"], stdin: "Hi\n")
    #expect(gone.status == 1 && gone.stderr.contains("127.0.0.1:9"), "\(gone.stderr)")
  }

  /// Remote commands go over libcurl (the only transport `visor` has: it never loads
  /// FoundationNetworking, decision 068), answers and refusals alike.
  @Test(.timeLimit(.minutes(2)))
  func remoteCommandsAnswerAndRefuseOverLibcurl() throws {
    let rig = try ProviderRig()
    defer { rig.stop() }
    let remote = ["--server", rig.url, "--token", rig.server.token]
    let chat = try CLI.run(remote + ["chat"], stdin: "Hi\n")
    #expect(chat.status == 0 && chat.stdout.contains(Self.sentence), "\(chat.stderr)")
    let notAPhoto = "\(rig.dir)/not-a-photo.jpg"
    try Data("this is not a photo".utf8).write(to: URL(fileURLWithPath: notAPhoto))
    let refused = try CLI.run(remote + ["describe", notAPhoto])
    #expect(refused.status == 1)
    #expect(
      refused.stderr.contains("image") || refused.stderr.contains("photo"),
      "the server's 422 sentence: \(refused.stderr)")
  }

  @Test(.timeLimit(.minutes(2)))
  func badInputOfTheIssueEachGetsASentence() throws {
    let dir = CLI.tempDir()
    let (server, url) = try Self.start(dir)
    defer {
      server.stop()
      try? FileManager.default.removeItem(atPath: dir)
    }
    let ftp = try CLI.run(["--server", "ftp://127.0.0.1:\(server.port)", "--token", server.token, "models"])
    #expect(ftp.status == 1 && ftp.stderr.contains("Visor speaks HTTP"), "\(ftp.stderr)")
    let spaced = try CLI.run(["--server", url, "--token", "\(server.token) extra", "models"])
    #expect(spaced.status == 1 && spaced.stderr.contains("spaces or line breaks"), "\(spaced.stderr)")
    #expect(!spaced.stderr.contains(server.token), "the token is never echoed")
    let shape = try CLI.run(["--server", url, "--token", "sk-abc123", "models"])
    #expect(shape.status == 1 && shape.stderr.contains("not a Visor API token"), "\(shape.stderr)")

    // A file that is not a photo: the server's 422 sentence, word for word as the server says it
    // in-process.
    let notAPhoto = "\(dir)-not-a-photo.jpg"
    try Data("this is not a photo".utf8).write(to: URL(fileURLWithPath: notAPhoto))
    defer { try? FileManager.default.removeItem(atPath: notAPhoto) }
    let remote = try CLI.run(["--server", url, "--token", server.token, "describe", notAPhoto])
    let local = try CLI.run(["describe", notAPhoto, "--data-dir", dir])
    #expect(remote.status == 1 && local.status == 1)
    #expect(
      remote.stderr.hasPrefix("error: ") && remote.stderr == local.stderr,
      "\(remote.stderr) vs \(local.stderr)")
  }

  @Test(.timeLimit(.minutes(2)))
  func anOlderServerAndACutStreamSaySo() throws {
    // An "older Visor": models and chats exist, every reply stream is cut after its first words, and
    // there is no analyze endpoint.
    let fake = try ScriptServer.start(Self.olderServer)
    defer { fake.stop() }
    let remote = ["--server", "http://127.0.0.1:\(fake.port)", "--token", ClientToken.good]
    let session = try CLI.run(remote + ["chat"], stdin: "Hi\nAre you there?\n")
    #expect(session.status == 0, "a cut reply does not end the session: \(session.stderr)")
    #expect(session.stdout.components(separatedBy: "A small").count == 3, "\(session.stdout)")
    #expect(
      session.stderr.components(separatedBy: "was cut off before it finished").count == 3, "\(session.stderr)"
    )
    let describe = try CLI.run(remote + ["describe", FeatureCLITests.dog])
    #expect(describe.status == 1)
    #expect(describe.stderr.contains("This server does not support analyze"), "\(describe.stderr)")
  }

  static let olderServer = #"""
    import json, sys
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
    CHAT = {"id": "0b1c7a52-6f1e-4a57-9a43-3d1f0f0e9a11", "title": None, "model": "old/chat", "favorite": False,
            "createdAt": "2026-01-01T00:00:00Z", "updatedAt": "2026-01-01T00:00:00Z", "messageCount": 0,
            "lastMessagePreview": None, "snippet": None}
    class H(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        def log_message(self, *a): pass
        def reply(self, status, body):
            data = json.dumps(body).encode()
            self.send_response(status); self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data))); self.end_headers(); self.wfile.write(data)
        def handle_any(self):
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            path = self.path.split("?")[0]
            if self.command == "GET" and path == "/api/v1/models":
                return self.reply(200, {"items": [{"id": "old/chat", "capabilities": ["chat"], "state": "ready",
                                                   "defaultFor": ["chat"]}], "nextCursor": None, "capabilities": []})
            if self.command == "POST" and path == "/api/v1/chats":
                return self.reply(201, CHAT)
            if self.command == "POST" and path.endswith("/messages"):
                self.send_response(200); self.send_header("Content-Type", "text/event-stream")
                self.send_header("Transfer-Encoding", "chunked"); self.end_headers()
                event = b'event: text\ndata: {"delta":"A small"}\n\n'
                self.wfile.write(b"%x\r\n" % len(event) + event + b"\r\n" + b"40\r\nevent: te")
                self.wfile.flush(); self.close_connection = True
                return
            self.reply(404, {"error": {"code": "not_found", "message": f"No route matches {self.command} {path}."}})
        do_GET = do_POST = do_PATCH = do_DELETE = handle_any
    server = ThreadingHTTPServer(("127.0.0.1", 0), H)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#

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

  /// Issue 23's walk: with VISOR_URL set, `visor users list` made a `./data` folder where it ran and
  /// listed nobody; it refuses as `--server` does, and runs on a folder it is given.
  @Test func aDataFolderCommandWithVisorURLSetRefusesInsteadOfMakingDataHere() throws {
    let dir = CLI.tempDir()
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let environment = ["VISOR_URL": "http://127.0.0.1:9", "VISOR_TOKEN": "vsr_x"]
    let refused = try CLI.run(["users", "list"], environment: environment, directory: dir)
    #expect(refused.status == 2, "\(refused.stdout)")
    #expect(refused.stderr.contains("acts on a data folder and has no remote mode"), "\(refused.stderr)")
    #expect(refused.stderr.contains("--data-dir"), "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/data"), "a ./data folder was made")
    let named = try CLI.run(
      ["users", "add", "ada", "--data-dir", dir + "/named"], environment: environment, directory: dir)
    #expect(named.status == 0, "\(named.stderr)")
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

/// A well-shaped token no server gave out.
enum ClientToken {
  static let good = "vsr_" + String(repeating: "Ab3-_", count: 8) + "xyz"
}

/// A python HTTP server given as source, on a free port it prints first.
enum ScriptServer {
  static func start(_ source: String) throws -> PythonServer { try PythonServer.start(["-c", source]) }
}

/// Tests/api/loopback_provider.py on a free port: an OpenAI-compatible provider whose streamed answers
/// come in ten pieces `drip` seconds apart (two pieces at once without it).
enum LoopbackProvider {
  static func start(drip: Double = 0) throws -> PythonServer {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("api/loopback_provider.py")
    return try PythonServer.start([script.path, "0"] + (drip > 0 ? [String(drip)] : []))
  }
}

/// `--language` (issue 27): a tag Visor does not speak is a usage error naming those it does.
@Suite struct LanguageOptionCLITests {
  @Test func anUnsupportedLanguageIsAUsageErrorNamingTheSupportedOnes() throws {
    for arguments in [
      ["--language", "xx", "describe", "photo.jpg"], ["describe", "photo.jpg", "--language=tlh"],
    ] {
      let result = try CLI.run(arguments)
      #expect(result.status == 2, "\(arguments): \(result.stderr)")
      #expect(
        result.stderr.contains("es (Español)") && result.stderr.contains("ru (Русский)"), "\(result.stderr)")
    }
    let missing = try CLI.run(["describe", "--language"])
    #expect(missing.status == 2 && missing.stderr.contains("--language needs a value"), "\(missing.stderr)")
    let help = try CLI.run(["--help"])
    #expect(help.stdout.contains("--language TAG"), "\(help.stdout)")
  }
}
