import Foundation
import VisorCore

// Helpers (issue 28): people a user trusts on the same Visor, the photos and questions sent to them,
// their answers, and calls. One set of statements and one generic implementation serve both stores
// (HelpersSQL below); SQLiteHelpers.swift and PostgresHelpers.swift only open the transaction.

/// Whether a helper has said yes.
public enum HelperStatus: String, Sendable, Equatable, Codable {
  case invited, accepted
}

/// One "A helps B" link: `userID` asked `helperID` to be their helper.
public struct HelperLink: Sendable, Equatable, Identifiable {
  public var id: UUID
  /// The person who is helped (who sent the invitation).
  public var userID: UUID
  public var username: String
  public var helperID: UUID
  public var helperUsername: String
  public var status: HelperStatus
  public var createdAt: Date
  public var acceptedAt: Date?

  public init(
    id: UUID = UUID(), userID: UUID, username: String, helperID: UUID, helperUsername: String,
    status: HelperStatus = .invited, createdAt: Date = Date(), acceptedAt: Date? = nil
  ) {
    self.id = id
    self.userID = userID
    self.username = username
    self.helperID = helperID
    self.helperUsername = helperUsername
    self.status = status
    self.createdAt = createdAt
    self.acceptedAt = acceptedAt
  }
}

/// A person who can be asked, by id and name.
public struct HelperPerson: Sendable, Equatable, Hashable {
  public var id: UUID
  public var username: String
  public init(id: UUID, username: String) {
    self.id = id
    self.username = username
  }
}

/// Where a help request is.
public enum HelpRequestStatus: String, Sendable, Equatable, Codable {
  case waiting, taken, answered, expired
  /// Still waiting for a person.
  public var isOpen: Bool { self == .waiting || self == .taken }
}

/// A photo, a question and the machine's answer sent to the asker's helpers.
public struct HelpRequestRecord: Sendable, Equatable, Identifiable {
  public var id: UUID
  /// The asker.
  public var userID: UUID
  public var username: String
  public var analysisID: UUID
  /// The analysis's photo (read through the request by the helpers it went to).
  public var imageKey: String
  /// Typed, or what a spoken question said (nil when it could not be written down).
  public var question: String?
  /// The asker's own recording, when the question was spoken.
  public var questionAudioKey: String?
  /// What the machine answered, as the helper sees it.
  public var machineAnswer: String
  public var status: HelpRequestStatus
  public var createdAt: Date
  public var expiresAt: Date
  public var takenBy: UUID?
  public var takenByUsername: String?
  public var takenAt: Date?
  public var answerText: String?
  /// The helper's recording (MP3), when they answered by voice.
  public var answerAudioKey: String?
  /// Kept as written when the answer came, so the turn keeps its author if the account goes.
  public var answeredBy: String?
  public var answeredAt: Date?
  /// The helpers it went to (who saw it).
  public var recipients: [HelperPerson]
  /// What was asked and answered before in the analysis, oldest first (read from the analysis's
  /// turns, not a column: the service fills it in).
  public var earlierTurns: [HelpEarlierTurn] = []

  public init(
    id: UUID = UUID(), userID: UUID, username: String = "", analysisID: UUID, imageKey: String = "",
    question: String?, questionAudioKey: String? = nil, machineAnswer: String,
    status: HelpRequestStatus = .waiting,
    createdAt: Date, expiresAt: Date, takenBy: UUID? = nil, takenByUsername: String? = nil,
    takenAt: Date? = nil,
    answerText: String? = nil, answerAudioKey: String? = nil, answeredBy: String? = nil,
    answeredAt: Date? = nil,
    recipients: [HelperPerson] = []
  ) {
    self.id = id
    self.userID = userID
    self.username = username
    self.analysisID = analysisID
    self.imageKey = imageKey
    self.question = question
    self.questionAudioKey = questionAudioKey
    self.machineAnswer = machineAnswer
    self.status = status
    self.createdAt = createdAt
    self.expiresAt = expiresAt
    self.takenBy = takenBy
    self.takenByUsername = takenByUsername
    self.takenAt = takenAt
    self.answerText = answerText
    self.answerAudioKey = answerAudioKey
    self.answeredBy = answeredBy
    self.answeredAt = answeredAt
    self.recipients = recipients
  }
}

