import Foundation
import VisorCore
import VisorStore

extension AnalysisService {
  /// Deletes one of `user`'s analyses with its turns; its photo, queued for deletion in the same
  /// transaction, is removed before this returns (decision 023). `not_found` for an id that is not
  /// the user's (or is already deleted).
  public func delete(id: UUID, user: User) async throws {
    guard try await store.deleteAnalysis(id: id, userID: user.id) != nil else {
      throw VisorError(.notFound, Message("error.analysis.gone"))
    }
    await outbox?.afterDelete()
  }
}

extension AnalysisService {
  /// One of `user`'s analyses with its follow-up turns in the order they were asked. `not_found`
  /// for an id that is not the user's.
  public func analysis(id: UUID, user: User) async throws -> (analysis: Analysis, turns: [AnalysisTurn]) {
    guard let analysis = try await store.analysis(id: id, userID: user.id) else {
      throw VisorError(.notFound, Message("error.analysis.notFound"))
    }
    return (analysis, try await store.analysisTurns(analysisID: analysis.id, userID: user.id))
  }

  /// The JPEG one of `user`'s analyses was made from. `not_found` for an id that is not the user's,
  /// or whose photo is gone.
  public func photo(id: UUID, user: User) async throws -> Data {
    guard let analysis = try await store.analysis(id: id, userID: user.id),
      let data = try await blobs.get(analysis.imageKey)
    else {
      throw VisorError(.notFound, Message("error.analysis.imageNotFound"))
    }
    return data
  }
}
