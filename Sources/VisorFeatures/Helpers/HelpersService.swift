import Foundation
import Synchronization
import VisorCore
import VisorMedia
import VisorStore

/// Ask someone you trust (issue 28): helpers among the accounts of this Visor, photos and questions
/// sent to them, their answers by text or voice, expiry, and who is listening for events.
///
/// ```swift
/// let link = try await features.helpers.invite(user: ada, username: "bo")
/// _ = try await features.helpers.accept(id: link.id, user: bo)
/// let request = try await features.helpers.ask(user: ada, analysisID: id, prompt: "What does it say?", audio: nil)
/// ```
public final class HelpersService: Sendable {
  let store: any Store
  let blobs: any BlobStore
  let speech: SpeechService
  let photos: PhotoWork
  let logger: Logger
  /// How long a request waits for a person.
  public let expiry: Duration
  /// Who listens for events, and who is in a call.
  public let hub: HelpHub
  let now: @Sendable () -> Date
  /// Removes a deleted request's photo and recordings right after the delete commits (decision 023).
  let outbox: OutboxProcessor?
  /// Deadlines of the open requests this instance knows of; the sweeper expires them on time.
  private let deadlines = Mutex<[UUID: Date]>([:])
  private let sweeper = Mutex<Task<Void, Never>?>(nil)

  /// Requests per asker in ``rateWindow``, invitations per user, calls per caller.
  public static let requestsPerWindow = 10
  public static let invitationsPerWindow = 20
  public static let callsPerWindow = 10
  public static let rateWindow: TimeInterval = 600
  /// The longest typed question or answer.
  public static let maxTextLength = 2000
  /// The longest recording, in seconds.
  public static let maxRecordingSeconds = 120.0

  init(
    store: any Store, blobs: any BlobStore, speech: SpeechService, photos: PhotoWork, logger: Logger,
    expiry: Duration, outbox: OutboxProcessor? = nil, bus: HelpBus? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.outbox = outbox
    self.hub = HelpHub(bus: bus)
    self.store = store
    self.blobs = blobs
    self.speech = speech
    self.photos = photos
    self.logger = logger
    self.expiry = expiry
    self.now = now
  }

  var expirySeconds: TimeInterval {
    let (seconds, attoseconds) = expiry.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }

  // MARK: Helpers

  /// Invites `username` to be `user`'s helper.
  public func invite(user: User, username: String) async throws -> HelperLink {
    let name = username.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else {
      throw VisorError(.missingField, Message("error.helper.usernameMissing"))
    }
    guard let helper = try await store.user(username: name) else {
      throw VisorError(.notFound, Message("error.helper.nobody", ["name": .text(name)]))
    }
    guard helper.id != user.id else {
      throw VisorError(.invalidField, Message("error.helper.self"))
    }
    try await limit("helpers.invite", user.id, Self.invitationsPerWindow, what: "invitations")
    let link = HelperLink(
      userID: user.id, username: user.username, helperID: helper.id, helperUsername: helper.username,
      createdAt: now())
    try await store.createHelperLink(link)
    return link
  }

  /// `user`'s helpers (with the helpers for everyone) and the people `user` helps.
  public func links(user: User) async throws -> (
    helpers: [HelperLink], helping: [HelperLink], everyone: [HelperPerson]
  ) {
    let (helpers, helping) = try await store.helperLinks(userID: user.id)
    let everyone = try await store.helpersForEveryone().filter { $0.id != user.id }
    return (helpers, helping, everyone)
  }

  /// The invited helper says yes.
  public func accept(id: UUID, user: User) async throws -> HelperLink {
    if let link = try await store.acceptHelperLink(id: id, helperID: user.id, at: now()) { return link }
    if let link = try await store.helperLink(id: id), link.helperID == user.id, link.status == .accepted {
      return link
    }
    throw VisorError(.notFound, Message("error.helper.invitationNotFound"))
  }

