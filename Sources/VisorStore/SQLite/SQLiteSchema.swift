extension SQLiteStore {
  /// Visor's core schema, oldest first. Versions 1–99 belong to the core store; features that add
  /// their own tables pass `extraMigrations` with versions in their own block (100+).
  ///
  /// Conventions: ids are lowercase UUID text, times are integer unix milliseconds, every record
  /// table has `user_id … REFERENCES users(id) ON DELETE CASCADE`.
  public static let migrations: [Migration] = [
    Migration(
      version: 1, name: "initial",
      sql: """
        CREATE TABLE users (
          id TEXT PRIMARY KEY,
          username TEXT NOT NULL,
          username_key TEXT NOT NULL UNIQUE,
          password_hash TEXT NOT NULL,
          is_admin INTEGER NOT NULL DEFAULT 0,
          display_name TEXT,
          accent_color TEXT NOT NULL DEFAULT '#0a84ff',
          voice TEXT,
          speak_by_default INTEGER NOT NULL DEFAULT 1,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX users_created ON users (created_at, id);

        CREATE TABLE api_tokens (
          id TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          name TEXT NOT NULL,
          prefix TEXT NOT NULL,
          secret_hash BLOB NOT NULL UNIQUE,
          created_at INTEGER NOT NULL,
          last_used_at INTEGER
        );
        CREATE INDEX api_tokens_user ON api_tokens (user_id, created_at);

        CREATE TABLE web_sessions (
          secret_hash BLOB PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          csrf_token TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          expires_at INTEGER NOT NULL
        );
        CREATE INDEX web_sessions_user ON web_sessions (user_id);

        CREATE TABLE sign_in_codes (
          code_hash BLOB PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          expires_at INTEGER NOT NULL
        );
        CREATE INDEX sign_in_codes_user ON sign_in_codes (user_id);

        CREATE TABLE analyses (
          seq INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          prompt TEXT NOT NULL,
          transcript TEXT,
          message TEXT NOT NULL,
          model TEXT NOT NULL,
          image_key TEXT NOT NULL,
          ingest_ms INTEGER,
          transcription_ms INTEGER,
          first_token_ms INTEGER,
          first_audio_ms INTEGER,
          total_ms INTEGER,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX analyses_user_created ON analyses (user_id, created_at DESC, id DESC);

        CREATE VIRTUAL TABLE analyses_fts USING fts5 (
          prompt, transcript, message,
          content = 'analyses', content_rowid = 'seq',
          tokenize = 'unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER analyses_fts_insert AFTER INSERT ON analyses BEGIN
          INSERT INTO analyses_fts (rowid, prompt, transcript, message)
          VALUES (new.seq, new.prompt, new.transcript, new.message);
        END;
        CREATE TRIGGER analyses_fts_delete AFTER DELETE ON analyses BEGIN
          INSERT INTO analyses_fts (analyses_fts, rowid, prompt, transcript, message)
          VALUES ('delete', old.seq, old.prompt, old.transcript, old.message);
        END;
        CREATE TRIGGER analyses_fts_update AFTER UPDATE ON analyses BEGIN
          INSERT INTO analyses_fts (analyses_fts, rowid, prompt, transcript, message)
          VALUES ('delete', old.seq, old.prompt, old.transcript, old.message);
          INSERT INTO analyses_fts (rowid, prompt, transcript, message)
          VALUES (new.seq, new.prompt, new.transcript, new.message);
        END;

        CREATE TABLE events (
          id TEXT PRIMARY KEY,
          user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
          name TEXT NOT NULL,
          properties TEXT NOT NULL,
          source TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        """),
    Migration(
      version: 2, name: "event_and_expiry_indexes",
      sql: """
        CREATE INDEX events_user_name ON events (user_id, name);
        CREATE INDEX events_user_created ON events (user_id, created_at);
        CREATE INDEX web_sessions_expires ON web_sessions (expires_at);
        CREATE INDEX sign_in_codes_expires ON sign_in_codes (expires_at);
        """),
    Migration(
      version: 3, name: "recognizers_and_records",
      sql: """
        CREATE TABLE recognizers (
          name TEXT PRIMARY KEY,
          title TEXT NOT NULL,
          prompt TEXT NOT NULL,
          json_schema TEXT NOT NULL,
          title_field TEXT,
          created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
          created_at INTEGER NOT NULL
        );

        CREATE TABLE records (
          seq INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          recognizer TEXT NOT NULL,
          title TEXT NOT NULL,
          fields TEXT NOT NULL,
          search_text TEXT NOT NULL,
          model TEXT NOT NULL,
          confidence REAL,
          image_key TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX records_user_created ON records (user_id, created_at DESC, id DESC);
        CREATE INDEX records_user_recognizer ON records (user_id, recognizer, created_at DESC, id DESC);

        CREATE VIRTUAL TABLE records_fts USING fts5 (
          title, search_text,
          content = 'records', content_rowid = 'seq',
          tokenize = 'unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER records_fts_insert AFTER INSERT ON records BEGIN
          INSERT INTO records_fts (rowid, title, search_text) VALUES (new.seq, new.title, new.search_text);
        END;
        CREATE TRIGGER records_fts_delete AFTER DELETE ON records BEGIN
          INSERT INTO records_fts (records_fts, rowid, title, search_text)
          VALUES ('delete', old.seq, old.title, old.search_text);
        END;
        CREATE TRIGGER records_fts_update AFTER UPDATE ON records BEGIN
          INSERT INTO records_fts (records_fts, rowid, title, search_text)
          VALUES ('delete', old.seq, old.title, old.search_text);
          INSERT INTO records_fts (rowid, title, search_text) VALUES (new.seq, new.title, new.search_text);
        END;
        """),
    Migration(
      version: 4, name: "chats_and_gallery",
      sql: """
        CREATE TABLE chats (
          seq INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          title TEXT,
          model TEXT NOT NULL,
          favorite INTEGER NOT NULL DEFAULT 0,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          message_count INTEGER NOT NULL DEFAULT 0,
          last_message_preview TEXT
        );
        CREATE INDEX chats_user_updated ON chats (user_id, updated_at DESC, id DESC);

        CREATE TABLE chat_messages (
          seq INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          chat_id TEXT NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          role TEXT NOT NULL,
          content TEXT NOT NULL,
          image_key TEXT,
          model TEXT,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX chat_messages_chat ON chat_messages (chat_id, seq);
        CREATE INDEX chat_messages_user ON chat_messages (user_id);

        CREATE VIRTUAL TABLE chats_fts USING fts5 (
          title, content = 'chats', content_rowid = 'seq',
          tokenize = 'unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER chats_fts_insert AFTER INSERT ON chats BEGIN
          INSERT INTO chats_fts (rowid, title) VALUES (new.seq, new.title);
        END;
        CREATE TRIGGER chats_fts_delete AFTER DELETE ON chats BEGIN
          INSERT INTO chats_fts (chats_fts, rowid, title) VALUES ('delete', old.seq, old.title);
        END;
        CREATE TRIGGER chats_fts_update AFTER UPDATE OF title ON chats BEGIN
          INSERT INTO chats_fts (chats_fts, rowid, title) VALUES ('delete', old.seq, old.title);
          INSERT INTO chats_fts (rowid, title) VALUES (new.seq, new.title);
        END;

        CREATE VIRTUAL TABLE chat_messages_fts USING fts5 (
          content, content = 'chat_messages', content_rowid = 'seq',
          tokenize = 'unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER chat_messages_fts_insert AFTER INSERT ON chat_messages BEGIN
          INSERT INTO chat_messages_fts (rowid, content) VALUES (new.seq, new.content);
        END;
        CREATE TRIGGER chat_messages_fts_delete AFTER DELETE ON chat_messages BEGIN
          INSERT INTO chat_messages_fts (chat_messages_fts, rowid, content)
          VALUES ('delete', old.seq, old.content);
        END;
        CREATE TRIGGER chat_messages_fts_update AFTER UPDATE OF content ON chat_messages BEGIN
          INSERT INTO chat_messages_fts (chat_messages_fts, rowid, content)
          VALUES ('delete', old.seq, old.content);
          INSERT INTO chat_messages_fts (rowid, content) VALUES (new.seq, new.content);
        END;

        CREATE TABLE gallery_images (
          id TEXT PRIMARY KEY,
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          prompt TEXT NOT NULL,
          size TEXT NOT NULL,
          model TEXT NOT NULL,
          image_key TEXT NOT NULL,
          mime_type TEXT NOT NULL,
          favorite INTEGER NOT NULL DEFAULT 0,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX gallery_images_user_created ON gallery_images (user_id, created_at DESC, id DESC);
        """),
    Migration(
      version: 5, name: "sign_in_attempts",
      sql: """
        CREATE TABLE sign_in_attempts (
          key TEXT NOT NULL,
          attempted_at INTEGER NOT NULL
        );
        CREATE INDEX sign_in_attempts_key ON sign_in_attempts (key, attempted_at);
        """),
    Migration(
      version: 15, name: "analysis_turns",
      sql: """
        CREATE TABLE analysis_turns (
          seq INTEGER PRIMARY KEY,
          id TEXT NOT NULL UNIQUE,
          analysis_id TEXT NOT NULL REFERENCES analyses (id) ON DELETE CASCADE,
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          prompt TEXT NOT NULL,
          transcript TEXT,
          message TEXT NOT NULL,
          model TEXT NOT NULL,
          mode TEXT NOT NULL DEFAULT 'describe',
          ingest_ms INTEGER,
          transcription_ms INTEGER,
          first_token_ms INTEGER,
          first_audio_ms INTEGER,
          total_ms INTEGER,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX analysis_turns_analysis ON analysis_turns (analysis_id, seq);
        """),
    // The channel an analysis was asked in (issue 14): describe, text, document, barcode, …
    Migration(
      version: 16, name: "analysis_mode",
      sql: "ALTER TABLE analyses ADD COLUMN mode TEXT NOT NULL DEFAULT 'describe';"),
    // Quotas (issue 12, decision 022): admins' per-user overrides and one counter row per user and kind.
    Migration(version: 17, name: "quotas", sql: SQLiteStore.quotaMigrationSQL),
    // The durable outbox (issue 12): SQLiteOutbox.swift.
    outboxMigration,
    // Cross-checks of a provider's answer (JSON list) and the remembered channel (issue 14).
    Migration(
      version: 19, name: "checks_and_default_mode",
      sql: """
        ALTER TABLE analyses ADD COLUMN checks TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE analysis_turns ADD COLUMN checks TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE users ADD COLUMN default_mode TEXT NOT NULL DEFAULT 'describe';
        """),
    // Change counters (decision 029): ChangeCounters.swift.
    changeCounterMigration,
    // Helpers, help requests and calls (issue 28): SQLiteHelpers.swift.
    helpersMigration,
    // Faces and things a user taught (issue 26, decision 038): SQLiteFaces.swift.
    knownMigration,
    // The person's language (issue 27): a BCP 47 tag, NULL until the first sign-in chooses one.
    Migration(version: 23, name: "user_language", sql: "ALTER TABLE users ADD COLUMN language TEXT;"),
    // Meaning search's vectors (issue 27 item 7, decision 042): SQLiteMeaning.swift.
    meaningMigration,
    // Follow-up turns searched by their words too (issue 23): SQLStoreAnalyses.swift.
    turnSearchMigration,
    // Things' colour signatures (issue 26, decision 059): SQLStoreFaces.swift.
    knownColourMigration,
  ]
}
