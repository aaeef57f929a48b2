import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorStore

extension ExportResponse {
  /// `GET /api/v1/me/export`: everything Visor holds about a user, as wire types.
  init(_ export: AccountExport) {
    let hub = HelpHub()  // nobody listens: `available` is false in an export (a moment's state)
    self.init(
      exportedAt: Date(), user: UserResponse(export.user), tokens: export.tokens.map(TokenResponse.init),
      analyses: export.analyses.map(AnalysisResponse.init),
      events: export.events.map {
        ExportedEvent(name: $0.name, properties: $0.properties, source: $0.source, createdAt: $0.createdAt)
      },
      chats: export.chats.map {
        ChatDetailResponse(chat: ChatResponse($0.chat), messages: $0.messages.map(ChatMessageResponse.init))
      },
      images: export.images.map(GalleryImageResponse.init), records: export.records.map(RecordResponse.init),
      helpers: HelpersExport(
        helpers: HelpersResponse(
          helpers: export.helperLinks.helpers.map { HelperResponse($0, viewer: export.user.id, hub: hub) },
          helping: export.helperLinks.helping.map { HelperResponse($0, viewer: export.user.id, hub: hub) }),
        requests: export.helpRequests.map { HelpRequestResponse($0, viewer: export.user.id) },
        answered: export.helpAnswered.map { HelpRequestResponse($0, viewer: export.user.id) },
        calls: export.calls.map(CallResponse.init)))
    faces = export.known.filter { $0.kind == .face }.map(FaceRoutes.exported)
    things = export.known.filter { $0.kind == .thing }.map(FaceRoutes.exported)
  }
}

extension ExportLinks {
  /// The URLs the export's JSON carries, from the endpoint catalogue (the same `Endpoint.link` the
  /// wire types use), so every file in the archive is named by the URL the document gives it.
  static let catalogue = ExportLinks(
    analysisImage: { Endpoints.analysisImage.link($0.wire) },
    chatMessageImage: { Endpoints.chatMessageImage.link($0.wire, $1.wire) },
    imageContent: { Endpoints.imageContent.link($0.wire) },
    recordImage: { Endpoints.recordImage.link($0.wire) },
    knownPhoto: { kind, item, photo in
      (kind == .face ? Endpoints.facePhoto : Endpoints.thingPhoto).link(item.wire, photo.wire)
    },
    helpAnswerAudio: { Endpoints.helpRequestAnswerAudio.link($0.wire) })
}
