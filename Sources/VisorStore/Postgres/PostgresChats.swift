import Foundation
import VisorCore

// The PostgreSQL ChatStore and GalleryStore: `chats`, `chat_messages` (each with a `search` tsvector)
// and `gallery_images` (migration 4).

extension PostgresStore {
  private static let chatColumns = StoreRows.qualified(StoreRows.chatColumns, "c")

  public func createChat(_ chat: Chat) async throws {
    do {
      try await database.run { db in
        try db.run(
          """
          INSERT INTO chats (id, user_id, title, model, favorite, created_at, updated_at, message_count,
            last_message_preview, search)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, \(Self.tsvector(10)))
          """,
          [
            chat.id, chat.userID, chat.title, chat.model, chat.favorite, chat.createdAt, chat.updatedAt,
            chat.messageCount, chat.lastMessagePreview, PostgresFullText.document(chat.title),
          ])
      }
    } catch let error as PostgresError where error.isForeignKeyViolation {
      throw StoreErrors.noSuchUser
    } catch let error as PostgresError where error.isUniqueViolation {
      throw StoreErrors.chatExists
    }
  }

  public func chat(id: UUID, userID: UUID) async throws -> Chat? {
    try await database.run { db in
      try db.queryFirst(
        "SELECT \(Self.chatColumns) FROM chats c WHERE c.id = $1 AND c.user_id = $2", [id, userID],
        StoreRows.chat)
    }
  }

  public func chats(userID: UUID, filter: ChatFilter, limit: Int, cursor: String?) async throws -> Page<
    ChatListItem
  > {
    let after = try KeysetCursor.decode(cursor)
    let limit = min(max(limit, 1), Self.maximumPageSize)
    var tsquery: String?
    if let query = filter.query, !query.allSatisfy(\.isWhitespace) {
      guard let expression = PostgresFullText.query(query) else { return Page(items: [], nextCursor: nil) }
      tsquery = expression
    }
    var columns = Self.chatColumns
    var conditions = ["c.user_id = $1"]
    var arguments: [any PostgresBindable] = [userID]
    if let tsquery {
      arguments.append(tsquery)
      let q = "$\(arguments.count)::tsquery"
      // The first matching message (its excerpt is cut in Swift, like FTS5's snippet()).
      columns += """
        , (SELECT m.content FROM chat_messages m
           WHERE m.chat_id = c.id AND m.search @@ \(q) ORDER BY m.seq LIMIT 1)
        """
      conditions.append(
        """
        (c.search @@ \(q)
         OR EXISTS (SELECT 1 FROM chat_messages m WHERE m.chat_id = c.id AND m.user_id = $1 AND m.search @@ \(q)))
        """)
    }
    if filter.favoritesOnly { conditions.append("c.favorite") }
    if let after {
      arguments += [Date(sqliteMilliseconds: after.milliseconds), after.id]
      conditions.append("(c.updated_at, c.id) < ($\(arguments.count - 1), $\(arguments.count))")
    }
    arguments.append(limit + 1)
    let sql = """
      SELECT \(columns) FROM chats c WHERE \(conditions.joined(separator: " AND "))
      ORDER BY c.updated_at DESC, c.id DESC LIMIT $\(arguments.count)
      """
    let finalArguments = arguments
    let searchText = filter.query
    let searching = tsquery != nil
    let items = try await database.run { db in
      try db.query(sql, finalArguments) { row in
        ChatListItem(
          chat: try StoreRows.chat(row),
          snippet: !searching
            ? nil : row.optionalString(9).flatMap { PostgresFullText.snippet($0, query: searchText ?? "") })
      }
    }
    return KeysetCursor.page(items, limit: limit) {
      KeysetCursor(createdAt: $0.chat.updatedAt, id: $0.chat.id)
    }
  }

