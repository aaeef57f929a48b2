import Foundation
import VisorCore

/// The life of one request body read through the gate on credit, as a value: events in, actions out
/// (postgres-nio's state machines are the model). No locks, threads or gate calls here — ``DirectBody``
/// keeps it under a lock, carries out the actions and parks the reader; tests feed it events.
///
/// The gate reads the client only while Visor holds credit, so a body nobody reads stays in the client
/// (TCP back-pressure). Credit is granted a window at a time and topped up when the reader has taken
/// half of it; in all, at most `limit + 1` bytes are granted, so one byte over the limit is enough to
/// know the body is too large without reading the rest.
struct RequestBodyStateMachine: Sendable {
  enum State: Sendable, Equatable {
    /// Bytes may still arrive: `buffered` waits for the reader; `ended` once the gate said it is all.
    case reading(buffered: Data, ended: Bool)
    /// Every byte was handed to the reader.
    case finished
    /// The gate could not read the body (malformed framing, a pause over the timeout).
    case failed(VisorError)
    /// Over the limit: the reader was told, nothing more is read.
    case tooLarge
    /// The client went away, the gate is stopping, or the reader was cancelled.
    case cancelled
  }

  /// What the reader does after asking for the next chunk.
  enum ReadAction: Equatable {
    /// Take these bytes (then ask again); `grant`: first give the gate this much more credit.
    case deliver(Data, grant: Int?)
    /// Nothing yet: give the gate `grant` credit (if any), then wait for an event.
    case wait(grant: Int?)
    /// The body is complete.
    case end
    /// The body cannot be read: throw this.
    case fail(VisorError)
    /// Over the limit.
    case tooLarge
    /// Throw `CancellationError`.
    case cancelled
  }

  static let defaultWindow = 256 * 1024

  private(set) var state = State.reading(buffered: Data(), ended: false)
  /// Credit given to the gate so far, and bytes received from it.
  private(set) var granted = 0
  private(set) var received = 0
  let limit: Int
  let window: Int

  init(limit: Int, window: Int = RequestBodyStateMachine.defaultWindow) {
    precondition(limit >= 0 && window > 0)
    self.limit = limit
    self.window = window
  }

  /// The reader wants the next chunk.
  mutating func read() -> ReadAction {
    switch state {
    case .reading(let buffered, let ended):
      if received > limit {
        state = .tooLarge
        return .tooLarge
      }
      if !buffered.isEmpty {
        state = .reading(buffered: Data(), ended: ended)
        return .deliver(buffered, grant: ended ? nil : topUp())
      }
      if ended {
        state = .finished
        return .end
      }
      return .wait(grant: topUp())
    case .finished: return .end
    case .failed(let error): return .fail(error)
    case .tooLarge: return .tooLarge
    case .cancelled: return .cancelled
    }
  }

  /// More credit when what is granted and not yet received is at most half a window; nil when there
  /// is enough outstanding, or everything up to `limit + 1` is granted.
  private mutating func topUp() -> Int? {
    guard granted - received <= window / 2 else { return nil }
    let amount = min(window, limit + 1 - granted)
    guard amount > 0 else { return nil }
    granted += amount
    return amount
  }

  /// Gate: body bytes, and whether they are the last. Returns whether a waiting reader should wake.
  mutating func received(_ bytes: Data, last: Bool) -> Bool {
    guard case .reading(var buffered, let ended) = state, !ended else { return false }
    received += bytes.count
    // The gate's bytes were copied once already (DirectBody): kept as they are when nothing waits.
    if buffered.isEmpty { buffered = bytes } else { buffered.append(bytes) }
    state = .reading(buffered: buffered, ended: last)
    return true
  }

  /// Gate: the body cannot be read (answered with `error`). Returns whether a reader should wake.
  mutating func failed(_ error: VisorError) -> Bool {
    guard case .reading = state else { return false }
    state = .failed(error)
    return true
  }

  /// The client went away, the gate stops, or the reader gave up. A body already complete stays
  /// readable. Returns whether a reader should wake.
  mutating func cancel() -> Bool {
    switch state {
    case .reading(_, ended: true), .finished, .failed, .tooLarge, .cancelled:
      return false
    case .reading:
      state = .cancelled
      return true
    }
  }

  /// Whether a read now would not wait.
  var hasNews: Bool {
    if case .reading(let buffered, let ended) = state {
      return !buffered.isEmpty || ended || received > limit
    }
    return true
  }

  /// Every byte arrived and none failed (the connection can carry another request).
  var isComplete: Bool {
    switch state {
    case .finished, .reading(_, ended: true): true
    default: false
    }
  }
}
