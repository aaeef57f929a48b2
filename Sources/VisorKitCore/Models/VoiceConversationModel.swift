import Foundation
import Observation

/// A microphone that streams while open: 24-kHz PCM16 mono pieces (20–100 ms each), in order.
@MainActor
public protocol AudioStreamSource: AnyObject {
  /// Opens the microphone; the stream ends when ``stop()`` is called.
  func start() async throws -> AsyncStream<Data>
  func stop()
}

/// Plays streamed 24-kHz PCM16 mono in order, without gaps.
@MainActor
public protocol PCMPlayer: AnyObject {
  /// Queues a piece after those queued before.
  func enqueue(_ pcm: Data)
  /// Stops at once and drops what is queued; returns the milliseconds heard of what was queued since
  /// the last stop (what the person heard of the answer).
  func stop() -> Int
  /// Whether something is playing or queued.
  var isPlaying: Bool { get }
  /// Called when the queue has played out.
  var onIdle: (@MainActor () -> Void)? { get set }
}

/// The hands-free spoken conversation of the camera screen (issue 25 item 3; the issue's
/// "ConversationModel" — that name is the chat screen's, in ChatModels.swift) (the web app's Conversation switch, decision
/// 035): the microphone stays open and streams to ``RealtimeConversation``; the server's VAD says when
/// the person stopped (then the question goes, with the camera's newest frame when ``frame`` gives
/// one) and when they speak again — then the answer stops at once (**barge-in**, ``interruptsOnSpeech``)
/// and the server is told how much of it was heard.
///
/// ```swift
/// let talk = VoiceConversationModel(client: client, microphone: mic, player: player)
/// Toggle("Conversation", isOn: Binding(get: { talk.isOn }, set: { on in
///   Task { on ? await talk.start() : await talk.stop() } }))
/// Text(talk.answer)       // shown, not announced: the answer is heard
/// ```
@Observable
@MainActor
public final class VoiceConversationModel {
  /// Where the conversation is, for the UI (each with an earcon and its text twin).
  public enum State: Sendable, Equatable {
    case off
    case connecting
    /// The microphone is open; nobody speaks.
    case listening
    /// The person speaks.
    case hearing
    /// The question went; the answer is being written.
    case thinking
    /// The answer plays.
    case answering
    /// Paused by the person (a tap): nothing is sent or played.
    case paused
    /// Ended, with a sentence saying why.
    case stopped(String)
    /// Could not open or lost the conversation, with a sentence saying what to do.
    case failed(String)
  }

  public private(set) var state: State = .off
  public var isOn: Bool {
    switch state {
    case .off, .stopped, .failed: false
    default: true
    }
  }
  /// What the person said, one entry per turn.
  public private(set) var heard: [String] = []
  /// The current (or last) answer's words.
  public private(set) var answer = ""
  /// The last error's sentence (the conversation goes on).
  public private(set) var errorMessage: String?
  /// Speech during an answer stops it (on by default).
  public var interruptsOnSpeech = true
  /// Pieces of microphone audio sent this conversation.
  public private(set) var piecesSent = 0

  private let client: VisorClient
  private let microphone: any AudioStreamSource
  private let player: any PCMPlayer
  private let transport: (any LiveTransport)?
  private let model: String
  private let frame: (@MainActor () async -> Photo?)?
  private var conversation: RealtimeConversation?
  private var pump: Task<Void, Never>?
  private var listener: Task<Void, Never>?
  private var answerItem: String?
  private var responding = false

  /// - Parameters:
  ///   - frame: the camera's newest frame, sent with each question (nil: questions go alone).
  ///   - transport: the WebSocket underneath (nil: ``URLSessionLiveTransport``).
  public init(
    client: VisorClient, microphone: any AudioStreamSource, player: any PCMPlayer,
    model: String = "visor-default",
    transport: (any LiveTransport)? = nil, frame: (@MainActor () async -> Photo?)? = nil
  ) {
    self.client = client
    self.microphone = microphone
    self.player = player
    self.model = model
    self.transport = transport
    self.frame = frame
  }

