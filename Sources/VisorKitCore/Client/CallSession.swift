import Foundation
import VisorAPI

/// One message of a call's signalling (`/api/v1/calls/{id}/signal`, docs/helpers.md "Calls"): what
/// the two people's WebRTC stacks exchange through Visor. The media itself never passes through Visor.
///
/// The server's own messages are `ready` (both are here: `peer`, `role`, `iceServers`), `hangup`
/// (`reason` is the sentence to say) and `error` (`code`, `message`); the others come from the other
/// person, with `from`.
public struct CallSignal: Codable, Sendable, Equatable {
  /// `offer`, `answer`, `ice`, `hangup`, `photo-request`, `torch`, `last-answer`, `photo`, or the
  /// server's `ready` and `error`.
  public var type: String
  /// Who sent it (set by the server).
  public var from: String?
  /// The session description of an `offer` or `answer`.
  public var sdp: String?
  /// An `ice` candidate (as `RTCIceCandidate.toJSON()` gives it).
  public var candidate: ICECandidate?
  /// Why a `hangup` came: the sentence the person hears ("The call ended.").
  public var reason: String?
  /// `ready`: the other person, and whether you make the offer (`caller`) or answer it (`callee`).
  public var peer: String?
  public var role: String?
  /// `ready`: the STUN/TURN servers to give the peer connection.
  public var iceServers: [ICEServer]?
  /// `error`: a code (`message_too_large`, `invalid_message`, `call_ended`…) and what to do.
  public var code: String?
  public var message: String?

  public init(
    type: String, sdp: String? = nil, candidate: ICECandidate? = nil, reason: String? = nil
  ) {
    self.type = type
    self.sdp = sdp
    self.candidate = candidate
    self.reason = reason
  }

  public static func offer(_ sdp: String) -> CallSignal { CallSignal(type: "offer", sdp: sdp) }
  public static func answer(_ sdp: String) -> CallSignal { CallSignal(type: "answer", sdp: sdp) }
  public static func ice(_ candidate: ICECandidate) -> CallSignal {
    CallSignal(type: "ice", candidate: candidate)
  }
  public static let hangup = CallSignal(type: "hangup")

  /// An ICE candidate, as WebRTC stacks write it.
  public struct ICECandidate: Codable, Sendable, Equatable {
    public var candidate: String
    public var sdpMid: String?
    public var sdpMLineIndex: Int?
    public var usernameFragment: String?
    public init(
      candidate: String, sdpMid: String? = nil, sdpMLineIndex: Int? = nil, usernameFragment: String? = nil
    ) {
      self.candidate = candidate
      self.sdpMid = sdpMid
      self.sdpMLineIndex = sdpMLineIndex
      self.usernameFragment = usernameFragment
    }
  }

  /// A STUN or TURN server (TURN with its credentials, which only the call's two people get).
  public struct ICEServer: Codable, Sendable, Equatable {
    public var urls: [String]
    public var username: String?
    public var credential: String?
  }
}

/// A call's signalling over a WebSocket: start a call to one of your helpers (or join one that rings
/// for you), then exchange offer, answer and ICE candidates with your app's WebRTC stack.
///
/// ```swift
/// let call = try await CallSession.start(client, username: "sister", transport: TCPLiveTransport())
/// for try await signal in call {
///   switch signal.type {
///   case "ready": try await call.send(.offer(try await peer.offer(iceServers: signal.iceServers)))
///   case "answer": try await peer.accept(signal.sdp!)
///   case "ice": try await peer.add(signal.candidate!)
///   default: break
///   }
/// }   // ends when the call does (after a `hangup` with the sentence to say)
/// ```
///
/// The sequence is the messages in order; iterate it once. It ends when the server closes the socket:
/// after a `hangup`, or at once (no message) when the call is over or is not yours.
public final class CallSession: AsyncSequence, Sendable {
  public typealias Element = CallSignal

  /// The call's id.
  public let id: String
  /// `POST /api/v1/calls`'s answer when this session started the call (nil when it joined one).
  public let created: CallCreatedResponse?
  private let socket: any LiveSocket
  private let events: AsyncThrowingStream<CallSignal, any Error>
  private let reader: Task<Void, Never>

  /// Rings `username` (one of your accepted helpers, available: app open and not in a call) and
  /// opens the call's signalling.
  ///
  /// - Throws: the server's refusal as a ``VisorClientError`` (`not_a_helper` 403,
  ///   `helper_unavailable` 409, `rate_limited` 429…), or network failures.
  public static func start(_ client: VisorClient, username: String, transport: (any LiveTransport)? = nil)
    async throws -> CallSession
  {
    let created = try await client.startCall(username: username)
    return try await open(client, id: created.id, created: created, transport: transport)
  }

  /// Opens the signalling of a call that rings for you (its id from the `call` help event).
  public static func join(_ client: VisorClient, id: String, transport: (any LiveTransport)? = nil)
    async throws -> CallSession
  {
    try await open(client, id: id, created: nil, transport: transport)
  }

  private static func open(
    _ client: VisorClient, id: String, created: CallCreatedResponse?, transport: (any LiveTransport)?
  ) async throws -> CallSession {
    let request = try client.makeRequest(
      Endpoints.callSignal.declaration, path: ["id": id], query: [:], body: .none, accept: "application/json")
    do {
      let socket = try await client.liveTransport(transport).connect(request)
      return CallSession(id: id, created: created, socket: socket)
    } catch let refusal as LiveHandshakeRefusal {
      throw await refusal.error(endpoint: Endpoints.callSignal.declaration)
    }
  }

  private init(id: String, created: CallCreatedResponse?, socket: any LiveSocket) {
    self.id = id
    self.created = created
    self.socket = socket
    (events, reader) = socket.decodedMessages { text in
      try? JSONDecoder().decode(CallSignal.self, from: Data(text.utf8))
    }
  }

  deinit { reader.cancel() }

  public func makeAsyncIterator() -> AsyncThrowingStream<CallSignal, any Error>.AsyncIterator {
    events.makeAsyncIterator()
  }

  /// Sends a message to the other person (at most 64 KB; Visor adds `from`).
  public func send(_ signal: CallSignal) async throws {
    let data = try JSONEncoder().encode(signal)
    try await socket.send(.text(String(decoding: data, as: UTF8.self)))
  }

  /// Hangs up: the call ends for both (the other hears "The call ended"), and the sequence ends.
  public func hangUp() async {
    try? await send(.hangup)
    await socket.close(code: 1000, reason: "")
  }
}

extension VisorClient {
  /// `POST /api/v1/calls`: rings one of your helpers. ``CallSession/start(_:username:transport:)``
  /// does this and opens the signalling.
  public func startCall(username: String) async throws -> CallCreatedResponse {
    try await send(Endpoints.startCall, body: CallCreateRequest(username: username))
  }
}