  /// Either side ends a link (an invitation is declined this way).
  public func end(id: UUID, user: User) async throws {
    guard try await store.deleteHelperLink(id: id, userID: user.id) != nil else {
      throw VisorError(.notFound, Message("error.helper.linkNotFound"))
    }
  }

  public func setHelperForEveryone(userID: UUID, _ on: Bool) async throws {
    try await store.setHelperForEveryone(userID: userID, on)
  }

  /// The ids of everyone who helps every user (the admin's user list marks them).
  public func helpersForEveryone() async throws -> Set<UUID> {
    Set(try await store.helpersForEveryone().map(\.id))
  }

  public func isHelperForEveryone(userID: UUID) async throws -> Bool {
    try await store.helpersForEveryone().contains { $0.id == userID }
  }

  // MARK: Requests

  /// Sends an analysis's photo, a question and the machine's answer to `user`'s accepted helpers (or
  /// only to `username`, who must be one).
  public func ask(user: User, analysisID: UUID, prompt: String?, audio: Data?, username: String? = nil)
    async throws -> HelpRequestRecord
  {
    guard let analysis = try await store.analysis(id: analysisID, userID: user.id) else {
      throw VisorError(.notFound, Message("error.analysis.notFound"))
    }
    let typed = prompt?.trimmingCharacters(in: .whitespacesAndNewlines)
    if let typed, !typed.isEmpty, audio != nil {
      throw VisorError(.promptAndAudio, Message("error.help.questionTypedOrSpoken"))
    }
    if let typed, typed.count > Self.maxTextLength {
      throw VisorError(
        .promptTooLong, Message("error.help.question.tooLong", ["limit": .number(Self.maxTextLength)]))
    }
    var recipients = try await store.acceptedHelpers(userID: user.id)
    if let username {
      let key = UsernameKey.make(username)
      recipients = recipients.filter { UsernameKey.make($0.username) == key }
      guard !recipients.isEmpty else {
        throw VisorError(.notAHelper, Message("error.helper.notYours.ask", ["username": .text(username)]))
      }
    }
    guard !recipients.isEmpty else { throw VisorError(.noHelpers) }
    try await limit("helpers.ask", user.id, Self.requestsPerWindow, what: "requests")

    let id = UUID()
    var question = typed?.isEmpty == false ? typed : nil
    var audioKey: String?
    if let audio {
      let (mp3, _) = try await recording(audio)
      let key = "help/\(user.id.wire)/\(id.wire)-question.mp3"
      try await blobs.put(mp3, key: key)
      audioKey = key
      question = await transcript(of: audio)
    }
    if question == nil, audioKey == nil {
      // No new question: the one the machine answered last.
      let turns = try await store.analysisTurns(analysisID: analysis.id, userID: user.id)
      question = turns.last.map { $0.transcript ?? $0.prompt } ?? (analysis.transcript ?? analysis.prompt)
    }
    let turns = try await store.analysisTurns(analysisID: analysis.id, userID: user.id)
    let created = now()
    var request = HelpRequestRecord(
      id: id, userID: user.id, username: user.username, analysisID: analysis.id, imageKey: analysis.imageKey,
      question: question, questionAudioKey: audioKey, machineAnswer: turns.last?.message ?? analysis.message,
      createdAt: created, expiresAt: created.addingTimeInterval(expirySeconds), recipients: recipients)
    request.earlierTurns = Self.earlierTurns(
      analysis: analysis, turns: turns, question: request.question, machineAnswer: request.machineAnswer)
    do {
      try await store.createHelpRequest(request)
    } catch {
      if let audioKey { try? await blobs.delete(audioKey) }
      throw error
    }
    schedule(request)
    hub.send(.request(request), to: recipients.map(\.id))
    logger.info("help request sent", ["request": request.id.wire, "helpers": String(recipients.count)])
    return request
  }

