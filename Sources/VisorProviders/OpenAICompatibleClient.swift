import Foundation
import VisorCore

/// When and how often a failed provider request is tried again (429 and 5xx only, and only before
/// any byte of the answer reached the caller).
public struct ProviderRetryPolicy: Sendable {
  /// Retries after the first attempt.
  public var maxRetries: Int
  /// The first backoff; each further one doubles, with ±50 % jitter.
  public var baseDelay: Duration
  /// No wait is longer than this, `Retry-After` included.
  public var maxDelay: Duration
  /// How to wait (tests record the delays instead of sleeping).
  public var sleep: @Sendable (Duration) async throws -> Void
  /// A factor in 0.5…1.5 applied to the exponential backoff.
  public var jitter: @Sendable () -> Double

  public init(
    maxRetries: Int = 2, baseDelay: Duration = .milliseconds(500), maxDelay: Duration = .seconds(20),
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
    jitter: @escaping @Sendable () -> Double = { Double.random(in: 0.5...1.5) }
  ) {
    self.maxRetries = maxRetries
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.sleep = sleep
    self.jitter = jitter
  }

  /// The wait before retry number `attempt` (0-based), honouring a `Retry-After` value when given.
  public func delay(attempt: Int, retryAfter: String?, now: Date = Date()) -> Duration {
    if let retryAfter, let seconds = Self.parseRetryAfter(retryAfter, now: now) {
      return min(maxDelay, .milliseconds(Int((seconds * 1000).rounded())))
    }
    let factor = Double(1 << min(attempt, 20)) * jitter()
    let backoff = baseDelay.seconds * factor
    return min(maxDelay, .milliseconds(Int((backoff * 1000).rounded())))
  }

  /// Seconds to wait from a `Retry-After` header: delta-seconds or an HTTP date.
  public static func parseRetryAfter(_ value: String, now: Date = Date()) -> Double? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Double(trimmed), seconds.isFinite { return max(0, seconds) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    for format in [
      "EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy",
    ] {
      formatter.dateFormat = format
      if let date = formatter.date(from: trimmed) { return max(0, date.timeIntervalSince(now)) }
    }
    return nil
  }
}

/// A client for one OpenAI-compatible server (OpenAI, Gemini's OpenAI endpoint, Ollama, llama.cpp,
/// vLLM, or Visor's own local chat worker). It hands out the capability adapters and does the
/// common work: URLs, the API key, retries, timeouts and turning failures into ``VisorError``s.
///
/// ```swift
/// let config = ProviderPresets.openAI()
/// let client = OpenAICompatibleClient(configuration: config, apiKey: config.apiKey(), logger: log)
/// let answer = try await client.chatModel().complete([ChatMessage(role: .user, text: "Hi")])
/// ```
public final class OpenAICompatibleClient: Sendable {
  public let configuration: ProviderConfiguration
  let apiKey: String?
  /// This client's own secrets (its key, a password in its base URL), removed from every sentence it
  /// makes even when the process-wide ``SecretRedactor`` was not told about them.
  private let ownSecrets: [String]
  let transport: any HTTPTransport
  let logger: Logger
  public let retryPolicy: ProviderRetryPolicy

  public init(
    configuration: ProviderConfiguration, apiKey: String?, transport: any HTTPTransport = CurlTransport(),
    logger: Logger, retryPolicy: ProviderRetryPolicy = ProviderRetryPolicy()
  ) {
    self.configuration = configuration
    self.apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
    self.ownSecrets = [self.apiKey, configuration.baseURL.password].compactMap { $0 }
    self.transport = transport
    self.logger = logger
    self.retryPolicy = retryPolicy
  }

  /// The chat model (`configuration.chatModel` unless given).
  public func chatModel(_ model: String? = nil) throws -> OpenAICompatibleChatModel {
    OpenAICompatibleChatModel(
      client: self, model: try require(model ?? configuration.chatModel, "chatModel", "chat"))
  }

  /// The vision-language model (`configuration.visionModel`, else the chat model).
  public func visionModel(_ model: String? = nil) throws -> OpenAICompatibleChatModel {
    OpenAICompatibleChatModel(
      client: self,
      model: try require(
        model ?? configuration.visionModel ?? configuration.chatModel, "visionModel", "vision"))
  }

  public func speechSynthesizer(_ model: String? = nil) throws -> OpenAICompatibleSpeechSynthesizer {
    OpenAICompatibleSpeechSynthesizer(
      client: self, model: try require(model ?? configuration.speechModel, "speechModel", "speech"),
      voices: configuration.voices)
  }

