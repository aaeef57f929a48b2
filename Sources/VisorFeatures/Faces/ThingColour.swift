import Foundation
import VisorCore
import VisorLocal

/// A thing's colours, kept beside its embedding so that a look-alike in another colour is not taken
/// for it (decision 059): EfficientNet-Lite0's features barely see colour, so taught the blue mask, the
/// green and white masks of the same shape scored 0.74 and 0.68 against the 0.52 threshold.
///
/// The signature is a soft histogram of 20 numbers, summing to 1: 18 hue bins of 20° for coloured
/// pixels, and dark and light for gray ones (white and black are colours of a thing too). A pixel is
/// coloured by its saturation (from 0.15 to 0.35) and brightness (from 0.15 to 0.30), so a pale or dim
/// pixel counts partly as gray; a hue is shared between its two nearest bins, and a gray pixel
/// between dark and light (from 0.25 to 0.45 of full brightness), so nothing flips at a bin edge.
/// Pixels are weighted by a Gaussian around the region's centre (σ = 0.3 of each side): a thing is
/// taught in the middle of the photo, and a crop's edges are as often background.
///
/// ```swift
/// let taught = ThingColour.signature(image)                        // the whole teaching photo
/// let seen = ThingColour.signature(frame, in: crop.box)
/// ThingColour.similarity(taught, seen) >= ThingColour.agreement    // the same colours
/// ```
public enum ThingColour {
  /// Hue bins (20° each); two gray bins follow them.
  public static let hueBins = 18
  public static let count = hueBins + 2

  /// The smallest histogram intersection still "the same colours". Measured with
  /// scripts/bench-things.sh (decision 059): a mask of the same shape in another colour scored at
  /// most 0.17 (blue against green), the taught thing in its other real photos 0.55–1.00 (a box, a
  /// cube, a toy whale, a house, a graffiti, a plant pot, the masks) and 0.21–1.00 in copies made
  /// darker, brighter, warmer or cooler (the warmer blue mask, at 0.21, is "something like" it).
  public static let agreement: Float = 0.3

  /// How many cells a region is averaged into along its longer side.
  static let cells = 48

  /// The colour signature of `box` in an RGB (or gray) image, or of the whole image.
  public static func signature(_ image: DecodedImage, in box: PixelBox? = nil) -> [Float] {
    let region = box ?? PixelBox(x: 0, y: 0, width: image.width, height: image.height)
    let x0 = max(0, min(image.width - 1, region.x))
    let y0 = max(0, min(image.height - 1, region.y))
    let x1 = max(x0 + 1, min(image.width, region.x + region.width))
    let y1 = max(y0 + 1, min(image.height, region.y + region.height))
    let (w, h) = (x1 - x0, y1 - y0)
    let step = max(1, Int((Double(max(w, h)) / Double(cells)).rounded(.up)))
    let (columns, rows) = ((w + step - 1) / step, (h + step - 1) / step)
    let channels = image.channels
    var histogram = [Double](repeating: 0, count: count)
    image.withPixels { pixels in
      for row in 0..<rows {
        for column in 0..<columns {
          // The cell's mean colour.
          var sum = (0.0, 0.0, 0.0)
          var n = 0.0
          let cy1 = min(y1, y0 + (row + 1) * step)
          let cx1 = min(x1, x0 + (column + 1) * step)
          for y in (y0 + row * step)..<cy1 {
            var i = (y * image.width + x0 + column * step) * channels
            for _ in (x0 + column * step)..<cx1 {
              if channels >= 3 {
                sum.0 += Double(pixels[i])
                sum.1 += Double(pixels[i + 1])
                sum.2 += Double(pixels[i + 2])
              } else {
                let v = Double(pixels[i])
                sum.0 += v
                sum.1 += v
                sum.2 += v
              }
              i += channels
              n += 1
            }
          }
          guard n > 0 else { continue }
          let dy = (Double(row) + 0.5) / Double(rows) - 0.5
          let dx = (Double(column) + 0.5) / Double(columns) - 0.5
          let weight = exp(-(dx * dx + dy * dy) / (2 * 0.3 * 0.3))
          add(
            red: sum.0 / n / 255, green: sum.1 / n / 255, blue: sum.2 / n / 255, weight: weight,
            to: &histogram)
        }
      }
    }
    let total = histogram.reduce(0, +)
    return histogram.map { Float($0 / max(total, 1e-9)) }
  }

  /// Adds one colour (0…1 per channel) to the histogram.
  static func add(
    red r: Double, green g: Double, blue b: Double, weight: Double, to histogram: inout [Double]
  ) {
    let high = max(r, g, b)
    let low = min(r, g, b)
    let chroma = high - low
    let saturation = high > 0 ? chroma / high : 0
    let coloured = clamp((saturation - 0.15) / 0.2) * clamp((high - 0.15) / 0.15)
    if coloured > 0, chroma > 1e-9 {
      var hue: Double
      if high == r {
        hue = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
        if hue < 0 { hue += 6 }
      } else if high == g {
        hue = (b - r) / chroma + 2
      } else {
        hue = (r - g) / chroma + 4
      }
      let position = hue * 60 / (360 / Double(hueBins))
      let lower = Int(position.rounded(.down))
      let fraction = position - Double(lower)
      histogram[lower % hueBins] += weight * coloured * (1 - fraction)
      histogram[(lower + 1) % hueBins] += weight * coloured * fraction
    }
    let light = clamp((high - 0.25) / 0.2)
    histogram[hueBins] += weight * (1 - coloured) * (1 - light)
    histogram[hueBins + 1] += weight * (1 - coloured) * light
  }

  static func clamp(_ value: Double) -> Double { min(1, max(0, value)) }

  /// How much two signatures share: the histogram intersection, 0 (no colour in common) … 1 (the
  /// same); 0 when either is missing or malformed.
  public static func similarity(_ a: [Float], _ b: [Float]) -> Float {
    guard a.count == count, b.count == count else { return 0 }
    var shared: Float = 0
    for i in 0..<count { shared += min(a[i], b[i]) }
    return shared
  }
}
