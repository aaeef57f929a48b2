import Foundation
import VisorCore

// ChatStore on both engines: `chats` and `chat_messages` (migration 4), searched in full text
// (SQLite: `chats_fts` and `chat_messages_fts`, kept by triggers; PostgreSQL: each row's `search`
// column, written with the row).

enum ChatSQL {
  static let columns = StoreRows.qualified(StoreRows.chatColumns, "c")
  static let byID = SharedSQL("SELECT \(columns) FROM chats c WHERE c.id = $1 AND c.user_id = $2")
  static let imageKeys = SharedSQL(
    "SELECT image_key FROM chat_messages WHERE chat_id = $1 AND user_id = $2 AND image_key IS NOT NULL")
  static let delete = SharedSQL("DELETE FROM chats WHERE id = $1 AND user_id = $2")
  static let messages = SharedSQL(
    "SELECT \(StoreRows.messageColumns) FROM chat_messages WHERE chat_id = $1 AND user_id = $2 ORDER BY seq")
  static let message = SharedSQL(
    "SELECT \(StoreRows.messageColumns) FROM chat_messages WHERE id = $1 AND user_id = $2")

  /// The chat row; `$10`, when the engine keeps a `search` column, is its document.
  static func create<Dialect: SQLDialect>(_: Dialect.Type, search: Bool) -> SharedSQL {
    SharedSQL(
      """
      INSERT INTO chats (id, user_id, title, model, favorite, created_at, updated_at, message_count,
        last_message_preview\(search ? ", search" : ""))
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9\(search ? ", " + Dialect.searchValue(parameter: 10) : ""))
      """)
  }

  /// A title set only when the chat has none; `$4`, when the engine keeps a `search` column, is its
  /// document.
  static func automaticTitle<Dialect: SQLDialect>(_: Dialect.Type, search: Bool) -> SharedSQL {
    SharedSQL(
      """
      UPDATE chats SET title = $1\(search ? ", search = " + Dialect.searchValue(parameter: 4) : "")
      WHERE id = $2 AND user_id = $3 AND title IS NULL
      """)
  }

  /// One message; `$9`, when the engine keeps a `search` column, is its document.
  static func append<Dialect: SQLDialect>(_: Dialect.Type, search: Bool) -> SharedSQL {
    SharedSQL(
      """
      INSERT INTO chat_messages (\(StoreRows.messageColumns)\(search ? ", search" : ""))
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8\(search ? ", " + Dialect.searchValue(parameter: 9) : ""))
      """)
  }

  /// Locks the chat row (PostgreSQL) so concurrent appends keep its count right.
  static func owned<Dialect: SQLDialect>(_: Dialect.Type) -> SharedSQL {
    SharedSQL("SELECT 1 FROM chats WHERE id = $1 AND user_id = $2\(Dialect.forUpdate)")
  }

  static func counted<Dialect: SQLDialect>(_: Dialect.Type) -> SharedSQL {
    SharedSQL(
      """
      UPDATE chats SET message_count = message_count + 1, last_message_preview = $1,
        updated_at = \(Dialect.greatest)(updated_at, $2)
      WHERE id = $3
      """)
  }
}

extension SQLiteStore {
  /// Characters kept in `lastMessagePreview`.
  public static let chatPreviewLength = 120

  static func preview(_ text: String) -> String {
    let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard flat.count > chatPreviewLength else { return flat }
    return String(flat.prefix(chatPreviewLength - 1)) + "…"
  }
}

extension SQLStore {
  public func createChat(_ chat: Chat) async throws {
    let document = Dialect.searchDocument([chat.title])
    let sql = DialectStatements.once(Dialect.self, #function) {
      ChatSQL.create(Dialect.self, search: document != nil)
    }
    let arguments: [any SQLBindable] =
      [
        chat.id, chat.userID, chat.title, chat.model, chat.favorite, chat.createdAt, chat.updatedAt,
        chat.messageCount, chat.lastMessagePreview,
      ] + (document.map { [$0] } ?? [])
    do {
      try await database.write { db in try db.run(sql, arguments) }
    } catch let error where Dialect.isForeignKeyViolation(error) {
      throw StoreErrors.noSuchUser
    } catch let error where Dialect.isUniqueViolation(error) {
      throw StoreErrors.chatExists
    }
  }

  public func chat(id: UUID, userID: UUID) async throws -> Chat? {
    try await database.read { db in try db.queryFirst(ChatSQL.byID, [id, userID], StoreRows.chat) }
  }

