import Foundation
import VisorAPI
import VisorCore

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
      let page = try await self.records(user: user, recognizer: nil, query: nil, limit: 200, cursor: cursor)
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
