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
