import Foundation
import VisorAPI

/// A realtime conversation (`GET /v1/realtime`, the OpenAI Realtime protocol; docs/realtime.md): send
/// the microphone's audio, hear answers as they are written, interrupt them by speaking.
///
/// ```swift
/// let talk = try await RealtimeConversation.connect(client)
/// try await talk.send(.updateSession(instructions: nil, audio: true, serverVAD: true, createResponse: true))
/// Task { for try await event in talk { if let pcm = event.audio { player.enqueue(pcm) } } }
/// try await talk.send(.append(pcm16At24kHz))
/// await talk.close()
/// ```
///
/// The conversation is an `AsyncSequence` of the server's events after `session.created` (its id is
/// ``sessionID``). Iterate it once; it ends when the connection closes and throws when it breaks.
public final class RealtimeConversation: AsyncSequence, Sendable {
  public typealias Element = RealtimeServerEvent

  /// The `/v1` endpoint (declared with the server's OpenAI endpoints, outside the native catalogue).
  static let endpoint = Endpoint<NoBody, NoBody>(
    "openaiRealtime", .get, "/v1/realtime", answers: .webSocket(protocol: "docs/realtime.md"),
    query: [
      EndpointQuery("model", "`visor-default` or a chat or vision model id."),
      EndpointQuery("language", "The conversation's language (a BCP 47 tag); default: the person's own."),
    ],
    summary: "A spoken conversation you can interrupt: the OpenAI Realtime protocol over a WebSocket.")

  /// The session's id (`sess_…`), from `session.created`.
  public let sessionID: String
  private let socket: any LiveSocket
  private let events: AsyncThrowingStream<RealtimeServerEvent, any Error>
  private let reader: Task<Void, Never>

  /// Opens a conversation on `client`'s server with its token.
  ///
  /// - Parameters:
  ///   - model: `visor-default` or a chat or vision model id of `GET /v1/models`.
  ///   - transport: the WebSocket underneath; nil is the client's (`URLSessionLiveTransport` with VisorKit's initialisers) (Apple platforms —
  ///     on Linux pass VisorKitCurl's `TCPLiveTransport`).
  /// - Throws: the server's refusal as a ``VisorClientError`` (`unauthorized`, `model_not_found`,
  ///   `server_busy`…), network failures, or `invalidResponse` when the first event is not
  ///   `session.created`.
  public static func connect(
    _ client: VisorClient, model: String = "visor-default", transport: (any LiveTransport)? = nil
  ) async throws -> RealtimeConversation {
    let request = try client.makeRequest(
      endpoint.declaration, path: [:], query: ["model": model, "language": client.language], body: .none,
      accept: "application/json")
    let socket: any LiveSocket
    do {
      socket = try await client.liveTransport(transport).connect(request)
    } catch let refusal as LiveHandshakeRefusal {
      throw await error(refusal)
    }
    do {
      guard case .text(let text) = try await socket.receive(),
        let first = try? RealtimeServerEvent(text: text), first.type == "session.created",
        let id = first.sessionID
      else {
        throw VisorClientError(
          .invalidResponse,
          "The server did not open the conversation (its first event was not \"session.created\"); "
            + "it may be a different Visor version.")
      }
      return RealtimeConversation(sessionID: id, socket: socket)
    } catch {
      await socket.close(code: 1000, reason: "")
      throw error
    }
  }

  private init(sessionID: String, socket: any LiveSocket) {
    self.sessionID = sessionID
    self.socket = socket
    (events, reader) = socket.decodedMessages { try? RealtimeServerEvent(text: $0) }
  }

  deinit { reader.cancel() }

  public func makeAsyncIterator() -> AsyncThrowingStream<RealtimeServerEvent, any Error>.AsyncIterator {
    events.makeAsyncIterator()
  }

  /// Sends one client event.
  public func send(_ event: RealtimeClientEvent) async throws {
    try await socket.send(.text(event.text))
  }

  /// Closes the conversation.
  public func close() async {
    await socket.close(code: 1000, reason: "")
    reader.cancel()
  }

  static func error(_ refusal: LiveHandshakeRefusal) async -> VisorClientError {
    await refusal.error(endpoint: endpoint.declaration)
  }
}

