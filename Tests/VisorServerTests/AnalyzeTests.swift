import Foundation
import Synchronization
import Testing
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP
import VisorMedia
import VisorTestSupport

@testable import VisorServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real offline engine: models from $VISOR_CACHE_DIR (installed by scripts/setup.sh). When
/// VISOR_REQUIRE_MODELS=1 (make test, CI) a missing model fails these tests instead of skipping them.
enum LocalEngine {
  static let environment = ProcessInfo.processInfo.environment
  static let cache = URL(
    fileURLWithPath: environment["VISOR_CACHE_DIR"] ?? (NSHomeDirectory() + "/.cache/visor"))
  static let dogPhoto = URL(fileURLWithPath: "/usr/share/darknet/data/dog.jpg")
  static var installed: Bool {
    let models = cache.appendingPathComponent("models")
    return FileManager.default.fileExists(
      atPath: models.appendingPathComponent("efficientnet-lite0.onnx").path)
      && FileManager.default.fileExists(
        atPath: models.appendingPathComponent("piper/en_US-joe-medium.onnx").path)
      && FileManager.default.fileExists(
        atPath: models.appendingPathComponent("whisper-tiny-en/model.bin").path)
      && FileManager.default.fileExists(atPath: dogPhoto.path)
  }
  static var enabled: Bool { installed || environment["VISOR_REQUIRE_MODELS"] == "1" }

  static func configure(_ c: inout VisorConfiguration) {
    c.localWorkers = true
    c.cacheDirectory = cache
  }

  static func photo() throws -> Data {
    try Data(contentsOf: dogPhoto)
  }
}

