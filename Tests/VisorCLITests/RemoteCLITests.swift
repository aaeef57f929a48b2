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
