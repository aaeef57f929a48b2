/// The Swift side of a connection while it holds a request: from the head the gate hands over to the
/// last byte of the answer, or to the end of the WebSocket session it became.
///
/// The gate owns the connection itself — reading, limits, keep-alive, pipelining, TLS (decision 057) —
/// and passes one request at a time. What this side decides is written here, as states and actions
/// (postgres-nio's style): a value that is fed events and answers with what to do, so every rule is
/// unit-tested by feeding events (`HTTPConnectionStateMachineTests`), and `DirectRequest` only carries
/// the actions out:
///
/// - the handler's task, and a cancellation that arrives before the task is known (the gate's thread
///   can report the client gone while the task is being created);
/// - how an answer is framed: `Content-Length`, chunked, or until the connection closes (HTTP/1.0); no
///   body for `HEAD`, 204 and 304; the connection closes after the answer when the client asked, when
///   the request's body was not read to its end, or when a stream cannot be chunked;
/// - how a streamed answer ends: the last chunk when it completed; at shutdown, an event stream's
///   `error` event then the last chunk; cut short otherwise — no last chunk, and the connection closes,
///   so a client never takes a partial answer for a whole one;
/// - an upgrade to a WebSocket session, and its end.
///
/// The request's body has its own machine (``RequestBodyStateMachine``), driven by the gate's body
/// events; this one only asks whether it was read to its end.
struct HTTPConnectionStateMachine: Sendable {
  /// What the head said about the connection and the answer.
  struct Head: Sendable, Equatable {
    /// `HEAD`: the answer's head only.
    var isHead: Bool
    /// HTTP/1.0: a stream cannot be chunked, so it runs until the connection closes.
    var http10: Bool
    /// The client keeps the connection for another request.
    var keepAlive: Bool
  }

  /// The answer the handler returned, as far as framing goes.
  enum Answer: Sendable, Equatable {
    /// A body in memory (`bodyLength` bytes; 0 for none).
    case whole(status: Int, bodyLength: Int)
    /// A body produced while it is sent.
    case stream
    /// `101 Switching Protocols`.
    case upgrade
  }

  /// How the answer's head frames its body.
  enum Framing: Sendable, Equatable {
    /// `Content-Length: n` (none for 204).
    case length(Int)
    /// `Transfer-Encoding: chunked`.
    case chunked
    /// Neither: the body runs until the connection closes.
    case untilClose
  }

  /// The head to write for an answer, and what follows it.
  struct Start: Sendable, Equatable {
    var framing: Framing
    /// `Connection: close`: the connection ends after this answer.
    var closing: Bool
    /// Whether the body's bytes are written (not for `HEAD`, 204 or 304).
    var sendsBody: Bool
    /// A streamed answer to `HEAD` still ends its chunked head with the empty last chunk.
    var headTrailer: Bool
  }

  /// How a streamed answer ends.
  enum StreamEnd: Sendable, Equatable {
    /// The last chunk (when chunked), and the connection kept unless it was closing.
    case complete(lastChunk: Bool, close: Bool)
    /// The `error` event saying the server is stopping, the last chunk when chunked, then close.
    case shutdownEvent(chunked: Bool)
    /// Nothing more: the connection closes, so the answer cannot pass for complete.
    case cutShort
  }

  /// What to do when the client goes away or the server stops.
  enum CancelAction: Sendable, Equatable {
    /// Cancel the handler's task (and the body read it waits on).
    case cancelTask
    /// The task is not known yet: it is cancelled as soon as it is registered.
    case cancelWhenRegistered
    /// End the WebSocket session (its handler sees the client closed) and cancel its task.
    case closeWebSocket
    /// The answer is already complete: nothing to cancel.
    case none
  }

  enum State: Sendable, Equatable {
    /// The head arrived; the handler's task is being created.
    case starting
    /// The handler runs (and may read the body).
    case handling
    /// The answer's head is written; a stream's chunks follow.
    case streaming(Start)
    /// A WebSocket session.
    case upgraded
    /// The last byte of the answer is handed to the gate (or the session ended).
    case finished(close: Bool)
  }

  let head: Head
  private(set) var state: State = .starting
  /// The client went away, or the server is stopping.
  private(set) var cancelled = false
  /// Cancelled by shutdown: an event stream says so before it ends.
  private(set) var shuttingDown = false

  init(head: Head) { self.head = head }

  // MARK: - The handler's task

  /// The handler's task is registered. True: cancel it at once (the cancellation came first).
  mutating func taskRegistered() -> Bool {
    if state == .starting { state = .handling }
    return cancelled
  }

  /// The client went away (`shuttingDown` false) or the server is stopping.
  mutating func cancel(shuttingDown: Bool) -> CancelAction {
    if shuttingDown { self.shuttingDown = true }
    guard !cancelled else { return .none }
    switch state {
    case .finished: return .none
    case .starting:
      cancelled = true
      return .cancelWhenRegistered
    case .handling, .streaming:
      cancelled = true
      return .cancelTask
    case .upgraded:
      cancelled = true
      return .closeWebSocket
    }
  }

  // MARK: - The answer

  /// The handler returned `answer`; `bodyUnread`: the request's body was not read to its end (the
  /// gate half-closes such a connection after the answer and discards the rest).
  mutating func answer(_ answer: Answer, bodyUnread: Bool) -> Start {
    let start: Start
    switch answer {
    case .whole(let status, let length):
      let noBody = head.isHead || status == 204 || status == 304
      let closing = !head.keepAlive || bodyUnread
      start = Start(framing: .length(length), closing: closing, sendsBody: !noBody, headTrailer: false)
      state = .finished(close: closing)
    case .stream:
      // HTTP/1.0 cannot take chunks: its stream runs until the connection closes.
      let closing = !head.keepAlive || head.http10 || bodyUnread
      start = Start(
        framing: head.http10 ? .untilClose : .chunked, closing: closing, sendsBody: !head.isHead,
        headTrailer: head.isHead && !head.http10)
      state = head.isHead ? .finished(close: closing) : .streaming(start)
    case .upgrade:
      start = Start(framing: .untilClose, closing: true, sendsBody: false, headTrailer: false)
      state = .upgraded
    }
    return start
  }

  /// A streamed answer's source ended; `complete`: it ran to its end without being cancelled.
  mutating func streamEnded(complete: Bool, eventStream: Bool) -> StreamEnd {
    guard case .streaming(let start) = state else { return .cutShort }
    let chunked = start.framing == .chunked
    if complete && !cancelled {
      state = .finished(close: start.closing)
      return .complete(lastChunk: chunked, close: start.closing)
    }
    state = .finished(close: true)
    if eventStream && shuttingDown { return .shutdownEvent(chunked: chunked) }
    return .cutShort
  }

  /// The WebSocket session ended (its close frame is sent by the gate).
  mutating func sessionEnded() {
    state = .finished(close: true)
  }
}
