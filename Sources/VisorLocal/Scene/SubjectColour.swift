import Foundation

/// The picture's colours, the subject's colours and the colour at the centre, measured on a 64 px copy.
///
/// The subject is where OpenCV's spectral-residual saliency and a centre weighting (Gaussian, σ = ¼
/// of each side) agree: the 20 % of pixels with the highest product. Its colours are reported only
/// when that region stands out — its mean saliency at least `contrast` times the picture's — so a
/// flat or busy picture gets "the picture is mostly …" and never a colour pinned on a subject.
enum SubjectColour {
  static let contrast = 1.6

  static func measure(_ image: DecodedImage) throws -> (
    picture: [NamedColour], subject: [NamedColour], centre: NamedColour?
  ) {
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
    return tiny.withPixels { rgb in
      let picture = ColourNames.dominant(rgb: rgb, width: width, height: height)
      let subject =
        standsOut
        ? ColourNames.dominant(
          rgb: rgb, width: width, height: height, minimumFraction: 0.15, weights: subjectWeights)
        : []
      let centre = ColourNames.dominant(rgb: rgb, width: width, height: height, weights: centreWeights).first
      return (picture, subject, centre)
    }
  }
}
