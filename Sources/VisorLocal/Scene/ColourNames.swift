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
    ("brown", (139, 69, 19)), ("brown", (120, 80, 50)), ("dark brown", (70, 40, 20)),
    ("beige", (225, 205, 170)), ("tan", (200, 160, 110)),
    ("yellow", (255, 255, 0)), ("yellow", (240, 210, 40)), ("gold", (212, 175, 55)),
    ("olive", (128, 128, 0)), ("olive", (100, 110, 40)),
    ("green", (0, 128, 0)), ("green", (0, 255, 0)), ("green", (60, 160, 60)),
    ("dark green", (0, 80, 0)), ("dark green", (30, 60, 35)), ("light green", (144, 238, 144)),
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
  /// Pixels in the central half of the image (by width and height) count twice, since the subject
  /// of a photo is usually there.
  public static func dominant(
    rgb pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, minimumFraction: Double = 0.08
  ) -> [NamedColour] {
    guard width > 0, height > 0, pixels.count >= width * height * 3 else { return [] }
    var weight: [String: Double] = [:]
    var sums: [String: (Double, Double, Double)] = [:]
    var total = 0.0
    var cache: [Int: String] = [:]
    for y in 0..<height {
      let centralRow = y >= height / 4 && y < height - height / 4
      for x in 0..<width {
        let i = (y * width + x) * 3
        let r = pixels[i]
        let g = pixels[i + 1]
        let b = pixels[i + 2]
        // Quantise to 5 bits per channel for the name cache (32k entries at most).
        let key = Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)
        let name: String
        if let cached = cache[key] {
          name = cached
        } else {
          name = self.name(red: r, green: g, blue: b)
          cache[key] = name
        }
        let w = centralRow && x >= width / 4 && x < width - width / 4 ? 2.0 : 1.0
        weight[name, default: 0] += w
        let s = sums[name] ?? (0, 0, 0)
        sums[name] = (s.0 + w * Double(r), s.1 + w * Double(g), s.2 + w * Double(b))
        total += w
      }
    }
    return weight.filter { $0.value / total >= minimumFraction }
      .sorted { $0.value > $1.value }
      .map { name, w in
        let s = sums[name]!
        let hex = String(
          format: "#%02x%02x%02x", Int((s.0 / w).rounded()), Int((s.1 / w).rounded()), Int((s.2 / w).rounded()))
        return NamedColour(name: name, fraction: w / total, hex: hex)
      }
  }
}

/// CIELAB (D65) colour.
struct Lab: Equatable {
  var l: Double
  var a: Double
  var b: Double

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

  func distanceSquared(to other: Lab) -> Double {
    let dl = l - other.l
    let da = a - other.a
    let db = b - other.b
    return dl * dl + da * da + db * db
  }
}
