import Foundation

/// One person the offline engine saw: where in the frame and roughly how near — never who.
public struct PersonSighting: Sendable, Equatable, Codable {
  public enum Position: String, Sendable, Codable { case left, centre, right }
  public enum Distance: String, Sendable, Codable { case near, far }
  /// What was seen: a `body` (SSDLite, or HOG when the perception worker cannot run), or only a
  /// `face` (the cascades' fallback).
  public enum Evidence: String, Sendable, Codable { case body, face }
  /// Which way the person faces: `towards` the camera, turned to the `side` (a profile), or `away`
  /// (a large body with no face or pose in its head).
  public enum Facing: String, Sendable, Codable { case towards, side, away }

  public var position: Position
  public var distance: Distance
  public var evidence: Evidence
  /// Centre and height as fractions (0…1) of the image.
  public var centreX: Double
  public var height: Double
  /// `nil` when it cannot be told (the fallback detectors never tell it).
  public var facing: Facing?

  public init(
    position: Position, distance: Distance, evidence: Evidence, centreX: Double, height: Double,
    facing: Facing? = nil
  ) {
    self.position = position
    self.distance = distance
    self.evidence = evidence
    self.centreX = centreX
    self.height = height
    self.facing = facing
  }

  /// Calibrated on the honesty sets (docs/decisions/016-people-and-faces.md). Frontal-face scores
  /// (the cascade's last-stage weight) on photos without people reached 8.0 (the letters of a number
  /// plate) and 4.96 (the Moon); real faces scored 2.2–9.3. So a face also needs skin in its central
  /// part (YCrCb skin rule), which texture, stars and letters do not have; the surest skin-coloured
  /// false face (a candle flame) scored 2.14, hence 3.0.
  static let faceThreshold = 3.0
  static let faceSkin = 0.25
  static let profileThreshold = 2.0
  /// HOG margins (480 px, scale step 1.1) on photos without people reached 1.29 (a row of candles,
  /// no skin in its "head") and 0.84 (a retina photo); standing people scored 0.53–2.3. A body needs
  /// ≥ 0.8 and skin (≥ 15 %) or a face in its head, unless it scores ≥ 1.5.
  static let bodyThreshold = 0.8
  static let bodyAlone = 1.5
  static let headSkin = 0.15

  static func isFace(_ face: ScoredBox, skin: Double) -> Bool {
    face.score >= faceThreshold && skin >= faceSkin
  }
  static func isProfile(_ face: ScoredBox, skin: Double) -> Bool {
    face.score >= profileThreshold && skin >= faceSkin
  }
  static func isBody(_ body: ScoredBox, headSkin skin: Double, faceInside: Bool) -> Bool {
    body.score >= bodyAlone || (body.score >= bodyThreshold && (skin >= headSkin || faceInside))
  }

  /// Bodies and faces as people, left to right: a face whose centre lies in a body's box is that
  /// body's, faces overlapping each other count once.
  static func merge(bodies: [ScoredBox], faces: [ScoredBox]) -> [PersonSighting] {
    struct Norm {
      var x: Double, y: Double, w: Double, h: Double
      var cx: Double { x + w / 2 }
      var cy: Double { y + h / 2 }
      func contains(_ px: Double, _ py: Double) -> Bool { px >= x && px <= x + w && py >= y && py <= y + h }
    }
    func norm(_ b: ScoredBox) -> Norm {
      let w = Double(max(b.imageWidth, 1))
      let h = Double(max(b.imageHeight, 1))
      return Norm(
        x: Double(b.box.x) / w, y: Double(b.box.y) / h, w: Double(b.box.width) / w,
        h: Double(b.box.height) / h)
    }
    let bodyBoxes = bodies.map(norm)
    var faceBoxes: [Norm] = []
    for face in faces.map(norm) where !bodyBoxes.contains(where: { $0.contains(face.cx, face.cy) }) {
      if !faceBoxes.contains(where: { $0.contains(face.cx, face.cy) || face.contains($0.cx, $0.cy) }) {
        faceBoxes.append(face)
      }
    }
    var out = bodyBoxes.map { b in
      PersonSighting(
        position: position(b.cx), distance: b.h >= 0.55 ? .near : .far, evidence: .body, centreX: b.cx,
        height: b.h)
    }
    out += faceBoxes.map { f in
      // A face a fifth of the frame high is someone within arm's reach or so.
      PersonSighting(
        position: position(f.cx), distance: f.h >= 0.18 ? .near : .far, evidence: .face, centreX: f.cx,
        height: f.h)
    }
    return out.sorted { $0.centreX < $1.centreX }
  }

  static func position(_ x: Double) -> Position { x < 0.36 ? .left : x > 0.64 ? .right : .centre }
}

/// Which pixels of a small RGB copy look like skin (YCrCb: 135 ≤ Cr ≤ 180, 85 ≤ Cb ≤ 135, Y ≥ 40),
/// to tell faces and heads from texture that a cascade or HOG mistook for them. A gray photo has
/// no skin, so it gets no face from the cascades alone.
struct SkinMap {
  let width: Int
  let height: Int
  let skin: [Bool]

  init(_ image: DecodedImage) throws {
    let small = try image.converted(channels: 3, maxSide: 320)
    width = small.width
    height = small.height
    skin = small.withPixels { rgb in
      (0..<(small.width * small.height)).map { i in
        let r = Double(rgb[i * 3]), g = Double(rgb[i * 3 + 1]), b = Double(rgb[i * 3 + 2])
        let y = 0.299 * r + 0.587 * g + 0.114 * b
        let cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b
        let cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b
        return y >= 40 && cr >= 135 && cr <= 180 && cb >= 85 && cb <= 135
      }
    }
  }

