import Foundation
import VisorCore
import VisorStore

extension AccountService {
  /// Saves `user`'s profile as `profile`, checked: a display name is trimmed (empty is none, at most
  /// 64 characters), the accent colour must be a hex colour like `#0a84ff` (kept lowercase). Returns
  /// the user with the saved profile; a token or session resolved after this sees it.
  public func updateProfile(of user: User, to profile: Profile) async throws -> User {
    var profile = profile
    profile.displayName = try Self.displayName(profile.displayName)
    profile.accentColor = try Self.accentColor(profile.accentColor)
    try await store.updateProfile(userID: user.id, profile: profile)
    tokenCache.removeAll()
    var updated = user
    updated.profile = profile
    return updated
  }

  /// The first sign-in chooses the person's language — `preferred` (the browser's or app's
  /// `Accept-Language`), else English (issue 27); a user who has one keeps it.
  public func chooseFirstLanguage(for user: User, preferred: Language?) async throws -> User {
    guard user.profile.language == nil else { return user }
    var profile = user.profile
    profile.language = (preferred ?? .english).tag
    return try await updateProfile(of: user, to: profile)
  }

  /// Deletes `user`'s own account with everything in it — unless they are the only admin
  /// (`last_admin`: someone must be left to run this Visor).
  public func deleteOwnAccount(_ user: User) async throws {
    if user.isAdmin, try await store.listUsers().filter(\.isAdmin).count == 1 {
      throw VisorError(.lastAdmin, Message("error.account.lastAdmin"))
    }
    _ = try await deleteUser(id: user.id)
  }

  static func accentColor(_ text: String) throws -> String {
    let hex = Set("0123456789abcdefABCDEF")
    guard text.count == 7, text.hasPrefix("#"), text.dropFirst().allSatisfy({ hex.contains($0) }) else {
      throw VisorError(.invalidField, Message("error.settings.accentColor"))
    }
    return text.lowercased()
  }

  static func displayName(_ name: String?) throws -> String? {
    guard let name else { return nil }
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.count <= 64 else {
      throw VisorError(.invalidField, Message("error.settings.displayName"))
    }
    return trimmed.isEmpty ? nil : trimmed
  }
}
