import Foundation
import Testing
import VisorCore

@testable import VisorProviders

@Suite struct AudioAndImageTests {
  static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])

  @Test func wavRoundTripsSixteenBitMono() throws {
    let samples: [Float] = (0..<1600).map { sin(Float($0) / 10) * 0.5 }
    let wav = WAV.encode(PCMAudio(samples: samples, sampleRate: 16000))
    #expect(wav.count == 44 + 3200)
    let decoded = try #require(WAV.decode(wav))
    #expect(decoded.sampleRate == 16000)
    #expect(decoded.samples.count == 1600)
    for (a, b) in zip(samples, decoded.samples) { #expect(abs(a - b) < 0.0001) }
  }

  @Test func streamingWavWithUnknownSizesAndStereoDecodes() throws {
    // 24 kHz stereo 16-bit with 0xFFFFFFFF sizes, as streaming TTS servers send it.
    var data = Data("RIFF".utf8) + Data([0xFF, 0xFF, 0xFF, 0xFF]) + Data("WAVEfmt ".utf8)
    func le(_ v: UInt32, _ n: Int) -> Data { Data((0..<n).map { UInt8((v >> (8 * UInt32($0))) & 0xFF) }) }
    data += le(16, 4) + le(1, 2) + le(2, 2) + le(24000, 4) + le(96000, 4) + le(4, 2) + le(16, 2)
    data += Data("LIST".utf8) + le(3, 4) + Data([1, 2, 3, 0])  // odd-sized chunk with padding
    data += Data("data".utf8) + Data([0xFF, 0xFF, 0xFF, 0xFF])
    for _ in 0..<10 {
      data += le(UInt32(UInt16(bitPattern: 16384)), 2) + le(UInt32(UInt16(bitPattern: -16384)), 2)
    }
    data += le(UInt32(UInt16(bitPattern: 16384)), 2) + le(UInt32(UInt16(bitPattern: 16384)), 2)
    let audio = try #require(WAV.decode(data))
    #expect(audio.sampleRate == 24000)
    #expect(audio.samples.count == 11)
    #expect(audio.samples[0] == 0)
    #expect(abs(audio.samples[10] - 0.5) < 0.001)
  }

  @Test func notWavIsNil() {
    #expect(WAV.decode(Data("ID3 mp3 bytes".utf8)) == nil)
    #expect(WAV.decode(Data()) == nil)
  }

  @Test func speechAsksForWavAndDecodesIt() async throws {
    let wav = WAV.encode(PCMAudio(samples: [0, 0.25, -0.25, 0.5], sampleRate: 24000))
    let transport = RecordedTransport([
      RecordedResponse(headers: [("Content-Type", "audio/wav")], body: wav, chunkSize: 7)
    ])
    let synthesizer = try makeClient(transport).speechSynthesizer()
    #expect(synthesizer.id == "openai/tts-1")
    #expect(synthesizer.voices.contains("nova"))
    let audio = try await synthesizer.synthesize("Hello there.", voice: "nova")
    #expect(audio.sampleRate == 24000)
    #expect(audio.samples.count == 4)
    let request = try #require(transport.requests.first)
    #expect(request.url.path == "/v1/audio/speech")
    let body = try jsonBody(request)
    #expect(body["model"] as? String == "tts-1")
    #expect(body["voice"] as? String == "nova")
    #expect(body["input"] as? String == "Hello there.")
    #expect(body["response_format"] as? String == "wav")
  }

  @Test func speechThatIsNotWavIsABadResponse() async throws {
    let transport = RecordedTransport([
      RecordedResponse(headers: [("Content-Type", "audio/mpeg")], body: Data("ID3...".utf8))
    ])
    let error = await visorError {
      _ = try await makeClient(transport).speechSynthesizer().synthesize("Hi", voice: nil)
    }
    #expect(error?.code == .providerBadResponse)
    #expect(try jsonBody(transport.requests[0])["voice"] as? String == "alloy")
  }

  @Test func transcriptionUploadsAMultipartWav() async throws {
    let transport = RecordedTransport([.json(200, #"{"text":" What colour is this car? "}"#)])
    let recognizer = try makeClient(transport).speechRecognizer()
    let text = try await recognizer.transcribe(
      PCMAudio(samples: [Float](repeating: 0.1, count: 1600), sampleRate: 16000))
    #expect(text == "What colour is this car?")
    let request = try #require(transport.requests.first)
    #expect(request.url.path == "/v1/audio/transcriptions")
    let contentType = try #require(request.header("Content-Type"))
    #expect(contentType.hasPrefix("multipart/form-data; boundary="))
    let boundary = String(contentType.split(separator: "=", maxSplits: 1)[1])
    let body = try #require(request.body)
    let text8 = String(decoding: body, as: UTF8.self)
    #expect(text8.contains("name=\"model\"\r\n\r\nwhisper-1\r\n"))
    #expect(text8.contains("name=\"file\"; filename=\"audio.wav\"\r\nContent-Type: audio/wav\r\n\r\nRIFF"))
    #expect(text8.hasSuffix("--\(boundary)--\r\n"))
    #expect(body.count > 3200)
  }

  @Test func imageGenerationDecodesBase64() async throws {
    let transport = RecordedTransport([
      .json(200, #"{"created":1,"data":[{"b64_json":"\#(Self.png.base64EncodedString())"}]}"#)
    ])
    let generator = try makeClient(transport).imageGenerator()
    #expect(generator.id == "openai/gpt-image-1")
    let image = try await generator.generate(prompt: "a red car", size: "1024x1024")
    #expect(image.data == Self.png)
    #expect(image.mimeType == "image/png")
    let body = try jsonBody(try #require(transport.requests.first))
    #expect(body["prompt"] as? String == "a red car")
    #expect(body["size"] as? String == "1024x1024")
    #expect(body["response_format"] == nil, "gpt-image models reject response_format")
    #expect(
      transport.requests.first?.timeouts.firstByte == .seconds(120), "image generation has its own total")
  }

  @Test func dallE3AsksForBase64AndAURLAnswerIsFetched() async throws {
    let transport = RecordedTransport([
      .json(200, #"{"data":[{"url":"https://files.example/img.png"}]}"#),
      RecordedResponse(body: Self.png),
    ])
    let image = try await makeClient(transport).imageGenerator("dall-e-3").generate(
      prompt: "x", size: "1024x1024")
    #expect(image.mimeType == "image/png")
    #expect(try jsonBody(transport.requests[0])["response_format"] as? String == "b64_json")
    #expect(transport.requests[1].url.absoluteString == "https://files.example/img.png")
    #expect(transport.requests[1].header("Authorization") == nil, "the key is not sent to another host")
  }

  @Test func anImageThatIsNotAnImageIsABadResponse() async throws {
    let transport = RecordedTransport([.json(200, #"{"data":[{"b64_json":"aGVsbG8="}]}"#)])
    let error = await visorError {
      _ = try await makeClient(transport).imageGenerator().generate(prompt: "x", size: "1024x1024")
    }
    #expect(error?.code == .providerBadResponse)
  }

  @Test func presetsCarryTheDocumentedDefaults() throws {
    let openAI = ProviderPresets.openAI()
    #expect(openAI.chatModel == "gpt-4o-mini" && openAI.visionModel == "gpt-4o-mini")
    #expect(openAI.voices == ["alloy", "echo", "fable", "onyx", "nova", "shimmer"])
    #expect(openAI.transcriptionModel == "whisper-1")
    let gemini = ProviderPresets.gemini()
    #expect(gemini.baseURL.absoluteString == "https://generativelanguage.googleapis.com/v1beta/openai/")
    #expect(gemini.chatModel == "gemini-2.0-flash")
    #expect(gemini.apiKeyEnvironmentVariable == "VISOR_GEMINI_API_KEY")
    #expect(openAI.apiKey(from: ["VISOR_OPENAI_API_KEY": " sk-1 \n"]) == "sk-1")
    #expect(openAI.apiKey(from: ["VISOR_OPENAI_API_KEY": ""]) == nil)
    let data = try JSONEncoder().encode(ProviderPresets.ollama())
    let decoded = try JSONDecoder().decode(ProviderConfiguration.self, from: data)
    #expect(decoded == ProviderPresets.ollama())
    let minimal = try JSONDecoder().decode(
      ProviderConfiguration.self, from: Data(#"{"name":"x","baseURL":"http://h/v1/"}"#.utf8))
    let local = ProviderPresets.localWorker(baseURL: URL(string: "http://127.0.0.1:9999/v1/")!)
    #expect(
      try makeClient(RecordedTransport([]), configuration: local).chatModel().id == "local/smollm2-135m")
    #expect(local.dialect == .llamaCpp)
    #expect(minimal.dialect == .openAI && minimal.voices.isEmpty && minimal.timeouts == ProviderTimeouts())
  }
}
