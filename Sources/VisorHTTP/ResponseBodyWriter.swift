import Foundation
import Synchronization

/// Writes a streamed response body with back-pressure: ``write(_:)`` returns once the server has taken
/// the bytes, and the server takes more only while its client keeps up (less than 256 KB queued for
/// it). A producer faster than its client waits instead of filling memory; a client that goes away
/// makes the next `write` throw `CancellationError`.
///
/// ```swift
/// return .streaming(headers: HTTPHeaders([("Content-Type", "text/plain")])) { body in
///   for line in lines { try await body.write(line + "\n") }
/// }
/// ```
public final class ResponseBodyWriter: Sendable {
  private struct Waiting {
    var data: Data
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    /// Writes not yet taken, in order (more than one only when several tasks write at once).
    var waiting: [Waiting] = []
    /// The server waits for the next chunk.
    var reader: CheckedContinuation<Data?, any Error>?
    var finished = false
    var failure: (any Error)?
    var consumerGone = false
    var started = false
    var producer: Task<Void, Never>?
  }

  private let state = Mutex(State())

  init() {}

  /// Hands `data` to the server and waits until it is taken. Empty data returns at once.
  public func write(_ data: Data) async throws {
    guard !data.isEmpty else { return }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome {
          case gone
          case taken(CheckedContinuation<Data?, any Error>)
          case queued
        }
        let outcome = state.withLock { state -> Outcome in
          if state.consumerGone || state.finished { return .gone }
          if let reader = state.reader {
            state.reader = nil
            return .taken(reader)
          }
          state.waiting.append(Waiting(data: data, continuation: continuation))
          return .queued
        }
        switch outcome {
        case .gone: continuation.resume(throwing: CancellationError())
        case .taken(let reader):
          reader.resume(returning: data)
          continuation.resume()
        case .queued: break
        }
      }
    } onCancel: {
      consumerGone()
    }
  }

  /// ``write(_:)`` of the text's UTF-8 bytes.
  public func write(_ text: String) async throws { try await write(Data(text.utf8)) }

  // MARK: The server's side

  /// Starts `produce` (once, at the first pull), then returns the next chunk, or nil at the end.
  func next(start produce: @escaping @Sendable (ResponseBodyWriter) async throws -> Void) async throws
    -> Data?
  {
    let startNow = state.withLock { state -> Bool in
      guard !state.started, !state.consumerGone else { return false }
      state.started = true
      return true
    }
    if startNow {
      let task = Task { [self] in
        do {
          try await produce(self)
          finish(failure: nil)
        } catch {
          finish(failure: error)
        }
      }
      let cancelled = state.withLock { state -> Bool in
        state.producer = task
        return state.consumerGone
      }
      if cancelled { task.cancel() }
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, any Error>) in
        enum Outcome {
          case chunk(Data, CheckedContinuation<Void, any Error>)
          case end((any Error)?)
          case wait
        }
        let outcome = state.withLock { state -> Outcome in
          if !state.waiting.isEmpty {
            let first = state.waiting.removeFirst()
            return .chunk(first.data, first.continuation)
          }
          if state.consumerGone { return .end(CancellationError()) }
          if state.finished { return .end(state.failure) }
          state.reader = continuation
          return .wait
        }
        switch outcome {
        case .chunk(let data, let writer):
          writer.resume()
          continuation.resume(returning: data)
        case .end(let failure):
          if let failure {
            continuation.resume(throwing: failure)
          } else {
            continuation.resume(returning: nil)
          }
        case .wait: break
        }
      }
    } onCancel: {
      consumerGone()
    }
  }

  /// The producer returned (or threw): the server ends the body after what is queued.
  private func finish(failure: (any Error)?) {
    let reader = state.withLock { state -> CheckedContinuation<Data?, any Error>? in
      state.finished = true
      state.failure = failure
      defer { state.reader = nil }
      return state.waiting.isEmpty ? state.reader : nil
    }
    if let failure { reader?.resume(throwing: failure) } else { reader?.resume(returning: nil) }
  }

  /// The server stopped reading (client gone, shutdown, or the body was dropped unread): the
  /// producer is cancelled and every waiting write throws.
  func consumerGone() {
    let (writers, reader, producer) = state.withLock {
      state -> (
        [CheckedContinuation<Void, any Error>], CheckedContinuation<Data?, any Error>?, Task<Void, Never>?
      ) in
      state.consumerGone = true
      defer {
        state.waiting = []
        state.reader = nil
      }
      return (state.waiting.map(\.continuation), state.reader, state.producer)
    }
    producer?.cancel()
    for writer in writers { writer.resume(throwing: CancellationError()) }
    reader?.resume(throwing: CancellationError())
  }
}

/// Held only by the body stream: when the server drops the stream (after reading it, or without ever
/// reading it), the producer is stopped.
private final class WriterLifetime: Sendable {
  let writer: ResponseBodyWriter
  init(_ writer: ResponseBodyWriter) { self.writer = writer }
  deinit { writer.consumerGone() }
}

extension HTTPResponse {
  /// A response whose body `produce` writes as it goes (``ResponseBodyWriter``), with back-pressure:
  /// each `write` waits until the server has taken the bytes. `produce` starts only when the body is
  /// sent (never for `HEAD`); when it throws, the body ends short (no final chunk), so the client can
  /// tell it is incomplete.
  public static func streaming(
    status: Int = 200, headers: HTTPHeaders = HTTPHeaders(),
    _ produce: @escaping @Sendable (ResponseBodyWriter) async throws -> Void
  ) -> HTTPResponse {
    let lifetime = WriterLifetime(ResponseBodyWriter())
    let body = AsyncThrowingStream<Data, any Error> { try await lifetime.writer.next(start: produce) }
    return HTTPResponse(status: status, headers: headers, body: .stream(body))
  }
}
