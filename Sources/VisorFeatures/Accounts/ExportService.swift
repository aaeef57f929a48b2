import Foundation
import VisorCore
import VisorStore

/// Everything Visor holds about one user, gathered for `GET /api/v1/me/export`. Meaning search's
/// vectors are left out: they are derived from the analyses' and chats' text, which is here, and are
/// rebuilt from it (decision 042).
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
  let blobs: any BlobStore
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

// MARK: The archive with the photos (issue 23 item 5)

/// The URL the export's JSON names each photo and recording by. VisorFeatures does not know the
/// endpoint catalogue (VisorAPI), so the server passes its links in (`ExportLinks.catalogue`, built
/// by `Endpoint.link`): the archive's paths are the JSON's URLs by construction.
public struct ExportLinks: Sendable {
  public var analysisImage: @Sendable (_ analysis: UUID) -> String
  public var chatMessageImage: @Sendable (_ chat: UUID, _ message: UUID) -> String
  public var imageContent: @Sendable (_ image: UUID) -> String
  public var recordImage: @Sendable (_ record: UUID) -> String
  public var knownPhoto: @Sendable (_ kind: KnownKind, _ item: UUID, _ photo: UUID) -> String
  public var helpAnswerAudio: @Sendable (_ request: UUID) -> String

  public init(
    analysisImage: @escaping @Sendable (UUID) -> String,
    chatMessageImage: @escaping @Sendable (UUID, UUID) -> String,
    imageContent: @escaping @Sendable (UUID) -> String, recordImage: @escaping @Sendable (UUID) -> String,
    knownPhoto: @escaping @Sendable (KnownKind, UUID, UUID) -> String,
    helpAnswerAudio: @escaping @Sendable (UUID) -> String
  ) {
    self.analysisImage = analysisImage
    self.chatMessageImage = chatMessageImage
    self.imageContent = imageContent
    self.recordImage = recordImage
    self.knownPhoto = knownPhoto
    self.helpAnswerAudio = helpAnswerAudio
  }
}

/// One file of an export archive beside `export.json`: where it is in the archive, the URL the
/// export's JSON names it by, and its blob key.
public struct ExportFile: Sendable, Equatable {
  public var path: String
  public var url: String
  public var key: String
}

extension ExportService {
  /// Every photo and recording the export's JSON names by URL (`links`), each once: a URL
  /// `/api/v1/X` is the file `X` plus its extension (`/api/v1/analyses/ID/image` →
  /// `analyses/ID/image.jpg`). Others' photos a helper answered about stay theirs and are not included.
  public static func files(_ export: AccountExport, links: ExportLinks) -> [ExportFile] {
    var files: [ExportFile] = []
    var seen = Set<String>()
    func add(_ url: String, _ key: String, _ ext: String) {
      let relative =
        url.hasPrefix("/api/v1/") ? url.dropFirst("/api/v1/".count) : url.drop(while: { $0 == "/" })
      let path = String(relative) + "." + ext
      if seen.insert(path).inserted { files.append(ExportFile(path: path, url: url, key: key)) }
    }
    for analysis in export.analyses {
      add(links.analysisImage(analysis.id), analysis.imageKey, "jpg")
    }
    for (chat, messages) in export.chats {
      for message in messages {
        guard let key = message.imageKey else { continue }
        add(links.chatMessageImage(chat.id, message.id), key, "jpg")
      }
    }
    for image in export.images {
      let ext =
        switch image.mimeType {
        case "image/png": "png"
        case "image/webp": "webp"
        default: "jpg"
        }
      add(links.imageContent(image.id), image.imageKey, ext)
    }
    for record in export.records {
      add(links.recordImage(record.id), record.imageKey, "jpg")
    }
    for item in export.known {
      for photo in item.photos {
        add(links.knownPhoto(item.kind, item.id, photo.id), photo.imageKey, "jpg")
      }
    }
    for request in export.helpRequests {
      guard let key = request.answerAudioKey else { continue }
      add(links.helpAnswerAudio(request.id), key, "mp3")
    }
    return files
  }

  /// ``archive(json:files:blobs:date:)`` over this Visor's photo store.
  public func archive(json: Data, files: [ExportFile]) -> AsyncThrowingStream<Data, Error> {
    Self.archive(json: json, files: files, blobs: blobs)
  }

  /// The export as a ZIP archive, streamed: `export.json` first, then each file of
  /// ``files(_:)`` read from `blobs` one at a time (memory stays at one photo), then the directory.
  /// A file missing from the photo store is left out and listed in `missing.txt`.
  public static func archive(json: Data, files: [ExportFile], blobs: any BlobStore, date: Date = Date())
    -> AsyncThrowingStream<Data, Error>
  {
    let producer = ArchiveProducer(json: json, files: files, blobs: blobs, date: date)
    return AsyncThrowingStream { try await producer.next() }
  }
}

/// Produces an archive's bytes on demand (the response pulls the next piece when it has sent the last).
private actor ArchiveProducer {
  private var zip: ZipWriter
  private let json: Data
  private let files: [ExportFile]
  private let blobs: any BlobStore
  private var index = -1
  private var missing: [String] = []
  private var done = false

  init(json: Data, files: [ExportFile], blobs: any BlobStore, date: Date) {
    zip = ZipWriter(date: date)
    self.json = json
    self.files = files
    self.blobs = blobs
  }

  func next() async throws -> Data? {
    if done { return nil }
    if index < 0 {
      index = 0
      return zip.entry("export.json", json)
    }
    while index < files.count {
      let file = files[index]
      index += 1
      if let data = try await blobs.get(file.key) {
        return zip.entry(file.path, data)
      }
      missing.append(file.path)
    }
    done = true
    var tail = Data()
    if !missing.isEmpty {
      let text =
        "These files were missing from the photo store when the export was made:\n"
        + missing.joined(separator: "\n") + "\n"
      tail += zip.entry("missing.txt", Data(text.utf8))
    }
    return tail + zip.finish()
  }
}
