import Foundation
import VisorCore
import VisorStore

// The one place that picks the back ends (docs/decisions/012-postgres-store.md, 013-s3-blob-store.md):
// SQLite and files in the data folder unless --database / --blobs name PostgreSQL / S3.
extension VisorConfiguration {
  /// Where the records are, for messages: the PostgreSQL database or the data folder.
  public var storeDescription: String {
    database.map { "the database \($0.displayName)" } ?? dataDirectory.path
  }

  /// PostgreSQL when `--database` is set, else `<data-dir>/visor.sqlite3`. Throws a `VisorError` naming
  /// the database when it cannot be reached (within the connect timeout, 5 s) or is too new.
  public func openStore(logger: Logger) throws -> any Store {
    if let database {
      return try PostgresStore(location: database, logger: logger)
    }
    return try SQLiteStore(
      path: dataDirectory.appendingPathComponent("visor.sqlite3").path, logger: logger)
  }

  /// The bucket when `--blobs` is set (checked once now: a wrong name, wrong credentials or an
  /// unreachable endpoint stop start-up with a sentence), else `<data-dir>/blobs`.
  public func openBlobStore() throws -> any BlobStore {
    let opened: any BlobStore
    if let blobs {
      opened = try S3BlobStore(location: blobs.location, credentials: blobs.credentials)
    } else {
      opened = try FileBlobStore(root: dataDirectory.appendingPathComponent("blobs"))
    }
    return blobStoreWrapper.map { $0(opened) } ?? opened
  }
}
