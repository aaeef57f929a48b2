import Foundation
import VisorCore

/// A conversation with one model (AskAI's chats).
public struct Chat: Sendable, Equatable, Codable, Identifiable {
  public var id: UUID
  public var userID: UUID
  /// Nil until the user names it or the first exchange gives it an automatic title.
  public var title: String?
  /// A model id from the registry, e.g. `local/smollm2-135m`.
  public var model: String
  public var favorite: Bool
  public var createdAt: Date
  /// Last change: a new message, a rename, a favourite; lists are ordered by it, newest first.
  public var updatedAt: Date
  /// Maintained by the store.
  public var messageCount: Int
  /// The start of the newest message, maintained by the store.
  public var lastMessagePreview: String?

  public init(
    id: UUID = UUID(), userID: UUID, title: String? = nil, model: String, favorite: Bool = false,
    createdAt: Date = Date(), updatedAt: Date? = nil, messageCount: Int = 0, lastMessagePreview: String? = nil
  ) {
    self.id = id
    self.userID = userID
    self.title = title
    self.model = model
    self.favorite = favorite
    self.createdAt = createdAt
    self.updatedAt = updatedAt ?? createdAt
    self.messageCount = messageCount
    self.lastMessagePreview = lastMessagePreview
  }
}

/// One stored message of a chat.
public struct ChatMessageRecord: Sendable, Equatable, Codable, Identifiable {
  public var id: UUID
  public var chatID: UUID
  public var userID: UUID
  public var role: ChatMessage.Role
  public var content: String
  /// Blob key of an attached image (`chats/<userid>/<messageid>.jpg`), if any.
  public var imageKey: String?
  /// The model that wrote an assistant message.
  public var model: String?
  public var createdAt: Date

  public init(
    id: UUID = UUID(), chatID: UUID, userID: UUID, role: ChatMessage.Role, content: String,
    imageKey: String? = nil, model: String? = nil, createdAt: Date = Date()
  ) {
    self.id = id
    self.chatID = chatID
    self.userID = userID
    self.role = role
    self.content = content
    self.imageKey = imageKey
    self.model = model
    self.createdAt = createdAt
  }
}

/// A chat in a list, with a search excerpt when the list was a search.
public struct ChatListItem: Sendable, Equatable {
  public var chat: Chat
  /// A few words around the first matching message (no markup), when searching.
  public var snippet: String?
  public init(chat: Chat, snippet: String? = nil) {
    self.chat = chat
    self.snippet = snippet
  }
}

/// What `chats(userID:…)` lists.
public struct ChatFilter: Sendable, Equatable {
  /// Full-text search over titles and message contents: words matched literally, the last as a
  /// prefix (like ``AnalysisStore/analyses(userID:query:limit:cursor:)``).
  public var query: String?
  /// Only favourites.
  public var favoritesOnly: Bool
  public init(query: String? = nil, favoritesOnly: Bool = false) {
    self.query = query
    self.favoritesOnly = favoritesOnly
  }
}

/// Changes to a chat; nil fields stay as they are. `title: .some(nil)` clears the title.
public struct ChatChanges: Sendable, Equatable {
  public var title: String??
  public var favorite: Bool?
  public var model: String?
  public init(title: String?? = nil, favorite: Bool? = nil, model: String? = nil) {
    self.title = title
    self.favorite = favorite
    self.model = model
  }
}

/// Chats and their messages, with full-text search across a user's chats.
///
/// Every call is scoped to a user: another user's chat behaves exactly like a missing one. The SQLite
/// implementation searches with FTS5; a PostgreSQL one would use `tsvector` behind the same calls.
///
/// ```swift
/// try await store.createChat(Chat(userID: ada.id, model: "local/smollm2-135m"))
/// try await store.appendChatMessage(ChatMessageRecord(chatID: chat.id, userID: ada.id, role: .user, content: "hi"))
/// let found = try await store.chats(userID: ada.id, filter: ChatFilter(query: "hi"), limit: 20, cursor: nil)
/// ```
public protocol ChatStore: Sendable {
  /// Throws `VisorError` `.notFound` for an unknown user.
  func createChat(_ chat: Chat) async throws
  /// Nil when missing or owned by another user.
  func chat(id: UUID, userID: UUID) async throws -> Chat?
  /// Newest-updated first (keyset cursor over `updatedAt`). An invalid cursor throws `VisorError`
  /// `.invalidCursor`.
  func chats(userID: UUID, filter: ChatFilter, limit: Int, cursor: String?) async throws -> Page<ChatListItem>
  /// Applies `changes` and bumps `updatedAt` to `at`; nil when the chat is not the user's.
  func updateChat(id: UUID, userID: UUID, changes: ChatChanges, at: Date) async throws -> Chat?
  /// Sets the title only while the chat has none (an automatic title never overwrites the user's).
  /// True when it was set.
  func setAutomaticChatTitle(id: UUID, userID: UUID, title: String) async throws -> Bool
  /// Deletes the chat and its messages; returns the blob keys its messages referenced (so the caller
  /// deletes them), or nil when the chat is not the user's.
  func deleteChat(id: UUID, userID: UUID) async throws -> [String]?
  /// Appends a message, updating the chat's count, preview and `updatedAt`. Throws `VisorError` `.notFound`
  /// when the chat is not the message's user's.
  func appendChatMessage(_ message: ChatMessageRecord) async throws
  /// Oldest first; empty when the chat is not the user's.
  func chatMessages(chatID: UUID, userID: UUID) async throws -> [ChatMessageRecord]
  /// One message, nil when missing or another user's.
  func chatMessage(id: UUID, userID: UUID) async throws -> ChatMessageRecord?
}
