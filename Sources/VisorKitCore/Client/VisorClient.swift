import Foundation
import VisorAPI

/// A typed client for one Visor server, built from the endpoint catalogue (`Endpoints` in VisorAPI).
///
/// Every native endpoint is reachable through ``send(_:path:query:)`` and its overloads; the
/// methods in the feature extensions (``analyze(_:prompt:question:speak:voice:format:model:mode:target:)``,
/// ``identifyCar(_:crop:model:)``, ``chats(matching:favoritesOnly:limit:cursor:)``, …) are those
/// calls with their parameters spelled out.
///
/// ```swift
/// var client = try VisorClient(baseURL: "http://192.168.1.20:8080")
/// let token = try await client.signIn(username: "alice", password: "…", tokenName: "Alice's iPhone")
/// // keep token.token in the Keychain; next launch: VisorClient(baseURL: …, token: saved)
/// for try await event in client.analyzeStream(Photo(jpeg), prompt: "What is this?", speak: true) {
///   if case .text(let delta) = event { answer += delta }
/// }
/// ```
public struct VisorClient: Sendable {
  /// The server's root URL (`http://host:port`, possibly with a path prefix).
  public let baseURL: URL
  /// The API token sent as `Authorization: Bearer`, if any.
  public internal(set) var token: String?
  /// When idempotent calls (GET, DELETE) are retried.
  public var retryPolicy: RetryPolicy
  /// How long to wait without hearing from the server, in seconds.
  public var timeout: TimeInterval
  /// The language answers are asked in (a BCP 47 tag such as `es`), over the person's own setting:
  /// sent as `language` on analyses, follow-ups and live sessions, and as `Accept-Language` on every
  /// request. Nil (the default) lets the server use the person's setting.
  public var language: String?
  let transport: any VisorTransport
  /// Makes the WebSocket transport of live sessions, calls and conversations not given one.
  let makeLiveTransport: (@Sendable () -> any LiveTransport)?

  /// A client for the server at `baseURL` over `transport`. VisorKit's initialisers
  /// (`init(baseURL:token:transport:retryPolicy:timeout:)`) add the URLSession transports as defaults;
  /// the `visor` program passes libcurl's, so it never loads FoundationNetworking.
  package init(
    baseURL: String, token: String?, transport: any VisorTransport,
    liveTransport: (@Sendable () -> any LiveTransport)?, retryPolicy: RetryPolicy = .default,
    timeout: TimeInterval = 60
  ) throws {
    self.baseURL = try Self.validate(baseURL: baseURL)
    self.token = try token.map(Self.validate(token:))
    self.transport = transport
    self.makeLiveTransport = liveTransport
    self.retryPolicy = retryPolicy
    self.timeout = timeout
  }

  /// `transport`, else this client's own WebSocket transport.
  package func liveTransport(_ transport: (any LiveTransport)?) throws -> any LiveTransport {
    if let transport { return transport }
    guard let make = makeLiveTransport else {
      throw VisorClientError(
        .unsupportedEndpoint,
        "This client has no WebSocket transport; pass one (on Linux, VisorKitCurl's TCPLiveTransport).")
    }
    return make()
  }

  /// This client with another token (or none).
  public func authenticated(with token: String?) throws -> VisorClient {
    var copy = self
    copy.token = try token.map(Self.validate(token:))
    return copy
  }

  // MARK: Sending

  /// Calls an endpoint that takes no body and decodes its JSON answer (`NoBody` for 204).
  ///
  /// ```swift
  /// let car = try await client.send(Endpoints.car, path: ["id": id])
  /// ```
  /// - Parameters:
  ///   - endpoint: the declaration in `Endpoints`.
  ///   - path: a value for each `{name}` of the endpoint's path template.
  ///   - query: query parameters; `nil` values are left out.
  public func send<Request, Response: Decodable>(
    _ endpoint: Endpoint<Request, Response>, path: [String: String] = [:], query: [String: String?] = [:]
  ) async throws -> Response {
    try await decode(endpoint, perform(endpoint.declaration, path: path, query: query, body: .none))
  }

