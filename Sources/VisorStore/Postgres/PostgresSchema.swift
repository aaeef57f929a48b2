extension PostgresStore {
  /// Visor's core schema on PostgreSQL: the same versions, names, tables and columns as
  /// ``SQLiteStore/migrations`` (so `schema_migrations` reads the same on both), with native types —
  /// `uuid`, `timestamptz` (kept to the millisecond), `boolean`, `bytea` — and, instead of FTS5 tables
  /// and triggers, a `search tsvector` column with a GIN index on each searchable table, written by the
  /// store from ``PostgresFullText/document(_:)``. Every record table has
  /// `user_id … REFERENCES users (id) ON DELETE CASCADE`. Never edit a shipped migration: add one.
  public static let migrations: [Migration] = [
    Migration(
      version: 1, name: "initial",
      sql: """
        CREATE TABLE users (
          seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
          id uuid PRIMARY KEY,
          username text NOT NULL,
          username_key text NOT NULL CONSTRAINT users_username_key_unique UNIQUE,
          password_hash text NOT NULL,
          is_admin boolean NOT NULL DEFAULT false,
          display_name text,
          accent_color text NOT NULL DEFAULT '#0a84ff',
          voice text,
          speak_by_default boolean NOT NULL DEFAULT true,
          created_at timestamptz NOT NULL
        );
        CREATE INDEX users_created ON users (created_at, seq);

        CREATE TABLE api_tokens (
          id uuid PRIMARY KEY,
          user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          name text NOT NULL,
          prefix text NOT NULL,
          secret_hash bytea NOT NULL UNIQUE,
          created_at timestamptz NOT NULL,
          last_used_at timestamptz
        );
        CREATE INDEX api_tokens_user ON api_tokens (user_id, created_at);

        CREATE TABLE web_sessions (
          secret_hash bytea PRIMARY KEY,
          user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          csrf_token text NOT NULL,
          created_at timestamptz NOT NULL,
          expires_at timestamptz NOT NULL
        );
        CREATE INDEX web_sessions_user ON web_sessions (user_id);

        CREATE TABLE sign_in_codes (
          code_hash bytea PRIMARY KEY,
          user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          expires_at timestamptz NOT NULL
        );
        CREATE INDEX sign_in_codes_user ON sign_in_codes (user_id);

        CREATE TABLE analyses (
          seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
          id uuid PRIMARY KEY,
          user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          prompt text NOT NULL,
          transcript text,
          message text NOT NULL,
          model text NOT NULL,
          image_key text NOT NULL,
          ingest_ms integer,
          transcription_ms integer,
          first_token_ms integer,
          first_audio_ms integer,
          total_ms integer,
          created_at timestamptz NOT NULL,
          search tsvector NOT NULL DEFAULT ''::tsvector
        );
        CREATE INDEX analyses_user_created ON analyses (user_id, created_at DESC, id DESC);
        CREATE INDEX analyses_search ON analyses USING gin (search);

        CREATE TABLE events (
          id uuid PRIMARY KEY,
          user_id uuid REFERENCES users (id) ON DELETE CASCADE,
          name text NOT NULL,
          properties text NOT NULL,
          source text NOT NULL,
          created_at timestamptz NOT NULL
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
          name text PRIMARY KEY,
          title text NOT NULL,
          prompt text NOT NULL,
          json_schema text NOT NULL,
          title_field text,
          created_by uuid REFERENCES users (id) ON DELETE SET NULL,
          created_at timestamptz NOT NULL
        );

        CREATE TABLE records (
          seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
          id uuid PRIMARY KEY,
          user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          recognizer text NOT NULL,
          title text NOT NULL,
          fields text NOT NULL,
          search_text text NOT NULL,
          model text NOT NULL,
          confidence double precision,
          image_key text NOT NULL,
          created_at timestamptz NOT NULL,
          search tsvector NOT NULL DEFAULT ''::tsvector
        );
        CREATE INDEX records_user_created ON records (user_id, created_at DESC, id DESC);
        CREATE INDEX records_user_recognizer ON records (user_id, recognizer, created_at DESC, id DESC);
        CREATE INDEX records_search ON records USING gin (search);
        """),
    Migration(
      version: 4, name: "chats_and_gallery",
      sql: """
        CREATE TABLE chats (
          seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
          id uuid PRIMARY KEY,
          user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          title text,
          model text NOT NULL,
          favorite boolean NOT NULL DEFAULT false,
          created_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL,
          message_count integer NOT NULL DEFAULT 0,
          last_message_preview text,
          search tsvector NOT NULL DEFAULT ''::tsvector
        );
        CREATE INDEX chats_user_updated ON chats (user_id, updated_at DESC, id DESC);
        CREATE INDEX chats_search ON chats USING gin (search);

        CREATE TABLE chat_messages (
          seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
          id uuid PRIMARY KEY,
          chat_id uuid NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
          user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          role text NOT NULL,
          content text NOT NULL,
          image_key text,
          model text,
          created_at timestamptz NOT NULL,
          search tsvector NOT NULL DEFAULT ''::tsvector
        );
        CREATE INDEX chat_messages_chat ON chat_messages (chat_id, seq);
        CREATE INDEX chat_messages_user ON chat_messages (user_id);
        CREATE INDEX chat_messages_search ON chat_messages USING gin (search);

        CREATE TABLE gallery_images (
          id uuid PRIMARY KEY,
          user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          prompt text NOT NULL,
          size text NOT NULL,
          model text NOT NULL,
          image_key text NOT NULL,
          mime_type text NOT NULL,
          favorite boolean NOT NULL DEFAULT false,
          created_at timestamptz NOT NULL
        );
        CREATE INDEX gallery_images_user_created ON gallery_images (user_id, created_at DESC, id DESC);
        """),
    Migration(
      version: 5, name: "sign_in_attempts_and_analysis_turns",
      sql: """
        CREATE TABLE sign_in_attempts (
          key text NOT NULL,
          attempted_at timestamptz NOT NULL
        );
        CREATE INDEX sign_in_attempts_key ON sign_in_attempts (key, attempted_at);

        CREATE TABLE analysis_turns (
          seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
          id uuid PRIMARY KEY,
          analysis_id uuid NOT NULL REFERENCES analyses (id) ON DELETE CASCADE,
          user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          prompt text NOT NULL,
          transcript text,
          message text NOT NULL,
          model text NOT NULL,
          mode text NOT NULL DEFAULT 'describe',
          ingest_ms integer,
          transcription_ms integer,
          first_token_ms integer,
          first_audio_ms integer,
          total_ms integer,
          created_at timestamptz NOT NULL
        );
        CREATE INDEX analysis_turns_analysis ON analysis_turns (analysis_id, seq);
        """),
    // The channel an analysis was asked in (issue 14): describe, text, document, barcode, …
    Migration(
      version: 6, name: "analysis_mode",
      sql: "ALTER TABLE analyses ADD COLUMN mode text NOT NULL DEFAULT 'describe';"),
    // Quotas (issue 12, decision 022): admins' per-user overrides and one counter row per user and kind.
    Migration(version: 7, name: "quotas", sql: PostgresStore.quotaMigrationSQL),
    // The durable outbox (issue 12): PostgresOutbox.swift.
    outboxMigration,
    // Cross-checks of a provider's answer (JSON list) and the remembered channel (issue 14).
    Migration(
      version: 9, name: "checks_and_default_mode",
      sql: """
        ALTER TABLE analyses ADD COLUMN checks text NOT NULL DEFAULT '[]';
        ALTER TABLE analysis_turns ADD COLUMN checks text NOT NULL DEFAULT '[]';
        ALTER TABLE users ADD COLUMN default_mode text NOT NULL DEFAULT 'describe';
        """),
    // Change counters (decision 029): ChangeCounters.swift.
    changeCounterMigration,
    // Helpers, help requests and calls (issue 28): PostgresHelpers.swift.
    helpersMigration,
    // Faces and things a user taught (issue 26, decision 038): PostgresFaces.swift.
    knownMigration,
    // The person's language (issue 27): a BCP 47 tag, NULL until the first sign-in chooses one.
    Migration(version: 13, name: "user_language", sql: "ALTER TABLE users ADD COLUMN language text;"),
    // Meaning search's vectors (issue 27 item 7, decision 042): PostgresMeaning.swift.
    meaningMigration,
    // Helpers across instances (issue 28, decision 051): PostgresHelpPresence.swift (version 16).
    PostgresHelpPresence.migration,
    // Follow-up turns searched by their words too (issue 23): SQLStoreAnalyses.swift.
    turnSearchMigration,
    // Things' colour signatures (issue 26, decision 059): SQLStoreFaces.swift.
    knownColourMigration,
  ]
}
