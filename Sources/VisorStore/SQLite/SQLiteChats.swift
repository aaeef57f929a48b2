import Foundation
import VisorCore

// The SQLite implementation of ChatStore: `chats`, `chat_messages` and two FTS5 tables (titles,
// message contents) kept in sync by triggers (migration 4).

extension SQLiteStore {
  /// Characters kept in `lastMessagePreview`.
  public static let chatPreviewLength = 120

  private static let chatColumns = StoreRows.qualified(StoreRows.chatColumns, "c")

  static func preview(_ text: String) -> String {
    let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard flat.count > chatPreviewLength else { return flat }
    return String(flat.prefix(chatPreviewLength - 1)) + "…"
  }

  public func createChat(_ chat: Chat) async throws {
    do {
      try await database.write { db in
        try db.run(
          """
          INSERT INTO chats (id, user_id, title, model, favorite, created_at, updated_at, message_count,
            last_message_preview)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
          [
            chat.id, chat.userID, chat.title, chat.model, chat.favorite, chat.createdAt, chat.updatedAt,
            chat.messageCount, chat.lastMessagePreview,
          ])
      }
    } catch let error as SQLiteError where error.isForeignKeyViolation {
      throw StoreErrors.noSuchUser
    } catch let error as SQLiteError where error.isUniqueViolation {
      throw StoreErrors.chatExists
    }
  }

  public func chat(id: UUID, userID: UUID) async throws -> Chat? {
    try await database.read { db in
      try db.queryFirst(
        "SELECT \(Self.chatColumns) FROM chats c WHERE c.id = ? AND c.user_id = ?", [id, userID],
        StoreRows.chat)
    }
  }

  public func chats(userID: UUID, filter: ChatFilter, limit: Int, cursor: String?) async throws -> Page<
    ChatListItem
  > {
    let after = try KeysetCursor.decode(cursor)
    let limit = min(max(limit, 1), Self.maximumPageSize)
    var match: String?
    if let query = filter.query, !query.allSatisfy(\.isWhitespace) {
      guard let expression = FTS5Query.expression(for: query) else { return Page(items: [], nextCursor: nil) }
      match = expression
    }
    var columns = Self.chatColumns
    var conditions = ["c.user_id = ?"]
    var arguments: [any SQLiteBindable] = []
    if let match {
      // The first matching message's excerpt (nil when only the title matched).
      columns += """
        , (SELECT snippet(chat_messages_fts, 0, '', '', '…', 12) FROM chat_messages_fts
           JOIN chat_messages m ON m.seq = chat_messages_fts.rowid
           WHERE chat_messages_fts MATCH ? AND m.chat_id = c.id ORDER BY m.seq LIMIT 1)
        """
      arguments.append(match)
      conditions.append(
        """
        (c.seq IN (SELECT rowid FROM chats_fts WHERE chats_fts MATCH ?)
         OR c.id IN (SELECT m.chat_id FROM chat_messages m
                     JOIN chat_messages_fts f ON f.rowid = m.seq
                     WHERE chat_messages_fts MATCH ? AND m.user_id = ?))
        """)
    }
    arguments.append(userID)
    if let match { arguments += [match, match, userID] }
    if filter.favoritesOnly { conditions.append("c.favorite = 1") }
    if let after {
      conditions.append("(c.updated_at < ? OR (c.updated_at = ? AND c.id < ?))")
      arguments += [after.milliseconds, after.milliseconds, after.id]
    }
    let sql = """
      SELECT \(columns) FROM chats c WHERE \(conditions.joined(separator: " AND "))
      ORDER BY c.updated_at DESC, c.id DESC LIMIT ?
      """
    arguments.append(limit + 1)
    let finalArguments = arguments
    let searching = match != nil
    let items = try await database.read { db in
      try db.query(sql, finalArguments) { row in
        ChatListItem(chat: try StoreRows.chat(row), snippet: searching ? row.optionalString(9) : nil)
      }
    }
    return KeysetCursor.page(items, limit: limit) {
      KeysetCursor(createdAt: $0.chat.updatedAt, id: $0.chat.id)
    }
  }

  public func updateChat(id: UUID, userID: UUID, changes: ChatChanges, at date: Date) async throws -> Chat? {
    try await database.write { db in
      var sets = ["updated_at = max(updated_at, ?)"]
      var arguments: [any SQLiteBindable] = [date]
      if let title = changes.title {
        sets.append("title = ?")
        arguments.append(title)
      }
      if let favorite = changes.favorite {
        sets.append("favorite = ?")
        arguments.append(favorite)
      }
      if let model = changes.model {
        sets.append("model = ?")
        arguments.append(model)
      }
      arguments += [id, userID]
      guard
        try db.run("UPDATE chats SET \(sets.joined(separator: ", ")) WHERE id = ? AND user_id = ?", arguments)
          > 0
      else { return nil }
      return try db.queryFirst(
        "SELECT \(Self.chatColumns) FROM chats c WHERE c.id = ?", [id], StoreRows.chat)
    }
  }

  public func setAutomaticChatTitle(id: UUID, userID: UUID, title: String) async throws -> Bool {
    try await database.write { db in
      try db.run(
        "UPDATE chats SET title = ? WHERE id = ? AND user_id = ? AND title IS NULL", [title, id, userID]) > 0
    }
  }

  public func deleteChat(id: UUID, userID: UUID) async throws -> [String]? {
    try await database.write { db in
      let keys = try db.query(
        "SELECT image_key FROM chat_messages WHERE chat_id = ? AND user_id = ? AND image_key IS NOT NULL",
        [id, userID]
      ) { $0.string(0) }
      // ON DELETE CASCADE removes the messages; the FTS triggers follow.
      guard try db.run("DELETE FROM chats WHERE id = ? AND user_id = ?", [id, userID]) > 0 else { return nil }
      return keys
    }
  }

  public func appendChatMessage(_ message: ChatMessageRecord) async throws {
    let preview = Self.preview(message.content)
    do {
      try await database.write { db in
        let owned = try db.queryFirst(
          "SELECT 1 FROM chats WHERE id = ? AND user_id = ?", [message.chatID, message.userID]
        ) { _ in true }
        guard owned == true else {
          throw StoreErrors.chatNotFound
        }
        try db.run(
          "INSERT INTO chat_messages (\(StoreRows.messageColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          [
            message.id, message.chatID, message.userID, message.role.rawValue, message.content,
            message.imageKey, message.model, message.createdAt,
          ])
        try db.run(
          """
          UPDATE chats SET message_count = message_count + 1, last_message_preview = ?,
            updated_at = max(updated_at, ?)
          WHERE id = ?
          """,
          [
            preview.isEmpty && message.imageKey != nil ? "[image]" : preview, message.createdAt,
            message.chatID,
          ])
      }
    } catch let error as SQLiteError where error.isUniqueViolation {
      throw StoreErrors.messageExists
    }
  }

  public func chatMessages(chatID: UUID, userID: UUID) async throws -> [ChatMessageRecord] {
    try await database.read { db in
      try db.query(
        "SELECT \(StoreRows.messageColumns) FROM chat_messages WHERE chat_id = ? AND user_id = ? ORDER BY seq",
        [chatID, userID], StoreRows.message)
    }
  }

  public func chatMessage(id: UUID, userID: UUID) async throws -> ChatMessageRecord? {
    try await database.read { db in
      try db.queryFirst(
        "SELECT \(StoreRows.messageColumns) FROM chat_messages WHERE id = ? AND user_id = ?", [id, userID],
        StoreRows.message)
    }
  }
}
