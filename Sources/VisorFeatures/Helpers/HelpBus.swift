import Foundation
import Synchronization
import VisorCore
import VisorStore

/// What crosses between Visor instances sharing a PostgreSQL database for the helpers (issue 28,
/// decision 051): help events, presence (a table, refreshed by a heartbeat) and call signalling.
/// SQLite has one instance and no bus: ``HelpHub`` then works in the process alone.
///
/// Everything is published in the order it was handed over (one publishing task), and what arrives
/// is handled in the order it was heard (one receiving task), so an offer never overtakes its call's
/// ring and ICE candidates never overtake their offer.
public final class HelpBus: Sendable {
  /// This process (messages it published itself are not handled twice).
  public let origin = UUID()
  public let presence: PostgresHelpPresence
  let logger: Logger
  private let notifications: PostgresNotifications
  private let outbound: AsyncStream<BusMessage>.Continuation
  private let inbound: AsyncStream<BusMessage>.Continuation
  private let presenceChanges: AsyncStream<PresenceChange>.Continuation
  private let tasks = Mutex<[Task<Void, Never>]>([])
  private let handlers = Mutex<Handlers>(Handlers())

  struct Handlers {
    var events: (@Sendable (BusMessage) -> Void)?
    var calls: (@Sendable (BusMessage) async -> Void)?
    var count: (@Sendable (UUID) -> Int)?
  }

  struct PresenceChange: Sendable {
    var userID: UUID
    var ready: AsyncStream<HelpEvent>.Continuation?
  }

  public init(database: PostgresDatabase, logger: Logger) throws {
    let id = UUID()
    presence = PostgresHelpPresence(database: database, instanceID: id)
    self.logger = logger
    let (inboundStream, inbound) = AsyncStream<BusMessage>.makeStream()
    self.inbound = inbound
    let origin = origin
    notifications = try PostgresNotifications(database: database, name: "help", logger: logger) { payload in
      guard let message = try? JSONDecoder().decode(BusMessage.self, from: Data(payload.utf8)),
        message.o != origin.wire
      else { return }
      inbound.yield(message)
    }
    let (outboundStream, outbound) = AsyncStream<BusMessage>.makeStream()
    self.outbound = outbound
    let (changes, presenceChanges) = AsyncStream<PresenceChange>.makeStream()
    self.presenceChanges = presenceChanges
    let notifications = notifications
    let presence = presence
    tasks.withLock { tasks in
      tasks.append(
        Task {
          for await message in outboundStream {
            guard let data = try? JSONEncoder().encode(message) else { continue }
            do {
              try await notifications.publish(String(decoding: data, as: UTF8.self))
            } catch {
              logger.warning("a help message did not reach the other instances", ["error": "\(error)"])
            }
          }
        })
      tasks.append(
        Task { [weak self] in
          for await message in inboundStream {
            guard let self else { return }
            await self.handle(message)
          }
        })
      tasks.append(
        Task { [weak self] in
          for await change in changes {
            guard let self else { return }
            let count = self.handlers.withLock { $0.count }?(change.userID) ?? 0
            do {
              try await presence.setListeners(userID: change.userID, count: count)
            } catch {
              self.logger.warning("presence not saved", ["error": "\(error)"])
            }
            // `ready` once the person counts as available on every instance.
            change.ready?.yield(.ready)
          }
        })
      tasks.append(
        Task {
          while !Task.isCancelled {
            try? await Task.sleep(for: PostgresHelpPresence.heartbeat)
            guard !Task.isCancelled else { return }
            do { try await presence.beat() } catch {
              logger.warning("presence heartbeat failed", ["error": "\(error)"])
            }
          }
        })
    }
  }

  func onEvents(_ handler: @escaping @Sendable (BusMessage) -> Void) {
    handlers.withLock { $0.events = handler }
  }
  func onCalls(_ handler: @escaping @Sendable (BusMessage) async -> Void) {
    handlers.withLock { $0.calls = handler }
  }
  func onCount(_ handler: @escaping @Sendable (UUID) -> Int) { handlers.withLock { $0.count = handler } }

  /// Publishes `message` (stamped with this instance) after everything handed over before it.
  func send(_ message: BusMessage) {
    var message = message
    message.o = origin.wire
    outbound.yield(message)
  }

  /// The number of `userID`'s streams here changed; `ready` hears `.ready` once it is saved.
  func presenceChanged(_ userID: UUID, ready: AsyncStream<HelpEvent>.Continuation?) {
    presenceChanges.yield(PresenceChange(userID: userID, ready: ready))
  }

  private func handle(_ message: BusMessage) async {
    if message.k == "event" {
      handlers.withLock { $0.events }?(message)
    } else if let calls = handlers.withLock({ $0.calls }) {
      await calls(message)
    }
  }

  /// Stops, saying goodbye: this instance's people are gone from the presence at once.
  public func close() async {
    await stopTasks(drain: true)
    do { try await presence.removeAll() } catch {
      logger.warning("presence not removed at shutdown", ["error": "\(error)"])
    }
    await notifications.stop()
  }

  /// Stops without a goodbye, as a crashed instance would: no heartbeat, nothing heard or published,
  /// the presence rows left to go stale (tests measure that bound).
  public func halt() async {
    await stopTasks(drain: false)
    await notifications.stop()
  }

  /// Ends the tasks; with `drain`, what was handed over before is published first.
  private func stopTasks(drain: Bool) async {
    outbound.finish()
    inbound.finish()
    presenceChanges.finish()
    let all = tasks.withLock { $0 }
    if drain, let publisher = all.first { await publisher.value }
    for task in all { task.cancel() }
  }
}