/// A question of the analysis asked before a help request, and the machine's answer to it.
public struct HelpEarlierTurn: Sendable, Equatable {
  public var question: String
  public var answer: String
  public init(question: String, answer: String) {
    self.question = question
    self.answer = answer
  }
}

/// Where a call is.
public enum CallStatus: String, Sendable, Equatable, Codable {
  case ringing, connected, ended, missed
}

/// One call from a user to a helper, as the asker's history keeps it (nothing of the call itself).
public struct CallRecord: Sendable, Equatable, Identifiable {
  public var id: UUID
  /// The caller.
  public var userID: UUID
  public var username: String
  public var helperID: UUID?
  public var helperUsername: String
  public var status: CallStatus
  public var createdAt: Date
  public var connectedAt: Date?
  public var endedAt: Date?

  public init(
    id: UUID = UUID(), userID: UUID, username: String = "", helperID: UUID?, helperUsername: String,
    status: CallStatus = .ringing, createdAt: Date, connectedAt: Date? = nil, endedAt: Date? = nil
  ) {
    self.id = id
    self.userID = userID
    self.username = username
    self.helperID = helperID
    self.helperUsername = helperUsername
    self.status = status
    self.createdAt = createdAt
    self.connectedAt = connectedAt
    self.endedAt = endedAt
  }
}

/// Helpers, help requests and calls.
///
/// ```swift
/// try await store.createHelperLink(HelperLink(userID: ada.id, username: "ada", helperID: bo.id, helperUsername: "bo"))
/// let people = try await store.acceptedHelpers(userID: ada.id)
/// ```
public protocol HelpersStore: Sendable {
  /// `.helperExists` when the pair is linked already (in either state).
  func createHelperLink(_ link: HelperLink) async throws
  func helperLink(id: UUID) async throws -> HelperLink?
  /// Links where `userID` is helped, and where `userID` helps; oldest first.
  func helperLinks(userID: UUID) async throws -> (helpers: [HelperLink], helping: [HelperLink])
  /// Only the invited helper accepts; false when no such invitation is theirs.
  func acceptHelperLink(id: UUID, helperID: UUID, at: Date) async throws -> HelperLink?
  /// Either side ends a link; the deleted link, or nil.
  func deleteHelperLink(id: UUID, userID: UUID) async throws -> HelperLink?
  /// Admins' helpers for everyone.
  func setHelperForEveryone(userID: UUID, _ on: Bool) async throws
  func helpersForEveryone() async throws -> [HelperPerson]
  /// Accepted helpers of `userID` and the helpers for everyone, without `userID` itself.
  func acceptedHelpers(userID: UUID) async throws -> [HelperPerson]

  /// Saves a request and who it went to.
  func createHelpRequest(_ request: HelpRequestRecord) async throws
  func helpRequest(id: UUID) async throws -> HelpRequestRecord?
  /// Open requests sent to `helperID` (waiting, or taken by them), newest first.
  func openHelpRequests(helperID: UUID, now: Date) async throws -> [HelpRequestRecord]
  /// Atomically takes a waiting request for `helperID` (a recipient) and moves its expiry; nil when
  /// it was not waiting (someone else took it, it expired or was answered).
  func takeHelpRequest(id: UUID, helperID: UUID, now: Date, expiresAt: Date) async throws
    -> HelpRequestRecord?
  /// Records the answer of `helperID` to a request waiting or taken by them; nil when it was not.
  func answerHelpRequest(
    id: UUID, helperID: UUID, username: String, text: String?, audioKey: String?, now: Date
  ) async throws -> HelpRequestRecord?
  /// Marks every open request past its expiry expired and answers them.
  func expireHelpRequests(now: Date) async throws -> [HelpRequestRecord]
  /// The asker's requests, newest first (`analysisID`: only that analysis's).
  func helpRequests(userID: UUID, analysisID: UUID?) async throws -> [HelpRequestRecord]
  /// Requests `helperID` answered, newest first (for their export).
  func helpRequestsAnswered(helperID: UUID) async throws -> [HelpRequestRecord]
  /// The asker deletes a request (its recordings' deletion is queued); the deleted request or nil.
  func deleteHelpRequest(id: UUID, userID: UUID) async throws -> HelpRequestRecord?

