import Foundation
import Testing

@testable import VisorLocal

@Suite struct SceneColourTests {
  @Test(
    arguments: [
      (255, 0, 0, "red"), (128, 0, 0, "dark red"), (0, 0, 255, "blue"), (0, 0, 128, "navy blue"),
      (192, 192, 192, "silver"), (128, 128, 128, "gray"), (0, 0, 0, "black"), (255, 255, 255, "white"),
      (0, 128, 0, "green"), (0, 255, 0, "green"), (255, 255, 0, "yellow"), (255, 165, 0, "orange"),
      (128, 0, 128, "purple"), (255, 192, 203, "pink"), (139, 69, 19, "brown"), (0, 128, 128, "teal"),
      (135, 206, 235, "sky blue"), (222, 200, 160, "beige"), (64, 64, 64, "dark gray"),
      (180, 20, 30, "red"), (20, 25, 60, "navy blue"), (200, 200, 205, "silver"),
    ] as [(Int, Int, Int, String)])
  func pureColoursGetPlainNames(_ r: Int, _ g: Int, _ b: Int, _ expected: String) {
    #expect(ColourNames.name(red: UInt8(r), green: UInt8(g), blue: UInt8(b)) == expected)
  }

  @Test func dominantColoursAreWeightedTowardsTheColourfulSubject() throws {
    // Left half navy, right half white: equal areas, but navy is colourful (chroma ≥ 60 → weight 1.5)
    // and white is not (weight 0.5), so navy gets three quarters of the weight.
    let image = Data.png(width: 80, height: 40) { x, _ in x < 40 ? (0, 0, 128) : (255, 255, 255) }
    let decoded = try DecodedImage(encoded: image, channels: 3)
    let colours = decoded.withPixels {
      ColourNames.dominant(rgb: $0, width: decoded.width, height: decoded.height)
    }
    #expect(colours.map(\.name) == ["navy blue", "white"])
    let navy = try #require(colours.first)
    #expect(abs(navy.fraction - 0.75) < 0.01)
    #expect(navy.hex == "#000080")
  }

  @Test func singleColourPhotoIsDescribedByItsColour() throws {
    let image = Data.png(width: 64, height: 64) { _, _ in (150, 0, 0) }
    let decoded = try DecodedImage(encoded: image, channels: 3)
    let colours = decoded.withPixels {
      ColourNames.dominant(rgb: $0, width: decoded.width, height: decoded.height)
    }
    #expect(colours == [NamedColour(name: "dark red", fraction: 1, hex: "#960000")])
  }
}
