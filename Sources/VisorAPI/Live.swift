import Foundation

// The live session's messages (`GET /api/v1/live` upgraded to a WebSocket; docs/live.md).
// Binary messages are frames (JPEG or PNG); these are the JSON text messages both ways.

/// A text message from the client of a live session.
///
/// ```swift
/// let message = try LiveClientMessage(text: #"{"type":"mode","mode":"find","target":"person"}"#)
/// socket.send(LiveClientMessage.ask(prompt: "What colour is it?").text)
/// ```
public enum LiveClientMessage: Sendable, Equatable {
  /// Switch the channel: `text`, `describe`, `people`, `barcode`, `colour`, `light` or `find` (with a
  /// `target`: `person`, `text`, `barcode` or `face`).
  case mode(String, target: String?)
  /// A question about the newest frame, answered like a follow-up.
  case ask(prompt: String)
  /// Turn spoken audio in `said` on or off.
  case speak(on: Bool)
  /// The voice `said` is spoken in (a voice of `GET /api/v1/models`).
  case voice(String)

  /// The message types a client may send.
  public static let types = ["mode", "ask", "speak", "voice"]

  /// Decodes one text message; anything that is not one of the four messages throws a
  /// ``LiveMessageError`` whose `message` says what to send instead.
  public init(text: String) throws(LiveMessageError) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    else { throw .notJSON }
    guard let fields = object as? [String: Any] else { throw .notAnObject }
    guard let type = fields["type"] else { throw .missing("type") }
    guard let typeName = type as? String else { throw .wrongType("type", "a string") }
    switch typeName {
    case "mode":
      let mode = try Self.string(fields, "mode")
      let target = try Self.optionalString(fields, "target")
      self = .mode(mode, target: target)
    case "ask": self = .ask(prompt: try Self.string(fields, "prompt"))
    case "speak":
      guard let on = fields["on"] else { throw .missing("on") }
      // JSONSerialization reads true/false as NSNumber; a number 0/1 is not a boolean here.
      guard let number = on as? NSNumber, isJSONBoolean(number) else {
        throw .wrongType("on", "true or false")
      }
      self = .speak(on: number.boolValue)
    case "voice": self = .voice(try Self.string(fields, "voice"))
    default: throw .unknownType(typeName)
    }
  }

  /// The message as JSON text, as a client sends it.
  public var text: String {
    var fields: [String: Any]
    switch self {
    case .mode(let mode, let target):
      fields = ["type": "mode", "mode": mode]
      fields["target"] = target ?? NSNull()
    case .ask(let prompt): fields = ["type": "ask", "prompt": prompt]
    case .speak(let on): fields = ["type": "speak", "on": on]
    case .voice(let voice): fields = ["type": "voice", "voice": voice]
    }
    return LiveJSON.text(fields)
  }

  private static func string(_ fields: [String: Any], _ name: String) throws(LiveMessageError) -> String {
    guard let value = fields[name], !(value is NSNull) else { throw .missing(name) }
    guard let string = value as? String else { throw .wrongType(name, "a string") }
    return string
  }

  private static func optionalString(_ fields: [String: Any], _ name: String) throws(LiveMessageError)
    -> String?
  {
    guard let value = fields[name], !(value is NSNull) else { return nil }
    guard let string = value as? String else { throw .wrongType(name, "a string") }
    return string
  }
}

/// Whether a number JSONSerialization produced is a JSON boolean (`true`/`false`, not `1`/`0`).
private func isJSONBoolean(_ number: NSNumber) -> Bool {
  // Booleans are the shared `kCFBoolean` singletons on Darwin and `__NSCFBoolean`-like on Linux;
  // their objCType is "c" (char), which no integer JSONSerialization produces.
  String(cString: number.objCType) == "c"
}

/// A text message that is not a valid ``LiveClientMessage``: a `code` of the error catalogue and a
/// sentence saying what to send instead.
public struct LiveMessageError: Error, Sendable, Equatable {
  /// `invalid_json`, `missing_field`, `invalid_field` or `invalid_parameter`.
  public var code: String
  public var message: String

  public init(code: String, message: String) {
    self.code = code
    self.message = message
  }

  static let notJSON = LiveMessageError(
    code: "invalid_json",
    message: "That text message is not JSON; send an object such as {\"type\":\"mode\",\"mode\":\"text\"}.")
  static let notAnObject = LiveMessageError(
    code: "invalid_json",
    message: "A text message must be a JSON object such as {\"type\":\"mode\",\"mode\":\"text\"}.")
  static func missing(_ field: String) -> LiveMessageError {
    LiveMessageError(
      code: "missing_field", message: "The message has no \"\(field)\"; add it (see docs/live.md).")
  }
  static func wrongType(_ field: String, _ expected: String) -> LiveMessageError {
    LiveMessageError(code: "invalid_field", message: "\"\(field)\" must be \(expected).")
  }
  static func unknownType(_ type: String) -> LiveMessageError {
    LiveMessageError(
      code: "invalid_field",
      message: "There is no message type \"\(type)\"; send one of "
        + LiveClientMessage.types.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
  }
}

/// A text message from the server of a live session.
///
/// ```swift
/// switch try LiveServerMessage(text: received) {
/// case .said(let said): speak(said.text)
/// case .quiet, .ready, .error, .closing: break
/// }
/// ```
public enum LiveServerMessage: Sendable, Equatable {
  /// The session is open: `{"type":"ready","session":"…","mode":"…","target":…}`.
  case ready(LiveReady)
  /// Something new to say about a frame (or the answer to an `ask`).
  case said(LiveSaid)
  /// A frame that produced nothing to say, so a client can show it is alive.
  case quiet(LiveQuiet)
  /// A message or frame that was refused; the session stays open.
  case error(LiveError)
  /// The server is ending the session; the route sends this as the close frame's code and reason.
  case closing(LiveClosing)

