import Foundation
import VisorCore

/// The store written once for both engines: every store protocol's methods are written in
/// extensions of `SQLStore` over ``SQLDatabase``, and ``SQLiteStore`` and ``PostgresStore`` are its two
/// engines — each keeps only what is its own (opening, the schema and its migrations, backups, the
/// full-text and keyset dialect hooks) (docs/decisions/048-store-one-sql-store.md).
///
/// ```swift
/// extension SQLStore {
///   public func galleryImage(id: UUID, userID: UUID) async throws -> GalleryImage? {
///     try await database.read { db in try db.queryFirst(GallerySQL.byID, [id, userID], StoreRows.galleryImage) }
///   }
/// }
/// ```
public protocol SQLStore: AnyObject, Sendable {
  associatedtype DB: SQLDatabase
  /// The engine's database (its pool, its writer).
  var database: DB { get }
  /// The columns holding blob keys (the core's and the features'), for deletes and `visor migrate`.
  var blobReferences: [BlobReference] { get }
  /// When each token was last written to `last_used_at`, to skip writes within 60 seconds.
  var touched: TokenTouches { get }
}

extension SQLStore {
  typealias Dialect = DB.Connection.Dialect

  /// A newest-first keyset page of `select` (which names one table with `user_id`, `created_at` and
  /// `id`, aliased `prefix` when given): the user's rows, `filters` (`"column = "` and its value) and
  /// the rows after `cursor`. `extra` conditions are SQL text whose parameters are numbered after the
  /// user's (`$2` …) and passed in `extraArguments`.
  func newestFirst<T: Sendable>(
    _ select: String, userID: UUID, prefix: String = "", extra: [String] = [],
    extraArguments: [any SQLBindable] = [], filters: [(String, any SQLBindable)] = [],
    cursor: String?, limit: Int, decode: @escaping @Sendable (DB.Connection.Row) throws -> T,
    position: (T) -> KeysetCursor
  ) async throws -> Page<T> {
    let after = try KeysetCursor.decode(cursor)
    let limit = min(max(limit, 1), SQLiteStore.maximumPageSize)
    var conditions = ["\(prefix)user_id = $1"] + extra
    var arguments: [any SQLBindable] = [userID] + extraArguments
    for (condition, value) in filters {
      arguments.append(value)
      conditions.append(condition + "$\(arguments.count)")
    }
    if let after {
      arguments += [Date(sqliteMilliseconds: after.milliseconds), after.id]
      conditions.append(
        Dialect.keysetBefore(createdAt: arguments.count - 1, id: arguments.count, prefix: prefix))
    }
    arguments.append(limit + 1)
    let sql = SharedSQL(
      """
      \(select) WHERE \(conditions.joined(separator: " AND "))
      ORDER BY \(prefix)created_at DESC, \(prefix)id DESC LIMIT $\(arguments.count)
      """)
    let finalArguments = arguments
    let items = try await database.read { db in try db.query(sql, finalArguments, decode) }
    return KeysetCursor.page(items, limit: limit, cursor: position)
  }
}

extension SQLiteStore: SQLStore {}
extension PostgresStore: SQLStore {}
