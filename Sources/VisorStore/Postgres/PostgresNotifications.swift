import CPostgres
import Foundation
import Synchronization
import VisorCore

#if canImport(Glibc)
  import Glibc
#endif

/// PostgreSQL `LISTEN/NOTIFY` on one channel, shared by every Visor instance on the same database and
/// schema (docs/decisions/051-helpers-across-instances.md).
///
/// A dedicated connection listens on its own thread: it sleeps in `poll` on the connection's socket
/// and, when woken, reads with `PQconsumeInput` and takes each notification with `PQnotifies`. It
/// reconnects (and `LISTEN`s again) by itself when the connection breaks, and calls `onReconnect` so
/// the owner can say again what it may have missed.
///
/// A payload up to ``inlineLimit`` bytes travels in the notification; a larger one (a 64 KB SDP) is a
/// row of `help_bus_messages` and the notification carries its id. Both are sent in one transaction,
/// so the row is there when the notification arrives, and the listener reads it on its own
/// connection before the next notification: the order a sender published in is the order heard.
///
/// ```swift
/// let bus = try PostgresNotifications(database: db, name: "help", logger: log) { payload in … }
/// try await bus.publish("{\"k\":\"event\"}")
/// ```
public final class PostgresNotifications: Sendable {
  /// PostgreSQL refuses payloads of 8000 bytes or more; this leaves room for the marker.
  public static let inlineLimit = 7_900
  /// How long a spilled payload is kept (every listener has read it long before).
  static let spillRetention: TimeInterval = 300

  /// The channel's name: the `name` and the schema (channels are per database, tables per schema).
  public let channel: String
  private let database: PostgresDatabase
  private let parameters: [String: String]
  private let logger: Logger
  private let handler: @Sendable (String) -> Void
  private let onReconnect: @Sendable () -> Void
  private struct State {
    var stopped = false
    var exited = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }
  private let state = Mutex(State())
  /// The listening connection. Safety: after `init`, only the listening thread touches it.
  private nonisolated(unsafe) var connection: PostgresConnection?

  /// Connects and listens now (so nothing published after `init` returns is missed), then hands each
  /// payload to `handler` on the listening thread, in order.
  public init(
    database: PostgresDatabase, name: String, logger: Logger,
    onReconnect: @escaping @Sendable () -> Void = {},
    handler: @escaping @Sendable (String) -> Void
  ) throws {
    self.database = database
    self.logger = logger
    self.handler = handler
    self.onReconnect = onReconnect
    var parameters = [
      "dbname": database.location.url, "connect_timeout": "5", "application_name": "visor-notify",
      "client_encoding": "UTF8",
    ]
    if let password = database.location.password { parameters["password"] = password }
    self.parameters = parameters
    do {
      let connection = try PostgresConnection(parameters: parameters)
      let schema = try connection.queryFirst("SELECT current_schema()") { $0.string(0) } ?? "public"
      channel = String("visor_\(name)_\(schema)".prefix(63))
      try connection.execute("LISTEN \(Self.quoted(channel))")
      self.connection = connection
    } catch let error as PostgresError {
      throw PostgresDatabase.unavailable(database.location, error, logger: logger)
    }
    let thread = Thread { [self] in self.listen() }
    thread.name = "visor.notify.\(name)"
    thread.start()
  }

  /// Sends `payload` to every listener of the channel (this instance's too).
  public func publish(_ payload: String) async throws {
    let channel = channel
    if payload.utf8.count <= Self.inlineLimit {
      try await database.run { db in try db.run("SELECT pg_notify($1, $2)", [channel, "=" + payload]) }
      return
    }
    let retention = Self.spillRetention
    try await database.transaction { db in
      let id = try db.queryFirst(
        "INSERT INTO help_bus_messages (body, created_at) VALUES ($1, now()) RETURNING id", [payload]
      ) { $0.int64(0) }
      try db.run("SELECT pg_notify($1, $2)", [channel, "#\(id ?? 0)"])
      try db.run(
        "DELETE FROM help_bus_messages WHERE created_at < now() - make_interval(secs => $1)", [retention])
    }
  }

  /// Stops listening and closes the connection (waits for the thread, at most a quarter second).
  public func stop() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let done = state.withLock { state -> Bool in
        state.stopped = true
        if state.exited { return true }
        state.waiters.append(continuation)
        return false
      }
      if done { continuation.resume() }
    }
  }

  // MARK: The listening thread

  private func listen() {
    var backoff = 0.25
    while !state.withLock({ $0.stopped }) {
      guard let connection = currentConnection() else {
        Thread.sleep(forTimeInterval: backoff)
        backoff = min(backoff * 2, 5)
        continue
      }
      backoff = 0.25
      guard let handle = connection.handle else {
        drop(connection)
        continue
      }
      var descriptor = pollfd(fd: PQsocket(handle), events: Int16(POLLIN), revents: 0)
      // A quarter second, so a stop is seen soon even when nothing arrives.
      if poll(&descriptor, 1, 250) > 0, PQconsumeInput(handle) == 0 {
        logger.warning("the notification connection broke; reconnecting", ["channel": channel])
        drop(connection)
        continue
      }
      while let notification = PQnotifies(handle) {
        let payload = notification.pointee.extra.map { String(cString: $0) } ?? ""
        PQfreemem(notification)
        if let text = resolve(payload, on: connection) { handler(text) }
      }
    }
    connection?.close()
    connection = nil
    let waiters = state.withLock { state in
      state.exited = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// The listening connection, reconnected (and listening again) when it was lost.
  private func currentConnection() -> PostgresConnection? {
    if let connection, connection.isHealthy { return connection }
    do {
      let fresh = try PostgresConnection(parameters: parameters)
      try fresh.execute("LISTEN \(Self.quoted(channel))")
      connection = fresh
      logger.info("listening for notifications again", ["channel": channel])
      onReconnect()
      return fresh
    } catch {
      logger.warning("cannot listen for notifications yet", ["channel": channel, "error": "\(error)"])
      return nil
    }
  }

  private func drop(_ dropped: PostgresConnection) {
    dropped.close()
    if connection === dropped { connection = nil }
  }

  /// An inline payload, or the spilled row it names (read on the listening connection, in order).
  private func resolve(_ payload: String, on connection: PostgresConnection) -> String? {
    if payload.hasPrefix("=") { return String(payload.dropFirst()) }
    guard payload.hasPrefix("#"), let id = Int64(payload.dropFirst()) else { return nil }
    do {
      return try connection.queryFirst("SELECT body FROM help_bus_messages WHERE id = $1", [id]) {
        $0.string(0)
      }
    } catch {
      logger.warning("a spilled notification could not be read", ["channel": channel, "error": "\(error)"])
      return nil
    }
  }

  static func quoted(_ identifier: String) -> String {
    "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
