import Foundation
import VisorCore
import VisorStore

/// Chats (AskAI): creating them, checking messages, fitting the conversation into the model's context,
/// streaming the reply and saving it. Used by the HTTP routes and by `visor chat`.
///
/// Saving rule: the user's message is saved once it passed every check (before the model runs); the
/// assistant's reply is saved only when the model finished it. A client that goes away mid-stream
/// cancels generation and nothing half-written is stored.
///
/// ```swift
/// let chats = features.chats
/// let chat = try await chats.createChat(user: ada, title: nil, model: nil)
/// let turn = try await chats.prepare(chat: chat, user: ada, content: "Hi!", image: nil)
/// try await chats.reply(turn) { event in if case .text(let delta) = event { print(delta, terminator: "") } }
/// ```
public struct ChatService: Sendable {
  let models: ModelRegistry
  let store: any Store
  let blobs: any BlobStore
  let photos: PhotoWork
  let logger: Logger
  let outbox: OutboxProcessor
  /// Indexes each message and title for search by meaning (in the background).
  let meaning: MeaningSearch?

  /// The longest message accepted, in characters.
  public static let maxMessageLength = 8000
  public static let maxTitleLength = 200
  /// The system note sent first in every conversation.
  public static let systemNote =
    "You are Visor, a helpful assistant. Answer clearly and briefly; say so when you do not know."

  package init(
    models: ModelRegistry, store: any Store, blobs: any BlobStore, photos: PhotoWork, logger: Logger,
    outbox: OutboxProcessor, meaning: MeaningSearch? = nil
  ) {
    self.meaning = meaning
    self.outbox = outbox
    self.models = models
    self.store = store
    self.blobs = blobs
    self.photos = photos
    self.logger = logger
  }

  // MARK: Models

  static func canChat(_ entry: ModelRegistry.Entry) -> Bool {
    let c = entry.descriptor.capabilities
    return c.contains(.chat) || c.contains(.vision) || c.contains(.scene)
  }

  static func canSee(_ entry: ModelRegistry.Entry) -> Bool {
    let c = entry.descriptor.capabilities
    return c.contains(.vision) || c.contains(.scene)
  }

  /// The registered model a chat may use: `id`, or the registry's chat default.
  public func model(_ id: String?) throws -> ModelRegistry.Entry {
    let usable = models.all.filter { Self.canChat($0) && $0.available && $0.chat != nil }
    guard let id else {
      guard let entry = models.defaultEntry(for: .chat), entry.chat != nil else {
        throw VisorError(.notConfigured, ModelRegistry.howToConfigureMessage(.chat))
      }
      return entry
    }
    let names: MessageArgument =
      usable.isEmpty
      ? .message(Message("error.chat.noneAvailable"))
      : .text(usable.map(\.descriptor.id).joined(separator: ", "))
    guard let entry = models.entry(id: id), Self.canChat(entry) else {
      throw VisorError(
        .unknownModel,
        Message("error.chat.unknownModel", ["id": .text(id), "names": names]))
    }
    guard entry.available, entry.chat != nil else {
      throw VisorError(
        .modelUnavailable,
        Message(
          "error.chat.modelUnavailable",
          [
            "id": .text(id), "names": names,
            "note": entry.descriptor.noteMessage.map { .message($0) } ?? entry.descriptor.note.map {
              .text($0)
            }
              ?? .message(Message("error.model.notInstalled")),
          ])
      )
    }
    return entry
  }

  // MARK: Chats

  static func cleanTitle(_ title: String?) throws -> String? {
    guard let title else { return nil }
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.count <= maxTitleLength else {
      throw VisorError(
        .invalidField, Message("error.chat.titleTooLong", ["limit": .number(maxTitleLength)]))
    }
    return trimmed.isEmpty ? nil : trimmed
  }

  public func createChat(user: User, title: String?, model id: String?) async throws -> Chat {
    let entry = try model(id)
    let chat = Chat(
      userID: user.id, title: try Self.cleanTitle(title), model: entry.descriptor.id, createdAt: .storedNow)
    try await store.createChat(chat)
    meaning?.nudge()
    return chat
  }

  /// The user's chat, or 404.
  public func chat(id: UUID, user: User) async throws -> Chat {
    guard let chat = try await store.chat(id: id, userID: user.id) else {
      throw VisorError(.notFound, Message("error.chat.notFound"))
    }
    return chat
  }

  /// The user's chat with its messages, oldest first; `not_found` for a chat that is not theirs.
  public func chatWithMessages(id: UUID, user: User) async throws -> (
    chat: Chat, messages: [ChatMessageRecord]
  ) {
    let chat = try await chat(id: id, user: user)
    return (chat, try await store.chatMessages(chatID: chat.id, userID: user.id))
  }

