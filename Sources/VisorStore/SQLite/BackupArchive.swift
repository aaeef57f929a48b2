import CSQLite
import Foundation
import VisorCore

/// A backup of the embedded install in one file: a consistent copy of the SQLite database (taken
/// with `VACUUM INTO` from a reader's snapshot, so a running server keeps writing), plus — in one
/// extra table — the blobs its records refer to and the data folder's other files, each with its
/// SHA-256. SQLite itself can open it (`sqlite3 FILE .tables`).
///
/// ```swift
/// let archive = try await BackupArchive.create(at: "visor.backup", from: store)
/// try archive.add(.blob, path: "analyses/u/a.jpg", data: jpeg, sha256: hex)
/// archive.close()
/// ```
public final class BackupArchive {
  public enum Kind: String, Sendable {
    /// A blob store object, by key.
    case blob
    /// A file of the data folder (custom classifiers, registered models), by relative path.
    case file
  }

  /// One stored item, without its bytes.
  public struct Item: Sendable, Equatable {
    public var kind: Kind
    public var path: String
    public var sha256: String
  }

  static let table = "visor_backup_items"
  static let metaTable = "visor_backup"
  let connection: SQLiteConnection

  private init(connection: SQLiteConnection) { self.connection = connection }

  /// Snapshots `store`'s database into a new file at `path` (which must not exist) and opens it for
  /// adding items.
  public static func create(at path: String, from store: SQLiteStore, createdAt: Date = Date()) async throws
    -> BackupArchive
  {
    try await store.backup(to: path)
    let connection = try SQLiteConnection(path: path)
    try connection.execute(
      """
      CREATE TABLE \(table) (kind TEXT NOT NULL, path TEXT NOT NULL, sha256 TEXT NOT NULL, data BLOB NOT NULL,
        PRIMARY KEY (kind, path));
      CREATE TABLE \(metaTable) (format INTEGER NOT NULL, created_at REAL NOT NULL);
      """)
    try connection.run("INSERT INTO \(metaTable) VALUES (1, ?)", [createdAt.timeIntervalSince1970])
    return BackupArchive(connection: connection)
  }

  /// Opens an existing backup for reading; throws when the file is not a Visor backup.
  public static func open(_ path: String) throws -> BackupArchive {
    guard let connection = try? SQLiteConnection(path: path, readOnly: true),
      (try? connection.queryFirst("SELECT format FROM \(metaTable)") { $0.int(0) }) == 1
    else {
      throw VisorError(
        .backupInvalid,
        Message("error.backup.notBackup", ["path": .text(path)]))
    }
    return BackupArchive(connection: connection)
  }

  public func add(_ kind: Kind, path: String, data: Data, sha256: String) throws {
    try connection.run(
      "INSERT OR REPLACE INTO \(Self.table) (kind, path, sha256, data) VALUES (?, ?, ?, ?)",
      [kind.rawValue, path, sha256, data])
  }

  /// How many items of each kind, and their bytes.
  public func summary() throws -> [Kind: (count: Int, bytes: Int)] {
    var out: [Kind: (count: Int, bytes: Int)] = [:]
    for (kind, count, bytes) in try connection.query(
      "SELECT kind, count(*), coalesce(sum(length(data)), 0) FROM \(Self.table) GROUP BY kind",
      [], { ($0.string(0), $0.int(1), $0.int(2)) })
    {
      if let kind = Kind(rawValue: kind) { out[kind] = (count, bytes) }
    }
    return out
  }

  /// Every item, ordered by kind and path.
  public func items() throws -> [Item] {
    try connection.query("SELECT kind, path, sha256 FROM \(Self.table) ORDER BY kind, path") { row in
      Kind(rawValue: row.string(0)).map { Item(kind: $0, path: row.string(1), sha256: row.string(2)) }
    }.compactMap { $0 }
  }

  /// An item's bytes (read one at a time, so a large backup never sits in memory whole).
  public func data(of item: Item) throws -> Data {
    try connection.queryFirst(
      "SELECT data FROM \(Self.table) WHERE kind = ? AND path = ?", [item.kind.rawValue, item.path]
    ) { $0.data(0) } ?? Data()
  }

  /// Copies the database part alone (without the backup's own tables) to `path`.
  public func extractDatabase(to path: String) throws {
    try connection.run("VACUUM INTO ?", [path])
    let copy = try SQLiteConnection(path: path)
    defer { copy.close() }
    try copy.execute("DROP TABLE \(Self.table); DROP TABLE \(Self.metaTable); VACUUM;")
  }

  public func close() { connection.close() }
}
