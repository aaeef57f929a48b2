import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorStore

/// `/api/v1/chats`: chats with streamed replies, favourites, rename, delete and full-text search.
struct ChatRoutes {
  let chats: ChatService
  /// Chat search: full text, then by meaning.
  let meaning: MeaningSearch
  /// Logs a reply that fails after its stream started.
  let logger: Logger

  func register(on routes: RouteTable) {
    routes.respond(Endpoints.createChat) { ctx in
      let request = ctx.request
      let user = ctx.user
      let body =
        request.body.isEmpty
        ? ChatCreateRequest()
        : try request.decodeJSON(ChatCreateRequest.self, allowedFields: ChatCreateRequest.fields)
      let chat = try await chats.createChat(user: user, title: body.title, model: body.model)
      return try .json(ChatResponse(chat), status: 201)
    }

    routes.answer(Endpoints.listChats) { ctx in
      let filter = ChatFilter(query: ctx.query(.search), favoritesOnly: try ctx.flag(.favorite))
      // Full-text hits, then hits by meaning (decision 042).
      let page = try await meaning.chats(
        userID: ctx.user.id, filter: filter, limit: try ctx.integer(.limit), cursor: ctx.query(.cursor))
      return ListResponse(
        items: page.items.map { found in
          var response = ChatResponse(found.item.chat, snippet: found.item.snippet)
          response.match = found.match?.rawValue
          return response
        }, nextCursor: page.nextCursor)
    }

    routes.answer(Endpoints.chat) { ctx in
      let (chat, messages) = try await chats.chatWithMessages(id: try ctx.id(what: .chat), user: ctx.user)
      return ChatDetailResponse(chat: ChatResponse(chat), messages: messages.map(ChatMessageResponse.init))
    }

    routes.answer(Endpoints.updateChat) { ctx, patch in
      let user = ctx.user
      let id = try ctx.id(what: .chat)
      var title: String??
      switch patch.title {
      case .absent: title = nil
      case .null: title = .some(nil)
      case .value(let value): title = .some(value)
      }
      var favorite: Bool?
      switch patch.favorite {
      case .absent: break
      case .null:
        throw VisorError(.invalidField, Message("error.field.trueOrFalse", ["field": .text("favorite")]))
      case .value(let value): favorite = value
      }
      var model: String?
      switch patch.model {
      case .absent: break
      case .null:
        throw VisorError(.invalidField, Message("error.chat.modelField"))
      case .value(let value): model = value
      }
      let chat = try await chats.update(chat: id, user: user, title: title, favorite: favorite, model: model)
      return ChatResponse(chat)
    }

    routes.answer(Endpoints.deleteChat) { ctx in
      try await chats.delete(chat: try ctx.id(what: .chat), user: ctx.user)
      return NoBody()
    }

    routes.respond(Endpoints.chatMessageImage) { ctx in
      let request = ctx.request
      let data = try await chats.image(
        message: try parseID(request.parameters["messageId"], what: .message),
        chat: try parseID(request.parameters["id"], what: .chat), user: ctx.user)
      var response = HTTPResponse.data(data, contentType: "image/jpeg")
      response.headers["Cache-Control"] = "private, max-age=86400"
      return response
    }

    routes.respond(Endpoints.sendChatMessage) { ctx in
      let request = ctx.request
      let user = ctx.user
      let (content, image) = try Self.messageInput(request)
      let chat = try await chats.chat(id: try parseID(request.parameters["id"], what: .chat), user: user)
      // Every check (empty, too long, an image the model cannot see, the context) is done here,
      // before the response starts, so streamed and JSON requests are refused alike.
      let turn = try await chats.prepare(chat: chat, user: user, content: content, image: image)
      guard RouteTable.wantsEvents(request) else {
        guard case .done(let reply, _, _) = try await chats.reply(turn, sink: { _ in }) else {
          throw CancellationError()
        }
        return try .json(
          ChatReplyResponse(message: ChatMessageResponse(turn.message), reply: ChatMessageResponse(reply)))
      }
      return EventStreams.response(
        frame: { Self.frame($0, turn: turn) }, failure: { Self.failureFrame($0, logger: logger) }
      ) { sink in try await chats.reply(turn, sink: sink) }
    }
  }

  /// The SSE frame of a reply event: `text` {delta}, then `done` {id, messageId, userMessageId,
  /// title, timings}.
  static func frame(_ event: ChatService.ReplyEvent, turn: ChatService.Turn) -> ServerSentEvent {
    switch event {
    case .text(let delta):
      EventStreams.json("text", ["delta": delta])
    case .done(let reply, let title, let timings):
      EventStreams.json(
        "done",
        ChatDoneEvent(
          id: reply.id.wire, userMessageId: turn.message.id.wire, title: title,
          timings: TimingsResponse(timings)))
    }
  }

  /// `error` {code, message} for a reply that failed part-way (logged unless the error says why).
  static func failureFrame(_ error: any Error, logger: Logger) -> ServerSentEvent {
    guard let error = error as? any HTTPStatusError else {
      logger.error("chat reply failed", ["error": "\(error)"])
      return EventStreams.json(
        "error", ["code": "internal_error", "message": "The reply failed part-way; send the message again."])
    }
    return EventStreams.json("error", ["code": error.code.name, "message": error.message])
  }

  /// `content` and an optional image from JSON (`imageBase64`) or multipart (`content`, `image`).
  static func messageInput(_ request: HTTPRequest) throws -> (String, Data?) {
    let type = (request.headers["Content-Type"] ?? "").lowercased()
    if type.hasPrefix("multipart/") {
      let parts = try request.form(Endpoints.sendChatMessage.declaration).parts
      guard let text = parts.first(where: { $0.name == "content" }) else {
        throw VisorError(.missingField, Message("error.chat.contentMissing"))
      }
      var image: Data?
      if let part = parts.first(where: { $0.name == "image" }) {
        guard !part.data.isEmpty else {
          throw VisorError(.imageUnreadable, Message("error.image.emptyField"))
        }
        image = part.data
      }
      return (String(decoding: text.data, as: UTF8.self), image)
    }
    let body = try request.decodeJSON(ChatMessageRequest.self, allowedFields: ChatMessageRequest.fields)
    return (body.content, try body.imageBase64.map { try ImageInput.decodeBase64($0, field: "imageBase64") })
  }

  static func flag(_ text: String?, name: String) throws -> Bool {
    switch text?.lowercased() {
    case nil, "", "false", "0": return false
    case "true", "1": return true
    default:
      throw VisorError(.invalidParameter, Message("error.query.trueOrFalse", ["name": .text(name)]))
    }
  }

}

extension ChatResponse {
  init(_ chat: Chat, snippet: String? = nil) {
    self.init(
      id: chat.id.wire, title: chat.title, model: chat.model, favorite: chat.favorite,
      createdAt: chat.createdAt,
      updatedAt: chat.updatedAt, messageCount: chat.messageCount, lastMessagePreview: chat.lastMessagePreview,
      snippet: snippet)
  }
}

extension ChatMessageResponse {
  init(_ message: ChatMessageRecord) {
    self.init(
      id: message.id.wire, role: message.role.rawValue, content: message.content, model: message.model,
      imageUrl: message.imageKey == nil
        ? nil : Endpoints.chatMessageImage.link(message.chatID.wire, message.id.wire),
      createdAt: message.createdAt)
  }
}
