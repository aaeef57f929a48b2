import Foundation
import VisorCore
import VisorLocal
import VisorMedia
import VisorStore

/// One live session: the transport hands it every message and writes every event.
///
/// Frames are analysed one at a time: a frame that arrives while one is analysed waits, and a newer
/// one replaces it (the replaced one is answered `quiet busy`), so at most two frames are held
/// whatever the client sends. Nothing is written to disk.
public actor LiveSession {
  public nonisolated let id = UUID()
  /// ready, then said / quiet / error as they happen; ends when the session ends (after `closing`
  /// when the service ended it, with no `closing` after ``close()``).
  public nonisolated let events: AsyncStream<LiveEvent>
  nonisolated let credential: String

  private struct Frame: Sendable {
    var number: Int
    var data: Data
  }

  private let service: LiveService
  private let user: User
  private let continuation: AsyncStream<LiveEvent>.Continuation
  private var mode: LiveMode
  /// For find with a taught thing or person: what it was taught from (``LiveService/resolve(_:user:)``).
  private var taught: KnownItem?
  private var speaking: Bool
  private var voice: String?
  private var frames = 0
  /// The newest frame looked at (an image: its hash was taken); an `ask` is about it.
  private var latest: Frame?
  /// The frame that waits for the one being analysed.
  private var waiting: Frame?
  private var worker: Task<Void, Never>?
  private var asking: Task<Void, Never>?
  private var watchdog: Task<Void, Never>?
  /// The hash of the last frame analysed (or described by the provider) in the current mode.
  private var lastHash: FrameHash?
  /// What each channel (and find target) has said.
  private var memories: [String: LiveMemory] = [:]
  private var lastActivity: Duration
  private var lastProviderCall: Duration?
  /// The provider's earlier sentences (so it says only what is new) and the session's questions.
  private var providerSaid: [String] = []
  private var conversation: [ChatMessage] = []
  private var ended = false

  init(service: LiveService, user: User, credential: String, mode: LiveMode, taught: KnownItem? = nil) {
    self.service = service
    self.user = user
    self.credential = credential
    self.mode = mode
    self.taught = taught
    speaking = user.profile.speakByDefault
    voice = nil
    lastActivity = service.clock.now()
    (events, continuation) = AsyncStream.makeStream(
      of: LiveEvent.self, bufferingPolicy: .bufferingNewest(512))
  }

  func start() {
    continuation.yield(.ready(session: id, mode: mode))
    watchdog = Task { await self.watch() }
  }

  // MARK: What the transport calls

  /// A binary message: one frame (JPEG or PNG).
  public func receive(frame data: Data) {
    guard !ended else { return }
    touch()
    guard !data.isEmpty else { return emit(.error(code: .imageUnreadable, message: LiveWords.emptyFrame)) }
    guard data.count <= LiveService.maxFrameBytes else { return oversized(binary: true, bytes: data.count) }
    frames += 1
    schedule(Frame(number: frames, data: data))
  }

  /// A text message: `mode`, `ask`, `speak` or `voice` (docs/live.md); anything else is answered
  /// with an `error` and the session goes on.
  public func receive(text: String) {
    guard !ended else { return }
    touch()
    guard text.utf8.count <= LiveService.maxTextBytes else {
      return oversized(binary: false, bytes: text.utf8.count)
    }
    do {
      switch try LiveCommand(text: text) {
      case .mode(let name, let target):
        let newMode = try LiveMode(mode: name, target: target)
        if newMode.target?.taughtName != nil {
          // A taught thing or person: looked up in the person's own, then the mode changes.
          let service = self.service
          let user = self.user
          Task {
            do {
              let (resolved, item) = try await service.resolve(newMode, user: user)
              self.change(to: resolved, taught: item)
            } catch {
              self.report(error)
            }
          }
        } else {
          change(to: newMode, taught: nil)
        }
      case .ask(let prompt): try ask(prompt)
      case .speak(let on): speaking = on
      case .voice(let name):
        try TextValidation.check(name, field: "voice", multiline: false)
        _ = try service.models.speechVoice(requested: name, profile: nil)
        voice = name
      }
    } catch {
      report(error)
    }
  }

  /// The transport discarded a message over its limit (frames 2 MB, text 64 KB): said as an error.
  public func oversized(binary: Bool, bytes: Int) {
    guard !ended else { return }
    touch()
    emit(
      .error(
        code: .bodyTooLarge, message: binary ? LiveWords.frameTooLarge(bytes) : LiveWords.textTooLarge(bytes))
    )
  }

  /// The client closed the connection: ends the session (no `closing` event).
  public func close() { end(nil) }

  // MARK: Frames

  /// Frames waiting for the one being analysed: 0 or 1, whatever the client sends (tests).
  package var framesWaiting: Int { waiting == nil ? 0 : 1 }

  private func schedule(_ frame: Frame) {
    guard worker != nil else {
      worker = Task { await self.work(from: frame) }
      return
    }
    if let replaced = waiting { emit(.quiet(frame: replaced.number, reason: .busy)) }
    waiting = frame
  }

  private func work(from first: Frame) async {
    var frame = first
    while !Task.isCancelled {
      await process(frame)
      guard let next = waiting, !ended else {
        worker = nil
        return
      }
      waiting = nil
      frame = next
    }
  }

  private func process(_ frame: Frame) async {
    // The mode and its taught item as they are now: a mode change while this frame is hashed applies
    // to the next one.
    let mode = self.mode
    let taught = self.taught
    let maxPixels = service.photos.options.maxPixels
    let data = frame.data
    let hash: FrameHash
    do {
      hash = try await service.photos.run { try FrameHash(encoded: data, maxPixels: maxPixels) }
    } catch {
      return report(error)
    }
    guard !ended else { return }
    latest = frame
    if let last = lastHash, !hash.differs(from: last) {
      return emit(.quiet(frame: frame.number, reason: .unchanged))
    }
    if mode.channel == .describe, let provider = service.visionProvider {
      let now = service.clock.now()
      if let last = lastProviderCall, now - last < service.providerInterval {
        // Not described now; the view still differs from the last described one, so a later frame is.
        return emit(.quiet(frame: frame.number, reason: .busy))
      }
      lastProviderCall = now
      lastHash = hash
      return await describe(frame, with: provider, mode: mode)
    }
    lastHash = hash
    if mode.target?.taughtName != nil {
      guard let taught else { return emit(.quiet(frame: frame.number, reason: .busy)) }
      return await find(taught, in: frame, mode: mode)
    }
    do {
      let facts = try await measure(data, mode: mode)
      guard !ended else { return }
      var memory = memories[key(mode)] ?? LiveMemory()
      // Faces this user taught, named where they are (decision 038): said again when they move.
      let named = await service.analysis.faces?.liveSentences(
        frame: data, mode: mode.channel.analysisMode, user: user, detected: facts.peopleDetection)
      let view =
        LiveFacts.facts(facts, mode: mode, before: memory)
        + (named ?? []).map { LiveFact(key: "face:" + $0, sentence: $0) }
      let news = memory.news(in: view, now: service.clock.now())
      memories[key(mode)] = memory
      if news.isEmpty { return emit(.quiet(frame: frame.number, reason: .nothing)) }
      await say(news.map(\.sentence), frame: frame.number, mode: mode, place: news.compactMap(\.place).last)
    } catch {
      if self.mode == mode { lastHash = nil }
      report(error)
    }
  }

  /// Find for a taught thing or person: where it is, by the embeddings it was taught from.
  private func find(_ item: KnownItem, in frame: Frame, mode: LiveMode) async {
    guard let target = mode.target else { return }
    do {
      let place = try await service.locate(item, target: target, in: frame.data)
      guard !ended else { return }
      var memory = memories[key(mode)] ?? LiveMemory()
      let news = memory.news(in: LiveFacts.findTaught(target, at: place), now: service.clock.now())
      memories[key(mode)] = memory
      if news.isEmpty { return emit(.quiet(frame: frame.number, reason: .nothing)) }
      await say(news.map(\.sentence), frame: frame.number, mode: mode, place: news.compactMap(\.place).last)
    } catch {
      if self.mode == mode { lastHash = nil }
      report(error)
    }
  }

  /// The offline engine's facts for `mode` on the frame, decoded once at the channel's size.
  private func measure(_ data: Data, mode: LiveMode) async throws -> SceneFacts {
    guard let analyzer = service.sceneEngine else { throw VisorError(.notConfigured, LiveWords.sceneMissing) }
    let reads = mode.channel == .text || mode.target == .text
    let image = try await service.photos.ingest(
      data, atLeast: reads ? service.analysis.textLongSide : 0, keepPixels: true)
    let maxSide = ChannelAnswer.maxSide(for: mode.channel.analysisMode)
    let decoded = try await service.photos.run { () throws -> DecodedImage in
      if let pixels = image.pixels {
        return try DecodedImage(rgb: pixels, width: image.width, height: image.height, maxSide: maxSide)
      }
      return try DecodedImage(encoded: image.jpeg, channels: 3, maxSide: maxSide)
    }
    return try await analyzer.analyze(image: decoded, parts: LiveFacts.parts(for: mode), live: true)
  }

  /// `describe` with a vision provider: what it says is new since its earlier answers.
  private func describe(_ frame: Frame, with provider: any ChatModel, mode: LiveMode) async {
    do {
      try await service.quotas.admit(userID: user.id, analysis: true)
      let image = try await service.photos.ingest(frame.data)
      let prompt = LiveWords.describePrompt(base: AnalysisMode.describe.prompt, said: providerSaid)
      let answer = try await provider.complete([
        ChatMessage(role: .user, parts: [.text(prompt), .image(image.jpeg, mimeType: "image/jpeg")])
      ])
      guard !ended else { return }
      let sentences = Self.sentences(answer).filter { !$0.contains(LiveWords.nothingNewMarker) }
      var memory = memories[key(mode)] ?? LiveMemory()
      let view = sentences.map {
        LiveFact(key: "said:" + LiveFacts.normalised($0), sentence: $0, fuzzy: true)
      }
      let news = memory.news(in: view, now: service.clock.now())
      memories[key(mode)] = memory
      providerSaid = Array((providerSaid + news.map(\.sentence)).suffix(12))
      if news.isEmpty { return emit(.quiet(frame: frame.number, reason: .nothing)) }
      await say(news.map(\.sentence), frame: frame.number, mode: mode)
    } catch {
      if self.mode == mode { lastHash = nil }
      report(error)
    }
  }

  // MARK: Commands

  private func change(to newMode: LiveMode, taught item: KnownItem?) {
    guard !ended else { return }
    mode = newMode
    taught = item
    // A new search starts afresh ("I don't see your keys" is said again for the new target).
    if newMode.target?.taughtName != nil { memories[key(newMode)] = nil }
    lastHash = nil
    emit(.ready(session: id, mode: newMode))
    // The newest frame is looked at in the new mode at once (unless one is being analysed: then the
    // next one will be).
    if worker == nil, let latest { schedule(latest) }
  }

  private func ask(_ prompt: String) throws {
    let question = prompt.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !question.isEmpty else { throw VisorError(.emptyMessage, LiveWords.emptyQuestion) }
    try TextValidation.check(question, field: "prompt", multiline: true)
    try AnalysisPipeline.checkPrompt(question)
    guard let frame = latest else { throw VisorError(.missingField, LiveWords.askBeforeFrame) }
    guard asking == nil else { throw VisorError(.serverBusy, LiveWords.stillAnswering) }
    asking = Task { await self.answer(question, about: frame) }
  }

  /// Answers like a follow-up: the earlier questions and answers of the session, then the question
  /// with the newest frame. A provider is called at most once per interval (the question waits).
  private func answer(_ question: String, about frame: Frame) async {
    defer { asking = nil }
    do {
      let entry = try service.analysis.resolveVisionModel(nil)
      guard let chat = entry.chat else {
        throw VisorError(.notConfigured, ModelRegistry.howToConfigureMessage(.vision))
      }
      if !(chat is LocalSceneModel) {
        if let last = lastProviderCall {
          let wait = service.providerInterval - (service.clock.now() - last)
          if wait > .zero { try await service.clock.sleep(wait) }
        }
        lastProviderCall = service.clock.now()
        try await service.quotas.admit(userID: user.id, analysis: true)
      }
      let image = try await service.photos.ingest(frame.data)
      let messages =
        conversation + [
          ChatMessage(role: .user, parts: [.text(question), .image(image.jpeg, mimeType: "image/jpeg")])
        ]
      let reply = try await chat.complete(messages).trimmingCharacters(in: .whitespacesAndNewlines)
      guard !ended else { return }
      conversation = Array(
        (conversation + [
          ChatMessage(role: .user, text: question), ChatMessage(role: .assistant, text: reply),
        ])
        .suffix(8))
      await say([reply], frame: frame.number, mode: mode)
    } catch is CancellationError {
    } catch {
      report(error)
    }
  }

  // MARK: Saying

  private func say(_ sentences: [String], frame: Int, mode: LiveMode, place: LivePlace? = nil) async {
    let text = sentences.joined(separator: mode.channel == .text ? "\n" : " ")
    var audio: AudioClip?
    if speaking {
      do {
        audio = try await service.speech.speak(
          text, voice: voice, profileVoice: user.profile.voice, format: "mp3", model: nil)
      } catch {
        service.logger.warning("live speech failed; saying it as text", ["error": "\(error)"])
      }
    }
    guard !ended else { return }
    emit(.said(LiveSaying(frame: frame, mode: mode, text: text, new: sentences, audio: audio, place: place)))
  }

  private func emit(_ event: LiveEvent) {
    guard !ended else { return }
    continuation.yield(event)
  }

  private func report(_ error: any Error) {
    if let error = error as? VisorError {
      // In the person's language (issue 27): the session runs in the language of the request that opened it.
      emit(.error(code: error.code, message: error.localised(in: .current).message))
    } else if !(error is CancellationError) {
      service.logger.error("live frame failed", ["session": id.wire, "error": "\(error)"])
      emit(.error(code: .internalError, message: ErrorCode.internalError.sentence))
    }
  }

  private func key(_ mode: LiveMode) -> String {
    mode.channel.rawValue + (mode.target.map { ":" + $0.rawValue } ?? "")
  }

  /// Sentences of a model's answer (split after . ! ? followed by a space or the end).
  static func sentences(_ text: String) -> [String] {
    var out: [String] = []
    var current = ""
    var previous: Character?
    for character in text {
      if character.isWhitespace, let previous, ".!?".contains(previous) {
        let sentence = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !sentence.isEmpty { out.append(sentence) }
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    let last = current.trimmingCharacters(in: .whitespacesAndNewlines)
    if !last.isEmpty { out.append(last) }
    return out
  }

  // MARK: Ending

  private func touch() { lastActivity = service.clock.now() }

  private func watch() async {
    while !ended {
      let left = LiveService.idleTimeout - (service.clock.now() - lastActivity)
      if left <= .zero { return end(.idle) }
      do { try await service.clock.sleep(left) } catch { return }
    }
  }

  /// Ends the session: work stops, held frames are dropped, `closing` (when the service ends it) is
  /// the last event.
  func end(_ reason: LiveCloseReason?) {
    guard !ended else { return }
    ended = true
    // The slot is free before the close is heard: a client that reconnects at once finds room.
    service.ended(self)
    if let reason { continuation.yield(.closing(reason)) }
    worker?.cancel()
    asking?.cancel()
    watchdog?.cancel()
    waiting = nil
    latest = nil
    conversation = []
    continuation.finish()
  }
}
