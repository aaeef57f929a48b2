import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorMedia

/// The issue's quality check "EXIF-rotated and HEIC copies classify like the originals": real Debian
/// photos and the real EfficientNet-Lite0, through `POST /api/v1/classify`. The copies are made at test
/// time with the libvips command-line tool (Debian `libvips-tools`, installed by scripts/setup-test.sh).
@Suite(.serialized) struct ClassifyOrientationTests {
  static let photos =
    ["dog.jpg", "eagle.jpg", "giraffe.jpg", "horses.jpg"].map {
      Photos.darknet.appendingPathComponent($0)
    } + [Photos.opencv.appendingPathComponent("fruits.jpg")]
  static let vips = URL(fileURLWithPath: "/usr/bin/vips")
  /// Largest allowed difference of the top-1 confidence (0…1) between a copy and its original: both
  /// copies are lossy re-encodings (JPEG Q95, HEVC Q90); the largest difference measured was 0.035.
  static let tolerance = 0.05

  /// Runs `vips ARGS…` and fails the test with its error output when it does not succeed.
  static func vips(_ arguments: [String]) throws {
    let process = ChildProcess()
    process.executableURL = vips
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "vips \(arguments.joined(separator: " ")): \(message)")
  }

  /// An EXIF APP1 segment holding only the Orientation tag (little-endian TIFF, one IFD entry).
  static func exifOrientation(_ value: UInt16) -> [UInt8] {
    func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
    func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
    var tiff: [UInt8] = Array("II".utf8) + le16(42) + le32(8)
    tiff += le16(1) + le16(0x0112) + le16(3) + le32(1) + le16(value) + le16(0) + le32(0)
    let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
    let length = UInt16(payload.count + 2)
    return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
  }

  /// `photo` with its pixels turned 90° clockwise and EXIF orientation 8 ("turn 90° anticlockwise to
  /// view"), so a viewer that honours EXIF shows the original picture.
  static func exifRotatedCopy(of photo: URL, in folder: URL) throws -> Data {
    let turned = folder.appendingPathComponent("turned-" + photo.lastPathComponent)
    try vips(["rot", photo.path, turned.path + "[Q=95,strip]", "d90"])
    var jpeg = [UInt8](try Data(contentsOf: turned))
    try #require(jpeg.count > 4 && jpeg[0] == 0xFF && jpeg[1] == 0xD8, "vips did not write a JPEG")
    jpeg.insert(contentsOf: exifOrientation(8), at: 2)
    return Data(jpeg)
  }

  /// `photo` re-encoded as HEIC (HEVC in a HEIF container) by libheif through libvips.
  static func heicCopy(of photo: URL, in folder: URL) throws -> Data {
    let heic = folder.appendingPathComponent(photo.deletingPathExtension().lastPathComponent + ".heic")
    try vips(["heifsave", photo.path, heic.path, "--Q", "90", "--compression", "hevc"])
    let data = try Data(contentsOf: heic)
    try #require(data.count > 12 && data[4..<12] == Data("ftypheic".utf8), "not a HEIC file")
    return data
  }

  @Test(.enabled(if: Photos.canRunModelTests), .timeLimit(.minutes(3)))
  func exifRotatedAndHEICCopiesClassifyLikeTheOriginals() async throws {
    try Photos.requireClassifier()
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.vips.path),
      "the vips command is missing: run scripts/setup-test.sh (Debian libvips-tools)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-orient-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try await withApp { t in
      let (_, token) = try await t.user("orla")
      for photo in Self.photos {
        let original = try Photos.load(photo)
        let rotated = try Self.exifRotatedCopy(of: photo, in: folder)
        let heic = try Self.heicCopy(of: photo, in: folder)
        // The copies really differ from the original on disk: the rotated one is stored sideways.
        let stored = try ImageIngestor.ingest(original)
        #expect(
          try ImageIngestor.ingest(rotated).width == stored.width,
          "EXIF orientation 8 turns the sideways copy upright")

        func top(_ data: Data, _ name: String) async throws -> ClassifyResponse.Prediction {
          let reply = try await t.upload("/api/v1/classify", token: token, image: data, filename: name)
          #expect(reply.status == 200, "\(name): \(reply.text)")
          return try #require(try reply.decode(ClassifyResponse.self).predictions.first)
        }
        let name = photo.lastPathComponent
        let reference = try await top(original, name)
        let fromRotated = try await top(rotated, "rotated-" + name)
        let fromHEIC = try await top(heic, name + ".heic")
        print(
          "[orientation] \(name): original \(reference.label) \(reference.confidence), EXIF-rotated \(fromRotated.label) \(fromRotated.confidence), HEIC \(fromHEIC.label) \(fromHEIC.confidence)"
        )
        #expect(fromRotated.label == reference.label, "\(name) EXIF-rotated")
        #expect(abs(fromRotated.confidence - reference.confidence) <= Self.tolerance, "\(name) EXIF-rotated")
        #expect(fromHEIC.label == reference.label, "\(name) HEIC")
        #expect(abs(fromHEIC.confidence - reference.confidence) <= Self.tolerance, "\(name) HEIC")
      }
    }
  }

  /// The test can fail: without honouring EXIF the sideways copy would be classified sideways.
  @Test(.enabled(if: Photos.canRunModelTests))
  func theSidewaysPixelsAloneAreStoredTurned() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.vips.path), "install libvips-tools")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "visor-orient-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let photo = Photos.darknet.appendingPathComponent("dog.jpg")
    let original = try ImageIngestor.ingest(try Photos.load(photo))
    _ = try Self.exifRotatedCopy(of: photo, in: folder)
    let sideways = try ImageIngestor.ingest(
      try Data(contentsOf: folder.appendingPathComponent("turned-dog.jpg")))
    #expect(sideways.width == original.height && sideways.height == original.width)
  }
}
