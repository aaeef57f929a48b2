import Foundation
import VisorCore

// The storage roles. Implementations: SQLiteStore and FileBlobStore today; PostgreSQL and S3 later.
// No implementation type leaks into these signatures. Times are kept with millisecond precision.

/// Users, credentials and sessions.
///
/// ```swift
/// try await store.createUser(User(username: "ada"), passwordHash: hash)
/// let token = try await store.token(secretHash: sha256(secret))
/// ```
public protocol AccountStore: Sendable {
  /// Throws `VisorError` `.usernameTaken` when the username exists in any letter case.
  func createUser(_ user: User, passwordHash: String) async throws
  func user(id: UUID) async throws -> User?
  /// Case-insensitive.
  func user(username: String) async throws -> User?
  func passwordHash(userID: UUID) async throws -> String?
  /// Throws `VisorError` `.notFound` for an unknown user.
  func setPasswordHash(userID: UUID, hash: String) async throws
  /// Throws `VisorError` `.notFound` for an unknown user.
  func updateProfile(userID: UUID, profile: Profile) async throws
  /// Throws `VisorError` `.notFound` for an unknown user.
  func setAdmin(userID: UUID, isAdmin: Bool) async throws
  /// Oldest first; users created in the same millisecond in the order they were created.
  func listUsers() async throws -> [User]
  func userCount() async throws -> Int
  /// Deletes the user and every row they own; returns the blob keys those rows referenced so the
  /// caller can delete the blobs. `[]` when the user does not exist.
  func deleteUser(id: UUID) async throws -> [String]

  /// Throws `VisorError` `.notFound` for an unknown user.
  func createToken(_ token: APIToken, secretHash: Data) async throws
  /// Newest first.
  func tokens(userID: UUID) async throws -> [APIToken]
  /// The authentication hot path (an indexed lookup).
  func token(secretHash: Data) async throws -> APIToken?
  /// Records `lastUsedAt`; skipped when the token was touched less than 60 seconds earlier.
  func touchToken(id: UUID, at: Date) async throws
  /// False when no such token belongs to the user.
  func deleteToken(id: UUID, userID: UUID) async throws -> Bool

  func createSession(_ session: WebSession, secretHash: Data) async throws
  /// Nil when unknown or expired.
  func session(secretHash: Data) async throws -> WebSession?
  func deleteSession(secretHash: Data) async throws
  func deleteSessions(userID: UUID) async throws

  func createSignInCode(userID: UUID, codeHash: Data, expiresAt: Date) async throws
  /// One-time: the code is deleted by this call whatever the outcome; nil when unknown or expired.
  func consumeSignInCode(codeHash: Data, now: Date) async throws -> UUID?
  /// Deletes expired sessions and sign-in codes; returns how many rows went.
  func purgeExpired(now: Date) async throws -> Int

  /// Sign-in throttling, decided in one atomic step so parallel guesses are all counted (and, with
  /// a shared database, counted across instances). Counts the attempts recorded for `key` within
  /// `window` before `now`: below `limit`, records this one and answers nil (go ahead and verify);
  /// at the limit, records nothing and answers the whole seconds (≥ 1) until the oldest of them
  /// leaves the window. Attempts older than the window may be deleted.
  func reserveSignInAttempt(key: String, limit: Int, window: TimeInterval, now: Date) async throws -> Int?
  /// Forgets the attempts of `key` (after a successful sign-in).
  func clearSignInAttempts(key: String) async throws

  /// A number that changes after every write this process makes to the store, so a caller may keep
  /// what it read while the number stays the same (the token cache). Nil when the store cannot
  /// tell: nothing read from it may then be kept.
  var writeGeneration: UInt64? { get }
}

extension AccountStore {
  public var writeGeneration: UInt64? { nil }
}

