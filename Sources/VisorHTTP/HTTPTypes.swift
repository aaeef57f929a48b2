import Foundation
import Synchronization
import VisorCore

/// An HTTP request method such as `GET`. Always upper-case.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue.uppercased() }
  public var description: String { rawValue }

  public static let get = HTTPMethod(rawValue: "GET")
  public static let head = HTTPMethod(rawValue: "HEAD")
  public static let post = HTTPMethod(rawValue: "POST")
  public static let put = HTTPMethod(rawValue: "PUT")
  public static let patch = HTTPMethod(rawValue: "PATCH")
  public static let delete = HTTPMethod(rawValue: "DELETE")
  public static let options = HTTPMethod(rawValue: "OPTIONS")
}

/// Ordered HTTP header fields with case-insensitive lookup.
///
/// ```swift
/// var headers = HTTPHeaders([("Content-Type", "application/json")])
/// headers["content-type"]  // "application/json"
/// headers.add("Set-Cookie", "a=1")
/// ```
public struct HTTPHeaders: Sendable, Sequence, CustomStringConvertible {
  public typealias Element = (name: String, value: String)
  private var pairs: [Element]

  public init(_ pairs: [(String, String)] = []) {
    self.pairs = pairs.map { (name: $0.0, value: $0.1) }
  }

  /// The first value for `name`; setting replaces every value (nil removes them).
  public subscript(name: String) -> String? {
    get { pairs.first { $0.name.caseInsensitiveEquals(name) }?.value }
    set {
      if let index = pairs.firstIndex(where: { $0.name.caseInsensitiveEquals(name) }), let newValue {
        pairs[index].value = newValue
        var next = index + 1
        while next < pairs.count {
          if pairs[next].name.caseInsensitiveEquals(name) { pairs.remove(at: next) } else { next += 1 }
        }
      } else {
        pairs.removeAll { $0.name.caseInsensitiveEquals(name) }
        if let newValue { pairs.append((name: name, value: newValue)) }
      }
    }
  }

  /// Appends a field, keeping existing ones with the same name.
  public mutating func add(_ name: String, _ value: String) { pairs.append((name: name, value: value)) }

  /// Every value of `name`, in order.
  public func values(_ name: String) -> [String] {
    pairs.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
  }

  public func contains(_ name: String) -> Bool { pairs.contains { $0.name.caseInsensitiveEquals(name) } }
  public var count: Int { pairs.count }
  public func makeIterator() -> IndexingIterator<[Element]> { pairs.makeIterator() }
  public var description: String { pairs.map { "\($0.name): \($0.value)" }.joined(separator: "\n") }
}

extension String {
  func caseInsensitiveEquals(_ other: String) -> Bool {
    let a = utf8
    let b = other.utf8
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) where x != y {
      let lx = (x >= 65 && x <= 90) ? x + 32 : x
      let ly = (y >= 65 && y <= 90) ? y + 32 : y
      if lx != ly { return false }
    }
    return true
  }
}

/// A key for a typed value carried in a request's ``RequestContext``.
///
/// ```swift
/// enum UserKey: RequestContextKey { typealias Value = User }
/// request.context[UserKey.self] = user
/// ```
public protocol RequestContextKey {
  associatedtype Value: Sendable
}

/// Typed values that middleware attach to a request (the signed-in user, the matched route …).
public struct RequestContext: Sendable {
  /// A handful of entries per request: a list searched in order costs less than hashing them.
  private var storage: [(key: ObjectIdentifier, value: any Sendable)] = []
  public init() {}
  public subscript<K: RequestContextKey>(_ key: K.Type) -> K.Value? {
    get {
      let id = ObjectIdentifier(key)
      for entry in storage where entry.key == id { return entry.value as? K.Value }
      return nil
    }
    set {
      let id = ObjectIdentifier(key)
      let index = storage.firstIndex { $0.key == id }
      switch (index, newValue) {
      case (let index?, let value?): storage[index].value = value
      case (let index?, nil): storage.remove(at: index)
      case (nil, let value?): storage.append((id, value))
      case (nil, nil): break
      }
    }
  }
}

