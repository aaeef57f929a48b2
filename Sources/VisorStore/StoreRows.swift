import Foundation
import Synchronization
import VisorCore

/// What both back ends' result rows offer (``SQLiteRow``, ``PostgresRow``), so each record type is
/// decoded by one function for both stores (docs/decisions/030-one-row-mapping-for-both-stores.md).
/// Columns are 0-based, in the order of the matching column list in ``StoreRows``.
public protocol StoreRow {
  func isNull(_ column: Int32) -> Bool
  func string(_ column: Int32) -> String
  func optionalString(_ column: Int32) -> String?
  func int(_ column: Int32) -> Int
  func optionalInt(_ column: Int32) -> Int?
  func int64(_ column: Int32) -> Int64
  func bool(_ column: Int32) -> Bool
  func double(_ column: Int32) -> Double
  func optionalDouble(_ column: Int32) -> Double?
  func data(_ column: Int32) -> Data
  func uuid(_ column: Int32) throws -> UUID
  func optionalUUID(_ column: Int32) throws -> UUID?
  func date(_ column: Int32) -> Date
  func optionalDate(_ column: Int32) -> Date?
}

extension StoreRow {
  public func optionalDouble(_ column: Int32) -> Double? { isNull(column) ? nil : double(column) }
}

extension SQLiteRow: StoreRow {}
extension PostgresRow: StoreRow {}

/// The column lists and row decoders the SQLite and PostgreSQL stores share: the same tables and
/// columns on both (their schemas differ in types only), read in the same order.
///
/// ```swift
/// try db.queryFirst("SELECT \(StoreRows.userColumns) FROM users WHERE id = ?", [id], StoreRows.user)
/// ```
enum StoreRows {
  /// `columns` with each name qualified by a table alias: `qualified("id, name", "c")` is `c.id, c.name`.
  static func qualified(_ columns: String, _ alias: String) -> String {
    columns.split(separator: ",").map { "\(alias).\($0.trimmingCharacters(in: .whitespacesAndNewlines))" }
      .joined(separator: ", ")
  }

  static let userColumns =
    "id, username, is_admin, display_name, accent_color, voice, speak_by_default, created_at, default_mode, language"

  static func user<Row: StoreRow>(_ row: Row) throws -> User {
    User(
      id: try row.uuid(0), username: row.string(1), isAdmin: row.bool(2),
      profile: Profile(
        displayName: row.optionalString(3), accentColor: row.string(4), voice: row.optionalString(5),
        speakByDefault: row.bool(6), defaultMode: row.string(8), language: row.optionalString(9)),
      createdAt: row.date(7))
  }

  static let tokenColumns = "id, user_id, name, prefix, created_at, last_used_at"

  static func token<Row: StoreRow>(_ row: Row) throws -> APIToken {
    APIToken(
      id: try row.uuid(0), userID: try row.uuid(1), name: row.string(2), prefix: row.string(3),
      createdAt: row.date(4), lastUsedAt: row.optionalDate(5))
  }

  static let analysisColumns = """
    id, user_id, prompt, transcript, message, model, image_key, ingest_ms, transcription_ms,
    first_token_ms, first_audio_ms, total_ms, created_at, mode, checks
    """

  static func analysis<Row: StoreRow>(_ row: Row) throws -> Analysis {
    Analysis(
      id: try row.uuid(0), userID: try row.uuid(1), prompt: row.string(2), transcript: row.optionalString(3),
      message: row.string(4), model: row.string(5), imageKey: row.string(6),
      timings: Timings(
        ingestMs: row.optionalInt(7), transcriptionMs: row.optionalInt(8), firstTokenMs: row.optionalInt(9),
        firstAudioMs: row.optionalInt(10), totalMs: row.optionalInt(11)),
      createdAt: row.date(12), mode: row.string(13), checks: CheckColumn.decode(row.string(14)))
  }

  static let turnColumns = """
    id, analysis_id, user_id, prompt, transcript, message, model, mode, ingest_ms, transcription_ms,
    first_token_ms, first_audio_ms, total_ms, created_at, checks
    """