/// One message between instances (JSON in a notification). `k` says which:
/// `event` (a help event for `users`), and for calls `join`, `msg`, `leave` (a leg on another instance
/// → the call's owner) and `ack`, `out`, `close` (the owner → that leg).
struct BusMessage: Codable, Sendable {
  var k: String
  var o: String = ""
  var users: [String]? = nil
  var event: String? = nil
  var request: BusRequest? = nil
  var message: String? = nil
  var call: String? = nil
  var from: String? = nil
  var to: String? = nil
  var status: String? = nil
  var user: String? = nil
  var leg: String? = nil
  var text: String? = nil
  var type: String? = nil

  /// A help event for the streams of `users` on other instances.
  init(event: HelpEvent, users: [UUID]) {
    k = "event"
    self.users = users.map(\.wire)
    switch event {
    case .ready: self.event = "ready"
    case .request(let record): (self.event, request) = ("request", BusRequest(record))
    case .taken(let record): (self.event, request) = ("taken", BusRequest(record))
    case .answered(let record): (self.event, request) = ("answered", BusRequest(record))
    case .expired(let record, let message):
      (self.event, request, self.message) = ("expired", BusRequest(record), message)
    case .call(let call):
      (self.event, self.call, from, to, status, self.message) = (
        "call", call.id.wire, call.from, call.to, call.status.rawValue, call.message
      )
    }
  }

  init(k: String, call: UUID, user: UUID? = nil, leg: UUID, text: String? = nil, type: String? = nil) {
    self.k = k
    self.call = call.wire
    self.user = user?.wire
    self.leg = leg.wire
    self.text = text
    self.type = type
  }

  /// The event it carries, as the streams here hear it.
  var helpEvent: HelpEvent? {
    switch event {
    case "request": return request.map { HelpEvent.request($0.record) }
    case "taken": return request.map { HelpEvent.taken($0.record) }
    case "answered": return request.map { HelpEvent.answered($0.record) }
    case "expired": return request.map { HelpEvent.expired($0.record, message: message ?? "") }
    case "call":
      guard let id = callID, let status = status.flatMap(CallStatus.init(rawValue:)) else { return nil }
      return .call(CallEvent(id: id, from: from ?? "", to: to ?? "", status: status, message: message))
    default: return nil
    }
  }

  var userIDs: [UUID] { (users ?? []).compactMap(UUID.init(uuidString:)) }
  var callID: UUID? { call.flatMap(UUID.init(uuidString:)) }
  var userID: UUID? { user.flatMap(UUID.init(uuidString:)) }
  var legID: UUID? { leg.flatMap(UUID.init(uuidString:)) }
}

/// A help request as it travels between instances (every field, so the event reads as it did here).
struct BusRequest: Codable, Sendable {
  var id, userID, username, analysisID, imageKey: String
  var question, questionAudioKey: String?
  var machineAnswer, status: String
  var createdAt, expiresAt: Double
  var takenBy, takenByUsername: String?
  var takenAt: Double?
  var answerText, answerAudioKey, answeredBy: String?
  var answeredAt: Double?
  var recipients: [[String]]
  /// Question and answer of each earlier turn.
  var earlier: [[String]]

  init(_ r: HelpRequestRecord) {
    earlier = r.earlierTurns.map { [$0.question, $0.answer] }
    id = r.id.wire
    userID = r.userID.wire
    username = r.username
    analysisID = r.analysisID.wire
    imageKey = r.imageKey
    question = r.question
    questionAudioKey = r.questionAudioKey
    machineAnswer = r.machineAnswer
    status = r.status.rawValue
    createdAt = r.createdAt.timeIntervalSince1970
    expiresAt = r.expiresAt.timeIntervalSince1970
    takenBy = r.takenBy?.wire
    takenByUsername = r.takenByUsername
    takenAt = r.takenAt?.timeIntervalSince1970
    answerText = r.answerText
    answerAudioKey = r.answerAudioKey
    answeredBy = r.answeredBy
    answeredAt = r.answeredAt?.timeIntervalSince1970
    recipients = r.recipients.map { [$0.id.wire, $0.username] }
  }

  var record: HelpRequestRecord {
    var record = HelpRequestRecord(
      id: UUID(uuidString: id) ?? UUID(), userID: UUID(uuidString: userID) ?? UUID(), username: username,
      analysisID: UUID(uuidString: analysisID) ?? UUID(), imageKey: imageKey, question: question,
      questionAudioKey: questionAudioKey, machineAnswer: machineAnswer,
      status: HelpRequestStatus(rawValue: status) ?? .waiting,
      createdAt: Date(timeIntervalSince1970: createdAt), expiresAt: Date(timeIntervalSince1970: expiresAt),
      takenBy: takenBy.flatMap(UUID.init(uuidString:)), takenByUsername: takenByUsername,
      takenAt: takenAt.map(Date.init(timeIntervalSince1970:)), answerText: answerText,
      answerAudioKey: answerAudioKey, answeredBy: answeredBy,
      answeredAt: answeredAt.map(Date.init(timeIntervalSince1970:)),
      recipients: recipients.compactMap { pair in
        guard pair.count == 2, let id = UUID(uuidString: pair[0]) else { return nil }
        return HelperPerson(id: id, username: pair[1])
      })
    record.earlierTurns = earlier.compactMap { pair in
      pair.count == 2 ? HelpEarlierTurn(question: pair[0], answer: pair[1]) : nil
    }
    return record
  }
}
