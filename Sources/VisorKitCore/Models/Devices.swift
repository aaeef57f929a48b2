import Foundation

/// Which way the camera faces.
public enum CameraPosition: String, Sendable, Equatable {
  /// The camera on the back, facing away from the user.
  case back
  /// The camera on the screen side, facing the user.
  case front

  /// The other side.
  public var flipped: CameraPosition { self == .back ? .front : .back }
}

/// The camera the assistant shoots with; on iOS, an `AVCaptureSession` with a photo output.
///
/// ```swift
/// final class PhoneCamera: Camera {
///   func capturePhoto() async throws -> Photo { Photo(try await output.jpeg()) }
///   func switchTo(_ position: CameraPosition) async throws { try session.use(position) }
/// }
/// ```
@MainActor
public protocol Camera: AnyObject {
  /// Takes a photo now.
  func capturePhoto() async throws -> Photo
  /// Switches to the camera on `position`.
  func switchTo(_ position: CameraPosition) async throws
}

/// The microphone for spoken questions; on iOS, an `AVAudioRecorder` writing AAC (m4a).
@MainActor
public protocol Microphone: AnyObject {
  /// Starts recording (asking for permission the first time).
  func startRecording() async throws
  /// Stops and returns the recording: the file's bytes and its media type (e.g. `audio/mp4`).
  func stopRecording() async throws -> Recording
}

/// A finished recording.
public struct Recording: Sendable, Equatable {
  /// The recording's bytes.
  public var data: Data
  /// e.g. `audio/mp4`, `audio/wav`.
  public var contentType: String

  /// A recording of `contentType`.
  public init(data: Data, contentType: String) {
    self.data = data
    self.contentType = contentType
  }

  /// A file name for the upload.
  public var filename: String {
    switch contentType {
    case "audio/wav", "audio/x-wav": "question.wav"
    case "audio/mpeg": "question.mp3"
    case "audio/ogg": "question.ogg"
    case "audio/webm": "question.webm"
    default: "question.m4a"
    }
  }
}

/// Plays spoken answers; on iOS, an `AVAudioPlayer`.
@MainActor
public protocol AudioPlayer: AnyObject {
  /// Plays a clip and returns when it has finished.
  func play(_ clip: Data, format: String) async throws
  /// Stops whatever plays now (`play` then returns).
  func stop()
}

/// A message for the user about a failure: a ``VisorClientError``'s sentence, a device's
/// `LocalizedError` description, or a general sentence; nil for cancellation.
func userMessage(for error: any Error) -> String? {
  // A stop is not a failure: whatever the cancelled work threw on its way out (a cut stream) is not said.
  if error is CancellationError || Task.isCancelled { return nil }
  if let error = error as? VisorClientError { return error.message }
  if let error = error as? LocalizedError, let text = error.errorDescription { return text }
  return "Something went wrong (\(error)); try again."
}
