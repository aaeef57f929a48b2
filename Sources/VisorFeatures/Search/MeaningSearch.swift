import Dispatch
import Foundation
import Synchronization
import VisorCore
import VisorStore

/// A row found by meaning: what it opens, the row its closest text came from, and how close.
public struct MeaningHit: Sendable, Equatable {
  public var itemID: UUID
  public var sourceID: UUID
  public var score: Float
}

/// History and chat search by meaning, across languages (issue 27 item 7, decision 042): "wo sind
/// meine Schlüssel" finds the analysis that read "keys on the table".
///
/// **Index.** Each analysis, follow-up turn, chat title and chat message is cut into sentences and
/// each sentence embedded as an e5 passage (vectors in the store, `MeaningStore`). A background
/// task does it after each write (``nudge()``) and, at start, for rows written before (the backfill):
/// in small batches, one sentence per engine call, so it never holds up an answer, and resumable,
/// since "indexed" is simply "has vectors".
///
/// **Search.** The query is embedded once; a row's score is its closest sentence (brute force over
/// the user's vectors), less half its closeness to neutral queries (``hubness``). Scores of unrelated
/// texts are high too (cosines of 0.75–0.83), so a row counts only when it stands out from a fixed set
/// of neutral sentences: above their mean plus ``deviations`` standard deviations for this query.
/// Hits are ranked, at most ``maximumHits``.
///
/// Without the model (not installed, or this CPU cannot run it) everything here is a no-op and
/// search is full-text only.
public final class MeaningSearch: Sendable {
  /// The most meaning hits one search adds.
  public static let maximumHits = 10
  /// Sources taken per store round trip while indexing.
  static let batchSize = 16
  /// Sentences kept per source (a long document is represented by its beginning).
  static let maximumPieces = 12
  static let maximumPieceLength = 400

  let store: any Store
  public let embedder: (any TextEmbedder)?
  let logger: Logger
  private let queue = DispatchQueue(label: "visor.meaning", qos: .utility)
  private struct State {
    var started = false
    var stopping = false
    var running = false
    var again = false
    var background: Background?
    var idle: [CheckedContinuation<Void, Never>] = []
  }
  private let state = Mutex(State())

  package init(store: any Store, embedder: (any TextEmbedder)?, logger: Logger) {
    self.store = store
    self.embedder = embedder
    self.logger = logger
  }

  /// Whether search also matches by meaning.
  public var isAvailable: Bool { embedder != nil }

  /// Starts background indexing (the server and maintenance; in-process CLI commands never do) and
  /// indexes what is not yet indexed.
  public func start() {
    guard embedder != nil else { return }
    state.withLock { $0.started = true }
    nudge()
  }

  /// Stops background indexing after the sentence under way and waits for it (shutdown); what is
  /// left is indexed at the next start.
  public func stop() async {
    state.withLock {
      $0.started = false
      $0.stopping = true
    }
    await settle()
  }

  /// After a write: indexes new rows in the background, if started.
  public func nudge() {
    guard embedder != nil else { return }
    let launch = state.withLock { state -> Bool in
      guard state.started else { return false }
      if state.running {
        state.again = true
        return false
      }
      state.running = true
      return true
    }
    guard launch else { return }
    Task(priority: .background) { [self] in
      while true {
        _ = await indexPending()
        let more = state.withLock { state -> Bool in
          if state.again {
            state.again = false
            return true
          }
          state.running = false
          return false
        }
        if !more { break }
      }
      let waiting = state.withLock { state in
        defer { state.idle = [] }
        return state.idle
      }
      waiting.forEach { $0.resume() }
    }
  }

  /// Waits until background indexing has nothing left to do (tests, shutdown).
  public func settle() async {
    await withCheckedContinuation { continuation in
      let busy = state.withLock { state -> Bool in
        guard state.running else { return false }
        state.idle.append(continuation)
        return true
      }
      if !busy { continuation.resume() }
    }
  }