/// A fully received HTTP request.
public struct HTTPRequest: Sendable {
  public var method: HTTPMethod
  /// The percent-decoded path without the query string.
  public var path: String
  /// The path as received (still percent-encoded), without the query string.
  public var rawPath: String
  /// Decoded query parameters; when a name repeats, the last value wins.
  public var query: [String: String]
  public var headers: HTTPHeaders
  public var body: Data
  public var remoteAddress: String
  /// From the client's `X-Request-Id` when it is sane (≤ 64 safe characters), else generated.
  public var requestID: String
  /// Path parameters filled in by the ``Router`` (`{id}` → `parameters["id"]`).
  public var parameters: [String: String] = [:]
  public var context = RequestContext()

  /// Creates a request, e.g. for in-process tests. `path` is the raw path as a client would send
  /// it and may carry a `?query`, which is merged into `query`.
  public init(
    method: HTTPMethod, path: String, query: [String: String] = [:], headers: HTTPHeaders = HTTPHeaders(),
    body: Data = Data(), remoteAddress: String = "127.0.0.1", requestID: String? = nil
  ) {
    self.method = method
    var raw = path
    var query = query
    if let mark = path.utf8.firstIndex(of: UInt8(ascii: "?")) {
      raw = String(path[..<mark])
      for (name, value) in HTTPRequest.parseQuery(String(path[path.index(after: mark)...]))
      where query[name] == nil {
        query[name] = value
      }
    }
    self.rawPath = raw
    self.path = HTTPRequest.decodePath(raw)
    self.query = query
    self.headers = headers
    self.body = body
    self.remoteAddress = remoteAddress
    self.requestID = requestID ?? HTTPRequest.requestID(from: headers["X-Request-Id"])
  }

  /// The value of cookie `name` from the `Cookie` header(s).
  public func cookie(_ name: String) -> String? {
    for header in headers.values("Cookie") {
      for item in header.split(separator: ";") {
        let trimmed = item.trimmingCharacters(in: .whitespaces)
        guard let eq = trimmed.firstIndex(of: "=") else { continue }
        if trimmed[..<eq] == name {
          var value = String(trimmed[trimmed.index(after: eq)...])
          if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            value = String(value.dropFirst().dropLast())
          }
          return value
        }
      }
    }
    return nil
  }

  /// The media type of the body without parameters, lower-cased (`application/json`).
  public var mediaType: String? {
    guard let type = headers["Content-Type"] else { return nil }
    return type.split(separator: ";", maxSplits: 1).first.map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
  }

  static func requestID(from header: String?) -> String {
    if let header, !header.isEmpty, header.utf8.count <= 64,
      header.utf8.allSatisfy({ byte in
        (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
          || byte == 45 || byte == 95 || byte == 46 || byte == 58
      })
    {
      return header
    }
    return RequestIDGenerator.next()
  }

  static func decodePath(_ raw: String) -> String {
    guard raw.utf8.contains(UInt8(ascii: "%")) else { return raw }
    return raw.removingPercentEncoding ?? raw
  }

  static func parseQuery(_ query: String) -> [String: String] {
    var result: [String: String] = [:]
    for item in query.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = decodeQueryComponent(parts[0])
      let value = parts.count > 1 ? decodeQueryComponent(parts[1]) : ""
      guard !name.isEmpty else { continue }
      result[name] = value
    }
    return result
  }

  private static func decodeQueryComponent(_ component: Substring) -> String {
    let spaced = component.replacingOccurrences(of: "+", with: " ")
    return spaced.removingPercentEncoding ?? spaced
  }
}

/// Request ids shaped like lowercase version-4 UUIDs, without a system call each: a counter mixed
/// with random salts drawn once (`UUID()` reads `/dev/urandom` every time: open, read, close). Ids
/// only need to be unique; they are no secret.
enum RequestIDGenerator {
  private static let counter = Atomic<UInt64>(0)
  private static let salts: (UInt64, UInt64) = {
    var random = SystemRandomNumberGenerator()
    return (random.next(), random.next())
  }()
  private static let hex = Array("0123456789abcdef".utf8)

