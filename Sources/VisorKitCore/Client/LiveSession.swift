import Foundation
import VisorAPI

/// A live camera session (`GET /api/v1/live` over a WebSocket, docs/live.md): send frames, hear only
/// what changed.
///
/// ```swift
/// let live = try await LiveSession.connect(client, mode: "text")
/// Task { for try await event in live { if case .said(let said) = event { show(said.text) } } }
/// try await live.send(frame: Photo(jpeg))      // or: try await live.send(from: camera)
/// try await live.mode("find", target: "person")
/// await live.close()
/// ```
///
/// The session is an `AsyncSequence` of the server's messages after `ready` (``ready`` holds that
/// one): `said`, `quiet`, `error`, `mode`'s new `ready`, and `closing` last. Iterate it once. The
/// sequence ends when the connection closes; it throws when the connection breaks.
public final class LiveSession: AsyncSequence, Sendable {
  public typealias Element = LiveServerMessage

  /// The server's first message: the session's id, its mode and `find` target.
  public let ready: LiveReady
  private let socket: any LiveSocket
  private let events: AsyncThrowingStream<LiveServerMessage, any Error>
  private let reader: Task<Void, Never>

  /// Opens a live session on `client`'s server with its token.
  ///
  /// - Parameters:
  ///   - mode: `text`, `describe`, `people`, `barcode`, `colour`, `light` or `find`.
  ///   - target: for `find`: `person`, `text`, `barcode`, `face`, or the name of a thing or person the
  ///     user taught (each `said` then carries `place`: the clock hour and whether it is near).
  ///   - language: the language said (a BCP 47 tag); nil is the client's ``VisorClient/language``,
  ///     else the person's own setting.
  ///   - transport: the WebSocket underneath; nil is the client's (`URLSessionLiveTransport` with VisorKit's initialisers) (Apple platforms —
  ///     on Linux pass VisorKitCurl's `TCPLiveTransport`).
  /// - Throws: the server's refusal as a ``VisorClientError`` (`unknown_mode`, `unauthorized`,
  ///   `rate_limited`, `not_configured`, `server_busy`…), network failures, or `invalidResponse` when
  ///   the first message is not `ready`.
  public static func connect(
    _ client: VisorClient, mode: String = "describe", target: String? = nil, language: String? = nil,
    transport: (any LiveTransport)? = nil
  ) async throws -> LiveSession {
    let request = try client.makeRequest(
      Endpoints.live.declaration, path: [:],
      query: ["mode": mode, "target": target, "language": language ?? client.language],
      body: .none, accept: "application/json")
    let socket: any LiveSocket
    do {
      socket = try await client.liveTransport(transport).connect(request)
    } catch let refusal as LiveHandshakeRefusal {
      throw await Self.error(refusal)
    }
    do {
      let first = try await socket.receive()
      guard case .text(let text) = first, case .ready(let ready) = try LiveServerMessage(text: text) else {
        throw VisorClientError(
          .invalidResponse,
          "The server did not open the live session (its first message was not \"ready\"); "
            + "it may be a different Visor version.")
      }
      return LiveSession(ready: ready, socket: socket)
    } catch let refusal as LiveHandshakeRefusal {
      await socket.close(code: 1000, reason: "")
      throw await Self.error(refusal)
    } catch {
      await socket.close(code: 1000, reason: "")
      throw error
    }
  }

  private init(ready: LiveReady, socket: any LiveSocket) {
    self.ready = ready
    self.socket = socket
    // Binary messages are only sent by clients; a server sending one is ignored.
    (events, reader) = socket.decodedMessages({ try? LiveServerMessage(text: $0) }) { message in
      if case .closing = message { return true }
      return false
    }
  }

  deinit { reader.cancel() }

  /// The server's messages after ``ready``, in order.
  public func makeAsyncIterator() -> AsyncThrowingStream<LiveServerMessage, any Error>.AsyncIterator {
    events.makeAsyncIterator()
  }

  /// Sends one frame (JPEG or PNG, at most 2 MB; 768 px on the long side is plenty).
  public func send(frame: Photo) async throws {
    try await socket.send(.binary(frame.data))
  }

  /// Takes the camera's current frame and sends it; returns it (nil when the camera had none).
  @discardableResult @MainActor
  public func send(from camera: any CameraSource) async throws -> LiveFrame? {
    guard let frame = try await camera.currentFrame() else { return nil }
    try await send(frame: frame.photo)
    return frame
  }

  /// Switches the channel (the server answers with a new `ready` and looks at the newest frame again).
  public func mode(_ mode: String, target: String? = nil) async throws {
    try await socket.send(.text(LiveClientMessage.mode(mode, target: target).text))
  }

  /// Asks about the newest frame, like a follow-up; the answer comes as a `said`.
  public func ask(_ prompt: String) async throws {
    try await socket.send(.text(LiveClientMessage.ask(prompt: prompt).text))
  }

