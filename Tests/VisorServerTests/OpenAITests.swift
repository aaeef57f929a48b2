import Foundation
import Testing
import VisorCore
import VisorFeatures
import VisorMedia
import VisorProviders
import VisorServer
import VisorTestSupport

/// The OpenAI-compatible surface (`/v1`) over real loopback HTTP.
@Suite struct OpenAITests {
  static func chat(_ model: String, _ content: Any, extra: [String: Any] = [:]) -> [String: Any] {
    var body: [String: Any] = ["model": model, "messages": [["role": "user", "content": content]]]
    for (key, value) in extra { body[key] = value }
    return body
  }

  static func dataURL(_ data: Data, type: String = "image/png") -> String {
    "data:\(type);base64,\(data.base64EncodedString())"
  }

  // MARK: Without local workers

  @Test func modelsAreListedInOpenAIsShapeWithAliases() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("ada")
      let reply = try await t.request("GET", "/v1/models", token: token)
      #expect(reply.status == 200)
      #expect(reply.json["object"] as? String == "list")
      let data = try #require(reply.json["data"] as? [[String: Any]])
      let ids = data.compactMap { $0["id"] as? String }
      #expect(ids.contains("local/flite"))
      #expect(ids.contains("tts-1"))
      // Unavailable models (workers off) are not offered.
      #expect(!ids.contains("local/smollm2-135m"))
      #expect(!ids.contains("whisper-1"))
      let flite = try #require(data.first { $0["id"] as? String == "local/flite" })
      #expect(flite["object"] as? String == "model")
      #expect(flite["owned_by"] as? String == "visor")
      #expect((flite["created"] as? Int ?? 0) > 1_600_000_000)

