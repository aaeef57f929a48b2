import Foundation
import VisorCore
import VisorStore

/// Backups of the embedded install (SQLite + files) into one file, and restores from them.
///
/// A backup is consistent while a server runs: the database is copied from a snapshot, then the
/// blobs its records refer to and the data folder's files (custom classifiers, registered model
/// records) are added, each with its SHA-256; a restore checks every checksum before it puts the
/// database in place. PostgreSQL deployments use `pg_dump` and the bucket's own versioning.
///
/// ```swift
/// let report = try await features.backups.backup(to: URL(fileURLWithPath: "visor.backup")) { print($0) }
/// try BackupService.restore(from: backupURL, into: dataDir, force: false) { print($0) }
/// ```
public struct BackupService: Sendable {
  let store: any Store
  let blobs: any BlobStore
  let dataDirectory: URL

  /// The data folder's folders whose files a backup carries besides the database and the blobs.
  static let folders = ["classifiers", "models"]
  static let databaseName = "visor.sqlite3"

  /// What a backup or a restore carried.
  public struct Report: Sendable, Equatable {
    public var blobs = 0
    public var files = 0
    public var bytes = 0
    /// Blobs a record referred to that were deleted (with their record) while the backup ran.
    public var missingBlobs: [String] = []
  }

  /// Writes a backup to `destination` (a file that must not exist); `progress` hears one line per step.
  public func backup(to destination: URL, progress: (String) -> Void) async throws -> Report {
    guard let sqlite = store as? SQLiteStore else { throw VisorError(.backupUnsupported) }
    guard !FileManager.default.fileExists(atPath: destination.path) else {
      throw VisorError(
        .outputUnwritable, Message("error.backup.exists", ["path": .text(destination.path)]))
    }
    let folder = destination.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw VisorError(
        .outputUnwritable, Message("error.backup.noFolder", ["path": .text(folder.path)]))
    }
    // Written beside the destination and renamed at the end: an interrupted backup leaves no half file
    // under the name asked for.
    let partial = destination.deletingLastPathComponent()
      .appendingPathComponent(".\(destination.lastPathComponent).partial-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: partial) }
    progress(MessageCatalogue.current.text("cli.backup.progress.database"))
    let archive: BackupArchive
    do {
      archive = try await BackupArchive.create(at: partial.path, from: sqlite)
    } catch let error as VisorError {
      throw error
    } catch {
      throw VisorError(
        .outputUnwritable, Message("error.backup.unwritable", ["path": .text(destination.path)]))
    }
    defer { archive.close() }
    var report = Report()
    // The records' blobs, and the custom classifiers' (which no record refers to).
    let classifierKeys = try await blobs.list(prefix: CustomClassifiers.blobPrefix).map(\.key)
    let keys = try await store.allImageKeys().union(classifierKeys).sorted()
    progress(MessageCatalogue.current.text("cli.backup.progress.files", ["count": .number(keys.count)]))
    for (index, key) in keys.enumerated() {
      guard let data = try await blobs.get(key) else {
        report.missingBlobs.append(key)
        continue
      }
      try archive.add(.blob, path: key, data: data, sha256: Self.hex(data))
      report.blobs += 1
      report.bytes += data.count
      if (index + 1) % 500 == 0 {
        progress(
          MessageCatalogue.current.text(
            "cli.backup.progress.count", ["done": .number(index + 1), "total": .number(keys.count)]))
      }
    }
    for (path, data) in try Self.dataFiles(in: dataDirectory) {
      try archive.add(.file, path: path, data: data, sha256: Self.hex(data))
      report.files += 1
      report.bytes += data.count
    }
    archive.close()
    try FileManager.default.moveItem(at: partial, to: destination)
    return report
  }

  /// Restores a backup into `dataDirectory`, which must hold no Visor unless `force`. Every item's
  /// checksum is checked; the database goes in place last, so an interrupted restore can be run again.
  public static func restore(
    from source: URL, into dataDirectory: URL, force: Bool, progress: (String) -> Void
  ) async throws -> Report {
    guard FileManager.default.fileExists(atPath: source.path) else {
      throw VisorError(
        .backupInvalid, Message("error.backup.noFile", ["path": .text(source.path)]))
    }
    let archive = try BackupArchive.open(source.path)
    defer { archive.close() }
    let database = dataDirectory.appendingPathComponent(databaseName)
    if FileManager.default.fileExists(atPath: database.path), !force {
      throw VisorError(.backupTargetNotEmpty)
    }
    do {
      try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    } catch {
      throw VisorError(
        .dataDirUnwritable, Message("error.backup.dataDir", ["path": .text(dataDirectory.path)]))
    }
    var report = Report()
    progress(MessageCatalogue.current.text("cli.restore.progress.files"))
    let blobs = try FileBlobStore(root: dataDirectory.appendingPathComponent("blobs"))
    for item in try archive.items() {
      let data = try archive.data(of: item)
      guard hex(data) == item.sha256 else {
        throw VisorError(
          .backupInvalid, Message("error.backup.checksum", ["path": .text(item.path)]))
      }
      switch item.kind {
      case .blob:
        try await blobs.put(data, key: item.path)
        report.blobs += 1
      case .file:
        let target = try safeDestination(item.path, under: dataDirectory)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target, options: .atomic)
        report.files += 1
      }
      report.bytes += data.count
    }
    progress(MessageCatalogue.current.text("cli.restore.progress.database"))
    let staged = dataDirectory.appendingPathComponent(".\(databaseName).restoring")
    try? FileManager.default.removeItem(at: staged)
    try archive.extractDatabase(to: staged.path)
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: database.path + suffix)
    }
    try FileManager.default.moveItem(at: staged, to: database)
    return report
  }

  /// A relative path inside `root`, or `.backupInvalid` for one that would leave it.
  static func safeDestination(_ path: String, under root: URL) throws -> URL {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.hasPrefix("/"), !parts.isEmpty,
      !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
    else {
      throw VisorError(
        .backupInvalid, Message("error.backup.outside", ["path": .text(String(path.prefix(80)))])
      )
    }
    return root.appendingPathComponent(path)
  }

  /// Every file under the data folder's `classifiers/` and `models/`, by path relative to it.
  static func dataFiles(in dataDirectory: URL) throws -> [(String, Data)] {
    var out: [(String, Data)] = []
    let base = dataDirectory.standardizedFileURL.path
    for folder in folders {
      let root = dataDirectory.appendingPathComponent(folder)
      guard
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let url as URL in walker {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
        let full = url.standardizedFileURL.path
        guard full.hasPrefix(base + "/") else { continue }
        out.append((String(full.dropFirst(base.count + 1)), try Data(contentsOf: url)))
      }
    }
    return out.sorted { $0.0 < $1.0 }
  }

  static func hex(_ data: Data) -> String {
    Crypto.sha256(data).map { String(format: "%02x", $0) }.joined()
  }
}
