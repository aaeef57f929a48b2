import Foundation
import Testing

/// `visor users quota NAME`: shows a user's limits and usage, sets and clears their overrides.
@Suite struct QuotaCLITests {
  @Test func quotaShowsSetsAndClearsAUsersLimits() throws {
    let dir = CLI.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(try CLI.run(["users", "add", "ada", "--data-dir", dir]).status == 0)

    let plain = try CLI.run(["users", "quota", "ada", "--data-dir", dir])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stdout.contains("requests per minute: unlimited"), "\(plain.stdout)")
    #expect(plain.stdout.contains("analyses per day: unlimited"), "\(plain.stdout)")

    // The server's default comes from the same settings `visor serve` reads.
    let defaulted = try CLI.run(
      ["users", "quota", "ada", "--data-dir", dir], environment: ["VISOR_REQUESTS_PER_MINUTE": "60"])
    #expect(defaulted.status == 0, "\(defaulted.stderr)")
    #expect(defaulted.stdout.contains("requests per minute: 60 (the default), 0 used, 60 left until "))

    let set = try CLI.run([
      "users", "quota", "ada", "--analyses-per-day", "5", "--requests-per-minute=0", "--data-dir", dir,
    ])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(
      set.stdout.contains("analyses per day: 5 (set for this user), 0 used, 5 left until "), "\(set.stdout)")
    #expect(set.stdout.contains("requests per minute: 0 (set for this user)"), "\(set.stdout)")

    let json = try CLI.run(["users", "quota", "ada", "--json", "--data-dir", dir])
    #expect(json.status == 0, "\(json.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let day = try #require(object["analysesPerDay"] as? [String: Any])
    #expect(day["limit"] as? Int == 5)
    #expect(day["remaining"] as? Int == 5)
    #expect((day["resetsAt"] as? String)?.hasSuffix("T00:00:00Z") == true, "\(json.stdout)")

    // `default` clears one override; the other stays.
    let cleared = try CLI.run(["users", "quota", "ada", "--analyses-per-day", "default", "--data-dir", dir])
    #expect(cleared.status == 0, "\(cleared.stderr)")
    #expect(cleared.stdout.contains("analyses per day: unlimited"), "\(cleared.stdout)")
    #expect(cleared.stdout.contains("requests per minute: 0 (set for this user)"), "\(cleared.stdout)")

    // Bad input: a negative number, a word, an unknown user.
    for value in ["-3", "lots", "1.5"] {
      let bad = try CLI.run(["users", "quota", "ada", "--requests-per-minute", value, "--data-dir", dir])
      #expect(bad.status == 2, "\(value): \(bad.stdout)")
      #expect(bad.stderr.contains("whole number from 0") && bad.stderr.contains("default"), "\(bad.stderr)")
    }
    let nobody = try CLI.run(["users", "quota", "nobody", "--data-dir", dir])
    #expect(nobody.status == 1)
    #expect(nobody.stderr.contains("There is no user \"nobody\""), "\(nobody.stderr)")

    let help = try CLI.run(["users", "quota", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("visor users quota NAME"))
    #expect(help.stdout.contains("--analyses-per-day N|default"))
    let serveHelp = try CLI.run(["serve", "--help"])
    #expect(
      serveHelp.stdout.contains("--requests-per-minute")
        && serveHelp.stdout.contains("VISOR_ANALYSES_PER_DAY"))
  }
}
