import Dispatch
import Foundation
import Synchronization

/// Runs blocking C work (image decoding, audio encoding) off Swift's cooperative pool, at most
/// `width` jobs at once so a burst of large uploads cannot exhaust memory.
public final class BlockingWork: Sendable {
  private let queue: DispatchQueue
  private let slots: DispatchSemaphore

  public init(label: String, width: Int = ProcessInfo.processInfo.activeProcessorCount) {
    queue = DispatchQueue(label: label, attributes: .concurrent)
    slots = DispatchSemaphore(value: max(1, width))
  }

  public func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { [slots] in
        slots.wait()
        defer { slots.signal() }
        continuation.resume(with: Result { try work() })
      }
    }
  }
}
