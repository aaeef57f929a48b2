import Foundation

extension UUID {
  /// The contract's id form: a lowercase UUID string.
  public var wire: String { uuidString.lowercased() }
}