/// Saved photo analyses (the camera's history).
public protocol AnalysisStore: Sendable {
  /// Inserts, or replaces the same user's analysis with the same id.
  func saveAnalysis(_ analysis: Analysis) async throws
  /// Nil when missing or owned by another user.
  func analysis(id: UUID, userID: UUID) async throws -> Analysis?
  /// Newest first. `query` is full-text search over prompt, transcript and message: words are
  /// matched literally (any search syntax in them is ignored) and the last word as a prefix.
  /// `cursor` is the previous page's `nextCursor`; an invalid one throws `VisorError` `.invalidCursor`.
  func analyses(userID: UUID, query: String?, limit: Int, cursor: String?) async throws -> Page<Analysis>
  /// Returns the deleted analysis (so the caller deletes its image) or nil.
  func deleteAnalysis(id: UUID, userID: UUID) async throws -> Analysis?
  /// Adds a follow-up turn to the user's analysis; `.notFound` when the analysis is not theirs or
  /// was deleted meanwhile. Deleting the analysis deletes its turns.
  func saveAnalysisTurn(_ turn: AnalysisTurn) async throws
  /// The turns of the user's analysis, oldest first (`[]` for someone else's).
  func analysisTurns(analysisID: UUID, userID: UUID) async throws -> [AnalysisTurn]
  /// Every blob key referenced by any record, for reconciliation with the blob store at start-up.
  func allImageKeys() async throws -> Set<String>
}

/// Analytics events (never content).
public protocol EventStore: Sendable {
  /// Events of users that do not exist (any more) are dropped, never an error.
  func recordEvents(_ events: [AnalyticsEvent]) async throws
  /// Counts by event name.
  func eventCounts(userID: UUID) async throws -> [String: Int]
  /// Oldest first, for export.
  func events(userID: UUID) async throws -> [AnalyticsEvent]
}

/// Everything the server stores in its database.
public protocol Store:
  AccountStore, AnalysisStore, EventStore, RecognizerStore, ActivityStore, ChatStore, GalleryStore,
  QuotaStore, OutboxStore, ChangeCounterStore, KnownStore, HelpersStore, MeaningStore
{
  /// Readiness check: throws when the database cannot answer.
  func ping() async throws
  /// Finishes queued work and releases connections; later calls throw `VisorError` `.unavailable`.
  func close() async
}

/// Binary objects (images) by key.
///
/// Keys are relative paths such as `images/ab/0b5e….jpg`: lowercase letters, digits and `/ . _ -`,
/// no empty, `.` or `..` segments and no segment starting with `.`. Anything else is a programmer
/// error answered with `VisorError` `.invalidBlobKey`.
public protocol BlobStore: Sendable {
  /// Atomic: readers see the old bytes or the new bytes, never a partial object.
  func put(_ data: Data, key: String) async throws
  func get(_ key: String) async throws -> Data?
  /// A missing key is fine.
  func delete(_ key: String) async throws
  /// Objects whose keys start with `prefix`, sorted by key, each with its modification time; never
  /// in-progress uploads.
  func list(prefix: String) async throws -> [BlobEntry]
  func exists(_ key: String) async throws -> Bool
  /// Removes what interrupted writes left behind (temporary files, unfinished uploads) when last
  /// touched before `cutoff`; returns how many were removed.
  func removeIncompleteWrites(before cutoff: Date) async throws -> Int
  /// Throws when the store cannot be used now (`/readyz`); quick, no retries.
  func ping() async throws
}

/// One stored object as ``BlobStore/list(prefix:)`` reports it.
public struct BlobEntry: Sendable, Equatable {
  public var key: String
  /// When the object was last written (a file's mtime, S3's `LastModified`).
  public var modified: Date
  public var size: Int

  public init(key: String, modified: Date, size: Int) {
    self.key = key
    self.modified = modified
    self.size = size
  }
}

/// The folded form of a username that every ``AccountStore`` keeps unique, so `Ada`, `ADA` and
/// `ada` are one name (Unicode-aware: `Émile` and `émile` too).
public enum UsernameKey {
  public static func make(_ username: String) -> String {
    username.precomposedStringWithCanonicalMapping.lowercased()
  }
}

/// Validates blob keys the same way for every implementation.
public enum BlobKey {
  public static let maximumLength = 512

  /// True when `key` is a valid blob key.
  public static func isValid(_ key: String) -> Bool {
    guard !key.isEmpty, key.utf8.count <= maximumLength else { return false }
    guard
      key.utf8.allSatisfy({ byte in
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2F || byte == 0x2E
          || byte == 0x5F || byte == 0x2D
      })
    else { return false }
    return key.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { segment in
      !segment.isEmpty && !segment.hasPrefix(".")
    }
  }

  /// Throws `VisorError` `.invalidBlobKey` unless `key` is valid.
  public static func validate(_ key: String) throws {
    guard isValid(key) else {
      throw VisorError(
        .invalidBlobKey,
        Message("error.blob.key")
      )
    }
  }
}
