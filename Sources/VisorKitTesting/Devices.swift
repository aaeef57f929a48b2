import Foundation
import VisorKit

/// What the doubles saw, in order, shared by the camera, microphone and player of one test.
@MainActor
public final class DeviceLog {
  public enum Entry: Sendable, Equatable {
    case recordingStarted
    case recordingStopped
    case photoCaptured
    case switchedTo(CameraPosition)
    case played(String)
    case playbackStopped
  }
  public private(set) var entries: [Entry] = []
  public init() {}
  public func append(_ entry: Entry) { entries.append(entry) }
}

/// A camera that hands out a fixed photo and logs what it did.
@MainActor
public final class FakeCamera: Camera {
  public var photo: Photo
  /// Thrown by the next capture, once.
  public var failure: (any Error)?
  /// Runs on each capture before the photo is returned (to look at the model mid-way).
  public var onCapture: (@MainActor () -> Void)?
  public private(set) var position: CameraPosition = .back
  public private(set) var captures = 0
  let log: DeviceLog

  public init(photo: Photo, log: DeviceLog = DeviceLog()) {
    self.photo = photo
    self.log = log
  }

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

  public func switchTo(_ position: CameraPosition) async throws {
    self.position = position
    log.append(.switchedTo(position))
  }
}

/// A microphone whose recording is a fixed clip.
@MainActor
public final class FakeMicrophone: Microphone {
  public var recording: Recording
  /// Thrown by the next `startRecording`, once (e.g. permission denied).
  public var startFailure: (any Error)?
  public private(set) var isRecording = false
  let log: DeviceLog

  public init(recording: Recording, log: DeviceLog = DeviceLog()) {
    self.recording = recording
    self.log = log
  }

  public func startRecording() async throws {
    if let startFailure {
      self.startFailure = nil
      throw startFailure
    }
    isRecording = true
    log.append(.recordingStarted)
  }

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
  public private(set) var stops = 0
  let log: DeviceLog
  /// Names each clip in the log (default: its byte count).
  public var describe: @MainActor (Data) -> String = { "\($0.count) bytes" }

  public init(duration: Duration = .zero, log: DeviceLog = DeviceLog()) {
    self.duration = duration
    self.log = log
  }

  public func play(_ clip: Data, format: String) async throws {
    played.append(clip)
    log.append(.played(describe(clip)))
    if duration > .zero { try await Task.sleep(for: duration) }
  }

  public func stop() {
    stops += 1
    log.append(.playbackStopped)
  }
}

/// An error with a user-facing sentence, as a device would throw (permission denied and the like).
public struct DeviceFailure: Error, LocalizedError, Equatable {
  public var errorDescription: String?
  public init(_ message: String) { errorDescription = message }
}
