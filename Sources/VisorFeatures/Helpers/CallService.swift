import Foundation
import Synchronization
import VisorCore
import VisorStore

/// A STUN or TURN server handed to the two people of a call.
public struct ICEServer: Sendable, Equatable {
  public var url: String
  public var username: String?
  public var credential: String?
}

/// Live video calls between a user and one of their helpers (issue 28): Visor rings the helper (the
/// `call` event) and relays the WebRTC signalling between the two; the media flows browser to
/// browser and nothing of it is recorded (only the call's times, in the asker's history).
///
/// ```swift
/// let (call, ice) = try await features.calls.start(user: ada, username: "bo")
/// let leg = try features.calls.join(callID: call.id, user: ada)   // then leg.receive(text:) / leg.outbound
/// ```
public final class CallService: Sendable {
  let store: any Store
  let helpers: HelpersService
  let logger: Logger
  let iceServers: [ICEServer]
  /// How long a call rings before it is missed.
  public let ringTimeout: Duration
  private let calls = Mutex<[UUID: LiveCall]>([:])
  /// Legs on this instance of calls another instance owns (with a bus), by leg id.
  private let remoteLegs = Mutex<[UUID: Leg]>([:])
  /// How long a leg here waits for the call's owner to answer its join.
  static let remoteJoinTimeout: Duration = .seconds(5)

  /// The message types relayed between the two people; anything else is refused.
  public static let relayedTypes: Set<String> = [
    "offer", "answer", "ice", "hangup", "photo-request", "torch", "last-answer", "photo",
  ]
  /// The largest signalling message (an SDP with many candidates stays well under it).
  public static let maxMessageBytes = 64 * 1024
  /// Messages kept for a person who has not joined yet.
  static let maxQueued = 64

  init(
    store: any Store, helpers: HelpersService, logger: Logger, iceServers: [String], turnUsername: String?,
    turnPassword: String?, ringTimeout: Duration = .seconds(60)
  ) {
    self.store = store
    self.helpers = helpers
    self.logger = logger
    self.ringTimeout = ringTimeout
    self.iceServers = iceServers.map { url in
      url.hasPrefix("turn")
        ? ICEServer(url: url, username: turnUsername, credential: turnPassword)
        : ICEServer(url: url, username: nil, credential: nil)
    }
    helpers.hub.bus?.onCalls { [weak self] message in await self?.handle(message) }
  }

  /// Removes one of the calls `user` made from their history; `not_found` for a call they did not make.
  public func delete(id: UUID, user: User) async throws {
    guard try await store.deleteCall(id: id, userID: user.id) else {
      throw VisorError(.notFound, Message("error.call.notFound"))
    }
  }

  /// Rings `username`, who must be one of `user`'s accepted helpers and available.
  public func start(user: User, username: String) async throws -> (CallRecord, [ICEServer]) {
    let key = UsernameKey.make(username.trimmingCharacters(in: .whitespaces))
    guard
      let helper = try await store.acceptedHelpers(userID: user.id).first(where: {
        UsernameKey.make($0.username) == key
      })
    else {
      throw VisorError(.notAHelper, Message("error.helper.notYours.call", ["username": .text(username)]))
    }
    guard await helpers.hub.isAvailable(helper.id) else { throw VisorError(.helperUnavailable) }
    if let seconds = try await store.reserveSignInAttempt(
      key: "helpers.call:\(user.id.wire)", limit: HelpersService.callsPerWindow,
      window: HelpersService.rateWindow,
      now: Date())
    {
      throw VisorError(
        .rateLimited, Message("error.call.tooMany", ["seconds": .number(seconds)]),
        retryAfter: seconds)
    }
    let record = CallRecord(
      userID: user.id, username: user.username, helperID: helper.id, helperUsername: helper.username,
      createdAt: Date())
    guard await helpers.hub.enterCall(user.id, helper.id, callID: record.id) else {
      throw VisorError(.helperUnavailable)
    }
    do {
      try await store.createCall(record)
    } catch {
      await helpers.hub.leaveCall(user.id, helper.id, callID: record.id)
      throw error
    }
    let call = LiveCall(
      record: record, caller: HelperPerson(id: user.id, username: user.username), callee: helper)
    calls.withLock { $0[record.id] = call }
    helpers.hub.send(
      .call(CallEvent(id: record.id, from: user.username, to: helper.username, status: .ringing)),
      to: [helper.id])
    let timeout = ringTimeout
    call.setRinger(
      Task { [weak self] in
        try? await Task.sleep(for: timeout)
        guard !Task.isCancelled, let self, !call.isConnected else { return }
        await self.end(call, status: .missed, message: MessageCatalogue.current.text("call.missed"))
      })
    logger.info("call ringing", ["call": record.id.wire])
    return (record, iceServers)
  }

