import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// `POST /analyzeImageContents`: the Firebase callable protocol exactly as the original iOS app calls it,
/// so an existing app switches to Visor by changing its base URL.
///
/// Request `{"data":{"imageBase64","processingCommand","readOutLoud"}}`; answer
/// `{"result":{"message","audio"}}` (audio is base64 MP3 or null); errors
/// `{"error":{"status","message"}}` (ErrorFormats.firebase). It needs a Visor token and saves to history.
struct FirebaseRoute {
  let analysis: AnalysisService

  func register(on routes: RouteTable) {
    routes.answer(Endpoints.firebaseAnalyze) { ctx, envelope in
      let user = ctx.user
      guard let image = envelope.data.imageBase64, !image.isEmpty else {
        throw VisorError(.missingField, "data.imageBase64 is required: the photo, base64-encoded.")
      }
      let options = AnalyzeOptions(
        image: try ImageInput.decodeBase64(image, field: "data.imageBase64"),
        prompt: envelope.data.processingCommand,
        audio: nil, speak: envelope.data.readOutLoud ?? false, voice: nil, format: "mp3", model: nil,
        surface: "firebase")
      let job = try await analysis.prepare(user: user, options: options)
      let (_, result) = try await analysis.run(job, audio: .whole) { _ in }
      return FirebaseAnalyzeResponse(
        result: .init(message: result.message, audio: result.audio?.data.base64EncodedString()))
    }
  }
}
