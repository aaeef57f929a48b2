import CVisorVisionAPI
import Foundation
import VisorCore
import VisorMedia

/// The VisorVision plugin (`libVisorVision.so`: OpenCV and tesseract), opened on first use so that a
/// server that never analyses a scene, classifies or reads text maps neither library.
///
/// A missing or mismatched plugin throws NativePlugin's `VisorError` `.unavailable` (how to build it); the
/// next use tries again.
enum VisionPlugin {
  static let name = "VisorVision"

  private static let table = PluginTable<visor_vision_api>(
    name: name, symbol: "visor_vision_get_api",
    accepts: {
      $0.pointee.version == VISOR_VISION_API_VERSION && $0.pointee.size == MemoryLayout<visor_vision_api>.size
    })

  /// Whether this process has opened the plugin (memory reports, tests).
  static var isOpen: Bool { table.isOpen }

  /// The function table, opening the plugin on first use.
  static func api() throws -> visor_vision_api { try table.api().pointee }
}

/// A decoded image in memory: packed 8-bit RGB (3 channels) or gray (1 channel) pixels.
///
/// Immutable after creation, so it can be shared between tasks.
public final class DecodedImage: @unchecked Sendable {
  let pointer: UnsafeMutablePointer<visor_image>
  private let api: visor_vision_api

  public var width: Int { Int(pointer.pointee.width) }
  public var height: Int { Int(pointer.pointee.height) }
  public var channels: Int { Int(pointer.pointee.channels) }

  private init(_ pointer: UnsafeMutablePointer<visor_image>, api: visor_vision_api) {
    self.pointer = pointer
    self.api = api
  }

  deinit { api.image_free(pointer) }

  /// Takes ownership of an image the plugin made.
  convenience init(wrapping pointer: UnsafeMutablePointer<visor_image>) throws {
    self.init(pointer, api: try VisionPlugin.api())
  }

  /// Decodes JPEG/PNG/WebP/HEIC/GIF bytes (libvips, in the VisorVision plugin). `maxSide` > 0
  /// shrinks the result to fit.
  ///
  /// Throws a `.imageUnreadable` error for bytes that are not an image, and `.unavailable`
  /// when the plugin is missing.
  public convenience init(encoded data: Data, channels: Int = 3, maxSide: Int = 0) throws {
    let api = try VisionPlugin.api()
    var err = [CChar](repeating: 0, count: 512)
    let decoded = data.withUnsafeBytes { raw -> UnsafeMutablePointer<visor_image>? in
      guard let base = raw.bindMemory(to: UInt8.self).baseAddress, !raw.isEmpty else { return nil }
      return api.image_decode(base, raw.count, Int32(channels), Int32(maxSide), &err, err.count)
    }
    guard let decoded else {
      throw VisorError.imageUnreadable(data.isEmpty ? "the image is empty" : errorText(err))
    }
    self.init(decoded, api: api)
  }

  /// A copy of packed RGB pixels (`width × height × 3` bytes), shrunk to fit `maxSide` when > 0:
  /// the pixels ingest already decoded (``DecodedPhotos``), without decoding the JPEG again.
  public convenience init(rgb pixels: Data, width: Int, height: Int, maxSide: Int = 0) throws {
    guard width > 0, height > 0, pixels.count == width * height * 3 else {
      throw VisorError.imageUnreadable("the pixels do not match their size")
    }
    let api = try VisionPlugin.api()
    var err = [CChar](repeating: 0, count: 512)
    let copy = pixels.withUnsafeBytes { raw -> UnsafeMutablePointer<visor_image>? in
      var view = visor_image(
        width: Int32(width), height: Int32(height), channels: 3,
        pixels: UnsafeMutablePointer(mutating: raw.bindMemory(to: UInt8.self).baseAddress))
      return api.image_convert(&view, 3, Int32(maxSide), &err, err.count)
    }
    guard let copy else { throw VisorError.imageUnreadable(errorText(err)) }
    self.init(copy, api: api)
  }

  /// A copy with at most `maxSide` pixels on the longer side, in `channels` (1 or 3).
  public func converted(channels: Int, maxSide: Int = 0) throws -> DecodedImage {
    var err = [CChar](repeating: 0, count: 512)
    guard let out = api.image_convert(pointer, Int32(channels), Int32(maxSide), &err, err.count) else {
      throw VisorError.imageUnreadable(errorText(err))
    }
    return DecodedImage(out, api: api)
  }

