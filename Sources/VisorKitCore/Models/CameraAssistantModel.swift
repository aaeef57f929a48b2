import Foundation
import Observation
import VisorAPI

/// The camera assistant of the original app: point, tap to hear what is there, or hold the shutter
/// to ask a question out loud.
///
/// - A **tap** (released within ``holdThreshold``, 0.2 s) takes a photo and asks ``prompt``
///   ("Describe exactly what you see." unless the user typed another).
/// - A **hold** starts recording when the threshold passes; on release the recording stops, is
///   transcribed, and *then* the photo is taken and asked about — in that order, so the photo shows
///   what the camera sees when the question ends.
/// - While the answer is on its way the shutter is disabled (``isShutterEnabled``); the answer's text
///   streams into ``answer``, each finished sentence into ``sentences``, and (with
///   ``speaksAnswers``) the sentences' audio plays one after another in order.
/// - ``photoPicked(_:)`` asks about a photo from the library instead; ``flipCameraTapped()`` switches
///   cameras; failures land in ``errorMessage`` as a sentence to show.
///
/// ```swift
/// let model = CameraAssistantModel(client: client, camera: camera, microphone: mic, player: player)
/// // in the view: .onLongPressGesture(minimumDuration: .infinity, pressing: { down in
/// //   down ? model.shutterPressed() : model.shutterReleased() }, perform: {})
/// ```
@Observable
@MainActor
public final class CameraAssistantModel {
  /// What a tap asks when the user typed nothing.
  nonisolated public static let defaultPrompt = "Describe exactly what you see."
  /// How long the shutter must be held before it counts as a hold (the original app's 0.2 s).
  nonisolated public static let holdThreshold: Duration = .milliseconds(200)

  /// Where the shutter's state machine is.
  public enum Phase: Sendable, Equatable {
    /// Ready for a tap or a hold.
    case idle
    /// The finger is down, not yet for ``holdThreshold``.
    case pressed
    /// Held: the microphone records the question.
    case recording
    /// Released after a hold: the question is being written down.
    case transcribing
    /// The photo is being taken.
    case capturing
    /// The answer is on its way (streaming).
    case answering
  }

  /// Where the shutter's state machine is now.
  public private(set) var phase: Phase = .idle
  /// What a tap or a library photo asks; empty means ``defaultPrompt``.
  public var prompt: String = CameraAssistantModel.defaultPrompt
  /// Whether answers are spoken (the profile's `speakByDefault` is a good start).
  public var speaksAnswers: Bool
  /// The voice to speak with (nil: the profile's voice, else the server's default).
  public var voice: String?
  /// The vision model to ask (nil: the server's default).
  public var model: String?
  /// The channel to ask in (`describe`, `text`, `barcode`, …; nil: the server's `describe`); a
  /// ``ChannelPickerModel``'s ``ChannelPickerModel/selected`` is meant to go here.
  public var mode: String?
  /// Which camera is in use.
  public private(set) var cameraPosition: CameraPosition = .back
  /// The answer's text so far.
  public private(set) var answer = ""
  /// The answer's sentences as each finished being spoken-ready, in order (speaking only).
  public private(set) var sentences: [String] = []
  /// What the spoken question said.
  public private(set) var transcript: String?
  /// The photo last asked about.
  public private(set) var photo: Photo?
  /// The saved analysis of the last answer (its id in the history).
  public private(set) var lastAnalysisID: String?
  /// Notes that came with the answer (a voice that fell back, speech that failed), to show after it.
  public private(set) var notes: [String] = []
  /// The local checks of the answer against the model's (``CrossCheck/sentence``), when the server
  /// made any.
  public private(set) var checks: [CrossCheck] = []
  /// Follow-up questions about the last photo; set once an answer is saved, nil before.
  public private(set) var followUp: FollowUpModel?
  /// When a used-up quota resets (the server answered 429); nil otherwise. The view may count down.
  public private(set) var rateLimitedUntil: Date?
  /// A sentence for the user when something failed; set to nil to dismiss.
  public var errorMessage: String?
  /// The index of the sentence playing now.
  public var playingSentence: Int? { spoken.playing }

  /// True while a question is being answered: the shutter is disabled.
  public var isProcessing: Bool { phase == .transcribing || phase == .capturing || phase == .answering }
  /// False while answering: the view disables the shutter.
  public var isShutterEnabled: Bool { !isProcessing }
  /// True while the shutter is held long enough to record.
  public var isRecording: Bool { phase == .recording }

  private let client: VisorClient
  private let camera: any Camera
  private let microphone: any Microphone
  private let player: any AudioPlayer
  private let clock: any Clock<Duration>
  private var holdTask: Task<Void, Never>?
  private var work: Task<Void, Never>?
  private let spoken: SpokenQueue

