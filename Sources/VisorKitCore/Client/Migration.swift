import Foundation
import VisorAPI

/// The answer of the original app's Firebase function: the text and, when read out loud, base64 MP3.
public struct ProcessedImage: Sendable, Equatable, Codable {
  /// The answer's text.
  public var message: String
  /// Base64-encoded MP3 of `message`, or nil when not read out loud.
  public var audio: String?

  /// An answer from its text and optional base64 MP3.
  public init(message: String, audio: String?) {
    self.message = message
    self.audio = audio
  }

  /// The MP3 bytes of ``audio``.
  public var audioData: Data? { audio.flatMap { Data(base64Encoded: $0) } }
}

extension VisorClient {
  /// A drop-in for the original camera app's `processImageWithAI`: the same arguments, the same
  /// `{message, audio}` answer, over Visor's Firebase-compatible `POST /analyzeImageContents`.
  ///
  /// Before (Firebase Functions):
  /// ```swift
  /// let result = try await functions.httpsCallable("analyzeImageContents").call([
  ///   "imageBase64": jpeg.base64EncodedString(), "processingCommand": prompt, "readOutLoud": speak,
  /// ])
  /// let answer = result.data as! [String: Any]   // ["message": …, "audio": …]
  /// ```
  /// After:
  /// ```swift
  /// let answer = try await client.processImageWithAI(
  ///   jpegImageBase64: jpeg.base64EncodedString(), processingCommand: prompt, readResultOutLoud: speak)
  /// label.text = answer.message
  /// if let mp3 = answer.audioData { try player.play(mp3) }
  /// ```
  public func processImageWithAI(jpegImageBase64: String, processingCommand: String, readResultOutLoud: Bool)
    async throws -> ProcessedImage
  {
    let answer = try await send(
      Endpoints.firebaseAnalyze,
      body: FirebaseAnalyzeRequest(
        data: .init(
          imageBase64: jpegImageBase64, processingCommand: processingCommand, readOutLoud: readResultOutLoud))
    )
    return ProcessedImage(message: answer.result.message, audio: answer.result.audio)
  }
}
