import Foundation
import Testing
import VisorCore
import VisorMedia

@Suite struct ImageIngestorTests {
  func rgb(_ image: IngestedImage, atX x: Double, y: Double) throws -> (Int, Int, Int) {
    let box = try ImageIngestor.crop(jpeg: image.jpeg, x: x, y: y, width: 0.05, height: 0.05)
    let colour = try #require(try ImageIngestor.dominantColors(jpeg: box.jpeg, count: 1).first)
    return (Int(colour.red), Int(colour.green), Int(colour.blue))
  }

  func expectError(_ code: ErrorCode, _ body: () throws -> Void) {
    do {
      try body()
      Issue.record("expected \(code)")
    } catch let error as VisorError {
      #expect(error.code == code)
      #expect(!error.message.isEmpty)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func libvipsLivesInThePluginBesideTheExecutable() throws {
    _ = try ImageIngestor.ingest(ImageFixtures.jpeg(width: 64, height: 48))
    #expect(ImagePlugin.isOpen)
    let plugin = try NativePlugin.open("VisorImage")
    #expect(plugin.fileName == "libVisorImage.so")
    #expect(FileManager.default.fileExists(atPath: plugin.path))
    // /proc files report size 0: read to the end instead of by size.
    let maps = String(
      decoding: try #require(FileHandle(forReadingAtPath: "/proc/self/maps")).readDataToEndOfFile(),
      as: UTF8.self)
    #expect(maps.contains("libVisorImage.so"))
    #expect(maps.contains("libvips"))
  }

  @Test func exifOrientationIsAppliedAndAllMetadataStripped() throws {
    // Stored 300×200 with a red block at the stored top-left; orientation 6 = rotate 90° clockwise.
    var pixels = [UInt8](ImageFixtures.solid(width: 300, height: 200, [0, 0, 255]))
    for y in 0..<60 {
      for x in 0..<60 {
        pixels.replaceSubrange((y * 300 + x) * 3..<(y * 300 + x) * 3 + 3, with: [255, 0, 0])
      }
    }
    let plain = try ImageFixtures.jpeg(width: 300, height: 200, pixels: Data(pixels))
    let tagged = ImageFixtures.insertSegments(
      [ImageFixtures.exifSegment(orientation: 6), ImageFixtures.xmpSegment()], into: plain)

    let before = try ImageIngestor.metadataKeys(of: tagged)
    #expect(before.contains("orientation"))
    #expect(before.contains { $0.contains("GPSLatitude") })
    #expect(before.contains("xmp-data"))

    let image = try ImageIngestor.ingest(tagged)
    #expect(image.sourceFormat == "jpeg")
    #expect(image.width == 200)
    #expect(image.height == 300)
    #expect(try ImageIngestor.metadataKeys(of: image.jpeg) == [])
    // After rotating clockwise the red block sits at the top-right.
    let topRight = try rgb(image, atX: 0.9, y: 0.02)
    #expect(topRight.0 > 200 && topRight.2 < 60)
    let topLeft = try rgb(image, atX: 0.02, y: 0.02)
    #expect(topLeft.2 > 200 && topLeft.0 < 60)
  }

  /// Where a red block stored at the top-left ends up after each EXIF orientation, as (x, y) fractions.
  @Test(arguments: [
    (1, 0.02, 0.02), (2, 0.98, 0.02), (3, 0.98, 0.98), (4, 0.02, 0.98),
    (5, 0.02, 0.02), (6, 0.98, 0.02), (7, 0.98, 0.98), (8, 0.02, 0.98),
  ])
  func everyExifOrientationIsAppliedWhileShrinking(orientation: Int, x: Double, y: Double) throws {
    // 3200×2000: decoded at half size by libjpeg, then reduced to 1536 and turned upright.
    let (width, height) = (3200, 2000)
    var pixels = [UInt8](ImageFixtures.solid(width: width, height: height, [0, 0, 255]))
    for row in 0..<300 {
      for column in 0..<300 {
        let index = (row * width + column) * 3
        pixels.replaceSubrange(index..<index + 3, with: [255, 0, 0])
      }
    }
    let plain = try ImageFixtures.jpeg(width: width, height: height, pixels: Data(pixels))
    let tagged = ImageFixtures.insertSegments(
      [ImageFixtures.exifSegment(orientation: UInt16(orientation))], into: plain)
    let image = try ImageIngestor.ingest(tagged)
    let swaps = orientation >= 5
    #expect(image.width == (swaps ? 960 : 1536))
    #expect(image.height == (swaps ? 1536 : 960))
    let red = try rgb(image, atX: x == 0.02 ? 0.01 : 0.94, y: y == 0.02 ? 0.01 : 0.94)
    #expect(red.0 > 200 && red.2 < 60, "orientation \(orientation): \(red)")
    let opposite = try rgb(image, atX: x == 0.02 ? 0.94 : 0.01, y: y == 0.02 ? 0.94 : 0.01)
    #expect(opposite.2 > 200 && opposite.0 < 60, "orientation \(orientation): \(opposite)")
  }

  @Test func fastJPEGPathMatchesTheGeneralPathOnTheSamePixels() throws {
    // The same picture as JPEG (libjpeg-turbo fast path) and PNG (libvips): the results must agree.
    let (width, height) = (4000, 3000)
    let pixels = ImageFixtures.gradient(width: width, height: height)
    let viaJPEG = try ImageIngestor.ingest(
      try ImageFixtures.jpeg(width: width, height: height, pixels: pixels))
    let viaPNG = try ImageIngestor.ingest(
      try ImageEncoder.encode(pixels: pixels, width: width, height: height, bands: 3, format: .png))
    #expect((viaJPEG.width, viaJPEG.height) == (1536, 1152))
    #expect((viaPNG.width, viaPNG.height) == (1536, 1152))
    let a = [UInt8](try ImageIngestor.centerSquareRGB(viaJPEG.jpeg, size: 48))
    let b = [UInt8](try ImageIngestor.centerSquareRGB(viaPNG.jpeg, size: 48))
    let meanDifference = Double(zip(a, b).map { abs(Int($0) - Int($1)) }.reduce(0, +)) / Double(a.count)
    #expect(meanDifference < 3, "mean absolute difference \(meanDifference)")
  }

  /// The plane path (decision 066) on the shapes and chroma layouts phones and editors write: 4:2:0
  /// (quality below 90) and 4:4:4 (90 and above, libvips' default), odd sizes, portrait, a thin strip.
  /// It must give the general path's size and colours, in every corner.
  @Test(arguments: [
    (4000, 3000, 75), (4000, 3000, 92), (3001, 2001, 80), (999, 3333, 80), (999, 3333, 95), (4033, 40, 80),
    (1601, 1601, 85),
  ])
  func thePlanePathMatchesTheGeneralPathOnEveryShape(width: Int, height: Int, quality: Int) throws {
    let pixels = ImageFixtures.gradient(width: width, height: height)
    let viaJPEG = try ImageIngestor.ingest(
      try ImageFixtures.jpeg(width: width, height: height, pixels: pixels, quality: quality))
    let viaPNG = try ImageIngestor.ingest(
      try ImageEncoder.encode(pixels: pixels, width: width, height: height, bands: 3, format: .png))
    #expect((viaJPEG.width, viaJPEG.height) == (viaPNG.width, viaPNG.height))
    for (x, y) in [(0.0, 0.0), (0.95, 0.0), (0.475, 0.475), (0.0, 0.95), (0.95, 0.95)] {
      let a = try rgb(viaJPEG, atX: x, y: y)
      let b = try rgb(viaPNG, atX: x, y: y)
      let difference = max(abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2))
      #expect(difference <= 12, "\(width)×\(height) q\(quality) at (\(x), \(y)): \(a) vs \(b)")
    }
  }

