import Foundation
import Testing
import VisorCore
import VisorStore
import VisorTestSupport

/// A store implementation under test. The contract suites run against every entry of `all`:
/// SQLite (file and `:memory:`) and PostgreSQL (see ``PostgresTestCluster``).
struct StoreFactory: Sendable, CustomTestStringConvertible {
  let name: String
  /// Opens a fresh, empty store; `directory` is a private temporary directory.
  let open: @Sendable (_ directory: URL) async throws -> any Store
  var testDescription: String { name }

  static let sqlite = StoreFactory(name: "SQLite") { directory in
    try SQLiteStore(path: directory.appending(path: "visor.sqlite").path, logger: .silent)
  }

  /// No reader pool: every call runs on the writer connection.
  static let sqliteInMemory = StoreFactory(name: "SQLite :memory:") { _ in
    try SQLiteStore(path: ":memory:", logger: .silent)
  }

  /// A fresh schema of the test cluster (VISOR_TEST_POSTGRES_URL, or one this process starts).
  static let postgres = StoreFactory(name: "PostgreSQL") { _ in try await PostgresTestCluster.freshStore() }

  static let all: [StoreFactory] =
    [.sqlite, .sqliteInMemory] + (PostgresTestCluster.skipped ? [] : [.postgres])
}

/// A blob store implementation under test.
struct BlobStoreFactory: Sendable, CustomTestStringConvertible {
  let name: String
  let open: @Sendable (_ directory: URL) async throws -> any BlobStore
  var testDescription: String { name }

  static let files = BlobStoreFactory(name: "files") { directory in
    try FileBlobStore(root: directory.appending(path: "blobs"))
  }

  /// A fresh bucket on moto's S3 server with signature checking on (``S3TestServer``).
  static let s3 = BlobStoreFactory(name: "S3 (moto)") { _ in try await S3TestServer.freshStore() }

  static let all: [BlobStoreFactory] = [.files] + (S3TestServer.skipped ? [] : [.s3])
}

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let url: URL
  init() throws {
    url = FileManager.default.temporaryDirectory.appending(path: "visor-store-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }
  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Runs `body` with a fresh store and always closes it and removes its files.
func withStore(_ factory: StoreFactory, _ body: (any Store) async throws -> Void) async throws {
  let directory = try TemporaryDirectory()
  defer { directory.remove() }
  let store = try await factory.open(directory.url)
  do {
    try await body(store)
  } catch {
    await store.close()
    throw error
  }
  await store.close()
}

func withBlobStore(_ factory: BlobStoreFactory, _ body: (any BlobStore, URL) async throws -> Void)
  async throws
{
  let directory = try TemporaryDirectory()
  defer { directory.remove() }
  try await body(try await factory.open(directory.url), directory.url)
}

/// A date with whole milliseconds (stores keep millisecond precision), `offset` ms after a fixed instant.
func fixedDate(_ offset: Int = 0) -> Date {
  Date(timeIntervalSince1970: Double(1_750_000_000_000 + offset) / 1000)
}

/// 32 bytes standing in for a SHA-256 hash.
func hash(_ text: String) -> Data {
  var bytes = Array(text.utf8.prefix(32))
  bytes += Array(repeating: 0x5A, count: 32 - bytes.count)
  return Data(bytes)
}

@discardableResult
func makeUser(_ store: any Store, _ username: String, createdAt: Date = fixedDate(), isAdmin: Bool = false)
  async throws -> User
{
  let user = User(username: username, isAdmin: isAdmin, createdAt: createdAt)
  try await store.createUser(user, passwordHash: "argon2id$\(username)")
  return user
}

func makeAnalysis(
  _ user: User, createdAt: Date = fixedDate(), prompt: String = "Describe exactly what you see.",
  transcript: String? = nil, message: String = "A photo.", imageKey: String? = nil
) -> Analysis {
  let id = UUID()
  return Analysis(
    id: id, userID: user.id, prompt: prompt, transcript: transcript, message: message, model: "local/scene",
    imageKey: imageKey ?? "images/\(id.uuidString.lowercased().prefix(2))/\(id.uuidString.lowercased()).jpg",
    timings: Timings(ingestMs: 12, totalMs: 340), createdAt: createdAt)
}
