import Foundation
import Synchronization
import VisorCore

/// Statements that depend on the dialect, made once per engine (a generic extension cannot hold a
/// `static let`).
enum DialectStatements {
  private static let made = Mutex<[String: SharedSQL]>([:])

  /// The statement `name` of `Dialect`, made by `make` the first time it is asked for.
  static func once<Dialect: SQLDialect>(_: Dialect.Type, _ name: String, _ make: () -> SharedSQL) -> SharedSQL
  {
    let key = Dialect.name + "." + name
    if let statement = made.withLock({ $0[key] }) { return statement }
    let statement = make()
    made.withLock { $0[key] = statement }
    return statement
  }
}

/// The store written once for both engines: every store protocol's methods are written in
/// extensions of `SQLStore` over ``SQLDatabase``, and ``SQLiteStore`` and ``PostgresStore`` are its two
/// engines — each keeps only what is its own (opening, the schema and its migrations, backups, the
/// full-text and keyset dialect hooks) (docs/decisions/052-store-one-sql-store.md).
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

  /// A newest-first keyset page of `select` (`SELECT … FROM table alias`, the table with `user_id`,
  /// `created_at` and `id`): the user's rows, a full-text `search` of `table` (blank: no filter; no
  /// words: nothing matches) that also finds a row by its `parts` (a searched table whose `key` column
  /// holds the row's id: an analysis's follow-up turns), `filters` (`"column = "` and its value) and
  /// the rows after `cursor`.
  func newestFirst<T: Sendable>(
    _ select: String, table: String, alias: String, userID: UUID, search: String? = nil,
    searchingParts parts: (table: String, key: String)? = nil,
    filters: [(String, any SQLBindable)] = [], cursor: String?, limit: Int,
    decode: @escaping @Sendable (DB.Connection.Row) throws -> T, position: (T) -> KeysetCursor
  ) async throws -> Page<T> {
    let after = try KeysetCursor.decode(cursor)
    let limit = min(max(limit, 1), SQLiteStore.maximumPageSize)
    var from = select
    var conditions = ["\(alias).user_id = $1"]
    var arguments: [any SQLBindable] = [userID]
    if let search, !search.allSatisfy(\.isWhitespace) {
      // Only punctuation or symbols: nothing can match a word.
      guard let query = Dialect.searchQuery(search) else { return Page(items: [], nextCursor: nil) }
      arguments.append(query)
      let q = arguments.count
      if let parts {
        // The row matches, or one of its parts (rows of `parts.table` whose `parts.key` is its id) does.
        let join = Dialect.searchJoin(table: parts.table, alias: "p")
        let match = Dialect.searchMatch(table: parts.table, alias: "p", parameter: q)
        conditions.append(
          """
          (\(Dialect.searchRow(table: table, alias: alias, parameter: q))
           OR \(alias).id IN (SELECT p.\(parts.key) FROM \(parts.table) p\(join) WHERE \(match) AND p.user_id = $1))
          """)
      } else {
        from += Dialect.searchJoin(table: table, alias: alias)
        conditions.append(Dialect.searchMatch(table: table, alias: alias, parameter: q))
      }
    }
    for (condition, value) in filters {
      arguments.append(value)
      conditions.append("\(alias).\(condition)$\(arguments.count)")
    }
    if let after {
      arguments += [Date(sqliteMilliseconds: after.milliseconds), after.id]
      conditions.append(
        Dialect.keysetBefore(
          "created_at", position: arguments.count - 1, id: arguments.count, prefix: "\(alias)."))
    }
    arguments.append(limit + 1)
    let sql = SharedSQL(
      """
      \(from) WHERE \(conditions.joined(separator: " AND "))
      ORDER BY \(alias).created_at DESC, \(alias).id DESC LIMIT $\(arguments.count)
      """)
    let finalArguments = arguments
    let items = try await database.read { db in try db.query(sql, finalArguments, decode) }
    return KeysetCursor.page(items, limit: limit, cursor: position)
  }
}

extension SQLiteStore: SQLStore {}
extension PostgresStore: SQLStore {}