  public func chats(userID: UUID, filter: ChatFilter, limit: Int, cursor: String?) async throws -> Page<
    ChatListItem
  > {
    let after = try KeysetCursor.decode(cursor)
    let limit = min(max(limit, 1), SQLiteStore.maximumPageSize)
    var columns = ChatSQL.columns
    var conditions = ["c.user_id = $1"]
    var arguments: [any SQLBindable] = [userID]
    let typed = filter.query ?? ""
    var searching = false
    if !typed.allSatisfy(\.isWhitespace) {
      // Only punctuation or symbols: nothing can match a word.
      guard let query = Dialect.searchQuery(typed) else { return Page(items: [], nextCursor: nil) }
      searching = true
      arguments.append(query)
      let q = arguments.count
      let join = Dialect.searchJoin(table: "chat_messages", alias: "m")
      let match = Dialect.searchMatch(table: "chat_messages", alias: "m", parameter: q)
      // The first matching message's excerpt (nil when only the title matched).
      columns += """
        , (SELECT \(Dialect.searchExcerpt(table: "chat_messages", alias: "m", column: "content"))
           FROM chat_messages m\(join) WHERE \(match) AND m.chat_id = c.id ORDER BY m.seq LIMIT 1)
        """
      conditions.append(
        """
        (\(Dialect.searchRow(table: "chats", alias: "c", parameter: q))
         OR c.id IN (SELECT m.chat_id FROM chat_messages m\(join) WHERE \(match) AND m.user_id = $1))
        """)
    }
    if filter.favoritesOnly { conditions.append("c.favorite = TRUE") }
    if let after {
      arguments += [Date(sqliteMilliseconds: after.milliseconds), after.id]
      conditions.append(
        Dialect.keysetBefore("updated_at", position: arguments.count - 1, id: arguments.count, prefix: "c."))
    }
    arguments.append(limit + 1)
    let sql = SharedSQL(
      """
      SELECT \(columns) FROM chats c WHERE \(conditions.joined(separator: " AND "))
      ORDER BY c.updated_at DESC, c.id DESC LIMIT $\(arguments.count)
      """)
    let finalArguments = arguments
    let found = searching
    let items = try await database.read { db in
      try db.query(sql, finalArguments) { row in
        ChatListItem(
          chat: try StoreRows.chat(row),
          snippet: found ? row.optionalString(9).flatMap { Dialect.cutExcerpt($0, typed: typed) } : nil)
      }
    }
    return KeysetCursor.page(items, limit: limit) {
      KeysetCursor(createdAt: $0.chat.updatedAt, id: $0.chat.id)
    }
  }

  public func updateChat(id: UUID, userID: UUID, changes: ChatChanges, at date: Date) async throws -> Chat? {
    var arguments: [any SQLBindable] = [date]
    var sets = ["updated_at = \(Dialect.greatest)(updated_at, $1)"]
    if let title = changes.title {
      arguments.append(title)
      sets.append("title = $\(arguments.count)")
      if let document = Dialect.searchDocument([title]) {
        arguments.append(document)
        sets.append("search = \(Dialect.searchValue(parameter: arguments.count))")
      }
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
    let sql = SharedSQL(
      """
      UPDATE chats SET \(sets.joined(separator: ", "))
      WHERE id = $\(arguments.count - 1) AND user_id = $\(arguments.count)
      RETURNING \(StoreRows.chatColumns)
      """)
    let finalArguments = arguments
    return try await database.write { db in try db.queryFirst(sql, finalArguments, StoreRows.chat) }
  }

  public func setAutomaticChatTitle(id: UUID, userID: UUID, title: String) async throws -> Bool {
    let document = Dialect.searchDocument([title])
    let sql = DialectStatements.once(Dialect.self, #function) {
      ChatSQL.automaticTitle(Dialect.self, search: document != nil)
    }
    let arguments: [any SQLBindable] = [title, id, userID] + (document.map { [$0] } ?? [])
    return try await database.write { db in try db.run(sql, arguments) > 0 }
  }

  public func deleteChat(id: UUID, userID: UUID) async throws -> [String]? {
    try await database.transaction { db in
      let keys = try db.query(ChatSQL.imageKeys, [id, userID]) { $0.string(0) }
      // ON DELETE CASCADE removes the messages (and, on SQLite, the FTS triggers follow).
      guard try db.run(ChatSQL.delete, [id, userID]) > 0 else { return nil }
      return keys
    }
  }

  public func appendChatMessage(_ message: ChatMessageRecord) async throws {
    let preview = SQLiteStore.preview(message.content)
    let document = Dialect.searchDocument([message.content])
    let owned = DialectStatements.once(Dialect.self, "chat.owned") { ChatSQL.owned(Dialect.self) }
    let append = DialectStatements.once(Dialect.self, #function) {
      ChatSQL.append(Dialect.self, search: document != nil)
    }
    let counted = DialectStatements.once(Dialect.self, "chat.counted") { ChatSQL.counted(Dialect.self) }
    let arguments: [any SQLBindable] =
      [
        message.id, message.chatID, message.userID, message.role.rawValue, message.content, message.imageKey,
        message.model, message.createdAt,
      ] + (document.map { [$0] } ?? [])
    do {
      try await database.transaction { db in
        guard try db.queryFirst(owned, [message.chatID, message.userID], { _ in true }) == true else {
          throw StoreErrors.chatNotFound
        }
        try db.run(append, arguments)
        try db.run(
          counted,
          [
            preview.isEmpty && message.imageKey != nil ? "[image]" : preview, message.createdAt,
            message.chatID,
          ])
      }
    } catch let error where Dialect.isUniqueViolation(error) {
      throw StoreErrors.messageExists
    }
  }

  public func chatMessages(chatID: UUID, userID: UUID) async throws -> [ChatMessageRecord] {
    try await database.read { db in try db.query(ChatSQL.messages, [chatID, userID], StoreRows.message) }
  }

  public func chatMessage(id: UUID, userID: UUID) async throws -> ChatMessageRecord? {
    try await database.read { db in try db.queryFirst(ChatSQL.message, [id, userID], StoreRows.message) }
  }
}
