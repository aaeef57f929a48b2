import Foundation
import VisorCore
import VisorLocal

/// Server VAD's settings (`turn_detection` `{"type":"server_vad", …}`), OpenAI's defaults.
public struct RealtimeTurnDetection: Sendable, Equatable {
  /// Speech probability (0–1) at or above which a window is speech.
  public var threshold = 0.5
  /// Audio kept before the detected start (ms).
  public var prefixPaddingMs = 300
  /// Silence that ends the turn (ms).
  public var silenceDurationMs = 500
  /// Whether a response starts by itself when the turn ends.
  public var createResponse = true
  /// Whether speech during a response cancels it (barge-in).
  public var interruptResponse = true

  public init() {}

  var json: RealtimeJSON {
    [
      "type": "server_vad", "threshold": .number(threshold),
      "prefix_padding_ms": .number(Double(prefixPaddingMs)),
      "silence_duration_ms": .number(Double(silenceDurationMs)), "create_response": .bool(createResponse),
      "interrupt_response": .bool(interruptResponse), "idle_timeout_ms": .null,
    ]
  }
}

/// Turns speech probabilities (one per 32-ms window of 16-kHz audio) into the start and end of
/// turns. Pure: the session feeds it what the worker's Silero VAD answered.
///
/// Speech starts at the first of ``startWindows`` windows in a row at or above the threshold; it
/// ends once the probability stayed below `threshold − 0.15` for `silenceDurationMs` (the hysteresis
/// keeps a word's quiet middle from ending the turn).
///
/// ```swift
/// var detector = RealtimeVADDetector(settings: RealtimeTurnDetection())
/// detector.feed([0.9, 0.95])          // [.started(atMs: 0)]
/// detector.feed(Array(repeating: 0.01, count: 16))  // [.stopped(atMs: 576)]
/// ```
public struct RealtimeVADDetector: Sendable, Equatable {
  public static let windowSamples = 512
  public static let windowMs = 32.0
  /// Windows in a row above the threshold before speech counts as started (64 ms: one loud click is not a turn).
  public static let startWindows = 2

  public enum Event: Sendable, Equatable {
    /// Speech began `atMs` into the stream (the first speech window's start).
    case started(atMs: Int)
    /// The turn ended `atMs` into the stream (the end of the last speech window).
    case stopped(atMs: Int)
  }

  public var settings: RealtimeTurnDetection
  /// Windows seen since the stream began.
  public private(set) var windows = 0
  public private(set) var speaking = false
  private var run = 0
  private var silentWindows = 0
  private var lastSpeechEnd = 0

  public init(settings: RealtimeTurnDetection) {
    self.settings = settings
  }

  /// The events the next windows' probabilities cause, in order.
  public mutating func feed(_ probabilities: [Double]) -> [Event] {
    var events: [Event] = []
    let silenceWindows = max(1, Int((Double(settings.silenceDurationMs) / Self.windowMs).rounded(.up)))
    for probability in probabilities {
      let start = Int(Double(windows) * Self.windowMs)
      windows += 1
      let end = Int(Double(windows) * Self.windowMs)
      if !speaking {
        run = probability >= settings.threshold ? run + 1 : 0
        if run >= Self.startWindows {
          speaking = true
          silentWindows = 0
          lastSpeechEnd = end
          events.append(.started(atMs: start - Int(Double(Self.startWindows - 1) * Self.windowMs)))
        }
      } else if probability < max(0.01, settings.threshold - 0.15) {
        silentWindows += 1
        if silentWindows >= silenceWindows {
          speaking = false
          run = 0
          events.append(.stopped(atMs: lastSpeechEnd))
        }
      } else {
        silentWindows = 0
        lastSpeechEnd = end
      }
    }
    return events
  }

  /// Forgets a turn in progress (the buffer was cleared or committed by hand).
  public mutating func reset() {
    speaking = false
    run = 0
    silentWindows = 0
  }
}

/// Silero VAD in a speech worker (`vad`, workers/README.md): the stream's recurrent state travels
/// with each call, so the worker keeps nothing per session.
public struct SileroVAD: Sendable {
  public let worker: WorkerProcess

  public init(worker: WorkerProcess) {
    self.worker = worker
  }

  /// The model's state between calls of one stream.
  public struct State: Sendable, Equatable {
    var h: String?
    var c: String?
    var context: String?
    public init() {}
  }

  private struct Params: Encodable, Sendable {
    var audio: Data
    var h: String?
    var c: String?
    var context: String?
  }
  private struct Result: Decodable, Sendable {
    var probabilities: [Double]
    var h: String
    var c: String
    var context: String
  }

  /// One probability per 512-sample window of `samples` (16 kHz; a whole number of windows).
  public func probabilities(_ samples: [Float], state: inout State) async throws -> [Double] {
    let result = try await worker.call(
      "vad", Params(audio: RealtimeAudio.pcm16(samples), h: state.h, c: state.c, context: state.context),
      as: Result.self, timeout: .seconds(20))
    state = State(h: result.h, c: result.c, context: result.context)
    return result.probabilities
  }

  /// Loads the model now instead of on the first call.
  public func warm() async throws {
    _ = try await worker.call("load", ["model": "vad"], as: WorkerProcess.NoResult.self)
  }
}

extension SileroVAD.State {
  init(h: String, c: String, context: String) {
    self.h = h
    self.c = c
    self.context = context
  }
}
