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
}
