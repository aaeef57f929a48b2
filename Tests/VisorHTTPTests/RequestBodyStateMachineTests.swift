import Foundation
import Testing
import VisorCore

@testable import VisorHTTP

/// ``RequestBodyStateMachine`` fed events by hand: credit, delivery, the limit, failures and
/// cancellation, without a gate, a socket or a thread.
@Suite struct RequestBodyStateMachineTests {
  static func bytes(_ count: Int) -> Data { Data(repeating: 7, count: count) }

  @Test func creditIsGrantedAWindowAtATimeAndToppedUpAtHalf() {
    var machine = RequestBodyStateMachine(limit: 1000, window: 100)
    machine.expectRead(.wait(grant: 100))
    machine.expectRead(.wait(grant: nil))  // 100 outstanding: nothing more yet
    do {
      let woke = machine.received(Self.bytes(40), last: false)
      #expect(woke)
    }
    // 60 outstanding: more than half a window, so no new credit with this chunk.
    machine.expectRead(.deliver(Self.bytes(40), grant: nil))
    do {
      let woke = machine.received(Self.bytes(20), last: false)
      #expect(woke)
    }
    // 40 outstanding (≤ 50): topped up by a window.
    machine.expectRead(.deliver(Self.bytes(20), grant: 100))
    #expect(machine.granted == 200)
    #expect(machine.received == 60)
  }

  @Test func theBodyEndsAfterItsLastBytesAreTaken() {
    var machine = RequestBodyStateMachine(limit: 1000, window: 100)
    _ = machine.read()
    do {
      let woke = machine.received(Self.bytes(30), last: true)
      #expect(woke)
    }
    #expect(machine.isComplete)
    machine.expectRead(.deliver(Self.bytes(30), grant: nil))  // complete: no more credit
    machine.expectRead(.end)
    machine.expectRead(.end)
    do {
      let woke = machine.cancel()
      #expect(!woke, "a complete body stays complete when the client then goes")
    }
    #expect(machine.isComplete)
  }

  @Test func atMostOneByteOverTheLimitIsEverGrantedAndItMeansTooLarge() {
    var machine = RequestBodyStateMachine(limit: 150, window: 100)
    machine.expectRead(.wait(grant: 100))
    do {
      let woke = machine.received(Self.bytes(100), last: false)
      #expect(woke)
    }
    machine.expectRead(.deliver(Self.bytes(100), grant: 51))  // 150 + 1 in all
    do {
      let woke = machine.received(Self.bytes(51), last: false)
      #expect(woke)
    }
    machine.expectRead(.tooLarge)
    machine.expectRead(.tooLarge)
    #expect(machine.granted == 151)
    do {
      let woke = machine.received(Self.bytes(10), last: true)
      #expect(!woke, "nothing is taken after the refusal")
    }
  }

  @Test func aBodyOfExactlyTheLimitIsRead() {
    var machine = RequestBodyStateMachine(limit: 150, window: 100)
    _ = machine.read()
    do {
      let woke = machine.received(Self.bytes(100), last: false)
      #expect(woke)
    }
    _ = machine.read()
    do {
      let woke = machine.received(Self.bytes(50), last: true)
      #expect(woke)
    }
    machine.expectRead(.deliver(Self.bytes(50), grant: nil))
    machine.expectRead(.end)
  }

  @Test func aFailureReachesTheReaderAndNothingFollowsIt() {
    var machine = RequestBodyStateMachine(limit: 1000, window: 100)
    _ = machine.read()
    let error = VisorError(.requestTimeout, "The request body stopped arriving; send it without pausing.")
    do {
      let woke = machine.failed(error)
      #expect(woke)
    }
    machine.expectRead(.fail(error))
    do {
      let woke = machine.received(Self.bytes(5), last: true)
      #expect(!woke)
    }
    do {
      let woke = machine.cancel()
      #expect(!woke)
    }
    machine.expectRead(.fail(error))
    #expect(!machine.isComplete)
  }

  @Test func cancellationWakesAWaitingReaderOnce() {
    var machine = RequestBodyStateMachine(limit: 1000, window: 100)
    machine.expectRead(.wait(grant: 100))
    #expect(!machine.hasNews)
    do {
      let woke = machine.cancel()
      #expect(woke)
    }
    #expect(machine.hasNews)
    do {
      let woke = machine.cancel()
      #expect(!woke, "the second cancel wakes nobody")
    }
    machine.expectRead(.cancelled)
    do {
      let woke = machine.received(Self.bytes(5), last: false)
      #expect(!woke)
    }
  }

  @Test func anEmptyLastReportEndsTheBody() {
    var machine = RequestBodyStateMachine(limit: 1000, window: 100)
    _ = machine.read()
    do {
      let woke = machine.received(Self.bytes(10), last: false)
      #expect(woke)
    }
    do {
      let woke = machine.received(Data(), last: true)
      #expect(woke)
    }
    machine.expectRead(.deliver(Self.bytes(10), grant: nil))
    machine.expectRead(.end)
  }
}

extension RequestBodyStateMachine {
  fileprivate mutating func expectRead(
    _ expected: ReadAction, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let action = read()
    #expect(action == expected, sourceLocation: sourceLocation)
  }
}