  /// The JPEG a message of the user's chat carries; `not_found` for a message that is not in that
  /// chat of theirs, or has no image.
  public func image(message id: UUID, chat chatID: UUID, user: User) async throws -> Data {
    guard let message = try await store.chatMessage(id: id, userID: user.id), message.chatID == chatID,
      let key = message.imageKey, let data = try await blobs.get(key)
    else {
      throw VisorError(.notFound, Message("error.chat.noImage"))
    }
    return data
  }

  public func update(chat id: UUID, user: User, title: String??, favorite: Bool?, model: String?) async throws
    -> Chat
  {
    var changes = ChatChanges(favorite: favorite)
    if let title { changes.title = .some(try Self.cleanTitle(title)) }
    if let model { changes.model = try self.model(model).descriptor.id }
    guard let chat = try await store.updateChat(id: id, userID: user.id, changes: changes, at: .storedNow)
    else {
      throw VisorError(.notFound, Message("error.chat.notFound"))
    }
    if changes.title != nil { meaning?.nudge() }
    return chat
  }

  /// Deletes the chat, its messages and their images.
  public func delete(chat id: UUID, user: User) async throws {
    guard let keys = try await store.deleteChat(id: id, userID: user.id) else {
      throw VisorError(.notFound, Message("error.chat.notFound"))
    }
    // The store queued the images' deletion in the delete's transaction (decision 023).
    if !keys.isEmpty { await outbox.afterDelete() }
  }

  // MARK: Turns

  /// A checked user message, saved, with the context to send.
  public struct Turn: Sendable {
    public var chat: Chat
    public var user: User
    public var message: ChatMessageRecord
    public var model: ModelRegistry.Entry
    public var context: [ChatMessage]
    public var droppedMessages: Int
    public var budget: ChatContextBudget

    package init(
      chat: Chat, user: User, message: ChatMessageRecord, model: ModelRegistry.Entry, context: [ChatMessage],
      droppedMessages: Int, budget: ChatContextBudget
    ) {
      self.chat = chat
      self.user = user
      self.message = message
      self.model = model
      self.context = context
      self.droppedMessages = droppedMessages
      self.budget = budget
    }
  }

  /// What a reply stream yields.
  public enum ReplyEvent: Sendable {
    case text(String)
    /// The saved reply, the chat's title after the exchange, and timings.
    case done(reply: ChatMessageRecord, title: String?, timings: Timings)
  }

  static func imageKey(user: UUID, message: UUID) -> String {
    "chats/\(user.uuidString.lowercased())/\(message.uuidString.lowercased()).jpg"
  }

  /// Checks the message (refusing empty, too long, or an image the model cannot see), fits the
  /// conversation into the model's context, then saves the message (and its image).
  public func prepare(chat: Chat, user: User, content: String, image: Data?) async throws -> Turn {
    let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw VisorError(
        .emptyMessage, Message("error.chat.empty"))
    }
    guard content.count <= Self.maxMessageLength else {
      throw VisorError(
        .messageTooLong,
        Message(
          "error.chat.tooLong", ["count": .number(content.count), "limit": .number(Self.maxMessageLength)])
      )
    }
    let entry = try model(chat.model)
    guard let chatModel = entry.chat else {
      throw VisorError(.notConfigured, ModelRegistry.howToConfigureMessage(.chat))
    }
    let sees = Self.canSee(entry)
    if image != nil, !sees {
      let seeing = models.all.filter { Self.canSee($0) && $0.available && $0.chat != nil }.map(
        \.descriptor.id)
      throw VisorError(
        .modelCannotSee,
        seeing.isEmpty
          ? Message("error.chat.cannotSee.none", ["id": .text(entry.descriptor.id)])
          : Message(
            "error.chat.cannotSee.some",
            ["id": .text(entry.descriptor.id), "models": .text(seeing.joined(separator: ", "))]))
    }
    let jpeg = try await image.asyncMap { try await photos.ingest($0).jpeg }

    // The conversation so far plus the new message; images are placeholders until the fit is known.
    let history = try await store.chatMessages(chatID: chat.id, userID: user.id)
    let messageID = UUID()
    var records = history
    let record = ChatMessageRecord(
      id: messageID, chatID: chat.id, userID: user.id, role: .user, content: content,
      imageKey: jpeg == nil ? nil : Self.imageKey(user: user.id, message: messageID), createdAt: .storedNow)
    records.append(record)
    let placeholders = records.map { Self.chatMessage($0, image: sees && $0.imageKey != nil ? Data() : nil) }
    let budget = ChatContextBudget.of(chatModel, id: entry.descriptor.id)
    // In the person's language (issue 27).
    let system = [Self.systemNote, Language.current.answerInstruction].compactMap { $0 }.joined(
      separator: " ")
    let fitted = try ChatContext.fit(system: system, history: placeholders, budget: budget)