  func createCall(_ call: CallRecord) async throws
  func call(id: UUID) async throws -> CallRecord?
  func updateCall(id: UUID, status: CallStatus, connectedAt: Date?, endedAt: Date?) async throws
  /// Calls `userID` made or received, newest first.
  func calls(userID: UUID) async throws -> [CallRecord]
  /// The caller deletes a call from their history.
  func deleteCall(id: UUID, userID: UUID) async throws -> Bool
}

/// The schema and statements of both stores, and the one implementation over either connection.
enum HelpersSQL {
  /// The tables. `text`/`integer`/… name each store's types; blobs are queued for deletion by the
  /// outbox triggers the caller appends.
  static func migration(id: String, time: String, bool: String) -> String {
    """
    CREATE TABLE helpers (
      id \(id) PRIMARY KEY,
      user_id \(id) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      helper_id \(id) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      status TEXT NOT NULL,
      created_at \(time) NOT NULL,
      accepted_at \(time),
      UNIQUE (user_id, helper_id)
    );
    CREATE INDEX helpers_helper ON helpers (helper_id);

    CREATE TABLE helpers_for_everyone (
      user_id \(id) PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      created_at \(time) NOT NULL
    );

    CREATE TABLE help_requests (
      id \(id) PRIMARY KEY,
      user_id \(id) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      analysis_id \(id) NOT NULL REFERENCES analyses (id) ON DELETE CASCADE,
      question TEXT,
      question_audio_key TEXT,
      machine_answer TEXT NOT NULL,
      status TEXT NOT NULL,
      created_at \(time) NOT NULL,
      expires_at \(time) NOT NULL,
      taken_by \(id) REFERENCES users (id) ON DELETE SET NULL,
      taken_at \(time),
      answer_text TEXT,
      answer_audio_key TEXT,
      answered_by TEXT,
      answered_at \(time)
    );
    CREATE INDEX help_requests_user ON help_requests (user_id, created_at);
    CREATE INDEX help_requests_open ON help_requests (status, expires_at);

    CREATE TABLE help_recipients (
      request_id \(id) NOT NULL REFERENCES help_requests (id) ON DELETE CASCADE,
      helper_id \(id) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      user_id \(id) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      PRIMARY KEY (request_id, helper_id)
    );
    CREATE INDEX help_recipients_helper ON help_recipients (helper_id);

    CREATE TABLE calls (
      id \(id) PRIMARY KEY,
      user_id \(id) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      helper_id \(id) REFERENCES users (id) ON DELETE SET NULL,
      helper_username TEXT NOT NULL,
      status TEXT NOT NULL,
      created_at \(time) NOT NULL,
      connected_at \(time),
      ended_at \(time)
    );
    CREATE INDEX calls_user ON calls (user_id, created_at);
    CREATE INDEX calls_helper ON calls (helper_id);
    """
  }

  /// The blob columns (owned by the asker, `user_id`).
  static let blobReferences = [
    BlobReference(table: "help_requests", column: "question_audio_key"),
    BlobReference(table: "help_requests", column: "answer_audio_key"),
  ]

  static let linkSelect = """
    SELECT l.id, l.user_id, u.username, l.helper_id, h.username, l.status, l.created_at, l.accepted_at
    FROM helpers l JOIN users u ON u.id = l.user_id JOIN users h ON h.id = l.helper_id
    """

  static func link<Row: StoreRow>(_ row: Row) throws -> HelperLink {
    HelperLink(
      id: try row.uuid(0), userID: try row.uuid(1), username: row.string(2), helperID: try row.uuid(3),
      helperUsername: row.string(4), status: HelperStatus(rawValue: row.string(5)) ?? .invited,
      createdAt: row.date(6), acceptedAt: row.optionalDate(7))
  }

