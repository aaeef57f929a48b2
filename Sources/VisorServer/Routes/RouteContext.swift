import Foundation
import VisorAPI
import VisorCore
import VisorFeatures
import VisorHTTP

/// What a handler registered with ``RouteTable/answer(_:_:)`` receives beside its input: the
/// signed-in user its endpoint's declared access requires, and the request whose query holds only
/// the parameters the endpoint declares.
struct RouteContext: Sendable {
  /// The request; its `query` holds only the endpoint's declared parameters.
  let request: HTTPRequest
  /// The signed-in user (an admin for `.admin` endpoints), checked before the handler runs.
  let user: User
  let endpoint: EndpointDeclaration

  /// A `{name}` path parameter as an id (`not_found` naming `what` when it is not one).
  func id(_ name: String = "id", what: RecordKind) throws -> UUID {
    try parseID(request.parameters[name], what: what)
  }

  /// A declared query parameter's value, `nil` when absent.
  func query(_ parameter: EndpointQuery) -> String? {
    precondition(endpoint.query.contains(parameter), "\(endpoint.name) does not declare ?\(parameter.name)")
    return request.query[parameter.name]
  }

  /// A declared whole-number query parameter, from its range, its default when absent.
  func integer(_ parameter: EndpointQuery) throws -> Int {
    precondition(endpoint.query.contains(parameter), "\(endpoint.name) does not declare ?\(parameter.name)")
    return try request.integer(parameter)
  }
}

extension RouteContext {
  /// A declared `true`/`false` query parameter (absent, empty, `false` or `0` is false).
  func flag(_ parameter: EndpointQuery) throws -> Bool {
    try ChatRoutes.flag(query(parameter), name: parameter.name)
  }
}

extension HTTPRequest {
  /// A whole-number query parameter read the one way its declaration states: its range and default
  /// (an empty value is the default); outside it, `invalid_limit` for `limit` and `invalid_parameter`
  /// for any other, with the catalogue's sentence in the person's language.
  func integer(_ parameter: EndpointQuery) throws -> Int {
    guard let integer = parameter.integer else {
      preconditionFailure("?\(parameter.name) is not declared as a whole number")
    }
    guard let text = query[parameter.name], !text.isEmpty else { return integer.default }
    guard let value = Int(text), integer.range.contains(value) else {
      throw VisorError(
        parameter.name == EndpointQuery.limit.name ? .invalidLimit : .invalidParameter,
        MessageCatalogue.for(personLanguage).text(
          "request.outOfRange",
          [
            "name": .text(parameter.name), "low": .text(String(integer.range.lowerBound)),
            "high": .text(String(integer.range.upperBound)), "default": .text(String(integer.default)),
          ]))
    }
    return value
  }

  /// `?limit=` of every listing, as ``EndpointQuery/limit`` declares it.
  func pageLimit() throws -> Int { try integer(.limit) }

  /// The `multipart/form-data` body read against the endpoint's declared form: a field it does not
  /// declare is refused (`unknown_field`, the catalogue's one sentence naming the fields it takes).
  func form(_ endpoint: EndpointDeclaration) throws -> DeclaredForm {
    let parts = try multipart()
    let declared = endpoint.form.map(\.name)
    if let unknown = parts.first(where: { !declared.contains($0.name) }) {
      throw VisorError(
        .unknownField,
        MessageCatalogue.for(personLanguage).text(
          "request.unknownField",
          [
            "field": .text(String(unknown.name.prefix(64))),
            "fields": .text(declared.joined(separator: ", ")),
          ]))
    }
    return DeclaredForm(parts: parts)
  }
}

/// A multipart body whose fields are all declared by its endpoint.
struct DeclaredForm: Sendable {
  let parts: [MultipartPart]

  /// A field's bytes, `nil` when it was not sent.
  func data(_ name: String) -> Data? { parts.first { $0.name == name }?.data }

  /// A field as text, as sent (`nil` when it was not sent).
  func text(_ name: String) -> String? { data(name).map { String(decoding: $0, as: UTF8.self) } }
}
