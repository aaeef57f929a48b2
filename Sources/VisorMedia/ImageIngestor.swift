import Foundation
import VisorCore

/// Limits and quality for ``ImageIngestor/ingest(_:options:)``.
public struct ImageIngestOptions: Sendable {
  /// The longest side of the output in pixels; larger images are shrunk, smaller ones are never enlarged.
  public var maxLongSide = 1536
  /// Images whose width × height exceeds this are refused from the header, before any pixel is decoded.
  public var maxPixels = 40_000_000
  /// JPEG quality of the output, 1…100.
  public var jpegQuality = 85
  /// Keep the decoded pixels of the output in ``IngestedImage/pixels`` (JPEG uploads), so an analysis
  /// of the photo need not decode the output JPEG again.
  public var keepPixels = false
  public init() {}
}

/// An upright, metadata-free baseline JPEG made from an uploaded image.
public struct IngestedImage: Sendable {
  public var jpeg: Data
  public var width: Int
  public var height: Int
  /// What the upload was: `jpeg`, `png`, `webp`, `heif` or `gif`.
  public var sourceFormat: String
  /// The picture `jpeg` was encoded from, as packed RGB (`width × height × 3` bytes), when
  /// ``ImageIngestOptions/keepPixels`` asked for it and the upload took the libjpeg-turbo path.
  public var pixels: Data?
  public init(jpeg: Data, width: Int, height: Int, sourceFormat: String, pixels: Data? = nil) {
    self.jpeg = jpeg
    self.width = width
    self.height = height
    self.sourceFormat = sourceFormat
    self.pixels = pixels
  }
}

/// Turns uploaded images into small, upright, metadata-free JPEGs and classifier inputs (libvips).
///
/// ```swift
/// let image = try ImageIngestor.ingest(uploadBytes)   // ≤ 1536 px, EXIF applied, GPS gone
/// let rgb = try ImageIngestor.centerSquareRGB(image.jpeg, size: 224)
/// ```
/// All functions are synchronous and thread-safe; call them off the cooperative pool.
public enum ImageIngestor {

  // The sentences a person hears when a photo cannot be used, in their language (issue 27).
  static func unreadable() -> VisorError { VisorError(.imageUnreadable, Message("error.image.unreadable")) }
  static func truncated() -> VisorError { VisorError(.imageTruncated, Message("error.image.truncated")) }
  static func tooLarge(width: Int, height: Int, maxPixels: Int) -> VisorError {
    VisorError(
      .imageTooLarge,
      Message(
        "error.image.tooLarge",
        ["width": .number(width), "height": .number(height), "limit": .number(maxPixels)]))
  }

  /// Maps a libvips loader name to the format we report, or nil for formats we refuse.
  static func sourceFormat(loader: String) -> String? {
    let name = loader.lowercased()
    if name.contains("jpegload") || name.contains("loadjpeg") { return "jpeg" }
    if name.contains("pngload") || name.contains("loadpng") { return "png" }
    if name.contains("webpload") || name.contains("loadwebp") { return "webp" }
    if name.contains("heifload") || name.contains("loadheif") { return "heif" }
    if name.contains("gifload") || name.contains("loadnsgif") || name.contains("loadgif") { return "gif" }
    return nil
  }

  /// Recognises the format, reads the header and enforces the pixel limit, then runs `body` while the
  /// bytes are pinned (libvips reads them lazily).
  static func withCheckedImage<T>(
    _ data: Data, maxPixels: Int, sequential: Bool = true,
    _ body: (UnsafeRawBufferPointer, _ header: VipsImageHandle, _ format: String) throws -> T
  ) throws -> T {
    try Vips.start()
    guard !data.isEmpty else { throw unreadable() }
    return try data.withUnsafeBytes { bytes in
      guard let loader = Vips.loaderName(bytes), let format = sourceFormat(loader: loader) else {
        throw unreadable()
      }
      // The magic bytes matched a supported format, so a header that fails to parse is damage.
      guard let header = Vips.open(bytes, failOn: .truncated, sequential: sequential) else {
        throw truncated()
      }
      let (width, height) = (header.width, header.height)
      guard width > 0, height > 0 else { throw truncated() }
      if width.multipliedReportingOverflow(by: height).partialValue > maxPixels
        || width.multipliedReportingOverflow(by: height).overflow
      {
        throw tooLarge(width: width, height: height, maxPixels: maxPixels)
      }
      return try body(bytes, header, format)
    }
  }