  /// One person's side of a call's signalling.
  public final class Leg: Sendable {
    /// This leg (a leg on another instance has the same id here as there).
    public let id: UUID
    public let call: UUID
    public let user: HelperPerson
    public let peer: HelperPerson
    /// Messages for this person, as JSON text; it ends when the call does.
    public let outbound: AsyncStream<String>
    let continuation: AsyncStream<String>.Continuation
    private let acknowledgement = Mutex(false)
    /// A leg of another instance's call: its owner answered the join.
    var acknowledged: Bool { acknowledgement.withLock { $0 } }
    func acknowledge() { acknowledgement.withLock { $0 = true } }
    init(call: UUID, user: HelperPerson, peer: HelperPerson, id: UUID = UUID()) {
      self.id = id
      self.call = call
      self.user = user
      self.peer = peer
      (outbound, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(256))
    }
  }

  /// Why a person cannot join a call's signalling: the close code and its sentence.
  public struct Refusal: Error, Sendable {
    public var code: UInt16
    public var reason: String
    public init(code: UInt16, reason: String) {
      self.code = code
      self.reason = reason
    }
  }

  /// Joins `user` to the call's signalling. Only its two people may; a second socket of the same
  /// person replaces the first. A call another instance started is joined through the bus.
  public func join(callID: UUID, user: User) async throws(Refusal) -> Leg {
    guard let call = calls.withLock({ $0[callID] }) else {
      return try await joinRemote(callID: callID, user: user)
    }
    guard user.id == call.caller.id || user.id == call.callee.id else {
      logger.warning("call signalling refused: not a party", ["call": callID.wire])
      throw Refusal(code: 4403, reason: "You are not in this call; only its two people can signal it.")
    }
    let me = user.id == call.caller.id ? call.caller : call.callee
    let peer = user.id == call.caller.id ? call.callee : call.caller
    let leg = Leg(call: callID, user: me, peer: peer)
    guard attach(leg, to: call) else {
      throw Refusal(code: 4404, reason: "This call has ended; start a new call.")
    }
    return leg
  }

  /// Adds a leg to a call this instance owns; false when the call already ended.
  private func attach(_ leg: Leg, to call: LiveCall) -> Bool {
    guard let joined = call.join(leg) else { return false }
    if joined.bothHere {
      // Both are here: the call is connected (the caller now sends its offer).
      let ice = iceServers
      for l in joined.legs {
        l.continuation.yield(
          Self.json(
            [
              "type": "ready",
              "peer": l.user.id == call.caller.id ? call.callee.username : call.caller.username,
              "role": l.user.id == call.caller.id ? "caller" : "callee",
            ], iceServers: ice))
      }
      if call.markConnected() {
        let id = call.record.id
        Task { try? await store.updateCall(id: id, status: .connected, connectedAt: Date(), endedAt: nil) }
        helpers.hub.send(
          .call(CallEvent(id: id, from: call.caller.username, to: call.callee.username, status: .connected)),
          to: [call.caller.id, call.callee.id])
      }
    }
    for queued in joined.queued { leg.continuation.yield(queued) }
    return true
  }

  /// A leg here for a call another instance owns: the store says who is in it; its owner relays.
  private func joinRemote(callID: UUID, user: User) async throws(Refusal) -> Leg {
    let ended = Refusal(code: 4404, reason: "This call has ended or does not exist; start a new call.")
    guard let bus = helpers.hub.bus, let record = try? await store.call(id: callID),
      record.status == .ringing || record.status == .connected, let helperID = record.helperID
    else { throw ended }
    guard user.id == record.userID || user.id == helperID else {
      logger.warning("call signalling refused: not a party", ["call": callID.wire])
      throw Refusal(code: 4403, reason: "You are not in this call; only its two people can signal it.")
    }
    let caller = HelperPerson(id: record.userID, username: record.username)
    let callee = HelperPerson(id: helperID, username: record.helperUsername)
    let leg = Leg(
      call: callID, user: user.id == caller.id ? caller : callee, peer: user.id == caller.id ? callee : caller
    )
    remoteLegs.withLock { $0[leg.id] = leg }
    bus.send(BusMessage(k: "join", call: callID, user: user.id, leg: leg.id))
    // The owner answers at once; no answer means the call (or its instance) is gone.
    let timeout = Self.remoteJoinTimeout
    Task { [weak self] in
      try? await Task.sleep(for: timeout)
      guard let self, leg.acknowledged == false,
        let gone = self.remoteLegs.withLock({ $0.removeValue(forKey: leg.id) })
      else { return }
      gone.continuation.yield(
        Self.json(["type": "hangup", "reason": MessageCatalogue.current.text("call.ended")]))
      gone.continuation.finish()
    }
    return leg
  }

