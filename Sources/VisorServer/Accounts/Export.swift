import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorStore

extension Features {
  /// Everything Visor holds about a user.
  func export(user: User) async throws -> ExportResponse {
    var analyses: [AnalysisResponse] = []
    var cursor: String?
    repeat {
      let page = try await store.analyses(userID: user.id, query: nil, limit: 200, cursor: cursor)
      analyses += page.items.map(AnalysisResponse.init)
      cursor = page.nextCursor
    } while cursor != nil
    let events = try await store.events(userID: user.id).map {
      ExportedEvent(name: $0.name, properties: $0.properties, source: $0.source, createdAt: $0.createdAt)
    }
    var records: [RecordResponse] = []
    cursor = nil
    repeat {
      let page = try await recognition.records(
        user: user, recognizer: nil, query: nil, limit: 200, cursor: cursor)
      records += page.items
      cursor = page.nextCursor
    } while cursor != nil
    return ExportResponse(
      exportedAt: Date(), user: UserResponse(user),
      tokens: try await accounts.tokens(userID: user.id).map(TokenResponse.init),
      analyses: analyses, events: events, chats: try await exportChats(user: user),
      images: try await exportImages(user: user), records: records)
  }
}

extension Features {
  /// Every chat of the user with its messages, for `GET /api/v1/me/export`.
  func exportChats(user: User) async throws -> [ChatDetailResponse] {
    var out: [ChatDetailResponse] = []
    var cursor: String?
    repeat {
      let page = try await store.chats(userID: user.id, filter: ChatFilter(), limit: 200, cursor: cursor)
      for item in page.items {
        let messages = try await store.chatMessages(chatID: item.chat.id, userID: user.id)
        out.append(
          ChatDetailResponse(chat: ChatResponse(item.chat), messages: messages.map(ChatMessageResponse.init)))
      }
      cursor = page.nextCursor
    } while cursor != nil
    return out
  }

  /// The user's generated-image gallery, for `GET /api/v1/me/export`.
  func exportImages(user: User) async throws -> [GalleryImageResponse] {
    var out: [GalleryImageResponse] = []
    var cursor: String?
    repeat {
      let page = try await store.galleryImages(
        userID: user.id, favoritesOnly: false, limit: 200, cursor: cursor)
      out += page.items.map(GalleryImageResponse.init)
      cursor = page.nextCursor
    } while cursor != nil
    return out
  }
}
