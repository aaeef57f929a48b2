import Foundation
import VisorCore
import VisorStore

extension AnalysisService {
  /// Deletes one of `user`'s analyses with its turns; its photo, queued for deletion in the same
  /// transaction, is removed before this returns (decision 023). `not_found` for an id that is not
  /// the user's (or is already deleted).
  public func delete(id: UUID, user: User) async throws {
    guard try await store.deleteAnalysis(id: id, userID: user.id) != nil else {
      throw VisorError(.notFound, "No analysis with that id (it may already be deleted).")
    }
    await outbox?.afterDelete()
  }
}