  /// The open requests sent to `user` (waiting, or taken by them).
  public func openRequests(helper user: User) async throws -> [HelpRequestRecord] {
    try await expireDue()
    var open = try await store.openHelpRequests(helperID: user.id, now: now())
    for index in open.indices { open[index].earlierTurns = try await earlierTurns(of: open[index]) }
    return open
  }

  /// What was asked and answered in the request's analysis before it (as it stood when it was sent).
  func earlierTurns(of request: HelpRequestRecord) async throws -> [HelpEarlierTurn] {
    guard let analysis = try await store.analysis(id: request.analysisID, userID: request.userID) else {
      return []
    }
    let turns = try await store.analysisTurns(analysisID: analysis.id, userID: request.userID)
      .filter { $0.createdAt <= request.createdAt }
    return Self.earlierTurns(
      analysis: analysis, turns: turns, question: request.question, machineAnswer: request.machineAnswer)
  }

  /// The analysis's questions and answers, oldest first, without the one the request repeats (when it
  /// was sent without a new question, its question and the machine's answer are the last ones).
  static func earlierTurns(
    analysis: Analysis, turns: [AnalysisTurn], question: String?, machineAnswer: String
  )
    -> [HelpEarlierTurn]
  {
    var pairs = [HelpEarlierTurn(question: analysis.transcript ?? analysis.prompt, answer: analysis.message)]
    pairs += turns.map { HelpEarlierTurn(question: $0.transcript ?? $0.prompt, answer: $0.message) }
    if let last = pairs.last, last.answer == machineAnswer, last.question == question { pairs.removeLast() }
    return pairs.filter { !$0.question.isEmpty || !$0.answer.isEmpty }
  }

  /// A request `user` may see: the asker's own, or one sent to them.
  public func request(id: UUID, user: User) async throws -> HelpRequestRecord {
    guard var request = try await store.helpRequest(id: id) else {
      throw VisorError(.notFound, Message("error.help.gone"))
    }
    guard request.userID == user.id || request.recipients.contains(where: { $0.id == user.id }) else {
      throw VisorError(
        .notAHelper, Message("error.help.notSentToYou.open"))
    }
    request.earlierTurns = try await earlierTurns(of: request)
    return request
  }

  /// A helper takes a request, so the others see it taken.
  public func take(id: UUID, helper user: User) async throws -> HelpRequestRecord {
    let found = try await recipientRequest(id: id, user: user)
    let at = now()
    if let taken = try await store.takeHelpRequest(
      id: id, helperID: user.id, now: at,
      expiresAt: max(found.expiresAt, at.addingTimeInterval(expirySeconds)))
    {
      schedule(taken)
      hub.send(.taken(taken), to: [taken.userID] + taken.recipients.map(\.id))
      return taken
    }
    return try await refusal(id: id, user: user, taking: true)
  }

