internal import CVisorImageAPI
import Foundation
import VisorCore

/// The VisorImage plugin (`libVisorImage.so`: libvips and libjpeg-turbo), opened by `Vips.start()` when
/// the first image is ingested or encoded, so an idle server maps none of libvips' libraries.
package enum ImagePlugin {
  static let table = PluginTable<visor_image_api>(
    name: "VisorImage", symbol: "visor_image_get_api",
    accepts: { $0.pointee.version == VISOR_IMAGE_API_VERSION })

  /// Whether this process has opened the plugin (memory reports, tests).
  package static var isOpen: Bool { table.isOpen }
}

/// The plugin's functions. Every entry point of this file's callers runs `Vips.start()` first, which
/// opened the plugin (or threw), so the table is there.
private var vips: visor_image_api {
  guard let table = try? ImagePlugin.table.api() else {
    preconditionFailure("Vips.start() opens the VisorImage plugin before any other call")
  }
  return table.pointee
}

/// Owns one libvips image reference for the duration of a call.
final class VipsImageHandle {
  let pointer: OpaquePointer
  init(_ pointer: OpaquePointer) { self.pointer = pointer }
  deinit { vips.unref(pointer) }

  var width: Int { Int(vips.width(pointer)) }
  var height: Int { Int(vips.height(pointer)) }
  /// The EXIF orientation, 1–8 (1 when absent).
  var orientation: Int { Int(vips.orientation(pointer)) }

  /// Width and height after the EXIF orientation is applied.
  var uprightSize: (width: Int, height: Int) {
    vips.orientation_swaps(pointer) != 0 ? (height, width) : (width, height)
  }
  var hasICCProfile: Bool { vips.has_icc(pointer) != 0 }

  var fieldNames: [String] {
    guard let fields = vips.fields(pointer) else { return [] }
    defer { vips.strfreev(fields) }
    var names: [String] = []
    var index = 0
    while let name = fields[index] {
      names.append(String(cString: name))
      index += 1
    }
    return names
  }
}

/// How strictly a loader treats damaged data (libvips' `fail_on`).
enum VipsFailOn: Int32 {
  case none = 0, truncated = 1, error = 2, warning = 3
}

/// Thin Swift layer over the `visor_vips_*` façade. Every function is safe to call from any thread.
enum Vips {
  /// Opens the plugin and starts libvips once; later calls are cheap. A missing plugin throws
  /// NativePlugin's `.unavailable` sentence (how to build it).
  static func start() throws {
    if try ImagePlugin.table.api().pointee.start() != 0 {
      throw VisorError(
        .imageLibraryUnavailable,
        Message("error.vips.start"))
    }
  }

