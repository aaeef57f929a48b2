import Foundation
import Testing
import VisorAPI

/// `visor helpers` on a data folder (issue 28): invite, accept, list both ways (text and JSON),
/// helpers for everyone, remove, and the refusals said in a sentence.
@Suite(.serialized) struct HelpersCLITests {
  @Test func invitationsAreAcceptedListedAndRemovedFromTheCommandLine() throws {
    let dir = CLI.tempDir()
    for name in ["ada", "sister", "staff"] {
      #expect(try CLI.run(["users", "add", name, "--data-dir", dir]).status == 0)
    }
    let invite = try CLI.run(["helpers", "invite", "sister", "--user", "ada", "--json", "--data-dir", dir])
    #expect(invite.status == 0, "\(invite.stderr)")
    let link = try FeatureCLITests.decode(HelperResponse.self, invite.stdout)
    #expect(link.username == "sister" && link.status == "invited")
    let id = try #require(link.id)

    let twice = try CLI.run(["helpers", "invite", "sister", "--user", "ada", "--data-dir", dir])
    #expect(twice.status != 0 && twice.stderr.contains("already invited"))
    let wrong = try CLI.run(["helpers", "accept", id, "--user", "staff", "--data-dir", dir])
    #expect(wrong.status != 0 && wrong.stderr.contains("No invitation"))
    let accept = try CLI.run(["helpers", "accept", id, "--user", "sister", "--data-dir", dir])
    #expect(accept.status == 0 && accept.stdout.contains("sister now helps ada"), "\(accept.stderr)")

    #expect(try CLI.run(["helpers", "everyone", "staff", "--data-dir", dir]).status == 0)
    let listed = try CLI.run(["helpers", "list", "--user", "ada", "--json", "--data-dir", dir])
    let both = try FeatureCLITests.decode(HelpersResponse.self, listed.stdout)
    #expect(both.helpers.map(\.username) == ["sister", "staff"])
    #expect(both.helpers.map(\.status) == ["accepted", "accepted"])
    #expect(both.helpers.last?.everyone == true)
    let theirs = try CLI.run(["helpers", "list", "--user", "sister", "--data-dir", dir])
    #expect(theirs.stdout.contains("helping  ada  accepted  \(id)"))

    #expect(try CLI.run(["helpers", "remove", id, "--user", "sister", "--data-dir", dir]).status == 0)
    #expect(try CLI.run(["helpers", "everyone", "staff", "--off", "--data-dir", dir]).status == 0)
    let none = try CLI.run(["helpers", "list", "--user", "ada", "--data-dir", dir])
    #expect(none.stdout.contains("No helpers yet."))
    #expect(try CLI.run(["helpers", "invite", "--user", "ada", "--data-dir", dir]).status == 2)
  }
}

/// `visor --server URL --token T helpers …` (issue 28): the same commands as the token's user.
@Suite struct RemoteHelpersCLITests {
  @Test(.timeLimit(.minutes(2)))
  func helpersAreInvitedAcceptedListedAndRemovedRemotely() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let server = try AudioPluginCLITests.Server.start(dataDir: dir)
    defer { server.stop() }
    let added = try CLI.run(["users", "add", "sister", "--json", "--data-dir", dir])
    #expect(added.status == 0, "\(added.stderr)")
    let sisterToken = try #require(
      (try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any])?["token"] as? String
    )
    let url = "http://127.0.0.1:\(server.port)"
    let asTester = ["--server", url, "--token", server.token, "helpers"]
    let asSister = ["--server", url, "--token", sisterToken, "helpers"]

    let invite = try CLI.run(asTester + ["invite", "sister", "--json"])
    #expect(invite.status == 0, "\(invite.stderr)")
    let id = try #require(try FeatureCLITests.decode(HelperResponse.self, invite.stdout).id)
    let pending = try CLI.run(asSister + ["list"])
    #expect(pending.stdout.contains("helping  tester  invited  \(id)"), "\(pending.stdout)")
    let accept = try CLI.run(asSister + ["accept", id])
    #expect(accept.status == 0 && accept.stdout.contains("You now help tester"), "\(accept.stderr)")
    let listed = try CLI.run(asTester + ["list", "--json"])
    #expect(
      try FeatureCLITests.decode(HelpersResponse.self, listed.stdout).helpers.map(\.status) == ["accepted"])

    // An admin makes someone a helper for everyone remotely too; --user is refused (the token says who).
    let everyone = try CLI.run(asTester + ["everyone", "sister"])
    #expect(
      everyone.status == 0 && everyone.stdout.contains("sister is a helper for everyone"),
      "\(everyone.stderr)")
    let user = try CLI.run(asTester + ["list", "--user", "sister"])
    #expect(user.status == 2 && user.stderr.contains("the token says who you are"), "\(user.stderr)")
    let nobody = try CLI.run(asTester + ["invite", "nobody"])
    #expect(nobody.status == 1 && !nobody.stderr.isEmpty)

    let removed = try CLI.run(asTester + ["remove", id])
    #expect(removed.status == 0 && removed.stdout.contains("Removed."), "\(removed.stderr)")
    #expect(try CLI.run(asSister + ["list"]).stdout.contains("helping  tester") == false)
  }
}
