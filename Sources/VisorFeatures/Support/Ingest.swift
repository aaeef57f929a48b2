import Foundation
import VisorMedia

/// Photo work off the cooperative pool, on a bounded queue: ingest (upright, metadata stripped,
/// scaled to the configured long side), and any other blocking image or audio job.
public struct PhotoWork: Sendable {
  let work: BlockingWork
  let options: ImageIngestOptions

  package init(work: BlockingWork, maxLongSide: Int, maxMegapixels: Int) {
    self.work = work
    var options = ImageIngestOptions()
    options.maxLongSide = maxLongSide
    options.maxPixels = maxMegapixels * 1_000_000
    self.options = options
  }

  /// Decodes, rotates, strips and downsizes a photo.
  /// `atLeast` raises the long side for work that needs the detail (reading small print).
  /// `keepPixels` keeps the decoded picture in the result (``IngestedImage/pixels``) for an
  /// analysis on this server (``DecodedPhotos``).
  package func ingest(_ data: Data, atLeast longSide: Int = 0, keepPixels: Bool = false) async throws
    -> IngestedImage
  {
    var raised = self.options
    raised.maxLongSide = max(raised.maxLongSide, longSide)
    raised.keepPixels = keepPixels
    let options = raised
    return try await work.run { try ImageIngestor.ingest(data, options: options) }
  }

  /// Runs other blocking media work (decoding audio, encoding, cropping) on the same bounded queue.
  package func run<T: Sendable>(_ job: @escaping @Sendable () throws -> T) async throws -> T {
    try await work.run(job)
  }
}
