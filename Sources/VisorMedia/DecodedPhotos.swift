import Foundation
import Synchronization

/// The decoded pixels of photos being analysed right now, keyed by their ingested JPEG: ingest
/// decodes the upload anyway, so the offline engine reads those pixels instead of decoding the
/// stored JPEG a second time (issue 14: 15–30 ms of a 12 MP `text` or `barcode` answer).
///
/// ```swift
/// DecodedPhotos.shared.remember(image)          // after ImageIngestor.ingest with keepPixels
/// DecodedPhotos.shared.pixels(for: image.jpeg)  // (rgb, width, height) while it is held
/// DecodedPhotos.shared.forget(image.jpeg)       // when the analysis is over
/// ```
/// At most ``capacity`` photos are held, none longer than ``lifetime``, so a request that fails
/// between ingest and analysis cannot pin memory; an idle server holds none.
public final class DecodedPhotos: Sendable {
  public static let shared = DecodedPhotos()

  public struct Entry: Sendable {
    public var jpeg: Data
    public var pixels: Data
    public var width: Int
    public var height: Int
    var stored: ContinuousClock.Instant
  }

  public let capacity: Int
  public let lifetime: Duration
  private let entries = Mutex<[Entry]>([])

  public init(capacity: Int = 4, lifetime: Duration = .seconds(60)) {
    self.capacity = capacity
    self.lifetime = lifetime
  }

  /// Holds the pixels of an ingested photo (a no-op when the ingest kept none).
  public func remember(_ image: IngestedImage) {
    guard let pixels = image.pixels, pixels.count == image.width * image.height * 3 else { return }
    let now = ContinuousClock.now
    let entry = Entry(jpeg: image.jpeg, pixels: pixels, width: image.width, height: image.height, stored: now)
    entries.withLock { list in
      list.removeAll { now - $0.stored > lifetime || $0.jpeg == image.jpeg }
      list.append(entry)
      if list.count > capacity { list.removeFirst(list.count - capacity) }
    }
  }

  /// The pixels held for exactly these JPEG bytes, if any.
  public func pixels(for jpeg: Data) -> Entry? {
    let now = ContinuousClock.now
    return entries.withLock { list in
      list.removeAll { now - $0.stored > lifetime }
      return list.last { $0.jpeg.count == jpeg.count && $0.jpeg == jpeg }
    }
  }

  public func forget(_ jpeg: Data) {
    entries.withLock { list in list.removeAll { $0.jpeg.count == jpeg.count && $0.jpeg == jpeg } }
  }

  /// How many photos are held (tests).
  public var count: Int { entries.withLock { $0.count } }
}
