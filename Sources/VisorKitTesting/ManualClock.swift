import Foundation

/// A clock that moves only when told to (``advance(by:)``), so a test decides exactly when a hold
/// threshold passes.
///
/// ```swift
/// let clock = ManualClock()
/// model = CameraAssistantModel(client: client, camera: camera, microphone: mic, player: player, clock: clock)
/// model.shutterPressed()
/// await clock.advance(by: .milliseconds(199))   // still a tap
/// ```
public final class ManualClock: Clock, @unchecked Sendable {
  /// A point on the manual clock: the time since it was made.
  public struct Instant: InstantProtocol, Sendable {
    /// Time since the clock was made.
    public var offset: Duration
    /// The instant `offset` after the start.
    public init(offset: Duration) { self.offset = offset }
    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    /// Whether `a` comes before `b`.
    public static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
  }

  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }
  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [UUID: Sleeper] = [:]

  /// A clock at zero.
  public init() {}

  /// The current instant (moves only in ``advance(by:)``).
  public var now: Instant { lock.withLock { current } }
  /// One nanosecond.
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// How many tasks are sleeping on this clock.
  public var sleeperCount: Int { lock.withLock { sleepers.count } }

  /// Suspends until ``advance(by:)`` reaches `deadline` (or the task is cancelled).
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = UUID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow = lock.withLock { () -> Bool in
          if deadline <= current { return true }
          sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let sleeper = lock.withLock { sleepers.removeValue(forKey: id) }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward, waking every sleeper whose deadline has come, then lets them run.
  public func advance(by duration: Duration) async {
    let due = lock.withLock { () -> [Sleeper] in
      current = current.advanced(by: duration)
      let due = sleepers.filter { $0.value.deadline <= current }
      for key in due.keys { sleepers[key] = nil }
      return Array(due.values)
    }
    for sleeper in due { sleeper.continuation.resume() }
    for _ in 0..<10 { await Task.yield() }
  }

  /// Waits (in real time, up to `timeout`) until `count` tasks sleep on this clock.
  public func waitForSleepers(_ count: Int = 1, timeout: Duration = .seconds(5)) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while sleeperCount < count {
      if ContinuousClock.now >= deadline { return false }
      try? await Task.sleep(for: .milliseconds(2))
    }
    return true
  }
}
