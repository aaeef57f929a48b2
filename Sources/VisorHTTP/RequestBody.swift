import Foundation
import Synchronization
import VisorCore

/// A request body the server has not read yet.
///
/// The server hands a request to its middleware from the head alone: authentication, quotas, the
/// photo admission queue and the route decide before a byte of the body is read, so a refusal (401,
/// 403, 404, 413, 503) is answered at once and the upload is never held. The body is read — bounded by
/// the body limit, with back-pressure on the client — when the handler is about to run: whole
/// (``load()``, ``HTTPRequest/loadBody()``; ``Router`` does it for every route), or chunk by chunk as
/// the handler takes them (``chunks()``, for routes added with `streamingBody: true`), so the engine
/// never holds more of it than the credit window (256 KB) and the client waits while the handler does.
public final class RequestBodySource: Sendable {
  private enum Use {
    case unread
    case streaming
    case loaded(Result<Data, any Error>)
  }

  private let next: @Sendable () async throws -> Data?
  private let use = Mutex(Use.unread)
  /// The size the client declared (`Content-Length`), when it declared one within the limit.
  public let declaredLength: Int?

  /// `next` returns the body's chunks in order, then nil; it is called by one reader at a time.
  public init(declaredLength: Int? = nil, next: @escaping @Sendable () async throws -> Data?) {
    self.declaredLength = declaredLength
    self.next = next
  }

  /// A body already in memory (in-process transports and tests).
  public convenience init(data: Data) {
    let taken = Mutex(false)
    self.init(declaredLength: data.count) {
      taken.withLock { taken in
        defer { taken = true }
        return taken || data.isEmpty ? nil : data
      }
    }
  }

  /// The whole body; read on the first call, the same answer afterwards. Throws a `VisorError`
  /// (`internal_error`) when the body is already being streamed.
  public func load() async throws -> Data {
    let first = use.withLock { use -> Bool? in
      switch use {
      case .unread:
        use = .streaming
        return true
      case .streaming: return nil
      case .loaded: return false
      }
    }
    guard let first else {
      throw VisorError(.internalError, "This request's body is already being read as a stream.")
    }
    if !first, case .loaded(let result) = use.withLock({ $0 }) { return try result.get() }
    let result: Result<Data, any Error>
    do {
      var body = Data()
      if let declaredLength { body.reserveCapacity(declaredLength) }
      while let chunk = try await next() { body.append(chunk) }
      result = .success(body)
    } catch {
      result = .failure(error)
    }
    use.withLock { $0 = .loaded(result) }
    return try result.get()
  }

  /// The body chunk by chunk, as it arrives: more is read from the client only as chunks are taken.
  /// Iterate it once; after ``load()`` it yields the loaded body whole.
  public func chunks() -> RequestBodyChunks { RequestBodyChunks(source: self) }

  /// The next chunk for ``RequestBodyChunks``.
  fileprivate func nextChunk(started: Bool) async throws -> Data? {
    let state = use.withLock { use -> Use in
      if case .unread = use { use = .streaming }
      return use
    }
    switch state {
    case .loaded(let result):
      // Loaded before: the whole body once.
      return started ? nil : try result.get().nilIfEmpty
    default:
      return try await next()
    }
  }

  /// Whether the body was read completely.
  public var isLoaded: Bool {
    use.withLock { if case .loaded(.success) = $0 { true } else { false } }
  }
}

/// A request's body as an `AsyncSequence` of chunks (``RequestBodySource/chunks()``). Errors are the
/// body's refusals: 413 over the limit, 400 for malformed chunked framing, 408 when it stopped arriving,
/// or `CancellationError` when the client went away.
public struct RequestBodyChunks: AsyncSequence, Sendable {
  public typealias Element = Data
  let source: RequestBodySource

  public struct AsyncIterator: AsyncIteratorProtocol {
    let source: RequestBodySource
    var started = false
    var done = false

    public mutating func next() async throws -> Data? {
      guard !done else { return nil }
      let chunk = try await source.nextChunk(started: started)
      started = true
      if chunk == nil { done = true }
      return chunk
    }
  }

  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(source: source) }
}

extension Data {
  fileprivate var nilIfEmpty: Data? { isEmpty ? nil : self }
}

/// The unread body of a request (set by the server; removed once loaded).
public enum RequestBodyKey: RequestContextKey {
  public typealias Value = RequestBodySource
}

extension HTTPRequest {
  /// The body chunk by chunk, for a route added with `streamingBody: true` (``RequestBodySource``): read
  /// from the client only as the handler takes chunks. A body already in memory comes as one chunk.
  public var bodyChunks: RequestBodyChunks {
    context[RequestBodyKey.self]?.chunks() ?? RequestBodySource(data: body).chunks()
  }

  /// Reads a body the server has not read yet into ``body`` (nothing when it was already read).
  /// Throws the refusal the body earned: 413 over the limit, 400 for malformed chunked framing, 408
  /// when it stopped arriving; or `CancellationError` when the client went away.
  public mutating func loadBody() async throws {
    guard let source = context[RequestBodyKey.self] else { return }
    body = try await source.load()
    context[RequestBodyKey.self] = nil
  }

  /// ``loadBody()`` on a copy.
  public func withBodyLoaded() async throws -> HTTPRequest {
    var copy = self
    try await copy.loadBody()
    return copy
  }
}

/// Wraps `handler` so it runs with the request's body read.
public func loadingBody(_ handler: @escaping HTTPHandler) -> HTTPHandler {
  { request in
    guard request.context[RequestBodyKey.self] != nil else { return try await handler(request) }
    return try await handler(try await request.withBodyLoaded())
  }
}