  /// A call message from another instance: a leg there joining, speaking or leaving a call owned
  /// here, or the owner answering a leg here.
  func handle(_ message: BusMessage) async {
    guard let callID = message.callID, let legID = message.legID else { return }
    switch message.k {
    case "join":
      guard let call = calls.withLock({ $0[callID] }), let userID = message.userID,
        userID == call.caller.id || userID == call.callee.id, let bus = helpers.hub.bus
      else { return }
      let me = userID == call.caller.id ? call.caller : call.callee
      let proxy = Leg(
        call: callID, user: me, peer: userID == call.caller.id ? call.callee : call.caller, id: legID)
      bus.send(BusMessage(k: "ack", call: callID, leg: legID))
      // What the owner says to the leg goes over the bus; when the leg ends here, it ends there.
      Task {
        for await text in proxy.outbound {
          bus.send(BusMessage(k: "out", call: callID, leg: legID, text: text))
        }
        bus.send(BusMessage(k: "close", call: callID, leg: legID))
      }
      if !attach(proxy, to: call) { proxy.continuation.finish() }
    case "msg":
      guard let call = calls.withLock({ $0[callID] }), let leg = call.leg(id: legID), let text = message.text
      else { return }
      call.deliver(text, to: leg.peer.id)
      if message.type == "hangup" {
        await end(call, status: .ended, message: MessageCatalogue.current.text("call.ended"))
      }
    case "leave":
      guard let call = calls.withLock({ $0[callID] }), let leg = call.leg(id: legID) else { return }
      await leave(leg)
    case "ack":
      remoteLegs.withLock { $0[legID] }?.acknowledge()
    case "out":
      if let text = message.text { remoteLegs.withLock { $0[legID] }?.continuation.yield(text) }
    case "close":
      remoteLegs.withLock { $0.removeValue(forKey: legID) }?.continuation.finish()
    default:
      return
    }
  }