  static let requestSelect = """
    SELECT r.id, r.user_id, u.username, r.analysis_id, a.image_key, r.question, r.question_audio_key,
      r.machine_answer, r.status, r.created_at, r.expires_at, r.taken_by, t.username, r.taken_at,
      r.answer_text, r.answer_audio_key, r.answered_by, r.answered_at
    FROM help_requests r JOIN users u ON u.id = r.user_id JOIN analyses a ON a.id = r.analysis_id
    LEFT JOIN users t ON t.id = r.taken_by
    """

  static func request<Row: StoreRow>(_ row: Row) throws -> HelpRequestRecord {
    HelpRequestRecord(
      id: try row.uuid(0), userID: try row.uuid(1), username: row.string(2), analysisID: try row.uuid(3),
      imageKey: row.string(4), question: row.optionalString(5), questionAudioKey: row.optionalString(6),
      machineAnswer: row.string(7), status: HelpRequestStatus(rawValue: row.string(8)) ?? .expired,
      createdAt: row.date(9), expiresAt: row.date(10), takenBy: try row.optionalUUID(11),
      takenByUsername: row.optionalString(12), takenAt: row.optionalDate(13),
      answerText: row.optionalString(14),
      answerAudioKey: row.optionalString(15), answeredBy: row.optionalString(16),
      answeredAt: row.optionalDate(17))
  }

  static let callSelect = """
    SELECT c.id, c.user_id, u.username, c.helper_id, c.helper_username, c.status, c.created_at,
      c.connected_at, c.ended_at
    FROM calls c JOIN users u ON u.id = c.user_id
    """

  static func call<Row: StoreRow>(_ row: Row) throws -> CallRecord {
    CallRecord(
      id: try row.uuid(0), userID: try row.uuid(1), username: row.string(2),
      helperID: try row.optionalUUID(3),
      helperUsername: row.string(4), status: CallStatus(rawValue: row.string(5)) ?? .ended,
      createdAt: row.date(6), connectedAt: row.optionalDate(7), endedAt: row.optionalDate(8))
  }

  static let helperExists = VisorError(
    .helperExists, Message("error.helper.alreadyInvited"))

  // MARK: The implementation, over either connection

  static func createLink<C: SQLConnection>(_ db: C, _ link: HelperLink) throws {
    do {
      try db.exec(
        "INSERT INTO helpers (id, user_id, helper_id, status, created_at, accepted_at) VALUES ($1, $2, $3, $4, $5, $6)",
        [link.id, link.userID, link.helperID, link.status.rawValue, link.createdAt, link.acceptedAt])
    } catch  where db.isUniqueViolation(error) {
      throw helperExists
    }
  }

  static func link<C: SQLConnection>(_ db: C, id: UUID) throws -> HelperLink? {
    try db.rows("\(linkSelect) WHERE l.id = $1", [id], link).first
  }

  static func links<C: SQLConnection>(_ db: C, userID: UUID) throws -> (
    helpers: [HelperLink], helping: [HelperLink]
  ) {
    (
      try db.rows("\(linkSelect) WHERE l.user_id = $1 ORDER BY l.created_at, l.id", [userID], link),
      try db.rows("\(linkSelect) WHERE l.helper_id = $1 ORDER BY l.created_at, l.id", [userID], link)
    )
  }

  static func accept<C: SQLConnection>(_ db: C, id: UUID, helperID: UUID, at: Date) throws -> HelperLink? {
    let changed = try db.exec(
      "UPDATE helpers SET status = 'accepted', accepted_at = $3 WHERE id = $1 AND helper_id = $2 AND status = 'invited'",
      [id, helperID, at])
    guard changed > 0 else { return nil }
    return try link(db, id: id)
  }

  static func deleteLink<C: SQLConnection>(_ db: C, id: UUID, userID: UUID) throws -> HelperLink? {
    guard let found = try link(db, id: id), found.userID == userID || found.helperID == userID else {
      return nil
    }
    try db.exec("DELETE FROM helpers WHERE id = $1", [id])
    return found
  }

