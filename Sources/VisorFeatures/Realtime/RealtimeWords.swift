import Foundation
import VisorCore

/// Every sentence a realtime conversation says or answers with, in one table (as LiveWords: what is
/// said aloud comes from the message catalogue in the conversation's language; protocol errors a
/// developer reads stay English).
public enum RealtimeWords {
  static let defaultInstructions =
    "You are Visor, a helpful assistant for a person who may be blind, talking by voice. Answer in one to three short, plain sentences. If you cannot tell something, say so."

  // MARK: Messages

  static let notJSON =
    "The message is not JSON; send one JSON object per text message, like {\"type\":\"response.create\"}."
  static let notAnEvent =
    "The message must be a JSON object with a \"type\", like {\"type\":\"response.create\"}."
  static let binary =
    "Binary messages are not part of this protocol; send audio base64-encoded in input_audio_buffer.append."
  static func unknownEvent(_ type: String) -> String {
    "The event type '\(type.prefix(80))' is not known here. Send one of: session.update, input_audio_buffer.append, input_audio_buffer.commit, input_audio_buffer.clear, conversation.item.create, conversation.item.truncate, conversation.item.delete, conversation.item.retrieve, response.create, response.cancel."
  }
  static func tooLarge(_ bytes: Int) -> String {
    "That message was \(bytes / 1024) KB, over the limit of \(RealtimeService.maxTextBytes / 1024 / 1024) MB; send audio in smaller appends and images of at most \(RealtimeService.maxImageBytes / 1024 / 1024) MB."
  }
  static func missing(_ field: String) -> String {
    "The field \(field) is missing; add it and send the event again."
  }
  static func stringType(_ field: String) -> String { "The field \(field) must be a string." }
  static func notAnObject(_ field: String) -> String { "The field \(field) must be an object." }
  static func boolean(_ field: String) -> String { "The field \(field) must be true or false." }
  static func milliseconds(_ field: String) -> String {
    "The field \(field) must be a whole number of milliseconds from 0 to 10000."
  }

  // MARK: Session

  static let sessionNotObject =
    "The field session must be an object, like {\"type\":\"realtime\",\"instructions\":\"…\"}."
  static func sessionType(_ value: String) -> String {
    "session.type must be \"realtime\" (got \(value.prefix(40))); Visor's sessions are conversations."
  }
  static func unknownField(_ path: String) -> String {
    "The field \(path) is not part of the realtime session; remove it (nothing of this update was applied)."
  }
  static let modalities = "output_modalities must be [\"audio\"] or [\"text\"]."
  static let temperature = "temperature must be a number from 0 to 2."
  static let maxTokens = "max_output_tokens must be a whole number from 1 to 4096, or \"inf\"."
  static let format =
    "The audio format must be {\"type\":\"audio/pcm\",\"rate\":24000}, {\"type\":\"audio/pcmu\"} or {\"type\":\"audio/pcma\"}."
  static let betaFormat = "input_audio_format must be pcm16, g711_ulaw or g711_alaw."
  static let outputFormat =
    "Visor speaks {\"type\":\"audio/pcm\",\"rate\":24000} only; remove the output format or set that one."
  static let voiceType =
    "The voice must be a voice name, like \"alloy\" (any OpenAI voice is Visor's default voice)."
  static let englishOnly = "Visor understands English only for now; set language to \"en\" or leave it out."
  static func turnDetectionType(_ type: String) -> String {
    "turn_detection.type must be \"server_vad\" (got \(type.prefix(40))), or set turn_detection to null to commit turns yourself."
  }
  static let threshold = "turn_detection.threshold must be a number from 0 to 1."
  static let noVAD =
    "Server VAD needs the speech worker, which is not installed here; turn_detection is off — commit each turn with input_audio_buffer.commit."

  // MARK: Audio and items

  static let badBase64 = "The audio is not valid base64; encode the raw PCM bytes with standard base64."
  static func bufferFull(_ limit: Int) -> String {
    "The input audio buffer would pass \(limit / 1024 / 1024) MB; commit or clear it before appending more."
  }
  static let commitEmpty =
    "The input audio buffer holds less than 100 ms of audio; append more before committing."
  static let itemType =
    "Visor takes message items only (type \"message\"), with role user, assistant or system."
  static func contentType(_ type: String) -> String {
    "The content type '\(type.prefix(40))' is not known; use input_text, input_audio or input_image (user), output_text (assistant)."
  }
  static let imageURL =
    "input_image needs image_url as a data URL (data:image/jpeg;base64,…); Visor does not fetch images from the internet."
  static func imageTooLarge(_ limit: Int) -> String {
    "The image is over \(limit / 1024 / 1024) MB; send a smaller photo."
  }
  static let emptyContent = "The item has no content; send at least one content part."
  static func unknownItem(_ id: String) -> String {
    "There is no item '\(id.prefix(64))' in this conversation."
  }
  static func truncateBeyond(_ ms: Int) -> String {
    "audio_end_ms is past the item's audio (\(ms) ms); send at most that."
  }
  static let truncateAssistantOnly = "Only an assistant's spoken item can be truncated."
  static var silent: String { MessageCatalogue.current.text("realtime.silent") }

  // MARK: Responses

  /// The first answer of the small offline text model begins with this.
  static var offlineLimits: String { MessageCatalogue.current.text("realtime.offlineLimits") }
  static let alreadyResponding =
    "A response is in progress; wait for its response.done or send response.cancel first."
  static let nothingToCancel = "There is no response in progress to cancel."
  static var noSpeechModel: String { MessageCatalogue.current.text("realtime.noSpeechModel") }
  static let translationOnly = "Visor's realtime sessions are conversations; use session.update."
  static let workerOnly =
    "output_audio_buffer.clear is for WebRTC sessions; over a WebSocket, stop playing and send conversation.item.truncate."

  // MARK: Closing

  static var idle: String { MessageCatalogue.current.text("realtime.idle") }
  static var shutdown: String { MessageCatalogue.current.text("realtime.shutdown") }
  static var slowClient: String { MessageCatalogue.current.text("realtime.slowClient") }
  static var tooManySessions: String { MessageCatalogue.current.text("realtime.tooManySessions") }
}
