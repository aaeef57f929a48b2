import Foundation
import VisorKit

/// A ``VisorKit/LiveTransport`` for ``VisorKit/RealtimeConversation``: its sockets open at once and
/// say `session.created`; the test plays the server through ``FakeLiveSocket/deliver(text:)``.
///
/// ```swift
/// let transport = FakeRealtimeTransport()
/// let talk = VoiceConversationModel(client: client, microphone: mic, player: player, transport: transport)
/// await talk.start()
/// transport.socket?.deliver(text: #"{"type":"input_audio_buffer.speech_started","item_id":"item_1"}"#)
/// ```
public final class FakeRealtimeTransport: LiveTransport, @unchecked Sendable {
  private let state = Locked<(requests: [TransportRequest], sockets: [FakeLiveSocket])>(([], []))

  public init() {}

  /// Every upgrade request, in order.
  public var requests: [TransportRequest] { state.withLock { $0.requests } }
  /// The newest socket.
  public var socket: FakeLiveSocket? { state.withLock { $0.sockets.last } }

  public func connect(_ request: TransportRequest) async throws -> any LiveSocket {
    let socket = FakeLiveSocket()
    socket.deliver(
      text: #"{"type":"session.created","event_id":"event_0","session":{"id":"sess_test","type":"realtime"}}"#
    )
    state.withLock {
      $0.requests.append(request)
      $0.sockets.append(socket)
    }
    return socket
  }
}

extension FakeLiveSocket {
  /// The client events sent so far, as JSON objects.
  public var events: [[String: Any]] {
    sent.compactMap { message in
      guard case .text(let text) = message else { return nil }
      return try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    }
  }

  /// The `type`s of the client events sent so far.
  public var eventTypes: [String] { events.compactMap { $0["type"] as? String } }
}

/// A microphone whose audio the test pushes.
@MainActor
public final class FakeAudioStream: AudioStreamSource {
  private var continuation: AsyncStream<Data>.Continuation?
  /// Whether it is open.
  public private(set) var isOpen = false

  public init() {}

  public func start() async throws -> AsyncStream<Data> {
    let (stream, continuation) = AsyncStream<Data>.makeStream()
    self.continuation = continuation
    isOpen = true
    return stream
  }

  /// The microphone hears `pcm` (24-kHz PCM16).
  public func push(_ pcm: Data) { continuation?.yield(pcm) }

  public func stop() {
    isOpen = false
    continuation?.finish()
    continuation = nil
  }
}

/// A player that records what it was given; the test says when it played out and how much was heard.
@MainActor
public final class FakePCMPlayer: PCMPlayer {
  /// Every piece enqueued, in order.
  public private(set) var enqueued: [Data] = []
  /// How many times it was stopped.
  public private(set) var stops = 0
  /// What ``stop()`` reports as heard (ms).
  public var heardMs = 0
  public private(set) var isPlaying = false
  public var onIdle: (@MainActor () -> Void)?

  public init() {}

  public func enqueue(_ pcm: Data) {
    enqueued.append(pcm)
    isPlaying = true
  }

  public func stop() -> Int {
    stops += 1
    isPlaying = false
    return heardMs
  }

  /// Everything queued has played.
  public func playOut() {
    isPlaying = false
    onIdle?()
  }
}
