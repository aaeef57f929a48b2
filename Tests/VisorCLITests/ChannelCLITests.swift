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

  /// Bad input says what is wrong and how to fix it: a blurred sign, a sign in the dark.
  @Test(
    .enabled(
      if: FeatureCLITests.canRunModelTests && FileManager.default.isExecutableFile(atPath: "/usr/bin/convert")
    ))
  func aBlurredOrDarkSignSaysSoAndHowToFixIt() throws {
    let dir = try FeatureCLITests.dataDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for (effect, expected) in [
      (["-blur", "0x6"], "too blurred to read; hold the phone steady"),
      // Dark as a phone sees it: little light and the sensor's noise (a dark but clean image is still read).
      (
        ["-seed", "7", "-evaluate", "multiply", "0.02", "-attenuate", "2", "+noise", "Gaussian"],
        "too dark to read anything; turn on a light"
      ),
    ] {
      let photo = dir + "/bad-\(expected.prefix(3)).jpg"
      let convert = Process()
      convert.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
      convert.arguments = [Self.sign] + effect + [photo]
      try convert.run()
      convert.waitUntilExit()
      let r = try CLI.run(["describe", "--mode", "text", photo, "--user", "pat", "--data-dir", dir])
      #expect(r.status == 0, "\(r.stderr)")
      #expect(r.stdout.contains(expected), "\(effect): \(r.stdout)")
      #expect(!r.stdout.contains("OPEN"))
    }
  }

  @Test(.enabled(if: FeatureCLITests.canRunModelTests))
  func describeModeCuteRatesWithTheCuteClassifier() throws {
    let dir = try FeatureCLITests.dataDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let cat = URL(fileURLWithPath: Self.sign).deletingLastPathComponent().appendingPathComponent(
      "chelsea.jpg"
    ).path
    let r = try CLI.run(["describe", cat, "--mode", "cute", "--json", "--user", "pat", "--data-dir", dir])
    #expect(r.status == 0, "\(r.stderr)")
    let answer = try FeatureCLITests.decode(AnalyzeResponse.self, r.stdout)
    #expect(answer.mode == "cute")
    #expect(answer.model == "local/cute")
    #expect(
      answer.message.range(of: #"^\d{1,3}% cute\. "#, options: .regularExpression) != nil, "\(answer.message)"
    )
    #expect(answer.checks == [])
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
