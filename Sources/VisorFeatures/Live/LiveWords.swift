import Foundation
import VisorCore
import VisorLocal

/// Every sentence a live session says or answers with, in one table. What a person hears comes from
/// the message catalogue in the session's language (``Language/current``); the protocol errors a
/// developer reads stay English.
enum LiveWords {
  // MARK: People

  /// "Someone on the left, near, facing you." (the message catalogue's place phrase, issue 26 item 6).
  static func someone(_ person: PersonSighting) -> String {
    let say = MessageCatalogue.current
    return say.text("live.someone", ["place": .text(person.place(catalogue: say))])
  }
  static var nobody: String { MessageCatalogue.current.text("live.nobody") }
  static func peopleNow(_ count: Int) -> String {
    MessageCatalogue.current.text("live.peopleNow", ["count": .number(count)])
  }

  // MARK: Find

  static func targetName(_ target: LiveTarget) -> String {
    MessageCatalogue.current.text(MessageID(rawValue: "live.target.\(target.rawValue)"))
  }
  /// "I see your keys at 2 o'clock, near." / "Your keys are centred, near."; for a known person
  /// "Ana is at 2 o'clock, near." / "Ana is centred, near."
  static func foundTaught(_ target: LiveTarget, hour: Int?, near: Bool) -> String {
    let say = MessageCatalogue.current
    let person: Bool
    if case .known = target { person = true } else { person = false }
    var arguments: [String: MessageArgument] = [
      "name": .text(target.taughtName ?? ""),
      "distance": .message(Message(near ? "place.near" : "place.far")),
    ]
    guard let hour else { return say.text(person ? "live.known.centred" : "live.thing.centred", arguments) }
    arguments["clock"] = .number(hour)
    return say.text(person ? "live.known.clock" : "find.found", arguments)
  }
  /// "I don't see your keys." / "I don't see Ana."
  static func notSeenTaught(_ target: LiveTarget) -> String {
    if case .known(let name) = target {
      return MessageCatalogue.current.text("live.known.notSeen", ["name": .text(name)])
    }
    return MessageCatalogue.current.text("find.notSeen", ["name": .text(target.taughtName ?? "")])
  }
  /// "A person at 2 o'clock, near." / "Text centred, far."
  static func found(_ target: LiveTarget, hour: Int?, near: Bool) -> String {
    let say = MessageCatalogue.current
    let arguments: [String: MessageArgument] = [
      "target": .text(targetName(target)), "distance": .message(Message(near ? "live.near" : "live.far")),
    ]
    guard let hour else { return say.text("live.found.centred", arguments) }
    return say.text("live.found.clock", arguments.merging(["hour": .number(hour)]) { $1 })
  }
  static func lost(_ target: LiveTarget) -> String {
    MessageCatalogue.current.text(MessageID(rawValue: "live.lost.\(target.rawValue)"))
  }

  // MARK: Codes

  static func code(_ description: String) -> String {
    MessageCatalogue.current.text("live.code", ["code": .text(description)])
  }

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
    "The find mode needs a target: person, text, barcode, face, or the name of a thing or person you taught "
    + "(e.g. {\"type\":\"mode\",\"mode\":\"find\",\"target\":\"person\"})."
  static func unknownTarget(_ target: String) -> String {
    "There is no find target \"\(target.prefix(64))\"; use one of "
      + LiveTarget.kinds.map(\.rawValue).joined(separator: ", ")
      + ", or the name of a thing or person you taught (Settings → Things, Settings → People)."
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
  // Said aloud in the session: in its language.
  static var emptyQuestion: String { MessageCatalogue.current.text("live.emptyQuestion") }
  static var askBeforeFrame: String { MessageCatalogue.current.text("live.askBeforeFrame") }
  static var stillAnswering: String { MessageCatalogue.current.text("live.stillAnswering") }
  static func frameTooLarge(_ bytes: Int) -> String {
    "That frame is \(megabytes(bytes)) MB, over the 2 MB limit; send smaller frames (768 px JPEGs are plenty)."
  }
  static func textTooLarge(_ bytes: Int) -> String {
    "That text message is \(bytes / 1024) KB, over the 64 KB limit; send shorter messages."
  }
  static let emptyFrame = "That frame is empty; send a JPEG or PNG image as a binary message."
  static var sceneMissing: String { MessageCatalogue.current.text("live.sceneMissing") }
  static var tooManySessions: String { MessageCatalogue.current.text("live.tooManySessions") }

  // MARK: Closing

  static var idle: String { MessageCatalogue.current.text("live.idle") }
  static var replaced: String { MessageCatalogue.current.text("live.replaced") }
  static var shutdown: String { MessageCatalogue.current.text("live.shutdown") }

  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f", Double(bytes) / 1_048_576)
  }
}