  /// The plain-JPEG path reads the EXIF orientation itself (decision 066): it must agree with libvips
  /// on big-endian blocks, on a damaged block (the picture stays as stored) and on a value out of range.
  @Test(arguments: [
    ("big-endian 6", true, UInt32(8), UInt16(6)), ("damaged IFD offset", true, UInt32(60_000), UInt16(6)),
    ("out of range", false, UInt32(8), UInt16(9)), ("little-endian 8", false, UInt32(8), UInt16(8)),
  ])
  func theOrientationIsReadAsLibvipsReadsIt(label: String, bigEndian: Bool, ifd: UInt32, value: UInt16) throws
  {
    func u16(_ v: UInt16) -> [UInt8] { bigEndian ? ImageFixtures.be16(v) : ImageFixtures.le16(v) }
    func u32(_ v: UInt32) -> [UInt8] { bigEndian ? ImageFixtures.be32(v) : ImageFixtures.le32(v) }
    var tiff: [UInt8] = Array((bigEndian ? "MM" : "II").utf8) + u16(42) + u32(ifd)
    tiff += u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(value) + u16(0) + u32(0)
    let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
    let segment = [0xFF, 0xE1] + ImageFixtures.be16(UInt16(payload.count + 2)) + payload
    let tagged = ImageFixtures.insertSegments(
      [segment], into: try ImageFixtures.jpeg(width: 2000, height: 1000, quality: 80))
    let ingested = try ImageIngestor.ingest(tagged)
    // libvips' reading, through the crop (which always opens the file with libvips).
    let whole = try ImageIngestor.crop(jpeg: tagged, x: 0, y: 0, width: 1, height: 1)
    #expect((ingested.width > ingested.height) == (whole.width > whole.height), "\(label)")
    #expect(max(ingested.width, ingested.height) == 1536, "\(label)")
    // Turned only by a readable 5–8.
    #expect((ingested.height > ingested.width) == ((5...8).contains(value) && ifd == 8), "\(label)")
  }

