import Foundation
import VisorCore

// HelpersStore on both engines (issue 28): ``HelpersSQL``'s statements, each call in one transaction
// (reads that belong together in one snapshot).

extension SQLStore {
  /// `body` in one transaction, a broken foreign key answered as `notFound`.
  private func mapped<T: Sendable>(
    _ notFound: VisorError, _ body: @escaping @Sendable (DB.Connection) throws -> T
  ) async throws -> T {
    do {
      return try await database.transaction(body)
    } catch let error where Dialect.isForeignKeyViolation(error) {
      throw notFound
    }
  }

  public func createHelperLink(_ link: HelperLink) async throws {
    try await mapped(StoreErrors.noSuchUser) { try HelpersSQL.createLink($0, link) }
  }

  public func helperLink(id: UUID) async throws -> HelperLink? {
    try await database.read { try HelpersSQL.link($0, id: id) }
  }

  public func helperLinks(userID: UUID) async throws -> (helpers: [HelperLink], helping: [HelperLink]) {
    try await database.snapshot { try HelpersSQL.links($0, userID: userID) }
  }

  public func acceptHelperLink(id: UUID, helperID: UUID, at: Date) async throws -> HelperLink? {
    try await database.transaction { try HelpersSQL.accept($0, id: id, helperID: helperID, at: at) }
  }

  public func deleteHelperLink(id: UUID, userID: UUID) async throws -> HelperLink? {
    try await database.transaction { try HelpersSQL.deleteLink($0, id: id, userID: userID) }
  }

  public func setHelperForEveryone(userID: UUID, _ on: Bool) async throws {
    try await mapped(StoreErrors.noSuchUser) { try HelpersSQL.setForEveryone($0, userID: userID, on: on) }
  }

  public func helpersForEveryone() async throws -> [HelperPerson] {
    try await database.read { try HelpersSQL.forEveryone($0) }
  }

  public func acceptedHelpers(userID: UUID) async throws -> [HelperPerson] {
    try await database.read { try HelpersSQL.accepted($0, userID: userID) }
  }

  public func createHelpRequest(_ request: HelpRequestRecord) async throws {
    try await mapped(StoreErrors.analysisNotFound) { try HelpersSQL.createRequest($0, request) }
  }

  public func helpRequest(id: UUID) async throws -> HelpRequestRecord? {
    try await database.snapshot { try HelpersSQL.request($0, id: id) }
  }

  public func openHelpRequests(helperID: UUID, now: Date) async throws -> [HelpRequestRecord] {
    try await database.snapshot { try HelpersSQL.open($0, helperID: helperID, now: now) }
  }

  public func takeHelpRequest(id: UUID, helperID: UUID, now: Date, expiresAt: Date) async throws
    -> HelpRequestRecord?
  {
    try await database.transaction {
      try HelpersSQL.take($0, id: id, helperID: helperID, now: now, expiresAt: expiresAt)
    }
  }

  public func answerHelpRequest(
    id: UUID, helperID: UUID, username: String, text: String?, audioKey: String?, now: Date
  ) async throws -> HelpRequestRecord? {
    try await database.transaction {
      try HelpersSQL.answer(
        $0, id: id, helperID: helperID, username: username, text: text, audioKey: audioKey, now: now)
    }
  }

  public func expireHelpRequests(now: Date) async throws -> [HelpRequestRecord] {
    try await database.transaction { try HelpersSQL.expire($0, now: now) }
  }

  public func helpRequests(userID: UUID, analysisID: UUID?) async throws -> [HelpRequestRecord] {
    try await database.snapshot { try HelpersSQL.requests($0, userID: userID, analysisID: analysisID) }
  }

  public func helpRequestsAnswered(helperID: UUID) async throws -> [HelpRequestRecord] {
    try await database.read { try HelpersSQL.answered($0, helperID: helperID) }
  }

  public func deleteHelpRequest(id: UUID, userID: UUID) async throws -> HelpRequestRecord? {
    try await database.transaction { try HelpersSQL.deleteRequest($0, id: id, userID: userID) }
  }

  public func createCall(_ call: CallRecord) async throws {
    try await mapped(StoreErrors.noSuchUser) { try HelpersSQL.createCall($0, call) }
  }

  public func call(id: UUID) async throws -> CallRecord? {
    try await database.read { try HelpersSQL.call($0, id: id) }
  }

  public func updateCall(id: UUID, status: CallStatus, connectedAt: Date?, endedAt: Date?) async throws {
    try await database.transaction {
      try HelpersSQL.updateCall($0, id: id, status: status, connectedAt: connectedAt, endedAt: endedAt)
    }
  }

  public func calls(userID: UUID) async throws -> [CallRecord] {
    try await database.read { try HelpersSQL.calls($0, userID: userID) }
  }

  public func deleteCall(id: UUID, userID: UUID) async throws -> Bool {
    try await database.transaction { try HelpersSQL.deleteCall($0, id: id, userID: userID) }
  }
}

// The tables and their outbox triggers, per engine (listed in SQLiteSchema.swift and PostgresSchema.swift).

extension SQLiteStore {
  /// Version 21: helpers, help requests (with who they went to) and calls (issue 28). Deleting a
  /// request (or its analysis, or the asker) queues its recordings' deletion in the same transaction.
  static let helpersMigration = Migration(
    version: 21, name: "helpers",
    sql: HelpersSQL.migration(id: "TEXT", time: "INTEGER", bool: "INTEGER")
      + HelpersSQL.blobReferences.map { reference in
        """

        CREATE TRIGGER help_requests_\(reference.column)_outbox AFTER DELETE ON help_requests
        WHEN old.\(reference.column) IS NOT NULL BEGIN
          INSERT INTO outbox (kind, payload, created_at, available_at)
          VALUES ('\(OutboxKind.deleteBlob)', old.\(reference.column), \(sqlNowMilliseconds), \(sqlNowMilliseconds));
        END;
        """
      }.joined())
}

extension PostgresStore {
  /// Version 11: helpers, help requests (with who they went to) and calls (issue 28), with the
  /// outbox triggers for the recordings.
  static let helpersMigration = Migration(
    version: 11, name: "helpers",
    sql: HelpersSQL.migration(id: "uuid", time: "timestamptz", bool: "boolean")
      + HelpersSQL.blobReferences.map { reference in
        """

        CREATE TRIGGER help_requests_\(reference.column)_outbox AFTER DELETE ON help_requests
          FOR EACH ROW EXECUTE FUNCTION visor_outbox_delete_blob('\(reference.column)');
        """
      }.joined())
}
