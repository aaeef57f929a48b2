import Foundation
import VisorKit

/// What the doubles saw, in order, shared by the camera, microphone and player of one test.
@MainActor
public final class DeviceLog {
  /// One thing a double did.
  public enum Entry: Sendable, Equatable {
    /// The microphone started.
    case recordingStarted
    /// The microphone stopped.
    case recordingStopped
    /// The camera took a photo.
    case photoCaptured
    /// The camera switched sides.
    case switchedTo(CameraPosition)
    /// The player played a clip (as ``FakePlayer/describe`` names it).
    case played(String)
    /// The player was stopped.
    case playbackStopped
  }
  /// Everything so far, in order.
  public private(set) var entries: [Entry] = []
  /// An empty log.
  public init() {}
  /// Adds an entry.
  public func append(_ entry: Entry) { entries.append(entry) }
}

/// A camera that hands out a fixed photo and logs what it did.
@MainActor
public final class FakeCamera: Camera {
  /// The photo every capture returns.
  public var photo: Photo
  /// Thrown by the next capture, once.
  public var failure: (any Error)?
  /// Runs on each capture before the photo is returned (to look at the model mid-way).
  public var onCapture: (@MainActor () -> Void)?
  /// The side the camera faces.
  public private(set) var position: CameraPosition = .back
  /// How many photos were taken.
  public private(set) var captures = 0
  let log: DeviceLog

  /// A camera returning `photo`, logging to `log`.
  public init(photo: Photo, log: DeviceLog = DeviceLog()) {
    self.photo = photo
    self.log = log
  }

  /// Returns ``photo`` (or throws ``failure``) and logs it.
  public func capturePhoto() async throws -> Photo {
    onCapture?()
    if let failure {
      self.failure = nil
      throw failure
    }
    captures += 1
    log.append(.photoCaptured)
    return photo
  }

  /// Switches sides and logs it.
  public func switchTo(_ position: CameraPosition) async throws {
    self.position = position
    log.append(.switchedTo(position))
  }
}

/// A microphone whose recording is a fixed clip.
@MainActor
public final class FakeMicrophone: Microphone {
  /// The recording every stop returns.
  public var recording: Recording
  /// Thrown by the next `startRecording`, once (e.g. permission denied).
  public var startFailure: (any Error)?
  /// True between start and stop.
  public private(set) var isRecording = false
  let log: DeviceLog

  /// A microphone returning `recording`, logging to `log`.
  public init(recording: Recording, log: DeviceLog = DeviceLog()) {
    self.recording = recording
    self.log = log
  }

  /// Starts (or throws ``startFailure``) and logs it.
  public func startRecording() async throws {
    if let startFailure {
      self.startFailure = nil
      throw startFailure
    }
    isRecording = true
    log.append(.recordingStarted)
  }

  /// Stops, logs it and returns ``recording``.
  public func stopRecording() async throws -> Recording {
    isRecording = false
    log.append(.recordingStopped)
    return recording
  }
}

/// A player that "plays" each clip by logging it, optionally taking a while.
@MainActor
public final class FakePlayer: AudioPlayer {
  /// The clips played, in order.
  public private(set) var played: [Data] = []
  /// How long each clip takes to play (real time).
  public var duration: Duration
  /// How many times ``stop()`` was called.
  public private(set) var stops = 0
  /// The most clips that were playing at the same time (1 when playback never overlapped).
  public private(set) var mostAtOnce = 0
  private var atOnce = 0
  let log: DeviceLog
  /// Names each clip in the log (default: its byte count).
  public var describe: @MainActor (Data) -> String = { "\($0.count) bytes" }

  /// A player whose clips each take `duration`, logging to `log`.
  public init(duration: Duration = .zero, log: DeviceLog = DeviceLog()) {
    self.duration = duration
    self.log = log
  }

  /// Records the clip, logs it, waits ``duration``.
  public func play(_ clip: Data, format: String) async throws {
    played.append(clip)
    log.append(.played(describe(clip)))
    atOnce += 1
    mostAtOnce = max(mostAtOnce, atOnce)
    defer { atOnce -= 1 }
    if duration > .zero { try await Task.sleep(for: duration) }
  }

  /// Counts and logs the stop.
  public func stop() {
    stops += 1
    log.append(.playbackStopped)
  }
}

/// An error with a user-facing sentence, as a device would throw (permission denied and the like).
public struct DeviceFailure: Error, LocalizedError, Equatable {
  /// The sentence to show.
  public var errorDescription: String?
  /// A failure saying `message`.
  public init(_ message: String) { errorDescription = message }
}
