import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorServer

@testable import VisorFeatures

/// The wire side of a live session: VisorAPI's messages and the feature layer's events and commands
/// say the same thing. `LiveServerMessage.init(_ event:)` is the route's conversion (VisorServer's
/// WireConversions.swift; VisorFeatures does not import the wire types, decision 011).
struct LiveWireTests {
  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func everyServerMessageIsOneJSONObjectWithItsTypeAndNullsForWhatIsUnknown() throws {
    let id = UUID()
    let said = LiveServerMessage(
      .said(
        LiveSaying(
          frame: 3, mode: LiveMode(channel: .text), text: "FIRE EXIT", new: ["FIRE EXIT"], audio: nil)))
    var fields = try Self.object(said.text)
    #expect(fields["type"] as? String == "said")
    #expect(fields["frame"] as? Int == 3)
    #expect(fields["new"] as? [String] == ["FIRE EXIT"])
    #expect(fields["audio"] is NSNull)
    #expect(fields["format"] is NSNull)

    let spoken = LiveServerMessage(
      .said(
        LiveSaying(
          frame: 4, mode: LiveMode(channel: .people), text: "Nobody now.", new: ["Nobody now."],
          audio: AudioClip(data: Data([0xFF, 0xFB, 0x90]), format: .mp3))))
    fields = try Self.object(spoken.text)
    #expect(fields["audio"] as? String == "//uQ")
    #expect(fields["format"] as? String == "mp3")

    // Find's place (issues 24 and 26): the clock hour (null when centred) and near, for the earcon.
    let found = LiveServerMessage(
      .said(
        LiveSaying(
          frame: 5, mode: LiveMode(channel: .find, target: .thing("keys")),
          text: "I see your keys at 2 o'clock, near.", new: ["I see your keys at 2 o'clock, near."],
          audio: nil,
          place: LivePlace(hour: 2, near: true))))
    fields = try Self.object(found.text)
    #expect((fields["place"] as? [String: Any])?["hour"] as? Int == 2)
    #expect((fields["place"] as? [String: Any])?["near"] as? Bool == true)
    #expect(try Self.object(said.text)["place"] is NSNull)
    #expect(
      LiveServerMessage(.ready(session: id, mode: LiveMode(channel: .find, target: .known("Ana")))).text
        .contains(#""target":"Ana""#))
    let centred = LiveServerMessage(
      .said(
        LiveSaying(
          frame: 6, mode: LiveMode(channel: .find, target: .person), text: "A person centred, near.",
          new: ["A person centred, near."], audio: nil, place: LivePlace(hour: nil, near: true))))
    #expect(((try Self.object(centred.text))["place"] as? [String: Any])?["hour"] is NSNull)

    let ready = LiveServerMessage(.ready(session: id, mode: LiveMode(channel: .find, target: .face)))
    fields = try Self.object(ready.text)
    #expect(fields["type"] as? String == "ready")
    #expect(fields["session"] as? String == id.wire)
    #expect(fields["target"] as? String == "face")
    #expect(
      try Self.object(LiveServerMessage(.ready(session: id, mode: LiveMode(channel: .text))).text)["target"]
        is NSNull)

    fields = try Self.object(LiveServerMessage(.quiet(frame: 9, reason: .busy)).text)
    #expect(fields["reason"] as? String == "busy")
    fields = try Self.object(LiveServerMessage(.error(code: .unknownMode, message: "No.")).text)
    #expect(fields["code"] as? String == "unknown_mode")
    fields = try Self.object(LiveServerMessage(.closing(.idle)).text)
    #expect(fields["code"] as? Int == 1000)
    #expect(fields["reason"] as? String == "idle")

    for message in [said, spoken, found, centred, ready, LiveServerMessage(.closing(.replaced))] {
      #expect(try LiveServerMessage(text: message.text) == message)
    }
    #expect(throws: (any Error).self) { try LiveServerMessage(text: #"{"type":"shout"}"#) }
  }

  /// The same text messages, decoded by the wire type (the SDK's side) and by the session: both
  /// accept the same ones and refuse the others with the same code.
  @Test(
    arguments: [
      (#"{"type":"mode","mode":"text"}"#, nil), (#"{"type":"mode","mode":"find","target":"person"}"#, nil),
      (#"{"type":"mode","mode":"find","target":null}"#, nil),
      (#"{"type":"ask","prompt":"What is it?"}"#, nil),
      (#"{"type":"speak","on":true}"#, nil), (#"{"type":"speak","on":false}"#, nil),
      (#"{"type":"voice","voice":"slt"}"#, nil),
      ("[1,2]", "invalid_json"), ("\"mode\"", "invalid_json"), ("not json", "invalid_json"),
      ("", "invalid_json"),
      (#"{"mode":"text"}"#, "missing_field"), (#"{"type":7}"#, "invalid_field"),
      (#"{"type":"dance"}"#, "invalid_field"), (#"{"type":"mode"}"#, "missing_field"),
      (#"{"type":"mode","mode":3}"#, "invalid_field"),
      (#"{"type":"mode","mode":"text","target":1}"#, "invalid_field"),
      (#"{"type":"ask"}"#, "missing_field"), (#"{"type":"speak","on":1}"#, "invalid_field"),
      (#"{"type":"speak","on":"yes"}"#, "invalid_field"), (#"{"type":"speak"}"#, "missing_field"),
      (#"{"type":"voice","voice":null}"#, "missing_field"),
    ] as [(String, String?)])
  func clientMessagesDecodeAlikeOnBothSides(_ text: String, _ refusal: String?) throws {
    var wire: LiveClientMessage?
    var wireCode: String?
    do { wire = try LiveClientMessage(text: text) } catch { wireCode = error.code }
    var command: LiveCommand?
    var commandCode: String?
    do { command = try LiveCommand(text: text) } catch let error as VisorError {
      commandCode = error.code.name
    }
    #expect(wireCode == refusal)
    #expect(commandCode == refusal)
    if let wire, let command {
      switch (wire, command) {
      case (.mode(let a, let t1), .mode(let b, let t2)): #expect(a == b && t1 == t2)
      case (.ask(let a), .ask(let b)): #expect(a == b)
      case (.speak(let a), .speak(let b)): #expect(a == b)
      case (.voice(let a), .voice(let b)): #expect(a == b)
      default: Issue.record("\(wire) vs \(command)")
      }
      // The SDK's encoding decodes to the same message.
      #expect(try LiveClientMessage(text: wire.text) == wire)
    }
  }
}
