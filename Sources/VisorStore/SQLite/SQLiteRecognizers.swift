import Foundation
import VisorCore

// Recogniser templates, their records (with FTS5 search) and the activity summary, on SQLite.
extension SQLiteStore {
  // MARK: - Templates

  public func saveRecognizer(_ template: RecognizerTemplate) async throws {
    do {
      try await database.write { db in
        try db.run(
          """
          INSERT INTO recognizers (name, title, prompt, json_schema, title_field, created_by, created_at)
          VALUES (?, ?, ?, ?, ?, (SELECT id FROM users WHERE id = ?), ?)
          """,
          [
            template.name, template.title, template.prompt, template.jsonSchema, template.titleField,
            template.createdBy, template.createdAt,
          ])
      }
    } catch let error as SQLiteError where error.isUniqueViolation {
      throw StoreErrors.recognizerExists(template.name)
    }
  }

  public func recognizers() async throws -> [RecognizerTemplate] {
    try await database.read { db in
      try db.query(
        "SELECT \(StoreRows.recognizerColumns) FROM recognizers ORDER BY created_at, name", [],
        StoreRows.recognizer)
    }
  }

  public func recognizer(name: String) async throws -> RecognizerTemplate? {
    try await database.read { db in
      try db.queryFirst(
        "SELECT \(StoreRows.recognizerColumns) FROM recognizers WHERE name = ?", [name], StoreRows.recognizer)
    }
  }

  public func deleteRecognizer(name: String) async throws -> Bool {
    try await database.write { db in try db.run("DELETE FROM recognizers WHERE name = ?", [name]) } > 0
  }

  // MARK: - Records

  private static let recordColumns = StoreRows.qualified(StoreRows.recordColumns, "r")

  public func saveRecord(_ record: RecognitionRecord) async throws {
    let arguments: [any SQLiteBindable] = [
      record.id, record.userID, record.recognizer, record.title, record.fieldsJSON, record.searchText,
      record.model, record.confidence, record.imageKey, record.createdAt,
    ]
    let changed: Int
    do {
      changed = try await database.write { db in
        try db.run(
          """
          INSERT INTO records (id, user_id, recognizer, title, fields, search_text, model, confidence,
            image_key, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (id) DO UPDATE SET
            recognizer = excluded.recognizer, title = excluded.title, fields = excluded.fields,
            search_text = excluded.search_text, model = excluded.model, confidence = excluded.confidence,
            image_key = excluded.image_key, created_at = excluded.created_at
          WHERE records.user_id = excluded.user_id
          """, arguments)
      }
    } catch let error as SQLiteError where error.isForeignKeyViolation {
      throw VisorError(.notFound, "The user does not exist. Check the user id, or list users to find it.")
    }
    if changed == 0 {
      throw StoreErrors.recordExists
    }
  }

  public func record(id: UUID, userID: UUID) async throws -> RecognitionRecord? {
    try await database.read { db in
      try db.queryFirst(
        "SELECT \(Self.recordColumns) FROM records r WHERE r.id = ? AND r.user_id = ?", [id, userID],
        StoreRows.record)
    }
  }

  public func records(userID: UUID, recognizer: String?, query: String?, limit: Int, cursor: String?)
    async throws -> Page<RecognitionRecord>
  {
    let after = try KeysetCursor.decode(cursor)
    let limit = min(max(limit, 1), Self.maximumPageSize)
    var match: String?
    if let query, !query.allSatisfy(\.isWhitespace) {
      guard let expression = FTS5Query.expression(for: query) else { return Page(items: [], nextCursor: nil) }
      match = expression
    }
    var sql = "SELECT \(Self.recordColumns) FROM records r"
    var conditions = ["r.user_id = ?"]
    var arguments: [any SQLiteBindable] = [userID]
    if let match {
      sql += " JOIN records_fts f ON f.rowid = r.seq"
      conditions.append("records_fts MATCH ?")
      arguments.append(match)
    }
    if let recognizer {
      conditions.append("r.recognizer = ?")
      arguments.append(recognizer)
    }
    if let after {
      conditions.append("(r.created_at < ? OR (r.created_at = ? AND r.id < ?))")
      arguments += [after.milliseconds, after.milliseconds, after.id]
    }
    sql +=
      " WHERE " + conditions.joined(separator: " AND ") + " ORDER BY r.created_at DESC, r.id DESC LIMIT ?"
    arguments.append(limit + 1)
    let finalSQL = sql
    let finalArguments = arguments
    let items = try await database.read { db in try db.query(finalSQL, finalArguments, StoreRows.record) }
    return KeysetCursor.page(items, limit: limit) { KeysetCursor(createdAt: $0.createdAt, id: $0.id) }
  }