/// What a client sends (the subset of the protocol a conversation needs).
public enum RealtimeClientEvent: Sendable, Equatable {
  /// `session.update`: spoken (`audio`) or text answers, server VAD on or off (`createResponse`: the
  /// server answers each turn by itself; off: the client sends ``createResponse``).
  case updateSession(instructions: String?, audio: Bool, serverVAD: Bool, createResponse: Bool)
  /// `input_audio_buffer.append` of 24-kHz PCM16 mono.
  case append(Data)
  case commit
  case clear
  /// A typed question.
  case userText(String)
  /// A photo: the context of the next answers.
  case userImage(Photo)
  case createResponse
  case cancelResponse
  /// The client played `audioEndMs` of an answer's audio before it was interrupted.
  case truncate(itemID: String, audioEndMs: Int)

  /// The event as JSON text.
  public var text: String {
    let object: [String: Any]
    switch self {
    case .updateSession(let instructions, let audio, let serverVAD, let createResponse):
      var session: [String: Any] = [
        "type": "realtime", "output_modalities": [audio ? "audio" : "text"],
        "audio": [
          "input": [
            "format": ["type": "audio/pcm", "rate": 24_000], "transcription": ["model": "whisper-1"],
            "turn_detection": serverVAD
              ? ["type": "server_vad", "create_response": createResponse] as Any : NSNull() as Any,
          ]
        ],
      ]
      if let instructions { session["instructions"] = instructions }
      object = ["type": "session.update", "session": session]
    case .append(let pcm): object = ["type": "input_audio_buffer.append", "audio": pcm.base64EncodedString()]
    case .commit: object = ["type": "input_audio_buffer.commit"]
    case .clear: object = ["type": "input_audio_buffer.clear"]
    case .userText(let text):
      object = [
        "type": "conversation.item.create",
        "item": ["type": "message", "role": "user", "content": [["type": "input_text", "text": text]]],
      ]
    case .userImage(let photo):
      let url = "data:\(photo.contentType);base64," + photo.data.base64EncodedString()
      object = [
        "type": "conversation.item.create",
        "item": ["type": "message", "role": "user", "content": [["type": "input_image", "image_url": url]]],
      ]
    case .createResponse: object = ["type": "response.create"]
    case .cancelResponse: object = ["type": "response.cancel"]
    case .truncate(let itemID, let audioEndMs):
      object = [
        "type": "conversation.item.truncate", "item_id": itemID, "content_index": 0,
        "audio_end_ms": audioEndMs,
      ]
    }
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

/// A server event, with the fields a client acts on (``text`` holds all of it).
public struct RealtimeServerEvent: Sendable, Equatable {
  /// The GA event name (`input_audio_buffer.speech_started`, `response.output_audio.delta`, …).
  public var type: String
  public var itemID: String?
  public var responseID: String?
  /// A text or transcript delta.
  public var delta: String?
  /// The PCM16 24-kHz audio of `response.output_audio.delta`.
  public var audio: Data?
  /// What was heard (`…input_audio_transcription.completed`).
  public var transcript: String?
  /// `response.done`'s status (`completed`, `cancelled`, `failed`) and `status_details.reason`.
  public var status: String?
  public var reason: String?
  /// An `error` event's code, or a failed response's.
  public var errorCode: String?
  /// An `error` event's sentence, or a failed response's.
  public var message: String?
  /// `session.created`'s session id.
  public var sessionID: String?
  /// The event as it came.
  public var text: String

  /// Decodes one event; throws `invalidResponse` for text that is not a JSON object with a `type`.
  public init(text: String) throws {
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let type = object["type"] as? String
    else {
      throw VisorClientError(.invalidResponse, "The server sent an event that is not JSON with a type.")
    }
    self.type = type
    self.text = text
    itemID = object["item_id"] as? String
    responseID = object["response_id"] as? String
    transcript = object["transcript"] as? String
    if type == "response.output_audio.delta" {
      audio = (object["delta"] as? String).flatMap { Data(base64Encoded: $0) }
    } else {
      delta = object["delta"] as? String
    }
    if let response = object["response"] as? [String: Any] {
      responseID = response["id"] as? String
      status = response["status"] as? String
      let details = response["status_details"] as? [String: Any]
      reason = details?["reason"] as? String
      let failure = details?["error"] as? [String: Any]
      errorCode = failure?["code"] as? String
      message = failure?["message"] as? String
    }
    if let error = object["error"] as? [String: Any] {
      errorCode = error["code"] as? String
      message = error["message"] as? String
    }
    sessionID = (object["session"] as? [String: Any])?["id"] as? String
  }
}
