import Foundation
import Testing
import VisorAPI

/// `visor describe --mode …` runs the channels as the built binary.
@Suite(.serialized) struct ChannelCLITests {
  static let sign = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Fixtures/scene/sign.jpg").standardizedFileURL.path

  @Test(.enabled(if: FeatureCLITests.canRunModelTests))
  func describeModeTextPrintsOnlyTheTextAndSavesTheMode() throws {
    let dir = try FeatureCLITests.dataDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let plain = try CLI.run(["describe", "--mode", "text", Self.sign, "--user", "pat", "--data-dir", dir])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "OPEN 24 HOURS")
    let json = try CLI.run([
      "describe", Self.sign, "--mode", "light", "--json", "--user", "pat", "--data-dir", dir,
    ])
    #expect(json.status == 0, "\(json.stderr)")
    let answer = try FeatureCLITests.decode(AnalyzeResponse.self, json.stdout)
    #expect(answer.mode == "light")
    #expect(answer.message.hasPrefix("It's bright: light level"), "\(answer.message)")
  }

  @Test func anUnknownModeFailsWithTheListOfModes() throws {
    let dir = try FeatureCLITests.dataDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let r = try CLI.run(["describe", "--mode", "poetry", Self.sign, "--data-dir", dir])
    #expect(r.status == 1)
    #expect(
      r.stderr.contains("describe, text, document, barcode, colour, light, people, car, cute"), "\(r.stderr)")
    let help = try CLI.run(["describe", "--help"])
    #expect(help.stdout.contains("--mode CHANNEL"))
  }
}