  public func speechRecognizer(_ model: String? = nil) throws -> OpenAICompatibleSpeechRecognizer {
    OpenAICompatibleSpeechRecognizer(
      client: self,
      model: try require(model ?? configuration.transcriptionModel, "transcriptionModel", "transcription"))
  }

  public func imageGenerator(_ model: String? = nil) throws -> OpenAICompatibleImageGenerator {
    OpenAICompatibleImageGenerator(
      client: self, model: try require(model ?? configuration.imageModel, "imageModel", "image generation"))
  }

  private func require(_ model: String?, _ field: String, _ capability: String) throws -> String {
    guard let model, !model.isEmpty else {
      throw VisorError(
        .notConfigured,
        Message(
          "error.provider.noModel",
          [
            "name": .text(configuration.name), "capability": MessageArgument.capability(capability),
            "field": .text(field),
          ]))
    }
    return model
  }

  /// The model ids the server offers (`GET /models`), for `visor providers test`.
  public func listModels() async throws -> [String] {
    let data = try await sendForData(capability: "model listing", method: "GET", path: "models")
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let items = object["data"] as? [[String: Any]]
    else {
      throw badResponse("model listing", Message("error.provider.what.modelList"))
    }
    return items.compactMap { $0["id"] as? String }
  }

  // MARK: plumbing shared by the adapters

  struct Response {
    var status: Int
    var headers: [(String, String)]
    var body: AsyncThrowingStream<Data, Error>
  }

  func url(_ path: String) -> URL {
    var base = configuration.baseURL.absoluteString
    if !base.hasSuffix("/") { base += "/" }
    return URL(string: base + path) ?? configuration.baseURL.appendingPathComponent(path)
  }

  /// What every provider sentence passes through: the process's configured secrets, this client's
  /// own, and anything shaped like a key.
  var redactor: SecretRedactor { SecretRedactor.shared.adding(ownSecrets) }

  /// The base URL as sentences show it: no userinfo, no query (a key can travel in either).
  var displayBaseURL: String {
    guard var components = URLComponents(url: configuration.baseURL, resolvingAgainstBaseURL: false) else {
      return hostDescription
    }
    components.user = nil
    components.password = nil
    components.query = nil
    components.fragment = nil
    return components.string ?? hostDescription
  }

  var hostDescription: String {
    let url = configuration.baseURL
    let host = url.host ?? url.absoluteString
    return url.port.map { "\(host):\($0)" } ?? host
  }

  /// Sends a request and returns a 2xx response whose body has not been read yet; retries 429/5xx.
  func send(
    capability: String, method: String, path: String, body: Data? = nil, contentType: String? = nil,
    accept: String = "application/json", timeouts: ProviderTimeouts? = nil, model: String? = nil,
    maxBodyBytes: Int? = nil
  ) async throws -> Response {
    var headers: [(String, String)] = [("Accept", accept), ("User-Agent", "visor")]
    if let apiKey { headers.append(("Authorization", "Bearer \(apiKey)")) }
    if let contentType { headers.append(("Content-Type", contentType)) }
    let request = HTTPClientRequest(
      method: method, url: url(path), headers: headers, body: body,
      timeouts: timeouts ?? configuration.timeouts, maxBodyBytes: maxBodyBytes)
    let logPath = request.url.path
    var attempt = 0
    while true {
      try Task.checkCancellation()
      let started = ContinuousClock.now
      let response: (status: Int, headers: [(String, String)], body: AsyncThrowingStream<Data, Error>)
      do {
        response = try await transport.send(request)
      } catch {
        logger.warning(
          "provider request failed",
          [
            "provider": configuration.name, "method": method, "host": hostDescription, "path": logPath,
            "ms": String((ContinuousClock.now - started).milliseconds), "error": describe(error),
          ])
        throw mapTransportError(
          error, capability: capability, timeouts: request.timeouts, limit: maxBodyBytes)
      }
      logger.info(
        "provider request",
        [
          "provider": configuration.name, "method": method, "host": hostDescription, "path": logPath,
          "status": String(response.status), "ms": String((ContinuousClock.now - started).milliseconds),
        ])
      if (200..<300).contains(response.status) {
        return Response(status: response.status, headers: response.headers, body: response.body)
      }
      let errorBody = await Self.collect(response.body, limit: 64 * 1024)
      let retryable = response.status == 429 || (500..<600).contains(response.status)
      // A provider that asks for a longer wait than the cap is not waited for at all: the caller
      // hears at once when to try again (its own time, in the sentence and in Retry-After).
      let asked = response.headers.value(for: "Retry-After").flatMap {
        ProviderRetryPolicy.parseRetryAfter($0)
      }
      let waitsTooLong = asked.map { $0 > retryPolicy.maxDelay.seconds } ?? false
      if retryable && attempt < retryPolicy.maxRetries && !waitsTooLong {
        let delay = retryPolicy.delay(
          attempt: attempt, retryAfter: response.headers.value(for: "Retry-After"))
        attempt += 1
        try await retryPolicy.sleep(delay)
        continue
      }
      throw statusError(
        status: response.status, headers: response.headers, body: errorBody, capability: capability,
        model: model, attempts: attempt + 1)
    }
  }

