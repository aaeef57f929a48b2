import Foundation
import Synchronization

/// A scripted HTTP response for ``RecordedTransport``.
///
/// The body is cut at the given byte offsets into chunks that arrive `chunkDelay` apart, so tests can
/// reproduce split SSE lines, slow first tokens and truncated streams.
public struct RecordedResponse: Sendable {
  public enum Step: Sendable {
    case chunk(Data, delay: Duration)
    case fail(HTTPTransportError, delay: Duration)
  }

  public var status: Int
  public var headers: [(String, String)]
  /// Delay before the status and headers.
  public var headDelay: Duration
  public var steps: [Step]
  /// When set, `send` itself fails with this error (after `headDelay`): e.g. `.connectFailed`.
  public var sendFailure: HTTPTransportError?

  /// - Parameters:
  ///   - splitAt: byte offsets at which the body is cut into chunks.
  ///   - chunkDelay: delay before each chunk (the first included).
  ///   - endWith: an error that ends the body stream after the chunks (a dropped connection).
  public init(
    status: Int = 200, headers: [(String, String)] = [], body: Data = Data(), splitAt: [Int] = [],
    headDelay: Duration = .zero, chunkDelay: Duration = .zero, endWith: HTTPTransportError? = nil
  ) {
    self.status = status
    self.headers = headers
    self.headDelay = headDelay
    var steps: [Step] = []
    var start = 0
    for offset in (splitAt.filter { $0 > 0 && $0 < body.count } + [body.count]).sorted() where offset > start
    {
      steps.append(.chunk(body.subdata(in: start..<offset), delay: chunkDelay))
      start = offset
    }
    if let endWith { steps.append(.fail(endWith, delay: chunkDelay)) }
    self.steps = steps
  }

  /// A body sent in chunks of `chunkSize` bytes.
  public init(
    status: Int = 200, headers: [(String, String)] = [], body: Data, chunkSize: Int,
    headDelay: Duration = .zero, chunkDelay: Duration = .zero, endWith: HTTPTransportError? = nil
  ) {
    let size = max(1, chunkSize)
    self.init(
      status: status, headers: headers, body: body,
      splitAt: Array(stride(from: size, to: body.count, by: size)),
      headDelay: headDelay, chunkDelay: chunkDelay, endWith: endWith)
  }

  /// A JSON body.
  public static func json(_ status: Int = 200, _ text: String, headers: [(String, String)] = [])
    -> RecordedResponse
  {
    RecordedResponse(
      status: status, headers: [("Content-Type", "application/json")] + headers, body: Data(text.utf8))
  }

  /// A `text/event-stream` body made of `data:` events, ending with `data: [DONE]` when `done`.
  public static func sse(dataEvents: [String], done: Bool = true, chunkDelay: Duration = .zero)
    -> RecordedResponse
  {
    var text = dataEvents.map { "data: \($0)\n\n" }.joined()
    if done { text += "data: [DONE]\n\n" }
    let body = Data(text.utf8)
    var offsets: [Int] = []
    var offset = 0
    for event in dataEvents {
      offset += "data: \(event)\n\n".utf8.count
      offsets.append(offset)
    }
    return RecordedResponse(
      headers: [("Content-Type", "text/event-stream")], body: body, splitAt: offsets, chunkDelay: chunkDelay)
  }

  /// `send` fails without a response.
  public static func failure(_ error: HTTPTransportError, after delay: Duration = .zero) -> RecordedResponse {
    var response = RecordedResponse(status: 0, headDelay: delay)
    response.sendFailure = error
    return response
  }
}

/// An ``HTTPTransport`` that answers from a script instead of the network, for tests of every
/// module that talks to providers.
///
/// It honours `request.timeouts.firstByte`, `.idle`, `.total` and `request.maxBodyBytes` like a real
/// transport (waiting up to the limit, then failing with the matching ``HTTPTransportError``),
/// records every request, and counts
/// transfers stopped early by their consumer.
///
/// ```swift
/// let transport = RecordedTransport([.json(401, #"{"error":{"message":"bad key"}}"#), .json(200, "{}")])
/// ```
public struct RecordedTransport: HTTPTransport {
  private final class Storage: Sendable {
    struct State {
      var requests: [HTTPClientRequest] = []
      var cancelled = 0
      var completed = 0
      var next = 0
    }
    let state = Mutex(State())
    let respond: @Sendable (HTTPClientRequest, Int) -> RecordedResponse?
    init(respond: @escaping @Sendable (HTTPClientRequest, Int) -> RecordedResponse?) {
      self.respond = respond
    }
  }

