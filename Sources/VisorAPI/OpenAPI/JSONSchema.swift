import Foundation

/// A JSON Schema (the subset an API description of Visor's wire types needs).
public indirect enum JSONSchema: Sendable, Equatable {
  case string(format: String? = nil)
  case integer
  case number
  case boolean
  /// Any JSON value.
  case any
  case array(JSONSchema)
  /// An object whose keys are free and whose values all have this schema.
  case dictionary(JSONSchema)
  /// A named object in the document's components (`#/components/schemas/NAME`).
  case reference(String)
  /// The value or `null`.
  case nullable(JSONSchema)

  /// One property of an object schema.
  public struct Property: Sendable, Equatable {
    public var name: String
    public var schema: JSONSchema
    public var required: Bool
  }

  /// An object's properties, in declaration order.
  public struct Object: Sendable, Equatable {
    public var properties: [Property]
  }
}

/// A wire type that says its own schema: types whose decoding is not a plain structure (a JSON value
/// of any kind, an array, a dictionary, an optional), and which reflection cannot walk.
public protocol SchemaDescribing {
  /// The schema; `reflector` describes the types it contains.
  static func schema(_ reflector: SchemaReflector) throws -> JSONSchema
  /// Any value of the type (reflection decodes through it).
  static var schemaExample: Self { get }
}

/// Derives JSON Schemas from `Decodable` types by decoding them once with a decoder that records
/// every key, type and optionality asked for; named object types are collected as components.
///
/// ```swift
/// let reflector = SchemaReflector()
/// let schema = try reflector.schema(for: CarResponse.self)  // .reference("CarResponse")
/// reflector.components["CarResponse"]                        // its properties
/// ```
public final class SchemaReflector {
  /// Object schemas by component name.
  public private(set) var components: [String: JSONSchema.Object] = [:]
  private var inProgress: Set<String> = []

  public init() {}

  /// The schema of `type`, registering the object types it uses.
  public func schema<T: Decodable>(for type: T.Type) throws -> JSONSchema {
    try reflect(type).schema
  }

  /// The schema of a type known only at run time.
  public func describe(_ type: any Decodable.Type) throws -> JSONSchema { try schema(for: type) }

  /// The component name of a type: its name without the module, generic arguments joined by `_`
  /// (`ListResponse<CarResponse>` → `ListResponse_CarResponse`).
  public static func componentName<T>(_ type: T.Type) -> String {
    let full = String(reflecting: type).replacingOccurrences(of: "VisorAPI.", with: "")
    let mapped = full.map { $0.isLetter || $0.isNumber ? $0 : "_" }
    return String(mapped).split(separator: "_").joined(separator: "_")
  }

  func reflect<T: Decodable>(_ type: T.Type) throws -> (schema: JSONSchema, value: T) {
    if let described = T.self as? any SchemaDescribing.Type {
      return (try described.schema(self), described.schemaExample as! T)
    }
    if let primitive = Self.primitive(T.self) { return (primitive.schema, primitive.value as! T) }
    let name = Self.componentName(T.self)
    guard !inProgress.contains(name) else {
      throw SchemaReflectionError(
        "\(name) contains itself; make it SchemaDescribing to say its schema.")
    }
    inProgress.insert(name)
    defer { inProgress.remove(name) }
    let recorder = SchemaRecorder(reflector: self)
    let value = try T(from: ReflectingDecoder(recorder: recorder))
    switch recorder.shape {
    case .keyed:
      components[name] = JSONSchema.Object(properties: recorder.properties)
      return (.reference(name), value)
    case .single(let schema): return (schema, value)
    case .unkeyed(let element): return (.array(element ?? .any), value)
    case .none: return (.any, value)
    }
  }

  private static func primitive(_ type: Any.Type) -> (schema: JSONSchema, value: Any)? {
    switch type {
    case is String.Type: (.string(), "")
    case is Bool.Type: (.boolean, false)
    case is Int.Type: (.integer, 0)
    case is Int64.Type: (.integer, Int64(0))
    case is Int32.Type: (.integer, Int32(0))
    case is UInt.Type: (.integer, UInt(0))
    case is UInt64.Type: (.integer, UInt64(0))
    case is Double.Type: (.number, 0.0)
    case is Float.Type: (.number, Float(0))
    case is Date.Type: (.string(format: "date-time"), Date(timeIntervalSince1970: 0))
    case is Data.Type: (.string(format: "byte"), Data())
    case is UUID.Type: (.string(format: "uuid"), UUID())
    case is URL.Type: (.string(format: "uri"), URL(string: "http://localhost")!)
    default: nil
    }
  }
}

/// A type reflection cannot describe.
public struct SchemaReflectionError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}

// MARK: Types that say their own schema

extension Array: SchemaDescribing where Element: Decodable {
  public static func schema(_ reflector: SchemaReflector) throws -> JSONSchema {
    .array(try reflector.schema(for: Element.self))
  }
  public static var schemaExample: Self { [] }
}

extension Dictionary: SchemaDescribing where Key == String, Value: Decodable {
  public static func schema(_ reflector: SchemaReflector) throws -> JSONSchema {
    .dictionary(try reflector.schema(for: Value.self))
  }
  public static var schemaExample: Self { [:] }
}

