import Foundation
import VisorCore
import VisorLocal

/// Every sentence a live session says or answers with, in one table (so they can move into the
/// message catalogue with the other sentences a person hears; English only for now).
enum LiveWords {
  // MARK: People

  /// "Someone on the left, near, facing you." (the message catalogue's place phrase, issue 26 item 6).
  static func someone(_ person: PersonSighting) -> String {
    MessageCatalogue.english.text("live.someone", ["place": .text(person.place())])
  }
  static let nobody = MessageCatalogue.english.text("live.nobody")
  static func peopleNow(_ count: Int) -> String {
    MessageCatalogue.english.text("live.peopleNow", ["count": .number(count)])
  }

  // MARK: Find

  static func targetName(_ target: LiveTarget) -> String {
    switch target {
    case .person: "A person"
    case .face: "A face"
    case .text: "Text"
    case .barcode: "A code"
    }
  }
  /// "A person at 2 o'clock, near." / "Text centred, far."
  static func found(_ target: LiveTarget, hour: Int?, distance: String) -> String {
    let place = hour.map { "at \($0) o'clock" } ?? "centred"
    return "\(targetName(target)) \(place), \(distance)."
  }
  static func lost(_ target: LiveTarget) -> String {
    switch target {
    case .person: "I can't see a person now."
    case .face: "I can't see a face now."
    case .text: "I can't see text now."
    case .barcode: "I can't see a code now."
    }
  }

  // MARK: Codes

  static func code(_ description: String) -> String { "It's \(description)." }

  // MARK: The vision provider

  /// What the provider is asked for a changed view in `describe`, with what was said before.
  static func describePrompt(base: String, said: [String]) -> String {
    guard !said.isEmpty else {
      return base + " Answer in at most two short sentences."
    }
    return base
      + " This is a live camera. You already said: \"\(said.suffix(6).joined(separator: " "))\". "
      + "Say only what is new or changed, in at most two short sentences. If nothing important changed, "
      + "reply with exactly: \(nothingNewMarker)"
  }
  static let nothingNewMarker = "NOTHING NEW"

  // MARK: Errors (the session stays open)

  static func unknownMode(_ mode: String) -> String {
    "There is no live mode \"\(mode.prefix(40))\"; use one of "
      + LiveChannel.allCases.map(\.rawValue).joined(separator: ", ") + "."
  }
  static let findNeedsTarget =
    "The find mode needs a target: person, text, barcode or face (e.g. {\"type\":\"mode\",\"mode\":\"find\",\"target\":\"person\"})."
  static func unknownTarget(_ target: String) -> String {
    "There is no find target \"\(target.prefix(40))\"; use one of "
      + LiveTarget.allCases.map(\.rawValue).joined(separator: ", ") + "."
  }
  static func targetOnlyForFind(_ mode: String) -> String {
    "A target is only for the find mode; send {\"type\":\"mode\",\"mode\":\"\(mode.prefix(40))\"} without one."
  }
  static let notJSON =
    "That text message is not JSON; send an object such as {\"type\":\"mode\",\"mode\":\"text\"}."
  static let notAnObject =
    "A text message must be a JSON object such as {\"type\":\"mode\",\"mode\":\"text\"}."
  static func missing(_ field: String) -> String {
    "The message has no \"\(field)\"; add it (see docs/live.md)."
  }
  static func wrongType(_ field: String, _ expected: String) -> String { "\"\(field)\" must be \(expected)." }
  static func unknownType(_ type: String) -> String {
    "There is no message type \"\(type.prefix(40))\"; send one of \"mode\", \"ask\", \"speak\", \"voice\"."
  }
  static let emptyQuestion = "The question is empty; type what you want to know about what the camera sees."
  static let askBeforeFrame = "Send a frame first (a JPEG or PNG as a binary message), then ask about it."
  static let stillAnswering = "I'm still answering your last question; ask again when it is answered."
  static func frameTooLarge(_ bytes: Int) -> String {
    "That frame is \(megabytes(bytes)) MB, over the 2 MB limit; send smaller frames (768 px JPEGs are plenty)."
  }
  static func textTooLarge(_ bytes: Int) -> String {
    "That text message is \(bytes / 1024) KB, over the 64 KB limit; send shorter messages."
  }
  static let emptyFrame = "That frame is empty; send a JPEG or PNG image as a binary message."
  static let sceneMissing =
    "The offline scene engine is not installed, so live channels cannot run; run `make run` to install the local models."
  static let tooManySessions =
    "Visor is already running as many live sessions as it allows; try again in a minute, or ask an admin to raise --max-live-sessions."

  // MARK: Closing

  static let idle = "The live session was idle for a minute and has ended; turn Live on again to continue."
  static let replaced = "Live was turned on somewhere else with the same sign-in, so this session ended."
  static let shutdown = "Visor is shutting down; turn Live on again once it is back."

  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f", Double(bytes) / 1_048_576)
  }
}