  @Test func longSideIsShrunkToTheLimit() throws {
    let image = try ImageIngestor.ingest(try ImageFixtures.jpeg(width: 3000, height: 2000))
    #expect(image.width == 1536)
    #expect(image.height == 1024)
    #expect(image.jpeg.starts(with: [0xFF, 0xD8]))
  }

  @Test func smallImagesAreNeverEnlarged() throws {
    let image = try ImageIngestor.ingest(try ImageFixtures.jpeg(width: 300, height: 200))
    #expect(image.width == 300)
    #expect(image.height == 200)
  }

  @Test func outputIsBaselineJPEG() throws {
    let image = try ImageIngestor.ingest(try ImageFixtures.jpeg(width: 400, height: 300))
    let bytes = [UInt8](image.jpeg)
    // Baseline DCT frames are SOF0 (FFC0); progressive would be SOF2 (FFC2).
    let markers = zip(bytes, bytes.dropFirst()).filter { $0.0 == 0xFF }.map(\.1)
    #expect(markers.contains(0xC0))
    #expect(!markers.contains(0xC2))
  }

  @Test(arguments: [ImageEncoder.Format.png, .webp, .heif, .gif])
  func otherFormatsAreAccepted(format: ImageEncoder.Format) throws {
    let pixels = ImageFixtures.solid(width: 64, height: 48, [200, 30, 30])
    let data = try ImageEncoder.encode(pixels: pixels, width: 64, height: 48, bands: 3, format: format)
    let image = try ImageIngestor.ingest(data)
    let expected = ["png": "png", "webp": "webp", "heif": "heif", "gif": "gif"][format.rawValue]
    #expect(image.sourceFormat == expected)
    #expect(image.width == 64 && image.height == 48)
    let colour = try #require(try ImageIngestor.dominantColors(jpeg: image.jpeg, count: 1).first)
    #expect(abs(Int(colour.red) - 200) < 25 && colour.green < 60 && colour.blue < 60)
  }

