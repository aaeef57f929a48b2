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

  static func unknownMode(_ mode: String) -> Message {
    Message(
      "error.live.unknownMode",
      [
        "mode": .text(String(mode.prefix(40))),
        "modes": .text(LiveChannel.allCases.map(\.rawValue).joined(separator: ", ")),
      ])
  }
  static var findNeedsTarget: Message {
    Message(
      "error.live.findNeedsTarget", ["example": .text(#"{"type":"mode","mode":"find","target":"person"}"#)])
  }
  static func unknownTarget(_ target: String) -> Message {
    Message(
      "error.live.unknownTarget",
      [
        "target": .text(String(target.prefix(64))),
        "kinds": .text(LiveTarget.kinds.map(\.rawValue).joined(separator: ", ")),
      ])
  }
  static func targetOnlyForFind(_ mode: String) -> Message {
    Message(
      "error.live.targetOnlyForFind",
      ["example": .text("{\"type\":\"mode\",\"mode\":\"\(mode.prefix(40))\"}")])
  }
  static let textExample = MessageArgument.text(#"{"type":"mode","mode":"text"}"#)
  static var notJSON: Message { Message("error.live.notJSON", ["example": textExample]) }
  static var notAnObject: Message { Message("error.live.notAnObject", ["example": textExample]) }
  static func missing(_ field: String) -> Message {
    Message("error.live.missingField", ["field": .text(field)])
  }
  /// `expected`: a JSON type's name in the catalogue (`error.json.type.string`, `.bool`).
  static func wrongType(_ field: String, _ expected: MessageID) -> Message {
    Message("error.live.wrongType", ["field": .text(field), "expected": .message(Message(expected))])
  }
  static func unknownType(_ type: String) -> Message {
    Message("error.live.unknownType", ["type": .text(String(type.prefix(40)))])
  }
  // Said aloud in the session: in its language.
  static var emptyQuestion: String { MessageCatalogue.current.text("live.emptyQuestion") }
  static var askBeforeFrame: String { MessageCatalogue.current.text("live.askBeforeFrame") }
  static var stillAnswering: String { MessageCatalogue.current.text("live.stillAnswering") }
  static func frameTooLarge(_ bytes: Int) -> String {
    MessageCatalogue.current.text("error.live.frameTooLarge", ["megabytes": .text(megabytes(bytes))])
  }
  static func textTooLarge(_ bytes: Int) -> String {
    MessageCatalogue.current.text("error.live.textTooLarge", ["kilobytes": .number(bytes / 1024)])
  }
  static var emptyFrame: String { MessageCatalogue.current.text("error.live.emptyFrame") }
  static var sceneMissing: String { MessageCatalogue.current.text("live.sceneMissing") }
  static var tooManySessions: String { MessageCatalogue.current.text("live.tooManySessions") }

  // MARK: Closing

  static var idle: String { MessageCatalogue.current.text("live.idle") }
  static var replaced: String { MessageCatalogue.current.text("live.replaced") }
  static var shutdown: String { MessageCatalogue.current.text("live.shutdown") }

  /// "2.5" in English, "2,5" in German.
  static func megabytes(_ bytes: Int) -> String { Language.current.decimal(Double(bytes) / 1_048_576) }
}