  /// Accepts JPEG, PNG, WebP, HEIC/HEIF and GIF (first frame). Applies the EXIF orientation, converts
  /// an embedded colour profile to sRGB, strips all metadata (EXIF, GPS, XMP, ICC), shrinks so the long
  /// side is at most `maxLongSide` (never enlarges) and re-encodes as baseline JPEG.
  ///
  /// Throws `VisorError` `.imageUnreadable`, `.imageTruncated` or `.imageTooLarge`.
  public static func ingest(_ data: Data, options: ImageIngestOptions = ImageIngestOptions()) throws
    -> IngestedImage
  {
    let side = max(options.maxLongSide, 1)
    let quality = min(max(options.jpegQuality, 1), 100)
    // A plain JPEG photo, the commonest upload, is read by libjpeg-turbo alone (decision 066).
    if !options.keepPixels, data.starts(with: [0xFF, 0xD8, 0xFF]) {
      try Vips.start()
      let plain = data.withUnsafeBytes {
        Vips.plainJPEG($0, maxPixels: options.maxPixels, maxSide: side, quality: quality)
      }
      switch plain {
      case .done(let image): return image
      case .tooLarge(let width, let height):
        throw tooLarge(width: width, height: height, maxPixels: options.maxPixels)
      case .damaged: throw truncated()
      case .notPlainJPEG: break  // a colour profile other than sRGB, CMYK or two EXIF blocks: libvips
      }
    }
    return try withCheckedImage(data, maxPixels: options.maxPixels) { bytes, header, format in
      if format == "jpeg", options.keepPixels {
        switch Vips.fastPixels(bytes, maxSide: side, orientation: header.orientation) {
        case .done(let pixels, let width, let height):
          guard let jpeg = Vips.encodeRGB(pixels, width: width, height: height, quality: quality) else {
            throw truncated()
          }
          return IngestedImage(jpeg: jpeg, width: width, height: height, sourceFormat: format, pixels: pixels)
        case .damaged: throw truncated()
        case .notPlainJPEG: break  // ICC profile or CMYK: libvips converts it below
        }
      } else if format == "jpeg" {
        switch Vips.fastJPEG(bytes, maxSide: side, orientation: header.orientation, quality: quality) {
        case .done(let image): return image
        case .damaged: throw truncated()
        case .notPlainJPEG: break  // ICC profile or CMYK: libvips converts it below
        }
      }
      guard
        let thumb = Vips.thumbnail(
          bytes, width: side, height: side, size: .down, cropCentre: false, toSRGB: header.hasICCProfile,
          failOn: .truncated),
        let rgb = Vips.srgb8(thumb),
        let jpeg = Vips.jpeg(rgb, quality: quality)
      else { throw truncated() }
      return IngestedImage(jpeg: jpeg, width: rgb.width, height: rgb.height, sourceFormat: format)
    }
  }

