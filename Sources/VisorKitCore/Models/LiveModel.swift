import Foundation
import Observation
import VisorAPI

/// Live mode of the camera screen: the running camera is watched through one ``LiveSession`` and
/// only what changed is said — the web app's rules (docs/live.md):
///
/// - The camera's frame is looked at every ``frameInterval`` (0.6 s) and **sent only when the view
///   changed**: its tiny grey copy differs from the last one sent by at least ``changeThreshold``
///   (the mean brightness difference, 0–255). An unmoving view is still sent once every
///   ``keepAlive`` (20 s), so the server does not close the session as idle. No frame is sent while
///   the last one is still being sent (the socket is backed up).
/// - Each `said` is added to ``sayings`` (for the screen and its announcement) and, when it has audio
///   and ``speaks`` is on, **played in order without overlap**.
/// - ``appDidEnterBackground()`` stops it (the camera is no longer the user's view), and says so.
///
/// ```swift
/// let live = LiveModel(client: client, camera: previewSource, player: player)
/// Toggle("Live", isOn: Binding(get: { live.isOn }, set: { on in
///   Task { on ? await live.start() : await live.stop() } }))
/// // .onChange(of: scenePhase) { if $0 == .background { Task { await live.appDidEnterBackground() } } }
/// ```
@Observable
@MainActor
public final class LiveModel {
  /// How often the camera's frame is looked at (the web app's 600 ms).
  nonisolated public static let defaultFrameInterval: Duration = .milliseconds(600)
  /// An unchanged view is still sent this often, so the session is not idle (the web app's 20 s).
  nonisolated public static let defaultKeepAlive: Duration = .seconds(20)
  /// The mean grey difference (0–255) that counts as a new view (the web app's 6).
  nonisolated public static let defaultChangeThreshold = 6.0

  /// Where the session is, for the UI.
  public enum State: Sendable, Equatable {
    /// Not watching.
    case off
    /// Opening the session.
    case connecting
    /// Watching: frames go out, sayings come in.
    case live
    /// Ended, with a sentence saying why (the server closed it, the app went to the background).
    case stopped(String)
    /// Could not open or lost the session, with a sentence saying what to do.
    case failed(String)
  }

  /// Where the session is now.
  public private(set) var state: State = .off
  /// Whether Live is on (connecting or watching).
  public var isOn: Bool { state == .connecting || state == .live }
  /// Everything said this session, oldest first.
  public private(set) var sayings: [LiveSaid] = []
  /// The last frame that produced nothing to say (for an "alive" tick), nil after a saying.
  public private(set) var lastQuiet: LiveQuiet?
  /// The last `error` message's sentence (a refused frame or command; the session goes on).
  public private(set) var errorMessage: String?
  /// The channel (`text`, `describe`, `people`, `barcode`, `colour`, `light`, `find`).
  public private(set) var mode: String
  /// The `find` target, when ``mode`` is `find`.
  public private(set) var target: String?
  /// Whether sayings are spoken (asks the server for audio and plays it).
  public private(set) var speaks: Bool
  /// How many frames were sent this session.
  public private(set) var framesSent = 0
  /// The number of sayings played so far (their clips, in order).
  public var playing: Int? { spoken.playing }

  /// Looks at the camera this often.
  public var frameInterval: Duration
  /// Sends an unchanged view this often.
  public var keepAlive: Duration
  /// The grey difference that counts as a change.
  public var changeThreshold: Double

  private let client: VisorClient
  private let camera: any CameraSource
  private let transport: (any LiveTransport)?
  private let clock: any Clock<Duration>
  private let elapsed: @Sendable () -> Duration
  private let spoken: SpokenQueue
  private var session: LiveSession?
  private var sender: Task<Void, Never>?
  private var listener: Task<Void, Never>?
  private var lastSentGrey: GreyThumbnail?
  private var lastSentAt: Duration?
  private var nextClip = 0
  private var generation = 0

  /// A live model for `client`'s server watching `camera`, playing sayings on `player`.
  ///
  /// - Parameters:
  ///   - mode: the channel to start in; `target` for `find`.
  ///   - speaks: whether sayings are spoken (the profile's `speakByDefault` is a good start).
  ///   - transport: the WebSocket underneath (nil: ``URLSessionLiveTransport``).
  ///   - clock: paces the frames and the keep-alive (a test passes a manual clock).
  public init(
    client: VisorClient, camera: any CameraSource, player: any AudioPlayer, mode: String = "describe",
    target: String? = nil, speaks: Bool = true, transport: (any LiveTransport)? = nil,
    clock: any Clock<Duration> = ContinuousClock(), frameInterval: Duration = LiveModel.defaultFrameInterval,
    keepAlive: Duration = LiveModel.defaultKeepAlive,
    changeThreshold: Double = LiveModel.defaultChangeThreshold
  ) {
    self.client = client
    self.camera = camera
    self.mode = mode
    self.target = target
    self.speaks = speaks
    self.transport = transport
    self.clock = clock
    self.elapsed = Self.stopwatch(clock)
    self.frameInterval = frameInterval
    self.keepAlive = keepAlive
    self.changeThreshold = changeThreshold
    spoken = SpokenQueue(player: player)
    spoken.onError = { [weak self] message in self?.errorMessage = message }
  }

