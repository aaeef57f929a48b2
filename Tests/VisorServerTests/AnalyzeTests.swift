import Foundation
import Testing
import VisorAPI
import VisorCore
import VisorMedia
import VisorServer

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
    guard result == 0 else { throw VisorError(status: 0, code: "connect", message: "connect failed") }
  }
  func send(_ data: Data) throws {
    var offset = 0
    try data.withUnsafeBytes { raw in
      while offset < data.count {
        let n = Glibc.send(fd, raw.baseAddress! + offset, data.count - offset, Int32(MSG_NOSIGNAL))
        guard n > 0 else { throw VisorError(status: 0, code: "send", message: "send failed") }
        offset += n
      }
    }
  }
  /// Reads (polling, without blocking a cooperative thread for long) until `marker` appears.
  func readUntil(_ marker: String, timeout: Double) async throws -> Bool {
    var received = Data()
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while Date() < deadline {
      var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      if poll(&pfd, 1, 0) > 0 {
        let n = recv(fd, &buffer, buffer.count, 0)
        if n <= 0 { return false }
        received.append(contentsOf: buffer[0..<n])
        if String(decoding: received, as: UTF8.self).contains(marker) { return true }
      } else {
        try await Task.sleep(for: .milliseconds(20))
      }
    }
    return false
  }
  func close() { Glibc.close(fd) }
}
