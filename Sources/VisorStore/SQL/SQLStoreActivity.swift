import Foundation
import VisorCore

// The activity summary on both engines: counts per feature and the newest items across analyses,
// records, chats and generated images, read as one snapshot.

enum ActivitySQL {
  /// Analyses, cars, other records, chats, favourite chats, images, favourite images.
  static let counts = SharedSQL(
    """
    SELECT
      (SELECT count(*) FROM analyses WHERE user_id = $1),
      (SELECT count(*) FROM records WHERE user_id = $1 AND recognizer = 'car'),
      (SELECT count(*) FROM records WHERE user_id = $1 AND recognizer <> 'car'),
      (SELECT count(*) FROM chats WHERE user_id = $1),
      (SELECT count(*) FROM chats WHERE user_id = $1 AND favorite = TRUE),
      (SELECT count(*) FROM gallery_images WHERE user_id = $1),
      (SELECT count(*) FROM gallery_images WHERE user_id = $1 AND favorite = TRUE)
    """)

  /// The newest `$2` of each kind, then the newest `$2` of them all (a subquery per kind, so each
  /// uses its table's `(user_id, created_at)` index).
  static let recent = SharedSQL(
    """
    SELECT * FROM (SELECT 'analysis', id, substr(message, 1, 120), created_at FROM analyses
      WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2) AS a
    UNION ALL
    SELECT * FROM (SELECT CASE recognizer WHEN 'car' THEN 'car' ELSE 'record' END, id, title, created_at
      FROM records WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2) AS r
    UNION ALL
    SELECT * FROM (SELECT 'chat', id, substr(title, 1, 120), created_at FROM chats
      WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2) AS c
    UNION ALL
    SELECT * FROM (SELECT 'image', id, substr(prompt, 1, 120), created_at FROM gallery_images
      WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2) AS g
    ORDER BY 4 DESC, 2 DESC LIMIT $2
    """)
}

extension SQLStore {
  public func activity(userID: UUID, recentLimit: Int) async throws -> ActivitySummary {
    let limit = min(max(recentLimit, 0), 100)
    return try await database.snapshot { db in
      let counts =
        try db.queryFirst(ActivitySQL.counts, [userID]) { row in (0..<7).map { row.int(Int32($0)) } }
        ?? Array(repeating: 0, count: 7)
      let recent = try db.query(ActivitySQL.recent, [userID, limit]) { row in
        ActivityItem(
          type: row.string(0), id: try row.uuid(1), title: row.optionalString(2) ?? "", createdAt: row.date(3)
        )
      }
      return ActivitySummary(
        counts: [
          "analyses": counts[0], "cars": counts[1], "records": counts[2], "chats": counts[3],
          "images": counts[5],
        ],
        favorites: ["chats": counts[4], "images": counts[6]], recent: recent)
    }
  }
}
