import Foundation
import Synchronization
import VisorCore
import VisorHTTP

/// Admits photo work (a photo to analyse, identify, classify, teach …) through one bounded queue, so
/// a burst of uploads is answered in order, in bounded memory, instead of all at once and all late
/// (issue 23: 200 concurrent 12 MP analyses took RSS to 3.5 GB and every answer 114 s).
///
/// A request is admitted from its head, before its body is read (``admit(bytes:)``): it gets a
/// ``Ticket`` when the wait its place implies — the tickets ahead of it over ``Limits/running``, times
/// the measured time one piece of work takes — fits ``Limits/maxWait`` and the bodies admitted so far
/// fit ``Limits/memoryBytes``; else a 503 with `Retry-After`, before a byte of the body is held. A
/// ticket waits its turn with ``Ticket/begin()`` (first come, first served; at most ``Limits/running``
/// at once) and gives it back with ``Ticket/release()`` when its request completes.
///
/// ```swift
/// switch admission.admit(bytes: contentLength) {
/// case .success(let ticket): try await ticket.begin(); defer { ticket.release() } …
/// case .failure(let busy): throw busy   // 503, Retry-After
/// }
/// ```
public final class PhotoAdmission: Sendable {
  public struct Limits: Sendable, Equatable {
    /// Pieces of photo work running at once.
    public var running: Int
    /// The longest a request may be expected to wait for its turn (a phone's patience).
    public var maxWait: Duration
    /// The most body bytes held by admitted requests together (one request is always admitted).
    public var memoryBytes: Int

    public init(running: Int, maxWait: Duration = .seconds(20), memoryBytes: Int = 256 << 20) {
      self.running = max(1, running)
      self.maxWait = maxWait
      self.memoryBytes = memoryBytes
    }

    /// Running: four per core (a request holds its place while a vision provider answers, which
    /// costs this machine nothing), at most one per 512 MB of memory; bodies held: an eighth of the
    /// machine's memory, between 64 MB and 512 MB.
    public static func defaults(running: Int? = nil, maxWaitSeconds: Int? = nil) -> Limits {
      let physical = ProcessInfo.processInfo.physicalMemory
      let memory = Int(min(max(physical / 8, 64 << 20), 512 << 20))
      let byMemory = max(1, Int(physical / (512 << 20)))
      return Limits(
        running: running ?? min(ProcessInfo.processInfo.activeProcessorCount * 4, byMemory),
        maxWait: .seconds(maxWaitSeconds ?? 20), memoryBytes: memory)
    }
  }

  /// How the queue stands: for metrics, logs and tests.
  public struct Snapshot: Sendable, Equatable {
    public var admitted: Int
    public var running: Int
    public var waiting: Int
    public var bytes: Int
    /// The measured seconds one piece of work takes (a moving average).
    public var averageSeconds: Double
  }

  public let limits: Limits
  private let state: Mutex<State>

  private struct Entry {
    var bytes: Int
    var started: ContinuousClock.Instant?
    var waiter: CheckedContinuation<Void, any Error>?
  }

  private struct State {
    var entries: [UInt64: Entry] = [:]
    /// Tickets waiting in `begin()`, oldest first.
    var queue: [UInt64] = []
    var running = 0
    var bytes = 0
    var nextID: UInt64 = 0
    var averageSeconds: Double
  }

  /// `initialAverage`: what one piece of work is assumed to take until one has been measured; by
  /// default 1.5 s of a core, so longer when more run at once than there are cores (they share them).
  public init(limits: Limits, initialAverage: Duration? = nil) {
    self.limits = limits
    let sharing = max(1, Double(limits.running) / Double(ProcessInfo.processInfo.activeProcessorCount))
    state = Mutex(State(averageSeconds: initialAverage?.seconds ?? 1.5 * sharing))
  }

  public var snapshot: Snapshot {
    state.withLock {
      Snapshot(
        admitted: $0.entries.count, running: $0.running, waiting: $0.queue.count, bytes: $0.bytes,
        averageSeconds: $0.averageSeconds)
    }
  }