  /// A camera assistant asking `client`'s server.
  ///
  /// - Parameters:
  ///   - client: the signed-in client.
  ///   - camera: the app's camera (AVFoundation on iOS).
  ///   - microphone: the app's microphone, for spoken questions.
  ///   - player: plays the spoken answers.
  ///   - speaksAnswers: whether answers are spoken (start from the profile's `speakByDefault`).
  ///   - clock: measures the hold threshold (a test passes a manual clock).
  public init(
    client: VisorClient, camera: any Camera, microphone: any Microphone, player: any AudioPlayer,
    speaksAnswers: Bool = true, clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.client = client
    self.camera = camera
    self.microphone = microphone
    self.player = player
    self.speaksAnswers = speaksAnswers
    self.clock = clock
    spoken = SpokenQueue(player: player)
    spoken.onError = { [weak self] message in self?.errorMessage = message }
  }

  // MARK: What the user does

  /// The finger went down on the shutter.
  public func shutterPressed() {
    guard phase == .idle else { return }
    stopPlayback()
    errorMessage = nil
    phase = .pressed
    let clock = clock
    holdTask = Task {
      do { try await clock.sleep(for: Self.holdThreshold) } catch { return }
      guard phase == .pressed else { return }
      phase = .recording
      do {
        try await microphone.startRecording()
      } catch {
        fail(error)
      }
    }
  }

  /// The finger came up: a tap takes the photo now; a hold stops recording, transcribes, then takes it.
  public func shutterReleased() {
    switch phase {
    case .pressed:
      holdTask?.cancel()
      holdTask = nil
      phase = .capturing
      let prompt = effectivePrompt
      work = Task {
        do {
          let photo = try await camera.capturePhoto()
          await ask(about: photo, prompt: prompt)
        } catch {
          fail(error)
        }
      }
    case .recording:
      phase = .transcribing
      let started = holdTask
      holdTask = nil
      work = Task {
        await started?.value  // the recording has started (or failed) before it is stopped
        guard phase == .transcribing else { return }
        do {
          let recording = try await microphone.stopRecording()
          let text = try await client.transcribe(
            recording.data, filename: recording.filename, contentType: recording.contentType
          ).text.trimmingCharacters(in: .whitespacesAndNewlines)
          try Task.checkCancellation()
          guard !text.isEmpty else {
            phase = .idle
            errorMessage =
              "I didn't hear a question. Hold the shutter while you speak, or tap to hear what is there."
            return
          }
          transcript = text
          phase = .capturing
          let photo = try await camera.capturePhoto()
          await ask(about: photo, prompt: text, keepTranscript: true)
        } catch {
          fail(error)
        }
      }
    default:
      break
    }
  }

  /// A photo was picked from the library: ask ``prompt`` about it.
  public func photoPicked(_ photo: Photo) {
    guard phase == .idle else { return }
    stopPlayback()
    errorMessage = nil
    phase = .answering
    let prompt = effectivePrompt
    work = Task { await ask(about: photo, prompt: prompt) }
  }

  /// The flip button: switch between the back and front cameras (not while answering).
  public func flipCameraTapped() async {
    guard phase == .idle else { return }
    let target = cameraPosition.flipped
    do {
      try await camera.switchTo(target)
      cameraPosition = target
    } catch {
      fail(error)
    }
  }

  /// Stop: cancels the answer on its way (the server stops too) and the audio playing.
  public func stopTapped() {
    work?.cancel()
    stopPlayback()
  }

  /// Waits until the current answer (if any) has finished, failed or been cancelled.
  public func answered() async {
    await work?.value
  }

  // MARK: Answering

  private var effectivePrompt: String {
    let trimmed = prompt.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? Self.defaultPrompt : trimmed
  }

  private func ask(about photo: Photo, prompt: String, keepTranscript: Bool = false) async {
    self.photo = photo
    phase = .answering
    answer = ""
    sentences = []
    notes = []
    checks = []
    followUp = nil
    if !keepTranscript { transcript = nil }
    lastAnalysisID = nil
    let events = client.analyzeStream(
      photo, prompt: prompt, speak: speaksAnswers, voice: voice, model: model, mode: mode)
    do {
      for try await event in events {
        switch event {
        case .transcript(let text): transcript = text
        case .text(let delta): answer += delta
        case .sentence(let sentence):
          sentences.append(sentence.text)
          enqueue(sentence)
        case .done(let done):
          lastAnalysisID = done.id
          notes = done.notes.map(\.message)
          checks = (done.checks ?? []).map(CrossCheck.init)
          followUp = FollowUpModel(
            client: client, analysisID: done.id, player: player, speaksAnswers: speaksAnswers, voice: voice)
        }
      }
      rateLimitedUntil = nil
      phase = .idle
    } catch {
      fail(error)
    }
  }

  private func fail(_ error: any Error) {
    phase = .idle
    if let error = error as? VisorClientError, error.kind == .rateLimited { rateLimitedUntil = error.retryAt }
    if let message = userMessage(for: error) { errorMessage = message }
  }

  // MARK: Playback, in sentence order

  private func enqueue(_ sentence: SpokenSentence) { spoken.enqueue(sentence) }

  private func stopPlayback() { spoken.stop() }

  /// Waits until every queued sentence has played.
  public func playedAll() async { await spoken.playedAll() }
}
