import Foundation

/// How an endpoint is declared: the facts a server, a client and an API description all need.
///
/// Each native endpoint is one ``Endpoint`` value in ``Endpoints``; the server registers its handler
/// against it (the route table is checked against ``Endpoints/all``), so a route cannot exist without
/// a declaration and a declaration cannot go unserved.

/// The HTTP methods endpoints use.
public enum EndpointMethod: String, Sendable, Hashable, CaseIterable {
  case get = "GET"
  case post = "POST"
  case put = "PUT"
  case patch = "PATCH"
  case delete = "DELETE"
}

/// Who may call an endpoint.
public enum EndpointAccess: String, Sendable, Hashable {
  /// Anyone, signed in or not.
  case open
  /// A signed-in user (session cookie + CSRF token for writes, or `Authorization: Bearer`).
  case user
  /// A signed-in admin.
  case admin
}

/// The shapes of body an endpoint accepts.
public struct EndpointBodies: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// `application/json`, decoded as the endpoint's `Request` type with unknown fields refused.
  public static let json = EndpointBodies(rawValue: 1)
  /// `multipart/form-data` (files such as a photo or a recording).
  public static let multipart = EndpointBodies(rawValue: 2)
  /// A raw `image/*` body.
  public static let image = EndpointBodies(rawValue: 4)
  /// No body is read.
  public static let none: EndpointBodies = []
}

/// What a successful call answers.
public enum EndpointAnswer: Sendable, Hashable {
  /// JSON of the endpoint's `Response` type, with this status.
  case json(status: Int)
  /// JSON of `Response`, or — when the request sends `Accept: text/event-stream` — Server-Sent Events.
  case jsonOrEvents
  /// 204, no body.
  case noContent
  /// Bytes of one of these media types (a photo, an audio clip, metrics text).
  case bytes([String])
  /// `101 Switching Protocols`: the request is upgraded to a WebSocket session whose messages the
  /// named document describes (`docs/live.md`).
  case webSocket(protocol: String)
}

/// A query parameter an endpoint reads.
///
/// The server hands a handler only the query parameters its endpoint declares, and parses a whole
/// number from its declared range and default (``integer``), so a route cannot read one the catalogue,
/// `/openapi.json` and VisorKit do not know (issue 22).
public struct EndpointQuery: Sendable, Hashable {
  public let name: String
  public let summary: String
  /// For a whole-number parameter: the values it takes and the one an absent (or empty) parameter means.
  public let integer: IntegerRange?

  public struct IntegerRange: Sendable, Hashable {
    public let range: ClosedRange<Int>
    public let `default`: Int
  }

  public init(_ name: String, _ summary: String) {
    self.name = name
    self.summary = summary
    self.integer = nil
  }

  /// A whole-number parameter from `range`, `default` when absent; the summary states both.
  public init(_ name: String, _ summary: String, range: ClosedRange<Int>, default value: Int) {
    precondition(range.contains(value), "\(name)'s default \(value) is outside \(range)")
    self.name = name
    self.summary = "\(summary) (\(range.lowerBound)–\(range.upperBound), default \(value))."
    self.integer = IntegerRange(range: range, default: value)
  }

  public static let limit = EndpointQuery(
    "limit", "How many items a page holds", range: PageLimit.range, default: PageLimit.default)
  public static let cursor = EndpointQuery("cursor", "The `nextCursor` of the previous page.")
  public static let search = EndpointQuery(
    "q",
    "What to search for: items with these words come first (`match: \"words\"`), then, where the meaning-search model is installed, items close in meaning in any language (`match: \"meaning\"`)."
  )
  public static let favorite = EndpointQuery("favorite", "`true` for favourites only.")
}

/// A field of a `multipart/form-data` body.
public struct FormField: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// A file of one of these media types (`image/*`).
    case file([String])
    case text
    case boolean
    /// Text holding JSON (a crop box).
    case json
  }
  public let name: String
  public let kind: Kind
  public let required: Bool
  public let summary: String
  public init(_ name: String, _ kind: Kind, required: Bool = false, _ summary: String) {
    self.name = name
    self.kind = kind
    self.required = required
    self.summary = summary
  }
  public static let photo = FormField(
    "image", .file(["image/jpeg", "image/png", "image/heic", "image/webp"]),
    "The photo (JPEG, PNG, HEIC or WebP).")
}