@Suite(.enabled(if: LocalEngine.enabled, "needs the local models: run scripts/setup.sh"))
struct AnalyzeTests {
  @Test(.live) func aPhotoIsDescribedHonestlySavedAndSearchable() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      let (_, token) = try await t.user("ana")
      let (body, type) = TestApp.multipart([
        ("image", "dog.jpg", "image/jpeg", try LocalEngine.photo()), ("speak", nil, nil, Data("false".utf8)),
      ])
      let reply = try await t.request(
        "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type)
      #expect(reply.status == 200, "\(reply.text)")
      let answer = try reply.decode(AnalyzeResponse.self)
      #expect(answer.model == "local/scene")
      #expect(answer.message.lowercased().contains("dog"), "\(answer.message)")
      #expect(answer.audio == nil)
      #expect(reply.text.contains("\"audio\":null"))
      #expect(answer.timings.ingestMs != nil)
      #expect(answer.timings.totalMs ?? 0 >= answer.timings.firstTokenMs ?? 0)

      let history = try await t.request("GET", "/api/v1/analyses", token: token).decode(
        ListResponse<AnalysisResponse>.self)
      #expect(history.items.map(\.id) == [answer.id])
      #expect(history.items[0].prompt == "Describe exactly what you see.")
      let search = try await t.request("GET", "/api/v1/analyses?q=dog", token: token).decode(
        ListResponse<AnalysisResponse>.self)
      #expect(search.items.count == 1)
      let miss = try await t.request("GET", "/api/v1/analyses?q=giraffe", token: token).decode(
        ListResponse<AnalysisResponse>.self)
      #expect(miss.items.isEmpty)
      let image = try await t.request("GET", "/api/v1/analyses/\(answer.id)/image", token: token)
      #expect(image.status == 200)
      #expect(image.body.starts(with: [0xFF, 0xD8]))

      let (_, other) = try await t.user("bea")
      #expect(try await t.request("GET", "/api/v1/analyses/\(answer.id)", token: other).status == 404)
      #expect(try await t.request("DELETE", "/api/v1/analyses/\(answer.id)", token: other).status == 404)
      #expect(try await t.request("DELETE", "/api/v1/analyses/\(answer.id)", token: token).status == 204)
      #expect(try await t.request("DELETE", "/api/v1/analyses/\(answer.id)", token: token).status == 404)
      #expect(try await t.app.blobs.list(prefix: "analyses/").isEmpty)
    }
  }

  @Test func aSpokenAnswerComesBackAsDecodableAudioInEachFormat() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      let (_, token) = try await t.user("cid")
      for format in ["mp3", "wav", "opus"] {
        let body =
          ["imageBase64": try LocalEngine.photo().base64EncodedString(), "speak": true, "format": format]
          as [String: Any]
        let reply = try await t.request("POST", "/api/v1/vision/analyze", token: token, json: body)
        #expect(reply.status == 200, "\(reply.text)")
        let answer = try reply.decode(AnalyzeResponse.self)
        #expect(answer.audioFormat == format)
        let audio = try #require(answer.audio.flatMap { Data(base64Encoded: $0) })
        let pcm = try AudioDecoder.decode(audio)
        #expect(pcm.durationSeconds > 1)
        #expect(!AudioDecoder.isSilent(pcm))
        #expect(answer.timings.firstAudioMs != nil)
      }
    }
  }

  @Test(.live) func streamingSendsTextThenAudioPerSentenceThenDone() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      let (_, token) = try await t.user("dan")
      let (body, type) = TestApp.multipart([
        ("image", "dog.jpg", "image/jpeg", try LocalEngine.photo()), ("speak", nil, nil, Data("true".utf8)),
      ])
      let reply = try await t.request(
        "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type,
        headers: ["Accept": "text/event-stream"])
      #expect(reply.status == 200)
      #expect(reply.header("Content-Type")?.hasPrefix("text/event-stream") == true)
      let events = SSE.parse(reply.text)
      let names = events.map(\.event)
      #expect(names.first == "text")
      #expect(names.last == "done")
      #expect(names.contains("audio"))
      let audio = events.filter { $0.event == "audio" }.compactMap {
        try? JSONDecoder().decode(StreamEvents.Audio.self, from: Data($0.data.utf8))
      }
      #expect(audio.map(\.index) == Array(0..<audio.count))
      #expect(audio.allSatisfy { $0.format == "mp3" && !$0.text.isEmpty })
      let done = try JSONDecoder().decode(StreamEvents.Done.self, from: Data(events.last!.data.utf8))
      #expect(try await t.request("GET", "/api/v1/analyses/\(done.id)", token: token).status == 200)
    }
  }

  @Test func aSpokenQuestionIsTranscribedAndAnswered() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      let (_, token) = try await t.user("eve")
      let speech = try await t.request(
        "POST", "/api/v1/speech", token: token, json: ["text": "What colour is it?", "format": "wav"])
      #expect(speech.status == 200)
      #expect(speech.header("Content-Type") == "audio/wav")
      let (body, type) = TestApp.multipart([
        ("image", "dog.jpg", "image/jpeg", try LocalEngine.photo()),
        ("audio", "q.wav", "audio/wav", speech.body),
        ("speak", nil, nil, Data("false".utf8)),
      ])
      let reply = try await t.request(
        "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type)
      #expect(reply.status == 200, "\(reply.text)")
      let answer = try reply.decode(AnalyzeResponse.self)
      let transcript = try #require(answer.transcript).lowercased()
      #expect(transcript.contains("colo"), "\(transcript)")
      #expect(answer.timings.transcriptionMs != nil)
      let colours = [
        "white", "gray", "grey", "brown", "black", "green", "blue", "silver", "beige", "tan", "olive", "dark",
      ]
      #expect(colours.contains { answer.message.lowercased().contains($0) }, "\(answer.message)")

      let transcribed = TestApp.multipart([("audio", "q.wav", "audio/wav", speech.body)])
      let text = try await t.request(
        "POST", "/api/v1/transcriptions", token: token, body: transcribed.0, contentType: transcribed.1)
      #expect(text.status == 200)
      #expect(try text.decode(TranscriptionResponse.self).text.lowercased().contains("colo"))
    }
  }

  /// Offline, a follow-up is answered by the scene engine from its facts of the same photo.
  @Test func offlineAFollowUpIsAnsweredFromTheSamePhoto() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      let (_, token) = try await t.user("ola")
      let (body, type) = TestApp.multipart([
        ("image", "dog.jpg", "image/jpeg", try LocalEngine.photo()), ("speak", nil, nil, Data("false".utf8)),
      ])
      let first = try await t.request(
        "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type)
      #expect(first.status == 200, "\(first.text)")
      let id = try first.decode(AnalyzeResponse.self).id
      let reply = try await t.request(
        "POST", "/api/v1/analyses/\(id)/messages", token: token,
        json: ["prompt": "What colour is it?", "speak": false])
      #expect(reply.status == 200, "\(reply.text)")
      let answer = try reply.decode(FollowUpResponse.self)
      #expect(answer.model == "local/scene")
      let colours = [
        "white", "gray", "grey", "brown", "black", "green", "blue", "silver", "beige", "tan", "olive",
      ]
      #expect(colours.contains { answer.message.lowercased().contains($0) }, "\(answer.message)")
      let saved = try await t.request("GET", "/api/v1/analyses/\(id)", token: token).decode(
        AnalysisResponse.self)
      #expect(saved.turns?.map(\.message) == [answer.message])
    }
  }

  @Test func badInputsGetClearErrorsAndNothingIsSaved() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      let (user, token) = try await t.user("fay")
      let photo = try LocalEngine.photo()
      func post(_ fields: [(name: String, filename: String?, type: String?, data: Data)]) async throws
        -> TestApp.Reply
      {
        let (body, type) = TestApp.multipart(fields)
        return try await t.request(
          "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type)
      }
      let noImage = try await post([("prompt", nil, nil, Data("hi".utf8))])
      #expect(noImage.status == 400)
      #expect(noImage.errorMessage?.contains("image") == true)
      let notImage = try await post([("image", "x.jpg", "image/jpeg", Data("hello".utf8))])
      #expect(notImage.status == 422)
      let both = try await post([
        ("image", "d.jpg", "image/jpeg", photo), ("prompt", nil, nil, Data("what?".utf8)),
        ("audio", "a.wav", "audio/wav", Data([1, 2])),
      ])
      #expect(both.status == 400)
      #expect(both.errorCode == "prompt_and_audio")
      let long = try await post([
        ("image", "d.jpg", "image/jpeg", photo),
        ("prompt", nil, nil, Data(String(repeating: "why ", count: 2000).utf8)),
      ])
      #expect(long.status == 400)
      #expect(long.errorCode == "prompt_too_long")
      let notAudio = try await post([
        ("image", "d.jpg", "image/jpeg", photo), ("audio", "a.wav", "audio/wav", Data("not audio".utf8)),
      ])
      #expect(notAudio.status == 422)
      let silentPCM = PCMAudio(samples: [Float](repeating: 0, count: 16_000), sampleRate: 16_000)
      let silent = try AudioEncoder.encode(silentPCM, format: .wav).data
      let silence = try await post([
        ("image", "d.jpg", "image/jpeg", photo), ("audio", "a.wav", "audio/wav", silent),
      ])
      #expect(silence.status == 422)
      #expect(silence.errorCode == "audio_silent")
      let voice = try await post([
        ("image", "d.jpg", "image/jpeg", photo), ("speak", nil, nil, Data("true".utf8)),
        ("voice", nil, nil, Data("darth".utf8)),
      ])
      #expect(voice.status == 400)
      #expect(voice.errorCode == "unknown_voice")
      let format = try await post([
        ("image", "d.jpg", "image/jpeg", photo), ("format", nil, nil, Data("flac".utf8)),
      ])
      #expect(format.status == 400)
      let model = try await post([
        ("image", "d.jpg", "image/jpeg", photo), ("model", nil, nil, Data("acme/vision-9000".utf8)),
      ])
      #expect(model.status == 400)
      #expect(model.errorCode == "unknown_model")
      let unknown = try await post([
        ("image", "d.jpg", "image/jpeg", photo), ("colour", nil, nil, Data("red".utf8)),
      ])
      #expect(unknown.status == 400)
      #expect(unknown.errorMessage?.contains("colour") == true)
      let page = try await t.app.store.analyses(userID: user.id, query: nil, limit: 10, cursor: nil)
      #expect(page.items.isEmpty)
      #expect(try await t.request("GET", "/healthz").status == 200)
    }
  }

  @Test(.live) func aClientThatDisconnectsMidStreamLeavesNothingSaved() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      let (user, token) = try await t.user("gus")
      let (body, type) = TestApp.multipart([
        ("image", "dog.jpg", "image/jpeg", try LocalEngine.photo()), ("speak", nil, nil, Data("true".utf8)),
      ])
      let socket = try RawSocket(port: t.app.port)
      try socket.send(
        Data(
          "POST /api/v1/vision/analyze HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(token)\r\nAccept: text/event-stream\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n\r\n"
            .utf8) + body)
      // Wait for the first text event, then hang up.
      let started = try await socket.readUntil("event: text", timeout: 60)
      #expect(started)
      socket.close()
      try await Task.sleep(for: .seconds(4))
      let page = try await t.app.store.analyses(userID: user.id, query: nil, limit: 10, cursor: nil)
      #expect(page.items.isEmpty)
      #expect(try await t.app.blobs.list(prefix: "analyses/").isEmpty)
      #expect(try await t.request("GET", "/healthz").status == 200)
    }
  }

  @Test func theFirebaseCallableEndpointSpeaksTheOriginalProtocol() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      let (user, token) = try await t.user("hal")
      let body: [String: Any] = [
        "data": [
          "imageBase64": try LocalEngine.photo().base64EncodedString(), "processingCommand": "What is this?",
          "readOutLoud": true,
        ]
      ]
      let reply = try await t.request("POST", "/analyzeImageContents", token: token, json: body)
      #expect(reply.status == 200, "\(reply.text)")
      let result = try #require(reply.json["result"] as? [String: Any])
      #expect((result["message"] as? String)?.lowercased().contains("dog") == true)
      let audio = try #require((result["audio"] as? String).flatMap { Data(base64Encoded: $0) })
      #expect(audio.count > 1000)
      let page = try await t.app.store.analyses(userID: user.id, query: nil, limit: 10, cursor: nil)
      #expect(page.items.count == 1)

      let anonymous = try await t.request("POST", "/analyzeImageContents", json: body)
      #expect(anonymous.status == 401)
      #expect((anonymous.json["error"] as? [String: Any])?["status"] as? String == "UNAUTHENTICATED")
      let missing = try await t.request(
        "POST", "/analyzeImageContents", token: token, json: ["data": ["readOutLoud": false]])
      #expect(missing.status == 400)
      #expect((missing.json["error"] as? [String: Any])?["status"] as? String == "INVALID_ARGUMENT")
    }
  }

  @Test func speechChunksLongTextAndRefusesEmptyText() async throws {
    try await withApp(configure: LocalEngine.configure) { t in
      let (_, token) = try await t.user("ivy")
      let empty = try await t.request("POST", "/api/v1/speech", token: token, json: ["text": "   "])
      #expect(empty.status == 400)
      let short = try await t.request(
        "POST", "/api/v1/speech", token: token, json: ["text": "A red car.", "format": "wav"])
      let sentence = "The quick brown fox jumps over the lazy dog near the quiet river bank. "
      let long = try await t.request(
        "POST", "/api/v1/speech", token: token,
        json: ["text": String(repeating: sentence, count: 12), "format": "wav"])
      #expect(long.status == 200)
      let shortSeconds = try AudioDecoder.decode(short.body).durationSeconds
      let longSeconds = try AudioDecoder.decode(long.body).durationSeconds
      #expect(longSeconds > shortSeconds * 20, "long \(longSeconds) s vs short \(shortSeconds) s")
    }
  }
}

