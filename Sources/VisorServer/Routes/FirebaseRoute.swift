import Foundation
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
  let app: Features

  struct Envelope: Decodable {
    var data: Payload
  }

  struct Payload: Decodable {
    var imageBase64: String?
    var processingCommand: String?
    var readOutLoud: Bool?
  }

  struct Result: Encodable {
    var result: Answer
  }

  struct Answer: Encodable {
    var message: String
    var audio: String?

    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(message, forKey: .message)
      try c.encode(audio, forKey: .audio)
    }
    enum CodingKeys: String, CodingKey { case message, audio }
  }

  func register(on router: Router, auth: AuthMiddleware) {
    router.post("/analyzeImageContents", middleware: [auth]) { request in
      let user = try request.user()
      // Callable clients send exactly {"data": …}; extra keys inside data are ignored like Firebase does.
      let envelope = try request.decodeJSON(Envelope.self, allowedFields: ["data"])
      guard let image = envelope.data.imageBase64, !image.isEmpty else {
        throw VisorError(.missingField, "data.imageBase64 is required: the photo, base64-encoded.")
      }
      let options = AnalyzeOptions(
        image: try ImageInput.decodeBase64(image, field: "data.imageBase64"),
        prompt: envelope.data.processingCommand,
        audio: nil, speak: envelope.data.readOutLoud ?? false, voice: nil, format: "mp3", model: nil,
        surface: "firebase")
      let job = try await app.analysis.prepare(user: user, options: options)
      let (_, result) = try await app.analysis.run(job, audio: .whole) { _ in }
      let answer = Answer(message: result.message, audio: result.audio?.data.base64EncodedString())
      return try .json(Result(result: answer))
    }
  }
}