  /// Cuts a box given in 0…1 fractions of the upright image (`x`, `y` top-left; `width`, `height`) and
  /// returns it as a metadata-free JPEG. An invalid box throws `VisorError` `.invalidCrop`.
  public static func crop(
    jpeg: Data, x: Double, y: Double, width: Double, height: Double, quality: Int = 90
  ) throws -> IngestedImage {
    let tolerance = 1e-6
    guard [x, y, width, height].allSatisfy(\.isFinite), x >= 0, y >= 0, width > 0, height > 0,
      x + width <= 1 + tolerance, y + height <= 1 + tolerance
    else {
      throw VisorError(
        .invalidCrop,
        Message("error.crop.box", ["box": .text("{x, y, width, height}")]))
    }
    // Random access: rotating an image that still carries an orientation tag reads it out of order.
    return try withCheckedImage(jpeg, maxPixels: ImageIngestOptions().maxPixels, sequential: false) {
      _, header, format in
      guard let upright = Vips.autorotate(header) else { throw truncated() }
      let (imageWidth, imageHeight) = (upright.width, upright.height)
      let (left, cropWidth) = pixelSpan(start: x, length: width, of: imageWidth)
      let (top, cropHeight) = pixelSpan(start: y, length: height, of: imageHeight)
      guard
        let box = Vips.extract(upright, left: left, top: top, width: cropWidth, height: cropHeight),
        let rgb = Vips.srgb8(box),
        let data = Vips.jpeg(rgb, quality: quality)
      else { throw truncated() }
      return IngestedImage(jpeg: data, width: rgb.width, height: rgb.height, sourceFormat: format)
    }
  }

  /// The pixel start and length of a 0…1 span over `size` pixels: edges rounded to the nearest pixel,
  /// at least one pixel, always inside the image.
  static func pixelSpan(start: Double, length: Double, of size: Int) -> (start: Int, length: Int) {
    let first = min(max(Int((start * Double(size)).rounded()), 0), size - 1)
    let end = min(max(Int(((start + length) * Double(size)).rounded()), first + 1), size)
    return (first, end - first)
  }

  /// Crops the centre square and resizes it to `size`×`size`; returns packed RGB8 bytes
  /// (`size * size * 3`) for classifiers.
  public static func centerSquareRGB(_ data: Data, size: Int) throws -> Data {
    try validateSize(size, name: "size")
    return try withCheckedImage(data, maxPixels: ImageIngestOptions().maxPixels) { bytes, header, _ in
      guard
        let thumb = Vips.thumbnail(
          bytes, width: size, height: size, size: .both, cropCentre: true, toSRGB: header.hasICCProfile,
          failOn: .truncated),
        let rgb = Vips.srgb8(thumb), let pixels = Vips.pixels(rgb), pixels.count == size * size * 3
      else { throw truncated() }
      return pixels
    }
  }

  /// The JPEG variant of ``centerSquareRGB(_:size:)``: the centre square at `size`×`size`.
  public static func centerSquareJPEG(_ data: Data, size: Int, quality: Int = 90) throws -> IngestedImage {
    try validateSize(size, name: "size")
    return try withCheckedImage(data, maxPixels: ImageIngestOptions().maxPixels) {
      bytes, header, format in
      guard
        let thumb = Vips.thumbnail(
          bytes, width: size, height: size, size: .both, cropCentre: true, toSRGB: header.hasICCProfile,
          failOn: .truncated),
        let rgb = Vips.srgb8(thumb), let jpeg = Vips.jpeg(rgb, quality: quality)
      else { throw truncated() }
      return IngestedImage(jpeg: jpeg, width: rgb.width, height: rgb.height, sourceFormat: format)
    }
  }

