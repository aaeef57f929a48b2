import Foundation
import Testing
import VisorCore

@testable import VisorLocal

/// The VisorVision plugin itself: it loads, and its hand-written DNN layers compute what OpenCV's do.
@Suite struct VisionPluginTests {
  @Test func theFastLayersMatchOpenCVsOwnOnAwkwardShapes() throws {
    let api = try VisionPlugin.api()
    #expect(VisionPlugin.isOpen)
    #expect(api.version == 2)  // VISOR_VISION_API_VERSION
    var report = [CChar](repeating: 0, count: 4096)
    let failures = api.layers_self_check(&report, report.count)
    print("[vision] layer self-check: \(errorText(report))")
    #expect(failures == 0, "\(errorText(report))")
  }

  @Test func bytesThatAreNotAnImageAre422AndAJpegDecodes() throws {
    #expect(throws: VisorError.self) { _ = try DecodedImage(encoded: Data("not an image".utf8)) }
    let image = try DecodedImage(
      encoded: try Data(contentsOf: SceneFixtures.local.appendingPathComponent("chelsea.jpg")), channels: 3)
    #expect(image.width == 451 && image.height == 300 && image.channels == 3)
  }
}
