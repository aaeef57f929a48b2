import Testing

@testable import VisorHTTP

/// ``HTTPConnectionStateMachine`` fed events by hand: framing of every kind of answer, how a stream
/// ends, cancellation at each stage and an upgrade, without a gate, a socket or a thread.
@Suite struct HTTPConnectionStateMachineTests {
  typealias Machine = HTTPConnectionStateMachine

  static func machine(get: Bool = true, http10: Bool = false, keepAlive: Bool = true) -> Machine {
    Machine(head: .init(isHead: !get, http10: http10, keepAlive: keepAlive))
  }

  @Test func aWholeAnswerCarriesItsLengthAndKeepsTheConnection() {
    var machine = Self.machine()
    #expect(machine.taskRegistered() == false)
    let start = machine.answer(.whole(status: 200, bodyLength: 16), bodyUnread: false)
    #expect(start == .init(framing: .length(16), closing: false, sendsBody: true, headTrailer: false))
    #expect(machine.state == .finished(close: false))
  }

  @Test func headAnd204And304SendNoBody() {
    var head = Self.machine(get: false)
    #expect(head.answer(.whole(status: 200, bodyLength: 16), bodyUnread: false).sendsBody == false)
    for status in [204, 304] {
      var machine = Self.machine()
      let start = machine.answer(.whole(status: status, bodyLength: 0), bodyUnread: false)
      #expect(start.sendsBody == false)
      #expect(start.framing == .length(0))
    }
  }

  @Test func theConnectionClosesWhenTheClientAsksOrTheBodyWasNotRead() {
    var closing = Self.machine(keepAlive: false)
    #expect(closing.answer(.whole(status: 200, bodyLength: 1), bodyUnread: false).closing)
    var unread = Self.machine()
    #expect(unread.answer(.whole(status: 413, bodyLength: 1), bodyUnread: true).closing)
    #expect(unread.state == .finished(close: true))
  }

  @Test func streamsAreChunkedForHTTP11EvenWhenTheConnectionCloses() {
    var keep = Self.machine()
    #expect(
      keep.answer(.stream, bodyUnread: false)
        == .init(framing: .chunked, closing: false, sendsBody: true, headTrailer: false))
    var close = Self.machine(keepAlive: false)
    #expect(
      close.answer(.stream, bodyUnread: false)
        == .init(framing: .chunked, closing: true, sendsBody: true, headTrailer: false))
  }

  @Test func anHTTP10StreamRunsUntilTheConnectionCloses() {
    var machine = Self.machine(http10: true, keepAlive: true)
    let start = machine.answer(.stream, bodyUnread: false)
    #expect(start.framing == .untilClose)
    #expect(start.closing)
    #expect(
      machine.streamEnded(complete: true, eventStream: false) == .complete(lastChunk: false, close: true))
  }

  @Test func aStreamedAnswerToHeadIsItsHeadAndTheEmptyLastChunk() {
    var machine = Self.machine(get: false)
    let start = machine.answer(.stream, bodyUnread: false)
    #expect(start.sendsBody == false)
    #expect(start.headTrailer)
    #expect(machine.state == .finished(close: false))
  }

  @Test func aCompleteStreamEndsWithTheLastChunk() {
    var machine = Self.machine()
    _ = machine.taskRegistered()
    _ = machine.answer(.stream, bodyUnread: false)
    #expect(
      machine.streamEnded(complete: true, eventStream: true) == .complete(lastChunk: true, close: false))
    #expect(machine.state == .finished(close: false))
  }

  @Test func aStreamCutShortHasNoLastChunkAndCloses() {
    var machine = Self.machine()
    _ = machine.taskRegistered()
    _ = machine.answer(.stream, bodyUnread: false)
    #expect(machine.cancel(shuttingDown: false) == .cancelTask)
    // Even if the source happened to finish: a cancelled stream is never passed off as complete.
    #expect(machine.streamEnded(complete: true, eventStream: true) == .cutShort)
    #expect(machine.state == .finished(close: true))
  }

  @Test func atShutdownAnEventStreamSaysSoAndEndsCleanly() {
    var events = Self.machine()
    _ = events.taskRegistered()
    _ = events.answer(.stream, bodyUnread: false)
    #expect(events.cancel(shuttingDown: true) == .cancelTask)
    #expect(events.streamEnded(complete: false, eventStream: true) == .shutdownEvent(chunked: true))
    // Another kind of stream is cut short.
    var plain = Self.machine()
    _ = plain.taskRegistered()
    _ = plain.answer(.stream, bodyUnread: false)
    _ = plain.cancel(shuttingDown: true)
    #expect(plain.streamEnded(complete: false, eventStream: false) == .cutShort)
  }

  @Test func aCancellationBeforeTheTaskIsKnownCancelsItWhenItIs() {
    var machine = Self.machine()
    #expect(machine.cancel(shuttingDown: false) == .cancelWhenRegistered)
    #expect(machine.taskRegistered() == true)
    // Said once: a second report changes nothing.
    #expect(machine.cancel(shuttingDown: false) == .none)
  }

  @Test func nothingIsCancelledOnceTheAnswerIsComplete() {
    var machine = Self.machine()
    _ = machine.taskRegistered()
    _ = machine.answer(.whole(status: 200, bodyLength: 2), bodyUnread: false)
    #expect(machine.cancel(shuttingDown: true) == .none)
  }

  @Test func anUpgradedSessionIsEndedByClosingTheSocket() {
    var machine = Self.machine()
    _ = machine.taskRegistered()
    let start = machine.answer(.upgrade, bodyUnread: false)
    #expect(start.sendsBody == false)
    #expect(machine.state == .upgraded)
    #expect(machine.cancel(shuttingDown: false) == .closeWebSocket)
    #expect(machine.cancelled)
    machine.sessionEnded()
    #expect(machine.state == .finished(close: true))
  }
}
