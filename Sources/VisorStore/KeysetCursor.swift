import Foundation
import VisorCore

/// The position after the last item of a newest-first page: `(createdAt, id)`, encoded as opaque
/// base64url. Shared by every list (analyses, chats, images …) and every store implementation.
///
/// ```swift
/// let after = try KeysetCursor.decode(cursorFromClient)   // nil for the first page
/// … WHERE (created_at, id) < (after.milliseconds, after.id) ORDER BY created_at DESC, id DESC
/// ```
public struct KeysetCursor: Sendable, Equatable {
  /// Unix milliseconds of the last item's `createdAt`.
  public var milliseconds: Int64
  public var id: UUID

  public init(milliseconds: Int64, id: UUID) {
    self.milliseconds = milliseconds
    self.id = id
  }

  public init(createdAt: Date, id: UUID) {
    self.init(milliseconds: Int64((createdAt.timeIntervalSince1970 * 1000).rounded()), id: id)
  }

  /// The opaque string handed to clients.
  public var encoded: String {
    Data("\(milliseconds):\(id.uuidString.lowercased())".utf8).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  /// Decodes a client's cursor; nil or empty means "from the newest". Throws `VisorError`
  /// `.invalidCursor` for anything that this type did not produce.
  public static func decode(_ cursor: String?) throws -> KeysetCursor? {
    guard let cursor, !cursor.isEmpty else { return nil }
    var base64 = cursor.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard cursor.count <= 128, let data = Data(base64Encoded: base64),
      let text = String(data: data, encoding: .utf8)
    else { throw invalid }
    let parts = text.split(separator: ":", maxSplits: 1)
    guard parts.count == 2, let ms = Int64(parts[0]), let id = UUID(uuidString: String(parts[1])) else {
      throw invalid
    }
    return KeysetCursor(milliseconds: ms, id: id)
  }

  static let invalid = VisorError(
    .invalidCursor,
    Message("error.cursor.notValid")
  )
}

extension KeysetCursor {
  /// A page from up to `limit + 1` rows fetched newest first: the first `limit` of them, and the
  /// cursor of the last one kept when there was one more (both stores).
  static func page<T>(_ items: [T], limit: Int, cursor: (T) -> KeysetCursor) -> Page<T> {
    var items = items
    var next: String?
    if items.count > limit {
      items.removeLast(items.count - limit)
      if let last = items.last { next = cursor(last).encoded }
    }
    return Page(items: items, nextCursor: next)
  }
}