      let one = try await t.request("GET", "/v1/models/local/flite", token: token)
      #expect(one.status == 200)
      #expect(one.json["id"] as? String == "local/flite")
      let none = try await t.request("GET", "/v1/models/gpt-4o", token: token)
      #expect(none.status == 404)
      #expect(none.openAIError?["code"] as? String == "model_not_found")
    }
  }

  @Test func aBadKeyIsRefusedInOpenAIsErrorShape() async throws {
    try await withApp { t in
      for token in ["vsr_not-a-real-token", nil] {
        let reply = try await t.request(
          "POST", "/v1/chat/completions", token: token, json: Self.chat("visor-default", "hi"))
        #expect(reply.status == 401)
        let error = try #require(reply.openAIError)
        #expect(error["type"] as? String == "authentication_error")
        #expect(error["code"] as? String == "invalid_api_key")
        #expect(error.keys.contains("param"))
        #expect((error["message"] as? String)?.isEmpty == false)
      }
    }
  }

  @Test func badChatRequestsGetOpenAIErrors() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("bob")
      let png = try PNGMaker.solid(width: 32, height: 32)
      let imagePart: [String: Any] = ["type": "image_url", "image_url": ["url": Self.dataURL(png)]]
      let cases: [(body: [String: Any], status: Int, param: String?, code: String?)] = [
        (Self.chat("gpt-4o", "hi"), 404, "model", "model_not_found"),
        (["messages": [["role": "user", "content": "hi"]]], 400, "model", "missing_required_parameter"),
        (["model": "visor-default", "messages": []], 400, "messages", nil),
        (Self.chat("visor-default", "hi", extra: ["n": 2]), 400, "n", nil),
        (Self.chat("visor-default", "hi", extra: ["temperature": 3]), 400, "temperature", nil),
        (Self.chat("visor-default", "hi", extra: ["max_tokens": 0]), 400, "max_tokens", nil),
        (
          Self.chat("visor-default", "hi", extra: ["response_format": ["type": "xml"]]), 400,
          "response_format.type", nil
        ),
        (Self.chat("visor-default", 42), 400, "messages[0].content", "invalid_type"),
        (
          Self.chat(
            "visor-default", [["type": "image_url", "image_url": ["url": "https://example.com/cat.jpg"]]]),
          400, "messages[0].content[0].image_url.url", "image_url_not_supported"
        ),
        (
          Self.chat(
            "visor-default", [["type": "image_url", "image_url": ["url": "data:image/png;base64,%%%"]]]),
          400, "messages[0].content[0].image_url.url", "invalid_image_url"
        ),
        (
          Self.chat("visor-default", [["type": "input_audio", "input_audio": [:]]]), 400,
          "messages[0].content[0].type", nil
        ),
        // A model that cannot see, sent an image.
        (Self.chat("local/smollm2-135m", [imagePart]), 400, "model", "image_not_supported"),
        // A speech model is no chat model.
        (Self.chat("local/flite", "hi"), 400, "model", "model_capability"),
      ]
      // The same answer whether the request streams or not: every check runs before the stream.
      for c in cases {
        for stream in [false, true] {
          var body = c.body
          if stream { body["stream"] = true }
          let reply = try await t.request("POST", "/v1/chat/completions", token: token, json: body)
          #expect(reply.status == c.status, "\(body): \(reply.text)")
          #expect(reply.errorParam == c.param, "\(body): \(reply.text)")
          if let code = c.code { #expect(reply.openAIError?["code"] as? String == code, "\(reply.text)") }
          #expect(reply.errorType == (c.status == 404 || c.status == 400 ? "invalid_request_error" : nil))
          #expect((reply.openAIError?["message"] as? String)?.isEmpty == false)
          #expect(reply.header("Content-Type")?.hasPrefix("application/json") == true, "\(body)")
        }
      }
      let broken = try await t.request(
        "POST", "/v1/chat/completions", token: token, body: Data("{\"model\":".utf8),
        contentType: "application/json")
      #expect(broken.status == 400)
      #expect(broken.errorType == "invalid_request_error")
      // The http(s) refusal says why.
      let remote = try await t.request(
        "POST", "/v1/chat/completions", token: token,
        json: Self.chat("visor-default", [["type": "image_url", "image_url": ["url": "http://x/y.png"]]]))
      #expect((remote.errorMessage ?? "").contains("offline"))
    }
  }

  @Test func speechSpeaksEveryFormatAndRefusesBadInput() async throws {
    try await withApp { t in
      let (user, token) = try await t.user("cleo")
      let formats: [(String, String, (Data) -> Bool)] = [
        ("mp3", "audio/mpeg", { $0.count > 1000 }),
        ("wav", "audio/wav", { $0.prefix(4) == Data("RIFF".utf8) }),
        ("opus", "audio/ogg", { $0.prefix(4) == Data("OggS".utf8) }),
        ("pcm", "audio/pcm", { $0.count > 24_000 && $0.count % 2 == 0 }),
      ]
      for (format, type, check) in formats {
        let reply = try await t.request(
          "POST", "/v1/audio/speech", token: token,
          json: [
            "model": "tts-1", "voice": "alloy", "input": "Hello from Visor.", "response_format": format,
            "speed": 1.2,
          ])
        #expect(reply.status == 200, "\(format): \(reply.text.prefix(300))")
        #expect(reply.header("Content-Type") == type)
        #expect(check(reply.body), "\(format)")
        if format == "mp3" {
          let pcm = try AudioDecoder.decode(reply.body)
          #expect(pcm.durationSeconds > 0.5)
          #expect(!AudioDecoder.isSilent(pcm))
        }
      }
      // The model's own voice by name, and the model by id.
      let own = try await t.request(
        "POST", "/v1/audio/speech", token: token,
        json: ["model": "local/flite", "voice": "kal", "input": "Hello.", "response_format": "wav"])
      #expect(own.status == 200)

      // Long input is chunked, never truncated: twice the text takes about twice as long.
      let sentence = "The quick brown fox jumps over the lazy dog near the river bank today. "
      func seconds(_ text: String) async throws -> Double {
        let reply = try await t.request(
          "POST", "/v1/audio/speech", token: token,
          json: ["model": "tts-1", "voice": "echo", "input": text, "response_format": "wav"])
        #expect(reply.status == 200)
        return Double(reply.body.count - 44) / 2 / 16_000
      }
      let short = try await seconds(String(repeating: sentence, count: 6))
      let long = try await seconds(String(repeating: sentence, count: 12))
      #expect(long > short * 1.7, "\(short) s vs \(long) s")

      let bad: [(body: [String: Any], status: Int, param: String?)] = [
        (
          ["model": "tts-1", "voice": "alloy", "input": "Hi", "response_format": "aac"], 400,
          "response_format"
        ),
        (
          ["model": "tts-1", "voice": "alloy", "input": "Hi", "response_format": "flac"], 400,
          "response_format"
        ),
        (["model": "tts-1", "voice": "alloy", "input": String(repeating: "a", count: 4097)], 400, "input"),
        (["model": "tts-1", "voice": "alloy", "input": "   "], 400, "input"),
        (["model": "tts-1", "voice": "darth", "input": "Hi"], 400, "voice"),
        (["model": "tts-9", "voice": "alloy", "input": "Hi"], 404, "model"),
        (["voice": "alloy", "input": "Hi"], 400, "model"),
        (["model": "local/scene", "voice": "alloy", "input": "Hi"], 400, "model"),
      ]
      for c in bad {
        let reply = try await t.request("POST", "/v1/audio/speech", token: token, json: c.body)
        #expect(reply.status == c.status, "\(c.body): \(reply.text)")
        #expect(reply.errorParam == c.param, "\(c.body): \(reply.text)")
      }
      let aac = try await t.request(
        "POST", "/v1/audio/speech", token: token,
        json: ["model": "tts-1", "voice": "alloy", "input": "Hi", "response_format": "aac"])
      #expect((aac.errorMessage ?? "").contains("mp3, opus, wav, pcm"))

      // One analytics event per call, with no content, and a counter.
      let events = try await t.app.store.events(userID: user.id).filter { $0.name == "openai_request" }
      #expect(events.count == formats.count + 3 + bad.count + 1)
      let ok = try #require(events.first { $0.properties["outcome"] == "ok" })
      #expect(Set(ok.properties.keys) == ["feature", "surface", "model", "outcome", "latencyMs"])
      #expect(ok.properties["feature"] == "openai.speech")
      #expect(ok.properties["model"] == "local/flite")
      #expect(events.contains { $0.properties["outcome"] == "model_not_found" })
      let metrics = try await t.request("GET", "/metrics")
      #expect(metrics.text.contains("visor_openai_requests_total"))
      #expect(metrics.text.contains("feature=\"openai.speech\""))
    }
  }

  /// `/v1/audio/speech` says what `/api/v1/speech` says: the words cleaned for the ear by the one
  /// speech service (it used to speak the raw input: "right arrow", "km slash h", a model id).
  @Test func openAISpeechSaysWhatTheNativePathSays() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("erin")
      let text = "Open Settings → Models; it drove at 20 km/h, said local/imagenet."
      let plain = SpokenText.forEar(text, language: .english)
      #expect(plain != text && plain.contains("kilometres per hour"))
      func wav(_ path: String, _ body: [String: Any]) async throws -> Data {
        let reply = try await t.request("POST", path, token: token, json: body)
        #expect(reply.status == 200, "\(path): \(reply.text.prefix(300))")
        return reply.body
      }
      let openAI = try await wav(
        "/v1/audio/speech", ["model": "tts-1", "input": text, "response_format": "wav"])
      let native = try await wav("/api/v1/speech", ["text": text, "format": "wav"])
      let cleaned = try await wav(
        "/v1/audio/speech", ["model": "tts-1", "input": plain, "response_format": "wav"])
      // The synthesiser's samples vary a little from call to call; how long it speaks does not, and
      // the raw words ("right arrow", "local slash imagenet") take longer.
      #expect(openAI.count > 44 && openAI.count == native.count, "\(openAI.count) vs \(native.count) bytes")
      #expect(openAI.count == cleaned.count, "\(openAI.count) vs \(cleaned.count) bytes")
    }
  }

  @Test func transcriptionChecksItsInputBeforeTheModel() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("dan")
      let wav = try await t.request(
        "POST", "/v1/audio/speech", token: token,
        json: ["model": "tts-1", "voice": "alloy", "input": "Hello.", "response_format": "wav"]
      ).body
      func send(_ fields: [(name: String, filename: String?, type: String?, data: Data)]) async throws
        -> TestApp.Reply
      {
        let (body, type) = TestApp.multipart(fields)
        return try await t.request(
          "POST", "/v1/audio/transcriptions", token: token, body: body, contentType: type)
      }
      let model = (name: "model", filename: String?.none, type: String?.none, data: Data("whisper-1".utf8))
      let file = (name: "file", filename: String?("a.wav"), type: String?("audio/wav"), data: wav)
      // A language Whisper does not know is refused before any model is looked for.
      let klingon = try await send([file, model, ("language", nil, nil, Data("tlh".utf8))])
      #expect(klingon.status == 400)
      #expect(klingon.errorParam == "language")
      #expect((klingon.errorMessage ?? "").contains("de (Deutsch)"))
      let noFile = try await send([model])
      #expect(noFile.status == 400)
      #expect(noFile.errorParam == "file")
      let badFormat = try await send([file, model, ("response_format", nil, nil, Data("docx".utf8))])
      #expect(badFormat.status == 400)
      #expect(badFormat.errorParam == "response_format")
      let json = try await t.request(
        "POST", "/v1/audio/transcriptions", token: token, json: ["model": "whisper-1"])
      #expect(json.status == 415)
      // Workers are off here: no transcription model → 501 in OpenAI's shape.
      let off = try await send([file, model])
      #expect(off.status == 501)
      #expect(off.errorType == "api_error")
      let unknown = try await send([file, ("model", nil, nil, Data("whisper-9".utf8))])
      #expect(unknown.status == 404)
    }
  }

  @Test func imageGenerationWithoutAGeneratorIs501WithHowTo() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("eve")
      let reply = try await t.request(
        "POST", "/v1/images/generations", token: token,
        json: ["prompt": "a red bicycle", "model": "dall-e-3"])
      #expect(reply.status == 501)
      #expect(reply.errorType == "api_error")
      #expect(reply.openAIError?["message"] as? String == ModelRegistry.howToConfigure(.imageGeneration))
      let bad: [(body: [String: Any], param: String)] = [
        (["prompt": "a red bicycle", "n": 2], "n"),
        (["prompt": "a red bicycle", "response_format": "url"], "response_format"),
        (["prompt": "a red bicycle", "size": "huge"], "size"),
        (["prompt": ""], "prompt"),
      ]
      for c in bad {
        let r = try await t.request("POST", "/v1/images/generations", token: token, json: c.body)
        #expect(r.status == 400, "\(c.body)")
        #expect(r.errorParam == c.param)
      }
      let url = try await t.request(
        "POST", "/v1/images/generations", token: token, json: ["prompt": "x", "response_format": "url"])
      #expect((url.errorMessage ?? "").contains("b64_json"))
    }
  }

  @Test func imagePromptsAreCheckedBeforeTheGeneratorOnBothSurfaces() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("gil")
      // No generator is configured, so a prompt that passed its checks would answer 501.
      let long = String(repeating: "a", count: 4_001)
      let native: [(prompt: String, code: String)] = [
        ("", "missing_field"), ("  \n", "missing_field"), (long, "prompt_too_long"),
      ]
      for c in native {
        let reply = try await t.request(
          "POST", "/api/v1/images/generate", token: token, json: ["prompt": c.prompt])
        #expect(reply.status == 400, "\(c.code): \(reply.text.prefix(200))")
        #expect(reply.errorCode == c.code)
      }
      let ok = try await t.request("POST", "/api/v1/images/generate", token: token, json: ["prompt": "a fox"])
      #expect(ok.status == 501)
      // One service under both: the same code and sentence, in OpenAI's shape with the parameter.
      for prompt in ["", long] {
        let native = try await t.request(
          "POST", "/api/v1/images/generate", token: token, json: ["prompt": prompt])
        let reply = try await t.request(
          "POST", "/v1/images/generations", token: token, json: ["prompt": prompt])
        #expect(reply.status == 400)
        #expect(reply.errorParam == "prompt")
        #expect(reply.errorCode == native.errorCode)
        #expect(reply.errorMessage == native.errorMessage)
        #expect(reply.errorMessage?.isEmpty == false)
      }
    }
  }

  @Test func imageGenerationReturnsB64JSONFromTheConfiguredProvider() async throws {
    try await withApp { t in
      let (_, token) = try await t.user("fay")
      let png = try PNGMaker.solid(width: 8, height: 8)
      let recorded = RecordedResponse.json(
        200, #"{"created":1,"data":[{"b64_json":"\#(png.base64EncodedString())"}]}"#)
      let transport = RecordedTransport([recorded])
      var preset = ProviderPresets.openAI()
      preset.imageModel = "gpt-image-1"
      let client = OpenAICompatibleClient(
        configuration: preset, apiKey: "sk-test", transport: transport, logger: .silent)
      let generator = try client.imageGenerator()
      t.app.models.register(
        .init(
          descriptor: ModelDescriptor(
            id: "openai/gpt-image-1", capabilities: [.imageGeneration], state: .remote),
          generator: generator))
      let reply = try await t.request(
        "POST", "/v1/images/generations", token: token,
        json: [
          "model": "dall-e-3", "prompt": "a red square", "size": "1024x1024", "quality": "hd",
          "style": "vivid",
        ])
      #expect(reply.status == 200, "\(reply.text)")
      let data = try #require(reply.json["data"] as? [[String: Any]])
      #expect(data.count == 1)
      let b64 = try #require(data[0]["b64_json"] as? String)
      #expect(Data(base64Encoded: b64) == png)
      #expect(reply.json["created"] is Int)
      #expect(transport.requests.count == 1)
    }
  }

  @Test(.live) func aConfiguredVisionProviderGetsImagesAndADisconnectCancelsIt() async throws {
    try await withApp { t in
      let (user, token) = try await t.user("joan")
      @Sendable func chunk(_ text: String) -> String {
        #"{"choices":[{"index":0,"delta":{"content":"\#(text)"}}]}"#
      }
      let transport = RecordedTransport(handler: { _, index in
        switch index {
        case 0: .sse(dataEvents: ["{\\\"colour\\\":", " \\\"red\\\"}"].map(chunk))
        case 1: .sse(dataEvents: (0..<100).map { chunk("word\($0) ") }, chunkDelay: .milliseconds(100))
        default:
          .json(401, #"{"error":{"message":"Incorrect API key provided","type":"invalid_request_error"}}"#)
        }
      })
      var preset = ProviderPresets.openAI()
      preset.visionModel = "gpt-4o"
      let client = OpenAICompatibleClient(
        configuration: preset, apiKey: "sk-test", transport: transport, logger: .silent)
      t.app.models.register(
        .init(
          descriptor: ModelDescriptor(
            id: "openai/gpt-4o", capabilities: [.vision, .chat, .structured], state: .remote),
          chat: try client.visionModel()))
      let png = try PNGMaker.solid(width: 64, height: 64)
      let schema: [String: Any] = ["type": "object", "properties": ["colour": ["type": "string"]]]
      let reply = try await t.request(
        "POST", "/v1/chat/completions", token: token,
        json: Self.chat(
          "visor-default",
          [
            ["type": "text", "text": "Which colour?"],
            ["type": "image_url", "image_url": ["url": Self.dataURL(png)]],
          ],
          extra: [
            "response_format": ["type": "json_schema", "json_schema": ["name": "c", "schema": schema]]
          ]))
      #expect(reply.status == 200, "\(reply.text)")
      // With a vision model configured, images go there rather than to the scene engine.
      #expect(reply.json["model"] as? String == "openai/gpt-4o")
      #expect(reply.completionContent == #"{"colour": "red"}"#)
      let sent = String(decoding: try #require(transport.requests.first?.body), as: UTF8.self)
      #expect(sent.contains("data:image/jpeg;base64,"))
      #expect(sent.contains("json_schema"))

      // The bare name finds the provider's model; a client that hangs up mid-stream cancels it upstream.
      let curl = ChildProcess()
      curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
      let output = t.directory.appendingPathComponent("partial.txt")
      let body = try JSONSerialization.data(
        withJSONObject: Self.chat("gpt-4o", "Count slowly.", extra: ["stream": true]))
      curl.arguments = [
        "-sN", "--max-time", "4", "-o", output.path, "-H", "Authorization: Bearer \(token)",
        "-H", "Content-Type: application/json", "--data-binary", String(decoding: body, as: UTF8.self),
        t.base.appendingPathComponent("v1/chat/completions").absoluteString,
      ]
      try curl.run()
      while curl.isRunning { try await Task.sleep(for: .milliseconds(50)) }
      let partial = SSEBody(try String(contentsOf: output, encoding: .utf8))
      #expect(partial.content.hasPrefix("word0 "))
      #expect(partial.data.last != "[DONE]")
      var outcome: String?
      for _ in 0..<100 where outcome == nil {
        try await Task.sleep(for: .milliseconds(100))
        outcome = try await t.app.store.events(userID: user.id).first {
          $0.properties["feature"] == "openai.chat" && $0.properties["outcome"] != "ok"
        }?.properties["outcome"]
      }
      #expect(outcome == "cancelled")
      #expect(transport.cancelledTransfers >= 1)

      // A provider that refuses the key: a 502 in OpenAI's shape, streamed or not (before any chunk).
      for stream in [false, true] {
        let refused = try await t.request(
          "POST", "/v1/chat/completions", token: token,
          json: Self.chat("openai/gpt-4o", "Hi", extra: ["stream": stream]))
        #expect(refused.status == 502, "\(refused.text)")
        #expect(refused.errorType == "api_error")
        #expect(refused.header("Content-Type") == "application/json")
      }
    }
  }

  // MARK: Real local models

  @Test(.enabled(if: OpenAILocalModels.canRunScene))
  func imagesReachTheOfflineSceneEngine() async throws {
    try OpenAILocalModels.require(OpenAILocalModels.scene, "The scene classifier or the test photo")
    try await withApp(configure: OpenAILocalModels.configure) { t in
      let (_, token) = try await t.user("gus")
      let photo = try Data(contentsOf: OpenAILocalModels.photo)
      let parts: [[String: Any]] = [
        ["type": "text", "text": "What is in this photo?"],
        [
          "type": "image_url",
          "image_url": ["url": Self.dataURL(photo, type: "image/jpeg"), "detail": "low"],
        ],
      ]
      // Unknown fields are ignored, as OpenAI's clients expect.
      let reply = try await t.request(
        "POST", "/v1/chat/completions", token: token,
        json: Self.chat(
          "visor-default", parts,
          extra: ["user": "someone", "seed": 7, "logit_bias": [:], "presence_penalty": 0, "frobnicate": true])
      )
      #expect(reply.status == 200, "\(reply.text)")
      #expect(reply.json["object"] as? String == "chat.completion")
      #expect(reply.json["model"] as? String == "local/scene")
      #expect((reply.json["id"] as? String)?.hasPrefix("chatcmpl-") == true)
      let content = try #require(reply.completionContent)
      #expect(content.lowercased().contains("dog"), "\(content)")
      let choice = try #require((reply.json["choices"] as? [[String: Any]])?.first)
      #expect(choice["finish_reason"] as? String == "stop")
      let usage = try #require(reply.json["usage"] as? [String: Int])
      #expect(usage["prompt_tokens"]! > 85)
      #expect(usage["total_tokens"] == usage["prompt_tokens"]! + usage["completion_tokens"]!)

      // Named explicitly and streamed.
      let streamed = try await t.request(
        "POST", "/v1/chat/completions", token: token,
        json: Self.chat(
          "local/scene", parts, extra: ["stream": true, "stream_options": ["include_usage": true]]))
      #expect(streamed.status == 200)
      #expect(streamed.header("Content-Type") == "text/event-stream")
      let sse = SSEBody(streamed.text)
      #expect(!sse.lines.contains { $0.hasPrefix("event:") })
      #expect(sse.data.last == "[DONE]")
      #expect(sse.content == content)
      #expect(sse.chunks.last?["usage"] != nil)
      #expect((sse.chunks.last?["choices"] as? [Any])?.isEmpty == true)

      // JSON output is not something the scene engine can do.
      let structured = try await t.request(
        "POST", "/v1/chat/completions", token: token,
        json: Self.chat("local/scene", parts, extra: ["response_format": ["type": "json_object"]]))
      #expect(structured.status == 400)
      #expect(structured.errorParam == "response_format")
      // A picture that is not an image.
      let garbage = try await t.request(
        "POST", "/v1/chat/completions", token: token,
        json: Self.chat(
          "visor-default",
          [["type": "image_url", "image_url": ["url": Self.dataURL(Data("not an image at all".utf8))]]]))
      #expect(garbage.status == 422)
      #expect(garbage.openAIError?["message"] != nil)
    }
  }

  @Test(.enabled(if: OpenAILocalModels.canRunChat), .timeLimit(.minutes(5)))
  func chatOnTheLocalModelAnswersAndStreams() async throws {
    try OpenAILocalModels.require(OpenAILocalModels.chat, "SmolLM2 with llama.cpp")
    try await withApp(configure: OpenAILocalModels.configure) { t in
      let (user, token) = try await t.user("hal")
      try await t.app.models.entry(id: "local/smollm2-135m")?.warm?()
      let messages: [[String: Any]] = [
        ["role": "system", "content": "You are a friendly assistant."],
        ["role": "user", "content": [["type": "text", "text": "Say hello in one short sentence."]]],
      ]
      let whole = try await t.slowPost(
        "/v1/chat/completions", token: token,
        json: ["model": "local/smollm2-135m", "messages": messages, "max_tokens": 24, "temperature": 0])
      #expect(whole.status == 200, "\(whole.text)")
      #expect(whole.json["model"] as? String == "local/smollm2-135m")
      #expect(whole.completionContent?.isEmpty == false)

      let stream = try await t.slowPost(
        "/v1/chat/completions", token: token,
        json: ["model": "smollm2-135m", "messages": messages, "max_completion_tokens": 24, "stream": true])
      #expect(stream.status == 200)
      let sse = SSEBody(stream.text)
      #expect(sse.data.last == "[DONE]")
      let first = try #require(sse.chunks.first)
      #expect(first["object"] as? String == "chat.completion.chunk")
      #expect(
        ((first["choices"] as? [[String: Any]])?.first?["delta"] as? [String: Any])?["role"] as? String
          == "assistant")
      let finish = (sse.chunks.last?["choices"] as? [[String: Any]])?.first?["finish_reason"] as? String
      #expect(finish == "stop" || finish == "length")
      #expect(!sse.content.isEmpty)
      #expect(Set(sse.chunks.compactMap { $0["id"] as? String }).count == 1)

      // A tiny limit ends with finish_reason "length".
      let cut = try await t.slowPost(
        "/v1/chat/completions", token: token,
        json: ["model": "local/smollm2-135m", "messages": messages, "max_tokens": 3])
      let cutChoice = (cut.json["choices"] as? [[String: Any]])?.first
      #expect(cutChoice?["finish_reason"] as? String == "length", "\(cut.text)")

      // json_schema reaches the model as structured output.
      let schema: [String: Any] = [
        "type": "object", "properties": ["greeting": ["type": "string"]], "required": ["greeting"],
      ]
      let structured = try await t.slowPost(
        "/v1/chat/completions", token: token,
        json: [
          "model": "visor-default", "messages": [["role": "user", "content": "Greet me as JSON."]],
          "max_tokens": 60,
          "response_format": [
            "type": "json_schema", "json_schema": ["name": "greeting", "schema": schema, "strict": true],
          ],
        ])
      #expect(structured.status == 200, "\(structured.text)")
      let json =
        try JSONSerialization.jsonObject(with: Data((structured.completionContent ?? "").utf8))
        as? [String: Any]
      #expect(json?["greeting"] is String, "\(structured.completionContent ?? "")")

      let events = try await t.app.store.events(userID: user.id).filter {
        $0.properties["feature"] == "openai.chat"
      }
      #expect(events.count == 4)
      #expect(
        events.allSatisfy {
          $0.properties["model"] == "local/smollm2-135m" && $0.properties["outcome"] == "ok"
        })
    }
  }

  @Test(.enabled(if: OpenAILocalModels.canRunSpeech), .timeLimit(.minutes(5)))
  func speechRoundTripsThroughPiperAndWhisper() async throws {
    try OpenAILocalModels.require(OpenAILocalModels.speech, "Piper and whisper")
    try await withApp(configure: OpenAILocalModels.configure) { t in
      let (_, token) = try await t.user("ivy")
      try await t.app.models.entry(id: "local/piper-joe")?.warm?()
      try await t.app.models.entry(id: "local/whisper-tiny-en")?.warm?()
      let speech = try await t.slowPost(
        "/v1/audio/speech", token: token,
        json: [
          "model": "tts-1-hd", "voice": "nova", "input": "The orange cat sleeps on the warm window sill.",
        ])
      #expect(speech.status == 200, "\(speech.text.prefix(300))")
      #expect(speech.header("Content-Type") == "audio/mpeg")
      func transcribe(
        _ audio: Data, _ extra: [(name: String, filename: String?, type: String?, data: Data)] = []
      )
        async throws -> TestApp.Reply
      {
        let (body, type) = TestApp.multipart(
          [("file", "speech.mp3", "audio/mpeg", audio), ("model", nil, nil, Data("whisper-1".utf8))] + extra)
        return try await t.request(
          "POST", "/v1/audio/transcriptions", token: token, body: body, contentType: type)
      }
      let json = try await transcribe(
        speech.body, [("language", nil, nil, Data("en".utf8)), ("temperature", nil, nil, Data("0".utf8))])
      #expect(json.status == 200, "\(json.text)")
      let text = (json.json["text"] as? String ?? "").lowercased()
      #expect(text.contains("cat") && text.contains("window"), "\(text)")
      let plain = try await transcribe(speech.body, [("response_format", nil, nil, Data("text".utf8))])
      #expect(plain.header("Content-Type")?.hasPrefix("text/plain") == true)
      #expect(plain.text.lowercased().contains("cat"))
      let verbose = try await transcribe(
        speech.body, [("response_format", nil, nil, Data("verbose_json".utf8))])
      #expect(verbose.json["language"] as? String == "english")
      #expect((verbose.json["duration"] as? Double ?? 0) > 1)
      #expect((verbose.json["segments"] as? [Any])?.count == 1)

      // Silence and non-audio are the caller's mistake: 400 invalid_request_error.
      let silence = try AudioEncoder.encode(
        PCMAudio(samples: [Float](repeating: 0, count: 32_000), sampleRate: 16_000), format: .wav
      ).data
      let silent = try await transcribe(silence)
      #expect(silent.status == 400)
      #expect(silent.errorType == "invalid_request_error")
      #expect(silent.openAIError?["code"] as? String == "audio_silent")
      let garbage = try await transcribe(Data("this is not audio, just text".utf8))
      #expect(garbage.status == 400)
      #expect(garbage.errorParam == "file")
    }
  }
}
