import Foundation
import Observation
import VisorAPI

/// The chat list: search across every message, favourites, rename, delete, new chat.
@Observable
@MainActor
public final class ChatListModel {
  /// The chats, most recently active first.
  public private(set) var chats: [ChatResponse] = []
  /// Words to search for; ``load()`` applies it.
  public var searchText = ""
  /// Only favourites.
  public var favoritesOnly = false
  /// True while ``load()`` runs.
  public private(set) var isLoading = false
  /// A sentence for the user when something failed; set to nil to dismiss.
  public var errorMessage: String?

  private let client: VisorClient

  /// A list over `client`'s account.
  public init(client: VisorClient) { self.client = client }

  /// Loads the chats matching ``searchText`` and ``favoritesOnly``.
  public func load() async {
    isLoading = true
    defer { isLoading = false }
    let query = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
    do {
      chats = try await client.chats(matching: query.isEmpty ? nil : query, favoritesOnly: favoritesOnly)
        .items
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Starts a new chat with `model` (nil: the server's default) and puts it first.
  public func newChat(model: String? = nil) async -> ChatResponse? {
    do {
      let chat = try await client.createChat(model: model)
      chats.insert(chat, at: 0)
      return chat
    } catch {
      errorMessage = userMessage(for: error)
      return nil
    }
  }

  /// Marks a chat a favourite, or not.
  public func toggleFavorite(_ chat: ChatResponse) async {
    await update(chat, ChatPatchRequest(favorite: .value(!chat.favorite)))
  }

  /// Renames a chat; an empty name clears the title.
  public func rename(_ chat: ChatResponse, to title: String) async {
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    await update(chat, ChatPatchRequest(title: trimmed.isEmpty ? .null : .value(trimmed)))
  }

  /// Deletes a chat.
  public func delete(_ chat: ChatResponse) async {
    do {
      try await client.deleteChat(id: chat.id)
      chats.removeAll { $0.id == chat.id }
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  private func update(_ chat: ChatResponse, _ patch: ChatPatchRequest) async {
    do {
      let updated = try await client.updateChat(id: chat.id, patch)
      if let index = chats.firstIndex(where: { $0.id == chat.id }) { chats[index] = updated }
    } catch {
      errorMessage = userMessage(for: error)
    }
  }
}

/// One conversation: its messages, the model choice, and the reply streaming in.
///
/// ```swift
/// let conversation = ConversationModel(client: client, chatID: chat.id)
/// await conversation.load()
/// conversation.draft = "What is a good name for a red car?"
/// await conversation.send()   // conversation.streamingReply fills in as it arrives
/// ```
@Observable
@MainActor
public final class ConversationModel {
  /// The chat's id.
  public let chatID: String
  /// The chat's title (nil until named).
  public private(set) var title: String?
  /// The messages, oldest first.
  public private(set) var messages: [ChatMessageResponse] = []
  /// The chat's model; ``choose(model:)`` changes it.
  public private(set) var model: String?
  /// Chat models the user can choose from (``loadModels()``).
  public private(set) var availableModels: [String] = []
  /// What the user is typing.
  public var draft = ""
  /// A photo to send with the next message.
  public var attachment: Photo?
  /// The reply so far while it streams; nil otherwise.
  public private(set) var streamingReply: String?
  /// A sentence for the user when something failed; set to nil to dismiss.
  public var errorMessage: String?
  /// True while a reply streams.
  public var isSending: Bool { streamingReply != nil }
  /// False for an empty draft or while a reply streams.
  public var canSend: Bool {
    !isSending && !draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }

  private let client: VisorClient
  private var sending: Task<Void, Never>?

  /// A conversation for the chat `chatID`.
  public init(client: VisorClient, chatID: String) {
    self.client = client
    self.chatID = chatID
  }

  /// Loads the chat: title, model and messages.
  public func load() async {
    do {
      let chat = try await client.chat(id: chatID)
      title = chat.title
      model = chat.model
      messages = chat.messages
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// The server's chat models (`GET /api/v1/models`, capability `chat`).
  public func loadModels() async {
    do {
      availableModels = try await client.models().filter { $0.capabilities.contains("chat") }.map(\.id)
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Switches the chat to another model (one of ``availableModels``).
  public func choose(model: String) async {
    do {
      self.model = try await client.updateChat(id: chatID, ChatPatchRequest(model: .value(model))).model
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Sends ``draft`` (and ``attachment``) and streams the reply into ``streamingReply``; the
  /// exchange joins ``messages`` when done. Nothing happens for an empty draft.
  public func send() async {
    guard canSend else { return }
    let content = draft.trimmingCharacters(in: .whitespacesAndNewlines)
    let photo = attachment
    draft = ""
    attachment = nil
    errorMessage = nil
    streamingReply = ""
    let task = Task { await stream(content, photo) }
    sending = task
    await task.value
  }

  /// Stops the reply on its way (the server stops writing it).
  public func stopTapped() { sending?.cancel() }

  private func stream(_ content: String, _ photo: Photo?) async {
    defer {
      streamingReply = nil
      sending = nil
    }
    do {
      for try await event in client.sendMessageStream(content, photo: photo, toChat: chatID) {
        switch event {
        case .text(let delta): streamingReply? += delta
        case .done(let done):
          if let title = done.title { self.title = title }
        }
      }
      messages = try await client.chat(id: chatID).messages
    } catch {
      errorMessage = userMessage(for: error)
      if let messages = try? await client.chat(id: chatID).messages { self.messages = messages }
    }
  }
}
