import Foundation

/// `POST /api/v1/chats`: both fields optional (the model defaults to the registry's chat default).
public struct ChatCreateRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["title", "model"]
  public var title: String?
  public var model: String?
  public init(title: String? = nil, model: String? = nil) {
    self.title = title
    self.model = model
  }
}

/// `PATCH /api/v1/chats/{id}`: absent fields stay; `"title": null` clears the title.
public struct ChatPatchRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["title", "favorite", "model"]
  public var title: Patch<String>
  public var favorite: Patch<Bool>
  public var model: Patch<String>

  enum CodingKeys: String, CodingKey { case title, favorite, model }

  public init(title: Patch<String> = .absent, favorite: Patch<Bool> = .absent, model: Patch<String> = .absent)
  {
    self.title = title
    self.favorite = favorite
    self.model = model
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    title = try c.decodePatch(String.self, forKey: .title)
    favorite = try c.decodePatch(Bool.self, forKey: .favorite)
    model = try c.decodePatch(String.self, forKey: .model)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encodePatch(title, forKey: .title)
    try c.encodePatch(favorite, forKey: .favorite)
    try c.encodePatch(model, forKey: .model)
  }
}

/// A chat in lists and after create/patch.
public struct ChatResponse: Codable, Sendable, Equatable {
  public var id: String
  /// Null until named (by the user or automatically after the first exchange).
  @Nullable public var title: String?
  public var model: String
  public var favorite: Bool
  public var createdAt: Date
  public var updatedAt: Date
  public var messageCount: Int
  @Nullable public var lastMessagePreview: String?
  /// In search results (`?q=`): a few words around the first matching message; otherwise null.
  @Nullable public var snippet: String?
  /// In search results (`?q=`): `words` (its title or a message has the words) or `meaning` (close
  /// in meaning, in any language; after every `words` hit); otherwise null.
  @Nullable public var match: String?

  public init(
    id: String, title: String?, model: String, favorite: Bool, createdAt: Date, updatedAt: Date,
    messageCount: Int, lastMessagePreview: String?, snippet: String? = nil, match: String? = nil
  ) {
    self.match = match
    self.id = id
    self.title = title
    self.model = model
    self.favorite = favorite
    self.createdAt = createdAt
    self.updatedAt = updatedAt
    self.messageCount = messageCount
    self.lastMessagePreview = lastMessagePreview
    self.snippet = snippet
  }
}

/// One message of a chat.
public struct ChatMessageResponse: Codable, Sendable, Equatable {
  public var id: String
  /// `user` or `assistant`.
  public var role: String
  public var content: String
  /// The model that wrote an assistant message; null for the user's.
  @Nullable public var model: String?
  /// Relative URL of an attached image, or null.
  @Nullable public var imageUrl: String?
  public var createdAt: Date

  public init(id: String, role: String, content: String, model: String?, imageUrl: String?, createdAt: Date) {
    self.id = id
    self.role = role
    self.content = content
    self.model = model
    self.imageUrl = imageUrl
    self.createdAt = createdAt
  }
}

/// `GET /api/v1/chats/{id}`: the chat with its messages, oldest first.
public struct ChatDetailResponse: Codable, Sendable, Equatable {
  public var id: String
  @Nullable public var title: String?
  public var model: String
  public var favorite: Bool
  public var createdAt: Date
  public var updatedAt: Date
  public var messageCount: Int
  @Nullable public var lastMessagePreview: String?
  public var messages: [ChatMessageResponse]

  public init(chat: ChatResponse, messages: [ChatMessageResponse]) {
    id = chat.id
    title = chat.title
    model = chat.model
    favorite = chat.favorite
    createdAt = chat.createdAt
    updatedAt = chat.updatedAt
    messageCount = chat.messageCount
    lastMessagePreview = chat.lastMessagePreview
    self.messages = messages
  }
}

/// `POST /api/v1/chats/{id}/messages` as JSON (multipart uses fields `content` and `image`).
public struct ChatMessageRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["content", "imageBase64"]
  public var content: String
  public var imageBase64: String?
  public init(content: String, imageBase64: String? = nil) {
    self.content = content
    self.imageBase64 = imageBase64
  }
}

/// The non-streaming answer of `POST /api/v1/chats/{id}/messages`.
public struct ChatReplyResponse: Codable, Sendable, Equatable {
  /// The user's message as saved.
  public var message: ChatMessageResponse
  /// The assistant's reply.
  public var reply: ChatMessageResponse
  public init(message: ChatMessageResponse, reply: ChatMessageResponse) {
    self.message = message
    self.reply = reply
  }
}

/// The `done` event of a streamed chat reply.
public struct ChatDoneEvent: Codable, Sendable, Equatable {
  /// The assistant message's id (same as `messageId`, like the analyze endpoint's `done`).
  public var id: String
  public var messageId: String
  /// The user's message id.
  public var userMessageId: String
  @Nullable public var title: String?
  public var timings: TimingsResponse
  public init(id: String, userMessageId: String, title: String?, timings: TimingsResponse) {
    self.id = id
    self.messageId = id
    self.userMessageId = userMessageId
    self.title = title
    self.timings = timings
  }
}

/// `POST /api/v1/images/generate`.
public struct ImageGenerateRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["prompt", "size"]
  public var prompt: String
  public var size: String?
  public init(prompt: String, size: String? = nil) {
    self.prompt = prompt
    self.size = size
  }
}

/// `PATCH /api/v1/images/{id}`.
public struct ImagePatchRequest: Codable, Sendable, Equatable, JSONRequestBody {
  public static let fields: Set<String> = ["favorite"]
  public var favorite: Bool
  public init(favorite: Bool) { self.favorite = favorite }
}

/// A generated image in the gallery.
public struct GalleryImageResponse: Codable, Sendable, Equatable {
  public var id: String
  public var prompt: String
  public var size: String
  public var model: String
  public var mimeType: String
  public var favorite: Bool
  /// Relative URL of the image bytes.
  public var contentUrl: String
  public var createdAt: Date
  public init(
    id: String, prompt: String, size: String, model: String, mimeType: String, favorite: Bool,
    contentUrl: String, createdAt: Date
  ) {
    self.id = id
    self.prompt = prompt
    self.size = size
    self.model = model
    self.mimeType = mimeType
    self.favorite = favorite
    self.contentUrl = contentUrl
    self.createdAt = createdAt
  }
}
