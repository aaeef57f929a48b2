import Foundation
import VisorCore

// RecognizerStore on both engines: recogniser templates and their records (searched in full text:
// SQLite's `records_fts`, kept by triggers; PostgreSQL's `search` column, written with the row). The
// activity summary: SQLStoreActivity.swift.

enum RecognizerSQL {
  static let insert = SharedSQL(
    """
    INSERT INTO recognizers (name, title, prompt, json_schema, title_field, created_by, created_at)
    VALUES ($1, $2, $3, $4, $5, (SELECT id FROM users WHERE id = $6), $7)
    """)
  static let all = SharedSQL(
    "SELECT \(StoreRows.recognizerColumns) FROM recognizers ORDER BY created_at, name")
  static let byName = SharedSQL("SELECT \(StoreRows.recognizerColumns) FROM recognizers WHERE name = $1")
  static let delete = SharedSQL("DELETE FROM recognizers WHERE name = $1")

  static let recordSelect = "SELECT \(StoreRows.qualified(StoreRows.recordColumns, "r")) FROM records r"
  static let record = SharedSQL("\(recordSelect) WHERE r.id = $1 AND r.user_id = $2")
  static let deleteRecord = SharedSQL(
    "DELETE FROM records WHERE id = $1 AND user_id = $2 RETURNING \(StoreRows.recordColumns)")

  /// Saves a record, or saves over the user's own one with that id; $11, when the engine keeps a
  /// `search` column, is its document.
  static func saveRecord<Dialect: SQLDialect>(_: Dialect.Type, search: Bool) -> SharedSQL {
    SharedSQL(
      """
      INSERT INTO records (id, user_id, recognizer, title, fields, search_text, model, confidence,
        image_key, created_at\(search ? ", search" : ""))
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10\(search ? ", " + Dialect.searchValue(parameter: 11) : ""))
      ON CONFLICT (id) DO UPDATE SET
        recognizer = excluded.recognizer, title = excluded.title, fields = excluded.fields,
        search_text = excluded.search_text, model = excluded.model, confidence = excluded.confidence,
        image_key = excluded.image_key, created_at = excluded.created_at\(search ? ", search = excluded.search" : "")
      WHERE records.user_id = excluded.user_id
      """)
  }
}

extension SQLStore {
  // MARK: - Templates

  public func saveRecognizer(_ template: RecognizerTemplate) async throws {
    do {
      try await database.write { db in
        try db.run(
          RecognizerSQL.insert,
          [
            template.name, template.title, template.prompt, template.jsonSchema, template.titleField,
            template.createdBy, template.createdAt,
          ])
      }
    } catch let error where Dialect.isUniqueViolation(error) {
      throw StoreErrors.recognizerExists(template.name)
    }
  }

  public func recognizers() async throws -> [RecognizerTemplate] {
    try await database.read { db in try db.query(RecognizerSQL.all, [], StoreRows.recognizer) }
  }

  public func recognizer(name: String) async throws -> RecognizerTemplate? {
    try await database.read { db in try db.queryFirst(RecognizerSQL.byName, [name], StoreRows.recognizer) }
  }

  public func deleteRecognizer(name: String) async throws -> Bool {
    try await database.write { db in try db.run(RecognizerSQL.delete, [name]) } > 0
  }

  // MARK: - Records

  public func saveRecord(_ record: RecognitionRecord) async throws {
    let arguments: [any SQLBindable] = [
      record.id, record.userID, record.recognizer, record.title, record.fieldsJSON, record.searchText,
      record.model, record.confidence, record.imageKey, record.createdAt,
    ]
    try await saveOwnRow(
      arguments, searching: [record.title, record.searchText], exists: StoreErrors.recordExists
    ) {
      RecognizerSQL.saveRecord(Dialect.self, search: $0)
    }
  }

  public func record(id: UUID, userID: UUID) async throws -> RecognitionRecord? {
    try await database.read { db in try db.queryFirst(RecognizerSQL.record, [id, userID], StoreRows.record) }
  }

  public func records(userID: UUID, recognizer: String?, query: String?, limit: Int, cursor: String?)
    async throws -> Page<RecognitionRecord>
  {
    try await newestFirst(
      RecognizerSQL.recordSelect, table: "records", alias: "r", userID: userID, search: query,
      filters: recognizer.map { [("recognizer = ", $0)] } ?? [], cursor: cursor, limit: limit,
      decode: StoreRows.record
    ) { KeysetCursor(createdAt: $0.createdAt, id: $0.id) }
  }

  public func deleteRecord(id: UUID, userID: UUID) async throws -> RecognitionRecord? {
    try await database.write { db in
      try db.queryFirst(RecognizerSQL.deleteRecord, [id, userID], StoreRows.record)
    }
  }
}
