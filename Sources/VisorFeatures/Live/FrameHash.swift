import Foundation
import VisorCore
import VisorMedia

/// A perceptual hash of a frame: the signs of the brightness steps between neighbouring cells of a
/// 16 × 16 grey grid (a difference hash with a dead zone, so a flat wall's noise reads as "flat",
/// not as random bits), the mean brightness, and the mean colour of a 4 × 4 grid (a red wall and a
/// blue one are the same grey). Two frames of the same view hash alike through
/// camera noise and JPEG re-encoding; a new sign, a person stepping in or the light going off do not.
///
/// ```swift
/// let hash = try FrameHash(encoded: jpeg, maxPixels: 40_000_000)
/// if hash.differs(from: last) { analyse(jpeg) }
/// ```
struct FrameHash: Sendable, Equatable {
  static let grid = 16
  /// Steps smaller than this (0…255 grey) are flat.
  static let deadZone = 5
  /// Cells whose step changed sign, out of 2 × 16 × 15 = 480: more than this is a new view.
  static let changedSteps = 20
  /// Mean brightness change (0…255) that is a new view on its own (a light switched on or off).
  static let changedBrightness = 14
  /// Mean colour change (0…255 per channel, averaged over the 4 × 4 grid) that is a new view.
  static let changedColour = 16

  /// -1, 0 or +1 per step: 240 horizontal steps, then 240 vertical.
  let steps: [Int8]
  let brightness: Int
  /// Mean red, green and blue of each cell of a 4 × 4 grid.
  let colours: [UInt8]

  /// Decodes a ≤ 32 px copy (libjpeg-turbo's DCT scaling for JPEG, so a 768 px frame costs about a
  /// millisecond) and hashes it. Throws the ingest errors (`image_unreadable`, `image_truncated`,
  /// `image_too_large`) for what is not an image.
  init(encoded data: Data, maxPixels: Int) throws {
    var options = ImageIngestOptions()
    options.maxLongSide = 32
    options.maxPixels = maxPixels
    options.keepPixels = true
    options.jpegQuality = 90
    var small = try ImageIngestor.ingest(data, options: options)
    if small.pixels == nil {
      // PNG, WebP or a JPEG with a colour profile: libvips made the small JPEG; its pixels now.
      small = try ImageIngestor.ingest(small.jpeg, options: options)
    }
    guard let pixels = small.pixels else {
      throw VisorError(.imageUnreadable, "The frame could not be decoded. Send a JPEG or PNG image.")
    }
    self.init(rgb: pixels, width: small.width, height: small.height)
  }

  init(rgb: Data, width: Int, height: Int) {
    let n = Self.grid
    var cells = [Int](repeating: 0, count: n * n)
    var colourSums = [Int](repeating: 0, count: 4 * 4 * 3)
    var colourCounts = [Int](repeating: 0, count: 4 * 4)
    rgb.withUnsafeBytes { raw in
      let p = raw.bindMemory(to: UInt8.self)
      for row in 0..<n {
        let y0 = row * height / n
        let y1 = max((row + 1) * height / n, y0 + 1)
        for column in 0..<n {
          let x0 = column * width / n
          let x1 = max((column + 1) * width / n, x0 + 1)
          var sum = 0
          var count = 0
          for y in y0..<min(y1, height) {
            for x in x0..<min(x1, width) {
              let i = (y * width + x) * 3
              let cell = (row * 4 / n) * 4 + column * 4 / n
              colourSums[cell * 3] += Int(p[i])
              colourSums[cell * 3 + 1] += Int(p[i + 1])
              colourSums[cell * 3 + 2] += Int(p[i + 2])
              colourCounts[cell] += 1
              // Rec. 601 luma in integers.
              sum += (299 * Int(p[i]) + 587 * Int(p[i + 1]) + 114 * Int(p[i + 2])) / 1000
              count += 1
            }
          }
          cells[row * n + column] = count > 0 ? sum / count : 0
        }
      }
    }
    var steps: [Int8] = []
    steps.reserveCapacity(2 * n * (n - 1))
    func step(_ a: Int, _ b: Int) -> Int8 {
      let d = a - b
      return d > Self.deadZone ? 1 : d < -Self.deadZone ? -1 : 0
    }
    for row in 0..<n {
      for column in 0..<(n - 1) { steps.append(step(cells[row * n + column], cells[row * n + column + 1])) }
    }
    for row in 0..<(n - 1) {
      for column in 0..<n { steps.append(step(cells[row * n + column], cells[(row + 1) * n + column])) }
    }
    self.steps = steps
    brightness = cells.reduce(0, +) / cells.count
    colours = colourSums.indices.map { UInt8(colourSums[$0] / max(colourCounts[$0 / 3], 1)) }
  }

  /// How many steps differ (a flat step against a rising one counts 1, rising against falling 2).
  func distance(to other: FrameHash) -> Int {
    zip(steps, other.steps).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
  }

  /// The mean difference of the grid's colours (0…255).
  func colourDistance(to other: FrameHash) -> Int {
    zip(colours, other.colours).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) } / max(colours.count, 1)
  }

  /// Whether `other` shows a different view.
  func differs(from other: FrameHash) -> Bool {
    distance(to: other) > Self.changedSteps || abs(brightness - other.brightness) > Self.changedBrightness
      || colourDistance(to: other) > Self.changedColour
  }
}