/// Analyze's inputs and its one stream path, with scripted models (no local models needed): every bad
/// input answers the same 4xx on the JSON and the SSE path, a voice never costs the answer, and the
/// SSE frames come from one pure function.
@Suite struct AnalyzeInputTests {
  /// A tone per character, recording the voices it was asked for.
  final class ToneVoice: SpeechSynthesizer, @unchecked Sendable {
    let id = "test/tone"
    let voices = ["tone"]
    let asked = Mutex<[String?]>([])
    func synthesize(_ text: String, voice: String?) async throws -> PCMAudio {
      asked.withLock { $0.append(voice) }
      return PCMAudio(
        samples: (0..<(text.count * 160)).map { Float(sin(Double($0) * 0.3)) * 0.4 }, sampleRate: 16_000)
    }
  }

  struct FixedEars: SpeechRecognizer {
    let id = "test/ears"
    let text: String
    func transcribe(_ audio: PCMAudio) async throws -> String { text }
  }

  /// A vision model (scripted), and optionally a default speech model and a recognizer.
  @discardableResult
  static func setUp(
    _ t: TestApp, answer: [String] = ["A red ", "car. It is ", "parked."], delay: Duration = .zero,
    voice: ToneVoice? = nil, hears: String? = nil
  ) throws -> ScriptedChatModel {
    let model = ScriptedChatModel(id: "test/eyes", delay: delay) { _ in answer }
    t.app.models.register(
      .init(descriptor: ModelDescriptor(id: model.id, capabilities: [.vision], state: .remote), chat: model))
    try t.app.models.setDefault(.vision, id: model.id)
    if let voice {
      t.app.models.register(
        .init(
          descriptor: ModelDescriptor(
            id: voice.id, capabilities: [.speech], state: .remote, voices: voice.voices),
          synthesizer: voice))
      try t.app.models.setDefault(.speech, id: voice.id)
    }
    if let hears {
      let ears = FixedEars(text: hears)
      t.app.models.register(
        .init(
          descriptor: ModelDescriptor(id: ears.id, capabilities: [.transcription], state: .remote),
          recognizer: ears))
      try t.app.models.setDefault(.transcription, id: ears.id)
    }
    return model
  }

