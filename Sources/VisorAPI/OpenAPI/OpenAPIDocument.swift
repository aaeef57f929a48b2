import Foundation

/// The OpenAPI 3.1 description of Visor's native API, generated from the endpoint catalogue
/// (``Endpoints``) and the wire types' schemas — served as `GET /openapi.json`.
///
/// ```swift
/// let data = try OpenAPIDocument.json(version: "0.9.0")
/// ```
public enum OpenAPIDocument {
  /// The statuses any endpoint may answer with an error body, besides its success.
  static let errorStatuses = [400, 404, 408, 409, 413, 415, 422, 429, 501, 502, 503, 504]

  /// The document as pretty-printed JSON with sorted keys (the same bytes for the same catalogue).
  public static func json(version: String, endpoints: [EndpointDeclaration] = Endpoints.all) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(try document(version: version, endpoints: endpoints))
  }

  /// The document as a JSON value.
  public static func document(version: String, endpoints: [EndpointDeclaration] = Endpoints.all) throws
    -> JSONValue
  {
    let reflector = SchemaReflector()
    var paths: [String: [String: JSONValue]] = [:]
    var requestComponents: Set<String> = []
    for endpoint in endpoints {
      var operation: [String: JSONValue] = [
        "operationId": .string(endpoint.name),
        "summary": .string(endpoint.summary),
        "security": security(endpoint.access),
        "responses": .object(try responses(endpoint, reflector)),
      ]
      let parameters = self.parameters(endpoint)
      if !parameters.isEmpty { operation["parameters"] = .array(parameters) }
      if let body = try requestBody(endpoint, reflector, requestComponents: &requestComponents) {
        operation["requestBody"] = body
      }
      paths[endpoint.path, default: [:]][endpoint.method.rawValue.lowercased()] = .object(operation)
    }
    var schemas: [String: JSONValue] = [:]
    for (name, object) in reflector.components {
      schemas[name] = self.object(object, closed: requestComponents.contains(name))
    }
    schemas["Error"] = .object([
      "type": "object", "required": ["error"],
      "properties": [
        "error": [
          "type": "object", "required": ["code", "message"],
          "properties": [
            "code": ["type": "string", "description": "What went wrong, for programs (`prompt_too_long`)."],
            "message": ["type": "string", "description": "One sentence for people that says what to do."],
          ],
        ]
      ],
    ])
    schemas["FirebaseError"] = .object([
      "type": "object", "required": ["error"],
      "properties": [
        "error": [
          "type": "object", "required": ["status", "message"],
          "properties": ["status": ["type": "string"], "message": ["type": "string"]],
        ]
      ],
    ])
    return .object([
      "openapi": "3.1.0",
      "info": [
        "title": "Visor",
        "version": .string(version),
        "description": .string(
          "The native API of Visor, a self-hosted AI vision assistant. Errors answer "
            + "{\"error\":{\"code\",\"message\"}}; the message is a sentence that says what to do. "
            + "The OpenAI-compatible API under /v1 follows OpenAI's own description."),
        "license": ["name": "Apache-2.0", "identifier": "Apache-2.0"],
      ],
      "paths": .object(paths.mapValues { .object($0) }),
      "components": [
        "schemas": .object(schemas),
        "securitySchemes": [
          "bearer": ["type": "http", "scheme": "bearer", "description": "An API token (`vsr_…`)."],
          "session": [
            "type": "apiKey", "in": "cookie", "name": "visor_session",
            "description": "The web app's session cookie; unsafe methods also need X-CSRF-Token.",
          ],
        ],
      ],
    ])
  }

  // MARK: Parts

  static func security(_ access: EndpointAccess) -> JSONValue {
    access == .open ? [] : [["bearer": []], ["session": []]]
  }

  static func parameters(_ endpoint: EndpointDeclaration) -> [JSONValue] {
    let path = endpoint.pathParameters.map { name -> JSONValue in
      ["name": .string(name), "in": "path", "required": true, "schema": ["type": "string"]]
    }
    let query = endpoint.query.map { item -> JSONValue in
      let schema: JSONValue =
        if let integer = item.integer {
          [
            "type": "integer", "minimum": .number(Double(integer.range.lowerBound)),
            "maximum": .number(Double(integer.range.upperBound)), "default": .number(Double(integer.default)),
          ]
        } else {
          ["type": "string"]
        }
      return [
        "name": .string(item.name), "in": "query", "required": false, "description": .string(item.summary),
        "schema": schema,
      ]
    }
    return path + query
  }

  static func requestBody(
    _ endpoint: EndpointDeclaration, _ reflector: SchemaReflector, requestComponents: inout Set<String>
  ) throws -> JSONValue? {
    var content: [String: JSONValue] = [:]
    if endpoint.accepts.contains(.json), let describe = endpoint.requestSchema {
      let schema = try describe(reflector)
      if case .reference(let name) = schema { requestComponents.insert(name) }
      content["application/json"] = ["schema": self.schema(schema)]
    }
    if endpoint.accepts.contains(.multipart), !endpoint.form.isEmpty {
      var properties: [String: JSONValue] = [:]
      for field in endpoint.form {
        var property: [String: JSONValue] = ["description": .string(field.summary)]
        switch field.kind {
        case .file(let types):
          property["type"] = "string"
          property["format"] = "binary"
          property["contentMediaType"] = .string(types.first ?? "application/octet-stream")
        case .text, .json: property["type"] = "string"
        case .boolean:
          property["type"] = "string"
          property["enum"] = ["true", "false"]
        }
        properties[field.name] = .object(property)
      }
      let required = endpoint.form.filter(\.required).map { JSONValue.string($0.name) }
      var schema: [String: JSONValue] = [
        "type": "object", "properties": .object(properties), "additionalProperties": false,
      ]
      if !required.isEmpty { schema["required"] = .array(required) }
      content["multipart/form-data"] = ["schema": .object(schema)]
    }
    if endpoint.accepts.contains(.image) {
      content["image/*"] = ["schema": ["type": "string", "format": "binary"]]
    }
    guard !content.isEmpty else { return nil }
    // A new chat may be started, and a session ended, without a body.
    let required = ![Endpoints.createChat.declaration.name, Endpoints.signOut.declaration.name].contains(
      endpoint.name)
    return ["required": .bool(required), "content": .object(content)]
  }

  static func responses(_ endpoint: EndpointDeclaration, _ reflector: SchemaReflector) throws
    -> [String: JSONValue]
  {
    var out: [String: JSONValue] = [:]
    let body = try endpoint.responseSchema.map { ["schema": schema(try $0(reflector))] as JSONValue }
    switch endpoint.answers {
    case .json(let status):
      out[String(status)] = ["description": "Success.", "content": ["application/json": body ?? [:]]]
    case .jsonOrEvents:
      out["200"] = [
        "description": "The answer as JSON, or with `Accept: text/event-stream` as Server-Sent Events.",
        "content": [
          "application/json": body ?? [:], "text/event-stream": ["schema": ["type": "string"]],
        ],
      ]
    case .noContent:
      out["204"] = ["description": "Done; no body."]
    case .bytes(let types):
      var content: [String: JSONValue] = [:]
      for type in types { content[type] = ["schema": ["type": "string", "format": "binary"]] }
      out["200"] = ["description": "The bytes.", "content": .object(content)]
    case .webSocket(let document):
      out["101"] = [
        "description": .string(
          "Switching Protocols: the connection is a WebSocket session from here on; its messages are described in \(document)."
        )
      ]
      out["426"] = [
        "description":
          "Upgrade Required: the request was not a WebSocket upgrade (`Upgrade: websocket`, version 13).",
        "content": ["application/json": ["schema": ["$ref": "#/components/schemas/Error"]]],
      ]
    }
    if endpoint.name == Endpoints.readiness.declaration.name {
      out["503"] = [
        "description": "Not ready: which part is not.", "content": ["application/json": body ?? [:]],
      ]
      return out
    }
    let error: JSONValue =
      endpoint.path == Endpoints.firebaseAnalyze.path
      ? ["$ref": "#/components/schemas/FirebaseError"] : ["$ref": "#/components/schemas/Error"]
    var statuses = errorStatuses
    if endpoint.access != .open {
      statuses += [401, 403]
    } else if endpoint.method == .post {
      statuses += [401]
    }
    if endpoint.method == .get { statuses.removeAll { [409, 413, 415].contains($0) } }
    for status in statuses where out[String(status)] == nil {
      out[String(status)] = [
        "description": .string(HTTPStatusText.phrase(status)),
        "content": ["application/json": ["schema": error]],
      ]
    }
    return out
  }

  static func object(_ object: JSONSchema.Object, closed: Bool) -> JSONValue {
    var properties: [String: JSONValue] = [:]
    for property in object.properties { properties[property.name] = schema(property.schema) }
    var out: [String: JSONValue] = ["type": "object", "properties": .object(properties)]
    let required = object.properties.filter(\.required).map { JSONValue.string($0.name) }
    if !required.isEmpty { out["required"] = .array(required) }
    if closed { out["additionalProperties"] = false }
    return .object(out)
  }

  static func schema(_ schema: JSONSchema) -> JSONValue {
    switch schema {
    case .string(let format):
      if let format { return ["type": "string", "format": .string(format)] }
      return ["type": "string"]
    case .integer: return ["type": "integer"]
    case .number: return ["type": "number"]
    case .boolean: return ["type": "boolean"]
    case .any: return [:]
    case .array(let items): return ["type": "array", "items": self.schema(items)]
    case .dictionary(let values): return ["type": "object", "additionalProperties": self.schema(values)]
    case .reference(let name): return ["$ref": .string("#/components/schemas/\(name)")]
    case .nullable(let inner):
      if case .any = inner { return [:] }
      if case .nullable = inner { return self.schema(inner) }
      return ["anyOf": [self.schema(inner), ["type": "null"]]]
    }
  }
}

/// Reason phrases for the statuses the document lists.
enum HTTPStatusText {
  static func phrase(_ status: Int) -> String {
    switch status {
    case 400: "Bad request: the message says which field and what to send."
    case 401: "Not signed in, or the token is not valid."
    case 403: "Signed in, but not allowed (admins only)."
    case 404: "Not found (or not yours)."
    case 408: "The request did not arrive in time."
    case 409: "Conflicts with what exists."
    case 413: "Too large."
    case 415: "Unsupported media type."
    case 422: "Understood but cannot be processed (a photo that is not an image, silent audio)."
    case 429: "Too many requests; see Retry-After."
    case 501: "Needs a capability this Visor has not configured."
    case 502: "A provider answered badly."
    case 503: "Temporarily unavailable; see Retry-After."
    case 504: "A provider did not answer in time."
    default: "Error."
    }
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