    // Fill in the kept images.
    var context = Array(fitted.messages.prefix(1))
    for kept in records.dropFirst(fitted.dropped) {
      var bytes: Data?
      if sees, let key = kept.imageKey {
        bytes = kept.id == messageID ? jpeg : try await blobs.get(key)
      }
      context.append(Self.chatMessage(kept, image: bytes))
    }

    if let jpeg, let key = record.imageKey { try await blobs.put(jpeg, key: key) }
    do {
      try await store.appendChatMessage(record)
    } catch {
      if let key = record.imageKey { try? await blobs.delete(key) }
      throw error
    }
    meaning?.nudge()
    return Turn(
      chat: chat, user: user, message: record, model: entry, context: context,
      droppedMessages: fitted.dropped,
      budget: budget)
  }

  static func chatMessage(_ record: ChatMessageRecord, image: Data?) -> ChatMessage {
    var parts: [ContentPart] = []
    if let image { parts.append(.image(image, mimeType: "image/jpeg")) }
    let text =
      record.content.isEmpty && record.imageKey != nil && image == nil ? "[an image]" : record.content
    if !text.isEmpty { parts.append(.text(text)) }
    return ChatMessage(role: record.role, parts: parts)
  }

  /// Streams the model's reply into `sink` (`.text` per delta, then `.done`); saves it when complete
  /// and names an untitled chat after its first exchange. Cancelling the calling task cancels the
  /// model and saves nothing.
  @discardableResult
  public func reply(_ turn: Turn, sink: @escaping @Sendable (ReplyEvent) -> Void) async throws -> ReplyEvent {
    guard let model = turn.model.chat else {
      throw VisorError(.notConfigured, ModelRegistry.howToConfigureMessage(.chat))
    }
    let clock = ContinuousClock()
    let start = clock.now
    var firstToken: Duration?
    var text = ""
    let options = ChatOptions(maxTokens: turn.budget.replyTokens)
    for try await delta in model.stream(turn.context, options: options) {
      try Task.checkCancellation()
      if delta.isEmpty { continue }
      if firstToken == nil { firstToken = clock.now - start }
      text += delta
      sink(.text(delta))
    }
    try Task.checkCancellation()
    let reply = ChatMessageRecord(
      chatID: turn.chat.id, userID: turn.user.id, role: .assistant,
      content: text.trimmingCharacters(in: .whitespacesAndNewlines), model: turn.model.descriptor.id,
      createdAt: .storedNow)
    try await store.appendChatMessage(reply)
    var title = turn.chat.title
    if title == nil {
      let first = try await store.chatMessages(chatID: turn.chat.id, userID: turn.user.id)
        .first { $0.role == .user }
      if let automatic = ChatTitle.automatic(from: first?.content ?? turn.message.content),
        try await store.setAutomaticChatTitle(id: turn.chat.id, userID: turn.user.id, title: automatic)
      {
        title = automatic
      } else {
        title = try await store.chat(id: turn.chat.id, userID: turn.user.id)?.title
      }
    }
    let timings = Timings(
      firstTokenMs: firstToken.map(Self.milliseconds), totalMs: Self.milliseconds(clock.now - start))
    meaning?.nudge()
    let done = ReplyEvent.done(reply: reply, title: title, timings: timings)
    sink(done)
    return done
  }

  /// ``reply(_:sink:)`` as a stream, for callers that iterate (`visor chat`); ending the iteration
  /// early cancels the model and saves nothing.
  public func reply(_ turn: Turn) -> AsyncThrowingStream<ReplyEvent, Error> {
    let (stream, continuation) = AsyncThrowingStream<ReplyEvent, Error>.makeStream()
    let task = Task {
      do {
        try await reply(turn) { continuation.yield($0) }
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }

  // MARK: Conversations the caller keeps (OpenAI's chat completions)

  /// A photo in a message, made ready as every chat's photo is: turned upright, bounded in size, JPEG.
  public func ingestImage(_ data: Data) async throws -> Data { try await photos.ingest(data).jpeg }

  /// The reply of `entry`'s model to a conversation the caller keeps (`messages` as sent, images
  /// already through ``ingestImage(_:)``), streamed and saved nowhere. `not_configured` when the
  /// model cannot chat here.
  public func complete(_ messages: [ChatMessage], with entry: ModelRegistry.Entry, options: ChatOptions)
    throws
    -> AsyncThrowingStream<String, Error>
  {
    guard let model = entry.chat else {
      throw VisorError(.notConfigured, Message("error.model.cannotChat", ["id": .text(entry.descriptor.id)]))
    }
    return model.stream(messages, options: options)
  }

  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
  }
}

extension Date {
  /// Now, to the millisecond the stores keep, so a record answered at creation equals it read back.
  package static var storedNow: Date {
    Date(timeIntervalSince1970: (Date().timeIntervalSince1970 * 1000).rounded() / 1000)
  }
}

extension Optional {
  fileprivate func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async throws -> T? {
    guard let self else { return nil }
    return try await transform(self)
  }
}
