import Foundation
import VisorCore

// The activity summary on SQLite (templates and records: SQL/SQLStoreRecognizers.swift).
extension SQLiteStore {
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
