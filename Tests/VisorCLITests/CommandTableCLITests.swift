import Foundation
import Testing
import VisorAPI

/// `visor`'s one command table (issue 22 item 5): the help lists every command it dispatches, a typo
/// is answered with the closest command or option, and a feature command prints the same `--json`
/// on the data folder (in-process, through the application's own routes) as against a server.
@Suite(.serialized) struct CommandTableCLITests {
  /// The command names of `visor --help`'s Commands section.
  static func listedCommands() throws -> [String] {
    let help = try CLI.run(["--help"])
    #expect(help.status == 0)
    let lines = help.stdout.components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: "Commands:"))
    return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
  }

  @Test func theHelpListsEveryCommandAndEachListedCommandRuns() throws {
    let names = try Self.listedCommands()
    #expect(Set(names).count == names.count, "a command is listed twice: \(names)")
    for expected in [
      "serve", "users", "describe", "ask", "car", "garage", "classify", "chat", "imagine", "helpers",
      "models", "faces", "things", "live", "backup", "restore", "migrate", "maintenance", "config", "version",
    ] {
      #expect(names.contains(expected), "\(expected) is missing from `visor --help`")
    }
    // Every listed command is dispatched: its help answers, and says how to use it.
    for name in names where name != "version" {
      let help = try CLI.run([name, "--help"])
      #expect(help.status == 0, "\(name) --help: \(help.stderr)")
      #expect(help.stdout.contains("visor \(name)"), "\(name) --help: \(help.stdout)")
    }
    // The remote paragraph names only listed commands.
    let help = try CLI.run(["--help"]).stdout
    let lines = help.components(separatedBy: "\n")
    let intro = try #require(lines.firstIndex { $0.hasSuffix("running Visor over libcurl:") }, "\(help)")
    let remote = lines[intro + 1]
    let remoteNames = remote.components(separatedBy: ", ").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(remoteNames.count >= 8, "\(remote)")
    for name in remoteNames { #expect(names.contains(name), "remote \(name) is not a listed command") }
  }

  @Test func aTypoIsAnsweredWithTheClosestCommandOrOption() throws {
    let command = try CLI.run(["garag", "list"])
    #expect(command.status == 2)
    #expect(command.stderr.contains("unknown command \"garag\""), "\(command.stderr)")
    #expect(command.stderr.contains("did you mean `visor garage`?"), "\(command.stderr)")
    let nothingClose = try CLI.run(["frobnicate"])
    #expect(
      nothingClose.status == 2 && !nothingClose.stderr.contains("did you mean"), "\(nothingClose.stderr)")
    let option = try CLI.run(["car", "photo.jpg", "--jsn"])
    #expect(option.status == 2)
    #expect(option.stderr.contains("unknown option --jsn"), "\(option.stderr)")
    #expect(option.stderr.contains("did you mean --json?"), "\(option.stderr)")
  }

  /// The same command, once on the data folder and once through `--server` against a `visor serve` of
  /// that folder, prints the same JSON: both are the API's answer, through the same routes.
  @Test(.timeLimit(.minutes(3)))
  func localAndRemoteJSONAreTheSame() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(try CLI.run(["users", "add", "sister", "--data-dir", dir]).status == 0)
    let server = try AudioPluginCLITests.Server.start(dataDir: dir)
    defer { server.stop() }
    let remote = ["--server", "http://127.0.0.1:\(server.port)", "--token", server.token]
    let local = ["--user", "tester", "--data-dir", dir]

    // Made locally, seen remotely, and the other way round.
    let invite = try CLI.run(["helpers", "invite", "sister", "--json"] + local)
    #expect(invite.status == 0, "\(invite.stderr)")
    var commands = [["helpers", "list", "--json"], ["garage", "list", "--json"]]
    if FeatureCLITests.canRunModelTests {
      let car = try CLI.run(
        remote + ["car", FeatureCLITests.dog, "--crop", "0.56,0.087,0.43,0.3125", "--json"])
      #expect(car.status == 0, "\(car.stderr)")
      let id = try #require(try FeatureCLITests.decode(CarIdentifyResponse.self, car.stdout).car?.id)
      commands += [
        ["garage", "show", id, "--json"], ["classify", FeatureCLITests.baboon, "--json"],
        ["classify", FeatureCLITests.baboon, "--model", "cute", "--json"],
      ]
    }
    for command in commands {
      let here = try CLI.run(command + local)
      let there = try CLI.run(remote + command)
      #expect(here.status == 0 && there.status == 0, "\(command): \(here.stderr) \(there.stderr)")
      #expect(here.stdout.count > 10, "\(command): \(here.stdout)")
      #expect(here.stdout == there.stdout, "\(command):\nlocal  \(here.stdout)\nremote \(there.stdout)")
    }
    // A refusal is the server's sentence in both modes too.
    let here = try CLI.run(["garage", "show", "00000000-0000-4000-8000-000000000000"] + local)
    let there = try CLI.run(remote + ["garage", "show", "00000000-0000-4000-8000-000000000000"])
    #expect(here.status == 1 && there.status == 1)
    #expect(
      !here.stderr.isEmpty && here.stderr == there.stderr, "local \(here.stderr) remote \(there.stderr)")
  }
}
