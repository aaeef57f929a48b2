import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// "Too blurred to read" (issue 14, bad input): the variance of the Laplacian at 640 px, calibrated
/// on the honesty sets and the text fixtures against their own blurred copies (ImageMagick).
@Suite(
  .enabled(if: HonestySet.installed && FileManager.default.isExecutableFile(atPath: "/usr/bin/convert")),
  .serialized)
struct SharpnessTests {
  static func sharpness(_ data: Data) throws -> Double {
    let image = try DecodedImage(encoded: data, channels: 3)
    let gray = try image.converted(channels: 1, maxSide: Sharpness.side)
    return gray.withPixels { Sharpness.measure(gray: $0, width: gray.width, height: gray.height) }
  }

  /// The photo at 640 px blurred with a Gaussian of `sigma` pixels (a phone that moved or missed focus).
  static func blurred(_ url: URL, sigma: Double) throws -> Data {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("visor-blur-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
    process.arguments = [url.path, "-resize", "640x640", "-blur", "0x\(sigma)", out.path]
    try process.run()
    process.waitUntilExit()
    return try Data(contentsOf: out)
  }

  @Test func blurredCopiesFallBelowTheThresholdAndTheTextPhotosStayAbove() throws {
    let photos = try HonestySet.load().map(\.url) + ["sign.jpg", "plate.jpg", "chelsea.jpg"].map {
      SceneFixtures.local.appendingPathComponent($0)
    }
    var sharp: [(String, Double)] = []
    var soft: [(String, Double)] = []
    for url in photos where FileManager.default.fileExists(atPath: url.path) {
      sharp.append((url.lastPathComponent, try Self.sharpness(try Data(contentsOf: url))))
      soft.append((url.lastPathComponent, try Self.sharpness(try Self.blurred(url, sigma: 3))))
    }
    let sortedSharp = sharp.sorted { $0.1 < $1.1 }
    print("[sharpness] photos, lowest first: \(sortedSharp.prefix(12).map { "\($0.0)=\(Int($0.1))" })")
    print("[sharpness] blurred 0x3, highest first: \(soft.sorted { $0.1 > $1.1 }.prefix(8).map { "\($0.0)=\(Int($0.1))" })")
    let below = sharp.filter { $0.1 < Sharpness.blurred }
    print("[sharpness] \(below.count) of \(sharp.count) unblurred photos under \(Sharpness.blurred): \(below.map(\.0))")
    // Every blurred copy is called blurred; the photos that carry text are not.
    for (name, value) in soft { #expect(value < Sharpness.blurred, "\(name) blurred: \(value)") }
    for (name, value) in sharp where ["sign.jpg", "plate.jpg", "dog.jpg", "person.jpg"].contains(name) {
      #expect(value >= Sharpness.blurred, "\(name): \(value)")
    }
    // Real photos are not called blurred: at most the flat microscope image (cell.png).
    #expect(below.count <= 1, "\(below)")
  }

  @Test func aBlurredSignIsAnsweredWithHowToFixIt() throws {
    let sign = SceneFixtures.local.appendingPathComponent("sign.jpg")
    let value = try Self.sharpness(try Self.blurred(sign, sigma: 6))
    let facts = SceneFacts(light: LightReading(level: 80, description: .bright, from: nil))
    var blurred = facts
    blurred.sharpness = value
    #expect(
      ChannelAnswer.sentences(for: .text, facts: blurred)
        == ["The photo is too blurred to read; hold the phone steady and let it focus before you take it."])
    #expect(
      ChannelAnswer.sentences(for: .barcode, facts: blurred)
        == ["The photo is too blurred to find a code; hold the phone steady and let it focus before you take it."])
    // A decoded code wins over the measure (zbar read it after all).
    var read = blurred
    read.barcodes = [DecodedBarcode(symbology: "EAN-8", payload: Array("96385074".utf8), box: PixelBox(x: 0, y: 0, width: 1, height: 1))]
    #expect(ChannelAnswer.sentences(for: .barcode, facts: read) == ["It's an EAN-8 product code: 96385074."])
    // Sharp and bright with nothing read: the ordinary "no text" answer, not "blurred".
    var sharp = facts
    sharp.sharpness = try Self.sharpness(try Data(contentsOf: sign))
    #expect(ChannelAnswer.sentences(for: .text, facts: sharp).first?.contains("blurred") == false)
    // Dark comes first: more light is the first fix.
    var dark = blurred
    dark.light = LightReading(level: 5, description: .dark, from: nil)
    #expect(ChannelAnswer.sentences(for: .text, facts: dark).first?.contains("too dark") == true)
    #expect(ChannelAnswer.sentences(for: .text, facts: dark).first?.contains("turn on a light") == true)
  }
}