  @Test(arguments: ["p3", "cmyk"])
  func embeddedColourProfilesAreConvertedToSRGBAndStripped(profile: String) throws {
    // Pure sRGB red stored in another colour space: without conversion P3 red reads as (234, 51, 34).
    let pixels = ImageFixtures.solid(width: 64, height: 64, [255, 0, 0])
    let jpeg = try ImageEncoder.encode(
      pixels: pixels, width: 64, height: 64, bands: 3, format: .jpeg, colorProfile: profile)
    #expect(try ImageIngestor.metadataKeys(of: jpeg).contains("icc-profile-data"))
    let image = try ImageIngestor.ingest(jpeg)
    #expect(try ImageIngestor.metadataKeys(of: image.jpeg) == [])
    let colour = try #require(try ImageIngestor.dominantColors(jpeg: image.jpeg, count: 1).first)
    // CMYK cannot hold sRGB's red exactly; its round trip lands near (236, 33, 39).
    let tolerance = profile == "cmyk" ? 50 : 15
    #expect(
      Int(colour.red) > 255 - tolerance && Int(colour.green) < tolerance && Int(colour.blue) < tolerance)
  }

  @Test func greyscaleImagesBecomeRGB() throws {
    let grey = Data(repeating: 128, count: 80 * 60)
    let png = try ImageEncoder.encode(pixels: grey, width: 80, height: 60, bands: 1, format: .png)
    let image = try ImageIngestor.ingest(png)
    #expect(image.width == 80 && image.height == 60)
    let rgb = try ImageIngestor.centerSquareRGB(png, size: 32)
    #expect(rgb.count == 32 * 32 * 3)
    #expect(rgb.allSatisfy { abs(Int($0) - 128) < 4 })
  }

  @Test func animatedGIFUsesTheFirstFrame() throws {
    // Two 40×30 frames stacked: red then blue.
    let frames =
      ImageFixtures.solid(width: 40, height: 30, [255, 0, 0])
      + ImageFixtures.solid(width: 40, height: 30, [0, 0, 255])
    let gif = try ImageEncoder.encode(
      pixels: frames, width: 40, height: 60, bands: 3, format: .gif, pageHeight: 30)
    let image = try ImageIngestor.ingest(gif)
    #expect(image.sourceFormat == "gif")
    #expect(image.width == 40 && image.height == 30)
    let colour = try #require(try ImageIngestor.dominantColors(jpeg: image.jpeg, count: 1).first)
    #expect(colour.red > 200 && colour.blue < 60)
  }

  @Test func pngAlphaIsFlattenedOntoWhite() throws {
    var pixels = [UInt8]()
    for index in 0..<(50 * 50) { pixels += index % 50 < 25 ? [255, 0, 0, 0] : [0, 0, 255, 255] }
    let png = try ImageEncoder.encode(pixels: Data(pixels), width: 50, height: 50, bands: 4, format: .png)
    let image = try ImageIngestor.ingest(png)
    #expect(image.sourceFormat == "png")
    let left = try rgb(image, atX: 0.1, y: 0.5)
    #expect(left.0 > 240 && left.1 > 240 && left.2 > 240)
    let right = try rgb(image, atX: 0.8, y: 0.5)
    #expect(right.2 > 200 && right.0 < 60)
  }

  @Test func truncatedJPEGIsRefused() throws {
    let full = try ImageFixtures.jpeg(
      width: 800, height: 600, pixels: ImageFixtures.noise(width: 800, height: 600))
    let truncated = full.prefix(full.count / 2)
    expectError(.imageTruncated) { _ = try ImageIngestor.ingest(Data(truncated)) }
  }

  @Test func truncatedPNGIsRefused() throws {
    let full = try ImageEncoder.encode(
      pixels: ImageFixtures.noise(width: 300, height: 300), width: 300, height: 300, bands: 3, format: .png)
    expectError(.imageTruncated) { _ = try ImageIngestor.ingest(Data(full.prefix(full.count / 2))) }
  }

  @Test func textIsNotAnImage() {
    let text = Data("Hello, this is a text file named photo.jpg\n".utf8)
    expectError(.imageUnreadable) { _ = try ImageIngestor.ingest(text) }
    expectError(.imageUnreadable) { _ = try ImageIngestor.ingest(Data()) }
  }

  @Test func unsupportedImageFormatsAreRefused() throws {
    // A BMP-like header and an SVG are images, but not ones Visor accepts.
    let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>"#.utf8)
    expectError(.imageUnreadable) { _ = try ImageIngestor.ingest(svg) }
  }

  @Test func decompressionBombIsRefusedFromTheHeaderQuickly() {
    let bomb = ImageFixtures.hugePNGHeader(width: 20_000, height: 20_000)
    // The first ingest in a process maps the image plugin (decision 007), which took half a second
    // on a loaded machine: the refusal itself is what is timed.
    expectError(.imageTooLarge) { _ = try ImageIngestor.ingest(bomb) }
    let start = ContinuousClock.now
    expectError(.imageTooLarge) { _ = try ImageIngestor.ingest(bomb) }
    #expect(ContinuousClock.now - start < .seconds(1))
  }

  @Test func pixelLimitIsConfigurable() throws {
    var options = ImageIngestOptions()
    options.maxPixels = 100 * 100
    let image = try ImageFixtures.jpeg(width: 101, height: 100)
    expectError(.imageTooLarge) { _ = try ImageIngestor.ingest(image, options: options) }
  }

  @Test func cropCutsTheBoxOfTheUprightImage() throws {
    // Left half red, right half blue.
    var pixels = [UInt8]()
    for index in 0..<(400 * 200) { pixels += index % 400 < 200 ? [255, 0, 0] : [0, 0, 255] }
    let jpeg = try ImageFixtures.jpeg(width: 400, height: 200, pixels: Data(pixels))
    let box = try ImageIngestor.crop(jpeg: jpeg, x: 0.5, y: 0.25, width: 0.5, height: 0.5)
    #expect(box.width == 200 && box.height == 100)
    let colour = try #require(try ImageIngestor.dominantColors(jpeg: box.jpeg, count: 1).first)
    #expect(colour.blue > 200 && colour.red < 60)
    let whole = try ImageIngestor.crop(jpeg: jpeg, x: 0, y: 0, width: 1, height: 1)
    #expect(whole.width == 400 && whole.height == 200)
    let sliver = try ImageIngestor.crop(jpeg: jpeg, x: 0.999, y: 0.999, width: 0.001, height: 0.001)
    #expect(sliver.width == 1 && sliver.height == 1)
  }

  @Test func cropBoxIsOfTheUprightImageEvenBeforeIngest() throws {
    // Stored 300×200 with orientation 6 is 200×300 upright.
    let tagged = ImageFixtures.insertSegments(
      [ImageFixtures.exifSegment(orientation: 6)], into: try ImageFixtures.jpeg(width: 300, height: 200))
    let box = try ImageIngestor.crop(jpeg: tagged, x: 0, y: 0, width: 1, height: 0.5)
    #expect(box.width == 200 && box.height == 150)
    #expect(try ImageIngestor.metadataKeys(of: box.jpeg) == [])
  }

  @Test(arguments: [
    [-0.1, 0, 0.5, 0.5], [0, 0, 0, 0.5], [0, 0, 0.5, -1], [0.6, 0, 0.5, 0.5], [0, 0.7, 0.5, 0.31],
    [Double.nan, 0, 0.5, 0.5], [0, 0, Double.infinity, 0.5],
  ])
  func invalidCropBoxesAreRefused(box: [Double]) throws {
    let jpeg = try ImageFixtures.jpeg(width: 40, height: 40)
    expectError(.invalidCrop) {
      _ = try ImageIngestor.crop(jpeg: jpeg, x: box[0], y: box[1], width: box[2], height: box[3])
    }
  }

  @Test func centreSquareIsCutAndResized() throws {
    // 400×100: red | green (centre 100×100 is half green / half … ) — use thirds to see the centre.
    var pixels = [UInt8]()
    for index in 0..<(300 * 100) {
      let x = index % 300
      pixels += x < 100 ? [255, 0, 0] : x < 200 ? [0, 255, 0] : [0, 0, 255]
    }
    let jpeg = try ImageFixtures.jpeg(width: 300, height: 100, pixels: Data(pixels))
    let rgb = try ImageIngestor.centerSquareRGB(jpeg, size: 224)
    #expect(rgb.count == 224 * 224 * 3)
    let middle = (112 * 224 + 112) * 3
    #expect(rgb[middle + 1] > 200 && rgb[middle] < 60 && rgb[middle + 2] < 60)
    let square = try ImageIngestor.centerSquareJPEG(jpeg, size: 64)
    #expect(square.width == 64 && square.height == 64)
  }

  @Test func shorterSideResizeThenCentreCrop() throws {
    let landscape = try ImageFixtures.jpeg(width: 640, height: 480)
    #expect(
      try ImageIngestor.resizedShorterSideCenterCropRGB(landscape, shorterSide: 256, crop: 224).count
        == 224 * 224 * 3)
    let portrait = try ImageFixtures.jpeg(width: 99, height: 301)
    #expect(
      try ImageIngestor.resizedShorterSideCenterCropRGB(portrait, shorterSide: 256, crop: 224).count
        == 224 * 224 * 3)
    expectError(.invalidSize) {
      _ = try ImageIngestor.resizedShorterSideCenterCropRGB(landscape, shorterSide: 100, crop: 224)
    }
  }

  @Test func dominantColourOfSolidRedIsRed() throws {
    let jpeg = try ImageFixtures.jpeg(
      width: 120, height: 80, pixels: ImageFixtures.solid(width: 120, height: 80, [255, 0, 0]))
    let colours = try ImageIngestor.dominantColors(jpeg: jpeg)
    let first = try #require(colours.first)
    #expect(first.red > 240 && first.green < 20 && first.blue < 20)
    #expect(first.fraction > 0.95)
  }

  @Test func dominantColoursReportFractions() throws {
    var pixels = [UInt8]()
    for index in 0..<(200 * 100) { pixels += index % 200 < 150 ? [250, 250, 250] : [10, 120, 10] }
    let jpeg = try ImageFixtures.jpeg(width: 200, height: 100, pixels: Data(pixels))
    let colours = try ImageIngestor.dominantColors(jpeg: jpeg, count: 3)
    #expect(colours.count >= 2)
    #expect(abs(colours[0].fraction - 0.75) < 0.05)
    #expect(colours[0].red > 230)
    #expect(abs(colours[1].fraction - 0.25) < 0.05)
    #expect(colours[1].green > 90 && colours[1].red < 50)
    #expect(abs(colours.map(\.fraction).reduce(0, +) - 1) < 1e-9)
  }

  @Test func concurrentIngestsAreIndependent() async throws {
    let red = try ImageFixtures.jpeg(
      width: 500, height: 400, pixels: ImageFixtures.solid(width: 500, height: 400, [255, 0, 0]))
    let blue = try ImageFixtures.jpeg(
      width: 400, height: 500, pixels: ImageFixtures.solid(width: 400, height: 500, [0, 0, 255]))
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for index in 0..<16 {
        let input = index.isMultiple(of: 2) ? red : blue
        group.addTask {
          let image = try ImageIngestor.ingest(input)
          let colour = try ImageIngestor.dominantColors(jpeg: image.jpeg, count: 1)[0]
          return index.isMultiple(of: 2)
            ? image.width == 500 && colour.red > 240 : image.width == 400 && colour.blue > 240
        }
      }
      for try await ok in group { #expect(ok) }
    }
  }

  /// Prints the cost of ingesting 12 MP JPEGs: a phone-photo-like one and a worst-case noise one. Run
  /// alone (`--filter twelveMegapixel`) for clean figures; peak RSS is measured from a reset.
  @Test(arguments: [4, 8])
  func twelveMegapixelJPEGIngestIsFast(noiseBits: Int) throws {
    let jpeg = try ImageFixtures.jpeg(
      width: 4000, height: 3000,
      pixels: ImageFixtures.noise(width: 4000, height: 3000, noiseBits: noiseBits), quality: 92)
    ProcessMemory.resetPeak()
    let baseline = ProcessMemory.currentMiB()
    let start = ContinuousClock.now
    let cpuStart = clock()
    let image = try ImageIngestor.ingest(jpeg)
    let cpuMs = Double(clock() - cpuStart) * 1000 / Double(CLOCKS_PER_SEC)
    let elapsed = ContinuousClock.now - start
    let peak = ProcessMemory.peakMiB()
    print(
      "12 MP JPEG (\(jpeg.count / 1024) KiB, \(noiseBits)-bit noise) ingest: \(elapsed) wall, \(Int(cpuMs)) ms CPU (all threads); output "
        + "\(image.width)×\(image.height) \(image.jpeg.count / 1024) KiB; RSS \(baseline) MiB → peak \(peak) MiB"
    )
    #expect(image.width == 1536 && image.height == 1152)
    #expect(elapsed < .seconds(10))  // generous: CI shares two cores
  }
}