  /// A copy of the part of the image inside `box` (clipped to the image); throws when nothing is left.
  public func cropped(to box: PixelBox) throws -> DecodedImage {
    let (x0, y0) = (max(0, box.x), max(0, box.y))
    let (x1, y1) = (min(width, box.x + box.width), min(height, box.y + box.height))
    guard x1 > x0, y1 > y0 else { throw VisorError.imageUnreadable("the crop is outside the image") }
    let (rowBytes, stride) = ((x1 - x0) * channels, width * channels)
    var bytes = [UInt8](repeating: 0, count: rowBytes * (y1 - y0))
    withPixels { source in
      bytes.withUnsafeMutableBufferPointer { target in
        for row in 0..<(y1 - y0) {
          let from = (y0 + row) * stride + x0 * channels
          target.baseAddress!.advanced(by: row * rowBytes).update(
            from: source.baseAddress!.advanced(by: from), count: rowBytes)
        }
      }
    }
    var err = [CChar](repeating: 0, count: 512)
    let copy = bytes.withUnsafeMutableBufferPointer { buffer -> UnsafeMutablePointer<visor_image>? in
      var view = visor_image(
        width: Int32(x1 - x0), height: Int32(y1 - y0), channels: Int32(channels), pixels: buffer.baseAddress)
      return api.image_convert(&view, Int32(channels), 0, &err, err.count)
    }
    guard let copy else { throw VisorError.imageUnreadable(errorText(err)) }
    return DecodedImage(copy, api: api)
  }

  /// Reads the packed pixel bytes.
  public func withPixels<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
    try body(UnsafeBufferPointer(start: pointer.pointee.pixels, count: width * height * channels))
  }
}

/// How an image becomes a classifier's input tensor.
///
/// Resize the shorter side to `resize` (0: stretch the whole image to the input size), centre-crop
/// `inputSize`×`inputSize`, scale to 0…1, then `(x − mean) / std` per RGB channel.
public struct ClassifierPreprocessing: Sendable, Equatable, Codable {
  public var inputSize: Int
  public var resize: Int
  public var mean: [Float]
  public var std: [Float]

  public init(inputSize: Int, resize: Int, mean: [Float], std: [Float]) {
    self.inputSize = inputSize
    self.resize = resize
    self.mean = mean
    self.std = std
  }

  /// The torchvision ImageNet convention: 256 → crop 224, mean (0.485, 0.456, 0.406), std (0.229, 0.224, 0.225).
  public static let imagenet = ClassifierPreprocessing(
    inputSize: 224, resize: 256, mean: [0.485, 0.456, 0.406], std: [0.229, 0.224, 0.225])

  /// EfficientNet-Lite's own convention (TensorFlow reference: `(x − 127) / 128` on 0…255 pixels),
  /// 256 → crop 224. See docs/decisions/003-offline-scene-engine.md for why this is the default.
  public static let efficientNetLite = ClassifierPreprocessing(
    inputSize: 224, resize: 256, mean: [127 / 255, 127 / 255, 127 / 255],
    std: [128 / 255, 128 / 255, 128 / 255])
}

/// An ONNX network loaded into OpenCV DNN. The C++ side serialises forward passes per handle.
final class DNNNetwork: @unchecked Sendable {
  private let handle: OpaquePointer
  private let api: visor_vision_api

  /// Loads the file; a network OpenCV cannot load throws `.modelUnloadable` naming OpenCV's reason
  /// (e.g. the operator).
  init(path: String) throws {
    api = try VisionPlugin.api()
    var err = [CChar](repeating: 0, count: 1024)
    guard let handle = api.classifier_load(path, &err, err.count) else {
      throw VisorError(
        .modelUnloadable,
        Message(
          "error.opencv.unloadable",
          ["file": .text((path as NSString).lastPathComponent), "reason": .text(errorText(err))]))
    }
    self.handle = handle
  }

  deinit { api.classifier_free(handle) }

  /// Class probabilities for an RGB image (softmax applied when the model emits logits).
  func probabilities(for image: DecodedImage, preprocessing p: ClassifierPreprocessing, capacity: Int) throws
    -> [Float]
  {
    precondition(p.mean.count == 3 && p.std.count == 3)
    let rgb = image.channels == 3 ? image : try image.converted(channels: 3)
    var err = [CChar](repeating: 0, count: 1024)
    var output = [Float](repeating: 0, count: max(capacity, 1))
    let count = p.mean.withUnsafeBufferPointer { mean in
      p.std.withUnsafeBufferPointer { std in
        api.classifier_run(
          handle, rgb.pointer, Int32(p.resize), Int32(p.inputSize), mean.baseAddress!, std.baseAddress!,
          &output, Int32(output.count), &err, err.count)
      }
    }
    guard count >= 0 else {
      throw VisorError(
        .classifierFailed, Message("error.classifier.failed", ["reason": .text(errorText(err))]))
    }
    return Array(output.prefix(Int(count)))
  }

