import Foundation

/// The picture's colours, the subject's colours and the colour at the centre, measured on a 64 px copy.
///
/// The subject is where OpenCV's spectral-residual saliency and a centre weighting (Gaussian, σ = ¼
/// of each side) agree: the 20 % of pixels with the highest product. Its colours are reported only
/// when that region stands out — its mean saliency at least `contrast` times the picture's — so a
/// flat or busy picture gets "the picture is mostly …" and never a colour pinned on a subject.
/// `own` drops a colour the subject region shares with the background around it (the table under a
/// red mug): the background's, not the subject's, when the region has another colour of its own. The
/// question module says `own`; describe and the cross-checks keep `subject` (JPEG noise moves a colour
/// across the ΔE line more often than it moves k-means: ColourStabilityTests).
enum SubjectColour {
  static let contrast = 1.6

  struct Measured {
    var picture: [NamedColour]
    var subject: [NamedColour]
    var own: [NamedColour]
    var centre: NamedColour?
    /// The subject region's bounding box in the image's pixels (with a margin), when it stands out.
    var box: PixelBox?
    /// The subject region itself, on the small copy's grid.
    var region: Region?
  }

  struct Region {
    var width: Int
    var height: Int
    var inside: [Bool]
  }

  /// Below this CIE76 distance two named colours are one colour seen twice.
  static let sameColour = 15.0

  static func deltaE(_ hex1: String, _ hex2: String) -> Double {
    func lab(_ hex: String) -> Lab? {
      let digits = hex.dropFirst()
      guard digits.count == 6, let v = UInt32(digits, radix: 16) else { return nil }
      return Lab(red: UInt8(v >> 16 & 0xff), green: UInt8(v >> 8 & 0xff), blue: UInt8(v & 0xff))
    }
    guard let a = lab(hex1), let b = lab(hex2) else { return .infinity }
    return ((a.l - b.l) * (a.l - b.l) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b)).squareRoot()
  }

  /// A copy of `image` (at most `side` px) with the region painted mid-gray: what the classifier
  /// sees without the subject.
  static func masked(_ image: DecodedImage, region: Region, side: Int = 320) throws -> DecodedImage {
    let small = try image.converted(channels: 3, maxSide: side)
    let (w, h) = (small.width, small.height)
    var pixels = small.withPixels { [UInt8]($0) }
    for y in 0..<h {
      let ry = min(region.height - 1, y * region.height / h)
      for x in 0..<w {
        let rx = min(region.width - 1, x * region.width / w)
        if region.inside[ry * region.width + rx] {
          let i = (y * w + x) * 3
          pixels[i] = 128
          pixels[i + 1] = 128
          pixels[i + 2] = 128
        }
      }
    }
    return try DecodedImage(rgb: Data(pixels), width: w, height: h)
  }

  static func measure(_ image: DecodedImage) throws -> Measured {
    let tiny = try image.converted(channels: 3, maxSide: 64)
    let width = tiny.width
    let height = tiny.height
    let saliency = try? tiny.saliency()
    var salient = [Double](repeating: 1, count: width * height)
    if let saliency, saliency.width == width, saliency.height == height {
      saliency.withPixels { map in for i in 0..<salient.count { salient[i] = Double(map[i]) / 255 } }
    }
    var product = [Double](repeating: 0, count: width * height)
    var centreWeights = [Double](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let dx = (Double(x) + 0.5) / Double(width) - 0.5
        let dy = (Double(y) + 0.5) / Double(height) - 0.5
        let gauss = exp(-(dx * dx + dy * dy) / (2 * 0.25 * 0.25))
        product[y * width + x] = salient[y * width + x] * gauss
        // The centre: the middle fifth of each side.
        if abs(dx) <= 0.1, abs(dy) <= 0.1 { centreWeights[y * width + x] = 1 }
      }
    }
    let cut = product.sorted(by: >)[max(0, product.count / 5 - 1)]
    let subjectWeights = product.map { $0 >= cut && $0 > 0 ? 1.0 : 0 }
    let chosen = subjectWeights.indices.filter { subjectWeights[$0] > 0 }
    let overall = salient.reduce(0, +) / Double(max(salient.count, 1))
    let inside = chosen.reduce(0.0) { $0 + salient[$1] } / Double(max(chosen.count, 1))
    let standsOut = saliency != nil && overall > 0 && inside / overall >= contrast
    var box: PixelBox?
    if standsOut, !chosen.isEmpty {
      // The middle 80 % of the region's pixels each way (stray salient pixels aside), plus a margin.
      let xs = chosen.map { $0 % width }.sorted()
      let ys = chosen.map { $0 / width }.sorted()
      func at(_ values: [Int], _ q: Double) -> Int {
        values[min(values.count - 1, Int(Double(values.count) * q))]
      }
      let margin = 0.05
      let x0 = max(0, Double(at(xs, 0.1)) / Double(width) - margin)
      let x1 = min(1, Double(at(xs, 0.9) + 1) / Double(width) + margin)
      let y0 = max(0, Double(at(ys, 0.1)) / Double(height) - margin)
      let y1 = min(1, Double(at(ys, 0.9) + 1) / Double(height) + margin)
      box = PixelBox(
        x: Int(x0 * Double(image.width)), y: Int(y0 * Double(image.height)),
        width: Int((x1 - x0) * Double(image.width)), height: Int((y1 - y0) * Double(image.height)))
    }
    return tiny.withPixels { rgb in
      let picture = ColourNames.dominant(rgb: rgb, width: width, height: height)
      let subject =
        standsOut
        ? ColourNames.dominant(
          rgb: rgb, width: width, height: height, minimumFraction: 0.15, weights: subjectWeights)
        : []
      var own = subject
      if own.count > 1 {
        // The background: what lies outside the subject region.
        let outside = subjectWeights.map { 1 - $0 }
        let background = ColourNames.dominant(rgb: rgb, width: width, height: height, weights: outside)
        if let around = background.first, around.fraction >= 0.5 {
          // By colour, not name: the same table may be named "silver" inside and "white" outside.
          own.removeAll { $0.name == around.name || deltaE($0.hex, around.hex) < sameColour }
          let total = own.reduce(0) { $0 + $1.fraction }
          if total > 0 {
            own = own.map { NamedColour(name: $0.name, fraction: $0.fraction / total, hex: $0.hex) }
          }
        }
      }
      let centre = ColourNames.dominant(rgb: rgb, width: width, height: height, weights: centreWeights).first
      return Measured(
        picture: picture, subject: subject, own: own, centre: centre, box: box,
        region: standsOut ? Region(width: width, height: height, inside: subjectWeights.map { $0 > 0 }) : nil)
    }
  }
}
