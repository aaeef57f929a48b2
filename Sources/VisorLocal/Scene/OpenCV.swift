import CVisorVision
import Foundation
import VisorCore

/// A decoded image in memory: packed 8-bit RGB (3 channels) or gray (1 channel) pixels.
///
/// Immutable after creation, so it can be shared between tasks.
public final class DecodedImage: @unchecked Sendable {
  let pointer: UnsafeMutablePointer<visor_image>

  public var width: Int { Int(pointer.pointee.width) }
  public var height: Int { Int(pointer.pointee.height) }
  public var channels: Int { Int(pointer.pointee.channels) }

  private init(_ pointer: UnsafeMutablePointer<visor_image>) { self.pointer = pointer }

  deinit { visor_image_free(pointer) }

  /// Decodes JPEG/PNG/WebP bytes with OpenCV. `maxSide` > 0 shrinks the result to fit.
  ///
  /// Throws a 422 `image_unreadable` error for bytes that are not an image.
  public convenience init(encoded data: Data, channels: Int = 3, maxSide: Int = 0) throws {
    var err = [CChar](repeating: 0, count: 512)
    let decoded = data.withUnsafeBytes { raw -> UnsafeMutablePointer<visor_image>? in
      guard let base = raw.bindMemory(to: UInt8.self).baseAddress, !raw.isEmpty else { return nil }
      return visor_image_decode(base, raw.count, Int32(channels), Int32(maxSide), &err, err.count)
    }
    guard let decoded else {
      throw VisorError.imageUnreadable(data.isEmpty ? "the image is empty" : errorText(err))
    }
    self.init(decoded)
  }

  /// A copy with at most `maxSide` pixels on the longer side, in `channels` (1 or 3).
  public func converted(channels: Int, maxSide: Int = 0) throws -> DecodedImage {
    var err = [CChar](repeating: 0, count: 512)
    guard let out = visor_image_convert(pointer, Int32(channels), Int32(maxSide), &err, err.count) else {
      throw VisorError.imageUnreadable(errorText(err))
    }
    return DecodedImage(out)
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
    inputSize: 224, resize: 256, mean: [127 / 255, 127 / 255, 127 / 255], std: [128 / 255, 128 / 255, 128 / 255])
}

/// An ONNX network loaded into OpenCV DNN. The C++ side serialises forward passes per handle.
final class DNNNetwork: @unchecked Sendable {
  private let handle: OpaquePointer

  /// Loads the file; a network OpenCV cannot load throws a 422 naming OpenCV's reason (e.g. the operator).
  init(path: String) throws {
    var err = [CChar](repeating: 0, count: 1024)
    guard let handle = visor_classifier_load(path, &err, err.count) else {
      throw VisorError.unprocessable(
        "model_unloadable",
        "OpenCV DNN 4.6 could not load \((path as NSString).lastPathComponent): \(errorText(err)). "
          + "Export the model to ONNX with opset 10 or lower (torch.onnx.export(…, opset_version=10, "
          + "training=torch.onnx.TrainingMode.EVAL)).")
    }
    self.handle = handle
  }

  deinit { visor_classifier_free(handle) }

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
        visor_classifier_run(
          handle, rgb.pointer, Int32(p.resize), Int32(p.inputSize), mean.baseAddress, std.baseAddress,
          &output, Int32(output.count), &err, err.count)
      }
    }
    guard count >= 0 else {
      throw VisorError.badGateway("classifier_failed", "The classifier failed: \(errorText(err)).")
    }
    return Array(output.prefix(Int(count)))
  }

  /// Runs a forward pass on a constant input; returns the number of outputs.
  func probe(inputSize: Int) throws -> Int {
    var err = [CChar](repeating: 0, count: 1024)
    let count = visor_classifier_probe(handle, Int32(inputSize), &err, err.count)
    guard count >= 0 else {
      throw VisorError.unprocessable(
        "model_unrunnable",
        "The model loaded but a forward pass on a \(inputSize)×\(inputSize) input failed: \(errorText(err)). "
          + "Check the input size, and export with ONNX opset 10 or lower for OpenCV 4.6.")
    }
    return Int(count)
  }

  func memoryBytes(inputSize: Int) -> Int { Int(visor_classifier_memory(handle, Int32(inputSize))) }
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
}

/// A Haar or LBP cascade (OpenCV `CascadeClassifier`). The C++ side serialises detection per handle.
final class CascadeDetector: @unchecked Sendable {
  private let handle: OpaquePointer
  let scaleFactor: Double
  let minNeighbors: Int
  let minSizeFraction: Double

  init(path: String, scaleFactor: Double = 1.1, minNeighbors: Int = 5, minSizeFraction: Double = 0.04) throws {
    var err = [CChar](repeating: 0, count: 512)
    guard let handle = visor_cascade_load(path, &err, err.count) else {
      throw VisorError.modelMissing("cascade \((path as NSString).lastPathComponent)", path: path)
    }
    self.handle = handle
    self.scaleFactor = scaleFactor
    self.minNeighbors = minNeighbors
    self.minSizeFraction = minSizeFraction
  }

  deinit { visor_cascade_free(handle) }

  func detect(in image: DecodedImage) throws -> [PixelBox] {
    var err = [CChar](repeating: 0, count: 512)
    var boxes = [visor_box](repeating: visor_box(), count: 64)
    let found = visor_cascade_detect(
      handle, image.pointer, scaleFactor, Int32(minNeighbors), minSizeFraction, &boxes, Int32(boxes.count), &err,
      err.count)
    guard found >= 0 else {
      throw VisorError.badGateway("detector_failed", "Object detection failed: \(errorText(err)).")
    }
    return boxes.prefix(Int(found)).map {
      PixelBox(x: Int($0.x), y: Int($0.y), width: Int($0.width), height: Int($0.height))
    }
  }
}