  private static func stopwatch<C: Clock>(_ clock: C) -> @Sendable () -> Duration
  where C.Duration == Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }

  /// Opens the session and starts watching; returns once it is live (or failed: see ``state``).
  public func start() async {
    guard !isOn else { return }
    generation += 1
    let current = generation
    state = .connecting
    sayings = []
    lastQuiet = nil
    errorMessage = nil
    framesSent = 0
    lastSentGrey = nil
    lastSentAt = nil
    do {
      let session = try await LiveSession.connect(client, mode: mode, target: target, transport: transport)
      guard current == generation else {
        await session.close()
        return
      }
      self.session = session
      try await session.speak(speaks)
      state = .live
      listen(to: session, generation: current)
      watch(session, generation: current)
    } catch {
      guard current == generation else { return }
      session = nil
      state = .failed(userMessage(for: error) ?? "Live could not start; try again.")
    }
  }

  /// Stops watching: closes the session and stops what is playing.
  public func stop() async {
    await end(.off)
  }

  /// The app went to the background: Live stops, and says so.
  public func appDidEnterBackground() async {
    guard isOn else { return }
    await end(.stopped("Live stopped because the app went to the background; turn it on again to go on."))
  }

  /// Switches the channel (the server says the newest frame again in the new mode).
  public func setMode(_ mode: String, target: String? = nil) async {
    self.mode = mode
    self.target = target
    guard let session else { return }
    do { try await session.mode(mode, target: target) } catch { fail(error) }
  }

  /// Asks about the newest frame; the answer arrives as a saying.
  public func ask(_ prompt: String) async {
    guard let session else { return }
    do { try await session.ask(prompt) } catch { fail(error) }
  }

  /// Turns speech on or off (what plays now stops when turned off).
  public func setSpeaks(_ on: Bool) async {
    speaks = on
    if !on {
      spoken.stop()
      nextClip = 0
    }
    guard let session else { return }
    do { try await session.speak(on) } catch { fail(error) }
  }

  /// Waits until every saying received so far has been played (tests, a "done" cue).
  public func playedAll() async { await spoken.playedAll() }

  // MARK: Inside

  private func watch(_ session: LiveSession, generation current: Int) {
    sender = Task { [weak self] in
      while !Task.isCancelled {
        guard let self, current == self.generation else { return }
        await self.sendIfChanged(session)
        do { try await self.clock.sleep(for: self.frameInterval) } catch { return }
      }
    }
  }

  /// Sends the camera's frame when the view changed, or when the last one went out ``keepAlive`` ago.
  private func sendIfChanged(_ session: LiveSession) async {
    let frame: LiveFrame
    do {
      guard let taken = try await camera.currentFrame() else { return }
      frame = taken
    } catch {
      errorMessage = userMessage(for: error)
      return
    }
    let now = elapsed()
    let changed = lastSentGrey.map { frame.grey.changed(from: $0, threshold: changeThreshold) } ?? true
    let due = lastSentAt.map { now - $0 >= keepAlive } ?? true
    guard changed || due else { return }
    do {
      // Awaited here: the next frame is not looked at until this one is out (no backlog).
      try await session.send(frame: frame.photo)
      lastSentGrey = frame.grey
      lastSentAt = now
      framesSent += 1
    } catch {
      fail(error)
    }
  }

  private func listen(to session: LiveSession, generation current: Int) {
    listener = Task { [weak self] in
      do {
        for try await message in session {
          guard let self, current == self.generation else { return }
          self.handle(message)
        }
        guard let self, current == self.generation, self.isOn else { return }
        await self.end(.stopped("The live session ended; turn Live on again to go on."))
      } catch {
        guard let self, current == self.generation else { return }
        self.fail(error)
      }
    }
  }

  private func handle(_ message: LiveServerMessage) {
    switch message {
    case .ready(let ready):
      mode = ready.mode
      target = ready.target
    case .said(let said):
      sayings.append(said)
      lastQuiet = nil
      if speaks, let audio = said.audio, let data = Data(base64Encoded: audio) {
        spoken.enqueue(
          SpokenSentence(index: nextClip, text: said.text, audio: data, format: said.format ?? "mp3"))
        nextClip += 1
      }
    case .quiet(let quiet):
      lastQuiet = quiet
    case .error(let error):
      errorMessage = error.message
    case .closing(let closing):
      // Said at once, so the end of the stream that follows cannot replace the server's reason.
      let final = State.stopped(closing.message)
      state = final
      Task { await self.end(final) }
    }
  }

  private func fail(_ error: any Error) {
    guard isOn, let message = userMessage(for: error) else { return }
    Task { await end(.failed(message)) }
  }

  private func end(_ final: State) async {
    generation += 1
    sender?.cancel()
    listener?.cancel()
    sender = nil
    listener = nil
    spoken.stop()
    nextClip = 0
    let session = self.session
    self.session = nil
    state = final
    await session?.close()
  }
}