  /// Calls an endpoint with a JSON body and decodes its JSON answer.
  ///
  /// ```swift
  /// let chat = try await client.send(Endpoints.createChat, body: ChatCreateRequest(title: "Trip"))
  /// ```
  public func send<Request: Encodable, Response: Decodable>(
    _ endpoint: Endpoint<Request, Response>, path: [String: String] = [:], query: [String: String?] = [:],
    body: Request
  ) async throws -> Response {
    try await decode(endpoint, perform(endpoint.declaration, path: path, query: query, body: .json(body)))
  }

  /// Calls an endpoint with a `multipart/form-data` body (photos, recordings, model files).
  public func send<Request, Response: Decodable>(
    _ endpoint: Endpoint<Request, Response>, path: [String: String] = [:], query: [String: String?] = [:],
    form: MultipartForm
  ) async throws -> Response {
    try await decode(endpoint, perform(endpoint.declaration, path: path, query: query, body: .form(form)))
  }

  /// Calls an endpoint that answers bytes (a photo, an audio clip, metrics text).
  ///
  /// ```swift
  /// let jpeg = try await client.download(Endpoints.carImage, path: ["id": car.id]).data
  /// ```
  public func download<Request>(
    _ endpoint: Endpoint<Request, NoBody>, path: [String: String] = [:], query: [String: String?] = [:]
  ) async throws -> Download {
    try await bytes(perform(endpoint.declaration, path: path, query: query, body: .none))
  }

  /// Calls a byte endpoint with a JSON body (`Endpoints.speech`).
  public func download<Request: Encodable>(
    _ endpoint: Endpoint<Request, NoBody>, path: [String: String] = [:], query: [String: String?] = [:],
    body: Request
  ) async throws -> Download {
    try await bytes(perform(endpoint.declaration, path: path, query: query, body: .json(body)))
  }

  /// Calls a byte endpoint with a multipart body (`Endpoints.ingest`).
  public func download<Request>(
    _ endpoint: Endpoint<Request, NoBody>, path: [String: String] = [:], query: [String: String?] = [:],
    form: MultipartForm
  ) async throws -> Download {
    try await bytes(perform(endpoint.declaration, path: path, query: query, body: .form(form)))
  }

  // MARK: The request path

  enum Body: Sendable {
    case none
    case json(any Encodable & Sendable)
    case form(MultipartForm)
  }

