import Foundation
import VisorCore

/// What a meaning hit opens: an analysis in the history, or a chat.
public enum MeaningKind: String, Sendable, CaseIterable {
  case analysis
  case chat
}

/// A row whose text has no vector yet (for this model): an analysis, one of its follow-up turns, a
/// chat's title or one chat message. `itemID` is what a hit opens (the analysis, the chat);
/// `sourceID` is the row the text came from.
public struct MeaningSource: Sendable, Equatable {
  public var kind: MeaningKind
  public var itemID: UUID
  public var sourceID: UUID
  public var userID: UUID
  /// The row's searchable fields in order (prompt, spoken question, answer; or title; or message),
  /// empty ones left out.
  public var texts: [String]

  public init(kind: MeaningKind, itemID: UUID, sourceID: UUID, userID: UUID, texts: [String]) {
    self.kind = kind
    self.itemID = itemID
    self.sourceID = sourceID
    self.userID = userID
    self.texts = texts
  }
}

/// One stored vector of a user's row.
public struct MeaningVector: Sendable {
  public var itemID: UUID
  public var sourceID: UUID
  /// Which piece of the source's text (0, 1, …).
  public var chunk: Int
  public var vector: [Float]

  public init(itemID: UUID, sourceID: UUID, chunk: Int, vector: [Float]) {
    self.itemID = itemID
    self.sourceID = sourceID
    self.chunk = chunk
    self.vector = vector
  }
}

/// The vectors of meaning search (issue 27 item 7, decision 042): `analysis_vectors` and
/// `chat_vectors`, one row per piece of a row's text, float32 little-endian. They are derived data:
/// deleted with their analysis, turn, chat or message (foreign keys) and with the account, left out
/// of the export, and rebuilt by the indexer when missing.
///
/// ```swift
/// for source in try await store.unindexedMeaningSources(model: "e5-small-q4", limit: 16) {
///   try await store.saveMeaningVectors(vectors, for: source, model: "e5-small-q4")
/// }
/// let rows = try await store.meaningVectors(userID: ada.id, kind: .analysis, model: "e5-small-q4")
/// ```
public protocol MeaningStore: Sendable {
  /// Rows of every user with no vector for `model` yet, newest first within each kind, at most
  /// `limit` of each kind.
  func unindexedMeaningSources(model: String, limit: Int) async throws -> [MeaningSource]
  /// Replaces the source's vectors. No vectors records "nothing to embed" (an empty row), so the
  /// source is not offered again. A source deleted meanwhile is skipped silently.
  func saveMeaningVectors(_ vectors: [[Float]], for source: MeaningSource, model: String) async throws
  /// Every non-empty vector of one user's rows of `kind` for `model`.
  func meaningVectors(userID: UUID, kind: MeaningKind, model: String) async throws -> [MeaningVector]
  /// How many vector rows (empty markers included) one user has, or all users with nil.
  func meaningVectorCount(userID: UUID?) async throws -> Int
}

/// The statements both stores share (`$N` placeholders; SQLite gets `?N`).
enum MeaningSQL {
  static func migration(uuid: String, text: String, blob: String, integer: String) -> String {
    MeaningKind.allCases.map { kind in
      let (item, part) = columns(kind)
      let (items, parts) = kind == .analysis ? ("analyses", "analysis_turns") : ("chats", "chat_messages")
      let table = table(kind)
      return """
        CREATE TABLE \(table) (
          source_id \(uuid) NOT NULL,
          chunk \(integer) NOT NULL,
          \(item) \(uuid) NOT NULL REFERENCES \(items) (id) ON DELETE CASCADE,
          \(part) \(uuid) REFERENCES \(parts) (id) ON DELETE CASCADE,
          user_id \(uuid) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          model \(text) NOT NULL,
          vector \(blob) NOT NULL,
          PRIMARY KEY (source_id, chunk)
        );
        CREATE INDEX \(table)_user ON \(table) (user_id, model);
        CREATE INDEX \(table)_item ON \(table) (\(item));
        CREATE INDEX \(table)_part ON \(table) (\(part));

        """
    }.joined()
  }

