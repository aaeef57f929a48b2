import Dispatch
import Foundation
import Synchronization
import VisorCore

/// Runs blocking C work (image decoding, audio encoding) off Swift's cooperative pool, at most
/// `width` jobs at once so a burst of large uploads cannot exhaust memory.
public final class BlockingWork: Sendable {
  private let queue: DispatchQueue
  private let slots: DispatchSemaphore
  /// Photo-sized buffers stay in the heap while work goes on and go back once it is quiet
  /// (``HeapTuning``, decision 065).
  private let idle: IdleHeapReturn

  public init(label: String, width: Int = ProcessInfo.processInfo.activeProcessorCount) {
    let queue = DispatchQueue(label: label, attributes: .concurrent)
    self.queue = queue
    slots = DispatchSemaphore(value: max(1, width))
    idle = IdleHeapReturn(schedule: { delay, body in
      let (seconds, attoseconds) = delay.components
      let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
      queue.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: body)
    })
  }

  public func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { [slots, idle] in
        slots.wait()
        idle.started()
        defer {
          idle.finished()
          slots.signal()
        }
        continuation.resume(with: Result { try work() })
      }
    }
  }
}
