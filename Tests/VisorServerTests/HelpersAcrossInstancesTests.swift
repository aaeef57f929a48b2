import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorKit
import VisorKitCurl
import VisorStore
import VisorTestSupport

@testable import VisorServer

/// Two instances on one PostgreSQL database, each with its own port (decision 051): help events,
/// presence and call signalling cross between them over LISTEN/NOTIFY.
extension HelpersPostgresTests {
  @Test(.live) func eventsPresenceAndCallSignallingCrossInstances() async throws {
    try await withSharedInstances(transport: .live) { a, b, _ in
      let (adaUser, ada) = try await a.user("ada")
      let (_, bo) = try await a.user("bob")
      let (_, cy) = try await a.user("cyd")
      try await HelpersTests.link(a, asker: ada, helper: bo, helperName: "bob")
      // A machine answer longer than a notification may carry: the event travels as a spilled row.
      let long = String(repeating: "The letter says the amount is due on Friday. ", count: 200)
      let (analysisID, _) = try await HelpersTests.analysis(a, adaUser, message: long)

      // Bob's app is not open anywhere: he is not available, and a call is refused.
      let early = try await a.request("POST", "/api/v1/calls", token: ada, json: ["username": "bob"])
      #expect(early.errorCode == "helper_unavailable", "\(early.text)")

      // Bob opens the app on B; Ada, on A, sees him available.
      let boEvents = try await HelpEvents(port: b.app.port, token: bo)
      defer { boEvents.close() }
      let adaEvents = try await HelpEvents(port: a.app.port, token: ada)
      defer { adaEvents.close() }
      let listed = try await a.request("GET", "/api/v1/helpers", token: ada).decode(HelpersResponse.self)
      #expect(listed.helpers.first { $0.username == "bob" }?.available == true)

      // A request raised on A reaches Bob's stream on B; his take and answer on B reach Ada on A.
      let ask = try await a.request(
        "POST", "/api/v1/analyses/\(analysisID.wire)/help", token: ada, json: ["prompt": "When is it due?"])
      #expect(ask.status == 201, "\(ask.text)")
      let requestID = try #require(ask.json["id"] as? String)
      let received = try await boEvents.next("request")
      #expect(received["id"] as? String == requestID)
      #expect(received["question"] as? String == "When is it due?")
      #expect(received["machineAnswer"] as? String == long)
      #expect(try await b.request("POST", "/api/v1/help/requests/\(requestID)/take", token: bo).status == 200)
      #expect(try await adaEvents.next("taken")["takenBy"] as? String == "bob")
      let answer = try await b.request(
        "POST", "/api/v1/help/requests/\(requestID)/answer", token: bo, json: ["text": "On Friday."])
      #expect(answer.status == 200, "\(answer.text)")
      let answered = try await adaEvents.next("answered")
      #expect((answered["answer"] as? [String: Any])?["text"] as? String == "On Friday.")

      // Ada, on A, calls Bob, who is on B: it rings there.
      let start = try await a.request("POST", "/api/v1/calls", token: ada, json: ["username": "bob"])
      #expect(start.status == 201, "\(start.text)")
      let callID = try #require(start.json["id"] as? String)
      let ring = try await boEvents.next("call")
      #expect(ring["id"] as? String == callID)
      #expect(ring["status"] as? String == "ringing")
      // In a call, Bob is no longer available (A's view, from the shared presence).
      let busy = try await b.request("GET", "/api/v1/helpers", token: ada).decode(HelpersResponse.self)
      #expect(busy.helpers.first { $0.username == "bob" }?.available == false)

      // A stranger cannot join, not even on the instance that does not own the call.
      let stranger = try await SignalClient(port: b.app.port, call: callID, token: cy)
      #expect(try await stranger.closed(), "a stranger's socket is closed without a message")

      let adaSignal = try await SignalClient(port: a.app.port, call: callID, token: ada)
      let boSignal = try await SignalClient(port: b.app.port, call: callID, token: bo)
      #expect(try await adaSignal.next("ready")["role"] as? String == "caller")
      #expect(try await boSignal.next("ready")["role"] as? String == "callee")
      #expect(try await adaEvents.next("call")["status"] as? String == "connected")

      // An offer of ~40 KB from A reaches B whole (a spilled notification), the answer comes back.
      let sdp =
        "v=0\r\n"
        + String(repeating: "a=candidate:1 1 udp 2122260223 192.168.1.20 50000 typ host\r\n", count: 650)
      #expect(sdp.utf8.count > 30_000 && sdp.utf8.count < 60_000)
      try await adaSignal.send(["type": "offer", "sdp": sdp])
      let offer = try await boSignal.next("offer")
      #expect(offer["sdp"] as? String == sdp)
      #expect(offer["from"] as? String == "ada")
      try await boSignal.send(["type": "answer", "sdp": "v=0\r\nanswer"])
      #expect(try await adaSignal.next("answer")["from"] as? String == "bob")
      for index in 0..<5 {
        try await boSignal.send(["type": "ice", "candidate": "candidate:\(index)"])
      }
      for index in 0..<5 {
        #expect(try await adaSignal.next("ice")["candidate"] as? String == "candidate:\(index)", "in order")
      }
      // A message that is not a signalling type is refused on B itself.
      try await boSignal.send(["type": "shout"])
      #expect(try await boSignal.next("error")["code"] as? String == "invalid_message")

      // Bob hangs up on B: the call ends for both, and both hear it on their streams.
      try await boSignal.send(["type": "hangup"])
      #expect(try await adaSignal.next("hangup")["from"] as? String == "bob")
      #expect(try await adaSignal.closed())
      #expect(try await boSignal.closed())
      #expect(try await adaEvents.next("call")["status"] as? String == "ended")
      #expect(try await HelpersAcrossInstances.nextCall(boEvents, status: "ended")["id"] as? String == callID)
      #expect(a.app.features.calls.isActive(try #require(UUID(uuidString: callID))) == false)
      let free = try await a.request("GET", "/api/v1/helpers", token: ada).decode(HelpersResponse.self)
      #expect(free.helpers.first { $0.username == "bob" }?.available == true)
    }
  }