  /// A place in the queue for a request whose body is `bytes` long, or the 503 (`server_busy`, with
  /// `retryAfter`) that says when to try again.
  public func admit(bytes: Int) -> Result<Ticket, VisorError> {
    let bytes = max(0, bytes)
    let outcome = state.withLock { state -> Result<UInt64, VisorError> in
      let ahead = state.entries.count
      let wait = Double(max(0, ahead + 1 - limits.running)) / Double(limits.running) * state.averageSeconds
      let patience = limits.maxWait.seconds
      if ahead > 0, wait > patience {
        return .failure(Self.busy(retryAfter: wait - patience))
      }
      if ahead > 0, state.bytes + bytes > limits.memoryBytes {
        return .failure(Self.busy(retryAfter: state.averageSeconds))
      }
      state.nextID &+= 1
      state.entries[state.nextID] = Entry(bytes: bytes)
      state.bytes += bytes
      return .success(state.nextID)
    }
    return outcome.map { Ticket(id: $0, admission: self) }
  }

  private static func busy(retryAfter seconds: Double) -> VisorError {
    let wait = min(120, max(1, Int(seconds.rounded(.up))))
    return VisorError(.serverBusy, Message("error.photosBusy", ["wait": .number(wait)]), retryAfter: wait)
  }

  /// A request's place: waits for its turn in ``begin()``; ``release()`` (idempotent) leaves the queue.
  public final class Ticket: AdmissionHold {
    let id: UInt64
    let admission: PhotoAdmission

    init(id: UInt64, admission: PhotoAdmission) {
      self.id = id
      self.admission = admission
    }

    deinit { admission.finish(id) }

    /// Waits until this ticket's turn (at once when a place is free and nobody waits ahead); throws
    /// `CancellationError` when the task is cancelled or the ticket released meanwhile.
    public func begin() async throws { try await admission.begin(id) }

    public func release() { admission.finish(id) }
  }

  private func begin(_ id: UInt64) async throws {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let resume: Result<Void, any Error>? = state.withLock { state in
          guard var entry = state.entries[id] else { return .failure(CancellationError()) }
          if entry.started != nil { return .success(()) }
          if Task.isCancelled { return .failure(CancellationError()) }
          if state.running < limits.running, state.queue.isEmpty {
            entry.started = .now
            state.entries[id] = entry
            state.running += 1
            return .success(())
          }
          entry.waiter = continuation
          state.entries[id] = entry
          state.queue.append(id)
          return nil
        }
        if let resume { continuation.resume(with: resume) }
      }
    } onCancel: {
      let waiter = state.withLock { state -> CheckedContinuation<Void, any Error>? in
        guard let index = state.queue.firstIndex(of: id) else { return nil }
        state.queue.remove(at: index)
        defer { state.entries[id]?.waiter = nil }
        return state.entries[id]?.waiter
      }
      waiter?.resume(throwing: CancellationError())
    }
  }

  /// Leaves the queue: a running ticket frees its place for the oldest waiter (and its time joins the
  /// average); a waiting one is woken with `CancellationError`.
  private func finish(_ id: UInt64) {
    var wake: [(CheckedContinuation<Void, any Error>, Result<Void, any Error>)] = []
    state.withLock { state in
      guard let entry = state.entries.removeValue(forKey: id) else { return }
      state.bytes -= entry.bytes
      if let started = entry.started {
        state.running -= 1
        let seconds = (ContinuousClock.now - started).seconds
        state.averageSeconds = state.averageSeconds * 0.8 + seconds * 0.2
      } else if let index = state.queue.firstIndex(of: id) {
        state.queue.remove(at: index)
        if let waiter = entry.waiter { wake.append((waiter, .failure(CancellationError()))) }
      }
      while state.running < limits.running, !state.queue.isEmpty {
        let next = state.queue.removeFirst()
        guard var waiting = state.entries[next], let waiter = waiting.waiter else { continue }
        waiting.started = .now
        waiting.waiter = nil
        state.entries[next] = waiting
        state.running += 1
        wake.append((waiter, .success(())))
      }
    }
    for (waiter, result) in wake { waiter.resume(with: result) }
  }
}

extension Duration {
  fileprivate var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
