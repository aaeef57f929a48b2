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

/// Who is listening to the help events on this instance, and the one place events are sent from.
///
/// A person with at least one open stream is *available* for calls (unless in a call). Events reach
/// the streams of this process only: instances sharing a database do not relay them to each other
/// (docs/helpers.md, "Several instances").
public final class HelpHub: Sendable {
  private struct Listener {
    let continuation: AsyncStream<HelpEvent>.Continuation
  }
  private let listeners = Mutex<[UUID: [UUID: Listener]]>([:])
  private let inCall = Mutex<Set<UUID>>([])

  public init() {}

  /// A stream of `userID`'s events; it starts with ``HelpEvent/ready`` and ends when the caller
  /// stops iterating (the client went away) or at ``finishAll()``.
  public func subscribe(userID: UUID) -> AsyncStream<HelpEvent> {
    let (stream, continuation) = AsyncStream<HelpEvent>.makeStream(bufferingPolicy: .bufferingNewest(256))
    let id = UUID()
    listeners.withLock { $0[userID, default: [:]][id] = Listener(continuation: continuation) }
    continuation.onTermination = { [weak self] _ in
      self?.listeners.withLock { all in
        all[userID]?[id] = nil
        if all[userID]?.isEmpty == true { all[userID] = nil }
      }
    }
    continuation.yield(.ready)
    return stream
  }

  /// Sends `event` to every open stream of each of `userIDs` (each person once).
  public func send(_ event: HelpEvent, to userIDs: some Sequence<UUID>) {
    let targets = listeners.withLock { all in
      Set(userIDs).flatMap { all[$0].map { Array($0.values) } ?? [] }
    }
    for listener in targets { listener.continuation.yield(event) }
  }

  /// Connected to the event stream on this instance.
  public func isConnected(_ userID: UUID) -> Bool { listeners.withLock { $0[userID] != nil } }

  /// Connected and not in a call.
  public func isAvailable(_ userID: UUID) -> Bool {
    isConnected(userID) && !inCall.withLock { $0.contains(userID) }
  }

  /// Marks both people of a call busy; false (nothing changed) when one of them already is.
  func enterCall(_ a: UUID, _ b: UUID) -> Bool {
    inCall.withLock { busy in
      guard !busy.contains(a), !busy.contains(b) else { return false }
      busy.insert(a)
      busy.insert(b)
      return true
    }
  }

  func leaveCall(_ a: UUID, _ b: UUID) {
    inCall.withLock { busy in
      busy.remove(a)
      busy.remove(b)
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
