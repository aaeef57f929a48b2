import Foundation
import VisorCore

/// Text → speech through `/audio/speech`, asking for WAV and decoding it to PCM.
public struct OpenAICompatibleSpeechSynthesizer: SpeechSynthesizer {
  public let id: String
  public let model: String
  public let voices: [String]
  let client: OpenAICompatibleClient

  public init(client: OpenAICompatibleClient, model: String, voices: [String], id: String? = nil) {
    self.client = client
    self.model = model
    self.voices = voices
    self.id = id ?? "\(client.configuration.name)/\(model)"
  }

  public func synthesize(_ text: String, voice: String?) async throws -> PCMAudio {
    let body: [String: Any] = [
      "model": model, "input": text, "voice": voice ?? voices.first ?? "alloy", "response_format": "wav",
    ]
    let data = try await client.sendForData(
      capability: "speech", method: "POST", path: "audio/speech",
      body: try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]),
      contentType: "application/json",
      model: model, limit: client.configuration.limits.mediaBytes)
    guard let audio = WAV.decode(data) else {
      throw client.badResponse("speech", Message("error.provider.what.wav"))
    }
    return audio
  }
}

/// Speech → text through `/audio/transcriptions` (multipart upload of a 16-bit WAV).
public struct OpenAICompatibleSpeechRecognizer: SpeechRecognizer {
  public let id: String
  public let model: String
  let client: OpenAICompatibleClient

  public init(client: OpenAICompatibleClient, model: String, id: String? = nil) {
    self.client = client
    self.model = model
    self.id = id ?? "\(client.configuration.name)/\(model)"
  }

  public func transcribe(_ audio: PCMAudio) async throws -> String {
    try await transcribe(audio, language: expectedLanguage).text
  }

  /// Sends `language` (ISO 639-1) when given; otherwise the provider detects it.
  public func transcribe(_ audio: PCMAudio, language: String?) async throws -> HeardSpeech {
    var form = MultipartForm()
    form.add(name: "model", value: model)
    form.add(name: "response_format", value: "json")
    if let language { form.add(name: "language", value: language) }
    form.add(name: "file", filename: "audio.wav", contentType: "audio/wav", data: WAV.encode(audio))
    let data = try await client.sendForData(
      capability: "transcription", method: "POST", path: "audio/transcriptions", body: form.finished,
      contentType: form.contentType, model: model)
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let text = object["text"] as? String
    else {
      throw client.badResponse("transcription", Message("error.provider.what.transcription"))
    }
    return HeardSpeech(
      text: text.trimmingCharacters(in: .whitespacesAndNewlines),
      language: language ?? (object["language"] as? String).flatMap { $0.count <= 3 ? $0 : nil })
  }
}

/// Prompt → image through `/images/generations`, reading `b64_json` (or fetching a returned `url`).
public struct OpenAICompatibleImageGenerator: ImageGenerator {
  public let id: String
  public let model: String
  let client: OpenAICompatibleClient

  public init(client: OpenAICompatibleClient, model: String, id: String? = nil) {
    self.client = client
    self.model = model
    self.id = id ?? "\(client.configuration.name)/\(model)"
  }

  public func generate(prompt: String, size: String) async throws -> GeneratedImage {
    var body: [String: Any] = ["model": model, "prompt": prompt, "size": size, "n": 1]
    // gpt-image models always answer in base64 and reject `response_format`.
    if !model.hasPrefix("gpt-image") { body["response_format"] = "b64_json" }
    // Generation is not streamed: nothing arrives until the image is done, so the whole request has
    // its own total (`imageTotal`) instead of the first-byte limit; the idle limit still applies once
    // bytes flow.
    var timeouts = client.configuration.timeouts
    timeouts.total = timeouts.imageTotal
    timeouts.firstByte = timeouts.imageTotal
    let limit = client.configuration.limits.mediaBytes
    let data = try await client.sendForData(
      capability: "image generation", method: "POST", path: "images/generations",
      body: try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]),
      contentType: "application/json",
      timeouts: timeouts, model: model, limit: limit)
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let items = object["data"] as? [[String: Any]], let first = items.first
    else {
      throw client.badResponse("image generation", Message("error.provider.what.imageList"))
    }
    var imageData: Data?
    if let b64 = first["b64_json"] as? String {
      imageData = Data(base64Encoded: b64, options: .ignoreUnknownCharacters)
    } else if let link = first["url"] as? String, let url = URL(string: link) {
      imageData = try await download(url, timeouts: timeouts)
    }
    guard let imageData, let mimeType = Self.mimeType(of: imageData) else {
      throw client.badResponse("image generation", Message("error.provider.what.imageFormat"))
    }
    return GeneratedImage(data: imageData, mimeType: mimeType)
  }

  private func download(_ url: URL, timeouts: ProviderTimeouts) async throws -> Data {
    do {
      let limit = client.configuration.limits.mediaBytes
      let response = try await client.transport.send(
        HTTPClientRequest(url: url, timeouts: timeouts, maxBodyBytes: limit))
      guard (200..<300).contains(response.status) else {
        throw client.badResponse(
          "image generation",
          Message("error.provider.what.imageLink", ["status": .text(String(response.status))]))
      }
      return try await client.collectAnswer(
        response.body, capability: "image generation", timeouts: timeouts, limit: limit)
    } catch let error as VisorError {
      throw error
    } catch {
      throw client.mapTransportError(
        error, capability: "image generation", timeouts: timeouts,
        limit: client.configuration.limits.mediaBytes)
    }
  }

  static func mimeType(of data: Data) -> String? {
    let head = [UInt8](data.prefix(12))
    if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
    if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
    if head.count >= 12, head[0..<4] == [0x52, 0x49, 0x46, 0x46][...],
      head[8..<12] == [0x57, 0x45, 0x42, 0x50][...]
    {
      return "image/webp"
    }
    return nil
  }
}

/// A `multipart/form-data` body.
struct MultipartForm {
  let boundary = "visor-\(UUID().uuidString.lowercased())"
  private(set) var body = Data()

  var contentType: String { "multipart/form-data; boundary=\(boundary)" }

  mutating func add(name: String, value: String) {
    body.append(
      Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8))
  }

  mutating func add(name: String, filename: String, contentType: String, data: Data) {
    body.append(
      Data(
        "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"\(filename)\"\r\nContent-Type: \(contentType)\r\n\r\n"
          .utf8))
    body.append(data)
    body.append(Data("\r\n".utf8))
  }

  var finished: Data { body + Data("--\(boundary)--\r\n".utf8) }
}