extension Optional: SchemaDescribing where Wrapped: Decodable {
  public static func schema(_ reflector: SchemaReflector) throws -> JSONSchema {
    .nullable(try reflector.schema(for: Wrapped.self))
  }
  public static var schemaExample: Self { nil }
}

extension JSONValue: SchemaDescribing {
  public static func schema(_ reflector: SchemaReflector) throws -> JSONSchema { .any }
  public static var schemaExample: JSONValue { .null }
}

extension Nullable: SchemaDescribing {
  public static func schema(_ reflector: SchemaReflector) throws -> JSONSchema {
    .nullable(try reflector.schema(for: Value.self))
  }
  public static var schemaExample: Self { Nullable(wrappedValue: nil) }
}

extension EmptyIfMissing: SchemaDescribing {
  public static func schema(_ reflector: SchemaReflector) throws -> JSONSchema {
    .array(try reflector.schema(for: Element.self))
  }
  public static var schemaExample: Self { EmptyIfMissing(wrappedValue: []) }
}

extension NoBody: SchemaDescribing {
  public static func schema(_ reflector: SchemaReflector) throws -> JSONSchema { .any }
  public static var schemaExample: NoBody { NoBody() }
}

// MARK: The recording decoder

/// What one decoding asked for.
final class SchemaRecorder {
  enum Shape {
    case keyed
    case single(JSONSchema)
    case unkeyed(JSONSchema?)
  }
  let reflector: SchemaReflector
  var shape: Shape?
  var properties: [JSONSchema.Property] = []
  /// Keys asked about with `contains` or `decodeNil`: optional and nullable, whatever comes next.
  var looseKeys: Set<String> = []

  init(reflector: SchemaReflector) { self.reflector = reflector }

  func record(_ key: String, _ schema: JSONSchema, required: Bool) {
    let loose = looseKeys.contains(key)
    let schema: JSONSchema =
      switch schema {
      case .nullable: schema
      default: loose || !required ? .nullable(schema) : schema
      }
    if let index = properties.firstIndex(where: { $0.name == key }) {
      properties[index] = .init(name: key, schema: schema, required: required && !loose)
    } else {
      properties.append(.init(name: key, schema: schema, required: required && !loose))
    }
  }
}

struct ReflectingDecoder: Decoder {
  let recorder: SchemaRecorder
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    recorder.shape = .keyed
    return KeyedDecodingContainer(KeyedReflector<Key>(recorder: recorder))
  }
  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    recorder.shape = .unkeyed(nil)
    return UnkeyedReflector(recorder: recorder)
  }
  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleReflector(recorder: recorder)
  }
}

struct KeyedReflector<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let recorder: SchemaRecorder
  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { [] }

  func contains(_ key: Key) -> Bool {
    recorder.looseKeys.insert(key.stringValue)
    return true
  }
  func decodeNil(forKey key: Key) throws -> Bool {
    recorder.looseKeys.insert(key.stringValue)
    return false
  }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let (schema, value) = try recorder.reflector.reflect(type)
    recorder.record(key.stringValue, schema, required: true)
    return value
  }
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    let (schema, value) = try recorder.reflector.reflect(type)
    recorder.record(key.stringValue, schema, required: false)
    return value
  }
  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    throw SchemaReflectionError("nested containers are not described; give the nested part a type")
  }
  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    throw SchemaReflectionError("nested containers are not described; give the nested part a type")
  }
  func superDecoder() throws -> any Decoder { ReflectingDecoder(recorder: recorder) }
  func superDecoder(forKey key: Key) throws -> any Decoder { ReflectingDecoder(recorder: recorder) }
}

struct UnkeyedReflector: UnkeyedDecodingContainer {
  let recorder: SchemaRecorder
  var codingPath: [any CodingKey] { [] }
  var count: Int? { nil }
  var currentIndex = 0
  var isAtEnd: Bool { currentIndex > 0 }

  mutating func decodeNil() throws -> Bool { false }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let (schema, value) = try recorder.reflector.reflect(type)
    recorder.shape = .unkeyed(schema)
    currentIndex += 1
    return value
  }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    throw SchemaReflectionError("nested containers are not described; give the nested part a type")
  }
  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw SchemaReflectionError("nested containers are not described; give the nested part a type")
  }
  mutating func superDecoder() throws -> any Decoder { ReflectingDecoder(recorder: recorder) }
}

struct SingleReflector: SingleValueDecodingContainer {
  let recorder: SchemaRecorder
  var codingPath: [any CodingKey] { [] }

  func decodeNil() -> Bool {
    if case .single(let schema) = recorder.shape {
      recorder.shape = .single(.nullable(schema))
    } else {
      recorder.shape = .single(.nullable(.any))
    }
    return false
  }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let (schema, value) = try recorder.reflector.reflect(type)
    if case .single(.nullable) = recorder.shape {
      recorder.shape = .single(.nullable(schema))
    } else {
      recorder.shape = .single(schema)
    }
    return value
  }
}
