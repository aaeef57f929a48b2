import CSpawn
import Synchronization

/// How a serving process keeps photo-sized buffers between requests and gives them back when idle
/// (decision 065).
///
/// Ingesting a 12-megapixel photo decodes it into a 9 MB buffer and scales it into a 5 MB one. glibc
/// serves every such allocation with a fresh `mmap` (its dynamic threshold only rises to the size last
/// freed, and a request of that same size is mapped again), and trims a thread arena's top after each
/// free: each photo then paid for some 3,500 zero-filled page faults and their unmapping — about a
/// seventh of its CPU time. ``configureForServing()`` keeps buffers up to 32 MB in the heap and the
/// heap untrimmed while work goes on; ``returnWhenIdle()`` hands the memory back (`malloc_trim`) once
/// no work has run for a moment, so an idle server is as small as before.
public enum HeapTuning {
  /// Buffers up to this size come from the heap instead of their own mapping (glibc's maximum).
  static let mappedFrom = 32 << 20
  /// Free memory at a heap's top is kept up to this much while work goes on.
  static let keptWhileBusy = 128 << 20
  /// Quiet time after the last piece of work before memory is handed back.
  public static let idleDelay: Duration = .seconds(2)

  private static let configured = Atomic<Bool>(false)

  /// For `visor serve`: keep photo-sized buffers in the heap between requests. Idempotent.
  public static func configureForServing() {
    guard !configured.exchange(true, ordering: .relaxed) else { return }
    _ = visor_heap_configure(Int32(mappedFrom), Int32(keptWhileBusy))
  }

  /// Whether ``configureForServing()`` ran (then the heap is only trimmed by ``returnWhenIdle()``).
  public static var isConfigured: Bool { configured.load(ordering: .relaxed) }

  /// Hands free heap memory back to the system now.
  public static func returnFreeMemory() {
    visor_heap_return()
  }
}

/// Counts pieces of heavy work and, when the last one has been quiet for ``HeapTuning/idleDelay``,
/// hands the heap's free memory back — only in a process that ran ``HeapTuning/configureForServing()``.
public final class IdleHeapReturn: Sendable {
  private struct State {
    var running = 0
    var generation = 0
  }
  private let state = Mutex(State())
  private let schedule: @Sendable (Duration, @escaping @Sendable () -> Void) -> Void
  private let giveBack: @Sendable () -> Void

  /// `schedule` runs a closure after a delay (a dispatch queue's `asyncAfter` in the server);
  /// `giveBack` returns the memory (``HeapTuning/returnFreeMemory()``).
  public init(
    schedule: @escaping @Sendable (Duration, @escaping @Sendable () -> Void) -> Void,
    giveBack: @escaping @Sendable () -> Void = {
      if HeapTuning.isConfigured { HeapTuning.returnFreeMemory() }
    }
  ) {
    self.schedule = schedule
    self.giveBack = giveBack
  }

  public func started() {
    state.withLock {
      $0.running += 1
      $0.generation += 1
    }
  }

  public func finished() {
    let generation = state.withLock { state -> Int? in
      state.running -= 1
      return state.running == 0 ? state.generation : nil
    }
    guard let generation else { return }
    schedule(HeapTuning.idleDelay) { [self] in
      let quiet = state.withLock { $0.running == 0 && $0.generation == generation }
      if quiet { giveBack() }
    }
  }
}