  /// Class probabilities for encoded image bytes, decoded straight to the size the network needs
  /// (a JPEG is shrunk while decoding): the fast path for `classify(jpeg:)`. Throws
  /// `.imageUnreadable` for bytes that are not an image.
  func probabilities(encoded data: Data, preprocessing p: ClassifierPreprocessing, capacity: Int) throws
    -> [Float]
  {
    precondition(p.mean.count == 3 && p.std.count == 3)
    guard !data.isEmpty else { throw VisorError.imageUnreadable("the image is empty") }
    var err = [CChar](repeating: 0, count: 1024)
    var output = [Float](repeating: 0, count: max(capacity, 1))
    let count = data.withUnsafeBytes { raw in
      p.mean.withUnsafeBufferPointer { mean in
        p.std.withUnsafeBufferPointer { std in
          api.classifier_run_encoded(
            handle, raw.bindMemory(to: UInt8.self).baseAddress!, raw.count, Int32(p.resize),
            Int32(p.inputSize),
            mean.baseAddress!, std.baseAddress!, &output, Int32(output.count), &err, err.count)
        }
      }
    }
    if count == VISOR_VISION_UNREADABLE_IMAGE { throw VisorError.imageUnreadable(errorText(err)) }
    guard count >= 0 else {
      throw VisorError(
        .classifierFailed, Message("error.classifier.failed", ["reason": .text(errorText(err))]))
    }
    return Array(output.prefix(Int(count)))
  }

  /// Runs a forward pass on a constant input; returns the number of outputs.
  func probe(inputSize: Int) throws -> Int {
    var err = [CChar](repeating: 0, count: 1024)
    let count = api.classifier_probe(handle, Int32(inputSize), &err, err.count)
    guard count >= 0 else {
      throw VisorError(
        .modelUnrunnable,
        Message(
          "error.opencv.unrunnable", ["size": .number(Int(inputSize)), "reason": .text(errorText(err))]))
    }
    return Int(count)
  }

  func memoryBytes(inputSize: Int) -> Int { Int(api.classifier_memory(handle, Int32(inputSize))) }
}

/// A pixel rectangle in an image.
public struct PixelBox: Sendable, Equatable, Codable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The smallest box holding both.
  public func union(_ other: PixelBox) -> PixelBox {
    guard width > 0, height > 0 else { return other }
    guard other.width > 0, other.height > 0 else { return self }
    let left = min(x, other.x)
    let top = min(y, other.y)
    let right = max(x + width, other.x + other.width)
    let bottom = max(y + height, other.y + other.height)
    return PixelBox(x: left, y: top, width: right - left, height: bottom - top)
  }

  public var centreX: Double { Double(x) + Double(width) / 2 }
  public var centreY: Double { Double(y) + Double(height) / 2 }
}

/// A Haar or LBP cascade (OpenCV `CascadeClassifier`). The C++ side serialises detection per handle.
final class CascadeDetector: @unchecked Sendable {
  let handle: OpaquePointer
  let api: visor_vision_api
  let scaleFactor: Double
  let minNeighbors: Int
  let minSizeFraction: Double
  /// Images are shrunk to at most this many pixels on the longer side before detection.
  let maxSide: Int

  init(
    path: String, scaleFactor: Double = 1.1, minNeighbors: Int = 5, minSizeFraction: Double = 0.04,
    maxSide: Int = 640
  ) throws {
    api = try VisionPlugin.api()
    var err = [CChar](repeating: 0, count: 512)
    guard let handle = api.cascade_load(path, &err, err.count) else {
      throw VisorError.modelMissing("cascade \((path as NSString).lastPathComponent)", path: path)
    }
    self.handle = handle
    self.scaleFactor = scaleFactor
    self.minNeighbors = minNeighbors
    self.minSizeFraction = minSizeFraction
    self.maxSide = maxSide
  }

  deinit { api.cascade_free(handle) }

  /// Boxes in the coordinates of the (shrunk, gray) working image.
  func detect(in image: DecodedImage) throws -> [PixelBox] {
    let work = try image.converted(channels: 1, maxSide: maxSide)
    var err = [CChar](repeating: 0, count: 512)
    var boxes = [visor_box](repeating: visor_box(), count: 64)
    let found = api.cascade_detect(
      handle, work.pointer, scaleFactor, Int32(minNeighbors), minSizeFraction, &boxes, Int32(boxes.count),
      &err, err.count)
    guard found >= 0 else {
      throw VisorError(.detectorFailed, Message("error.detector.objects", ["reason": .text(errorText(err))]))
    }
    return boxes.prefix(Int(found)).map {
      PixelBox(x: Int($0.x), y: Int($0.y), width: Int($0.width), height: Int($0.height))
    }
  }
}