/// Ingest keeps the pixels it decoded (issue 14), so an analysis need not decode the stored JPEG again.
@Suite struct KeptPixelsTests {
  /// A 4000×3000 upload tagged "rotate 90°", red in its top-left corner (upright: the top-right).
  func taggedPhoto() throws -> Data {
    let (width, height) = (4000, 3000)
    var pixels = [UInt8](ImageFixtures.solid(width: width, height: height, [0, 0, 255]))
    for row in 0..<400 {
      for column in 0..<400 {
        let index = (row * width + column) * 3
        pixels.replaceSubrange(index..<index + 3, with: [255, 0, 0])
      }
    }
    let plain = try ImageFixtures.jpeg(width: width, height: height, pixels: Data(pixels))
    return ImageFixtures.insertSegments([ImageFixtures.exifSegment(orientation: 6)], into: plain)
  }

  @Test func theKeptPixelsAreTheUprightPictureTheJPEGHolds() throws {
    var options = ImageIngestOptions()
    options.keepPixels = true
    let image = try ImageIngestor.ingest(try taggedPhoto(), options: options)
    #expect((image.width, image.height) == (1152, 1536))
    let pixels = [UInt8](try #require(image.pixels, "no pixels kept"))
    #expect(pixels.count == image.width * image.height * 3)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      let index = (y * image.width + x) * 3
      return Array(pixels[index..<index + 3])
    }
    // Upright: the red corner is now top-right; the rest is blue.
    #expect(
      pixel(image.width - 20, 20)[0] > 200 && pixel(image.width - 20, 20)[2] < 60,
      "\(pixel(image.width - 20, 20))")
    #expect(pixel(20, 20)[2] > 200 && pixel(20, 20)[0] < 60, "\(pixel(20, 20))")
    // The JPEG is the same picture: the same size as without kept pixels, and it decodes alike.
    let plain = try ImageIngestor.ingest(try taggedPhoto())
    #expect((plain.width, plain.height) == (image.width, image.height))
    let a = [UInt8](try ImageIngestor.centerSquareRGB(plain.jpeg, size: 48))
    let b = [UInt8](try ImageIngestor.centerSquareRGB(image.jpeg, size: 48))
    let difference = Double(zip(a, b).map { abs(Int($0) - Int($1)) }.reduce(0, +)) / Double(a.count)
    #expect(difference < 1, "mean absolute difference \(difference)")
  }

  @Test func nothingIsKeptUnlessAskedOrOffTheJPEGPath() throws {
    #expect(try ImageIngestor.ingest(try ImageFixtures.jpeg(width: 640, height: 480)).pixels == nil)
    var options = ImageIngestOptions()
    options.keepPixels = true
    let png = try ImageEncoder.encode(
      pixels: ImageFixtures.gradient(width: 64, height: 48), width: 64, height: 48, bands: 3, format: .png)
    #expect(try ImageIngestor.ingest(png, options: options).pixels == nil)
  }

  /// A photo whose embedded profile is sRGB itself (darknet's dog.jpg carries the HP "sRGB IEC61966-2.1"
  /// most cameras embed; libvips' own sRGB profile) takes the libjpeg-turbo path — nothing to convert
  /// — while Display P3 still goes through libvips' colour management.
  @Test func anSRGBProfileTakesTheFastPathAndOtherProfilesDoNot() throws {
    var options = ImageIngestOptions()
    options.keepPixels = true
    let dog = URL(fileURLWithPath: "/usr/share/darknet/data/dog.jpg")
    if FileManager.default.fileExists(atPath: dog.path) {
      let photo = try Data(contentsOf: dog)
      #expect(try ImageIngestor.metadataKeys(of: photo).contains("icc-profile-data"))
      let image = try ImageIngestor.ingest(photo, options: options)
      #expect(image.pixels != nil, "the camera's sRGB profile did not take the fast path")
      #expect(try ImageIngestor.metadataKeys(of: image.jpeg) == [])
    }
    let red = ImageFixtures.solid(width: 64, height: 64, [255, 0, 0])
    for (profile, fast) in [("srgb", true), ("p3", false)] {
      let jpeg = try ImageEncoder.encode(
        pixels: red, width: 64, height: 64, bands: 3, format: .jpeg, colorProfile: profile)
      let image = try ImageIngestor.ingest(jpeg, options: options)
      #expect((image.pixels != nil) == fast, "\(profile)")
      #expect(try ImageIngestor.metadataKeys(of: image.jpeg) == [])
      let colour = try #require(try ImageIngestor.dominantColors(jpeg: image.jpeg, count: 1).first)
      #expect(colour.red > 240 && colour.green < 15 && colour.blue < 15, "\(profile): \(colour)")
    }
  }

  @Test func heldPixelsAreFoundByTheirJPEGAndNeverOutliveTheirBound() throws {
    var options = ImageIngestOptions()
    options.keepPixels = true
    let held = DecodedPhotos(capacity: 2, lifetime: .seconds(60))
    let photos = try (0..<3).map { index in
      try ImageIngestor.ingest(
        try ImageFixtures.jpeg(
          width: 64 + index, height: 48,
          pixels: ImageFixtures.solid(width: 64 + index, height: 48, [UInt8(index * 80), 0, 0])),
        options: options)
    }
    for photo in photos { held.remember(photo) }
    #expect(held.count == 2)
    #expect(held.pixels(for: photos[0].jpeg) == nil, "the oldest is dropped beyond the capacity")
    let found = try #require(held.pixels(for: photos[2].jpeg))
    #expect(found.width == 66 && found.pixels == photos[2].pixels)
    held.forget(photos[2].jpeg)
    #expect(held.pixels(for: photos[2].jpeg) == nil)
    let brief = DecodedPhotos(capacity: 4, lifetime: .zero)
    brief.remember(photos[1])
    #expect(brief.pixels(for: photos[1].jpeg) == nil, "an expired photo is never handed out")
    #expect(brief.count == 0)
  }
}