  static func turn<Row: StoreRow>(_ row: Row) throws -> AnalysisTurn {
    AnalysisTurn(
      id: try row.uuid(0), analysisID: try row.uuid(1), userID: try row.uuid(2), prompt: row.string(3),
      transcript: row.optionalString(4), message: row.string(5), model: row.string(6), mode: row.string(7),
      timings: Timings(
        ingestMs: row.optionalInt(8), transcriptionMs: row.optionalInt(9), firstTokenMs: row.optionalInt(10),
        firstAudioMs: row.optionalInt(11), totalMs: row.optionalInt(12)),
      createdAt: row.date(13), checks: CheckColumn.decode(row.string(14)))
  }

  static let recognizerColumns = "name, title, prompt, json_schema, title_field, created_by, created_at"

  static func recognizer<Row: StoreRow>(_ row: Row) throws -> RecognizerTemplate {
    RecognizerTemplate(
      name: row.string(0), title: row.string(1), prompt: row.string(2), jsonSchema: row.string(3),
      titleField: row.optionalString(4), createdBy: try row.optionalUUID(5), createdAt: row.date(6))
  }

  static let recordColumns =
    "id, user_id, recognizer, title, fields, search_text, model, confidence, image_key, created_at"

  static func record<Row: StoreRow>(_ row: Row) throws -> RecognitionRecord {
    RecognitionRecord(
      id: try row.uuid(0), userID: try row.uuid(1), recognizer: row.string(2), title: row.string(3),
      fieldsJSON: row.string(4), searchText: row.string(5), model: row.string(6),
      confidence: row.optionalDouble(7), imageKey: row.string(8), createdAt: row.date(9))
  }

  static let chatColumns =
    "id, user_id, title, model, favorite, created_at, updated_at, message_count, last_message_preview"

  static func chat<Row: StoreRow>(_ row: Row) throws -> Chat {
    Chat(
      id: try row.uuid(0), userID: try row.uuid(1), title: row.optionalString(2), model: row.string(3),
      favorite: row.bool(4), createdAt: row.date(5), updatedAt: row.date(6), messageCount: row.int(7),
      lastMessagePreview: row.optionalString(8))
  }

  static let messageColumns = "id, chat_id, user_id, role, content, image_key, model, created_at"

  static func message<Row: StoreRow>(_ row: Row) throws -> ChatMessageRecord {
    ChatMessageRecord(
      id: try row.uuid(0), chatID: try row.uuid(1), userID: try row.uuid(2),
      role: ChatMessage.Role(rawValue: row.string(3)) ?? .user, content: row.string(4),
      imageKey: row.optionalString(5), model: row.optionalString(6), createdAt: row.date(7))
  }

  static let galleryColumns = "id, user_id, prompt, size, model, image_key, mime_type, favorite, created_at"

  static func galleryImage<Row: StoreRow>(_ row: Row) throws -> GalleryImage {
    GalleryImage(
      id: try row.uuid(0), userID: try row.uuid(1), prompt: row.string(2), size: row.string(3),
      model: row.string(4), imageKey: row.string(5), mimeType: row.string(6), favorite: row.bool(7),
      createdAt: row.date(8))
  }

  static let eventColumns = "id, user_id, name, properties, source, created_at"

  /// An event; properties that do not decode (never written by Visor) read as none.
  static func event<Row: StoreRow>(_ row: Row) throws -> AnalyticsEvent {
    AnalyticsEvent(
      id: try row.uuid(0), userID: try row.optionalUUID(1), name: row.string(2),
      properties: (try? JSONDecoder().decode([String: String].self, from: Data(row.string(3).utf8))) ?? [:],
      source: row.string(4), createdAt: row.date(5))
  }

  /// Each event with its properties as the JSON text the `properties` column holds (sorted keys).
  static func eventRows(_ events: [AnalyticsEvent]) throws -> [(AnalyticsEvent, String)] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try events.map { ($0, String(decoding: try encoder.encode($0.properties), as: UTF8.self)) }
  }

  static let outboxColumns = "id, kind, payload, attempts, last_error"

  static func outboxItem<Row: StoreRow>(_ row: Row) throws -> OutboxItem {
    OutboxItem(
      id: row.int64(0), kind: row.string(1), payload: row.string(2), attempts: row.int(3),
      lastError: row.optionalString(4))
  }
}

