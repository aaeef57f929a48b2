import Foundation
import VisorCore
import VisorStore

/// Everything Visor holds about one user, gathered for `GET /api/v1/me/export`. Meaning search's
/// vectors are left out: they are derived from the analyses' and chats' text, which is here, and are
/// rebuilt from it (decision 041).
public struct AccountExport: Sendable {
  public var user: User
  public var tokens: [APIToken]
  public var analyses: [Analysis]
  public var events: [AnalyticsEvent]
  public var chats: [(chat: Chat, messages: [ChatMessageRecord])]
  public var images: [GalleryImage]
  public var records: [RecognizedRecord]
  /// Taught faces and things, with their photos' keys and embeddings (decision 038).
  public var known: [KnownItem] = []
  /// Helpers both ways, the requests sent (with whom they went to), those answered, and calls.
  public var helperLinks: (helpers: [HelperLink], helping: [HelperLink]) = ([], [])
  public var helpRequests: [HelpRequestRecord] = []
  public var helpAnswered: [HelpRequestRecord] = []
  public var calls: [CallRecord] = []
}

/// Gathers a user's data page by page, so a large account never needs one huge query.
public struct ExportService: Sendable {
  let store: any Store
  let recognition: RecognitionService
  static let pageSize = 200

  public func export(user: User) async throws -> AccountExport {
    var export = try await exportWithoutHelpers(user: user)
    export.helperLinks = try await store.helperLinks(userID: user.id)
    export.helpRequests = try await store.helpRequests(userID: user.id, analysisID: nil)
    export.helpAnswered = try await store.helpRequestsAnswered(helperID: user.id)
    export.calls = try await store.calls(userID: user.id)
    return export
  }

  private func exportWithoutHelpers(user: User) async throws -> AccountExport {
    AccountExport(
      user: user, tokens: try await store.tokens(userID: user.id),
      analyses: try await Self.all {
        try await store.analyses(userID: user.id, query: nil, limit: Self.pageSize, cursor: $0)
      },
      events: try await store.events(userID: user.id),
      chats: try await chats(user: user),
      images: try await Self.all {
        try await store.galleryImages(userID: user.id, favoritesOnly: false, limit: Self.pageSize, cursor: $0)
      },
      records: try await Self.all {
        try await recognition.records(
          user: user, recognizer: nil, query: nil, limit: Self.pageSize, cursor: $0)
      },
      known: try await store.knownItems(userID: user.id, kind: .face)
        + store.knownItems(userID: user.id, kind: .thing))
  }

  private func chats(user: User) async throws -> [(chat: Chat, messages: [ChatMessageRecord])] {
    var out: [(chat: Chat, messages: [ChatMessageRecord])] = []
    let items = try await Self.all {
      try await store.chats(userID: user.id, filter: ChatFilter(), limit: Self.pageSize, cursor: $0)
    }
    for item in items {
      out.append((item.chat, try await store.chatMessages(chatID: item.chat.id, userID: user.id)))
    }
    return out
  }

  /// Every item of a paged listing.
  private static func all<Item>(_ page: (String?) async throws -> Page<Item>) async throws -> [Item] {
    var items: [Item] = []
    var cursor: String?
    repeat {
      let next = try await page(cursor)
      items += next.items
      cursor = next.nextCursor
    } while cursor != nil
    return items
  }
}