  static func setForEveryone<C: SQLConnection>(_ db: C, userID: UUID, on: Bool) throws {
    if on {
      try db.exec(
        "INSERT INTO helpers_for_everyone (user_id, created_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING",
        [userID, Date()])
    } else {
      try db.exec("DELETE FROM helpers_for_everyone WHERE user_id = $1", [userID])
    }
  }

  static func forEveryone<C: SQLConnection>(_ db: C) throws -> [HelperPerson] {
    try db.rows(
      "SELECT u.id, u.username FROM helpers_for_everyone e JOIN users u ON u.id = e.user_id ORDER BY e.created_at, u.username",
      []
    ) { HelperPerson(id: try $0.uuid(0), username: $0.string(1)) }
  }

  static func accepted<C: SQLConnection>(_ db: C, userID: UUID) throws -> [HelperPerson] {
    let people = try db.rows(
      """
      SELECT u.id, u.username FROM helpers l JOIN users u ON u.id = l.helper_id
      WHERE l.user_id = $1 AND l.status = 'accepted'
      UNION
      SELECT u.id, u.username FROM helpers_for_everyone e JOIN users u ON u.id = e.user_id WHERE u.id <> $1
      """, [userID]
    ) { HelperPerson(id: try $0.uuid(0), username: $0.string(1)) }
    return people.sorted { $0.username < $1.username }
  }

  static func recipients<C: SQLConnection>(_ db: C, requestID: UUID) throws -> [HelperPerson] {
    try db.rows(
      """
      SELECT u.id, u.username FROM help_recipients p JOIN users u ON u.id = p.helper_id
      WHERE p.request_id = $1 ORDER BY u.username
      """, [requestID]
    ) { HelperPerson(id: try $0.uuid(0), username: $0.string(1)) }
  }

  static func withRecipients<C: SQLConnection>(_ db: C, _ requests: [HelpRequestRecord]) throws
    -> [HelpRequestRecord]
  {
    try requests.map { request in
      var request = request
      request.recipients = try recipients(db, requestID: request.id)
      return request
    }
  }

  static func createRequest<C: SQLConnection>(_ db: C, _ r: HelpRequestRecord) throws {
    try db.exec(
      """
      INSERT INTO help_requests (id, user_id, analysis_id, question, question_audio_key, machine_answer, status,
        created_at, expires_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      """,
      [
        r.id, r.userID, r.analysisID, r.question, r.questionAudioKey, r.machineAnswer, r.status.rawValue,
        r.createdAt, r.expiresAt,
      ])
    for person in r.recipients {
      try db.exec(
        "INSERT INTO help_recipients (request_id, helper_id, user_id) VALUES ($1, $2, $3)",
        [r.id, person.id, r.userID])
    }
  }

  static func request<C: SQLConnection>(_ db: C, id: UUID) throws -> HelpRequestRecord? {
    try withRecipients(db, try db.rows("\(requestSelect) WHERE r.id = $1", [id], request)).first
  }

  static func open<C: SQLConnection>(_ db: C, helperID: UUID, now: Date) throws -> [HelpRequestRecord] {
    try withRecipients(
      db,
      try db.rows(
        """
        \(requestSelect)
        WHERE r.id IN (SELECT request_id FROM help_recipients WHERE helper_id = $1)
          AND r.expires_at > $2 AND (r.status = 'waiting' OR (r.status = 'taken' AND r.taken_by = $1))
        ORDER BY r.created_at DESC, r.id DESC LIMIT 100
        """, [helperID, now], request))
  }

  static func take<C: SQLConnection>(_ db: C, id: UUID, helperID: UUID, now: Date, expiresAt: Date) throws
    -> HelpRequestRecord?
  {
    let changed = try db.exec(
      """
      UPDATE help_requests SET status = 'taken', taken_by = $2, taken_at = $3, expires_at = $4
      WHERE id = $1 AND status = 'waiting' AND expires_at > $3
        AND EXISTS (SELECT 1 FROM help_recipients WHERE request_id = $1 AND helper_id = $2)
      """, [id, helperID, now, expiresAt])
    return changed > 0 ? try request(db, id: id) : nil
  }