  /// Sends a request and reads the whole 2xx body (bounded by `limit`, by default the configured
  /// `limits.answerBytes`).
  func sendForData(
    capability: String, method: String, path: String, body: Data? = nil, contentType: String? = nil,
    timeouts: ProviderTimeouts? = nil, model: String? = nil, limit: Int? = nil
  ) async throws -> Data {
    let limit = limit ?? configuration.limits.answerBytes
    let response = try await send(
      capability: capability, method: method, path: path, body: body, contentType: contentType,
      timeouts: timeouts, model: model, maxBodyBytes: limit)
    return try await collectAnswer(
      response.body, capability: capability, timeouts: timeouts ?? configuration.timeouts, limit: limit)
  }

  /// Reads a whole 2xx body, failing with `provider_answer_too_large` past `limit` bytes.
  func collectAnswer(
    _ body: AsyncThrowingStream<Data, Error>, capability: String, timeouts: ProviderTimeouts, limit: Int
  ) async throws -> Data {
    var data = Data()
    do {
      for try await chunk in body {
        guard data.count + chunk.count <= limit else { throw answerTooLarge(capability, limit: limit) }
        data.append(chunk)
      }
    } catch let error as VisorError {
      throw error
    } catch {
      throw mapTransportError(error, capability: capability, timeouts: timeouts, limit: limit)
    }
    return data
  }

  /// Reads up to `limit` bytes of a body, ignoring errors (for error bodies).
  static func collect(_ body: AsyncThrowingStream<Data, Error>, limit: Int) async -> Data {
    var data = Data()
    do {
      for try await chunk in body {
        data.append(chunk.prefix(limit - data.count))
        if data.count >= limit { break }
      }
    } catch {}
    return data
  }

  // MARK: errors

  func badResponse(_ capability: String, _ what: Message) -> VisorError {
    VisorError(
      .providerBadResponse,
      Message(
        "error.provider.badResponse",
        [
          "capability": MessageArgument.capability(capability), "name": .text(configuration.name),
          "what": .message(what), "url": .text(displayBaseURL),
        ]))
  }

  /// A duration as the catalogue writes it ("30 s", "2.5 s").
  static func durationArgument(_ duration: Duration) -> MessageArgument {
    let seconds = duration.seconds
    let number = seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    return .message(Message("error.provider.seconds", ["n": .text(number)]))
  }

  /// The answer was larger than Visor accepts; nothing of it is kept.
  func answerTooLarge(_ capability: String, limit: Int, unit: String = "bytes") -> VisorError {
    let size: Message
    if unit != "bytes" {
      size = Message("error.provider.size.characters", ["n": .text(String(limit))])
    } else if limit >= 1_048_576 && limit % 1_048_576 == 0 {
      size = Message("error.provider.size.mb", ["n": .text(String(limit / 1_048_576))])
    } else if limit >= 1024 && limit % 1024 == 0 {
      size = Message("error.provider.size.kb", ["n": .text(String(limit / 1024))])
    } else {
      size = Message("error.provider.size.bytes", ["n": .text(String(limit))])
    }
    return VisorError(
      .providerAnswerTooLarge,
      Message(
        "error.provider.tooLarge",
        [
          "capability": MessageArgument.capability(capability), "name": .text(configuration.name),
          "size": .message(size),
        ]))
  }

  private func describe(_ error: Error) -> String {
    if let error = error as? HTTPTransportError { return error.description }
    return String(describing: type(of: error))
  }