  /// A text message from one person: checked, then relayed to the other only. `hangup` ends the call.
  /// Returns an error message for the sender when the message is refused, or nil.
  public func receive(_ text: String, from leg: Leg) async -> String? {
    let call = calls.withLock { $0[leg.call] }
    let remote = call == nil ? remoteLegs.withLock { $0[leg.id] } : nil
    guard call != nil || remote != nil else {
      return Self.error("call_ended", "This call has ended; start a new call.")
    }
    guard text.utf8.count <= Self.maxMessageBytes else {
      return Self.error(
        "message_too_large", "A signalling message may be at most 64 KB; send fewer ICE candidates at once.")
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let type = object["type"] as? String
    else {
      return Self.error(
        "invalid_message", "Send a JSON object with a \"type\": offer, answer, ice or hangup.")
    }
    if let other = object["callId"] as? String, other != leg.call.wire {
      logger.warning("call signalling refused: another call's message", ["call": leg.call.wire])
      return Self.error("not_in_call", "That message is for another call; you can only signal your own call.")
    }
    guard Self.relayedTypes.contains(type) else {
      return Self.error(
        "invalid_message",
        "Unknown message type \"\(type)\"; send offer, answer, ice, hangup, photo-request, torch or last-answer."
      )
    }
    var relayed = object
    relayed["from"] = leg.user.username
    guard let data = try? JSONSerialization.data(withJSONObject: relayed) else {
      return Self.error("invalid_message", "The message could not be relayed; send plain JSON.")
    }
    guard let call else {
      // The call's owner is another instance: it relays (and ends the call on a hang-up).
      helpers.hub.bus?.send(
        BusMessage(
          k: "msg", call: leg.call, user: leg.user.id, leg: leg.id,
          text: String(decoding: data, as: UTF8.self),
          type: type))
      return nil
    }
    call.deliver(String(decoding: data, as: UTF8.self), to: leg.peer.id)
    if type == "hangup" {
      await end(call, status: .ended, message: MessageCatalogue.current.text("call.ended"))
    }
    return nil
  }

  /// A message over the limit (the gate dropped it unread).
  public func oversized(bytes: Int) -> String {
    Self.error(
      "message_too_large", "A signalling message may be at most 64 KB (this one had \(bytes) bytes).")
  }

  /// The person's socket closed: the call ends for both (the other hears "The call ended").
  public func leave(_ leg: Leg) async {
    if let remote = remoteLegs.withLock({ $0.removeValue(forKey: leg.id) }) {
      helpers.hub.bus?.send(BusMessage(k: "leave", call: remote.call, user: remote.user.id, leg: remote.id))
      return
    }
    guard let call = calls.withLock({ $0[leg.call] }), call.isCurrent(leg) else { return }
    await end(
      call, status: call.isConnected ? .ended : .missed, message: MessageCatalogue.current.text("call.ended"))
  }

  /// Whether a call is still going (for tests and the history).
  public func isActive(_ id: UUID) -> Bool { calls.withLock { $0[id] != nil } }

  /// Ends every call (shutdown).
  public func closeAll() async {
    let remote = remoteLegs.withLock { legs in
      defer { legs.removeAll() }
      return Array(legs.values)
    }
    for leg in remote {
      helpers.hub.bus?.send(BusMessage(k: "leave", call: leg.call, user: leg.user.id, leg: leg.id))
      leg.continuation.finish()
    }
    for call in calls.withLock({ Array($0.values) }) {
      await end(call, status: .ended, message: MessageCatalogue.current.text("call.ended"))
    }
  }

  private func end(_ call: LiveCall, status: CallStatus, message: String) async {
    guard let legs = call.finish() else { return }
    calls.withLock { _ = $0.removeValue(forKey: call.record.id) }
    await helpers.hub.leaveCall(call.caller.id, call.callee.id, callID: call.record.id)
    let hangup = Self.json(["type": "hangup", "reason": message])
    for leg in legs {
      leg.continuation.yield(hangup)
      leg.continuation.finish()
    }
    helpers.hub.send(
      .call(
        CallEvent(
          id: call.record.id, from: call.caller.username, to: call.callee.username,
          status: call.isConnected ? .ended : status, message: message)),
      to: [call.caller.id, call.callee.id])
    do {
      try await store.updateCall(
        id: call.record.id, status: call.isConnected ? .ended : status, connectedAt: nil, endedAt: Date())
    } catch {
      logger.warning("call end not saved", ["call": call.record.id.wire, "error": "\(error)"])
    }
    logger.info("call ended", ["call": call.record.id.wire, "status": status.rawValue])
  }

  static func error(_ code: String, _ message: String) -> String {
    json(["type": "error", "code": code, "message": message])
  }

  static func json(_ object: [String: String], iceServers: [ICEServer]? = nil) -> String {
    var value: [String: Any] = object
    if let iceServers {
      value["iceServers"] = iceServers.map { server -> [String: Any] in
        var entry: [String: Any] = ["urls": [server.url]]
        if let username = server.username { entry["username"] = username }
        if let credential = server.credential { entry["credential"] = credential }
        return entry
      }
    }
    let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

/// One call in progress: its two legs (when joined), what waits for a leg not yet there.
final class LiveCall: Sendable {
  let record: CallRecord
  let caller: HelperPerson
  let callee: HelperPerson
  private struct State {
    var legs: [UUID: CallService.Leg] = [:]
    var queued: [UUID: [String]] = [:]
    var connected = false
    var ended = false
    var ringer: Task<Void, Never>?
  }
  private let state = Mutex(State())

  init(record: CallRecord, caller: HelperPerson, callee: HelperPerson) {
    self.record = record
    self.caller = caller
    self.callee = callee
  }

  var isConnected: Bool { state.withLock { $0.connected } }

  func setRinger(_ task: Task<Void, Never>) { state.withLock { $0.ringer = task } }

  /// Adds (or replaces) a person's leg; nil once the call ended.
  func join(_ leg: CallService.Leg) -> (bothHere: Bool, legs: [CallService.Leg], queued: [String])? {
    let replaced: CallService.Leg?
    let result: (Bool, [CallService.Leg], [String])?
    (replaced, result) = state.withLock { state in
      guard !state.ended else { return (nil, nil) }
      let old = state.legs[leg.user.id]
      state.legs[leg.user.id] = leg
      let queued = state.queued.removeValue(forKey: leg.user.id) ?? []
      return (old, (state.legs.count == 2, Array(state.legs.values), queued))
    }
    replaced?.continuation.finish()
    return result
  }

  func isCurrent(_ leg: CallService.Leg) -> Bool { state.withLock { $0.legs[leg.user.id] === leg } }

  /// The current leg with this id (a leg on another instance is known here by its id).
  func leg(id: UUID) -> CallService.Leg? { state.withLock { $0.legs.values.first { $0.id == id } } }

  /// First connection only: true once.
  func markConnected() -> Bool {
    state.withLock { state in
      guard !state.connected else { return false }
      state.connected = true
      state.ringer?.cancel()
      return true
    }
  }

  func deliver(_ text: String, to userID: UUID) {
    let leg = state.withLock { state -> CallService.Leg? in
      if let leg = state.legs[userID] { return leg }
      if state.queued[userID, default: []].count < CallService.maxQueued {
        state.queued[userID, default: []].append(text)
      }
      return nil
    }
    leg?.continuation.yield(text)
  }

  /// Marks the call over; its legs, or nil when it already was.
  func finish() -> [CallService.Leg]? {
    state.withLock { state in
      guard !state.ended else { return nil }
      state.ended = true
      state.ringer?.cancel()
      return Array(state.legs.values)
    }
  }
}