  static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
      if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not an ISO-8601 date: \(text)")
    }
    return decoder
  }()

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }()

  private func decode<Request, Response: Decodable>(
    _ endpoint: Endpoint<Request, Response>, _ response: TransportResponse
  ) async throws -> Response {
    let data = try await response.collect()
    if Response.self == NoBody.self, let none = NoBody() as? Response { return none }
    do {
      return try Self.decoder.decode(Response.self, from: data)
    } catch {
      throw VisorClientError(
        .invalidResponse,
        "The server's answer to \(endpoint.declaration.name) is not the \(Response.self) this SDK expects; "
          + "the server may be a different Visor version (\(error)).",
        status: response.status, requestID: response.header("x-request-id"))
    }
  }

  private func bytes(_ response: TransportResponse) async throws -> Download {
    Download(
      data: try await response.collect(), contentType: response.header("content-type"),
      headers: response.headers)
  }

  /// Sends a call, retrying idempotent ones, and returns a 2xx response (its body unread); any other
  /// status becomes a ``VisorClientError``.
  func perform(
    _ endpoint: EndpointDeclaration, path: [String: String], query: [String: String?], body: Body,
    accept: String = "application/json"
  ) async throws -> TransportResponse {
    let request = try makeRequest(endpoint, path: path, query: query, body: body, accept: accept)
    let idempotent = endpoint.method == .get || endpoint.method == .delete
    var attempt = 0
    while true {
      try Task.checkCancellation()
      do {
        let response = try await transport.send(request)
        if (200..<300).contains(response.status) { return response }
        let error = await Self.error(from: response, endpoint: endpoint)
        if idempotent, [502, 503, 504].contains(response.status),
          let delay = retryPolicy.delay(afterAttempt: attempt, retryAfter: error.retryAfter)
        {
          attempt += 1
          try await Task.sleep(for: delay)
          continue
        }
        throw error
      } catch let error as VisorClientError
        where idempotent && (error.kind == .timedOut || error.kind == .connectionLost)
      {
        guard let delay = retryPolicy.delay(afterAttempt: attempt, retryAfter: nil) else { throw error }
        attempt += 1
        try await Task.sleep(for: delay)
      }
    }
  }

  func makeRequest(
    _ endpoint: EndpointDeclaration, path: [String: String], query: [String: String?], body: Body,
    accept: String
  ) throws -> TransportRequest {
    guard let resolved = endpoint.link(path) else {
      let missing = endpoint.pathParameters.first { (path[$0] ?? "").isEmpty } ?? ""
      throw VisorClientError(
        .invalidArgument, "\(endpoint.name) needs the path parameter \"\(missing)\" (\(endpoint.path)).")
    }
    var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)!
    let prefix =
      components.percentEncodedPath.hasSuffix("/")
      ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
    components.percentEncodedPath = prefix + resolved
    let items = query.sorted { $0.key < $1.key }.compactMap { item in
      item.value.map { URLQueryItem(name: item.key, value: $0) }
    }
    components.queryItems = items.isEmpty ? nil : items
    guard let url = components.url else {
      throw VisorClientError(.invalidArgument, "Cannot make a URL for \(endpoint.name) from \(baseURL).")
    }
    var headers = ["Accept": accept, "User-Agent": "VisorKit/1"]
    if let token { headers["Authorization"] = "Bearer \(token)" }
    if let language { headers["Accept-Language"] = language }
    var data: Data?
    switch body {
    case .none: break
    case .json(let value):
      data = try Self.encoder.encode(value)
      headers["Content-Type"] = "application/json"
    case .form(let form):
      data = form.encoded
      headers["Content-Type"] = form.contentType
    }
    return TransportRequest(
      method: endpoint.method.rawValue, url: url, headers: headers, body: data, timeout: timeout)
  }

  /// The typed error of a non-2xx answer: the server's `{"error":{"code","message"}}` (or the
  /// Firebase callable's `{"error":{"status","message"}}`), or "this server does not support …" for a
  /// catalogue endpoint the server has no route for.
  static func error(from response: TransportResponse, endpoint: EndpointDeclaration) async -> VisorClientError
  {
    let data = (try? await response.collect(limit: 1 << 20)) ?? Data()
    let requestID = response.header("x-request-id")
    let retryAt = response.header("retry-after").flatMap(Self.retryDate)
    let retryAfter = retryAt.map { max(0, $0.timeIntervalSinceNow.rounded(.up)) }
    struct Envelope: Decodable {
      struct Body: Decodable {
        var code: String?
        var status: String?
        var message: String
      }
      var error: Body
    }
    let body = try? decoder.decode(Envelope.self, from: data)
    let code = body?.error.code ?? body?.error.status?.lowercased()
    // A missing route is named by the router ("No route matches …") or the web fallback ("There is
    // nothing at …"); any other 404 is the server's own sentence (an unknown `target` on analyze).
    let noRoute =
      (response.status == 404 && code == "not_found"
        && (body?.error.message.hasPrefix("No route matches") == true
          || body?.error.message.hasPrefix("There is nothing at") == true))
      || (response.status == 405 && code == "method_not_allowed")
    if noRoute {
      return VisorClientError(
        .unsupportedEndpoint,
        "This server does not support \(endpoint.name) (\(endpoint.method.rawValue) \(endpoint.path)): "
          + "it is a different Visor version; update the server to use this feature.",
        code: code, status: response.status, requestID: requestID)
    }
    guard let body else {
      let text = String(decoding: data.prefix(200), as: UTF8.self)
      return VisorClientError(
        response.status == 429 ? .rateLimited : .server,
        "The server answered HTTP \(response.status) without a Visor error"
          + (text.isEmpty ? "." : ": \(text)"),
        status: response.status, requestID: requestID, retryAfter: retryAfter, retryAt: retryAt)
    }
    return VisorClientError(
      response.status == 429 ? .rateLimited : .server, body.error.message, code: code,
      status: response.status,
      requestID: requestID, retryAfter: retryAfter, retryAt: retryAt)
  }

  /// `Retry-After` as a time: seconds from now, or an HTTP date (RFC 9110).
  static func retryDate(_ value: String) -> Date? {
    let text = value.trimmingCharacters(in: .whitespaces)
    if let seconds = TimeInterval(text) { return Date().addingTimeInterval(max(0, seconds)) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.date(from: text)
  }

  // MARK: Validation

  static func validate(baseURL text: String) throws -> URL {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let lower = trimmed.lowercased()
    guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else {
      if let colon = lower.range(of: "://") {
        throw VisorClientError(
          .invalidBaseURL,
          "The server URL \"\(trimmed)\" uses \(lower[..<colon.lowerBound]); Visor speaks HTTP: use http:// or https://."
        )
      }
      throw VisorClientError(
        .invalidBaseURL,
        "The server URL \"\(trimmed)\" needs http:// or https:// in front, e.g. http://\(trimmed.isEmpty ? "127.0.0.1:8080" : trimmed)."
      )
    }
    guard let url = URL(string: trimmed),
      let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let host = components.host, !host.isEmpty
    else {
      throw VisorClientError(
        .invalidBaseURL, "The server URL \"\(trimmed)\" has no host; write it like http://192.168.1.20:8080.")
    }
    guard components.query == nil, components.fragment == nil else {
      throw VisorClientError(
        .invalidBaseURL,
        "The server URL \"\(trimmed)\" must not have a query or fragment; give only its root.")
    }
    return url
  }

  /// A Visor API token: `vsr_` and URL-safe base64 (what `POST /api/v1/tokens` and
  /// `POST /api/v1/auth/token` give out).
  static func validate(token: String) throws -> String {
    if token.contains(where: \.isWhitespace) {
      throw VisorClientError(
        .invalidToken,
        "The API token has spaces or line breaks in it (copied with the text around it?); paste only the token."
      )
    }
    let body = token.dropFirst(4)
    guard token.hasPrefix("vsr_"), (20...200).contains(body.count),
      body.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
    else {
      throw VisorClientError(
        .invalidToken,
        "That is not a Visor API token: tokens start with \"vsr_\" followed by letters, digits, \"-\" and \"_\"; "
          + "create one in Settings → API tokens, or sign in with a password for one.")
    }
    return token
  }
}

