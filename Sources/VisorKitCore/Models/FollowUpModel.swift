import Foundation
import Observation
import VisorAPI

/// A local fact the server checked the model's answer against (`checks` of a follow-up's `done`
/// event and of a saved turn), as a sentence to show under the answer.
///
/// ```swift
/// CrossCheck(CheckResponse(kind: "text", local: "STOP", model: "SHOP", agrees: false)).sentence
/// // "The local check read ‘STOP’; the model said ‘SHOP’."
/// ```
public struct CrossCheck: Sendable, Equatable, Hashable {
  /// `text`, `people`, `barcode` or `colour` (newer servers may add kinds).
  public var kind: String
  /// What the local check found.
  public var local: String
  /// What the model said about the same thing.
  public var model: String
  /// Whether they agree.
  public var agrees: Bool

  /// The check as the server sent it.
  public init(_ check: CheckResponse) {
    self.init(kind: check.kind, local: check.local, model: check.model, agrees: check.agrees)
  }

  /// A check with its parts.
  public init(kind: String, local: String, model: String, agrees: Bool) {
    self.kind = kind
    self.local = local
    self.model = model
    self.agrees = agrees
  }

  /// One sentence: what the local check found and, when they differ, what the model said.
  public var sentence: String {
    let found: String
    switch kind {
    case "text": found = "read ‘\(local)’"
    case "barcode": found = "decoded ‘\(local)’"
    case "colour", "color": found = "saw the colour ‘\(local)’"
    case "people":
      if let count = Int(local) {
        found = "counted \(count) \(count == 1 ? "person" : "people")"
      } else {
        found = "found ‘\(local)’"
      }
    default: found = "found ‘\(local)’"
    }
    let check =
      kind == "text" || kind == "people" || kind == "barcode" ? "The local check" : "The local \(kind) check"
    return agrees ? "\(check) \(found), as the model did." : "\(check) \(found); the model said ‘\(model)’."
  }
}

/// Follow-up questions about the photo of one saved analysis (`POST /api/v1/analyses/{id}/messages`),
/// typed or spoken, each answer streamed and saved as a turn of that analysis.
///
/// ``CameraAssistantModel`` makes one for every answer (``CameraAssistantModel/followUp``); a history
/// screen makes one with the analysis's id and calls ``load()``.
///
/// ```swift
/// let followUp = FollowUpModel(client: client, analysisID: analysis.id, player: player)
/// followUp.draft = "What colour is the car?"
/// await followUp.ask()
/// print(followUp.turns.last?.answer ?? "")
/// ```
@Observable
@MainActor
public final class FollowUpModel {
  /// One question about the photo and its answer.
  public struct Turn: Sendable, Equatable, Identifiable {
    /// The saved turn's id; a temporary one while its answer streams.
    public var id: String
    /// The question as typed, or the transcript of a spoken one.
    public var question: String
    /// The answer so far (all of it once ``isComplete``).
    public var answer: String
    /// The local checks of the answer (``CrossCheck/sentence``).
    public var checks: [CrossCheck]
    /// False while the answer streams.
    public var isComplete: Bool

    /// A turn with its parts.
    public init(id: String, question: String, answer: String, checks: [CrossCheck], isComplete: Bool) {
      self.id = id
      self.question = question
      self.answer = answer
      self.checks = checks
      self.isComplete = isComplete
    }
  }