  static func photo() throws -> Data { try PNGMaker.solid(width: 64, height: 48) }

  static func spokenQuestion() throws -> Data {
    let tone = PCMAudio(samples: (0..<16_000).map { Float(sin(Double($0) * 0.2)) * 0.5 }, sampleRate: 16_000)
    return try AudioEncoder.encode(tone, format: .wav).data
  }

  typealias Fields = [(name: String, filename: String?, type: String?, data: Data)]

  /// Posts `fields` to analyze as JSON (no Accept) and as SSE.
  static func both(_ t: TestApp, _ token: String, _ fields: Fields) async throws -> (
    json: TestApp.Reply, sse: TestApp.Reply
  ) {
    let (body, type) = TestApp.multipart(fields)
    let json = try await t.request(
      "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type)
    let sse = try await t.request(
      "POST", "/api/v1/vision/analyze", token: token, body: body, contentType: type,
      headers: ["Accept": "text/event-stream"])
    return (json, sse)
  }

  static func text(_ name: String, _ value: String) -> (String, String?, String?, Data) {
    (name, nil, nil, Data(value.utf8))
  }

  @Test func everyBadInputIsTheSame4xxOnTheJSONAndTheStreamingPath() async throws {
    try await withApp { t in
      let model = try Self.setUp(t, hears: "")
      let (user, token) = try await t.user("ana")
      let photo = ("image", "p.png", "image/png", try Self.photo())
      let question = ("audio", "q.wav", "audio/wav", try Self.spokenQuestion())
      let silent = try AudioEncoder.encode(
        PCMAudio(samples: [Float](repeating: 0, count: 16_000), sampleRate: 16_000), format: .wav
      ).data
      let cases: [(what: String, fields: Fields, status: Int, code: String)] = [
        (
          "a 20,000-character prompt", [photo, Self.text("prompt", String(repeating: "a", count: 20_000))],
          400,
          "prompt_too_long"
        ),
        (
          "an unknown voice, speaking", [photo, Self.text("speak", "true"), Self.text("voice", "darth")], 400,
          "unknown_voice"
        ),
        (
          "an unknown voice, not speaking",
          [photo, Self.text("speak", "false"), Self.text("voice", "darth")],
          400, "unknown_voice"
        ),
        ("an unknown format", [photo, Self.text("format", "flac")], 400, "unknown_format"),
        ("an unknown model", [photo, Self.text("model", "acme/vision-9000")], 400, "unknown_model"),
        ("a model that cannot see", [photo, Self.text("model", "local/flite")], 400, "model_capability"),
        ("a prompt and audio", [photo, Self.text("prompt", "what?"), question], 400, "prompt_and_audio"),
        ("an unknown field", [photo, Self.text("colour", "red")], 400, "unknown_field"),
        ("no image", [Self.text("prompt", "hi")], 400, "missing_field"),
        (
          "bytes that are no image", [("image", "x.jpg", "image/jpeg", Data("hello".utf8))], 422,
          "image_unreadable"
        ),
        ("a silent question", [photo, ("audio", "q.wav", "audio/wav", silent)], 422, "audio_silent"),
        ("a question with no words in it", [photo, question], 422, "no_speech"),
      ]
      for c in cases {
        let (json, sse) = try await Self.both(t, token, c.fields)
        #expect(json.status == c.status, "\(c.what) (JSON): \(json.text.prefix(300))")
        #expect(json.errorCode == c.code, "\(c.what) (JSON): \(json.text.prefix(300))")
        #expect(sse.status == json.status, "\(c.what) (SSE): \(sse.text.prefix(300))")
        #expect(sse.errorCode == json.errorCode, "\(c.what) (SSE)")
        #expect(sse.errorMessage == json.errorMessage, "\(c.what) (SSE)")
        #expect(sse.header("Content-Type")?.hasPrefix("application/json") == true, "\(c.what)")
      }
      #expect(model.received.isEmpty, "no bad input reaches the model")
      #expect(
        try await t.app.store.analyses(userID: user.id, query: nil, limit: 10, cursor: nil).items.isEmpty)
      #expect(try await t.app.blobs.list(prefix: "analyses/").isEmpty)
    }
  }