  /// splitmix64's finaliser: a bijection, so distinct counters give distinct halves.
  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  static func next() -> String {
    let n = counter.add(1, ordering: .relaxed).newValue
    let high = (mix(n ^ salts.0) & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000  // version 4
    let low = (mix(n ^ salts.1) & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000  // variant 10
    return String(unsafeUninitializedCapacity: 36) { buffer in
      var index = 0
      func put(_ value: UInt64, nibbles: Int) {
        for shift in stride(from: (nibbles - 1) * 4, through: 0, by: -4) {
          buffer[index] = hex[Int((value >> UInt64(shift)) & 0xF)]
          index += 1
        }
      }
      func dash() {
        buffer[index] = UInt8(ascii: "-")
        index += 1
      }
      put(high >> 32, nibbles: 8)
      dash()
      put((high >> 16) & 0xFFFF, nibbles: 4)
      dash()
      put(high & 0xFFFF, nibbles: 4)
      dash()
      put(low >> 48, nibbles: 4)
      dash()
      put(low & 0xFFFF_FFFF_FFFF, nibbles: 12)
      return index
    }
  }
}

/// An HTTP response: status, headers and a body that is empty, in memory, or streamed.
public struct HTTPResponse: Sendable {
  /// The body. A `.stream` is sent with chunked encoding as its chunks arrive; cancelling the
  /// request (client gone) terminates the stream, which runs its `onTermination`.
  public enum Body: Sendable {
    case empty
    case data(Data)
    case stream(AsyncThrowingStream<Data, Error>)
    /// `101 Switching Protocols` to a WebSocket session (``HTTPResponse/webSocket(for:limits:handler:)``).
    case webSocket(WebSocketUpgrade)
  }

  public var status: Int
  public var headers: HTTPHeaders
  public var body: Body

  public init(status: Int = 200, headers: HTTPHeaders = HTTPHeaders(), body: Body = .empty) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A JSON body, byte for byte what ``JSON/encoder`` writes (common shapes take a faster writer).
  public static func json<T: Encodable>(_ value: T, status: Int = 200) throws -> HTTPResponse {
    data(try FastJSON.encode(value), contentType: "application/json", status: status)
  }

  /// A type that writes its own JSON skips the `Encodable` walk (``DirectJSONEncodable``).
  public static func json<T: DirectJSONEncodable>(_ value: T, status: Int = 200) throws -> HTTPResponse {
    var writer = JSONWriter()
    value.writeJSON(to: &writer)
    return data(Data(writer.bytes), contentType: "application/json", status: status)
  }

  public static func data(_ data: Data, contentType: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, headers: HTTPHeaders([("Content-Type", contentType)]), body: .data(data))
  }

  /// 204 No Content.
  public static func noContent() -> HTTPResponse { HTTPResponse(status: 204) }

  /// The number of body bytes when known.
  public var bodyCount: Int? {
    switch body {
    case .empty: 0
    case .data(let data): data.count
    case .stream, .webSocket: nil
    }
  }
}

/// Answers one request.
public typealias HTTPHandler = @Sendable (HTTPRequest) async throws -> HTTPResponse

/// Wraps handlers: authentication, logging, metrics, rate limits.
///
/// ```swift
/// struct Timing: HTTPMiddleware {
///   func handle(_ request: HTTPRequest, next: HTTPHandler) async throws -> HTTPResponse {
///     try await next(request)
///   }
/// }
/// ```
public protocol HTTPMiddleware: Sendable {
  func handle(_ request: HTTPRequest, next: HTTPHandler) async throws -> HTTPResponse
}

extension Array where Element == any HTTPMiddleware {
  /// Composes the middleware (first = outermost) around `handler`.
  func wrapping(_ handler: @escaping HTTPHandler) -> HTTPHandler {
    var next = handler
    for middleware in reversed() {
      let inner = next
      next = { request in try await middleware.handle(request, next: inner) }
    }
    return next
  }
}