  /// Takes and clears libvips' error text (for logs only; never contains pixels).
  static func takeError() -> String {
    guard let text = vips.error_copy() else { return "" }
    defer {
      vips.free_buffer(text)
      vips.error_clear()
    }
    return String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The name of the libvips loader that recognises the bytes, if any.
  static func loaderName(_ bytes: UnsafeRawBufferPointer) -> String? {
    guard let base = bytes.baseAddress, bytes.count > 0,
      let name = vips.find_loader(base, bytes.count)
    else {
      _ = takeError()
      return nil
    }
    return String(cString: name)
  }

  /// Opens the header only; the bytes must stay alive while the image is used.
  static func open(_ bytes: UnsafeRawBufferPointer, failOn: VipsFailOn, sequential: Bool = true)
    -> VipsImageHandle?
  {
    var out: OpaquePointer?
    guard let base = bytes.baseAddress,
      vips.open(base, bytes.count, failOn.rawValue, sequential ? 1 : 0, &out) == 0, let out
    else {
      _ = takeError()
      return nil
    }
    return VipsImageHandle(out)
  }

  enum ThumbnailSize: Int32 { case both = 0, down = 1, force = 2 }

  static func thumbnail(
    _ bytes: UnsafeRawBufferPointer, width: Int, height: Int, size: ThumbnailSize, cropCentre: Bool,
    toSRGB: Bool, failOn: VipsFailOn
  ) -> VipsImageHandle? {
    var out: OpaquePointer?
    guard let base = bytes.baseAddress,
      vips.thumbnail(
        base, bytes.count, Int32(width), Int32(height), size.rawValue, cropCentre ? 1 : 0, toSRGB ? 1 : 0,
        failOn.rawValue, &out) == 0, let out
    else {
      _ = takeError()
      return nil
    }
    return VipsImageHandle(out)
  }

  enum FastJPEG {
    case done(IngestedImage)
    case notPlainJPEG
    case damaged
  }

  /// libjpeg-turbo's direct path for plain JPEG photos (see `visor_jpeg_downscale`).
  static func fastJPEG(_ bytes: UnsafeRawBufferPointer, maxSide: Int, orientation: Int, quality: Int)
    -> FastJPEG
  {
    guard let base = bytes.baseAddress else { return .notPlainJPEG }
    var out: UnsafeMutablePointer<UInt8>?
    var length = 0
    var width: Int32 = 0
    var height: Int32 = 0
    let result = vips.jpeg_downscale(
      base, bytes.count, Int32(maxSide), Int32(orientation), Int32(quality), &out, &length, &width, &height)
    guard result == 0, let out else { return result > 0 ? .notPlainJPEG : .damaged }
    defer { vips.jpeg_free(out) }
    return .done(
      IngestedImage(
        jpeg: Data(bytes: out, count: length), width: Int(width), height: Int(height), sourceFormat: "jpeg"))
  }

  enum PlainJPEG {
    case done(IngestedImage)
    case notPlainJPEG
    case tooLarge(width: Int, height: Int)
    case damaged
  }

  /// ``fastJPEG(_:maxSide:orientation:quality:)`` with the header, the pixel limit and the EXIF
  /// orientation read by the plugin, so libvips never opens a plain JPEG (see `visor_jpeg_ingest`).
  static func plainJPEG(_ bytes: UnsafeRawBufferPointer, maxPixels: Int, maxSide: Int, quality: Int)
    -> PlainJPEG
  {
    guard let base = bytes.baseAddress else { return .notPlainJPEG }
    var out: UnsafeMutablePointer<UInt8>?
    var length = 0
    var width: Int32 = 0
    var height: Int32 = 0
    let result = vips.jpeg_ingest(
      base, bytes.count, Int64(maxPixels), Int32(maxSide), Int32(quality), &out, &length, &width, &height)
    switch result {
    case 0:
      guard let out else { return .damaged }
      defer { vips.jpeg_free(out) }
      return .done(
        IngestedImage(
          jpeg: Data(bytes: out, count: length), width: Int(width), height: Int(height), sourceFormat: "jpeg")
      )
    case 1: return .notPlainJPEG
    case 2: return .tooLarge(width: Int(width), height: Int(height))
    default: return .damaged
    }
  }

  enum FastPixels {
    case done(pixels: Data, width: Int, height: Int)
    case notPlainJPEG
    case damaged
  }

  /// The decoding half of ``fastJPEG(_:maxSide:orientation:quality:)``: the upright, shrunk picture
  /// as packed RGB.
  static func fastPixels(_ bytes: UnsafeRawBufferPointer, maxSide: Int, orientation: Int) -> FastPixels {
    guard let base = bytes.baseAddress else { return .notPlainJPEG }
    var out: UnsafeMutablePointer<UInt8>?
    var width: Int32 = 0
    var height: Int32 = 0
    let result = vips.jpeg_decode_fit(
      base, bytes.count, Int32(maxSide), Int32(orientation), &out, &width, &height)
    guard result == 0, let out else { return result > 0 ? .notPlainJPEG : .damaged }
    let count = Int(width) * Int(height) * 3
    // The plugin's buffer becomes the Data's storage (no copy of the megapixels); freed with it.
    let pixels = Data(
      bytesNoCopy: out, count: count,
      deallocator: .custom { pointer, _ in vips.jpeg_free(pointer.assumingMemoryBound(to: UInt8.self)) })
    return .done(pixels: pixels, width: Int(width), height: Int(height))
  }

  /// Packed RGB to a baseline JPEG without metadata (libjpeg-turbo).
  static func encodeRGB(_ pixels: Data, width: Int, height: Int, quality: Int) -> Data? {
    guard pixels.count == width * height * 3 else { return nil }
    var out: UnsafeMutablePointer<UInt8>?
    var length = 0
    let result = pixels.withUnsafeBytes { raw in
      vips.jpeg_encode_rgb(
        raw.bindMemory(to: UInt8.self).baseAddress, Int32(width), Int32(height), Int32(quality), &out, &length
      )
    }
    guard result == 0, let out else { return nil }
    defer { vips.jpeg_free(out) }
    return Data(bytes: out, count: length)
  }

  static func autorotate(_ image: VipsImageHandle) -> VipsImageHandle? {
    var out: OpaquePointer?
    guard vips.autorotate(image.pointer, &out) == 0, let out else {
      _ = takeError()
      return nil
    }
    return VipsImageHandle(out)
  }

  static func extract(_ image: VipsImageHandle, left: Int, top: Int, width: Int, height: Int)
    -> VipsImageHandle?
  {
    var out: OpaquePointer?
    guard
      vips.extract(image.pointer, Int32(left), Int32(top), Int32(width), Int32(height), &out) == 0,
      let out
    else {
      _ = takeError()
      return nil
    }
    return VipsImageHandle(out)
  }

  /// Flattens alpha onto white and converts to 3-band 8-bit sRGB.
  static func srgb8(_ image: VipsImageHandle) -> VipsImageHandle? {
    var out: OpaquePointer?
    guard vips.to_srgb8(image.pointer, &out) == 0, let out else {
      _ = takeError()
      return nil
    }
    return VipsImageHandle(out)
  }

  /// Baseline JPEG with every metadata block stripped. Evaluates the pipeline, so decode errors of
  /// lazily loaded images surface here (as nil).
  static func jpeg(_ image: VipsImageHandle, quality: Int) -> Data? {
    var buffer: UnsafeMutableRawPointer?
    var length = 0
    guard vips.jpeg(image.pointer, Int32(min(max(quality, 1), 100)), &buffer, &length) == 0,
      let buffer
    else {
      _ = takeError()
      return nil
    }
    defer { vips.free_buffer(buffer) }
    return Data(bytes: buffer, count: length)
  }

  /// Packed band-interleaved pixels.
  static func pixels(_ image: VipsImageHandle) -> Data? {
    var buffer: UnsafeMutableRawPointer?
    var length = 0
    guard vips.pixels(image.pointer, &buffer, &length) == 0, let buffer else {
      _ = takeError()
      return nil
    }
    defer { vips.free_buffer(buffer) }
    return Data(bytes: buffer, count: length)
  }

  static func fromPixels(_ pixels: Data, width: Int, height: Int, bands: Int) -> VipsImageHandle? {
    var out: OpaquePointer?
    let ok = pixels.withUnsafeBytes { raw in
      vips.from_pixels(raw.baseAddress, Int32(width), Int32(height), Int32(bands), &out) == 0
    }
    guard ok, let out else {
      _ = takeError()
      return nil
    }
    return VipsImageHandle(out)
  }

  static func save(_ image: VipsImageHandle, format: String, quality: Int) -> Data? {
    var buffer: UnsafeMutableRawPointer?
    var length = 0
    guard vips.save(image.pointer, format, Int32(quality), &buffer, &length) == 0, let buffer else {
      _ = takeError()
      return nil
    }
    defer { vips.free_buffer(buffer) }
    return Data(bytes: buffer, count: length)
  }

  static func convertFromSRGB(_ image: VipsImageHandle, toProfile profile: String) -> VipsImageHandle? {
    var out: OpaquePointer?
    guard vips.icc_from_srgb(image.pointer, profile, &out) == 0, let out else {
      _ = takeError()
      return nil
    }
    return VipsImageHandle(out)
  }

  static func setInt(_ image: VipsImageHandle, _ name: String, _ value: Int) {
    vips.set_int(image.pointer, name, Int32(value))
  }
}