  private let storage: Storage

  /// Answers requests with these responses in order; a request beyond the script fails.
  public init(_ responses: [RecordedResponse]) {
    storage = Storage { _, index in index < responses.count ? responses[index] : nil }
  }

  /// Answers each request with whatever `handler` returns (given the request and its 0-based index).
  public init(handler: @escaping @Sendable (HTTPClientRequest, Int) -> RecordedResponse) {
    storage = Storage { request, index in handler(request, index) }
  }

  /// Every request sent so far.
  public var requests: [HTTPClientRequest] { storage.state.withLock { $0.requests } }
  /// Transfers whose consumer stopped reading before the body ended.
  public var cancelledTransfers: Int { storage.state.withLock { $0.cancelled } }
  /// Transfers whose body was delivered completely (or ended with the scripted error).
  public var completedTransfers: Int { storage.state.withLock { $0.completed } }

  public func send(_ request: HTTPClientRequest) async throws -> (
    status: Int, headers: [(String, String)], body: AsyncThrowingStream<Data, Error>
  ) {
    let index = storage.state.withLock { state in
      state.requests.append(request)
      defer { state.next += 1 }
      return state.next
    }
    guard let response = storage.respond(request, index) else {
      throw HTTPTransportError(.other, "RecordedTransport has no response scripted for request \(index + 1)")
    }
    let clock = ContinuousClock()
    let start = clock.now
    let timeouts = request.timeouts
    if response.headDelay > .zero {
      let limit = min(timeouts.firstByte, timeouts.total)
      if response.headDelay > limit {
        try await Task.sleep(for: limit)
        throw HTTPTransportError(
          timeouts.firstByte <= timeouts.total ? .firstByteTimeout : .totalTimeout, "recorded head delay")
      }
      try await Task.sleep(for: response.headDelay)
    }
    if let failure = response.sendFailure { throw failure }

    let storage = self.storage
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
    let task = Task {
      var sentFirst = false
      var sentBytes = 0
      for step in response.steps {
        let delay: Duration
        switch step {
        case .chunk(_, let d), .fail(_, let d): delay = d
        }
        let elapsed = clock.now - start
        if !sentFirst, elapsed + delay > timeouts.firstByte {
          try? await Task.sleep(for: max(.zero, timeouts.firstByte - elapsed))
          continuation.finish(throwing: HTTPTransportError(.firstByteTimeout, "recorded chunk delay"))
          return
        }
        if sentFirst, delay > timeouts.idle, elapsed + timeouts.idle <= timeouts.total {
          try? await Task.sleep(for: timeouts.idle)
          continuation.finish(throwing: HTTPTransportError(.idleTimeout, "recorded chunk delay"))
          return
        }
        if elapsed + delay > timeouts.total {
          try? await Task.sleep(for: max(.zero, timeouts.total - elapsed))
          continuation.finish(throwing: HTTPTransportError(.totalTimeout, "recorded chunk delay"))
          return
        }
        if delay > .zero {
          do { try await Task.sleep(for: delay) } catch { return }
        }
        if Task.isCancelled { return }
        switch step {
        case .chunk(let data, _):
          sentFirst = true
          sentBytes += data.count
          if let limit = request.maxBodyBytes, sentBytes > limit {
            continuation.finish(throwing: HTTPTransportError(.tooLarge, "recorded body over \(limit) bytes"))
            return
          }
          if case .terminated = continuation.yield(data) { return }
        case .fail(let error, _):
          storage.state.withLock { $0.completed += 1 }
          continuation.finish(throwing: error)
          return
        }
      }
      storage.state.withLock { $0.completed += 1 }
      continuation.finish()
    }
    continuation.onTermination = { termination in
      if case .cancelled = termination {
        task.cancel()
        storage.state.withLock { $0.cancelled += 1 }
      }
    }
    return (response.status, response.headers, stream)
  }
}
