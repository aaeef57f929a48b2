import Foundation

/// Which side of a search a text is on: e5 models embed the two differently ("query: " and
/// "passage: " prefixes).
public enum EmbeddingRole: Sendable {
  case query
  case passage
}

/// Turns texts into L2-normalised vectors whose dot product measures closeness of meaning, across
/// languages (history and chat search, issue 27 item 7). Calls block the calling thread for the
/// length of the computation.
public protocol TextEmbedder: Sendable {
  /// A stable name of the model, stored with each vector so vectors of another model are never compared.
  var modelName: String { get }
  /// The vector length.
  var dimension: Int { get }
  /// One vector per text, each `dimension` floats long and of length 1.
  func embed(_ texts: [String], as role: EmbeddingRole) throws -> [[Float]]
}