  static func answer<C: SQLConnection>(
    _ db: C, id: UUID, helperID: UUID, username: String, text: String?, audioKey: String?, now: Date
  ) throws -> HelpRequestRecord? {
    let changed = try db.exec(
      """
      UPDATE help_requests SET status = 'answered', taken_by = $2, taken_at = COALESCE(taken_at, $6),
        answer_text = $3, answer_audio_key = $4, answered_by = $5, answered_at = $6
      WHERE id = $1 AND expires_at > $6 AND (status = 'waiting' OR (status = 'taken' AND taken_by = $2))
        AND EXISTS (SELECT 1 FROM help_recipients WHERE request_id = $1 AND helper_id = $2)
      """, [id, helperID, text, audioKey, username, now])
    return changed > 0 ? try request(db, id: id) : nil
  }

  static func expire<C: SQLConnection>(_ db: C, now: Date) throws -> [HelpRequestRecord] {
    let ids = try db.rows(
      "SELECT id FROM help_requests WHERE status IN ('waiting', 'taken') AND expires_at <= $1", [now]
    ) { try $0.uuid(0) }
    var expired: [HelpRequestRecord] = []
    for id in ids {
      let changed = try db.exec(
        "UPDATE help_requests SET status = 'expired' WHERE id = $1 AND status IN ('waiting', 'taken')", [id])
      if changed > 0, let found = try request(db, id: id) { expired.append(found) }
    }
    return expired
  }

  static func requests<C: SQLConnection>(_ db: C, userID: UUID, analysisID: UUID?) throws
    -> [HelpRequestRecord]
  {
    if let analysisID {
      return try withRecipients(
        db,
        try db.rows(
          "\(requestSelect) WHERE r.user_id = $1 AND r.analysis_id = $2 ORDER BY r.created_at DESC, r.id DESC",
          [userID, analysisID], request))
    }
    return try withRecipients(
      db,
      try db.rows(
        "\(requestSelect) WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT 500", [userID],
        request))
  }

  static func answered<C: SQLConnection>(_ db: C, helperID: UUID) throws -> [HelpRequestRecord] {
    try db.rows(
      "\(requestSelect) WHERE r.taken_by = $1 AND r.status = 'answered' ORDER BY r.created_at DESC, r.id DESC",
      [helperID], request)
  }

  static func deleteRequest<C: SQLConnection>(_ db: C, id: UUID, userID: UUID) throws
    -> HelpRequestRecord?
  {
    guard let found = try request(db, id: id), found.userID == userID else { return nil }
    try db.exec("DELETE FROM help_requests WHERE id = $1", [id])
    return found
  }

  static func createCall<C: SQLConnection>(_ db: C, _ call: CallRecord) throws {
    try db.exec(
      """
      INSERT INTO calls (id, user_id, helper_id, helper_username, status, created_at, connected_at, ended_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
      """,
      [
        call.id, call.userID, call.helperID, call.helperUsername, call.status.rawValue, call.createdAt,
        call.connectedAt, call.endedAt,
      ])
  }

  static func call<C: SQLConnection>(_ db: C, id: UUID) throws -> CallRecord? {
    try db.rows("\(callSelect) WHERE c.id = $1", [id], call).first
  }

  static func updateCall<C: SQLConnection>(
    _ db: C, id: UUID, status: CallStatus, connectedAt: Date?, endedAt: Date?
  ) throws {
    try db.exec(
      """
      UPDATE calls SET status = $2, connected_at = COALESCE($3, connected_at), ended_at = COALESCE($4, ended_at)
      WHERE id = $1
      """, [id, status.rawValue, connectedAt, endedAt])
  }

  static func calls<C: SQLConnection>(_ db: C, userID: UUID) throws -> [CallRecord] {
    try db.rows(
      "\(callSelect) WHERE c.user_id = $1 OR c.helper_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT 500",
      [userID], call)
  }

  static func deleteCall<C: SQLConnection>(_ db: C, id: UUID, userID: UUID) throws -> Bool {
    try db.exec("DELETE FROM calls WHERE id = $1 AND user_id = $2", [id, userID]) > 0
  }
}