  public func updateChat(id: UUID, userID: UUID, changes: ChatChanges, at date: Date) async throws -> Chat? {
    try await database.run { db in
      var arguments: [any PostgresBindable] = [date]
      var sets = ["updated_at = greatest(updated_at, $1)"]
      if let title = changes.title {
        arguments.append(title)
        sets.append("title = $\(arguments.count)")
        arguments.append(PostgresFullText.document(title))
        sets.append("search = \(Self.tsvector(arguments.count))")
      }
      if let favorite = changes.favorite {
        arguments.append(favorite)
        sets.append("favorite = $\(arguments.count)")
      }
      if let model = changes.model {
        arguments.append(model)
        sets.append("model = $\(arguments.count)")
      }
      arguments += [id, userID]
      return try db.queryFirst(
        """
        UPDATE chats c SET \(sets.joined(separator: ", "))
        WHERE c.id = $\(arguments.count - 1) AND c.user_id = $\(arguments.count)
        RETURNING \(Self.chatColumns)
        """, arguments, StoreRows.chat)
    }
  }

  public func setAutomaticChatTitle(id: UUID, userID: UUID, title: String) async throws -> Bool {
    try await database.run { db in
      try db.run(
        """
        UPDATE chats SET title = $1, search = \(Self.tsvector(4))
        WHERE id = $2 AND user_id = $3 AND title IS NULL
        """, [title, id, userID, PostgresFullText.document(title)]) > 0
    }
  }

  public func deleteChat(id: UUID, userID: UUID) async throws -> [String]? {
    try await database.transaction { db in
      let keys = try db.query(
        "SELECT image_key FROM chat_messages WHERE chat_id = $1 AND user_id = $2 AND image_key IS NOT NULL",
        [id, userID]
      ) { $0.string(0) }
      // ON DELETE CASCADE removes the messages.
      guard try db.run("DELETE FROM chats WHERE id = $1 AND user_id = $2", [id, userID]) > 0 else {
        return nil
      }
      return keys
    }
  }

  public func appendChatMessage(_ message: ChatMessageRecord) async throws {
    let preview = SQLiteStore.preview(message.content)
    do {
      try await database.transaction { db in
        // Locks the chat row so concurrent appends keep the count right.
        let owned = try db.queryFirst(
          "SELECT 1 FROM chats WHERE id = $1 AND user_id = $2 FOR UPDATE", [message.chatID, message.userID]
        ) { _ in true }
        guard owned == true else {
          throw StoreErrors.chatNotFound
        }
        try db.run(
          """
          INSERT INTO chat_messages (\(StoreRows.messageColumns), search)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, \(Self.tsvector(9)))
          """,
          [
            message.id, message.chatID, message.userID, message.role.rawValue, message.content,
            message.imageKey, message.model, message.createdAt, PostgresFullText.document(message.content),
          ])
        try db.run(
          """
          UPDATE chats SET message_count = message_count + 1, last_message_preview = $1,
            updated_at = greatest(updated_at, $2)
          WHERE id = $3
          """,
          [
            preview.isEmpty && message.imageKey != nil ? "[image]" : preview, message.createdAt,
            message.chatID,
          ])
      }
    } catch let error as PostgresError where error.isUniqueViolation {
      throw StoreErrors.messageExists
    }
  }

  public func chatMessages(chatID: UUID, userID: UUID) async throws -> [ChatMessageRecord] {
    try await database.run { db in
      try db.query(
        "SELECT \(StoreRows.messageColumns) FROM chat_messages WHERE chat_id = $1 AND user_id = $2 ORDER BY seq",
        [chatID, userID], StoreRows.message)
    }
  }

  public func chatMessage(id: UUID, userID: UUID) async throws -> ChatMessageRecord? {
    try await database.run { db in
      try db.queryFirst(
        "SELECT \(StoreRows.messageColumns) FROM chat_messages WHERE id = $1 AND user_id = $2", [id, userID],
        StoreRows.message)
    }
  }
}