/// When a ``VisorClient`` retries: idempotent calls (GET, DELETE) answered 502, 503 or 504, or that
/// timed out or lost the connection, with exponential backoff; a `Retry-After` is honoured up to
/// ``maxDelay`` (a longer one is not waited for: the error is thrown with its
/// ``VisorClientError/retryAfter``). POSTs and PATCHes are never retried.
public struct RetryPolicy: Sendable, Equatable {
  /// Retries after the first attempt.
  public var maxRetries: Int
  /// The first backoff; each retry doubles it.
  public var initialDelay: Duration
  /// The longest wait, for backoff and `Retry-After` alike.
  public var maxDelay: Duration

  /// A policy; see the properties for what each value means.
  public init(
    maxRetries: Int = 2, initialDelay: Duration = .milliseconds(250), maxDelay: Duration = .seconds(5)
  ) {
    self.maxRetries = maxRetries
    self.initialDelay = initialDelay
    self.maxDelay = maxDelay
  }

  /// Two retries, 0.25 s then 0.5 s, `Retry-After` up to 5 s.
  public static let `default` = RetryPolicy()
  /// Never retry.
  public static let none = RetryPolicy(maxRetries: 0)

  /// The wait before retry `attempt + 1`, or nil to give up.
  func delay(afterAttempt attempt: Int, retryAfter: TimeInterval?) -> Duration? {
    guard attempt < maxRetries else { return nil }
    if let retryAfter {
      let wait = Duration.milliseconds(Int64(max(0, retryAfter) * 1000))
      return wait <= maxDelay ? wait : nil
    }
    return min(initialDelay * (1 << min(attempt, 20)), maxDelay)
  }
}
