import Foundation
import VisorCore
import VisorStore

/// `visor migrate`: moving an embedded install up to PostgreSQL + S3 (decision 023).
///
/// ```swift
/// let report = try await MigrationService.migrate(
///   from: embedded, to: scaled, resume: false, logger: log) { line in print(line) }
/// ```
public enum MigrationService {
  /// Copies the SQLite database and blob folder of `source.dataDirectory` into `target.database`
  /// and `target.blobs`, then verifies counts and checksums (``StoreMigration``). Work the source's
  /// outbox still holds (blobs of deleted records) is done first, so it is not copied.
  public static func migrate(
    from source: VisorConfiguration, to target: VisorConfiguration, resume: Bool, logger: Logger,
    failAfter: Int? = nil, progress: @escaping @Sendable (String) -> Void
  ) async throws -> StoreMigrationReport {
    let path = source.dataDirectory.appendingPathComponent("visor.sqlite3").path
    guard FileManager.default.fileExists(atPath: path) else {
      throw VisorError(
        .fileMissing,
        Message("error.migrate.noEmbedded", ["path": .text(source.dataDirectory.path)])
      )
    }
    guard let database = target.database, let blobs = target.blobs else {
      throw VisorError(
        .invalidSetting, Message("error.migrate.targets"))
    }
    let sourceStore = try SQLiteStore(path: path, logger: logger)
    let sourceBlobs: any BlobStore
    do {
      sourceBlobs = try FileBlobStore(root: source.dataDirectory.appendingPathComponent("blobs"))
    } catch {
      await sourceStore.close()
      throw error
    }
    let pending = await OutboxProcessor(store: sourceStore, blobs: sourceBlobs, logger: logger).runPass()
    if pending.done > 0 {
      progress(MessageCatalogue.current.text("cli.migrate.progress.outbox", ["count": .number(pending.done)]))
    }

    let targetStore: PostgresStore
    let targetBlobs: S3BlobStore
    do {
      targetStore = try PostgresStore(location: database, logger: logger)
    } catch {
      await sourceStore.close()
      throw error
    }
    do {
      targetBlobs = try S3BlobStore(location: blobs.location, credentials: blobs.credentials)
    } catch {
      await sourceStore.close()
      await targetStore.close()
      throw error
    }
    let migration = StoreMigration(
      source: sourceStore, sourceBlobs: sourceBlobs, target: targetStore, targetBlobs: targetBlobs,
      failAfter: failAfter)
    do {
      let report = try await migration.run(resume: resume, progress: progress)
      await sourceStore.close()
      await targetStore.close()
      return report
    } catch {
      await sourceStore.close()
      await targetStore.close()
      throw error
    }
  }
}