  @Test func aSpokenQuestionTooLongIsRefusedOnBothPaths() async throws {
    try await withApp { t in
      let model = try Self.setUp(t, hears: String(repeating: "why ", count: 1_100))
      let (_, token) = try await t.user("ben")
      let (json, sse) = try await Self.both(
        t, token,
        [
          ("image", "p.png", "image/png", try Self.photo()),
          ("audio", "q.wav", "audio/wav", try Self.spokenQuestion()),
        ])
      #expect(json.status == 400)
      #expect(json.errorCode == "prompt_too_long")
      #expect(sse.status == 400)
      #expect(sse.errorCode == "prompt_too_long")
      #expect(model.received.isEmpty)
    }
  }

  @Test func aGoodRequestAnswersTheSameOnBothPathsWithNotesAndTheStreamCarriesNoWholeAudio() async throws {
    try await withApp { t in
      let voice = ToneVoice()
      try Self.setUp(t, voice: voice, hears: "What is it?")
      let (_, token) = try await t.user("cat")
      let fields: Fields = [
        ("image", "p.png", "image/png", try Self.photo()),
        ("audio", "q.wav", "audio/wav", try Self.spokenQuestion()),
        Self.text("speak", "true"),
      ]
      let (json, sse) = try await Self.both(t, token, fields)
      #expect(json.status == 200, "\(json.text.prefix(300))")
      let answer = try json.decode(AnalyzeResponse.self)
      #expect(answer.message == "A red car. It is parked.")
      #expect(answer.transcript == "What is it?")
      #expect(answer.notes.isEmpty)
      #expect(json.text.contains("\"notes\":[]"))
      let audio = try #require(answer.audio.flatMap { Data(base64Encoded: $0) })
      #expect(try AudioDecoder.decode(audio).durationSeconds > 0.5)

      #expect(sse.status == 200)
      let events = SSE.parse(sse.text)
      #expect(events.first?.event == "transcript")
      #expect(events.last?.event == "done")
      #expect(events.filter { $0.event == "audio" }.count == 2)
      let done = try JSONDecoder().decode(StreamEvents.Done.self, from: Data(events.last!.data.utf8))
      #expect(done.notes.isEmpty)
      #expect(events.last!.data.contains("\"notes\":[]"))
      #expect(!events.last!.data.contains("\"audio\""), "the stream's done carries no whole-answer audio")
      #expect(voice.asked.withLock { $0.count } == 4, "two sentences, spoken once per request")
    }
  }

