import Foundation
import VisorAPI
import VisorKit

/// A ``VisorKit/LiveTransport`` whose server is the test: it records the upgrade requests and hands
/// out ``FakeLiveSocket``s, which record what the client sent and deliver what the test says.
///
/// ```swift
/// let transport = FakeLiveTransport()
/// let model = LiveModel(client: client, camera: camera, player: player, transport: transport)
/// await model.start()                                  // the socket answers `ready` by itself
/// transport.socket?.deliver(.said(LiveSaid(frame: 1, mode: "text", text: "EXIT", new: ["EXIT"], audio: nil, format: nil)))
/// #expect(transport.socket?.frames.count == 1)
/// ```
public final class FakeLiveTransport: LiveTransport, @unchecked Sendable {
  private let state = Locked<
    (requests: [TransportRequest], sockets: [FakeLiveSocket], refusal: LiveHandshakeRefusal?)
  >(([], [], nil))

  /// A transport whose sockets open at once and say `ready`.
  public init() {}

  /// Every upgrade request, in order.
  public var requests: [TransportRequest] { state.withLock { $0.requests } }
  /// Every socket opened, in order.
  public var sockets: [FakeLiveSocket] { state.withLock { $0.sockets } }
  /// The newest socket.
  public var socket: FakeLiveSocket? { sockets.last }

  /// Makes the next connects fail as the server refusing the upgrade with `refusal`.
  public func refuse(with refusal: LiveHandshakeRefusal?) { state.withLock { $0.refusal = refusal } }

  /// Records `request` and opens a socket that first delivers `ready` for the request's mode.
  public func connect(_ request: TransportRequest) async throws -> any LiveSocket {
    let refusal = state.withLock { state -> LiveHandshakeRefusal? in
      state.requests.append(request)
      return state.refusal
    }
    if let refusal { throw refusal }
    let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let socket = FakeLiveSocket()
    socket.deliver(
      .ready(
        LiveReady(
          session: UUID().uuidString.lowercased(),
          mode: query.first { $0.name == "mode" }?.value ?? "describe",
          target: query.first { $0.name == "target" }?.value)))
    state.withLock { $0.sockets.append(socket) }
    return socket
  }
}

/// One fake WebSocket: what the client sent, and the server's side as calls.
public final class FakeLiveSocket: LiveSocket, @unchecked Sendable {
  private struct State {
    var sent: [LiveSocketMessage] = []
    var closed: (code: Int, reason: String)?
    var failure: (any Error)?
  }
  private let state = Locked(State())
  private let inbox: AsyncStream<LiveSocketMessage?>
  private let feed: AsyncStream<LiveSocketMessage?>.Continuation
  private let reader: ReaderBox

  /// An open socket with nothing delivered yet.
  public init() {
    (inbox, feed) = AsyncStream<LiveSocketMessage?>.makeStream()
    reader = ReaderBox(inbox.makeAsyncIterator())
  }

  /// The one iterator of the inbox (only one task receives at a time: the session's reader).
  private final class ReaderBox: @unchecked Sendable {
    var iterator: AsyncStream<LiveSocketMessage?>.Iterator
    init(_ iterator: AsyncStream<LiveSocketMessage?>.Iterator) { self.iterator = iterator }
  }

  /// Everything the client sent, in order.
  public var sent: [LiveSocketMessage] { state.withLock { $0.sent } }
  /// The frames the client sent.
  public var frames: [Data] {
    sent.compactMap { if case .binary(let data) = $0 { data } else { nil } }
  }
  /// The commands the client sent, decoded.
  public var commands: [LiveClientMessage] {
    sent.compactMap { if case .text(let text) = $0 { try? LiveClientMessage(text: text) } else { nil } }
  }
  /// The close code and reason when the client closed the socket.
  public var closed: (code: Int, reason: String)? { state.withLock { $0.closed } }
  /// Makes the client's next send fail with `error` (a broken connection).
  public func failSends(with error: (any Error)?) { state.withLock { $0.failure = error } }

  /// The server sends `message`.
  public func deliver(_ message: LiveServerMessage) { feed.yield(.text(message.text)) }
  /// The server sends raw text (to test what the client does with a malformed message).
  public func deliver(text: String) { feed.yield(.text(text)) }
  /// The server closes the connection: the client's `receive()` returns nil.
  public func hangUp() {
    feed.yield(nil)
    feed.finish()
  }

  /// Records the message (or throws what ``failSends(with:)`` set).
  public func send(_ message: LiveSocketMessage) async throws {
    try state.withLock { state in
      if let failure = state.failure { throw failure }
      guard state.closed == nil else {
        throw VisorClientError(.connectionLost, "The live session's connection is closed.")
      }
      state.sent.append(message)
    }
  }

  /// The next delivered message; nil after ``hangUp()`` or once closed.
  public func receive() async throws -> LiveSocketMessage? {
    if state.withLock({ $0.closed != nil }) { return nil }
    let next = await reader.iterator.next()
    try Task.checkCancellation()
    return next ?? nil
  }

  /// Records the close.
  public func close(code: Int, reason: String) async {
    state.withLock { if $0.closed == nil { $0.closed = (code, reason) } }
    feed.finish()
  }
}

/// A camera whose current frame the test sets: ``show(_:)`` a grey level (a new view) or a frame.
@MainActor
public final class FakeCameraSource: CameraSource {
  /// The frame the camera returns now (nil: no frame yet).
  public var frame: LiveFrame?
  /// How many times the frame was taken.
  public private(set) var reads = 0

  /// A camera without a frame yet.
  public init() {}

  /// Shows a flat view of brightness `grey`: a 16 × 12 grey copy of that level, and a "photo" whose
  /// bytes name it (`view-<grey>-<n>`, so a test can tell the frames sent apart).
  public func show(grey: UInt8, label: String? = nil) {
    let name = label ?? "view-\(grey)"
    frame = LiveFrame(
      photo: Photo(Data(name.utf8), contentType: "image/jpeg"),
      grey: GreyThumbnail(width: 16, height: 12, pixels: [UInt8](repeating: grey, count: 16 * 12)))
  }

  /// Returns ``frame``.
  public func currentFrame() async throws -> LiveFrame? {
    reads += 1
    return frame
  }
}

/// A value behind an `NSLock` (VisorKitTesting imports only what the SDK may: no Synchronization).
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
