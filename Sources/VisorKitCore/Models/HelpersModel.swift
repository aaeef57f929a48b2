import Foundation
import Observation
import VisorAPI

/// A request sent to the asker's helpers, as the asking side follows it.
///
/// ```swift
/// if let answer = request.answer { print("\(answer.username): \(answer.text ?? "(voice)")") }
/// ```
public struct HelpRequest: Sendable, Equatable, Identifiable {
  /// Where a request is: waiting for a person, taken by one, answered, or expired unanswered.
  public enum Status: String, Sendable, Equatable {
    case waiting, taken, answered, expired
  }

  /// A person's answer: typed text, or their recording (and what it says, when the server could
  /// write it down).
  public struct Answer: Sendable, Equatable {
    public var username: String
    public var text: String?
    /// The path of the helper's own recording (MP3), for ``HelpersModel/answerAudio(of:)``.
    public var audioPath: String?
    public var answeredAt: Date
  }

  public var id: String
  public var analysisID: String
  public var question: String?
  public var machineAnswer: String
  public var status: Status
  public var expiresAt: Date
  /// The helper who took it.
  public var takenBy: String?
  public var answer: Answer?
  /// The helpers it went to (what each of them saw).
  public var sentTo: [String]

  public init(_ response: HelpRequestResponse) {
    id = response.id
    analysisID = response.analysisId
    question = response.question
    machineAnswer = response.machineAnswer
    status = Status(rawValue: response.status) ?? .expired
    expiresAt = response.expiresAt
    takenBy = response.takenBy
    answer = response.answer.map {
      Answer(username: $0.username, text: $0.text, audioPath: $0.audioUrl, answeredAt: $0.answeredAt)
    }
    sentTo = response.sentTo
  }

  /// What to say when it changes: who is looking, who answered (and what), or that nobody could.
  public var sentence: String {
    switch status {
    case .waiting: "Waiting for \(sentTo.joined(separator: ", "))."
    case .taken: "\(takenBy ?? "A helper") is looking at your photo."
    case .answered:
      if let answer {
        answer.text.map { "\(answer.username) answered: \($0)" } ?? "\(answer.username) answered by voice."
      } else {
        "Answered."
      }
    case .expired: "Nobody could answer; try again or call."
    }
  }
}

/// The asking side of helpers (issue 28): who your helpers are, inviting and removing them, asking
/// them about an analysis, and following your requests until a person answers.
///
/// The helper's side (taking and answering) is the web app's Helping tab; ``incoming`` lists what is
/// waiting for you.
///
/// ```swift
/// let helpers = HelpersModel(client: client)
/// await helpers.load()
/// await helpers.invite("sister")
/// if let request = await helpers.ask(analysisID: analysis.id, prompt: "What does the letter say?") {
///   await helpers.refresh()   // later, or on a timer
///   print(helpers.requests.first { $0.id == request.id }?.sentence ?? "")
/// }
/// Task { await helpers.listen() }   // or follow the help events as they happen
/// // helpers.announcement: "sister answered: It says the bill is due on Friday."
/// ```
@Observable
@MainActor
public final class HelpersModel {
  private let client: VisorClient

  /// Your helpers (invited or accepted, and the helpers for everyone).
  public private(set) var helpers: [HelperResponse] = []
  /// The people you help.
  public private(set) var helping: [HelperResponse] = []
  /// Your requests, newest first.
  public private(set) var requests: [HelpRequest] = []
  /// The last failure, as a sentence that says what to do.
  public private(set) var errorMessage: String?

  public init(client: VisorClient) { self.client = client }

  /// Accepted helpers who can be called now.
  public var available: [HelperResponse] { helpers.filter { $0.status == "accepted" && $0.available } }

  /// Loads helpers and requests.
  public func load() async {
    do {
      let links = try await client.helpers()
      helpers = links.helpers
      helping = links.helping
      requests = try await client.helpHistory().requests.map(HelpRequest.init)
      errorMessage = nil
    } catch {
      fail(error)
    }
  }

  /// Reloads the requests; returns those whose status changed since the last look (to announce them).
  @discardableResult
  public func refresh() async -> [HelpRequest] {
    let before = Dictionary(uniqueKeysWithValues: requests.map { ($0.id, $0.status) })
    do {
      requests = try await client.helpHistory().requests.map(HelpRequest.init)
      errorMessage = nil
    } catch {
      fail(error)
      return []
    }
    return requests.filter { before[$0.id] != nil && before[$0.id] != $0.status }
  }

  /// Invites someone to be your helper.
  public func invite(_ username: String) async {
    do {
      _ = try await client.inviteHelper(username: username)
      await load()
    } catch {
      fail(error)
    }
  }

  /// Ends a helper link (yours, or one where you help).
  public func remove(_ helper: HelperResponse) async {
    guard let id = helper.id else { return }
    do {
      try await client.endHelper(id: id)
      await load()
    } catch {
      fail(error)
    }
  }

  /// Sends an analysis to your helpers with a typed or spoken question; nil when refused (see
  /// ``errorMessage``: no helper yet, not your helper, too many requests).
  public func ask(analysisID: String, prompt: String? = nil, question: Data? = nil, username: String? = nil)
    async -> HelpRequest?
  {
    do {
      let created = try await client.askHelpers(
        analysisID: analysisID, prompt: prompt, question: question, username: username)
      let request = HelpRequest(try await client.helpRequest(id: created.id))
      requests.insert(request, at: 0)
      errorMessage = nil
      return request
    } catch {
      fail(error)
      return nil
    }
  }

