import Foundation
import Synchronization
import VisorCore

/// The offline "vision" model (`local/scene`): answers questions about a photo from measured facts
/// only (classifier, OCR, face and cat-face detection, colours) and says plainly what it cannot tell.
///
/// It reads the last user message: its image (or, for a follow-up question without one, the most
/// recent image earlier in the conversation) and its text. The answer streams sentence by sentence.
///
/// ```swift
/// let scene = LocalSceneModel(analyzer: SceneAnalyzer(modelsDirectory: models))
/// let answer = try await scene.complete([ChatMessage(role: .user, parts: [.image(jpeg, mimeType: "image/jpeg"), .text("What is this?")])])
/// // "This looks like a sports car, mostly silver. I can read 'ABC 123'."
/// ```
public final class LocalSceneModel: ChatModel, Sendable {
  public var id: String { "local/scene" }
  public let analyzer: SceneAnalyzer

  public init(analyzer: SceneAnalyzer) { self.analyzer = analyzer }

  public convenience init(
    modelsDirectory: URL, cascadeDirectory: URL = SceneAnalyzer.debianCascades,
    tessdataDirectory: URL = TextReader.debianTessdata
  ) {
    self.init(
      analyzer: SceneAnalyzer(
        modelsDirectory: modelsDirectory, cascadeDirectory: cascadeDirectory,
        tessdataDirectory: tessdataDirectory))
  }

  public var state: ModelState { analyzer.state }
  public var memoryBytes: Int? { analyzer.memoryBytes }

  public var descriptor: ModelDescriptor {
    ModelDescriptor(
      id: id, capabilities: [.scene], state: state, memoryBytes: memoryBytes,
      note:
        "Offline scene engine: names the main subject (ImageNet), reads English text and pages, counts people "
        + "and faces, reads barcodes and QR codes, names colours and measures the light. It is not a "
        + "vision-language model and says what it cannot tell.",
      modes: AnalysisMode.allCases.map(\.rawValue))
  }

  public func warm() async throws { try await analyzer.warm() }

  public func stream(_ messages: [ChatMessage], options: ChatOptions) -> AsyncThrowingStream<String, Error> {
    let (stream, continuation) = AsyncThrowingStream<String, Error>.makeStream()
    let task = Task { [analyzer] in
      do {
        if options.jsonSchema != nil {
          throw VisorError(
            .notConfigured,
            Message("error.scene.noStructured", ["hint": .message(Message("error.scene.configureHint"))]))
        }
        let early: @Sendable (String) -> Void = { continuation.yield($0) }
        for sentence in try await Self.answer(messages, analyzer: analyzer, early: early) {
          try Task.checkCancellation()
          continuation.yield(sentence)
        }
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }

  /// The answer as chunks: sentences separated by a space (the first has none).
  ///
  /// `early`, for the Text channel: the page's lines as soon as they are settled, each with its line
  /// break, while the rest is read (speech starts on the first line, not after the last); the chunks
  /// returned are then the rest of the answer, so `early`'s chunks and the returned ones together
  /// are the whole answer, in order, each line once.
  static func answer(
    _ messages: [ChatMessage], analyzer: SceneAnalyzer, early: (@Sendable (String) -> Void)? = nil
  ) async throws -> [String] {
    guard let last = messages.last(where: { $0.role == .user }) else { return [SceneAnswer.needsPhoto] }
    let image = Self.image(in: last) ?? messages.reversed().lazy.compactMap(Self.image(in:)).first
    guard let image else { return [SceneAnswer.needsPhoto] }
    let sentences: [String]
    if let mode = AnalysisMode(channelPrompt: last.text), mode == .text, let early {
      let given = Mutex<[String]>([])
      let facts = try await analyzer.analyze(
        jpeg: image, parts: ChannelAnswer.parts(for: mode), maxSide: ChannelAnswer.maxSide(for: mode)
      ) { lines in
        given.withLock { $0 += lines.map(\.text) }
        for line in lines { early(line.text + "\n") }
      }
      try Task.checkCancellation()
      sentences = ChannelAnswer.rest(
        ChannelAnswer.sentences(for: mode, facts: facts, catalogue: .current), facts: facts,
        after: given.withLock { $0 })
    } else if let mode = AnalysisMode(channelPrompt: last.text) {
      // A channel's own prompt (mode on analyze): that channel's facts and answer.
      let facts = try await analyzer.analyze(
        jpeg: image, parts: ChannelAnswer.parts(for: mode), maxSide: ChannelAnswer.maxSide(for: mode))
      try Task.checkCancellation()
      sentences = ChannelAnswer.sentences(for: mode, facts: facts, catalogue: .current)
    } else {
      let question = SceneQuestion(last.text)
      let facts = try await analyzer.analyze(jpeg: image, parts: QuestionAnswer.parts(for: question))
      try Task.checkCancellation()
      sentences = QuestionAnswer.reply(question, facts: facts).sentences
    }
    return sentences.enumerated().map {
      $0.offset == 0 || $0.element.first?.isWhitespace == true ? $0.element : " " + $0.element
    }
  }

  static func image(in message: ChatMessage) -> Data? {
    for part in message.parts.reversed() { if case .image(let data, _) = part { return data } }
    return nil
  }
}
