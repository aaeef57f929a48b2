import Foundation
import Testing
import VisorCore

@testable import VisorFeatures

@Suite("Realtime codec: JSON, audio, VAD turns, session settings")
struct RealtimeCodecTests {
  // MARK: JSON

  @Test func jsonParsesBooleansApartFromNumbersAndWritesTypeFirst() throws {
    let event = try RealtimeJSON.parse(#"{"b":true,"n":1,"type":"x","s":"a\"b\n","l":[null,2.5]}"#)
    #expect(event["b"] == .bool(true))
    #expect(event["n"] == .number(1))
    #expect(event["l"] == .array([.null, .number(2.5)]))
    #expect(event.text == #"{"type":"x","b":true,"l":[null,2.5],"n":1,"s":"a\"b\n"}"#)
    #expect(throws: RealtimeJSON.ParseError.notJSON) { try RealtimeJSON.parse("{nope") }
    #expect(throws: RealtimeJSON.ParseError.notAnObject) { try RealtimeJSON.parse("[1]") }
    let control = RealtimeJSON.string("\u{1}")
    #expect(control.text == #""\u0001""#)
  }

  // MARK: Audio

  @Test func pcm16RoundTripsAndClamps() {
    let samples: [Float] = [0, 0.5, -0.5, 1, -1, 2, .nan]
    let data = RealtimeAudio.pcm16(samples)
    #expect(data.count == samples.count * 2)
    #expect(Array(data.prefix(4)) == [0, 0, 0x00, 0x40])  // 0.5 × 32767 = 16384 (rounded) little-endian
    let back = RealtimeAudio.floats(pcm16: data)
    #expect(abs(back[1] - 0.5) < 0.001 && abs(back[2] + 0.5) < 0.001)
    #expect(back[5] == back[3] && back[6] == 0)
  }

  @Test func g711DecodesAsTheStandardTables() {
    // ITU-T G.711: μ-law 0xFF and 0x7F are ±0, 0x00 is the most negative (−32124), 0x80 the most
    // positive; A-law 0xD5 is +8, 0x55 −8, 0xAA the largest positive (32256).
    #expect(RealtimeAudio.muLaw(0xFF) == 0)
    #expect(RealtimeAudio.muLaw(0x00) == -32124)
    #expect(RealtimeAudio.muLaw(0x80) == 32124)
    #expect(RealtimeAudio.aLaw(0xD5) == 8)
    #expect(RealtimeAudio.aLaw(0x55) == -8)
    #expect(RealtimeAudio.aLaw(0xAA) == 32256)
    // 8 kHz in, 24 kHz kept: three times the samples.
    #expect(RealtimeAudio.samples(Data(repeating: 0xFF, count: 80), format: .pcmu).count == 240)
  }

  @Test func resamplingKeepsDurationAndFrequency() {
    // One second of a 440-Hz tone at 22 050 Hz (Piper) → 24 000 samples that still cross zero 880 times.
    let tone = (0..<22_050).map { Float(sin(2 * Double.pi * 440 * Double($0) / 22_050)) }
    let out = RealtimeAudio.resample(tone, from: 22_050, to: 24_000)
    #expect(out.count == 24_000)
    let crossings = zip(out, out.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
    #expect((870...890).contains(crossings))
    #expect(RealtimeAudio.to16k(Array(repeating: 0, count: 2400)).count == 1600)
  }

  @Test func base64IsStrict() {
    #expect(RealtimeAudio.decodeBase64("AAAA") == Data([0, 0, 0]))
    #expect(RealtimeAudio.decodeBase64("AAA") == Data([0, 0]))  // padding optional
    #expect(RealtimeAudio.decodeBase64("not base64!!") == nil)
    #expect(RealtimeAudio.decodeBase64("AAAAA") == nil)
    #expect(RealtimeAudio.decodeBase64("AA AA") == nil)
  }

  // MARK: VAD turns

  @Test func speechStartsAfterTwoWindowsAndEndsAfterTheSilence() {
    var detector = RealtimeVADDetector(settings: RealtimeTurnDetection())
    #expect(detector.feed([0.1, 0.9]).isEmpty)  // one loud window is not yet a turn
    #expect(detector.feed([0.95]) == [.started(atMs: 32)])
    #expect(detector.feed([0.8, 0.4, 0.9]).isEmpty)  // 0.4 is above threshold − 0.15: still speech
    // 500 ms of silence = 16 windows (15.6 rounded up); the turn ends where the last speech window ended.
    #expect(detector.feed(Array(repeating: 0.05, count: 15)).isEmpty)
    #expect(detector.feed([0.05]) == [.stopped(atMs: 6 * 32)])
    #expect(!detector.speaking)
  }

  @Test func thresholdAndSilenceAreHonoured() {
    var settings = RealtimeTurnDetection()
    settings.threshold = 0.9
    settings.silenceDurationMs = 100
    var detector = RealtimeVADDetector(settings: settings)
    #expect(detector.feed([0.85, 0.85, 0.85]).isEmpty)
    #expect(detector.feed([0.95, 0.95]) == [.started(atMs: 96)])
    #expect(detector.feed([0.7, 0.7, 0.7]).isEmpty)  // 0.7 < 0.75 is silence, but only 96 ms of it
    #expect(detector.feed([0.7]) == [.stopped(atMs: 160)])
  }

  // MARK: Session settings

  private func noVoices(_ name: String) throws -> String? { nil }

  @Test func sessionUpdateAppliesTheGAFields() throws {
    var settings = RealtimeSettings()
    let update = try RealtimeJSON.parse(
      #"""
      {"type":"realtime","instructions":"Be brief.","output_modalities":["text"],"max_output_tokens":50,
       "audio":{"input":{"format":{"type":"audio/pcmu"},"transcription":null,
         "turn_detection":{"type":"server_vad","threshold":0.7,"prefix_padding_ms":200,"silence_duration_ms":800,
                           "create_response":false,"idle_timeout_ms":null},
         "noise_reduction":{"type":"near_field"}},
        "output":{"voice":"marin","format":{"type":"audio/pcm","rate":24000},"speed":1.1}},
       "tools":[],"tracing":"auto"}
      """#)
    let ignored = try settings.apply(update, voiceCheck: noVoices)
    #expect(settings.instructions == "Be brief.")
    #expect(settings.outputModalities == ["text"])
    #expect(settings.maxOutputTokens == 50)
    #expect(settings.inputFormat == .pcmu)
    #expect(!settings.transcription)
    #expect(settings.turnDetection?.threshold == 0.7)
    #expect(settings.turnDetection?.prefixPaddingMs == 200)
    #expect(settings.turnDetection?.silenceDurationMs == 800)
    #expect(settings.turnDetection?.createResponse == false)
    #expect(settings.voiceName == "marin" && settings.voice == nil)
    #expect(
      Set(ignored) == [
        "session.tools", "session.tracing", "session.audio.input.noise_reduction",
        "session.audio.output.speed",
        "session.audio.input.turn_detection.idle_timeout_ms",
      ])
    let shown = settings.json(id: "sess_1", model: "visor-default")
    #expect(shown["audio"]?["input"]?["format"] == ["type": "audio/pcmu"])
    #expect(shown["audio"]?["input"]?["turn_detection"]?["threshold"] == .number(0.7))
  }

  @Test func betaFieldsAreAliases() throws {
    var settings = RealtimeSettings()
    _ = try settings.apply(
      try RealtimeJSON.parse(
        #"{"modalities":["text","audio"],"input_audio_format":"g711_alaw","turn_detection":null,"voice":"echo"}"#
      ),
      voiceCheck: noVoices)
    #expect(settings.outputModalities == ["audio"])
    #expect(settings.inputFormat == .pcma)
    #expect(settings.turnDetection == nil)
  }

  @Test func anUnknownFieldChangesNothing() throws {
    var settings = RealtimeSettings()
    let before = settings
    let update = try RealtimeJSON.parse(#"{"instructions":"changed","colour":"blue"}"#)
    #expect(throws: RealtimeProblem.self) { try settings.apply(update, voiceCheck: noVoices) }
    #expect(settings == before)
    do {
      _ = try settings.apply(update, voiceCheck: noVoices)
    } catch {
      #expect(error.code == "unknown_parameter" && error.param == "session.colour")
      #expect(error.message.hasSuffix("."))
    }
    let nested = try RealtimeJSON.parse(
      #"{"audio":{"input":{"turn_detection":{"type":"server_vad","loud":1}}}}"#)
    #expect(throws: RealtimeProblem.self) { try settings.apply(nested, voiceCheck: noVoices) }
  }

  @Test func wrongValuesAreRefusedWithTheirPath() throws {
    var settings = RealtimeSettings()
    let cases: [(String, String)] = [
      (
        #"{"audio":{"input":{"turn_detection":{"threshold":1.5}}}}"#,
        "session.audio.input.turn_detection.threshold"
      ),
      (
        #"{"audio":{"input":{"format":{"type":"audio/pcm","rate":16000}}}}"#,
        "session.audio.input.format.rate"
      ),
      (#"{"audio":{"output":{"format":{"type":"audio/pcmu"}}}}"#, "session.audio.output.format"),
      (#"{"output_modalities":["video"]}"#, "session.output_modalities"),
      (#"{"type":"transcription"}"#, "session.type"),
      (
        #"{"audio":{"input":{"transcription":{"language":"fr"}}}}"#,
        "session.audio.input.transcription.language"
      ),
    ]
    for (text, param) in cases {
      let update = try RealtimeJSON.parse(text)
      do {
        _ = try settings.apply(update, voiceCheck: noVoices)
        Issue.record("accepted \(text)")
      } catch {
        #expect(error.param == param, "\(text)")
      }
    }
    do {
      _ = try settings.apply(["audio": ["output": ["voice": "nobody"]]]) { name in
        throw VisorError(.unknownVoice, "The voice '\(name)' does not exist.")
      }
      Issue.record("accepted an unknown voice")
    } catch {
      #expect(error.param == "session.audio.output.voice" && error.message.contains("nobody"))
    }
  }
}

@Suite("Realtime chunker: the first clause early, then sentences")
struct RealtimeChunkerTests {
  @Test func aLongFirstSentenceIsSpokenFromItsFirstClause() {
    var chunker = RealtimeChunker()
    #expect(chunker.feed("In this old city").isEmpty)
    #expect(chunker.feed(", the river runs") == ["In this old city,"])
    #expect(chunker.feed(" north, then east. It is wide, deep and") == ["the river runs north, then east."])
    // Only the first sentence is cut: later commas wait for their sentence.
    #expect(chunker.feed(" cold.").isEmpty)
    #expect(chunker.finish() == ["It is wide, deep and cold."])
  }

  @Test func shortClausesAndEarlySentencesAreNotCut() {
    var chunker = RealtimeChunker()
    #expect(chunker.feed("Yes, it is.").isEmpty)  // "Yes," is too short; the sentence is not done yet
    #expect(chunker.feed(" The door, on your left, is open.") == ["Yes, it is."])
    #expect(chunker.finish() == ["The door, on your left, is open."])
    var whole = RealtimeChunker()
    #expect(whole.feed("Paris is the capital. Of France, I mean") == ["Paris is the capital."])
    #expect(whole.finish() == ["Of France, I mean"])
  }

  @Test func theWordsAreAllSaidOnceInOrder() {
    let answer = "Dr. Smith, who lives at 3.5 Main St., said: the bus comes at noon; wait here. Then go."
    for cut in [1, 3, 7] {
      var chunker = RealtimeChunker()
      var pieces: [String] = []
      var index = answer.startIndex
      while index < answer.endIndex {
        let end = answer.index(index, offsetBy: cut, limitedBy: answer.endIndex) ?? answer.endIndex
        pieces += chunker.feed(String(answer[index..<end]))
        index = end
      }
      pieces += chunker.finish()
      #expect(pieces.joined(separator: " ") == answer, "cut \(cut): \(pieces)")
    }
  }
}