  public func deleteRecord(id: UUID, userID: UUID) async throws -> RecognitionRecord? {
    try await database.write { db in
      try db.queryFirst(
        """
        DELETE FROM records AS r WHERE r.id = ? AND r.user_id = ?
        RETURNING \(Self.recordColumns.replacingOccurrences(of: "r.", with: ""))
        """, [id, userID], StoreRows.record)
    }
  }

  // MARK: - Activity

  /// Feature tables other modules may add (chats, generated images): counted when present, with the
  /// first column found for a title and a favourite flag.
  private static let optionalFeatures:
    [(table: String, key: String, type: String, titles: [String], favorites: [String])] = [
      ("chats", "chats", "chat", ["title"], ["favorite", "is_favorite", "favourite"]),
      ("gallery_images", "images", "image", ["prompt", "title"], ["favorite", "is_favorite", "favourite"]),
    ]

  public func activity(userID: UUID, recentLimit: Int) async throws -> ActivitySummary {
    let limit = min(max(recentLimit, 0), 100)
    return try await database.read { db in
      try db.transaction(.deferred) {
        var counts: [String: Int] = [:]
        var favorites: [String: Int] = [:]
        counts["analyses"] =
          try db.queryFirst("SELECT count(*) FROM analyses WHERE user_id = ?", [userID]) { $0.int(0) } ?? 0
        counts["cars"] =
          try db.queryFirst(
            "SELECT count(*) FROM records WHERE user_id = ? AND recognizer = 'car'", [userID]
          ) { $0.int(0) } ?? 0
        counts["records"] =
          try db.queryFirst(
            "SELECT count(*) FROM records WHERE user_id = ? AND recognizer <> 'car'", [userID]
          ) { $0.int(0) } ?? 0
        var selects = [
          """
          SELECT * FROM (SELECT 'analysis', id, substr(message, 1, 120), created_at FROM analyses
            WHERE user_id = ?1 ORDER BY created_at DESC LIMIT ?2)
          """,
          """
          SELECT * FROM (SELECT CASE recognizer WHEN 'car' THEN 'car' ELSE 'record' END, id, title, created_at
            FROM records WHERE user_id = ?1 ORDER BY created_at DESC LIMIT ?2)
          """,
        ]
        for feature in Self.optionalFeatures {
          let columns = Set(
            try db.query("SELECT name FROM pragma_table_info(?)", [feature.table]) { $0.string(0) })
          guard columns.contains("user_id"), columns.contains("id") else { continue }
          counts[feature.key] =
            try db.queryFirst("SELECT count(*) FROM \(feature.table) WHERE user_id = ?", [userID]) {
              $0.int(0)
            }
            ?? 0
          if let flag = feature.favorites.first(where: columns.contains) {
            favorites[feature.key] =
              try db.queryFirst(
                "SELECT count(*) FROM \(feature.table) WHERE user_id = ? AND \(flag) <> 0", [userID]
              ) { $0.int(0) } ?? 0
          }
          if columns.contains("created_at") {
            let title = feature.titles.first(where: columns.contains).map { "substr(\($0), 1, 120)" } ?? "''"
            selects.append(
              """
              SELECT * FROM (SELECT '\(feature.type)', id, \(title), created_at FROM \(feature.table)
                WHERE user_id = ?1 ORDER BY created_at DESC LIMIT ?2)
              """)
          }
        }
        let recent = try db.query(
          selects.joined(separator: " UNION ALL ") + " ORDER BY 4 DESC, 2 DESC LIMIT ?2", [userID, limit]
        ) { row in
          ActivityItem(
            type: row.string(0), id: try row.uuid(1), title: row.optionalString(2) ?? "",
            createdAt: row.date(3))
        }
        return ActivitySummary(counts: counts, favorites: favorites, recent: recent)
      }
    }
  }
}
