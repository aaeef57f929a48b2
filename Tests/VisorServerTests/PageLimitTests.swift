import Foundation
import Testing
import VisorAPI

@testable import VisorServer

/// Every listing reads `?limit=` the one way the catalogue declares (issue 22): the range and default
/// of `PageLimit`, `invalid_limit` outside it.
@Suite struct PageLimitTests {
  @Test func everyListingTakesTheDeclaredRangeAndRefusesTheRest() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("lena")
      let listings = Endpoints.all.filter {
        $0.method == .get && $0.query.contains(.limit) && !$0.path.contains("{")
      }
      #expect(listings.count >= 5, "\(listings.map(\.path))")
      for listing in listings {
        for good in ["1", "\(PageLimit.range.upperBound)", ""] {
          let reply = try await t.request("GET", "\(listing.path)?limit=\(good)", token: token)
          #expect(reply.status == 200, "\(listing.path) limit=\(good): \(reply.text)")
        }
        for bad in ["0", "\(PageLimit.range.upperBound + 1)", "ten", "-3"] {
          let reply = try await t.request("GET", "\(listing.path)?limit=\(bad)", token: token)
          #expect(
            reply.status == 400 && reply.errorCode == "invalid_limit",
            "\(listing.path) limit=\(bad): \(reply.text)")
          #expect(reply.errorMessage?.contains("from 1 to \(PageLimit.range.upperBound)") == true)
        }
      }
      #expect(
        EndpointQuery.limit.summary.contains("1–\(PageLimit.range.upperBound), default \(PageLimit.default)"))
    }
  }
}
