import Foundation
import VisorCore

// Meaning search's vectors (MeaningStore) on both engines: `analysis_vectors`, `chat_vectors`
// (SQLite migration 24, PostgreSQL 14); the statements are ``MeaningSQL``'s.

extension SQLStore {
  public func unindexedMeaningSources(model: String, limit: Int) async throws -> [MeaningSource] {
    try await database.snapshot { db in
      var sources: [MeaningSource] = []
      for query in MeaningSQL.unindexed {
        sources += try db.query(SharedSQL(query.sql), [model, limit]) {
          try MeaningSQL.source($0, kind: query.kind)
        }
      }
      return sources
    }
  }

  public func saveMeaningVectors(_ vectors: [[Float]], for source: MeaningSource, model: String) async throws
  {
    let delete = SharedSQL(MeaningSQL.deleteSource(source.kind))
    let insert = SharedSQL(MeaningSQL.insert(source.kind))
    do {
      try await database.transaction { db in
        try db.run(delete, [source.sourceID])
        for row in MeaningSQL.rows(vectors, for: source) {
          try db.run(insert, [row.source, row.chunk, row.item, row.part, row.user, model, row.blob])
        }
      }
    } catch let error where Dialect.isForeignKeyViolation(error) {
      // Deleted while it was being embedded: nothing to keep.
    }
  }

  public func meaningVectors(userID: UUID, kind: MeaningKind, model: String) async throws -> [MeaningVector] {
    let select = SharedSQL(MeaningSQL.select(kind))
    return try await database.snapshot { db in try db.query(select, [userID, model], MeaningSQL.vector) }
  }

  public func meaningVectorCount(userID: UUID?) async throws -> Int {
    try await database.snapshot { db in
      if let userID {
        return try db.queryFirst(MeaningSQL.countUser, [userID]) { $0.int(0) } ?? 0
      }
      return try db.queryFirst(MeaningSQL.countAll, []) { $0.int(0) } ?? 0
    }
  }
}

// The tables and their triggers, per engine (listed in SQLiteSchema.swift and PostgresSchema.swift).

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
}

extension PostgresStore {
  static let meaningMigration = Migration(
    version: 14, name: "meaning_vectors",
    sql: MeaningSQL.migration(uuid: "uuid", text: "text", blob: "bytea", integer: "bigint")
      // Changed text is embedded again: a renamed chat, an analysis saved over (import, moving up).
      + """
      CREATE FUNCTION visor_forget_vectors() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        EXECUTE format('DELETE FROM %I WHERE source_id = $1', TG_ARGV[0]) USING OLD.id;
        RETURN NULL;
      END $$;
      CREATE TRIGGER chat_vectors_title AFTER UPDATE OF title ON chats
        FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title)
        EXECUTE FUNCTION visor_forget_vectors('chat_vectors');
      CREATE TRIGGER analysis_vectors_changed AFTER UPDATE OF prompt, transcript, message ON analyses
        FOR EACH ROW WHEN (OLD.prompt IS DISTINCT FROM NEW.prompt OR OLD.transcript IS DISTINCT FROM NEW.transcript
          OR OLD.message IS DISTINCT FROM NEW.message)
        EXECUTE FUNCTION visor_forget_vectors('analysis_vectors');
      """)
}