  @Test func aProfileVoiceTheSpeechModelCannotSpeakIsRoutedOrFallsBackButNeverLosesTheAnswer() async throws {
    try await withApp { t in
      let voice = ToneVoice()  // the default speech model, like Piper's "joe"
      try Self.setUp(t, voice: voice)
      var (user, token) = try await t.user("dee")
      func speak(_ extra: Fields = []) async throws -> (json: TestApp.Reply, sse: TestApp.Reply) {
        try await Self.both(
          t, token, [("image", "p.png", "image/png", try Self.photo()), Self.text("speak", "true")] + extra)
      }

      // Issue 15: a flite voice in the profile while the default model is another one.
      let chosen = try await t.request("PATCH", "/api/v1/me", token: token, json: ["voice": "slt"])
      #expect(chosen.status == 200, "\(chosen.text)")
      let slt = try await speak()
      #expect(slt.json.status == 200, "\(slt.json.text.prefix(300))")
      #expect(try slt.json.decode(AnalyzeResponse.self).notes.isEmpty)
      #expect(try slt.json.decode(AnalyzeResponse.self).audio != nil)
      #expect(slt.sse.status == 200)
      #expect(voice.asked.withLock { $0.isEmpty }, "slt is flite's: the tone model never spoke")

      // A profile voice no model has any more: the default voice speaks, and the answer says so.
      user.profile.voice = "joe"
      try await t.app.store.updateProfile(userID: user.id, profile: user.profile)
      let stale = try await speak()
      #expect(stale.json.status == 200, "\(stale.json.text.prefix(300))")
      let answer = try stale.json.decode(AnalyzeResponse.self)
      #expect(answer.message == "A red car. It is parked.")
      #expect(answer.audio != nil)
      #expect(answer.notes.map(\.code) == ["voice_unavailable"])
      #expect(answer.notes.first?.message.contains("\"joe\"") == true)
      #expect(voice.asked.withLock { $0.allSatisfy { $0 == nil } && !$0.isEmpty }, "the default voice spoke")
      #expect(stale.sse.status == 200)
      let events = SSE.parse(stale.sse.text)
      #expect(events.contains { $0.event == "audio" })
      let done = try JSONDecoder().decode(StreamEvents.Done.self, from: Data(events.last!.data.utf8))
      #expect(done.notes.map(\.code) == ["voice_unavailable"])

      // A voice named in the request is routed too; one no model has is a 400 with the one sentence.
      let named = try await speak([Self.text("voice", "kal")])
      #expect(named.json.status == 200)
      #expect(try named.json.decode(AnalyzeResponse.self).notes.isEmpty)
      let unknown = try await speak([Self.text("voice", "joe")])
      #expect(unknown.json.status == 400)
      #expect(unknown.sse.status == 400)
      let sentence = try #require(unknown.json.errorMessage)
      #expect(sentence.contains("\"joe\"") && sentence.contains("tone, slt, rms, awb, kal"))

      // The same check and sentence for the profile and for /api/v1/speech.
      let profile = try await t.request("PATCH", "/api/v1/me", token: token, json: ["voice": "joe"])
      #expect(profile.status == 400)
      #expect(profile.errorCode == "unknown_voice")
      #expect(profile.errorMessage == sentence)
      let speech = try await t.request(
        "POST", "/api/v1/speech", token: token, json: ["text": "Hello.", "voice": "joe", "format": "wav"])
      #expect(speech.status == 400)
      #expect(speech.errorMessage == sentence)
      let staleSpeech = try await t.request(
        "POST", "/api/v1/speech", token: token, json: ["text": "Hello.", "format": "wav"])
      #expect(staleSpeech.status == 200, "the stale profile voice falls back for /api/v1/speech too")
      let routed = try await t.request(
        "POST", "/api/v1/speech", token: token, json: ["text": "Hello.", "voice": "awb", "format": "wav"])
      #expect(routed.status == 200, "\(routed.text.prefix(200))")
      // Another change to the profile keeps working with the stale voice saved.
      let rename = try await t.request("PATCH", "/api/v1/me", token: token, json: ["displayName": "Dee"])
      #expect(rename.status == 200, "\(rename.text)")
    }
  }

