import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorStore

/// Counts a signed-in request against the user's quotas before the handler runs (so a stream is
/// refused with a JSON 429 before its first byte): every request per minute, and the endpoints in
/// ``analysisEndpoints`` per day (decision 022).
struct QuotaMiddleware: HTTPMiddleware {
  let quotas: QuotaService
  /// Whether the endpoint counts as an analysis.
  let analysis: Bool

  /// What counts as an analysis (DESIGN, "Cross-issue contracts → Quotas"): analyze, follow-ups,
  /// the Firebase callable and identify (the garage's and any recogniser's).
  static let analysisEndpoints: Set<String> = [
    Endpoints.analyze.declaration.name, Endpoints.askFollowUp.declaration.name,
    Endpoints.firebaseAnalyze.declaration.name, Endpoints.identifyCar.declaration.name,
    Endpoints.identifyWithRecognizer.declaration.name,
  ]

  func handle(_ request: HTTPRequest, next: HTTPHandler) async throws -> HTTPResponse {
    if let principal = request.context[PrincipalKey.self] {
      try await quotas.admit(userID: principal.user.id, analysis: analysis)
    }
    return try await next(request)
  }
}

extension UsageLimits {
  /// `limits` of `GET /api/v1/me` from the quota service's view (nulls when unlimited).
  public init(_ status: [QuotaKind: QuotaService.Status]) {
    func limit(_ kind: QuotaKind) -> UsageLimit {
      let s = status[kind]
      return UsageLimit(limit: s?.limit, remaining: s?.remaining, resetsAt: s?.resetsAt)
    }
    self.init(requestsPerMinute: limit(.requestsPerMinute), analysesPerDay: limit(.analysesPerDay))
  }
}
