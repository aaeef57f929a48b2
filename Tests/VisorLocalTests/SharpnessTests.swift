import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// "Too blurred to read" (issue 14, bad input): the variance of the Laplacian at 640 px, calibrated
/// on the honesty sets and the text fixtures against their own blurred copies.
@Suite(.enabled(if: HonestySet.installed), .serialized)
struct SharpnessTests {
  /// The gray copy the measure is taken on.
  static func gray(_ data: Data) throws -> (pixels: [UInt8], width: Int, height: Int) {
    // Shrunk on decode to twice the measured size (the server's upload is already ≤ 3000 px).
    let image = try DecodedImage(encoded: data, channels: 3, maxSide: 2 * Sharpness.side)
    let gray = try image.converted(channels: 1, maxSide: Sharpness.side)
    return (gray.withPixels { Array($0) }, gray.width, gray.height)
  }

  static func sharpness(_ gray: (pixels: [UInt8], width: Int, height: Int)) -> Double {
    gray.pixels.withUnsafeBufferPointer {
      Sharpness.measure(gray: $0, width: gray.width, height: gray.height)
    }
  }

  static func sharpness(_ data: Data) throws -> Double { sharpness(try gray(data)) }

  /// The 640 px copy blurred like a phone that moved or missed focus: three box blurs of radius 3
  /// (≈ a Gaussian of σ 3.5 px). Done here rather than with ImageMagick: no process per photo.
  static func blurred(_ gray: (pixels: [UInt8], width: Int, height: Int), radius: Int = 3) -> (
    pixels: [UInt8], width: Int, height: Int
  ) {
    var pixels = gray.pixels.map(Double.init)
    let (w, h) = (gray.width, gray.height)
    let width = Double(2 * radius + 1)
    // One box blur along a line of `count` values `stride` apart, as a running sum (edges clamped).
    func box(_ line: inout [Double], start: Int, count: Int, stride: Int) {
      let values = (0..<count).map { line[start + $0 * stride] }
      var sum = (-radius...radius).reduce(0.0) { $0 + values[min(max($1, 0), count - 1)] }
      for i in 0..<count {
        line[start + i * stride] = sum / width
        sum += values[min(i + radius + 1, count - 1)] - values[max(i - radius, 0)]
      }
    }
    for _ in 0..<3 {
      for y in 0..<h { box(&pixels, start: y * w, count: w, stride: 1) }
      for x in 0..<w { box(&pixels, start: x, count: h, stride: w) }
    }
    return (pixels.map { UInt8(max(0, min(255, $0.rounded()))) }, w, h)
  }

  @Test func blurredCopiesFallBelowTheThresholdAndTheTextPhotosStayAbove() throws {
    let photos =
      try HonestySet.load().map(\.url)
      + ["sign.jpg", "plate.jpg", "chelsea.jpg"].map {
        SceneFixtures.local.appendingPathComponent($0)
      }
    var sharp: [(String, Double)] = []
    var soft: [(String, Double)] = []
    for url in photos where FileManager.default.fileExists(atPath: url.path) {
      let gray = try Self.gray(try Data(contentsOf: url))
      sharp.append((url.lastPathComponent, Self.sharpness(gray)))
      soft.append((url.lastPathComponent, Self.sharpness(Self.blurred(gray))))
    }
    let sortedSharp = sharp.sorted { $0.1 < $1.1 }
    print("[sharpness] photos, lowest first: \(sortedSharp.prefix(12).map { "\($0.0)=\(Int($0.1))" })")
    print(
      "[sharpness] blurred, highest first: \(soft.sorted { $0.1 > $1.1 }.prefix(8).map { "\($0.0)=\(Int($0.1))" })"
    )
    let below = sharp.filter { $0.1 < Sharpness.blurred }
    print(
      "[sharpness] \(below.count) of \(sharp.count) unblurred photos under \(Sharpness.blurred): \(below.map(\.0))"
    )
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
    let value = Self.sharpness(Self.blurred(try Self.gray(try Data(contentsOf: sign)), radius: 5))
    let facts = SceneFacts(light: LightReading(level: 80, description: .bright, from: nil))
    var blurred = facts
    blurred.sharpness = value
    #expect(
      ChannelAnswer.sentences(for: .text, facts: blurred)
        == ["The photo is too blurred to read; hold the phone steady and let it focus before you take it."])
    #expect(
      ChannelAnswer.sentences(for: .barcode, facts: blurred)
        == [
          "The photo is too blurred to find a code; hold the phone steady and let it focus before you take it."
        ])
    // A decoded code wins over the measure (zbar read it after all).
    var read = blurred
    read.barcodes = [
      DecodedBarcode(
        symbology: "EAN-8", payload: Array("96385074".utf8), box: PixelBox(x: 0, y: 0, width: 1, height: 1))
    ]
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
