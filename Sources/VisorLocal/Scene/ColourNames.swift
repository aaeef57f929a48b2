import Foundation

/// A colour named in plain words, with the share of the image it covers.
public struct NamedColour: Sendable, Equatable, Codable {
  /// Plain words: "silver", "dark red", "navy blue".
  public var name: String
  /// 0…1 of the pixels looked at.
  public var fraction: Double
  /// The average colour of those pixels, `#rrggbb`.
  public var hex: String
  public init(name: String, fraction: Double, hex: String) {
    self.name = name
    self.fraction = fraction
    self.hex = hex
  }
}

/// Names colours with a fixed palette, nearest in CIELAB (perceptual) space.
///
/// Several anchors may share a name ("green" covers both CSS green and pure lime), so the palette
/// describes regions of colour space rather than single points.
///
/// ```swift
/// ColourNames.name(red: 0, green: 0, blue: 128)   // "navy blue"
/// ```
public enum ColourNames {
  /// (name, sRGB anchor). Order does not matter.
  public static let palette: [(name: String, rgb: (UInt8, UInt8, UInt8))] = [
    ("black", (0, 0, 0)), ("black", (25, 25, 28)),
    ("dark gray", (64, 64, 64)), ("gray", (128, 128, 128)), ("silver", (192, 192, 192)),
    ("white", (255, 255, 255)), ("white", (240, 240, 235)),
    ("red", (255, 0, 0)), ("red", (200, 30, 35)), ("dark red", (128, 0, 0)), ("dark red", (100, 15, 20)),
    ("pink", (255, 170, 190)), ("pink", (240, 120, 160)), ("magenta", (255, 0, 255)),
    ("orange", (255, 140, 0)), ("orange", (255, 165, 0)), ("orange", (230, 110, 30)),
    ("orange", (235, 160, 35)), ("orange", (205, 135, 55)),
    ("brown", (139, 69, 19)), ("brown", (120, 80, 50)), ("dark brown", (70, 40, 20)),
    ("beige", (225, 205, 170)), ("tan", (200, 160, 110)),
    ("yellow", (255, 255, 0)), ("yellow", (240, 210, 40)), ("gold", (212, 175, 55)),
    ("olive", (128, 128, 0)), ("olive", (100, 110, 40)),
    ("green", (0, 128, 0)), ("green", (0, 255, 0)), ("green", (60, 160, 60)),
    ("dark green", (0, 80, 0)), ("dark green", (30, 60, 35)), ("light green", (144, 238, 144)),
    ("light green", (150, 180, 110)),
    ("teal", (0, 128, 128)), ("turquoise", (64, 224, 208)), ("cyan", (0, 255, 255)),
    ("light blue", (173, 216, 230)), ("sky blue", (135, 206, 235)),
    ("blue", (0, 0, 255)), ("blue", (30, 80, 200)), ("blue", (60, 110, 180)),
    ("navy blue", (0, 0, 128)), ("navy blue", (20, 30, 80)),
    ("purple", (128, 0, 128)), ("purple", (110, 40, 160)), ("lavender", (200, 170, 230)),
  ]

  static let paletteLab: [(name: String, lab: Lab)] = palette.map {
    ($0.name, Lab(red: $0.rgb.0, green: $0.rgb.1, blue: $0.rgb.2))
  }

  /// The palette name nearest to an sRGB colour (CIE76 distance in CIELAB).
  public static func name(red: UInt8, green: UInt8, blue: UInt8) -> String {
    paletteLab[nearestIndex(Lab(red: red, green: green, blue: blue))].name
  }

  static func nearestIndex(_ lab: Lab) -> Int {
    var best = 0
    var bestDistance = Double.infinity
    for (index, entry) in paletteLab.enumerated() {
      let d = lab.distanceSquared(to: entry.lab)
      if d < bestDistance {
        bestDistance = d
        best = index
      }
    }
    return best
  }

