import Foundation
import Testing
import VisorCore

/// Runs the built `visor` binary (next to the test bundle, or $VISOR_BINARY).
struct CLI {
  static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["VISOR_BINARY"] { return URL(fileURLWithPath: path) }
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var dir = testBinary.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("visor")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/visor")
  }

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// This process's environment for a `visor` run, with `extra` on top. visor writes its own lines in
  /// the terminal's language (issue 27): the tests read English unless they set LANG, LC_ALL or
  /// --language themselves.
  static func environment(_ extra: [String: String]) -> [String: String] {
    var env = ProcessInfo.processInfo.environment
    env["VISOR_PASSWORD_STRENGTH"] = "minimal"
    for name in ["LC_ALL", "LC_MESSAGES", "VISOR_LANGUAGE"] { env[name] = nil }
    env["LANG"] = "C.UTF-8"
    for (k, v) in extra { env[k] = v }
    return env
  }

  /// Runs to completion, reading both pipes before waiting (so large output cannot deadlock).
  static func run(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], directory: String? = nil
  ) throws -> Result {
    let process = ChildProcess()
    process.executableURL = binary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.environment = Self.environment(environment)
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let group = DispatchGroup()
    nonisolated(unsafe) var outData = Data()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      outData = out.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    errData = err.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  static func tempDir() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("visor-cli-\(UUID().uuidString)").path
  }

  /// Stops a child (`visor serve`): `signal` (SIGTERM, the graceful stop `visor serve` handles), then
  /// SIGKILL if it still runs after `grace`, so a child that does not stop fails its test rather than
  /// hanging the run. Returns whether it stopped before SIGKILL.
  @discardableResult
  static func stop(_ process: ChildProcess, signal: Int32 = SIGTERM, grace: TimeInterval = 20) -> Bool {
    if process.isRunning { kill(process.processIdentifier, signal) }
    let deadline = Date().addingTimeInterval(grace)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    let stopped = !process.isRunning
    if !stopped { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return stopped
  }
}

@Suite struct CLITests {
  @Test func helpAndVersion() throws {
    let help = try CLI.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("serve"))
    #expect(help.stdout.contains("users"))
    let serveHelp = try CLI.run(["serve", "--help"])
    #expect(serveHelp.status == 0)
    #expect(serveHelp.stdout.contains("--data-dir"))
    #expect(serveHelp.stdout.contains("VISOR_PORT"))
    for sub in ["add", "list", "remove", "token", "code", "passwd"] {
      let r = try CLI.run(["users", sub, "--help"])
      #expect(r.status == 0, "users \(sub) --help")
      #expect(r.stdout.contains("visor users \(sub) "))
    }
    let version = try CLI.run(["version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("visor "))
  }

  @Test func usageMistakesExitWithTwo() throws {
    #expect(try CLI.run(["frobnicate"]).status == 2)
    #expect(try CLI.run([]).status == 2)
    let badFlag = try CLI.run(["users", "list", "--colour"])
    #expect(badFlag.status == 2)
    #expect(badFlag.stderr.contains("--colour"))
    #expect(try CLI.run(["users", "add"]).status == 2)
    #expect(try CLI.run(["serve", "--port"]).status == 2)
  }

  @Test func usersAddPrintsATokenAsJSONAndListsUsers() throws {
    let dir = CLI.tempDir()
    let added = try CLI.run(
      ["users", "add", "zoe", "--admin", "--password-stdin", "--json", "--data-dir", dir],
      stdin: "zoe's long password\n")
    #expect(added.status == 0, "\(added.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any])
    #expect((object["token"] as? String)?.hasPrefix("vsr_") == true)
    #expect(object["isAdmin"] as? Bool == true)
    let duplicate = try CLI.run(["users", "add", "zoe", "--data-dir", dir])
    #expect(duplicate.status == 1)
    #expect(duplicate.stderr.contains("zoe") || duplicate.stderr.contains("taken"))
    let list = try CLI.run(["users", "list", "--data-dir", dir])
    #expect(list.status == 0)
    #expect(list.stdout.contains("zoe"))
    let token = try CLI.run(["users", "token", "zoe", "--data-dir", dir])
    #expect(token.stdout.hasPrefix("vsr_"))
    let missing = try CLI.run(["users", "token", "nobody", "--data-dir", dir])
    #expect(missing.status == 1)
    #expect(try CLI.run(["users", "remove", "zoe", "--data-dir", dir]).status == 0)
    #expect(!(try CLI.run(["users", "list", "--data-dir", dir]).stdout.contains("zoe")))
  }

  @Test func configShowRedactsSecrets() throws {
    let shown = try CLI.run(
      ["config", "show", "--port", "9999"], environment: ["VISOR_OPENAI_API_KEY": "sk-should-not-appear"])
    #expect(shown.status == 0)
    #expect(shown.stdout.contains("port = 9999 [flag]"))
    #expect(!shown.stdout.contains("sk-should-not-appear"))
    #expect(shown.stdout.contains("openaiApiKey = <redacted"))
  }

  /// A true-by-default setting is turned off with `--name=false`, over the environment too.
  @Test func aBooleanSettingIsTurnedOffWithEqualsFalse() throws {
    let off = try CLI.run(
      ["config", "show", "--cross-checks=false"], environment: ["VISOR_CROSS_CHECKS": "true"])
    #expect(off.status == 0, "\(off.stderr)")
    #expect(off.stdout.contains("crossChecks = false [flag]"), "\(off.stdout)")
    let on = try CLI.run(["config", "show"])
    #expect(on.stdout.contains("crossChecks = true"), "\(on.stdout)")
  }

  @Test func serveCreatesTheFirstAdminAndStopsGracefullyOnSIGTERM() throws {
    let dir = CLI.tempDir()
    let (process, out) = try CLI.startServe(dataDir: dir)
    // Read until the sign-in code appears (bounded).
    let text = CLI.read(out, until: "one-time code", seconds: 30)
    #expect(text.contains("Visor is running at http://127.0.0.1:"))
    #expect(text.contains("created the admin account \"admin\""))
    #expect(CLI.stop(process), "visor serve did not stop within 20 s of SIGTERM")
    #expect(process.terminationStatus == 0)
  }
}

@Suite struct ModelsCLITests {
  static let cache =
    ProcessInfo.processInfo.environment["VISOR_CACHE_DIR"] ?? (NSHomeDirectory() + "/.cache/visor")
  static var classifierInstalled: Bool {
    FileManager.default.fileExists(atPath: cache + "/models/efficientnet-lite0.onnx")
      || ProcessInfo.processInfo.environment["VISOR_REQUIRE_MODELS"] == "1"
  }

  @Test func warmingAnUnknownModelFailsWithAHint() throws {
    let result = try CLI.run(["models", "warm", "acme/nothing", "--data-dir", CLI.tempDir()])
    #expect(result.status == 1)
    #expect(result.stderr.contains("visor models list"))
  }

  @Test(.enabled(if: classifierInstalled, "needs the classifier: run scripts/setup.sh"))
  func warmingLoadsAModelAndReportsItsMemory() throws {
    let result = try CLI.run(["models", "warm", "local/imagenet", "--data-dir", CLI.tempDir()])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("ok    local/imagenet: loaded"))
    #expect(result.stdout.contains(" MB"))
  }
}
