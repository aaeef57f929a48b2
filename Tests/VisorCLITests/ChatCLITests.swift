import Foundation
import Testing

/// `visor chat` and `visor imagine`, running the built binary on a fresh data folder.
@Suite struct ChatCLITests {
  static let environment = ProcessInfo.processInfo.environment
  static var cacheDirectory: URL {
    environment["VISOR_CACHE_DIR"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/visor")
  }
  static var chatModelInstalled: Bool {
    FileManager.default.fileExists(
      atPath: cacheDirectory.appendingPathComponent("models/smollm2-135m-instruct.gguf").path)
      && FileManager.default.isExecutableFile(
        atPath: cacheDirectory.appendingPathComponent("venv/bin/python").path)
  }
  /// The VISOR_REQUIRE_MODELS rule: run when installed, and when required (then a missing model fails).
  static var runLocal: Bool { chatModelInstalled || environment["VISOR_REQUIRE_MODELS"] == "1" }

  /// A data folder with an admin `ada`; no provider keys leak in from the environment.
  func dataDir() throws -> String {
    let dir = CLI.tempDir()
    let added = try CLI.run(["users", "add", "ada", "--admin", "--data-dir", dir])
    #expect(added.status == 0, "\(added.stderr)")
    return dir
  }

  let noProviders = ["VISOR_OPENAI_API_KEY": "", "VISOR_GEMINI_API_KEY": "", "VISOR_PROVIDER_URL": ""]

  @Test func helpNamesTheCommands() throws {
    #expect(try CLI.run(["--help"]).stdout.contains("imagine"))
    let chat = try CLI.run(["chat", "--help"])
    #expect(chat.status == 0)
    #expect(chat.stdout.contains("--message"))
    #expect(chat.stdout.contains("/new"))
    let imagine = try CLI.run(["imagine", "--help"])
    #expect(imagine.status == 0)
    #expect(imagine.stdout.contains("--size"))
  }

  @Test func badInputExitsWithAClearMessage() throws {
    let dir = try dataDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let empty = try CLI.run(["chat", "--message", "   ", "--data-dir", dir], environment: noProviders)
    #expect(empty.status == 1)
    #expect(empty.stderr.contains("empty"))
    let unknown = try CLI.run(["chat", "--model", "nope/x", "--message", "hi", "--data-dir", dir])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("nope/x"))
    let nobody = try CLI.run(["chat", "--user", "zed", "--message", "hi", "--data-dir", dir])
    #expect(nobody.status == 1)
    #expect(nobody.stderr.contains("zed"))
    #expect(try CLI.run(["imagine", "--data-dir", dir]).status == 2)
    #expect(try CLI.run(["imagine", "a", "b", "--data-dir", dir]).status == 2)

    let noProvider = try CLI.run(
      ["imagine", "a red fox", "-o", "\(dir)/fox.png", "--data-dir", dir], environment: noProviders)
    #expect(noProvider.status == 1)
    #expect(noProvider.stderr.contains("No image generation model is configured"))
    #expect(!FileManager.default.fileExists(atPath: "\(dir)/fox.png"))
  }

  @Test(.enabled(if: ChatCLITests.runLocal), .timeLimit(.minutes(3)))
  func chatsWithTheLocalModelOnceAndInteractively() throws {
    try #require(Self.chatModelInstalled, "SmolLM2 is not installed; run scripts/setup-models.sh")
    let dir = try dataDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let once = try CLI.run(
      ["chat", "--model", "local/smollm2-135m", "--message", "Say hello.", "--json", "--data-dir", dir])
    #expect(once.status == 0, "\(once.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(once.stdout.utf8)) as? [String: String])
    #expect(json["model"] == "local/smollm2-135m")
    #expect(json["reply"]?.contains { $0.isLetter } == true)

    let session = try CLI.run(
      ["chat", "--model", "local/smollm2-135m", "--data-dir", dir],
      stdin: "Hi!\n   \n/new\nName a fruit.\n/quit\nnever sent\n")
    #expect(session.status == 0, "\(session.stderr)")
    #expect(session.stdout.hasPrefix("Chatting with local/smollm2-135m as ada."))
    #expect(session.stdout.contains("New chat with local/smollm2-135m."))
    let lines = session.stdout.split(separator: "\n")
    #expect(lines.count >= 4)
  }
}
