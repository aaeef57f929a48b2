import Foundation
import Testing
import VisorAPI
import VisorKit
import VisorKitCurl

/// Calls from the asking side (issue 28) against a real server, two clients on loopback: the asker's
/// ``HelpersModel`` rings the sister, both exchange signalling through Visor, and a hang-up on the
/// sister's side ends the call for the asker with "The call ended." said once.
@MainActor
@Suite(.tags(.live), .serialized) struct CallSessionTests {
  /// Set by a task on the main actor, read by the test.
  @MainActor final class Flag { var isSet = false }

  @Test(.timeLimit(.minutes(2))) func anAskerCallsSignalsAndHearsTheCallEndOnce() async throws {
    try await withServer { server in
      let client = try await server.client("asker")
      let sister = try await server.client("sister")
      let stranger = try await server.client("stranger")
      _ = try await client.inviteHelper(username: "sister")
      _ = try await sister.acceptHelper(id: try #require(try await sister.helpers().helping.first?.id))

      let asker = HelpersModel(client: client)
      let helper = HelpersModel(client: sister)
      await asker.load()
      // The sister's app is closed: she cannot be called, and the asker reads why.
      #expect(await asker.call("sister", transport: TCPLiveTransport()) == nil)
      #expect(asker.errorMessage != nil && asker.callState == .idle)

      // Her app is open (the help events): the call rings for her.
      let listening = [Task { await asker.listen() }, Task { await helper.listen() }]
      defer { listening.forEach { $0.cancel() } }
      try await HelpersModelTests.until { asker.isListening && helper.isListening }
      // A ring goes to the streams open when it rings: this one is waited for (its `ready`), or the
      // call could ring before it is open and it would wait for a ring that never comes.
      let ringsOpen = Flag()
      let rings = Task { () -> CallEventResponse? in
        for try await event in sister.helpEvents() {
          if case .ready = event { ringsOpen.isSet = true }
          if case .call(let call) = event, call.status == "ringing" { return call }
        }
        return nil
      }
      defer { rings.cancel() }
      try await HelpersModelTests.until { ringsOpen.isSet }
      var heard: [CallSignal] = []
      asker.onSignal = { heard.append($0) }
      let session = try #require(await asker.call("sister", transport: TCPLiveTransport()))
      #expect(asker.callState == .ringing("sister"))
      let ring = try #require(try await rings.value)
      #expect(ring.id == session.id && ring.from == "asker")

      // Someone else cannot listen in: their socket closes without a message.
      let intruder = try await CallSession.join(stranger, id: session.id, transport: TCPLiveTransport())
      var intruderHeard = 0
      for try await _ in intruder { intruderHeard += 1 }
      #expect(intruderHeard == 0)

      // The sister answers the ring; both are told the call is connected.
      let callee = try await CallSession.join(sister, id: session.id, transport: TCPLiveTransport())
      var calleeSignals = callee.makeAsyncIterator()
      let ready = try #require(try await calleeSignals.next())
      #expect(ready.type == "ready" && ready.role == "callee" && ready.peer == "asker")
      // Connected comes two ways (the help events and the call's own `ready`), in either order.
      try await HelpersModelTests.until("the asker connected") { asker.callState == .connected("sister") }
      try await HelpersModelTests.until("the asker's ready") { !heard.isEmpty }
      #expect(heard.first?.type == "ready" && heard.first?.role == "caller")

      // Offer, answer and a candidate cross through Visor, with who sent them.
      try await session.send(.offer("v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n"))
      let offer = try #require(try await calleeSignals.next())
      #expect(
        offer.type == "offer" && offer.sdp == "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n" && offer.from == "asker")
      try await callee.send(.answer("v=0\r\nanswer"))
      try await callee.send(
        .ice(.init(candidate: "candidate:1 1 udp 1 127.0.0.1 5000 typ host", sdpMid: "0", sdpMLineIndex: 0)))
      try await HelpersModelTests.until { heard.contains { $0.type == "ice" } }
      #expect(heard.map(\.type) == ["ready", "answer", "ice"])
      #expect(heard[1].sdp == "v=0\r\nanswer" && heard[1].from == "sister")
      #expect(heard[2].candidate?.sdpMLineIndex == 0)

      // The sister hangs up: the asker's call ends, said once, and the history has it.
      await callee.hangUp()
      try await HelpersModelTests.until { asker.callState == .ended("The call ended.") }
      #expect(asker.announcement == "The call ended." && asker.call == nil)
      let history = try await client.helpHistory().calls
      #expect(history.first?.id == session.id && history.first?.status == "ended")
      // Another call can start at once (neither is still busy).
      #expect(try await client.helpers().helpers.first?.available == true)
    }
  }
}
