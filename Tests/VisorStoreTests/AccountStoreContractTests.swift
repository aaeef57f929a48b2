import Foundation
import Testing
import VisorCore
import VisorStore

/// The `AccountStore` contract, run against every store in `StoreFactory.all`.
@Suite struct AccountStoreContractTests {
  @Test(arguments: StoreFactory.all)
  func createdUserCanBeReadBackByIDAndAnyCaseOfUsername(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let user = User(
        username: "Ada.Lovelace", isAdmin: true,
        profile: Profile(displayName: "Ada", accentColor: "#ff9500", voice: "joe", speakByDefault: false),
        createdAt: fixedDate())
      try await store.createUser(user, passwordHash: "argon2id$secret")

      #expect(try await store.user(id: user.id) == user)
      #expect(try await store.user(username: "ada.lovelace") == user)
      #expect(try await store.user(username: "ADA.LOVELACE") == user)
      #expect(try await store.user(username: "ada") == nil)
      #expect(try await store.user(id: UUID()) == nil)
      #expect(try await store.passwordHash(userID: user.id) == "argon2id$secret")
      #expect(try await store.passwordHash(userID: UUID()) == nil)
    }
  }

  @Test(arguments: StoreFactory.all)
  func signInAttemptsAreReservedAtomicallyUpToTheLimit(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let now = fixedDate()
      let answers = try await withThrowingTaskGroup(of: Int?.self) { group in
        for _ in 0..<20 {
          group.addTask {
            try await store.reserveSignInAttempt(key: "eve|1.2.3.4", limit: 5, window: 900, now: now)
          }
        }
        var all: [Int?] = []
        for try await answer in group { all.append(answer) }
        return all
      }
      #expect(answers.filter { $0 == nil }.count == 5, "exactly the limit goes ahead: \(answers)")
      #expect(answers.compactMap { $0 }.allSatisfy { $0 == 900 }, "\(answers)")
      // Another key is counted apart; the window slides; clearing forgets.
      #expect(
        try await store.reserveSignInAttempt(key: "eve|5.6.7.8", limit: 5, window: 900, now: now) == nil)
      let later = now.addingTimeInterval(600)
      #expect(
        try await store.reserveSignInAttempt(key: "eve|1.2.3.4", limit: 5, window: 900, now: later) == 300)
      let after = now.addingTimeInterval(901)
      #expect(
        try await store.reserveSignInAttempt(key: "eve|1.2.3.4", limit: 5, window: 900, now: after) == nil)
      try await store.clearSignInAttempts(key: "eve|1.2.3.4")
      for _ in 0..<5 {
        #expect(
          try await store.reserveSignInAttempt(key: "eve|1.2.3.4", limit: 5, window: 900, now: after) == nil)
      }
      #expect(
        try await store.reserveSignInAttempt(key: "eve|1.2.3.4", limit: 5, window: 900, now: after) != nil)
    }
  }

  @Test(arguments: StoreFactory.all)
  func usernamesAreUniqueIgnoringLetterCase(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      try await makeUser(store, "Ada")
      let error = await #expect(throws: VisorError.self) {
        try await store.createUser(User(username: "aDA"), passwordHash: "x")
      }
      #expect(error?.code == .usernameTaken)
      #expect(error?.message.contains("aDA") == true)

      try await makeUser(store, "Émile")
      await #expect(throws: VisorError.self) {
        try await store.createUser(User(username: "émile"), passwordHash: "x")
      }
      #expect(try await store.userCount() == 2)
    }
  }

  @Test(arguments: StoreFactory.all)
  func usersAreListedOldestFirstAndCounted(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      #expect(try await store.userCount() == 0)
      #expect(try await store.listUsers().isEmpty)
      let c = try await makeUser(store, "carol", createdAt: fixedDate(3000))
      let a = try await makeUser(store, "alice", createdAt: fixedDate(1000))
      let b = try await makeUser(store, "bob", createdAt: fixedDate(2000))
      #expect(try await store.listUsers().map(\.id) == [a.id, b.id, c.id])
      #expect(try await store.userCount() == 3)
    }
  }

  @Test(arguments: StoreFactory.all)
  func profileAdminFlagAndPasswordCanBeChanged(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let user = try await makeUser(store, "ada")
      let profile = Profile(
        displayName: "Countess", accentColor: "#34c759", voice: nil, speakByDefault: false)
      try await store.updateProfile(userID: user.id, profile: profile)
      try await store.setAdmin(userID: user.id, isAdmin: true)
      try await store.setPasswordHash(userID: user.id, hash: "argon2id$new")

      let changed = try #require(try await store.user(id: user.id))
      #expect(changed.profile == profile)
      #expect(changed.isAdmin)
      #expect(changed.username == "ada")
      #expect(try await store.passwordHash(userID: user.id) == "argon2id$new")

      for change in [
        { try await store.updateProfile(userID: UUID(), profile: profile) },
        { try await store.setAdmin(userID: UUID(), isAdmin: true) },
        { try await store.setPasswordHash(userID: UUID(), hash: "x") },
      ] as [@Sendable () async throws -> Void] {
        let error = await #expect(throws: VisorError.self) { try await change() }
        #expect(error?.code == .notFound)
      }
    }
  }

  @Test(arguments: StoreFactory.all)
  func deletingAUserRemovesAllTheirRowsAndReturnsTheirBlobKeys(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let bob = try await makeUser(store, "bob")
      let adaAnalyses = [makeAnalysis(ada, message: "a red bicycle"), makeAnalysis(ada, message: "a cat")]
      let bobAnalysis = makeAnalysis(bob, message: "a red car")
      for analysis in adaAnalyses + [bobAnalysis] { try await store.saveAnalysis(analysis) }
      try await store.createToken(
        APIToken(userID: ada.id, name: "cli", prefix: "vsr_ada"), secretHash: hash("ada-token"))
      try await store.createToken(
        APIToken(userID: bob.id, name: "cli", prefix: "vsr_bob"), secretHash: hash("bob-token"))
      let later = Date().addingTimeInterval(3600)
      try await store.createSession(
        WebSession(userID: ada.id, csrfToken: "c", expiresAt: later), secretHash: hash("ada-session"))
      try await store.createSignInCode(userID: ada.id, codeHash: hash("ada-code"), expiresAt: later)
      try await store.recordEvents([AnalyticsEvent(userID: ada.id, name: "shutter", source: "web")])

      let keys = try await store.deleteUser(id: ada.id)

      #expect(Set(keys) == Set(adaAnalyses.map(\.imageKey)))
      #expect(keys.count == 2)
      #expect(try await store.user(id: ada.id) == nil)
      #expect(try await store.user(username: "ada") == nil)
      #expect(try await store.token(secretHash: hash("ada-token")) == nil)
      #expect(try await store.session(secretHash: hash("ada-session")) == nil)
      #expect(try await store.consumeSignInCode(codeHash: hash("ada-code"), now: Date()) == nil)
      #expect(try await store.analyses(userID: ada.id, query: nil, limit: 50, cursor: nil).items.isEmpty)
      #expect(
        try await store.analyses(userID: ada.id, query: "bicycle", limit: 50, cursor: nil).items.isEmpty)
      #expect(try await store.events(userID: ada.id).isEmpty)
      #expect(try await store.allImageKeys() == [bobAnalysis.imageKey])

      // Bob is untouched.
      #expect(try await store.user(id: bob.id) == bob)
      #expect(try await store.token(secretHash: hash("bob-token"))?.userID == bob.id)
      #expect(
        try await store.analyses(userID: bob.id, query: "red", limit: 50, cursor: nil).items == [bobAnalysis])

      // The name is free again; deleting twice is harmless.
      try await makeUser(store, "ADA")
      #expect(try await store.deleteUser(id: ada.id) == [])
      #expect(try await store.deleteUser(id: UUID()) == [])
    }
  }

  @Test(arguments: StoreFactory.all)
  func tokensAreFoundByHashListedNewestFirstAndRevokedOnlyByTheirOwner(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let bob = try await makeUser(store, "bob")
      let old = APIToken(userID: ada.id, name: "laptop", prefix: "vsr_old", createdAt: fixedDate(1000))
      let new = APIToken(userID: ada.id, name: "phone", prefix: "vsr_new", createdAt: fixedDate(2000))
      try await store.createToken(old, secretHash: hash("old"))
      try await store.createToken(new, secretHash: hash("new"))

      #expect(try await store.tokens(userID: ada.id) == [new, old])
      #expect(try await store.tokens(userID: bob.id) == [])
      #expect(try await store.token(secretHash: hash("old")) == old)
      #expect(try await store.token(secretHash: hash("new")) == new)
      #expect(try await store.token(secretHash: hash("nope")) == nil)

      #expect(try await store.deleteToken(id: old.id, userID: bob.id) == false)
      #expect(try await store.token(secretHash: hash("old")) == old)
      #expect(try await store.deleteToken(id: old.id, userID: ada.id))
      #expect(try await store.token(secretHash: hash("old")) == nil)
      #expect(try await store.deleteToken(id: old.id, userID: ada.id) == false)
      #expect(try await store.tokens(userID: ada.id) == [new])
    }
  }

  @Test(arguments: StoreFactory.all)
  func tokenForAnUnknownUserIsRejected(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let error = await #expect(throws: VisorError.self) {
        try await store.createToken(
          APIToken(userID: UUID(), name: "x", prefix: "vsr_x"), secretHash: hash("x"))
      }
      #expect(error?.code == .notFound)
    }
  }

  @Test(arguments: StoreFactory.all)
  func touchingATokenRecordsLastUseAtMostOncePerMinute(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let token = APIToken(userID: ada.id, name: "cli", prefix: "vsr_a", createdAt: fixedDate())
      try await store.createToken(token, secretHash: hash("t"))
      #expect(try await store.token(secretHash: hash("t"))?.lastUsedAt == nil)

      try await store.touchToken(id: token.id, at: fixedDate(10_000))
      #expect(try await store.token(secretHash: hash("t"))?.lastUsedAt == fixedDate(10_000))
      try await store.touchToken(id: token.id, at: fixedDate(20_000))
      #expect(try await store.token(secretHash: hash("t"))?.lastUsedAt == fixedDate(10_000))
      try await store.touchToken(id: token.id, at: fixedDate(75_000))
      #expect(try await store.token(secretHash: hash("t"))?.lastUsedAt == fixedDate(75_000))
      try await store.touchToken(id: UUID(), at: fixedDate())  // unknown: no error
    }
  }

  @Test(arguments: StoreFactory.all)
  func sessionsExpireAndCanBeDeletedOneByOneOrAllAtOnce(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let live = WebSession(
        userID: ada.id, csrfToken: "csrf-1", createdAt: fixedDate(),
        expiresAt: Date().addingTimeInterval(3600).roundedToMilliseconds)
      let expired = WebSession(
        userID: ada.id, csrfToken: "csrf-2", createdAt: fixedDate(), expiresAt: fixedDate(5000))
      try await store.createSession(live, secretHash: hash("live"))
      try await store.createSession(expired, secretHash: hash("expired"))
      try await store.createSession(live, secretHash: hash("live-2"))

      #expect(try await store.session(secretHash: hash("live")) == live)
      #expect(try await store.session(secretHash: hash("expired")) == nil)
      #expect(try await store.session(secretHash: hash("unknown")) == nil)

      try await store.deleteSession(secretHash: hash("live"))
      #expect(try await store.session(secretHash: hash("live")) == nil)
      #expect(try await store.session(secretHash: hash("live-2")) == live)
      try await store.deleteSessions(userID: ada.id)
      #expect(try await store.session(secretHash: hash("live-2")) == nil)
      try await store.deleteSession(secretHash: hash("never"))  // missing: no error
    }
  }

  @Test(arguments: StoreFactory.all)
  func signInCodesWorkExactlyOnceAndNotAfterExpiry(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let now = fixedDate(60_000)
      try await store.createSignInCode(userID: ada.id, codeHash: hash("good"), expiresAt: fixedDate(120_000))
      try await store.createSignInCode(userID: ada.id, codeHash: hash("stale"), expiresAt: fixedDate(30_000))

      #expect(try await store.consumeSignInCode(codeHash: hash("good"), now: now) == ada.id)
      #expect(try await store.consumeSignInCode(codeHash: hash("good"), now: now) == nil)
      #expect(try await store.consumeSignInCode(codeHash: hash("stale"), now: now) == nil)
      #expect(try await store.consumeSignInCode(codeHash: hash("never"), now: now) == nil)

      // Racing consumers: exactly one wins.
      try await store.createSignInCode(userID: ada.id, codeHash: hash("race"), expiresAt: fixedDate(120_000))
      let winners = try await withThrowingTaskGroup(of: UUID?.self) { group in
        for _ in 0..<20 {
          group.addTask { try await store.consumeSignInCode(codeHash: hash("race"), now: now) }
        }
        return try await group.reduce(into: 0) { count, result in if result != nil { count += 1 } }
      }
      #expect(winners == 1)
    }
  }

  @Test(arguments: StoreFactory.all)
  func purgingRemovesOnlyExpiredSessionsAndCodes(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let ada = try await makeUser(store, "ada")
      let future = Date().addingTimeInterval(3600)
      try await store.createSession(
        WebSession(userID: ada.id, csrfToken: "a", expiresAt: fixedDate(1)), secretHash: hash("s1"))
      try await store.createSession(
        WebSession(userID: ada.id, csrfToken: "b", expiresAt: future), secretHash: hash("s2"))
      try await store.createSignInCode(userID: ada.id, codeHash: hash("c1"), expiresAt: fixedDate(1))
      try await store.createSignInCode(userID: ada.id, codeHash: hash("c2"), expiresAt: future)

      #expect(try await store.purgeExpired(now: Date()) == 2)
      #expect(try await store.session(secretHash: hash("s2")) != nil)
      #expect(try await store.consumeSignInCode(codeHash: hash("c2"), now: Date()) == ada.id)
    }
  }

  /// A key that never signs in again must not keep its attempts forever (both stores purge them).
  @Test(arguments: StoreFactory.all)
  func purgingForgetsSignInAttemptsOlderThanADay(_ factory: StoreFactory) async throws {
    try await withStore(factory) { store in
      let now = Date()
      let window: TimeInterval = 3 * 86_400
      let twoDaysAgo = now.addingTimeInterval(-2 * 86_400)
      #expect(
        try await store.reserveSignInAttempt(key: "old", limit: 1, window: window, now: twoDaysAgo) == nil)
      #expect(try await store.reserveSignInAttempt(key: "new", limit: 1, window: window, now: now) == nil)
      _ = try await store.purgeExpired(now: now)
      // The two-day-old attempt is gone (a new one is allowed); today's still counts.
      #expect(try await store.reserveSignInAttempt(key: "old", limit: 1, window: window, now: now) == nil)
      #expect(try await store.reserveSignInAttempt(key: "new", limit: 1, window: window, now: now) != nil)
    }
  }
}

extension Date {
  /// This date with whole milliseconds, as stores keep it.
  var roundedToMilliseconds: Date {
    Date(timeIntervalSince1970: (timeIntervalSince1970 * 1000).rounded() / 1000)
  }
}
