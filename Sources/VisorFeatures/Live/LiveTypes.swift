import Foundation
import VisorCore

/// The channels of a live session: the offline channels, plus `find`.
public enum LiveChannel: String, Sendable, CaseIterable, Equatable {
  case text, describe, people, barcode, colour, light, find

  /// The analysis channel that measures it (`find` measures per target).
  var analysisMode: AnalysisMode {
    switch self {
    case .text: .text
    case .describe, .find: .describe
    case .people: .people
    case .barcode: .barcode
    case .colour: .colour
    case .light: .light
    }
  }
}

/// What `find` looks for: a kind (anyone, any text, any code, any face), or one of the person's own
/// taught things or people (issues 24 and 26), by the name it was taught with.
public enum LiveTarget: Sendable, Equatable, Hashable {
  case person, text, barcode, face
  /// A thing the person taught (Settings → Things): "I see your keys at 2 o'clock, near."
  case thing(String)
  /// Someone the person taught (Settings → People): "Ana is at 2 o'clock, near."
  case known(String)

  /// The kinds, by their wire names.
  public static let kinds: [LiveTarget] = [.person, .text, .barcode, .face]

  /// A kind by its wire name (`person`, `text`, `barcode`, `face`); nil for anything else.
  public init?(kind: String) {
    guard let kind = Self.kinds.first(where: { $0.rawValue == kind }) else { return nil }
    self = kind
  }

  /// The wire name: the kind, or the taught name.
  public var rawValue: String {
    switch self {
    case .person: "person"
    case .text: "text"
    case .barcode: "barcode"
    case .face: "face"
    case .thing(let name), .known(let name): name
    }
  }

  /// The taught name, for a thing or a known person.
  var taughtName: String? {
    switch self {
    case .thing(let name), .known(let name): name
    default: nil
    }
  }
}

/// A channel and, for `find`, its target; validated from the words a client sent.
public struct LiveMode: Sendable, Equatable {
  public var channel: LiveChannel
  public var target: LiveTarget?

  public init(channel: LiveChannel, target: LiveTarget? = nil) {
    self.channel = channel
    self.target = target
  }

  /// `mode` (nil or empty: `describe`) and `target` as sent; throws `.unknownMode` or `.invalidField`
  /// with a sentence naming what is allowed.
  public init(mode: String?, target: String?) throws {
    let name = (mode ?? "").trimmingCharacters(in: .whitespaces).lowercased()
    guard let channel = name.isEmpty ? .describe : LiveChannel(rawValue: name) else {
      throw VisorError(.unknownMode, LiveWords.unknownMode(mode ?? ""))
    }
    let targetName = (target ?? "").trimmingCharacters(in: .whitespaces).lowercased()
    if channel == .find {
      guard !targetName.isEmpty else { throw VisorError(.missingField, LiveWords.findNeedsTarget) }
      if let parsed = LiveTarget(kind: targetName) {
        self.init(channel: channel, target: parsed)
      } else {
        // A name: the session resolves it against the person's taught things and people
        // (``LiveService/resolve(_:user:)``); until then it is held as a thing.
        let name = (target ?? "").trimmingCharacters(in: .whitespaces)
        guard name.count <= 64, !name.contains(where: \.isNewline) else {
          throw VisorError(.invalidField, LiveWords.unknownTarget(name))
        }
        self.init(channel: channel, target: .thing(name))
      }
    } else {
      guard targetName.isEmpty else {
        throw VisorError(.invalidField, LiveWords.targetOnlyForFind(channel.rawValue))
      }
      self.init(channel: channel)
    }
  }
}

/// A text message of the client, decoded (``LiveCommand/init(text:)``).
public enum LiveCommand: Sendable, Equatable {
  case mode(String, target: String?)
  case ask(String)
  case speak(Bool)
  case voice(String)