  /// The helper's recorded answer (MP3), to play.
  public func answerAudio(of request: HelpRequest) async -> Data? {
    guard request.answer?.audioPath != nil else { return nil }
    do {
      return try await client.helpAnswerAudio(id: request.id)
    } catch {
      fail(error)
      return nil
    }
  }

  /// Deletes a request you sent (its helpers can no longer open it).
  public func delete(_ request: HelpRequest) async {
    do {
      try await client.deleteHelpRequest(id: request.id)
      requests.removeAll { $0.id == request.id }
    } catch {
      fail(error)
    }
  }

  /// Requests sent to you as a helper that nobody has taken or answered yet, newest first (the
  /// Helping side; filled by ``listen()``).
  public private(set) var incoming: [HelpRequestResponse] = []
  /// The sentence to announce for the newest change ``listen()`` saw ("ana is looking at your
  /// photo.", "ana answered: …", "Nobody could answer; try again or call.").
  public private(set) var announcement: String?
  /// True while ``listen()`` has the event stream open (you count as available for calls).
  public private(set) var isListening = false

  /// Follows `GET /api/v1/help/events` until the calling task is cancelled: your requests change as
  /// helpers take and answer them (``requests``, ``announcement``), and requests sent to you arrive
  /// in ``incoming``. A dropped connection is opened again after `retry`.
  public func listen(retry: Duration = .seconds(2)) async {
    while !Task.isCancelled {
      do {
        for try await event in client.helpEvents() {
          isListening = true
          apply(event)
        }
      } catch is CancellationError {
        break
      } catch {
        fail(error)
      }
      isListening = false
      do { try await Task.sleep(for: retry) } catch { break }
    }
    isListening = false
  }

  /// One event: what it changes in ``requests`` and ``incoming``.
  func apply(_ event: HelpStreamEvent) {
    switch event {
    case .ready:
      break
    case .call(let event):
      // The stream tells the end too (a helper whose app went away, a call nobody took).
      guard let current = call, event.id == current.id else { break }
      switch event.status {
      case "connected": if case .ringing(let name) = callState { callState = .connected(name) }
      case "ended", "missed": endCall(event.message)
      default: break
      }
    case .request(let request):
      incoming.removeAll { $0.id == request.id }
      incoming.insert(request, at: 0)
    case .taken(let response), .answered(let response):
      incoming.removeAll { $0.id == response.id && (response.status != "waiting") }
      update(HelpRequest(response))
    case .expired(let expired):
      incoming.removeAll { $0.id == expired.id }
      if let index = requests.firstIndex(where: { $0.id == expired.id }) {
        requests[index].status = .expired
        announcement = expired.message
      }
    }
  }

  private func update(_ request: HelpRequest) {
    guard let index = requests.firstIndex(where: { $0.id == request.id }) else { return }
    guard requests[index] != request else { return }
    requests[index] = request
    announcement = request.sentence
  }

  // MARK: Calls

  /// Where your call is.
  public enum CallState: Sendable, Equatable {
    case idle
    /// It rings for this helper.
    case ringing(String)
    /// Both are in the call.
    case connected(String)
    /// Over; the sentence said (once, in ``announcement``).
    case ended(String)
  }

  public private(set) var callState: CallState = .idle
  /// The signalling of the call in progress.
  public private(set) var call: CallSession?
  /// Every signal from the other side, for your WebRTC stack (offer, answer, ice…; `ready` gives
  /// the ICE servers: make the offer then).
  public var onSignal: (@MainActor (CallSignal) -> Void)?

  /// Calls `username` (one of ``available``): it rings; ``callState`` follows the call to its end,
  /// and "The call ended" is announced once however it ends (either side hanging up, the other's app
  /// going away, nobody answering).
  ///
  /// - Parameter transport: the WebSocket underneath (VisorKitCurl's `TCPLiveTransport` on Linux).
  @discardableResult
  public func call(_ username: String, transport: (any LiveTransport)? = nil) async -> CallSession? {
    guard call == nil else { return call }
    do {
      let session = try await CallSession.start(client, username: username, transport: transport)
      call = session
      callState = .ringing(username)
      errorMessage = nil
      Task { await follow(session, username: username) }
      return session
    } catch {
      fail(error)
      return nil
    }
  }

  /// Ends your call for both.
  public func hangUp() async {
    guard let session = call else { return }
    await session.hangUp()
    endCall(nil)
  }

  private func follow(_ session: CallSession, username: String) async {
    var reason: String?
    do {
      for try await signal in session {
        switch signal.type {
        case "ready": callState = .connected(signal.peer ?? username)
        case "hangup": reason = reason ?? signal.reason
        default: break
        }
        onSignal?(signal)
      }
    } catch {
      fail(error)
    }
    if call?.id == session.id { endCall(reason) }
  }

  private func endCall(_ reason: String?) {
    guard call != nil else { return }
    call = nil
    let sentence = reason ?? "The call ended."
    callState = .ended(sentence)
    announcement = sentence
  }

  private func fail(_ error: any Error) {
    errorMessage = (error as? VisorClientError)?.message ?? "\(error)"
  }
}
