import Foundation
import VisorAPI
import VisorHTTP

// The answers of the hottest routes (`GET /api/v1/me`, `GET /api/v1/session`) write their own JSON
// (decision 009, second addendum). `DirectJSONTests` holds each to `JSON.encoder`'s bytes.

extension UserResponse: DirectJSONEncodable {
  public func writeJSON(to writer: inout JSONWriter) {
    writer.object { w in
      w.field("accentColor", accentColor)
      w.field("createdAt", createdAt)
      w.field("defaultMode", defaultMode)
      w.field("displayName", displayName)
      w.field("hasPassword", hasPassword)
      w.key("helperForEveryone")
      if let helperForEveryone { w.value(helperForEveryone) } else { w.null() }
      w.field("id", id)
      w.field("isAdmin", isAdmin)
      w.field("language", language)
      w.field("limits", limits)
      w.field("speakByDefault", speakByDefault)
      w.field("username", username)
      w.field("voice", voice)
    }
  }
}

extension UsageLimits: DirectJSONEncodable {
  public func writeJSON(to writer: inout JSONWriter) {
    writer.object { w in
      w.field("analysesPerDay", analysesPerDay)
      w.field("requestsPerMinute", requestsPerMinute)
    }
  }
}

extension UsageLimit: DirectJSONEncodable {
  public func writeJSON(to writer: inout JSONWriter) {
    writer.object { w in
      w.field("limit", limit)
      w.field("remaining", remaining)
      w.field("resetsAt", resetsAt)
    }
  }
}

extension SessionStatusResponse: DirectJSONEncodable {
  public func writeJSON(to writer: inout JSONWriter) {
    writer.object { w in
      w.field("signedIn", signedIn)
      w.field("user", user)
    }
  }
}