/// The refusals both stores throw, each with its sentence (decision 030).
enum StoreErrors {
  static func usernameTaken(_ username: String) -> VisorError {
    VisorError(
      .usernameTaken,
      Message("error.user.usernameTaken", ["username": .text(username)])
    )
  }
  static let userNotFound = VisorError(
    .notFound, Message("error.user.missing"))
  static let noSuchUser = VisorError(.notFound, Message("error.user.createFirst"))
  static let userExists = VisorError(
    .userExists, Message("error.user.idExists"))
  static let analysisNotFound = VisorError(
    .notFound, Message("error.analysis.notFoundDeleted"))
  static let analysisExists = VisorError(
    .analysisExists, Message("error.analysis.othersId"))
  static func recognizerExists(_ name: String) -> VisorError {
    VisorError(.recognizerExists, Message("error.recognizer.exists", ["name": .text(name)]))
  }
  static let recordExists = VisorError(
    .recordExists, Message("error.record.othersId"))
  static let chatNotFound = VisorError(
    .notFound, Message("error.chat.notFound"))
  static let chatExists = VisorError(
    .chatExists, Message("error.chat.idExists"))
  static let messageExists = VisorError(
    .messageExists, Message("error.message.idExists"))
  static let imageExists = VisorError(.imageExists, Message("error.image.idExists"))

  /// Throws `.reservedMigrationVersion` when a feature migration uses a core version (below
  /// ``SQLiteStore/firstFeatureMigrationVersion``, on both stores).
  static func checkFeatureMigrations(_ migrations: [Migration]) throws {
    let first = SQLiteStore.firstFeatureMigrationVersion
    if let clash = migrations.first(where: { $0.version < first }) {
      throw VisorError(
        .reservedMigrationVersion,
        "Migration \(clash.version) (\(clash.name)) uses a version reserved for the core store. Number feature migrations from \(first) up."
      )
    }
  }
}

/// When each token's `last_used_at` was last written, so a busy token costs one write a minute, not
/// one a request (both stores).
public final class TokenTouches: Sendable {
  private let last = Mutex<[UUID: Date]>([:])

  /// True when `id` was written less than 60 s before `date` (skip the write); otherwise records `date`.
  func skip(_ id: UUID, at date: Date) -> Bool {
    last.withLock { last in
      if let previous = last[id], date.timeIntervalSince(previous) < 60 { return true }
      if last.count > 10_000 { last.removeAll() }
      last[id] = date
      return false
    }
  }

  func forget(_ id: UUID) { last.withLock { _ = $0.removeValue(forKey: id) } }
}

/// Statements both stores run as written: PostgreSQL's numbered `$1` placeholders, which SQLite reads
/// as `?1` once ``sqlite(_:)`` rewrote them (decision 030).
enum StoreSQL {
  /// `sql` with each `$N` written as SQLite's numbered `?N`. Shared statements hold no other `$`.
  static func sqlite(_ sql: String) -> String { sql.replacingOccurrences(of: "$", with: "?") }
}

/// The sign-in throttle's statements and arithmetic (decision 019), for both stores.
enum SignInSQL {
  static let expire = SharedSQL("DELETE FROM sign_in_attempts WHERE key = $1 AND attempted_at <= $2")
  static let window = SharedSQL("SELECT count(*), min(attempted_at) FROM sign_in_attempts WHERE key = $1")
  static let record = SharedSQL("INSERT INTO sign_in_attempts (key, attempted_at) VALUES ($1, $2)")
  static let clear = SharedSQL("DELETE FROM sign_in_attempts WHERE key = $1")

  /// When `count` attempts (the oldest at `oldest`) reached `limit`: the seconds until the oldest
  /// leaves the window (at least 1). Nil: the attempt may go ahead.
  static func retryAfter(count: Int, oldest: Date?, limit: Int, window: TimeInterval, now: Date) -> Int? {
    guard count >= limit, let oldest else { return nil }
    return max(1, Int((window - now.timeIntervalSince(oldest)).rounded(.up)))
  }
}