  /// A helper answers by text, or by voice (the recording as the asker will hear it, and what it says).
  public func answer(id: UUID, helper user: User, text: String?, audio: Data?) async throws
    -> HelpRequestRecord
  {
    let typed = text?.trimmingCharacters(in: .whitespacesAndNewlines)
    if let typed, !typed.isEmpty, audio != nil {
      throw VisorError(.promptAndAudio, Message("error.help.answerTypedOrSpoken"))
    }
    if audio == nil, typed?.isEmpty != false {
      throw VisorError(
        .missingField, Message("error.help.answerMissing", ["example": .text(#"{"text": "…"}"#)]))
    }
    if let typed, typed.count > Self.maxTextLength {
      throw VisorError(
        .messageTooLong, Message("error.help.answer.tooLong", ["limit": .number(Self.maxTextLength)]))
    }
    let found = try await recipientRequest(id: id, user: user)
    guard found.status.isOpen, found.expiresAt > now() else {
      throw VisorError(.helpClosed)
    }
    if found.status == .taken, found.takenBy != user.id { throw VisorError(.helpTaken) }
    var answerText = typed?.isEmpty == false ? typed : nil
    var audioKey: String?
    if let audio {
      let (mp3, _) = try await recording(audio)
      let key = "help/\(found.userID.wire)/\(id.wire)-answer.mp3"
      try await blobs.put(mp3, key: key)
      audioKey = key
      answerText = await transcript(of: audio)
    }
    guard
      let answered = try await store.answerHelpRequest(
        id: id, helperID: user.id, username: user.username, text: answerText, audioKey: audioKey, now: now())
    else {
      if let audioKey { try? await blobs.delete(audioKey) }
      return try await refusal(id: id, user: user, taking: false)
    }
    unschedule(id)
    hub.send(.answered(answered), to: [answered.userID] + answered.recipients.map(\.id))
    logger.info("help request answered", ["request": id.wire, "voice": String(audioKey != nil)])
    return answered
  }

  /// The asker's requests (what each helper saw), newest first.
  public func history(user: User) async throws -> (requests: [HelpRequestRecord], calls: [CallRecord]) {
    try await expireDue()
    return (
      try await store.helpRequests(userID: user.id, analysisID: nil),
      try await store.calls(userID: user.id)
    )
  }

  /// The asker deletes a request: its helpers can no longer open it, its recordings go.
  public func delete(id: UUID, user: User) async throws {
    guard let deleted = try await store.deleteHelpRequest(id: id, userID: user.id) else {
      throw VisorError(.notFound, Message("error.help.notYours"))
    }
    unschedule(id)
    if deleted.status.isOpen {
      hub.send(
        .expired(deleted, message: MessageCatalogue.current.text("help.withdrawn")),
        to: deleted.recipients.map(\.id))
    }
    // The store queued the photo and recordings for deletion in the same transaction (decision 023).
    await outbox?.afterDelete()
  }

  /// What a person may fetch of a request: its photo, the asker's spoken question, the answer.
  public enum Attachment: Sendable { case photo, question, answer }

  public func attachment(_ kind: Attachment, id: UUID, user: User) async throws -> Data {
    let found = try await request(id: id, user: user)
    let isAsker = found.userID == user.id
    let key: String?
    switch kind {
    case .photo:
      // The helpers it went to see the photo while it is open; the one who answered, afterwards too.
      guard isAsker || found.status.isOpen || found.takenBy == user.id else { throw VisorError(.helpClosed) }
      key = found.imageKey
    case .question:
      guard isAsker || found.status.isOpen || found.takenBy == user.id else { throw VisorError(.helpClosed) }
      key = found.questionAudioKey
    case .answer:
      guard isAsker || found.takenBy == user.id else {
        throw VisorError(.notAHelper, Message("error.help.playAnswer"))
      }
      key = found.answerAudioKey
    }
    guard let key, let data = try await blobs.get(key) else {
      throw VisorError(.notFound, Message("error.help.noSuchMedia"))
    }
    return data
  }

  /// The answered requests of an analysis, oldest first: its turns from people.
  public func answers(analysisID: UUID, userID: UUID) async throws -> [HelpRequestRecord] {
    try await store.helpRequests(userID: userID, analysisID: analysisID)
      .filter { $0.status == .answered }.reversed()
  }

  // MARK: Expiry

  /// Expires every open request past its time and tells the asker and the helpers.
  @discardableResult
  public func expireDue() async throws -> [HelpRequestRecord] {
    let expired = try await store.expireHelpRequests(now: now())
    let message = MessageCatalogue.current.text("help.expired")
    for request in expired {
      unschedule(request.id)
      hub.send(.expired(request, message: message), to: [request.userID] + request.recipients.map(\.id))
      logger.info("help request expired", ["request": request.id.wire])
    }
    return expired
  }

  private func schedule(_ request: HelpRequestRecord) {
    deadlines.withLock { $0[request.id] = request.expiresAt }
    startSweeper()
  }

  private func unschedule(_ id: UUID) { deadlines.withLock { _ = $0.removeValue(forKey: id) } }

  /// One task looks four times a second whether a deadline this instance knows has passed (and once
  /// a minute in the store, for requests other instances made), and expires what is due.
  private func startSweeper() {
    sweeper.withLock { task in
      guard task == nil else { return }
      task = Task { [weak self] in
        var lastSweep = ContinuousClock.now
        while !Task.isCancelled {
          guard let self else { return }
          let next = self.deadlines.withLock { $0.values.min() }
          if next.map({ $0 <= self.now() }) == true || ContinuousClock.now - lastSweep > .seconds(60) {
            lastSweep = .now
            do {
              try await self.expireDue()
            } catch {
              self.logger.warning("help requests could not be expired", ["error": "\(error)"])
            }
          }
          try? await Task.sleep(for: .milliseconds(250))
        }
      }
    }
  }

  /// Stops the sweeper and ends every event stream (shutdown).
  public func closeAll() async {
    let task = sweeper.withLock { task in
      defer { task = nil }
      return task
    }
    task?.cancel()
    await task?.value
    hub.finishAll()
    await hub.bus?.close()
  }

  // MARK: Helpers of the helpers

  private func recipientRequest(id: UUID, user: User) async throws -> HelpRequestRecord {
    guard let found = try await store.helpRequest(id: id) else {
      throw VisorError(.notFound, Message("error.help.gone"))
    }
    guard found.recipients.contains(where: { $0.id == user.id }) else {
      throw VisorError(
        .notAHelper, Message("error.help.notSentToYou.take"))
    }
    return found
  }

  /// Why a take or an answer did not happen: taken by someone else (409 taken), or over (409 closed).
  private func refusal(id: UUID, user: User, taking: Bool) async throws -> HelpRequestRecord {
    try await expireDue()
    guard let current = try await store.helpRequest(id: id) else {
      throw VisorError(.notFound, Message("error.help.gone"))
    }
    if taking, current.status == .taken, current.takenBy == user.id { return current }
    if current.status == .taken, current.takenBy != user.id { throw VisorError(.helpTaken) }
    if current.status == .answered, current.takenBy != user.id { throw VisorError(.helpTaken) }
    throw VisorError(.helpClosed)
  }

  /// A recording as MP3 (every browser plays it), checked: readable, not too long, not silent.
  private func recording(_ data: Data) async throws -> (Data, Int?) {
    guard !data.isEmpty else {
      throw VisorError(.emptyAudio, Message("error.audio.emptyField"))
    }
    let clip = try await photos.run { () throws -> AudioClip in
      let pcm = try AudioDecoder.decode(data, sampleRate: 24_000, maxSeconds: Self.maxRecordingSeconds)
      guard !AudioDecoder.isSilent(pcm) else {
        throw VisorError(.audioSilent, Message("speech.silent"))
      }
      return try AudioEncoder.encode(pcm, format: .mp3)
    }
    return (clip.data, clip.durationMs)
  }

  /// What a recording says, when a transcription model is there; nil otherwise (the voice is kept).
  private func transcript(of audio: Data) async -> String? {
    do {
      let text = try await speech.transcribe(audio, model: nil).text
      return text.isEmpty ? nil : text
    } catch {
      logger.debug("help recording not transcribed", ["error": "\(error)"])
      return nil
    }
  }

  private func limit(_ name: String, _ userID: UUID, _ count: Int, what: String) async throws {
    if let seconds = try await store.reserveSignInAttempt(
      key: "\(name):\(userID.wire)", limit: count, window: Self.rateWindow, now: now())
    {
      throw VisorError(
        .rateLimited,
        Message(
          MessageID(rawValue: "error.helper.tooMany.\(what)"),
          ["count": .number(count), "seconds": .number(seconds)]),
        retryAfter: seconds)
    }
  }
}
