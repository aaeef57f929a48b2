import Foundation
import VisorCore
import VisorStore

/// How a search result matched `q`.
public enum SearchMatch: String, Sendable {
  /// Its words (FTS5 / PostgreSQL full text).
  case words
  /// Its meaning (multilingual-e5-small), in whatever language it was written.
  case meaning
}

/// One item of a searched list, with how it matched (nil when the list was not searched).
public struct Searched<Item: Sendable>: Sendable {
  public var item: Item
  public var match: SearchMatch?
}

/// History and chat lists with `q`: the full-text hits first, newest first and paged by the store's
/// cursor; after the last of them, the hits by meaning, best first (at most
/// ``MeaningSearch/maximumHits``), paged by a `meaning.<offset>` cursor.
extension MeaningSearch {
  static let meaningCursorPrefix = "meaning."
  /// The most full-text hits gathered to leave them out of the meaning hits.
  static let maximumWordHits = 1000

  /// `GET /api/v1/analyses[?q=]`.
  public func analyses(userID: UUID, query: String?, limit: Int, cursor: String?) async throws
    -> Page<Searched<Analysis>>
  {
    let searching = query.map { !$0.allSatisfy(\.isWhitespace) } ?? false
    guard searching, let query else {
      let page = try await store.analyses(userID: userID, query: query, limit: limit, cursor: cursor)
      return Page(items: page.items.map { Searched(item: $0, match: nil) }, nextCursor: page.nextCursor)
    }
    let limit = min(max(limit, 1), SQLiteStore.maximumPageSize)
    let words = { @Sendable (cursor: String?, limit: Int) in
      try await self.store.analyses(userID: userID, query: query, limit: limit, cursor: cursor)
    }
    return try await page(
      query: query, kind: .analysis, userID: userID, limit: limit, cursor: cursor, words: words, id: \.id
    ) { hits in
      var found: [Analysis] = []
      for hit in hits {
        if let analysis = try await self.store.analysis(id: hit.itemID, userID: userID) {
          found.append(analysis)
        }
      }
      return found
    }
  }

  /// `GET /api/v1/chats[?q=&favorite=]`: a meaning hit's snippet is the message that matched (nil
  /// when the title did).
  public func chats(userID: UUID, filter: ChatFilter, limit: Int, cursor: String?) async throws
    -> Page<Searched<ChatListItem>>
  {
    let searching = filter.query.map { !$0.allSatisfy(\.isWhitespace) } ?? false
    guard searching, let query = filter.query else {
      let page = try await store.chats(userID: userID, filter: filter, limit: limit, cursor: cursor)
      return Page(items: page.items.map { Searched(item: $0, match: nil) }, nextCursor: page.nextCursor)
    }
    let limit = min(max(limit, 1), SQLiteStore.maximumPageSize)
    let words = { @Sendable (cursor: String?, limit: Int) in
      try await self.store.chats(userID: userID, filter: filter, limit: limit, cursor: cursor)
    }
    return try await page(
      query: query, kind: .chat, userID: userID, limit: limit, cursor: cursor, words: words, id: \.chat.id
    ) { hits in
      var found: [ChatListItem] = []
      for hit in hits {
        guard let chat = try await self.store.chat(id: hit.itemID, userID: userID),
          !filter.favoritesOnly || chat.favorite
        else { continue }
        var snippet: String?
        if hit.sourceID != chat.id,
          let message = try await self.store.chatMessage(id: hit.sourceID, userID: userID)
        {
          snippet = Self.snippet(message.content)
        }
        found.append(ChatListItem(chat: chat, snippet: snippet))
      }
      return found
    }
  }

  /// A message shortened to about a dozen words.
  static func snippet(_ text: String) -> String {
    let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return flat.count <= 100 ? flat : String(flat.prefix(100)) + "…"
  }

  private func page<Item: Sendable>(
    query: String, kind: MeaningKind, userID: UUID, limit: Int, cursor: String?,
    words: @escaping @Sendable (String?, Int) async throws -> Page<Item>, id: KeyPath<Item, UUID> & Sendable,
    load: @escaping @Sendable ([MeaningHit]) async throws -> [Item]
  ) async throws -> Page<Searched<Item>> {
    var items: [Searched<Item>] = []
    var offset = 0
    if let cursor, cursor.hasPrefix(Self.meaningCursorPrefix) {
      guard let parsed = Int(cursor.dropFirst(Self.meaningCursorPrefix.count)), parsed >= 0 else {
        throw VisorError(.invalidCursor, Message("error.cursor.invalid"))
      }
      offset = parsed
    } else {
      let page = try await words(cursor, limit)
      items = page.items.map { Searched(item: $0, match: .words) }
      // More full-text hits to come, or no model: the meaning hits wait (or never come).
      if page.nextCursor != nil || !isAvailable { return Page(items: items, nextCursor: page.nextCursor) }
    }
    // Every full-text hit is left out of the meaning hits.
    var wordIDs = Set<UUID>()
    var next: String? = nil
    repeat {
      let page = try await words(next, SQLiteStore.maximumPageSize)
      wordIDs.formUnion(page.items.map { $0[keyPath: id] })
      next = page.nextCursor
    } while next != nil && wordIDs.count < Self.maximumWordHits
    let hits = try await hits(userID: userID, kind: kind, query: query, excluding: wordIDs)
    let room = limit - items.count
    guard offset < hits.count, room > 0 else {
      return Page(
        items: items,
        nextCursor: room <= 0 && offset < hits.count ? "\(Self.meaningCursorPrefix)\(offset)" : nil)
    }
    let taken = Array(hits[offset..<min(hits.count, offset + room)])
    items += try await load(taken).map { Searched(item: $0, match: .meaning) }
    let end = offset + taken.count
    return Page(items: items, nextCursor: end < hits.count ? "\(Self.meaningCursorPrefix)\(end)" : nil)
  }
}
