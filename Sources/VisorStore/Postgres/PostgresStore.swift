import Foundation
import Synchronization
import VisorCore

/// The PostgreSQL implementation of ``Store``: the same protocols, tables and contract tests as
/// ``SQLiteStore``, over a small libpq pool (docs/decisions/012-postgres-store.md).
///
/// ```swift
/// let store = try PostgresStore(
///   location: try PostgresLocation(url: "postgres://visor@db:5432/visor"), logger: log)
/// try await store.createUser(User(username: "ada"), passwordHash: hash)
/// ```
///
/// Several Visor instances may share one database: nothing a call depends on is kept in memory
/// (``writeGeneration`` is nil, so no instance caches what another may change).
public final class PostgresStore: Store {
  public let database: PostgresDatabase
  public let blobReferences: [BlobReference]
  /// When each token was last written to `last_used_at`, to skip writes within 60 seconds (the
  /// statement's own condition keeps it right across instances).
  public let touched = TokenTouches()

  public static let maximumPageSize = SQLiteStore.maximumPageSize
  public static let chatPreviewLength = SQLiteStore.chatPreviewLength

  /// Opens the pool (the first connection now, so an unreachable database fails here, naming it) and
  /// applies every missing migration under an advisory lock.
  public init(
    location: PostgresLocation, logger: Logger, extraMigrations: [Migration] = [],
    extraBlobReferences: [BlobReference] = [], poolSize: Int = 8, statementTimeout: Duration = .seconds(30),
    connectTimeout: Int = 5
  ) throws {
    try StoreErrors.checkFeatureMigrations(extraMigrations)
    database = try PostgresDatabase(
      location: location, poolSize: poolSize, statementTimeout: statementTimeout,
      connectTimeout: connectTimeout,
      logger: logger, migrations: Self.migrations + extraMigrations)
    blobReferences =
      BlobReference.core + HelpersSQL.blobReferences + extraBlobReferences
  }

  public func ping() async throws {
    _ = try await database.run { try $0.queryFirst("SELECT count(*) FROM schema_migrations") { $0.int(0) } }
  }

  public func close() async { await database.close() }

  /// `array_to_tsvector` of a ``PostgresFullText/document(_:)`` parameter.
  static func tsvector(_ parameter: Int) -> String {
    "array_to_tsvector(string_to_array($\(parameter), ' '))"
  }

  // MARK: - Activity

  public func activity(userID: UUID, recentLimit: Int) async throws -> ActivitySummary {
    let limit = min(max(recentLimit, 0), 100)
    return try await database.transaction { db in
      let counts =
        try db.queryFirst(
          """
          SELECT
            (SELECT count(*) FROM analyses WHERE user_id = $1),
            (SELECT count(*) FROM records WHERE user_id = $1 AND recognizer = 'car'),
            (SELECT count(*) FROM records WHERE user_id = $1 AND recognizer <> 'car'),
            (SELECT count(*) FROM chats WHERE user_id = $1),
            (SELECT count(*) FROM chats WHERE user_id = $1 AND favorite),
            (SELECT count(*) FROM gallery_images WHERE user_id = $1),
            (SELECT count(*) FROM gallery_images WHERE user_id = $1 AND favorite)
          """, [userID]
        ) { row in (0..<7).map { row.int(Int32($0)) } } ?? Array(repeating: 0, count: 7)
      let recent = try db.query(
        """
        SELECT * FROM (
          (SELECT 'analysis', id, left(message, 120), created_at FROM analyses
            WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2)
          UNION ALL
          (SELECT CASE recognizer WHEN 'car' THEN 'car' ELSE 'record' END, id, title, created_at FROM records
            WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2)
          UNION ALL
          (SELECT 'chat', id, left(title, 120), created_at FROM chats
            WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2)
          UNION ALL
          (SELECT 'image', id, left(prompt, 120), created_at FROM gallery_images
            WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2)
        ) AS recent ORDER BY 4 DESC, 2 DESC LIMIT $2
        """, [userID, limit]
      ) { row in
        ActivityItem(
          type: row.string(0), id: try row.uuid(1), title: row.optionalString(2) ?? "", createdAt: row.date(3)
        )
      }
      return ActivitySummary(
        counts: [
          "analyses": counts[0], "cars": counts[1], "records": counts[2], "chats": counts[3],
          "images": counts[5],
        ],
        favorites: ["chats": counts[4], "images": counts[6]], recent: recent)
    }
  }
}