  /// Turns spoken audio in `said` on or off.
  public func speak(_ on: Bool) async throws {
    try await socket.send(.text(LiveClientMessage.speak(on: on).text))
  }

  /// Chooses the voice `said` is spoken in (a voice of `GET /api/v1/models`).
  public func voice(_ voice: String) async throws {
    try await socket.send(.text(LiveClientMessage.voice(voice).text))
  }

  /// Ends the session (close code 1000); the sequence ends.
  public func close() async {
    await socket.close(code: 1000, reason: "")
    reader.cancel()
  }

  /// A refused upgrade as the error the server's JSON names.
  static func error(_ refusal: LiveHandshakeRefusal) async -> VisorClientError {
    await refusal.error(endpoint: Endpoints.live.declaration)
  }
}

/// A camera the live session watches: its newest preview frame on demand (on iOS, the latest
/// `AVCaptureVideoDataOutput` buffer as a 768 px JPEG and its luma plane scaled down).
///
/// ```swift
/// final class PreviewSource: CameraSource {
///   func currentFrame() async throws -> LiveFrame? {
///     guard let buffer = latest else { return nil }
///     return LiveFrame(photo: Photo(jpeg(buffer, longSide: 768)),
///                      grey: GreyThumbnail(luma: lumaBytes(buffer), width: w, height: h, rowBytes: stride))
///   }
/// }
/// ```
@MainActor
public protocol CameraSource: AnyObject {
  /// The newest frame, or nil while the camera has none yet.
  func currentFrame() async throws -> LiveFrame?
}

/// One frame of a ``CameraSource``: the image to send and a tiny grey copy to tell whether the view
/// changed (so unchanged frames are not sent).
public struct LiveFrame: Sendable, Equatable {
  /// The image sent to the server (JPEG or PNG).
  public var photo: Photo
  /// A tiny grey copy of the same view.
  public var grey: GreyThumbnail

  /// A frame of `photo` whose grey copy is `grey`.
  public init(photo: Photo, grey: GreyThumbnail) {
    self.photo = photo
    self.grey = grey
  }
}

/// A small grey copy of a frame (64 × 48 by default, as the web app's), compared to tell whether the
/// view changed.
public struct GreyThumbnail: Sendable, Equatable {
  /// The copy's size.
  public var width: Int
  public var height: Int
  /// `width × height` brightness values (0–255), row by row.
  public var pixels: [UInt8]

  /// A copy from its pixels (`width × height` values, row by row).
  public init(width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The copy of a full-size brightness plane (a camera buffer's luma, one byte a pixel, rows
  /// `rowBytes` apart), averaged down to `width × height`.
  public init(
    luma: [UInt8], width sourceWidth: Int, height sourceHeight: Int, rowBytes: Int? = nil,
    toWidth width: Int = 64, toHeight height: Int = 48
  ) {
    let stride = rowBytes ?? sourceWidth
    var pixels = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      let top = y * sourceHeight / height
      let bottom = max(top + 1, (y + 1) * sourceHeight / height)
      for x in 0..<width {
        let left = x * sourceWidth / width
        let right = max(left + 1, (x + 1) * sourceWidth / width)
        var total = 0
        var count = 0
        for row in top..<min(bottom, sourceHeight) {
          let base = row * stride
          for column in left..<min(right, sourceWidth) where base + column < luma.count {
            total += Int(luma[base + column])
            count += 1
          }
        }
        pixels[y * width + x] = UInt8(count == 0 ? 0 : total / count)
      }
    }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// A pixel that moved this much (0–255) counts towards ``movedPixels(from:)``.
  public static let movedStep = 40
  /// This many moved pixels are a new view whatever the mean (the web app's rule): a sign whose word
  /// changed on the same plate moves ~60 pixels of a 64 × 48 copy and the mean by ~3; grain moves none.
  public static let changedPixels = 8

  /// Whether the view changed: the mean moved by `threshold`, or ``changedPixels`` pixels moved a lot.
  public func changed(from other: GreyThumbnail, threshold: Double) -> Bool {
    difference(to: other) >= threshold || movedPixels(from: other) >= Self.changedPixels
  }

  /// How many pixels differ from `other`'s by more than ``movedStep``; all of them for another size.
  public func movedPixels(from other: GreyThumbnail) -> Int {
    guard width == other.width, height == other.height, pixels.count == other.pixels.count else {
      return pixels.count
    }
    var moved = 0
    for index in pixels.indices where abs(Int(pixels[index]) - Int(other.pixels[index])) > Self.movedStep {
      moved += 1
    }
    return moved
  }

  /// The mean brightness difference (0–255) from `other`; copies of different sizes differ by 255.
  public func difference(to other: GreyThumbnail) -> Double {
    guard width == other.width, height == other.height, pixels.count == other.pixels.count, !pixels.isEmpty
    else { return 255 }
    var total = 0
    for index in pixels.indices { total += abs(Int(pixels[index]) - Int(other.pixels[index])) }
    return Double(total) / Double(pixels.count)
  }
}