  /// Skin share of a region given as fractions of the image.
  func fraction(x: Double, y: Double, w: Double, h: Double) -> Double {
    let x0 = max(0, Int(x * Double(width))), y0 = max(0, Int(y * Double(height)))
    let x1 = min(width, Int(((x + w) * Double(width)).rounded(.up)))
    let y1 = min(height, Int(((y + h) * Double(height)).rounded(.up)))
    guard x1 > x0, y1 > y0 else { return 0 }
    var count = 0
    for row in y0..<y1 { for column in x0..<x1 where skin[row * width + column] { count += 1 } }
    return Double(count) / Double((x1 - x0) * (y1 - y0))
  }

  static func normalised(_ b: ScoredBox) -> (x: Double, y: Double, w: Double, h: Double) {
    let w = Double(max(b.imageWidth, 1)), h = Double(max(b.imageHeight, 1))
    return (Double(b.box.x) / w, Double(b.box.y) / h, Double(b.box.width) / w, Double(b.box.height) / h)
  }

  /// The central 60 % of a face box (cheeks, nose, forehead).
  func faceFraction(_ face: ScoredBox) -> Double {
    let n = Self.normalised(face)
    return fraction(x: n.x + 0.2 * n.w, y: n.y + 0.2 * n.h, w: 0.6 * n.w, h: 0.6 * n.h)
  }

  /// The head of a HOG box: the top fifth, middle half of the width (HOG windows have a margin).
  func headFraction(_ body: ScoredBox) -> Double {
    let n = Self.normalised(body)
    return fraction(x: n.x + 0.25 * n.w, y: n.y + 0.05 * n.h, w: 0.5 * n.w, h: 0.2 * n.h)
  }

  static func inHead(of body: ScoredBox, _ face: ScoredBox) -> Bool {
    let b = normalised(body), f = normalised(face)
    let cx = f.x + f.w / 2, cy = f.y + f.h / 2
    return cx >= b.x && cx <= b.x + b.w && cy >= b.y && cy <= b.y + 0.4 * b.h
  }
}

/// How bright a photo is (0–100, from mean CIE lightness) and which side the light comes from.
public struct LightReading: Sendable, Equatable, Codable {
  public enum Level: String, Sendable, Codable { case dark, dim, bright }
  public var level: Int
  public var description: Level
  /// "left", "right", "above", "below", or nil when the light is even.
  public var from: String?

  public init(level: Int, description: Level, from: String?) {
    self.level = level
    self.description = description
    self.from = from
  }

  /// From 8-bit gray pixels: the level is the mean CIE L* (0 black … 100 white); below 20 is dark,
  /// below 45 dim; the light "comes from" a side whose third is ≥ 1.3× as bright as the opposite one.
  static func measure(gray: UnsafeBufferPointer<UInt8>, width: Int, height: Int) -> LightReading {
    guard width > 0, height > 0, gray.count >= width * height else {
      return LightReading(level: 0, description: .dark, from: nil)
    }
    func lightness(_ v: UInt8) -> Double {
      let c = Double(v) / 255
      let y = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
      return y > 216.0 / 24389.0 ? 116 * cbrt(y) - 16 : 24389.0 / 27.0 * y
    }
    var total = 0.0
    var left = 0.0, right = 0.0, top = 0.0, bottom = 0.0
    for y in 0..<height {
      for x in 0..<width {
        let l = lightness(gray[y * width + x])
        total += l
        if x < width / 3 { left += l }
        if x >= width - width / 3 { right += l }
        if y < height / 3 { top += l }
        if y >= height - height / 3 { bottom += l }
      }
    }
    let level = Int((total / Double(width * height)).rounded())
    let description: Level = level < 20 ? .dark : level < 45 ? .dim : .bright
    var from: String?
    let sides = [
      ("left", left, right), ("right", right, left), ("above", top, bottom), ("below", bottom, top),
    ]
    if let strongest = sides.filter({ $0.1 >= 1.3 * max($0.2, 1) }).max(by: {
      $0.1 / max($0.2, 1) < $1.1 / max($1.2, 1)
    }) {
      from = strongest.0
    }
    return LightReading(level: level, description: description, from: from)
  }
}

/// How sharp a photo is: the variance of its 4-neighbour Laplacian on a gray copy of fixed size
/// (so a 12 MP photo and a 640 px one compare). Calibrated in `SharpnessTests` on the honesty sets
/// and their blurred copies.
public enum Sharpness {
  /// The long side the measure is taken at.
  public static let side = 640
  /// Below this the photo is too blurred to read text or a code. Measured (SharpnessTests): every
  /// photo of the honesty sets and fixtures blurred with σ = 3 px at 640 px scores ≤ 6; the photos
  /// themselves score ≥ 37 except a flat microscope image (1) — so 20 sits between them.
  public static let blurred = 20.0

  static func measure(gray: UnsafeBufferPointer<UInt8>, width: Int, height: Int) -> Double {
    guard width > 2, height > 2, gray.count >= width * height else { return 0 }
    var sum = 0.0
    var squares = 0.0
    var n = 0.0
    for y in 1..<(height - 1) {
      for x in 1..<(width - 1) {
        let i = y * width + x
        let v =
          Double(gray[i - 1]) + Double(gray[i + 1]) + Double(gray[i - width]) + Double(gray[i + width])
          - 4 * Double(gray[i])
        sum += v
        squares += v * v
        n += 1
      }
    }
    let mean = sum / n
    return squares / n - mean * mean
  }
}
