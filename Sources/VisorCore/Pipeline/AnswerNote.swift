/// Something the user should know about an answer that still came back: the voice it was spoken in
/// is not the one asked for, or it could not be spoken at all. Answers carry these as
/// `notes: [{"code","message"}]`; a client shows and speaks them after the answer.
///
/// ```swift
/// let note = AnswerNote.speechFailed
/// print(note.code)  // "speech_failed"
/// ```
public struct AnswerNote: Sendable, Equatable, Codable {
  /// A stable snake_case code.
  public var code: String
  /// A sentence for the user, fit to be read aloud.
  public var message: String

  public init(code: String, message: String) {
    self.code = code
    self.message = message
  }

  /// The profile's voice is not one the speech model can speak, so its default voice spoke.
  public static func voiceUnavailable(_ voice: String, model: String) -> AnswerNote {
    AnswerNote(
      code: "voice_unavailable",
      message:
        "Your voice \"\(voice)\" is not available here, so the answer was spoken in the default voice of \(model); choose another voice in Settings."
    )
  }

  /// Synthesis failed part-way: the answer is complete as text but not (fully) spoken.
  public static let speechFailed = AnswerNote(
    code: "speech_failed",
    message: "The answer could not be spoken, so it is here as text only; try again to hear it.")
}