  static let unindexedAnalyses = """
    SELECT a.id, a.id, a.user_id, a.prompt, a.transcript, a.message FROM analyses a
    WHERE NOT EXISTS (SELECT 1 FROM analysis_vectors v WHERE v.source_id = a.id AND v.model = $1)
    ORDER BY a.created_at DESC LIMIT $2
    """
  static let unindexedTurns = """
    SELECT t.analysis_id, t.id, t.user_id, t.prompt, t.transcript, t.message FROM analysis_turns t
    WHERE NOT EXISTS (SELECT 1 FROM analysis_vectors v WHERE v.source_id = t.id AND v.model = $1)
    ORDER BY t.created_at DESC LIMIT $2
    """
  static let unindexedChats = """
    SELECT c.id, c.id, c.user_id, c.title, CAST(NULL AS text), CAST(NULL AS text) FROM chats c
    WHERE c.title IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM chat_vectors v WHERE v.source_id = c.id AND v.model = $1)
    ORDER BY c.created_at DESC LIMIT $2
    """
  static let unindexedMessages = """
    SELECT m.chat_id, m.id, m.user_id, m.content, CAST(NULL AS text), CAST(NULL AS text) FROM chat_messages m
    WHERE NOT EXISTS (SELECT 1 FROM chat_vectors v WHERE v.source_id = m.id AND v.model = $1)
    ORDER BY m.created_at DESC LIMIT $2
    """
  /// The four queries with what their rows are.
  static let unindexed: [(sql: String, kind: MeaningKind, isPart: Bool)] = [
    (unindexedAnalyses, .analysis, false), (unindexedTurns, .analysis, true),
    (unindexedChats, .chat, false), (unindexedMessages, .chat, true),
  ]

  static func deleteSource(_ kind: MeaningKind) -> String {
    "DELETE FROM \(table(kind)) WHERE source_id = $1"
  }

  /// Inserts one vector; the source's own column (`turn_id`, `message_id`) is set for a part, so
  /// deleting that row alone deletes its vectors.
  static func insert(_ kind: MeaningKind) -> String {
    let (item, part) = columns(kind)
    return """
      INSERT INTO \(table(kind)) (source_id, chunk, \(item), \(part), user_id, model, vector)
      VALUES ($1, $2, $3, $4, $5, $6, $7)
      """
  }

  static func select(_ kind: MeaningKind) -> String {
    let (item, _) = columns(kind)
    return """
      SELECT \(item), source_id, chunk, vector FROM \(table(kind))
      WHERE user_id = $1 AND model = $2 AND length(vector) > 0
      """
  }

  static let countAll = SharedSQL(
    "SELECT (SELECT count(*) FROM analysis_vectors) + (SELECT count(*) FROM chat_vectors)")
  static let countUser = SharedSQL(
    """
    SELECT (SELECT count(*) FROM analysis_vectors WHERE user_id = $1)
      + (SELECT count(*) FROM chat_vectors WHERE user_id = $1)
    """)

  static func table(_ kind: MeaningKind) -> String {
    kind == .analysis ? "analysis_vectors" : "chat_vectors"
  }

  static func columns(_ kind: MeaningKind) -> (item: String, part: String) {
    kind == .analysis ? ("analysis_id", "turn_id") : ("chat_id", "message_id")
  }

  static func source<Row: StoreRow>(_ row: Row, kind: MeaningKind) throws -> MeaningSource {
    let texts = [row.optionalString(3), row.optionalString(4), row.optionalString(5)].compactMap { text in
      text.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    }
    return MeaningSource(
      kind: kind, itemID: try row.uuid(0), sourceID: try row.uuid(1), userID: try row.uuid(2), texts: texts)
  }

  static func vector<Row: StoreRow>(_ row: Row) throws -> MeaningVector {
    MeaningVector(
      itemID: try row.uuid(0), sourceID: try row.uuid(1), chunk: row.int(2),
      vector: floats(row.data(3)))
  }

  /// Little-endian float32s, copied in one go (a user's search reads every vector).
  static func floats(_ data: Data) -> [Float] {
    let count = data.count / 4
    return [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
      data.withUnsafeBytes { raw in
        #if _endian(little)
          if count > 0 { memcpy(buffer.baseAddress!, raw.baseAddress!, count * 4) }
        #else
          for i in 0..<count {
            buffer[i] = Float(
              bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)))
          }
        #endif
      }
      initialized = count
    }
  }

  /// The rows to insert for a source: one per vector, or one empty marker.
  static func rows(_ vectors: [[Float]], for source: MeaningSource) -> [(
    source: UUID, chunk: Int, item: UUID, part: UUID?, user: UUID, blob: Data
  )] {
    let part: UUID? = source.sourceID == source.itemID ? nil : source.sourceID
    let blobs = vectors.isEmpty ? [Data()] : vectors.map(KnownSQL.bytes)
    return blobs.enumerated().map { chunk, blob in
      (source.sourceID, chunk, source.itemID, part, source.userID, blob)
    }
  }
}
