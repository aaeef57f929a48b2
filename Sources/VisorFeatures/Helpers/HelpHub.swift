import Foundation
import Synchronization
import VisorCore
import VisorStore

/// Something a person connected to `GET /api/v1/help/events` should hear about.
public enum HelpEvent: Sendable, Equatable {
  /// The stream is open (the first event): the person now counts as available.
  case ready
  /// A new request was sent to this helper.
  case request(HelpRequestRecord)
  /// A helper took a request (the others see it taken; the asker knows someone is on it).
  case taken(HelpRequestRecord)
  /// A helper answered (the asker hears it; the other helpers drop it).
  case answered(HelpRequestRecord)
  /// Nobody answered in time, or the asker withdrew the request; `message` is what the asker hears.
  case expired(HelpRequestRecord, message: String)
  /// Someone is calling this helper, or a call of this person changed (`status`).
  case call(CallEvent)
}

/// A call's ring or its end, as the event stream tells it.
public struct CallEvent: Sendable, Equatable {
  public var id: UUID
  /// The caller's and the helper's usernames.
  public var from: String
  public var to: String
  /// `ringing`, `connected`, `ended` or `missed`.
  public var status: CallStatus
  /// What the person hears when it ended ("The call ended").
  public var message: String?
  public init(id: UUID, from: String, to: String, status: CallStatus, message: String? = nil) {
    self.id = id
    self.from = from
    self.to = to
    self.status = status
    self.message = message
  }
}

/// Who is listening to the help events, and the one place events are sent from.
///
/// A person with at least one open stream is *available* for calls (unless in a call). With a
/// ``HelpBus`` (PostgreSQL, several instances) events reach the person's streams on every instance and
/// availability is read from the shared presence; without one (SQLite) all of it lives in this process.
public final class HelpHub: Sendable {
  private struct Listener {
    let continuation: AsyncStream<HelpEvent>.Continuation
  }
  private let listeners = Mutex<[UUID: [UUID: Listener]]>([:])
  private let inCall = Mutex<Set<UUID>>([])
  /// The instances' bus, when the database is shared.
  public let bus: HelpBus?

  public init(bus: HelpBus? = nil) {
    self.bus = bus
    guard let bus else { return }
    bus.onCount { [weak self] userID in self?.listeners.withLock { $0[userID]?.count ?? 0 } ?? 0 }
    bus.onEvents { [weak self] message in
      guard let self, let event = message.helpEvent else { return }
      self.deliver(event, to: message.userIDs)
    }
  }

  /// A stream of `userID`'s events; it starts with ``HelpEvent/ready`` (once the person counts as
  /// available on every instance) and ends when the caller stops iterating (the client went away) or
  /// at ``finishAll()``.
  public func subscribe(userID: UUID) -> AsyncStream<HelpEvent> {
    let (stream, continuation) = AsyncStream<HelpEvent>.makeStream(bufferingPolicy: .bufferingNewest(256))
    let id = UUID()
    listeners.withLock { $0[userID, default: [:]][id] = Listener(continuation: continuation) }
    let bus = bus
    continuation.onTermination = { [weak self] _ in
      self?.listeners.withLock { all in
        all[userID]?[id] = nil
        if all[userID]?.isEmpty == true { all[userID] = nil }
      }
      bus?.presenceChanged(userID, ready: nil)
    }
    if let bus {
      bus.presenceChanged(userID, ready: continuation)
    } else {
      continuation.yield(.ready)
    }
    return stream
  }

  /// Sends `event` to every open stream of each of `userIDs` (each person once), on every instance.
  public func send(_ event: HelpEvent, to userIDs: some Sequence<UUID>) {
    let people = Array(Set(userIDs))
    deliver(event, to: people)
    bus?.send(BusMessage(event: event, users: people))
  }

  /// To the streams of this process only.
  func deliver(_ event: HelpEvent, to userIDs: [UUID]) {
    let targets = listeners.withLock { all in
      userIDs.flatMap { all[$0].map { Array($0.values) } ?? [] }
    }
    for listener in targets { listener.continuation.yield(event) }
  }

  /// Connected to the event stream on this instance.
  public func isConnected(_ userID: UUID) -> Bool { listeners.withLock { $0[userID] != nil } }

  /// Connected and not in a call on this instance (no database read; ``available(_:)`` asks them all).
  public func isAvailableHere(_ userID: UUID) -> Bool {
    isConnected(userID) && !inCall.withLock { $0.contains(userID) }
  }

  /// Connected (on any instance) and not in a call.
  public func isAvailable(_ userID: UUID) async -> Bool { await available([userID]).contains(userID) }

  /// The people among `userIDs` who are connected (on any instance) and not in a call.
  public func available(_ userIDs: [UUID]) async -> Set<UUID> {
    let local = Set(userIDs.filter(isAvailableHere))
    guard let bus else { return local }
    do {
      return try await bus.presence.available(userIDs)
    } catch {
      bus.logger.warning("presence not read; answering for this instance", ["error": "\(error)"])
      return local
    }
  }

  /// Marks both people of a call busy; false (nothing changed) when one of them already is, here or
  /// (with a bus) on another instance.
  func enterCall(_ a: UUID, _ b: UUID, callID: UUID) async -> Bool {
    let entered = inCall.withLock { busy in
      guard !busy.contains(a), !busy.contains(b) else { return false }
      busy.insert(a)
      busy.insert(b)
      return true
    }
    guard entered, let bus else { return entered }
    let shared: Bool
    do {
      shared = try await bus.presence.enterCall(a, b, callID: callID)
    } catch {
      bus.logger.warning("call presence not saved", ["error": "\(error)"])
      shared = false
    }
    if !shared { inCall.withLock { $0.subtract([a, b]) } }
    return shared
  }

  func leaveCall(_ a: UUID, _ b: UUID, callID: UUID) async {
    inCall.withLock { busy in
      busy.remove(a)
      busy.remove(b)
    }
    do { try await bus?.presence.leaveCall(callID: callID) } catch {
      bus?.logger.warning("call presence not cleared", ["error": "\(error)"])
    }
  }

  /// Ends every stream (shutdown), so no open event stream holds the server's drain.
  public func finishAll() {
    let all = listeners.withLock { all in
      defer { all.removeAll() }
      return all.values.flatMap(\.values)
    }
    for listener in all { listener.continuation.finish() }
  }
}
