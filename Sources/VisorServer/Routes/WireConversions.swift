import Foundation
import VisorAPI
import VisorCore
import VisorFeatures

extension UserResponse {
  init(_ user: User) {
    self.init(
      id: user.id.wire, username: user.username, isAdmin: user.isAdmin, displayName: user.profile.displayName,
      accentColor: user.profile.accentColor, voice: user.profile.voice,
      speakByDefault: user.profile.speakByDefault, createdAt: user.createdAt)
  }
}

extension TokenResponse {
  init(_ token: APIToken) {
    self.init(
      id: token.id.wire, name: token.name, prefix: token.prefix, createdAt: token.createdAt,
      lastUsedAt: token.lastUsedAt)
  }
}

extension TimingsResponse {
  init(_ t: Timings) {
    self.init(
      ingestMs: t.ingestMs, transcriptionMs: t.transcriptionMs, firstTokenMs: t.firstTokenMs,
      firstAudioMs: t.firstAudioMs, totalMs: t.totalMs)
  }
}

extension AnalysisResponse {
  init(_ a: Analysis) {
    self.init(
      id: a.id.wire, prompt: a.prompt, transcript: a.transcript, message: a.message, model: a.model,
      imageUrl: "/api/v1/analyses/\(a.id.wire)/image", timings: TimingsResponse(a.timings),
      createdAt: a.createdAt, mode: a.mode)
  }
}

/// Parses a path id; anything that is not a UUID is simply not found.
func parseID(_ text: String?, what: String) throws -> UUID {
  guard let text, let id = UUID(uuidString: text) else {
    throw VisorError(.notFound, "No \(what) with that id; list them to find the right id.")
  }
  return id
}
