import Foundation
import VisorCore
import VisorHTTP

/// The one bridge from a service that writes events into a sink to a `text/event-stream` response.
///
/// The route has already checked every input (bad input is an HTTP error, never a stream); here each
/// event becomes a frame through a pure function, a failure after the start becomes one last frame,
/// and a client that goes away cancels the work (the heartbeat and the disconnect come from
/// ``HTTPResponse/eventStream(_:heartbeat:)``).
///
/// ```swift
/// return EventStreams.response(frame: AnalyzeRoutes.frame, failure: AnalyzeRoutes.failureFrame) { sink in
///   try await analysis.run(job, audio: .perSentence, sink: sink)
/// }
/// ```
enum EventStreams {
  static func response<Event: Sendable>(
    frame: @escaping @Sendable (Event) -> ServerSentEvent,
    failure: @escaping @Sendable (any Error) -> ServerSentEvent,
    run work: @escaping @Sendable (_ sink: @escaping @Sendable (Event) -> Void) async throws -> Void
  ) -> HTTPResponse {
    let (frames, continuation) = AsyncThrowingStream<ServerSentEvent, Error>.makeStream()
    let task = Task {
      do {
        try await work { continuation.yield(frame($0)) }
      } catch  where !(error is CancellationError || Task.isCancelled) {
        // The last frame's sentence is in the person's language (the task inherits the request's) and
        // redacted like every error body (ErrorFormats); these streams are native routes only.
        let spoken: any Error = (error as? VisorError)?.localised(in: .current) ?? error
        let redacted: any Error = (spoken as? any HTTPStatusError).map { ErrorFormats.Redacted($0) } ?? spoken
        continuation.yield(failure(redacted))
      } catch {
        // The client went away: the work stopped and saved nothing; there is no one to tell.
      }
      continuation.finish()
    }
    continuation.onTermination = { _ in task.cancel() }
    return .eventStream(frames)
  }

  /// A frame whose data is `value` as one line of JSON.
  static func json<T: Encodable>(_ name: String, _ value: T) -> ServerSentEvent {
    // The payloads are plain strings and numbers, which always encode.
    (try? ServerSentEvent.json(name, value)) ?? ServerSentEvent(event: name, data: "{}")
  }
}