/// One endpoint without its Swift types: what route tables, tests and API descriptions list.
public struct EndpointDeclaration: Sendable {
  /// A stable name (`identifyCar`), unique in the catalogue; an API description's operation id.
  public let name: String
  public let method: EndpointMethod
  /// The path template: literal segments and `{name}` parameters (`/api/v1/cars/{id}`).
  public let path: String
  public let access: EndpointAccess
  public let accepts: EndpointBodies
  public let answers: EndpointAnswer
  public let query: [EndpointQuery]
  /// One sentence: what the endpoint does.
  public let summary: String
  /// The fields of a `multipart/form-data` body, when it accepts one.
  public let form: [FormField]
  /// The Swift names of the request and response types (`nil` for ``NoBody``).
  public let requestType: String?
  public let responseType: String?
  /// The fields of the JSON request body (``JSONRequestBody/fields``): what the server decodes,
  /// every other field refused.
  public let requestFields: Set<String>?
  /// The JSON Schemas of the request and response types (`nil` for ``NoBody`` or a type that is
  /// not `Decodable`), derived by ``SchemaReflector``.
  public let requestSchema: (@Sendable (SchemaReflector) throws -> JSONSchema)?
  public let responseSchema: (@Sendable (SchemaReflector) throws -> JSONSchema)?

  /// The path with its `{name}` parameters filled from `values` (each percent-encoded as one
  /// segment), or `nil` when one is missing or empty: what a client calls and what a response links to.
  public func link(_ values: [String: String]) -> String? {
    var resolved = ""
    for segment in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
      resolved += "/"
      if segment.hasPrefix("{") && segment.hasSuffix("}") {
        guard let value = values[String(segment.dropFirst().dropLast())], !value.isEmpty else { return nil }
        resolved += value.addingPercentEncoding(withAllowedCharacters: Self.segmentCharacters) ?? value
      } else {
        resolved += segment
      }
    }
    return resolved
  }

  private static let segmentCharacters: CharacterSet = {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove("/")
    return allowed
  }()

  /// The `{name}` parameters of ``path``, in order.
  public var pathParameters: [String] {
    path.split(separator: "/").compactMap { segment in
      segment.hasPrefix("{") && segment.hasSuffix("}") ? String(segment.dropFirst().dropLast()) : nil
    }
  }
}

/// A typed endpoint: its declaration plus the Swift types of its JSON request and response.
///
/// `Request` is ``NoBody`` when the endpoint takes no JSON body; `Response` is ``NoBody`` for 204 and
/// byte answers.
public struct Endpoint<Request: Sendable, Response: Sendable>: Sendable {
  public let declaration: EndpointDeclaration

  public init(
    _ name: String, _ method: EndpointMethod, _ path: String, access: EndpointAccess = .user,
    accepts: EndpointBodies? = nil, answers: EndpointAnswer = .json(status: 200), query: [EndpointQuery] = [],
    form: [FormField] = [], summary: String
  ) {
    let hasBody = Request.self != NoBody.self
    let hasResponse = Response.self != NoBody.self
    declaration = EndpointDeclaration(
      name: name, method: method, path: path, access: access, accepts: accepts ?? (hasBody ? .json : .none),
      answers: answers, query: query, summary: summary, form: form,
      requestType: hasBody ? String(describing: Request.self) : nil,
      responseType: hasResponse ? String(describing: Response.self) : nil,
      requestFields: (Request.self as? any JSONRequestBody.Type)?.fields,
      requestSchema: hasBody ? Self.schema(of: Request.self) : nil,
      responseSchema: hasResponse ? Self.schema(of: Response.self) : nil)
  }

  private static func schema<T>(of type: T.Type) -> (@Sendable (SchemaReflector) throws -> JSONSchema)? {
    guard T.self is any Decodable.Type else { return nil }
    return { reflector in try reflector.describe(T.self as! any Decodable.Type) }
  }

  /// The path with its parameters filled in order (`Endpoints.carImage.link(id)` →
  /// `/api/v1/cars/<id>/image`): every URL a response links to is built here, never by hand.
  public func link(_ values: String...) -> String {
    let names = declaration.pathParameters
    precondition(values.count == names.count, "\(declaration.name) takes \(names) in its path")
    guard let path = declaration.link(Dictionary(uniqueKeysWithValues: zip(names, values))) else {
      preconditionFailure("\(declaration.name): an empty path parameter")
    }
    return path
  }

  public var method: EndpointMethod { declaration.method }
  public var path: String { declaration.path }
  public var access: EndpointAccess { declaration.access }
}

/// The type of an absent body: an endpoint that takes no JSON, or answers 204 or bytes.
public struct NoBody: Codable, Sendable, Equatable {
  public init() {}
}

/// A JSON request body whose fields are listed, so unknown fields can be refused with their name.
public protocol JSONRequestBody: Decodable, Sendable {
  static var fields: Set<String> { get }
}

/// Visor's version: the server's, the CLI's and the API description's.
public enum VisorVersion {
  public static let current = "0.1.0"
}

/// The one page size every listing takes (`?limit=`): the catalogue declares it and the server parses
/// it from here, so the two cannot drift (issue 22).
public enum PageLimit {
  public static let range = 1...200
  public static let `default` = 20
}
