import Foundation

/// A row of `visor`'s command table (``VisorCommand/commands``): its name, the synopsis and summary
/// `visor --help` lists, where it runs, and its handler. `visor NAME --help` is the handler's own
/// ``CommandSpec`` (every option with its default and an example).
struct CommandEntry: Sendable {
  enum Kind: Sendable {
    /// Written once over `VisorClient`: in-process on the data folder, or on a server with `--server`.
    case anywhere
    /// An admin command on the data folder (the features layer); no remote mode unless `remote` is set.
    case dataFolder
    /// `serve`: runs the server itself.
    case server
    /// `version`: needs neither.
    case builtin
  }

  typealias Handler = @Sendable ([String], Reach) async throws -> Int32

  var name: String
  var synopsis: String
  var summary: String
  var kind: Kind
  /// What runs with `--server` when it differs from `run` (`models list`, `live`'s WebSocket).
  var remote: Handler?
  var run: Handler

  init(
    _ name: String, _ synopsis: String, _ summary: String, _ kind: Kind, remote: Handler? = nil,
    run: @escaping Handler
  ) {
    self.name = name
    self.synopsis = synopsis
    self.summary = summary
    self.kind = kind
    self.remote = remote
    self.run = run
  }

  var runsRemotely: Bool { kind == .anywhere || remote != nil }

  /// The candidate nearest to `word` (a typo of it: at most a third of its letters differ), if any.
  static func closest(to word: String, among candidates: [String]) -> String? {
    let word = word.lowercased()
    let scored = candidates.map { ($0, distance(word, $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, word.count / 3) else { return nil }
    return best.0
  }

  /// Levenshtein distance.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