  /// The analysis the questions are about.
  public let analysisID: String
  /// The questions asked so far and their answers, oldest first.
  public private(set) var turns: [Turn] = []
  /// The question being typed.
  public var draft = ""
  /// Whether answers are spoken.
  public var speaksAnswers: Bool
  /// The voice to speak with (nil: the profile's voice).
  public var voice: String?
  /// True while an answer streams: the view disables sending.
  public private(set) var isAsking = false
  /// The index of the sentence playing now (speaking only).
  public var playingSentence: Int? { spoken.playing }
  /// A sentence for the user when something failed; set to nil to dismiss.
  public var errorMessage: String?
  /// When a used-up quota resets (the server answered 429); nil otherwise.
  public private(set) var rateLimitedUntil: Date?
  /// False while asking or when the draft is empty.
  public var canAsk: Bool { !isAsking && !draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

  private let client: VisorClient
  private let spoken: SpokenQueue
  private var work: Task<Void, Never>?

  /// Follow-ups about `analysisID` over `client`; with `player`, spoken answers play in order.
  public init(
    client: VisorClient, analysisID: String, player: (any AudioPlayer)? = nil, speaksAnswers: Bool = false,
    voice: String? = nil
  ) {
    self.client = client
    self.analysisID = analysisID
    self.speaksAnswers = speaksAnswers && player != nil
    self.voice = voice
    spoken = SpokenQueue(player: player ?? SilentPlayer())
    spoken.onError = { [weak self] message in self?.errorMessage = message }
  }

  /// Loads the questions already asked (`turns` of `GET /api/v1/analyses/{id}`).
  public func load() async {
    do {
      let analysis = try await client.analysis(id: analysisID)
      turns = (analysis.turns ?? []).map {
        Turn(
          id: $0.id, question: $0.transcript ?? $0.prompt, answer: $0.message,
          checks: $0.checks.map(CrossCheck.init), isComplete: true)
      }
    } catch {
      errorMessage = userMessage(for: error)
    }
  }

  /// Asks ``draft``; an empty draft sends nothing. Returns when the answer is saved (or failed).
  public func ask() async {
    let question = draft.trimmingCharacters(in: .whitespacesAndNewlines)
    guard canAsk else { return }
    draft = ""
    await run(question: question, prompt: question, recording: nil)
  }

  /// Asks a spoken question (the server transcribes it; the turn shows the transcript).
  public func ask(recording: Recording) async {
    guard !isAsking else { return }
    await run(question: "…", prompt: nil, recording: recording.data)
  }

  /// Stops the answer on its way (the server stops and saves nothing) and the audio playing.
  public func stopTapped() {
    work?.cancel()
    spoken.stop()
  }

  /// Waits until every queued sentence has played.
  public func playedAll() async { await spoken.playedAll() }

  private func run(question: String, prompt: String?, recording: Data?) async {
    isAsking = true
    errorMessage = nil
    spoken.stop()
    let pending = "pending-\(UUID().uuidString)"
    turns.append(Turn(id: pending, question: question, answer: "", checks: [], isComplete: false))
    let events = client.askFollowUpStream(
      analysisID: analysisID, prompt: prompt, question: recording, speak: speaksAnswers, voice: voice)
    let task = Task {
      do {
        for try await event in events {
          update(pending) { turn in
            switch event {
            case .transcript(let text): turn.question = text
            case .text(let delta): turn.answer += delta
            case .sentence: break
            case .done(let done):
              turn.id = done.turnId ?? turn.id
              turn.checks = (done.checks ?? []).map(CrossCheck.init)
              turn.isComplete = true
            }
          }
          if case .sentence(let sentence) = event { spoken.enqueue(sentence) }
        }
        rateLimitedUntil = nil
      } catch {
        // An unanswered question leaves no half turn behind; its sentence says why.
        turns.removeAll { $0.id == pending }
        if let error = error as? VisorClientError, error.kind == .rateLimited {
          rateLimitedUntil = error.retryAt
        }
        errorMessage = userMessage(for: error)
      }
    }
    work = task
    await task.value
    isAsking = false
  }

  private func update(_ id: String, _ change: (inout Turn) -> Void) {
    guard let index = turns.firstIndex(where: { $0.id == id }) else { return }
    change(&turns[index])
  }
}

/// The player of a follow-up model that does not speak.
@MainActor
private final class SilentPlayer: AudioPlayer {
  func play(_ clip: Data, format: String) async throws {}
  func stop() {}
}