  /// Dominant named colours of packed RGB pixels, largest share first; names under `minimumFraction` are dropped.
  ///
  /// Pixels are grouped by k-means in CIELAB (k = 6, deterministic seeds spread over the histogram,
  /// ≤ 10 iterations), so the lit and shaded sides of one object fall into one group; each group's
  /// mean colour is then named and groups with the same name merge. Weights favour the subject: pixels in the central half of
  /// the image (by width and height) count twice, and colourful pixels count up to three times as
  /// much as gray ones (weight × (0.5 + min(chroma, 60) / 60)), since backgrounds are mostly dull.
  /// With `weights` (one per pixel), those replace the centre and chroma weighting: pixels of
  /// weight 0 are ignored (a subject's region).
  public static func dominant(
    rgb pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, minimumFraction: Double = 0.08,
    weights custom: [Double]? = nil
  ) -> [NamedColour] {
    guard width > 0, height > 0, pixels.count >= width * height * 3 else { return [] }
    if let custom, custom.count != width * height || !custom.contains(where: { $0 > 0 }) { return [] }
    let count = width * height
    var labs = [Lab]()
    var weights = [Double]()
    labs.reserveCapacity(count)
    weights.reserveCapacity(count)
    for y in 0..<height {
      let centralRow = y >= height / 4 && y < height - height / 4
      for x in 0..<width {
        let i = (y * width + x) * 3
        let lab = Lab(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2])
        let centre: Double = centralRow && x >= width / 4 && x < width - width / 4 ? 2 : 1
        labs.append(lab)
        weights.append(custom?[y * width + x] ?? centre * (0.5 + min(lab.chroma, 60) / 60))
      }
    }
    let assignment = kMeans(labs, weights: weights, k: 6, iterations: 10)
    var groupWeight = [Double](repeating: 0, count: 6)
    var groupRGB = [(Double, Double, Double)](repeating: (0, 0, 0), count: 6)
    for (index, group) in assignment.enumerated() {
      let w = weights[index]
      groupWeight[group] += w
      let i = index * 3
      groupRGB[group].0 += w * Double(pixels[i])
      groupRGB[group].1 += w * Double(pixels[i + 1])
      groupRGB[group].2 += w * Double(pixels[i + 2])
    }
    let total = groupWeight.reduce(0, +)
    var byName: [String: (weight: Double, rgb: (Double, Double, Double))] = [:]
    for group in 0..<6 where groupWeight[group] > 0 {
      let w = groupWeight[group]
      let mean = (groupRGB[group].0 / w, groupRGB[group].1 / w, groupRGB[group].2 / w)
      let name = self.name(
        red: UInt8(mean.0.rounded()), green: UInt8(mean.1.rounded()), blue: UInt8(mean.2.rounded()))
      let previous = byName[name] ?? (0, (0, 0, 0))
      byName[name] = (
        previous.weight + w,
        (
          previous.rgb.0 + groupRGB[group].0, previous.rgb.1 + groupRGB[group].1,
          previous.rgb.2 + groupRGB[group].2
        )
      )
    }
    return byName.filter { $0.value.weight / total >= minimumFraction }
      .sorted { $0.value.weight > $1.value.weight || ($0.value.weight == $1.value.weight && $0.key < $1.key) }
      .map { name, entry in
        let w = entry.weight
        let hex = String(
          format: "#%02x%02x%02x", Int((entry.rgb.0 / w).rounded()), Int((entry.rgb.1 / w).rounded()),
          Int((entry.rgb.2 / w).rounded()))
        return NamedColour(name: name, fraction: w / total, hex: hex)
      }
  }

  /// The name with its lightness when the name does not already carry one: "dark red", "light
  /// blue", "red" (CIE L* below 35 is dark, above 75 light).
  public static func withLightness(_ colour: NamedColour) -> String {
    let plain: Set<String> = [
      "black", "white", "gray", "dark gray", "silver", "beige", "tan", "navy blue", "sky blue", "lavender",
      "olive", "gold", "brown", "teal", "turquoise", "pink",
    ]
    if plain.contains(colour.name) || colour.name.hasPrefix("dark ") || colour.name.hasPrefix("light ") {
      return colour.name
    }
    let hex = colour.hex.dropFirst()
    guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return colour.name }
    let lab = Lab(red: UInt8(value >> 16 & 0xff), green: UInt8(value >> 8 & 0xff), blue: UInt8(value & 0xff))
    if lab.l < 35 { return "dark " + colour.name }
    if lab.l > 75 { return "light " + colour.name }
    return colour.name
  }

  /// How far apart (ΔE) two seeds of ``kMeans(_:weights:k:iterations:)`` must be.
  static let seedSeparation = 10.0

  /// Weighted k-means; returns each point's group. Deterministic and stable: the seeds are the
  /// weighted mean, then each next the mean of the coarse CIELAB histogram cell (ΔE ≈ 12 wide)
  /// farthest from the seeds chosen, among cells holding ≥ 0.5 % of the weight and at least
  /// ``seedSeparation`` away. Seeding from single pixels let a stray one (noise, a JPEG artefact) seed
  /// a group, so the same photo re-encoded named other colours (11 of 41 photos; now 1).
  static func kMeans(_ points: [Lab], weights: [Double], k: Int, iterations: Int) -> [Int] {
    guard !points.isEmpty else { return [] }
    var cells: [Int: (weight: Double, l: Double, a: Double, b: Double)] = [:]
    for (p, w) in zip(points, weights) where w > 0 {
      let key =
        Int((p.l / 12).rounded(.down)) << 20 | Int((p.a / 12 + 20).rounded(.down)) << 10
        | Int((p.b / 12 + 20).rounded(.down))
      let cell = cells[key] ?? (0, 0, 0, 0)
      cells[key] = (cell.weight + w, cell.l + p.l * w, cell.a + p.a * w, cell.b + p.b * w)
    }
    // Seeds spread over the colours present: the weighted mean, then each next the cell mean farthest
    // from those chosen, among cells holding at least half a percent of the weight.
    let total = cells.values.reduce(0) { $0 + $1.weight }
    let candidates = cells.sorted { $0.key < $1.key }.filter { $0.value.weight >= total * 0.005 }.map {
      Lab(l: $0.value.l / $0.value.weight, a: $0.value.a / $0.value.weight, b: $0.value.b / $0.value.weight)
    }
    var centres: [Lab] = []
    if total > 0 {
      let sum = cells.values.reduce((0.0, 0.0, 0.0)) { ($0.0 + $1.l, $0.1 + $1.a, $0.2 + $1.b) }
      centres.append(Lab(l: sum.0 / total, a: sum.1 / total, b: sum.2 / total))
    }
    var nearest = candidates.map { c in centres.map { c.distanceSquared(to: $0) }.min() ?? .infinity }
    while centres.count < k {
      guard let far = nearest.indices.max(by: { nearest[$0] < nearest[$1] }),
        nearest[far] >= seedSeparation * seedSeparation
      else { break }
      centres.append(candidates[far])
      for i in candidates.indices {
        nearest[i] = min(nearest[i], candidates[i].distanceSquared(to: candidates[far]))
      }
    }
    if centres.isEmpty { centres = [points[0]] }
    var assignment = [Int](repeating: 0, count: points.count)
    for _ in 0..<iterations {
      var changed = false
      for i in points.indices {
        var best = 0
        var bestDistance = Double.infinity
        for (c, centre) in centres.enumerated() {
          let d = points[i].distanceSquared(to: centre)
          if d < bestDistance {
            bestDistance = d
            best = c
          }
        }
        if assignment[i] != best {
          assignment[i] = best
          changed = true
        }
      }
      var sums = [(Double, Double, Double, Double)](repeating: (0, 0, 0, 0), count: centres.count)
      for i in points.indices {
        let w = weights[i]
        sums[assignment[i]].0 += points[i].l * w
        sums[assignment[i]].1 += points[i].a * w
        sums[assignment[i]].2 += points[i].b * w
        sums[assignment[i]].3 += w
      }
      for c in centres.indices where sums[c].3 > 0 {
        centres[c] = Lab(l: sums[c].0 / sums[c].3, a: sums[c].1 / sums[c].3, b: sums[c].2 / sums[c].3)
      }
      if !changed { break }
    }
    return assignment
  }
}

/// CIELAB (D65) colour.
struct Lab: Equatable {
  var l: Double
  var a: Double
  var b: Double

  init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  init(red: UInt8, green: UInt8, blue: UInt8) {
    func linear(_ c: UInt8) -> Double {
      let v = Double(c) / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    let r = linear(red)
    let g = linear(green)
    let bl = linear(blue)
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * bl
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883
    func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
    l = 116 * f(y) - 16
    a = 500 * (f(x) - f(y))
    b = 200 * (f(y) - f(z))
  }

  /// Colourfulness: distance from the gray axis.
  var chroma: Double { (a * a + b * b).squareRoot() }

  func distanceSquared(to other: Lab) -> Double {
    let dl = l - other.l
    let da = a - other.a
    let db = b - other.b
    return dl * dl + da * da + db * db
  }
}
