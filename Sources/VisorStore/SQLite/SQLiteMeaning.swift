import Foundation
import VisorCore

// Meaning search's vectors (MeaningStore) on SQLite: `analysis_vectors`, `chat_vectors` (migration 24).
extension SQLiteStore {
  static let meaningMigration = Migration(
    version: 24, name: "meaning_vectors",
    sql: MeaningSQL.migration(uuid: "TEXT", text: "TEXT", blob: "BLOB", integer: "INTEGER")
      // Changed text is embedded again: a renamed chat, an analysis saved over (import, moving up).
      + """
      CREATE TRIGGER chat_vectors_title AFTER UPDATE OF title ON chats
      WHEN old.title IS NOT new.title BEGIN
        DELETE FROM chat_vectors WHERE source_id = old.id;
      END;
      CREATE TRIGGER analysis_vectors_changed AFTER UPDATE OF prompt, transcript, message ON analyses
      WHEN old.prompt IS NOT new.prompt OR old.transcript IS NOT new.transcript OR old.message IS NOT new.message
      BEGIN
        DELETE FROM analysis_vectors WHERE source_id = old.id;
      END;
      """)

  public func unindexedMeaningSources(model: String, limit: Int) async throws -> [MeaningSource] {
    try await database.read { db in
      var sources: [MeaningSource] = []
      for query in MeaningSQL.unindexed {
        sources += try db.query(StoreSQL.sqlite(query.sql), [model, limit]) {
          try MeaningSQL.source($0, kind: query.kind)
        }
      }
      return sources
    }
  }

  public func saveMeaningVectors(_ vectors: [[Float]], for source: MeaningSource, model: String) async throws
  {
    do {
      try await database.write { db in
        _ = try db.run(StoreSQL.sqlite(MeaningSQL.deleteSource(source.kind)), [source.sourceID])
        for row in MeaningSQL.rows(vectors, for: source) {
          _ = try db.run(
            StoreSQL.sqlite(MeaningSQL.insert(source.kind)),
            [row.source, row.chunk, row.item, row.part, row.user, model, row.blob])
        }
      }
    } catch let error as SQLiteError where error.isForeignKeyViolation {
      // Deleted while it was being embedded: nothing to keep.
    }
  }

  public func meaningVectors(userID: UUID, kind: MeaningKind, model: String) async throws -> [MeaningVector] {
    try await database.read { db in
      try db.query(StoreSQL.sqlite(MeaningSQL.select(kind)), [userID, model], MeaningSQL.vector)
    }
  }

  public func meaningVectorCount(userID: UUID?) async throws -> Int {
    try await database.read { db in
      if let userID {
        return try db.queryFirst(StoreSQL.sqlite(MeaningSQL.countUser), [userID]) { $0.int(0) } ?? 0
      }
      return try db.queryFirst(MeaningSQL.countAll, []) { $0.int(0) } ?? 0
    }
  }
}
