import Foundation
import VisorCore
import VisorMedia

/// A perceptual hash of a frame, in two layers.
///
/// - **The layout:** the signs of the brightness steps between neighbouring cells of a 16 × 16 grey
///   grid (a difference hash with a dead zone, so a flat wall's noise reads as "flat", not as random
///   bits), the mean brightness, and the mean colour of a 4 × 4 grid (a red wall and a blue one are
///   the same grey). A new sign, a person stepping in or the light going off change it.
/// - **The detail:** a grey copy of at most 192 px. Two signs of the same style that differ only in a
///   word of the same length (NORTH and SOUTH on identical plates) have the same layout; their strokes
///   differ. The two copies are aligned (the camera moved up to 3 px of 192, so shake is not change)
///   and a pixel counts only where it lies outside the other copy's 3 × 3 neighbourhood by more than
///   ``detailTolerance``: grain, JPEG re-encoding and sub-pixel shifts stay inside it, a new letter
///   does not.
///
/// Two frames of the same view hash alike through camera noise and JPEG re-encoding.
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
  /// The long side of the detail copy: a 768 px JPEG is decoded at a quarter scale (libjpeg-turbo's
  /// DCT scaling), with no resampling.
  static let detailSide = 192
  /// How far (in detail pixels, each way) the copies are aligned before they are compared.
  static let detailShift = 3
  /// How far (0…255 grey) a pixel must lie outside the other copy's 3 × 3 neighbourhood to count.
  static let detailTolerance = 32
  /// Pixels that must count for the detail to be a new view (one digit of 40 pt type on a 768 px
  /// frame is about 10; grain and shake are 0–1).
  static let changedDetail = 6

  /// -1, 0 or +1 per step: 240 horizontal steps, then 240 vertical.
  let steps: [Int8]
  let brightness: Int
  /// Mean red, green and blue of each cell of a 4 × 4 grid.
  let colours: [UInt8]
  /// The grey detail copy, row by row, and its size.
  let detail: [UInt8]
  let detailWidth: Int
  let detailHeight: Int

  /// Decodes a ≤ 192 px copy (libjpeg-turbo's DCT scaling for JPEG, so a 768 px frame costs about a
  /// millisecond) and hashes it. Throws the ingest errors (`image_unreadable`, `image_truncated`,
  /// `image_too_large`) for what is not an image.
  init(encoded data: Data, maxPixels: Int) throws {
    var options = ImageIngestOptions()
    options.maxLongSide = Self.detailSide
    options.maxPixels = maxPixels
    options.keepPixels = true
    options.jpegQuality = 90
    var small = try ImageIngestor.ingest(data, options: options)
    if small.pixels == nil {
      // PNG, WebP or a JPEG with a colour profile: libvips made the small JPEG; its pixels now.
      small = try ImageIngestor.ingest(small.jpeg, options: options)
    }
    guard let pixels = small.pixels else {
      throw VisorError(.imageUnreadable, Message("error.live.frameUnreadable"))
    }
    self.init(rgb: pixels, width: small.width, height: small.height)
  }

  init(rgb: Data, width: Int, height: Int) {
    let n = Self.grid
    var grey = [UInt8](repeating: 0, count: width * height)
    var colourSums = [Int](repeating: 0, count: 4 * 4 * 3)
    var colourCounts = [Int](repeating: 0, count: 4 * 4)
    rgb.withUnsafeBytes { raw in
      let p = raw.bindMemory(to: UInt8.self)
      grey.withUnsafeMutableBufferPointer { out in
        for y in 0..<height {
          let colourRow = min(y * 4 / max(height, 1), 3) * 4
          for x in 0..<width {
            let i = y * width + x
            let (r, g, b) = (Int(p[i * 3]), Int(p[i * 3 + 1]), Int(p[i * 3 + 2]))
            let cell = colourRow + min(x * 4 / max(width, 1), 3)
            colourSums[cell * 3] += r
            colourSums[cell * 3 + 1] += g
            colourSums[cell * 3 + 2] += b
            colourCounts[cell] += 1
            // Rec. 601 luma in integers.
            out[i] = UInt8((299 * r + 587 * g + 114 * b) / 1000)
          }
        }
      }
    }
    var cells = [Int](repeating: 0, count: n * n)
    grey.withUnsafeBufferPointer { g in
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
              sum += Int(g[y * width + x])
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
    detail = grey
    detailWidth = width
    detailHeight = height
  }

  /// How many steps differ (a flat step against a rising one counts 1, rising against falling 2).
  func distance(to other: FrameHash) -> Int {
    zip(steps, other.steps).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
  }

  /// The mean difference of the grid's colours (0…255).
  func colourDistance(to other: FrameHash) -> Int {
    zip(colours, other.colours).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) } / max(colours.count, 1)
  }

  /// Whether `other` shows a different view: its layout changed, or (when the layout is the same)
  /// its detail did.
  func differs(from other: FrameHash) -> Bool {
    distance(to: other) > Self.changedSteps || abs(brightness - other.brightness) > Self.changedBrightness
      || colourDistance(to: other) > Self.changedColour || detailDistance(to: other) >= Self.changedDetail
  }

  /// How many detail pixels of either copy lie outside the other's 3 × 3 neighbourhood by more than
  /// ``detailTolerance``, once the copies are aligned. Copies of different sizes are a new view.
  func detailDistance(to other: FrameHash) -> Int {
    guard detailWidth == other.detailWidth, detailHeight == other.detailHeight else { return Int.max }
    if detail == other.detail { return 0 }
    let (width, height) = (detailWidth, detailHeight)
    return detail.withUnsafeBufferPointer { a in
      other.detail.withUnsafeBufferPointer { b in
        let (dx, dy) = Self.alignment(a, b, width: width, height: height)
        return Self.outside(a, b, dx: dx, dy: dy, width: width, height: height)
          + Self.outside(b, a, dx: -dx, dy: -dy, width: width, height: height)
      }
    }
  }

  /// The shift of `b` against `a` (b's pixel at x + dx, y + dy matches a's at x, y) with the smallest
  /// mean difference, sampled on every other row and column.
  private static func alignment(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, width: Int, height: Int
  ) -> (Int, Int) {
    let r = detailShift
    guard width > 2 * r + 2, height > 2 * r + 2 else { return (0, 0) }
    var best = (0, 0)
    var bestCost = Int.max
    for dy in -r...r {
      for dx in -r...r {
        var cost = 0
        var y = r
        while y < height - r {
          var x = r
          let rowA = y * width
          let rowB = (y + dy) * width + dx
          while x < width - r {
            let d = Int(a[rowA + x]) - Int(b[rowB + x])
            cost += d < 0 ? -d : d
            x += 2
          }
          y += 2
        }
        // Ties go to the smaller shift (a still view stays at 0, 0).
        if cost < bestCost || (cost == bestCost && abs(dx) + abs(dy) < abs(best.0) + abs(best.1)) {
          bestCost = cost
          best = (dx, dy)
        }
      }
    }
    return best
  }

  /// Pixels of `a` (inside the overlap) that lie outside the 3 × 3 neighbourhood of `b` at the
  /// shifted place by more than the tolerance.
  private static func outside(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, dx: Int, dy: Int, width: Int,
    height: Int
  ) -> Int {
    let t = detailTolerance
    // The neighbourhood of every compared place must lie inside b.
    let x0 = max(1, 1 - dx)
    let x1 = min(width - 1, width - 1 - dx)
    let y0 = max(1, 1 - dy)
    let y1 = min(height - 1, height - 1 - dy)
    guard x0 < x1, y0 < y1 else { return 0 }
    var count = 0
    for y in y0..<y1 {
      for x in x0..<x1 {
        let value = Int(a[y * width + x])
        let centre = (y + dy) * width + x + dx
        // Most pixels are within the tolerance of the same place: no neighbourhood needed.
        let same = value - Int(b[centre])
        if same <= t && same >= -t { continue }
        var low = 255
        var high = 0
        var row = centre - width - 1
        for _ in 0..<3 {
          for i in row...(row + 2) {
            let v = Int(b[i])
            if v < low { low = v }
            if v > high { high = v }
          }
          row += width
        }
        if value < low - t || value > high + t { count += 1 }
      }
    }
    return count
  }
}