  @Test(.live) func aDeadInstanceDropsItsPresenceWithinTheBound() async throws {
    try await withSharedInstances(transport: .live) { a, b, _ in
      let (_, ada) = try await a.user("ada")
      let (_, bo) = try await a.user("bob")
      try await HelpersTests.link(a, asker: ada, helper: bo, helperName: "bob")
      let boEvents = try await HelpEvents(port: b.app.port, token: bo)
      defer { boEvents.close() }
      #expect(try await HelpersAcrossInstances.available(a, ada, "bob"))

      // B stops beating and listening without a goodbye, as a crashed instance would.
      let bus = try #require(b.app.features.helpers.hub.bus)
      let halted = ContinuousClock.now
      await bus.halt()
      let bound = Duration.seconds(PostgresHelpPresence.staleAfter) + .milliseconds(500)
      var gone: Duration?
      while ContinuousClock.now - halted < bound + .seconds(5) {
        if try await !HelpersAcrossInstances.available(a, ada, "bob") {
          gone = ContinuousClock.now - halted
          break
        }
        try await Task.sleep(for: .milliseconds(100))
      }
      let after = try #require(gone, "bob stayed available after B died")
      #expect(after <= bound, "gone after \(after)")
      let call = try await a.request("POST", "/api/v1/calls", token: ada, json: ["username": "bob"])
      #expect(call.errorCode == "helper_unavailable")
    }
  }
}

enum HelpersAcrossInstances {
  static func available(_ t: TestApp, _ token: String, _ name: String) async throws -> Bool {
    try await t.request("GET", "/api/v1/helpers", token: token).decode(HelpersResponse.self)
      .helpers.first { $0.username == name }?.available == true
  }

  /// The next `call` event with `status`, skipping the others.
  static func nextCall(_ events: HelpEvents, status: String) async throws -> [String: Any] {
    while true {
      let event = try await events.next("call")
      if event["status"] as? String == status { return event }
    }
  }
}

/// One party's call signalling socket, through VisorKitCurl's WebSocket client.
final class SignalClient: Sendable {
  let socket: any LiveSocket

  init(port: Int, call: String, token: String) async throws {
    socket = try await TCPLiveTransport().connect(
      TransportRequest(
        method: "GET", url: URL(string: "http://127.0.0.1:\(port)/api/v1/calls/\(call)/signal")!,
        headers: ["Authorization": "Bearer \(token)"], timeout: 10))
  }

  func send(_ object: [String: String]) async throws {
    let data = try JSONSerialization.data(withJSONObject: object)
    try await socket.send(.text(String(decoding: data, as: UTF8.self)))
  }

  /// The next message of `type` (others skipped), within ten seconds.
  func next(_ type: String) async throws -> [String: Any] {
    while true {
      guard let message = try await receive() else {
        Issue.record("the socket closed before a \(type) message")
        throw RawSocket.Failure(call: "next(\(type))")
      }
      if message["type"] as? String == type { return message }
    }
  }

  /// True when the socket closes with no further message than `hangup`s and errors.
  func closed() async throws -> Bool {
    while let message = try await receive() {
      guard ["hangup", "error"].contains(message["type"] as? String ?? "") else { return false }
    }
    return true
  }

  private func receive() async throws -> [String: Any]? {
    let socket = socket
    let message = try await withThrowingTaskGroup(of: LiveSocketMessage?.self) { group in
      group.addTask { try await socket.receive() }
      group.addTask {
        try await Task.sleep(for: .seconds(10))
        throw RawSocket.Failure(call: "signal receive timed out")
      }
      defer { group.cancelAll() }
      return try await group.next() ?? nil
    }
    guard case .text(let text)? = message else { return nil }
    return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
  }
}