  /// Turns a transport failure (or cancellation) into the error callers see.
  func mapTransportError(
    _ error: Error, capability: String, timeouts: ProviderTimeouts, limit: Int? = nil
  ) -> Error {
    if error is VisorError || error is CancellationError { return error }
    guard let error = error as? HTTPTransportError else { return error }
    let name = configuration.name
    let who: [String: MessageArgument] = [
      "capability": MessageArgument.capability(capability), "name": .text(name),
      "host": .text(hostDescription),
      "url": .text(displayBaseURL),
    ]
    func with(_ time: Duration) -> [String: MessageArgument] {
      who.merging(["time": Self.durationArgument(time)]) { _, new in new }
    }
    switch error.kind {
    case .cancelled:
      return CancellationError()
    case .connectFailed, .other:
      return VisorError(
        .providerUnreachable,
        Message("error.provider.unreachable", who)
      )
    case .connectTimeout:
      return VisorError(
        .providerTimeout,
        Message("error.provider.connectTimeout", with(timeouts.connect))
      )
    case .firstByteTimeout:
      return VisorError(
        .providerTimeout,
        Message("error.provider.firstByteTimeout", with(timeouts.firstByte))
      )
    case .idleTimeout:
      return VisorError(
        .providerTimeout,
        Message("error.provider.idleTimeout", with(timeouts.idle))
      )
    case .tooLarge:
      return answerTooLarge(capability, limit: limit ?? configuration.limits.answerBytes)
    case .totalTimeout:
      return VisorError(
        .providerTimeout,
        Message("error.provider.totalTimeout", with(timeouts.total))
      )
    case .truncated:
      return badResponse(capability, Message("error.provider.what.truncated"))
    }
  }

  /// When to try again: in the seconds the provider asked for, else later.
  static func whenArgument(_ wait: Double?) -> MessageArgument {
    .message(
      wait.map { Message("error.provider.when.in", ["seconds": .text(String(Int($0.rounded(.up))))]) }
        ?? Message("error.provider.when.later"))
  }

  /// The provider's own error sentence with every secret removed (``redactor``), then shortened;
  /// never used for auth failures at all.
  func providerMessage(_ body: Data) -> String? {
    Self.providerMessage(body, redactor: redactor)
  }

  /// The provider's own error sentence, redacted by `redactor` before it is shortened (so no cut
  /// leaves half a key that no longer looks like one).
  static func providerMessage(_ body: Data, redactor: SecretRedactor) -> String? {
    var text: String?
    if let object = try? JSONSerialization.jsonObject(with: body) {
      let root = (object as? [Any])?.first ?? object
      if let dict = root as? [String: Any] {
        if let error = dict["error"] as? [String: Any] {
          text = error["message"] as? String
        } else if let error = dict["error"] as? String {
          text = error
        } else if let detail = dict["detail"] as? String {
          text = detail
        } else if let message = dict["message"] as? String {
          text = message
        }
      }
    }
    guard let found = text?.trimmingCharacters(in: .whitespacesAndNewlines), !found.isEmpty else {
      return nil
    }
    let clean = redactor.redact(found)
    return clean.count > 200 ? String(clean.prefix(200)) + "…" : clean
  }

  func statusError(
    status: Int, headers: [(String, String)], body: Data, capability: String, model: String?, attempts: Int
  ) -> VisorError {
    let said: MessageArgument =
      providerMessage(body).map { .message(Message("error.provider.said", ["text": .text($0)])) } ?? .text("")
    let who: [String: MessageArgument] = [
      "capability": MessageArgument.capability(capability), "name": .text(configuration.name),
      "status": .text(String(status)), "said": said, "attempts": .number(attempts),
    ]
    func with(_ extra: [String: MessageArgument]) -> [String: MessageArgument] {
      who.merging(extra) { _, new in new }
    }
    switch status {
    case 401, 403:
      let fix: Message
      if let variable = configuration.apiKeyEnvironmentVariable {
        fix = Message(
          apiKey == nil ? "error.provider.fix.set" : "error.provider.fix.check", ["variable": .text(variable)]
        )
      } else {
        fix = Message("error.provider.fix.checkKey")
      }
      return VisorError(.providerAuth, Message("error.provider.auth", with(["fix": .message(fix)])))
    case 404:
      let modelText =
        model.map { Message("error.provider.model.named", ["model": .text($0)]) }
        ?? Message("error.provider.model.resource")
      return VisorError(
        .providerModelNotFound,
        Message(
          "error.provider.modelNotFound", with(["model": .message(modelText), "url": .text(displayBaseURL)])))
    case 408, 504:
      return VisorError(.providerTimeout, Message("error.provider.timedOut", who))
    case 429:
      let wait = headers.value(for: "Retry-After").flatMap { ProviderRetryPolicy.parseRetryAfter($0) }
      return VisorError(
        .providerUnavailable, Message("error.provider.rateLimited", with(["when": Self.whenArgument(wait)])),
        retryAfter: wait.map { Int($0.rounded(.up)) })
    case 500..<600:
      let wait = headers.value(for: "Retry-After").flatMap { ProviderRetryPolicy.parseRetryAfter($0) }
      return VisorError(
        .providerUnavailable, Message("error.provider.failedStatus", with(["when": Self.whenArgument(wait)])),
        retryAfter: wait.map { Int($0.rounded(.up)) })
    default:
      return VisorError(.providerBadRequest, Message("error.provider.refused", who))
    }
  }
}
