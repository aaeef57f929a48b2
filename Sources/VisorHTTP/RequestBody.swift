import Foundation
import Synchronization
import VisorCore

/// A request body the server has not read yet.
///
/// The server hands a request to its middleware from the head alone: authentication, quotas, the
/// photo admission queue and the route decide before a byte of the body is read, so a refusal (401,
/// 403, 404, 413, 503) is answered at once and the upload is never held. The body is read — bounded by
/// the body limit, with back-pressure on the client — when the handler is about to run
/// (``HTTPRequest/loadBody()``; ``Router`` does it for every route). Handlers still receive the whole
/// body as `request.body`; a streaming handler API can build on ``load()`` later.
public final class RequestBodySource: Sendable {
  private let read: @Sendable () async throws -> Data
  private let loaded = Mutex<Result<Data, any Error>?>(nil)

  /// `read` is called at most once.
  public init(read: @escaping @Sendable () async throws -> Data) {
    self.read = read
  }

  /// The whole body; read on the first call, the same answer afterwards.
  public func load() async throws -> Data {
    if let result = loaded.withLock({ $0 }) { return try result.get() }
    let result: Result<Data, any Error>
    do { result = .success(try await read()) } catch { result = .failure(error) }
    loaded.withLock { $0 = result }
    return try result.get()
  }

  /// Whether the body was read completely.
  public var isLoaded: Bool {
    loaded.withLock { if case .success = $0 { true } else { false } }
  }
}

/// The unread body of a request (set by the server; removed once loaded).
public enum RequestBodyKey: RequestContextKey {
  public typealias Value = RequestBodySource
}

extension HTTPRequest {
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