  /// ImageNet-style preprocessing: resizes so the shorter side is `shorterSide` (e.g. 256), then cuts the
  /// centre `crop`×`crop` (e.g. 224). Returns packed RGB8 bytes (`crop * crop * 3`).
  public static func resizedShorterSideCenterCropRGB(_ data: Data, shorterSide: Int, crop: Int) throws
    -> Data
  {
    try validateSize(shorterSide, name: "shorterSide")
    try validateSize(crop, name: "crop")
    guard crop <= shorterSide else {
      throw VisorError(
        .invalidSize,
        Message("error.crop.tooLarge", ["crop": .text(String(crop)), "side": .text(String(shorterSide))]))
    }
    return try withCheckedImage(data, maxPixels: ImageIngestOptions().maxPixels) { bytes, header, _ in
      let upright = header.uprightSize
      let unbounded = 10_000_000
      let (boxWidth, boxHeight) =
        upright.width <= upright.height ? (shorterSide, unbounded) : (unbounded, shorterSide)
      guard
        let thumb = Vips.thumbnail(
          bytes, width: boxWidth, height: boxHeight, size: .both, cropCentre: false,
          toSRGB: header.hasICCProfile, failOn: .truncated)
      else { throw truncated() }
      let (width, height) = (thumb.width, thumb.height)
      let cropWidth = min(crop, width)
      let cropHeight = min(crop, height)
      guard
        let box = Vips.extract(
          thumb, left: (width - cropWidth) / 2, top: (height - cropHeight) / 2, width: cropWidth,
          height: cropHeight),
        let rgb = Vips.srgb8(box), var pixels = Vips.pixels(rgb)
      else { throw truncated() }
      if cropWidth != crop || cropHeight != crop {
        // Rounding left the short side a pixel shy of `crop`: pad by repeating the edge.
        pixels = padToSquare(pixels, width: cropWidth, height: cropHeight, size: crop)
      }
      return pixels
    }
  }

  static func padToSquare(_ pixels: Data, width: Int, height: Int, size: Int) -> Data {
    let source = [UInt8](pixels)
    var target = [UInt8](repeating: 0, count: size * size * 3)
    for row in 0..<size {
      let sourceRow = min(row, height - 1)
      for column in 0..<size {
        let sourceColumn = min(column, width - 1)
        for channel in 0..<3 {
          target[(row * size + column) * 3 + channel] =
            source[(sourceRow * width + sourceColumn) * 3 + channel]
        }
      }
    }
    return Data(target)
  }

  static func validateSize(_ value: Int, name: String) throws {
    guard (1...8192).contains(value) else {
      throw VisorError(
        .invalidSize, Message("error.size.range", ["name": .text(name), "value": .text(String(value))]))
    }
  }

  /// The `count` dominant colours of the image with the fraction of pixels each covers, most common
  /// first (k-means on a 64 px thumbnail). Fewer colours come back when the image has fewer.
  public static func dominantColors(jpeg: Data, count: Int = 3) throws -> [(
    red: UInt8, green: UInt8, blue: UInt8, fraction: Double
  )] {
    guard count > 0 else { return [] }
    let pixels = try withCheckedImage(jpeg, maxPixels: ImageIngestOptions().maxPixels) {
      bytes, header, _ in
      guard
        let thumb = Vips.thumbnail(
          bytes, width: 64, height: 64, size: .down, cropCentre: false, toSRGB: header.hasICCProfile,
          failOn: .truncated),
        let rgb = Vips.srgb8(thumb), let pixels = Vips.pixels(rgb)
      else { throw truncated() }
      return pixels
    }
    return ColorClustering.dominant(rgb: [UInt8](pixels), count: count).map {
      (red: $0.red, green: $0.green, blue: $0.blue, fraction: $0.fraction)
    }
  }

  /// Names of the metadata blocks and EXIF/XMP/IPTC/ICC fields present in an image (for tests and
  /// audits): e.g. `exif-data`, `exif-ifd3-GPSLatitude`, `xmp-data`, `icc-profile-data`, `orientation`.
  public static func metadataKeys(of jpeg: Data) throws -> [String] {
    try withCheckedImage(jpeg, maxPixels: Int.max) { _, header, _ in
      header.fieldNames.filter { name in
        name.hasPrefix("exif-") || name.hasPrefix("xmp-") || name.hasPrefix("iptc-")
          || name.hasPrefix("icc-") || name.hasPrefix("gps") || name == "orientation"
      }.sorted()
    }
  }
}