  /// Embeds every row without vectors, in batches; returns how many sources it indexed. Stops at
  /// the first store or engine failure (logged), to be tried again at the next nudge.
  @discardableResult
  public func indexPending(limit: Int = .max) async -> Int {
    guard let embedder else { return 0 }
    var done = 0
    while done < limit {
      let sources: [MeaningSource]
      do {
        sources = try await store.unindexedMeaningSources(model: embedder.modelName, limit: Self.batchSize)
      } catch {
        logger.warning("meaning index: could not read the rows to index", ["error": "\(error)"])
        return done
      }
      if sources.isEmpty { return done }
      for source in sources where done < limit {
        if state.withLock({ $0.stopping }) { return done }
        do {
          let pieces = Self.pieces(source.texts)
          var vectors: [[Float]] = []
          // One sentence per call: a search waits for at most one sentence.
          for piece in pieces {
            vectors += try await embed([piece], as: .passage)
          }
          try await store.saveMeaningVectors(vectors, for: source, model: embedder.modelName)
          done += 1
        } catch {
          logger.warning("meaning index: embedding failed", ["error": "\(error)"])
          return done
        }
      }
    }
    return done
  }

  /// The user's rows of `kind` close in meaning to `query`, best first, leaving out `excluding`
  /// (the full-text hits). Empty without the model, for an empty query, and for a query without a
  /// word (``hasWords(_:)``).
  public func hits(userID: UUID, kind: MeaningKind, query: String, excluding: Set<UUID> = []) async throws
    -> [MeaningHit]
  {
    guard let embedder else { return [] }
    let text = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard Self.hasWords(text) else { return [] }
    let vectors = try await store.meaningVectors(userID: userID, kind: kind, model: embedder.modelName)
    guard !vectors.isEmpty, let queryVector = try await embed([String(text.prefix(1000))], as: .query).first
    else { return [] }
    let background = try await background()
    // Scored against (query − α · the mean neutral query): rows that are close to every query
    // (hubs) lose their head start; it is one dot product per row.
    let adjusted = zip(queryVector, background.meanQuery).map { $0 - Self.hubness * $1 }
    let cut = Self.cut(query: adjusted, anchors: background.anchors)
    return Self.rank(query: adjusted, vectors: vectors, cut: cut, excluding: excluding)
  }

  /// Whether `query` has a word to mean something: a run of at least two letters with no digit in it.
  /// A code, a number or a string of letters and digits ("zzq363752bd", "A4", "2024") has no meaning
  /// to compare; e5 still puts it near some row by chance (with many rows, a "similar meaning" hit for
  /// a nonsense query was seen), so such a query is matched by its words only.
  static func hasWords(_ query: String) -> Bool {
    query.split(whereSeparator: { $0.isWhitespace || ($0.isPunctuation && $0 != "'" && $0 != "’") })
      .contains { token in
        token.allSatisfy { $0.isLetter || $0 == "'" || $0 == "’" } && token.filter(\.isLetter).count >= 2
      }
  }

  /// Best score per item above `cut`, best first, at most ``maximumHits``.
  static func rank(query: [Float], vectors: [MeaningVector], cut: Float, excluding: Set<UUID>) -> [MeaningHit]
  {
    var best: [UUID: MeaningHit] = [:]
    for row in vectors where !excluding.contains(row.itemID) && row.vector.count == query.count {
      let score = dot(query, row.vector)
      guard score >= cut else { continue }
      if let known = best[row.itemID], known.score >= score { continue }
      best[row.itemID] = MeaningHit(itemID: row.itemID, sourceID: row.sourceID, score: score)
    }
    return best.values.sorted {
      $0.score != $1.score ? $0.score > $1.score : $0.itemID.uuidString < $1.itemID.uuidString
    }
    .prefix(maximumHits).map { $0 }
  }