  /// Decodes `{"type":"mode"|"ask"|"speak"|"voice", …}`; anything else throws a `VisorError`
  /// (`invalid_json`, `missing_field`, `invalid_field`) with a sentence. The same rules as VisorAPI's
  /// `LiveClientMessage(text:)` (the feature layer does not import the wire types; a test checks both agree).
  public init(text: String) throws {
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    else { throw VisorError(.invalidJSON, LiveWords.notJSON) }
    guard let fields = object as? [String: Any] else { throw VisorError(.invalidJSON, LiveWords.notAnObject) }
    func string(_ name: String) throws -> String {
      guard let value = fields[name], !(value is NSNull) else {
        throw VisorError(.missingField, LiveWords.missing(name))
      }
      guard let text = value as? String else {
        throw VisorError(.invalidField, LiveWords.wrongType(name, "error.json.type.string"))
      }
      return text
    }
    guard fields["type"] != nil else { throw VisorError(.missingField, LiveWords.missing("type")) }
    switch try string("type") {
    case "mode":
      let mode = try string("mode")
      var target: String?
      if let value = fields["target"], !(value is NSNull) {
        guard let text = value as? String else {
          throw VisorError(.invalidField, LiveWords.wrongType("target", "error.json.type.string"))
        }
        target = text
      }
      self = .mode(mode, target: target)
    case "ask": self = .ask(try string("prompt"))
    case "speak":
      guard let on = fields["on"] else { throw VisorError(.missingField, LiveWords.missing("on")) }
      // A JSON boolean, not 0/1: JSONSerialization's booleans have objCType "c".
      guard let number = on as? NSNumber, String(cString: number.objCType) == "c" else {
        throw VisorError(.invalidField, LiveWords.wrongType("on", "error.json.type.bool"))
      }
      self = .speak(number.boolValue)
    case "voice": self = .voice(try string("voice"))
    case let other: throw VisorError(.invalidField, LiveWords.unknownType(other))
    }
  }
}

/// Why a frame produced nothing to say.
public enum LiveQuietReason: String, Sendable, Equatable {
  /// The view did not change since the last frame analysed: not analysed again.
  case unchanged
  /// Analysed: nothing new to say.
  case nothing
  /// Not analysed: a newer frame replaced it while the one before was analysed, or the vision
  /// provider's interval (`--live-provider-interval`) has not passed.
  case busy
}

/// Why the service ended a session (a session the client closes ends without one).
public enum LiveCloseReason: String, Sendable, Equatable {
  /// No message for ``LiveService/idleTimeout``.
  case idle
  /// A newer session of the same credential.
  case replaced
  /// The server is stopping.
  case shutdown

  /// The WebSocket close code: 1000 normal (idle), 1008 policy (replaced), 1001 going away (shutdown).
  public var closeCode: Int {
    switch self {
    case .idle: 1000
    case .replaced: 1008
    case .shutdown: 1001
    }
  }

  /// A sentence for the person (≤ 123 bytes, so it fits a close frame's reason).
  public var message: String {
    switch self {
    case .idle: LiveWords.idle
    case .replaced: LiveWords.replaced
    case .shutdown: LiveWords.shutdown
    }
  }
}

/// Where find's target is on the frame: a clock hour (12 up, 3 right; nil when it is centred) and
/// whether it is near — what a client's earcon follows, in any language.
public struct LivePlace: Sendable, Equatable {
  public var hour: Int?
  public var near: Bool
  public init(hour: Int?, near: Bool) {
    self.hour = hour
    self.near = near
  }
}

/// Something new to say about frame `frame`.
public struct LiveSaying: Sendable, Equatable {
  /// The frame's number (counted from 1 as frames arrive); for an `ask`, the newest frame's.
  public var frame: Int
  public var mode: LiveMode
  /// Everything said, as one text: the new facts joined, or the answer to an `ask`.
  public var text: String
  /// The new facts, one sentence each.
  public var new: [String]
  /// The spoken `text` when speech is on (nil when off, or when speaking failed).
  public var audio: AudioClip?
  /// In find: where the target is now (nil when it is not in view, and in the other channels).
  public var place: LivePlace?
}

/// What a live session tells its client, in order (``LiveSession/events``).
public enum LiveEvent: Sendable, Equatable {
  case ready(session: UUID, mode: LiveMode)
  case said(LiveSaying)
  case quiet(frame: Int, reason: LiveQuietReason)
  /// A refused frame or message; the session stays open.
  case error(code: ErrorCode, message: String)
  /// The service ends the session; the events end after it.
  case closing(LiveCloseReason)
}