  @Test(.live) func aClientThatHangsUpMidStreamCancelsTheModelAndSavesNothing() async throws {
    try await withApp { t in
      let model = try Self.setUp(
        t, answer: (0..<200).map { "word\($0) " }, delay: .milliseconds(30), voice: ToneVoice())
      let (user, token) = try await t.user("eve")
      let (body, type) = TestApp.multipart([
        ("image", "p.png", "image/png", try Self.photo()), Self.text("speak", "true"),
      ])
      let head =
        "POST /api/v1/vision/analyze HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(token)\r\nAccept: text/event-stream\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n\r\n"
      let socket = try RawSocket(port: t.app.port)
      try socket.send(Data(head.utf8) + body)
      #expect(try await socket.readUntil("event: text", timeout: 30))
      socket.close()
      #expect(await eventually { model.cancelled > 0 }, "the model is cancelled when the client goes away")
      try await Task.sleep(for: .milliseconds(300))
      #expect(
        try await t.app.store.analyses(userID: user.id, query: nil, limit: 10, cursor: nil).items.isEmpty)
      #expect(try await t.app.blobs.list(prefix: "analyses/").isEmpty)
    }
  }

  @Test func framesAreThePureMappingOfTheEvents() throws {
    let clip = AudioClip(data: Data([1, 2, 3]), format: .opus)
    let analysis = Analysis(
      id: UUID(uuidString: "00000000-0000-0000-0000-0000000000AB")!, userID: UUID(), prompt: "p",
      message: "m",
      model: "test/eyes", imageKey: "k")
    let result = AnalysisResult(
      prompt: "p", transcript: nil, message: "m", audio: AudioClip(data: Data([9]), format: .mp3),
      timings: Timings(ingestMs: 1, totalMs: 9), notes: [.speechFailed], speechFailure: "boom")
    let frames: [(AnalysisRunEvent, String, String)] = [
      (.pipeline(.transcript("Hi?")), "transcript", #"{"text":"Hi?"}"#),
      (.pipeline(.textDelta("A ")), "text", #"{"delta":"A "}"#),
      (
        .pipeline(.audio(index: 2, text: "A car.", clip: clip)), "audio",
        #"{"audio":"AQID","format":"opus","index":2,"text":"A car."}"#
      ),
      (
        .saved(analysis, result), "done",
        #"{"checks":[],"id":"00000000-0000-0000-0000-0000000000ab","mode":"describe","notes":[{"code":"speech_failed","message":"\#(AnswerNote.speechFailed.message)"}],"timings":{"firstAudioMs":null,"firstTokenMs":null,"ingestMs":1,"totalMs":9,"transcriptionMs":null}}"#
      ),
    ]
    for (event, name, data) in frames {
      let frame = AnalyzeRoutes.frame(event)
      #expect(frame.event == name)
      #expect(frame.data == data)
    }
    let failure = AnalyzeRoutes.failureFrame(
      VisorError(.providerTimeout, "Too slow; try again."))
    #expect(failure.event == "error")
    #expect(failure.data == #"{"code":"provider_timeout","message":"Too slow; try again."}"#)
    struct Oops: Error {}
    #expect(AnalyzeRoutes.failureFrame(Oops()).data.contains("internal_error"))
  }
}

/// Minimal SSE reader for tests.
enum SSE {
  struct Event {
    var event: String
    var data: String
  }
  static func parse(_ text: String) -> [Event] {
    text.components(separatedBy: "\n\n").compactMap { block in
      var name = "message"
      var data: [String] = []
      for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
        if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
      }
      return data.isEmpty ? nil : Event(event: name, data: data.joined(separator: "\n"))
    }
  }
}

