import Foundation
import Observation

/// Plays a streamed answer's sentences strictly in index order, whatever order they arrive in;
/// shared by ``CameraAssistantModel`` and ``FollowUpModel``.
@Observable
@MainActor
final class SpokenQueue {
  /// The index of the sentence playing now.
  private(set) var playing: Int?
  /// Set when a clip failed to play.
  var onError: ((String) -> Void)?

  private let player: any AudioPlayer
  private var playback: Task<Void, Never>?
  private var queued: [Int: SpokenSentence] = [:]
  private var nextToPlay = 0
  private var generation = 0

  init(player: any AudioPlayer) { self.player = player }

  /// Queues a sentence; playback starts (or goes on) with the next index due.
  func enqueue(_ sentence: SpokenSentence) {
    queued[sentence.index] = sentence
    guard playback == nil else { return }
    generation += 1
    let current = generation
    playback = Task {
      while !Task.isCancelled, let next = queued.removeValue(forKey: nextToPlay) {
        playing = next.index
        do {
          try await player.play(next.audio, format: next.format)
        } catch {
          if !Task.isCancelled, let message = userMessage(for: error) { onError?(message) }
        }
        guard current == generation else { return }
        nextToPlay += 1
      }
      guard current == generation else { return }
      playing = nil
      playback = nil
    }
  }

  /// Stops the clip playing and forgets the queue; the next answer starts again from index 0.
  func stop() {
    generation += 1
    if playback != nil || !queued.isEmpty { player.stop() }
    playback?.cancel()
    playback = nil
    queued = [:]
    nextToPlay = 0
    playing = nil
  }

  /// Waits until every queued sentence has played.
  func playedAll() async {
    while let playback { await playback.value }
  }
}