  /// The message as JSON text.
  public var text: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Every payload is plain strings, numbers and arrays: encoding cannot fail.
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// Decodes a server message (the SDK's side); an unknown `type` throws `DecodingError`.
  public init(text: String) throws {
    self = try JSONDecoder().decode(LiveServerMessage.self, from: Data(text.utf8))
  }
}

extension LiveServerMessage: Codable {
  private enum TypeKey: String, CodingKey { case type }

  public init(from decoder: any Decoder) throws {
    let type = try decoder.container(keyedBy: TypeKey.self).decode(String.self, forKey: .type)
    switch type {
    case "ready": self = .ready(try LiveReady(from: decoder))
    case "said": self = .said(try LiveSaid(from: decoder))
    case "quiet": self = .quiet(try LiveQuiet(from: decoder))
    case "error": self = .error(try LiveError(from: decoder))
    case "closing": self = .closing(try LiveClosing(from: decoder))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: try decoder.container(keyedBy: TypeKey.self),
        debugDescription: "Unknown live message type \"\(type)\".")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: TypeKey.self)
    switch self {
    case .ready(let body):
      try container.encode("ready", forKey: .type)
      try body.encode(to: encoder)
    case .said(let body):
      try container.encode("said", forKey: .type)
      try body.encode(to: encoder)
    case .quiet(let body):
      try container.encode("quiet", forKey: .type)
      try body.encode(to: encoder)
    case .error(let body):
      try container.encode("error", forKey: .type)
      try body.encode(to: encoder)
    case .closing(let body):
      try container.encode("closing", forKey: .type)
      try body.encode(to: encoder)
    }
  }
}

/// `ready`: the session's id, its channel and the `find` target (`null` for the other channels).
public struct LiveReady: Codable, Sendable, Equatable {
  public var session: String
  public var mode: String
  @Nullable public var target: String?
  public init(session: String, mode: String, target: String? = nil) {
    self.session = session
    self.mode = mode
    self.target = target
  }
}

/// `said`: what is new in frame `frame` (an `ask` answers about the newest frame and carries its number).
public struct LiveSaid: Codable, Sendable, Equatable {
  /// The number of the frame it is about (frames are counted from 1 as they arrive).
  public var frame: Int
  public var mode: String
  /// Everything said, as one text (the `new` facts joined, or the answer to an `ask`).
  public var text: String
  /// The new facts, one sentence each.
  public var new: [String]
  /// The spoken `text`, base64, when speech is on; `null` otherwise.
  @Nullable public var audio: String?
  /// `mp3` when there is audio; `null` otherwise.
  @Nullable public var format: String?
  /// In `find`: where the target is now (`null` when it is out of view, and in the other modes).
  @Nullable public var place: LivePlaceWire?
  public init(
    frame: Int, mode: String, text: String, new: [String], audio: String?, format: String?,
    place: LivePlaceWire? = nil
  ) {
    self.frame = frame
    self.mode = mode
    self.text = text
    self.new = new
    self.audio = audio
    self.format = format
    self.place = place
  }
}

/// `said.place`: find's target as a clock hour on the frame (12 up, 3 right; `null` when it is
/// centred) and whether it is near — what a client's earcon follows, whatever the language.
public struct LivePlaceWire: Codable, Sendable, Equatable {
  @Nullable public var hour: Int?
  public var near: Bool
  public init(hour: Int?, near: Bool) {
    self.hour = hour
    self.near = near
  }
}

/// `quiet`: frame `frame` produced nothing to say, and why.
public struct LiveQuiet: Codable, Sendable, Equatable {
  public var frame: Int
  /// `unchanged` (the view did not change), `nothing` (analysed: nothing new), `busy` (replaced by a
  /// newer frame before it was analysed, or the vision provider's interval has not passed).
  public var reason: String
  public init(frame: Int, reason: String) {
    self.frame = frame
    self.reason = reason
  }
}

/// `error`: a code of the error catalogue and a sentence saying what to do; the session stays open.
public struct LiveError: Codable, Sendable, Equatable {
  public var code: String
  public var message: String
  public init(code: String, message: String) {
    self.code = code
    self.message = message
  }
}

/// `closing`: why the server ends the session; the WebSocket close frame carries `code` and `reason`.
public struct LiveClosing: Codable, Sendable, Equatable {
  /// The WebSocket close code: 1000 (idle), 1001 (server shutting down), 1008 (replaced by a newer
  /// session of the same credential), 1011 (server error).
  public var code: Int
  /// `idle`, `replaced`, `shutdown` or `error`.
  public var reason: String
  /// A sentence for the person (the close frame's reason text, ≤ 123 bytes).
  public var message: String
  public init(code: Int, reason: String, message: String) {
    self.code = code
    self.reason = reason
    self.message = message
  }
}

enum LiveJSON {
  static func text(_ fields: [String: Any]) -> String {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: fields, options: [.sortedKeys, .withoutEscapingSlashes])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