  static func dot(_ a: [Float], _ b: [Float]) -> Float {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        var sum: Float = 0
        for i in 0..<min(a.count, b.count) { sum += a[i] * b[i] }
        return sum
      }
    }
  }

  /// How much of a row's closeness to neutral queries is taken off its score (CSLS-like hubness
  /// correction; 0.5 found every fixture match, decision 042).
  static let hubness: Float = 0.5
  /// How many standard deviations above the neutral sentences' mean a hit must score.
  static let deviations: Float = 2.5

  /// Mean plus ``deviations`` standard deviations of the query's scores against the neutral sentences.
  static func cut(query: [Float], anchors: [[Float]]) -> Float {
    guard !anchors.isEmpty else { return .infinity }
    let scores = anchors.map { dot(query, $0) }
    let mean = scores.reduce(0, +) / Float(scores.count)
    let variance = scores.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Float(scores.count)
    return mean + deviations * variance.squareRoot()
  }

  /// Sentences that say nothing in particular, in the style of answers and chats and in several
  /// languages: the background a real match must stand out from.
  static let anchorTexts = [
    "A photo of a room.", "Some text on a white background.", "An object on a surface.", "A person outdoors.",
    "It is too dark to see much.", "A blurry picture.", "A screenshot of a web page.",
    "A street with buildings.",
    "Food on a plate.", "A document with printed text.", "A plant in a pot.", "A shelf with items.",
    "Una foto de una habitación.", "Ein Bild von einem Tisch.", "Une photo floue.",
    "Hello, how can I help you today?", "The weather is nice.", "I don't know.", "Thank you!",
    "Numbers and letters.",
  ]

  /// Queries that ask nothing in particular: their mean is what every query has in common.
  static let neutralQueries = [
    "what is this", "was ist das", "qué es esto", "tell me more", "hello", "photo", "text", "help", "where",
    "something", "bitte", "por favor", "thing on the left", "is it good", "show me", "ok",
  ]

  struct Background: Sendable {
    var anchors: [[Float]]
    var meanQuery: [Float]
  }

  /// The neutral sentences and the mean neutral query, embedded once.
  private func background() async throws -> Background {
    if let background = state.withLock({ $0.background }) { return background }
    let anchors = try await embed(Self.anchorTexts, as: .passage)
    let queries = try await embed(Self.neutralQueries, as: .query)
    var mean = [Float](repeating: 0, count: queries.first?.count ?? 0)
    for query in queries {
      for i in mean.indices { mean[i] += query[i] / Float(queries.count) }
    }
    let background = Background(anchors: anchors, meanQuery: mean)
    state.withLock { $0.background = background }
    return background
  }

  /// Runs the engine off the cooperative pool (its calls block for tens of milliseconds).
  private func embed(_ texts: [String], as role: EmbeddingRole) async throws -> [[Float]] {
    guard let embedder else { return [] }
    return try await withCheckedThrowingContinuation { continuation in
      queue.async {
        continuation.resume(with: Result { try embedder.embed(texts, as: role) })
      }
    }
  }

  /// Quoted text: between quotation marks that open after a space (so "can't" is no quote), or
  /// everything after ": ", when it has three letters or more.
  static func quotations(in sentence: String) -> [String] {
    var found: [String] = []
    let range = NSRange(sentence.startIndex..., in: sentence)
    for match in quotePattern.matches(in: sentence, range: range) {
      if let inner = Range(match.range(at: 1), in: sentence) { found.append(String(sentence[inner])) }
    }
    if found.isEmpty, let colon = sentence.range(of: ": ") {
      found.append(
        sentence[colon.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " .\"“”«»„'‘’")))
    }
    return found.filter { $0.unicodeScalars.filter(CharacterSet.letters.contains).count >= 3 }
  }

  static let quotePattern = try! NSRegularExpression(
    pattern: #"(?:^|\s)['‘"“«„]([^'’"”»“]{2,}?)['’"”»“](?=[\s.,!?;:]|$)"#)

  /// The prompts Visor asks by itself: they say nothing about the photo, so they are not indexed.
  static let builtInPrompts = Set(AnalysisMode.allCases.map(\.prompt))

  /// A source's texts as sentences to embed: built-in prompts left out, split at sentence ends and
  /// line breaks, fragments without a letter or digit dropped, at most ``maximumPieces``.
  static func pieces(_ texts: [String]) -> [String] {
    var pieces: [String] = []
    for text in texts where !builtInPrompts.contains(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
      var current = ""
      func flush() {
        let piece = current.trimmingCharacters(in: .whitespacesAndNewlines)
        current = ""
        guard piece.unicodeScalars.contains(where: { CharacterSet.alphanumerics.contains($0) }) else {
          return
        }
        pieces.append(String(piece.prefix(maximumPieceLength)))
        // What was read is quoted ("It says 'keys on the table'.", "The note reads: keys on the
        // table."): on its own too, so the framing words do not dilute it.
        // Written as a sentence of its own: e5 scores "keys on the table." closer to a question in
        // another language than the bare words.
        for quoted in quotations(in: piece) {
          let sentence = ".!?".contains(quoted.last ?? " ") ? quoted : quoted + "."
          pieces.append(String(sentence.prefix(maximumPieceLength)))
        }
      }
      let characters = Array(text)
      for (index, character) in characters.enumerated() {
        if character.isNewline {
          flush()
          continue
        }
        current.append(character)
        let next = index + 1 < characters.count ? characters[index + 1] : " "
        if ".!?。！？".contains(character) && (next.isWhitespace || next.isNewline) {
          flush()
        }
      }
      flush()
    }
    var seen = Set<String>()
    return Array(pieces.filter { seen.insert($0).inserted }.prefix(maximumPieces))
  }
}
