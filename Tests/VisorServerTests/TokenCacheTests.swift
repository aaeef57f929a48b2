import Foundation
import Testing
import VisorCore
import VisorStore

@testable import VisorFeatures

/// Bearer tokens are kept for at most a second (decision 009): a revocation must take effect at once
/// on the instance that revoked it and within a second on every other instance sharing the database.
@Suite struct TokenCacheTests {
  /// Two "instances": their own store connections and services on one database file.
  static func twoInstances() throws -> (AccountService, AccountService, SQLiteStore, URL) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("token-cache-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("visor.sqlite").path
    let blobs = try FileBlobStore(root: directory.appendingPathComponent("blobs"))
    let storeA = try SQLiteStore(path: path, logger: .silent)
    let storeB = try SQLiteStore(path: path, logger: .silent)
    let hasher = PasswordHasher(strength: .minimal)
    let a = AccountService(store: storeA, blobs: blobs, hasher: hasher, sessionDays: 30, logger: .silent)
    let b = AccountService(store: storeB, blobs: blobs, hasher: hasher, sessionDays: 30, logger: .silent)
    return (a, b, storeA, directory)
  }

  @Test func revocationHereTakesEffectAtOnce() async throws {
    let (a, _, _, directory) = try Self.twoInstances()
    defer { try? FileManager.default.removeItem(at: directory) }
    let user = try await a.createUser(username: "ada", password: nil, isAdmin: false)
    let (token, secret) = try await a.createToken(userID: user.id, name: "phone")
    #expect(try await a.user(forToken: secret) != nil)
    #expect(try await a.user(forToken: secret) != nil)  // from the cache
    #expect(try await a.revokeToken(id: token.id, userID: user.id))
    #expect(try await a.user(forToken: secret) == nil)
  }

  @Test func revocationElsewhereTakesEffectWithinASecond() async throws {
    let (a, b, _, directory) = try Self.twoInstances()
    defer { try? FileManager.default.removeItem(at: directory) }
    let user = try await a.createUser(username: "ada", password: nil, isAdmin: false)
    let (token, secret) = try await a.createToken(userID: user.id, name: "phone")
    #expect(try await a.user(forToken: secret) != nil)  // records lastUsedAt: a write here
    // The entry is made during this lookup, so it expires between start + 1 s and end + 1 s. The
    // checks below are timed from those two instants, so a loaded machine cannot make them flaky.
    let start = ContinuousClock.now
    #expect(try await a.user(forToken: secret) != nil)  // now kept
    let end = ContinuousClock.now
    #expect(try await b.revokeToken(id: token.id, userID: user.id))
    let stillKept = try await a.user(forToken: secret) != nil
    if ContinuousClock.now - start < .milliseconds(900) {
      #expect(stillKept)  // the revocation is not seen here at once: the entry lives its second
    }
    try await Task.sleep(until: end + .seconds(1) + .milliseconds(10), clock: .continuous)
    #expect(try await a.user(forToken: secret) == nil, "a revoked token outlived its second in the cache")
  }

  @Test func anyWriteHereMakesCachedUsersStale() async throws {
    let (a, _, storeA, directory) = try Self.twoInstances()
    defer { try? FileManager.default.removeItem(at: directory) }
    let user = try await a.createUser(username: "ada", password: nil, isAdmin: false)
    let (_, secret) = try await a.createToken(userID: user.id, name: "phone")
    _ = try await a.user(forToken: secret)
    _ = try await a.user(forToken: secret)
    var profile = user.profile
    profile.displayName = "Ada"
    try await storeA.updateProfile(userID: user.id, profile: profile)  // as PATCH /api/v1/me does
    #expect(try await a.user(forToken: secret)?.0.profile.displayName == "Ada")
    _ = try await a.deleteUser(id: user.id)
    #expect(try await a.user(forToken: secret) == nil)
  }
}
