import Foundation
import VisorAPI

/// One event of a streamed analysis (``VisorClient/analyzeStream(_:prompt:question:speak:voice:format:model:mode:)``),
/// in the order the server sends them: `transcript` (for a spoken question), `text` deltas,
/// `sentence`s with their audio (when speaking) as each sentence is ready, and `done` once saved.
public enum AnalyzeEvent: Sendable, Equatable {
  /// What the spoken question said.
  case transcript(String)
  /// The next piece of the answer's text.
  case text(String)
  /// A finished sentence and its audio, numbered from 0 in speaking order.
  case sentence(SpokenSentence)
  /// The analysis was saved: its id, timings and notes (e.g. a voice that fell back).
  case done(StreamEvents.Done)
}

/// A sentence of a streamed answer and its spoken audio.
public struct SpokenSentence: Sendable, Equatable {
  /// 0, 1, 2 … in speaking order.
  public var index: Int
  /// The sentence as written.
  public var text: String
  /// The clip's bytes, in ``format``.
  public var audio: Data
  /// `mp3`, `opus` or `wav`.
  public var format: String

  /// A sentence with its audio.
  public init(index: Int, text: String, audio: Data, format: String) {
    self.index = index
    self.text = text
    self.audio = audio
    self.format = format
  }
}

/// One event of a streamed chat reply: text deltas, then `done`.
public enum ChatEvent: Sendable, Equatable {
  /// The next piece of the reply.
  case text(String)
  /// The reply was saved: its id, the user's message id, the chat's (new) title and timings.
  case done(ChatDoneEvent)
}

extension VisorClient {
  /// Streams an endpoint's Server-Sent Events as typed events.
  ///
  /// The stream ends after the event `decode` marks final; an `error` event ends it with that
  /// ``VisorClientError`` (kind `server`); a body that ends (or breaks) before the final event ends it
  /// with ``VisorClientError/Kind/streamCut``. Cancelling the task that iterates, or dropping the
  /// iterator, cancels the request, and the server stops working on it.
  func eventStream<Event: Sendable>(
    _ endpoint: EndpointDeclaration, path: [String: String], body: Body,
    decode: @escaping @Sendable (ServerSentEvent) throws -> (event: Event, final: Bool)?
  ) -> AsyncThrowingStream<Event, any Error> {
    let (stream, continuation) = AsyncThrowingStream<Event, any Error>.makeStream()
    let task = Task {
      do {
        let response = try await perform(
          endpoint, path: path, query: [:], body: body, accept: "text/event-stream")
        let requestID = response.header("x-request-id")
        var parser = ServerSentEventParser()
        do {
          for try await chunk in response.body {
            for frame in parser.feed(chunk) {
              if frame.event == "error" {
                let failure = try? Self.decoder.decode(StreamEvents.Failure.self, from: Data(frame.data.utf8))
                throw VisorClientError(
                  .server, failure?.message ?? "The answer failed part-way; try again.",
                  code: failure?.code ?? "internal_error", status: response.status, requestID: requestID)
              }
              guard let (event, final) = try decode(frame) else { continue }
              continuation.yield(event)
              if final {
                continuation.finish()
                return
              }
            }
          }
        } catch let error as VisorClientError where error.kind == .connectionLost || error.kind == .timedOut {
          throw VisorClientError(
            .streamCut,
            "The streamed answer from \(endpoint.name) was cut off before it finished (\(error.message)); try again.",
            requestID: requestID)
        }
        throw VisorClientError(
          .streamCut,
          "The streamed answer from \(endpoint.name) ended before it finished; the server may have restarted. Try again.",
          requestID: requestID)
      } catch {
        // Cancelled by the consumer: the body it cut short is not a failure to report (the outer
        // stream may not have finished yet when this task sees its body end).
        continuation.finish(throwing: Task.isCancelled ? CancellationError() : error)
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }

  static func decodeEvent<T: Decodable>(_ type: T.Type, _ frame: ServerSentEvent) throws -> T {
    do {
      return try decoder.decode(type, from: Data(frame.data.utf8))
    } catch {
      throw VisorClientError(
        .invalidResponse,
        "The server sent a \"\(frame.event)\" event this SDK cannot read: \(frame.data.prefix(200))")
    }
  }

  static func analyzeEvent(_ frame: ServerSentEvent) throws -> (event: AnalyzeEvent, final: Bool)? {
    switch frame.event {
    case "transcript": return (.transcript(try decodeEvent(StreamEvents.Transcript.self, frame).text), false)
    case "text": return (.text(try decodeEvent(StreamEvents.TextDelta.self, frame).delta), false)
    case "audio":
      let audio = try decodeEvent(StreamEvents.Audio.self, frame)
      guard let data = Data(base64Encoded: audio.audio) else {
        throw VisorClientError(.invalidResponse, "The server sent audio that is not base64.")
      }
      return (
        .sentence(SpokenSentence(index: audio.index, text: audio.text, audio: data, format: audio.format)),
        false
      )
    case "done": return (.done(try decodeEvent(StreamEvents.Done.self, frame)), true)
    default: return nil  // events added by newer servers
    }
  }

  static func chatEvent(_ frame: ServerSentEvent) throws -> (event: ChatEvent, final: Bool)? {
    switch frame.event {
    case "text": return (.text(try decodeEvent(StreamEvents.TextDelta.self, frame).delta), false)
    case "done": return (.done(try decodeEvent(ChatDoneEvent.self, frame)), true)
    default: return nil
    }
  }
}