/// A raw TCP client for disconnect tests.
final class RawSocket: @unchecked Sendable {
  /// A socket call that failed (the test fails with it).
  struct Failure: Error { var call: String }

  let fd: Int32
  init(port: Int) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else { throw Failure(call: "connect") }
  }
  func send(_ data: Data) throws {
    var offset = 0
    try data.withUnsafeBytes { raw in
      while offset < data.count {
        let n = Glibc.send(fd, raw.baseAddress! + offset, data.count - offset, Int32(MSG_NOSIGNAL))
        guard n > 0 else { throw Failure(call: "send") }
        offset += n
      }
    }
  }
  /// Reads (polling, without blocking a cooperative thread for long) until `marker` appears.
  func readUntil(_ marker: String, timeout: Double) async throws -> Bool {
    try await received(until: marker, timeout: timeout).contains(marker)
  }
  /// What the server sent until `marker` arrived, it closed the connection, or `timeout` passed.
  func received(until marker: String, timeout: Double) async throws -> String {
    var received = Data()
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while Date() < deadline {
      var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      if poll(&pfd, 1, 0) > 0 {
        let n = recv(fd, &buffer, buffer.count, 0)
        if n <= 0 { break }
        received.append(contentsOf: buffer[0..<n])
        if String(decoding: received, as: UTF8.self).contains(marker) { break }
      } else {
        try await Task.sleep(for: .milliseconds(20))
      }
    }
    return String(decoding: received, as: UTF8.self)
  }
  func close() { Glibc.close(fd) }
}