  /// Opens the conversation and the microphone; returns once listening (or failed: see ``state``).
  public func start() async {
    guard !isOn else { return }
    state = .connecting
    heard = []
    answer = ""
    errorMessage = nil
    piecesSent = 0
    do {
      let conversation = try await RealtimeConversation.connect(client, model: model, transport: transport)
      self.conversation = conversation
      // The model sends each question itself (with the camera's frame first), so no automatic response.
      try await conversation.send(
        .updateSession(instructions: nil, audio: true, serverVAD: true, createResponse: false))
      player.onIdle = { [weak self] in self?.playedOut() }
      try await listen(to: conversation)
      state = .listening
      listener = Task { [weak self] in
        do {
          for try await event in conversation { self?.handle(event) }
          self?.ended("The conversation ended.")
        } catch {
          self?.ended(userMessage(for: error) ?? "The conversation was lost; turn it on again.", failed: true)
        }
      }
    } catch {
      state = .failed(userMessage(for: error) ?? "The conversation could not start; try again.")
      await conversation?.close()
      conversation = nil
    }
  }

  /// Opens the microphone and sends what it hears.
  private func listen(to conversation: RealtimeConversation) async throws {
    let pieces = try await microphone.start()
    pump = Task { [weak self] in
      for await piece in pieces {
        do {
          try await conversation.send(.append(piece))
          self?.piecesSent += 1
        } catch {
          break
        }
      }
    }
  }

  /// Ends the conversation: the microphone closes, the answer stops.
  public func stop() async { await end("Conversation off.") }

  /// A tap: pauses (the microphone closes, the answer stops) or goes on.
  public func togglePause() async {
    guard let conversation else { return }
    if state == .paused {
      do {
        try await listen(to: conversation)
        state = .listening
      } catch {
        await end(
          userMessage(for: error) ?? "The microphone could not open again; turn it on again.", failed: true)
      }
      return
    }
    guard isOn else { return }
    state = .paused
    pump?.cancel()
    microphone.stop()
    _ = player.stop()
    try? await conversation.send(.clear)
    if responding { try? await conversation.send(.cancelResponse) }
  }

  func handle(_ event: RealtimeServerEvent) {
    guard let conversation else { return }
    switch event.type {
    case "input_audio_buffer.speech_started":
      guard state != .paused else { return }
      if interruptsOnSpeech, player.isPlaying || state == .answering {
        let heardMs = player.stop()
        if let item = answerItem {
          Task { try? await conversation.send(.truncate(itemID: item, audioEndMs: heardMs)) }
        }
      }
      state = .hearing
    case "input_audio_buffer.speech_stopped":
      if state != .paused { state = .thinking }
    case "conversation.item.input_audio_transcription.completed":
      let words = (event.transcript ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
      guard !words.isEmpty, state != .paused else {
        if state == .thinking { state = .listening }
        return
      }
      heard.append(words)
      let frame = self.frame
      Task {
        if let frame, let photo = await frame() { try? await conversation.send(.userImage(photo)) }
        try? await conversation.send(.createResponse)
      }
    case "conversation.item.input_audio_transcription.failed":
      if state == .thinking { state = .listening }
    case "response.created":
      responding = true
      answer = ""
      answerItem = nil
    case "response.output_audio_transcript.delta", "response.output_text.delta":
      answer += event.delta ?? ""
    case "response.output_audio.delta":
      guard state != .paused, let audio = event.audio else { return }
      answerItem = event.itemID ?? answerItem
      player.enqueue(audio)
      if state != .hearing { state = .answering }
    case "response.done":
      responding = false
      if event.status == "failed" {
        errorMessage = event.message ?? "Visor could not answer; ask again."
      }
      if state == .answering && !player.isPlaying || state == .thinking { state = .listening }
    case "error":
      errorMessage = event.message
    default:
      break
    }
  }

  private func playedOut() {
    if state == .answering && !responding { state = .listening }
  }

  private func ended(_ reason: String, failed: Bool = false) {
    guard isOn else { return }
    Task { await end(reason, failed: failed) }
  }

  private func end(_ reason: String, failed: Bool = false) async {
    guard isOn || conversation != nil else { return }
    pump?.cancel()
    listener?.cancel()
    microphone.stop()
    _ = player.stop()
    let open = conversation
    conversation = nil
    responding = false
    state = failed ? .failed(reason) : .stopped(reason)
    await open?.close()
  }
}
