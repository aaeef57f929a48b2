import Foundation
import Synchronization
import VisorCore

/// A column that holds blob keys owned by a user's rows, so `deleteUser` can return them and
/// `allImageKeys` can list them. Features with their own tables register theirs.
///
/// ```swift
/// BlobReference(table: "cars", column: "image_key")   // cars.user_id owns it
/// ```
public struct BlobReference: Sendable, Equatable {
  /// The core tables' blob columns (both stores).
  public static let core = [
    BlobReference(table: "analyses", column: "image_key"),
    BlobReference(table: "records", column: "image_key"),
    BlobReference(table: "chat_messages", column: "image_key"),
    BlobReference(table: "gallery_images", column: "image_key"),
    KnownSQL.blobReference,
  ]

  public let table: String
  public let column: String
  public let userIDColumn: String

  /// Names must be plain SQL identifiers (`[a-z_][a-z0-9_]*`); anything else traps (a programmer error).
  public init(table: String, column: String, userIDColumn: String = "user_id") {
    for name in [table, column, userIDColumn] {
      precondition(
        name.first.map { $0 == "_" || ("a"..."z").contains($0) } == true
          && name.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("0"..."9").contains($0) },
        "BlobReference names must be plain lowercase SQL identifiers")
    }
    self.table = table
    self.column = column
    self.userIDColumn = userIDColumn
  }
}

/// The SQLite implementation of ``Store``: one database file in WAL mode, one serialised writer
/// connection and a few readers, versioned migrations applied at open.
///
/// ```swift
/// let store = try SQLiteStore(path: dataDir.appending(path: "visor.sqlite").path, logger: log)
/// try await store.createUser(User(username: "ada"), passwordHash: hash)
/// ```
///
/// Feature stores share the same file (and the one writer) through ``database``.
public final class SQLiteStore: Store {
  /// The underlying database, for feature stores that keep their own tables in the same file.
  public let database: SQLiteDatabase
  private let logger: Logger
  /// The columns holding blob keys (the core's and the features'), for deletes and `visor migrate`.
  public let blobReferences: [BlobReference]
  /// When each token was last written to `last_used_at`, to skip writes within 60 seconds.
  public let touched = TokenTouches()

  /// Versions below this belong to ``migrations``; `extraMigrations` start here.
  public static let firstFeatureMigrationVersion = 100

  public convenience init(path: String, logger: Logger) throws {
    try self.init(path: path, logger: logger, extraMigrations: [])
  }

  /// - Parameters:
  ///   - extraMigrations: feature migrations (versions 100 and up), applied after the core ones
  ///     that precede them.
  ///   - extraBlobReferences: feature columns holding user-owned blob keys.
  ///   - readers: reader connections in the pool.
  public init(
    path: String, logger: Logger, extraMigrations: [Migration], extraBlobReferences: [BlobReference] = [],
    readers: Int = 4
  ) throws {
    try StoreErrors.checkFeatureMigrations(extraMigrations)
    self.logger = logger
    self.database = try SQLiteDatabase(
      path: path, readers: readers, logger: logger, migrations: Self.migrations + extraMigrations)
    self.blobReferences =
      BlobReference.core + HelpersSQL.blobReferences + extraBlobReferences
  }

  public func ping() async throws {
    _ = try await database.read { try $0.queryFirst("SELECT count(*) FROM schema_migrations") { $0.int(0) } }
  }

  public func close() async { await database.close() }

  /// Writes a consistent copy of the whole database to `path` (for `visor backup`).
  public func backup(to path: String) async throws { try await database.backup(to: path) }

  /// Every write through ``database``, by this store or the feature stores sharing it.
  public var writeGeneration: UInt64? { database.writeGeneration }

  /// The most items one page returns.
  public static let maximumPageSize = 200
}
