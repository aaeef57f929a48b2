import Foundation
import VisorCore

/// Encodes raw pixels to an image file (for generated images, fixtures and tests).
///
/// ```swift
/// let png = try ImageEncoder.encode(pixels: rgba, width: 64, height: 64, bands: 4, format: .png)
/// ```
public enum ImageEncoder {
  /// Output formats. `heif` uses HEVC (HEIC).
  public enum Format: String, Sendable, CaseIterable { case jpeg, png, webp, gif, heif }

  /// `pixels` is packed 8-bit data, `bands` 1 (grey), 3 (RGB) or 4 (RGBA). Metadata is kept, and
  /// `orientation` (1…8), when given, is written as the EXIF orientation tag (JPEG only).
  /// `pageHeight` splits a tall image into frames of that height (an animated GIF or WebP).
  /// `colorProfile` ("p3", "cmyk" or an ICC file path) converts the sRGB pixels to that profile and
  /// embeds it (JPEG, PNG, WebP, HEIF).
  public static func encode(
    pixels: Data, width: Int, height: Int, bands: Int, format: Format, quality: Int = 90,
    orientation: Int? = nil, pageHeight: Int? = nil, colorProfile: String? = nil
  ) throws -> Data {
    try Vips.start()
    guard width > 0, height > 0, [1, 2, 3, 4].contains(bands), pixels.count == width * height * bands
    else {
      throw VisorError(.invalidPixels, "Pixels must be width × height × bands bytes with 1 to 4 bands.")
    }
    guard var image = Vips.fromPixels(pixels, width: width, height: height, bands: bands) else {
      throw VisorError(.imageEncodeFailed, "The pixels could not be read.")
    }
    if let colorProfile {
      guard let converted = Vips.convertFromSRGB(image, toProfile: colorProfile) else {
        throw VisorError(
          .imageEncodeFailed, Message("error.image.colourProfile", ["profile": .text(colorProfile)]))
      }
      image = converted
    }
    if let orientation { Vips.setInt(image, "orientation", orientation) }
    if let pageHeight, pageHeight > 0, height % pageHeight == 0 {
      Vips.setInt(image, "page-height", pageHeight)
    }
    guard let data = Vips.save(image, format: format.rawValue, quality: quality) else {
      throw VisorError(.imageEncodeFailed, Message("error.image.encode", ["format": .text(format.rawValue)]))
    }
    return data
  }
}
