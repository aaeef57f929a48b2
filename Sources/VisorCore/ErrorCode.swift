/// A stable error code: the snake_case name clients see (`invalid_json`) and a default sentence that
/// says what to do. Every code is declared once, in the catalogue (`ErrorCodes.swift`); the HTTP layer
/// gives each its status in one table (`VisorHTTP/ErrorStatus.swift`). Nothing below the routes knows
/// a status number.
///
/// ```swift
/// throw VisorError(.unknownVoice, "The voice 'zed' does not exist for local/piper-joe. Use one of: joe.")
/// throw VisorError(.promptTooLong)  // the code's own sentence
/// ```
///
/// Two codes are equal when their names are; adding a code is adding a `static let` to the catalogue,
/// its entry in ``all`` and its row in the status table (docs/decisions/010-error-catalogue.md).
public struct ErrorCode: Hashable, Sendable, CustomStringConvertible {
  /// The wire name, e.g. `invalid_json`.
  public let name: String
  /// The default message: a full sentence that says what went wrong and what to do.
  public let sentence: String

  init(_ name: String, _ sentence: String) {
    self.name = name
    self.sentence = sentence
  }

  public static func == (lhs: ErrorCode, rhs: ErrorCode) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public var description: String { name }

  /// The catalogued code with this wire name (for names that arrive as text, such as the HTTP gate's).
  public static func named(_ name: String) -> ErrorCode? { byName[name] }

  private static let byName: [String: ErrorCode] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
