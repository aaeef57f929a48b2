import CVisorVisionAPI
import Foundation
import VisorCore

/// A box with the detector's own score (higher is surer), in the pixels of the image it was found on.
struct ScoredBox: Sendable, Equatable {
  var box: PixelBox
  var score: Double
  /// Width and height of the image the box is in.
  var imageWidth: Int
  var imageHeight: Int

  /// The first `count` of the plugin's detections, in an image of `width` × `height`.
  static func list(_ found: [visor_detection], count: Int32, width: Int, height: Int) -> [ScoredBox] {
    found.prefix(min(Int(count), found.count)).map {
      ScoredBox(
        box: PixelBox(
          x: Int($0.box.x), y: Int($0.box.y), width: Int($0.box.width), height: Int($0.box.height)),
        score: $0.score, imageWidth: width, imageHeight: height)
    }
  }
}

extension CascadeDetector {
  /// Boxes with the cascade's last-stage level weight, in the shrunk gray working image.
  func detectScored(in image: DecodedImage) throws -> [ScoredBox] {
    let work = try image.converted(channels: 1, maxSide: maxSide)
    var err = [CChar](repeating: 0, count: 512)
    var found = [visor_detection](repeating: visor_detection(), count: 64)
    let count = api.cascade_detect_scored(
      handle, work.pointer, scaleFactor, Int32(minNeighbors), minSizeFraction, &found, Int32(found.count),
      &err, err.count)
    guard count >= 0 else {
      throw VisorError(.detectorFailed, Message("error.detector.objects", ["reason": .text(errorText(err))]))
    }
    return ScoredBox.list(found, count: count, width: work.width, height: work.height)
  }
}

/// OpenCV's HOG people detector (Dalal–Triggs, upright people about 1:2), one per process.
final class PeopleDetector: @unchecked Sendable {
  private let handle: OpaquePointer
  private let api: visor_vision_api
  /// Photos are shrunk to at most this many pixels on the longer side first.
  let maxSide: Int

  init(maxSide: Int = 640) throws {
    api = try VisionPlugin.api()
    var err = [CChar](repeating: 0, count: 512)
    guard let handle = api.people_detector_create(&err, err.count) else {
      throw VisorError(
        .detectorFailed, Message("error.detector.peopleCreate", ["reason": .text(errorText(err))]))
    }
    self.handle = handle
    self.maxSide = maxSide
  }

  deinit { api.people_detector_free(handle) }

  func detect(in image: DecodedImage) throws -> [ScoredBox] {
    let scale = Double(maxSide) / Double(max(image.width, image.height))
    let workWidth = scale < 1 ? Int((Double(image.width) * scale).rounded()) : image.width
    let workHeight = scale < 1 ? Int((Double(image.height) * scale).rounded()) : image.height
    var err = [CChar](repeating: 0, count: 512)
    var found = [visor_detection](repeating: visor_detection(), count: 64)
    let count = api.people_detect(
      handle, image.pointer, Int32(maxSide), &found, Int32(found.count), &err, err.count)
    guard count >= 0 else {
      throw VisorError(.detectorFailed, Message("error.detector.people", ["reason": .text(errorText(err))]))
    }
    return ScoredBox.list(found, count: count, width: workWidth, height: workHeight)
  }
}

/// One barcode or QR code as zbar decoded it: symbology and raw payload bytes.
public struct DecodedBarcode: Sendable, Equatable, Codable {
  /// zbar's symbology name: "QR-Code", "EAN-13", "UPC-A", "CODE-128", "EAN-8", "CODE-39", "I2/5" …
  public var symbology: String
  public var payload: [UInt8]
  public var box: PixelBox
  public init(symbology: String, payload: [UInt8], box: PixelBox) {
    self.symbology = symbology
    self.payload = payload
    self.box = box
  }
}

/// Barcodes through the plugin's zbar (decode) and OpenCV (locate without decoding).
enum BarcodeScanner {
  /// The long side of the gray copy zbar reads first; the whole picture is read only when nothing
  /// is found there (issue 14: zbar's time grows with the pixels).
  static let quickSide = 768

  /// Codes found on a ≤ `quickSide` px gray copy, else on the whole picture; boxes in the picture's pixels.
  static func scanQuickly(_ image: DecodedImage) throws -> [DecodedBarcode] {
    let longer = max(image.width, image.height)
    guard longer > quickSide else { return try scan(image) }
    let small = try image.converted(channels: 1, maxSide: quickSide)
    let found = try scan(small)
    guard !found.isEmpty else { return try scan(image) }
    let scale = Double(longer) / Double(max(small.width, small.height))
    return found.map { code in
      var code = code
      let box = code.box
      code.box = PixelBox(
        x: Int(Double(box.x) * scale), y: Int(Double(box.y) * scale), width: Int(Double(box.width) * scale),
        height: Int(Double(box.height) * scale))
      return code
    }
  }

  static func scan(_ image: DecodedImage) throws -> [DecodedBarcode] {
    let api = try VisionPlugin.api()
    var codes: UnsafeMutablePointer<visor_barcode>?
    var err = [CChar](repeating: 0, count: 512)
    let count = api.barcode_scan(image.pointer, &codes, &err, err.count)
    guard count >= 0 else {
      throw VisorError(.detectorFailed, Message("error.detector.barcode", ["reason": .text(errorText(err))]))
    }
    defer { api.barcodes_free(codes, count) }
    guard let codes else { return [] }
    return UnsafeBufferPointer(start: codes, count: Int(count)).map { code in
      let bytes = code.data.map { Array(UnsafeBufferPointer(start: $0, count: code.length)) } ?? []
      return DecodedBarcode(
        symbology: code.type.map { String(cString: $0) } ?? "barcode", payload: bytes,
        box: PixelBox(
          x: Int(code.box.x), y: Int(code.box.y), width: Int(code.box.width), height: Int(code.box.height)))
    }
  }

  /// Barcode-like regions that may not decode (OpenCV's QR and 1-D detectors).
  static func locate(_ image: DecodedImage) throws -> [PixelBox] {
    let api = try VisionPlugin.api()
    var boxes = [visor_box](repeating: visor_box(), count: 16)
    var err = [CChar](repeating: 0, count: 512)
    let count = api.barcode_locate(image.pointer, &boxes, Int32(boxes.count), &err, err.count)
    guard count >= 0 else {
      throw VisorError(
        .detectorFailed, Message("error.detector.barcodeLocator", ["reason": .text(errorText(err))]))
    }
    return boxes.prefix(min(Int(count), boxes.count)).map {
      PixelBox(x: Int($0.x), y: Int($0.y), width: Int($0.width), height: Int($0.height))
    }
  }
}

extension DecodedImage {
  /// A spectral-residual saliency map, 64 px on the longer side (0 = background, 255 = most salient).
  func saliency() throws -> DecodedImage {
    let api = try VisionPlugin.api()
    var err = [CChar](repeating: 0, count: 512)
    guard let map = api.saliency_map(pointer, &err, err.count) else {
      throw VisorError(.detectorFailed, Message("error.detector.saliency", ["reason": .text(errorText(err))]))
    }
    return try DecodedImage(wrapping: map)
  }
}
